"""Reading a Polis position: the data, stacking, reach by land and by sea, the proxenos's
bribes, trade routes, unit costs and the score [Punteggio]."""

from __future__ import annotations

import heapq
from collections import deque

from rules.core.errors import IllegalAction, InvalidAction
from rules.core.game import Game
from rules.core.messages import Msg
from rules.core.words import shorten
from rules.polis.actions import PolisAction
from rules.polis.data import PolisData, Res, load
from rules.polis.state import Player, PolisState
from rules.polis.text import polis_msg

BATTLE_SIZE = 8  # [Battaglia] 8 or more units in a territory
ATTACK_DRAW = 2  # [Battaglia] the attacker draws 2 cards
RANSOM = 2  # [Politiche] 2 silver to the opponent
CIVIL_NEUTRAL, CIVIL_ENEMY = 2, 3  # [Politiche] x base population / x population
MAX_MERCHANTS = 4  # our design: the merchants a player owns
UNIT_RES = {"hoplite": Res.METAL, "galley": Res.WOOD, "merchant": Res.WOOD}


def fail(key: str, **params: object) -> IllegalAction:
    return IllegalAction(f"polis.error.{key}", **params)


def paid_msg(res: str, own: int, silver: int) -> list[Msg]:
    out = []
    if own:
        out.append(Msg.of("polis.amount", count=own, resource=Msg.of(f"polis.res.{res}")))
    if silver:
        out.append(Msg.of("polis.amount", count=silver, resource=Msg.of("polis.res.silver")))
    return out


class PolisPosition(Game[PolisState, PolisAction]):
    @property
    def data(self) -> PolisData:
        return load()

    def stack(self, s: PolisState) -> int:
        return self.data.rounds.rounds[s.round - 1].stack

    def truce(self, s: PolisState) -> bool:
        """A truce card is this round's event: no battles and no sieges."""
        return s.event is not None and any(
            e.kind == "truce" for e in self.data.events[s.event].effects
        )

    def units(self, s: PolisState, t: str) -> list[int]:
        return s.hoplites[t] if t in s.hoplites else s.galleys[t]

    def controls(self, s: PolisState, seat: int, t: str) -> bool:
        u = self.units(s, t)
        return u[seat] > u[1 - seat]

    def blocked(self, s: PolisState, seat: int, t: str) -> bool:
        """[Militari] a territory where the opponent has more units blocks movement."""
        u = self.units(s, t)
        return u[1 - seat] > u[seat]

    def reach_land(self, s: PolisState, seat: int, origin: str) -> set[str]:
        """Land territories a hoplite can reach from ``origin`` [Militari], by land or by
        sea, never both. Our design: by land one step, to a neighbouring territory; by sea
        along any chain of seas that each hold a galley of ours and that the opponent does
        not control, to a territory on the last sea's shore."""
        d = self.data
        out = {n for n in d.neighbours[origin] if d.land(n)}
        seas = {
            n
            for n in d.neighbours[origin]
            if not d.land(n) and s.galleys[n][seat] > 0 and not self.blocked(s, seat, n)
        }
        todo = deque(seas)
        while todo:
            t = todo.popleft()
            for n in d.neighbours[t]:
                if d.land(n):
                    out.add(n)
                elif n not in seas and s.galleys[n][seat] > 0 and not self.blocked(s, seat, n):
                    seas.add(n)
                    todo.append(n)
        out.discard(origin)
        return out

    def reach_sea(self, s: PolisState, seat: int, origin: str) -> set[str]:
        """Seas a galley can reach [Militari]. Our design: up to two seas away, the first
        one passed not controlled by the opponent."""
        d = self.data
        out: set[str] = set()
        for n in d.neighbours[origin]:
            if d.land(n):
                continue
            out.add(n)
            if self.blocked(s, seat, n):
                continue
            out.update(m for m in d.neighbours[n] if not d.land(m))
        out.discard(origin)
        return out

    def bribe(self, s: PolisState, seat: int, start: str, goal: str) -> int:
        """[Politiche] the least silver a proxenos pays from ``start`` to ``goal``: one per
        enemy unit in every territory it enters."""
        d = self.data
        best = {start: 0}
        heap = [(0, start)]
        while heap:
            cost, t = heapq.heappop(heap)
            if t == goal:
                return cost
            if cost > best.get(t, 1 << 30):
                continue
            for n in d.neighbours[t]:
                c = cost + self.units(s, n)[1 - seat]
                if c < best.get(n, 1 << 30):
                    best[n] = c
                    heapq.heappush(heap, (c, n))
        raise AssertionError("the map is connected")

    def route_free(self, s: PolisState, seat: int, market: str) -> bool:
        return not any(self.blocked(s, seat, t) for t in self.data.markets[market].route)

    def pay_units(self, p: Player, unit: str, count: int) -> tuple[int, int]:
        """Resource and silver spent: the unit's resource first, silver for the rest."""
        res = UNIT_RES[unit].value
        own = min(p.resources[res], count)
        return own, count - own

    def score(self, s: PolisState, seat: int) -> int:
        """[Punteggio] population cubes + prestige + prestige for posterity."""
        d = self.data
        total = s.players[seat].prestige
        for c in s.poleis.values():
            if c.owner == seat:
                total += c.population
                total += sum(d.project_cards[x].posterity for x in c.projects)
        return total

    def scores(self, s: PolisState) -> tuple[int, int]:
        return (self.score(s, 0), self.score(s, 1))

    def _polis(self, pid: str) -> None:
        if pid not in self.data.poleis:
            raise InvalidAction("polis.error.unknown_polis", name=shorten(pid, 40))

    def _terr(self, t: str) -> None:
        if t not in self.data.territories:
            raise InvalidAction("polis.error.unknown_territory", name=shorten(t, 40))

    def _own(self, s: PolisState, seat: int, pid: str) -> None:
        self._polis(pid)
        if s.poleis[pid].owner != seat:
            raise fail("not_yours", polis=polis_msg(pid))

    def _prestige(self, p: Player, need: int = 1) -> None:
        if p.prestige < need:
            raise fail("prestige", need=need, have=p.prestige)
