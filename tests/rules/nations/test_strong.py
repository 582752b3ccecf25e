"""The Nations strong AI: the search's settings (``rules/nations/ai.py`` SEARCH) on real
positions. Budgets are small so the file runs in a few seconds."""

from __future__ import annotations

import random

from rules.core.levels import choose
from rules.core.search import Search, search
from rules.nations import GAME
from rules.nations.actions import Pass
from rules.nations.ai import SEARCH, search_values
from rules.nations.engine import NationsOptions
from rules.nations.state import NationsState, Phase


def _positions(players: int, seed: str, every: int = 7) -> list[NationsState]:
    """Every ``every``-th position of a game the heuristic plays against itself."""
    s = GAME.setup(players, NationsOptions(), seed)
    rng = random.Random(seed)
    out = []
    step = 0
    while GAME.outcome(s) is None:
        seat = min(GAME.active_seats(s))
        if step % every == 0:
            out.append(s)
        s = GAME.apply(s, seat, choose(GAME, "heuristic", s, seat, rng)).state
        step += 1
    out.append(s)
    return out


def _in_actions(players: int, seed: str) -> NationsState:
    return next(s for s in _positions(players, seed, 1) if s.phase is Phase.ACTIONS)


def test_the_same_seed_and_budget_give_the_same_move() -> None:
    s = _in_actions(2, "strong-same")
    seat = min(GAME.active_seats(s))
    moves = {GAME.notation(search(GAME, s, seat, iterations=12, seed="x")) for _ in range(2)}
    assert len(moves) == 1


def test_the_evaluation_is_a_value_in_0_1_for_every_seat() -> None:
    for players in (1, 2, 4):
        for s in _positions(players, f"strong-eval-{players}", 11):
            if any(p.nation is None for p in s.seats):
                continue
            vals = search_values(s, 0)
            assert len(vals) == players
            assert all(0.0 <= v <= 1.0 for v in vals), vals


def test_the_lead_counts_a_seat_ahead_above_one_behind() -> None:
    s = _positions(2, "strong-lead", 1)[-1]
    assert GAME.outcome(s) is not None
    scores = [p.vp for p in s.seats]
    s = s.model_copy(deep=True)
    s.seats[0].vp, s.seats[1].vp = max(scores) + 10, min(scores)
    v = search_values(s, 0)
    assert v[0] > 0.9 and v[1] < 0.1


def test_the_boards_are_taken_without_a_search() -> None:
    s = GAME.setup(2, NationsOptions(), "strong-pick")
    seat = min(GAME.active_seats(s))
    assert s.phase is Phase.PICK
    legal = GAME.legal_actions(s, seat)
    found = Search(GAME, s, seat, legal, SEARCH, "x")
    found.run(50)
    assert found.report.iterations == 0


def test_the_search_looks_at_the_heuristic_moves_first_and_never_at_a_withdrawal() -> None:
    s = _in_actions(2, "strong-root")
    seat = min(GAME.active_seats(s))
    legal = GAME.legal_actions(s, seat)
    found = Search(GAME, s, seat, legal, SEARCH, "y")
    move = found.run(SEARCH.arena_iterations)
    assert move in legal
    assert found.report.iterations == SEARCH.arena_iterations
    assert not any(k.startswith("withdraw") for k in found.report.visits)
    heuristic = GAME.ais["heuristic"](GAME.view(s, seat), legal, random.Random(0))
    assert GAME.notation(heuristic) in found.report.visits


def test_a_strong_seat_finishes_a_game_against_the_heuristic() -> None:
    s = GAME.setup(2, NationsOptions(cards="basic", ages=2), "strong-game")
    rng = random.Random(3)
    kinds = ["strong:4i", "heuristic"]
    passes = 0
    while GAME.outcome(s) is None:
        seat = min(GAME.active_seats(s))
        a = choose(GAME, kinds[seat], s, seat, rng)
        passes += isinstance(a, Pass)
        s = GAME.apply(s, seat, a).state
    assert passes > 0
    GAME.check_invariants(s)
