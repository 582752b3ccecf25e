"""Match options (``/match new … options:``) are refused in the players' words by one check
in ``GameUI``: an unknown key names the game's options, a wrong value names what the option
takes; each game adds only what is its own (Nations' ``levels``, Duellum's sentences)."""

from __future__ import annotations

import pytest

from bot.app.gameui import ui_for
from bot.app.i18n import tr
from rules.core.errors import InvalidAction


@pytest.mark.parametrize("game", ["antike", "duellum", "nations"])
def test_an_unknown_option_names_the_games_own(game: str) -> None:
    ui = ui_for(game)
    with pytest.raises(InvalidAction) as refused:
        ui.check_options({"colour": "red"})
    msg = refused.value.msg
    assert msg.key == f"bot.{game}.options.unknown"
    for locale in ("en", "el", "it"):
        text = tr(locale, msg.key, **msg.params)
        assert "colour" in text and all(key in text for key in ui.OPTIONS)


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("antike", {"side": "east", "longer": True, "goal": 12}),
        ("duellum", {"map": "east", "fortress": "auto"}),
        ("nations", {"cards": "expert", "levels": "prince/KING", "easier": False}),
    ],
)
def test_good_options_pass(game: str, options: dict[str, object]) -> None:
    ui_for(game).check_options(options)


def test_a_true_false_option_takes_only_true_or_false() -> None:
    with pytest.raises(InvalidAction) as refused:
        ui_for("antike").check_options({"expert": 1})
    assert refused.value.msg.key == "bot.antike.options.value"
    assert refused.value.msg.params == {"option": "expert", "value": "1", "known": "true, false"}


def test_a_game_without_options_leaves_them_to_its_rules() -> None:
    ui = ui_for("babel")
    assert not ui.OPTIONS
    ui.check_options({"anything": "at all"})
