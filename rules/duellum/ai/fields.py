"""Plans for the fields other than DUELLUM: production, TEMPLUM, SCIENTIA and MILITIA, each
the actions it would take and what they gain."""

from __future__ import annotations

from dataclasses import dataclass

from rules.common.maps import Resource, Unit
from rules.duellum.actions import BuildTemple, BuildWall, Deploy, Develop, DuellumAction, Recruit
from rules.duellum.ai.basics import KNOWHOWS, UNITS
from rules.duellum.ai.valuation import Budget, Ctx
from rules.duellum.data import KnowHowId
from rules.duellum.state import (
    CITY_LIMIT,
    DEPLOY_IRON,
    RECRUIT_GOLD,
    RESOURCES,
    TEMPLE_CITY_LIMIT,
    TEMPLE_MARBLE,
    City,
    Field,
)


@dataclass
class Plan:
    value: float
    actions: list[DuellumAction]
    budget: Budget


def plan_production(ctx: Ctx, field: Field, b: Budget) -> Plan:
    res = {
        Field.MARMOR: Resource.MARBLE,
        Field.FERRUM: Resource.IRON,
        Field.AURUM: Resource.GOLD,
    }[field]
    amount = sum(
        3 if c.temple else 1
        for c in ctx.v.cities.values()
        if c.owner == ctx.me and c.resource is res
    )
    if KnowHowId.MONETA in ctx.n.knowhows:
        amount += 1
    b = b.copy()
    value = b.gain(ctx, res, amount)
    b.res[res] += amount
    if ctx.v.bank_coins > 0:
        value += ctx.coin_value(b.coins)
        b.coins += 1
    else:
        value += max(ctx.rv.values())
    return Plan(value, [], b)


def _temple_gain(ctx: Ctx, region: str, city: City) -> float:
    gain = ctx.cit + 1.0 + ctx.prod * ctx.hi[city.resource] * 2
    return gain + ctx.defend_gain(region, 2)


def _wall_gain(ctx: Ctx, region: str) -> float:
    gain = ctx.defend_gain(region, 1)
    t2 = ctx.threats().get(region, (0, 0))[1]
    return gain + (0.4 if t2 else 0.0)


def plan_templum(ctx: Ctx, b: Budget, discount: int | None = None) -> Plan:
    b = b.copy()
    v = ctx.v
    disc = v.this.discount if discount is None else discount
    marble = max(0, TEMPLE_MARBLE - disc)
    temples = v.bank_temples
    walls = ctx.n.walls
    mine = sorted(ctx.cities_of(ctx.me))
    built: set[str] = set()
    walled: set[str] = set()
    acts: list[DuellumAction] = []
    total = 0.0
    while True:
        best: tuple[float, DuellumAction | None] = (0.0, None)
        for r in mine:
            c = v.cities[r]
            if temples > 0 and not c.temple and r not in built:
                extra = sum(
                    1
                    for x in ctx.geo.near[r]
                    if (x in v.cities and v.cities[x].temple) or x in built
                )
                needs = {Resource.MARBLE: marble}
                if b.can(needs, extra):
                    g = _temple_gain(ctx, r, c) - b.cost(ctx, needs, extra)
                    if g > best[0]:
                        best = (g, BuildTemple(region=r))
            if walls > 0 and not c.wall and r not in walled:
                needs = {Resource.MARBLE: 1}
                if b.can(needs):
                    g = _wall_gain(ctx, r) - b.cost(ctx, needs)
                    if g > best[0]:
                        best = (g, BuildWall(region=r))
        g, a = best
        if a is None:
            break
        total += g
        acts.append(a)
        if isinstance(a, BuildTemple):
            extra = sum(
                1
                for x in ctx.geo.near[a.region]
                if (x in v.cities and v.cities[x].temple) or x in built
            )
            b.pay({Resource.MARBLE: marble}, extra)
            built.add(a.region)
            temples -= 1
        else:
            assert isinstance(a, BuildWall)
            b.pay({Resource.MARBLE: 1})
            walled.add(a.region)
            walls -= 1
    return Plan(total, acts, b)


def _knowhow_gain(ctx: Ctx, k: KnowHowId, first: bool) -> float:
    n = ctx.n
    gain = ctx.phil if first else 0.0
    legions = sum(ctx.units(ctx.me, Unit.LEGION).values())
    galleys = sum(ctx.units(ctx.me, Unit.GALLEY).values())
    if k is KnowHowId.STRATA:
        gain += 1.0 + 0.3 * legions
    elif k is KnowHowId.NAVIGATIO:
        gain += 1.0 + 0.3 * galleys + (1.5 if ctx.nav else 0.0)
    elif k is KnowHowId.MONETA:
        gain += 3.0 * ctx.prod
    elif k is KnowHowId.COMMERCIUM:
        # trading a surplus for what is short, now and later
        surplus = sum(max(0, n.stock(r) - ctx.need[r] - 2) for r in RESOURCES)
        short = sum(max(0, ctx.need[r] - n.stock(r)) for r in RESOURCES)
        gain += 1.0 + 0.5 * min(surplus, 2 * short)
    elif k is KnowHowId.RES_PUBLICA:
        gain += sum(ctx.defend_gain(r, 1) for r in ctx.cities_of(ctx.me)) + 1.0
    return gain


def _unit_demand(ctx: Ctx, kind: Unit) -> float:
    """How much one more unit of ``kind`` in the recruitment area is worth."""
    if ctx.n.recruits(kind) >= 2:
        return 0.3
    best = max(
        (potential(ctx, kind, r) for r in ctx.cities_of(ctx.me) if r in ctx.geo.holds[kind]),
        default=0.0,
    )
    return 0.3 + 0.6 * best


def plan_scientia(ctx: Ctx, b: Budget) -> Plan:
    b = b.copy()
    held = set(ctx.n.knowhows)
    acts: list[DuellumAction] = []
    total = 0.0
    supply = {u: ctx.n.supply(u) for u in UNITS}
    recruited = dict.fromkeys(UNITS, 0)
    while True:
        best: tuple[float, DuellumAction | None] = (0.0, None)
        for k in KnowHowId:
            if k.value in held:
                continue
            first = k.value not in ctx.f.knowhows
            price = KNOWHOWS[k].price(not first)
            needs = {Resource.GOLD: price}
            if b.can(needs):
                g = _knowhow_gain(ctx, k, first) - b.cost(ctx, needs)
                if g > best[0]:
                    best = (g, Develop(knowhow=k.value))
        for u in UNITS:
            needs = {Resource.GOLD: RECRUIT_GOLD[u]}
            if supply[u] > 0 and b.can(needs):
                g = _unit_demand(ctx, u) * (0.6 ** recruited[u]) - b.cost(ctx, needs)
                if g > best[0]:
                    best = (g, Recruit(unit=u))
        g, a = best
        if a is None:
            break
        total += g
        acts.append(a)
        if isinstance(a, Develop):
            k = KnowHowId(a.knowhow)
            b.pay({Resource.GOLD: KNOWHOWS[k].price(k.value in ctx.f.knowhows)})
            held.add(a.knowhow)
        else:
            assert isinstance(a, Recruit)
            b.pay({Resource.GOLD: RECRUIT_GOLD[a.unit]})
            supply[a.unit] -= 1
            recruited[a.unit] += 1
    return Plan(total, acts, b)


def potential(
    ctx: Ctx, kind: Unit, region: str, claimed: set[str] | None = None, seas: bool = True
) -> float:
    """What a unit standing in ``region`` is worth for what it could do next; ``seas``: count
    open water not yet held (for a new galley, or one still in port)."""
    if claimed is None:
        key = (kind, region, seas)
        got = ctx.potentials.get(key)
        if got is None:
            got = ctx.potentials[key] = _potential_of(ctx, kind, region, None, seas)
        return got
    return _potential_of(ctx, kind, region, claimed, seas)


def _potential_of(ctx: Ctx, kind: Unit, region: str, claimed: set[str] | None, seas: bool) -> float:
    v = ctx.v
    dist = ctx.geo.dist[kind][region]
    best = 0.0
    site = max(2.0, ctx.king + 1.5) * ctx.can_found
    for s in ctx.geo.sites:
        if s in v.cities or (claimed is not None and s in claimed):
            continue
        d = dist.get(s)
        if d is None:
            continue
        best = max(best, site * 0.6**d)
    for r, per in ctx.targets():
        d = dist.get(r)
        if d is None:
            continue
        best = max(best, per * 0.6**d)
    if kind is Unit.GALLEY and ctx.nav and seas:
        held = {r for r, k in ctx.units(ctx.me, Unit.GALLEY).items() if k > 0}
        for s in ctx.geo.seas:
            if s in held:
                continue
            d = dist.get(s)
            if d is None:
                continue
            best = max(best, 2 * ctx.nav * 0.6**d)
    return best


def plan_militia(ctx: Ctx, b: Budget) -> Plan:
    v = ctx.v
    b = b.copy()
    t = v.this
    # what was recruited when the turn started (the engine's snapshot)
    deployable = {u: min(t.deployable.get(u, 0), ctx.n.recruits(u)) for u in UNITS}
    deployed = dict(t.deployed)
    mine = sorted(ctx.cities_of(ctx.me))
    added: dict[str, int] = {}
    acts: list[DuellumAction] = []
    total = 0.0
    needs = {Resource.IRON: DEPLOY_IRON}
    while True:
        if not b.can(needs):
            break
        best: tuple[float, DuellumAction | None] = (0.0, None)
        cost = b.cost(ctx, needs)
        for r in mine:
            c = v.cities[r]
            limit = TEMPLE_CITY_LIMIT if c.temple else CITY_LIMIT
            if deployed.get(r, 0) >= limit:
                continue
            d = ctx.defence(r, ctx.foe) + added.get(r, 0)
            dg = ctx.defend_gain(r, 1, d)
            for u in UNITS:
                if deployable[u] <= 0 or r not in ctx.geo.holds[u]:
                    continue
                if ctx.enemy_present(ctx.me, r, u):
                    continue
                g = dg + potential(ctx, u, r) + 1.0 - cost
                if added.get(r, 0):
                    g -= 0.5 * added[r]
                if g > best[0]:
                    best = (g, Deploy(unit=u, region=r))
        g, a = best
        if a is None:
            break
        assert isinstance(a, Deploy)
        total += g
        acts.append(a)
        b.pay(needs)
        deployed[a.region] = deployed.get(a.region, 0) + 1
        added[a.region] = added.get(a.region, 0) + 1
        unit = a.unit
        assert isinstance(unit, Unit)
        deployable[unit] -= 1
    return Plan(total, acts, b)
