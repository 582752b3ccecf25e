"""Province maps drawn on real coastlines: a shared renderer for the map games (Pillow only).

The layout (the projection, the coastlines and the provinces grown on them, computed once per
map and cached: the slow part, warmed at start-up) is ``bot.render.geo_layout``; this module
draws: the cached base picture of a canvas and what the games put on it.

**API** for a game's renderer::

    canvas = MapCanvas(game_map, 1208)                 # whole box, 1208 px wide
    islands = MapCanvas(game_map, 1208, extra=(("nesoi", 25.15, 37.07),))  # more seeds
    zoom = MapCanvas(game_map, 640, window=box)        # a crop; see ``focus_window``
    far = MapCanvas(game_map, 2300, source=3000)       # pixels scaled from a 3000-px drawing
    part = far.cut((x0, y0, x1, y1))                   # a part of the base, a fresh image
    img = canvas.draw_base()                           # a fresh RGB copy of the cached base
    d = ImageDraw.Draw(img)
    canvas.highlight(img, ["roma"], (255, 200, 0))     # tint and outline some provinces
    far.highlight(part, ["roma"], (255, 200, 0), origin=(x0, y0))  # ... on a part
    x, y = canvas.center("roma")                       # where the region's marks go
    x, y = canvas.site("roma")                         # the region's own point (its city)
    canvas.label(d, (x, y), "Roma", 18)                # a name with a light halo
    canvas.city_marker(d, (x, y), 20, owner_colour, "R", resource_colour, temple=True)
    canvas.unit_chip(d, (x, y), 22, colour, 3, glyph=None)   # returns the chip's width

plus ``to_px``/``to_lonlat`` (the projection), ``region_at(x, y)`` (whose province a pixel
is), ``province_mask(region)``/``province_bbox(region)``/``province_polygon(region)`` (its
area as a mask, a box and an outline of pixel corners) and ``MapCanvas.focus_window(map,
regions, aspect)`` (a box around some regions, for a zoomed crop), ``MapCanvas.snapped_window``
(that box at the smallest of a few zoom levels, its centre on a grid, as the games' crops use)
and ``named_base(canvas, size, words)`` (the base with every region's name on it, cached).
A canvas made with ``source`` draws nothing of its own: its pixels are scaled from the same
window drawn ``source`` px wide, whose layers are kept for good, so several zoom levels of a
map cost one drawing, and ``cut`` gives a part of any of them in a few milliseconds.
``center`` is a point of the province with room around it, as near the region's own point as
that room allows, so that a label and a row of pieces centred there stay inside the province
wherever it is big enough.

Nothing here knows a game: the games draw their own pieces on the base (Duellum in
``bot/games/duellum/render/board.py``). Drawing is done under ``bot.render.base.DRAW_LOCK`` by the
callers, like every board.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bot.render import ledger
from bot.render.base import CARD, INK, RGB, clean, font, ink_on
from bot.render.geo_layout import (
    COASTLINES,
    OFF_LAND_CODE,
    OFF_SEA_CODE,
    REACH,
    Coastlines,
    Extra,
    Point,
    Provinces,
    Reaches,
    aspect_of,
    box_of,
    coastlines,
    land_mask,
    on_land,
    part_pixels,
    provinces,
    seams,
)
from rules.common.maps import Bounds, GameMap, Region, RegionKind

OFF_LAND: RGB = (230, 226, 214)
OFF_SEA: RGB = (212, 224, 233)
LAND_BORDER: RGB = (125, 100, 66)
SEA_BORDER: RGB = (120, 160, 196)
COAST: RGB = (58, 84, 110)
SEA_INK: RGB = (0, 70, 120)  # the seas' names

Box = tuple[float, float, float, float]
Named = tuple[Image.Image, list[tuple[str, Box]]]  # a base with names, and the names' boxes


# --- canvases ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Layers:
    codes: Image.Image  # L, full size: region code, OFF_LAND_CODE or OFF_SEA_CODE
    base: Image.Image  # RGB


_LAYERS: OrderedDict[tuple[object, ...], _Layers] = OrderedDict()
_LAYERS_KEEP = 12  # a whole board's layers take about 6 MB, a crop's about 1 MB
# the layers other canvases are scaled from (``MapCanvas(..., source=)``): kept for good, one per
# map, window and source width (a few per game: the slow drawing is not done twice)
_SOURCES: dict[tuple[object, ...], _Layers] = {}


class MapCanvas:
    """A map's picture at a width, whole or through a window (see the module's docstring)."""

    def __init__(
        self,
        game_map: GameMap,
        width: int,
        window: Bounds | None = None,
        *,
        reach: float = REACH,
        extra: Extra = (),
        reaches: Reaches = (),
        source: int | None = None,
        whole: int | None = None,
    ) -> None:
        if game_map.bounds is None:
            raise ValueError(f"map {game_map.id!r} has no bounds")
        self.map = game_map
        self.window = window or game_map.bounds
        self.width = int(width)
        self.height = max(1, round(self.width / aspect_of(self.window)))
        self.provinces = provinces(game_map, reach, extra, reaches)
        # with ``source``, nothing is drawn for this canvas: its pixels are scaled from the
        # same window drawn ``source`` px wide (one cached layer serves several zoom levels)
        self.source = source if source is not None and int(source) != self.width else None
        self._args = (reach, extra, reaches)
        # a source's layers are kept for good (a canvas asked to be scaled from its own width
        # is drawn, and kept, as the source)
        self._kept = source is not None and int(source) == self.width
        # with ``whole`` (a crop), its layers are cut and scaled from the whole map drawn
        # ``whole`` px wide, kept for good: a new crop costs a resize, not a drawing
        self.whole = whole if whole is not None and self.window != game_map.bounds else None
        w, s, e, n = box_of(self.window)
        self._w, self._s, self._e, self._n = w, s, e, n

    # -- the projection -----------------------------------------------------------------------

    def to_px(self, lon: float, lat: float) -> Point:
        return (
            (lon - self._w) / (self._e - self._w) * self.width,
            (self._n - lat) / (self._n - self._s) * self.height,
        )

    def to_lonlat(self, x: float, y: float) -> Point:
        return (
            self._w + x / self.width * (self._e - self._w),
            self._n - y / self.height * (self._n - self._s),
        )

    @property
    def px_per_degree(self) -> float:
        """Pixels per degree of longitude."""
        return self.width / (self._e - self._w)

    # -- provinces -----------------------------------------------------------------------------

    def center(self, region: str) -> Point:
        """Where a region's marks go: inside its province, with room if it has any."""
        return self.to_px(*self.provinces.anchors[region])

    def site(self, region: str) -> Point:
        """The region's own point (its city, or a point of open sea)."""
        return self.to_px(*self.provinces.sites[region])

    def visible(self, region: str, margin: float = 0.0) -> bool:
        x, y = self.center(region)
        return -margin <= x <= self.width + margin and -margin <= y <= self.height + margin

    def region_at(self, x: float, y: float) -> str | None:
        """The region whose province holds the pixel; None off the board or the picture."""
        xi, yi = int(x), int(y)
        if not (0 <= xi < self.width and 0 <= yi < self.height):
            return None
        code = self._layers().codes.getpixel((xi, yi))
        assert isinstance(code, int)
        ids = self.provinces.ids
        return ids[code - 1] if 1 <= code <= len(ids) else None

    def region_lookup(self) -> Callable[[float, float], str | None]:
        """``region_at`` as a fast function, for callers that ask many times."""
        src = self._source()
        codes = (src or self)._layers().codes
        px = codes.load()
        assert px is not None
        ids = self.provinces.ids
        wd, ht = codes.size
        kx, ky = (src.width / self.width, src.height / self.height) if src else (1.0, 1.0)

        def at(x: float, y: float) -> str | None:
            xi, yi = int(x * kx), int(y * ky)
            if not (0 <= xi < wd and 0 <= yi < ht):
                return None
            code = px[xi, yi]
            assert isinstance(code, int)
            return ids[code - 1] if 1 <= code <= len(ids) else None

        return at

    def province_mask(self, region: str) -> Image.Image:
        """255 on the province's pixels, 0 elsewhere (an ``L`` image of the canvas' size)."""
        code = self.provinces.code(region)
        return self._layers().codes.point(lambda v: 255 if v == code else 0)

    def province_bbox(self, region: str) -> tuple[int, int, int, int] | None:
        return self.province_mask(region).getbbox()

    def province_polygon(self, region: str) -> list[list[Point]]:
        """The province's outline(s) as rings of pixel corners (traced on a coarse raster)."""
        mask = self.province_mask(region)
        step = max(1, self.width // 300)
        small = mask.resize((self.width // step, self.height // step), Image.Resampling.NEAREST)
        return [[(x * step, y * step) for x, y in ring] for ring in _trace(small)]

    # -- drawing ---------------------------------------------------------------------------------

    def draw_base(self) -> Image.Image:
        """Land, sea, provinces, their borders and the coasts (a fresh copy of a cached image)."""
        return self._layers().base.copy()

    def prepare(self) -> None:
        """Draw and cache this canvas' layers now (and what they are cut or scaled from), so
        that its first picture is not the slow one."""
        self._layers()

    def cut(self, box: tuple[int, int, int, int]) -> Image.Image:
        """The base's part ``box`` (pixels of this canvas, inside it), a fresh image: a crop of
        the cached layer, or with ``source`` scaled from the source's (nothing new is drawn
        or cached, so a zoomed crop costs a few milliseconds)."""
        src = self._source()
        if src is None:
            return self._layers().base.crop(box)
        return src._layers().base.resize(
            (box[2] - box[0], box[3] - box[1]), Image.Resampling.BILINEAR, box=self._scaled(box)
        )

    def highlight(
        self,
        img: Image.Image,
        regions: Iterable[str],
        colour: RGB,
        amount: float = 0.35,
        outline: int = 3,
        origin: tuple[int, int] = (0, 0),
    ) -> None:
        """Tint provinces with ``colour`` (``amount`` of it) and outline them; ``img`` shows
        the canvas from ``origin`` on (a crop of it, or a part cut with ``cut``), or the whole
        of it."""
        codes = {self.provinces.code(r) for r in regions if r in self.provinces.ids}
        if not codes:
            return
        if origin == (0, 0) and img.size == (self.width, self.height):
            codes_img = self._layers().codes
        else:
            ox, oy = origin
            codes_img = self._codes_in((ox, oy, ox + img.width, oy + img.height))
        mask = codes_img.point(lambda v: 255 if v in codes else 0)
        found = mask.getbbox()
        if found is None:
            return
        # the work is done on the provinces' box only (a few of them, not the whole map)
        pad = outline + 1
        box = (max(0, found[0] - pad), max(0, found[1] - pad),
               min(mask.width, found[2] + pad), min(mask.height, found[3] + pad))  # fmt: skip
        part = mask.crop(box)
        area = Image.blend(img.crop(box), Image.new("RGB", part.size, colour), amount)
        img.paste(area, box[:2], part)
        if outline:
            edge = ImageChops.subtract(part, erode(part, outline))
            img.paste(colour, box, edge)

    def label(
        self,
        draw: ImageDraw.ImageDraw,
        xy: Point,
        words: str,
        size: int,
        *,
        bold: bool = True,
        fill: RGB = INK,
        halo: RGB | None = CARD,
        anchor: str = "mm",
    ) -> tuple[float, float, float, float]:
        """A name with a halo, so it reads on any province; returns the box it covers. The
        point is rounded to a whole pixel, so a name is rendered once per size and ink
        (the fonts keep what they rendered) wherever a layout puts it."""
        words = clean(words)
        xy = (round(xy[0]), round(xy[1]))
        f = font(size, bold)
        stroke = max(2, size // 7) if halo is not None else 0
        draw.text(
            xy, words, font=f, fill=fill, anchor=anchor, stroke_width=stroke, stroke_fill=halo
        )
        box = draw.textbbox(xy, words, font=f, anchor=anchor, stroke_width=stroke)
        return (float(box[0]), float(box[1]), float(box[2]), float(box[3]))

    @staticmethod
    def city_marker(
        draw: ImageDraw.ImageDraw,
        xy: Point,
        size: float,
        owner: RGB | None,
        letter: str = "",
        resource: RGB | None = None,
        *,
        temple: bool = False,
    ) -> None:
        """A city: an empty site (square), or a disc in its owner's colour with a letter, a
        resource square at its lower right and a pediment on top for a temple."""
        x, y = xy
        h = size / 2
        if owner is None:
            ledger.note_marker(draw, (x - h * 0.7, y - h * 0.7, x + h * 0.7, y + h * 0.7), "site")
            draw.rectangle(
                (x - h * 0.7, y - h * 0.7, x + h * 0.7, y + h * 0.7),
                fill=CARD,
                outline=INK,
                width=2,
            )
            return
        right = x + h * 0.5 + 2 * h * 0.55 if resource is not None else x + h
        ledger.note_marker(draw, (x - h, y - h * (1.6 if temple else 1), right, y + h), "city")
        draw.ellipse((x - h, y - h, x + h, y + h), fill=owner, outline=INK, width=2)
        if letter:
            draw.text(
                (x, y + 1),
                clean(letter),
                font=font(max(8, int(size * 0.6)), True),
                fill=ink_on(owner),
                anchor="mm",
            )
        if resource is not None:
            q = h * 0.55
            draw.rectangle(
                (x + h * 0.5, y + h * 0.5 - q, x + h * 0.5 + 2 * q, y + h * 0.5 + q),
                fill=resource,
                outline=INK,
            )
        if temple:
            draw.polygon(
                [(x - h * 0.8, y - h * 0.9), (x + h * 0.8, y - h * 0.9), (x, y - h * 1.6)], fill=INK
            )

    @staticmethod
    def unit_chip(
        draw: ImageDraw.ImageDraw,
        xy: Point,
        height: float,
        colour: RGB,
        count: int,
        glyph: Callable[[ImageDraw.ImageDraw, float, float, float], None] | None = None,
    ) -> float:
        """A rounded chip in a nation's colour, its left edge at ``xy[0]`` and centred on
        ``xy[1]``: an optional glyph and the count. Returns its width."""
        x, y = xy
        f = font(max(8, int(height * 0.72)), True)
        words = str(count)
        w = f.getlength(words) + height * 0.5 + (height * 0.9 if glyph else 0)
        ledger.note_marker(draw, (x, y - height / 2, x + w, y + height / 2), f"chip {count}")
        draw.rounded_rectangle(
            (x, y - height / 2, x + w, y + height / 2),
            radius=height / 3,
            fill=colour,
            outline=INK,
            width=2,
        )
        tx = x + height * 0.25
        if glyph is not None:
            glyph(draw, tx + height * 0.4, y, height * 0.75)
            tx += height * 0.9
        draw.text((tx, y + 1), words, font=f, fill=ink_on(colour), anchor="lm")
        return w

    # -- zoomed crops ----------------------------------------------------------------------------

    @staticmethod
    def focus_window(
        game_map: GameMap,
        regions: Iterable[str],
        aspect: float,
        *,
        min_span: float = 0.3,
        max_span: float = 0.5,
        pad: float = 0.06,
        reach: float = REACH,
        extra: Extra = (),
        reaches: Reaches = (),
    ) -> Bounds:
        """A box of ``aspect`` (width over height) inside the map's that holds the regions'
        marks, between ``min_span`` and ``max_span`` of the map's width (the first regions win
        when they do not all fit), with ``pad`` of the map's width around them."""
        if game_map.bounds is None:
            raise ValueError(f"map {game_map.id!r} has no bounds")
        b = game_map.bounds
        prov = provinces(game_map, reach, extra, reaches)
        points = [prov.anchors[r] for r in regions if r in prov.anchors]
        if not points:
            points = [((b.west + b.east) / 2, (b.north + b.south) / 2)]
        full_w = b.east - b.west
        cos = math.cos(math.radians((b.north + b.south) / 2))

        def box_for(pts: Sequence[Point]) -> tuple[float, float, float, float]:
            lons = [p[0] for p in pts]
            lats = [p[1] for p in pts]
            return min(lons), min(lats), max(lons), max(lats)

        chosen = [points[0]]
        for p in points[1:]:
            w0, s0, e0, n0 = box_for([*chosen, p])
            span_w = max(e0 - w0 + 2 * pad * full_w, (n0 - s0) * aspect / cos + 2 * pad * full_w)
            if span_w <= max_span * full_w:
                chosen.append(p)
        w0, s0, e0, n0 = box_for(chosen)
        width_deg = max(e0 - w0 + 2 * pad * full_w, min_span * full_w)
        width_deg = max(width_deg, (n0 - s0) * aspect / cos + 2 * pad * full_w)
        width_deg = min(width_deg, full_w)
        cx, cy = (w0 + e0) / 2, (s0 + n0) / 2
        west = min(max(cx - width_deg / 2, b.west), b.east - width_deg)
        south, height_deg = cy, 0.0
        for _ in range(4):  # the box's height follows its own middle latitude
            mid = math.radians(south + height_deg / 2)
            height_deg = min(width_deg * math.cos(mid) / aspect, b.north - b.south)
            south = min(max(cy - height_deg / 2, b.south), b.north - height_deg)
        return Bounds(west=west, south=south, east=west + width_deg, north=south + height_deg)

    @staticmethod
    def snapped_window(
        game_map: GameMap,
        regions: Sequence[str],
        size: tuple[int, int],
        spans: Sequence[float],
        *,
        reach: float = REACH,
        extra: Extra = (),
        reaches: Reaches = (),
    ) -> Bounds:
        """A crop's box for a picture of ``size``: the smallest of the zoom levels ``spans``
        (shares of the map's width, smallest first) that holds the regions (the first win
        when none does), its centre on a quarter-degree grid, so that few crops (and cached
        layers) exist per map."""
        if game_map.bounds is None:
            raise ValueError(f"map {game_map.id!r} has no bounds")
        b = game_map.bounds
        aspect = size[0] / size[1]
        full = b.east - b.west
        box = MapCanvas.focus_window(
            game_map,
            regions,
            aspect,
            min_span=spans[0],
            max_span=spans[-1],
            reach=reach,
            extra=extra,
            reaches=reaches,
        )
        span = next((s for s in spans if box.east - box.west <= s * full + 1e-9), spans[-1])
        wd = span * full
        cx = round((box.west + box.east) / 2 * 4) / 4
        cy = round((box.south + box.north) / 2 * 4) / 4
        west = min(max(cx - wd / 2, b.west), b.east - wd)
        south, ht = cy, 0.0
        for _ in range(4):  # the box's height follows its own middle latitude
            ht = wd * math.cos(math.radians(south + ht / 2)) / aspect
            south = min(max(cy - ht / 2, b.south), b.north - ht)
        return Bounds(
            west=round(west, 4),
            south=round(south, 4),
            east=round(west + wd, 4),
            north=round(south + ht, 4),
        )

    # -- the cached layers ------------------------------------------------------------------------

    def _source(self) -> MapCanvas | None:
        if self.source is None:
            return None
        reach, extra, reaches = self._args
        src = MapCanvas(self.map, self.source, self.window, reach=reach, extra=extra,
                        reaches=reaches)  # fmt: skip
        src._kept = True
        return src

    def _scaled(self, box: tuple[int, int, int, int]) -> tuple[float, float, float, float]:
        """A box of this canvas in the source's pixels."""
        src = self._source()
        assert src is not None
        kx, ky = src.width / self.width, src.height / self.height
        return (box[0] * kx, box[1] * ky, box[2] * kx, box[3] * ky)

    def _codes_in(self, box: tuple[int, int, int, int]) -> Image.Image:
        """The region codes of a part of the canvas (as ``cut`` cuts its base)."""
        src = self._source()
        if src is None:
            return self._layers().codes.crop(box)
        return src._layers().codes.resize(
            (box[2] - box[0], box[3] - box[1]), Image.Resampling.NEAREST, box=self._scaled(box)
        )

    def _layers(self) -> _Layers:
        key: tuple[object, ...] = (self.provinces.key, self.width, self.height,
                                   box_of(self.window))  # fmt: skip
        if self.source is not None:
            key = (*key, "scaled from", self.source)
        if self.whole is not None:
            key = (*key, "cut from", self.whole)
        kept = _SOURCES.get(key)  # a source's layers serve the canvas drawn at its width too
        if kept is not None:
            return kept
        if self._kept:
            kept = _SOURCES[key] = _LAYERS.pop(key) if key in _LAYERS else _make_layers(self)
            return kept
        found = _LAYERS.get(key)
        if found is None:
            src = self._source()
            if self.whole is not None:
                found = self._cut_from_whole(self.whole)
            elif src is None:
                found = _make_layers(self)
            else:
                whole = (0, 0, self.width, self.height)
                found = _Layers(codes=self._codes_in(whole), base=self.cut(whole))
            _LAYERS[key] = found
            while len(_LAYERS) > _LAYERS_KEEP:
                _LAYERS.popitem(last=False)
        else:
            _LAYERS.move_to_end(key)
        return found

    def _cut_from_whole(self, width: int) -> _Layers:
        """This crop's layers, cut from the whole map drawn ``width`` px wide (kept for good)
        and scaled to this canvas: both projections are linear in longitude and latitude, so
        matching the window's corners places every point where this canvas' ``to_px`` does."""
        reach, extra, reaches = self._args
        whole = MapCanvas(self.map, width, reach=reach, extra=extra, reaches=reaches)
        whole._kept = True
        layers = whole._layers()
        x0, y0 = whole.to_px(self._w, self._n)
        x1, y1 = whole.to_px(self._e, self._s)
        size, box = (self.width, self.height), (x0, y0, x1, y1)
        return _Layers(
            codes=layers.codes.resize(size, Image.Resampling.NEAREST, box=box),
            base=layers.base.resize(size, Image.Resampling.BILINEAR, box=box),
        )


def erode(mask: Image.Image, r: int) -> Image.Image:
    """``mask`` (mode L) shrunk by ``r`` pixels: each pixel the darkest of the square of side
    ``2r + 1`` around it, beyond the edge counting as white; the same picture as
    ``mask.filter(ImageFilter.MinFilter(2 * r + 1))``, a row and a column at a time (about
    ten times faster)."""
    w, h = mask.size
    out = mask
    for horizontal in (True, False):
        acc = out
        for k in range(1, r + 1):
            for step in (k, -k):
                shifted = Image.new("L", (w, h), 255)
                shifted.paste(out, (step, 0) if horizontal else (0, step))
                acc = ImageChops.darker(acc, shifted)
        out = acc
    return out


_NAMED: dict[tuple[object, ...], Named] = {}
ledger.CACHE_CLEARERS.append(_NAMED.clear)
_NAMED_KEEP = 32  # boards and crops of the map games, in a few sizes and languages


def named_base(
    canvas: MapCanvas,
    size: int,
    words: Callable[[Region], str],
    *,
    spot: Callable[[ImageDraw.ImageDraw, str, Point, list[Box]], Point] | None = None,
    key: tuple[object, ...] = (),
) -> Named:
    """The canvas' base with every visible region's name on it (seas in blue ink), and the
    names' boxes. Names never change with the position, so they are drawn once per map, crop,
    size and ``key`` (all else the names depend on: a language, a placement) and cached. A
    name goes ``size * 0.7`` above its province's centre, or where ``spot`` puts it (given
    the words, that centre and the boxes of the names drawn so far)."""
    w = canvas.window
    cache_key = (canvas.map.id, canvas.width, w.west, w.south, w.east, w.north, size, *key)
    got = _NAMED.get(cache_key)
    if got is None:
        img = canvas.draw_base()
        d = ImageDraw.Draw(img)
        boxes: list[tuple[str, Box]] = []
        for r in canvas.map.regions:
            if not canvas.visible(r.id, margin=-4):
                continue
            cx, cy = canvas.center(r.id)
            name = words(r)
            at = spot(d, name, (cx, cy), [b for _, b in boxes]) if spot else (cx, cy - size * 0.7)
            ink = SEA_INK if r.kind is RegionKind.SEA else INK
            boxes.append((r.id, canvas.label(d, at, name, size, fill=ink)))
        if len(_NAMED) >= _NAMED_KEEP:
            _NAMED.pop(next(iter(_NAMED)))
        got = _NAMED[cache_key] = (img, boxes)
    return got


def paste_named(
    img: Image.Image,
    canvas: MapCanvas,
    named: Named,
    marks: Sequence[tuple[Sequence[str], RGB, float, int]] = (),
    *,
    dx: int = 0,
    dy: int = 0,
) -> list[tuple[str, Box]]:
    """A map's base with its names (``named_base``) pasted on ``img`` at (dx, dy), with
    ``marks`` tinted on it first (regions, colour, amount, outline: ``MapCanvas.highlight``,
    the cached base left as it was); returns the names' boxes where they now stand."""
    base, boxes = named
    area = base.copy()
    for regions, colour, amount, outline in marks:
        if regions:
            canvas.highlight(area, list(regions), colour, amount=amount, outline=outline)
    img.paste(area, (dx, dy))
    return [(r, (b[0] + dx, b[1] + dy, b[2] + dx, b[3] + dy)) for r, b in boxes]


def overlaps(a: Box, b: Box) -> bool:
    """Two boxes share some area (boxes that only touch do not)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def free_spot(
    draw: ImageDraw.ImageDraw,
    words: str,
    size: int,
    spots: Sequence[tuple[Point, str]],
    taken: Sequence[Box],
    *,
    bold: bool = True,
) -> tuple[Point, str] | None:
    """The first of ``spots`` (a point and a text anchor) where ``words``, haloed as
    ``MapCanvas.label`` draws them, covers none of ``taken``; None when each covers one."""
    f = font(size, bold)
    stroke = max(2, size // 7)
    for xy, anchor in spots:
        box = draw.textbbox(xy, words, font=f, anchor=anchor, stroke_width=stroke)
        if not any(overlaps(box, b) for b in taken):
            return xy, anchor
    return None


def _make_layers(c: MapCanvas) -> _Layers:
    p = c.provinces
    w, s, e, n = p.box
    size = (c.width, c.height)
    # the window in grid cells
    box = (
        (c._w - w) / (e - w) * p.gw,
        (n - c._n) / (n - s) * p.gh,
        (c._e - w) / (e - w) * p.gw,
        (n - c._s) / (n - s) * p.gh,
    )
    cell = c.width / max(box[2] - box[0], 1e-6)  # pixels per grid cell
    land = land_mask(box_of(c.window), c.width, c.height, supersample=2)
    hard = land.point(lambda v: 255 if v >= 128 else 0)
    land_codes = p.land_ext.resize(size, Image.Resampling.NEAREST, box=box)
    sea_codes = p.sea_ext.resize(size, Image.Resampling.NEAREST, box=box)
    land_codes = land_codes.point(lambda v: v or OFF_LAND_CODE)
    sea_codes = sea_codes.point(lambda v: v or OFF_SEA_CODE)
    raw = Image.composite(land_codes, sea_codes, hard)
    if cell >= 2.5:  # smooth the cells' steps (at half size); a pixel keeps its kind
        half = (max(1, c.width // 2), max(1, c.height // 2))
        k = min(9, max(5, int(cell) | 1))
        small = raw.resize(half, Image.Resampling.NEAREST).filter(ImageFilter.ModeFilter(k))
        smooth = small.resize(size, Image.Resampling.NEAREST)
        is_land = [0] * 256
        for r in p.land_ids:
            is_land[p.code(r)] = 255
        is_land[OFF_LAND_CODE] = 255
        kind_of = smooth.point(is_land)
        wrong = ImageChops.difference(kind_of, hard)
        raw = Image.composite(raw, smooth, wrong)
    codes = part_pixels(raw, hard, p.neighbours)

    palette = [0] * 768
    for r, colour in p.colours.items():
        palette[p.code(r) * 3 : p.code(r) * 3 + 3] = colour
    palette[OFF_LAND_CODE * 3 : OFF_LAND_CODE * 3 + 3] = OFF_LAND
    palette[OFF_SEA_CODE * 3 : OFF_SEA_CODE * 3 + 3] = OFF_SEA
    coloured = codes.copy()
    coloured.putpalette(palette)
    sea_img = Image.new("RGB", size, OFF_SEA)
    sea_img.paste(coloured.convert("RGB"), (0, 0), ImageChops.invert(hard))
    land_img = coloured.convert("RGB")
    land_img.paste(sea_img, (0, 0), ImageChops.invert(hard))
    base = Image.composite(land_img, sea_img, land)  # the soft mask smooths the coast

    # province borders: where a pixel's 3x3 neighbourhood holds two codes
    edge = seams(codes).point(lambda v: 255 if v else 0)
    land_edge = ImageChops.multiply(edge, hard)
    sea_edge = ImageChops.subtract(edge, hard)
    base.paste(SEA_BORDER, (0, 0), sea_edge)
    base.paste(LAND_BORDER, (0, 0), land_edge)

    d = ImageDraw.Draw(base)
    fx, fy = c.width / (c._e - c._w), c.height / (c._n - c._s)
    line_w = 2 if c.width >= 900 or cell >= 5 else 1
    for polygon in coastlines().polygons:
        for ring in polygon:
            xs, ys = ring[0::2], ring[1::2]
            if max(xs) < c._w or min(xs) > c._e or max(ys) < c._s or min(ys) > c._n:
                continue
            pts = [((x - c._w) * fx, (c._n - y) * fy) for x, y in zip(xs, ys, strict=True)]
            d.line([*pts, pts[0]], fill=COAST, width=line_w, joint="curve")
    return _Layers(codes=codes, base=base)


def _trace(mask: Image.Image) -> list[list[tuple[int, int]]]:
    """Outlines of a mask's set pixels as rings of pixel corners (boundary edges chained)."""
    wd, ht = mask.size
    data = mask.tobytes()

    def on(x: int, y: int) -> bool:
        return 0 <= x < wd and 0 <= y < ht and data[y * wd + x] > 0

    nxt: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for y in range(ht):
        for x in range(wd):
            if not data[y * wd + x]:
                continue
            # edges kept with the set pixel on their right-hand side... clockwise in pixels
            if not on(x, y - 1):
                nxt.setdefault((x, y), []).append((x + 1, y))
            if not on(x + 1, y):
                nxt.setdefault((x + 1, y), []).append((x + 1, y + 1))
            if not on(x, y + 1):
                nxt.setdefault((x + 1, y + 1), []).append((x, y + 1))
            if not on(x - 1, y):
                nxt.setdefault((x, y + 1), []).append((x, y))
    rings: list[list[tuple[int, int]]] = []
    while nxt:
        start = next(iter(nxt))
        ring = [start]
        here = start
        while True:
            outs = nxt.get(here)
            if not outs:
                break
            there = outs.pop()
            if not outs:
                del nxt[here]
            if there == start:
                break
            ring.append(there)
            here = there
        if len(ring) >= 3:
            rings.append(ring)
    return rings


__all__ = [
    "COASTLINES",
    "SEA_INK",
    "Box",
    "Coastlines",
    "Extra",
    "MapCanvas",
    "Point",
    "Provinces",
    "Reaches",
    "aspect_of",
    "coastlines",
    "free_spot",
    "named_base",
    "on_land",
    "overlaps",
    "paste_named",
    "provinces",
]
