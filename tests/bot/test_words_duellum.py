"""Antike Duellum's picture and text board speak one vocabulary: the map sides, the turn,
the nations and their letters, the rondel's fields with the numbers the notation uses
(``rondel 4``) and the phase of the turn read the same in both, in every language."""

from __future__ import annotations

import random

import pytest

from bot.games.duellum import text as board_text
from bot.games.duellum.render import board as picture
from bot.games.duellum.render import map as picture_map
from bot.games.duellum.render.panels import strip_frame
from bot.render import ledger
from bot.render.base import t
from rules.duellum import GAME
from rules.duellum.data import RONDEL
from rules.duellum.state import DuellumState
from rules.duellum.view import DuellumView
from tests.bot.pictures import LOCALES, typed_view


def views(side: str) -> list[DuellumView]:
    """Views along a seeded game: every phase of a turn comes up."""
    rng = random.Random(side)
    s: DuellumState = GAME.setup(2, GAME.options({"map": side}), f"words-{side}")
    out = []
    for step in range(120):
        if GAME.outcome(s) is not None:
            break
        (seat,) = GAME.active_seats(s)
        s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat))).state
        if step % 3 == 0:
            out.append(typed_view(GAME, s, None, DuellumView))
    return out


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("side", ["west", "east"])
def test_the_picture_and_the_text_board_use_the_same_words(side: str, locale: str) -> None:
    vs = views(side)
    v = vs[-1]
    text = board_text.render_duellum(v, lambda seat: f"P{seat}", locale)
    header = text.splitlines()[0].lower()
    assert t(f"render.duellum.side.{side}", locale).lower() in header
    assert t("render.duellum.turn", locale, turn=v.turn).lower() in header
    for seat in (0, 1):
        name = picture_map.nation_name(v, seat, locale)
        assert name == board_text.nation_name(v, seat, locale)
        assert picture_map.initial(v, seat, locale) == board_text.initial(v, seat, locale)
    rondel = " ".join(board_text._rondel_lines(v, locale))
    with ledger.recording():
        drawn = {m.what for m in ledger.marks(strip_frame(locale)) if m.kind == "text"}
    for i, f in enumerate(RONDEL.fields):
        cell = f"{i} {picture_map.field_name(f, locale)}"
        assert cell in drawn and cell in rondel
        assert picture_map.field_name(f, locale) == board_text.field_name(i, locale)
    phases = {picture.phase_text(x, locale) for x in vs}
    assert phases == {board_text.phase_text(x, locale) for x in vs}
    assert len(phases) >= 3  # the rondel, an action and founding all came up
