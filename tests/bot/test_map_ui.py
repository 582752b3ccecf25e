"""What the map games' Discord UIs share (``MapGameUI``): an empty payment offered as "-" and
labelled as nothing paid, a yes/no answer offered as yes or no and labelled in the game's
own words, casualties counted, in both Antike and Antike Duellum."""

from __future__ import annotations

import pytest

from bot.app.gameui import ui_for
from bot.app.i18n import tr
from bot.app.ui_map import MapGameUI

# game, its list fields, its yes/no field and the catalog keys of that field's answers
GAMES = [
    ("duellum", ("pay",), "play", ("bot.duellum.fortress.yes", "bot.duellum.fortress.no")),
    ("antike", ("pay", "give"), "fight", ("bot.antike.answer.fight", "bot.antike.answer.pass")),
]


@pytest.mark.parametrize(("game", "lists", "answer", "keys"), GAMES)
@pytest.mark.parametrize("locale", ["en", "el", "it"])
def test_empty_payments_and_yes_no_answers_read_the_same_way_in_both_games(
    game: str, lists: tuple[str, ...], answer: str, keys: tuple[str, str], locale: str
) -> None:
    ui = ui_for(game)
    assert isinstance(ui, MapGameUI)
    for field in lists:
        assert ui.option_text("rondel", field, "") == "-"
        assert ui.option_text("rondel", field, "gold,coin") == "gold,coin"
        assert ui.field_label("rondel", field, "-", locale) == tr(locale, f"bot.{game}.pay_nothing")
    assert ui.field_label("rondel", "pay", "gold,gold,coin", "en") == "2 gold, 1 coin"
    assert ui.option_text("answer", answer, "True") == "yes"
    assert ui.option_text("answer", answer, "False") == "no"
    assert ui.field_label("answer", answer, "yes", locale) == tr(locale, keys[0])
    assert ui.field_label("answer", answer, "no", locale) == tr(locale, keys[1])
    assert ui.option_text("move", "region", "") == ""  # only list fields are shown as "-"
    casualties = tr(locale, f"bot.{game}.casualties", legions=2)
    assert ui.field_label("casualties", "legions", "2", locale) == casualties
    assert ui.field_label("casualties", "legions", "some", locale) == "some"
