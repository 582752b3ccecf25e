"""Polis in the front ends: the board picture and text board draw every kind of position
from the public view, the embed summary names both sides, the private panel shows the
caller's own combat cards and never the opponent's, and End/Pass are buttons only in the
main phase."""

from __future__ import annotations

import random

from bot.app.gameui import ui_for
from bot.render import render_board
from bot.text import render_board as text_board
from rules.polis import GAME
from tests.rules.polis.scenario import ATHENS, SPARTA, act, fresh


def test_boards_draw_positions_of_a_whole_game() -> None:
    s = GAME.setup(2, GAME.options(), "ui")
    rng = random.Random(2)
    step = 0
    while GAME.outcome(s) is None:
        seat = min(GAME.active_seats(s))
        if step % 25 == 0:
            png = render_board("polis", GAME.view(s, None), ["Ἀλέξανδρος", "Giulia"], "el")
            assert png[:8] == b"\x89PNG\r\n\x1a\n"
            for locale in ("en", "el", "it"):
                board = text_board("polis", GAME.view(s, seat), lambda i: f"P{i}", locale)
                assert "polis." not in board and "{" not in board
        s = GAME.apply(
            s, seat, GAME.ais["heuristic"](GAME.view(s, seat), GAME.legal_actions(s, seat), rng)
        ).state
        step += 1


def test_the_summary_names_both_sides_and_whose_move_it_is() -> None:
    ui = ui_for("polis")
    fields = ui.summary(GAME.view(fresh(), None), ["Ann", "Bob"], "it")
    assert fields[0][0].startswith("Atene") and fields[1][0].startswith("Sparta")
    assert "Ann" in fields[2][1]


def test_the_panel_shows_own_combat_cards_only() -> None:
    s = fresh("battle")
    s.round = 2
    s.hoplites["boiotia"] = [3, 4]
    s.hoplites["attike"] = [1, 0]
    s = act(s, ATHENS, "move hoplite attike boiotia 1")
    s = act(s, ATHENS, "end")
    assert s.battle is not None
    ui = ui_for("polis")
    mine = ui.hand_text(GAME.view(s, ATHENS), "en") or ""
    theirs_numbers = {c + 1 for c in s.battle.hands[SPARTA]} - {
        c + 1 for c in s.battle.hands[ATHENS]
    }
    for c in s.battle.hands[ATHENS]:
        assert f"card {c + 1} " in mine
    for n in theirs_numbers:
        assert f"card {n} " not in mine
    assert ui.quick_moves(GAME.view(s, None)) == set()
    assert ui.quick_moves(GAME.view(fresh(), None)) == {"end", "pass"}
