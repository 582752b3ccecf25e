"""Province maps: regions, typed borders and nations' start cities, validated on load.

Antike and Antike Duellum share this model. A map is a graph:

- A **region** is ``land`` (a stretch of country or an island) or ``sea`` (open water).
  A land region may carry a **city site** (the city symbol); where the game prints the site's
  resource (Antike) it is ``resource``, where the founder chooses it (Duellum) it is ``None``.
  A sea region may carry the **galley symbol** (Duellum: such seas count double for
  Navigators). ``x`` and ``y`` place the region on a picture: both in 0..1, ``x`` from west
  to east, ``y`` from north to south; ``GameMap.aspect`` is the picture's width over height.
  Where a map is drawn on real coastlines, ``lon``/``lat`` (degrees, WGS 84) give the place
  each region is drawn around, and ``GameMap.bounds`` the box the picture shows; a map gives
  either both for every region (and ``bounds``) or neither.
- A **border** joins two regions and has a kind: ``land`` (red: legions cross it), ``sea``
  (blue: galleys cross it) or ``both`` (red and blue: either crosses it). Borders are
  undirected: each pair of neighbours is listed once, in either order.
- A **nation** has three start cities, one of each resource (marble, iron, gold). Start
  cities belong to the nations, not to the regions, because Antike's start cities depend on
  the number of nations in play; ``GameMap.start_city`` answers the question per region.

What a valid map must satisfy (``GameMap`` refuses anything else, listing every problem):

1. ids are unique (regions, nations) and are lower-case slugs;
2. city sites only on land, galley symbols only on sea; coordinates within 0..1;
3. every border joins two known, different regions, and no pair is listed twice
   (``a``-``b`` and ``b``-``a`` are the same border);
4. **border kinds follow region kinds**: a border that touches a sea region is a sea border,
   since legions never enter open water (the rulebook: legions cannot ride along with
   galleys at sea). Between two land regions any kind is allowed: ``land`` inland,
   ``both`` along a shared coast or across a strait narrow enough to march over,
   ``sea`` between an island and the shore or between coasts only ships connect;
5. every region can be reached from every other over borders of any kind;
6. each nation has exactly one start city of each resource, each on a land region with a
   city site (of that resource, where the site prints one), and no region starts two nations.

The loader reads JSON (``load_map`` from a path or a package resource, ``parse_map`` from
text or a mapping) and raises ``MapError`` for anything wrong, with one line per problem.
"""

from __future__ import annotations

import json
import os
import re
from collections import deque
from collections.abc import Iterable, Mapping
from enum import StrEnum
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, model_validator


class RegionKind(StrEnum):
    LAND = "land"
    SEA = "sea"


class BorderKind(StrEnum):
    LAND = "land"  # red: legions only
    SEA = "sea"  # blue: galleys only
    BOTH = "both"  # red and blue: legions and galleys


class Resource(StrEnum):
    MARBLE = "marble"
    IRON = "iron"
    GOLD = "gold"


class Unit(StrEnum):
    LEGION = "legion"
    GALLEY = "galley"


LEGION_BORDERS: frozenset[BorderKind] = frozenset({BorderKind.LAND, BorderKind.BOTH})
GALLEY_BORDERS: frozenset[BorderKind] = frozenset({BorderKind.SEA, BorderKind.BOTH})
ALL_BORDERS: frozenset[BorderKind] = frozenset(BorderKind)


def borders_for(unit: Unit) -> frozenset[BorderKind]:
    """The border kinds a unit may cross."""
    return LEGION_BORDERS if unit is Unit.LEGION else GALLEY_BORDERS


_ID = re.compile(r"^[a-z][a-z0-9_]*$")


class MapError(ValueError):
    """A map that breaks the model's rules; ``problems`` lists each one."""

    def __init__(self, problems: Iterable[str]) -> None:
        self.problems: tuple[str, ...] = tuple(problems)
        super().__init__("invalid map:\n" + "\n".join(f"- {p}" for p in self.problems))


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Region(_Frozen):
    id: str
    name: str = Field(min_length=1)
    kind: RegionKind
    city: bool = False  # a city site (the city symbol); land only
    resource: Resource | None = None  # the site's printed resource, if the game prints one
    galley: bool = False  # the galley symbol; sea only
    x: float  # 0 west .. 1 east
    y: float  # 0 north .. 1 south
    lon: float | None = None  # degrees east, where the region is drawn on a real map
    lat: float | None = None  # degrees north


class Bounds(_Frozen):
    """The geographic box a map's picture shows, in degrees (west < east, south < north)."""

    west: float = Field(ge=-180, le=180)
    south: float = Field(ge=-90, le=90)
    east: float = Field(ge=-180, le=180)
    north: float = Field(ge=-90, le=90)

    def contains(self, lon: float, lat: float) -> bool:
        return self.west <= lon <= self.east and self.south <= lat <= self.north


class Border(_Frozen):
    a: str
    b: str
    kind: BorderKind

    @property
    def pair(self) -> frozenset[str]:
        return frozenset((self.a, self.b))


class Nation(_Frozen):
    id: str
    name: str = Field(min_length=1)
    start_cities: dict[Resource, str]  # resource -> region id


class StartCity(NamedTuple):
    """Who starts in a region, and with which resource."""

    nation: str
    resource: Resource


class GameMap(_Frozen):
    id: str
    name: str = Field(min_length=1)
    aspect: float = Field(default=1.0, gt=0)  # picture width / height
    bounds: Bounds | None = None  # the geographic box, for maps drawn on real coastlines
    sources: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    nations: tuple[Nation, ...]
    regions: tuple[Region, ...] = Field(min_length=1)
    borders: tuple[Border, ...]

    _by_id: dict[str, Region] = PrivateAttr(default_factory=dict)
    _adjacent: dict[str, dict[str, BorderKind]] = PrivateAttr(default_factory=dict)
    _starts: dict[str, StartCity] = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _valid(self) -> GameMap:
        problems = _problems(self)
        if problems:
            raise MapError(problems)
        self._by_id = {r.id: r for r in self.regions}
        self._adjacent = {r.id: {} for r in self.regions}
        for border in self.borders:
            self._adjacent[border.a][border.b] = border.kind
            self._adjacent[border.b][border.a] = border.kind
        self._starts = {
            region: StartCity(nation.id, resource)
            for nation in self.nations
            for resource, region in nation.start_cities.items()
        }
        return self

    # --- looking things up ------------------------------------------------------------------

    def region(self, region_id: str) -> Region:
        try:
            return self._by_id[region_id]
        except KeyError:
            raise KeyError(f"no region {region_id!r} on map {self.id!r}") from None

    def nation(self, nation_id: str) -> Nation:
        for nation in self.nations:
            if nation.id == nation_id:
                return nation
        raise KeyError(f"no nation {nation_id!r} on map {self.id!r}")

    def region_ids(self, kind: RegionKind | None = None) -> tuple[str, ...]:
        """Region ids in file order, optionally only those of one kind."""
        return tuple(r.id for r in self.regions if kind is None or r.kind is kind)

    def city_sites(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.regions if r.city)

    def start_city(self, region_id: str) -> StartCity | None:
        """The nation starting in this region and the start city's resource, if any."""
        self.region(region_id)
        return self._starts.get(region_id)

    def start_cities(self, nation_id: str) -> dict[Resource, str]:
        return dict(self.nation(nation_id).start_cities)

    # --- adjacency and movement -------------------------------------------------------------

    def border(self, a: str, b: str) -> BorderKind | None:
        """The kind of the border between ``a`` and ``b``; ``None`` if they do not touch."""
        self.region(b)
        return self._neighbours_of(a).get(b)

    def neighbours(
        self, region_id: str, kinds: Iterable[BorderKind] = ALL_BORDERS
    ) -> tuple[str, ...]:
        """Regions across a border of one of ``kinds`` (default: any), sorted by id.

        ``neighbours(r)`` is what "adjacent" means for founding and temple costs (the
        border's colour does not matter there); ``neighbours(r, LEGION_BORDERS)`` and
        ``neighbours(r, GALLEY_BORDERS)`` are one step of a legion's or a galley's move.
        """
        wanted = frozenset(kinds)
        return tuple(
            sorted(n for n, kind in self._neighbours_of(region_id).items() if kind in wanted)
        )

    def accepts(self, region_id: str, unit: Unit) -> bool:
        """Whether a unit can stand in the region: it has a border that unit may cross.

        A legion never stands at sea; a city with only land borders holds only legions and
        one with only sea borders only galleys.
        """
        region = self.region(region_id)
        if unit is Unit.LEGION and region.kind is RegionKind.SEA:
            return False
        return bool(self.neighbours(region_id, borders_for(unit)))

    def distances(self, source: str, kinds: Iterable[BorderKind] = ALL_BORDERS) -> dict[str, int]:
        """Fewest borders of ``kinds`` to cross from ``source`` to each region reachable so.

        The source itself is at 0. For a legion pass ``LEGION_BORDERS``, for a galley
        ``GALLEY_BORDERS``; who blocks the way is the game's business, not the map's.
        """
        wanted = frozenset(kinds)
        self.region(source)
        seen = {source: 0}
        queue = deque([source])
        while queue:
            here = queue.popleft()
            for there, kind in self._adjacent[here].items():
                if kind in wanted and there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        return seen

    def distance(self, a: str, b: str, kinds: Iterable[BorderKind] = ALL_BORDERS) -> int | None:
        """Fewest borders of ``kinds`` from ``a`` to ``b``; ``None`` if there is no way."""
        self.region(b)
        return self.distances(a, kinds).get(b)

    def within(
        self, source: str, steps: int, kinds: Iterable[BorderKind] = ALL_BORDERS
    ) -> frozenset[str]:
        """Regions at most ``steps`` borders of ``kinds`` away, the source excluded."""
        return frozenset(r for r, d in self.distances(source, kinds).items() if 0 < d <= steps)

    def _neighbours_of(self, region_id: str) -> dict[str, BorderKind]:
        self.region(region_id)
        return self._adjacent[region_id]


# --- validation ------------------------------------------------------------------------------


def _problems(m: GameMap) -> list[str]:
    problems: list[str] = []
    regions: dict[str, Region] = {}

    if not _ID.match(m.id):
        problems.append(f"map id {m.id!r} is not a lower-case slug")

    for region in m.regions:
        if not _ID.match(region.id):
            problems.append(f"region id {region.id!r} is not a lower-case slug")
        if region.id in regions:
            problems.append(f"region id {region.id!r} is used twice")
        regions[region.id] = region
        if region.kind is RegionKind.SEA and region.city:
            problems.append(f"region {region.id!r} is sea but has a city site")
        if region.kind is RegionKind.LAND and region.galley:
            problems.append(f"region {region.id!r} is land but has a galley symbol")
        if region.resource is not None and not region.city:
            problems.append(f"region {region.id!r} has a resource but no city site")
        for axis, value in (("x", region.x), ("y", region.y)):
            if not 0.0 <= value <= 1.0:
                problems.append(f"region {region.id!r}: {axis}={value} is outside 0..1")

    problems.extend(_geo_problems(m))

    seen_pairs: set[frozenset[str]] = set()
    for border in m.borders:
        label = f"border {border.a}-{border.b}"
        unknown = [end for end in (border.a, border.b) if end not in regions]
        if unknown:
            problems.append(f"{label} names unknown region(s) {', '.join(map(repr, unknown))}")
            continue
        if border.a == border.b:
            problems.append(f"{label} joins a region to itself")
            continue
        if border.pair in seen_pairs:
            problems.append(f"{label} is listed twice (borders are undirected)")
        seen_pairs.add(border.pair)
        touches_sea = RegionKind.SEA in (regions[border.a].kind, regions[border.b].kind)
        if touches_sea and border.kind is not BorderKind.SEA:
            problems.append(
                f"{label} touches a sea region, so it must be 'sea', not '{border.kind}'"
            )

    if regions and not any(p.startswith("region id") for p in problems):
        problems.extend(_unreachable(regions, m.borders))

    problems.extend(_start_problems(m, regions))
    return problems


def _geo_problems(m: GameMap) -> list[str]:
    problems: list[str] = []
    b = m.bounds
    if b is not None and not (b.west < b.east and b.south < b.north):
        problems.append("bounds must have west < east and south < north")
        b = None
    placed = [r for r in m.regions if r.lon is not None or r.lat is not None]
    for region in placed:
        if region.lon is None or region.lat is None:
            problems.append(f"region {region.id!r} needs both lon and lat, or neither")
        elif b is not None and not b.contains(region.lon, region.lat):
            problems.append(
                f"region {region.id!r}: lon={region.lon}, lat={region.lat} is outside the bounds"
            )
    if placed and len(placed) != len(m.regions):
        problems.append("either every region has lon/lat or none does")
    if placed and m.bounds is None:
        problems.append("a map whose regions have lon/lat needs bounds")
    return problems


def _unreachable(regions: Mapping[str, Region], borders: Iterable[Border]) -> list[str]:
    links: dict[str, set[str]] = {r: set() for r in regions}
    for border in borders:
        if border.a in links and border.b in links:
            links[border.a].add(border.b)
            links[border.b].add(border.a)
    first = next(iter(regions))
    seen = {first}
    queue = deque([first])
    while queue:
        for there in links[queue.popleft()]:
            if there not in seen:
                seen.add(there)
                queue.append(there)
    lost = [r for r in regions if r not in seen]
    if not lost:
        return []
    return [f"region(s) {', '.join(map(repr, lost))} cannot be reached from {first!r}"]


def _start_problems(m: GameMap, regions: Mapping[str, Region]) -> list[str]:
    problems: list[str] = []
    nation_ids: set[str] = set()
    started: dict[str, str] = {}
    for nation in m.nations:
        if not _ID.match(nation.id):
            problems.append(f"nation id {nation.id!r} is not a lower-case slug")
        if nation.id in nation_ids:
            problems.append(f"nation id {nation.id!r} is used twice")
        nation_ids.add(nation.id)
        missing = [r.value for r in Resource if r not in nation.start_cities]
        if missing:
            problems.append(
                f"nation {nation.id!r} needs one start city of each resource; "
                f"missing {', '.join(missing)}"
            )
        for resource, region_id in nation.start_cities.items():
            region = regions.get(region_id)
            where = f"nation {nation.id!r}: {resource.value} start city {region_id!r}"
            if region is None:
                problems.append(f"{where} is not a region")
                continue
            if region.kind is not RegionKind.LAND or not region.city:
                problems.append(f"{where} is not a land region with a city site")
            elif region.resource is not None and region.resource is not resource:
                problems.append(f"{where} has a city site of {region.resource.value}")
            if region_id in started:
                problems.append(f"{where} is already a start city of {started[region_id]!r}")
            started[region_id] = nation.id
    return problems


# --- loading ---------------------------------------------------------------------------------


def parse_map(data: str | bytes | Mapping[str, Any], source: str = "map") -> GameMap:
    """A map from JSON text or an already-decoded mapping; ``MapError`` if it is invalid."""
    if isinstance(data, str | bytes):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise MapError([f"{source}: not valid JSON: {exc}"]) from exc
    try:
        return GameMap.model_validate(data)
    except ValidationError as exc:
        for error in exc.errors():
            cause = error.get("ctx", {}).get("error")
            if isinstance(cause, MapError):
                raise MapError(f"{source}: {p}" for p in cause.problems) from exc
        raise MapError(
            f"{source}: {'.'.join(map(str, e['loc'])) or 'map'}: {e['msg']}" for e in exc.errors()
        ) from exc


def load_map(path_or_resource: str | os.PathLike[str] | Traversable) -> GameMap:
    """Read and validate a JSON map from a file path or a package resource.

    For package data: ``load_map(importlib.resources.files("rules.x") / "data" / "m.json")``.
    """
    if isinstance(path_or_resource, str | os.PathLike):
        resource: Traversable | Path = Path(path_or_resource)
    else:
        resource = path_or_resource
    try:
        text = resource.read_text(encoding="utf-8")
    except OSError as exc:
        raise MapError([f"{resource}: cannot read: {exc}"]) from exc
    return parse_map(text, source=str(resource))
