"""What the board-picture tests share: the PNG signature, the languages, a PNG opened as an
image, a game's view with its type checked, awkward players' names, seeded play to a
position, and the measure of a zoomed crop on a phone."""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from PIL import Image
from pydantic import BaseModel

from bot.render.base import font

PNG = b"\x89PNG\r\n\x1a\n"
LOCALES = ("en", "el", "it")
MIN_PHONE_PX = 12  # the smallest name that reads on a phone, in CSS pixels

GREEK = ("Ἀλέξανδρος ο Μέγας", "Κλεοπάτρα")  # noqa: RUF001
ITALIAN = ("Niccolò Machiavelli", "Lucía d'Ávila-Perù")
# players' names a picture must draw without failing: scripts, emoji, blanks, the very long,
# control and invisible characters, one name for two seats
AWKWARD_NAMES: list[tuple[str, ...]] = [
    GREEK,
    ITALIAN,
    ("🎲⛪ Dice", "👨‍👩‍👧 family 👍🏽"),
    ("", "   "),
    ("W" * 120, "Ä" * 80),
    ("مرحبا", "日本語の名前"),
    (
        "tab\tnew\nline\u0000\u2068iso\u2069",
        "combining e\u0301 and \U0001d401\U0001d428\U0001d425\U0001d41d",
    ),
    ("only one name",),
]

V = TypeVar("V", bound=BaseModel)
Box = tuple[float, float, float, float]


def png_image(data: bytes) -> Image.Image:
    """The picture of PNG bytes (asserted to be a PNG), loaded."""
    assert data.startswith(PNG)
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def typed_view(game: Any, state: BaseModel, seat: int | None, kind: type[V]) -> V:
    """``game.view(state, seat)``, asserted to be a ``kind``."""
    v = game.view(state, seat)
    assert isinstance(v, kind)
    return v


def assert_reads_on_a_phone(
    width: int,
    phone_w: int,
    name_size: int,
    boxes: Sequence[tuple[str, Box]],
    sample: str,
    wanted: Sequence[str],
) -> None:
    """A crop ``width`` px wide shown ``phone_w`` px wide: its names of ``name_size`` px are
    at least ``MIN_PHONE_PX`` tall, measured three ways (the size, the font's ascent and
    descent, the ink of ``sample``: a capital and a descender), the drawn names' ``boxes``
    (halo included) too; and the first ``wanted`` region, if any, is among them."""
    assert boxes
    scale = phone_w / width
    assert name_size * scale >= MIN_PHONE_PX
    f = font(name_size, True)
    ascent, descent = f.getmetrics()
    assert (ascent + descent) * scale >= MIN_PHONE_PX
    _, top, _, bottom = f.getbbox(sample)
    assert (bottom - top) * scale >= MIN_PHONE_PX * 0.9
    tall = [b[3] - b[1] for _, b in boxes]
    assert min(tall) * scale >= MIN_PHONE_PX
    assert not wanted[:1] or wanted[0] in {r for r, _ in boxes}


Policy = Callable[[Any, list[Any], random.Random], Any]


def seeded_play(game: Any, state: Any, steps: int, seed: int, policy: Policy | None = None) -> Any:
    """``steps`` actions (or to the end) from ``state``, the lowest active seat acting: a
    ``policy`` (an AI of the game) or, without one, a move picked at random, seeded."""
    rng = random.Random(seed)
    s = state
    for _ in range(steps):
        if game.outcome(s) is not None:
            break
        seat = min(game.active_seats(s))
        legal = game.legal_actions(s, seat)
        action = rng.choice(legal) if policy is None else policy(game.view(s, seat), legal, rng)
        s = game.apply(s, seat, action).state
    return s


FocusFn = Callable[[BaseModel, Sequence[str]], tuple[Image.Image, Sequence[tuple[str, Box]]]]


def assert_focus_reads_on_a_phone(
    views: Sequence[BaseModel],
    names: Sequence[str],
    focus_with_labels: FocusFn,
    focus_regions: Callable[[Any], Sequence[str]],
    width: int,
    name_size: int,
    sample: str,
) -> None:
    """Each view's crop is ``width`` px wide and its drawn names (``sample``: a capital and a
    descender) read on a phone, the turn's own regions among them (``assert_reads_on_a_phone``)."""
    from bot.render.frame import PHONE_W

    for v in views:
        img, boxes = focus_with_labels(v, names)
        assert img.width == width
        assert_reads_on_a_phone(img.width, PHONE_W, name_size, boxes, sample, focus_regions(v))
