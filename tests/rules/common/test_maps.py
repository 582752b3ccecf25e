"""The province map model: lookups, movement distances, and every kind of bad data refused.

The maps here are tiny and inline. Their shape (west to east):

    hill --land-- town --both-- port --sea-- bay --sea-- ocean
                                              |
                                  isle --sea--+

``hill`` is inland without a city site, ``town`` and ``port`` are coastal cities, ``isle``
an island city, ``bay`` and ``ocean`` open water with the galley symbol.
"""

import copy
import json
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from rules.common.maps import (
    ALL_BORDERS,
    GALLEY_BORDERS,
    LEGION_BORDERS,
    BorderKind,
    GameMap,
    MapError,
    RegionKind,
    Resource,
    StartCity,
    Unit,
    borders_for,
    load_map,
    parse_map,
)

Data = dict[str, Any]


def region(rid: str, kind: str = "land", **extra: Any) -> Data:
    return {"id": rid, "name": rid.title(), "kind": kind, "x": 0.5, "y": 0.5, **extra}


def border(a: str, b: str, kind: str) -> Data:
    return {"a": a, "b": b, "kind": kind}


def tiny() -> Data:
    return {
        "id": "tiny",
        "name": "Tiny",
        "aspect": 2.0,
        "sources": ["made up for tests"],
        "notes": ["all design"],
        "nations": [
            {
                "id": "ours",
                "name": "Ours",
                "start_cities": {"marble": "town", "iron": "port", "gold": "isle"},
            }
        ],
        "regions": [
            region("hill"),
            region("town", city=True),
            region("port", city=True),
            region("isle", city=True),
            region("bay", "sea", galley=True),
            region("ocean", "sea", galley=True),
        ],
        "borders": [
            border("hill", "town", "land"),
            border("town", "port", "both"),
            border("port", "bay", "sea"),
            border("isle", "bay", "sea"),
            border("bay", "ocean", "sea"),
        ],
    }


TINY = parse_map(tiny())


# --- the model and its lookups -------------------------------------------------------------------


def test_a_valid_map_loads_with_its_fields() -> None:
    assert TINY.id == "tiny"
    assert TINY.aspect == 2.0
    assert TINY.notes == ("all design",)
    assert TINY.region_ids() == ("hill", "town", "port", "isle", "bay", "ocean")
    assert TINY.region_ids(RegionKind.SEA) == ("bay", "ocean")
    assert TINY.city_sites() == ("town", "port", "isle")
    assert TINY.region("isle").kind is RegionKind.LAND
    assert TINY.region("bay").galley


def test_models_are_frozen() -> None:
    with pytest.raises(ValidationError):
        TINY.region("town").city = False  # type: ignore[misc]


def test_unknown_region_or_nation_is_a_clear_key_error() -> None:
    with pytest.raises(KeyError, match="no region 'atlantis' on map 'tiny'"):
        TINY.region("atlantis")
    with pytest.raises(KeyError, match="no region 'atlantis'"):
        TINY.neighbours("atlantis")
    with pytest.raises(KeyError, match="no nation 'theirs'"):
        TINY.nation("theirs")


def test_start_cities_per_nation_and_per_region() -> None:
    assert TINY.start_cities("ours") == {
        Resource.MARBLE: "town",
        Resource.IRON: "port",
        Resource.GOLD: "isle",
    }
    assert TINY.start_city("port") == StartCity("ours", Resource.IRON)
    assert TINY.start_city("hill") is None


def test_borders_are_undirected() -> None:
    assert TINY.border("town", "port") is BorderKind.BOTH
    assert TINY.border("port", "town") is BorderKind.BOTH
    assert TINY.border("hill", "port") is None


def test_neighbours_by_border_kind() -> None:
    assert TINY.neighbours("town") == ("hill", "port")
    assert TINY.neighbours("town", LEGION_BORDERS) == ("hill", "port")
    assert TINY.neighbours("town", GALLEY_BORDERS) == ("port",)
    assert TINY.neighbours("port", GALLEY_BORDERS) == ("bay", "town")
    assert TINY.neighbours("port", LEGION_BORDERS) == ("town",)
    assert TINY.neighbours("port", [BorderKind.SEA]) == ("bay",)
    assert TINY.neighbours("bay", LEGION_BORDERS) == ()


def test_border_kinds_per_unit() -> None:
    assert borders_for(Unit.LEGION) == {BorderKind.LAND, BorderKind.BOTH}
    assert borders_for(Unit.GALLEY) == {BorderKind.SEA, BorderKind.BOTH}
    assert set(BorderKind) == ALL_BORDERS


def test_which_units_a_region_can_hold() -> None:
    # Inland: legions only. Coastal: both. Island and sea: galleys only.
    assert TINY.accepts("hill", Unit.LEGION) and not TINY.accepts("hill", Unit.GALLEY)
    assert TINY.accepts("town", Unit.LEGION) and TINY.accepts("town", Unit.GALLEY)
    assert TINY.accepts("port", Unit.LEGION) and TINY.accepts("port", Unit.GALLEY)
    assert not TINY.accepts("isle", Unit.LEGION) and TINY.accepts("isle", Unit.GALLEY)
    assert not TINY.accepts("bay", Unit.LEGION) and TINY.accepts("bay", Unit.GALLEY)


def test_shortest_paths_follow_the_unit_s_borders() -> None:
    assert TINY.distances("hill", LEGION_BORDERS) == {"hill": 0, "town": 1, "port": 2}
    assert TINY.distances("town", GALLEY_BORDERS) == {
        "town": 0,
        "port": 1,
        "bay": 2,
        "isle": 3,
        "ocean": 3,
    }
    assert TINY.distance("hill", "isle") == 4
    assert TINY.distance("hill", "isle", LEGION_BORDERS) is None
    assert TINY.distance("isle", "hill", GALLEY_BORDERS) is None
    assert TINY.distance("port", "port", GALLEY_BORDERS) == 0


def test_within_a_number_of_steps() -> None:
    assert TINY.within("port", 1, GALLEY_BORDERS) == {"town", "bay"}
    assert TINY.within("port", 2, GALLEY_BORDERS) == {"town", "bay", "isle", "ocean"}
    assert TINY.within("hill", 2, LEGION_BORDERS) == {"town", "port"}
    assert TINY.within("hill", 0) == frozenset()


def test_a_printed_city_resource_is_kept() -> None:
    data = tiny()
    data["regions"][1]["resource"] = "marble"  # town, the marble start city
    assert parse_map(data).region("town").resource is Resource.MARBLE


def test_two_nations_and_land_sea_and_both_between_land_regions() -> None:
    data = tiny()
    data["regions"] += [region("far", city=True), region("farther", city=True), region("cape")]
    data["borders"] += [
        border("ocean", "far", "sea"),
        border("far", "farther", "land"),
        border("farther", "cape", "sea"),  # an island across a strait: land-land, sea
    ]
    data["nations"].append(
        {
            "id": "theirs",
            "name": "Theirs",
            "start_cities": {"marble": "far", "iron": "farther", "gold": "hill"},
        }
    )
    data["regions"][0]["city"] = True  # hill
    m = parse_map(data)
    assert [n.id for n in m.nations] == ["ours", "theirs"]
    assert m.border("farther", "cape") is BorderKind.SEA


# --- loading -------------------------------------------------------------------------------------


def test_load_from_a_path_and_from_text(tmp_path: Path) -> None:
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(tiny()), encoding="utf-8")
    assert load_map(path) == TINY
    assert load_map(str(path)) == TINY
    assert parse_map(path.read_text(encoding="utf-8")) == TINY
    assert parse_map(path.read_bytes()) == TINY


def test_load_from_a_package_resource() -> None:
    # Any shipped map will do; the Duellum sides are real package data.
    game_map = load_map(resources.files("rules.duellum") / "data" / "map_west.json")
    assert game_map.id == "duellum_west"


def test_a_missing_file_is_a_map_error(tmp_path: Path) -> None:
    with pytest.raises(MapError, match="cannot read"):
        load_map(tmp_path / "nowhere.json")


def test_broken_json_is_a_map_error() -> None:
    with pytest.raises(MapError, match="not valid JSON"):
        parse_map("{ not json", source="broken.json")


def test_direct_validation_keeps_pydantic_s_contract() -> None:
    data = tiny()
    data["regions"][4]["city"] = True
    with pytest.raises(ValidationError, match="is sea but has a city site"):
        GameMap.model_validate(data)


def test_every_problem_is_listed_at_once() -> None:
    data = tiny()
    data["regions"][4]["city"] = True
    data["regions"][0]["x"] = 1.5
    data["borders"].append(border("bay", "hill", "land"))
    with pytest.raises(MapError) as caught:
        parse_map(data, source="many.json")
    problems = caught.value.problems
    assert len(problems) == 3
    assert all(p.startswith("many.json: ") for p in problems)
    assert "many.json" in str(caught.value)


# --- every kind of bad data ----------------------------------------------------------------------


def mutate(change: Callable[[Data], object]) -> Data:
    data = copy.deepcopy(tiny())
    change(data)
    return data


def _add_region(data: Data, new: Data) -> None:
    data["regions"].append(new)


BAD: list[tuple[str, Callable[[Data], object], str]] = [
    (
        "duplicate region id",
        lambda d: _add_region(d, region("town")),
        "region id 'town' is used twice",
    ),
    (
        "region id not a slug",
        lambda d: d["regions"][0].update(id="Hill Country"),
        "region id 'Hill Country' is not a lower-case slug",
    ),
    ("map id not a slug", lambda d: d.update(id="Tiny Map"), "map id 'Tiny Map'"),
    (
        "city site at sea",
        lambda d: d["regions"][4].update(city=True),
        "region 'bay' is sea but has a city site",
    ),
    (
        "galley symbol on land",
        lambda d: d["regions"][0].update(galley=True),
        "region 'hill' is land but has a galley symbol",
    ),
    (
        "resource without a city site",
        lambda d: d["regions"][0].update(resource="gold"),
        "region 'hill' has a resource but no city site",
    ),
    ("x beyond 1", lambda d: d["regions"][0].update(x=1.01), "region 'hill': x=1.01 is outside"),
    ("y below 0", lambda d: d["regions"][5].update(y=-0.2), "region 'ocean': y=-0.2 is outside"),
    (
        "border to an unknown region",
        lambda d: d["borders"].append(border("hill", "atlantis", "land")),
        "border hill-atlantis names unknown region(s) 'atlantis'",
    ),
    (
        "border to itself",
        lambda d: d["borders"].append(border("town", "town", "land")),
        "border town-town joins a region to itself",
    ),
    (
        "border listed twice",
        lambda d: d["borders"].append(border("hill", "town", "land")),
        "border hill-town is listed twice",
    ),
    (
        "border listed twice, reversed",
        lambda d: d["borders"].append(border("town", "hill", "both")),
        "border town-hill is listed twice (borders are undirected)",
    ),
    (
        "land border into the sea",
        lambda d: d["borders"].append(border("hill", "ocean", "land")),
        "border hill-ocean touches a sea region, so it must be 'sea', not 'land'",
    ),
    (
        "red-blue border into the sea",
        lambda d: d["borders"][2].update(kind="both"),
        "border port-bay touches a sea region, so it must be 'sea', not 'both'",
    ),
    (
        "red-blue border between two seas",
        lambda d: d["borders"][4].update(kind="both"),
        "border bay-ocean touches a sea region",
    ),
    (
        "a region with no border",
        lambda d: _add_region(d, region("nowhere")),
        "region(s) 'nowhere' cannot be reached from 'hill'",
    ),
    (
        "a group cut off from the rest",
        lambda d: (
            d["regions"].extend([region("a"), region("b")]),
            d["borders"].append(border("a", "b", "land")),
        ),
        "region(s) 'a', 'b' cannot be reached",
    ),
    (
        "a nation without a gold start city",
        lambda d: d["nations"][0]["start_cities"].pop("gold"),
        "nation 'ours' needs one start city of each resource; missing gold",
    ),
    (
        "a start city that is no region",
        lambda d: d["nations"][0]["start_cities"].update(gold="atlantis"),
        "nation 'ours': gold start city 'atlantis' is not a region",
    ),
    (
        "a start city without a city site",
        lambda d: d["nations"][0]["start_cities"].update(gold="hill"),
        "gold start city 'hill' is not a land region with a city site",
    ),
    (
        "a start city at sea",
        lambda d: d["nations"][0]["start_cities"].update(gold="bay"),
        "gold start city 'bay' is not a land region with a city site",
    ),
    (
        "a start city whose printed resource differs",
        lambda d: d["regions"][3].update(resource="iron"),
        "nation 'ours': gold start city 'isle' has a city site of iron",
    ),
    (
        "one region starting two nations",
        lambda d: d["nations"].append(
            {
                "id": "theirs",
                "name": "Theirs",
                "start_cities": {"marble": "town", "iron": "port", "gold": "isle"},
            }
        ),
        "marble start city 'town' is already a start city of 'ours'",
    ),
    (
        "one region as two start cities of one nation",
        lambda d: d["nations"][0]["start_cities"].update(iron="town"),
        "iron start city 'town' is already a start city of 'ours'",
    ),
    (
        "duplicate nation id",
        lambda d: d["nations"].append(dict(d["nations"][0], start_cities={})),
        "nation id 'ours' is used twice",
    ),
    (
        "unknown resource",
        lambda d: d["nations"][0]["start_cities"].update(silver="isle"),
        "nations.0.start_cities.silver",
    ),
    (
        "unknown region kind",
        lambda d: d["regions"][0].update(kind="swamp"),
        "regions.0.kind",
    ),
    (
        "unknown border kind",
        lambda d: d["borders"][0].update(kind="road"),
        "borders.0.kind",
    ),
    ("unknown field", lambda d: d["regions"][0].update(colour="red"), "regions.0.colour"),
    ("missing field", lambda d: d["regions"][0].pop("x"), "regions.0.x"),
    ("no regions at all", lambda d: d.update(regions=[], borders=[]), "regions"),
]


@pytest.mark.parametrize(("change", "expected"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_bad_data_is_refused_with_a_clear_message(
    change: Callable[[Data], object], expected: str
) -> None:
    with pytest.raises(MapError) as caught:
        parse_map(mutate(change), source="bad.json")
    assert any(expected in p for p in caught.value.problems), caught.value.problems


# --- geographic coordinates -------------------------------------------------------------------


def _geo_map(**bounds: float) -> dict[str, object]:
    box = {"west": -10.0, "south": 30.0, "east": 40.0, "north": 50.0, **bounds}
    return {
        "id": "geo",
        "name": "Geo",
        "bounds": box,
        "nations": [],
        "regions": [
            {"id": "a", "name": "A", "kind": "land", "x": 0.1, "y": 0.1, "lon": 0.0, "lat": 40.0},
            {"id": "b", "name": "B", "kind": "sea", "x": 0.2, "y": 0.2, "lon": 5.0, "lat": 38.0},
        ],
        "borders": [{"a": "a", "b": "b", "kind": "sea"}],
    }


def test_regions_with_coordinates_inside_the_bounds_load() -> None:
    m = parse_map(_geo_map())
    assert m.bounds is not None and m.bounds.contains(5.0, 38.0)
    assert m.region("a").lon == 0.0 and m.region("a").lat == 40.0


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda d: d["regions"][0].update(lon=50.0), "region 'a': lon=50.0, lat=40.0 is outside"),
        (lambda d: d["regions"][1].pop("lat"), "region 'b' needs both lon and lat"),
        (lambda d: [d["regions"][1].pop(k) for k in ("lon", "lat")], "either every region"),
        (lambda d: d.pop("bounds"), "needs bounds"),
        (lambda d: d["bounds"].update(west=45.0), "west < east"),
    ],
)
def test_bad_coordinates_are_refused(
    change: Callable[[dict[str, Any]], object], problem: str
) -> None:
    data: dict[str, Any] = _geo_map()
    change(data)
    with pytest.raises(MapError) as caught:
        parse_map(data)
    assert any(problem in p for p in caught.value.problems), caught.value.problems
