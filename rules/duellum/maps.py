"""Antike Duellum's two map sides, loaded from package data and validated once.

``west``: Carthage against Rome in the western Mediterranean (``data/map_west.json``).
``east``: Greece against Persia in the Aegean and Anatolia (``data/map_east.json``).
Both are original data built from real geography; each file's ``sources`` and ``notes`` say
what is fact and what is our design, and ``README.md`` ("Maps") records the decisions.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Literal, get_args

from rules.common.maps import GameMap, RegionKind, Unit, load_map

Side = Literal["west", "east"]
SIDES: tuple[Side, ...] = get_args(Side)


@cache
def load_side(side: Side) -> GameMap:
    """The validated map of one side of the board."""
    if side not in SIDES:
        raise ValueError(f"no map side {side!r}; the sides are {', '.join(SIDES)}")
    return load_map(resources.files("rules.duellum") / "data" / f"map_{side}.json")


def navigator_value(game_map: GameMap, region_id: str) -> int:
    """What a region held by galleys counts toward Navigators.

    The rulebook calls every region a galley can hold a sea region and singles out those
    without a city by the galley symbol, which count double. So: 2 for a galley-symbol sea,
    1 for any other region galleys can stand in (a coastal or island region), 0 where no
    galley can go.
    """
    region = game_map.region(region_id)
    if region.kind is RegionKind.SEA and region.galley:
        return 2
    return 1 if game_map.accepts(region_id, Unit.GALLEY) else 0
