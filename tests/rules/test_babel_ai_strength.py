"""The heuristic AI beats uniform random play in at least 80% of 200 games (issue target).

Seats alternate so the first-player edge cancels out; every game is seeded, so the result
is the same on every run.
"""

from __future__ import annotations

import random

from rules.babel import GAME


def play(seed: str, heuristic_seat: int) -> tuple[int, ...]:
    state = GAME.setup(2, GAME.options(), seed)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        seat = min(GAME.active_seats(state))
        kind = "heuristic" if seat == heuristic_seat else "random"
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, GAME.ais[kind](GAME.view(state, seat), legal, rng)).state
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.winners


def test_heuristic_beats_random_in_80_percent_of_200_games() -> None:
    games = 200
    wins = sum(play(f"strength-{i}", i % 2) == (i % 2,) for i in range(games))
    assert wins >= 0.8 * games, f"heuristic won {wins} of {games}"
