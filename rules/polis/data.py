"""Polis component data, read from ``rules/polis/data/*.json`` and validated on load.

Each file says in its ``source`` field which values are public facts (and where they come
from) and which are our design. ``load()`` returns one frozen ``PolisData``; anything
inconsistent (an unknown territory, a one-way border, a polis without its territory, a
start outside the map, a track of the wrong length...) raises ``DataError`` listing every
problem.
"""

from __future__ import annotations

import json
import math
from collections import deque
from enum import StrEnum
from functools import cache
from importlib.resources import files
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError


class DataError(ValueError):
    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("invalid Polis data:\n" + "\n".join(f"- {p}" for p in problems))


class Res(StrEnum):
    WHEAT = "wheat"
    SILVER = "silver"
    METAL = "metal"
    WOOD = "wood"
    OIL = "oil"
    WINE = "wine"


RESOURCES: tuple[Res, ...] = tuple(Res)


class Side(StrEnum):
    ATHENS = "athens"
    SPARTA = "sparta"


SIDES: tuple[Side, ...] = (Side.ATHENS, Side.SPARTA)  # seat 0 plays Athens, seat 1 Sparta


class _F(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


Point = tuple[float, float]  # lon, lat in degrees


class Bounds(_F):
    """The box the board shows, in degrees."""

    west: float = Field(ge=-180, le=180)
    south: float = Field(ge=-90, le=90)
    east: float = Field(ge=-180, le=180)
    north: float = Field(ge=-90, le=90)

    def contains(self, lon: float, lat: float) -> bool:
        return self.west <= lon <= self.east and self.south <= lat <= self.north


class Territory(_F):
    id: str
    kind: Literal["land", "sea"]
    home: Side | None = None
    tribute: tuple[Res, ...] = ()
    lon: float  # where the territory is drawn from (see the map file's ``geography``)
    lat: float
    island: bool = False
    also: tuple[Point, ...] = ()  # further points of the same territory (islands, gulfs)
    reach: float | None = Field(default=None, gt=0, le=5)  # its own reach on the picture

    @property
    def points(self) -> tuple[Point, ...]:
        return ((self.lon, self.lat), *self.also)


class PolisCard(_F):
    id: str
    territory: str
    capital: Side | None = None
    start: Side | None = None
    base: int = Field(ge=1)
    max: int = Field(ge=1)
    growth: int = Field(ge=1)
    fortification: int = Field(ge=1, le=4)  # the die is a d4
    commercial: bool
    port: str | None
    projects: int = Field(ge=0)
    lon: float  # the ancient site
    lat: float


class StartSide(_F):
    hoplites: dict[str, int]
    galleys: dict[str, int]
    merchants: int = Field(ge=0)
    resources: dict[Res, int]
    prestige: int = Field(ge=0)


class MapData(_F):
    source: str
    geography: str = Field(min_length=1)
    bounds: Bounds
    reach: float = Field(gt=0, le=5)  # degrees: how far a province grows from its points
    territories: tuple[Territory, ...]
    borders: tuple[tuple[str, str], ...]
    poleis: tuple[PolisCard, ...]
    start: dict[Side, StartSide]
    start_note: str


class Shipload(_F):
    kind: Literal["exchange", "purchase"]
    good: Res | None = None
    get: Res | None = None


class Market(_F):
    id: str
    route: tuple[str, ...]
    shiploads: tuple[Shipload, ...]


class Track(_F):
    start: int
    wheat_for_goods: tuple[int, ...]
    silver_for_goods: tuple[int, ...]
    silver_for_wheat: tuple[int, ...]


class MarketData(_F):
    source: str
    goods: tuple[Res, ...]
    exchange_give: int = Field(ge=1)
    purchase_wheat: int = Field(ge=1)
    track: Track
    markets: tuple[Market, ...]


class BattleData(_F):
    source: str
    formations: tuple[str, ...]
    values: tuple[int, ...]


class Project(_F):
    id: str
    cost: dict[Res, int]
    min_population: int = Field(ge=1)
    prestige: int = Field(ge=0)
    posterity: int = Field(ge=0)


class ProjectData(_F):
    source: str
    offer: int = Field(ge=1)
    projects: tuple[Project, ...]


EFFECT_KINDS = (
    "resource",
    "prestige",
    "population",
    "market",
    "truce",
    "hoplites",
    "galleys",
    "exhaust",
)
EVENTS_PER_ROUND = 12  # 48 event cards in the box, four rounds


class Effect(_F):
    kind: Literal[
        "resource", "prestige", "population", "market", "truce", "hoplites", "galleys", "exhaust"
    ]
    side: Literal["athens", "sparta", "both"] | None = None
    resource: Res | None = None
    territory: str | None = None
    amount: int = 0


class EventCard(_F):
    id: str
    year: int = Field(ge=400, le=500)  # BC
    fact: str  # what happened, in our words (English; no player reads it)
    source: str  # where it is told
    effects: tuple[Effect, ...] = Field(min_length=1)


class RoundInfo(_F):
    name: str
    stack: int = Field(ge=1)
    events: tuple[EventCard, ...]


class RoundData(_F):
    source: str
    actions_per_turn: int = Field(ge=1)
    max_turns_per_round: int = Field(ge=1)
    rounds: tuple[RoundInfo, ...]


class BattleCard(_F):
    id: int
    formation: str
    value: int


class PolisData:
    """Everything the engine reads, with lookups built once."""

    def __init__(
        self,
        map_: MapData,
        market: MarketData,
        battle: BattleData,
        projects: ProjectData,
        rounds: RoundData,
    ) -> None:
        self.map = map_
        self.market = market
        self.battle = battle
        self.projects = projects
        self.rounds = rounds
        self.territories = {t.id: t for t in map_.territories}
        self.poleis = {p.id: p for p in map_.poleis}
        self.neighbours: dict[str, tuple[str, ...]] = {}
        nb: dict[str, set[str]] = {t: set() for t in self.territories}
        for a, b in map_.borders:
            if a in nb and b in nb:
                nb[a].add(b)
                nb[b].add(a)
        self.neighbours = {t: tuple(sorted(n)) for t, n in nb.items()}
        self.lands = tuple(t.id for t in map_.territories if t.kind == "land")
        self.seas = tuple(t.id for t in map_.territories if t.kind == "sea")
        self.markets = {m.id: m for m in market.markets}
        self.project_cards = {p.id: p for p in projects.projects}
        self.events = {e.id: e for r in rounds.rounds for e in r.events}
        self.cards = tuple(
            BattleCard(id=i * len(battle.values) + j, formation=f, value=v)
            for i, f in enumerate(battle.formations)
            for j, v in enumerate(battle.values)
        )
        self.capital = {
            side: next(p.id for p in map_.poleis if p.capital == side) for side in SIDES
        }
        self.home = {side: next(t.id for t in map_.territories if t.home == side) for side in SIDES}
        self.poleis_in = {
            t: tuple(p.id for p in map_.poleis if p.territory == t) for t in self.territories
        }

    def land(self, t: str) -> bool:
        return self.territories[t].kind == "land"


def _read(name: str) -> Any:
    return json.loads(files("rules.polis").joinpath("data", name).read_text("utf-8"))


def validate(data: PolisData) -> list[str]:
    """Every cross-file problem; empty when the data hang together."""
    p: list[str] = []
    ids = [t.id for t in data.map.territories]
    if len(ids) != len(set(ids)):
        p.append("territory ids repeat")
    pids = [x.id for x in data.map.poleis]
    if len(pids) != len(set(pids)) or set(pids) & set(ids):
        p.append("polis ids repeat or clash with territory ids")
    seen: set[frozenset[str]] = set()
    for a, b in data.map.borders:
        if a not in data.territories or b not in data.territories or a == b:
            p.append(f"border {a}-{b} joins unknown or equal territories")
            continue
        key = frozenset((a, b))
        if key in seen:
            p.append(f"border {a}-{b} listed twice")
        seen.add(key)
        if not data.land(a) and not data.land(b):
            continue
    for t in data.map.territories:
        if t.kind == "sea" and t.tribute:
            p.append(f"sea {t.id} has a tribute box")
        if t.kind == "land" and not any(data.land(n) or True for n in data.neighbours[t.id]):
            p.append(f"{t.id} has no neighbour")
    # every territory reachable from every other
    start = ids[0]
    reach, todo = {start}, deque([start])
    while todo:
        for n in data.neighbours[todo.popleft()]:
            if n not in reach:
                reach.add(n)
                todo.append(n)
    if reach != set(ids):
        p.append(f"unreachable: {sorted(set(ids) - reach)}")
    for c in data.map.poleis:
        if c.territory not in data.territories or not data.land(c.territory):
            p.append(f"polis {c.id} lies in no land territory")
        if c.base > c.max:
            p.append(f"polis {c.id}: base population above its maximum")
        if c.port is not None and (
            c.port not in data.territories
            or data.land(c.port)
            or c.port not in data.neighbours.get(c.territory, ())
        ):
            p.append(f"polis {c.id}: port {c.port} is not a sea next to it")
        if c.capital is not None and c.start != c.capital:
            p.append(f"capital {c.id} does not start with its side")
    for side in SIDES:
        caps = [c for c in data.map.poleis if c.capital == side]
        homes = [t for t in data.map.territories if t.home == side]
        if len(caps) != 1 or len(homes) != 1 or caps[0].territory != homes[0].id:
            p.append(f"{side}: one capital in one home territory is needed")
        st = data.map.start.get(side)
        if st is None:
            p.append(f"{side}: no start")
            continue
        for tid in st.hoplites:
            if tid not in data.territories or not data.land(tid):
                p.append(f"{side}: hoplites start outside land: {tid}")
        for tid in st.galleys:
            if tid not in data.territories or data.land(tid):
                p.append(f"{side}: galleys start outside the sea: {tid}")
        if set(st.resources) != set(RESOURCES):
            p.append(f"{side}: every resource needs a starting amount")
    size = len(data.market.track.wheat_for_goods)
    tr = data.market.track
    same = len(tr.silver_for_goods) == len(tr.silver_for_wheat) == size
    if not same or not 0 <= tr.start < size:
        p.append("market track columns differ in length or the start is off the track")
    for m in data.market.markets:
        if not m.route or any(s not in data.territories or data.land(s) for s in m.route):
            p.append(f"market {m.id}: its route must be seas of the map")
        for s in m.shiploads:
            if s.kind == "exchange" and (s.good not in data.market.goods or s.get is None):
                p.append(f"market {m.id}: an exchange needs a good and what it gets")
    if len(data.market.markets) != 5:
        p.append("there are five foreign markets")
    if len(data.cards) != 24:
        p.append("there are 24 combat cards")
    if len(data.projects.projects) != 14:
        p.append("there are 14 project tiles")
    if len(data.map.poleis) != 17:
        p.append("there are 17 polis cards")
    if len(data.rounds.rounds) != 4:
        p.append("there are four rounds")
    p += event_problems(data)
    return p


def event_problems(data: PolisData) -> list[str]:
    """The event deck: 12 cards a round, each effect with exactly the fields its kind uses."""
    p: list[str] = []
    for r in data.rounds.rounds:
        if len(r.events) != EVENTS_PER_ROUND:
            p.append(f"round {r.name} has {len(r.events)} event cards, not {EVENTS_PER_ROUND}")
        for e in r.events:
            for eff in e.effects:
                p += [f"event {e.id}: {x}" for x in _effect_problems(data, eff)]
    ev = [e.id for r in data.rounds.rounds for e in r.events]
    if len(ev) != len(set(ev)):
        p.append("event ids repeat")
    return p + _geometry(data)


NEAR = 1.5  # degrees: how far a polis may stand from its territory's nearest point


def _geometry(data: PolisData) -> list[str]:
    """The coordinates: a sane box holding every point, no two territories drawn from the same
    point, islands only on land, each polis near its own territory. (That sea points lie
    on water and land points on land is checked against the coastlines in the tests.)"""
    p: list[str] = []
    b = data.map.bounds
    if not (b.west < b.east and b.south < b.north):
        p.append("bounds: west must lie west of east and south south of north")
    seen: dict[Point, str] = {}
    for t in data.map.territories:
        for lon, lat in t.points:
            if not b.contains(lon, lat):
                p.append(f"{t.id}: point {lon}, {lat} outside the bounds")
            other = seen.setdefault((lon, lat), t.id)
            if other != t.id:
                p.append(f"{t.id} and {other} share the point {lon}, {lat}")
        if t.island and t.kind != "land":
            p.append(f"{t.id}: only a land territory can be an island")
    for c in data.map.poleis:
        if not b.contains(c.lon, c.lat):
            p.append(f"polis {c.id}: {c.lon}, {c.lat} outside the bounds")
        terr = data.territories.get(c.territory)
        if terr is None:
            continue
        if (c.lon, c.lat) in seen and seen[(c.lon, c.lat)] != c.territory:
            p.append(f"polis {c.id} stands on another territory's point")
        gap = min(math.hypot(c.lon - x, c.lat - y) for x, y in terr.points)
        if gap > NEAR:
            p.append(f"polis {c.id} lies {gap:.1f} degrees from {c.territory}")
    return p


def _effect_problems(data: PolisData, eff: Effect) -> list[str]:
    p = []
    if (eff.kind == "resource") != (eff.resource is not None):
        p.append("a resource effect, and only it, names its resource")
    if (eff.kind == "exhaust") != (eff.territory is not None):
        p.append("an exhaust effect, and only it, names its territory")
    elif eff.territory is not None and eff.territory not in data.lands:
        p.append(f"{eff.territory} is not a land territory")
    sideless, still = eff.kind in ("market", "truce", "exhaust"), eff.kind in ("truce", "exhaust")
    if sideless != (eff.side is None):
        p.append(f"a {eff.kind} effect {'names no' if sideless else 'names its'} side")
    if eff.kind == "galleys" and eff.side is not None:
        for side in SIDES if eff.side == "both" else (Side(eff.side),):
            home = data.home[side]
            if all(data.poleis[x].port is None for x in data.poleis_in[home]):
                p.append(f"a galleys effect for {side} needs a port in {home}")
    if still != (eff.amount == 0):
        p.append(f"a {eff.kind} effect {'has no' if still else 'needs an'} amount")
    return p


def parse(raw: dict[str, Any]) -> PolisData:
    try:
        data = PolisData(
            MapData.model_validate(raw["map"]),
            MarketData.model_validate(raw["market"]),
            BattleData.model_validate(raw["battle"]),
            ProjectData.model_validate(raw["projects"]),
            RoundData.model_validate(raw["rounds"]),
        )
    except ValidationError as exc:
        raise DataError([str(e["loc"]) + ": " + e["msg"] for e in exc.errors()]) from None
    except (KeyError, StopIteration) as exc:
        raise DataError([f"missing: {exc}"]) from None
    problems = validate(data)
    if problems:
        raise DataError(problems)
    return data


def raw_files() -> dict[str, Any]:
    return {
        "map": _read("map.json"),
        "market": _read("market.json"),
        "battle": _read("battle.json"),
        "projects": _read("projects.json"),
        "rounds": _read("rounds.json"),
    }


@cache
def load() -> PolisData:
    return parse(raw_files())
