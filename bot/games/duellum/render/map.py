"""Antike Duellum's map and its marks: the nations' colours, the glyphs (shield, galley,
temple, wall, coin, resource, nation disc, border lines), the map layer that no position
changes (coastlines, border lines, names; cached per layout), the cities and units of a
position on it, and the legend under the map. Words for nations, regions, cards and fields.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.duellum.render.layout import (
    ANCHOR_R,
    CHIP_H,
    LEGEND_H,
    MARK_MIN,
    NAME_SIZE,
    ROW,
    Layout,
    Node,
    layout,
    line_step,
)
from bot.render import ledger
from bot.render.base import (
    CARD,
    INK,
    LINE,
    MUTED,
    PAPER,
    RGB,
    font,
    ink_on,
    t,
    text,
    tint,
    width,
)
from bot.render.frame import STAR, M, W
from rules.common.maps import BorderKind, Resource
from rules.duellum.maps import load_side
from rules.duellum.state import Special
from rules.duellum.view import DuellumView

# Okabe-Ito, away from the red and blue of the borders; every nation also carries its letter.
NATION_COLOURS: tuple[RGB, RGB] = ((0, 158, 115), (204, 121, 167))  # bluish green, purple

RED: RGB = (200, 40, 45)  # land borders
BLUE: RGB = (0, 114, 178)  # sea borders, sea outlines
SEA: RGB = (206, 230, 246)
SEA_INK: RGB = (0, 70, 120)
SAND: RGB = (237, 222, 186)
SAND_EDGE: RGB = (150, 122, 74)
MAP_BG: RGB = (244, 242, 236)
RESOURCE_COLOURS: dict[Resource, RGB] = {
    Resource.MARBLE: (236, 236, 236),  # white/grey
    Resource.IRON: (0, 114, 178),  # blue
    Resource.GOLD: (240, 200, 40),  # yellow
}
COIN: RGB = (205, 150, 40)

ANCHOR = "\u2693"
LINK_ALPHA = 150  # the border lines over the map, out of 255

# --- words -------------------------------------------------------------------------------------


def nation_name(v: DuellumView, seat: int, locale: str) -> str:
    nid = v.nation_ids[seat] if seat < len(v.nation_ids) else ""
    return nation_word(nid, v.side, locale) or f"#{seat + 1}"


def nation_word(nid: str, side: str, locale: str) -> str:
    """A nation's name by its id (empty for no id)."""
    key = f"render.duellum.nation.{nid}"
    words = t(key, locale)
    if words == key:  # a nation the catalogs do not know: the map's own name
        try:
            return load_side("east" if side == "east" else "west").nation(nid).name
        except KeyError:
            return nid
    return words


def initial(v: DuellumView, seat: int, locale: str) -> str:
    nid = v.nation_ids[seat] if seat < len(v.nation_ids) else ""
    return nation_letter(nid, locale) or str(seat + 1)


def nation_letter(nid: str, locale: str) -> str:
    """A nation's letter, drawn on its cities, units and markers (empty for no id)."""
    key = f"render.duellum.initial.{nid}"
    letter = t(key, locale).strip()
    if letter == key or not letter:
        return nid[:1].upper()
    return letter


def resource_letter(r: Resource, locale: str) -> str:
    key = f"render.duellum.letter.{r.value}"
    letter = t(key, locale).strip()
    return r.value[0].upper() if letter == key or not letter else letter


def region_name(v: DuellumView, region: str | None) -> str:
    if not region:
        return ""
    node = layout(v.side).nodes.get(region)
    if node is None:
        return region
    return " ".join(node.lines)


def card_name(cid: str, locale: str) -> str:
    return t(f"duellum.card.{cid}", locale)


def field_name(f: str, locale: str) -> str:
    return t(f"render.duellum.field.{f}", locale)


# --- glyphs ------------------------------------------------------------------------------------


def shield(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: RGB, edge: RGB) -> None:
    """A legion: a heater shield ``s`` pixels tall."""
    h = s / 2
    pts = [
        (cx - h * 0.8, cy - h),
        (cx + h * 0.8, cy - h),
        (cx + h * 0.8, cy + h * 0.1),
        (cx, cy + h),
        (cx - h * 0.8, cy + h * 0.1),
    ]
    d.polygon(pts, fill=fill, outline=edge)
    d.line((cx, cy - h * 0.7, cx, cy + h * 0.6), fill=edge, width=2)


def galley(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: RGB, edge: RGB) -> None:
    """A galley: a hull with a raised stern and a ram, a mast and a square sail."""
    h = s / 2
    d.polygon(
        [
            (cx - h * 1.25, cy),
            (cx - h * 0.85, cy + h * 0.35),
            (cx + h * 0.9, cy + h * 0.35),
            (cx + h * 1.25, cy + h * 0.25),
            (cx + h * 0.85, cy + h),
            (cx - h * 0.8, cy + h),
        ],
        fill=fill,
        outline=edge,
    )
    d.line((cx, cy - h, cx, cy + h * 0.35), fill=edge, width=2)
    d.rectangle((cx - h * 0.7, cy - h * 0.85, cx + h * 0.7, cy + h * 0.1), fill=fill, outline=edge)


def temple(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: RGB = INK) -> None:
    """A temple: pediment, three columns, a step."""
    h = s / 2
    d.polygon([(cx - h, cy - h * 0.35), (cx + h, cy - h * 0.35), (cx, cy - h)], fill=fill)
    for k in (-0.65, 0.0, 0.65):
        x = cx + k * h
        d.rectangle((x - h * 0.16, cy - h * 0.3, x + h * 0.16, cy + h * 0.62), fill=fill)
    d.rectangle((cx - h, cy + h * 0.68, cx + h, cy + h), fill=fill)


def wall(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: RGB = INK) -> None:
    """A city wall: a block with three merlons."""
    h = s / 2
    d.rectangle((cx - h, cy - h * 0.2, cx + h, cy + h), fill=fill)
    for k in (-1.0, -0.2, 0.6):
        x = cx + k * h
        d.rectangle((x, cy - h * 0.75, x + h * 0.4, cy - h * 0.2), fill=fill)


def coin(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    r = s / 2
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=COIN, outline=INK, width=2)
    d.ellipse((cx - r * 0.5, cy - r * 0.5, cx + r * 0.5, cy + r * 0.5), outline=INK, width=2)


def resource_chip(
    d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, r: Resource, locale: str
) -> None:
    colour = RESOURCE_COLOURS[r]
    h = s / 2
    d.rounded_rectangle(
        (cx - h, cy - h, cx + h, cy + h), radius=max(2, int(s / 5)), fill=colour, outline=INK
    )
    letter = resource_letter(r, locale)
    size = max(MARK_MIN, int(s * 0.72))
    d.text((cx, cy + 1), letter, font=font(size, True), fill=ink_on(colour), anchor="mm")


def nation_disc(
    d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, seat: int, letter: str
) -> None:
    colour = NATION_COLOURS[seat % 2]
    r = s / 2
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=INK, width=2)
    size = max(MARK_MIN, int(s * 0.66))
    d.text((cx, cy + 1), letter, font=font(size, True), fill=ink_on(colour), anchor="mm")


def dashed(
    d: ImageDraw.ImageDraw,
    a: tuple[float, float],
    b: tuple[float, float],
    fill: RGB | tuple[int, int, int, int],
    w: int,
    dash: float = 12,
    space: float = 7,
) -> None:
    (x0, y0), (x1, y1) = a, b
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    if length < 1:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    pos = 0.0
    while pos < length:
        end = min(pos + dash, length)
        d.line((x0 + ux * pos, y0 + uy * pos, x0 + ux * end, y0 + uy * end), fill=fill, width=w)
        pos = end + space


def border_line(
    d: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float], kind: BorderKind
) -> None:
    if kind is BorderKind.LAND:
        d.line((*a, *b), fill=RED, width=4)
    elif kind is BorderKind.SEA:
        dashed(d, a, b, BLUE, 4)
    else:
        (x0, y0), (x1, y1) = a, b
        length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
        nx, ny = -(y1 - y0) / length * 2.5, (x1 - x0) / length * 2.5
        d.line((x0 + nx, y0 + ny, x1 + nx, y1 + ny), fill=RED, width=3)
        d.line((x0 - nx, y0 - ny, x1 - nx, y1 - ny), fill=BLUE, width=3)


# --- the static map layer ----------------------------------------------------------------------


def _rgba(colour: RGB, alpha: int) -> tuple[int, int, int, int]:
    return (colour[0], colour[1], colour[2], alpha)


@lru_cache(maxsize=4)
def map_ground(lay: Layout) -> Image.Image:
    """The map on its coastlines and the borders as lines between the regions, without the
    names: what no position changes, shared by the board and the phone picture's crop."""
    img = lay.canvas.draw_base().convert("RGBA")
    links = Image.new("RGBA", img.size, (0, 0, 0, 0))
    d = ImageDraw.Draw(links)

    def at(node: Node) -> tuple[float, float]:
        return node.cx - lay.x0, node.cy - lay.y0

    k = max(1.0, lay.nodes[next(iter(lay.nodes))].size / NAME_SIZE)
    touching = lay.canvas.provinces.touching
    for a, b, kind in lay.borders:
        na, nb = lay.nodes[a], lay.nodes[b]
        if (na.sea or nb.sea) and frozenset((a, b)) in touching:
            continue  # a coast or a sea's edge: the provinces show this border
        p, q = at(na), at(nb)
        if kind is BorderKind.LAND:
            d.line((*p, *q), fill=_rgba(RED, LINK_ALPHA), width=round(3 * k))
        elif kind is BorderKind.SEA:
            dashed(d, p, q, _rgba(BLUE, LINK_ALPHA), round(3 * k), 10 * k, 6 * k)
        else:
            length = max(1.0, ((q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2) ** 0.5)
            nx, ny = -(q[1] - p[1]) / length * 2 * k, (q[0] - p[0]) / length * 2 * k
            d.line(
                (p[0] + nx, p[1] + ny, q[0] + nx, q[1] + ny),
                fill=_rgba(RED, LINK_ALPHA),
                width=round(2 * k),
            )
            d.line(
                (p[0] - nx, p[1] - ny, q[0] - nx, q[1] - ny),
                fill=_rgba(BLUE, LINK_ALPHA),
                width=round(2 * k),
            )
    return Image.alpha_composite(img, links).convert("RGB")


@lru_cache(maxsize=4)
def map_layer(lay: Layout) -> Image.Image:
    """``map_ground`` with every region's name and the galley symbols, framed: the board's map
    before the position (one per side)."""
    img = map_ground(lay).copy()
    d = ImageDraw.Draw(img)
    for node in lay.nodes.values():
        if node.shown:
            draw_name(d, lay, node, (lay.x0, lay.y0))
    d.rectangle((0, 0, img.width - 1, img.height - 1), outline=LINE, width=2)
    return img


ledger.CACHE_CLEARERS.extend((map_ground.cache_clear, map_layer.cache_clear))


def draw_name(d: ImageDraw.ImageDraw, lay: Layout, node: Node, origin: tuple[float, float]) -> None:
    """A region's name (a sea's on its lines, with the galley symbol where galleys are
    built), its block centred at the node's point less ``origin``."""
    x, y = node.cx - origin[0], node.cy - origin[1]
    if not node.sea:
        lay.canvas.label(d, (x, y), node.lines[0], node.size)
        return
    step = line_step(node.size)
    left = x
    for li, line in enumerate(node.lines):
        ly = y + (li - (len(node.lines) - 1) / 2) * step
        box = lay.canvas.label(d, (x, ly), line, node.size, bold=False, fill=SEA_INK, halo=SEA)
        left = min(left, box[0])
    if node.galley:
        anchor_mark(d, left - node.size * ANCHOR_R - 2, y, node.size * ANCHOR_R)


def name_area(node: Node) -> tuple[int, int, int, int]:
    """The pixels a region's name covers on the map layer (halo and galley symbol
    included), in picture pixels, rounded outwards."""
    w = max(width(line, node.size, not node.sea) for line in node.lines)
    left = node.cx - w / 2 - 4
    if node.sea and node.galley:
        left -= 2 * node.size * ANCHOR_R + 4
    return (
        math.floor(left),
        math.floor(node.cy - node.half - 4),
        math.ceil(node.cx + w / 2 + 4),
        math.ceil(node.cy + node.half + 4),
    )


def anchor_mark(d: ImageDraw.ImageDraw, x: float, y: float, r: float) -> None:
    """The galley symbol: an anchor in a ring."""
    ledger.note_marker(d, (x - r, y - r, x + r, y + r), "anchor")
    d.ellipse((x - r, y - r, x + r, y + r), fill=CARD, outline=BLUE, width=2)
    size = max(MARK_MIN, round(r * 1.35))
    d.text((x, y), ANCHOR, font=font(size, True), fill=BLUE, anchor="mm")


Origin = tuple[float, float]
NO_SHIFT: Origin = (0.0, 0.0)


def _drawn(lay: Layout, only: frozenset[str] | None) -> list[Node]:
    return [n for n in lay.nodes.values() if n.shown and (only is None or n.id in only)]


def city_row(v: DuellumView, node: Node) -> tuple[list[str], tuple[float, float, float, float]]:
    """A city's marks (owner, resource, temple, wall; empty for a free site) and the box they
    fill, in picture pixels."""
    k = node.size / NAME_SIZE
    row = ROW * k
    x, y = node.marks_at
    city = v.cities.get(node.id)
    if city is None:
        h = row * 0.36
        return [], (x - h, y - h, x + h, y + h)
    marks = ["owner", "resource"]
    if city.temple:
        marks.append("temple")
    if city.wall:
        marks.append("wall")
    step = row + 3 * k
    half = step * (len(marks) - 1) / 2 + row / 2 + 3
    return marks, (x - half, y - row / 2 - 3, x + half, y + row / 2 + 3)


def draw_cities(
    d: ImageDraw.ImageDraw,
    v: DuellumView,
    lay: Layout,
    locale: str,
    origin: Origin = NO_SHIFT,
    only: frozenset[str] | None = None,
) -> None:
    """Above each city site's name: the empty site, or the owner, resource, temple and wall
    (of the regions in ``only``, when given; shifted by ``origin``)."""
    ox, oy = origin
    for node in _drawn(lay, only):
        if node.sea or not node.city:
            continue
        k = node.size / NAME_SIZE
        row = ROW * k
        marks, (x0, y0, x1, y1) = city_row(v, node)
        x0, y0, x1, y1 = x0 - ox, y0 - oy, x1 - ox, y1 - oy
        city = v.cities.get(node.id)
        if city is None:  # an empty city site: the site symbol
            ledger.note_marker(d, (x0, y0, x1, y1), "site")
            d.rectangle((x0, y0, x1, y1), fill=CARD, outline=SAND_EDGE, width=2)
            continue
        ledger.note_marker(d, (x0, y0, x1, y1), f"city {node.id}")
        d.rounded_rectangle(
            (x0, y0, x1, y1), radius=6, fill=tint(NATION_COLOURS[city.owner % 2], 0.55), outline=INK
        )
        step = row + 3 * k
        x, y = x0 + 3 + row / 2, (y0 + y1) / 2
        for mark in marks:
            if mark == "owner":
                nation_disc(d, x, y, row, city.owner, initial(v, city.owner, locale))
            elif mark == "resource":
                resource_chip(d, x, y, row - 2, city.resource, locale)
            elif mark == "temple":
                temple(d, x, y, row - 2)
            else:
                wall(d, x, y, row - 2)
            x += step


@dataclass(frozen=True)
class Chip:
    seat: int
    galley: bool
    count: int
    special: bool


def _chips(v: DuellumView) -> dict[str, list[Chip]]:
    out: dict[str, list[Chip]] = {}
    for seat in (0, 1):
        n = v.nations[seat] if seat < len(v.nations) else None
        sp_at = n.special_at if n is not None and n.special is not None else None
        sp_galley = n is not None and n.special is Special.ADMIRAL
        for is_galley, units in ((False, v.legions), (True, v.galleys)):
            here = dict(units[seat]) if seat < len(units) else {}
            if sp_at is not None and sp_galley == is_galley:
                here.setdefault(sp_at, 0)
            for region, count in sorted(here.items()):
                special = sp_at == region and sp_galley == is_galley
                if count > 0 or special:
                    out.setdefault(region, []).append(Chip(seat, is_galley, count, special))
    return out


LETTER_W = MARK_MIN * 0.85  # the owner's letter at the head of a unit chip


def _chip_width(c: Chip, h: float) -> float:
    w = h * 0.2 + LETTER_W + 2 + h * 0.8 + 2
    if c.count:
        w += width(str(c.count), round(h * 0.75), True)
    if c.special:
        w += h * 0.75
    return w + h * 0.25


def units_box(v: DuellumView, node: Node) -> tuple[float, float, float, float] | None:
    """The box a region's unit chips fill, in picture pixels; None without units."""
    chips = _chips(v).get(node.id)
    if not chips:
        return None
    h = CHIP_H * node.size / NAME_SIZE
    total = sum(_chip_width(c, h) for c in chips) + 3 * (len(chips) - 1)
    cx, cy = node.units_at
    return (cx - total / 2, cy - h / 2, cx + total / 2, cy + h / 2)


def draw_units(
    d: ImageDraw.ImageDraw,
    v: DuellumView,
    lay: Layout,
    locale: str,
    origin: Origin = NO_SHIFT,
    only: frozenset[str] | None = None,
) -> None:
    """Below each region's name: one chip per nation and kind of unit, in the nation's
    colour with its letter, the unit's shape and the count (of the regions in ``only``, when
    given; shifted by ``origin``)."""
    letters = [initial(v, seat, locale) for seat in (0, 1)]
    for region, chips in _chips(v).items():
        node = lay.nodes.get(region)
        if node is None or not node.shown or (only is not None and region not in only):
            continue
        h = CHIP_H * node.size / NAME_SIZE
        widths = [_chip_width(c, h) for c in chips]
        total = sum(widths) + 3 * (len(chips) - 1)
        cx, cy = node.units_at
        cx, cy = cx - origin[0], cy - origin[1]
        x = cx - total / 2
        for c, w in zip(chips, widths, strict=True):
            unit_chip(d, x, cy, h, c, letters[c.seat % 2], f"units {region}")
            x += w + 3


def unit_chip(
    d: ImageDraw.ImageDraw, x: float, cy: float, h: float, c: Chip, letter: str, what: str
) -> float:
    """One nation's units of one kind in a region, from ``x``: a chip in the nation's colour
    with its letter, a shield or a galley, the count and the special unit's star."""
    w = _chip_width(c, h)
    top = cy - h / 2
    colour = NATION_COLOURS[c.seat % 2]
    ink = ink_on(colour)
    ledger.note_marker(d, (x, top, x + w, top + h), what)
    d.rounded_rectangle((x, top, x + w, top + h), radius=h / 3, fill=colour, outline=INK, width=2)
    d.text(
        (x + h * 0.2 + LETTER_W / 2, cy + 1),
        letter,
        font=font(MARK_MIN, True),
        fill=ink,
        anchor="mm",
    )
    gx = x + h * 0.2 + LETTER_W + 2 + h * 0.4
    if c.galley:
        galley(d, gx, cy, h * 0.7, CARD, INK)
    else:
        shield(d, gx, cy, h * 0.78, CARD, INK)
    tx = x + h * 0.2 + LETTER_W + 2 + h * 0.8 + 2
    size = round(h * 0.75)
    if c.count:
        tx += text(d, (tx, cy), str(c.count), size, bold=True, fill=ink, anchor="lm")
    if c.special:
        d.text((tx + 1, cy), STAR, font=font(size, True), fill=ink, anchor="lm")
    return w


@lru_cache(maxsize=8)
def legend(locale: str, nations: tuple[str, ...] = (), side: str = "west") -> Image.Image:
    """The key to the map's lines and marks, under the map; ``nations``: the seats' nation
    ids, for the key to the owners' colours and letters."""
    img = Image.new("RGB", (W, LEGEND_H), PAPER)
    d = ImageDraw.Draw(img)
    rows = (24, 56, 88)
    size = 20

    def key(x: float, y: float, words: str, gap: float) -> float:
        """``words`` from ``x``; returns where the next entry starts, ``gap`` after them."""
        return x + (text(d, (x, y), words, size, anchor="lm", fill=MUTED) + gap)

    x = float(M + 4)
    y = rows[0]
    d.line((x, y, x + 34, y), fill=RED, width=4)
    x = key(x + 42, y, t("render.duellum.legend.land", locale), 22)
    dashed(d, (x, y), (x + 34, y), BLUE, 4, 10, 5)
    x = key(x + 42, y, t("render.duellum.legend.sea", locale), 22)
    border_line(d, (x, y), (x + 34, y), BorderKind.BOTH)
    x = key(x + 42, y, t("render.duellum.legend.both", locale), 22)
    anchor_mark(d, x + 11, y, 11)
    x += 30
    words = t("render.duellum.legend.galley_sea", locale)
    text(d, (x, y), words, size, anchor="lm", fill=MUTED, max_w=W - M - x, min_size=15)
    y = rows[1]
    x = float(M + 4)
    shield(d, x + 9, y, 20, CARD, INK)
    x = key(x + 24, y, t("render.duellum.legend.legion", locale), 18)
    galley(d, x + 10, y, 18, CARD, INK)
    x = key(x + 26, y, t("render.duellum.legend.galley", locale), 18)
    d.text((x, y), STAR, font=font(22, True), fill=INK, anchor="lm")
    x = key(x + 24, y, t("render.duellum.legend.special", locale), 18)
    temple(d, x + 10, y, 20)
    x = key(x + 26, y, t("render.duellum.legend.temple", locale), 18)
    wall(d, x + 10, y, 20)
    x = key(x + 26, y, t("render.duellum.legend.wall", locale), 18)
    for r in (Resource.MARBLE, Resource.IRON, Resource.GOLD):
        resource_chip(d, x + 11, y, 22, r, locale)
        x = key(x + 28, y, t(f"render.duellum.resource.{r.value}", locale), 14)
    y = rows[2]
    x = float(M + 4)
    d.rectangle((x + 3, y - 8, x + 19, y + 8), fill=CARD, outline=SAND_EDGE, width=2)
    x = key(x + 26, y, t("render.duellum.legend.site", locale), 22)
    for seat, nid in enumerate(nations[:2]):
        nation_disc(d, x + 11, y, 22, seat, nation_letter(nid, locale))
        x = key(x + 28, y, nation_word(nid, side, locale), 22)
    if nations:
        sample = Chip(0, False, 3, False)
        letter = nation_letter(nations[0], locale)
        x += unit_chip(d, x, y, CHIP_H, sample, letter, "legend chip") + 8
    words = t("render.duellum.legend.chip", locale)
    text(d, (x, y), words, size, anchor="lm", fill=MUTED, max_w=W - M - x, min_size=15)
    return img


ledger.CACHE_CLEARERS.append(legend.cache_clear)
