"""Antike Duellum's two map sides: the shipped data, its provenance, and the rulebook's examples.

Sections cited are of the Greek rulebook (``seeds/000_bba90373e4142edb.txt``), by their English
sense: "Course of play" step 2 (founding cities, with its example), "Production actions" (the
AURUM example), "Templum" (the temple and walls example), "Militia" (the arming example),
"Duellum" (the movement and the conquest examples), the Greek-Persian "Example of movement and
conquest", and "Goal of the game" / "Differences from Antike" (Navigators).
"""

import itertools
import json
from importlib import resources
from typing import Any

import pytest

from rules.common.maps import (
    GALLEY_BORDERS,
    LEGION_BORDERS,
    BorderKind,
    GameMap,
    RegionKind,
    Resource,
    Unit,
)
from rules.duellum.maps import SIDES, load_side, navigator_value

WEST = load_side("west")
EAST = load_side("east")
MAPS = {"west": WEST, "east": EAST}


def raw(side: str) -> dict[str, Any]:
    text = resources.files("rules.duellum").joinpath(f"data/map_{side}.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def same_resource_neighbours(m: GameMap, region: str, cities: set[str]) -> int:
    """Neighbours (any border colour) among ``cities``: the founding surcharge's count."""
    return sum(1 for n in m.neighbours(region) if n in cities)


def connected(m: GameMap, regions: set[str]) -> bool:
    start = next(iter(regions))
    seen = {start}
    todo = [start]
    while todo:
        for n in m.neighbours(todo.pop()):
            if n in regions and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == regions


# --- both sides ---------------------------------------------------------------------------------


def test_the_two_sides() -> None:
    assert SIDES == ("west", "east")
    assert WEST.id == "duellum_west"
    assert EAST.id == "duellum_east"
    assert load_side("west") is WEST  # validated once


def test_an_unknown_side_is_refused() -> None:
    with pytest.raises(ValueError, match="no map side 'north'"):
        load_side("north")  # type: ignore[arg-type]


@pytest.mark.parametrize("side", SIDES)
def test_size_is_in_the_spirit_of_the_physical_board(side: str) -> None:
    """34 city tokens in the box for both nations; about 27-30 city sites and 11 seas a side."""
    m = MAPS[side]
    land = m.region_ids(RegionKind.LAND)
    seas = m.region_ids(RegionKind.SEA)
    assert 25 <= len(land) <= 30
    assert 25 <= len(m.city_sites()) <= 30
    assert 10 <= len(seas) <= 15


@pytest.mark.rule("duellum.map.regions")
@pytest.mark.parametrize("side", SIDES)
def test_every_open_sea_has_the_galley_symbol_and_no_city(side: str) -> None:
    m = MAPS[side]
    for rid in m.region_ids(RegionKind.SEA):
        region = m.region(rid)
        assert region.galley and not region.city, rid


@pytest.mark.rule("duellum.map.regions")
@pytest.mark.parametrize("side", SIDES)
def test_city_sites_leave_the_resource_to_the_founder(side: str) -> None:
    """Differences from Antike: the founding nation chooses what a new city produces."""
    m = MAPS[side]
    assert all(m.region(r).resource is None for r in m.city_sites())


@pytest.mark.parametrize("side", SIDES)
def test_every_region_is_reachable_and_every_city_site_can_be_entered(side: str) -> None:
    m = MAPS[side]
    first = m.regions[0].id
    assert set(m.distances(first)) == set(m.region_ids())
    for rid in m.city_sites():
        assert m.accepts(rid, Unit.LEGION) or m.accepts(rid, Unit.GALLEY), rid


@pytest.mark.rule("duellum.map.borders")
@pytest.mark.parametrize("side", SIDES)
def test_galleys_can_sail_between_any_two_waters(side: str) -> None:
    m = MAPS[side]
    naval = {r for r in m.region_ids() if m.accepts(r, Unit.GALLEY)}
    anywhere = next(iter(sorted(naval)))
    assert naval <= set(m.distances(anywhere, GALLEY_BORDERS))


@pytest.mark.rule("duellum.map.borders")
@pytest.mark.parametrize("side", SIDES)
def test_legions_never_stand_at_sea(side: str) -> None:
    m = MAPS[side]
    for rid in m.region_ids(RegionKind.SEA):
        assert not m.accepts(rid, Unit.LEGION)
        assert m.neighbours(rid, LEGION_BORDERS) == ()


@pytest.mark.rule("duellum.setup.start-cities", "duellum.map.start-cities")
@pytest.mark.parametrize("side", SIDES)
def test_start_cities_one_of_each_resource_and_apart(side: str) -> None:
    """Setup: each nation's three start cities show marble, iron and gold, one each."""
    m = MAPS[side]
    assert len(m.nations) == 2
    starts: list[str] = []
    for nation in m.nations:
        cities = m.start_cities(nation.id)
        assert set(cities) == set(Resource)
        assert len(set(cities.values())) == 3
        starts += cities.values()
        for resource, rid in cities.items():
            assert rid in m.city_sites()
            start = m.start_city(rid)
            assert start is not None
            assert (start.nation, start.resource) == (nation.id, resource)
    ours, theirs = (set(n.start_cities.values()) for n in m.nations)
    for a, b in itertools.product(ours, theirs):
        assert m.border(a, b) is None, (a, b)  # no start city touches the enemy's


@pytest.mark.rule("duellum.setup.sides")
def test_the_nations_of_each_side() -> None:
    assert [(n.id, n.name) for n in WEST.nations] == [("carthage", "Carthage"), ("rome", "Rome")]
    assert [(n.id, n.name) for n in EAST.nations] == [("greece", "Greece"), ("persia", "Persia")]
    assert "carthago" in WEST.start_cities("carthage").values()
    assert "roma" in WEST.start_cities("rome").values()
    assert "athenai" in EAST.start_cities("greece").values()
    assert "sardeis" in EAST.start_cities("persia").values()


@pytest.mark.parametrize("side", SIDES)
def test_each_file_cites_its_sources_and_says_what_is_fact_and_what_is_design(side: str) -> None:
    data = raw(side)
    sources = " ".join(data["sources"])
    assert "Pleiades" in sources and "Natural Earth" in sources
    assert "seeds/000_bba90373e4142edb.txt" in sources
    notes = " ".join(data["notes"])
    assert "Fact:" in notes and "Design (ours):" in notes


@pytest.mark.rule("duellum.map.four-galleys")
@pytest.mark.parametrize("side", SIDES)
def test_four_galleys_can_be_enough_for_a_navigator(side: str) -> None:
    """Navigators need 7 sea regions; a galley-symbol sea counts double, so 4 galleys can do."""
    m = MAPS[side]
    values = sorted((navigator_value(m, r) for r in m.region_ids()), reverse=True)
    assert sum(values[:4]) >= 7
    assert sum(values[:3]) < 7


def test_navigator_values() -> None:
    assert navigator_value(EAST, "aigaion") == 2  # open sea, galley symbol
    assert navigator_value(EAST, "lemnos") == 1  # an island city
    assert navigator_value(EAST, "sardeis") == 0  # inland: no galley goes there
    assert navigator_value(WEST, "corsica") == 1  # island without a city site
    assert navigator_value(WEST, "zama") == 0


# --- the rulebook's examples, western side ------------------------------------------------------


@pytest.mark.rule("duellum.map.adjacent", "duellum.example.founding")
def test_founding_example_baecula_and_saguntum() -> None:
    """Course of play, step 2: Carthage founds Baecula (gold) and Saguntum (iron).

    Numantia is a city site near by that cannot be founded for want of a unit there. Baecula
    pays one extra coin for the single gold city it touches; a gold Saguntum would have paid
    for three. Our map sets this up with Carthage's gold start city, Carthago Nova, and a gold
    city founded earlier at Tarraco.
    """
    for site in ("baecula", "saguntum", "numantia"):
        assert site in WEST.city_sites()
    assert "numantia" in WEST.neighbours("saguntum")
    assert "numantia" in WEST.neighbours("baecula")
    assert WEST.start_cities("carthage")[Resource.GOLD] == "carthago_nova"
    gold = {"carthago_nova", "tarraco"}
    assert same_resource_neighbours(WEST, "baecula", gold) == 1
    assert same_resource_neighbours(WEST, "saguntum", gold | {"baecula"}) == 3
    # Both founded from units standing in them: each region can hold a Carthaginian unit.
    assert WEST.accepts("baecula", Unit.LEGION)
    assert WEST.accepts("saguntum", Unit.LEGION)


@pytest.mark.rule("duellum.example.production")
def test_production_example_roma_and_ancona() -> None:
    """Production actions: Rome holds five cities side by side, among them Roma and Ancona
    (gold, Ancona with a temple)."""
    assert WEST.start_cities("rome")[Resource.GOLD] == "roma"
    assert WEST.border("roma", "ancona") is not None
    block = {"roma", "ancona", "cremona", "genua", "neapolis"}
    assert block <= set(WEST.city_sites())
    assert connected(WEST, block)


@pytest.mark.rule("duellum.map.adjacent", "duellum.example.temple")
def test_temple_example_neapolis() -> None:
    """Templum: a temple at Neapolis pays one coin for each temple next door, at Ancona,
    Croton and Syracusae; walls then go up at Croton and Neapolis."""
    for other in ("ancona", "croton", "syracusae"):
        assert WEST.border("neapolis", other) is not None, other
    assert {"neapolis", "croton"} <= set(WEST.city_sites())


@pytest.mark.rule("duellum.example.militia")
def test_arming_example_zama_carthago_caesarea() -> None:
    """Militia: Zama has red borders only, so it takes legions only; Carthago takes a galley;
    Caesarea (with a temple) takes a legion and has room for galleys too."""
    assert all(WEST.border("zama", n) is BorderKind.LAND for n in WEST.neighbours("zama"))
    assert WEST.accepts("zama", Unit.LEGION) and not WEST.accepts("zama", Unit.GALLEY)
    assert WEST.accepts("carthago", Unit.GALLEY)
    assert WEST.accepts("caesarea", Unit.LEGION) and WEST.accepts("caesarea", Unit.GALLEY)
    assert {"zama", "carthago", "caesarea"} <= set(WEST.city_sites())


@pytest.mark.rule("duellum.example.movement")
def test_movement_example_roma_and_corsica() -> None:
    """Duellum, movement: a legion and a galley stand in Roma; the galley can sail straight to
    Corsica, and with STRATA the legion can march on across a second red border."""
    assert WEST.accepts("roma", Unit.LEGION) and WEST.accepts("roma", Unit.GALLEY)
    assert "corsica" in WEST.neighbours("roma", GALLEY_BORDERS)
    assert WEST.within("roma", 2, LEGION_BORDERS) > WEST.within("roma", 1, LEGION_BORDERS)


@pytest.mark.rule("duellum.example.conquest")
def test_conquest_example_tarraco() -> None:
    """Duellum, conquest: Tarraco, a city defended by a galley, falls to two legions."""
    assert "tarraco" in WEST.city_sites()
    assert WEST.accepts("tarraco", Unit.LEGION) and WEST.accepts("tarraco", Unit.GALLEY)


# --- the rulebook's example, eastern side -------------------------------------------------------


@pytest.mark.rule("duellum.example.ainos")
def test_greek_example_ainos_and_abydos() -> None:
    """Example of movement and conquest: the Greeks (with NAVIGATIO) take Persian Ainos.

    Two legions march from Abdera and a galley sails from Lesbos straight into Ainos; two
    galleys in the Aegean Sea reach it only by way of Lemnos, where a Persian galley meets
    them; two legions march from Pergamon into Abydos, which falls as well.
    """
    assert {"ainos", "abydos", "lemnos", "lesbos", "abdera", "pergamon"} <= set(EAST.city_sites())
    assert "ainos" in EAST.neighbours("abdera", LEGION_BORDERS)
    assert "ainos" in EAST.neighbours("lesbos", GALLEY_BORDERS)
    assert "abydos" in EAST.neighbours("pergamon", LEGION_BORDERS)

    aegean = EAST.region("aigaion")
    assert aegean.kind is RegionKind.SEA and aegean.galley
    assert EAST.distance("aigaion", "ainos", GALLEY_BORDERS) == 2  # needs NAVIGATIO
    via = set(EAST.neighbours("aigaion", GALLEY_BORDERS)) & set(
        EAST.neighbours("ainos", GALLEY_BORDERS)
    )
    assert via == {"lemnos"}  # the only way in two moves
    assert EAST.accepts("lemnos", Unit.GALLEY)


def test_each_side_has_only_its_own_places() -> None:
    west_names = {r.name for r in WEST.regions}
    east_names = {r.name for r in EAST.regions}
    assert not west_names & east_names
    assert {"Baecula", "Saguntum", "Numantia", "Neapolis", "Ancona", "Roma", "Tarraco"} <= (
        west_names
    )
    assert {"Ainos", "Abdera", "Lesbos", "Lemnos", "Pergamon", "Abydos"} <= east_names
