"""Pieces of the Nations picture: a pen that records the text sizes it draws, the icons of
resources and tracks, the seats' marks, and a progress card as a tile.

Everything a card shows comes from ``rules.nations.catalog`` (names in the three languages,
kinds, costs and yields); every word around it from the ``render.nations.*`` catalog texts.
A card's kind is told by a coloured band *and* its name in words; a seat by its colour *and*
a shape with its number, so nothing rests on colour alone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from bot.render import ledger
from bot.render.base import (
    CARD,
    INK,
    LINE,
    MUTED,
    RGB,
    SEAT_COLOURS,
    clean,
    fit,
    font,
    ink_on,
    pawn,
    t,
    tint,
    width,
    wrap,
)
from rules.nations.cards import (
    AdvisorCard,
    Amounts,
    BattleCard,
    BuildingCard,
    CardKind,
    ColonyCard,
    EventCard,
    GoldenAgeCard,
    MilitaryCard,
    Names,
    ProgressCard,
    SoloTile,
    WarCard,
    WonderCard,
)
from rules.nations.catalog import Nation, load_catalog

Box = tuple[float, float, float, float]
GAP = 6  # between card tiles
MINUS = "\u2212"

# The kinds: a band colour each, and the kind's name in words on the band.
KIND_COLOURS: dict[CardKind, RGB] = {
    CardKind.ADVISOR: (120, 80, 160),
    CardKind.BUILDING: (110, 100, 90),
    CardKind.MILITARY: (185, 45, 35),
    CardKind.COLONY: (30, 130, 80),
    CardKind.WONDER: (190, 140, 20),
    CardKind.GOLDEN_AGE: (225, 195, 60),
    CardKind.BATTLE: (150, 75, 35),
    CardKind.WAR: (35, 35, 45),
}
KIND_KEYS: dict[CardKind, str] = {
    CardKind.ADVISOR: "render.nations.kind.advisor",
    CardKind.BUILDING: "render.nations.kind.building",
    CardKind.MILITARY: "render.nations.kind.military",
    CardKind.COLONY: "render.nations.kind.colony",
    CardKind.WONDER: "render.nations.kind.wonder",
    CardKind.GOLDEN_AGE: "render.nations.kind.golden_age",
    CardKind.BATTLE: "render.nations.kind.battle",
    CardKind.WAR: "render.nations.kind.war",
}
# What the icons stand for, in the legend.
ICON_KEYS: dict[str, str] = {
    "gold": "render.nations.icon.gold",
    "stone": "render.nations.icon.stone",
    "food": "render.nations.icon.food",
    "books": "render.nations.icon.books",
    "military": "render.nations.icon.military",
    "stability": "render.nations.icon.stability",
    "vp": "render.nations.icon.vp",
    "worker": "render.nations.icon.worker",
    "architect": "render.nations.icon.architect",
    "raid": "render.nations.icon.raid",
}
ICON_COLOURS: dict[str, RGB] = {
    "gold": (235, 185, 35),
    "stone": (150, 150, 160),
    "food": (95, 165, 60),
    "books": (150, 95, 50),
    "military": (190, 40, 35),
    "stability": (40, 110, 200),
    "vp": (120, 70, 150),
    "worker": (60, 60, 70),
    "architect": (170, 120, 30),
    "raid": (190, 40, 35),
}
# Each icon's shape, so no two are told apart by colour alone (military and raid share a red).
ICON_SHAPES: dict[str, str] = {
    "gold": "coin",
    "stone": "block",
    "food": "triangle",
    "books": "book",
    "military": "shield",
    "stability": "diamond",
    "vp": "star",
    "worker": "pawn",
    "architect": "pawn with a bar",
    "raid": "arrowhead",
}
AMOUNT_ORDER = ("gold", "stone", "food", "books", "military", "stability", "vp")


@dataclass
class Pen:
    """Draws text cleaned, fitted to a width, and notes each size drawn (for the phone test)."""

    img: Image.Image
    sizes: list[int] = field(default_factory=list)  # every text's size as drawn
    texts: list[str] = field(default_factory=list)  # every text as asked for, before cleaning

    def __post_init__(self) -> None:
        self.d = ImageDraw.Draw(self.img)

    def text(
        self,
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
        self.texts.append(words)
        if max_w is None:
            words, s = clean(words), size
        else:
            words, s = fit(words, max(1.0, max_w), size, bold, min_size)
        if not words:
            return 0.0
        f = font(s, bold)
        self.d.text(xy, words, font=f, fill=fill, anchor=anchor)
        self.sizes.append(s)
        return f.getlength(words)


# --- the catalog's data ---------------------------------------------------------------------


@cache
def _events() -> dict[str, EventCard]:
    return {e.id: e for e in load_catalog().events}


@cache
def _tiles() -> dict[str, SoloTile]:
    return {x.id: x for x in load_catalog().solo}


@cache
def card(card_id: str) -> ProgressCard:
    return load_catalog().card(card_id)


def event(event_id: str) -> EventCard:
    return _events()[event_id]


def tile(tile_id: str) -> SoloTile:
    return _tiles()[tile_id]


def nation(nation_id: str) -> Nation:
    return load_catalog().nation(nation_id)


def named(names: Names, locale: str) -> str:
    """A data name in the picture's language (English for a language the data lacks)."""
    lang = locale.split("-")[0].lower()
    return str(getattr(names, lang, None) or names.en)


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"{MINUS}{-n}" if n < 0 else "0")


Item = tuple[str | None, str]  # (icon or None, the words or figure after it)


def amount_items(a: Amounts, sign: bool = True) -> list[Item]:
    out: list[Item] = []
    for k in AMOUNT_ORDER:
        v = getattr(a, k)
        if v:
            out.append((k, signed(v) if sign else str(v)))
    return out


def card_items(c: ProgressCard) -> list[Item]:
    """A card's key numbers as icons and figures: what it costs to man or build, what it
    yields, what it needs, what it is worth."""
    match c:
        case BuildingCard() | MilitaryCard():
            out: list[Item] = [("stone", str(c.deploy_cost)), (None, "\u2192")]
            out += amount_items(c.per_worker)
            if isinstance(c, MilitaryCard) and c.raid:
                out.append(("raid", str(c.raid)))
            if c.worker_vp:
                out.append(("vp", "/".join(str(x) for x in c.worker_vp)))
            return out
        case AdvisorCard():
            return amount_items(c.static)
        case ColonyCard():
            return [
                ("military", f"\u2265{c.min_military}"),
                *amount_items(c.static),
                ("vp", str(c.vp)),
            ]
        case WonderCard():
            costs = "\u00b7".join(str(x) for x in c.build_costs)
            return [("architect", costs), *amount_items(c.static), ("vp", str(c.vp))]
        case GoldenAgeCard():
            # the resources, or a VP for vp_price resources of any kind
            price = f"/ {c.vp_price}\u2192"
            return [(c.gain.value, f"+{c.gain_amount}"), (None, price), ("vp", "1")]
        case BattleCard():
            return [("raid", "\u2192"), *((r.value, "") for r in c.choices)]
        case WarCard():
            return [("vp", signed(-c.vp_loss)), *amount_items(c.loss.times(-1))]
    return []


# --- icons ------------------------------------------------------------------------------------


def icon(d: ImageDraw.ImageDraw, what: str, cx: float, cy: float, r: float) -> None:
    """A small pictogram ``2r`` wide centred at ``(cx, cy)``: each a different shape."""
    c = ICON_COLOURS.get(what, INK)
    edge = tuple(max(0, v - 90) for v in c)
    shape = ICON_SHAPES.get(what, "")
    if shape not in ("pawn", "pawn with a bar"):  # a pawn notes itself
        ledger.note_marker(d, (cx - r, cy - r, cx + r, cy + r), f"icon {what}")
    if shape == "coin":
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=c, outline=edge, width=max(1, int(r / 5)))
        d.ellipse((cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45), outline=edge)
    elif shape == "block":
        d.polygon(
            [
                (cx - r, cy + r * 0.8),
                (cx - r * 0.6, cy - r * 0.7),
                (cx + r * 0.5, cy - r),
                (cx + r, cy + r * 0.8),
            ],
            fill=c,
            outline=edge,
        )
    elif shape == "triangle":
        d.polygon(
            [(cx, cy - r), (cx + r, cy + r * 0.85), (cx - r, cy + r * 0.85)], fill=c, outline=edge
        )
    elif shape == "book":
        d.rectangle((cx - r * 0.75, cy - r, cx + r * 0.75, cy + r), fill=c, outline=edge)
        d.line((cx - r * 0.35, cy - r, cx - r * 0.35, cy + r), fill=CARD, width=max(1, int(r / 4)))
    elif shape in ("shield", "arrowhead"):
        pts = [
            (cx - r * 0.85, cy - r),
            (cx + r * 0.85, cy - r),
            (cx + r * 0.85, cy),
            (cx, cy + r),
            (cx - r * 0.85, cy),
        ]
        if shape == "arrowhead":
            pts = [(cx - r, cy - r * 0.8), (cx + r, cy), (cx - r, cy + r * 0.8), (cx - r * 0.4, cy)]
        d.polygon(pts, fill=c, outline=edge)
    elif shape == "diamond":
        d.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=c, outline=edge)
    elif shape == "star":
        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rr = r if k % 2 == 0 else r * 0.45
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        d.polygon(pts, fill=c, outline=edge)
    elif shape == "pawn":
        pawn(d, cx, cy + r, 2 * r, fill=c)
    elif shape == "pawn with a bar":
        pawn(d, cx, cy + r, 2 * r, fill=c)
        d.line((cx - r, cy - r * 0.2, cx + r, cy - r * 0.2), fill=edge, width=max(1, int(r / 4)))


def items_width(items: Sequence[Item], size: int) -> float:
    w = 0.0
    for what, words in items:
        if what is not None:
            w += size + 2
        if words:
            w += width(clean(words), size, True)
        w += size * 0.45
    return w


def draw_items(
    pen: Pen,
    x: float,
    cy: float,
    items: Sequence[Item],
    size: int,
    max_w: float,
    min_size: int = 0,
    fill: RGB = INK,
) -> float:
    """Icons and figures in a line from ``x``, shrunk to ``max_w`` down to ``min_size``
    (the items that still do not fit are left off, an ellipsis shows it). Returns the width."""
    s = size
    while s > (min_size or size) and items_width(items, s) > max_w:
        s -= 1
    start, end = x, x + max_w
    more = width("\u2026", s, True)
    for n, (what, words) in enumerate(items):
        need = (s + 2 if what else 0) + (width(clean(words), s, True) if words else 0)
        if n and x + need + (more if n < len(items) - 1 else 0) > end:
            pen.text((min(x, end - more), cy), "\u2026", s, bold=True, fill=fill, anchor="lm")
            x += more
            break
        if what is not None:
            icon(pen.d, what, x + s / 2, cy, s * 0.42)
            x += s + 2
        if words:
            x += pen.text((x, cy), words, s, bold=True, fill=fill, anchor="lm")
        x += s * 0.45
    return x - start


# --- seats ------------------------------------------------------------------------------------


def seat_colour(seat: int) -> RGB:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon")


def seat_shape(
    d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, seat: int, fill: RGB
) -> float:
    """Seat ``seat``'s own shape (``SEAT_SHAPES``: circle, square, triangle, diamond,
    hexagon); returns where its middle is drawn (a triangle's sits lower)."""
    shape = seat % len(SEAT_SHAPES)
    ledger.note_marker(d, (cx - r * 1.15, cy - r * 1.15, cx + r * 1.15, cy + r * 1.15), "seat")
    if shape == 0:
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=INK, width=2)
    elif shape == 1:
        d.rectangle(
            (cx - r * 0.9, cy - r * 0.9, cx + r * 0.9, cy + r * 0.9),
            fill=fill,
            outline=INK,
            width=2,
        )
    elif shape == 2:
        d.polygon(
            [(cx, cy - r * 1.1), (cx + r * 1.1, cy + r * 0.85), (cx - r * 1.1, cy + r * 0.85)],
            fill=fill,
            outline=INK,
            width=2,
        )
        return cy + r * 0.22
    elif shape == 3:
        d.polygon(
            [(cx, cy - r * 1.15), (cx + r * 1.15, cy), (cx, cy + r * 1.15), (cx - r * 1.15, cy)],
            fill=fill,
            outline=INK,
            width=2,
        )
    else:
        pts = [
            (cx + r * math.cos(math.pi / 3 * k), cy + r * math.sin(math.pi / 3 * k))
            for k in range(6)
        ]
        d.polygon(pts, fill=fill, outline=INK, width=2)
    return cy


def seat_mark(pen: Pen, cx: float, cy: float, r: float, seat: int, least: int = 8) -> None:
    """Seat ``seat``'s mark: its colour, its shape and its number (at least ``least`` px)."""
    c = seat_colour(seat)
    mid = seat_shape(pen.d, cx, cy, r, seat, c)
    pen.text(
        (cx, mid), str(seat + 1), max(least, int(r * 1.05)), bold=True, fill=ink_on(c), anchor="mm"
    )


# --- a progress card as a tile -------------------------------------------------------------------


@dataclass(frozen=True)
class TileStyle:
    band: int  # the kind band's text size
    name: int  # the card name's size
    figures: int  # the key numbers' size
    least: int  # no text smaller than this
    lines: int = 2  # lines for the name
    figure_lines: int = 1  # lines for the key numbers


def tile_height(st: TileStyle) -> int:
    return st.band + 8 + st.lines * (st.name + 3) + st.figure_lines * (st.figures + 6) + 6


def card_tile(
    pen: Pen,
    box: Box,
    card_id: str | None,
    locale: str,
    st: TileStyle,
    *,
    label: str | None = None,
    workers: int | None = None,
    items: Sequence[Item] | None = None,
    bg: RGB = CARD,
    number: int | None = None,
) -> None:
    """A card: a band in its kind's colour with the kind (or ``label``) in words, the name,
    its key numbers (or ``items``); ``workers`` drawn as a pawn and a count. No card: an
    empty frame with ``label``. ``bg`` is the colour under the tile's round corners;
    ``number``, the card's column in the progress row, in a white box at the band's left.

    A tile is drawn once and pasted after (the same card looks the same on every board);
    its texts and sizes still reach the pen."""
    x0, y0, x1, y1 = box
    w, h = round(x1 - x0) + 1, round(y1 - y0) + 1
    shown = None if items is None else tuple(items)
    img, texts, sizes = _tile(card_id, locale, st, w, h, label, workers, shown, bg, number)
    pen.img.paste(img, (round(x0), round(y0)))
    pen.texts.extend(texts)
    pen.sizes.extend(sizes)


@lru_cache(maxsize=768)
def _tile(
    card_id: str | None,
    locale: str,
    st: TileStyle,
    w: int,
    h: int,
    label: str | None,
    workers: int | None,
    items: tuple[Item, ...] | None,
    bg: RGB,
    number: int | None = None,
) -> tuple[Image.Image, tuple[str, ...], tuple[int, ...]]:
    pen = Pen(Image.new("RGB", (w, h), bg))
    _draw_tile(pen, (0, 0, w - 1, h - 1), card_id, locale, st, label, workers, items, number)
    return pen.img, tuple(pen.texts), tuple(pen.sizes)


ledger.CACHE_CLEARERS.append(_tile.cache_clear)


def number_chip(pen: Pen, x: float, cy: float, number: int, size: int) -> float:
    """A column's number in a white box from ``x``, centred on ``cy``; returns its width."""
    words = str(number)
    w = width(words, size, True) + 8
    box = (x, cy - size * 0.62, x + w, cy + size * 0.62)
    pen.d.rounded_rectangle(box, radius=4, fill=CARD, outline=INK, width=1)
    ledger.note_marker(pen.d, box, "column")
    pen.text((x + w / 2, cy), words, size, bold=True, anchor="mm")
    return w


def _draw_tile(
    pen: Pen,
    box: Box,
    card_id: str | None,
    locale: str,
    st: TileStyle,
    label: str | None,
    workers: int | None,
    items: Sequence[Item] | None,
    number: int | None = None,
) -> None:
    x0, y0, x1, y1 = box
    d = pen.d
    band_h = st.band + 6
    if card_id is None:
        d.rounded_rectangle(box, radius=6, outline=LINE, width=1)
        if number is not None:
            number_chip(pen, x0 + 4, y0 + 3 + band_h / 2, number, st.band)
        if label:
            rows = wrap(label, st.band, False, x1 - x0 - 8, 2)
            top = (y0 + y1) / 2 - (len(rows) - 1) * (st.band + 3) / 2
            for k, row in enumerate(rows):
                at = ((x0 + x1) / 2, top + k * (st.band + 3))
                pen.text(
                    at, row, st.band, fill=MUTED, anchor="mm", max_w=x1 - x0 - 8, min_size=st.least
                )
        return
    c = card(card_id)
    colour = KIND_COLOURS[c.kind]
    d.rounded_rectangle(box, radius=6, fill=tint(colour, 0.82), outline=colour, width=2)
    d.rounded_rectangle((x0, y0, x1, y0 + band_h), radius=6, fill=colour)
    d.rectangle((x0, y0 + band_h - 6, x1, y0 + band_h), fill=colour)
    kind = label or t(KIND_KEYS[c.kind], locale)
    right = x1 - 4
    if workers is not None:  # on a board: the workers on the card, in a pill on the band
        right -= workers_mark(pen, right, y0 + band_h / 2, workers, st.band) + 3
    if c.abilities:  # a special ability: the card does more than its numbers
        right -= (
            pen.text(
                (right, y0 + band_h / 2),
                "\u2726",
                st.band,
                bold=True,
                fill=ink_on(colour),
                anchor="rm",
            )
            + 3
        )
    left = x0 + 5
    if number is not None:
        left += number_chip(pen, x0 + 3, y0 + band_h / 2, number, st.band) + 2
    pen.text(
        (left, y0 + band_h / 2),
        kind,
        st.band,
        bold=True,
        fill=ink_on(colour),
        anchor="lm",
        max_w=right - left - 2,
        min_size=st.least,
    )
    y = y0 + band_h + 3
    inner = x1 - x0 - 8
    for row in wrap(named(c.name, locale), st.name, True, inner, st.lines):
        pen.text((x0 + 4, y), row, st.name, bold=True, max_w=inner, min_size=st.least)
        y += st.name + 3
    shown = list(card_items(c) if items is None else items)
    step = st.figures + 6
    cy = y1 - st.figure_lines * step + step / 2 - 2
    for k in range(st.figure_lines - 1):  # whole items to a line, the rest on the last one
        if not shown:
            break
        n = 1
        while n < len(shown) and items_width(shown[: n + 1], st.figures) <= inner:
            n += 1
        if n == len(shown):
            break
        draw_items(pen, x0 + 4, cy + k * step, shown[:n], st.figures, inner, st.least)
        shown = shown[n:]
    last = cy + (st.figure_lines - 1) * step
    if shown:
        draw_items(pen, x0 + 4, last, shown, st.figures, inner, st.least)


def workers_mark(pen: Pen, right: float, cy: float, n: int, size: int) -> float:
    """``n`` workers ending at ``right``: a pawn and the count on a light pill; returns the
    width."""
    words = f"\u00d7{n}"
    w = width(words, size, True)
    left = right - w - size - 8
    box = (left, cy - size * 0.62, right, cy + size * 0.62)
    pen.d.rounded_rectangle(box, radius=4, fill=CARD)
    ledger.note_marker(pen.d, box, "workers")
    pen.text((right - 3, cy), words, size, bold=True, fill=INK if n else MUTED, anchor="rm")
    icon(pen.d, "worker", left + 3 + size * 0.45, cy, size * 0.42)
    return right - left
