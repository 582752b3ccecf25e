"""Antike rules: the ``Antike`` game, its options, who acts, and the dispatch of every action
to the part of the rules that checks it and carries it out.

Every action is checked by ``_check`` (read only, raises ``IllegalAction``) and
``legal_actions`` filters candidates through the same check, so the two cannot disagree.
Effects then run on a private copy. Decisions the rules give to a nation outside the flow of
its own turn (a fight offered by units entering its province, the conqueror's casualties, a
resource instead of a coin, the personage for all eight know-hows, a start city) are
``Pending`` entries; the first one names the nation whose seat must act.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator

from rules.antike.actions import (
    Answer,
    AntikeAction,
    Arm,
    BuildTemple,
    Casualties,
    CoinInstead,
    Conquer,
    Develop,
    EndTurn,
    Extra,
    Fight,
    Found,
    Move,
    Rondel,
    SetOrder,
    StartCity,
    Trade,
    action_adapter,
)
from rules.antike.engine.economy import (
    arm,
    arm_candidates,
    build_temple,
    check_arm,
    check_develop,
    check_found,
    check_rondel,
    check_temple,
    check_trade,
    develop,
    develop_candidates,
    found,
    found_candidates,
    move_marker,
    rondel_candidates,
    temple_candidates,
    trade,
    trade_candidates,
)
from rules.antike.engine.maneuver import (
    answer_defence,
    casualty_range,
    check_conquer,
    check_fight,
    check_move,
    conquer,
    conquer_candidates,
    fight,
    fight_candidates,
    finish_conquest,
    move,
    move_candidates,
)
from rules.antike.engine.messages import field_msg, nation_msg, order_msg, personage_msg
from rules.antike.engine.position import fail, nation_index
from rules.antike.engine.turn import (
    build,
    check_start,
    coin_instead,
    end_turn,
    pick_start,
    start_choices,
    take_extra,
)
from rules.antike.state import (
    DOUBLED_MILITARY_TARGET,
    DOUBLED_TARGET,
    MILITARY_TARGETS,
    RESOURCES,
    TARGETS,
    TEAMS_TARGET,
    AntikeState,
    Field,
    KnowHow,
    Mode,
    Order,
    PendingKind,
    Personage,
    Phase,
    clone,
    score,
)
from rules.antike.view import check_invariants, make_view, scramble_hidden
from rules.core.errors import IllegalAction, InvalidAction
from rules.core.game import Game, Outcome, Transition
from rules.core.messages import Event, Msg
from rules.core.words import Names

SIDES = ("west", "east")


class AntikeOptions(BaseModel):
    """Match options: the map side and every variant of the rulebook."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    side: str = "west"
    expert: bool = False  # no personage for all eight know-hows
    military: bool = False  # victory points: a general counts 2
    longer: bool = False  # one start city, picked from the nation card's three
    goal: Literal[10, 12] = 10  # personages to win with three players
    two_players: Literal["teams", "doubled"] = "teams"
    fight: Order = Order.ASK  # every nation's standing order at the start

    @field_validator("goal", mode="before")
    @classmethod
    def _number(cls, v: object) -> object:
        # options typed as text ("12") mean the number
        return int(v) if isinstance(v, str) and v.strip().isdigit() else v

    @field_validator("side")
    @classmethod
    def _known_side(cls, v: str) -> str:
        from rules.antike.board import _FIXTURES

        if v not in SIDES and v not in _FIXTURES:
            raise ValueError(f"the sides are {', '.join(SIDES)}")
        return v


def target_for(opts: AntikeOptions, seats: int, mode: Mode) -> int:
    if mode is Mode.DOUBLED:
        return DOUBLED_MILITARY_TARGET if opts.military else DOUBLED_TARGET
    if mode is Mode.TEAMS:
        return MILITARY_TARGETS[4] if opts.military else TEAMS_TARGET
    if opts.military:
        return MILITARY_TARGETS[seats]
    return opts.goal if seats == 3 else TARGETS[seats]


ANSWERS = (PendingKind.DEFEND, PendingKind.CASUALTIES, PendingKind.COIN, PendingKind.EXTRA)
NEED: dict[type, Field] = {
    BuildTemple: Field.TEMPLE,
    Arm: Field.ARMING,
    Develop: Field.KNOWHOW,
    Move: Field.MANEUVER,
    Fight: Field.MANEUVER,
    Conquer: Field.MANEUVER,
}
ANSWER_TYPES = (Answer, Casualties, CoinInstead, Extra, StartCity)


class Antike(Game[AntikeState, AntikeAction]):
    id = "antike"
    min_players = 2
    max_players = 6
    engine_version = 1
    forced_moves = True  # nothing the seat's opponents cannot see limits its moves
    Options = AntikeOptions
    State = AntikeState
    action_adapter = action_adapter

    # --- setup -----------------------------------------------------------------------
    def setup(self, seats: int, options: BaseModel, seed: str) -> AntikeState:
        if not 2 <= seats <= 6:
            raise InvalidAction("antike.error.players", seats=seats)
        opts = options if isinstance(options, AntikeOptions) else AntikeOptions()
        if seats == 2:
            mode = Mode.DOUBLED if opts.two_players == "doubled" else Mode.TEAMS
        else:
            mode = Mode.STANDARD
        return build(
            opts.side,
            seats,
            mode,
            target=target_for(opts, seats, mode),
            seed=seed,
            longer=opts.longer,
            expert=opts.expert,
            military=opts.military,
            order=opts.fight,
        )

    # --- who acts --------------------------------------------------------------------
    def acting(self, s: AntikeState) -> int:
        """The nation whose decision play waits for."""
        return s.pending[0].nation if s.pending else s.current

    def active_seats(self, s: AntikeState) -> frozenset[int]:
        if s.winner is not None:
            return frozenset()
        return frozenset({s.nations[self.acting(s)].seat})

    # --- checks (read only) ----------------------------------------------------------
    def _check(self, s: AntikeState, seat: int, a: AntikeAction) -> None:
        nation = self.acting(s)
        if s.pending:
            self._check_pending(s, nation, a)
            return
        if isinstance(a, ANSWER_TYPES):
            raise fail("nothing_to_answer")
        if isinstance(a, SetOrder):
            own = nation_index(s, a.nation)
            if own is None or s.nations[own].seat != seat:
                raise fail("not_your_nation", nation=a.nation)
            if s.nations[own].order is a.order:
                raise fail("order_already", order=order_msg(a.order))
            return
        if isinstance(a, Trade):
            check_trade(s, nation, a)
            return
        t = s.this
        if isinstance(a, Rondel):
            if t.phase is not Phase.RONDEL:
                raise fail("rondel_done")
            check_rondel(s, nation, a)
            return
        if t.phase is Phase.RONDEL:
            raise fail("rondel_first")
        if isinstance(a, EndTurn):
            return
        if isinstance(a, Found):
            check_found(s, nation, a)
            return
        if t.phase is Phase.FOUND:
            raise fail("action_over")
        need = NEED[type(a)]
        if t.field is not need:
            raise fail("wrong_field", field=field_msg(need), chosen=field_msg(t.field))
        if isinstance(a, BuildTemple):
            check_temple(s, nation, a.region)
        elif isinstance(a, Arm):
            check_arm(s, nation, a)
        elif isinstance(a, Develop):
            check_develop(s, nation, a)
        elif isinstance(a, Move):
            check_move(s, nation, a)
        elif isinstance(a, Fight):
            check_fight(s, nation, a)
        elif isinstance(a, Conquer):
            check_conquer(s, nation, a)

    def _check_pending(self, s: AntikeState, nation: int, a: AntikeAction) -> None:
        p = s.pending[0]
        if p.kind is PendingKind.DEFEND:
            if not isinstance(a, Answer):
                raise fail("answer_defend", nation=nation_msg(s.nations[nation].id))
        elif p.kind is PendingKind.CASUALTIES:
            if not isinstance(a, Casualties):
                raise fail("answer_casualties", count=p.count)
            lo, hi = casualty_range(s, nation, p.region or "", p.count)
            if not lo <= a.legions <= hi:
                raise fail("bad_casualties", low=lo, high=hi, count=p.count)
        elif p.kind is PendingKind.COIN:
            if not isinstance(a, CoinInstead):
                raise fail("answer_coin")
        elif p.kind is PendingKind.EXTRA:
            if not isinstance(a, Extra):
                raise fail("answer_extra")
            if a.personage.value not in p.choices:
                raise fail(
                    "not_largest",
                    personage=personage_msg(a.personage),
                    choices=[personage_msg(Personage(c)) for c in p.choices],
                )
        elif p.kind is PendingKind.START:
            if not isinstance(a, StartCity):
                raise fail("answer_start")
            check_start(s, a.region)

    # --- legal actions -----------------------------------------------------------------
    def legal_actions(self, s: AntikeState, seat: int) -> list[AntikeAction]:
        if seat not in self.active_seats(s):
            return []
        out: list[AntikeAction] = []
        seen: set[AntikeAction] = set()
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

    def _candidates(self, s: AntikeState, seat: int) -> Iterator[AntikeAction]:
        nation = self.acting(s)
        if s.pending:
            p = s.pending[0]
            if p.kind is PendingKind.DEFEND:
                for fight_now in (True, False):
                    yield Answer(fight=fight_now)
                    for o in Order:
                        yield Answer(fight=fight_now, order=o)
            elif p.kind is PendingKind.CASUALTIES:
                lo, hi = casualty_range(s, nation, p.region or "", p.count)
                for k in range(lo, hi + 1):
                    yield Casualties(legions=k)
            elif p.kind is PendingKind.COIN:
                for r in RESOURCES:
                    yield CoinInstead(resource=r)
            elif p.kind is PendingKind.EXTRA:
                for c in p.choices:
                    yield Extra(personage=Personage(c))
            elif p.kind is PendingKind.START:
                for site in start_choices(s, p):
                    yield StartCity(region=site)
            return
        t = s.this
        if t.phase is Phase.RONDEL:
            yield from rondel_candidates(s, nation)
        else:
            yield EndTurn()
            yield from found_candidates(s, nation)
            if t.phase is Phase.ACT:
                yield from self._field_candidates(s, nation)
        for i in s.nations_of(seat):
            for o in Order:
                yield SetOrder(nation=s.nations[i].id, order=o)
        if len(s.nations[nation].knowhows) == len(KnowHow):
            yield from trade_candidates()

    def _field_candidates(self, s: AntikeState, nation: int) -> Iterator[AntikeAction]:
        f = s.this.field
        if f is Field.TEMPLE:
            yield from temple_candidates(s, nation)
        elif f is Field.ARMING:
            yield from arm_candidates(s, nation)
        elif f is Field.KNOWHOW:
            yield from develop_candidates()
        elif f is Field.MANEUVER and not s.this.conquering:
            yield from move_candidates(s, nation)
            yield from fight_candidates(s, nation)
        if f is Field.MANEUVER:
            yield from conquer_candidates(s, nation)

    # --- effects ---------------------------------------------------------------------
    def _apply(self, s: AntikeState, seat: int, a: AntikeAction) -> Transition[AntikeState]:
        self._check(s, seat, a)
        s = clone(s)
        events: list[Event] = []
        self._perform(s, self.acting(s), a, events)
        return Transition(state=s, events=events)

    def _perform(self, s: AntikeState, nation: int, a: AntikeAction, ev: list[Event]) -> None:
        if isinstance(a, Answer):
            answer_defence(s, a.fight, a.order, ev)
        elif isinstance(a, Casualties):
            p = s.pending.pop(0)
            finish_conquest(s, nation, p.region or "", p.count, a.legions, p.release, ev)
        elif isinstance(a, CoinInstead):
            coin_instead(s, a.resource, ev)
        elif isinstance(a, Extra):
            take_extra(s, a.personage, ev)
        elif isinstance(a, StartCity):
            pick_start(s, a.region, ev)
        elif isinstance(a, SetOrder):
            i = nation_index(s, a.nation)
            assert i is not None
            n = s.nations[i]
            n.order = a.order
            ev.append(
                Event.of(
                    "antike.log.order", n.seat, nation=nation_msg(n.id), order=order_msg(a.order)
                )
            )
        elif isinstance(a, Trade):
            trade(s, nation, a, ev)
        elif isinstance(a, Rondel):
            move_marker(s, nation, a, ev)
        elif isinstance(a, EndTurn):
            end_turn(s, nation, ev)
        elif isinstance(a, Found):
            found(s, nation, a, ev)
        elif isinstance(a, BuildTemple):
            build_temple(s, nation, a, ev)
        elif isinstance(a, Arm):
            arm(s, nation, a, ev)
        elif isinstance(a, Develop):
            develop(s, nation, a, ev)
        elif isinstance(a, Move):
            move(s, nation, a, ev)
        elif isinstance(a, Fight):
            fight(s, nation, a, ev)
        elif isinstance(a, Conquer):
            conquer(s, nation, a, ev)

    # --- results and views -------------------------------------------------------------
    def outcome(self, s: AntikeState) -> Outcome | None:
        if s.winner is None:
            return None
        scores = tuple(max(score(s, i) for i in s.nations_of(seat)) for seat in range(s.players))
        w = s.nations[s.winner]
        reason = (
            Msg.of("antike.end.temple", nation=nation_msg(w.id))
            if s.win_reason == "temple"
            else Msg.of("antike.end.personages", nation=nation_msg(w.id), target=s.target)
        )
        return Outcome(winners=(w.seat,), scores=scores, reason=reason)

    def view(self, s: AntikeState, seat: int | None) -> BaseModel:
        return make_view(s, seat, self.active_seats(s), self.acting(s))

    def notation(self, a: AntikeAction) -> str:
        from rules.antike.text import notation

        return notation(a)

    def parse_notation(self, text: str, names: Names | None = None) -> AntikeAction:
        from rules.antike.text import parse_notation

        return parse_notation(text, names)

    def describe(self, a: AntikeAction) -> Msg:
        from rules.antike.text import describe

        return describe(a)

    def check_invariants(self, s: AntikeState) -> None:
        check_invariants(s)

    def scramble_hidden(self, s: AntikeState, keep_seat: int | None, seed: str) -> AntikeState:
        return scramble_hidden(s, keep_seat, seed)

    def undo_allowed(self, before: AntikeState, after: AntikeState, events: Any) -> bool:
        return before.rng == after.rng
