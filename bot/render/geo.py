"""Province maps drawn on real coastlines: a shared renderer for the map games (Pillow only).

**Projection** (the contract the map data follows, see ``rules/common/maps.py``): an
equirectangular projection of a box ``west, south, east, north`` in degrees, ``x = (lon - west)
/ (east - west)``, ``y = (north - lat) / (north - south)`` (both 0..1 across the picture) and
the picture's width over its height ``(east - west) * cos(radians((north + south) / 2)) /
(north - south)``, so a pixel covers about as many kilometres across as down. A map gives its
box as ``GameMap.bounds`` and every region's ``lon``/``lat``; a canvas may show the whole box or
a *window* inside it (a zoomed crop) at any width.

**Coastlines**: ``data/coastlines.json``, Natural Earth's land polygons clipped and simplified
(see ``data/SOURCE.md``), loaded once.

**Provinces**: land and sea are divided between the map's regions as a raster: each land cell
belongs to the land region nearest to it *over land*, each sea cell to the sea region nearest
over water (a Voronoi diagram grown from each region's point, so a province never jumps a
strait to the other shore), up to ``reach`` degrees from the point; land or water farther from
every region, or cut off from all of them (an islet no region names), is off the board and
drawn plain. The grid (``GRID`` cells across the map's box) is computed once per map and
cached; a canvas scales it to its own size (smoothing the cells' steps) once per map, width
and window, and caches that too, so the first picture of a map costs well under a second and
later ones only the overlay.

**API** for a game's renderer::

    canvas = MapCanvas(game_map, 1208)                 # whole box, 1208 px wide
    islands = MapCanvas(game_map, 1208, extra=(("nesoi", 25.15, 37.07),))  # more seeds
    zoom = MapCanvas(game_map, 640, window=box)        # a crop; see ``focus_window``
    img = canvas.draw_base()                           # a fresh RGB copy of the cached base
    d = ImageDraw.Draw(img)
    canvas.highlight(img, ["roma"], (255, 200, 0))     # tint and outline some provinces
    x, y = canvas.center("roma")                       # where the region's marks go
    x, y = canvas.site("roma")                         # the region's own point (its city)
    canvas.label(d, (x, y), "Roma", 18)                # a name with a light halo
    canvas.city_marker(d, (x, y), 20, owner_colour, "R", resource_colour, temple=True)
    canvas.unit_chip(d, (x, y), 22, colour, 3, glyph=None)   # returns the chip's width

plus ``to_px``/``to_lonlat`` (the projection), ``region_at(x, y)`` (whose province a pixel
is), ``province_mask(region)``/``province_bbox(region)``/``province_polygon(region)`` (its
area as a mask, a box and an outline of pixel corners) and ``MapCanvas.focus_window(map,
regions, aspect)`` (a box around some regions, for a zoomed crop). ``center`` is a point of the
province with room around it, as near the region's own point as that room allows, so that a
label and a row of pieces centred there stay inside the province wherever it is big enough.

Nothing here knows a game: the games draw their own pieces on the base (Duellum in
``bot/render/duellum.py``). Drawing is done under ``bot.render.base.DRAW_LOCK`` by the
callers, like every board.
"""

from __future__ import annotations

import heapq
import json
import math
import re
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bot.render.base import CARD, INK, RGB, clean, font, ink_on
from rules.common.maps import Bounds, GameMap, RegionKind

COASTLINES = Path(__file__).resolve().parent / "data" / "coastlines.json"

GRID = 320  # province grid cells across a map's box
REACH = 4.0  # degrees of latitude: how far a province reaches from its region's point
MAX_REGIONS = 250
ROOM = 6  # grid cells: how deep inside its province a region's marks are placed

# Colours: earthy pastels for land provinces (neighbours differ), two blues for seas.
LAND_TONES: tuple[RGB, ...] = (
    (238, 226, 190),
    (220, 226, 186),
    (242, 214, 184),
    (226, 214, 172),
    (214, 224, 204),
    (240, 232, 206),
)
SEA_TONES: tuple[RGB, ...] = ((184, 214, 236), (196, 223, 242), (174, 207, 232))
OFF_LAND: RGB = (230, 226, 214)
OFF_SEA: RGB = (212, 224, 233)
LAND_BORDER: RGB = (125, 100, 66)
SEA_BORDER: RGB = (120, 160, 196)
COAST: RGB = (58, 84, 110)
OFF_LAND_CODE = 254
OFF_SEA_CODE = 255

Point = tuple[float, float]
_MARKED = re.compile(rb"[^\x00]")


def aspect_of(b: Bounds) -> float:
    """The picture's width over its height for a box (the projection's contract)."""
    mid = math.radians((b.north + b.south) / 2)
    return (b.east - b.west) * math.cos(mid) / (b.north - b.south)


def _box(b: Bounds) -> tuple[float, float, float, float]:
    return (b.west, b.south, b.east, b.north)


# --- coastlines ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Coastlines:
    box: tuple[float, float, float, float]  # west, south, east, north the data covers
    polygons: tuple[tuple[tuple[float, ...], ...], ...]  # rings of flat lon, lat, lon, lat...

    def covers(self, b: Bounds) -> bool:
        w, s, e, n = self.box
        return w <= b.west and s <= b.south and b.east <= e and b.north <= n


@cache
def coastlines() -> Coastlines:
    """The vendored land polygons, in degrees."""
    doc = json.loads(COASTLINES.read_text(encoding="utf-8"))
    scale = float(doc["scale"])
    polygons = tuple(
        tuple(tuple(v / scale for v in ring) for ring in polygon) for polygon in doc["polygons"]
    )
    w, s, e, n = (float(v) for v in doc["box"])
    return Coastlines(box=(w, s, e, n), polygons=polygons)


def on_land(lon: float, lat: float) -> bool:
    """Whether a point lies on the vendored land (inside a polygon's outer ring and none of
    its holes): for checking a map's points against the coastlines it is drawn on."""

    def inside(ring: tuple[float, ...]) -> bool:
        xs, ys = ring[0::2], ring[1::2]
        if not (min(xs) <= lon <= max(xs) and min(ys) <= lat <= max(ys)):
            return False
        hit = False
        n = len(xs)
        for i in range(n):
            x1, y1, x2, y2 = xs[i], ys[i], xs[(i + 1) % n], ys[(i + 1) % n]
            if (y1 > lat) != (y2 > lat) and lon < (x2 - x1) * (lat - y1) / (y2 - y1) + x1:
                hit = not hit
        return hit

    return any(
        inside(polygon[0]) and not any(inside(hole) for hole in polygon[1:])
        for polygon in coastlines().polygons
    )


def _land_mask(
    box: tuple[float, float, float, float], width: int, height: int, supersample: int = 1
) -> Image.Image:
    """Land as 255 on an ``L`` image of the box at the given size."""
    w, s, e, n = box
    sw, sh = width * supersample, height * supersample
    fx, fy = sw / (e - w), sh / (n - s)
    img = Image.new("L", (sw, sh), 0)
    d = ImageDraw.Draw(img)
    for polygon in coastlines().polygons:
        for k, ring in enumerate(polygon):
            xs, ys = ring[0::2], ring[1::2]
            if max(xs) < w or min(xs) > e or max(ys) < s or min(ys) > n:
                continue
            pts = [((x - w) * fx, (n - y) * fy) for x, y in zip(xs, ys, strict=True)]
            d.polygon(pts, fill=0 if k else 255)
    if supersample > 1:
        img = img.resize((width, height), Image.Resampling.BOX)
    return img


# --- provinces, once per map ---------------------------------------------------------------------


@dataclass(frozen=True)
class Provinces:
    """The map's regions spread over a grid of its box: who owns each cell."""

    key: tuple[object, ...]
    box: tuple[float, float, float, float]
    gw: int
    gh: int
    ids: tuple[str, ...]  # region i has code i + 1
    land_ids: frozenset[str]
    land_ext: Image.Image  # L: land codes, spread two cells into the water (coasts)
    sea_ext: Image.Image  # L: sea codes, spread two cells onto the land
    anchors: dict[str, Point]  # lon, lat: where marks go
    sites: dict[str, Point]  # lon, lat: the region's own point, moved onto its kind of cell
    colours: dict[str, RGB]
    touching: frozenset[frozenset[str]]  # pairs of provinces that share an edge
    neighbours: frozenset[tuple[int, int]]  # codes of the map's neighbours, both ways

    def code(self, region: str) -> int:
        return self.ids.index(region) + 1


_PROVINCES: dict[tuple[object, ...], Provinces] = {}


Extra = tuple[tuple[str, float, float], ...]  # more points of a region: id, lon, lat
Reaches = tuple[tuple[str, float], ...]  # a region's own reach in degrees: id, reach


def _map_key(m: GameMap, reach: float, extra: Extra, reaches: Reaches) -> tuple[object, ...]:
    if m.bounds is None:
        raise ValueError(f"map {m.id!r} has no bounds: it cannot be drawn on coastlines")
    regions = tuple((r.id, r.kind.value, r.lon, r.lat) for r in m.regions)
    return (m.id, _box(m.bounds), regions, reach, extra, reaches)


def provinces(
    m: GameMap, reach: float = REACH, extra: Extra = (), reaches: Reaches = ()
) -> Provinces:
    """The province grid of a map (computed on first use, then cached). ``extra`` gives
    regions further points to grow from (a territory of several islands, a long gulf): the
    province is then the union of what each of its points reaches. ``reaches`` gives some
    regions a reach of their own instead of ``reach`` (an island beside a coast its province
    must not spill onto where the grid closes a narrow strait)."""
    key = _map_key(m, reach, extra, reaches)
    found = _PROVINCES.get(key)
    if found is None:
        found = _PROVINCES[key] = _compute(m, key, reach, extra, dict(reaches))
    return found


def _compute(
    m: GameMap, key: tuple[object, ...], reach: float, extra: Extra, reaches: dict[str, float]
) -> Provinces:
    assert m.bounds is not None
    if len(m.regions) > MAX_REGIONS:
        raise ValueError(f"map {m.id!r} has more than {MAX_REGIONS} regions")
    box = _box(m.bounds)
    w, s, e, n = box
    gw = GRID
    gh = max(1, round(GRID / aspect_of(m.bounds)))
    land_img = _land_mask(box, gw, gh, supersample=2).point(lambda v: 255 if v >= 128 else 0)
    # a padded grid: a frame of blocked cells (kind 2) spares the bounds checks
    pw = gw + 2
    kind = bytearray([2]) * (pw * (gh + 2))
    data = land_img.tobytes()
    for j in range(gh):
        row = data[j * gw : (j + 1) * gw]
        base = (j + 1) * pw + 1
        kind[base : base + gw] = bytes(1 if v else 0 for v in row)

    def cell_of(lon: float, lat: float) -> tuple[int, int]:
        i = min(gw - 1, max(0, int((lon - w) / (e - w) * gw)))
        j = min(gh - 1, max(0, int((n - lat) / (n - s) * gh)))
        return i, j

    def lonlat(i: float, j: float) -> Point:
        return (w + (i + 0.5) / gw * (e - w), n - (j + 0.5) / gh * (n - s))

    ids = tuple(r.id for r in m.regions)
    seeds: list[tuple[int, int]] = []  # padded cell, code
    sites: dict[str, Point] = {}
    taken: set[int] = set()
    for code, r in enumerate(m.regions, start=1):
        want = 1 if r.kind is RegionKind.LAND else 0
        assert r.lon is not None and r.lat is not None
        ci, cj = cell_of(r.lon, r.lat)
        cell = _nearest_cell(kind, pw, gw, gh, ci, cj, want, taken)
        taken.add(cell)
        seeds.append((cell, code))
        pi, pj = cell % pw - 1, cell // pw - 1
        sites[r.id] = (r.lon, r.lat) if (pi, pj) == (ci, cj) else lonlat(pi, pj)
    kinds = {r.id: r.kind for r in m.regions}
    for rid, lon, lat in extra:
        if rid not in kinds:
            raise ValueError(f"map {m.id!r} has no region {rid!r} for an extra point")
        want = 1 if kinds[rid] is RegionKind.LAND else 0
        cell = _nearest_cell(kind, pw, gw, gh, *cell_of(lon, lat), want, taken)
        taken.add(cell)
        seeds.append((cell, ids.index(rid) + 1))

    # cells per degree of latitude: the grid is square in kilometres
    per_degree = gh / (n - s)
    limits = [0.0] + [reaches.get(r.id, reach) * per_degree for r in m.regions]
    labels = _grow(
        kind, pw, seeds, [0] + [1 if r.kind is RegionKind.LAND else 0 for r in m.regions], limits
    )

    codes = {r.id: k for k, r in enumerate(m.regions, start=1)}
    pairs = {(codes[b.a], codes[b.b]) for b in m.borders}
    neighbours = frozenset(pairs | {(b, a) for a, b in pairs})

    grid = Image.new("L", (gw, gh), 0)
    grid.putdata([labels[(j + 1) * pw + 1 + i] for j in range(gh) for i in range(gw)])
    # provinces that are not neighbours on the map must not touch: their seam leaves the board
    grid = _part_pixels(grid, land_img, neighbours).point(lambda v: 0 if v >= OFF_LAND_CODE else v)
    zero = Image.new("L", (gw, gh), 0)
    sea_img = ImageChops.invert(land_img)
    land_ext = _spread(Image.composite(grid, zero, land_img), sea_img, 2)
    sea_ext = _spread(Image.composite(zero, grid, land_img), land_img, 2)

    touching = _touching(grid, gw, gh, ids)
    colours = _colour(m, touching)
    anchors = _anchors(grid, gw, gh, ids, sites, box)
    return Provinces(
        key=key,
        box=box,
        gw=gw,
        gh=gh,
        ids=ids,
        land_ids=frozenset(r.id for r in m.regions if r.kind is RegionKind.LAND),
        land_ext=land_ext,
        sea_ext=sea_ext,
        anchors=anchors,
        sites=sites,
        colours=colours,
        touching=touching,
        neighbours=neighbours,
    )


def _nearest_cell(
    kind: bytearray, pw: int, gw: int, gh: int, ci: int, cj: int, want: int, taken: set[int]
) -> int:
    """The cell of the wanted kind (1 land, 0 sea) nearest to ``ci, cj``, not yet a seed."""
    best: tuple[int, int] | None = None
    for radius in range(max(gw, gh)):
        for dj in range(-radius, radius + 1):
            for di in range(-radius, radius + 1):
                if max(abs(di), abs(dj)) != radius:
                    continue
                i, j = ci + di, cj + dj
                if 0 <= i < gw and 0 <= j < gh:
                    cell = (j + 1) * pw + i + 1
                    if kind[cell] == want and cell not in taken:
                        d2 = di * di + dj * dj
                        if best is None or d2 < best[0]:
                            best = (d2, cell)
        if best is not None and best[0] <= radius * radius:
            return best[1]
    if best is None:
        raise ValueError("no cell of the region's kind on the map's grid")
    return best[1]


def _grow(
    kind: bytearray,
    pw: int,
    seeds: Sequence[tuple[int, int]],
    kinds: Sequence[int],
    limits: Sequence[float],
) -> list[int]:
    """Multi-source Dijkstra: each cell takes the code of the nearest seed of its own kind,
    reached through cells of that kind only, at most ``limits[code]`` cells away."""
    size = len(kind)
    dist = [math.inf] * size
    label = [0] * size
    heap: list[tuple[float, int, int]] = []
    for cell, code in seeds:
        dist[cell] = 0.0
        label[cell] = code
        heap.append((0.0, cell, code))
    heapq.heapify(heap)
    r2 = math.sqrt(2.0)
    steps = (
        (1, 1.0),
        (-1, 1.0),
        (pw, 1.0),
        (-pw, 1.0),
        (pw + 1, r2),
        (pw - 1, r2),
        (-pw + 1, r2),
        (-pw - 1, r2),
    )
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, cell, code = pop(heap)
        if d > dist[cell]:
            continue
        want = kinds[code]
        limit = limits[code]
        for step, cost in steps:
            nxt = cell + step
            nd = d + cost
            if kind[nxt] == want and nd < dist[nxt] and nd <= limit:
                dist[nxt] = nd
                label[nxt] = code
                push(heap, (nd, nxt, code))
    return label


def _spread(codes: Image.Image, into: Image.Image, times: int) -> Image.Image:
    """Codes spread into the empty (0) cells of ``into`` next to them, ``times`` cells deep
    (land codes into the water and sea codes onto the land, so that the full-size picture's
    coasts find a province on both sides)."""
    for _ in range(times):
        grown = Image.composite(codes.filter(ImageFilter.MaxFilter(3)), codes, into)
        has = codes.point(lambda v: 255 if v else 0)
        codes = Image.composite(codes, grown, has)
    return codes


def _touching(grid: Image.Image, gw: int, gh: int, ids: Sequence[str]) -> frozenset[frozenset[str]]:
    data = grid.tobytes()
    pairs: set[tuple[int, int]] = set()
    for j in range(gh):
        row = j * gw
        for i in range(gw):
            a = data[row + i]
            if not a:
                continue
            if i + 1 < gw:
                b = data[row + i + 1]
                if b and b != a:
                    pairs.add((a, b) if a < b else (b, a))
            if j + 1 < gh:
                b = data[row + gw + i]
                if b and b != a:
                    pairs.add((a, b) if a < b else (b, a))
    return frozenset(frozenset((ids[a - 1], ids[b - 1])) for a, b in pairs)


def _colour(m: GameMap, touching: frozenset[frozenset[str]]) -> dict[str, RGB]:
    """Greedy colouring: provinces that touch (or are neighbours on the map) differ."""
    near: dict[str, set[str]] = {r.id: set() for r in m.regions}
    for pair in touching:
        a, b = tuple(pair)
        near[a].add(b)
        near[b].add(a)
    for border in m.borders:
        near[border.a].add(border.b)
        near[border.b].add(border.a)
    out: dict[str, RGB] = {}
    for r in m.regions:
        tones = LAND_TONES if r.kind is RegionKind.LAND else SEA_TONES
        used = {out[o] for o in near[r.id] if o in out}
        free = [c for c in tones if c not in used]
        out[r.id] = free[0] if free else tones[len(out) % len(tones)]
    return out


def _anchors(
    grid: Image.Image,
    gw: int,
    gh: int,
    ids: Sequence[str],
    sites: dict[str, Point],
    box: tuple[float, float, float, float],
) -> dict[str, Point]:
    """Per region, the cell deepest inside its province up to a depth of ``ROOM`` cells (as
    deep as the province allows), the nearest such cell to the region's point.

    A region nearly always has a cell (its own point's); a cut-off point keeps its site."""
    w, s, e, n = box
    site_cells = {
        k + 1: ((sites[r][0] - w) / (e - w) * gw, (n - sites[r][1]) / (n - s) * gh)
        for k, r in enumerate(ids)
    }
    # depth of each cell: how many 3x3 erosions it survives inside its own province, up to ROOM
    depth = Image.new("L", (gw, gh), 0)
    hi, lo = grid, grid
    labelled = grid.point(lambda v: 255 if v else 0)
    for _ in range(ROOM):
        hi = hi.filter(ImageFilter.MaxFilter(3))
        lo = lo.filter(ImageFilter.MinFilter(3))
        same = ImageChops.difference(hi, lo).point(lambda v: 0 if v else 255)
        inside = ImageChops.multiply(same, labelled)  # 255 * 255 / 255: both
        depth = ImageChops.add(depth, inside.point(lambda v: 1 if v else 0))
    data = grid.tobytes()
    deep = depth.tobytes()
    best: dict[int, tuple[int, float, int, int]] = {}  # code -> depth, -distance, i, j
    for c, code in enumerate(data):
        if not code:
            continue
        j, i = divmod(c, gw)
        sx, sy = site_cells[code]
        key = (deep[c], -((i + 0.5 - sx) ** 2 + (j + 0.5 - sy) ** 2))
        old = best.get(code)
        if old is None or key > old[:2]:
            best[code] = (key[0], key[1], i, j)
    out: dict[str, Point] = {}
    for k, r in enumerate(ids):
        found = best.get(k + 1)
        if found is None:
            out[r] = sites[r]
        else:
            _, _, i, j = found
            out[r] = (w + (i + 0.5) / gw * (e - w), n - (j + 0.5) / gh * (n - s))
    return out


# --- canvases ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Layers:
    codes: Image.Image  # L, full size: region code, OFF_LAND_CODE or OFF_SEA_CODE
    base: Image.Image  # RGB


_LAYERS: OrderedDict[tuple[object, ...], _Layers] = OrderedDict()
_LAYERS_KEEP = 12  # a whole board's layers take about 6 MB, a crop's about 1 MB


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
    ) -> None:
        if game_map.bounds is None:
            raise ValueError(f"map {game_map.id!r} has no bounds")
        self.map = game_map
        self.window = window or game_map.bounds
        self.width = int(width)
        self.height = max(1, round(self.width / aspect_of(self.window)))
        self.provinces = provinces(game_map, reach, extra, reaches)
        w, s, e, n = _box(self.window)
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
        codes = self._layers().codes
        px = codes.load()
        assert px is not None
        ids = self.provinces.ids
        wd, ht = codes.size

        def at(x: float, y: float) -> str | None:
            xi, yi = int(x), int(y)
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

    def highlight(
        self,
        img: Image.Image,
        regions: Iterable[str],
        colour: RGB,
        amount: float = 0.35,
        outline: int = 3,
    ) -> None:
        """Tint provinces with ``colour`` (``amount`` of it) and outline them."""
        codes = {self.provinces.code(r) for r in regions if r in self.provinces.ids}
        if not codes:
            return
        mask = self._layers().codes.point(lambda v: 255 if v in codes else 0)
        tinted = Image.blend(img, Image.new("RGB", img.size, colour), amount)
        img.paste(tinted, (0, 0), mask)
        if outline:
            size = 2 * outline + 1
            edge = ImageChops.subtract(mask, mask.filter(ImageFilter.MinFilter(size)))
            img.paste(colour, (0, 0), edge)

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
        """A name with a halo, so it reads on any province; returns the box it covers."""
        words = clean(words)
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
            draw.rectangle(
                (x - h * 0.7, y - h * 0.7, x + h * 0.7, y + h * 0.7),
                fill=CARD,
                outline=INK,
                width=2,
            )
            return
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

    # -- the cached layers ------------------------------------------------------------------------

    def _layers(self) -> _Layers:
        key = (self.provinces.key, self.width, self.height, _box(self.window))
        found = _LAYERS.get(key)
        if found is None:
            found = _make_layers(self)
            _LAYERS[key] = found
            while len(_LAYERS) > _LAYERS_KEEP:
                _LAYERS.popitem(last=False)
        else:
            _LAYERS.move_to_end(key)
        return found


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
    land = _land_mask(_box(c.window), c.width, c.height, supersample=2)
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
    codes = _part_pixels(raw, hard, p.neighbours)

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
    edge = ImageChops.difference(
        codes.filter(ImageFilter.MaxFilter(3)), codes.filter(ImageFilter.MinFilter(3))
    ).point(lambda v: 255 if v else 0)
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


def _part_pixels(
    codes: Image.Image, land: Image.Image, neighbours: frozenset[tuple[int, int]]
) -> Image.Image:
    """Where two provinces that are not neighbours on the map meet (side by side, on the
    grid or on a picture, where scaling the grid up may bring them together along a coast or
    in a strait), the pixels on the seam leave the board: the water's where land meets sea,
    both where two lands or two seas meet. So provinces that touch are always neighbours."""
    edge = ImageChops.difference(
        codes.filter(ImageFilter.MaxFilter(3)), codes.filter(ImageFilter.MinFilter(3))
    )
    marks = edge.tobytes()
    data = bytearray(codes.tobytes())
    kind = land.tobytes()
    wd = codes.size[0]
    size = len(data)
    clear: list[int] = []
    for hit in _MARKED.finditer(marks):  # only the pixels on a seam
        i = hit.start()
        a = data[i]
        if a >= OFF_LAND_CODE:
            continue
        for j in (i + 1 if (i + 1) % wd else -1, i + wd if i + wd < size else -1):
            if j < 0:
                continue
            b = data[j]
            if b != a and b < OFF_LAND_CODE and (a, b) not in neighbours:
                if kind[i] == kind[j]:
                    clear += (i, j)
                else:
                    clear.append(j if kind[i] else i)
    for i in clear:
        data[i] = OFF_LAND_CODE if kind[i] else OFF_SEA_CODE
    return Image.frombytes("L", codes.size, bytes(data))


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
    "Coastlines",
    "MapCanvas",
    "Provinces",
    "aspect_of",
    "coastlines",
    "on_land",
    "provinces",
]
