"""Antike's owners and resources stay apart for a reader without colour or with
deuteranopia: each pair whose colours run together differs in its letter (owners) or its
shape (resources, coins), and every owner's marker on a drawn board carries its letter."""

from __future__ import annotations

import pytest

from bot.games.antike.mapdraw import RESOURCE_COLOURS, RESOURCE_SHAPES
from bot.games.antike.render import COIN, NATION_COLOURS, draw_board, initial
from bot.render import ledger
from bot.render.vision import untold
from rules.antike import GAME
from rules.antike.view import AntikeView
from tests.bot.pictures import LOCALES, seeded_play


def six_nations(side: str) -> AntikeView:
    s = GAME.setup(6, GAME.options({"side": side}), f"vision-{side}")
    s = seeded_play(GAME, s, 150, 3)
    v = GAME.view(s, None)
    assert isinstance(v, AntikeView)
    return v


@pytest.mark.parametrize("side", ["west", "east"])
@pytest.mark.parametrize("locale", LOCALES)
def test_owners_differ_by_letter_where_colours_run_together(side: str, locale: str) -> None:
    v = six_nations(side)
    colours = {f"nation {i}": NATION_COLOURS[i] for i in range(len(v.nations))}
    letters = {f"nation {i}": initial(v, i, locale) for i in range(len(v.nations))}
    assert len(set(letters.values())) == len(letters)
    assert untold(colours, letters) == []


def test_resources_and_coins_differ_by_shape() -> None:
    colours = {k.value: c for k, c in RESOURCE_COLOURS.items()} | {"coin": COIN}
    shapes = {k.value: s for k, s in RESOURCE_SHAPES.items()} | {"coin": "circle"}
    assert len(set(shapes.values())) == len(shapes)
    assert untold(colours, shapes) == []


@pytest.mark.parametrize("side", ["west", "east"])
def test_every_owned_city_and_chip_carries_its_owners_letter(side: str) -> None:
    v = six_nations(side)
    letters = {initial(v, i, "en") for i in range(len(v.nations))}
    with ledger.recording():
        img = draw_board(v, [f"P{i}" for i in range(6)], "en")
        marks = ledger.marks(img)
    words = [m for m in marks if m.kind == "text"]
    owned = [m for m in marks if m.kind == "marker" and m.what in ("city",)]
    chips = [m for m in marks if m.kind == "marker" and m.what.startswith("chip ")]
    assert owned and chips

    def inside(a: ledger.Box, b: ledger.Box) -> bool:
        return a[0] >= b[0] - 1 and a[1] >= b[1] - 1 and a[2] <= b[2] + 1 and a[3] <= b[3] + 1

    for city in owned:
        assert any(w.what in letters and inside(w.box, city.box) for w in words), city
    for chip in chips:
        assert any(
            w.what[: len(w.what.rstrip("0123456789"))] in letters and inside(w.box, chip.box)
            for w in words
        ), chip
