"""Duellum AIs: uniformly random legal play, and a heuristic player.

``random``: a uniformly random legal action (the random-legal baseline).

``heuristic``: a turn planner that reads only the seat's view. Everything is valued in
resource units, so the gains of different fields can be compared:

- a resource unit is worth more while the nation is short of it for its next purchase (gold
  for the next know-how while philosophers remain, marble for a temple, iron for the units
  waiting to deploy) and little beyond; a coin is worth the most needed resource;
- a city, temple or sea point is worth a personage (``PERSONAGE``; ``WIN`` for the ninth)
  shared over what is still missing to the next king, citizen or navigator, so the one that
  completes a personage counts fully; taking an enemy city also counts what the enemy loses,
  and a temple taken brings a general;
- the rondel move takes the field whose best plan (plus the foundings it allows) gains most,
  net of what paid steps cost, plus a share of what the fields reachable free from there
  would gain next turn with the stock this field leaves;
- TEMPLUM builds temples and walls where the enemy threatens; SCIENTIA develops know-hows and
  recruits units that would have something to do; MILITIA deploys units where they defend a
  threatened city or can found, conquer or sail; the production fields are worth their yield;
- DUELLUM plans all of the turn's moves at once: conquests first (the enemy city's defence
  in units, one more if the enemy holds Fortress), then units to empty city sites to found,
  galleys to open seas for Navigators, and the rest a step toward the nearest target or into
  a threatened city; then the conquests, then the foundings;
- event cards are played when they help now; COMMERCIUM trades a surplus for what is short;
  picks take the most useful card.

Threats are counted like the enemy's next DUELLUM: the enemy units that can reach a city,
against its defence. The plan is recomputed from the view at every decision; ``rng`` only
breaks ties, so the same position and stream give the same action. The weights were tuned
by self-play against earlier versions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pydantic import BaseModel

from rules.duellum.actions import DuellumAction, EndTurn, Move, SetOrder
from rules.duellum.ai.decisions import answer, event_now, oracle, trade_now
from rules.duellum.ai.duellum import plan_found
from rules.duellum.ai.rondel import choose_rondel, field_plan
from rules.duellum.ai.valuation import Budget, Ctx
from rules.duellum.data import KnowHowId
from rules.duellum.state import Phase
from rules.duellum.view import DuellumView


def random_ai(view: BaseModel, legal: Sequence[DuellumAction], rng: random.Random) -> DuellumAction:
    """A uniform pick among the game's moves (a standing order is not a move: the random
    player is asked each time)."""
    moves = [a for a in legal if not isinstance(a, SetOrder)]
    return rng.choice(moves or list(legal))


# --- the policy ---------------------------------------------------------------------------------


def heuristic_ai(
    view: BaseModel, legal: Sequence[DuellumAction], rng: random.Random
) -> DuellumAction:
    legal = [a for a in legal if not isinstance(a, SetOrder)]  # it answers each attack itself
    if len(legal) == 1:
        return legal[0]
    assert isinstance(view, DuellumView)
    me = view.viewer
    assert me is not None
    ctx = Ctx(view, me)
    if view.pending:
        return answer(ctx, legal)
    t = view.this
    ev = event_now(ctx, legal)
    if ev is not None:
        return ev
    if KnowHowId.COMMERCIUM in ctx.n.knowhows and not t.developed_commercium:
        tr = trade_now(ctx, legal)
        if tr is not None:
            return tr
    if t.phase is Phase.RONDEL:
        return oracle(ctx, legal, choose_rondel(ctx, legal, rng))
    b = Budget(ctx.n)
    if t.phase is Phase.ACT and t.field is not None:
        plan = field_plan(ctx, t.field, b)
    else:
        plan = plan_found(ctx, b)
    allowed = set(legal)
    for a in plan.actions:
        if a in allowed:
            return a
        if isinstance(a, Move):
            for m in legal:
                if (
                    isinstance(m, Move)
                    and m.unit == a.unit
                    and m.origin == a.origin
                    and m.to == a.to
                ):
                    return m
    end = EndTurn()
    return end if end in allowed else legal[rng.randrange(len(legal))]


AIS = {"random": random_ai, "heuristic": heuristic_ai}
