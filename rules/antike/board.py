"""The map side a match is played on, as the engine reads it.

The engine needs a side's map and the facts printed on its nation cards: which nations play
for each count, their start cities, the start nation and the two-player teams. The real
sides come from ``rules.antike.maps``; tests may register small fixture sides under their
own names, which are looked up first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from rules.antike.state import AntikeState
from rules.common.maps import GameMap, RegionKind, Resource, Unit


class Side(Protocol):
    @property
    def map(self) -> GameMap: ...

    def nations(self, count: int) -> tuple[str, ...]:
        """The nations in play for ``count`` nations (3 to 6), in table order."""
        ...

    def start_cities(self, nation: str, count: int) -> dict[Resource, str]: ...

    def start_nation(self, count: int) -> str: ...

    def two_player_teams(self) -> tuple[tuple[str, str], tuple[str, str]]: ...


_FIXTURES: dict[str, Side] = {}


def register_side(name: str, side: Side) -> None:
    """Make a fixture side available under ``name`` (tests only)."""
    _FIXTURES[name] = side


def side_of(name: str) -> Side:
    got = _FIXTURES.get(name)
    if got is not None:
        return got
    from rules.antike.maps import SIDES, load_side

    for known in SIDES:
        if known == name:
            return load_side(known)
    raise ValueError(f"no map side {name!r}")


def game_map(s: AntikeState) -> GameMap:
    return side_of(s.side).map


@dataclass(frozen=True)
class Geo:
    """What the rules ask of a map again and again, read once per side."""

    stands: dict[Unit, frozenset[str]]  # where a unit of the kind may stand
    seas: frozenset[str]
    sites: frozenset[str]
    resource: dict[str, Resource | None]


_GEO: dict[str, tuple[GameMap, Geo]] = {}


def geo(s: AntikeState) -> Geo:
    m = game_map(s)
    got = _GEO.get(s.side)
    if got is None or got[0] is not m:
        ids = m.region_ids()
        built = Geo(
            stands={u: frozenset(r for r in ids if m.accepts(r, u)) for u in Unit},
            seas=frozenset(m.region_ids(RegionKind.SEA)),
            sites=frozenset(m.city_sites()),
            resource={r: m.region(r).resource for r in ids},
        )
        got = _GEO[s.side] = (m, built)
    return got[1]
