"""What adding a game touches (docs/ARCHITECTURE.md, "Adding a game"), checked for every
registered game: its rules with at least one AI and a README of interpretations, its front end
in ``bot/games/<game>/`` (Discord UI, text board, pictures) registered with
``bot.games.registry``, and its message catalog in every language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.games.registry import front_ends
from rules.games import registered_games

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ("en", "el", "it")
GAMES = sorted(registered_games())


def test_every_front_end_is_of_a_registered_game() -> None:
    assert sorted(front_ends()) == GAMES


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules(game_id: str) -> None:
    game: Any = registered_games()[game_id]
    assert game.id == game_id
    assert (ROOT / "rules" / game_id / "__init__.py").is_file()
    assert game.ais, f"{game_id} has no AI"
    readme = ROOT / "rules" / game_id / "README.md"
    assert readme.is_file() and readme.read_text(encoding="utf-8").strip()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_front_end(game_id: str) -> None:
    from bot.app.gameui import GameUI, ui_for

    folder = ROOT / "bot" / "games" / game_id
    assert (folder / "__init__.py").is_file()
    fe = front_ends()[game_id]
    for ref in (fe.ui, fe.text, fe.pictures):  # each piece lives in the game's own folder
        assert ref.startswith(f"bot.games.{game_id}."), ref
    text = fe.text_board()
    assert callable(text.render_board) and callable(text.typed_names)
    assert callable(fe.renderer().board)
    ui = fe.ui_class()
    assert issubclass(ui, GameUI) and ui.game_id == game_id
    assert type(ui_for(game_id)) is ui


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("locale", LOCALES)
def test_the_catalog(game_id: str, locale: str) -> None:
    catalog = ROOT / "service" / "catalogs" / locale / f"{game_id}.ftl"
    assert catalog.is_file() and catalog.read_text(encoding="utf-8").strip()
