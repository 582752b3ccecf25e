"""Duellum AIs: legal choices in varied positions, strength against random play, finished
heuristic games and determinism. Every game is seeded, so each run plays the same games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.duellum import GAME
from rules.duellum.actions import EndTurn, Rondel
from rules.duellum.state import DuellumState

MAPS = ("west", "east")
MAX_ACTIONS = 6_000


def _play(
    seed: str, side: str, kinds: tuple[str, str], max_turns: int | None = None
) -> tuple[DuellumState, list[Any]]:
    state = GAME.setup(2, GAME.options({"map": side}), seed)
    rng = random.Random(f"{seed}:ai")
    actions: list[Any] = []
    for _ in range(MAX_ACTIONS):
        if GAME.outcome(state) is not None:
            break
        if max_turns is not None and state.turn > max_turns:
            break
        seat = min(GAME.active_seats(state))
        legal = GAME.legal_actions(state, seat)
        action = GAME.ais[kinds[seat]](GAME.view(state, seat), legal, rng)
        actions.append(action)
        state = GAME.apply(state, seat, action).state
    return state, actions


@pytest.mark.parametrize("side", MAPS)
def test_heuristic_chooses_a_legal_action_in_varied_positions(side: str) -> None:
    """Positions from random play, heuristic play and a mix: at every step the heuristic's
    answer for the seat to act is one of that seat's legal actions."""
    asked = 0
    for i, kinds in enumerate(
        [("random", "random"), ("heuristic", "random"), ("heuristic", "heuristic")]
    ):
        seed = f"legal-{side}-{i}"
        state = GAME.setup(2, GAME.options({"map": side}), seed)
        rng = random.Random(seed)
        probe = random.Random(f"{seed}:probe")
        for _ in range(500):
            if GAME.outcome(state) is not None:
                break
            seat = min(GAME.active_seats(state))
            legal = GAME.legal_actions(state, seat)
            view = GAME.view(state, seat)
            choice = GAME.ais["heuristic"](view, legal, probe)
            assert choice in legal, f"{choice!r} is not legal at turn {state.turn}"
            asked += 1
            action = GAME.ais[kinds[seat]](view, legal, rng)
            state = GAME.apply(state, seat, action).state
    assert asked > 600


def test_random_ai_is_uniform_over_legal_actions() -> None:
    state = GAME.setup(2, GAME.options(), "uniform")
    legal = GAME.legal_actions(state, state.current)
    view = GAME.view(state, state.current)
    rng = random.Random(7)
    seen = {GAME.ais["random"](view, legal, rng) for _ in range(400)}
    assert seen == set(legal)
    assert all(isinstance(a, Rondel) for a in seen)


@pytest.mark.parametrize("side", MAPS)
def test_heuristic_beats_random_in_10_of_10_games(side: str) -> None:
    wins = 0
    for i in range(10):
        h = i % 2
        kinds = ("heuristic", "random") if h == 0 else ("random", "heuristic")
        state, _ = _play(f"strength-{side}-{i}", side, kinds)
        wins += state.winner == h
    assert wins == 10


@pytest.mark.parametrize("side", MAPS)
def test_heuristic_games_finish(side: str) -> None:
    for i in range(2):
        state, actions = _play(f"finish-{side}-{i}", side, ("heuristic", "heuristic"))
        assert GAME.outcome(state) is not None, f"no result after {len(actions)} actions"
        GAME.check_invariants(state)


def test_same_seed_same_game() -> None:
    _, first = _play("determinism", "east", ("heuristic", "heuristic"), max_turns=60)
    _, second = _play("determinism", "east", ("heuristic", "heuristic"), max_turns=60)
    assert first == second
    assert any(isinstance(a, EndTurn) for a in first)
