"""Whole games between the built-in AIs: every position reached obeys the rules' laws.

Until the end some seat always has a legal action; each action offered is accepted, has a
text form that reads back, and the position survives a JSON round trip.
"""

import random

import pytest

from rules.babel import GAME


@pytest.mark.parametrize("ai", ["random", "heuristic"])
@pytest.mark.parametrize("seed", range(6))
def test_a_whole_game(ai: str, seed: int) -> None:
    """Every rule at once: a game from setup to ΤΕΛΟΣ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ."""
    policy = GAME.ais[ai]
    rng = random.Random(seed)
    s = GAME.setup(2, GAME.options(), f"{ai}-{seed}")
    for _ in range(2000):
        if GAME.outcome(s) is not None:
            break
        (seat,) = GAME.active_seats(s)
        legal = GAME.legal_actions(s, seat)
        assert legal
        action = policy(GAME.view(s, seat), legal, rng)
        assert action in legal
        assert GAME.parse_notation(GAME.notation(action)) == action
        s = GAME.apply(s, seat, action).state
        GAME.check_invariants(s)
        assert GAME.load_state(GAME.dump_state(s)) == s
    out = GAME.outcome(s)
    assert out is not None and s.ended is not None
    assert out.scores == s.scores()
    assert GAME.active_seats(s) == frozenset()
