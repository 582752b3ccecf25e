"""How a picture's colours look to a reader who sees fewer of them: in greyscale (a
black-and-white printout, a phone in grey mode) and with deuteranopia (the commonest
colour-vision deficiency), and which colours then run together.

Owners and resources must stay apart for every reader: by colour where the colours survive,
else by a letter or a shape. A game's picture test lists its colours with the letter or
shape drawn with each and asks ``confusable`` for the pairs a colour alone no longer tells
apart; each such pair must differ in its letter or shape.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image

RGB = tuple[int, int, int]

# Machado, Oliveira and Fernandes (2009), deuteranomaly at severity 1.0, on linear RGB.
DEUTAN = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
MIN_GREY_STEP = 40  # grey levels (0..255) two colours must differ by to read as different
MIN_DEUTAN_DISTANCE = 60  # RGB distance two colours must keep under deuteranopia


def _linear(v: int) -> float:
    x = v / 255
    return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4


def _srgb(x: float) -> int:
    x = min(1.0, max(0.0, x))
    v = 12.92 * x if x <= 0.0031308 else 1.055 * x ** (1 / 2.4) - 0.055
    return round(v * 255)


def grey(colour: RGB) -> int:
    """The grey level (0..255) ``colour`` prints as (Pillow's ``convert("L")``)."""
    r, g, b = colour
    return round((r * 299 + g * 587 + b * 114) / 1000)


def deutan(colour: RGB) -> RGB:
    """``colour`` as a reader with deuteranopia sees it."""
    lin = [_linear(c) for c in colour]
    r, g, b = (sum(m * c for m, c in zip(row, lin, strict=True)) for row in DEUTAN)
    return (_srgb(r), _srgb(g), _srgb(b))


def _distance(a: RGB, b: RGB) -> float:
    return float(sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5)


def confusable(colours: Mapping[str, RGB]) -> set[tuple[str, str]]:
    """The pairs of named colours that run together in greyscale or under deuteranopia."""
    names = sorted(colours)
    out: set[tuple[str, str]] = set()
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            ca, cb = colours[a], colours[b]
            if (
                abs(grey(ca) - grey(cb)) < MIN_GREY_STEP
                or _distance(deutan(ca), deutan(cb)) < MIN_DEUTAN_DISTANCE
            ):
                out.add((a, b))
    return out


def untold(colours: Mapping[str, RGB], marks: Mapping[str, str]) -> list[str]:
    """The pairs a reader could not tell apart: their colours run together (``confusable``)
    and they carry the same letter or shape (``marks[name]``); empty when all is well."""
    return [
        f"{a} and {b}: colours run together and both are marked {marks.get(a, '')!r}"
        for a, b in sorted(confusable(colours))
        if marks.get(a, "") == marks.get(b, "")
    ]


def as_grey(img: Image.Image) -> Image.Image:
    """``img`` in greyscale, for a look at what a reader without colour sees."""
    return img.convert("L").convert("RGB")


def as_deutan(img: Image.Image) -> Image.Image:
    """``img`` as a reader with deuteranopia sees it (each colour simulated once: the
    pictures hold few colours). For tests and review, not for every post."""
    rgb = img.convert("RGB")
    raw = rgb.tobytes()
    table: dict[bytes, bytes] = {}
    out = bytearray(len(raw))
    for i in range(0, len(raw), 3):
        px = raw[i : i + 3]
        seen = table.get(px)
        if seen is None:
            seen = table[px] = bytes(deutan((px[0], px[1], px[2])))
        out[i : i + 3] = seen
    return Image.frombytes("RGB", rgb.size, bytes(out))


__all__ = ["as_deutan", "as_grey", "confusable", "deutan", "grey", "untold"]
