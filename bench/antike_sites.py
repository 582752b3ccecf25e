"""Antike neighbourhoods: for each nation on a side and number of nations, the free city sites
its units reach in one and in two borders, with their printed resources.

``python -m bench.antike_sites --side west --players 3 4`` prints one block per count: for each
nation, the sites at distance 1 and 2 (fewest borders a legion or a galley crosses from one of
its start cities; the start cities of every nation in the line are not free), each as
``name(resource)``, marked ``*`` when another nation reaches it in as few borders or fewer
(contested) and ``!`` when another nation is strictly nearer. The totals count marble (M), iron
(I) and gold (G) per ring, an uncontested site as 1 and a contested one as 1/2.

A balance aid only (the AI's wins are measured by ``bench.antike_arena``): the races for the
first cities and scholars are won next door, so nations with comparable rings start even.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from rules.antike.maps import COUNTS, AntikeSide, Side, load_side
from rules.common.maps import GALLEY_BORDERS, LEGION_BORDERS, Resource

FAR = 99
LETTER = {Resource.MARBLE: "M", Resource.IRON: "I", Resource.GOLD: "G"}


def reach(side: AntikeSide, starts: Sequence[str]) -> dict[str, int]:
    """Fewest borders a legion or a galley crosses from any of ``starts`` to each region."""
    m = side.map
    best: dict[str, int] = {}
    for start in starts:
        for kinds in (LEGION_BORDERS, GALLEY_BORDERS):
            for region, d in m.distances(start, kinds).items():
                if d < best.get(region, FAR):
                    best[region] = d
    return best


def rings(side: AntikeSide, count: int) -> dict[str, dict[int, list[tuple[str, str]]]]:
    """nation -> ring (1, 2) -> [(site, mark)] with mark '', '*' (tied) or '!' (foe nearer)."""
    nations = side.nations(count)
    starts = {n: list(side.start_cities(n, count).values()) for n in nations}
    taken = {s for line in starts.values() for s in line}
    dist = {n: reach(side, starts[n]) for n in nations}
    out: dict[str, dict[int, list[tuple[str, str]]]] = {}
    for n in nations:
        out[n] = {1: [], 2: []}
        for site in side.map.city_sites():
            d = dist[n].get(site, FAR)
            if site in taken or d not in (1, 2):
                continue
            other = min((dist[o].get(site, FAR) for o in nations if o != n), default=FAR)
            mark = "!" if other < d else "*" if other == d else ""
            out[n][d].append((site, mark))
    return out


def report(side: AntikeSide, count: int) -> list[str]:
    resource = {r.id: r.resource for r in side.map.regions}
    lines = [f"{side.side} {count}"]
    for n, by_ring in rings(side, count).items():
        lines.append(f"  {side.card(n).name}:")
        for ring, sites in by_ring.items():
            tally = dict.fromkeys(LETTER.values(), 0.0)
            shown = []
            for site, mark in sites:
                r = resource[site]
                assert r is not None
                if mark != "!":
                    tally[LETTER[r]] += 1.0 if mark == "" else 0.5
                shown.append(f"{site}({LETTER[r]}){mark}")
            total = " ".join(f"{k}{v:g}" for k, v in tally.items())
            lines.append(f"    {ring}: [{total}] {' '.join(shown)}")
    return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.antike_sites")
    p.add_argument("--side", choices=("west", "east"), default="west")
    p.add_argument("--players", type=int, nargs="*", default=list(COUNTS))
    args = p.parse_args(argv)
    side_id: Side = args.side
    side = load_side(side_id)
    for count in args.players:
        print("\n".join(report(side, count)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
