"""The Antike Duellum board as a PNG, drawn from the public view only.

Layout, top to bottom (1240 px wide; the height is fixed per map side, so the picture never
jumps in a channel): a dark header (title, map side, turn); a status banner (who is to play
and what, a pending decision, or the winner); the map; a legend; one panel per nation; the
rondel, the open event row and the deck.

The map is drawn on real coastlines by the shared renderer ``bot.render.geo``: the side's box
(``GameMap.bounds``) in its equirectangular projection, land and sea divided between the
regions as provinces grown from each region's place (its city, or a point of open sea).
Provinces that touch are always neighbours on the map (the renderer keeps others apart by a
strip off the board); a border the picture cannot show as a shared edge (a strait, an island
and a shore, or two land regions with their kind of border) is a line between the regions'
names: red for legions, dashed blue for galleys, red and blue for both. Each region's block
sits in its province where the province has room: the name (seas in blue, with the galley
symbol), above it a city's marks (the empty site; or the owner's letter, its resource, a
temple and a wall on the owner's colour) and below it the units as chips in the nation's
colour: a shield for legions, a galley for galleys, with their count, and a star for the
general or admiral of the variant. Blocks are nudged apart once per side, never out of their
province, so no two names overlap; the layout and the drawn map are cached per side.

Each nation's panel: nation and player, personages by kind with the total out of 9 in big
figures, resources, supply and recruitment area, walls, know-hows (filled when held) and the
event cards held (open information: every card is taken from the open row in sight of both).

The rondel is drawn as a loop of eight fields, FERRUM to DUELLUM on the top row and back
along the bottom row, so it reads clockwise; each nation's marker is a disc with its letter,
and the field of the action being carried out is outlined. Beside it: the open event row by
name, the deck's size and the discard pile's.

**The crop for phones** (``draw_focus``): the whole board's names are 17 px in 1240, too
small on a 412-px phone, so a second picture shows the map around what the turn is about
(a pending decision's city, the regions this turn deployed to, moved into or held, else the
player to move's units and cities), ``FOCUS_W`` px wide with names of ``FOCUS_NAME`` px: at
least 12 px when a phone shows it full width. Three zoom levels and a quarter-degree grid
for its centre keep the crops few, so their layouts are cached too; of names crowded where
the crop's edge cuts provinces short, the one farther from the middle is left out.

Only public facts are drawn and nothing depends on ``view.viewer``: every seat and every
spectator gets the same pictures. The deck is drawn as its size.

What never changes with the position (the map, its lines and names, the legend, the rondel's
fields) is drawn once per side or language and pasted; the first board of a side costs well
under a second on an idle machine (the provinces and the map), later ones about 20 ms of
drawing plus the PNG encoding.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial

from PIL import Image, ImageDraw
from pydantic import BaseModel

from bot.render.base import (
    ACCENT,
    ALERT,
    BAND,
    CARD,
    FAINT,
    GOLD,
    INK,
    LINE,
    MUTED,
    ON_BAND,
    PAPER,
    RGB,
    WARN,
    badge,
    clean,
    fit,
    font,
    ink_on,
    t,
    text,
    tint,
    width,
)
from bot.render.geo import MapCanvas
from rules.common.maps import BorderKind, Bounds, GameMap, RegionKind, Resource
from rules.duellum.data import RONDEL, KnowHowId
from rules.duellum.maps import load_side
from rules.duellum.state import (
    EVENT_ROW,
    TARGET,
    Field,
    Pending,
    Personage,
    Phase,
    Special,
)
from rules.duellum.view import DuellumView

W = 1240
M = 16  # page margin

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

HEADER_H = 60
BANNER_Y = HEADER_H + 10
BANNER_H = 50
MAP_X0, MAP_X1 = M, W - M
MAP_Y = BANNER_Y + BANNER_H + 10
LEGEND_H = 74
PANEL_H = 584
STRIP_H = 228

NAME_SIZE = 17  # region names on the whole board (the focus picture draws them larger)
ROW = 20  # city marks
CHIP_H = 22  # unit chips
LINK_ALPHA = 150  # the border lines over the map, out of 255
ITERATIONS = 40

STAR = "\u2605"
PLAY = "\u25b6"
ANCHOR = "\u2693"

_Name = Callable[[int], str]


def as_view(view: BaseModel) -> DuellumView:
    if isinstance(view, DuellumView):
        return view
    return DuellumView.model_validate(view.model_dump())


def height(side: str) -> int:
    return _panels_y(side) + PANEL_H + 12 + STRIP_H + M


def _panels_y(side: str) -> int:
    return MAP_Y + layout(side).height + LEGEND_H + 10


# --- the map layout, computed once per side and scale ------------------------------------------


@dataclass(frozen=True)
class Node:
    """A region's marks: its name centred at ``cx, cy`` (picture pixels), the city's marks in
    a row above it, the units in a row below; ``w, h`` the block they fill (``box``)."""

    id: str
    lines: tuple[str, ...]  # the name, on one line (a sea's on two)
    sea: bool
    city: bool
    galley: bool
    cx: float
    cy: float
    w: float
    h: float
    top: float  # the block's top and bottom, from cy
    bottom: float
    size: int  # the name's font size
    shown: bool = True  # False: left out of a crop (outside it, or crowded at its edge)

    @property
    def box(self) -> tuple[float, float, float, float]:
        return (
            self.cx - self.w / 2,
            self.cy + self.top,
            self.cx + self.w / 2,
            self.cy + self.bottom,
        )

    @property
    def half(self) -> float:
        """Half the name's height (one line or two)."""
        return (self.size + line_step(self.size) * (len(self.lines) - 1)) / 2

    @property
    def marks_at(self) -> tuple[float, float]:
        """The centre of the city's row of marks."""
        return self.cx, self.cy - self.half - 3 - self.size * ROW / NAME_SIZE / 2

    @property
    def units_at(self) -> tuple[float, float]:
        """The centre of the row of unit chips."""
        return self.cx, self.cy + self.half + 3 + self.size * CHIP_H / NAME_SIZE / 2


@dataclass(frozen=True, eq=False)  # hashed by identity: ``layout`` caches one per view box
class Layout:
    nodes: dict[str, Node]
    borders: tuple[tuple[str, str, BorderKind], ...]
    height: int  # of the map, in pixels
    x0: float  # the map's top left corner on the picture
    y0: float
    canvas: MapCanvas


def side_map(side: str) -> GameMap:
    return load_side("east" if side == "east" else "west")


def _lines(name: str, sea: bool) -> tuple[str, ...]:
    """A region's name: a sea's of two or more words on two lines (the seas' provinces are
    wide but some lie along the map's edge), a land's on one."""
    words = clean(name).split()
    if not sea or len(words) < 2:
        return (clean(name),)
    best = min(
        range(1, len(words)), key=lambda k: max(len(" ".join(words[:k])), len(" ".join(words[k:])))
    )
    return (" ".join(words[:best]), " ".join(words[best:]))


def line_step(size: int) -> float:
    return size * 1.15


def _block(lines: tuple[str, ...], sea: bool, city: bool, size: int) -> tuple[float, float, float]:
    """Width, top and bottom (from the name's centre) of a region's block at a name size."""
    k = size / NAME_SIZE
    w = max(width(line, size, not sea) for line in lines) + 10 * k
    if sea:
        w += 2 * (size * 0.6 + 2)  # the galley symbol beside the name (kept symmetric)
    if city:
        w = max(w, 4 * ROW * k + 3 * 4 * k)
    half = (size + line_step(size) * (len(lines) - 1)) / 2
    top = -half - (3 + ROW) * k if city else -half - 2
    bottom = half + (3 + CHIP_H) * k
    return w, top, bottom


def _name_box(
    lines: tuple[str, ...], at: Sequence[float], size: int, sea: bool
) -> tuple[float, float, float, float]:
    """The box a name covers, centred at ``at``."""
    w = max(width(line, size, not sea) for line in lines)
    half = (size + line_step(size) * (len(lines) - 1)) / 2
    return (at[0] - w / 2, at[1] - half, at[0] + w / 2, at[1] + half)


def _apart(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def _nearest_fit(
    fits: Callable[[float, float], bool], start: Sequence[float], radius: float, step: float
) -> tuple[float, float] | None:
    """The point nearest to ``start`` (on a grid of ``step``) where ``fits`` holds."""
    x0, y0 = start
    rings = int(radius / step)
    for ring in range(1, rings + 1):
        best: tuple[float, float, float] | None = None
        for di in range(-ring, ring + 1):
            for dj in (-ring, ring) if abs(di) != ring else range(-ring, ring + 1):
                x, y = x0 + di * step, y0 + dj * step
                d2 = di * di + dj * dj
                if (best is None or d2 < best[0]) and fits(x, y):
                    best = (d2, x, y)
        if best is not None:
            return best[1], best[2]
    return None


@lru_cache(maxsize=8)
def layout(
    side: str,
    window: tuple[float, float, float, float] | None = None,
    map_w: int = MAP_X1 - MAP_X0,
    size: int = NAME_SIZE,
    x0: float = MAP_X0,
    y0: float = MAP_Y,
) -> Layout:
    """Each region's block around its province's centre (see ``bot.render.geo``), nudged
    apart where blocks overlap as long as each name stays in its own province and the block
    on the map. Deterministic, so every picture of a side has the same map and height."""
    m = side_map(side)
    box = (
        Bounds(west=window[0], south=window[1], east=window[2], north=window[3]) if window else None
    )
    canvas = MapCanvas(m, map_w, box)
    map_h = canvas.height
    names = [_lines(r.name, r.kind is RegionKind.SEA) for r in m.regions]
    blocks = [
        _block(n, r.kind is RegionKind.SEA, r.city, size)
        for n, r in zip(names, m.regions, strict=True)
    ]
    pos = [list(canvas.center(r.id)) for r in m.regions]
    ids = [r.id for r in m.regions]
    shown = [canvas.visible(r.id, margin=size * 2) for r in m.regions]
    sea_ids = {r.id for r in m.regions if r.kind is RegionKind.SEA}

    k = size / NAME_SIZE
    spots: list[list[tuple[float, float]]] = []  # per region: the points that must stay inside
    for i, r in enumerate(m.regions):
        half = (size + line_step(size) * (len(names[i]) - 1)) / 2
        name_w = max(width(line, size, r.kind is not RegionKind.SEA) for line in names[i])
        pts = [(0.0, 0.0), (-name_w * 0.35, 0.0), (name_w * 0.35, 0.0)]
        pts.append((0.0, half + 3 + CHIP_H * k / 2))
        if r.city:
            pts.append((0.0, -half - 3 - ROW * k / 2))
        spots.append(pts)
    region_at = canvas.region_lookup()
    strict = [True] * len(pos)  # whether a region's whole block fits in its province

    def inside(i: int, x: float, y: float) -> bool:
        w, top, bottom = blocks[i]
        if not (w / 2 + 2 <= x <= map_w - w / 2 - 2 and 2 - top <= y <= map_h - bottom - 2):
            return False
        pts = spots[i] if strict[i] else spots[i][:1]
        return all(region_at(x + dx, y + dy) == ids[i] for dx, dy in pts)

    # where the block does not fit around the province's centre, the nearest place it fits;
    # a province too small for it (an islet) keeps the name at its centre
    for i in range(len(pos)):
        if not shown[i] or inside(i, *pos[i]):
            continue
        found = _nearest_fit(partial(inside, i), pos[i], 120.0, 4.0)
        if found is None:
            strict[i] = False
            w, top, bottom = blocks[i]
            x = min(max(pos[i][0], w / 2 + 2), map_w - w / 2 - 2)
            y = min(max(pos[i][1], 2 - top), map_h - bottom - 2)
            found = _nearest_fit(partial(inside, i), [x, y], 60.0, 4.0)
        if found is not None:
            pos[i] = list(found)

    def overlap(i: int, j: int, axis: int) -> float:
        wi, ti, bi = blocks[i]
        wj, tj, bj = blocks[j]
        if axis == 0:
            return (wi + wj) / 2 + 4 - abs(pos[i][0] - pos[j][0])
        if pos[j][1] >= pos[i][1]:
            return bi - tj + 2 - (pos[j][1] - pos[i][1])
        return bj - ti + 2 - (pos[i][1] - pos[j][1])

    n = len(pos)
    for _ in range(ITERATIONS):
        moved = False
        for i in range(n):
            for j in range(i + 1, n):
                if not (shown[i] and shown[j]):
                    continue
                ox, oy = overlap(i, j, 0), overlap(i, j, 1)
                if ox <= 0 or oy <= 0:
                    continue
                first = 0 if ox < oy else 1
                for axis in (first, 1 - first):  # the shorter way first, else the other
                    need = ox if axis == 0 else oy
                    by = min(need, 12.0) / 2 + 0.5
                    sign = 1 if (pos[j][axis], j) > (pos[i][axis], i) else -1
                    # both give way half; one alone all of it if the other cannot move
                    plans = (
                        ((i, -sign * by), (j, sign * by)),
                        ((j, sign * 2 * by),),
                        ((i, -sign * 2 * by),),
                    )
                    done = False
                    for plan in plans:
                        for k_, shift_by in plan:
                            trial = list(pos[k_])
                            trial[axis] += shift_by
                            if inside(k_, trial[0], trial[1]):
                                pos[k_] = trial
                                done = True
                        if done:
                            break
                    if done:
                        moved = True
                        break
        if not moved:
            break
    if window is not None:
        # a crop: names outside it are left out, and of two names that still overlap (where
        # the crop's edge cuts provinces short) the one farther from its middle
        mid = (map_w / 2, map_h / 2)
        for i in range(n):
            shown[i] = 0 <= pos[i][0] <= map_w and 0 <= pos[i][1] <= map_h
        order = sorted(range(n), key=lambda i: math.dist(pos[i], mid))
        kept: list[int] = []
        for i in order:
            if not shown[i]:
                continue
            if all(
                _apart(
                    _name_box(names[i], pos[i], size, ids[i] in sea_ids),
                    _name_box(names[j], pos[j], size, ids[j] in sea_ids),
                )
                for j in kept
            ):
                kept.append(i)
            else:
                shown[i] = False
    nodes: dict[str, Node] = {}
    for i, r in enumerate(m.regions):
        w, top, bottom = blocks[i]
        nodes[r.id] = Node(
            id=r.id,
            lines=names[i],
            sea=r.kind is RegionKind.SEA,
            city=r.city,
            galley=r.galley,
            cx=round(pos[i][0] + x0, 1),
            cy=round(pos[i][1] + y0, 1),
            w=round(w, 1),
            h=round(bottom - top, 1),
            top=top,
            bottom=bottom,
            size=size,
            shown=shown[i],
        )
    return Layout(
        nodes=nodes,
        borders=tuple((b.a, b.b, b.kind) for b in m.borders),
        height=map_h,
        x0=x0,
        y0=y0,
        canvas=canvas,
    )


# --- words -------------------------------------------------------------------------------------


def nation_name(v: DuellumView, seat: int, locale: str) -> str:
    nid = v.nation_ids[seat] if seat < len(v.nation_ids) else ""
    key = f"render.duellum.nation.{nid}"
    words = t(key, locale)
    if words == key:  # a nation the catalogs do not know: the map's own name
        try:
            return load_side("east" if v.side == "east" else "west").nation(nid).name
        except KeyError:
            return nid or f"#{seat + 1}"
    return words


def initial(v: DuellumView, seat: int, locale: str) -> str:
    nid = v.nation_ids[seat] if seat < len(v.nation_ids) else ""
    key = f"render.duellum.initial.{nid}"
    letter = t(key, locale).strip()
    if letter == key or not letter:
        return (nid[:1] or str(seat + 1)).upper()
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
    d.text((cx, cy + 1), letter, font=font(int(s * 0.72), True), fill=ink_on(colour), anchor="mm")


def nation_disc(
    d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, seat: int, letter: str
) -> None:
    colour = NATION_COLOURS[seat % 2]
    r = s / 2
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=INK, width=2)
    d.text((cx, cy + 1), letter, font=font(int(s * 0.66), True), fill=ink_on(colour), anchor="mm")


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


@lru_cache(maxsize=16)
def _map_layer(lay: Layout) -> Image.Image:
    """The map on its coastlines, the borders as lines between the regions, every region's
    name and the galley symbols: what no position changes (one per side, or per focus)."""
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
    img = Image.alpha_composite(img, links).convert("RGB")
    d = ImageDraw.Draw(img)
    for node in lay.nodes.values():
        if not node.shown:
            continue
        x, y = at(node)
        if node.sea:
            step = line_step(node.size)
            left = x
            for li, line in enumerate(node.lines):
                ly = y + (li - (len(node.lines) - 1) / 2) * step
                box = lay.canvas.label(
                    d, (x, ly), line, node.size, bold=False, fill=SEA_INK, halo=SEA
                )
                left = min(left, box[0])
            if node.galley:
                r = node.size * 0.6
                gx = left - r - 2
                d.ellipse((gx - r, y - r, gx + r, y + r), fill=CARD, outline=BLUE, width=2)
                d.text((gx, y), ANCHOR, font=font(round(r * 1.3), True), fill=BLUE, anchor="mm")
        else:
            lay.canvas.label(d, (x, y), node.lines[0], node.size)
    d.rectangle((0, 0, img.width - 1, img.height - 1), outline=LINE, width=2)
    return img


# --- the picture -----------------------------------------------------------------------------


def draw_board(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    v = as_view(view)
    side = "east" if v.side == "east" else "west"
    img = Image.new("RGB", (W, height(side)), PAPER)
    lay = layout(side)
    img.paste(_map_layer(lay), (MAP_X0, MAP_Y))
    img.paste(_legend(locale), (0, MAP_Y + lay.height))
    y = _panels_y(side)
    img.paste(_strip_frame(locale), (0, y + PANEL_H + 12))
    d = ImageDraw.Draw(img)

    def name(seat: int) -> str:
        if seat < len(names) and clean(names[seat]):
            return names[seat]
        return f"#{seat + 1}"

    def who(seat: int) -> str:
        return t(
            "render.duellum.who", locale, player=name(seat), nation=nation_name(v, seat, locale)
        )

    _header(d, v, locale)
    _banner(d, v, who, locale)
    _cities(d, v, lay, locale)
    _units(d, v, lay)
    for seat in (0, 1):
        _panel(d, v, seat, name(seat), y, locale)
    _strip(d, v, y + PANEL_H + 12, locale)
    return img


# --- the focus: a zoomed crop for phones ---------------------------------------------------------

PHONE_W = 412  # a phone screen's width in CSS pixels
FOCUS_W = 600
FOCUS_MAP_H = 450
FOCUS_TOP = 44  # the band over the crop: whose turn and what
FOCUS_NAME = 20  # names in the crop: 20 px at 600 px read as 13.7 px on a 412-px phone
FOCUS_SPANS = (0.3, 0.4, 0.5)  # the crop's width as a share of the map's: three zoom levels


def focus_regions(v: DuellumView) -> list[str]:
    """The regions a zoomed crop should show, most important first: a pending decision's
    region, what this turn deployed, moved or held, else the player to move's units and
    cities (public facts only: the view's open position)."""
    out: list[str] = []
    for p in v.pending:
        if p.region:
            out.append(p.region)
    out.extend(v.this.arrived)
    out.extend(v.this.deployed)
    out.extend(v.this.held)
    seat = v.winner if v.winner is not None else v.current
    if not out and 0 <= seat < len(v.legions):
        units: dict[str, int] = {}
        for kind in (v.legions, v.galleys):
            if seat < len(kind):
                for region, count in kind[seat].items():
                    units[region] = units.get(region, 0) + count
        out.extend(sorted(units, key=lambda r: (-units[r], r)))
        out.extend(sorted(r for r, c in v.cities.items() if c.owner == seat))
    return list(dict.fromkeys(out))


def focus_window(side: str, regions: Sequence[str]) -> tuple[float, float, float, float]:
    """The crop's box: the smallest zoom level that holds the regions (the first win when
    none does), its centre on a quarter-degree grid so that few crops exist per side."""
    m = side_map(side)
    assert m.bounds is not None
    b = m.bounds
    aspect = FOCUS_W / FOCUS_MAP_H
    full = b.east - b.west
    box = MapCanvas.focus_window(
        m, regions, aspect, min_span=FOCUS_SPANS[0], max_span=FOCUS_SPANS[-1]
    )
    span = next((s for s in FOCUS_SPANS if box.east - box.west <= s * full + 1e-9), FOCUS_SPANS[-1])
    wd = span * full
    cx = round((box.west + box.east) / 2 * 4) / 4
    cy = round((box.south + box.north) / 2 * 4) / 4
    west = min(max(cx - wd / 2, b.west), b.east - wd)
    south, ht = cy, 0.0
    for _ in range(4):  # the box's height follows its own middle latitude
        ht = wd * math.cos(math.radians(south + ht / 2)) / aspect
        south = min(max(cy - ht / 2, b.south), b.north - ht)
    return (round(west, 4), round(south, 4), round(west + wd, 4), round(south + ht, 4))


def focus_layout(v: DuellumView) -> tuple[Layout, list[str]]:
    side = "east" if v.side == "east" else "west"
    regions = focus_regions(v)
    lay = layout(side, focus_window(side, regions), FOCUS_W, FOCUS_NAME, 0.0, float(FOCUS_TOP))
    return lay, regions


def draw_focus(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    """The map around what the turn is about, large enough to read on a phone: the same
    marks as the board, names at ``FOCUS_NAME`` px in a ``FOCUS_W``-px picture."""
    v = as_view(view)
    lay, regions = focus_layout(v)
    img = Image.new("RGB", (FOCUS_W, FOCUS_TOP + FOCUS_MAP_H), PAPER)
    area = _map_layer(lay).copy()
    shown = [r for r in regions if lay.canvas.visible(r)]
    lay.canvas.highlight(area, shown[:6], ACCENT, amount=0.12, outline=2)
    img.paste(area, (0, FOCUS_TOP))
    d = ImageDraw.Draw(img)

    _cities(d, v, lay, locale)
    _units(d, v, lay)

    def who(seat: int) -> str:
        player = names[seat] if seat < len(names) and clean(names[seat]) else f"#{seat + 1}"
        return t("render.duellum.who", locale, player=player, nation=nation_name(v, seat, locale))

    d.rectangle((0, 0, FOCUS_W, FOCUS_TOP), fill=BAND)
    turn = t("render.duellum.turn", locale, turn=v.turn)
    tw = text(d, (FOCUS_W - 10, FOCUS_TOP / 2), turn, 20, bold=True, fill=ON_BAND, anchor="rm")
    if v.winner is not None:
        words = STAR + " " + who(v.winner)
    elif v.pending:
        words = "! " + pending_text(v, v.pending[0], who, locale)
    else:
        words = PLAY + " " + t("render.duellum.toplay", locale, player=who(v.current))
    text(
        d,
        (10, FOCUS_TOP / 2),
        words,
        20,
        bold=True,
        fill=ON_BAND,
        anchor="lm",
        max_w=FOCUS_W - tw - 30,
        min_size=14,
    )
    return img


def _header(d: ImageDraw.ImageDraw, v: DuellumView, locale: str) -> None:
    d.rectangle((0, 0, W, HEADER_H), fill=BAND)
    mid = HEADER_H / 2
    x = float(M + 8)
    title = t("render.duellum.title", locale)
    x += text(d, (x, mid), title, 30, bold=True, fill=ON_BAND, anchor="lm") + 20
    turn = t("render.duellum.turn", locale, turn=v.turn)
    right = W - M - 8
    tw = text(d, (right, mid), turn, 26, bold=True, fill=ON_BAND, anchor="rm")
    words = t(f"render.duellum.side.{'east' if v.side == 'east' else 'west'}", locale)
    text(d, (x, mid), words, 24, fill=ON_BAND, anchor="lm", max_w=right - tw - 20 - x, min_size=18)


def _banner(d: ImageDraw.ImageDraw, v: DuellumView, who: _Name, locale: str) -> None:
    box = (M, BANNER_Y, W - M, BANNER_Y + BANNER_H)
    mid = BANNER_Y + BANNER_H / 2
    if v.winner is not None:
        count = v.nations[v.winner].personage_count if v.winner < len(v.nations) else 0
        words = STAR + " " + t("render.duellum.winner", locale, player=who(v.winner), count=count)
        fill, edge, ink = tint(WARN, 0.55), GOLD, INK
    elif v.pending:
        words = "! " + pending_text(v, v.pending[0], who, locale)
        fill, edge, ink = ALERT, ALERT, ink_on(ALERT)
    else:
        words = PLAY + " " + t("render.duellum.toplay", locale, player=who(v.current))
        words += "  ·  " + phase_text(v, locale)
        fill, edge, ink = tint(ACCENT, 0.85), ACCENT, INK
    d.rounded_rectangle(box, radius=10, fill=fill, outline=edge, width=2)
    text(
        d,
        (W / 2, mid),
        words,
        24,
        bold=True,
        fill=ink,
        anchor="mm",
        max_w=W - 2 * M - 30,
        min_size=18,
    )


def phase_text(v: DuellumView, locale: str) -> str:
    phase = v.this.phase
    field = field_name(v.this.field.value, locale) if v.this.field else ""
    if phase is Phase.RONDEL or not field:
        return t("render.duellum.phase.rondel", locale)
    if phase is Phase.FOUND:
        return t("render.duellum.phase.found", locale, field=field)
    return t("render.duellum.phase.act", locale, field=field)


def pending_text(v: DuellumView, p: Pending, who: _Name, locale: str) -> str:
    key = f"render.duellum.pending.{p.kind.value}"
    return t(key, locale, player=who(p.seat), region=region_name(v, p.region), count=p.count)


def _cities(d: ImageDraw.ImageDraw, v: DuellumView, lay: Layout, locale: str) -> None:
    """Above each city site's name: the empty site, or the owner, resource, temple and wall."""
    for node in lay.nodes.values():
        if node.sea or not node.city or not node.shown:
            continue
        k = node.size / NAME_SIZE
        row = ROW * k
        x, y = node.marks_at
        city = v.cities.get(node.id)
        if city is None:  # an empty city site: the site symbol
            h = row * 0.36
            d.rectangle((x - h, y - h, x + h, y + h), fill=CARD, outline=SAND_EDGE, width=2)
            continue
        marks = ["owner", "resource"]
        if city.temple:
            marks.append("temple")
        if city.wall:
            marks.append("wall")
        step = row + 3 * k
        x -= step * (len(marks) - 1) / 2
        d.rounded_rectangle(
            (
                x - row / 2 - 3,
                y - row / 2 - 3,
                x + step * (len(marks) - 1) + row / 2 + 3,
                y + row / 2 + 3,
            ),
            radius=6,
            fill=tint(NATION_COLOURS[city.owner % 2], 0.55),
            outline=INK,
        )
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


def _chip_width(c: Chip, h: float) -> float:
    w = h * 0.25 + h * 0.8 + 2
    if c.count:
        w += width(str(c.count), round(h * 0.75), True)
    if c.special:
        w += h * 0.75
    return w + h * 0.25


def _units(d: ImageDraw.ImageDraw, v: DuellumView, lay: Layout) -> None:
    """Below each region's name: one chip per nation and kind of unit, with the count."""
    for region, chips in _chips(v).items():
        node = lay.nodes.get(region)
        if node is None or not node.shown:
            continue
        h = CHIP_H * node.size / NAME_SIZE
        widths = [_chip_width(c, h) for c in chips]
        total = sum(widths) + 3 * (len(chips) - 1)
        cx, cy = node.units_at
        x = cx - total / 2
        top = cy - h / 2
        text_size = round(h * 0.75)
        for c, w in zip(chips, widths, strict=True):
            colour = NATION_COLOURS[c.seat % 2]
            ink = ink_on(colour)
            d.rounded_rectangle(
                (x, top, x + w, top + h), radius=h / 3, fill=colour, outline=INK, width=2
            )
            gx = x + h * 0.25 + h * 0.4
            if c.galley:
                galley(d, gx, cy, h * 0.7, CARD, INK)
            else:
                shield(d, gx, cy, h * 0.78, CARD, INK)
            tx = x + h * 0.25 + h * 0.8 + 2
            if c.count:
                tx += text(d, (tx, cy), str(c.count), text_size, bold=True, fill=ink, anchor="lm")
            if c.special:
                d.text((tx + 1, cy), STAR, font=font(text_size, True), fill=ink, anchor="lm")
            x += w + 3


@lru_cache(maxsize=8)
def _legend(locale: str) -> Image.Image:
    """The key to the map's lines and marks, under the map."""
    img = Image.new("RGB", (W, LEGEND_H), PAPER)
    d = ImageDraw.Draw(img)
    rows = (24, 56)
    size = 20
    x = float(M + 4)
    y = rows[0]
    d.line((x, y, x + 34, y), fill=RED, width=4)
    x += 42
    x += (
        text(d, (x, y), t("render.duellum.legend.land", locale), size, anchor="lm", fill=MUTED) + 22
    )
    dashed(d, (x, y), (x + 34, y), BLUE, 4, 10, 5)
    x += 42
    x += text(d, (x, y), t("render.duellum.legend.sea", locale), size, anchor="lm", fill=MUTED) + 22
    border_line(d, (x, y), (x + 34, y), BorderKind.BOTH)
    x += 42
    x += (
        text(d, (x, y), t("render.duellum.legend.both", locale), size, anchor="lm", fill=MUTED) + 22
    )
    d.ellipse((x, y - 11, x + 22, y + 11), fill=CARD, outline=BLUE, width=2)
    d.text((x + 11, y), ANCHOR, font=font(16, True), fill=BLUE, anchor="mm")
    x += 30
    text(
        d,
        (x, y),
        t("render.duellum.legend.galley_sea", locale),
        size,
        anchor="lm",
        fill=MUTED,
        max_w=W - M - x,
        min_size=15,
    )
    y = rows[1]
    x = float(M + 4)
    shield(d, x + 9, y, 20, CARD, INK)
    x += 24
    x += (
        text(d, (x, y), t("render.duellum.legend.legion", locale), size, anchor="lm", fill=MUTED)
        + 18
    )
    galley(d, x + 10, y, 18, CARD, INK)
    x += 26
    x += (
        text(d, (x, y), t("render.duellum.legend.galley", locale), size, anchor="lm", fill=MUTED)
        + 18
    )
    d.text((x, y), STAR, font=font(22, True), fill=INK, anchor="lm")
    x += 24
    x += (
        text(d, (x, y), t("render.duellum.legend.special", locale), size, anchor="lm", fill=MUTED)
        + 18
    )
    temple(d, x + 10, y, 20)
    x += 26
    x += (
        text(d, (x, y), t("render.duellum.legend.temple", locale), size, anchor="lm", fill=MUTED)
        + 18
    )
    wall(d, x + 10, y, 20)
    x += 26
    x += (
        text(d, (x, y), t("render.duellum.legend.wall", locale), size, anchor="lm", fill=MUTED) + 18
    )
    for r in (Resource.MARBLE, Resource.IRON, Resource.GOLD):
        resource_chip(d, x + 11, y, 22, r, locale)
        x += 28
        words = t(f"render.duellum.resource.{r.value}", locale)
        x += text(d, (x, y), words, size, anchor="lm", fill=MUTED) + 14
    return img


# --- the nations' panels ---------------------------------------------------------------------

PANEL_W = (W - 2 * M - 12) // 2


def _panel(
    d: ImageDraw.ImageDraw, v: DuellumView, seat: int, player: str, y0: int, locale: str
) -> None:
    n = v.nations[seat]
    colour = NATION_COLOURS[seat % 2]
    x0 = M + seat * (PANEL_W + 12)
    x1 = x0 + PANEL_W
    current = v.winner is None and v.current == seat
    d.rounded_rectangle(
        (x0, y0, x1, y0 + PANEL_H),
        radius=12,
        fill=CARD,
        outline=ACCENT if current else LINE,
        width=5 if current else 2,
    )
    pad = 18
    # the name band
    d.rounded_rectangle((x0 + 6, y0 + 6, x1 - 6, y0 + 62), radius=9, fill=tint(colour, 0.55))
    nation_disc(d, x0 + pad + 20, y0 + 34, 40, seat, initial(v, seat, locale))
    nx = x0 + pad + 50
    total = n.personage_count
    big = f"{total}/{TARGET}"
    bw = font(44, True).getlength(big)
    d.text((x1 - pad, y0 + 34), big, font=font(44, True), fill=INK, anchor="rm")
    room = x1 - pad - bw - 16 - nx
    nw = text(
        d,
        (nx, y0 + 34),
        nation_name(v, seat, locale),
        28,
        bold=True,
        anchor="lm",
        max_w=room * 0.55,
        min_size=20,
    )
    text(d, (nx + nw + 12, y0 + 35), player, 24, anchor="lm", max_w=room - nw - 12, min_size=18)
    # tags
    y = y0 + 74
    tx = float(x0 + pad)
    tags: list[tuple[str, RGB]] = []
    if current and not v.pending:
        tags.append((PLAY + " " + t("render.duellum.tag.toplay", locale), ACCENT))
    if v.pending and v.pending[0].seat == seat and v.winner is None:
        tags.append(("! " + t("render.duellum.tag.decide", locale), ALERT))
    if v.winner == seat:
        tags.append((STAR + " " + t("render.duellum.tag.winner", locale), WARN))
    if v.first == seat:
        tags.append((t("render.duellum.tag.first", locale), FAINT))
    for words, bg in tags:
        tx += badge(d, (tx, y), words, 20, bg, max_w=x1 - pad - tx) + 10
    # resources
    y = y0 + 130
    cell = (PANEL_W - 2 * pad) / 4
    stocks: list[tuple[str, int, Resource | None]] = [
        (t(f"render.duellum.resource.{r.value}", locale), n.stock(r), r)
        for r in (Resource.MARBLE, Resource.IRON, Resource.GOLD)
    ]
    stocks.append((t("render.duellum.coins", locale), n.coins, None))
    for k, (label, count, res) in enumerate(stocks):
        cx = x0 + pad + k * cell
        if res is None:
            coin(d, cx + 15, y, 30)
        else:
            resource_chip(d, cx + 15, y, 30, res, locale)
        d.text((cx + 38, y + 2), str(count), font=font(32, True), fill=INK, anchor="lm")
        text(d, (cx, y + 30), label, 20, fill=MUTED, anchor="lm", max_w=cell - 8, min_size=16)
    # units: the personal supply and the recruitment area; walls; the special unit
    y = y0 + 200
    cols = (x0 + pad, x0 + pad + 250)
    heads = (t("render.duellum.supply", locale), t("render.duellum.recruits", locale))
    counts = ((n.legions, n.galleys), (n.recruit_legions, n.recruit_galleys))
    for cx, head, (legions, galleys) in zip(cols, heads, counts, strict=True):
        text(
            d,
            (cx, y),
            head,
            20,
            bold=True,
            fill=MUTED,
            anchor="lm",
            max_w=x1 - pad - cx,
            min_size=16,
        )
        shield(d, cx + 12, y + 34, 24, colour, INK)
        ux = cx + 30 + text(d, (cx + 30, y + 35), str(legions), 28, bold=True, anchor="lm")
        galley(d, ux + 30, y + 34, 22, colour, INK)
        text(d, (ux + 48, y + 35), str(galleys), 28, bold=True, anchor="lm")
    y += 72
    wall(d, cols[0] + 12, y, 22)
    ux = cols[0] + 30 + text(d, (cols[0] + 30, y + 1), str(n.walls), 26, bold=True, anchor="lm")
    text(
        d,
        (ux + 8, y + 1),
        t("render.duellum.walls", locale),
        20,
        fill=MUTED,
        anchor="lm",
        max_w=cols[1] - ux - 16,
        min_size=15,
    )
    if n.special is not None:
        where = (
            region_name(v, n.special_at)
            if n.special_at
            else t("render.duellum.special.waiting", locale)
        )
        words = t(f"render.duellum.special.{n.special.value}", locale, region=where)
        d.text((cols[1], y + 1), STAR, font=font(24, True), fill=INK, anchor="lm")
        text(
            d,
            (cols[1] + 26, y + 1),
            words,
            20,
            anchor="lm",
            max_w=x1 - pad - cols[1] - 26,
            min_size=15,
        )
    # know-hows: five chips, filled when held
    y = y0 + 312
    text(
        d,
        (x0 + pad, y),
        t("render.duellum.knowhows", locale),
        20,
        bold=True,
        fill=MUTED,
        anchor="lm",
        max_w=PANEL_W - 2 * pad,
    )
    kw = (PANEL_W - 2 * pad - 2 * 8) / 3
    for k, kh in enumerate(KnowHowId):
        held = kh.value in n.knowhows
        col, row = k % 3, k // 3
        bx = x0 + pad + col * (kw + 8)
        by = y + 16 + row * 40
        box = (bx, by, bx + kw, by + 34)
        if held:
            d.rounded_rectangle(box, radius=8, fill=colour, outline=INK, width=3)
        else:
            d.rounded_rectangle(box, radius=8, fill=CARD, outline=FAINT, width=2)
        words = t(f"render.duellum.knowhow.{kh.value}", locale)
        text(
            d,
            ((box[0] + box[2]) / 2, by + 17),
            words,
            20,
            bold=held,
            fill=ink_on(colour) if held else MUTED,
            anchor="mm",
            max_w=kw - 12,
            min_size=15,
        )
    # personages by kind
    y = y0 + 424
    cities = sum(1 for c in v.cities.values() if c.owner == seat)
    temples = sum(1 for c in v.cities.values() if c.owner == seat and c.temple)
    words = t("render.duellum.personages", locale, count=total, target=TARGET)
    words += "  ·  " + t("render.duellum.holdings", locale, cities=cities, temples=temples)
    text(
        d,
        (x0 + pad, y),
        words,
        20,
        bold=True,
        fill=MUTED,
        anchor="lm",
        max_w=PANEL_W - 2 * pad,
        min_size=16,
    )
    pw = (PANEL_W - 2 * pad) / 3
    for k, p in enumerate(Personage):
        count = n.personages.get(p, 0)
        col, row = k % 3, k // 3
        px = x0 + pad + col * pw
        py = y + 32 + row * 34
        d.text(
            (px + 4, py), str(count), font=font(28, True), fill=INK if count else MUTED, anchor="lm"
        )
        text(
            d,
            (px + 36, py + 1),
            t(f"render.duellum.personage.{p.value}", locale),
            20,
            fill=INK if count else MUTED,
            anchor="lm",
            max_w=pw - 42,
            min_size=15,
        )
    # event cards held: name chips over up to two rows, then "+N"
    y = y0 + 522
    label = t("render.duellum.held", locale, count=len(n.events))
    lw = text(d, (x0 + pad, y), label, 20, bold=True, fill=MUTED, anchor="lm", max_w=PANEL_W / 2)
    if not n.events:
        text(
            d,
            (x0 + pad + lw + 12, y),
            t("render.duellum.none", locale),
            20,
            fill=MUTED,
            anchor="lm",
        )
        return
    _held(d, [card_name(c, locale) for c in n.events], x0 + pad + lw + 12, x0 + pad, x1 - pad, y)


def _held(
    d: ImageDraw.ImageDraw, cards: list[str], first_x: float, x0: float, x1: float, y: float
) -> None:
    x, row = first_x, 0
    for k, name in enumerate(cards):
        words, size = fit(name, x1 - x0 - 16, 19, True, 15)
        w = font(size, True).getlength(words) + 16
        rest = len(cards) - k - 1
        room = x1 - (48 if rest and row == 1 else 0)
        if x + w > room:
            if row == 1:
                text(d, (x, y), f"+{len(cards) - k}", 20, bold=True, anchor="lm")
                return
            row, x, y = 1, x0, y + 34
            if x + w > x1 - (48 if rest else 0):
                text(d, (x, y), f"+{len(cards) - k}", 20, bold=True, anchor="lm")
                return
        d.rounded_rectangle(
            (x, y - 15, x + w, y + 15), radius=6, fill=tint(GOLD, 0.75), outline=GOLD
        )
        d.text((x + 8, y), words, font=font(size, True), fill=INK, anchor="lm")
        x += w + 6


# --- the rondel, the event row and the deck --------------------------------------------------


RONDEL_W = 700
CELL_W, CELL_H, CELL_GAP = 148.0, 74.0, 22.0
EVENTS_X0 = M + RONDEL_W + 12


def _cell(i: int) -> tuple[float, float]:
    """Top-left of rondel field ``i`` in the strip: fields 0-3 left to right on the top row,
    then 4-7 right to left on the bottom row, so the round reads clockwise."""
    gx, gy = M + 26.0, 46.0
    if i < 4:
        return gx + i * (CELL_W + CELL_GAP), gy
    return gx + (7 - i) * (CELL_W + CELL_GAP), gy + CELL_H + CELL_GAP


FIELD_RESOURCE: dict[Field, Resource] = {
    Field.MARMOR: Resource.MARBLE,
    Field.FERRUM: Resource.IRON,
    Field.AURUM: Resource.GOLD,
}


@lru_cache(maxsize=8)
def _strip_frame(locale: str) -> Image.Image:
    """The rondel's fields and arrows, the event row's frame: the same in every position."""
    img = Image.new("RGB", (W, STRIP_H), PAPER)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(
        (M, 0, M + RONDEL_W, STRIP_H - 1), radius=12, fill=CARD, outline=LINE, width=2
    )
    words = t("render.duellum.rondel", locale)
    text(d, (M + 16, 20), words, 20, bold=True, fill=MUTED, anchor="lm", max_w=RONDEL_W - 32)
    for i, f in enumerate(RONDEL.fields):
        bx, by = _cell(i)
        res = FIELD_RESOURCE.get(Field(f))
        fill = tint(RESOURCE_COLOURS[res], 0.55) if res is not None else (246, 244, 238)
        d.rounded_rectangle(
            (bx, by, bx + CELL_W, by + CELL_H), radius=10, fill=fill, outline=LINE, width=2
        )
        text(
            d,
            (bx + CELL_W / 2, by + 20),
            field_name(f, locale),
            20,
            bold=True,
            anchor="mm",
            max_w=CELL_W - 10,
            min_size=15,
        )
    arrow = font(22, True)
    for i in range(3):
        (ax, ay), (bx, by) = _cell(i), _cell(7 - i)
        x = ax + CELL_W + CELL_GAP / 2
        d.text((x, ay + CELL_H / 2), "\u2192", font=arrow, fill=MUTED, anchor="mm")
        d.text((x, by + CELL_H / 2), "\u2190", font=arrow, fill=MUTED, anchor="mm")
    (ax, ay), (bx, _by) = _cell(3), _cell(0)
    d.text(
        (ax + CELL_W / 2, ay + CELL_H + CELL_GAP / 2), "\u2193", font=arrow, fill=MUTED, anchor="mm"
    )
    d.text(
        (bx + CELL_W / 2, ay + CELL_H + CELL_GAP / 2), "\u2191", font=arrow, fill=MUTED, anchor="mm"
    )
    ex1 = W - M
    d.rounded_rectangle(
        (EVENTS_X0, 0, ex1, STRIP_H - 1), radius=12, fill=CARD, outline=LINE, width=2
    )
    words = t("render.duellum.row", locale)
    text(
        d,
        (EVENTS_X0 + 16, 20),
        words,
        20,
        bold=True,
        fill=MUTED,
        anchor="lm",
        max_w=ex1 - EVENTS_X0 - 32,
    )
    return img


def _strip(d: ImageDraw.ImageDraw, v: DuellumView, y0: int, locale: str) -> None:
    acting = v.this.phase is not Phase.RONDEL and v.winner is None
    for i in range(len(RONDEL.fields)):
        bx, by = _cell(i)
        by += y0
        if acting and v.current < len(v.nations) and v.nations[v.current].marker == i:
            d.rounded_rectangle(
                (bx, by, bx + CELL_W, by + CELL_H), radius=10, outline=ACCENT, width=5
            )
        here = [s for s in (0, 1) if s < len(v.nations) and v.nations[s].marker == i]
        for k, s in enumerate(here):
            cx = bx + CELL_W / 2 + (k - (len(here) - 1) / 2) * 40
            nation_disc(d, cx, by + 52, 32, s, initial(v, s, locale))
    # the open row and the deck
    ex1 = W - M
    for k in range(EVENT_ROW):
        by = y0 + 42 + k * 46
        box = (EVENTS_X0 + 16, by, ex1 - 16, by + 38)
        if k < len(v.row):
            d.rounded_rectangle(box, radius=8, fill=tint(GOLD, 0.75), outline=GOLD, width=2)
            words = card_name(v.row[k], locale)
            text(
                d,
                (box[0] + 14, by + 19),
                words,
                21,
                bold=True,
                anchor="lm",
                max_w=box[2] - box[0] - 28,
                min_size=16,
            )
        else:
            d.rounded_rectangle(box, radius=8, fill=CARD, outline=FAINT, width=2)
    words = (
        t("render.duellum.deck", locale, count=v.deck_size)
        + "  ·  "
        + t("render.duellum.discard", locale, count=len(v.discard))
    )
    text(
        d,
        (EVENTS_X0 + 16, y0 + 200),
        words,
        22,
        bold=True,
        anchor="lm",
        max_w=ex1 - EVENTS_X0 - 32,
        min_size=16,
    )


__all__ = ["draw_board", "height", "layout"]
