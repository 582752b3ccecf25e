"""Province maps on real coastlines, laid out: the projection, the vendored coastlines and
the provinces grown from each region's point, once per map (the slow part, cached; the bot
warms it at start-up). Pillow only, nothing drawn here: the pictures are ``bot.render.geo``'s.

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
"""

from __future__ import annotations

import heapq
import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bot.render.base import RGB
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
OFF_LAND_CODE = 254
OFF_SEA_CODE = 255

Point = tuple[float, float]
_MARKED = re.compile(rb"[^\x00]")


def aspect_of(b: Bounds) -> float:
    """The picture's width over its height for a box (the projection's contract)."""
    mid = math.radians((b.north + b.south) / 2)
    return (b.east - b.west) * math.cos(mid) / (b.north - b.south)


def box_of(b: Bounds) -> tuple[float, float, float, float]:
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


def land_mask(
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
    return (m.id, box_of(m.bounds), regions, reach, extra, reaches)


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
    box = box_of(m.bounds)
    w, s, e, n = box
    gw = GRID
    gh = max(1, round(GRID / aspect_of(m.bounds)))
    land_img = land_mask(box, gw, gh, supersample=2).point(lambda v: 255 if v >= 128 else 0)
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
    grid = part_pixels(grid, land_img, neighbours).point(lambda v: 0 if v >= OFF_LAND_CODE else v)
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


def seams(codes: Image.Image) -> Image.Image:
    """Not 0 where a pixel's 3x3 neighbourhood holds two codes, 0 elsewhere (as a maximum
    filter minus a minimum filter would give, several times faster: each pixel compared
    with its neighbours to the right and below, both marked where they differ)."""
    wd, ht = codes.size
    out = Image.new("L", codes.size, 0)
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        a = (0, max(0, -dy), wd - dx, ht - max(0, dy))
        b = (a[0] + dx, a[1] + dy, a[2] + dx, a[3] + dy)
        diff = ImageChops.difference(codes.crop(a), codes.crop(b))
        for box in (a, b):
            out.paste(ImageChops.lighter(out.crop(box), diff), box[:2])
    return out


def part_pixels(
    codes: Image.Image, land: Image.Image, neighbours: frozenset[tuple[int, int]]
) -> Image.Image:
    """Where two provinces that are not neighbours on the map meet (side by side, on the
    grid or on a picture, where scaling the grid up may bring them together along a coast or
    in a strait), the pixels on the seam leave the board: the water's where land meets sea,
    both where two lands or two seas meet. So provinces that touch are always neighbours."""
    marks = seams(codes).tobytes()
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


__all__ = [
    "COASTLINES",
    "REACH",
    "Coastlines",
    "Extra",
    "Point",
    "Provinces",
    "Reaches",
    "aspect_of",
    "box_of",
    "coastlines",
    "land_mask",
    "on_land",
    "part_pixels",
    "provinces",
    "seams",
]
