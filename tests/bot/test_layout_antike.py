"""Antike's pictures lay out cleanly: on both map sides, with 2, 3 and 6 nations, early and
late in a game and in every language, no two words overlap, no marker covers part of a word,
no word is cut by the edge, and every word of the phone picture reads 412 px wide."""

from __future__ import annotations

import pytest

from tests.bot.layout import LOCALES, layout_problems, positions


@pytest.mark.parametrize("side", ["west", "east"])
@pytest.mark.parametrize("players", [2, 3, 6])
def test_no_word_is_hidden_or_cut(side: str, players: int) -> None:
    views = positions("antike", players, {"side": side}, games=1, every=400)
    views = [views[0], views[len(views) // 2], views[-1]]  # the opening, the middle, the end
    locales = LOCALES if players == 3 else ("en",)
    assert layout_problems("antike", views, locales, players) == []
