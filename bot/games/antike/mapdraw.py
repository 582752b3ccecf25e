"""Antike's map pieces and where they go: region names placed clear of every city's slot and
of each other (with a leader line where a crowded coast leaves no room beside the city),
cities, empty sites and unit chips.

The names never change with the position, so each canvas (a map side at a width) gets its
names placed once (``placed``, kept) and, for the whole board, drawn once on a cached copy of
``bot.render.geo``'s base: the *static layer*. A phone's part of a zoomed canvas
(``cut_layer``) is cut from the canvas' base with the names that fall wholly inside it, drawn
where the whole canvas has them. Every city's slot (the disc, its resource mark and a
temple's pediment) is kept free of names whether a city stands there or not, so a city
founded later never covers a name. Unit chips change with every move: each region's row of
chips goes to the first spot near its province's centre that no name, city slot, other chip
row or edge is in the way of.

Resources are told apart by shape as well as colour (marble a square, iron a triangle, gold a
diamond), owners by letter as well as colour; the legend (``render.py``) keys both.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import islice

from PIL import Image, ImageDraw

from bot.render import ledger
from bot.render.base import CARD, INK, RGB, clean, font, hull, ink_on
from bot.render.geo import SEA_INK, Box, MapCanvas, overlaps
from rules.common.maps import Region, RegionKind, Resource, Unit

Point = tuple[float, float]

RESOURCE_COLOURS: dict[Resource, RGB] = {
    Resource.MARBLE: (245, 245, 245),
    Resource.IRON: (110, 118, 130),
    Resource.GOLD: (240, 200, 40),
}
RESOURCE_SHAPES: dict[Resource, str] = {
    Resource.MARBLE: "square",
    Resource.IRON: "triangle",
    Resource.GOLD: "diamond",
}
LEADER: RGB = (90, 90, 90)


@dataclass(frozen=True)
class Sizes:
    """A map's sizes in pixels: names, city discs, unit chips."""

    name: int
    city: int
    chip: int


@dataclass(frozen=True)
class Layout:
    """Where the static things of one canvas go."""

    cities: dict[str, Box]  # a city slot: disc, resource mark and pediment
    sites: dict[str, Point]  # where each city is drawn (moved apart where two would touch)
    names: list[tuple[str, Box]]  # each drawn name's box (halo included)
    slots: dict[str, Point]  # where a region's chips would like to go (the row's top middle)
    taken: list[Box]  # names and city slots: what chips must keep clear of
    size: tuple[int, int]


# a name to draw: its region, point, anchor, leader line start (or None), box and size
Draw = tuple[Region, Point, str, Point | None, Box, int]


# --- shapes ------------------------------------------------------------------------------------


def resource_mark(
    d: ImageDraw.ImageDraw, kind: Resource, cx: float, cy: float, s: float, *, note: bool = True
) -> None:
    """A resource as its shape in its colour, ``s`` pixels across, outlined."""
    h = s / 2
    fill = RESOURCE_COLOURS[kind]
    if note:
        ledger.note_marker(d, (cx - h, cy - h, cx + h, cy + h), f"resource {kind.value}")
    if kind is Resource.MARBLE:
        d.rectangle((cx - h * 0.85, cy - h * 0.85, cx + h * 0.85, cy + h * 0.85), fill=fill,
                    outline=INK, width=max(1, round(s / 9)))  # fmt: skip
    elif kind is Resource.IRON:
        d.polygon([(cx - h, cy + h * 0.85), (cx + h, cy + h * 0.85), (cx, cy - h)], fill=fill,
                  outline=INK, width=max(1, round(s / 9)))  # fmt: skip
    else:
        d.polygon([(cx, cy - h), (cx + h, cy), (cx, cy + h), (cx - h, cy)], fill=fill,
                  outline=INK, width=max(1, round(s / 9)))  # fmt: skip


def coin_mark(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: RGB) -> None:
    h = s / 2
    ledger.note_marker(d, (cx - h, cy - h, cx + h, cy + h), "coin")
    d.ellipse((cx - h, cy - h, cx + h, cy + h), fill=fill, outline=INK, width=max(1, round(s / 9)))


def shield(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: RGB = INK) -> None:
    h = s / 2
    d.polygon(
        [(cx - h * 0.8, cy - h), (cx + h * 0.8, cy - h), (cx + h * 0.8, cy), (cx, cy + h),
         (cx - h * 0.8, cy)],
        fill=fill,
    )  # fmt: skip


def pediment(d: ImageDraw.ImageDraw, cx: float, bottom: float, w: float, fill: RGB = INK) -> None:
    d.polygon([(cx - w / 2, bottom), (cx + w / 2, bottom), (cx, bottom - w * 0.42)], fill=fill)


def unit_glyph(kind: Unit, ink: RGB) -> Callable[[ImageDraw.ImageDraw, float, float, float], None]:
    def draw(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
        (shield if kind is Unit.LEGION else hull)(d, cx, cy, s, ink)

    return draw


def city_box(site: Point, size: float) -> Box:
    """The slot a city takes: its disc, the resource mark at its lower right, a temple's
    pediment over it (``draw_city``: 1.3 discs wide, its top 2.1 radii above the middle)."""
    x, y = site
    h = size / 2
    return (x - h * 1.3 - 1, y - h * 2.1 - 1, x + h * 1.55, y + h * 1.15)


def draw_city(
    d: ImageDraw.ImageDraw,
    site: Point,
    size: float,
    owner: RGB | None,
    letter: str,
    resource: Resource | None,
    *,
    temple: bool = False,
) -> None:
    """A city: a disc in its owner's colour with the owner's letter, the resource's mark at
    its lower right, a pediment over it for a temple; an empty site is a small ring."""
    x, y = site
    h = size / 2
    ledger.note_marker(d, city_box(site, size), "city" if owner is not None else "site")
    if owner is None:
        d.ellipse((x - h * 0.7, y - h * 0.7, x + h * 0.7, y + h * 0.7), fill=CARD, outline=INK,
                  width=2)  # fmt: skip
    else:
        d.ellipse((x - h, y - h, x + h, y + h), fill=owner, outline=INK, width=2)
        d.text((x, y + 1), clean(letter), font=font(max(8, round(size * 0.62)), True),
               fill=ink_on(owner), anchor="mm")  # fmt: skip
        if temple:
            pediment(d, x, y - h - 1, size * 1.3)
    if resource is not None:
        resource_mark(d, resource, x + h * 0.95, y + h * 0.55, size * 0.55, note=False)


def chip_width(letter: str, count: int, h: float) -> float:
    f = font(max(8, round(h * 0.7)), True)
    return f.getlength(f"{clean(letter)}{count}") + h * 0.45 + h * 0.95


def draw_chip(
    d: ImageDraw.ImageDraw, x: float, y: float, h: float, colour: RGB, letter: str, count: int,
    kind: Unit,
) -> float:  # fmt: skip
    """A unit chip, its left edge at ``x`` and centred on ``y``: the unit's glyph, the
    owner's letter and the count, in the owner's colour. Returns its width."""
    w = chip_width(letter, count, h)
    ledger.note_marker(d, (x, y - h / 2, x + w, y + h / 2), f"chip {letter}{count}")
    d.rounded_rectangle((x, y - h / 2, x + w, y + h / 2), radius=h / 3, fill=colour, outline=INK,
                        width=2)  # fmt: skip
    ink = ink_on(colour)
    unit_glyph(kind, ink)(d, x + h * 0.55, y, h * 0.68)
    words = f"{clean(letter)}{count}"
    d.text((x + h * 0.95, y + 1), words, font=font(max(8, round(h * 0.7)), True), fill=ink,
           anchor="lm")  # fmt: skip
    return w


# --- the static layer -----------------------------------------------------------------------------


def _inside(box: Box, size: tuple[int, int], pad: float = 2) -> bool:
    return box[0] >= pad and box[1] >= pad and box[2] <= size[0] - pad and box[3] <= size[1] - pad


def _free(box: Box, taken: Sequence[Box]) -> bool:
    return not any(overlaps(box, b) for b in taken)


def _grow(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def _label_box(d: ImageDraw.ImageDraw, xy: Point, words: str, size: int, anchor: str) -> Box:
    b = _label_extent(words, size, anchor)
    return (b[0] + xy[0], b[1] + xy[1], b[2] + xy[0], b[3] + xy[1])


@cache
def _label_extent(words: str, size: int, anchor: str) -> Box:
    """A haloed name's box around its anchor point (measured once per name, size, anchor)."""
    d = ImageDraw.Draw(Image.new("L", (1, 1)))
    b = d.textbbox((0, 0), clean(words), font=font(size, True), anchor=anchor,
                   stroke_width=max(2, size // 7))  # fmt: skip
    return (float(b[0]), float(b[1]), float(b[2]), float(b[3]))


def _spots(
    around: Box, centre: Point, size: int, far: int
) -> list[tuple[Point, str]]:  # fmt: skip
    """Where a name may go around a box (a city slot, or a point), nearest first, then
    ``far`` rings farther out (those get a leader line)."""
    x0, y0, x1, y1 = around
    cx, cy = centre
    g = 2 + far * size * 0.9
    return [
        ((cx, y0 - g), "mb"),
        ((cx, y1 + g), "mt"),
        ((x1 + g, cy), "lm"),
        ((x0 - g, cy), "rm"),
        ((x1 + g * 0.5, y0 - g * 0.5), "lb"),
        ((x0 - g * 0.5, y0 - g * 0.5), "rb"),
        ((x1 + g * 0.5, y1 + g * 0.5), "lt"),
        ((x0 - g * 0.5, y1 + g * 0.5), "rt"),
    ]


def _chip_slot(canvas: MapCanvas, r: Region, city: Box | None, sizes: Sizes) -> Point:
    """The top middle of a region's chip row: under its city, else at its centre."""
    cx, cy = canvas.center(r.id)
    if city is not None and abs(cx - (city[0] + city[2]) / 2) < sizes.chip * 2:
        return ((city[0] + city[2]) / 2, city[3] + 2)
    return (cx, cy - sizes.chip / 2)


def layout(canvas: MapCanvas, sizes: Sizes, d: ImageDraw.ImageDraw) -> tuple[Layout, list[Draw]]:
    """Places the names of every visible region; returns the layout and what to draw for
    each name (region, point, anchor, leader line start or None)."""
    size = (canvas.width, canvas.height)
    regions = [r for r in canvas.map.regions if canvas.visible(r.id, margin=-4)]
    sites = _spread_sites({r.id: canvas.site(r.id) for r in regions if r.city}, sizes.city, size)
    cities = {r: city_box(p, sizes.city) for r, p in sites.items()}
    if canvas.window != canvas.map.bounds:  # a crop leaves out the cities it would cut
        cities = {r: b for r, b in cities.items() if _inside(b, size, 0)}
        sites = {r: p for r, p in sites.items() if r in cities}
    slots: dict[str, Point] = {}
    chip_boxes: list[Box] = []
    one = chip_width("W", 3, sizes.chip)
    for r in regions:
        slots[r.id] = sx, sy = _chip_slot(canvas, r, cities.get(r.id), sizes)
        chip_boxes.append((sx - one / 2, sy, sx + one / 2, sy + sizes.chip))
    taken: list[Box] = [_grow(b, 1) for b in cities.values()]
    placed: list[tuple[str, Box]] = []
    draws: list[Draw] = []

    # the crowded first: names of regions with many neighbours close by
    points = [canvas.site(o.id) for o in regions]

    def crowd(r: Region) -> float:
        x, y = canvas.site(r.id)
        return -sum(1 for ox, oy in points if abs(ox - x) + abs(oy - y) < sizes.name * 6)

    at = canvas.region_lookup()
    crop = canvas.window != canvas.map.bounds
    for r in sorted(regions, key=crowd):
        words = r.name
        site = sites.get(r.id) or canvas.site(r.id)
        city = cities.get(r.id)
        if city is not None:
            around, centre = city, ((city[0] + city[2]) / 2 - sizes.city * 0.1, site[1])
        else:
            centre = canvas.center(r.id)
            around = (centre[0], centre[1], centre[0], centre[1])
        avoid = taken + [b for _, b in placed] + chip_boxes
        found: tuple[Point, str, Box, int] | None = None
        if city is None:  # a name without a city sits on its province's centre if it can
            box = _label_box(d, centre, words, sizes.name, "mm")
            others = [b for b in chip_boxes if b != _slot_box(slots[r.id], one, sizes)]
            if _inside(box, size) and _free(box, taken + [b for _, b in placed] + others):
                found = (centre, "mm", box, 0)
        if found is None and city is not None:
            for xy, anchor in _spots(around, centre, sizes.name, 0):
                box = _label_box(d, xy, words, sizes.name, anchor)
                if _inside(box, size) and _free(box, avoid):
                    found = (xy, anchor, box, 0)
                    break
        if found is None:  # anywhere in the province, nearest first
            for xy in _province_points(canvas, at, r.id, site, sizes.name):
                box = _label_box(d, xy, words, sizes.name, "mm")
                if _inside(box, size) and _free(box, avoid):
                    near = city is None or _gap(box, around) < sizes.name * 0.6
                    found = (xy, "mm", box, 0 if near else 1)
                    break
        if found is None and crop:  # a crop leaves out a name it has no room for
            continue
        small = sizes.name
        while found is None and small > sizes.name - 2:  # the whole board: a size smaller
            small -= 1
            for xy in _province_points(canvas, at, r.id, site, small):
                box = _label_box(d, xy, words, small, "mm")
                if _inside(box, size) and _free(box, avoid):
                    found = (xy, "mm", box, 1 if city is not None else 0)
                    break
        if found is None:  # near by, outside the province, with a leader line
            small = sizes.name
            for xy in islice(_province_points(canvas, _anywhere(r.id), r.id, site, small), 1, None):
                box = _label_box(d, xy, words, small, "mm")
                if _inside(box, size) and _free(box, avoid + [b for _, b in placed]):
                    found = (xy, "mm", box, 1)
                    break
        if found is None:  # nothing free: the least bad spot inside the picture
            found = _least_bad(d, around, centre, words, sizes, size, avoid)
            small = sizes.name
        xy, anchor, box, far = found
        placed.append((r.id, box))
        start = None
        if far:
            start = site if city is None else ((city[0] + city[2]) / 2, (city[1] + city[3]) / 2)
        draws.append((r, xy, anchor, start, box, small))
    return Layout(cities=cities, sites=sites, names=placed, slots=slots,
                  taken=[*cities.values(), *(b for _, b in placed)], size=size), draws  # fmt: skip


def _anywhere(region: str) -> Callable[[float, float], str | None]:
    """A lookup that puts every point in ``region``: for spots outside its province."""
    return lambda x, y: region


def _gap(a: Box, b: Box) -> float:
    """How far apart two boxes are (0 when they touch or overlap)."""
    dx = max(0.0, b[0] - a[2], a[0] - b[2])
    dy = max(0.0, b[1] - a[3], a[1] - b[3])
    return float((dx * dx + dy * dy) ** 0.5)


def _province_points(
    canvas: MapCanvas, at: Callable[[float, float], str | None], region: str, site: Point, size: int
) -> Iterator[Point]:
    """Points of a region's province on a grid, nearest to ``site`` first (found as asked:
    the first free one is usually near)."""
    step = max(4.0, size * 0.6)
    x0, y0 = site
    for i, j in _rings(int(size * 9 / step)):
        x, y = x0 + i * step, y0 + j * step
        if at(x, y) == region:
            yield (x, y)


@cache
def _rings(k: int) -> tuple[tuple[int, int], ...]:
    """The grid's steps within ``k`` of the middle, nearest first (rows then columns on a tie)."""
    steps = [(i, j) for j in range(-k, k + 1) for i in range(-k, k + 1)]
    return tuple(sorted(steps, key=lambda p: p[0] * p[0] + p[1] * p[1]))


def _spread_sites(sites: dict[str, Point], size: float, frame: tuple[int, int]) -> dict[str, Point]:
    """Cities' points moved apart (a few pixels) where their slots would overlap."""
    pts = {r: [p[0], p[1]] for r, p in sites.items()}
    ids = sorted(pts)
    need_x, need_y = size * 1.35, size * 1.5
    for _ in range(12):
        moved = False
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                pa, pb = pts[a], pts[b]
                dx, dy = pb[0] - pa[0], pb[1] - pa[1]
                ox, oy = need_x - abs(dx), need_y - abs(dy)
                if ox <= 0 or oy <= 0:
                    continue
                moved = True
                if ox / need_x < oy / need_y:  # apart across
                    push = (ox / 2 + 0.5) * (1 if dx >= 0 else -1)
                    pa[0] -= push
                    pb[0] += push
                else:
                    push = (oy / 2 + 0.5) * (1 if dy >= 0 else -1)
                    pa[1] -= push
                    pb[1] += push
        if not moved:
            break
    return {r: (p[0], p[1]) for r, p in pts.items()}


def _slot_box(slot: Point, one: float, sizes: Sizes) -> Box:
    return (slot[0] - one / 2, slot[1], slot[0] + one / 2, slot[1] + sizes.chip)


def _least_bad(
    d: ImageDraw.ImageDraw,
    around: Box,
    centre: Point,
    words: str,
    sizes: Sizes,
    size: tuple[int, int],
    avoid: Sequence[Box],
) -> tuple[Point, str, Box, int]:
    best: tuple[float, Point, str, Box, int] | None = None
    for far in range(0, 4):
        for xy, anchor in _spots(around, centre, sizes.name, far):
            box = _label_box(d, xy, words, sizes.name, anchor)
            if not _inside(box, size, 0):
                continue
            hit = sum(_area(box, b) for b in avoid)
            if best is None or hit < best[0]:
                best = (hit, xy, anchor, box, far)
    if best is None:
        box = _label_box(d, centre, words, sizes.name, "mm")
        return centre, "mm", box, 0
    return best[1], best[2], best[3], best[4]


def _area(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


_LAYOUTS: OrderedDict[tuple[object, ...], tuple[Layout, list[Draw]]] = OrderedDict()
_LAYOUTS_KEEP = 16  # where the names go: a few per map side (no picture, so never stale)
_STATIC: OrderedDict[tuple[object, ...], tuple[Image.Image, Layout]] = OrderedDict()
_STATIC_KEEP = 4  # the whole boards with their names
ledger.CACHE_CLEARERS.append(_STATIC.clear)


def _key(canvas: MapCanvas, sizes: Sizes) -> tuple[object, ...]:
    w = canvas.window
    return (canvas.map.id, canvas.width, w.west, w.south, w.east, w.north, sizes)


def placed(canvas: MapCanvas, sizes: Sizes) -> tuple[Layout, list[Draw]]:
    """Where the canvas' names, cities and chip rows go (``layout``), worked out once per
    canvas and sizes (the names are proper names, the same in every language)."""
    key = _key(canvas, sizes)
    got = _LAYOUTS.get(key)
    if got is None:
        got = _LAYOUTS[key] = layout(canvas, sizes, ImageDraw.Draw(Image.new("L", (1, 1))))
        while len(_LAYOUTS) > _LAYOUTS_KEEP:
            _LAYOUTS.popitem(last=False)
    else:
        _LAYOUTS.move_to_end(key)
    return got


def _draw_names(d: ImageDraw.ImageDraw, canvas: MapCanvas, draws: Sequence[Draw],
                dx: float = 0, dy: float = 0) -> None:  # fmt: skip
    """The names (and their leader lines, under them), moved by (dx, dy)."""
    for _r, _xy, _anchor, start, box, _size in draws:
        if start is not None:
            ex = min(max(start[0], box[0]), box[2])
            ey = min(max(start[1], box[1]), box[3])
            d.line(((start[0] + dx, start[1] + dy), (ex + dx, ey + dy)), fill=LEADER, width=1)
    for r, xy, anchor, _start, _box, name_size in draws:
        ink = SEA_INK if r.kind is RegionKind.SEA else INK
        canvas.label(d, (xy[0] + dx, xy[1] + dy), r.name, name_size, fill=ink, anchor=anchor)


def static_layer(canvas: MapCanvas, sizes: Sizes) -> tuple[Image.Image, Layout]:
    """The canvas' base with every name on it, and the layout (cached per canvas and sizes)."""
    key = _key(canvas, sizes)
    got = _STATIC.get(key)
    if got is not None:
        _STATIC.move_to_end(key)
        return got
    lay, draws = placed(canvas, sizes)
    img = canvas.draw_base()
    _draw_names(ImageDraw.Draw(img), canvas, draws)
    got = _STATIC[key] = (img, lay)
    while len(_STATIC) > _STATIC_KEEP:
        _STATIC.popitem(last=False)
    return got


_CUTS: OrderedDict[tuple[object, ...], tuple[Image.Image, Layout]] = OrderedDict()
_CUTS_KEEP = 24  # the phone's crops with their names (about 0.8 MB each)
ledger.CACHE_CLEARERS.append(_CUTS.clear)


def cut_layer(
    canvas: MapCanvas, sizes: Sizes, box: tuple[int, int, int, int]
) -> tuple[Image.Image, Layout]:
    """The part ``box`` of the canvas with its names, as the whole canvas has them (one
    layout per canvas), and the layout of that part: only the cities, names and chip slots
    wholly inside it (a name whose leader line would start outside is left out too). A
    fresh image (a copy of the part, cut or scaled from the canvas' cached base, with its
    names drawn once per canvas and box: ``_CUTS``)."""
    key = (*_key(canvas, sizes), box)
    got = _CUTS.get(key)
    if got is None:
        got = _CUTS[key] = _cut_layer(canvas, sizes, box)
        while len(_CUTS) > _CUTS_KEEP:
            _CUTS.popitem(last=False)
    else:
        _CUTS.move_to_end(key)
    return got[0].copy(), got[1]


def _cut_layer(
    canvas: MapCanvas, sizes: Sizes, box: tuple[int, int, int, int]
) -> tuple[Image.Image, Layout]:
    lay, draws = placed(canvas, sizes)
    x0, y0, x1, y1 = box
    size = (x1 - x0, y1 - y0)

    def moved(b: Box) -> Box:
        return (b[0] - x0, b[1] - y0, b[2] - x0, b[3] - y0)

    def within(p: Point) -> bool:
        return 0 <= p[0] - x0 <= size[0] and 0 <= p[1] - y0 <= size[1]

    cities = {r: moved(b) for r, b in lay.cities.items() if _inside(moved(b), size, 0)}
    kept = [
        dr
        for dr in draws
        if _inside(moved(dr[4]), size)
        and (dr[3] is None or (dr[0].id in cities if dr[0].id in lay.cities else within(dr[3])))
    ]
    img = canvas.cut(box)
    _draw_names(ImageDraw.Draw(img), canvas, kept, -x0, -y0)
    names = [(dr[0].id, moved(dr[4])) for dr in kept]
    part = Layout(
        cities=cities,
        sites={r: (p[0] - x0, p[1] - y0) for r, p in lay.sites.items() if r in cities},
        names=names,
        slots={r: (p[0] - x0, p[1] - y0) for r, p in lay.slots.items() if within(p)},
        taken=[*cities.values(), *(b for _, b in names)],
        size=size,
    )
    return img, part


# --- chips, per move ---------------------------------------------------------------------------


def place_rows(lay: Layout, rows: dict[str, float], sizes: Sizes) -> dict[str, tuple[float, float]]:
    """Each region's chip row (its width given): the left end and the middle height of the
    first spot near the region's slot that keeps clear of names, city slots, other rows and
    the edges; the slot itself when none does."""
    out: dict[str, tuple[float, float]] = {}
    taken = list(lay.taken)
    h = sizes.chip
    for region, w in sorted(rows.items(), key=lambda kv: -kv[1]):
        sx, sy = lay.slots[region]
        chosen = None
        best: tuple[float, tuple[float, float]] | None = None
        for k in range(9):  # rings of spots around the slot, ever wider, nearest first
            step = k * (h * 0.5 + 2)
            ring = [(sx - w / 2, sy)] if k == 0 else []
            for i in range(-k, k + 1):
                for j in (-k, k):
                    ring += [(sx - w / 2 + i * step * 1.4, sy + j * step),
                             (sx - w / 2 + j * step * 1.4, sy + i * step)]  # fmt: skip
            far = k * step  # what this ring's spots could touch
            reach = (sx - w / 2 - far * 1.4 - 1, sy - far - 1, sx + w / 2 + far * 1.4 + 1,
                     sy + far + h + 1)  # fmt: skip
            near = [b for b in taken if overlaps(b, reach)]
            for x, top in ring:
                box = (x - 1, top - 1, x + w + 1, top + h + 1)
                if not _inside(box, lay.size, 1):
                    continue
                hit = sum(_area(box, b) for b in near)
                if hit == 0:
                    chosen = (x, top)
                    break
                if best is None or hit < best[0]:
                    best = (hit, (x, top))
            if chosen is not None:
                break
        if chosen is None:
            chosen = (
                best[1]
                if best is not None
                else (
                    min(max(sx - w / 2, 2), lay.size[0] - w - 2),
                    min(max(sy, 2), lay.size[1] - h - 2),
                )
            )
        x, top = chosen
        taken.append((x, top, x + w, top + h))
        out[region] = (x, top + h / 2)
    return out
