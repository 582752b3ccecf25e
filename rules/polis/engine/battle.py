"""[Battaglia] battles: when they start, drawing, hidden commits, exchanges, withdrawal."""

from __future__ import annotations

from rules.core.messages import Event, Msg
from rules.polis.actions import Commit, Fight, PolisAction
from rules.polis.data import SIDES
from rules.polis.engine.position import ATTACK_DRAW, BATTLE_SIZE, fail
from rules.polis.engine.rounds import PolisRounds
from rules.polis.state import Battle, FightOrder, Phase, PolisState
from rules.polis.text import card_msg, terr_msg


class PolisBattles(PolisRounds):
    def _end_turn(self, s: PolisState, events: list[Event]) -> None:
        """[Battaglia] a territory moved into this turn that holds 8+ units of both sides
        starts a battle, the player whose turn it was attacking; none while a truce holds."""
        s.players[s.current].created = []
        s.done = []
        for t in [] if self.truce(s) else s.moved_to:
            u = self.units(s, t)
            if u[0] and u[1] and u[0] + u[1] >= BATTLE_SIZE:
                s.battles_queued.append(t)
        s.moved_to = []
        self._next_battle_or_turn(s, events)

    def _next_battle_or_turn(self, s: PolisState, events: list[Event]) -> None:
        while s.battles_queued:
            t = s.battles_queued.pop(0)
            u = self.units(s, t)
            if u[0] and u[1] and u[0] + u[1] >= BATTLE_SIZE:
                self._start_battle(s, t, events)
                return
        self._next_turn(s, events)

    def _start_battle(self, s: PolisState, t: str, events: list[Event]) -> None:
        att = s.current
        deck = s.rng.shuffle([c.id for c in self.data.cards])
        s.battle = Battle(where=t, attacker=att, deck=deck, hands=[[], []])
        events.append(Event.of("polis.event.battle", att, where=terr_msg(t)))
        self._draw(s, att, ATTACK_DRAW, events)
        self._draw(s, 1 - att, ATTACK_DRAW, events)

    def _draw(self, s: PolisState, seat: int, n: int, events: list[Event]) -> None:
        b = s.battle
        assert b is not None
        drawn = [b.deck.pop() for _ in range(min(n, len(b.deck)))]
        b.hands[seat] = sorted(b.hands[seat] + drawn)
        events.append(
            Event.of("polis.event.draw", seat, count=len(drawn)).with_private(
                seat,
                "polis.private.drew",
                cards=[card_msg(c) for c in sorted(drawn)],
                count=len(drawn),
            )
        )

    def _check_battle(self, s: PolisState, seat: int, a: PolisAction) -> None:
        b = s.battle
        assert b is not None
        if b.phase is Phase.COMMIT:
            if not isinstance(a, Commit):
                raise fail("battle_commit")
            if b.commits[seat] is not None:
                raise fail("committed")
            hand = b.hands[seat]
            picks = [a.first, a.second]
            for c in picks:
                if c and c - 1 not in hand:
                    raise fail("card_not_in_hand", card=c)
            if a.first and a.first == a.second:
                raise fail("card_twice")
            if seat == b.attacker and not (a.first and a.second):
                raise fail("attacker_two_cards")
            return
        if not isinstance(a, Fight):
            raise fail("battle_decide")

    def _battle_action(self, s: PolisState, seat: int, a: PolisAction, events: list[Event]) -> None:
        b = s.battle
        assert b is not None
        if isinstance(a, Commit):
            picks = [a.first - 1 if a.first else None, a.second - 1 if a.second else None]
            b.commits[seat] = picks
            for c in picks:
                if c is not None:
                    b.hands[seat].remove(c)
            shown = [card_msg(c) if c is not None else Msg.of("polis.card.none") for c in picks]
            events.append(
                Event.of("polis.event.committed", seat).with_private(
                    seat, "polis.private.committed", cards=shown
                )
            )
            if b.commits[0] is not None and b.commits[1] is not None:
                self._resolve_exchange(s, events)
            return
        assert isinstance(a, Fight)
        if not a.on:
            self._withdraw(s, seat, events)
            return
        events.append(Event.of("polis.event.fight_on", seat))
        if b.phase is Phase.ATTACKER:
            b.phase = Phase.DEFENDER
            return
        b.exchange += 1
        b.phase = Phase.COMMIT
        self._draw(s, b.attacker, ATTACK_DRAW, events)
        self._draw(s, 1 - b.attacker, max(0, ATTACK_DRAW - b.defender_losses), events)

    def _resolve_exchange(self, s: PolisState, events: list[Event]) -> None:
        """[Battaglia] slot by slot: a formation the defender does not match costs the
        defender one unit and gives the attacker the card's prestige; a matched one costs
        nothing and gives the attacker the difference when the attacker's card is higher."""
        b = s.battle
        assert b is not None
        cards = self.data.cards
        att, dfd = b.attacker, 1 - b.attacker
        ac, dc = b.commits[att], b.commits[dfd]
        assert ac is not None and dc is not None
        losses = gained = 0
        units = self.units(s, b.where)
        for x, y in zip(ac, dc, strict=True):
            assert x is not None
            if y is None or cards[y].formation != cards[x].formation:
                if units[dfd] > 0:
                    units[dfd] -= 1
                    losses += 1
                gained += cards[x].value
            else:
                gained += max(0, cards[x].value - cards[y].value)
        s.players[att].prestige += gained
        b.discard += [c for c in (*ac, *dc) if c is not None]
        b.commits = [None, None]
        b.defender_losses = losses
        events.append(
            Event.of(
                "polis.event.exchange_result",
                att,
                attacker=[card_msg(c) for c in ac if c is not None],
                defender=[card_msg(c) if c is not None else Msg.of("polis.card.none") for c in dc],
                losses=losses,
                prestige=gained,
                where=terr_msg(b.where),
            )
        )
        need = ATTACK_DRAW + max(0, ATTACK_DRAW - losses)
        if units[att] < 2 or units[dfd] < 2 or len(b.deck) < need:
            key = "units" if min(units[att], units[dfd]) < 2 else "deck"
            self._end_battle(s, events, key)
        else:
            b.phase = Phase.ATTACKER

    def _standing(self, s: PolisState, events: list[Event]) -> None:
        """[Battaglia] "fight on or withdraw?" answered ahead: while the side to decide has a
        standing order, it decides at once. The log reads as if the side had chosen by hand;
        only its owner is told the order answered (README 15)."""
        while (b := s.battle) is not None and b.phase is not Phase.COMMIT:
            seat = b.attacker if b.phase is Phase.ATTACKER else 1 - b.attacker
            order = s.orders[seat]
            if order is FightOrder.ASK:
                return
            at = len(events)
            self._battle_action(s, seat, Fight(on=order is FightOrder.ON), events)
            events[at] = events[at].with_private(seat, f"polis.private.by_order.{order.value}")

    def _withdraw(self, s: PolisState, seat: int, events: list[Event]) -> None:
        """[Battaglia] the one who withdraws pays 1 prestige to the opponent; our design:
        their units there fall back to their home territory (galleys to its port), those
        beyond the stacking limit, or with nowhere to go, are lost."""
        b = s.battle
        assert b is not None
        d = self.data
        pay = min(1, s.players[seat].prestige)
        s.players[seat].prestige -= pay
        s.players[1 - seat].prestige += pay
        units = self.units(s, b.where)
        n, units[seat] = units[seat], 0
        home = d.home[SIDES[seat]]
        if not d.land(b.where):
            ports = [port for x in d.poleis_in[home] if (port := d.poleis[x].port)]
            home = ports[0] if ports else b.where
        kept = 0
        if home != b.where:
            there = self.units(s, home)
            kept = max(0, min(n, self.stack(s) - there[seat]))
            there[seat] += kept
        events.append(
            Event.of(
                "polis.event.withdraw",
                seat,
                where=terr_msg(b.where),
                to=terr_msg(home),
                kept=kept,
                lost=n - kept,
                prestige=pay,
            )
        )
        self._end_battle(s, events, "withdraw")

    def _end_battle(self, s: PolisState, events: list[Event], why: str) -> None:
        b = s.battle
        assert b is not None
        events.append(Event.of(f"polis.event.battle_over.{why}", where=terr_msg(b.where)))
        s.battle = None
        self._next_battle_or_turn(s, events)
