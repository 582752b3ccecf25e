"""Whole games on the real sides, in every seat count and variant the conformance suite (which
plays the default two-player game) does not reach: invariants hold after every action, every
action round-trips through notation and JSON, and the heuristic AI brings games to an end."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.antike import GAME

CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (3, {"side": "west"}),
    (4, {"side": "east", "military": True}),
    (5, {"side": "west", "longer": True, "expert": True}),
    (6, {"side": "east", "fight": "always"}),
    (2, {"side": "west", "two_players": "doubled"}),
    (2, {"side": "east", "two_players": "doubled", "longer": True}),
    (3, {"side": "east", "goal": 12, "fight": "never"}),
]


def _play(players: int, options: dict[str, Any], policy: str, seed: str, limit: int) -> Any:
    s = GAME.setup(players, GAME.options(options), seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if GAME.outcome(s) is not None:
            break
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        assert legal
        a = GAME.ais[policy](GAME.view(s, seat), legal, rng)
        assert GAME.parse_notation(GAME.notation(a)) == a
        assert GAME.parse_action(GAME.dump_action(a)) == a
        s = GAME.apply(s, seat, a).state
        GAME.check_invariants(s)
    return s


@pytest.mark.rule("antike.board.two-sides")
@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_random_play_keeps_every_invariant(players: int, options: dict[str, Any]) -> None:
    s = _play(players, options, "random", f"random-{players}", 300)
    assert GAME.load_state(GAME.dump_state(s)) == s


@pytest.mark.parametrize(("players", "options"), CONFIGS[:5])
def test_the_heuristic_finishes_games(players: int, options: dict[str, Any]) -> None:
    s = _play(players, options, "heuristic", f"ai-{players}", 8000)
    outcome = GAME.outcome(s)
    assert outcome is not None, "the game did not end"
    assert outcome.winners and outcome.reason is not None
    assert GAME.active_seats(s) == frozenset()
