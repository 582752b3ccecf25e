"""Reading a Duellum position: copies, costs, reach, defence and ways, shared by the
checks and effects of every part of the rules."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules.common import rondel as rondel_rules
from rules.common.maps import GALLEY_BORDERS, LEGION_BORDERS, GameMap, Resource, Unit
from rules.core.errors import IllegalAction
from rules.duellum.data import RONDEL, KnowHowId
from rules.duellum.events import Effect, card
from rules.duellum.maps import load_side, navigator_value
from rules.duellum.state import (
    SPECIAL_KIND,
    City,
    DuellumState,
    Field,
    Nation,
    Pay,
    Special,
    TurnState,
)
from rules.duellum.text import region_msg

FIELDS: tuple[Field, ...] = tuple(Field(f) for f in RONDEL.fields)
PAY_KINDS: tuple[Pay, ...] = tuple(Pay)


def fail(key: str, **params: Any) -> IllegalAction:
    return IllegalAction(f"duellum.error.{key}", **params)


def game_map(s: DuellumState) -> GameMap:
    return load_side(s.side)


def _clone_nation(n: Nation) -> Nation:
    c = n.model_copy()
    c.knowhows = list(n.knowhows)
    c.personages = dict(n.personages)
    c.marks = dict(n.marks)
    c.events = list(n.events)
    return c


def _clone_turn(t: TurnState) -> TurnState:
    c = t.model_copy()
    c.deployable = dict(t.deployable)
    c.deployed = dict(t.deployed)
    c.arrived = {r: dict(k) for r, k in t.arrived.items()}
    c.lost_city = list(t.lost_city)
    c.held = list(t.held)
    c.reach_bonus = dict(t.reach_bonus)
    return c


def clone(s: DuellumState) -> DuellumState:
    """A deep copy written out by hand: it runs on every action and is far cheaper than a
    generic deep copy."""
    c = s.model_copy()
    c.nations = [_clone_nation(n) for n in s.nations]
    c.cities = {r: city.model_copy() for r, city in s.cities.items()}
    c.legions = [dict(x) for x in s.legions]
    c.galleys = [dict(x) for x in s.galleys]
    c.bank_markers = dict(s.bank_markers)
    c.bank_personages = dict(s.bank_personages)
    c.deck = list(s.deck)
    c.row = list(s.row)
    c.discard = list(s.discard)
    c.this = _clone_turn(s.this)
    c.pending = [p.model_copy() for p in s.pending]
    c.history = list(s.history)
    c.fortress_orders = list(s.fortress_orders)
    c.rng = s.rng.model_copy()
    return c


def unit_kind(unit: Unit | Special) -> Unit:
    return SPECIAL_KIND[unit] if isinstance(unit, Special) else unit


def other(seat: int) -> int:
    return 1 - seat


# --- reading a position ------------------------------------------------------------------------


def shortfall(n: Nation, needs: dict[Resource, int]) -> int:
    """Coins needed to cover what the nation lacks of ``needs`` (coins stand for resources)."""
    return sum(max(0, k - n.stock(r)) for r, k in needs.items())


def can_pay(n: Nation, needs: dict[Resource, int], coins: int = 0) -> bool:
    return shortfall(n, needs) + coins <= n.coins


def founding_surcharge(s: DuellumState, region: str, resource: Resource) -> int:
    """One coin per adjacent city producing the same resource, whoever holds it."""
    m = game_map(s)
    return sum(
        1 for r in m.neighbours(region) if r in s.cities and s.cities[r].resource is resource
    )


def temple_surcharge(s: DuellumState, region: str) -> int:
    """One coin per temple in an adjacent region, whoever's."""
    m = game_map(s)
    return sum(1 for r in m.neighbours(region) if r in s.cities and s.cities[r].temple)


def reach(s: DuellumState, seat: int, kind: Unit) -> int:
    n = s.nations[seat]
    know = KnowHowId.STRATA if kind is Unit.LEGION else KnowHowId.NAVIGATIO
    bonus = s.this.reach_bonus.get(kind, 0) if seat == s.current else 0
    return 1 + (1 if know in n.knowhows else 0) + bonus


def special_at(s: DuellumState, seat: int, region: str, kind: Unit | None = None) -> bool:
    n = s.nations[seat]
    if n.special is None or n.special_at != region:
        return False
    return kind is None or SPECIAL_KIND[n.special] is kind


def enemy_present(s: DuellumState, seat: int, region: str, kind: Unit) -> bool:
    """Whether the opponent has units of ``kind`` (special ones included) in ``region``."""
    foe = other(seat)
    return s.count(foe, kind, region) > 0 or special_at(s, foe, region, kind)


def defence(s: DuellumState, region: str, attacker: int, fortress: bool = False) -> int:
    """A city's defence against ``attacker``: 1 (3 with a temple), +1 per defending legion and
    galley, +1 wall, +1 RES PUBLICA, +1 Fortress; the special units add or take 1. Never
    below 1: the city itself always resists."""
    city = s.cities[region]
    d = city.owner
    value = 3 if city.temple else 1
    value += s.count(d, Unit.LEGION, region) + s.count(d, Unit.GALLEY, region)
    value += 1 if city.wall else 0
    value += 1 if KnowHowId.RES_PUBLICA in s.nations[d].knowhows else 0
    value += 1 if fortress else 0
    value += 1 if special_at(s, d, region) else 0
    value -= 1 if special_at(s, attacker, region) else 0
    return max(1, value)


def attackers(s: DuellumState, seat: int, region: str) -> int:
    return s.count(seat, Unit.LEGION, region) + s.count(seat, Unit.GALLEY, region)


def sea_points(s: DuellumState, seat: int) -> int:
    m = game_map(s)
    held = {r for r, k in s.galleys[seat].items() if k > 0}
    n = s.nations[seat]
    if n.special is Special.ADMIRAL and n.special_at is not None:
        held.add(n.special_at)
    return sum(navigator_value(m, r) for r in held)


def holds_fortress(s: DuellumState, seat: int) -> str | None:
    for c in s.nations[seat].events:
        if card(c).effect is Effect.FORTRESS:
            return c
    return None


def start_turn(n: Nation) -> TurnState:
    """A fresh turn; MILITIA may deploy only what is recruited now, at its start."""
    return TurnState(
        deployable={Unit.LEGION: n.recruit_legions, Unit.GALLEY: n.recruit_galleys},
        special_deployable=n.special is not None and n.special_at is None,
    )


def ways_from(s: DuellumState, seat: int, origin: str, kind: Unit) -> dict[str, tuple[str, ...]]:
    """Where one unit of ``kind`` at ``origin`` may move this turn, each with a shortest way.

    A way crosses at most ``reach`` borders of the unit's colours and never passes through a
    region holding enemy units of the same kind: the unit would fight there and stop, which
    is the move into that region. Any other way to the same region has the same outcome, so a
    move names only where it ends.
    """
    m = game_map(s)
    borders = LEGION_BORDERS if kind is Unit.LEGION else GALLEY_BORDERS
    ways: dict[str, tuple[str, ...]] = {origin: (origin,)}
    frontier = [origin]
    for _ in range(reach(s, seat, kind)):
        nxt: list[str] = []
        for here in frontier:
            if here != origin and enemy_present(s, seat, here, kind):
                continue
            for there in m.neighbours(here, borders):
                if there not in ways:
                    ways[there] = (*ways[here], there)
                    nxt.append(there)
        frontier = nxt
    del ways[origin]
    return ways


def payments(n: Nation, cost: int) -> Iterator[tuple[Pay, ...]]:
    """Every way the nation can pay ``cost`` rondel units from what it holds."""
    return rondel_rules.payments(PAY_KINDS, cost, n.stock)


def check_region(s: DuellumState, region: str) -> None:
    try:
        game_map(s).region(region)
    except (KeyError, ValueError):
        raise fail("no_region", region=region) from None


def own_city(s: DuellumState, seat: int, region: str) -> City:
    check_region(s, region)
    city = s.cities.get(region)
    if city is None:
        raise fail("no_city", region=region_msg(region))
    if city.owner != seat:
        raise fail("not_your_city", region=region_msg(region))
    return city
