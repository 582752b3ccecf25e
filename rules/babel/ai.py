"""Babel AIs. Both see only ``view(state, seat)`` and the seat's legal actions.

``random``: a uniformly random legal action.
``heuristic``: greedy one-action lookahead. It rebuilds a full position consistent with its
view (unseen cards dealt at random: determinization), tries each legal action there, and
scores the result: temple points first, then people on the board toward the next levels,
cards in hand, a builder standing where it can build, and powers ready to use or to fear.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from rules.babel.actions import (
    BabelAction,
    Build,
    DiscardHalf,
    EndTurn,
    Migrate,
    MoveBuilder,
    PlayPeople,
    Power,
    UsePower,
)
from rules.babel.engine import TOP_LEVEL, Babel, runs
from rules.babel.state import (
    NATIONS,
    PEOPLE_PER_NATION,
    TEMPLE_COUNTS,
    BabelState,
    Nation,
    Player,
    Side,
    clone,
)
from rules.babel.view import BabelView
from rules.core.policy import SearchSpec
from rules.core.rng import Rng
from rules.core.search import lead_values

_ENGINE = Babel()


def random_ai(view: BabelView, legal: Sequence[BabelAction], rng: random.Random) -> BabelAction:
    return legal[rng.randrange(len(legal))]


def determinize(view: BabelView, rng: random.Random) -> BabelState:
    """A full position that agrees with everything ``view.viewer`` can see."""
    assert view.viewer is not None
    seen_people: Counter[Nation] = Counter()
    seen_temples: Counter[int] = Counter()
    for n, c in view.discard.items():
        seen_people[n] += c
    players = []
    for pv in view.players:
        if pv.hand is not None:
            seen_people.update(pv.hand)
        seen_temples.update(pv.pile)
        if pv.foundation:
            seen_temples[1] += 1
        for sv in pv.sites:
            seen_people.update(sv.people)
            seen_temples.update(sv.temple)
    unseen = [n for n in NATIONS for _ in range(PEOPLE_PER_NATION - seen_people[n])]
    rng.shuffle(unseen)
    quarry = [lv for lv, c in TEMPLE_COUNTS.items() for _ in range(c - seen_temples[lv])]
    rng.shuffle(quarry)
    for pv in view.players:
        if pv.hand is not None:
            hand = list(pv.hand)
        else:
            hand, unseen = unseen[: pv.hand_size], unseen[pv.hand_size :]
        players.append(
            Player(
                hand=sorted(hand, key=NATIONS.index),
                builder=pv.builder,
                foundation=pv.foundation,
                pile=list(pv.pile),
                sites=[Side(people=list(sv.people), temple=list(sv.temple)) for sv in pv.sites],
                migrated=pv.migrated,
            )
        )
    return BabelState(
        current=view.current,
        turn=view.turn,
        players=players,
        deck=unseen,
        discard=[n for n in NATIONS for _ in range(view.discard[n])],
        quarry=quarry,
        final_phase=view.final_phase,
        pending=view.pending,
        ended=view.ended,
        history=list(view.history),
        rng=Rng(seed=f"ai:{rng.random()}"),
    )


def _site_value(p: Player, o: Player, tops: list[int], builder_here: bool) -> float:
    v = 0.0
    for nation, side, oside in zip(NATIONS, p.sites, o.sites, strict=True):
        need = min(side.level + 1, 6)
        have = len(side.people)
        v += 1.0 * min(have, need) + 0.15 * max(0, have - need)
        for lo, hi, _nation in runs(side.people):
            v += 1.0 + 0.2 * (hi - lo - 3)  # a power ready to use; longer runs pay twice
        if builder_here and p.builder == nation and side.level < 6:
            ready = (side.level + 1) in tops or (side.level == 0 and p.foundation)
            v += 2.5 if ready and have + len(p.hand) > side.level else 0.8
        # a threat: the rival holds a ready destroyer or thief at a site of my temple
        if side.temple:
            for _lo, _hi, n in runs(oside.people):
                if n is Nation.ASSYRIANS or (n is Nation.HITTITES and oside.level < side.level):
                    v -= 2.0 * side.level
    return v


def evaluate(s: BabelState, me: int) -> float:
    outcome = _ENGINE.outcome(s)
    if outcome is not None:
        if not outcome.winners:
            return 0.0
        return 10_000.0 if outcome.winners == (me,) else -10_000.0
    p, o = s.players[me], s.players[1 - me]
    tops = [pile[-1] for pile in (p.pile, o.pile) if pile]
    v = 10.0 * (p.score - o.score)
    v += _site_value(p, o, tops, True) - 0.8 * _site_value(o, p, tops, False)
    v += 0.7 * len(p.hand) - 0.4 * len(o.hand)
    if p.builder is not None:
        here = p.side(p.builder).people
        v += 0.1 * sum(1 for n in p.hand if here and n == here[-1])
    return v


def heuristic_ai(view: BabelView, legal: Sequence[BabelAction], rng: random.Random) -> BabelAction:
    if len(legal) == 1:
        return legal[0]
    me = view.viewer
    assert me is not None
    s = determinize(view, rng)
    if isinstance(legal[0], DiscardHalf):
        return _choose_discard(s, me, legal)
    base = evaluate(s, me)
    best: list[BabelAction] = []
    best_v = float("-inf")
    for a in legal:
        v = base + 0.05 if isinstance(a, EndTurn) else evaluate(_ENGINE._apply(s, me, a).state, me)
        if v > best_v + 1e-9:
            best, best_v = [a], v
        elif abs(v - best_v) <= 1e-9:
            best.append(a)
    return best[rng.randrange(len(best))]


def _choose_discard(s: BabelState, me: int, legal: Sequence[BabelAction]) -> BabelAction:
    """Keep the cards that serve the board: those matching people already on my sites."""
    p = s.players[me]
    on_board: Counter[Nation] = Counter()
    for side in p.sites:
        on_board.update(side.people[-2:])
    if p.builder is not None:
        on_board[p.builder] += 1

    def loss(a: BabelAction) -> float:
        assert isinstance(a, DiscardHalf)
        lost = Counter(a.cards)
        keep = Counter(p.hand) - lost
        return sum(on_board[n] for n in a.cards) - 0.3 * len(keep)

    return min(legal, key=loss)


AIS = {"random": random_ai, "heuristic": heuristic_ai}


# --- the strong AI's search (``rules.core.search``) ----------------------------------------
# The search reads the positions of its worlds (re-dealt from the seat's view), so these
# functions take a full state. A node's moves are ordered by the heuristic's own one-move
# lookahead on that world; playouts use a cheaper rule of thumb that needs no lookahead.

SEARCH_SCALE = 20.0  # a lead of two temple points (the evaluation's 20) is worth about 0.73


def search_values(s: BabelState, me: int) -> list[float]:
    """The strong AI's reading of a position: the heuristic's valuation for seat 0 (its
    lead, ten per temple point) as each seat's chance to win."""
    v = evaluate(s, 0)
    v0 = lead_values([v / 2, -v / 2], SEARCH_SCALE)[0]
    return [v0, 1.0 - v0]


def _after(s: BabelState, seat: int, a: BabelAction) -> BabelState:
    """``a`` carried out on a copy of ``s``; ``a`` is one of the legal moves, so the checks
    that ``apply`` repeats are skipped."""
    out = clone(s)
    _ENGINE._perform(out, seat, a, [])
    _ENGINE._check_end(out, [])
    return out


def _can_build(s: BabelState, seat: int, site: Nation) -> bool:
    """Whether a temple card of the next level is within reach at ``site``."""
    p = s.players[seat]
    level = p.side(site).level + 1
    if level == 1 and p.foundation:
        return True
    return any(pile and pile[-1] == level for pile in (p.pile, s.players[1 - seat].pile))


def _rule_of_thumb(s: BabelState, seat: int, a: BabelAction) -> float:
    """A cheap score of one legal move (higher first): build, then the powers that cost the
    rival a temple or raise one, then people toward the next build, then the rest."""
    p, o = s.players[seat], s.players[1 - seat]
    match a:
        case Build():
            return 100.0
        case UsePower(power=power):
            site = p.builder
            assert site is not None
            oside = o.side(site)
            if power is Power.PERSIANS:
                return 95.0
            if power is Power.HITTITES:
                return 80.0 + oside.level
            if power is Power.ASSYRIANS:
                return 60.0 + 8.0 * oside.level
            if power is Power.SUMERIANS:
                taken = oside.people[-1]
                return 25.0 + 3.0 * sum(1 for n in oside.people if n == taken)
            if power is Power.MEDES:
                return 15.0 + 3.0 * sum(1 for n in oside.people if n == a.target)
            return 20.0 if len(o.hand) >= 4 else 1.0
        case PlayPeople(nation=nation):
            site = p.builder
            assert site is not None
            side = p.side(site)
            top = side.people[-1] if side.people else None
            if len(side.people) <= side.level and _can_build(s, seat, site):
                return 50.0 + (2.0 if nation == top else 0.0)
            return 20.0 if nation == top else 4.0
        case MoveBuilder(to=to):
            side = p.side(to)
            if side.level < TOP_LEVEL and _can_build(s, seat, to):
                short = side.level + 1 - len(side.people)
                return 40.0 if short <= len(p.hand) - 1 else 12.0
            return 10.0 if p.builder is None else 2.0
        case Migrate():
            return 3.0
        case EndTurn():
            return 8.0
    return 0.0


def search_playout(
    s: BabelState, seat: int, legal: Sequence[BabelAction], rng: random.Random
) -> BabelAction:
    """The playouts' move: the rule of thumb's best, ties broken at random."""
    if isinstance(legal[0], DiscardHalf):
        return _choose_discard(s, seat, legal)
    return max(legal, key=lambda a: (_rule_of_thumb(s, seat, a), rng.random()))


def search_candidates(
    s: BabelState, seat: int, legal: Sequence[BabelAction], rng: random.Random
) -> list[BabelAction]:
    """A node's moves, best first: the heuristic's one-move lookahead on this world (ending
    the turn scored as the position stands), ties broken at random."""
    if isinstance(legal[0], DiscardHalf):
        first = _choose_discard(s, seat, legal)
        return [first, *(a for a in legal if a != first)]
    base = evaluate(s, seat)
    scored = [
        (
            base + 0.05 if isinstance(a, EndTurn) else evaluate(_after(s, seat, a), seat),
            rng.random(),
            a,
        )
        for a in legal
    ]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [a for _v, _r, a in scored]


def search_think(s: BabelState, seat: int, legal: Sequence[BabelAction]) -> bool:
    """Discards (the all-nations power) are left to the heuristic's rule."""
    return not isinstance(legal[0], DiscardHalf)


SEARCH = SearchSpec(
    evaluate=search_values,
    playout=search_playout,
    playout_steps=4,
    candidates=search_candidates,
    think=search_think,
    width=6,
    root_width=10,
    lead=0.5,
    explore=1.0,
    worlds=8,
    arena_iterations=60,
    iterations_per_second=600,
    notes=(
        "60 iterations: about 0.1 s of one core at the median searched decision; 70 % of "
        "100 games against the heuristic (README, Strong AI)"
    ),
)
