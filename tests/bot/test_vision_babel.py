"""Babel's pictures for readers who see fewer colours: the five nations and the two players
stay apart in greyscale and with deuteranopia, by colour where it survives and else by the
letter (nations) or the letter and shape (players) drawn with each."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PIL import Image

from bot.games.babel.render import (
    NATION_COLOURS,
    OWNER_COLOURS,
    draw_board,
    draw_phone,
    initial,
)
from bot.render import ledger
from bot.render.vision import as_deutan, as_grey, untold
from rules.babel.state import NATIONS
from rules.games import get_game
from tests.bot.pictures import LOCALES, seeded_play

GAME = get_game("babel")
Simulation = Callable[[Image.Image], Image.Image]
NAMES = ("Ada", "Bob")


@pytest.mark.parametrize("locale", LOCALES)
def test_nations_are_told_apart_by_their_letters(locale: str) -> None:
    colours = {n.value: NATION_COLOURS[n] for n in NATIONS}
    letters = {n.value: initial(n, locale) for n in NATIONS}
    assert len(set(letters.values())) == len(NATIONS)
    assert untold(colours, letters) == []


def test_players_are_told_apart_by_colour_shape_and_letter() -> None:
    colours = {"player 1": OWNER_COLOURS[0], "player 2": OWNER_COLOURS[1]}
    # the same letter on both (two names starting alike): the shapes still differ
    assert untold(colours, {"player 1": "disc A", "player 2": "square A"}) == []
    assert untold(colours, {"player 1": "A", "player 2": "A"}) == []  # the colours survive


def _fill(img: Image.Image, box: tuple[float, float, float, float], seen: Simulation) -> int:
    """The grey level most of ``box`` shows as ``seen``: the token's fill, not its letter
    or border."""
    x0, y0, x1, y1 = (round(v) for v in box)
    hist = seen(img.crop((x0, y0, x1, y1))).convert("L").histogram()
    return max(range(256), key=lambda level: hist[level])


@pytest.mark.parametrize("draw", [draw_board, draw_phone])
def test_the_drawn_tokens_stay_apart_in_grey_and_deuteranopia(draw: object) -> None:
    """The players' tokens as drawn: their middles differ in grey level under both
    simulations; every people card carries a letter, one letter per nation."""
    assert callable(draw)
    state = seeded_play(GAME, GAME.setup(2, GAME.options(None), "vision"), 60, 3)
    with ledger.recording():
        img = draw(GAME.view(state, None), NAMES, "en")
        marks = ledger.marks(img)
    tokens: dict[str, list[tuple[float, float, float, float]]] = {}
    for m in marks:
        if m.kind == "marker" and m.what.startswith("player "):
            tokens.setdefault(m.what, []).append(m.box)
    assert set(tokens) == {"player 1", "player 2"}
    for seen in (as_grey, as_deutan):
        one = [_fill(img, b, seen) for b in tokens["player 1"]]
        two = [_fill(img, b, seen) for b in tokens["player 2"]]
        assert max(one) + 40 < min(two)  # the dark disc against the white square
    words = [m for m in marks if m.kind == "text"]
    letters: dict[str, set[str]] = {}
    for m in marks:
        if m.kind == "marker" and m.what.startswith("people "):
            inside = [
                w.what
                for w in words
                if w.box[0] >= m.box[0] - 1
                and w.box[2] <= m.box[2] + 1
                and w.box[1] >= m.box[1] - 1
                and w.box[3] <= m.box[3] + 1
            ]
            assert len(inside) == 1, m
            letters.setdefault(m.what, set()).update(inside)
    assert len(letters) == len(NATIONS)
    assert all(len(v) == 1 for v in letters.values())
    assert len({next(iter(v)) for v in letters.values()}) == len(NATIONS)
