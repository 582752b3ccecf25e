"""Trying nation-card data in the balance runs (``bench.antike_arena --lines/--red``)."""

from __future__ import annotations

import json

import pytest

from bench.antike_arena import main, trial_side
from rules.antike import board
from rules.antike.maps import AntikeMapError, load_side
from rules.common.maps import Resource

PERSIANS_4 = {"persians": {"4": {"marble": "rhagae", "iron": "carmana", "gold": "persepolis"}}}


def test_a_trial_line_replaces_only_that_count() -> None:
    side = trial_side("east", PERSIANS_4, {})
    real = load_side("east")
    assert side.start_cities("persians", 4)[Resource.IRON] == "carmana"
    assert real.start_cities("persians", 4)[Resource.IRON] == "nineveh"
    assert side.start_cities("persians", 3) == real.start_cities("persians", 3)
    assert side.start_cities("greeks", 4) == real.start_cities("greeks", 4)
    assert side.start_nation(4) == real.start_nation(4)


def test_a_trial_red_dot_moves_the_start_nation_for_its_counts_only() -> None:
    side = trial_side("west", {}, {"greeks": [3]})
    assert side.start_nation(3) == "greeks"
    assert side.start_nation(4) == load_side("west").start_nation(4)
    # a nation named keeps the dots it had for other counts
    side = trial_side("east", {}, {"egyptians": [6]})
    assert side.start_nation(6) == "egyptians" == side.start_nation(5)


def test_trial_cards_are_validated_like_the_data_files() -> None:
    with pytest.raises(ValueError, match="no such nation"):
        trial_side("east", {"romans": {"3": {}}}, {})
    with pytest.raises(AntikeMapError):  # a start city that is not a city site of the map
        trial_side("east", {"persians": {"4": {"marble": "nowhere", "iron": "a", "gold": "b"}}}, {})


def test_the_arena_plays_on_the_trial_cards(capsys: pytest.CaptureFixture[str]) -> None:
    try:
        args = ["--players", "3", "--side", "east", "--games", "1", "--seed", "t"]
        main([*args, "--red", '{"persians": [3]}'])
        out = json.loads(capsys.readouterr().out)
        assert out["finished"] == 1
        assert board.side_of("east").start_nation(3) == "persians"
    finally:
        board._FIXTURES.pop("east", None)
    assert board.side_of("east").start_nation(3) == "arabs"


def test_tune_sets_a_planner_weight_and_refuses_anything_else(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from bench.antike_arena import tune
    from rules.antike.ai import plans

    monkeypatch.setattr(plans, "LEADER", plans.LEADER)  # restored after the test
    monkeypatch.setattr(plans, "LEADER_CAP", plans.LEADER_CAP)
    tune({"plans.LEADER": 0.5, "plans.LEADER_CAP": 4.0})
    assert plans.LEADER == 0.5
    assert plans.LEADER_CAP == 4 and isinstance(plans.LEADER_CAP, int)
    for bad in ("plans.conquest_value", "plans.NOPE", "nomodule.LEADER"):
        with pytest.raises((ValueError, ModuleNotFoundError)):
            tune({bad: 1.0})
