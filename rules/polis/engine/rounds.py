"""[Preparativi] the start of a round and its event card; [Fine round] projects, supply,
growth, megalopolis, conservation and phoros; [Fine gioco] the end of the game."""

from __future__ import annotations

from rules.core.messages import Event, Msg
from rules.polis.actions import Abandon, Done, Feed, Grow, Phoros, PolisAction
from rules.polis.engine.events import PolisEvents
from rules.polis.engine.position import fail
from rules.polis.state import Pending, PolisState
from rules.polis.text import polis_msg, project_msg


class PolisRounds(PolisEvents):
    def _next_turn(self, s: PolisState, events: list[Event]) -> None:
        if all(p.passed for p in s.players):
            self._end_round(s, events)
            return
        nxt = 1 - s.current
        if s.players[nxt].passed:
            nxt = s.current
        s.current = nxt
        s.actions_left = self.data.rounds.actions_per_turn
        s.players[nxt].turns += 1
        events.append(Event.of("polis.event.turn", nxt))

    def _start_round(self, s: PolisState, events: list[Event]) -> None:
        """[Preparativi] new project tiles (the rest discarded), a new event card."""
        d = self.data
        n = d.projects.offer
        s.offer = [s.project_deck.pop() for _ in range(min(n, len(s.project_deck)))]
        deck = s.events[s.round - 1]
        s.event = deck.pop()
        events.append(
            Event.of(
                "polis.event.round",
                round=Msg.of(f"polis.round.{d.rounds.rounds[s.round - 1].name}"),
                stack=self.stack(s),
                event=Msg.of(f"polis.card.{s.event}"),
                lore=Msg.of(f"polis.lore.{s.event}"),
                effects=self.event_msgs(s.event),
                projects=[project_msg(x) for x in s.offer],
            )
        )
        self._apply_event(s, s.event)
        # our design: Athens opens rounds 1 and 3, Sparta rounds 2 and 4
        s.current = (s.round - 1) % 2
        s.actions_left = d.rounds.actions_per_turn
        for p in s.players:
            p.passed = False
            p.turns = 0
            p.created = []
        s.players[s.current].turns = 1

    def _end_round(self, s: PolisState, events: list[Event]) -> None:
        """[Fine round] 1 projects, 2 supply, 3 growth, 4 megalopolis, 5 conservation,
        6 phoros; the decisions among them wait in ``queue``."""
        d = self.data
        events.append(Event.of("polis.event.round_end"))
        for pid, city in s.poleis.items():  # 1 projects
            for proj in city.building:
                city.projects.append(proj)
                if city.owner is not None:
                    gain = d.project_cards[proj].prestige
                    s.players[city.owner].prestige += gain
                    events.append(
                        Event.of(
                            "polis.event.project_done",
                            city.owner,
                            project=project_msg(proj),
                            polis=polis_msg(pid),
                            prestige=gain,
                        )
                    )
            city.building = []
        for seat in (0, 1):  # 2 supply
            p = s.players[seat]
            need = sum(c.population for c in s.poleis.values() if c.owner == seat)
            paid = min(need, p.resources["wheat"])
            p.resources["wheat"] -= paid
            events.append(Event.of("polis.event.supply", seat, need=need, paid=paid))
            if need > paid:
                s.queue.append(Pending(kind="famine", seat=seat, shortfall=need - paid))
        for seat in (0, 1):  # 3 growth
            s.queue.append(Pending(kind="growth", seat=seat))
        s.queue.append(Pending(kind="phoros", seat=0))  # 6, after 4 and 5 below
        s.queue.append(Pending(kind="phoros", seat=1))
        self._continue_round_end(s, events)

    def _continue_round_end(self, s: PolisState, events: list[Event]) -> None:
        while s.pending is None and s.ended is None:
            if not s.queue:
                self._finish_round(s, events)
                return
            pd = s.queue.pop(0)
            if pd.kind == "phoros" and pd.seat == 0:
                self._megalopolis_and_conservation(s, events)
            if self._needless(s, pd):
                continue
            if pd.kind == "famine" and self._unfed(s, pd):
                s.ended, s.loser = "famine", pd.seat
                events.append(Event.of("polis.event.capital_unfed", pd.seat))
                s.history.append(self.scores(s))
                return
            s.pending = pd

    def _needless(self, s: PolisState, pd: Pending) -> bool:
        """A decision with only one possible answer is not asked."""
        p = s.players[pd.seat]
        if pd.kind == "growth":
            return not self.legal_growth(s, pd.seat, pd)
        if pd.kind == "phoros":
            return p.prestige <= 1
        return False

    def legal_growth(self, s: PolisState, seat: int, pd: Pending) -> list[str]:
        d = self.data
        if s.players[seat].resources["wheat"] < 1:
            return []
        return [
            x
            for x, c in s.poleis.items()
            if c.owner == seat
            and c.population < d.poleis[x].max
            and pd.grown.get(x, 0) < d.poleis[x].growth
        ]

    def _unfed(self, s: PolisState, pd: Pending) -> bool:
        """[Fine gioco] 1: the shortfall can be met neither with prestige nor by giving up a
        polis other than the capital."""
        d = self.data
        if s.players[pd.seat].prestige >= pd.shortfall:
            return False
        return not any(
            c.owner == pd.seat and d.poleis[x].capital is None for x, c in s.poleis.items()
        )

    def _megalopolis_and_conservation(self, s: PolisState, events: list[Event]) -> None:
        d = self.data
        for seat in (0, 1):
            p = s.players[seat]
            big = [
                x
                for x, c in s.poleis.items()
                if c.owner == seat and c.population > d.poleis[x].base
            ]
            p.prestige += len(big)
            before = {r: p.resources[r] for r in ("oil", "wine", "wheat")}
            for r in before:
                p.resources[r] = (p.resources[r] + 1) // 2
            events.append(
                Event.of(
                    "polis.event.megalopolis",
                    seat,
                    count=len(big),
                    oil=p.resources["oil"],
                    wine=p.resources["wine"],
                    wheat=p.resources["wheat"],
                )
            )

    def _check_pending(self, s: PolisState, seat: int, a: PolisAction) -> None:
        pd = s.pending
        assert pd is not None
        p, d = s.players[seat], self.data
        if pd.kind == "famine":
            match a:
                case Feed():
                    self._prestige(p, pd.shortfall)
                case Abandon(polis=pid):
                    self._own(s, seat, pid)
                    if d.poleis[pid].capital is not None:
                        raise fail("capital", polis=polis_msg(pid))
                case _:
                    raise fail("famine_first", shortfall=pd.shortfall)
        elif pd.kind == "growth":
            match a:
                case Done():
                    pass
                case Grow(polis=pid):
                    self._own(s, seat, pid)
                    city, card = s.poleis[pid], d.poleis[pid]
                    if p.resources["wheat"] < 1:
                        raise fail("resource", resource=Msg.of("polis.res.wheat"), need=1, have=0)
                    if city.population >= card.max:
                        raise fail("population_max", polis=polis_msg(pid), max=card.max)
                    if pd.grown.get(pid, 0) >= card.growth:
                        raise fail("growth_max", polis=polis_msg(pid), growth=card.growth)
                case _:
                    raise fail("growth_first")
        else:
            match a:
                case Phoros(amount=n):
                    if n >= max(p.prestige, 1):
                        raise fail("phoros_amount", most=max(p.prestige - 1, 0))
                case _:
                    raise fail("phoros_first")

    def _pending_action(
        self, s: PolisState, seat: int, a: PolisAction, events: list[Event]
    ) -> None:
        pd = s.pending
        assert pd is not None
        p = s.players[seat]
        match a:
            case Feed():
                p.prestige -= pd.shortfall
                events.append(Event.of("polis.event.feed", seat, prestige=pd.shortfall))
                s.pending = None
            case Abandon(polis=pid):
                city = s.poleis[pid]
                city.owner = None
                pd.shortfall = max(0, pd.shortfall - city.population)
                events.append(Event.of("polis.event.abandon", seat, polis=polis_msg(pid)))
                if pd.shortfall == 0:
                    s.pending = None
                elif self._unfed(s, pd):
                    s.pending = None
                    s.ended, s.loser = "famine", seat
                    events.append(Event.of("polis.event.capital_unfed", seat))
                    s.history.append(self.scores(s))
                    return
            case Grow(polis=pid):
                p.resources["wheat"] -= 1
                s.poleis[pid].population += 1
                pd.grown[pid] = pd.grown.get(pid, 0) + 1
                events.append(Event.of("polis.event.grow", seat, polis=polis_msg(pid)))
                if not self.legal_growth(s, seat, pd):
                    s.pending = None
            case Done():
                s.pending = None
            case Phoros(amount=n):
                p.prestige -= n
                p.resources["silver"] += n
                events.append(Event.of("polis.event.phoros", seat, amount=n))
                s.pending = None
        self._continue_round_end(s, events)

    def _finish_round(self, s: PolisState, events: list[Event]) -> None:
        """[Fine gioco] 2 no prestige after the end of a round, 3 the fourth round is over;
        otherwise [Preparativi] the next round."""
        d = self.data
        s.history.append(self.scores(s))
        broke = [i for i in (0, 1) if s.players[i].prestige <= 0]
        if len(broke) == 1:
            s.ended, s.loser = "prestige", broke[0]
            events.append(Event.of("polis.event.no_prestige", broke[0]))
            return
        if broke or s.round >= len(d.rounds.rounds):
            s.ended = "rounds"
            events.append(Event.of("polis.event.game_over"))
            return
        s.round += 1
        s.tribute_used = []
        for p in s.players:
            p.merchants += p.merchants_out
            p.merchants_out = 0
        s.shiploads = {m: [None] * len(v) for m, v in s.shiploads.items()}
        self._start_round(s, events)
