"""Polis' owners and marks stay apart for every reader: each colour that runs together with
another in greyscale or under deuteranopia comes with its own shape, and the drawn markers
keep their shapes once the picture is turned grey or seen with deuteranopia.

Resources are never told by colour in Polis' pictures: they are written out as words with
their figures (the side panels and the phone picture)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.polis.render.map import NEUTRAL, SIDE_COLOURS, side_shape, unit_chip
from bot.render.base import ACCENT, ALERT
from bot.render.vision import as_deutan, as_grey, untold

OWNERS = {"athens": SIDE_COLOURS[0], "sparta": SIDE_COLOURS[1], "neutral": NEUTRAL}
SHAPES = {"athens": "disc", "sparta": "diamond", "neutral": "square"}
CHIPS = {"athens chip": SIDE_COLOURS[0], "sparta chip": SIDE_COLOURS[1]}
CHIP_SHAPES = {"athens chip": "rounded ends", "sparta chip": "pointed ends"}
TERRITORIES = {"moved": ACCENT, "battle": ALERT}
TERRITORY_MARKS = {"moved": "tint and outline", "battle": "hatching"}


def test_owners_chips_and_territory_marks_are_told_apart() -> None:
    assert untold(OWNERS, SHAPES) == []
    assert untold(CHIPS, CHIP_SHAPES) == []
    assert untold(TERRITORIES, TERRITORY_MARKS) == []


def test_the_marks_are_needed() -> None:
    """The shapes carry the difference where the colours alone do not: in greyscale the
    alert red and the accent blue run together (so a battle is hatched, not only tinted)."""
    assert untold(TERRITORIES, {"moved": "", "battle": ""}) != []


def _marker(owner: int | None) -> Image.Image:
    img = Image.new("RGB", (48, 48), (255, 255, 255))
    side_shape(ImageDraw.Draw(img), (24, 24), 30, owner)
    return img


def _chip(side: int) -> Image.Image:
    img = Image.new("RGB", (80, 40), (255, 255, 255))
    unit_chip(ImageDraw.Draw(img), (6, 20), 24, side, False, 3)
    return img


def _footprint(img: Image.Image) -> bytes:
    """Where anything is drawn (not white), whatever its colour."""
    return img.convert("L").point(lambda p: 255 if p < 245 else 0).tobytes()


def test_the_markers_keep_their_shapes_in_grey_and_with_deuteranopia() -> None:
    for see in (as_grey, as_deutan):
        markers = [_footprint(see(_marker(o))) for o in (0, 1, None)]
        assert len(set(markers)) == 3
        chips = [_footprint(see(_chip(s))) for s in (0, 1)]
        assert len(set(chips)) == 2
