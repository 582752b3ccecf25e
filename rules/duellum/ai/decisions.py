"""Decisions outside the turn plan: answers to pending questions (Fortress, casualties, picks,
a coin's stand-in), event cards worth playing now, and COMMERCIUM trades."""

from __future__ import annotations

from collections.abc import Sequence

from rules.common.maps import Resource, Unit
from rules.duellum.actions import (
    Casualties,
    CoinInstead,
    DuellumAction,
    Fortress,
    Pick,
    PlayEvent,
    Rondel,
    Trade,
)
from rules.duellum.ai.basics import UNITS, card
from rules.duellum.ai.duellum import plan_duellum
from rules.duellum.ai.fields import plan_templum, potential
from rules.duellum.ai.valuation import Budget, Ctx
from rules.duellum.events import Effect
from rules.duellum.state import Field, PendingKind, Phase


def _card_value(ctx: Ctx, cid: str) -> float:
    c = card(cid)
    e = c.effect
    p = c.params
    if e is Effect.GAIN:
        return (
            p.marble * ctx.rv[Resource.MARBLE]
            + p.iron * ctx.rv[Resource.IRON]
            + p.gold * ctx.rv[Resource.GOLD]
            + p.coins * ctx.cv
        )
    if e is Effect.FORTRESS:
        return 3.0
    if e is Effect.EARTHQUAKE:
        return 1.5
    if e is Effect.BURGLARY:
        return 0.5 + ctx.f.coins / 2 * ctx.cv * 0.6
    if e is Effect.ACADEMY:
        return 0.5 + len(ctx.f.knowhows) * ctx.rv[Resource.GOLD] * 0.8
    if e is Effect.RECRUIT:
        return p.legions * 1.4 + p.galleys * 2.2
    if e is Effect.MUSTER:
        return 2.2
    if e is Effect.WALL:
        return 1.5 if ctx.v.bank_walls > 0 else 0.2
    if e in (Effect.PLAGUE, Effect.STORM):
        return 2.0
    if e is Effect.LEVY:
        return 2.0
    if e is Effect.ARCHITECT:
        return 3.0 if ctx.cit else 1.0
    if e is Effect.FORCED_MARCH:
        return 1.2
    if e is Effect.ORACLE:
        return 1.5
    return 1.0


def answer(ctx: Ctx, legal: Sequence[DuellumAction]) -> DuellumAction:
    v = ctx.v
    p = v.pending[0]
    if p.kind is PendingKind.PICK:
        picks = [a for a in legal if isinstance(a, Pick)]
        return max(picks, key=lambda a: (_card_value(ctx, a.card), a.card))
    if p.kind is PendingKind.FORTRESS:
        region = p.region or ""
        foe = ctx.foe
        have = ctx.count(foe, Unit.LEGION, region) + ctx.count(foe, Unit.GALLEY, region)
        saves = have < ctx.defence(region, foe) + 1
        want = Fortress(play=saves)
        return want if want in legal else legal[0]
    if p.kind is PendingKind.CASUALTIES:
        cas = [a for a in legal if isinstance(a, Casualties)]
        # galleys are dearer and may count toward Navigators: lose legions first
        return max(cas, key=lambda a: a.legions)
    coins = [a for a in legal if isinstance(a, CoinInstead)]
    return max(coins, key=lambda a: (ctx.rv[a.resource], a.resource.value))


def event_now(ctx: Ctx, legal: Sequence[DuellumAction]) -> DuellumAction | None:
    """An event card worth playing at this moment, if any."""
    v = ctx.v
    t = v.this
    best: tuple[float, DuellumAction | None] = (0.0, None)
    for a in legal:
        if not isinstance(a, PlayEvent):
            continue
        c = card(a.card)
        e = c.effect
        g = 0.0
        if (
            e is Effect.GAIN
            or e is Effect.WALL
            or (e is Effect.RECRUIT and t.field is not Field.MILITIA)
        ):
            g = 1.0
        elif e is Effect.LEVY and a.resource is not None:
            g = min(c.params.amount, ctx.f.stock(a.resource)) * ctx.rv[a.resource] - 0.5
        elif e is Effect.BURGLARY:
            g = ctx.f.coins // 2 - 1.5
        elif e is Effect.ACADEMY:
            g = len(ctx.f.knowhows) - 0.5
        elif e is Effect.MUSTER and a.region is not None and a.unit is not None:
            if t.phase is Phase.RONDEL or (t.field is Field.DUELLUM and t.phase is Phase.ACT):
                g = ctx.defend_gain(a.region, 1) + potential(ctx, a.unit, a.region) - 0.5
        elif e in (Effect.PLAGUE, Effect.STORM) and a.region is not None:
            g = _strike_value(ctx, a.region, Unit.LEGION if e is Effect.PLAGUE else Unit.GALLEY)
        elif e is Effect.EARTHQUAKE and a.region is not None:
            city = v.cities.get(a.region)
            if city is not None and city.owner == ctx.foe and t.phase is Phase.RONDEL:
                near = sum(
                    k
                    for u in UNITS
                    for r, k in ctx.units(ctx.me, u).items()
                    if ctx.geo.dist[u][r].get(a.region, 99) <= ctx.reach(ctx.me, u)
                )
                if near + 1 >= ctx.defence(a.region, ctx.me):
                    g = 1.0
        elif e is Effect.ARCHITECT:
            if t.field is Field.TEMPLUM and t.phase is Phase.ACT:
                b = Budget(ctx.n)
                with_ = plan_templum(ctx, b, discount=t.discount + c.params.discount).value
                without = plan_templum(ctx, b).value
                g = with_ - without - 2.0
        elif e is Effect.FORCED_MARCH and c.params.unit is not None:
            if t.field is Field.DUELLUM and t.phase is Phase.ACT and not t.arrived:
                b = Budget(ctx.n)
                without = plan_duellum(ctx, b).value
                ctx.march = {c.params.unit: 1}
                g = plan_duellum(ctx, b).value - without - 2.0
                ctx.march = {}
        elif e is Effect.ORACLE:
            g = 0.0  # handled with the rondel choice
        if g > best[0]:
            best = (g, a)
    return best[1]


def trade_now(ctx: Ctx, legal: Sequence[DuellumAction]) -> DuellumAction | None:
    """A COMMERCIUM trade of surplus for what is short, if one pays."""
    best: tuple[float, DuellumAction | None] = (0.6, None)
    b = Budget(ctx.n)
    for a in legal:
        if not isinstance(a, Trade):
            continue
        give: dict[Resource, int] = {}
        for r in a.give:
            give[r] = give.get(r, 0) + 1
        lost = b.cost(ctx, give)
        after = b.copy()
        after.pay(give)
        got = 0.0
        for r in a.take:
            got += after.gain(ctx, r, 1)
            after.res[r] += 1
        if got - lost > best[0]:
            best = (got - lost, a)
    return best[1]


def _strike_value(ctx: Ctx, region: str, kind: Unit) -> float:
    v = ctx.v
    g = 0.0
    city = v.cities.get(region)
    if city is not None and city.owner == ctx.foe:
        g += 1.0
    for c, (t1, _) in ctx.threats().items():
        near = region == c or region in ctx.geo.adj[kind].get(c, ())
        if near and t1 >= ctx.defence(c, ctx.foe):
            g += 2.0
    if kind is Unit.GALLEY and ctx.geo.nav.get(region, 0) == 2:
        g += 0.8
    return g - 0.8


def oracle(ctx: Ctx, legal: Sequence[DuellumAction], choice: DuellumAction) -> DuellumAction:
    """Play the Oracle instead when the chosen rondel move costs two or more."""
    if isinstance(choice, Rondel) and len(choice.pay) >= 2:
        for a in legal:
            if isinstance(a, PlayEvent) and card(a.card).effect is Effect.ORACLE:
                return a
    return choice
