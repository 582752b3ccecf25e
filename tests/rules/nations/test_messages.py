"""Seeded Nations games whose every message (refusals included) is rendered in all three
languages by ``conftest.py``: one game per number of players, with every legal action's
description and a refusal of each kind the engine produces."""

from __future__ import annotations

import random

import pytest

from rules.core.errors import RuleError
from rules.nations.engine import NationsOptions
from tests.rules.nations.scenario import GAME


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_a_game_reads_cleanly(players: int) -> None:
    opts = NationsOptions(boards="b", ages=2)
    state = GAME.setup(players, opts, f"messages-{players}")
    rng = random.Random(players)
    tried = set()
    while GAME.outcome(state) is None:
        seat = min(GAME.active_seats(state))
        legal = GAME.legal_actions(state, seat)
        for a in legal:
            GAME.describe(a)
        for text in [
            "buy 3 7",
            "deploy 5",
            "deploy 1 from 2",
            "hire",
            "withdraw 5",
            "grow food",
            "take stone",
            "pick atlantis",
            "buy 1 1 slot 5",
            "buy 1 1 vp 9 9 9 9",
        ]:
            if text in tried:
                continue
            try:
                GAME.apply(state, seat, GAME.parse_notation(text))
            except RuleError:
                tried.add(text)
        state = GAME.apply(state, seat, rng.choice(legal)).state
    assert GAME.outcome(state) is not None


@pytest.mark.parametrize(
    "text",
    [
        "",
        "fly",
        "buy",
        "buy 1",
        "buy 1 2 slot",
        "buy 1 2 gems",
        "buy 1 2 vp 1",
        "deploy",
        "deploy 1 to 2",
        "grow gold",
        "take books",
        "pick",
        "hire now",
        "withdraw",
        "buy 9 9",
    ],
)
def test_bad_notation_is_refused_in_words(text: str) -> None:
    with pytest.raises(RuleError):
        GAME.parse_notation(text)


def test_setup_refusals_read_cleanly() -> None:
    with pytest.raises(RuleError):
        GAME.setup(6, NationsOptions(), "x")
    with pytest.raises(RuleError):
        GAME.setup(5, NationsOptions(cards="basic"), "x")
