"""The rondel choice: each field's best plan, net of what paid steps give up, plus a share
of what the next turn could gain from there."""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.common.maps import Resource
from rules.duellum.actions import DuellumAction, Rondel
from rules.duellum.ai.basics import FIELDS, LOOKAHEAD
from rules.duellum.ai.duellum import plan_duellum, plan_found
from rules.duellum.ai.fields import Plan, plan_militia, plan_production, plan_scientia, plan_templum
from rules.duellum.ai.valuation import Budget, Ctx
from rules.duellum.state import Field, Pay


def field_plan(ctx: Ctx, field: Field, b: Budget) -> Plan:
    if field in (Field.MARMOR, Field.FERRUM, Field.AURUM):
        p = plan_production(ctx, field, b)
    elif field is Field.TEMPLUM:
        p = plan_templum(ctx, b)
    elif field is Field.SCIENTIA:
        p = plan_scientia(ctx, b)
    elif field is Field.MILITIA:
        p = plan_militia(ctx, b)
    else:
        return plan_duellum(ctx, b)
    f = plan_found(ctx, p.budget)
    return Plan(p.value + f.value, p.actions + f.actions, f.budget)


# --- the rondel ---------------------------------------------------------------------------------


def _pay_value(ctx: Ctx, field: Field, pay: tuple[Pay, ...]) -> float:
    """What a rondel payment gives up; the resource the field itself uses counts extra."""
    keep = {
        Field.TEMPLUM: Pay.MARBLE,
        Field.SCIENTIA: Pay.GOLD,
        Field.MILITIA: Pay.IRON,
    }.get(field)
    v = 0.0
    stock = {p: ctx.n.stock(p) for p in Pay}
    for p in pay:
        stock[p] -= 1
        if p is Pay.COIN:
            v += ctx.coin_value(stock[p])
        else:
            v += ctx.mv(Resource(p.value), stock[p])
        if p is keep:
            v += 1.0
    return v


def choose_rondel(ctx: Ctx, legal: Sequence[DuellumAction], rng: random.Random) -> DuellumAction:
    by_field: dict[int, list[Rondel]] = {}
    for a in legal:
        if isinstance(a, Rondel):
            by_field.setdefault(a.field, []).append(a)
    b0 = Budget(ctx.n)
    plans: dict[Field, Plan] = {}
    for f in set(FIELDS):
        plans[f] = field_plan(ctx, f, b0)
    memo: dict[tuple[Field, int, int, int, int], float] = {}

    def value_with(f: Field, b: Budget) -> float:
        if f is Field.DUELLUM:
            return plans[f].value
        key = (f, b.res[Resource.MARBLE], b.res[Resource.IRON], b.res[Resource.GOLD], b.coins)
        got = memo.get(key)
        if got is None:
            got = memo[key] = field_plan(ctx, f, b).value
        return got

    def next_best(idx: int, b: Budget) -> float:
        return max(value_with(FIELDS[(idx + k) % len(FIELDS)], b) for k in (1, 2, 3))

    scored: list[tuple[float, Rondel]] = []
    best_free = max(
        (plans[FIELDS[i]].value for i, opts in by_field.items() if not opts[0].pay), default=0.0
    )
    for idx, opts in sorted(by_field.items()):
        f = FIELDS[idx]
        if not opts[0].pay:
            p = plans[f]
            scored.append((p.value + LOOKAHEAD * next_best(idx, p.budget), opts[0]))
            continue
        cost = len(opts[0].pay)
        if plans[f].value - cost * 1.0 + LOOKAHEAD * next_best(idx, b0) <= best_free:
            continue
        pay = min(opts, key=lambda a: (_pay_value(ctx, f, a.pay), a.pay))
        b = b0.copy()
        b.take(pay.pay)
        p = field_plan(ctx, f, b)
        value = p.value - _pay_value(ctx, f, pay.pay) - 0.3 * cost
        scored.append((value + LOOKAHEAD * next_best(idx, p.budget), pay))
    if not scored:
        return rng.choice([a for a in legal if isinstance(a, Rondel)])
    top = max(s for s, _ in scored)
    best = [a for s, a in scored if s >= top - 1e-9]
    return best[rng.randrange(len(best))] if len(best) > 1 else best[0]
