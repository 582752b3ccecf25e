"""The shared map renderer (``bot.render.geo``): the vendored coastlines, the projection,
provinces grown from the regions' points on land and sea, and Duellum's two sides drawn on it.

Positions are checked on the pictures themselves: which province a pixel belongs to is read
from the canvas, and every region's name and marks must sit in its own province.
"""

from __future__ import annotations

import math
import random
import time

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bot.games.duellum.render.board import layout, side_map
from bot.render import geo, geo_layout
from bot.render.geo import COASTLINES, MapCanvas, aspect_of, coastlines, erode, provinces
from rules.common.maps import Bounds, GameMap, RegionKind, parse_map

SIDES = ("west", "east")
# Antike's boxes (West: Hispania and Britannia to Syria and North Africa; East: Greece and
# Egypt to India), as the brief for its maps gives them
ANTIKE = Bounds(west=-12, south=8, east=80, north=58)


def test_the_coastline_file_is_small_and_says_where_it_comes_from() -> None:
    assert COASTLINES.stat().st_size < 400 * 1024
    source = (COASTLINES.parent / "SOURCE.md").read_text(encoding="utf-8")
    assert "Natural Earth" in source and "public domain" in source
    assert (COASTLINES.parent / "make_coastlines.py").is_file()


def test_the_coastlines_cover_both_duellum_sides_and_antikes_box() -> None:
    c = coastlines()
    assert c.covers(ANTIKE)
    for side in SIDES:
        m = side_map(side)
        assert m.bounds is not None and c.covers(m.bounds)
    # real land and real water where they are: Rome and Athens on land, the Tyrrhenian and
    # the Aegean at sea (read from the rasterised polygons)
    mask = geo_layout.land_mask(c.box, 970, 550)
    w, s, e, n = c.box

    def land(lon: float, lat: float) -> bool:
        x = int((lon - w) / (e - w) * 970)
        y = int((n - lat) / (n - s) * 550)
        value = mask.getpixel((x, y))
        assert isinstance(value, int)
        return value > 0

    assert land(12.5, 41.9) and land(23.7, 38.0) and land(2.35, 48.85) and land(44.4, 33.3)
    assert not land(12.0, 39.8) and not land(25.0, 39.0) and not land(5.0, 38.0)


@pytest.mark.parametrize("side", SIDES)
def test_every_region_point_lies_on_its_kind_of_ground(side: str) -> None:
    """Land regions' points are on land and seas' in water: the grid moves a point onto a cell
    of its kind, and none has to move farther than a tenth of a degree (a coastal city)."""
    m = side_map(side)
    p = provinces(m)
    for r in m.regions:
        assert r.lon is not None and r.lat is not None
        lon, lat = p.sites[r.id]
        assert math.hypot(lon - r.lon, lat - r.lat) <= 0.1, r.id


@pytest.mark.parametrize("side", SIDES)
def test_the_projection_round_trips_and_matches_the_maps_x_and_y(side: str) -> None:
    m = side_map(side)
    assert m.bounds is not None
    c = MapCanvas(m, 1000)
    assert c.height == round(1000 / aspect_of(m.bounds))
    assert abs(aspect_of(m.bounds) - m.aspect) < 0.001
    b = m.bounds
    assert c.to_px(b.west, b.north) == (0, 0)
    assert c.to_px(b.east, b.south) == pytest.approx((1000, c.height))
    for r in m.regions:
        assert r.lon is not None and r.lat is not None
        x, y = c.to_px(r.lon, r.lat)
        assert c.to_lonlat(x, y) == pytest.approx((r.lon, r.lat))
        # the map's own x, y are the same projection (rounded to 0.001)
        assert x / c.width == pytest.approx(r.x, abs=0.001)
        assert y / c.height == pytest.approx(r.y, abs=0.001)


@pytest.mark.parametrize("side", SIDES)
def test_provinces_hold_their_points_and_only_neighbours_touch(side: str) -> None:
    m = side_map(side)
    c = MapCanvas(m, 900)
    land_ids = set(m.region_ids(RegionKind.LAND))
    for r in m.regions:
        assert c.region_at(*c.site(r.id)) == r.id
        assert c.region_at(*c.center(r.id)) == r.id
    p = provinces(m)
    neighbours = {frozenset((b.a, b.b)) for b in m.borders}
    assert p.touching <= neighbours  # provinces that touch are neighbours on the map
    # and on the picture itself: two pixels side by side in different provinces
    codes = c._layers().codes
    data, (wd, ht) = codes.tobytes(), codes.size
    ids = p.ids
    seen: set[frozenset[str]] = set()
    for y in range(ht - 1):
        row = data[y * wd : (y + 1) * wd]
        below = data[(y + 1) * wd : (y + 2) * wd]
        for x in range(wd - 1):
            a = row[x]
            for b in (row[x + 1], below[x]):
                if a != b and 1 <= a <= len(ids) and 1 <= b <= len(ids):
                    seen.add(frozenset((ids[a - 1], ids[b - 1])))
    assert seen and seen <= neighbours, sorted(tuple(sorted(s)) for s in seen - neighbours)
    # land provinces are on land: a land region's pixels are never water-coloured codes
    assert all(r in land_ids for r in p.land_ids)


@pytest.mark.parametrize("side", SIDES)
def test_every_name_and_its_marks_sit_in_their_own_province(side: str) -> None:
    """The name's centre always; the city's marks and the units' row too wherever the
    province is tall enough to hold the block (an islet or a sliver of coast is not)."""
    lay = layout(side)
    c = lay.canvas
    cramped = []
    for node in lay.nodes.values():
        at = c.region_at(node.cx - lay.x0, node.cy - lay.y0)
        assert at == node.id, (node.id, at)
        spots = [node.units_at] + ([node.marks_at] if node.city else [])
        inside = all(c.region_at(x - lay.x0, y - lay.y0) == node.id for x, y in spots)
        if not inside:
            bbox = c.province_bbox(node.id)
            assert bbox is not None
            assert bbox[3] - bbox[1] < node.h * 1.6 or bbox[2] - bbox[0] < node.w, node.id
            cramped.append(node.id)
    assert len(cramped) <= len(lay.nodes) // 3, cramped


def test_a_crop_shows_the_same_provinces_larger() -> None:
    m = side_map("west")
    whole = MapCanvas(m, 800)
    box = MapCanvas.focus_window(m, ["roma", "neapolis"], 4 / 3)
    crop = MapCanvas(m, 600, box)
    assert box.west >= m.bounds.west and box.east <= m.bounds.east  # type: ignore[union-attr]
    assert crop.px_per_degree > whole.px_per_degree * 1.5
    assert abs(crop.width / crop.height - 4 / 3) < 0.02
    for r in ("roma", "neapolis"):
        assert crop.visible(r)
        assert crop.region_at(*crop.center(r)) == r
        assert crop.region_at(*crop.site(r)) == r


def changed_box(img: Image.Image, before: Image.Image) -> tuple[int, int, int, int] | None:
    return ImageChops.difference(img, before).getbbox()


def test_the_overlay_api_draws_where_it_is_told() -> None:
    m = side_map("east")
    c = MapCanvas(m, 700)
    base = c.draw_base()
    x, y = c.center("athenai")

    img = base.copy()
    box = c.label(ImageDraw.Draw(img), (x, y), "Athenai", 16)
    assert box[0] < x < box[2] and box[1] < y < box[3]
    drawn = changed_box(img, base)
    assert drawn is not None
    assert box[0] - 1 <= drawn[0] and drawn[2] <= box[2] + 1  # the box it says it covers

    img = base.copy()
    c.city_marker(ImageDraw.Draw(img), (x, y), 18, (0, 158, 115), "G", (240, 200, 40))
    drawn = changed_box(img, base)
    assert drawn is not None and drawn[0] <= x <= drawn[2] and drawn[1] <= y <= drawn[3]

    img = base.copy()
    w = c.unit_chip(ImageDraw.Draw(img), (x, y), 20, (204, 121, 167), 17)
    drawn = changed_box(img, base)
    assert drawn is not None and abs(drawn[0] - x) <= 1 and abs(drawn[2] - (x + w)) <= 2

    img = base.copy()
    c.highlight(img, ["sparta"], (255, 200, 0))
    drawn = changed_box(img, base)
    assert drawn == c.province_bbox("sparta")
    assert c.province_polygon("sparta")  # an outline exists
    assert c.draw_base().tobytes() == base.tobytes()  # drawing on a copy leaves the base


@pytest.mark.parametrize("side", SIDES)
def test_the_province_grid_and_layers_are_cached(side: str) -> None:
    """Measured, not tightly asserted: the first picture computes the grid and the layers,
    the next ones copy them."""
    m = side_map(side)
    geo_layout._PROVINCES.clear()
    geo._LAYERS.clear()
    start = time.perf_counter()
    MapCanvas(m, 1208).draw_base()
    first = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(5):
        MapCanvas(m, 1208).draw_base()
    again = (time.perf_counter() - start) / 5
    print(f"{side}: first base {first * 1000:.0f} ms, cached {again * 1000:.1f} ms")
    assert again < first / 5
    assert first < 10  # generous: a loaded 2-core machine


def antike_like_map() -> GameMap:
    """A small map over a box like Antike's West (Britannia to Syria): the renderer knows no
    game, so any map with lon/lat and bounds draws."""
    places = [
        ("londinium", "land", -0.12, 51.5),
        ("lutetia", "land", 2.35, 48.85),
        ("roma", "land", 12.5, 41.9),
        ("carthago", "land", 10.3, 36.85),
        ("athenai", "land", 23.7, 38.0),
        ("alexandria", "land", 29.9, 31.2),
        ("antiochia", "land", 36.2, 36.2),
        ("oceanus", "sea", -9.0, 46.0),
        ("mare_tyrrhenum", "sea", 12.0, 39.8),
        ("mare_aegaeum", "sea", 25.0, 38.5),
        ("mare_orientale", "sea", 30.0, 33.5),
    ]
    borders = [
        ("londinium", "lutetia", "sea"),
        ("lutetia", "roma", "land"),
        ("roma", "carthago", "sea"),
        ("roma", "athenai", "sea"),
        ("athenai", "antiochia", "sea"),
        ("antiochia", "alexandria", "land"),
        ("oceanus", "londinium", "sea"),
        ("oceanus", "lutetia", "sea"),
        ("oceanus", "mare_tyrrhenum", "sea"),
        ("mare_tyrrhenum", "roma", "sea"),
        ("mare_tyrrhenum", "carthago", "sea"),
        ("mare_tyrrhenum", "mare_aegaeum", "sea"),
        ("mare_aegaeum", "athenai", "sea"),
        ("mare_aegaeum", "mare_orientale", "sea"),
        ("mare_orientale", "alexandria", "sea"),
        ("mare_orientale", "antiochia", "sea"),
    ]
    return parse_map(
        {
            "id": "antike_like",
            "name": "A test box like Antike's West",
            "bounds": {"west": -12, "south": 25, "east": 45, "north": 58},
            "nations": [],
            "regions": [
                {
                    "id": i,
                    "name": i.title(),
                    "kind": k,
                    "x": (lon + 12) / 57,
                    "y": (58 - lat) / 33,
                    "lon": lon,
                    "lat": lat,
                }
                for i, k, lon, lat in places
            ],
            "borders": [{"a": a, "b": b, "kind": k} for a, b, k in borders],
        }
    )


def test_any_map_with_coordinates_draws() -> None:
    m = antike_like_map()
    c = MapCanvas(m, 1000)
    img = c.draw_base()
    assert img.size == (1000, c.height)
    neighbours = {frozenset((b.a, b.b)) for b in m.borders}
    assert provinces(m).touching <= neighbours
    for r in m.regions:
        assert c.region_at(*c.center(r.id)) == r.id
    # far from every region (the Sahara's south, Scandinavia) is off the board
    assert c.region_at(*c.to_px(20.0, 26.0)) is None
    assert c.region_at(*c.to_px(15.0, 57.5)) is None
    # Britain belongs to Londinium, the Nile delta to Alexandria
    assert c.region_at(*c.to_px(-1.5, 53.0)) == "londinium"
    assert c.region_at(*c.to_px(31.0, 30.5)) == "alexandria"


@pytest.mark.parametrize("r", [1, 2, 3])
def test_erode_draws_what_the_min_filter_draws(r: int) -> None:
    """The highlight's outline: the fast erosion is the same picture as Pillow's MinFilter,
    at the picture's edges too."""
    rng = random.Random(r)
    mask = Image.new("L", (97, 61), 0)
    d = ImageDraw.Draw(mask)
    for _ in range(6):
        x, y = rng.randrange(-20, 97), rng.randrange(-20, 61)
        d.ellipse((x, y, x + rng.randrange(5, 40), y + rng.randrange(5, 40)), fill=255)
    d.rectangle((0, 40, 30, 60), fill=255)
    expected = mask.filter(ImageFilter.MinFilter(2 * r + 1))
    assert ImageChops.difference(erode(mask, r), expected).getbbox() is None
