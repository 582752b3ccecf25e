"""The balance aid ``bench.antike_sites``: rings of free city sites around each nation's start."""

from __future__ import annotations

import pytest

from bench.antike_sites import main, reach, report, rings
from rules.antike.maps import COUNTS, SIDES, Side, load_side
from rules.common.maps import GALLEY_BORDERS, LEGION_BORDERS


@pytest.mark.parametrize("side_id", SIDES)
@pytest.mark.parametrize("count", COUNTS)
def test_rings_hold_free_sites_at_their_distance_and_honest_marks(
    side_id: Side, count: int
) -> None:
    side = load_side(side_id)
    m = side.map
    nations = side.nations(count)
    starts = {n: set(side.start_cities(n, count).values()) for n in nations}
    taken = set().union(*starts.values())
    by_nation = rings(side, count)
    assert set(by_nation) == set(nations)
    for n, by_ring in by_nation.items():
        for ring, sites in by_ring.items():
            for site, mark in sites:
                assert site not in taken and m.region(site).city
                # one unit kind reaches it in exactly ``ring`` borders, none in fewer
                legs = [
                    min(m.distances(s, kinds).get(site, 99) for s in starts[n])
                    for kinds in (LEGION_BORDERS, GALLEY_BORDERS)
                ]
                assert min(legs) == ring
                other = min(reach(side, list(starts[o])).get(site, 99) for o in nations if o != n)
                assert mark == ("!" if other < ring else "*" if other == ring else "")


def test_a_neighbour_by_land_is_in_the_first_ring() -> None:
    west = load_side("west")
    sites = {s for s, _ in rings(west, 3)["greeks"][1]}
    # Naissus borders Thessalonica (a Greek start city) by land and starts nobody.
    assert "naissus" in sites
    assert all("athenae" not in s for s, _ in rings(west, 3)["romans"][1])


def test_the_report_names_every_nation_and_the_command_prints_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    east = load_side("east")
    lines = report(east, 4)
    assert lines[0] == "east 4"
    assert sum(1 for line in lines if line.startswith("  ") and line.endswith(":")) == 4
    assert main(["--side", "east", "--players", "4"]) == 0
    assert capsys.readouterr().out.splitlines() == lines
