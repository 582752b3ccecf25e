"""Nations rules: growth, the action phase (buying from the progress row, deploying workers,
hiring architects, passing), and the end of the game.

The options, setup and the choice of boards are in ``setup.py``, the phases around the
actions in ``rounds.py``, a board's numbers in ``board.py``.
Every action is checked by ``_check`` (read only, raises ``IllegalAction``); ``legal_actions``
filters candidates through the same check, so the two never disagree. Effects run on a copy.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence

from pydantic import BaseModel

import rules.nations.abilities as ab
from rules.core.errors import IllegalAction, InvalidAction
from rules.core.game import Game, Outcome, Transition
from rules.core.messages import Event, Msg
from rules.core.words import Names
from rules.nations.actions import (
    LEVELS,
    Buy,
    Choose,
    Deploy,
    Grow,
    Hire,
    NationsAction,
    Pass,
    Pick,
    Take,
    Use,
    Withdraw,
    action_adapter,
)
from rules.nations.board import gain_workers, has_army, military, modifier, sections
from rules.nations.cards import CardKind as Kind
from rules.nations.cards import ColonyCard, GoldenAgeCard
from rules.nations.catalog import Catalog, load_catalog
from rules.nations.purchase import amount_msg, buy, finish_wonder
from rules.nations.rounds import (
    after_growth,
    can_afford,
    end_round,
    keep_event,
    resolve_choice,
)
from rules.nations.scoring import ranking, totals
from rules.nations.setup import (
    SETS,
    SLOTS,
    NationsOptions,
    check_pick,
    new_state,
    pick_candidates,
    take_board,
)
from rules.nations.solo import hall_of_fame, roll
from rules.nations.state import POP_SECTION, ROW_PRICE, NationsState, Phase, Seat
from rules.nations.text import describe, name_msg, notation, parse_notation
from rules.nations.view import check_invariants, make_view, scramble_hidden

MAX_COLONIES = 2  # [Player board setup]
MAX_ACTIONS = 20  # actions a seat may take in one round (README 6)


_CHOOSES = tuple(Choose(option=o) for o in range(6))
_GROWTH: tuple[NationsAction, ...] = (
    Grow(section="food"),
    Grow(section="stability"),
    *(Take(resource=r) for r in ("gold", "stone", "food")),
)
_DEPLOYS = tuple(
    tuple(Deploy(to=to, origin=o) for o in range(SLOTS + 1)) for to in range(1, SLOTS + 1)
)
_WITHDRAWS = tuple(Withdraw(slot=i) for i in range(1, SLOTS + 1))
_HIRE, _PASS = Hire(), Pass()


@functools.cache
def _slot_buys(row: int, col: int, first: int, end: int) -> tuple[Buy, ...]:
    return tuple(Buy(row=row, col=col, slot=i) for i in range(first, end))


def clone(s: NationsState) -> NationsState:
    """A deep copy (through a dump: several times faster than ``copy.deepcopy``)."""
    return NationsState.model_validate(s.model_dump())


def fail(key: str, **params: object) -> IllegalAction:
    return IllegalAction(f"nations.error.{key}", **params)


class Nations(Game[NationsState, NationsAction]):
    id = "nations"
    min_players = 1
    max_players = 5
    # 2: an event sending several nations to the front keeps their rank; 3: the 5-player notes
    # of Fourth Crusade, Zoroastrian Revival and Olympic Games (one chooser, ties by order),
    # and the starting books of the first order [Setup step 1]
    # 4: the Great Famine joins the age II event deck (pay 2 food or play last, README 32)
    # 5: several nations answer an event's choice in reverse player order (README 24)
    # (``Pick.level`` kept 5: a pick naming no level keeps the preset, as every stored pick
    # did, so stored logs replay unchanged; README 3)
    # 6: a card with architects of its own brings them the round it is bought [Architects]
    # (``NationsState.edition`` 2; stored positions read edition 1 and keep the old way)
    engine_version = 6
    forced_moves = True  # nothing the seat's opponents cannot see limits its moves
    Options = NationsOptions
    State = NationsState
    action_adapter = action_adapter

    def __init__(self, catalog: Catalog | None = None) -> None:
        self._catalog = catalog

    @property
    def cat(self) -> Catalog:
        if self._catalog is None:
            self._catalog = load_catalog()
        return self._catalog

    # --- setup ---------------------------------------------------------------------------------
    def setup(self, seats: int, options: object, seed: str) -> NationsState:
        opts = options if isinstance(options, NationsOptions) else NationsOptions()
        if not self.min_players <= seats <= self.max_players:
            raise InvalidAction("nations.error.seats", seats=seats)
        return new_state(self.cat, seats, opts, seed)

    # --- who acts ------------------------------------------------------------------------------
    def active_seats(self, s: NationsState) -> frozenset[int]:
        if s.phase is Phase.OVER:
            return frozenset()
        if s.phase is Phase.GROWTH:
            return frozenset(i for i, p in enumerate(s.seats) if not p.grown)
        if s.phase is Phase.CHOICE:
            assert s.choice is not None
            if s.choice.by is not None:
                return frozenset() if s.choice.picks else frozenset({s.choice.by})
            # [Events] several nations choose in reverse player order, the last in order
            # first, each seeing the answers before theirs (README 24)
            waiting = [i for i in reversed(s.order) if i in s.choice.seats]
            return frozenset(next(([i] for i in waiting if i not in s.choice.picks), []))
        return frozenset({s.current})

    # --- checks (read only) --------------------------------------------------------------------
    def _check(self, s: NationsState, seat: int, a: NationsAction) -> None:
        p = s.seats[seat]
        if s.phase is Phase.PICK:
            if not isinstance(a, Pick):
                raise fail("pick_first")
            check_pick(s, seat, a)
            return
        if isinstance(a, Pick):
            raise fail("picked")
        if s.phase is Phase.CHOICE:
            if not isinstance(a, Choose):
                raise fail("choose_first")
            self._check_choose(s, seat, a)
            return
        if s.phase is Phase.EVENT_PICK:
            if not isinstance(a, Choose):
                raise fail("choose_first")
            if not 1 <= a.option <= 2:
                raise fail("no_such_option")
            return
        if isinstance(a, Choose):
            raise fail("no_choice")
        if s.phase is Phase.GROWTH:
            if isinstance(a, Grow):
                taken = p.taken_food if a.section == "food" else p.taken_stability
                if not p.spare and taken >= POP_SECTION:
                    raise fail("section_empty")
                return
            if isinstance(a, Take):
                return
            raise fail("growth_first")
        if isinstance(a, (Grow, Take)):
            raise fail("not_growth")
        if isinstance(a, Pass | Withdraw):
            if isinstance(a, Withdraw) and not p.slots[a.slot - 1].workers:
                raise fail("no_worker", slot=a.slot)
            return
        if p.acted >= MAX_ACTIONS:
            raise fail("too_many_actions", count=MAX_ACTIONS)
        if isinstance(a, Use):
            self._check_use(p, a)
        elif isinstance(a, Deploy):
            self._check_deploy(s, p, a)
        elif isinstance(a, Hire):
            self._check_hire(s, p)
        elif isinstance(a, Buy):
            self._check_buy(s, p, a)

    def _check_deploy(self, s: NationsState, p: Seat, a: Deploy) -> None:
        sl = p.slots[a.to - 1]
        if sl.card is None:
            raise fail("empty_slot", slot=a.to)
        if a.origin == 0:
            if not p.pool:
                raise fail("no_idle_worker")
        elif a.origin == a.to or not p.slots[a.origin - 1].workers:
            raise fail("no_worker", slot=a.origin)
        cost = self.deploy_cost(p, sl.card)
        if p.stone < cost:
            raise fail("stone", need=cost, have=p.stone)

    def _check_hire(self, s: NationsState, p: Seat) -> None:
        if p.wonder is None:
            raise fail("no_wonder")
        if s.architects + p.own_architects <= 0:
            raise fail("no_architect")
        cost = self.section_cost(p)
        if p.stone < cost:
            raise fail("stone", need=cost, have=p.stone)

    def _check_buy(self, s: NationsState, p: Seat, a: Buy) -> None:
        if a.col > self.cat.setup.count(s.players).columns or s.row[a.row - 1][a.col - 1] is None:
            raise fail("no_card", row=a.row, col=a.col)
        card = self.cat.card(s.row[a.row - 1][a.col - 1] or "")
        price = ROW_PRICE[a.row - 1]
        if p.gold < price:
            raise fail("gold", need=price, have=p.gold)
        slot_ok = a.slot == 0
        choice_ok = a.choice == ""
        pay_ok = a.pay == (0, 0, 0, 0)
        if card.kind in (Kind.BUILDING, Kind.MILITARY):
            slot_ok = 1 <= a.slot <= SLOTS
        elif isinstance(card, ColonyCard):
            if military(self.cat, p) < card.min_military:
                raise fail("colony_military", need=card.min_military)
            most = self.max_colonies(p)
            slot_ok = (a.slot == 0) if len(p.colonies) < most else 1 <= a.slot <= most
        elif card.kind is Kind.ADVISOR and modifier(self.cat, p, "extra_advisor_slot"):
            full = p.advisor is not None and p.advisor2 is not None
            slot_ok = 1 <= a.slot <= 2 if full else a.slot == 0
        elif card.kind is Kind.WAR:
            if s.war is not None:
                raise fail("one_war")
        elif card.kind is Kind.BATTLE:
            if not has_army(self.cat, p):
                raise fail("no_army")
            choice_ok = a.choice in getattr(card, "choices", ())
        elif isinstance(card, GoldenAgeCard):
            offer = [card.gain.value]
            if a.choice == "vp":
                choice_ok = True
                left = [p.gold - price, p.stone, p.food, p.books]
                pay_ok = sum(a.pay) == self.golden_price(p, card.vp_price) and all(
                    0 <= x <= h for x, h in zip(a.pay, left, strict=True)
                )
                if not pay_ok:
                    raise fail("golden_pay", cost=self.golden_price(p, card.vp_price))
            else:
                choice_ok = a.choice in offer
        if not (slot_ok and choice_ok and pay_ok):
            raise fail("bad_buy")

    def _check_choose(self, s: NationsState, seat: int, a: Choose) -> None:
        assert s.choice is not None and s.event is not None
        part = self.cat.event(s.event).events[s.choice.part]
        if (a.option == 0 and not part.optional) or a.option > 1 + len(part.alternatives):
            raise fail("no_such_option")
        chosen = s.choice.seats if s.choice.by == seat else [seat]
        if a.option == 1 and not all(can_afford(s, i, part) for i in chosen):  # README 32
            raise fail("event_cannot_pay")

    def _check_use(self, p: Seat, a: Use) -> None:
        found = [x for c, x in ab.special_actions(self.cat, p) if c == a.card]
        if not found:
            raise fail("no_special")
        act = found[0]
        if (a.choice in act.choose) != bool(act.choose):
            raise fail("bad_choice")
        if not ab.can_pay(p, act.cost):
            raise fail("cannot_pay")

    # --- modified costs ---------------------------------------------------------------------
    def deploy_cost(self, p: Seat, cid: str) -> int:
        cost = getattr(self.cat.card(cid), "deploy_cost", 0)
        return max(0, cost - modifier(self.cat, p, "deploy_discount"))

    def section_cost(self, p: Seat) -> int:
        assert p.wonder is not None
        base = sections(self.cat, p.wonder)[p.architects]
        return max(0, base - modifier(self.cat, p, "architect_discount"))

    def golden_price(self, p: Seat, price: int) -> int:
        return max(0, price - modifier(self.cat, p, "golden_age_advantage"))

    def max_colonies(self, p: Seat) -> int:
        return MAX_COLONIES + modifier(self.cat, p, "extra_colony_slot")

    # --- legal actions ---------------------------------------------------------------------------
    def legal_actions(self, s: NationsState, seat: int) -> list[NationsAction]:
        if seat not in self.active_seats(s):
            return []
        out: list[NationsAction] = []
        for a in self._candidates(s, seat):
            try:
                self._check(s, seat, a)
            except IllegalAction:
                continue
            out.append(a)
        return out

    def _candidates(self, s: NationsState, seat: int) -> list[NationsAction]:
        """What ``legal_actions`` checks: every action of the phase, less those that plainly
        fail a check (a card the seat cannot pay, a worker from or to nowhere), built from
        shared (frozen) actions; the checks still decide."""
        p = s.seats[seat]
        if s.phase is Phase.PICK:
            return list(pick_candidates(s, seat))
        if s.phase in (Phase.CHOICE, Phase.EVENT_PICK):
            return list(_CHOOSES)
        if s.phase is Phase.GROWTH:
            return list(_GROWTH)
        out: list[NationsAction] = []
        for r, c in itertools.product(range(3), range(self.cat.setup.count(s.players).columns)):
            cid = s.row[r][c]
            if cid is not None and p.gold >= ROW_PRICE[r]:
                out += self._buy_candidates(s, p, r + 1, c + 1, cid)
        for to in range(1, SLOTS + 1):
            if p.slots[to - 1].card is not None:
                out += [
                    a
                    for a in _DEPLOYS[to - 1]
                    if (p.pool if a.origin == 0 else p.slots[a.origin - 1].workers)
                ]
        out += [_HIRE, _PASS]
        for cid, act in ab.special_actions(self.cat, p):
            out += [Use(card=cid, choice=ch) for ch in [r.value for r in act.choose] or [""]]
        out += [w for w in _WITHDRAWS if p.slots[w.slot - 1].workers]
        return out

    def _buy_candidates(self, s: NationsState, p: Seat, row: int, col: int, cid: str) -> list[Buy]:
        card = self.cat.card(cid)
        if card.kind in (Kind.BUILDING, Kind.MILITARY):
            return list(_slot_buys(row, col, 1, SLOTS + 1))
        if card.kind is Kind.COLONY:
            return list(_slot_buys(row, col, 0, self.max_colonies(p) + 1))
        if card.kind is Kind.ADVISOR:
            return list(_slot_buys(row, col, 0, 3))
        if card.kind is Kind.BATTLE:
            return [Buy(row=row, col=col, choice=k) for k in getattr(card, "choices", ())]
        if isinstance(card, GoldenAgeCard):
            out = [Buy(row=row, col=col, choice=card.gain.value)]
            left = [max(0, p.gold - ROW_PRICE[row - 1]), p.stone, p.food, p.books]
            n = self.golden_price(p, card.vp_price)
            for g in range(min(n, left[0]) + 1):
                for st in range(min(n - g, left[1]) + 1):
                    for f in range(min(n - g - st, left[2]) + 1):
                        b = n - g - st - f
                        if b <= left[3]:
                            out.append(Buy(row=row, col=col, choice="vp", pay=(g, st, f, b)))
            return out
        return [Buy(row=row, col=col)]

    # --- effects -------------------------------------------------------------------------------
    def _apply(self, s: NationsState, seat: int, a: NationsAction) -> Transition[NationsState]:
        self._check(s, seat, a)
        s = clone(s)
        events: list[Event] = []
        p = s.seats[seat]
        if isinstance(a, Pick):
            take_board(self.cat, s, seat, a, events)
        elif isinstance(a, Grow):
            if not gain_workers(p, 1, a.section):
                raise AssertionError("checked")
            p.grown = True
            events.append(Event.of(f"nations.log.grow_{a.section}", seat=seat))
            self._growth_done(s, events)
        elif isinstance(a, Take):
            n = self.cat.growth(p.level)
            setattr(p, a.resource, getattr(p, a.resource) + n)
            p.grown = True
            events.append(Event.of("nations.log.take", seat=seat, amount=amount_msg(a.resource, n)))
            self._growth_done(s, events)
        elif isinstance(a, Choose) and s.phase is Phase.EVENT_PICK:
            keep_event(self.cat, s, a.option, events)
        elif isinstance(a, Choose):
            assert s.choice is not None
            for chosen in s.choice.seats if s.choice.by == seat else [seat]:
                s.choice.picks[chosen] = a.option
            if set(s.choice.picks) >= set(s.choice.seats):  # all chosen: it happens at once
                resolve_choice(self.cat, s, events)
        elif isinstance(a, Withdraw):
            p.slots[a.slot - 1].workers -= 1
            p.pool += 1
            events.append(Event.of("nations.log.withdraw", seat=seat, slot=a.slot))
        elif isinstance(a, Pass):
            p.passed = True
            p.extra_turn = False
            s.passes.append(seat)
            events.append(Event.of("nations.log.pass", seat=seat))
            if len(s.passes) == 1:
                ab.fire(self.cat, s, seat, "pass_first", events)
            self._next(s, events)
        else:
            p.acted += 1
            roll = False
            gold = p.gold
            if isinstance(a, Use):
                ab.use(self.cat, s, seat, a.card, a.choice, events)
            elif isinstance(a, Deploy):
                roll = self._deploy(s, p, seat, a, events)
            elif isinstance(a, Hire):
                self._hire(s, p, seat, events)
                roll = True
            elif isinstance(a, Buy):
                self._buy(s, p, seat, a, events)
                roll = True
            if gold > 0 and p.gold == 0:  # Mansa Musa: the last gold spent
                ab.fire(self.cat, s, seat, "spend_last_gold", events)
            if roll and s.solo is not None:
                self._solo_roll(s, events)
            if p.extra_turn:  # README 23: a second action in the first turn
                p.extra_turn = False
            else:
                self._next(s, events)
        ab.removals(self.cat, s, events)
        return Transition(state=s, events=events)

    def _growth_done(self, s: NationsState, events: list[Event]) -> None:
        if all(p.grown for p in s.seats):
            after_growth(self.cat, s, events)
            if s.solo is not None and s.solo.second:
                self._solo_roll(s, events)

    def _deploy(self, s: NationsState, p: Seat, seat: int, a: Deploy, events: list[Event]) -> bool:
        sl = p.slots[a.to - 1]
        assert sl.card is not None
        card = self.cat.card(sl.card)
        cost = self.deploy_cost(p, card.id)
        p.stone -= cost
        if a.origin:
            p.slots[a.origin - 1].workers -= 1
        else:
            p.pool -= 1
        sl.workers += 1
        events.append(
            Event.of("nations.log.deploy", seat=seat, card=name_msg(self.cat, card.id), stone=cost)
        )
        return card.kind is Kind.MILITARY

    def _hire(self, s: NationsState, p: Seat, seat: int, events: list[Event]) -> None:
        assert p.wonder is not None
        card = self.cat.card(p.wonder)
        p.stone -= self.section_cost(p)
        if p.own_architects:
            p.own_architects -= 1
        else:
            s.architects -= 1
        p.architects += 1
        events.append(Event.of("nations.log.hire", seat=seat, card=name_msg(self.cat, card.id)))
        if p.architects >= len(sections(self.cat, card.id)):
            finish_wonder(self.cat, s, seat, events)

    def _buy(self, s: NationsState, p: Seat, seat: int, a: Buy, events: list[Event]) -> None:
        buy(self.cat, s, p, seat, a, events)

    def _next(self, s: NationsState, events: list[Event]) -> None:
        """The next seat in player order that has not passed; when all have, the round ends."""
        waiting = [i for i in s.order if not s.seats[i].passed]
        if not waiting:
            end_round(self.cat, s, events)
            return
        i = s.order.index(s.current)
        for k in range(1, s.players + 1):
            nxt = s.order[(i + k) % s.players]
            if not s.seats[nxt].passed:
                s.current = nxt
                return

    def _solo_roll(self, s: NationsState, events: list[Event]) -> None:
        roll(self.cat, s, events)

    def undo_allowed(
        self, before: NationsState, after: NationsState, events: Sequence[Event]
    ) -> bool:
        """Not after anything was drawn: new progress cards, an event card or a solo tile
        (taking it back would let the player choose again knowing them), nor a die roll."""
        drawn = (before.decks, before.event_decks, before.solo and before.solo.tiles) != (
            after.decks,
            after.event_decks,
            after.solo and after.solo.tiles,
        )
        return not drawn and super().undo_allowed(before, after, events)

    # --- the end -------------------------------------------------------------------------------
    def outcome(self, s: NationsState) -> Outcome | None:
        if s.phase is not Phase.OVER:
            return None
        scores = tuple(totals(self.cat, s))
        if s.solo is not None:
            if s.solo.lost:
                return Outcome(winners=(), scores=scores, reason=Msg.of("nations.end.solo_lost"))
            return Outcome(
                winners=(0,),
                scores=scores,
                reason=Msg.of(
                    "nations.end.solo",
                    score=scores[0],
                    rank=Msg.of(f"nations.fame.{hall_of_fame(scores[0])}"),
                ),
            )
        best = ranking(self.cat, s)[0]
        return Outcome(
            winners=(best,), scores=scores, reason=Msg.of("nations.end.score", score=scores[best])
        )

    # --- views and text --------------------------------------------------------------------------
    def view(self, s: NationsState, seat: int | None) -> BaseModel:
        return make_view(self.cat, s, seat, self.active_seats(s))

    def notation(self, a: NationsAction) -> str:
        return notation(a)

    def parse_notation(self, text: str, names: Names | None = None) -> NationsAction:
        return parse_notation(text, names)

    def describe(self, a: NationsAction) -> Msg:
        return describe(a, self.cat)

    def check_invariants(self, s: NationsState) -> None:
        check_invariants(self.cat, s)

    def scramble_hidden(self, s: NationsState, keep_seat: int | None, seed: str) -> NationsState:
        return scramble_hidden(s, keep_seat, seed)


__all__ = ["LEVELS", "SETS", "Nations", "NationsOptions"]
