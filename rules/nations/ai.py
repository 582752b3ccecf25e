"""Nations AIs. Each sees only ``view(state, seat)`` and the seat's legal actions.

``random``: a uniformly random legal action.
Both take a board at the level the match set for their seat (README 3): the level is the
players' handicap to choose, not a move to win by.
``heuristic``: greedy one-action lookahead. It rebuilds a position from its view (the decks'
order is unknown, so the decks are left out: nothing within a round draws from them), tries a
pruned list of its legal actions there (one place per card bought, one payment per golden
age, worker moves only to a card of a later age, no withdrawals) and keeps the one whose
result scores best: the final score so far, what the board will still produce in the rounds
left (each resource in full up to what the age needs, a quarter beyond), a quarter of what
its unstaffed cards would give, reserve workers that a card could take, military and
stability against the other nations (in the solo game against the rival's tile), food to
come, and in the solo game a margin of points above 0.
``strong`` (``SEARCH``, searched by ``rules.core.search``): the heuristic's lookahead read
off each re-dealt world gives every node its moves, best first, and the move of a playout;
a position is worth each seat's lead in the heuristic's value over the best of the others.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from rules.core.errors import RuleError
from rules.core.policy import SearchSpec
from rules.core.search import lead_values
from rules.nations.actions import Buy, Deploy, NationsAction, Pass, Pick, Withdraw
from rules.nations.board import per_worker, production, tracks
from rules.nations.engine import Nations
from rules.nations.scoring import score
from rules.nations.state import NationsState, Phase
from rules.nations.view import public_position

Weights = dict[str, float]
PRODUCTION: Weights = {"gold": 0.45, "stone": 0.4, "food": 0.4, "books": 0.35}
NEED: dict[str, tuple[int, int]] = {
    "gold": (5, 1),
    "stone": (3, 1),
    "food": (1, 1),
    "books": (3, 2),
}
"""A round's useful production of each resource: ``base + per_age * age``; what is made
beyond it counts a quarter (a nation drowning in food still cannot buy a card)."""
STOCK = 12  # resources held beyond this count nothing more
IDLE_CARD = 0.25  # a card without workers: this share of what a worker there would give
POOL_WORKER = 1.2  # a worker waiting in the reserve, while a card could take it
SOLO_BUFFER = 4  # solo: points kept above 0, since falling below 0 loses at once


def useful(res: str, amount: int, age: int) -> float:
    """A round's production of ``res`` as the heuristic counts it: in full up to the need
    of the age, a quarter beyond."""
    base, per_age = NEED[res]
    need = base + per_age * age
    return float(amount) if amount <= need else need + 0.25 * (amount - need)


def at_own_level(view: Any, legal: Sequence[NationsAction]) -> Sequence[NationsAction]:
    """Of the boards offered, those taken at the seat's preset level (the match's)."""
    seat = view.viewer
    if seat is None or not any(isinstance(a, Pick) for a in legal):
        return legal
    level = view.seats[seat].level
    own = [a for a in legal if not isinstance(a, Pick) or a.level in (None, level)]
    return own or legal


def random_ai(view: Any, legal: Sequence[NationsAction], rng: random.Random) -> NationsAction:
    legal = at_own_level(view, legal)
    return legal[rng.randrange(len(legal))]


def _worker_worth(cat: Any, cid: str, left: int) -> float:
    """What one worker on the card ``cid`` would give in the rounds left (a rough count)."""
    y = per_worker(cat, cid)
    made = sum(PRODUCTION[r] * getattr(y, r) for r in PRODUCTION) * min(left, 4)
    return float(made + 0.5 * (y.military + y.stability))


def value(
    game: Any, s: NationsState, seat: int, boards: Sequence[tuple[int, int]] | None = None
) -> float:
    """How good ``s`` looks for ``seat``. ``boards``: every seat's ``tracks`` in ``s``, when
    the caller values several seats of one position (each board is then summed once)."""
    cat = game.cat
    p = s.seats[seat]
    if p.nation is None:
        return 0.0
    mil, stab = boards[seat] if boards is not None else tracks(cat, p)
    left = max(0, 2 * s.ages - s.round) + (0 if s.phase is Phase.GROWTH else 1)
    total = float(score(cat, p, (mil, stab)).total)
    prod = production(cat, p)
    age = min(4, (s.round + 1) // 2) or 1
    total += sum(PRODUCTION[r] * useful(r, prod[r], age) * min(left, 4) for r in PRODUCTION)
    total += IDLE_CARD * sum(
        _worker_worth(cat, sl.card, left) for sl in p.slots if sl.card and not sl.workers
    )
    if p.food + prod["food"] * min(left, 2) < 0:
        total -= 3.0
    others = [i for i in range(s.players) if i != seat and s.seats[i].nation]
    if others:
        theirs = [boards[i] if boards is not None else tracks(cat, s.seats[i]) for i in others]
        total += 0.6 * sum(1 for m, _ in theirs if m < mil)
        total += 0.6 * sum(1 for _, st in theirs if st < stab)
        total += 0.4 * sum(1 for i in others if s.seats[i].books < p.books)
    if s.solo is not None:  # the rival: +1 VP a round for more stability, 3 VP for books
        tile = cat.tile(s.solo.tile) if s.solo.tile else None
        rival = tile.stability if tile is not None and tile.stability is not None else -99
        total += 2.5 if stab > rival else -1.0 * max(0, rival - stab)
        total += 1.5 if p.books > s.solo.books else 0.0
        rival_mil = (tile.military or 0) if tile is not None else 0
        total += 2.0 if mil >= rival_mil + s.solo.military else -0.3 * (rival_mil - mil)
        if s.solo.lost:
            total -= 100.0
        total -= 2.0 * max(0, SOLO_BUFFER - p.vp)
    if s.war is not None and mil < s.war_strength:
        total -= 2.0 + 0.3 * max(0, 4 - max(0, stab))
    if stab < 0:
        total -= 1.5 * -stab
    if p.wonder is not None:
        total += 0.8 * p.architects
    total += 0.08 * sum(min(STOCK, getattr(p, r)) for r in ("gold", "stone", "food"))
    total += POOL_WORKER * min(p.pool, sum(1 for sl in p.slots if sl.card))
    return float(total)


def _upgrade(s: NationsState, seat: int, a: Deploy, game: Any) -> bool:
    """A worker moved from a card of an earlier age to one of a later age."""
    slots = s.seats[seat].slots
    came, goes = slots[a.origin - 1].card, slots[a.to - 1].card
    return bool(came and goes) and game.cat.card(goes).age > game.cat.card(came).age


def _pruned(
    legal: Sequence[NationsAction], s: NationsState, seat: int, game: Any
) -> list[NationsAction]:
    """One place per card bought (the first offered), one golden-age payment, and of the
    worker moves only those to a card of a later age."""
    out: list[NationsAction] = []
    bought: set[tuple[int, int, str]] = set()
    for a in legal:
        if isinstance(a, Withdraw):
            continue
        if isinstance(a, Deploy) and a.origin and not _upgrade(s, seat, a, game):
            continue
        if isinstance(a, Buy):
            key = (a.row, a.col, a.choice)
            if key in bought and (a.slot or a.choice == "vp"):
                continue
            bought.add(key)
        out.append(a)
    return out


def _slot_for(s: NationsState, seat: int, a: Buy, game: Any) -> Buy:
    """The best place for a card: an empty slot, else the one whose card does least."""
    if not a.slot:
        return a
    cid = s.row[a.row - 1][a.col - 1]
    if cid is None or game.cat.card(cid).kind not in ("building", "military"):
        return a
    p = s.seats[seat]
    empty = [i for i, sl in enumerate(p.slots) if sl.card is None]
    if empty:
        return a.model_copy(update={"slot": empty[0] + 1})
    worst = min(
        range(len(p.slots)),
        key=lambda i: (p.slots[i].workers, game.cat.card(p.slots[i].card or "").age),
    )
    return a.model_copy(update={"slot": worst + 1})


_ENGINE = Nations()  # the rules the lookahead plays by, with the stock card set


def own_level(s: NationsState, seat: int, legal: Sequence[NationsAction]) -> list[NationsAction]:
    """``at_own_level`` read off a position instead of a view."""
    if not any(isinstance(a, Pick) for a in legal):
        return list(legal)
    level = s.seats[seat].level
    own = [a for a in legal if not isinstance(a, Pick) or a.level in (None, level)]
    return own or list(legal)


def ranked(
    s: NationsState, seat: int, legal: Sequence[NationsAction], rng: random.Random
) -> list[tuple[float, NationsAction]]:
    """The heuristic's lookahead on a position: the pruned moves of ``legal`` (already at the
    seat's own level) with the value each leaves, best first. The first is the heuristic's
    choice; empty when none of them can be tried."""
    allowed = set(map(_ENGINE.notation, legal))
    scored: list[tuple[tuple[float, int], NationsAction]] = []
    for a in _pruned(legal, s, seat, _ENGINE):
        if isinstance(a, Buy):
            a = _slot_for(s, seat, a, _ENGINE)
            if _ENGINE.notation(a) not in allowed:
                continue
        try:
            after = _ENGINE._apply(s, seat, a).state
        except (RuleError, KeyError, IndexError, ValueError):  # a rebuilt position may refuse
            continue
        v = value(_ENGINE, after, seat)
        if isinstance(a, Pass):
            v -= 0.5  # a little eagerness to act
        scored.append(((v, -rng.randrange(1000)), a))
    scored.sort(key=lambda ka: ka[0], reverse=True)  # stable: the first of equals stays first
    return [(k[0], a) for k, a in scored]


def heuristic_ai(view: Any, legal: Sequence[NationsAction], rng: random.Random) -> NationsAction:
    seat = view.viewer
    legal = at_own_level(view, legal)
    if seat is None or len(legal) == 1:
        return legal[0]
    best = ranked(public_position(view, seed="heuristic"), seat, legal, rng)
    return best[0][1] if best else legal[0]


AIS = {"random": random_ai, "heuristic": heuristic_ai}


# --- the strong AI's search (rules.core.search) ---------------------------------------------
SEARCH_SCALE = 1.5  # a lead of this much of ``value`` is worth about 0.73
SOLO_SCALE = 10.0  # the solo game: ``value`` itself through a logistic of this width


def search_values(s: NationsState, me: int) -> list[float]:
    """Each seat's ``value`` as its lead over the best of the others, in [0, 1]."""
    boards = [tracks(_ENGINE.cat, p) if p.nation else (0, 0) for p in s.seats]
    vals = [value(_ENGINE, s, i, boards) for i in range(s.players)]
    if s.players == 1:
        return [1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, vals[0] / SOLO_SCALE))))]
    return lead_values(vals, SEARCH_SCALE)


def playout_move(
    s: NationsState, seat: int, legal: Sequence[NationsAction], rng: random.Random
) -> NationsAction:
    """The heuristic's move, read off a world's position (no view to rebuild)."""
    legal = own_level(s, seat, legal)
    if len(legal) == 1:
        return legal[0]
    best = ranked(s, seat, legal, rng)
    return best[0][1] if best else legal[0]


def candidates(
    s: NationsState, seat: int, legal: Sequence[NationsAction], rng: random.Random
) -> list[NationsAction]:
    """The heuristic's pruned moves, best first by the value each leaves."""
    legal = own_level(s, seat, legal)
    best = ranked(s, seat, legal, rng)
    return [a for _, a in best] or list(legal)


def worth_thinking(s: NationsState, seat: int, legal: Sequence[NationsAction]) -> bool:
    """The boards are taken as the heuristic takes them (every nation is worth 0 to it)."""
    return s.phase is not Phase.PICK


SEARCH = SearchSpec(
    evaluate=search_values,
    playout=playout_move,
    playout_steps=0,
    candidates=candidates,
    think=worth_thinking,
    width=6,
    root_width=6,
    lead=0.25,
    explore=1.0,
    worlds=4,
    arena_iterations=48,  # 2 players: 98 ms of one core's time a decision, measured
    iterations_per_second=480,
    notes="README 35: candidates and playouts by the heuristic's lookahead on the world, "
    "the lead in its value; arena budget measured in CPU time on the 2-player game",
)
