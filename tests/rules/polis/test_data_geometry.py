"""Polis' map coordinates: every territory, sea and polis has a real longitude and latitude
inside the board's box, land points lie on land and sea points on water (checked against the
Natural Earth coastlines the board is drawn on), the islands are islands, each polis is drawn
inside its own territory, and the loader refuses coordinates that do not hang together."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.render.geo import coastlines, on_land
from rules.polis.data import DataError, load, parse, raw_files


def test_every_territory_and_polis_has_coordinates_inside_the_bounds() -> None:
    d = load()
    b = d.map.bounds
    assert (b.west, b.south, b.east, b.north) == (19.0, 35.8, 28.4, 41.4)
    for t in d.map.territories:
        assert all(b.contains(lon, lat) for lon, lat in t.points), t.id
    for p in d.map.poleis:
        assert b.contains(p.lon, p.lat), p.id
    assert coastlines().covers(_common_bounds())
    assert "Pleiades" in d.map.geography and "Natural Earth" in d.map.geography


def _common_bounds() -> Any:
    from rules.common.maps import Bounds

    b = load().map.bounds
    return Bounds(west=b.west, south=b.south, east=b.east, north=b.north)


def test_land_points_lie_on_land_and_sea_points_on_water() -> None:
    d = load()
    for t in d.map.territories:
        for lon, lat in t.points:
            assert on_land(lon, lat) == (t.kind == "land"), (t.id, lon, lat)
    for p in d.map.poleis:
        assert on_land(p.lon, p.lat), p.id


def test_the_points_are_where_the_places_are() -> None:
    """A few public facts about the ancient sites: Athens lies east of Corinth and north of
    Sparta, Corcyra is the westernmost polis, Amphipolis the northernmost, Samos the
    easternmost; Athens' site is within 0.05 degrees of 23.73 E, 37.97 N."""
    p = load().poleis
    assert p["athinai"].lon > p["korinthos"].lon and p["athinai"].lat > p["sparti"].lat
    assert min(p.values(), key=lambda c: c.lon).id == "korkyra"
    assert max(p.values(), key=lambda c: c.lat).id == "amphipolis"
    assert max(p.values(), key=lambda c: c.lon).id == "samos"
    assert abs(p["athinai"].lon - 23.73) < 0.05 and abs(p["athinai"].lat - 37.97) < 0.05


def test_the_islands() -> None:
    d = load()
    assert {t.id for t in d.map.territories if t.island} == {"euboia", "nesoi", "kerkyra"}
    # Nesoi is many islands: its points are on land and far apart (the Cyclades)
    nesoi = d.territories["nesoi"].points
    assert len(nesoi) >= 10 and all(on_land(lon, lat) for lon, lat in nesoi)
    assert max(lat for _, lat in nesoi) - min(lat for _, lat in nesoi) > 1.0


def test_each_polis_and_territory_is_drawn_inside_its_own_province() -> None:
    from bot.games.polis.render.map import canvas

    c = canvas(1208)
    at = c.region_lookup()
    d = load()
    for t in d.map.territories:
        x, y = c.to_px(t.lon, t.lat)
        assert at(x, y) == t.id, t.id
    for p in d.map.poleis:
        x, y = c.to_px(p.lon, p.lat)
        assert at(x, y) == p.territory, p.id


# --- the loader refuses bad coordinates ---------------------------------------------------------


def _broken(edit: Any) -> list[str]:
    raw = copy.deepcopy(raw_files())
    edit(raw["map"])
    with pytest.raises(DataError) as err:
        parse(raw)
    return err.value.problems


def _terr(m: dict[str, Any], tid: str) -> dict[str, Any]:
    return next(t for t in m["territories"] if t["id"] == tid)


def _polis(m: dict[str, Any], pid: str) -> dict[str, Any]:
    return next(p for p in m["poleis"] if p["id"] == pid)


def test_the_loader_refuses_a_point_outside_the_bounds() -> None:
    problems = _broken(lambda m: _terr(m, "attike").update(lon=30.0))
    assert any("attike" in p and "outside the bounds" in p for p in problems)
    problems = _broken(lambda m: _polis(m, "samos").update(lat=42.0))
    assert any("samos" in p and "outside the bounds" in p for p in problems)
    problems = _broken(lambda m: _terr(m, "nesoi")["also"].append([10.0, 37.0]))
    assert any("nesoi" in p and "outside" in p for p in problems)


def test_the_loader_refuses_missing_coordinates_and_bad_bounds() -> None:
    problems = _broken(lambda m: _terr(m, "ionion").pop("lat"))
    assert any("lat" in p for p in problems)
    problems = _broken(lambda m: _polis(m, "argos").pop("lon"))
    assert any("lon" in p for p in problems)
    problems = _broken(lambda m: m["bounds"].update(west=29.0))
    assert any("bounds" in p for p in problems)


def test_the_loader_refuses_a_sea_island_a_shared_point_and_a_stray_polis() -> None:
    problems = _broken(lambda m: _terr(m, "kyklades").update(island=True))
    assert any("kyklades" in p and "island" in p for p in problems)

    def share(m: dict[str, Any]) -> None:
        _terr(m, "megaris").update(lon=23.85, lat=38.05)  # Attike's point

    assert any("share the point" in p for p in _broken(share))
    problems = _broken(lambda m: _polis(m, "korkyra").update(lon=26.0, lat=38.0))
    assert any("korkyra" in p and "degrees from kerkyra" in p for p in problems)
