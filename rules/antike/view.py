"""What each seat may see of an Antike position, and the laws every position obeys.

Antike has no hidden information: every seat and every spectator sees the whole position.
Only the random stream (used at setup to deal the nations) is left out.
"""

from __future__ import annotations

from pydantic import BaseModel

from rules.antike.board import geo
from rules.antike.state import (
    COINS,
    GALLEYS,
    LEGIONS,
    PERSONAGES,
    STONES,
    TEMPLES,
    UNITS,
    AntikeState,
    City,
    Mode,
    Nation,
    Pending,
    PendingKind,
    Personage,
    Phase,
    TurnState,
    clone,
    clone_nation,
    clone_turn,
    score,
    supply_factor,
)
from rules.common.maps import Unit
from rules.core.rng import Rng


class AntikeView(BaseModel):
    game: str = "antike"
    viewer: int | None
    side: str
    mode: Mode
    players: int
    expert: bool
    military: bool
    target: int
    nations: list[Nation]
    current: int
    round: int
    turn: int
    active: list[int]  # seats that must act now
    acting: int  # the nation whose decision play waits for
    cities: dict[str, City]
    legions: list[dict[str, int]]
    galleys: list[dict[str, int]]
    bank_coins: int
    bank_temples: int
    bank_personages: dict[Personage, int]
    this: TurnState
    pending: list[Pending]
    winner: int | None
    win_reason: str | None


def make_view(s: AntikeState, seat: int | None, active: frozenset[int], acting: int) -> AntikeView:
    """What ``seat`` (None: a spectator) sees; ``active`` are the seats to act now, ``acting``
    the nation whose decision play waits for."""
    return AntikeView.model_construct(
        viewer=seat,
        side=s.side,
        mode=s.mode,
        players=s.players,
        expert=s.expert,
        military=s.military,
        target=s.target,
        game="antike",
        nations=[clone_nation(n) for n in s.nations],
        current=s.current,
        round=s.round,
        turn=s.turn,
        active=sorted(active),
        acting=acting,
        cities=dict(s.cities),
        legions=[dict(x) for x in s.legions],
        galleys=[dict(x) for x in s.galleys],
        bank_coins=s.bank_coins,
        bank_temples=s.bank_temples,
        bank_personages=dict(s.bank_personages),
        this=clone_turn(s.this),
        pending=[p.model_copy(update={"choices": list(p.choices)}) for p in s.pending],
        winner=s.winner,
        win_reason=s.win_reason,
    )


def check_invariants(s: AntikeState) -> None:
    g = geo(s)
    factor = supply_factor(s.mode)
    owned: dict[int, int] = {}
    for c in s.cities.values():
        owned[c.owner] = owned.get(c.owner, 0) + 1
    for i, n in enumerate(s.nations):
        for unit, total in ((Unit.LEGION, LEGIONS), (Unit.GALLEY, GALLEYS)):
            on_map = s.units(i, unit)
            assert all(k > 0 for k in on_map.values()), f"zero count kept for {unit}"
            stands = g.stands[unit]
            for r in on_map:
                assert r in stands, f"{unit} of nation {n.id} stands in {r}"
            assert n.supply(unit) + sum(on_map.values()) == total * factor, (
                f"nation {n.id} {unit} count broken"
            )
            assert n.supply(unit) >= 0
        assert n.stones + owned.get(i, 0) == STONES * factor, f"{n.id} stones broken"
        for name in ("marble", "iron", "gold", "coins"):
            assert getattr(n, name) >= 0, f"nation {n.id} has negative {name}"
        assert len(set(n.knowhows)) == len(n.knowhows)
        assert n.marker is None or 0 <= n.marker < 8
    assert s.bank_coins + sum(n.coins for n in s.nations) == COINS, "coins not conserved"
    assert s.bank_coins >= 0
    temples = sum(1 for c in s.cities.values() if c.temple)
    assert s.bank_temples + temples == TEMPLES, "temples not conserved"
    for r, c in s.cities.items():
        assert r in g.sites, f"city on {r}, which has no city site"
        assert 0 <= c.owner < len(s.nations)
    for p, total in PERSONAGES.items():
        held = sum(n.personages.get(p, 0) for n in s.nations)
        assert s.bank_personages.get(p, 0) + held == total, f"{p} not conserved"
    t = s.this
    if s.pending and s.pending[0].kind is PendingKind.START:
        assert t.phase is Phase.START
    if t.phase is not Phase.START:
        for i, n in enumerate(s.nations):
            assert owned.get(i), f"{n.id} has no city"
    for unit in UNITS:
        left = t.left(unit)
        for r, ks in left.items():
            assert ks == sorted(ks, reverse=True), "actions left not sorted"
            assert len(ks) == s.count(s.current, unit, r), f"actions left for {unit} in {r}"
        if left:
            assert set(left) == set(s.units(s.current, unit)), f"{unit}s without actions left"
    if s.winner is None:
        for i in range(len(s.nations)):
            if i != s.current:
                assert score(s, i) < s.target, "target reached but no winner"


def scramble_hidden(s: AntikeState, keep_seat: int | None, seed: str) -> AntikeState:
    """Reseed the random stream: nothing any seat may see changes. The new stream owes
    nothing to the old seed (the strong AI's worlds rely on it)."""
    out = clone(s)
    out.rng = Rng(seed=f"{seed}:scrambled", counter=s.rng.counter)
    return out
