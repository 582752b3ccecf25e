"""Duellum AIs: legal choices in varied positions, strength against random play, finished
heuristic games and determinism. Every game is seeded, so each run plays the same games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.common.maps import Resource, Unit
from rules.duellum import GAME
from rules.duellum.actions import (
    Casualties,
    CoinInstead,
    Conquer,
    EndTurn,
    Fortress,
    Move,
    Rondel,
    SetOrder,
)
from rules.duellum.state import (
    DuellumState,
    Field,
    Pending,
    PendingKind,
    Phase,
    TurnState,
)

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
    assert seen == {a for a in legal if not isinstance(a, SetOrder)}  # orders are no moves
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


def _west(seat: int) -> DuellumState:
    """A fresh western game with ``seat`` (0 Carthage, 1 Rome) on turn."""
    for i in range(20):
        state = GAME.setup(2, GAME.options({"map": "west"}), f"pos-{i}")
        if state.current == seat:
            return state
    raise AssertionError("no seed starts with that seat")


def _ask(state: DuellumState) -> Any:
    seat = min(GAME.active_seats(state))
    legal = GAME.legal_actions(state, seat)
    choice = GAME.ais["heuristic"](GAME.view(state, seat), legal, random.Random(1))
    assert choice in legal
    return choice


def test_heuristic_moves_in_and_conquers_a_bare_city() -> None:
    """Carthage's legion beside Rome's bare Neapolis (defence 1) marches in and takes it."""
    state = _west(0)
    state.nations[0].marker = 3
    state.this = TurnState(phase=Phase.ACT, field=Field.DUELLUM)
    state.legions[0] = {"croton": 1}
    state.nations[0].legions -= 1
    GAME.check_invariants(state)
    assert _ask(state) == Move(unit=Unit.LEGION, origin="croton", to="neapolis")
    state = GAME.apply(state, 0, Move(unit=Unit.LEGION, origin="croton", to="neapolis")).state
    assert _ask(state) == Conquer(region="neapolis")
    state = GAME.apply(state, 0, Conquer(region="neapolis")).state
    assert state.cities["neapolis"].owner == 0


def test_heuristic_answers_fortress_casualties_and_a_missing_coin() -> None:
    # Fortress: played when it saves the city, kept when it would not
    state = _west(0)
    for pile in (state.deck, state.row):
        if "fortress" in pile:
            pile.remove("fortress")
    state.nations[1].events = ["fortress"]
    state.legions[0] = {"neapolis": 1}
    state.nations[0].legions -= 1
    state.pending = [Pending(kind=PendingKind.FORTRESS, seat=1, region="neapolis")]
    assert _ask(state) == Fortress(play=True)
    state.legions[0] = {"neapolis": 3}
    state.nations[0].legions -= 2
    assert _ask(state) == Fortress(play=False)
    # Casualties: legions fall before galleys
    state = _west(0)
    state.legions[0] = {"neapolis": 2}
    state.galleys[0] = {"neapolis": 1}
    state.nations[0].legions -= 2
    state.nations[0].galleys -= 1
    state.pending = [Pending(kind=PendingKind.CASUALTIES, seat=0, region="neapolis", count=2)]
    assert _ask(state) == Casualties(legions=2)
    # no coin in the bank: a resource instead, the one the nation lacks most
    state = _west(0)
    state.nations[0].iron = 0
    state.nations[0].gold = state.nations[0].marble = 20
    state.pending = [Pending(kind=PendingKind.COIN, seat=0)]
    assert _ask(state) == CoinInstead(resource=Resource.IRON)
