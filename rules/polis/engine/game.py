"""The ``Polis`` game: setup, who acts, applying an action, the outcome, the views and the
text forms. Sections of the seed summary (``seeds/004``) are cited as [Sviluppo], [Militari],
[Politiche], [Battaglia], [Fine round], [Preparativi], [Fine gioco] and [Punteggio]; what the
summary leaves open is decided in ``rules/polis/README.md``."""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.errors import InvalidAction
from rules.core.game import NoOptions, Outcome, Transition
from rules.core.messages import Event, Msg
from rules.core.rng import Rng
from rules.core.words import Names
from rules.polis.actions import PolisAction, SetOrder, action_adapter
from rules.polis.data import RESOURCES, SIDES
from rules.polis.engine.turn import TWO_DIFFERENT, PolisTurns
from rules.polis.state import Phase, Player, PolisCity, PolisState, clone
from rules.polis.text import describe, notation, parse_notation, side_msg
from rules.polis.view import PolisView, check_invariants, make_view, scramble_hidden


class Polis(PolisTurns):
    id = "polis"
    min_players = 2
    max_players = 2
    # 2: the two actions of a turn must differ; 3: standing orders for battle (README 15)
    engine_version = 3
    Options = NoOptions
    State = PolisState
    action_adapter = action_adapter

    def setup(self, seats: int, options: object, seed: str) -> PolisState:
        if seats != 2:
            raise InvalidAction("polis.error.two_players", seats=seats)
        d = self.data
        rng = Rng(seed=seed)
        players = []
        for side in SIDES:
            st = d.map.start[side]
            players.append(
                Player(
                    resources={r.value: st.resources[r] for r in RESOURCES},
                    prestige=st.prestige,
                    merchants=st.merchants,
                    proxenos=d.capital[side],
                )
            )
        hoplites = {t: [0, 0] for t in d.lands}
        galleys = {t: [0, 0] for t in d.seas}
        for seat, side in enumerate(SIDES):
            for t, n in d.map.start[side].hoplites.items():
                hoplites[t][seat] += n
            for t, n in d.map.start[side].galleys.items():
                galleys[t][seat] += n
        poleis = {
            c.id: PolisCity(
                owner=None if c.start is None else SIDES.index(c.start), population=c.base
            )
            for c in d.map.poleis
        }
        s = PolisState(
            players=players,
            hoplites=hoplites,
            galleys=galleys,
            poleis=poleis,
            market=d.market.track.start,
            shiploads={m.id: [None] * len(m.shiploads) for m in d.market.markets},
            offer=[],
            project_deck=rng.shuffle([p.id for p in d.projects.projects]),
            events=[rng.shuffle([e.id for e in r.events]) for r in d.rounds.rounds],
            rng=rng,
            edition=TWO_DIFFERENT,
        )
        self._start_round(s, [])
        return s

    def active_seats(self, s: PolisState) -> frozenset[int]:
        if s.ended is not None:
            return frozenset()
        if s.battle is not None:
            b = s.battle
            if b.phase is Phase.COMMIT:
                return frozenset(i for i in (0, 1) if b.commits[i] is None)
            return frozenset({b.attacker if b.phase is Phase.ATTACKER else 1 - b.attacker})
        if s.pending is not None:
            return frozenset({s.pending.seat})
        return frozenset({s.current})

    def undo_allowed(self, before: PolisState, after: PolisState, events: Sequence[Event]) -> bool:
        """A standing order alone may be taken back: its private line tells its owner only
        what they chose."""
        if events and all(e.public.key == "polis.event.order" for e in events):
            return True
        return super().undo_allowed(before, after, events)

    def _apply(self, s: PolisState, seat: int, a: PolisAction) -> Transition[PolisState]:
        self._check(s, seat, a)
        s = clone(s)
        events: list[Event] = []
        if isinstance(a, SetOrder):
            s.orders = [a.order if i == seat else o for i, o in enumerate(s.orders)]
            events.append(
                Event.of("polis.event.order", seat).with_private(
                    seat, f"polis.private.order.{a.order.value}"
                )
            )
            self._standing(s, events)  # it may answer the question asked of it now
        elif s.battle is not None:
            self._battle_action(s, seat, a, events)
            self._standing(s, events)
        elif s.pending is not None:
            self._pending_action(s, seat, a, events)
        else:
            self._turn_action(s, seat, a, events)
        return Transition(state=s, events=events)

    def outcome(self, s: PolisState) -> Outcome | None:
        if s.ended is None:
            return None
        scores = self.scores(s)
        if s.loser is not None:
            return Outcome(
                winners=(1 - s.loser,),
                scores=scores,
                reason=Msg.of(f"polis.end.{s.ended}", loser=side_msg(s.loser)),
            )
        if scores[0] != scores[1]:
            win = 0 if scores[0] > scores[1] else 1
            return Outcome(winners=(win,), scores=scores, reason=Msg.of("polis.end.score"))
        owned = [sum(1 for c in s.poleis.values() if c.owner == i) for i in (0, 1)]
        if owned[0] != owned[1]:
            win = 0 if owned[0] > owned[1] else 1
            return Outcome(winners=(win,), scores=scores, reason=Msg.of("polis.end.tie_poleis"))
        return Outcome(winners=(), scores=scores, reason=Msg.of("polis.end.draw"))

    def view(self, s: PolisState, seat: int | None) -> PolisView:
        return make_view(
            s, seat, active=self.active_seats(s), stack=self.stack(s), scores=self.scores(s)
        )

    def notation(self, a: PolisAction) -> str:
        return notation(a)

    def parse_notation(self, text: str, names: Names | None = None) -> PolisAction:
        return parse_notation(text, names)

    def describe(self, a: PolisAction) -> Msg:
        return describe(a)

    def check_invariants(self, s: PolisState) -> None:
        check_invariants(s, self.stack(s))

    def scramble_hidden(self, s: PolisState, keep_seat: int | None, seed: str) -> PolisState:
        return scramble_hidden(s, keep_seat, seed)
