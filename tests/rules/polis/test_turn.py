"""A turn is up to two actions, never the same one twice (the rules summaries GAMES.md cites:
"a turn of two actions"; the seed's action list [Azioni di sviluppo], [Azioni militari],
[Azioni politiche] names the actions: creating hoplites and creating galleys are two, moving
hoplites and moving galleys are two). Matches set up before this rule keep the old turn."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.polis import GAME
from rules.polis.actions import Create, Move
from rules.polis.engine.turn import action_kind
from rules.polis.state import PolisState
from service.i18n import LOCALES, render
from tests.rules.polis.scenario import ATHENS, SPARTA, act, fresh

pytestmark = pytest.mark.rule("polis.turn.two-different")


def test_the_same_action_twice_in_a_turn_is_refused_in_every_language() -> None:
    s = act(fresh(), ATHENS, "move hoplite attike boiotia 1")
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "move hoplite attike megaris 1")
    msg = exc.value.msg
    assert msg.key == "polis.error.same_action"
    said = {loc: render(msg, loc) for loc in LOCALES}
    assert "marched hoplites" in said["en"] and "end your turn" in said["en"]
    assert "οπλίτες" in said["el"] and "opliti" in said["it"]
    assert s.current == ATHENS and s.actions_left == 1  # nothing was taken from the turn


def test_the_offered_moves_leave_out_the_action_already_taken() -> None:
    s = act(fresh(), ATHENS, "move hoplite attike boiotia 1")
    legal = GAME.legal_actions(s, ATHENS)
    assert not any(isinstance(a, Move) and a.unit == "hoplite" for a in legal)
    assert any(isinstance(a, Create) for a in legal)  # another action is still there
    assert {action_kind(a) for a in legal} - {None}  # and ending the turn too
    assert "move-hoplite" not in {action_kind(a) for a in legal}


@pytest.mark.rule("polis.turn.two-actions")
def test_two_different_actions_make_a_turn_and_the_next_turn_starts_afresh() -> None:
    s = act(fresh(), ATHENS, "move hoplite attike boiotia 1")
    create = next(a for a in GAME.legal_actions(s, ATHENS) if isinstance(a, Create))
    s = act(s, ATHENS, create)
    assert s.current == SPARTA and s.done == []
    sparta_moves = [
        a for a in GAME.legal_actions(s, SPARTA) if isinstance(a, Move) and a.unit == "hoplite"
    ]
    assert sparta_moves  # Sparta's turn is its own


def test_moving_hoplites_then_galleys_are_two_different_actions() -> None:
    assert action_kind(Move(unit="hoplite", origin="attike", to="boiotia", count=1)) != (
        action_kind(Move(unit="galley", origin="saronikos", to="kyklades", count=1))
    )


def test_a_match_set_up_before_the_rule_keeps_its_turns() -> None:
    s = fresh()
    old = PolisState.model_validate({**s.model_dump(), "edition": 1})
    old = act(old, ATHENS, "move hoplite attike boiotia 1")
    old = act(old, ATHENS, "move hoplite attike megaris 1")  # allowed under edition 1
    assert old.current == SPARTA
    loaded = GAME.load_state(GAME.dump_state(s).replace('"edition":2', '"edition":1'))
    assert loaded.edition == 1 and fresh().edition == 2
