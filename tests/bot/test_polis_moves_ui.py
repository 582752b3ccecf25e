"""The slash command's ``also`` option of a Polis move: suggested from the legal moves,
labelled with the territories' names, typed as ``origin:count`` or by name, and read back
into the move the rules check."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app.games import build_action, option_value
from bot.app.gameui import ui_for
from rules.core.errors import InvalidAction
from rules.polis import GAME
from rules.polis.actions import Move
from service.i18n import render


def position() -> tuple[Any, list[Any]]:
    s = GAME.setup(2, GAME.options(), "also")
    s.hoplites["megaris"] = [2, 0]
    return s, GAME.legal_actions(s, 0)


def test_also_is_an_optional_list_option_of_move() -> None:
    spec = ui_for("polis").specs["move"]
    also = next(f for f in spec.fields if f.name == "also")
    assert also.kind == "list" and not also.required


def test_suggestions_and_labels_name_each_origin_with_its_count() -> None:
    ui = ui_for("polis")
    spec = ui.specs["move"]
    f = next(f for f in spec.fields if f.name == "also")
    _, legal = position()
    values = {
        option_value(ui, spec, f, a)
        for a in legal
        if isinstance(a, Move) and a.origin == "attike" and a.to == "boiotia" and a.also
    }
    assert values == {"megaris:1", "megaris:2"}
    assert ui.field_label("move", "also", "megaris:2,euboia:1", "en") == "Megaris (2), Euboea (1)"
    assert "Μεγαρίδα (2)" in ui.field_label("move", "also", "megaris:2", "el")


@pytest.mark.parametrize(("typed", "locale"), [("megaris:2", "en"), ("Μεγαρίδα (2)", "el")])
def test_a_typed_extra_origin_becomes_the_move(typed: str, locale: str) -> None:
    ui = ui_for("polis")
    s, legal = position()
    values: dict[str, str | None] = {
        "unit": "hoplite",
        "origin": "attike",
        "to": "boiotia",
        "count": "1",
        "also": typed,
    }
    action = build_action(ui, ui.specs["move"], values, legal, locale)
    move = GAME.parse_action(action)
    assert move == GAME.parse_notation("move hoplite attike boiotia 1 also megaris 2")
    after = GAME.apply(s, 0, move).state
    assert after.hoplites["boiotia"][0] == 3


def test_a_wrong_extra_origin_is_refused_in_words() -> None:
    ui = ui_for("polis")
    _, legal = position()
    values: dict[str, str | None] = {
        "unit": "hoplite",
        "origin": "attike",
        "to": "boiotia",
        "count": "1",
        "also": "x",
    }
    action = build_action(ui, ui.specs["move"], values, legal, "en")
    with pytest.raises(InvalidAction) as exc:
        GAME.parse_action(action)
    assert "origin:count" in render(exc.value.msg, "en")
