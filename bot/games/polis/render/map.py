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
- the units of both sides as chips centred in their territory, again told apart by shape
  (Athens' chips are rounded, Sparta's have pointed ends) and colour, each with its kind's
  glyph (a shield for hoplites, a hull for galleys) and the count;
- the territories the turn is about (a battle, this turn's moves) tinted.

Nothing here reads a battle's hand or committed cards: only that a side has committed.
"""

from __future__ import annotations

import math
from functools import cache

from PIL import Image, ImageDraw

from bot.render.base import ACCENT, ALERT, INK, RGB, SEAT_COLOURS, clean, font, hull, ink_on, t
from bot.render.geo import (
    Box,
    Extra,
    MapCanvas,
    Point,
    Reaches,
    free_spot,
    named_base,
    overlaps,
    paste_named,
)
from rules.common.maps import Border, BorderKind, Bounds, GameMap, Region, RegionKind
from rules.polis.data import load
from rules.polis.view import PolisView

SIDE_COLOURS: tuple[RGB, RGB] = (SEAT_COLOURS[0], SEAT_COLOURS[1])  # Athens, Sparta
NEUTRAL: RGB = (150, 150, 150)


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


def canvas(width: int, window: Bounds | None = None) -> MapCanvas:
    reach, extra, reaches = growth()
    return MapCanvas(board_map(), width, window, reach=reach, extra=extra, reaches=reaches)


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


def chip_width(count: int, h: float) -> float:
    return font(max(8, int(h * 0.72)), True).getlength(str(count)) + h * 1.6


def unit_chip(
    d: ImageDraw.ImageDraw, xy: tuple[float, float], h: float, side: int, sea: bool, count: int
) -> float:
    """A side's units in one territory, its left edge at ``xy[0]``: Athens' chip is rounded,
    Sparta's has pointed ends. Returns its width."""
    x, y = xy
    w = chip_width(count, h)
    c = SIDE_COLOURS[side]
    top, bottom = y - h / 2, y + h / 2
    if side == 0:
        d.rounded_rectangle((x, top, x + w, bottom), radius=h / 2, fill=c, outline=INK, width=2)
    else:
        k = h * 0.35
        d.polygon([(x, y), (x + k, top), (x + w - k, top), (x + w, y), (x + w - k, bottom),
                   (x + k, bottom)], fill=c, outline=INK, width=2)  # fmt: skip
    ink = ink_on(c)
    (hull if sea else shield)(d, x + h * 0.62, y, h * 0.62, ink)
    d.text((x + h * 1.05, y + 1), str(count), font=font(max(8, int(h * 0.72)), True), fill=ink,
           anchor="lm")  # fmt: skip
    return w


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
    # battlements: one small merlon per point of fortification, on top
    m = max(3.0, size * 0.18)
    row = fortification * m + (fortification - 1) * m * 0.5
    mx = x - row / 2
    top = y - h * (1.18 if owner == 1 else 1.0) - m * 0.9
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


# --- the map ------------------------------------------------------------------------------------


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
    """Where each polis on the canvas is drawn: its site, pushed apart from its neighbours."""
    data = load()
    at = {pid: c.to_px(p.lon, p.lat) for pid, p in data.poleis.items()}
    inside = {
        pid: xy
        for pid, xy in at.items()
        if -city <= xy[0] <= c.width + city and -city <= xy[1] <= c.height + city
    }
    return spread(inside, city * 1.25)


def polis_names(
    c: MapCanvas, name_size: int, city: float, locale: str
) -> tuple[Image.Image, list[tuple[str, Box]]]:
    """The canvas' base with every visible territory's name (drawn once per crop, size and
    language: the poleis never move, so neither do the names), and the names' boxes. A name
    goes over its territory's centre, or a little above or below where a polis stands."""
    blocks = [_marker_box(xy, city) for xy in sites(c, city).values()]
    step = name_size * 1.25

    def words(r: Region) -> str:
        return clean(t(f"polis.terr.{r.id}", locale))

    def spot(d: ImageDraw.ImageDraw, words: str, centre: Point, names: list[Box]) -> Point:
        cx, cy = centre
        spots = [((cx, cy - name_size * 0.7 + k * step), "mm") for k in (0, -1, 1, -2, 2)]
        free = free_spot(d, words, name_size, spots, blocks + names)
        return free[0] if free is not None else spots[0][0]

    return named_base(c, name_size, words, spot=spot, key=(city, locale))


def marked(v: PolisView) -> tuple[list[str], list[str]]:
    """Territories to tint: a battle's (and those queued) in alert red, this turn's moves."""
    battle = [v.battle.where] if v.battle is not None else []
    battle += [x for x in v.battles_queued if x not in battle]
    moves = [x for x in v.moved_to if x not in battle]
    return battle, moves


def draw_map(
    img: Image.Image,
    c: MapCanvas,
    v: PolisView,
    locale: str,
    *,
    name_size: int,
    city: float,
    chip: float,
    city_name: int,
    dx: int = 0,
    dy: int = 0,
) -> list[tuple[str, Box]]:
    """Territories, names, poleis and units on ``img`` at (dx, dy); returns the drawn
    territory and polis names' boxes (for the tests: readability on a phone)."""
    battle, moves = marked(v)
    marks = [(moves, ACCENT, 0.14, 2), (battle, ALERT, 0.18, 3)]
    out = paste_named(img, c, polis_names(c, name_size, city, locale), marks, dx=dx, dy=dy)
    d = ImageDraw.Draw(img)
    data = load()
    named = dict(out)
    taken: list[Box] = [b for _, b in out]  # what a polis' name must not cover
    markers = {pid: (x + dx, y + dy) for pid, (x, y) in sites(c, city).items()}
    blocks = [_marker_box(xy, city) for xy in markers.values()]
    # units, below their territory's name and clear of the poleis' markers
    for r in c.map.regions:
        if not c.visible(r.id, margin=-4):
            continue
        sea = r.kind is RegionKind.SEA
        units = (v.galleys if sea else v.hoplites).get(r.id) or [0, 0]
        chips = [(side, n) for side, n in enumerate(units) if n]
        if not chips or r.id not in named:
            continue
        label = named[r.id]
        widths = [chip_width(n, chip) for _, n in chips]
        row = sum(widths) + 4 * (len(widths) - 1)
        x = (label[0] + label[2]) / 2 - row / 2
        # under the name, else over it, else beside it, clear of the poleis and the other
        # names and chips; under it when every spot is taken
        avoid = blocks + [b for b in taken if b != label]
        spots = [
            (x, label[3] + chip / 2 + 1),
            (x, label[1] - chip / 2 - 1),
            (label[2] + 4, (label[1] + label[3]) / 2),
            (label[0] - row - 4, (label[1] + label[3]) / 2),
            (x, label[3] + chip * 1.5 + 3),
        ]
        x, y = next(
            (
                (sx, sy)
                for sx, sy in spots
                if not any(overlaps(b, (sx, sy - chip / 2, sx + row, sy + chip / 2)) for b in avoid)
            ),
            spots[0],
        )
        taken.append((x, y - chip / 2, x + row, y + chip / 2))
        for (side, n), w in zip(chips, widths, strict=True):
            unit_chip(d, (x, y), chip, side, sea, n)
            x += w + 4
    capitals = set(data.capital.values())
    taken += blocks
    for pid, (x, y) in sorted(markers.items(), key=lambda kv: kv[1][1]):
        card = data.poleis[pid]
        state = v.poleis[pid]
        polis_marker(d, (x, y), city, state.owner, state.population, card.fortification,
                     pid in capitals)  # fmt: skip
        words = clean(t(f"polis.city.{pid}", locale))
        xy, anchor = _place(d, words, city_name, (x, y), city, taken)
        box = c.label(d, xy, words, city_name, bold=False, anchor=anchor)
        taken.append(box)
        out.append((pid, box))
    return out


def _marker_box(xy: tuple[float, float], size: float) -> Box:
    x, y = xy
    h = size * 0.62
    return (x - h, y - h - size * 0.3, x + h, y + h)


def _place(
    d: ImageDraw.ImageDraw,
    words: str,
    size: int,
    xy: tuple[float, float],
    city: float,
    taken: list[Box],
) -> tuple[tuple[float, float], str]:
    """Where a polis' name goes: right of its marker, else left, below or above, the first
    spot that covers no other name, chip or marker (the right when none is free)."""
    x, y = xy
    gap = city * 0.75
    spots = (
        ((x + gap, y), "lm"),
        ((x - gap, y), "rm"),
        ((x, y + gap + 2), "mt"),
        ((x, y - gap - city * 0.3), "mb"),
    )
    own = _marker_box(xy, city)
    free = free_spot(d, words, size, spots, [b for b in taken if b != own], bold=False)
    return free if free is not None else spots[0]


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
    "board_map",
    "canvas",
    "draw_map",
    "focus_regions",
    "polis_marker",
    "side_shape",
    "unit_chip",
]
