"""A round's turns: passing takes a player out of the round and the other plays on alone;
the round ends when both have passed (the review in ``rules/polis/data/rounds.json``); who
opens each round and the cap on turns are our design (README 1)."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.polis import GAME
from tests.rules.polis.scenario import ATHENS, SPARTA, act, fresh


@pytest.mark.rule("polis.turn.pass")
def test_a_player_who_passed_is_skipped_and_the_round_ends_when_both_have() -> None:
    s = fresh()
    s = act(s, ATHENS, "pass")
    assert s.current == SPARTA and s.players[ATHENS].passed
    s = act(s, SPARTA, "collect lakedaimon")
    s = act(s, SPARTA, "end")
    assert s.current == SPARTA and s.actions_left == 2  # Sparta plays on alone
    assert s.round == 1 and s.pending is None
    s = act(s, SPARTA, "pass")
    assert s.pending is not None or s.round == 2  # the round's end has begun


@pytest.mark.rule("polis.turn.pass", "polis.turn.two-actions")
def test_pass_only_opens_a_turn_and_end_only_closes_one() -> None:
    s = fresh()
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "end")
    assert exc.value.msg.key == "polis.error.end_needs_action"
    s = act(s, ATHENS, "collect attike")
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "pass")
    assert exc.value.msg.key == "polis.error.pass_mid_turn"


@pytest.mark.rule("polis.turn.first-player")
def test_athens_opens_the_odd_rounds_and_sparta_the_even_ones() -> None:
    s = fresh()
    openers = [s.current]
    while s.round < 4:
        for p in s.players:
            p.resources["wheat"] = 30
            p.prestige = max(p.prestige, 3)
        s = act(s, s.current, "pass")
        s = act(s, s.current, "pass")
        while s.pending is not None:
            pd = s.pending
            s = act(s, pd.seat, {"growth": "done", "phoros": "phoros 0", "famine": "feed"}[pd.kind])
        openers.append(s.current)
    assert openers == [ATHENS, SPARTA, ATHENS, SPARTA]
    assert GAME.stack(s) == 5
