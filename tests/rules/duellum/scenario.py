"""Building Duellum positions for scenario tests: start from a real setup and arrange it."""

from __future__ import annotations

from typing import Any

from rules.common.maps import Resource, Unit
from rules.core import Transition
from rules.duellum import GAME
from rules.duellum.actions import DuellumAction
from rules.duellum.state import City, DuellumState, Field, Phase

FIELD_INDEX = {
    "ferrum": 0,
    "templum": 1,
    "aurum": 2,
    "duellum": 3,
    "militia": 4,
    "marmor": 5,
    "scientia": 6,
}


def position(
    side: str = "west",
    *,
    current: int = 0,
    cities: dict[str, tuple[int, str] | tuple[int, str, str]] | None = None,
    keep_start: bool = True,
    legions: tuple[dict[str, int], dict[str, int]] | None = None,
    galleys: tuple[dict[str, int], dict[str, int]] | None = None,
    stock: tuple[dict[str, int], dict[str, int]] | None = None,
    options: dict[str, Any] | None = None,
    seed: str = "scenario",
) -> DuellumState:
    """A position on ``side`` with ``current`` to move, before its rondel move.

    ``cities`` maps a region to (owner, resource[, "temple"|"wall"|"temple+wall"]);
    ``stock`` gives each nation's marble/iron/gold/coins (unlisted ones become 0).
    """
    s = GAME.setup(2, GAME.options({"map": side, **(options or {})}), seed)
    s.current = current
    s.first = current
    if not keep_start:
        for city in s.cities.values():
            s.bank_markers[city.resource] += 1
        s.cities = {}
    for region, spec in (cities or {}).items():
        owner, resource = spec[0], Resource(spec[1])
        extras = spec[2] if len(spec) > 2 else ""  # type: ignore[misc]
        old = s.cities.get(region)
        if old is not None:
            s.bank_markers[old.resource] += 1
            s.bank_temples += 1 if old.temple else 0
        s.cities[region] = City(
            owner=owner,
            resource=resource,
            temple="temple" in extras,
            wall="wall" in extras,
        )
        s.bank_markers[resource] -= 1
        s.bank_temples -= 1 if "temple" in extras else 0
        s.bank_walls -= 1 if "wall" in extras else 0
    for kind, spread in ((Unit.LEGION, legions), (Unit.GALLEY, galleys)):
        for seat, regions in enumerate(spread or ({}, {})):
            n = s.nations[seat]
            placed = sum(regions.values())
            if kind is Unit.LEGION:
                n.legions -= placed
            else:
                n.galleys -= placed
            s.units(seat, kind).update(regions)
    s.bank_coins += sum(n.coins for n in s.nations)
    for n in s.nations:
        n.coins = 0
    for seat, st in enumerate(stock or ({}, {})):
        n = s.nations[seat]
        n.marble, n.iron, n.gold = (st.get(k, 0) for k in ("marble", "iron", "gold"))
        n.coins = st.get("coins", 0)
        s.bank_coins -= n.coins
    GAME.check_invariants(s)
    return s


def on_field(s: DuellumState, field: str) -> DuellumState:
    """Put the current nation straight into ``field``'s action, as if it had just moved there
    (production is not run)."""
    s.this.phase = Phase.ACT
    s.this.field = Field(field)
    s.nations[s.current].marker = FIELD_INDEX[field]
    if field == "militia":
        n = s.nations[s.current]
        s.this.deployable = {Unit.LEGION: n.recruit_legions, Unit.GALLEY: n.recruit_galleys}
        s.this.special_deployable = n.special is not None and n.special_at is None
    return s


def play(s: DuellumState, *actions: str | DuellumAction) -> DuellumState:
    """Apply actions (notation or models) by whoever must act."""
    for a in actions:
        act = GAME.parse_notation(a) if isinstance(a, str) else a
        seat = min(GAME.active_seats(s))
        s = GAME.apply(s, seat, act).state
        GAME.check_invariants(s)
    return s


def step(s: DuellumState, action: str) -> Transition[DuellumState]:
    seat = min(GAME.active_seats(s))
    return GAME.apply(s, seat, GAME.parse_notation(action))
