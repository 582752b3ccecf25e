"""What each seat may see of a Duellum position, and the laws every position obeys.

Hidden: the order of the event deck (its size is public), the random stream and each
nation's standing order for Fortress (its owner alone sees it: it tells intent). Open:
everything else, including the event cards each nation holds, since every card is taken from
the open row in sight of both players.
"""

from __future__ import annotations

from pydantic import BaseModel

from rules.common.maps import Resource, Unit
from rules.core.rng import Rng
from rules.duellum.events import load_events
from rules.duellum.maps import load_side
from rules.duellum.state import (
    CITY_MARKERS,
    COINS,
    GALLEYS_PER_NATION,
    LEGIONS_PER_NATION,
    PERSONAGES,
    TEMPLES,
    WALLS,
    City,
    DuellumState,
    FortressOrder,
    Nation,
    Pending,
    Personage,
    TurnState,
)


class DuellumView(BaseModel):
    game: str = "duellum"
    viewer: int | None
    side: str
    nation_ids: list[str]
    special_units: bool
    fortress_auto: bool  # the match option, where both orders started
    first: int
    current: int
    turn: int
    active: list[int]
    nations: list[Nation]
    cities: dict[str, City]
    legions: list[dict[str, int]]
    galleys: list[dict[str, int]]
    bank_coins: int
    bank_temples: int
    bank_walls: int
    bank_markers: dict[Resource, int]
    bank_personages: dict[Personage, int]
    deck_size: int
    row: list[str]
    discard: list[str]
    this: TurnState
    pending: list[Pending]
    winner: int | None
    history: list[tuple[int, int]]
    my_fortress: FortressOrder | None = None  # the viewer's own standing order for Fortress


def make_view(s: DuellumState, seat: int | None, active: frozenset[int]) -> DuellumView:
    """What ``seat`` (None: a spectator) sees; ``active`` are the seats to act now."""
    return DuellumView(
        viewer=seat,
        side=s.side,
        nation_ids=list(s.nation_ids),
        special_units=s.special_units,
        fortress_auto=s.fortress_auto,
        first=s.first,
        current=s.current,
        turn=s.turn,
        active=sorted(active),
        nations=[n.model_copy(deep=True) for n in s.nations],
        cities={r: c.model_copy() for r, c in s.cities.items()},
        legions=[dict(x) for x in s.legions],
        galleys=[dict(x) for x in s.galleys],
        bank_coins=s.bank_coins,
        bank_temples=s.bank_temples,
        bank_walls=s.bank_walls,
        bank_markers=dict(s.bank_markers),
        bank_personages=dict(s.bank_personages),
        deck_size=len(s.deck),
        row=list(s.row),
        discard=list(s.discard),
        this=s.this.model_copy(deep=True),
        pending=[p.model_copy() for p in s.pending],
        winner=s.winner,
        history=list(s.history),
        my_fortress=s.fortress_orders[seat] if seat is not None else None,
    )


def check_invariants(s: DuellumState) -> None:
    m = load_side(s.side)
    for seat, n in enumerate(s.nations):
        for kind, total in ((Unit.LEGION, LEGIONS_PER_NATION), (Unit.GALLEY, GALLEYS_PER_NATION)):
            on_map = s.units(seat, kind)
            assert all(k > 0 for k in on_map.values()), f"zero count kept for {kind}"
            for r in on_map:
                assert m.accepts(r, kind), f"{kind} of seat {seat} stands in {r}"
            assert n.supply(kind) + n.recruits(kind) + sum(on_map.values()) == total, (
                f"seat {seat} {kind} count broken"
            )
            assert n.supply(kind) >= 0 and n.recruits(kind) >= 0
        for name in ("marble", "iron", "gold", "coins", "walls"):
            assert getattr(n, name) >= 0, f"seat {seat} has negative {name}"
        assert len(set(n.knowhows)) == len(n.knowhows)
        if n.special_at is not None:
            assert n.special is not None
    for kind in (Unit.LEGION, Unit.GALLEY):
        for r in s.units(0, kind):
            assert r not in s.units(1, kind), f"enemy {kind}s share {r}"
    assert s.bank_coins + sum(n.coins for n in s.nations) == COINS, "coins not conserved"
    temples = sum(1 for c in s.cities.values() if c.temple)
    assert s.bank_temples + temples == TEMPLES, "temples not conserved"
    walls = sum(1 for c in s.cities.values() if c.wall) + sum(n.walls for n in s.nations)
    assert s.bank_walls + walls == WALLS, "walls not conserved"
    for res, total in CITY_MARKERS.items():
        used = sum(1 for c in s.cities.values() if c.resource is res)
        assert s.bank_markers.get(res, 0) + used == total, f"{res} city markers not conserved"
    for r in s.cities:
        assert m.region(r).city, f"city on {r}, which has no city site"
    for p, total in PERSONAGES.items():
        held = sum(n.personages.get(p, 0) for n in s.nations)
        assert s.bank_personages.get(p, 0) + held == total, f"{p} not conserved"
    cards = [*s.deck, *s.row, *s.discard, *(c for n in s.nations for c in n.events)]
    assert sorted(cards) == sorted(load_events().ids), "event cards not conserved"
    assert len(s.row) <= 3
    if s.winner is None:
        assert all(n.personage_count < 9 for n in s.nations), "9 personages but no winner"


def scramble_hidden(s: DuellumState, keep_seat: int | None, seed: str) -> DuellumState:
    """Shuffle the event deck, reseed, and redraw the standing orders ``keep_seat`` does not
    own: nothing that seat may see changes. The result depends only on that seat's view and
    ``seed`` (the strong AI's worlds rely on it)."""
    out = s.model_copy(deep=True)
    rng = Rng(seed=f"scramble:{seed}")
    orders = list(FortressOrder)
    out.fortress_orders = [
        o if i == keep_seat else orders[rng.below(len(orders))]
        for i, o in enumerate(out.fortress_orders)
    ]
    out.deck = rng.shuffle(sorted(out.deck))  # in order first: nothing of the old order stays
    out.rng = Rng(seed=f"{seed}:scrambled", counter=s.rng.counter)
    return out
