"""Where every word and marker of a picture landed, to check its layout.

A picture is readable when no two words overlap, no marker covers a word, no word runs off
the edge and, on a phone, every word is large enough. ``recording()`` finds out without
trusting the drawing code: while it is on, every ``ImageDraw.text`` call on any image notes
its box (halo included) and font size on that image, and the boxes follow the image through
``copy``, ``convert``, ``crop``, ``resize``, ``rotate``, ``paste`` and ``alpha_composite``,
so a word drawn on a cached layer or a panel pasted later is found where it ends up.
Markers (cities, unit chips, pawns, galleys…) are not words: the code that draws one says so
with ``note_marker``; a word may sit inside a marker (the count on a chip) but not half on it.

Off by default and nearly free then (one flag test per marker); a test, or ``strategos
boards --check``, turns it on around a drawing and reads ``problems(img)``. Caches drawn
before recording was on hold no boxes, so ``recording()`` empties the drawing caches first.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

from PIL import Image, ImageDraw

Box = tuple[float, float, float, float]

PHONE_W = 412  # a phone screen's width in CSS pixels
MIN_PHONE_PX = 11  # the smallest text a player is asked to read there, in CSS pixels
SLACK = 1.0  # pixels two boxes may share before they count as overlapping (anti-aliasing)


@dataclass(frozen=True)
class Mark:
    """One thing drawn: a word (its text and font size) or a marker (what it is)."""

    kind: str  # "text" or "marker"
    box: Box
    what: str
    size: float = 0.0  # a word's font size in pixels (scaled with the image)
    order: int = 0  # drawing order, for "drawn over"


_LOCK = threading.RLock()
_ON = 0  # nested recording() depth
_ATTR = "_ledger_marks"  # where an image keeps its marks (Pillow images are not hashable)
_COUNTER = [0]
_ORIGINALS: dict[str, Any] = {}
CACHE_CLEARERS: list[Callable[[], None]] = []  # drawing caches to empty when recording starts


def active() -> bool:
    return _ON > 0


def _next() -> int:
    _COUNTER[0] += 1
    return _COUNTER[0]


def _get(img: Image.Image) -> list[Mark]:
    return getattr(img, _ATTR, None) or []


def _set(img: Image.Image, ms: list[Mark]) -> None:
    setattr(img, _ATTR, ms)


def marks(img: Image.Image) -> list[Mark]:
    """What was noted on ``img`` (in drawing order)."""
    return list(_get(img))


def _add(img: Image.Image, mark: Mark) -> None:
    _set(img, [*_get(img), mark])


def note_marker(img: Image.Image | ImageDraw.ImageDraw, box: Box, what: str) -> None:
    """Say that a marker (a piece, a city, a token) covers ``box`` of ``img``."""
    if not _ON:
        return
    target = img._image if isinstance(img, ImageDraw.ImageDraw) else img
    x0, y0, x1, y1 = box
    _add(
        target,
        Mark("marker", (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)), what, 0.0, _next()),
    )


def _moved(
    ms: list[Mark], dx: float, dy: float, scale_x: float = 1.0, scale_y: float = 1.0
) -> list[Mark]:
    out = []
    for m in ms:
        x0, y0, x1, y1 = m.box
        box = (x0 * scale_x + dx, y0 * scale_y + dy, x1 * scale_x + dx, y1 * scale_y + dy)
        out.append(replace(m, box=box, size=m.size * scale_y))
    return out


# -- the patched Pillow calls ------------------------------------------------------------------


def _text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
    _ORIGINALS["text"](self, xy, text, *args, **kwargs)
    words = text if isinstance(text, str) else str(text)
    if not words.strip() or "\n" in words:  # a multi-line text notes each of its lines
        return
    font = kwargs.get("font") or (args[1] if len(args) > 1 else None) or self.getfont()
    anchor = kwargs.get("anchor") or (args[2] if len(args) > 2 else None)
    stroke = kwargs.get("stroke_width", 0)
    box = self.textbbox(xy, words, font=font, anchor=anchor, stroke_width=stroke)
    size = float(getattr(font, "size", 10))
    _add(self._image, Mark("text", tuple(float(v) for v in box), words, size, _next()))  # type: ignore[arg-type]


def _carry(
    name: str,
    transform: Callable[
        [Image.Image, Image.Image, list[Mark], tuple[Any, ...], dict[str, Any]], list[Mark]
    ],
) -> Callable[..., Any]:
    original = _ORIGINALS[name]

    def patched(self: Image.Image, *args: Any, **kwargs: Any) -> Any:
        out = original(self, *args, **kwargs)
        ms = _get(self)
        if ms and isinstance(out, Image.Image) and out is not self:
            _set(out, transform(self, out, ms, args, kwargs))
        return out

    return patched


def _same(src: Image.Image, out: Image.Image, ms: list[Mark], args: Any, kwargs: Any) -> list[Mark]:
    return list(ms)


def _crop(src: Image.Image, out: Image.Image, ms: list[Mark], args: Any, kwargs: Any) -> list[Mark]:
    box = args[0] if args else kwargs.get("box")
    if box is None:
        return list(ms)
    x0, y0, x1, y1 = box
    kept = [m for m in ms if m.box[2] > x0 and m.box[0] < x1 and m.box[3] > y0 and m.box[1] < y1]
    return _moved(kept, -x0, -y0)


def _resize(
    src: Image.Image, out: Image.Image, ms: list[Mark], args: Any, kwargs: Any
) -> list[Mark]:
    box = kwargs.get("box") or (args[2] if len(args) > 2 else None) or (0, 0, *src.size)
    x0, y0, x1, y1 = box
    sx, sy = out.width / (x1 - x0), out.height / (y1 - y0)
    return _moved(ms, -x0 * sx, -y0 * sy, sx, sy)


def _rotate(
    src: Image.Image, out: Image.Image, ms: list[Mark], args: Any, kwargs: Any
) -> list[Mark]:
    angle = (args[0] if args else kwargs.get("angle", 0)) % 360
    w, h = src.size
    if angle not in (90, 270) or out.size != (h, w):
        return []  # only the quarter turns the charts use are followed
    out_ms = []
    for m in ms:
        x0, y0, x1, y1 = m.box
        box = (y0, w - x1, y1, w - x0) if angle == 90 else (h - y1, x0, h - y0, x1)
        out_ms.append(replace(m, box=box))
    return out_ms


def _paste(self: Image.Image, im: Any, box: Any = None, mask: Any = None) -> None:
    _ORIGINALS["paste"](self, im, box, mask)
    if not isinstance(im, Image.Image):
        return
    if box is None:
        dx, dy = 0, 0
    elif isinstance(box, Image.Image):
        return
    else:
        dx, dy = box[0], box[1]
    if mask is None and im.mode in ("RGB", "L", "P"):  # an opaque paste hides what was under it
        x0, y0, x1, y1 = dx, dy, dx + im.width, dy + im.height
        mine = _get(self)
        if mine:
            _set(
                self,
                [
                    m
                    for m in mine
                    if not (m.box[0] >= x0 and m.box[1] >= y0 and m.box[2] <= x1 and m.box[3] <= y1)
                ],
            )
    theirs = _get(im)
    if theirs:
        for m in _moved(theirs, dx, dy):
            _add(self, replace(m, order=_next()))


def _alpha_composite_method(
    self: Image.Image, im: Image.Image, dest: Any = (0, 0), source: Any = (0, 0)
) -> None:
    _ORIGINALS["alpha_composite_method"](self, im, dest, source)
    theirs = _get(im)
    if theirs:
        for m in _moved(theirs, dest[0] - source[0], dest[1] - source[1]):
            _add(self, replace(m, order=_next()))


def _alpha_composite(a: Image.Image, b: Image.Image) -> Image.Image:
    out: Image.Image = _ORIGINALS["alpha_composite"](a, b)
    both = [*_get(a), *(replace(m, order=_next()) for m in _get(b))]
    if both:
        _set(out, both)
    return out


def _install() -> None:
    _ORIGINALS.update(
        text=ImageDraw.ImageDraw.text,
        paste=Image.Image.paste,
        copy=Image.Image.copy,
        convert=Image.Image.convert,
        crop=Image.Image.crop,
        resize=Image.Image.resize,
        rotate=Image.Image.rotate,
        alpha_composite_method=Image.Image.alpha_composite,
        alpha_composite=Image.alpha_composite,
    )
    ImageDraw.ImageDraw.text = _text  # type: ignore[method-assign]
    Image.Image.paste = _paste  # type: ignore[method-assign]
    Image.Image.copy = _carry("copy", _same)  # type: ignore[method-assign]
    Image.Image.convert = _carry("convert", _same)  # type: ignore[method-assign]
    Image.Image.crop = _carry("crop", _crop)  # type: ignore[method-assign]
    Image.Image.resize = _carry("resize", _resize)  # type: ignore[method-assign]
    Image.Image.rotate = _carry("rotate", _rotate)  # type: ignore[method-assign]
    Image.Image.alpha_composite = _alpha_composite_method  # type: ignore[method-assign]
    Image.alpha_composite = _alpha_composite  # type: ignore[assignment]


def _uninstall() -> None:
    ImageDraw.ImageDraw.text = _ORIGINALS["text"]  # type: ignore[method-assign]
    Image.Image.paste = _ORIGINALS["paste"]  # type: ignore[method-assign]
    Image.Image.copy = _ORIGINALS["copy"]  # type: ignore[method-assign]
    Image.Image.convert = _ORIGINALS["convert"]  # type: ignore[method-assign]
    Image.Image.crop = _ORIGINALS["crop"]  # type: ignore[method-assign]
    Image.Image.resize = _ORIGINALS["resize"]  # type: ignore[method-assign]
    Image.Image.rotate = _ORIGINALS["rotate"]  # type: ignore[method-assign]
    Image.Image.alpha_composite = _ORIGINALS["alpha_composite_method"]  # type: ignore[method-assign]
    Image.alpha_composite = _ORIGINALS["alpha_composite"]
    _ORIGINALS.clear()


@contextmanager
def recording() -> Iterator[None]:
    """Note every word and marker drawn while inside (the drawing caches emptied first, so
    cached layers are drawn again and their words noted). Not for production drawing: it
    patches Pillow for the whole process while on."""
    global _ON
    with _LOCK:
        if _ON == 0:
            for clear in CACHE_CLEARERS:
                clear()
            _install()
        _ON += 1
    try:
        yield
    finally:
        with _LOCK:
            _ON -= 1
            if _ON == 0:
                _uninstall()


# -- the checks --------------------------------------------------------------------------------


def _overlap(a: Box, b: Box, slack: float = SLACK) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > slack and min(a[3], b[3]) - max(a[1], b[1]) > slack


def _inside(a: Box, b: Box, slack: float = SLACK) -> bool:
    return (
        a[0] >= b[0] - slack
        and a[1] >= b[1] - slack
        and a[2] <= b[2] + slack
        and a[3] <= b[3] + slack
    )


def problems(img: Image.Image, *, phone: bool = False, slack: float = SLACK) -> list[str]:
    """What is wrong with ``img``'s layout, one line each (empty when nothing is):

    - two words overlapping;
    - a word half under a marker (a word wholly inside a marker is the marker's own);
    - a word cut by the picture's edge;
    - with ``phone``, a word smaller than ``MIN_PHONE_PX`` once the picture is shown
      ``PHONE_W`` pixels wide.
    """
    ms = marks(img)
    words = [m for m in ms if m.kind == "text"]
    markers = [m for m in ms if m.kind == "marker"]
    w, h = img.size
    out: list[str] = []

    def where(m: Mark) -> str:
        return f"{m.what!r} at ({m.box[0]:.0f},{m.box[1]:.0f})-({m.box[2]:.0f},{m.box[3]:.0f})"

    for i, a in enumerate(words):
        for b in words[i + 1 :]:
            if _overlap(a.box, b.box, slack):
                out.append(f"words overlap: {where(a)} and {where(b)}")
        for mk in markers:
            if _overlap(a.box, mk.box, slack) and not _inside(a.box, mk.box, slack):
                out.append(f"marker covers a word: {where(mk)} over {where(a)}")
        x0, y0, x1, y1 = a.box
        if x0 < -slack or y0 < -slack or x1 > w + slack or y1 > h + slack:
            out.append(f"word cut by the edge ({w}x{h}): {where(a)}")
        if phone and a.size * PHONE_W / w < MIN_PHONE_PX - 1e-6:
            shown = a.size * PHONE_W / w
            out.append(f"too small on a phone ({shown:.1f} px): {where(a)}")
    return out


def phone_shape(img: Image.Image) -> list[str]:
    """The phone picture's shape: between 1:2 and 2:1."""
    w, h = img.size
    return [] if 0.5 <= w / h <= 2.0 else [f"aspect {w}x{h} is outside 1:2..2:1"]


__all__ = [
    "CACHE_CLEARERS",
    "MIN_PHONE_PX",
    "PHONE_W",
    "Mark",
    "active",
    "marks",
    "note_marker",
    "phone_shape",
    "problems",
    "recording",
]
