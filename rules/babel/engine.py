"""Babel rules: setup, turn flow, the five actions, the nations' powers and the end of game.

Every action is checked by a ``_check_*`` function that only reads the state and raises
``IllegalAction``; ``legal_actions`` filters candidates through the same checks, so the two
can never disagree. Effects then run on a private copy of the state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from rules.babel.actions import (
    BabelAction,
    Build,
    DiscardHalf,
    EndTurn,
    Migrate,
    MoveBuilder,
    PlayPeople,
    Power,
    Source,
    UsePower,
    action_adapter,
)
from rules.babel.state import (
    FINAL_TARGET,
    FIRST_HAND,
    LOW_MARK,
    MIGRATION_SIZE,
    NATIONS,
    PEOPLE_DRAW,
    PEOPLE_PER_NATION,
    RUN_FOR_POWER,
    SECOND_HAND,
    TARGET,
    TEMPLE_COUNTS,
    TEMPLE_DRAW,
    BabelState,
    EndReason,
    Nation,
    PendingDiscard,
    Player,
    Side,
    clone,
    sorted_hand,
)
from rules.babel.text import (
    describe,
    nation_msg,
    notation,
    parse_notation,
    power_msg,
    source_msg,
    taken_from_msg,
)
from rules.babel.view import BabelView, check_invariants, make_view, scramble_hidden
from rules.core.errors import IllegalAction, InvalidAction, NotYourTurn
from rules.core.game import Game, NoOptions, Outcome, Transition
from rules.core.messages import Event, Msg
from rules.core.rng import Rng
from rules.core.words import Names

TOP_LEVEL = max(TEMPLE_COUNTS)


def run_bounds(people: list[Nation], pos: int) -> tuple[int, int]:
    """The maximal run of same-nation cards containing ``pos``, as [lo, hi)."""
    nation = people[pos]
    lo = pos
    while lo > 0 and people[lo - 1] == nation:
        lo -= 1
    hi = pos + 1
    while hi < len(people) and people[hi] == nation:
        hi += 1
    return lo, hi


def runs(people: list[Nation], minimum: int = RUN_FOR_POWER) -> list[tuple[int, int, Nation]]:
    """Every maximal run of at least ``minimum`` same-nation cards: (lo, hi, nation)."""
    out = []
    i = 0
    while i < len(people):
        lo, hi = run_bounds(people, i)
        if hi - lo >= minimum:
            out.append((lo, hi, people[i]))
        i = hi
    return out


class Babel(Game[BabelState, BabelAction]):
    id = "babel"
    min_players = 2
    max_players = 2
    engine_version = 1
    Options = NoOptions
    State = BabelState
    action_adapter = action_adapter

    # --- setup -----------------------------------------------------------------------
    def setup(self, seats: int, options: object, seed: str) -> BabelState:
        if seats != 2:
            raise InvalidAction("babel.error.two_players", seats=seats)
        rng = Rng(seed=seed)
        deck = rng.shuffle([n for n in NATIONS for _ in range(PEOPLE_PER_NATION)])
        temples = [level for level, count in TEMPLE_COUNTS.items() for _ in range(count)]
        temples.remove(1)  # each player keeps one level-1 card as a starting temple
        temples.remove(1)
        quarry = rng.shuffle(temples)
        s = BabelState(
            players=[Player(sites=[Side() for _ in NATIONS]) for _ in range(2)],
            deck=deck,
            quarry=quarry,
            rng=rng,
        )
        self._draw_people(s, 0, FIRST_HAND, [])
        self._draw_people(s, 1, SECOND_HAND, [])
        self._draw_people(s, 0, PEOPLE_DRAW, [])  # the first player's first turn begins
        return s

    # --- who acts --------------------------------------------------------------------
    def active_seats(self, s: BabelState) -> frozenset[int]:
        if s.ended is not None:
            return frozenset()
        if s.pending is not None:
            return frozenset({s.pending.seat})
        return frozenset({s.current})

    def apply(self, s: BabelState, seat: int, a: BabelAction) -> Transition[BabelState]:
        # while one seat owes a discard, the other is told what it is waiting for
        if s.pending is not None and s.ended is None and seat != s.pending.seat:
            raise NotYourTurn("babel.error.awaiting_discard", count=s.pending.count)
        return super().apply(s, seat, a)

    # --- checks (read only) ----------------------------------------------------------
    def _site(self, p: Player) -> Nation:
        if p.builder is None:
            raise IllegalAction("babel.error.builder_in_quarry")
        return p.builder

    def _peek(self, s: BabelState, seat: int, source: Source) -> int | None:
        p = s.players[seat]
        if source is Source.START:
            return 1 if p.foundation else None
        pile = p.pile if source is Source.OWN else s.players[1 - seat].pile
        return pile[-1] if pile else None

    def _check_temple_card(
        self, s: BabelState, seat: int, source: Source, level: int, people: int
    ) -> None:
        card = self._peek(s, seat, source)
        if card is None:
            key = (
                "babel.error.no_start_card" if source is Source.START else "babel.error.pile_empty"
            )
            raise IllegalAction(key, source=source_msg(source))
        if card != level:
            raise IllegalAction(
                "babel.error.wrong_level", source=source_msg(source), card=card, level=level
            )
        if people < level:
            raise IllegalAction("babel.error.not_enough_people", level=level, have=people)

    def _check(self, s: BabelState, seat: int, a: BabelAction) -> None:
        p = s.players[seat]
        if s.pending is not None:
            if not isinstance(a, DiscardHalf):
                raise IllegalAction("babel.error.must_discard", count=s.pending.count)
            self._check_discard(s, seat, a)
            return
        match a:
            case MoveBuilder(to=to):
                if p.builder == to:
                    raise IllegalAction("babel.error.already_there", site=nation_msg(to))
                if to not in p.hand:
                    raise IllegalAction("babel.error.move_needs_card", site=nation_msg(to))
            case PlayPeople(nation=nation):
                self._site(p)
                if nation not in p.hand:
                    raise IllegalAction("babel.error.not_in_hand", nation=nation_msg(nation))
            case Build(source=source):
                side = p.side(self._site(p))
                if side.level >= TOP_LEVEL:
                    raise IllegalAction("babel.error.temple_complete")
                if source is Source.START and side.level != 0:
                    raise IllegalAction("babel.error.start_needs_empty_site")
                self._check_temple_card(s, seat, source, side.level + 1, len(side.people))
            case Migrate(origin=origin, to=to):
                if p.migrated:
                    raise IllegalAction("babel.error.migrated_already")
                if origin == to:
                    raise IllegalAction("babel.error.migrate_same_site")
                have = len(p.side(origin).people)
                if have < MIGRATION_SIZE:
                    raise IllegalAction(
                        "babel.error.migrate_too_few", site=nation_msg(origin), have=have
                    )
            case UsePower():
                self._check_power(s, seat, a)
            case EndTurn():
                if p.foundation:
                    raise IllegalAction("babel.error.foundation_unbuilt")
            case DiscardHalf():
                raise IllegalAction("babel.error.no_discard_pending")
        if p.foundation and not (isinstance(a, Build) and a.source is Source.START):
            after = clone(s)
            self._perform(after, seat, a, [])
            if not _foundation_reachable(after.players[seat]):
                raise IllegalAction("babel.error.foundation_first")

    def _check_power(self, s: BabelState, seat: int, a: UsePower) -> None:
        p, opp = s.players[seat], s.players[1 - seat]
        site = self._site(p)
        side, oside = p.side(site), opp.side(site)
        if a.run >= len(side.people):
            raise IllegalAction("babel.error.no_card_at", position=a.run + 1, site=nation_msg(site))
        lo, hi = run_bounds(side.people, a.run)
        nation = side.people[a.run]
        if hi - lo < RUN_FOR_POWER:
            raise IllegalAction(
                "babel.error.run_too_short", nation=nation_msg(nation), length=hi - lo
            )
        if a.run != lo:  # one name per run, so every legal action is listed exactly once
            raise IllegalAction("babel.error.run_not_start", position=a.run + 1, start=lo + 1)
        if a.power is not Power.ALL and a.power.value != nation.value:
            raise IllegalAction(
                "babel.error.run_wrong_nation", power=power_msg(a.power), nation=nation_msg(nation)
            )
        if (a.target is not None) != (a.power is Power.MEDES):
            raise InvalidAction("babel.error.target_only_medes")
        if (a.source is not None) != (a.power is Power.PERSIANS):
            raise InvalidAction("babel.error.source_only_persians")
        people = len(side.people)  # the paying card still counts (rulebook note)
        match a.power:
            case Power.ASSYRIANS:
                if not oside.temple:
                    raise IllegalAction("babel.error.nothing_to_destroy", site=nation_msg(site))
            case Power.HITTITES:
                if not oside.temple:
                    raise IllegalAction("babel.error.nothing_to_steal", site=nation_msg(site))
                if oside.level <= side.level:
                    raise IllegalAction(
                        "babel.error.steal_not_higher", theirs=oside.level, yours=side.level
                    )
                if people < oside.level:
                    raise IllegalAction(
                        "babel.error.not_enough_people", level=oside.level, have=people
                    )
            case Power.MEDES:
                assert a.target is not None
                if a.target not in oside.people:
                    raise IllegalAction(
                        "babel.error.no_such_people",
                        nation=nation_msg(a.target),
                        site=nation_msg(site),
                    )
            case Power.PERSIANS:
                assert a.source is not None
                if a.source is Source.START:
                    raise IllegalAction("babel.error.persians_start")
                if side.level + 2 > TOP_LEVEL:
                    raise IllegalAction("babel.error.temple_too_high")
                self._check_temple_card(s, seat, a.source, side.level + 2, people)
            case Power.SUMERIANS:
                if not oside.people:
                    raise IllegalAction("babel.error.no_people_to_take", site=nation_msg(site))
            case Power.ALL:
                if len(opp.hand) < 2:
                    raise IllegalAction("babel.error.hand_too_small", size=len(opp.hand))

    def _check_discard(self, s: BabelState, seat: int, a: DiscardHalf) -> None:
        assert s.pending is not None
        if len(a.cards) != s.pending.count:
            raise IllegalAction(
                "babel.error.discard_count", count=s.pending.count, given=len(a.cards)
            )
        hand = Counter(s.players[seat].hand)
        for nation, n in Counter(a.cards).items():
            if hand[nation] < n:
                raise IllegalAction(
                    "babel.error.discard_not_in_hand", nation=nation_msg(nation), have=hand[nation]
                )

    # --- legal actions ------------------------------------------------------------------
    def legal_actions(self, s: BabelState, seat: int) -> list[BabelAction]:
        if seat not in self.active_seats(s):
            return []
        out: list[BabelAction] = []
        for a in self._candidates(s, seat):
            try:
                self._check(s, seat, a)
            except (IllegalAction, InvalidAction):
                continue
            out.append(a)
        return out

    def _candidates(self, s: BabelState, seat: int) -> Iterator[BabelAction]:
        p = s.players[seat]
        if s.pending is not None:
            for combo in _multisets(Counter(p.hand), s.pending.count):
                yield DiscardHalf(cards=tuple(combo))
            return
        in_hand = [n for n in NATIONS if n in p.hand]
        for n in in_hand:
            yield MoveBuilder(to=n)
        if p.builder is not None:
            for n in in_hand:
                yield PlayPeople(nation=n)
            for src in Source:
                yield Build(source=src)
            for lo, _hi, nation in runs(p.side(p.builder).people):
                yield from self._power_candidates(lo, Power(nation.value))
                yield UsePower(power=Power.ALL, run=lo)
        if not p.migrated:
            for origin in NATIONS:
                if len(p.side(origin).people) >= MIGRATION_SIZE:
                    for to in NATIONS:
                        if to != origin:
                            yield Migrate(origin=origin, to=to)
        yield EndTurn()

    def _power_candidates(self, lo: int, power: Power) -> Iterator[UsePower]:
        if power is Power.MEDES:
            for target in NATIONS:
                yield UsePower(power=power, run=lo, target=target)
        elif power is Power.PERSIANS:
            for src in (Source.OWN, Source.RIVAL):
                yield UsePower(power=power, run=lo, source=src)
        else:
            yield UsePower(power=power, run=lo)

    # --- apply -------------------------------------------------------------------------
    def _apply(self, s: BabelState, seat: int, a: BabelAction) -> Transition[BabelState]:
        self._check(s, seat, a)
        s = clone(s)
        events: list[Event] = []
        self._perform(s, seat, a, events)
        self._check_end(s, events)
        return Transition(state=s, events=events)

    def _perform(self, s: BabelState, seat: int, a: BabelAction, events: list[Event]) -> None:
        """Carry out a checked action on ``s`` (a private copy)."""
        p = s.players[seat]
        match a:
            case MoveBuilder(to=to):
                p.hand.remove(to)
                s.discard.append(to)
                p.builder = to
                events.append(Event.of("babel.event.move", seat, site=nation_msg(to)))
            case PlayPeople(nation=nation):
                site = self._site(p)
                p.hand.remove(nation)
                p.side(site).people.append(nation)
                events.append(
                    Event.of(
                        "babel.event.play", seat, nation=nation_msg(nation), site=nation_msg(site)
                    )
                )
            case Build(source=source):
                site = self._site(p)
                level = self._take(s, seat, source)
                p.side(site).temple.append(level)
                events.append(
                    Event.of(
                        "babel.event.build",
                        seat,
                        level=level,
                        site=nation_msg(site),
                        source=taken_from_msg(source),
                    )
                )
            case Migrate(origin=origin, to=to):
                moved = p.side(origin).people[-MIGRATION_SIZE:]
                del p.side(origin).people[-MIGRATION_SIZE:]
                p.side(to).people.extend(moved)
                p.migrated = True
                events.append(
                    Event.of(
                        "babel.event.migrate",
                        seat,
                        origin=nation_msg(origin),
                        to=nation_msg(to),
                        cards=[nation_msg(n) for n in moved],
                    )
                )
            case UsePower():
                self._use_power(s, seat, a, events)
            case EndTurn():
                self._end_turn(s, seat, events)
            case DiscardHalf(cards=cards):
                for n in cards:
                    p.hand.remove(n)
                s.discard.extend(cards)
                s.pending = None
                events.append(
                    Event.of(
                        "babel.event.discarded_half",
                        seat,
                        cards=[nation_msg(n) for n in sorted_hand(list(cards))],
                        left=len(p.hand),
                    )
                )

    def _take(self, s: BabelState, seat: int, source: Source) -> int:
        p = s.players[seat]
        if source is Source.START:
            p.foundation = False
            return 1
        pile = p.pile if source is Source.OWN else s.players[1 - seat].pile
        return pile.pop()

    def _use_power(self, s: BabelState, seat: int, a: UsePower, events: list[Event]) -> None:
        p, opp = s.players[seat], s.players[1 - seat]
        site = self._site(p)
        side, oside = p.side(site), opp.side(site)
        paid = side.people.pop(a.run)
        s.discard.append(paid)
        params: dict[str, object] = {"site": nation_msg(site), "paid": nation_msg(paid)}
        match a.power:
            case Power.ASSYRIANS:
                destroyed = oside.temple
                oside.temple = []
                # face down on the quarry, highest placed first, so the lowest ends on top
                s.quarry.extend(sorted(destroyed, reverse=True))
                params["level"] = destroyed[-1]
            case Power.HITTITES:
                card = oside.temple.pop()
                side.temple.append(card)
                params["level"] = card
            case Power.MEDES:
                assert a.target is not None
                target = a.target
                removed = [n for n in oside.people if n == target]
                oside.people = [n for n in oside.people if n != target]
                s.discard.extend(removed)
                params.update(nation=nation_msg(target), count=len(removed))
            case Power.PERSIANS:
                assert a.source is not None
                level = self._take(s, seat, a.source)
                side.temple.append(level)
                params.update(level=level, source=taken_from_msg(a.source))
            case Power.SUMERIANS:
                top = oside.people[-1]
                taken = [n for n in oside.people if n == top]
                oside.people = [n for n in oside.people if n != top]
                side.people.extend(taken)
                params.update(nation=nation_msg(top), count=len(taken))
            case Power.ALL:
                count = len(opp.hand) // 2
                s.pending = PendingDiscard(seat=1 - seat, count=count)
                params.update(count=count, target_seat=1 - seat)
        events.append(Event.of(f"babel.event.power.{a.power.value}", seat, **params))

    def _draw_people(self, s: BabelState, seat: int, n: int, events: list[Event]) -> None:
        drawn: list[Nation] = []
        for _ in range(n):
            if not s.deck:
                if not s.discard:
                    events.append(Event.of("babel.event.people_exhausted"))
                    break
                s.deck = s.rng.shuffle(s.discard)
                s.discard = []
                events.append(Event.of("babel.event.reshuffle", size=len(s.deck)))
            drawn.append(s.deck.pop())
        p = s.players[seat]
        p.hand = sorted_hand(p.hand + drawn)
        events.append(
            Event.of("babel.event.draw_people", seat, count=len(drawn)).with_private(
                seat,
                "babel.private.drew",
                cards=[nation_msg(c) for c in sorted_hand(drawn)],
                count=len(drawn),
            )
        )

    def _end_turn(self, s: BabelState, seat: int, events: list[Event]) -> None:
        p = s.players[seat]
        drawn = [s.quarry.pop() for _ in range(min(TEMPLE_DRAW, len(s.quarry)))]
        p.pile.extend(sorted(drawn, reverse=True))  # the lowest ends on top
        p.migrated = False
        s.history.append(s.scores())
        events.append(
            Event.of("babel.event.end_turn", seat, temples=sorted(drawn), hand=len(p.hand))
        )
        if not s.quarry:
            s.ended = EndReason.QUARRY
            events.append(Event.of("babel.event.quarry_empty"))
            events.append(Event.of("babel.event.end.quarry"))
            return
        s.current = 1 - seat
        s.turn += 1
        events.append(Event.of("babel.event.turn", turn=s.turn))
        self._draw_people(s, s.current, PEOPLE_DRAW, events)

    def _check_end(self, s: BabelState, events: list[Event]) -> None:
        if s.ended is not None:
            return
        hi, lo = max(s.scores()), min(s.scores())
        if not s.final_phase and hi >= TARGET:
            if lo <= LOW_MARK:
                s.ended = EndReason.TARGET
            else:
                s.final_phase = True
                events.append(Event.of("babel.event.final_phase"))
        if s.final_phase and (hi >= FINAL_TARGET or lo <= LOW_MARK):
            s.ended = EndReason.FINAL
        if s.ended is not None:
            if not s.history or s.history[-1] != s.scores():
                s.history.append(s.scores())
            events.append(Event.of(f"babel.event.end.{s.ended.value}"))

    # --- outcome and views --------------------------------------------------------------
    def outcome(self, s: BabelState) -> Outcome | None:
        if s.ended is None:
            return None
        scores = s.scores()
        if scores[0] != scores[1]:
            winners: tuple[int, ...] = (0,) if scores[0] > scores[1] else (1,)
            why = Msg.of(f"babel.end.{s.ended.value}")
        else:
            hands = (len(s.players[0].hand), len(s.players[1].hand))
            winners = () if hands[0] == hands[1] else ((0,) if hands[0] > hands[1] else (1,))
            why = Msg.of("babel.end.tie_hand" if winners else "babel.end.draw")
        return Outcome(winners=winners, scores=scores, reason=why)

    def view(self, s: BabelState, seat: int | None) -> BabelView:
        return make_view(s, seat, self.active_seats(s))

    # --- text forms ---------------------------------------------------------------------
    def notation(self, a: BabelAction) -> str:
        return notation(a)

    def parse_notation(self, text: str, names: Names | None = None) -> BabelAction:
        return parse_notation(text, names)

    def describe(self, a: BabelAction) -> Msg:
        return describe(a)

    # --- testing hooks ------------------------------------------------------------------
    def check_invariants(self, s: BabelState) -> None:
        check_invariants(s)

    def scramble_hidden(self, s: BabelState, keep_seat: int | None, seed: str) -> BabelState:
        return scramble_hidden(s, keep_seat, seed)


def _foundation_reachable(p: Player) -> bool:
    """Can the starting level-1 temple still be built this turn? (see rules/babel/README.md)

    True when some empty site can get the builder and one people card: the builder is
    there with a card on the site or in hand, or a card of that site's nation in hand pays
    the move and a card is left (or already on the site) to satisfy the level-1 need. An
    unused migration from another site holding 3 people also brings people to the site.
    """
    hand = len(p.hand)
    for i, (nation, side) in enumerate(zip(NATIONS, p.sites, strict=True)):
        if side.temple:
            continue
        people = len(side.people) >= 1 or (
            not p.migrated
            and any(len(o.people) >= MIGRATION_SIZE for j, o in enumerate(p.sites) if j != i)
        )
        if p.builder == nation and (people or hand >= 1):
            return True
        if nation in p.hand and (people or hand >= 2):
            return True
    return False


def _multisets(counts: Counter[Nation], k: int) -> Iterator[list[Nation]]:
    """Every sub-multiset of size ``k``, each once, in nation order."""
    nations = [n for n in NATIONS if counts[n] > 0]

    def rec(i: int, left: int) -> Iterator[list[Nation]]:
        if left == 0:
            yield []
            return
        if i == len(nations):
            return
        n = nations[i]
        for take in range(min(counts[n], left), -1, -1):
            for rest in rec(i + 1, left - take):
                yield [n] * take + rest

    yield from rec(0, k)
