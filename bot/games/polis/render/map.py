"""Polis' map on real coastlines: territories, seas, poleis and units, whole or cropped.

The board map is ``bot.render.geo``'s province map built from ``rules/polis/data/map.json``:
every territory and sea grows over land or water from its longitude and latitude (and its
further points: the islands of Nesoi, Chios and Samos for Ionia, the ends of long gulfs), the
rest of Greece and Asia Minor is drawn plain.

On it, from the public view only:

- each territory's and sea's name (seas in blue ink);
- each polis at its ancient site, a marker whose **shape** says who holds it (Athens a disc,
  Sparta a diamond, neutral a square) as well as its colour (Okabe-Ito blue and vermillion),
  with its population in figures, its fortification as that many battlements on top and a
  ring for a capital; the polis' name beside it;
- the units of both sides as chips near their territory's name, again told apart by shape
  (Athens' chips are rounded, Sparta's have pointed ends) and colour, each with its kind's
  glyph (a shield for hoplites, a hull for galleys) and the count;
- the territories the turn is about: this turn's moves tinted and outlined, a battle's
  territory hatched in alert red (a pattern, not a colour alone).

**Static layer.** The poleis never move and names never change, so the map with every name
on it is laid out once per canvas (the whole map or a crop), size and language and cached
(``layer``): markers' places first, then the poleis' names beside their markers, then the
territories' names inside their territories, each clear of all the others and of the
picture's edge; a name with no room nearby goes further out with a thin leader line. A
position only draws the markers, the chips (placed clear of every name and marker, with a
leader line when they must stand off) and the tints.

Nothing here reads a battle's hand or committed cards: only that a side has committed.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageChops, ImageDraw

from bot.render import ledger
from bot.render.base import (
    ACCENT,
    ALERT,
    INK,
    RGB,
    SEAT_COLOURS,
    clean,
    font,
    hull,
    ink_on,
    t,
)
from bot.render.geo import (
    SEA_INK,
    Box,
    Extra,
    MapCanvas,
    Point,
    Reaches,
    paste_named,
)
from rules.common.maps import Border, BorderKind, Bounds, GameMap, Region, RegionKind
from rules.polis.data import load
from rules.polis.view import PolisView

SIDE_COLOURS: tuple[RGB, RGB] = (SEAT_COLOURS[0], SEAT_COLOURS[1])  # Athens, Sparta
NEUTRAL: RGB = (150, 150, 150)
LEADER: RGB = (40, 40, 40)  # a leader line from a name or chip to what it belongs to


@cache
def board_map() -> GameMap:
    """Polis' territories and seas as a province map (ids are the territories')."""
    d = load()
    b = d.map.bounds
    regions = tuple(
        Region(
            id=x.id,
            name=x.id,
            kind=RegionKind(x.kind),
            x=(x.lon - b.west) / (b.east - b.west),
            y=(b.north - x.lat) / (b.north - b.south),
            lon=x.lon,
            lat=x.lat,
        )
        for x in d.map.territories
    )
    borders = tuple(
        Border(a=a, b=z, kind=BorderKind.LAND if d.land(a) and d.land(z) else BorderKind.SEA)
        for a, z in d.map.borders
    )
    return GameMap(
        id="polis",
        name="Polis",
        bounds=Bounds(west=b.west, south=b.south, east=b.east, north=b.north),
        nations=(),
        regions=regions,
        borders=borders,
    )


@cache
def growth() -> tuple[float, Extra, Reaches]:
    """How the provinces grow: the map's reach, the territories' further points, their own
    reaches (all from the map data)."""
    m = load().map
    extra = tuple((x.id, lon, lat) for x in m.territories for lon, lat in x.also)
    reaches = tuple((x.id, x.reach) for x in m.territories if x.reach is not None)
    return m.reach, extra, reaches


def canvas(width: int, window: Bounds | None = None, *, whole: int | None = None) -> MapCanvas:
    """The map ``width`` px wide, whole or through ``window``; a crop with ``whole`` is cut
    from the whole map drawn that wide (``MapCanvas``)."""
    reach, extra, reaches = growth()
    return MapCanvas(board_map(), width, window, reach=reach, extra=extra, reaches=reaches,
                     whole=whole)  # fmt: skip


@dataclass(frozen=True)
class Sizes:
    """How large a map's marks are drawn: names, polis markers, their names, unit chips."""

    name: int  # territories' and seas' names
    city: float  # a polis marker's width
    city_name: int  # a polis' name
    chip: float  # a unit chip's height


# --- shapes -------------------------------------------------------------------------------------


def side_shape(
    d: ImageDraw.ImageDraw, xy: tuple[float, float], size: float, owner: int | None, width: int = 2
) -> None:
    """The mark of a side: Athens a disc, Sparta a diamond, neutral a square."""
    x, y = xy
    h = size / 2
    if owner == 0:
        d.ellipse((x - h, y - h, x + h, y + h), fill=SIDE_COLOURS[0], outline=INK, width=width)
    elif owner == 1:
        k = h * 1.18
        d.polygon([(x, y - k), (x + k, y), (x, y + k), (x - k, y)], fill=SIDE_COLOURS[1],
                  outline=INK, width=width)  # fmt: skip
    else:
        k = h * 0.85
        d.rectangle((x - k, y - k, x + k, y + k), fill=NEUTRAL, outline=INK, width=width)


def shield(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: RGB) -> None:
    """A hoplite's round shield with its rim."""
    h = s / 2
    d.ellipse((cx - h, cy - h, cx + h, cy + h), outline=fill, width=max(2, int(s / 5)))
    d.ellipse((cx - h * 0.25, cy - h * 0.25, cx + h * 0.25, cy + h * 0.25), fill=fill)


def chip_font(h: float) -> int:
    return max(8, int(h * 0.72))


def chip_width(count: int, h: float) -> float:
    return font(chip_font(h), True).getlength(str(count)) + h * 1.6


def unit_chip(
    d: ImageDraw.ImageDraw, xy: tuple[float, float], h: float, side: int, sea: bool, count: int
) -> float:
    """A side's units in one territory, its left edge at ``xy[0]``: Athens' chip is rounded,
    Sparta's has pointed ends. Returns its width."""
    x, y = xy
    w = chip_width(count, h)
    c = SIDE_COLOURS[side]
    top, bottom = y - h / 2, y + h / 2
    ledger.note_marker(d, (x, top, x + w, bottom), f"chip {count}")
    if side == 0:
        d.rounded_rectangle((x, top, x + w, bottom), radius=h / 2, fill=c, outline=INK, width=2)
    else:
        k = h * 0.35
        d.polygon([(x, y), (x + k, top), (x + w - k, top), (x + w, y), (x + w - k, bottom),
                   (x + k, bottom)], fill=c, outline=INK, width=2)  # fmt: skip
    ink = ink_on(c)
    (hull if sea else shield)(d, x + h * 0.62, y, h * 0.62, ink)
    d.text((x + h * 1.05, y + 1), str(count), font=font(chip_font(h), True), fill=ink,
           anchor="lm")  # fmt: skip
    return w


def marker_box(xy: Point, size: float, fortification: int = 4, capital: bool = True) -> Box:
    """What a polis marker covers (``polis_marker``): its shape for any owner, the ring of a
    capital, the battlements on top."""
    x, y = xy
    h = size / 2
    ring = h + max(3, size * 0.14) + 1 if capital else h * 1.18
    m = max(3.0, size * 0.18)
    top = y - h * 1.18 - m * 0.9 if fortification else y - ring
    return (x - ring, min(top, y - ring), x + ring, y + ring)


def polis_marker(
    d: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    size: float,
    owner: int | None,
    population: int,
    fortification: int,
    capital: bool,
) -> None:
    """A polis: its owner's shape with the population, battlements for its fortification."""
    x, y = xy
    h = size / 2
    ledger.note_marker(d, marker_box(xy, size, fortification, capital), "polis")
    # battlements: one small merlon per point of fortification, on top
    m = max(3.0, size * 0.18)
    row = fortification * m + (fortification - 1) * m * 0.5
    mx = x - row / 2
    top = y - h * 1.18 - m * 0.9
    for _ in range(fortification):
        d.rectangle((mx, top, mx + m, top + m * 1.1), fill=INK)
        mx += m * 1.5
    if capital:
        ring = h + max(3, size * 0.14)
        d.ellipse((x - ring, y - ring, x + ring, y + ring), outline=INK, width=2)
    side_shape(d, xy, size, owner)
    fill = ink_on(SIDE_COLOURS[owner]) if owner is not None else ink_on(NEUTRAL)
    d.text((x, y + 1), str(population), font=font(max(8, int(size * 0.62)), True), fill=fill,
           anchor="mm")  # fmt: skip


# --- the static layer: names laid out once ------------------------------------------------------


def spread(points: dict[str, tuple[float, float]], gap: float) -> dict[str, tuple[float, float]]:
    """Markers pushed apart (symmetrically) until no two centres are closer than ``gap``."""
    out = dict(points)
    keys = sorted(out)
    for _ in range(12):
        moved = False
        for i, a in enumerate(keys):
            for b in keys[i + 1 :]:
                (ax, ay), (bx, by) = out[a], out[b]
                dist = math.hypot(bx - ax, by - ay)
                if dist >= gap:
                    continue
                ux, uy = ((bx - ax) / dist, (by - ay) / dist) if dist > 1e-6 else (1.0, 0.0)
                push = (gap - dist) / 2 + 0.5
                out[a] = (ax - ux * push, ay - uy * push)
                out[b] = (bx + ux * push, by + uy * push)
                moved = True
        if not moved:
            break
    return out


def sites(c: MapCanvas, city: float) -> dict[str, tuple[float, float]]:
    """Where each polis on the canvas is drawn: its site, pushed apart from its neighbours
    (only those whose marker lies wholly on the canvas)."""
    data = load()
    at = {pid: c.to_px(p.lon, p.lat) for pid, p in data.poleis.items()}
    near = {
        pid: xy
        for pid, xy in at.items()
        if -city <= xy[0] <= c.width + city and -city <= xy[1] <= c.height + city
    }
    out = spread(near, city * 1.35)
    return {
        pid: xy
        for pid, xy in out.items()
        if _within(marker_box(xy, city), (0, 0, c.width, c.height))
    }


@dataclass(frozen=True)
class Layer:
    """A canvas' base with every name drawn on it, and where things stand (canvas pixels)."""

    image: Image.Image
    names: dict[str, Box]  # territory or sea -> its name's box
    city_names: dict[str, Box]  # polis -> its name's box
    sites: dict[str, Point]  # polis -> its marker's centre
    markers: dict[str, Box]  # polis -> its marker's box
    size: Sizes

    def blocks(self) -> list[Box]:
        return [*self.names.values(), *self.city_names.values(), *self.markers.values()]


_LAYERS: OrderedDict[tuple[object, ...], Layer] = OrderedDict()
_LAYERS_KEEP = 48  # the board and the phone's crops, in three languages
ledger.CACHE_CLEARERS.append(_LAYERS.clear)


def _within(box: Box, area: Box, pad: float = 0.0) -> bool:
    return (
        box[0] >= area[0] + pad
        and box[1] >= area[1] + pad
        and box[2] <= area[2] - pad
        and box[3] <= area[3] - pad
    )


def _shift(box: Box, dx: float, dy: float) -> Box:
    return (box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy)


def _grow(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def _hits(box: Box, taken: Sequence[Box]) -> bool:
    """Whether ``box`` overlaps any of ``taken`` (``overlaps``, inlined: the layouts ask it
    thousands of times)."""
    x0, y0, x1, y1 = box
    return any(x0 < b[2] and b[0] < x1 and y0 < b[3] and b[1] < y1 for b in taken)


def _ring(cx: float, cy: float, radii: Sequence[float], n: int = 16) -> Iterator[Point]:
    """Points around (cx, cy), nearest first; on each ring below and above first, then the
    sides, then the rest (a flat ellipse: names are wide and short)."""
    order = sorted(range(n), key=lambda k: (abs(math.sin(2 * math.pi * k / n)) < 0.99, k))
    for r in radii:
        if r == 0:
            yield cx, cy
            continue
        for k in order:
            a = 2 * math.pi * k / n
            yield cx + r * 1.6 * math.cos(a), cy + r * math.sin(a)


def _nearest(box: Box, p: Point) -> Point:
    return min(max(p[0], box[0]), box[2]), min(max(p[1], box[1]), box[3])


def _leader(d: ImageDraw.ImageDraw, box: Box, target: Box) -> None:
    """A thin line from ``box``'s edge to ``target``'s nearest edge."""
    cx, cy = (target[0] + target[2]) / 2, (target[1] + target[3]) / 2
    a = _nearest(box, (cx, cy))
    b = _nearest(target, a)
    d.line((a, b), fill=LEADER, width=2)


def layer(c: MapCanvas, size: Sizes, locale: str) -> Layer:
    """The canvas' base with every territory's, sea's and polis' name laid out and drawn
    (cached per canvas, sizes and language)."""
    w = c.window
    key = (c.width, w.west, w.south, w.east, w.north, size, locale)
    got = _LAYERS.get(key)
    if got is None:
        got = _lay_out(c, size, locale)
        _LAYERS[key] = got
        while len(_LAYERS) > _LAYERS_KEEP:
            _LAYERS.popitem(last=False)
    else:
        _LAYERS.move_to_end(key)
    return got


def _lay_out(c: MapCanvas, size: Sizes, locale: str) -> Layer:
    data = load()
    capitals = set(data.capital.values())
    img = c.draw_base()
    d = ImageDraw.Draw(img)
    area: Box = (0, 0, c.width, c.height)
    at = c.region_lookup()
    pos = sites(c, size.city)
    markers = {
        pid: marker_box(xy, size.city, data.poleis[pid].fortification, pid in capitals)
        for pid, xy in pos.items()
    }
    taken: list[Box] = list(markers.values())

    def measure(words: str, px: int, bold: bool) -> Box:
        stroke = max(2, px // 7)
        b = d.textbbox((0, 0), words, font=font(px, bold), anchor="mm", stroke_width=stroke)
        return (float(b[0]), float(b[1]), float(b[2]), float(b[3]))

    def free(shape: Box, centre: Point, pad: float = 1.0) -> Box | None:
        box = _shift(shape, *centre)
        if not _within(box, area, 2) or _hits(_grow(box, pad), taken):
            return None
        return box

    # the poleis' names: beside their markers
    city_words = {pid: clean(t(f"polis.city.{pid}", locale)) for pid in pos}
    city_names: dict[str, Box] = {}
    leaders: list[tuple[Box, Box]] = []
    later: list[str] = []
    for pid in sorted(pos, key=lambda p: (pos[p][0], pos[p][1])):
        shape = measure(city_words[pid], size.city_name, False)
        lw, lh = shape[2] - shape[0], shape[3] - shape[1]
        x0, y0, x1, y1 = markers[pid]
        x, y = pos[pid]
        spots = [
            (x1 + 2 + lw / 2, y),
            (x0 - 2 - lw / 2, y),
            (x, y1 + 1 + lh / 2),
            (x, y0 - 1 - lh / 2),
            (x1 + 2 + lw / 2, y + lh * 0.6),
            (x1 + 2 + lw / 2, y - lh * 0.6),
            (x0 - 2 - lw / 2, y + lh * 0.6),
            (x0 - 2 - lw / 2, y - lh * 0.6),
        ]
        box = next((b for s in spots if (b := free(shape, s)) is not None), None)
        if box is None:
            later.append(pid)
            continue
        city_names[pid] = box
        taken.append(box)

    # the territories' and seas' names: inside their own province, near its centre
    region_words = {r.id: clean(t(f"polis.terr.{r.id}", locale)) for r in c.map.regions}
    names: dict[str, Box] = {}
    shapes: dict[str, Box] = {}
    step = size.name * 0.6
    late_regions: list[str] = []
    regions = [r for r in c.map.regions if c.visible(r.id, margin=-4)]
    for r in regions:
        shape = shapes[r.id] = measure(region_words[r.id], size.name, True)
        cx, cy = c.center(r.id)
        found = None
        for p in _ring(cx, cy - size.name * 0.5, [k * step for k in range(9)]):
            if at(*p) != r.id:
                continue
            box = free(shape, p, pad=2)
            if box is not None:
                found = box
                break
        if found is None:
            late_regions.append(r.id)
            continue
        names[r.id] = found
        taken.append(found)

    # what found no room nearby: further out, with a leader line
    for pid in later:
        shape = measure(city_words[pid], size.city_name, False)
        x, y = pos[pid]
        radii = [size.city * k * 0.4 for k in range(3, 18)]
        box = next((b for p in _ring(x, y, radii, 24) if (b := free(shape, p, 2)) is not None),
                   None)  # fmt: skip
        if box is not None:
            city_names[pid] = box
            taken.append(box)
            leaders.append((box, markers[pid]))
    for rid in late_regions:
        cx, cy = c.center(rid)
        radii = [k * step for k in range(1, 20)]
        box = next(
            (b for p in _ring(cx, cy, radii, 24) if (b := free(shapes[rid], p, 2)) is not None),
            None,
        )
        if box is not None:
            names[rid] = box
            taken.append(box)
            if at((box[0] + box[2]) / 2, (box[1] + box[3]) / 2) != rid:
                leaders.append((box, (cx - 2, cy - 2, cx + 2, cy + 2)))

    for box, target in leaders:
        _leader(d, box, target)
        if target[2] - target[0] <= 4:
            d.ellipse(target, fill=LEADER)
    kinds = {r.id: r.kind for r in c.map.regions}
    for rid, box in names.items():
        ink = SEA_INK if kinds[rid] is RegionKind.SEA else INK
        centre = ((box[0] + box[2]) / 2 - (shapes[rid][0] + shapes[rid][2]) / 2,
                  (box[1] + box[3]) / 2 - (shapes[rid][1] + shapes[rid][3]) / 2)  # fmt: skip
        c.label(d, centre, region_words[rid], size.name, fill=ink)
    for pid, box in city_names.items():
        shape = measure(city_words[pid], size.city_name, False)
        centre = ((box[0] + box[2]) / 2 - (shape[0] + shape[2]) / 2,
                  (box[1] + box[3]) / 2 - (shape[1] + shape[3]) / 2)  # fmt: skip
        c.label(d, centre, city_words[pid], size.city_name, bold=False)
    return Layer(image=img, names=names, city_names=city_names, sites=pos, markers=markers,
                 size=size)  # fmt: skip


# --- a position on the map ----------------------------------------------------------------------


def marked(v: PolisView) -> tuple[list[str], list[str]]:
    """Territories to mark: a battle's (and those queued), this turn's moves."""
    battle = [v.battle.where] if v.battle is not None else []
    battle += [x for x in v.battles_queued if x not in battle]
    moves = [x for x in v.moved_to if x not in battle]
    return battle, moves


@cache
def _stripes(width: int, height: int, gap: int) -> Image.Image:
    """Diagonal stripes (255) on a mask of the given size: the battle's hatching."""
    img = Image.new("L", (width, height), 0)
    d = ImageDraw.Draw(img)
    for k in range(-height, width, gap):
        d.line(((k, height), (k + height, 0)), fill=255, width=max(2, gap // 3))
    return img


def hatch(img: Image.Image, c: MapCanvas, regions: Sequence[str], lay: Layer, dx: int,
          dy: int) -> None:  # fmt: skip
    """Hatch ``regions`` in alert red on ``img`` (the canvas at dx, dy), leaving the names
    clear."""
    for rid in regions:
        if rid not in c.provinces.ids:
            continue
        mask = c.province_mask(rid)
        stripes = _stripes(c.width, c.height, max(8, round(lay.size.name * 0.75)))
        mask = ImageChops.multiply(stripes, mask)
        md = ImageDraw.Draw(mask)
        for box in lay.blocks():
            md.rectangle(_grow(box, 1), fill=0)
        img.paste(ALERT, (dx, dy, dx + c.width, dy + c.height), mask)


def _chip_spot(
    d: ImageDraw.ImageDraw,
    label: Box,
    size: tuple[float, float],
    area: Box,
    taken: Sequence[Box],
    inside: Callable[[float, float], bool],
) -> Box | None:
    """Where a row of chips (``size``: its width and height) goes: under its territory's name
    ``label``, over it or beside it; else nearby inside its territory; else nearby anywhere,
    with a leader line to the name. Clear of ``taken`` and inside ``area``; None when there
    is no room."""
    row, chip = size
    mid_x, mid_y = (label[0] + label[2]) / 2, (label[1] + label[3]) / 2
    near = [
        (mid_x, label[3] + chip / 2 + 2),
        (mid_x, label[1] - chip / 2 - 2),
        (label[2] + 4 + row / 2, mid_y),
        (label[0] - 4 - row / 2, mid_y),
    ]
    ring = list(_ring(mid_x, mid_y, [chip * k * 0.6 for k in range(2, 12)], 24))

    def fits(p: Point, own: bool) -> Box | None:
        box = (p[0] - row / 2, p[1] - chip / 2, p[0] + row / 2, p[1] + chip / 2)
        if not _within(box, area, 2) or _hits(_grow(box, 1), taken):
            return None
        return None if own and not inside(*p) else box

    box = next((b for p in near if (b := fits(p, False)) is not None), None)
    if box is None:
        box = next((b for p in ring if (b := fits(p, True)) is not None), None)
    if box is None:
        box = next((b for p in ring if (b := fits(p, False)) is not None), None)
        if box is not None:
            _leader(d, box, label)
    return box


def draw_map(
    img: Image.Image,
    c: MapCanvas,
    v: PolisView,
    locale: str,
    size: Sizes,
    *,
    dx: int = 0,
    dy: int = 0,
) -> list[tuple[str, Box]]:
    """Territories, names, poleis and units on ``img`` at (dx, dy); returns the drawn
    territory and polis names' boxes (for the tests: readability on a phone)."""
    battle, moves = marked(v)
    lay = layer(c, size, locale)
    marks = [(moves, ACCENT, 0.16, 2), (battle, ALERT, 0.12, 4)]
    names = list(lay.names.items()) + list(lay.city_names.items())
    out = paste_named(img, c, (lay.image, names), marks, dx=dx, dy=dy)
    if battle:
        hatch(img, c, battle, lay, dx, dy)
    d = ImageDraw.Draw(img)
    data = load()
    area: Box = (dx, dy, dx + c.width, dy + c.height)
    taken = [_shift(b, dx, dy) for b in lay.blocks()]
    at = c.region_lookup()
    chip = size.chip
    # the units, near their territory's name, clear of every name, marker and chip
    for r in c.map.regions:
        if r.id not in lay.names:
            continue
        sea = r.kind is RegionKind.SEA
        units = (v.galleys if sea else v.hoplites).get(r.id) or [0, 0]
        chips = [(side, n) for side, n in enumerate(units) if n]
        if not chips:
            continue
        label = _shift(lay.names[r.id], dx, dy)
        widths = [chip_width(n, chip) for _, n in chips]
        row = sum(widths) + 4 * (len(widths) - 1)

        def inside(x: float, y: float, rid: str = r.id) -> bool:
            return at(x - dx, y - dy) == rid

        box = _chip_spot(d, label, (row, chip), area, taken, inside)
        if box is None:
            continue  # no room anywhere near: the panels and the text still count them
        taken.append(box)
        x, y = box[0], (box[1] + box[3]) / 2
        for (side, n), wd in zip(chips, widths, strict=True):
            unit_chip(d, (x, y), chip, side, sea, n)
            x += wd + 4
    capitals = set(data.capital.values())
    for pid, (x, y) in sorted(lay.sites.items(), key=lambda kv: kv[1][1]):
        card = data.poleis[pid]
        state = v.poleis[pid]
        polis_marker(d, (x + dx, y + dy), size.city, state.owner, state.population,
                     card.fortification, pid in capitals)  # fmt: skip
    return out


# --- the legend ---------------------------------------------------------------------------------

LEGEND = (
    "athens",
    "sparta",
    "neutral",
    "population",
    "fortification",
    "capital",
    "hoplites",
    "galleys",
    "moved",
    "battle",
)
LEGEND_KEYS = {
    "athens": "polis.side.athens",
    "sparta": "polis.side.sparta",
    "neutral": "render.polis.neutral",
    "population": "render.polis.legend.population",
    "fortification": "render.polis.legend.fortification",
    "capital": "render.polis.legend.capital",
    "hoplites": "render.polis.legend.hoplites",
    "galleys": "render.polis.legend.galleys",
    "moved": "render.polis.legend.moved",
    "battle": "render.polis.legend.battle",
}


def _symbol(d: ImageDraw.ImageDraw, item: str, box: Box) -> None:
    """One legend entry's symbol, drawn in ``box`` (a square)."""
    x0, y0, x1, y1 = box
    s = x1 - x0
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    ledger.note_marker(d, box, f"legend {item}")
    if item in ("athens", "sparta", "neutral"):
        owner = {"athens": 0, "sparta": 1, "neutral": None}[item]
        side_shape(d, (cx, cy), s * 0.72, owner)
    elif item == "population":
        side_shape(d, (cx, cy), s * 0.9, None)
        d.text((cx, cy + 1), "3", font=font(max(8, round(s / 1.3)), True), fill=ink_on(NEUTRAL),
               anchor="mm")  # fmt: skip
    elif item == "fortification":
        m = s * 0.2
        for j in range(3):
            mx = x0 + s * 0.1 + j * m * 1.6
            d.rectangle((mx, y0 + s * 0.25, mx + m, y0 + s * 0.5), fill=INK)
        d.rectangle((x0 + s * 0.1, y0 + s * 0.5, x1 - s * 0.1, y1 - s * 0.1), fill=NEUTRAL,
                    outline=INK)  # fmt: skip
    elif item == "capital":
        r = s * 0.46
        d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=INK, width=2)
        side_shape(d, (cx, cy), s * 0.6, None, width=1)
    elif item in ("hoplites", "galleys"):
        d.rounded_rectangle(box, radius=s / 4, fill=NEUTRAL, outline=INK, width=2)
        (shield if item == "hoplites" else hull)(d, cx, cy, s * 0.62, ink_on(NEUTRAL))
    elif item == "moved":
        d.rectangle(box, fill=(193, 214, 227), outline=ACCENT, width=2)
    else:  # battle: hatched
        d.rectangle(box, fill=(236, 222, 222), outline=ALERT, width=2)
        gap = max(4.0, s / 3)
        k = -s + gap / 2
        while k < s:  # lines of slope -1, clipped to the box
            start = (x0 + k, y1) if k >= 0 else (x0, y1 + k)
            end = (x0 + k + s, y0) if k <= 0 else (x1, y0 + k)
            d.line((start, end), fill=ALERT, width=2)
            k += gap


def legend_rows(locale: str, size: int, width: float) -> list[list[tuple[str, str, float]]]:
    """The legend's entries (item, words, width) flowed into rows ``width`` wide."""
    f = font(size)
    rows: list[list[tuple[str, str, float]]] = [[]]
    used = 0.0
    for item in LEGEND:
        words = clean(t(LEGEND_KEYS[item], locale))
        w = size * 1.3 + 4 + f.getlength(words)
        if rows[-1] and used + w > width:
            rows.append([])
            used = 0.0
        rows[-1].append((item, words, w))
        used += w + size
    return rows


def draw_legend(
    d: ImageDraw.ImageDraw, xy: Point, rows: list[list[tuple[str, str, float]]], size: int
) -> None:
    """The legend (``legend_rows``) from ``xy`` down: every symbol of the map with its name."""
    x0, y = xy
    for row in rows:
        x = x0
        for item, words, w in row:
            s = size * 1.3
            _symbol(d, item, (x, y, x + s, y + s))
            d.text((x + s + 4, y + s / 2), words, font=font(size), fill=INK, anchor="lm")
            x += w + size
        y += size * 1.3 + 6


def focus_regions(v: PolisView) -> list[str]:
    """The territories the turn is about, most important first: a battle (and those
    queued); else the poleis of a side owing a decision; else this turn's moves, then the
    units and poleis of the side to act. The crop zooms in as far as these allow."""
    d = load()
    battle, moves = marked(v)
    if battle:
        return battle

    def poleis(seat: int) -> list[str]:
        return [d.poleis[p].territory for p, c in v.poleis.items() if c.owner == seat]

    if v.pending is not None:
        return list(dict.fromkeys(poleis(v.pending.seat)))
    seat = v.active[0] if v.active else v.current
    units = {k: u[seat] for k, u in {**v.hoplites, **v.galleys}.items() if u[seat]}
    out = moves + sorted(units, key=lambda k: (-units[k], k)) + poleis(seat)
    return [x for x in dict.fromkeys(out) if x in d.territories]


__all__ = [
    "LEGEND",
    "Sizes",
    "board_map",
    "canvas",
    "draw_legend",
    "draw_map",
    "focus_regions",
    "layer",
    "legend_rows",
    "marker_box",
    "polis_marker",
    "side_shape",
    "unit_chip",
]
