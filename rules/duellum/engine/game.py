"""Antike Duellum rules: the ``Duellum`` game, setup, who acts, and the dispatch of every
action to the part of the rules that checks it and carries it out.

Every action is checked by ``_check`` (read only, raises ``IllegalAction``) and
``legal_actions`` filters candidates through the same check, so the two cannot disagree.
Effects then run on a private copy. Decisions the rules give to the seat that is not on turn
(Fortress, picking event cards) and the conqueror's choice of casualties are ``Pending``
entries; the first one names the seat that must act.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from rules.core.errors import IllegalAction, InvalidAction
from rules.core.game import Game, Outcome, Transition
from rules.core.messages import Event, Msg
from rules.core.rng import Rng
from rules.core.words import Names
from rules.duellum.actions import (
    BuildTemple,
    BuildWall,
    Casualties,
    CoinInstead,
    Conquer,
    Deploy,
    Develop,
    DuellumAction,
    EndTurn,
    Fortress,
    Found,
    Move,
    Pick,
    PlayEvent,
    Recruit,
    Rondel,
    SetOrder,
    Trade,
    action_adapter,
)
from rules.duellum.data import KnowHowId
from rules.duellum.engine.battle import (
    answer_fortress,
    casualty_range,
    check_conquer,
    check_move,
    conquer,
    duellum_candidates,
    finish_conquest,
    move,
    set_order,
)
from rules.duellum.engine.cards import USEFUL_CARDS, check_event, event_candidates, play_event
from rules.duellum.engine.fields import (
    build_temple,
    build_wall,
    check_deploy,
    check_develop,
    check_recruit,
    check_temple,
    check_trade,
    check_wall,
    deploy,
    develop,
    militia_candidates,
    recruit,
    scientia_candidates,
    templum_candidates,
    trade,
    trade_candidates,
)
from rules.duellum.engine.founding import check_found, end_turn, found, found_candidates, pick
from rules.duellum.engine.messages import card_msg, field_msg, resource_msg
from rules.duellum.engine.position import clone, fail, other, start_turn
from rules.duellum.engine.rondel import check_rondel, move_marker, rondel_candidates
from rules.duellum.events import load_events
from rules.duellum.maps import SIDES, Side, load_side
from rules.duellum.state import (
    CITY_MARKERS,
    EVENT_ROW,
    PERSONAGES,
    RESOURCES,
    TARGET,
    City,
    DuellumState,
    Field,
    FortressOrder,
    Nation,
    PendingKind,
    Phase,
    Special,
)
from rules.duellum.text import describe, notation, parse_notation, region_msg
from rules.duellum.view import check_invariants, make_view, scramble_hidden


class DuellumOptions(BaseModel):
    """Match options: the map side, the special-units variant, and how Fortress is played
    (each nation's standing order at the start; each may change its own, README 31)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    map: Side = "west"
    special_units: bool = False
    fortress: Literal["ask", "auto"] = "ask"


class Duellum(Game[DuellumState, DuellumAction]):
    id = "duellum"
    min_players = 2
    max_players = 2
    # 2: MONETA adds its unit to every production, a city saved by Fortress stays safe for the
    # turn, special units neither found cities nor fall outside movement. A replay of a match
    # stored by version 1 is reported as such instead of as a hash mismatch.
    # 3: an event card that would do nothing is refused (coins from an empty bank, the oracle
    # before a first rondel move); matches set up before keep their rules (state.edition).
    # 4: Fortress is answered by each nation's own standing order (README 31); the state
    # gained the orders, taken from the match option when a stored match lacks them.
    engine_version = 4
    forced_moves = True  # nothing the seat's opponents cannot see limits its moves
    Options = DuellumOptions
    State = DuellumState
    action_adapter = action_adapter

    # --- setup -----------------------------------------------------------------------
    def setup(self, seats: int, options: BaseModel, seed: str) -> DuellumState:
        if seats != 2:
            raise InvalidAction("duellum.error.two_players", seats=seats)
        opts = options if isinstance(options, DuellumOptions) else DuellumOptions()
        order = FortressOrder.PLAY if opts.fortress == "auto" else FortressOrder.ASK
        if opts.map not in SIDES:
            raise InvalidAction("duellum.error.no_map", map=opts.map)
        m = load_side(opts.map)
        rng = Rng(seed=seed)
        first = rng.below(2)
        nations = [Nation(), Nation()]
        nations[other(first)].coins = 1  # the second player's compensation
        cities: dict[str, City] = {}
        markers = dict(CITY_MARKERS)
        for seat, nat in enumerate(m.nations):
            for resource, region in nat.start_cities.items():
                cities[region] = City(owner=seat, resource=resource)
                markers[resource] -= 1
        if opts.special_units:
            nations[0].special = Special.GENERAL  # the first nation's colour
            nations[1].special = Special.ADMIRAL
        deck = rng.shuffle(list(load_events().ids))
        row = [deck.pop() for _ in range(EVENT_ROW)]
        return DuellumState(
            this=start_turn(nations[first]),
            side=opts.map,
            nation_ids=[n.id for n in m.nations],
            special_units=opts.special_units,
            fortress_auto=opts.fortress == "auto",
            fortress_orders=[order, order],
            first=first,
            current=first,
            nations=nations,
            cities=cities,
            bank_coins=30 - 1,
            bank_markers=markers,
            bank_personages=dict(PERSONAGES),
            deck=deck,
            row=row,
            rng=rng,
            edition=USEFUL_CARDS,
        )

    # --- who acts --------------------------------------------------------------------
    def active_seats(self, s: DuellumState) -> frozenset[int]:
        if s.winner is not None:
            return frozenset()
        if s.pending:
            return frozenset({s.pending[0].seat})
        return frozenset({s.current})

    # --- checks (read only) ----------------------------------------------------------
    def _check(self, s: DuellumState, seat: int, a: DuellumAction) -> None:
        if isinstance(a, SetOrder):  # in the nation's turn, or when asked about Fortress
            if s.pending and s.pending[0].kind is not PendingKind.FORTRESS:
                raise fail("order_after_answer")
            if s.fortress_orders[seat] is a.order:
                raise fail("order_already")
            return
        if s.pending:
            self._check_pending(s, seat, a)
            return
        if isinstance(a, (Fortress, Pick, CoinInstead, Casualties)):
            raise fail("nothing_to_answer")
        if isinstance(a, PlayEvent):
            check_event(s, seat, a)
            return
        if isinstance(a, Trade):
            check_trade(s, seat, a)
            return
        t = s.this
        if isinstance(a, Rondel):
            if t.phase is not Phase.RONDEL:
                raise fail("rondel_done")
            check_rondel(s, seat, a)
            return
        if t.phase is Phase.RONDEL:
            raise fail("rondel_first")
        if isinstance(a, EndTurn):
            return
        if isinstance(a, Found):
            check_found(s, seat, a)
            return
        if t.phase is Phase.FOUND:
            raise fail("action_over")
        need = {
            BuildTemple: Field.TEMPLUM,
            BuildWall: Field.TEMPLUM,
            Deploy: Field.MILITIA,
            Develop: Field.SCIENTIA,
            Recruit: Field.SCIENTIA,
            Move: Field.DUELLUM,
            Conquer: Field.DUELLUM,
        }[type(a)]
        if t.field is not need:
            raise fail("wrong_field", field=field_msg(need), chosen=field_msg(t.field))
        if isinstance(a, BuildTemple):
            check_temple(s, seat, a.region)
        elif isinstance(a, BuildWall):
            check_wall(s, seat, a.region)
        elif isinstance(a, Deploy):
            check_deploy(s, seat, a)
        elif isinstance(a, Develop):
            check_develop(s, seat, a)
        elif isinstance(a, Recruit):
            check_recruit(s, seat, a)
        elif isinstance(a, Move):
            check_move(s, seat, a)
        elif isinstance(a, Conquer):
            check_conquer(s, seat, a)

    def _check_pending(self, s: DuellumState, seat: int, a: DuellumAction) -> None:
        p = s.pending[0]
        if p.kind is PendingKind.FORTRESS:
            if not isinstance(a, Fortress):
                raise fail("answer_fortress", region=region_msg(p.region or ""))
        elif p.kind is PendingKind.CASUALTIES:
            if not isinstance(a, Casualties):
                raise fail("answer_casualties", count=p.count)
            lo, hi = casualty_range(s, seat, p.region or "", p.count)
            if not lo <= a.legions <= hi:
                raise fail("bad_casualties", low=lo, high=hi, count=p.count)
        elif p.kind is PendingKind.PICK:
            if not isinstance(a, Pick):
                raise fail("answer_pick", count=p.count)
            if a.card not in load_events().ids:
                raise fail("no_card", card=a.card)
            if a.card not in s.row:
                raise fail("not_in_row", card=card_msg(a.card))
        elif p.kind is PendingKind.COIN and not isinstance(a, CoinInstead):
            raise fail("answer_coin")

    # --- legal actions -----------------------------------------------------------------
    def legal_actions(self, s: DuellumState, seat: int) -> list[DuellumAction]:
        if seat not in self.active_seats(s):
            return []
        out: list[DuellumAction] = []
        seen: set[DuellumAction] = set()
        for a in self._candidates(s, seat):
            if a in seen:
                continue
            seen.add(a)
            try:
                self._check(s, seat, a)
            except IllegalAction:
                continue
            out.append(a)
        return out

    def _candidates(self, s: DuellumState, seat: int) -> Iterator[DuellumAction]:
        if s.pending:
            p = s.pending[0]
            if p.kind is PendingKind.FORTRESS:
                yield Fortress(play=True)
                yield Fortress(play=False)
                yield from self._order_candidates(s, seat)
            elif p.kind is PendingKind.CASUALTIES:
                lo, hi = casualty_range(s, seat, p.region or "", p.count)
                for k in range(lo, hi + 1):
                    yield Casualties(legions=k)
            elif p.kind is PendingKind.PICK:
                for c in s.row:
                    yield Pick(card=c)
            elif p.kind is PendingKind.COIN:
                for r in RESOURCES:
                    yield CoinInstead(resource=r)
            return
        t = s.this
        n = s.nations[seat]
        if t.phase is Phase.RONDEL:
            yield from rondel_candidates(s, seat)
        else:
            yield EndTurn()
            yield from found_candidates(s, seat)
            if t.phase is Phase.ACT:
                yield from self._field_candidates(s, seat)
        yield from event_candidates(s, seat)
        if KnowHowId.COMMERCIUM in n.knowhows:
            yield from trade_candidates()
        yield from self._order_candidates(s, seat)

    def _order_candidates(self, s: DuellumState, seat: int) -> Iterator[DuellumAction]:
        """The standing orders for Fortress the nation may change to (README 31)."""
        for o in FortressOrder:
            if o is not s.fortress_orders[seat]:
                yield SetOrder(order=o)

    def _field_candidates(self, s: DuellumState, seat: int) -> Iterator[DuellumAction]:
        f = s.this.field
        if f is Field.TEMPLUM:
            yield from templum_candidates(s, seat)
        elif f is Field.MILITIA:
            yield from militia_candidates(s, seat)
        elif f is Field.SCIENTIA:
            yield from scientia_candidates()
        elif f is Field.DUELLUM:
            yield from duellum_candidates(s, seat)

    # --- effects ---------------------------------------------------------------------
    def _apply(self, s: DuellumState, seat: int, a: DuellumAction) -> Transition[DuellumState]:
        self._check(s, seat, a)
        s = clone(s)
        events: list[Event] = []
        self._perform(s, seat, a, events)
        return Transition(state=s, events=events)

    def _perform(self, s: DuellumState, seat: int, a: DuellumAction, ev: list[Event]) -> None:
        if isinstance(a, SetOrder):
            set_order(s, seat, a.order, ev)
        elif isinstance(a, Fortress):
            answer_fortress(s, seat, a.play, ev)
        elif isinstance(a, Casualties):
            p = s.pending.pop(0)
            finish_conquest(s, seat, p.region or "", p.count, a.legions, ev)
        elif isinstance(a, Pick):
            pick(s, seat, a.card, ev)
        elif isinstance(a, CoinInstead):
            s.pending.pop(0)
            s.nations[seat].add(a.resource, 1)
            ev.append(Event.of("duellum.log.coin_instead", seat, resource=resource_msg(a.resource)))
        elif isinstance(a, Rondel):
            move_marker(s, seat, a, ev)
        elif isinstance(a, EndTurn):
            end_turn(s, seat, ev)
        elif isinstance(a, Found):
            found(s, seat, a, ev)
        elif isinstance(a, BuildTemple):
            build_temple(s, seat, a, ev)
        elif isinstance(a, BuildWall):
            build_wall(s, seat, a, ev)
        elif isinstance(a, Deploy):
            deploy(s, seat, a, ev)
        elif isinstance(a, Develop):
            develop(s, seat, a, ev)
        elif isinstance(a, Recruit):
            recruit(s, seat, a, ev)
        elif isinstance(a, Move):
            move(s, seat, a, ev)
        elif isinstance(a, Conquer):
            conquer(s, seat, a.region, ev)
        elif isinstance(a, Trade):
            trade(s, seat, a, ev)
        elif isinstance(a, PlayEvent):
            play_event(s, seat, a, ev)

    # --- results and views -------------------------------------------------------------
    def outcome(self, s: DuellumState) -> Outcome | None:
        if s.winner is None:
            return None
        scores = (s.nations[0].personage_count, s.nations[1].personage_count)
        return Outcome(
            winners=(s.winner,),
            scores=scores,
            reason=Msg.of("duellum.end.personages", target=TARGET),
        )

    def view(self, s: DuellumState, seat: int | None) -> BaseModel:
        return make_view(s, seat, self.active_seats(s))

    def notation(self, a: DuellumAction) -> str:
        return notation(a)

    def parse_notation(self, text: str, names: Names | None = None) -> DuellumAction:
        return parse_notation(text, names)

    def describe(self, a: DuellumAction) -> Msg:
        return describe(a)

    def check_invariants(self, s: DuellumState) -> None:
        check_invariants(s)

    def scramble_hidden(self, s: DuellumState, keep_seat: int | None, seed: str) -> DuellumState:
        return scramble_hidden(s, keep_seat, seed)

    def forced_action(self, s: DuellumState, seat: int) -> DuellumAction | None:
        """A seat's one legal move besides changing its standing order (always open)."""
        if not self.forced_moves or self.outcome(s) is not None:
            return None
        if seat not in self.active_seats(s):
            return None
        legal = [a for a in self.legal_actions(s, seat) if not isinstance(a, SetOrder)]
        return legal[0] if len(legal) == 1 else None

    def undo_allowed(self, before: DuellumState, after: DuellumState, events: Any) -> bool:
        """Not after a move that turned up a new event card or drew randomness."""
        return before.rng == after.rng and len(before.deck) == len(after.deck)
