"""The DUELLUM plan: all of a turn's moves at once, then conquests, then foundings; and the
foundings any field allows."""

from __future__ import annotations

from rules.common.maps import Resource, Unit
from rules.duellum.actions import Conquer, DuellumAction, Found, Move
from rules.duellum.ai.basics import FOUND_NEEDS, UNIT_WORTH, UNITS
from rules.duellum.ai.fields import Plan, potential
from rules.duellum.ai.valuation import Budget, Ctx
from rules.duellum.state import NAVIGATOR_POINTS, RESOURCES, Personage
from rules.duellum.view import DuellumView


def _best_resource(
    ctx: Ctx, site: str, b: Budget, planned: dict[str, Resource]
) -> tuple[float, Resource | None, int]:
    v = ctx.v
    best: tuple[float, Resource | None, int] = (0.0, None, 0)
    for res in RESOURCES:
        if v.bank_markers.get(res, 0) - sum(1 for x in planned.values() if x is res) <= 0:
            continue
        extra = sum(
            1
            for x in ctx.geo.near[site]
            if (x in v.cities and v.cities[x].resource is res) or planned.get(x) is res
        )
        if not b.can(FOUND_NEEDS, extra):
            continue
        g = ctx.king + ctx.prod * ctx.hi[res] * ctx.scarcity(res) + 1.0
        g -= b.cost(ctx, FOUND_NEEDS, extra)
        if g > best[0]:
            best = (g, res, extra)
    return best


class Army:
    """Movable units and where everything stands while a DUELLUM plan is built."""

    def __init__(self, ctx: Ctx) -> None:
        v = ctx.v
        me = ctx.me
        self.at: dict[Unit, dict[str, int]] = {
            Unit.LEGION: dict(v.legions[me]),
            Unit.GALLEY: dict(v.galleys[me]),
        }
        self.free: dict[tuple[Unit, str], int] = {}
        if not v.this.conquering:
            for u in UNITS:
                for r, k in self.at[u].items():
                    left = k - v.this.arrived.get(r, {}).get(u, 0)
                    if left > 0:
                        self.free[(u, r)] = left
        self._ways: dict[tuple[Unit, str], dict[str, tuple[str, ...]]] = {}
        self.ctx = ctx

    def ways(self, u: Unit, r: str) -> dict[str, tuple[str, ...]]:
        key = (u, r)
        if key not in self._ways:
            self._ways[key] = self.ctx.ways(self.ctx.me, r, u)
        return self._ways[key]

    def total(self, r: str) -> int:
        return self.at[Unit.LEGION].get(r, 0) + self.at[Unit.GALLEY].get(r, 0)

    def movers_to(self, r: str) -> list[tuple[Unit, str]]:
        return [key for key, k in self.free.items() if k > 0 and r in self.ways(*key)]

    def move(self, u: Unit, origin: str, to: str, survive: bool = True) -> None:
        self.free[(u, origin)] -= 1
        self.at[u][origin] -= 1
        if survive:
            self.at[u][to] = self.at[u].get(to, 0) + 1


def plan_duellum(ctx: Ctx, b: Budget, execute: bool = False) -> Plan:
    v = ctx.v
    me, foe = ctx.me, ctx.foe
    b = b.copy()
    army = Army(ctx)
    moves: list[DuellumAction] = []
    conquests: list[DuellumAction] = []
    total = 0.0
    foe_units = {u: dict(ctx.units(foe, u)) for u in UNITS}
    taken: set[str] = set()

    # A. conquests: every move they need happens before the first Conquer
    fortress = ctx.foe_fortress()
    while True:
        best: tuple[float, str, list[tuple[Unit, str]]] = (0.0, "", [])
        for r, c in sorted(v.cities.items()):
            if c.owner != foe or r in taken or r in v.this.held:
                continue
            need = ctx.defence(r, me) + (1 if fortress else 0)
            here = army.total(r)
            short = need - here
            movers: list[tuple[Unit, str]] = []
            if short > 0:
                if not army.free:
                    continue
                pool = []
                for key in army.movers_to(r):
                    pool.extend([key] * army.free[key])
                if len(pool) < short:
                    continue
                pool.sort(key=lambda key: _keep_value(ctx, army, key))
                movers = pool[:short]
            lost = sum(UNIT_WORTH[u] for u, _ in movers) + max(0, need - len(movers)) * 2.5
            gain = ctx.conquest_gain(r) - lost
            gain -= sum(_keep_value(ctx, army, key) for key in movers)
            if gain > best[0]:
                best = (gain, r, movers)
        gain, r, movers = best
        if not r:
            break
        total += gain
        taken.add(r)
        for u, origin in movers:
            fights = foe_units[u].get(r, 0) > 0
            moves.append(_move_action(u, origin, r))
            army.move(u, origin, r, survive=not fights)
            if fights:
                foe_units[u][r] -= 1
        conquests.append(Conquer(region=r))
        # the conquest's losses: keep the model simple, all units there are spent
        for u in UNITS:
            army.at[u][r] = 0

    # B. foundings: units already on a free site, or one move away
    planned: dict[str, Resource] = {}
    founds: list[DuellumAction] = []
    sites = [s for s in ctx.geo.sites if s not in v.cities]
    while True:
        best_f: tuple[float, str, Resource | None, tuple[Unit, str] | None] = (0.0, "", None, None)
        for s in sites:
            if s in planned:
                continue
            if army.total(s) > 0:
                g, res, _ = _best_resource(ctx, s, b, planned)
                if res is not None and g > best_f[0]:
                    best_f = (g, s, res, None)
                continue
            for key in army.movers_to(s):
                u, origin = key
                if foe_units[u].get(s, 0) > 0:
                    continue
                g, res, _ = _best_resource(ctx, s, b, planned)
                g -= _keep_value(ctx, army, key)
                if res is not None and g > best_f[0]:
                    best_f = (g, s, res, key)
        g, s, res, by = best_f
        if res is None:
            break
        total += g
        if by is not None:
            u, origin = by
            moves.append(_move_action(u, origin, s))
            army.move(u, origin, s)
        extra = sum(
            1
            for x in ctx.geo.near[s]
            if (x in v.cities and v.cities[x].resource is res) or planned.get(x) is res
        )
        b.pay(FOUND_NEEDS, extra)
        planned[s] = res
        founds.append(Found(region=s, resource=res))

    # C. galleys to open water for Navigators
    if ctx.nav and not v.this.conquering:
        mark = ctx.n.marks.get(Personage.NAVIGATOR, 0)
        goal = NAVIGATOR_POINTS * (mark + 1)
        while True:
            held = {r for r, k in army.at[Unit.GALLEY].items() if k > 0}
            points = sum(ctx.geo.nav[r] for r in held)
            best_n: tuple[float, tuple[Unit, str] | None, str] = (0.0, None, "")
            for key, k in army.free.items():
                u, origin = key
                if u is not Unit.GALLEY or k <= 0:
                    continue
                lose = ctx.geo.nav[origin] if army.at[u].get(origin, 0) == 1 else 0
                if origin in planned or (origin in v.cities and v.cities[origin].owner == me):
                    lose_keep = _keep_value(ctx, army, key)
                else:
                    lose_keep = 0.0
                for dest in army.ways(u, origin):
                    if dest in held or foe_units[u].get(dest, 0) > 0:
                        continue
                    delta = ctx.geo.nav[dest] - lose
                    if delta <= 0:
                        continue
                    new = points + delta
                    useful = min(new, goal) - min(points, goal)
                    g = useful * ctx.nav + (delta - useful) * ctx.nav * 0.3 - lose_keep
                    if g > best_n[0]:
                        best_n = (g, key, dest)
            g, key2, dest = best_n
            if key2 is None:
                break
            total += g
            u, origin = key2
            moves.append(_move_action(u, origin, dest))
            army.move(u, origin, dest)

    # D/E. defence and positioning for the rest
    if not v.this.conquering:
        claimed = set(planned) | {s for s in sites if army.total(s) > 0}
        for key in sorted(army.free):
            u, origin = key
            while army.free.get(key, 0) > 0:
                seas = ctx.geo.nav[origin] < 2
                alone = army.total(origin) == 1
                mine_here = claimed - {origin} if alone else claimed
                stay = _keep_value(ctx, army, key) + potential(ctx, u, origin, mine_here, seas)
                stay += _hold_value(ctx, army, u, origin, leaving=True)
                best_m: tuple[float, str] = (stay + 0.8, "")
                for dest in army.ways(u, origin):
                    if foe_units[u].get(dest, 0) > 0:
                        continue
                    city = v.cities.get(dest)
                    if city is not None and city.owner == foe:
                        continue
                    g = potential(ctx, u, dest, claimed, seas)
                    g += _hold_value(ctx, army, u, dest, leaving=False)
                    if city is not None and city.owner == me:
                        g += ctx.defend_gain(
                            dest, 1, ctx.defence(dest, foe) + _added(army, v, me, dest)
                        )
                    if g > best_m[0]:
                        best_m = (g, dest)
                g, dest = best_m
                if not dest:
                    break
                total += 0.25 * (g - stay)
                moves.append(_move_action(u, origin, dest))
                army.move(u, origin, dest)
                if alone:
                    claimed.discard(origin)
                if dest in ctx.geo.sites and dest not in v.cities:
                    claimed.add(dest)
    return Plan(total, moves + conquests + founds, b)


def _hold_value(ctx: Ctx, army: Army, u: Unit, region: str, leaving: bool) -> float:
    """Navigator points a galley holds where it stands (``leaving``) or would add."""
    if u is not Unit.GALLEY or not ctx.nav:
        return 0.0
    here = army.at[Unit.GALLEY].get(region, 0)
    if (leaving and here == 1) or (not leaving and here == 0):
        return ctx.geo.nav[region] * ctx.nav
    return 0.0


def _added(army: Army, v: DuellumView, me: int, region: str) -> int:
    """Units the plan has moved into ``region`` beyond those standing there now."""
    now = v.legions[me].get(region, 0) + v.galleys[me].get(region, 0)
    return army.total(region) - now


def _keep_value(ctx: Ctx, army: Army, key: tuple[Unit, str]) -> float:
    """What a unit gives where it stands: defence of our city there."""
    r = key[1]
    v = ctx.v
    c = v.cities.get(r)
    if c is None or c.owner != ctx.me:
        return 0.0
    d = ctx.defence(r, ctx.foe) + _added(army, v, ctx.me, r)
    return -ctx.defend_gain(r, -1, d)


def _move_action(u: Unit, origin: str, to: str) -> Move:
    return Move(unit=u, origin=origin, to=to)


def plan_found(ctx: Ctx, b: Budget) -> Plan:
    """Foundings with units already standing on free city sites (any field)."""
    v = ctx.v
    b = b.copy()
    army_at = {
        r
        for u in UNITS
        for r, k in ctx.units(ctx.me, u).items()
        if k > 0 and r in ctx.geo.sites and r not in v.cities
    }
    planned: dict[str, Resource] = {}
    acts: list[DuellumAction] = []
    total = 0.0
    while True:
        best: tuple[float, str, Resource | None, int] = (0.0, "", None, 0)
        for s in sorted(army_at):
            if s in planned:
                continue
            g, res, extra = _best_resource(ctx, s, b, planned)
            if res is not None and g > best[0]:
                best = (g, s, res, extra)
        g, s, res, extra = best
        if res is None:
            break
        total += g
        b.pay(FOUND_NEEDS, extra)
        planned[s] = res
        acts.append(Found(region=s, resource=res))
    return Plan(total, acts, b)
