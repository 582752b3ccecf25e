"""The Antike planner ("heuristic"): a turn planner that reads only the seat's view.

On the rondel it values each wedge it can reach by the best plan it would carry out there
(``plans``), net of what paid steps cost, plus a share of the best wedge reachable free from
there next turn; production wedges are worth their yield at what the nation lacks for its
next purchases (temples, know-hows, units, cities). On its wedge it follows that plan: it
builds temples in the cities that pay most, develops the know-hows worth most (a new one is a
scholar; movement, markets and defence as the position asks), arms where cities, sites, seas
or a weak enemy city call for units, and manoeuvres (conquests first, then foundings, seas and
marches); then it founds every city it can pay for. With the bank of personages nearly empty,
temples to destroy bring the last generals, and conquest values follow.

Interrupts: a fight is accepted when foreign units enter a province holding one of its cities
with a temple or a free site it holds (denying a founding), and refused elsewhere (a fight
trades units one for one and changes nothing else); the standing order stays "ask", since
the planner answers at once. Conquest casualties spare legions when it has more legions
elsewhere to use; a missing coin becomes the scarcest resource; the extra personage is the
one that wins or the largest stack.

Deterministic: the plan is recomputed from the view at every decision and ``rng`` only breaks
ties among equal wedges.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pydantic import BaseModel

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
    Found,
    Move,
    Rondel,
    StartCity,
    Trade,
)
from rules.antike.ai.endgame import war_only
from rules.antike.ai.plans import (
    arm_value,
    arm_wishes,
    iron_kept,
    knowhow_plan,
    knowhow_value,
    navigators_only,
    next_step,
    plan_maneuver,
    site_wishes,
    temple_sites,
    temple_value,
)
from rules.antike.ai.valuation import Ctx, count_foundable
from rules.antike.state import FIELDS, PRODUCES, RESOURCES, Field, Pay, PendingKind, Phase
from rules.antike.view import AntikeView
from rules.common.maps import Resource, Unit

LOOKAHEAD = 0.35  # share of next turn's best free wedge
COIN = 0.14
NOISE = 0.08


def field_value(c: Ctx, f: Field) -> float:
    if f in PRODUCES:
        res = PRODUCES[f]
        amount = c.income(res)
        value = c.produce_value(res, amount)
        held = sum(1 for r in c.free_sites if c.here(r) > 0)
        if held:  # the resource may let a city be founded on a site a unit holds
            more = foundable(c, {res: amount}) - c.foundable
            value += min(held - min(held, c.foundable), more) * c.city_value()
        return value
    if f is Field.TEMPLE:
        return temple_value(c)
    if f is Field.KNOWHOW:
        return knowhow_value(c)
    if f is Field.ARMING:
        return arm_value(c)
    if f is Field.MANEUVER:
        return plan_maneuver(c).value
    return 0.0


def foundable(c: Ctx, extra: dict[Resource, int]) -> int:
    return count_foundable(c.n, extra, c.gold_reserve)


def pay_cost(c: Ctx, p: Pay) -> float:
    return COIN if p is Pay.COIN else c.resource_value(Resource(p.value)) + 0.06


def cheapest_wedges(c: Ctx, legal: Sequence[AntikeAction]) -> dict[int, tuple[float, Rondel]]:
    """Each reachable wedge's cheapest rondel move, with what its payment costs the plan."""
    cheapest: dict[int, tuple[float, Rondel]] = {}
    for a in legal:
        if isinstance(a, Rondel):
            cost = sum(pay_cost(c, p) for p in a.pay)
            if a.field not in cheapest or cost < cheapest[a.field][0]:
                cheapest[a.field] = (cost, a)
    return cheapest


def after_paying(c: Ctx, pay: tuple[Pay, ...]) -> Ctx:
    """The position as the nation would see it once the steps are paid for."""
    n = c.n.model_copy()
    for p in pay:
        n.add(p, -1)
    return Ctx(c.v, n)


def choose_rondel(c: Ctx, legal: Sequence[AntikeAction], rng: random.Random) -> AntikeAction:
    """The wedge whose plan gains most, paid for in the cheapest way; what the payment
    takes from the plan (a city no longer affordable) is counted by planning after it."""
    values = {f: field_value(c, f) for f in dict.fromkeys(FIELDS)}
    cheapest = cheapest_wedges(c, legal)
    best: tuple[float, int, Rondel] | None = None
    for k, (cost, a) in sorted(cheapest.items()):
        f = FIELDS[k]
        value = field_value(after_paying(c, a.pay), f) - cost if a.pay else values[f]
        nxt = max(values[FIELDS[(k + step) % len(FIELDS)]] for step in (1, 2, 3))
        value += LOOKAHEAD * nxt
        value += NOISE * rng.random()  # games differ; the stream makes them repeatable
        if best is None or value > best[0]:
            best = (value, k, a)
    assert best is not None
    return best[2]


# --- answers -------------------------------------------------------------------------------------


def answer(c: Ctx, legal: Sequence[AntikeAction]) -> AntikeAction:
    p = c.v.pending[0]
    if p.kind is PendingKind.DEFEND:
        region = p.region or ""
        city = c.v.cities.get(region)
        want = (city is not None and city.owner == c.me and city.temple) or (
            city is None and region in c.g.sites and c.here(region) > 0
        )
        for a in legal:
            if isinstance(a, Answer) and a.fight == want and a.order is None:
                return a
    if p.kind is PendingKind.COIN:
        scarce = min(RESOURCES, key=lambda r: (c.n.stock(r) - c.needs[r], r.value))
        for a in legal:
            if isinstance(a, CoinInstead) and a.resource is scarce:
                return a
    if p.kind is PendingKind.CASUALTIES:
        options = [a for a in legal if isinstance(a, Casualties)]
        if options:
            return options[0]  # as few legions as possible: galleys stay in coastal cities
    if p.kind is PendingKind.START:
        starts = [a for a in legal if isinstance(a, StartCity)]
        if starts:
            return max(starts, key=lambda a: (_start_value(c, a.region), a.region))
    if p.kind is PendingKind.EXTRA:
        extras = [a for a in legal if isinstance(a, Extra)]
        if extras:
            return extras[0]
    return legal[0]


START_CONTESTED = 0.5  # a free site a foe's start city reaches as soon counts this much
START_APART = 0.5  # per legion move from the nation's nearest start city (up to START_APART_MAX)
START_APART_MAX = 6


def _start_value(c: Ctx, region: str) -> float:
    """A start city's worth when picking (doubled variant, longer game): the free sites within
    two legion moves, half for those a foe's city reaches as soon, less the way to the
    nation's other start cities; marble a little more. Counting contested room whole and
    ignoring the way home let the first pick decide the doubled game (rules/antike/README.md,
    "Balance by self-play")."""
    foes = [r for r, city in c.v.cities.items() if c.foe(city.owner)]
    room = 0.0
    for s in c.free_sites:
        d = c.g.d(Unit.LEGION, region, s)
        if d <= 2:
            contested = any(c.g.d(Unit.LEGION, f, s) <= d for f in foes)
            room += START_CONTESTED if contested else 1.0
    apart = min((c.g.d(Unit.LEGION, region, m) for m in c.mine), default=0)
    marble = 0.5 if c.g.resource[region] is Resource.MARBLE else 0.0
    return room - START_APART * min(apart, START_APART_MAX) + marble


# --- acting on the wedge -------------------------------------------------------------------------


def act(c: Ctx, legal: Sequence[AntikeAction]) -> AntikeAction | None:
    f = c.v.this.field
    t = c.v.this
    if f is Field.MANEUVER:
        return maneuver(c, legal)
    if f is Field.TEMPLE:
        legal_set = set(legal)
        for r in temple_sites(c):
            a = BuildTemple(region=r)
            if a in legal_set:
                return a
    if f is Field.KNOWHOW:
        legal_set = set(legal)
        for k in knowhow_plan(c):
            d = Develop(knowhow=k)
            if d in legal_set:
                return d
    if f is Field.ARMING and t.phase is Phase.ACT:
        legal_set = set(legal)
        spare = c.n.iron - (1 if c.foundable and _site_held(c) else 0)
        if c.n.coins and sum(t.armed.values()) < site_wishes(c):
            spare = max(spare, 1)  # a coin for a unit that will found a city
        extra = c.n.iron - iron_kept(c)  # armies and seas take only iron cities can spare
        seas_only = navigators_only(c) and c.n.coins > 0 and c.n.iron <= 0
        war = war_only(c) and c.n.iron + c.n.coins > 0
        if seas_only or war:  # the game ends only by seas or conquests: coins arm too
            spare = extra = 1
        if spare > 0:
            for i, (unit, r) in enumerate(arm_wishes(c)):
                new = Arm(unit=unit, region=r)
                if seas_only and unit is not Unit.GALLEY:
                    continue
                if new in legal_set and (i < site_wishes(c) or extra > 0):
                    return new
    return None


def _site_held(c: Ctx) -> bool:
    return any(c.here(r) > 0 for r in c.free_sites)


def maneuver(c: Ctx, legal: Sequence[AntikeAction]) -> AntikeAction | None:
    t = c.v.this
    conquests = {a.region: a for a in legal if isinstance(a, Conquer)}
    if not t.conquering:
        plan = plan_maneuver(c, {Unit.LEGION: t.legions_left, Unit.GALLEY: t.galleys_left})
        moves: dict[tuple[Unit, str], list[str]] = {}
        for a in legal:
            if isinstance(a, Move):
                moves.setdefault((a.unit, a.origin), []).append(a.to)
        step = next_step(c, plan, moves)
        if step is not None:
            return Move(unit=step[0], origin=step[1], to=step[2])
        for r in plan.conquests:
            if r in conquests:
                return conquests[r]
    # after a first conquest: any other still worth making
    from rules.antike.ai.plans import conquest_value

    best = max(
        ((conquest_value(c, r, c.foe_cities.get(r, 99)), r) for r in conquests),
        default=None,
    )
    if best is not None and best[0] > 0:
        return conquests[best[1]]
    return None


# --- the policy ---------------------------------------------------------------------------------


def planner_ai(view: BaseModel, legal: Sequence[AntikeAction], rng: random.Random) -> AntikeAction:
    if len(legal) == 1:
        return legal[0]
    assert isinstance(view, AntikeView)
    c = Ctx(view)
    if view.pending:
        return answer(c, legal)
    t = view.this
    if t.phase is Phase.RONDEL:
        trade = _trade(c, legal)
        if trade is not None:
            return trade
        return choose_rondel(c, legal, rng)
    if t.phase is Phase.ACT:
        a = act(c, legal)
        if a is not None:
            return a
    founds = sorted(
        (a for a in legal if isinstance(a, Found)),
        key=lambda a: (-(c.g.resource[a.region] is Resource.MARBLE), a.region),
    )
    if founds and c.foundable > 0:
        return founds[0]
    return EndTurn()


def _trade(c: Ctx, legal: Sequence[AntikeAction]) -> AntikeAction | None:
    trades = [a for a in legal if isinstance(a, Trade)]
    if not trades:
        return None
    stock = {r: c.n.stock(r) for r in RESOURCES}
    best: tuple[float, Trade] | None = None
    for tr in trades:
        loss = sum(c.resource_value(r, stock[r] - 1) for r in tr.give)
        gain = c.resource_value(tr.take)
        if stock[tr.give[0]] - (tr.give[0] == tr.give[1]) < 1:
            continue
        if gain - loss > 0.05 and (best is None or gain - loss > best[0]):
            best = (gain - loss, tr)
    return best[1] if best else None
