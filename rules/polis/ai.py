"""Polis AIs. Both see only ``view(state, seat)`` and the seat's legal actions.

``random``: a uniformly random legal action.
``heuristic``: scores every legal action by hand-set values read from the view (prestige and
population count one point each, as they do at the end; resources are worth what they buy;
a siege is worth its chance of success times what the polis brings) and plays the best,
passing when nothing is worth its cost. In battle the attacker plays its two best cards
and always fights on; the defender plays the formations it holds most of and withdraws
when it would lose more prestige than the withdrawal costs.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rules.polis.actions import (
    Abandon,
    Build,
    CivilWar,
    Collect,
    Commit,
    Create,
    Done,
    EndTurn,
    Feed,
    Fight,
    Grow,
    Move,
    Pass,
    Phoros,
    PolisAction,
    Proxenos,
    Ransom,
    Siege,
    Trade,
)
from rules.polis.data import SIDES, load
from rules.polis.view import PolisView


def random_ai(view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    return legal[rng.randrange(len(legal))]


class _Eval:
    def __init__(self, v: PolisView) -> None:
        assert v.viewer is not None
        self.v = v
        self.me = v.viewer
        self.d = load()
        p = v.players[self.me]
        self.p = p
        self.need = sum(c.population for c in v.poleis.values() if c.owner == self.me)
        gap = self.need - p.resources["wheat"]
        self.val = {
            "wheat": 1.0 if gap > 0 else 0.6,
            "silver": 0.6,
            "metal": 0.3,
            "wood": 0.25,
            "oil": 0.35,
            "wine": 0.35,
        }
        self.last_round = v.round == len(self.d.rounds.rounds)

    def mine(self, t: str) -> int:
        u = self.v.hoplites.get(t) or self.v.galleys.get(t) or [0, 0]
        return u[self.me]

    def theirs(self, t: str) -> int:
        u = self.v.hoplites.get(t) or self.v.galleys.get(t) or [0, 0]
        return u[1 - self.me]

    def gain(self, pid: str) -> float:
        """What taking ``pid`` brings: its cubes, its projects' posterity, a tribute box."""
        c, card = self.v.poleis[pid], self.d.poleis[pid]
        g: float = c.population + sum(self.d.project_cards[x].posterity for x in c.projects)
        if c.owner == 1 - self.me:
            g *= 2  # the opponent loses as much
        if not any(self.v.poleis[x].owner == self.me for x in self.d.poleis_in[card.territory]):
            g += 0.4 * len(self.d.territories[card.territory].tribute)
        if c.owner != 1 - self.me:  # its cubes must be fed every round that is left
            g -= self.val["wheat"] * c.population * (len(self.d.rounds.rounds) - self.v.round + 1)
        return g

    def siege_value(self, pid: str) -> float:
        card = self.d.poleis[pid]
        p = (5 - card.fortification) / 4
        return p * (self.gain(pid) + card.fortification) - (1 - p) * 0.7 - 1.0

    def ready(self, pid: str, extra: int) -> bool:
        t = self.d.poleis[pid].territory
        have = self.mine(t) + extra
        return have >= self.d.poleis[pid].fortification and have > self.theirs(t)

    def targets(self, t: str) -> list[str]:
        return [
            x
            for x in self.d.poleis_in[t]
            if self.v.poleis[x].owner != self.me and self.d.poleis[x].capital is None
        ]

    def civil_value(self, x: str) -> float:
        """What a civil war in ``x`` would bring, if it can be paid within reach."""
        c, d = self.v.poleis[x], self.d
        if c.owner == self.me or d.poleis[x].capital is not None:
            return -1.0
        cost = 2 * d.poleis[x].base if c.owner is None else 3 * c.population
        if cost > self.p.resources["silver"] + 2:
            return -1.0
        return 0.5 * (c.population + self.gain(x) - cost * self.val["silver"])

    def value(self, a: PolisAction) -> float:
        v, d, p, val = self.v, self.d, self.p, self.val
        match a:
            case Pass() | EndTurn():
                return 0.0
            case Collect(territory=t):
                box = d.territories[t].tribute
                got = box[: min(len(box), self.mine(t))]
                cost = 0.0 if t == d.home[SIDES[self.me]] else 1.0
                return sum(val[r.value] for r in got) - cost
            case Trade(market=m, load=i):
                load_, tr = d.markets[m].shiploads[i - 1], d.market.track
                if load_.kind == "exchange":
                    assert load_.good is not None and load_.get is not None
                    table = (
                        tr.wheat_for_goods if load_.get.value == "wheat" else tr.silver_for_goods
                    )
                    return (
                        table[v.market] * val[load_.get.value]
                        - d.market.exchange_give * val[load_.good.value]
                    )
                return (
                    d.market.purchase_wheat * val["wheat"]
                    - tr.silver_for_wheat[v.market] * val["silver"]
                )
            case Siege(polis=x):
                return self.siege_value(x)
            case CivilWar(polis=x):
                c = v.poleis[x]
                cost = 2 * d.poleis[x].base if c.owner is None else 3 * c.population
                return c.population + self.gain(x) - cost * val["silver"]
            case Proxenos(polis=x):
                here = p.proxenos
                now = self.civil_value(here) if here is not None else -1.0
                return self.civil_value(x) - max(now, 0.0) - 0.5
            case Ransom():
                return 1.0
            case Build(project=x, polis=_):
                proj = d.project_cards[x]
                return (
                    proj.prestige
                    + proj.posterity
                    - sum(n * val[r.value] for r, n in proj.cost.items())
                    - 0.5
                )
            case Create(unit="hoplite", polis=x, count=n):
                t = d.poleis[x].territory
                best = -n * 1.35
                for tg in self.targets(t):
                    if not self.ready(tg, 0) and self.ready(tg, n) and not self.ready(tg, n - 1):
                        best = max(best, 0.8 * self.siege_value(tg) - n * 1.35)
                return best
            case Create(unit="merchant", count=n):
                if p.merchants + p.merchants_out >= 2 or self.last_round or n > 1:
                    return -1.0
                return 0.2
            case Create():
                return -2.0
            case Move(origin=o, to=t, count=n) if self.theirs(t) and (
                self.mine(t) + n + self.theirs(t) >= 8 > self.mine(t) + self.theirs(t)
            ):
                return 2.0  # a battle: only the defender loses units, the attacker gains
            case Move(unit="hoplite", origin=o, to=t, count=n):
                best = -1.5
                for tg in self.targets(t):
                    if not self.ready(tg, 0) and self.ready(tg, n) and not self.ready(tg, n - 1):
                        # leaving a polis of ours under threat is not worth it
                        best = max(best, 0.8 * self.siege_value(tg) - 1.0)
                del o
                return best
            case Move():
                return -2.0
        return -5.0


def _commit(view: PolisView, legal: Sequence[PolisAction], rng: random.Random) -> PolisAction:
    d = load()
    b = view.battle
    assert b is not None and view.viewer is not None
    hand = b.hand or []
    if view.viewer == b.attacker:
        best = sorted(hand, key=lambda c: (-d.cards[c].value, rng.random()))[:2]
        a = Commit(first=best[0] + 1, second=best[1] + 1)
        return a if a in legal else legal[rng.randrange(len(legal))]
    if not hand:
        return Commit(first=0, second=0)
    freq = Counter(d.cards[c].formation for c in hand)
    ranked = sorted(
        hand, key=lambda c: (-freq[d.cards[c].formation], d.cards[c].value, rng.random())
    )
    picks = ranked[:2]
    a = Commit(first=picks[0] + 1, second=picks[1] + 1 if len(picks) > 1 else 0)
    return a if a in legal else legal[rng.randrange(len(legal))]


def heuristic_ai(view: PolisView, legal: Sequence[PolisAction], rng: random.Random) -> PolisAction:
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if isinstance(first, Commit):
        return _commit(view, legal, rng)
    if isinstance(first, Fight):
        b = view.battle
        assert b is not None and view.viewer is not None
        if view.viewer == b.attacker:
            return Fight(on=True)
        units = view.hoplites.get(b.where) or view.galleys[b.where]
        return Fight(on=units[view.viewer] >= 4 and b.hand_sizes[view.viewer] >= 2)
    e = _Eval(view)
    if view.pending is not None:
        kind = view.pending.kind
        if kind == "famine":
            short = view.pending.shortfall
            if e.p.prestige - short >= 2 and Feed() in legal:
                return Feed()
            aband = [a for a in legal if isinstance(a, Abandon)]
            if aband:
                return min(aband, key=lambda a: view.poleis[a.polis].population)
            return legal[0]
        if kind == "growth":
            grow = [a for a in legal if isinstance(a, Grow)]
            if not e.last_round:  # a cube above the base pays megalopolis every round
                grow = [
                    a for a in grow if view.poleis[a.polis].population <= e.d.poleis[a.polis].base
                ]
            if grow:
                return min(
                    grow,
                    key=lambda a: (
                        view.poleis[a.polis].population - e.d.poleis[a.polis].base,
                        rng.random(),
                    ),
                )
            return Done()
        if kind == "phoros":
            silver = e.p.resources["silver"]
            n = 1 if silver == 0 and e.p.prestige > 8 and not e.last_round else 0
            phoros = Phoros(amount=n)
            return phoros if phoros in legal else Phoros(amount=0)
    best: list[PolisAction] = []
    top = float("-inf")
    for a in legal:
        v = e.value(a)
        if v > top + 1e-9:
            best, top = [a], v
        elif abs(v - top) <= 1e-9:
            best.append(a)
    if top <= 0.05:
        for quiet in (EndTurn(), Pass()):
            if quiet in legal:
                return quiet
    return best[rng.randrange(len(best))]


AIS = {"random": random_ai, "heuristic": heuristic_ai}
