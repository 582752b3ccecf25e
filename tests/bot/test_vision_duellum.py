"""Antike Duellum's owners and resources stay apart for every reader: the nations' colours
and the resources' colours carry a letter each (``bot.render.vision.untold``), and on a real
picture turned to greyscale and to deuteranopia the owners' discs keep apart, each with its
letter drawn on it (the letter is what tells them apart under deuteranopia)."""

from __future__ import annotations

import random

import pytest

from bot.games.duellum.render.board import draw_board, layout
from bot.games.duellum.render.map import (
    NATION_COLOURS,
    RESOURCE_COLOURS,
    city_row,
    initial,
    resource_letter,
)
from bot.render import ledger
from bot.render.vision import MIN_DEUTAN_DISTANCE, MIN_GREY_STEP, as_deutan, as_grey, untold
from rules.duellum import GAME
from rules.duellum.state import DuellumState
from rules.duellum.view import DuellumView
from tests.bot.pictures import LOCALES, typed_view

SIDES = ("west", "east")


def mid_game(side: str) -> DuellumView:
    """A position with cities of both nations."""
    rng = random.Random(side)
    s: DuellumState = GAME.setup(2, GAME.options({"map": side}), f"vision-{side}")
    for _ in range(400):
        if GAME.outcome(s) is not None:
            break
        (seat,) = GAME.active_seats(s)
        s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat))).state
    v = typed_view(GAME, s, None, DuellumView)
    assert {c.owner for c in v.cities.values()} == {0, 1}
    return v


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("side", SIDES)
def test_owners_and_resources_carry_letters_where_colours_run_together(
    side: str, locale: str
) -> None:
    v = mid_game(side)
    owners = {v.nation_ids[s]: NATION_COLOURS[s] for s in (0, 1)}
    letters = {v.nation_ids[s]: initial(v, s, locale) for s in (0, 1)}
    assert len(set(letters.values())) == 2
    assert untold(owners, letters) == []
    resources = {r.value: colour for r, colour in RESOURCE_COLOURS.items()}
    marks = {r.value: resource_letter(r, locale) for r in RESOURCE_COLOURS}
    assert len(set(marks.values())) == len(marks)
    assert untold(resources, marks) == []


@pytest.mark.parametrize("side", SIDES)
def test_the_owners_discs_stay_apart_in_grey_and_for_deuteranopia(side: str) -> None:
    v = mid_game(side)
    lay = layout(side)
    with ledger.recording():
        img = draw_board(v, ("Ada", "Bob"))
    words = [m for m in ledger.marks(img) if m.kind == "text"]
    grey, deutan = as_grey(img), as_deutan(img)
    seen: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    for region, city in sorted(v.cities.items()):
        node = lay.nodes[region]
        _, (x0, y0, _, y1) = city_row(v, node)
        row = y1 - y0 - 6
        cx, cy = x0 + 3 + row / 2, (y0 + y1) / 2
        disc = (cx - row / 2, cy - row / 2, cx + row / 2, cy + row / 2)
        letter = initial(v, city.owner, "en")
        assert any(
            m.what == letter
            and m.box[0] >= disc[0] - 1
            and m.box[2] <= disc[2] + 1
            and m.box[1] >= disc[1] - 1
            and m.box[3] <= disc[3] + 1
            for m in words
        ), region
        at = (round(cx), round(cy - row * 0.35))  # the disc's fill, above its letter
        seen.setdefault(city.owner, (grey.getpixel(at), deutan.getpixel(at)))  # type: ignore[arg-type]
    (g0, d0), (g1, d1) = seen[0], seen[1]
    assert abs(g0[0] - g1[0]) >= MIN_GREY_STEP  # in grey the colours alone tell them apart
    # under deuteranopia the green and the purple come closer than the check's distance:
    # there the letters on the discs (asserted above, one per nation) tell them apart
    apart = sum((a - b) ** 2 for a, b in zip(d0, d1, strict=True)) ** 0.5 >= MIN_DEUTAN_DISTANCE
    assert apart or initial(v, 0, "en") != initial(v, 1, "en")
