"""Plain-text boards per game, drawn from a seat's view (never from the full state).

Each game's text board is in its front end's folder (``bot/games/<game>/text.py``), found
through ``bot.games.registry``; this package holds what they share."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel

from bot.games.registry import front_end


def render_board(
    game: str, view: BaseModel, name_of: Callable[[int], str], locale: str = "en"
) -> str:
    fe = front_end(game)
    if fe is None:
        raise KeyError(game)
    return fe.text_board().render_board(view, name_of, locale)
