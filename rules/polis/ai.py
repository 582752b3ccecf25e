"""Polis AIs. Both see only ``view(state, seat)`` and the seat's legal actions.

``random``: a uniformly random legal action.
``heuristic``: scores every legal action by hand-set values read from the view (prestige and
population count one point each, as they do at the end; resources are worth what they buy;
a siege is worth its chance of success times what the polis brings) and plays the best,
passing when nothing is worth its cost. It seeks battles (the attacker never loses units):
a move that brings 8 units of both sides together is worth a battle's gain, and a move or
new hoplites that make one possible next time half of it. In battle it reads the cards it
has not seen: the attacker plays the cards least likely to be matched, the defender the
formations the attacker most likely holds, and withdraws when the units it would lose by
staying cost more than the withdrawal.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rules.core.policy import SearchSpec
from rules.core.search import lead_values
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
    SetOrder,
    Siege,
    Trade,
)
from rules.polis.data import SIDES, load
from rules.polis.engine import Polis
from rules.polis.engine.position import BATTLE_SIZE
from rules.polis.engine.turn import TWO_DIFFERENT
from rules.polis.state import PolisState
from rules.polis.view import PolisView

UNIT = 1.35  # what a unit is worth: a population cube and its resource
BATTLE_WORTH = 4.5  # the attacker's prestige from an exchange and the withdrawal it forces
RESERVE = 2.0  # the price of spending prestige that the coming famine may need
STAGE = 0.6  # a battle made possible for a later action counts a little over half


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
        self.reach_memo: dict[str, set[str]] = {}
        self.truce = v.event is not None and any(
            e.kind == "truce" for e in self.d.events[v.event].effects
        )

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

    # --- battles: the attacker never loses units, the defender loses one per unmatched card
    def battle_worth(self, t: str) -> float:
        """What starting a battle in ``t`` is worth to the attacker: about one exchange's
        prestige and the units the defender loses before it withdraws."""
        return BATTLE_WORTH + UNIT * min(self.theirs(t), 2)

    def reach(self, origin: str, galleys: dict[str, list[int]] | None = None) -> set[str]:
        """Where a hoplite of ours in ``origin`` may go (the rule of ``reach_land``: one
        step by land, or along seas that each hold a galley of ours and that the opponent
        does not control), with ``galleys`` in place of the board's when given."""
        key = origin if galleys is None else None
        if key is not None and key in self.reach_memo:
            return self.reach_memo[key]
        g = galleys if galleys is not None else self.v.galleys
        d, me = self.d, self.me

        def open_sea(x: str) -> bool:
            return g[x][me] > 0 and g[x][1 - me] <= g[x][me]

        out = {n for n in d.neighbours[origin] if d.land(n)}
        seas = {n for n in d.neighbours[origin] if not d.land(n) and open_sea(n)}
        todo = list(seas)
        while todo:
            x = todo.pop()
            for n in d.neighbours[x]:
                if d.land(n):
                    out.add(n)
                elif n not in seas and open_sea(n):
                    seas.add(n)
                    todo.append(n)
        out.discard(origin)
        if key is not None:
            self.reach_memo[key] = out
        return out

    def force(
        self, t: str, extra: dict[str, int], galleys: dict[str, list[int]] | None = None
    ) -> int:
        """How many hoplites of ours could stand in ``t`` after one move from here."""
        here = self.mine(t) + extra.get(t, 0)
        near = 0
        for o in self.d.lands:
            n = self.mine(o) + extra.get(o, 0)
            if o != t and n > 0 and t in self.reach(o, galleys):
                near += n
        return here + max(0, min(self.v.stack - here, near))

    def can_fight(
        self, t: str, extra: dict[str, int], galleys: dict[str, list[int]] | None = None
    ) -> bool:
        """Whether one move could start a battle in ``t``, with ``extra`` hoplites."""
        if self.truce or self.theirs(t) == 0:
            return False
        return self.force(t, extra, galleys) + self.theirs(t) >= BATTLE_SIZE

    def targets_of_battle(self) -> list[str]:
        """Land territories where enough enemy hoplites stand for a battle this round."""
        if self.truce:
            return []
        low = max(BATTLE_SIZE - self.v.stack, 1)
        return [t for t, u in self.v.hoplites.items() if u[1 - self.me] >= low]

    def spare(self, moves: int) -> bool:
        """Whether ``moves`` more military actions leave the prestige the coming supply
        may need (a famine is paid in prestige)."""
        short = max(0, self.need - self.p.resources["wheat"])
        return self.p.prestige - moves >= max(1, short)

    def staging(self, extra: dict[str, int]) -> float:
        """The best battle that ``extra`` hoplites make possible for this turn's next
        action, and not now."""
        if self.v.actions_left < 2 or not self.spare(1) or not self.may_take("move-hoplite"):
            return 0.0
        best = 0.0
        for t in self.targets_of_battle():
            if not self.can_fight(t, {}) and self.can_fight(t, extra):
                best = max(best, self.battle_worth(t))
        return best

    def may_take(self, kind: str, after: str | None = None) -> bool:
        """Whether this turn may still take the action ``kind`` (after ``after``, when
        that is the action weighed now): a turn's two actions differ."""
        if self.v.edition < TWO_DIFFERENT:
            return True
        return kind not in self.v.done and kind != after

    def opening(self, galleys: dict[str, list[int]]) -> float:
        """What moving galleys to ``galleys`` is worth: a battle our hoplites could then
        start by sea, at once or once our poleis there have raised the hoplites missing."""
        if not self.spare(3):
            return 0.0
        raise_at: dict[str, int] = {}
        for x, c in self.v.poleis.items():
            if c.owner == self.me:
                home = self.d.poleis[x].territory
                raise_at[home] = raise_at.get(home, 0) + max(0, c.population - 1)
        best = 0.0
        for t in self.targets_of_battle():
            if self.can_fight(t, {}) or self.force(t, {}, galleys) <= self.force(t, {}):
                continue
            short = BATTLE_SIZE - self.theirs(t) - self.force(t, {}, galleys)
            if short <= 0 and self.v.actions_left >= 2 and self.may_take("move-hoplite"):
                best = max(best, self.battle_worth(t))
            elif short > 0 and self.can_fight(t, raise_at, galleys):
                best = max(best, 0.6 * (self.battle_worth(t) - short * UNIT))
        return best

    def value(self, a: PolisAction) -> float:
        """The action's worth; one that spends the prestige a famine may need pays for it."""
        worth = self.worth(a)
        home = self.d.home[SIDES[self.me]]
        costly = isinstance(a, (Move, Siege)) or (isinstance(a, Collect) and a.territory != home)
        if costly and not self.spare(1) and not self.battle_move(a):
            worth -= RESERVE
        return worth

    def battle_move(self, a: PolisAction) -> bool:
        return (
            isinstance(a, Move)
            and not self.truce
            and self.theirs(a.to) > 0
            and self.mine(a.to) + a.total + self.theirs(a.to) >= BATTLE_SIZE
        )

    def worth(self, a: PolisAction) -> float:
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
                best = -n * UNIT
                for tg in self.targets(t):
                    if not self.ready(tg, 0) and self.ready(tg, n) and not self.ready(tg, n - 1):
                        best = max(best, 0.8 * self.siege_value(tg) - n * UNIT)
                if not self.staging({t: n - 1}):
                    best = max(best, STAGE * self.staging({t: n}) - n * UNIT)
                return best
            case Create(unit="merchant", count=n):
                if p.merchants + p.merchants_out >= 2 or self.last_round or n > 1:
                    return -1.0
                return 0.2
            case Create():
                return -2.0
            case Move(to=t) if self.battle_move(a):
                # a battle: only the defender loses units; fewer units moved keep more
                # elsewhere
                return self.battle_worth(t) - 1.0 - 0.05 * a.total
            case Move(unit="hoplite", to=t):
                best = -1.5
                n = a.total
                for tg in self.targets(t):
                    if not self.ready(tg, 0) and self.ready(tg, n) and not self.ready(tg, n - 1):
                        # leaving a polis of ours under threat is not worth it
                        best = max(best, 0.8 * self.siege_value(tg) - 1.0)
                if not self.may_take("move-hoplite", after="move-hoplite"):
                    return best  # no second march this turn to finish what this one stages
                shift = {o: -k for o, k in a.legs()}
                shift[t] = shift.get(t, 0) + n
                return max(best, STAGE * self.staging(shift) - 1.0)
            case Move(unit="galley", to=t):
                fleet = {k: list(u) for k, u in v.galleys.items()}
                for o, k in a.legs():
                    fleet[o][self.me] -= k
                fleet[t][self.me] += a.total
                return max(-2.0, STAGE * self.opening(fleet) - 1.0)
            case Move():
                return -2.0
        return -5.0


def _unseen(view: PolisView) -> Counter[str]:
    """Formations of the cards this seat has not seen: the deck and the other hand."""
    d = load()
    b = view.battle
    assert b is not None
    seen = set(b.discard) | set(b.hand or [])
    return Counter(c.formation for c in d.cards if c.id not in seen)


def _commit(view: PolisView, legal: Sequence[PolisAction], rng: random.Random) -> PolisAction:
    """[Battaglia] the cards are compared slot by slot. The attacker plays the two cards
    most likely to go unmatched, weighted by their prestige; the defender plays the two
    formations the attacker most likely holds, the higher value first."""
    d = load()
    b = view.battle
    assert b is not None and view.viewer is not None
    hand = b.hand or []
    unseen = _unseen(view)
    total = max(1, sum(unseen.values()))
    if view.viewer == b.attacker:
        other = b.hand_sizes[1 - view.viewer]

        def gain(c: int) -> float:
            card = d.cards[c]
            # the chance that the defender holds this formation, and puts it in this slot
            free = 1.0
            for i in range(other):
                free *= max(0.0, (total - unseen[card.formation] - i) / max(1, total - i))
            match = (1.0 - free) * 0.5
            return (1 - match) * (card.value + UNIT) + match * max(0, card.value - 2)

        best = sorted(hand, key=lambda c: (-gain(c), rng.random()))[:2]
        a: PolisAction = Commit(first=best[0] + 1, second=best[1] + 1)
        return a if a in legal else legal[rng.randrange(len(legal))]
    if not hand:
        return Commit(first=0, second=0)
    ranked = sorted(
        hand,
        key=lambda c: (-unseen[d.cards[c].formation] / total, -d.cards[c].value, rng.random()),
    )
    picks: list[int] = []
    for c in ranked:  # two formations rather than one twice: two chances to match
        if len(picks) < 2 and all(d.cards[p].formation != d.cards[c].formation for p in picks):
            picks.append(c)
    for c in ranked:
        if len(picks) < 2 and c not in picks:
            picks.append(c)
    a = Commit(first=picks[0] + 1, second=picks[1] + 1 if len(picks) > 1 else 0)
    return a if a in legal else legal[rng.randrange(len(legal))]


def _fight_on(view: PolisView) -> bool:
    """The attacker loses nothing by fighting on. The defender weighs another exchange
    (about a unit and the attacker's prestige) against withdrawing (1 prestige to the
    other side, and the units its home cannot take in)."""
    b = view.battle
    assert b is not None and view.viewer is not None
    me = view.viewer
    if me == b.attacker:
        return True
    d = load()
    units = view.hoplites.get(b.where) or view.galleys[b.where]
    land = b.where in view.hoplites
    home = d.home[SIDES[me]]
    if not land:
        home = next((q for x in d.poleis_in[home] if (q := d.poleis[x].port)), b.where)
    table = view.hoplites if land else view.galleys
    room = view.stack - table[home][me] if home != b.where else 0
    lost = max(0, units[me] - room)
    # another exchange: about 1.5 units lost and 3 prestige to the attacker, worse with
    # fewer than two cards to match with
    stay = (1.5 * UNIT + 3.0) * (1.0 if b.hand_sizes[me] >= 2 else 1.5)
    leave = 2.0 + lost * UNIT
    return stay < leave and view.players[me].prestige >= 1


def heuristic_ai(view: PolisView, legal: Sequence[PolisAction], rng: random.Random) -> PolisAction:
    legal = [a for a in legal if not isinstance(a, SetOrder)]  # it answers each battle itself
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if isinstance(first, Commit):
        return _commit(view, legal, rng)
    if isinstance(first, Fight):
        b = view.battle
        assert b is not None and view.viewer is not None
        return Fight(on=_fight_on(view))
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


# --- the strong AI's search (``rules.core.search``) ----------------------------------------
# The search reads the positions of its worlds (re-dealt from the seat's view: the battle
# cards the seat has not seen, the decks, the dice). A node's moves are the heuristic's,
# ordered by its own scores on that world's view; a position is scored as the end of the
# game would score it, plus what the stores and the projects being built are worth. The
# weights were read off 80 games of the heuristic against itself (a logistic fit of the
# winner on the two sides' differences): units and the wheat the round's end will eat
# predict nothing beyond the score, a wheat shortfall costs about a point, silver, spare
# wheat and the other goods about half of one, a project being built its posterity; and
# the score decides more surely as the end nears (the width of the logistic by round).

SEARCH_FROM = 1  # the round from which turns are searched
SEARCH_SCALE = {1: 3.0, 2: 3.0, 3: 1.5, 4: 1.0}  # a lead this wide is worth about 0.73
_VALUE = {"silver": 0.6, "metal": 0.0, "wood": 0.4, "oil": 0.4, "wine": 0.4}


_ENGINE = Polis()  # the engine imports nothing from here


def _position_worth(s: PolisState, seat: int) -> float:
    """One side's worth: its score, its stores, the projects it is building, and the wheat
    the end of the round will want (a shortfall is paid in prestige or cubes)."""
    d = load()
    p = s.players[seat]
    v = float(_ENGINE.score(s, seat))
    need = 0
    for c in s.poleis.values():
        if c.owner == seat:
            need += c.population
            v += sum(d.project_cards[j].posterity for j in c.building)
    wheat = p.resources["wheat"]
    v += 0.6 * max(0, wheat - need) - 1.2 * max(0, need - wheat)
    v += sum(_VALUE.get(r, 0.0) * n for r, n in p.resources.items())
    return v


def search_values(s: PolisState, me: int) -> list[float]:
    """Each side's chance to win, read from its lead in worth over the other."""
    scale = SEARCH_SCALE.get(s.round, 1.0)
    return lead_values([_position_worth(s, 0), _position_worth(s, 1)], scale)


def _scored(view: PolisView, legal: Sequence[PolisAction]) -> list[tuple[float, PolisAction]]:
    """The heuristic's scores of turn actions (the quiet ones at its threshold)."""
    e = _Eval(view)
    out = []
    for a in legal:
        v = 0.05 if isinstance(a, (EndTurn, Pass)) else e.value(a)
        out.append((v, a))
    return out


def _view(s: PolisState, seat: int) -> PolisView:
    return _ENGINE.view(s, seat)


def search_playout(
    s: PolisState, seat: int, legal: Sequence[PolisAction], rng: random.Random
) -> PolisAction:
    """The heuristic's move, read from this world's view of the seat."""
    return heuristic_ai(_view(s, seat), legal, rng)


def search_candidates(
    s: PolisState, seat: int, legal: Sequence[PolisAction], rng: random.Random
) -> list[PolisAction]:
    """A node's moves, best first: on a turn, the heuristic's scores on this world's view;
    in a battle or an end-of-round decision, the heuristic's answer, then the rest."""
    view = _view(s, seat)
    plain = [a for a in legal if not isinstance(a, SetOrder)]
    if s.battle is not None or s.pending is not None:
        first = heuristic_ai(view, plain, rng)
        return [first, *(a for a in plain if a != first)]
    scored = [(v, rng.random(), a) for v, a in _scored(view, plain)]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [a for _v, _r, a in scored]


def search_think(s: PolisState, seat: int, legal: Sequence[PolisAction]) -> bool:
    """Turns are searched; battles and end-of-round decisions are left to the heuristic,
    which weighs the unseen cards itself."""
    return s.battle is None and s.pending is None and s.round >= SEARCH_FROM


SEARCH = SearchSpec(
    evaluate=search_values,
    playout=search_playout,
    playout_steps=0,
    candidates=search_candidates,
    think=search_think,
    width=3,
    root_width=5,
    lead=0.3,
    explore=0.6,
    worlds=8,
    arena_iterations=24,
    iterations_per_second=280,
    notes=(
        "24 iterations: about 80 ms of one core at the median searched turn (idle machine); "
        "no better than the heuristic so far (README, Strong AI)"
    ),
)
