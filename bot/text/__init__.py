"""Plain-text boards per game, drawn from a seat's view (never from the full state)."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel

from bot.text.antike import render_antike
from bot.text.babel import render_babel
from bot.text.duellum import render_duellum
from bot.text.nations import render_nations
from bot.text.polis import render_polis

TextRenderer = Callable[[BaseModel, Callable[[int], str], str], str]

RENDERERS: dict[str, TextRenderer] = {
    "babel": render_babel,  # type: ignore[dict-item]
    "duellum": render_duellum,  # type: ignore[dict-item]
    "polis": render_polis,  # type: ignore[dict-item]
    "antike": render_antike,  # type: ignore[dict-item]
    "nations": render_nations,  # type: ignore[dict-item]
}


def render_board(
    game: str, view: BaseModel, name_of: Callable[[int], str], locale: str = "en"
) -> str:
    return RENDERERS[game](view, name_of, locale)
