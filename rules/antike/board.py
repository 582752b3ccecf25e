"""The map side a match is played on, as the engine reads it.

The engine needs a side's map and the facts printed on its nation cards: which nations play
for each count, their start cities, the start nation and the two-player teams. The real
sides come from ``rules.antike.maps``; tests may register small fixture sides under their
own names, which are looked up first.
"""

from __future__ import annotations

from typing import Protocol

from rules.common.maps import GameMap, Resource


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
