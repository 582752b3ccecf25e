"""Antike's strong AI: the search repeats itself for the same seed and budget, thinks only about
the rondel's wedge and the start-city picks, keeps its evaluation in [0, 1] per seat, and
searches the doubled game's picks over the rest of the pick order."""

from __future__ import annotations

import random

from rules.antike import GAME
from rules.antike.actions import Rondel, StartCity
from rules.antike.ai.search import SEARCH, candidates, evaluate, seat_scores
from rules.antike.engine import AntikeOptions
from rules.antike.state import AntikeState, PendingKind, Phase
from rules.core.search import Search, search


def played(s: AntikeState, rounds: int, seed: int = 0) -> AntikeState:
    """``s`` played on by the planner until round ``rounds`` starts."""
    rng = random.Random(seed)
    while GAME.outcome(s) is None and s.round < rounds:
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        s = GAME.apply(s, seat, GAME.ais["heuristic"](GAME.view(s, seat), legal, rng)).state
    return s


def to_rondel(s: AntikeState) -> AntikeState:
    """The next position where a nation picks its wedge among two or more."""
    rng = random.Random(1)
    while True:
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        if SEARCH.think is not None and SEARCH.think(s, seat, legal):
            return s
        s = GAME.apply(s, seat, GAME.ais["heuristic"](GAME.view(s, seat), legal, rng)).state


def test_same_seed_and_budget_same_move() -> None:
    s = to_rondel(played(GAME.setup(2, AntikeOptions(side="east"), "strong-a"), 4))
    seat = min(GAME.active_seats(s))
    moves = {GAME.notation(search(GAME, s, seat, iterations=6, seed="x")) for _ in range(2)}
    assert len(moves) == 1
    assert isinstance(search(GAME, s, seat, iterations=6, seed="x"), Rondel)


def test_only_the_wedge_and_the_picks_are_searched() -> None:
    s = played(GAME.setup(3, AntikeOptions(side="west"), "strong-b"), 3)
    think = SEARCH.think
    assert think is not None
    seen = {True: 0, False: 0}
    rng = random.Random(2)
    for _ in range(60):
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        searched = think(s, seat, legal)
        rondel = not s.pending and s.this.phase is Phase.RONDEL
        assert searched == (rondel and len({a.field for a in legal if isinstance(a, Rondel)}) > 1)
        seen[searched] += 1
        s = GAME.apply(s, seat, GAME.ais["heuristic"](GAME.view(s, seat), legal, rng)).state
    assert seen[True] and seen[False]


def test_evaluation_is_a_value_in_0_1_per_seat() -> None:
    for players, opts in ((2, AntikeOptions(two_players="doubled")), (5, AntikeOptions())):
        s = played(GAME.setup(players, opts, "strong-c"), 6)
        for me in range(players):
            values = evaluate(s, me)
            assert len(values) == players
            assert all(0.0 <= v <= 1.0 for v in values)
        best = max(range(players), key=lambda i: seat_scores(s)[i])
        assert evaluate(s, 0)[best] == max(evaluate(s, 0))


def test_the_planners_wedge_leads_the_candidates() -> None:
    s = to_rondel(played(GAME.setup(4, AntikeOptions(side="east"), "strong-d"), 5))
    seat = min(GAME.active_seats(s))
    legal = GAME.legal_actions(s, seat)
    planner = GAME.ais["heuristic"](GAME.view(s, seat), legal, random.Random(5))
    got = candidates(s, seat, legal, random.Random(5))
    assert got[0] == planner
    fields = [a.field for a in got if isinstance(a, Rondel)]
    assert len(fields) == len(set(fields)) > 1  # one move per wedge


def test_the_doubled_pick_is_searched_over_the_pick_order() -> None:
    s = GAME.setup(2, AntikeOptions(side="east", two_players="doubled"), "strong-e")
    assert s.pending and s.pending[0].kind is PendingKind.START
    seat = min(GAME.active_seats(s))
    legal = GAME.legal_actions(s, seat)
    run = Search(GAME, s, seat, legal, SEARCH, "pick")
    move = run.run(4)
    assert isinstance(move, StartCity)
    assert len(run.report.visits) > 1  # more than the planner's city was looked at
    assert sum(run.report.visits.values()) == 4
