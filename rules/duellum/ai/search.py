"""The strong AI's settings for Duellum (``rules.core.search`` does the searching).

Duellum hides almost nothing (the event deck's order and the standing orders for Fortress),
so the worlds differ little; what the search adds is lookahead. It searches the rondel
choice, the decision that shapes a whole turn: each candidate field is played out with the
heuristic's own turn plan through the rest of that turn and the opponent's reply, and the
position is scored. Every other decision (the moves of a plan, answers, picks) is the
heuristic's, played without a search.

- ``evaluate``: each nation's standing in resource units (personages, cities and temples
  toward the next king and citizen, sea points toward a navigator, know-hows, stock, units,
  event cards), turned into [0, 1] by the lead over the opponent (``lead_values``).
- ``playout``: the heuristic's choice on the world's position (a view built from it, no
  re-deal), plus the variant's special units, which the heuristic never moves: the special
  unit is deployed by MILITIA into the temple city where its +1 defends most (the general
  where a legion may stand, the admiral by the sea), and in DUELLUM it first goes where it
  helps most: to an enemy city it takes 1 off for the turn's conquests, to a threatened city
  of ours, or (the admiral) to open water for a navigator.
- ``candidates``: the heuristic's choice first, then the free rondel fields, then the paid
  ones, cheapest first (each field's cheapest payment only).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from rules.common.maps import Resource, Unit
from rules.core.policy import SearchSpec
from rules.core.search import lead_values
from rules.duellum.actions import Deploy, DuellumAction, EndTurn, Move, Rondel, SetOrder
from rules.duellum.ai import heuristic_ai
from rules.duellum.ai.basics import PERSONAGE, geo
from rules.duellum.ai.duellum import plan_duellum
from rules.duellum.ai.valuation import Budget, Ctx
from rules.duellum.state import (
    NAVIGATOR_POINTS,
    SPECIAL_DEPLOY_IRON,
    DuellumState,
    Field,
    Personage,
    Phase,
    Special,
)
from rules.duellum.view import DuellumView, make_view

# --- the evaluation ----------------------------------------------------------------------------

CITY = 3.0  # a city: a fifth of a king and its yield
TEMPLE = 3.5  # a temple: a third of a citizen (discounted) and its triple yield
WALL = 0.6
SEA_POINT = 1.2  # a sea point held: a seventh of a navigator (discounted)
KNOWHOW = 2.0
STOCK = 0.6  # a resource unit or coin, up to STOCK_CAP of each ...
STOCK_CAP = 6
STOCK_OVER = 0.2  # ... and beyond
LEGION = 1.6
GALLEY = 2.0
RECRUIT = 1.0  # a unit waiting in the recruitment area
SPECIAL_OUT = 2.0  # the special unit on the map
CARD = 1.0
SPECIAL_WORTH = 3.0  # the playout's worth of deploying the special unit (it never dies)
THREAT = 1.0  # weight of what a nation stands to lose next turn
SCALE = 16.0  # a lead of one personage is worth about 0.73


def _active(s: DuellumState) -> frozenset[int]:
    if s.pending:
        return frozenset({s.pending[0].seat})
    return frozenset({s.current})


def standing(s: DuellumState, seat: int) -> float:
    """One nation's standing in resource units."""
    n = s.nations[seat]
    g = geo(s.side)
    bank = s.bank_personages
    score = PERSONAGE * n.personage_count
    cities = temples = walls = 0
    for c in s.cities.values():
        if c.owner == seat:
            cities += 1
            temples += 1 if c.temple else 0
            walls += 1 if c.wall else 0
    score += CITY * cities * (1.0 if bank.get(Personage.KING, 0) > 0 else 0.6)
    score += TEMPLE * temples * (1.0 if bank.get(Personage.CITIZEN, 0) > 0 else 0.6)
    score += WALL * walls
    if bank.get(Personage.NAVIGATOR, 0) > 0:
        held = {r for r, k in s.galleys[seat].items() if k > 0}
        if n.special is Special.ADMIRAL and n.special_at is not None:
            held.add(n.special_at)
        points = sum(g.nav[r] for r in held)
        mark = n.marks.get(Personage.NAVIGATOR, 0)
        # points count only up to the next navigator's threshold and a little beyond
        goal = NAVIGATOR_POINTS * (mark + 1)
        score += SEA_POINT * min(points, goal) + 0.3 * SEA_POINT * max(0, points - goal)
    score += KNOWHOW * len(n.knowhows)
    for x in (n.marble, n.iron, n.gold, n.coins):
        score += STOCK * min(x, STOCK_CAP) + STOCK_OVER * max(0, x - STOCK_CAP)
    score += LEGION * sum(s.legions[seat].values()) + GALLEY * sum(s.galleys[seat].values())
    score += RECRUIT * (n.recruit_legions + n.recruit_galleys)
    if n.special is not None and n.special_at is not None:
        score += SPECIAL_OUT
    score += CARD * len(n.events)
    return score


def exposure(s: DuellumState, seat: int) -> float:
    """What the nation stands to lose to the opponent's next DUELLUM: per city, the
    heuristic's chance of losing it (enemy units in reach against its defence) times what
    losing it would cost."""
    # Ctx only reads the fields a view shares with the position: no copy is needed
    ctx = Ctx(cast(DuellumView, s), seat)
    foe = 1 - seat
    return sum(ctx.loss_risk(r, ctx.defence(r, foe)) * ctx.swing(r) for r in ctx.cities_of(seat))


def evaluate(s: DuellumState, me: int) -> list[float]:
    """Both nations' values in [0, 1]: the lead in standing, less what each stands to lose,
    through a logistic."""
    scores = [standing(s, i) - THREAT * exposure(s, i) for i in (0, 1)]
    return lead_values(scores, SCALE)


# --- the playout policy: the heuristic, and the special units ----------------------------------


def _special_deploy(ctx: Ctx, legal: Sequence[DuellumAction]) -> DuellumAction | None:
    """MILITIA: the special unit into the temple city where it is worth most, if that is
    worth its iron."""
    cost = Budget(ctx.n).cost(ctx, {Resource.IRON: SPECIAL_DEPLOY_IRON})
    best: tuple[float, DuellumAction | None] = (cost, None)
    for a in legal:
        if not isinstance(a, Deploy) or not isinstance(a.unit, Special):
            continue
        g = ctx.defend_gain(a.region, 1) + SPECIAL_WORTH + _sea_gain(ctx, a.unit, a.region)
        if g > best[0]:
            best = (g, a)
    return best[1]


def _sea_gain(ctx: Ctx, unit: Special, region: str) -> float:
    """The admiral on open water not held by our galleys: its sea points toward a
    navigator."""
    if unit is not Special.ADMIRAL or not ctx.nav:
        return 0.0
    if ctx.count(ctx.me, Unit.GALLEY, region) > 0:
        return 0.0
    return ctx.nav * ctx.geo.nav.get(region, 0)


def _special_move(
    s: DuellumState, ctx: Ctx, legal: Sequence[DuellumAction]
) -> DuellumAction | None:
    """DUELLUM, before the plan's first move: the special unit where it helps this turn's
    conquests, defends a threatened city or holds water, if that beats staying."""
    moves = [a for a in legal if isinstance(a, Move) and isinstance(a.unit, Special)]
    if not moves:
        return None
    n = ctx.n
    unit = n.special
    here = n.special_at
    assert unit is not None and here is not None
    v = ctx.v
    base = plan_duellum(ctx, Budget(n)).value
    stay = _sea_gain(ctx, unit, here)
    city = v.cities.get(here)
    if city is not None and city.owner == ctx.me:
        stay += -ctx.defend_gain(here, -1)
    best: tuple[float, DuellumAction | None] = (stay + 0.3, None)
    for a in moves:
        dest = v.cities.get(a.to)
        g = _sea_gain(ctx, unit, a.to)
        if dest is not None and dest.owner == ctx.me:
            g += ctx.defend_gain(a.to, 1)
        elif dest is not None:
            after = _after_move(s, ctx.me, a)
            g += plan_duellum(Ctx(after, ctx.me), Budget(n)).value - base
        elif g <= 0:
            continue
        if g > best[0]:
            best = (g, a)
    return best[1]


def _after_move(s: DuellumState, seat: int, a: Move) -> DuellumView:
    """The seat's view with the special unit moved (the plan reads only where it stands)."""
    v = make_view(s, seat, _active(s))
    v.nations[seat].special_at = a.to
    v.this.special_moved = True
    return v


def playout(
    s: DuellumState, seat: int, legal: Sequence[DuellumAction], rng: random.Random
) -> DuellumAction:
    """The heuristic on this world's position, with the special units used."""
    v = make_view(s, seat, _active(s))
    choice = heuristic_ai(v, legal, rng)
    if not s.special_units or s.pending:
        return choice
    n = s.nations[seat]
    t = s.this
    if n.special is None or t.phase is not Phase.ACT:
        return choice
    if t.field is Field.MILITIA and n.special_at is None and isinstance(choice, EndTurn):
        return _special_deploy(Ctx(v, seat), legal) or choice
    if (
        t.field is Field.DUELLUM
        and n.special_at is not None
        and not t.special_moved
        and not t.conquering
        and not t.arrived
        and isinstance(choice, (Move, EndTurn))
    ):
        return _special_move(s, Ctx(v, seat), legal) or choice
    return choice


# --- what is searched ----------------------------------------------------------------------------


def think(s: DuellumState, seat: int, legal: Sequence[DuellumAction]) -> bool:
    """Only the rondel choice is searched; the rest follows the turn's plan."""
    return not s.pending and s.this.phase is Phase.RONDEL


def candidates(
    s: DuellumState, seat: int, legal: Sequence[DuellumAction], rng: random.Random
) -> list[DuellumAction]:
    """The playout's choice, then the free rondel fields, then each paid field at its
    cheapest; other decisions: the playout's choice and the rest in order."""
    first = playout(s, seat, legal, rng)
    moves = [a for a in legal if not isinstance(a, SetOrder)]
    if s.pending or s.this.phase is not Phase.RONDEL:
        return [first, *(a for a in moves if a != first)]
    cheapest: dict[int, Rondel] = {}
    for a in moves:
        if isinstance(a, Rondel):
            now = cheapest.get(a.field)
            if now is None or len(a.pay) < len(now.pay):
                cheapest[a.field] = a
    ranked = sorted(cheapest.values(), key=lambda a: (len(a.pay), a.field))
    return [first, *(a for a in ranked if a != first)]


SEARCH = SearchSpec(
    evaluate=evaluate,
    playout=playout,
    playout_steps=10,
    candidates=candidates,
    think=think,
    width=1,
    root_width=4,
    lead=0.3,
    explore=0.7,
    worlds=2,
    arena_iterations=6,
    iterations_per_second=60,
    notes="rules/duellum/README.md, Strong AI",
)
