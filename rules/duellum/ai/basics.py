"""The heuristic's weights in resource units, the event cards by id, and each map side's
geography read once."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.common.maps import GALLEY_BORDERS, LEGION_BORDERS, RegionKind, Unit
from rules.duellum.data import RONDEL, load_knowhow
from rules.duellum.events import Card, load_events
from rules.duellum.maps import load_side, navigator_value
from rules.duellum.state import RESOURCES, Field

# --- values, in resource units -----------------------------------------------------------------

PERSONAGE = 16.0
WIN = 400.0  # the ninth personage
UNIT_WORTH = {Unit.LEGION: 2.5, Unit.GALLEY: 3.5}  # a unit on the map, when it is lost
CARD_TO_FOE = 1.5  # the enemy picks an event card (our conquest, or a personage of ours)
LOOKAHEAD = 0.35  # share of the next turn's best free field in a rondel choice
FIELDS: tuple[Field, ...] = tuple(Field(f) for f in RONDEL.fields)
KNOWHOWS = load_knowhow()
UNITS = (Unit.LEGION, Unit.GALLEY)
_CARDS: dict[str, Card] = {c.id: c for c in load_events().cards}
FOUND_NEEDS = {r: 1 for r in RESOURCES}


def card(card_id: str) -> Card:
    return _CARDS[card_id]


# --- the map, read once per side ---------------------------------------------------------------


@dataclass(frozen=True)
class Geo:
    adj: dict[Unit, dict[str, tuple[str, ...]]]  # one step of a move, per unit kind
    near: dict[str, tuple[str, ...]]  # adjacent across any border
    dist: dict[Unit, dict[str, dict[str, int]]]  # fewest borders per unit kind
    nav: dict[str, int]  # Navigator points of a region held by galleys
    sites: tuple[str, ...]  # city sites
    holds: dict[Unit, frozenset[str]]  # where a unit of the kind may stand
    seas: frozenset[str]


@cache
def geo(side: str) -> Geo:
    m = load_side("east" if side == "east" else "west")
    ids = m.region_ids()
    adj = {
        Unit.LEGION: {r: m.neighbours(r, LEGION_BORDERS) for r in ids},
        Unit.GALLEY: {r: m.neighbours(r, GALLEY_BORDERS) for r in ids},
    }
    dist = {
        Unit.LEGION: {r: m.distances(r, LEGION_BORDERS) for r in ids},
        Unit.GALLEY: {r: m.distances(r, GALLEY_BORDERS) for r in ids},
    }
    return Geo(
        adj=adj,
        near={r: m.neighbours(r) for r in ids},
        dist=dist,
        nav={r: navigator_value(m, r) for r in ids},
        sites=m.city_sites(),
        holds={u: frozenset(r for r in ids if m.accepts(r, u)) for u in UNITS},
        seas=frozenset(m.region_ids(RegionKind.SEA)),
    )
