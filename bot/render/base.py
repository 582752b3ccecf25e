"""Shared drawing helpers for the board images: fonts, colours, text that fits, PNG output.

Every word comes from the message catalogs (``t``). Text is drawn with the vendored DejaVu
Sans, which covers Latin, Greek and Cyrillic; a character it lacks (most emoji, say) is
replaced by a plain substitute rather than the font's empty box, and invisible formatting
characters (the bidi isolation marks Fluent puts around variables, zero-width joiners) are
dropped. Fonts, glyph checks and fitted texts are cached, so a board costs a few
milliseconds of drawing once warm.

Pillow's FreeType fonts are shared between threads through the caches, so drawing is done
under ``DRAW_LOCK``; the palette reduction and PNG encoding run outside it.
"""

from __future__ import annotations

import io
import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from bot.render.ledger import CACHE_CLEARERS, note_marker
from rules.core.messages import Msg
from service.i18n import render

FONT_DIR = Path(__file__).resolve().parent / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

DRAW_LOCK = threading.Lock()

RGB = tuple[int, int, int]
Font = ImageFont.FreeTypeFont

# A light page with near-black ink: strong contrast on phones, in light and dark Discord themes.
PAPER: RGB = (250, 248, 242)
CARD: RGB = (255, 255, 255)
INK: RGB = (20, 24, 33)
MUTED: RGB = (75, 85, 99)
FAINT: RGB = (209, 213, 219)
LINE: RGB = (148, 163, 184)
BAND: RGB = (30, 41, 59)
ON_BAND: RGB = (255, 255, 255)
ACCENT: RGB = (0, 94, 150)  # whose turn it is
ALERT: RGB = (180, 30, 30)  # an interrupt that blocks play
WARN: RGB = (240, 180, 0)  # the final phase
GOLD: RGB = (160, 105, 20)
GOLD_LIGHT: RGB = (236, 214, 160)

# Okabe-Ito: distinguishable with the common colour-vision deficiencies; pair with letters.
SEAT_COLOURS: tuple[RGB, ...] = (
    (0, 114, 178),  # blue
    (213, 94, 0),  # vermillion
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (230, 159, 0),  # orange
)

SUBSTITUTE = "?"


def t(key: str, locale: str, **params: object) -> str:
    """A catalog text, rendered in ``locale``."""
    return render(Msg(key=key, params=params), locale)


MASKS_KEEP = 4096  # rendered texts kept per font (a few kB each)


class KeptFont(ImageFont.FreeTypeFont):
    """A FreeType font that keeps the bitmaps it rendered: the same words at the same size,
    anchor and sub-pixel offset (a label, a name, a number) are rendered once, then reused
    by every picture (``ImageDraw.text`` asks the font for the bitmap each time). The bitmap
    is the one FreeType gave, so the picture is the same pixel for pixel."""

    def __init__(self, path: str, size: int) -> None:
        super().__init__(path, size, layout_engine=ImageFont.Layout.BASIC)
        self._masks: OrderedDict[tuple[object, ...], tuple[Any, tuple[int, int]]] = OrderedDict()
        self._lengths: dict[str, float] = {}

    @property
    def bitmaps(self) -> int:
        """How many rendered texts the font keeps."""
        return len(self._masks)

    def getmask2(
        self,
        text: str | bytes,
        mode: str = "",
        direction: str | None = None,
        features: list[str] | None = None,
        language: str | None = None,
        stroke_width: float = 0,
        anchor: str | None = None,
        ink: int = 0,
        start: tuple[float, float] | None = None,
        *args: Any,
        **kwargs: Any,
    ) -> tuple[Any, tuple[int, int]]:
        colour = ink if mode == "RGBA" else 0  # only a colour font's bitmap holds the ink
        feats = tuple(features or ())
        key = (text, mode, direction, feats, language, stroke_width, anchor, colour, start,
               args, tuple(sorted(kwargs.items())))  # fmt: skip
        got = self._masks.get(key)
        if got is None:
            got = super().getmask2(text, mode, direction, features, language, stroke_width,
                                   anchor, ink, start, *args, **kwargs)  # fmt: skip
            self._masks[key] = got
            if len(self._masks) > MASKS_KEEP:
                self._masks.popitem(last=False)
        return got

    def getlength(self, text: str | bytes, *args: Any, **kwargs: Any) -> float:
        if args or kwargs or not isinstance(text, str):
            return super().getlength(text, *args, **kwargs)
        got = self._lengths.get(text)
        if got is None:
            if len(self._lengths) >= MASKS_KEEP:
                self._lengths.clear()
            got = self._lengths[text] = super().getlength(text)
        return got


@cache
def font(size: int, bold: bool = False) -> KeptFont:
    path = BOLD if bold else REGULAR
    return KeptFont(str(path), size)


def _glyph_image(ch: str, bold: bool) -> bytes:
    img = Image.new("L", (48, 48), 0)
    ImageDraw.Draw(img).text((4, 4), ch, font=font(28, bold), fill=255)
    return img.tobytes()


@cache
def _notdef(bold: bool) -> bytes:
    return _glyph_image("\U0010fffd", bold)  # a private-use code point no font here maps


@cache
def has_glyph(ch: str) -> bool:
    """Whether both vendored fonts draw ``ch`` with a glyph of its own (not the empty box)."""
    return all(_glyph_image(ch, b) != _notdef(b) for b in (False, True))


@cache
def clean(text: str) -> str:
    """``text`` with only characters the fonts can draw.

    Format characters (bidi isolates, joiners) and control characters go; a character the
    fonts lack is first decomposed (fancy letters to plain ones), then replaced by ``?``, once
    per emoji sequence (its joiners, skin tones and variation selectors go with it).
    """
    out: list[str] = []
    joined = False  # the previous character was a zero-width joiner
    for ch in unicodedata.normalize("NFC", text):
        cat = unicodedata.category(ch)
        if ch == "\u200d":
            joined = True
            continue
        if cat in ("Cf", "Cc", "Cs", "Co", "Cn") and ch not in "\t\n":
            continue
        if ch in "\t\n":
            out.append(" ")
            continue
        if joined:
            joined = False
            if out and out[-1] == SUBSTITUTE:
                continue  # the rest of an emoji sequence already replaced
        if cat.startswith("Z") or has_glyph(ch):
            out.append(" " if cat.startswith("Z") else ch)
            continue
        if cat in ("Mn", "Me", "Sk") or 0x1F3FB <= ord(ch) <= 0x1F3FF:
            continue  # a modifier of something missing: nothing to show
        plain = "".join(
            c for c in unicodedata.normalize("NFKD", ch) if unicodedata.category(c)[0] != "M"
        )
        if plain and all(has_glyph(c) for c in plain):
            out.append(plain)
        else:
            out.append(SUBSTITUTE)
    return " ".join("".join(out).split())


def width(text: str, size: int, bold: bool = False) -> float:
    return font(size, bold).getlength(text)


@cache
def fit(
    text: str, max_w: float, size: int, bold: bool = False, min_size: int = 0
) -> tuple[str, int]:
    """``text`` cleaned, and the largest size from ``size`` down to ``min_size`` it fits in.

    If it does not fit even at ``min_size``, it is cut short with an ellipsis.
    """
    text = clean(text)
    low = min_size or size
    for s in range(size, low - 1, -1):
        if width(text, s, bold) <= max_w:
            return text, s
    cut = text
    while cut and width(cut + "…", low, bold) > max_w:
        cut = cut[:-1]
    return (cut.rstrip() + "…" if cut else "…"), low


def text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    words: str,
    size: int,
    *,
    bold: bool = False,
    fill: RGB = INK,
    max_w: float | None = None,
    min_size: int = 0,
    anchor: str = "la",
) -> float:
    """Draw ``words`` (cleaned, shrunk or cut to ``max_w``); returns the width drawn."""
    if max_w is None:
        words, s = clean(words), size
    else:
        words, s = fit(words, max_w, size, bold, min_size)
    f = font(s, bold)
    draw.text(xy, words, font=f, fill=fill, anchor=anchor)
    return f.getlength(words)


def wrap(words: str, size: int, bold: bool, max_w: float, most: int) -> list[str]:
    """``words`` broken into lines of at most ``max_w`` pixels, at most ``most`` of them (the
    last one shrinks or is cut short by ``text``)."""
    rows: list[str] = []
    line = ""
    for word in clean(words).split():
        wider = f"{line} {word}" if line else word
        if line and width(wider, size, bold) > max_w and len(rows) < most - 1:
            rows.append(line)
            line = word
        else:
            line = wider
    return [*rows, line] if line else rows


def ink_on(colour: RGB) -> RGB:
    """Black or white, whichever reads better on ``colour`` (WCAG contrast)."""

    def lum(c: RGB) -> float:
        def ch(v: int) -> float:
            x = v / 255
            return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

        return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])

    light = lum(colour)
    return (0, 0, 0) if (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) else (255, 255, 255)


def tint(colour: RGB, amount: float) -> RGB:
    """``colour`` mixed with white; ``amount`` 0 keeps it, 1 is white."""
    r, g, b = colour
    return (
        round(r + (255 - r) * amount),
        round(g + (255 - g) * amount),
        round(b + (255 - b) * amount),
    )


def badge(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    words: str,
    size: int,
    bg: RGB,
    *,
    bold: bool = True,
    max_w: float | None = None,
    pad: int = 10,
    right: bool = False,
) -> float:
    """A rounded label with ``words`` at ``xy`` (its top-left, or top-right); returns its width."""
    limit = None if max_w is None else max_w - 2 * pad
    words, s = fit(words, limit, size, bold, max(14, size - 6)) if limit else (clean(words), size)
    w = font(s, bold).getlength(words) + 2 * pad
    h = size + pad + 2
    x, y = xy
    if right:
        x -= w
    draw.rounded_rectangle((x, y, x + w, y + h), radius=h // 3, fill=bg)
    note_marker(draw, (x, y, x + w, y + h), f"badge {words}")
    draw.text((x + w / 2, y + h / 2), words, font=font(s, bold), fill=ink_on(bg), anchor="mm")
    return w


def pawn(draw: ImageDraw.ImageDraw, cx: float, bottom: float, h: float, fill: RGB = INK) -> None:
    """A builder: a pawn-shaped figure ``h`` pixels tall standing on ``bottom``."""
    r = h * 0.2
    head = bottom - h + r
    note_marker(draw, (cx - h * 0.36, bottom - h, cx + h * 0.36, bottom), "pawn")
    draw.ellipse((cx - r, head - r, cx + r, head + r), fill=fill, outline=CARD, width=2)
    draw.polygon(
        [
            (cx - r * 0.55, head + r * 0.8),
            (cx + r * 0.55, head + r * 0.8),
            (cx + h * 0.3, bottom - h * 0.12),
            (cx - h * 0.3, bottom - h * 0.12),
        ],
        fill=fill,
    )
    draw.rounded_rectangle(
        (cx - h * 0.36, bottom - h * 0.16, cx + h * 0.36, bottom), radius=2, fill=fill
    )


def hull(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: RGB = INK) -> None:
    """A galley: a hull and a sail, ``s`` pixels across."""
    h = s / 2
    note_marker(draw, (cx - h, cy - h, cx + h, cy + h * 0.7), "galley")
    draw.polygon(
        [(cx - h, cy), (cx + h, cy), (cx + h * 0.6, cy + h * 0.7), (cx - h * 0.6, cy + h * 0.7)],
        fill=fill,
    )
    draw.line((cx, cy, cx, cy - h), fill=fill, width=max(1, int(s / 8)))
    draw.polygon([(cx, cy - h), (cx + h * 0.6, cy - h * 0.2), (cx, cy - h * 0.2)], fill=fill)


def player_name(names: Sequence[str], seat: int) -> str:
    """Seat ``seat``'s display name, or ``#n`` where it has none that can be drawn."""
    if seat < len(names) and clean(names[seat]):
        return names[seat]
    return f"#{seat + 1}"


def heading(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], words: str, max_w: float, min_size: int = 0
) -> float:
    """A section's heading in a panel: bold grey words from ``xy`` (20 px, shrunk or cut to
    ``max_w``); returns their width."""
    return text(
        draw, xy, words, 20, bold=True, fill=MUTED, anchor="lm", max_w=max_w, min_size=min_size
    )


def status_banner(
    draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], words: str, colour: RGB
) -> None:
    """The status banner under a board's header: ``words`` (the result, a decision owed or
    whose turn it is) on a light ``colour``, in a frame of that colour."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=10, fill=tint(colour, 0.85), outline=colour, width=3)
    text(
        draw,
        (x0 + 16, (y0 + y1) / 2),
        words,
        22,
        bold=True,
        anchor="lm",
        max_w=x1 - x0 - 32,
        min_size=12,
    )


def top_band(
    draw: ImageDraw.ImageDraw,
    size: tuple[int, int],
    words: str,
    *,
    right: str = "",
    min_size: int = 12,
) -> None:
    """The dark band over a zoomed crop: ``words`` (whose turn and what) from the left,
    shrunk to fit beside ``right`` (drawn first, from the right edge) if any."""
    w, h = size
    draw.rectangle((0, 0, w, h), fill=BAND)
    room: float = w - 20
    if right:
        rw = text(draw, (w - 10, h / 2), right, 20, bold=True, fill=ON_BAND, anchor="rm")
        room = w - rw - 30
    text(
        draw,
        (10, h / 2),
        words,
        20,
        bold=True,
        fill=ON_BAND,
        anchor="lm",
        max_w=room,
        min_size=min_size,
    )


_STRIPS: OrderedDict[tuple[object, ...], Image.Image] = OrderedDict()
_STRIPS_KEEP = 64  # legends per game and language, cards: a few kB to 100 kB each
CACHE_CLEARERS.append(_STRIPS.clear)

Box4 = tuple[int, int, int, int]


def static_part(
    img: Image.Image,
    box: Box4,
    key: tuple[object, ...],
    draw: Callable[[ImageDraw.ImageDraw], None],
    fill: RGB = PAPER,
) -> None:
    """A part of a picture drawn once per ``key`` and ``box`` and pasted at ``box`` of
    ``img`` after that: a part the same in every position (a legend, keyed by its language),
    or one keyed by all it shows (a player's card). ``draw`` draws it at the picture's own
    coordinates on ``fill`` (what lies under it in the picture), so the part comes out pixel
    for pixel as it would have been drawn in place."""
    full = (*key, box, fill)
    part = _STRIPS.get(full)
    if part is None:
        canvas = Image.new("RGB", (box[2], box[3]), fill)
        draw(ImageDraw.Draw(canvas))
        part = _STRIPS[full] = canvas.crop(box)
        while len(_STRIPS) > _STRIPS_KEEP:
            _STRIPS.popitem(last=False)
    else:
        _STRIPS.move_to_end(full)
    img.paste(part, box[:2])


# zlib's fastest level: over the phone pictures of every game it encodes in 2-3 ms where
# level 3 took 3-4 ms (quiet machine), for files about a tenth larger (40-60 kB)
PNG_LEVEL = 1
PALETTE_SAMPLE = 3  # the palette is chosen from every third pixel of every third row


def palette_for(img: Image.Image) -> Image.Image:
    """A 256-colour palette for ``img`` (an RGB picture), chosen from a ninth of its pixels.

    The pictures are flat colours and the anti-aliasing between them: every third pixel of
    every third row (taken as they are, not averaged) holds the same colours in nearly the
    same proportions, and Pillow's fast octree picks the palette from it in a ninth of the
    time. Over the sample views of every game the mean colour error is the same as with the
    palette of the whole picture (1 to 3 of 255) and no pixel moves further than about 27
    (``tests/bot/test_render.py`` holds it under 3 and 32). A one-pixel line of a colour found
    nowhere else may fall between the samples and take the nearest colour of the palette."""
    step = PALETTE_SAMPLE
    sample = img.resize(
        (max(1, img.width // step), max(1, img.height // step)), Image.Resampling.NEAREST
    )
    return sample.quantize(256, method=Image.Quantize.FASTOCTREE)


def to_png(img: Image.Image) -> bytes:
    """PNG bytes of ``img`` reduced to a 256-colour palette.

    The pictures hold a dozen flat colours plus anti-aliasing, so the palette costs nothing
    visible; it halves the file (about 50 KB for a board) and the encoding time. The palette
    is chosen from a sample of the pixels (``palette_for``) and every pixel is then mapped to
    its nearest colour without dithering: about a third of the time the palette search over
    the whole picture took (the quantisation was a third of a picture's cost). The deflate
    level is ``PNG_LEVEL``."""
    if img.mode == "RGBA" and img.getchannel("A").getextrema()[0] != 255:  # keep see-through
        small = img.quantize(256, method=Image.Quantize.FASTOCTREE)
    else:
        rgb = img if img.mode == "RGB" else img.convert("RGB")
        small = rgb.quantize(palette=palette_for(rgb), dither=Image.Dither.NONE)
    buf = io.BytesIO()
    small.save(buf, format="PNG", optimize=False, compress_level=PNG_LEVEL)
    return buf.getvalue()
