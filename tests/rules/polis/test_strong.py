"""The strong AI's search settings for Polis: replayable, valued in [0, 1], a turn's moves
in the order of the heuristic's scores, and battles and end-of-round decisions left to the
heuristic."""

from __future__ import annotations

import random

from rules.core.levels import choose
from rules.core.search import Search, search
from rules.polis import GAME
from rules.polis.ai import SEARCH, _scored, search_candidates, search_values
from rules.polis.state import PolisState


def _positions(seed: str) -> list[tuple[PolisState, int]]:
    """Every position of one game between two heuristics, with the seat to act."""
    s = GAME.setup(2, GAME.options({}), seed)
    rng = random.Random(seed)
    out: list[tuple[PolisState, int]] = []
    while GAME.outcome(s) is None:
        seat = min(GAME.active_seats(s))
        out.append((s, seat))
        s = GAME.apply(s, seat, choose(GAME, "heuristic", s, seat, rng)).state
    return out


POSITIONS = _positions("copy-f")  # a game with a battle and end-of-round decisions


def test_the_same_seed_and_budget_give_the_same_move() -> None:
    turns = [(s, seat) for s, seat in POSITIONS if s.battle is None and s.pending is None]
    for s, seat in turns[3:40:12]:
        assert search(GAME, s, seat, iterations=6, seed="r") == search(
            GAME, s, seat, iterations=6, seed="r"
        )


def test_the_evaluation_is_a_chance_per_seat_and_follows_the_score() -> None:
    for s, seat in POSITIONS[::4]:
        values = SEARCH.evaluate(s, seat)
        assert len(values) == 2 and all(0.0 <= v <= 1.0 for v in values)
        assert abs(sum(values) - 1.0) < 1e-9
    s = POSITIONS[0][0]
    richer = s.model_copy(deep=True)
    richer.players[0].prestige += 3
    assert search_values(richer, 0)[0] > search_values(s, 0)[0]


def test_a_turn_lists_every_legal_move_in_the_order_of_the_heuristics_scores() -> None:
    for s, seat in POSITIONS[:30:5]:
        if s.battle is not None or s.pending is not None:
            continue
        legal = GAME.legal_actions(s, seat)
        order = search_candidates(s, seat, legal, random.Random(3))
        assert sorted(map(GAME.notation, order)) == sorted(map(GAME.notation, legal))
        scores = {GAME.notation(a): v for v, a in _scored(GAME.view(s, seat), legal)}
        assert scores[GAME.notation(order[0])] == max(scores.values())
        assert [scores[GAME.notation(a)] for a in order] == sorted(scores.values(), reverse=True)


def test_battles_and_round_end_decisions_are_not_searched() -> None:
    others = [(s, seat) for s, seat in POSITIONS if s.battle is not None or s.pending is not None]
    assert any(s.battle is not None for s, _ in others)
    for s, seat in others[:6]:
        legal = GAME.legal_actions(s, seat)
        if len(legal) < 2:
            continue
        run = Search(GAME, s, seat, legal, SEARCH, "skip")
        assert run.run(10) in legal
        assert run.report.iterations == 0
