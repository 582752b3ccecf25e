"""The strong AI's settings for Antike (``rules.core.search`` does the searching).

Antike hides nothing, so every world the search re-deals is the position itself with another
random stream; what the search buys is look-ahead. It thinks about two kinds of decision
only: the wedge a nation moves to on the rondel (the decision that shapes a turn) and the
start cities picked in turn in the doubled-materials game. Everything inside a turn (moves,
arming, temples, foundings, answers) is the planner's, as in the playouts.

- Candidates: on the rondel, the planner's wedge first, then one move per other wedge it can
  reach (the cheapest way to pay), ordered by the planner's value of the wedge; at a pick,
  the planner's city first, then the others by the planner's value of a start city.
- Playouts: the planner on the world's position (nothing is hidden, so its view is the
  world's), for ``playout_steps`` moves.
- Evaluation: each nation's personages plus its progress toward the next ones (cities toward
  a king, temples toward a citizen, seas toward a navigator), what its cities and temples
  produce for the rest of the game, and its stock and units at small weights; a seat counts
  its best nation. The seats' values go through ``lead_values``.
- The pick: a start city is searched over the rest of the pick order with the candidates
  above for both players; each pick line is then played out by the planner for
  ``PICK_ROUNDS`` rounds before it is scored, since who owns the room around the start
  cities only shows once the cities are founded.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.antike.actions import AntikeAction, Rondel, StartCity
from rules.antike.ai import heuristic_ai
from rules.antike.ai.heuristic import (
    LOOKAHEAD,
    _start_value,
    cheapest_wedges,
    field_value,
    planner_ai,
)
from rules.antike.ai.valuation import Ctx, geo
from rules.antike.engine import Antike
from rules.antike.state import (
    BASIC,
    CITIZEN_TEMPLES,
    FIELDS,
    KING_CITIES,
    NAVIGATOR_SEAS,
    NEEDS,
    PRICE_NEW,
    AntikeState,
    KnowHow,
    PendingKind,
    Personage,
    Phase,
)
from rules.antike.view import AntikeView, make_view
from rules.core.policy import SearchSpec
from rules.core.search import lead_values

GAME = Antike()  # the engine the picks are played out with (the rules need no state)

# --- the evaluation's weights (in personages) ----------------------------------------------------
SCHOLAR = 0.8  # the gold (and coins) a new know-how costs, all of it in stock
STEP = 0.8  # the share of a personage its last missing city / temple / sea is worth
CITY = 0.3  # a city's production over the rest of the game
TEMPLE = 0.6  # a temple's extra production and defence
KNOWHOW = 0.15  # a know-how (beyond the scholar it may have brought)
STOCK = 0.04  # a unit of marble, iron, gold or a coin
STOCK_CAP = 12  # per kind: more in stock counts no more
UNIT = 0.08  # a legion or galley on the map
SCALE = 1.0  # lead_values' width: a lead of SCALE personages is worth about 0.73
PICK_ROUNDS = 6  # rounds the planner plays a pick line before it is scored
ROOT_WIDTH = 5
# True: playouts pick wedges with the first, simpler player (six times cheaper, so 10
# iterations fit the arena's budget instead of 6); it played no better (README, Strong AI)
FAST_RONDEL = False


def _acting(s: AntikeState) -> int:
    return s.pending[0].nation if s.pending else s.current


def _view(s: AntikeState) -> AntikeView:
    nation = _acting(s)
    seat = s.nations[nation].seat
    return make_view(s, seat, frozenset({seat}), nation)


def _seas(s: AntikeState, nation: int) -> int:
    seas = geo(s.side).seas
    return sum(1 for r, k in s.galleys[nation].items() if k > 0 and r in seas)


def nation_value(s: AntikeState, i: int) -> float:
    """Nation ``i``'s personages and its progress toward more, in personages."""
    n = s.nations[i]
    value = float(n.personage_count)
    bank = s.bank_personages
    cities = s.cities_of(i)
    temples = s.temples_of(i)
    for kind, have, step in (
        (Personage.KING, len(cities), KING_CITIES),
        (Personage.CITIZEN, temples, CITIZEN_TEMPLES),
        (Personage.NAVIGATOR, _seas(s, i), NAVIGATOR_SEAS),
    ):
        if bank.get(kind, 0) > 0:
            past = have - step * n.marks.get(kind, 0)
            value += STEP * max(0, min(past, step)) / step
    if bank.get(Personage.SCHOLAR, 0) > 0:  # gold toward the cheapest new know-how
        price = _new_price(s, i)
        if price:
            value += SCHOLAR * min(1.0, (n.gold + n.coins) / price)
    value += CITY * len(cities) + TEMPLE * temples + KNOWHOW * len(n.knowhows)
    stock = (n.marble, n.iron, n.gold, n.coins)
    value += STOCK * sum(min(STOCK_CAP, k) for k in stock)
    units = sum(s.legions[i].values()) + sum(s.galleys[i].values())
    value += UNIT * units
    return value


def _new_price(s: AntikeState, i: int) -> int:
    """The price of the cheapest know-how nation ``i`` could develop that no nation has (a
    scholar); 0 when none is left."""
    held = {k for n in s.nations for k in n.knowhows}
    mine = s.nations[i].knowhows
    prices = [
        PRICE_NEW[k in BASIC]
        for k in KnowHow
        if k not in held and (NEEDS.get(k) is None or NEEDS[k] in mine)
    ]
    return min(prices, default=0)


def seat_scores(s: AntikeState) -> list[float]:
    """Each seat's best nation's value."""
    best = [-1e9] * s.players
    for i, n in enumerate(s.nations):
        best[n.seat] = max(best[n.seat], nation_value(s, i))
    return best


def evaluate(s: AntikeState, me: int) -> list[float]:
    if s.this.phase is Phase.START or (s.pending and s.pending[0].kind is PendingKind.START):
        s = _play_picks(s)
    return lead_values(seat_scores(s), SCALE)


def _play_picks(s: AntikeState) -> AntikeState:
    """The pick order finished by the planner and ``PICK_ROUNDS`` rounds played by it: a
    start position is only worth what it lets the nations found."""
    rng = random.Random(f"picks:{s.rng.counter}")
    end = None
    while GAME.outcome(s) is None:
        if end is None and not s.pending and s.this.phase is not Phase.START:
            end = s.round + PICK_ROUNDS
        if end is not None and s.round >= end:
            break
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        a = legal[0] if len(legal) == 1 else planner_ai(_view(s), legal, rng)
        s = GAME.apply(s, seat, a).state
    return s


def playout(
    s: AntikeState, seat: int, legal: Sequence[AntikeAction], rng: random.Random
) -> AntikeAction:
    """The planner on the world's position (with ``FAST_RONDEL``, the simpler player's
    wedge on the rondel)."""
    if FAST_RONDEL and not s.pending and s.this.phase is Phase.RONDEL:
        return heuristic_ai(_view(s), legal, rng)
    return planner_ai(_view(s), legal, rng)


def _rondel_order(c: Ctx, legal: Sequence[AntikeAction]) -> list[AntikeAction]:
    """One move per reachable wedge (the cheapest payment), by the planner's value."""
    values = {f: field_value(c, f) for f in dict.fromkeys(FIELDS)}
    cheapest = cheapest_wedges(c, legal)
    scored = []
    for k, (cost, a) in cheapest.items():
        nxt = max(values[FIELDS[(k + step) % len(FIELDS)]] for step in (1, 2, 3))
        scored.append((values[FIELDS[k]] - cost + LOOKAHEAD * nxt, k, a))
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [a for _, _, a in scored]


def candidates(
    s: AntikeState, seat: int, legal: Sequence[AntikeAction], rng: random.Random
) -> list[AntikeAction]:
    """The planner's move first; on the rondel and at a pick, the other options after it."""
    view = _view(s)
    first = planner_ai(view, legal, rng)
    if not _searched(s, legal):
        return [first]
    c = Ctx(view)
    rest: list[AntikeAction]
    if s.pending:
        picks: list[StartCity] = [a for a in legal if isinstance(a, StartCity)]
        picks.sort(key=lambda a: (-_start_value(c, a.region), a.region))
        rest = list(picks)
    else:
        rest = _rondel_order(c, legal)
    return [first, *(a for a in rest if a != first)]


def _searched(s: AntikeState, legal: Sequence[AntikeAction]) -> bool:
    if len(legal) < 2:
        return False
    if s.pending:
        return s.pending[0].kind is PendingKind.START
    if s.this.phase is not Phase.RONDEL:
        return False
    return len({a.field for a in legal if isinstance(a, Rondel)}) >= 2


def think(s: AntikeState, seat: int, legal: Sequence[AntikeAction]) -> bool:
    """Search the rondel's wedge and the start-city picks; the rest is the planner's."""
    return _searched(s, legal)


SEARCH = SearchSpec(
    evaluate=evaluate,
    playout=playout,
    playout_steps=10,
    candidates=candidates,
    think=think,
    width=2,
    root_width=ROOT_WIDTH,
    lead=0.5,
    explore=1.0,
    worlds=1,
    arena_iterations=6,
    iterations_per_second=60,
    notes="6 iterations cost about 0.09 s of one core on a searched wedge; rules/antike/README.md",
)
