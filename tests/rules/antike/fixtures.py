"""Small fixture sides for Antike rule tests, and positions arranged on them.

The rulebook's examples are about strengths and moves, so each example gets a tiny map with
the provinces it names; ``ring_side`` is a whole small board for 2 to 6 nations.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.antike import GAME
from rules.antike.actions import AntikeAction
from rules.antike.board import register_side
from rules.antike.state import FIELDS, AntikeState, City, Field, Phase
from rules.antike.text import reset_words
from rules.common.maps import GameMap, Resource, Unit, parse_map
from rules.core import Transition

NATIONS = ("greeks", "romans", "germanic_tribes", "phoenicians", "carthaginians", "persians")


@dataclass(frozen=True)
class FixtureSide:
    map: GameMap
    table: tuple[str, ...]  # every nation in table order
    starts: dict[str, dict[Resource, str]]
    first: str
    teams: tuple[tuple[str, str], tuple[str, str]] = (
        ("romans", "phoenicians"),
        ("germanic_tribes", "greeks"),
    )
    lines: dict[int, tuple[str, ...]] = field(default_factory=dict)

    def nations(self, count: int) -> tuple[str, ...]:
        if count in self.lines:
            return self.lines[count]
        return self.table[:count]

    def start_cities(self, nation: str, count: int) -> dict[Resource, str]:
        return dict(self.starts[nation])

    def start_nation(self, count: int) -> str:
        line = self.nations(count)
        return self.first if self.first in line else line[0]

    def two_player_teams(self) -> tuple[tuple[str, str], tuple[str, str]]:
        return self.teams


def make_side(
    name: str,
    regions: list[tuple[str, str, str | None]],
    borders: list[tuple[str, str, str]],
    starts: dict[str, dict[str, str]] | None = None,
    first: str | None = None,
) -> FixtureSide:
    """A side from (id, "land"|"sea", resource or None for no site) regions and (a, b, kind)
    borders; nations without start cities get none placed."""
    data: dict[str, Any] = {
        "id": name,
        "name": name,
        "nations": [],
        "regions": [
            {
                "id": rid,
                "name": rid.replace("_", " ").title(),
                "kind": kind,
                "city": res is not None,
                "resource": res,
                "x": 0.5,
                "y": 0.5,
            }
            for rid, kind, res in regions
        ],
        "borders": [{"a": a, "b": b, "kind": k} for a, b, k in borders],
    }
    game_map = parse_map(data, source=name)
    start_map = {n: {Resource(r): reg for r, reg in c.items()} for n, c in (starts or {}).items()}
    table = tuple(start_map) or NATIONS[:3]
    side = FixtureSide(map=game_map, table=table, starts=start_map, first=first or table[0])
    register_side(name, side)
    reset_words()
    return side


def ring_side(name: str = "ring") -> FixtureSide:
    """Six nations around a ring: each has a marble, iron and gold province in a row and a
    free site beyond, the gold province and the free site on its own sea; the seas form a
    ring too."""
    regions: list[tuple[str, str, str | None]] = []
    borders: list[tuple[str, str, str]] = []
    starts: dict[str, dict[str, str]] = {}
    frees = ("marble", "iron", "gold")
    for k, nation in enumerate(NATIONS):
        p = nation[:3]
        regions += [
            (f"{p}_m", "land", "marble"),
            (f"{p}_i", "land", "iron"),
            (f"{p}_g", "land", "gold"),
            (f"{p}_f", "land", frees[k % 3]),
            (f"{p}_sea", "sea", None),
        ]
        nxt = NATIONS[(k + 1) % len(NATIONS)][:3]
        borders += [
            (f"{p}_m", f"{p}_i", "land"),
            (f"{p}_i", f"{p}_g", "land"),
            (f"{p}_g", f"{p}_f", "both"),
            (f"{p}_f", f"{nxt}_m", "land"),
            (f"{p}_g", f"{p}_sea", "sea"),
            (f"{p}_f", f"{p}_sea", "sea"),
            (f"{p}_sea", f"{nxt}_sea", "sea"),
        ]
        starts[nation] = {"marble": f"{p}_m", "iron": f"{p}_i", "gold": f"{p}_g"}
    side = make_side(name, regions, borders, starts, first="romans")
    return side


# --- positions -----------------------------------------------------------------------------------


def position(
    side: str,
    players: int = 3,
    *,
    options: dict[str, Any] | None = None,
    seed: str = "scenario",
) -> AntikeState:
    """A fresh game on a fixture side."""
    return GAME.setup(players, GAME.options({"side": side, **(options or {})}), seed)


def arrange(
    s: AntikeState,
    *,
    clear: bool = False,
    cities: dict[str, tuple[int, bool]] | None = None,
    legions: dict[int, dict[str, int]] | None = None,
    galleys: dict[int, dict[str, int]] | None = None,
    stock: dict[int, dict[str, int]] | None = None,
    knowhows: dict[int, list[str]] | None = None,
    current: int | None = None,
) -> AntikeState:
    """Change a position by hand while keeping every conservation law: ``cities`` maps a
    region to (owner nation index, temple); ``stock`` gives marble/iron/gold/coins (unlisted
    ones become 0)."""
    from rules.antike.state import KnowHow

    if clear:
        for region in list(s.cities):
            _drop_city(s, region)
    for region, (owner, temple) in (cities or {}).items():
        if region in s.cities:
            _drop_city(s, region)
        s.cities[region] = City(owner=owner, temple=temple)
        s.nations[owner].stones -= 1
        s.bank_temples -= 1 if temple else 0
    for unit, spread in ((Unit.LEGION, legions), (Unit.GALLEY, galleys)):
        for nation, regions in (spread or {}).items():
            n = s.nations[nation]
            for region, k in regions.items():
                have = s.count(nation, unit, region)
                if unit is Unit.LEGION:
                    n.legions -= k - have
                else:
                    n.galleys -= k - have
                if k:
                    s.units(nation, unit)[region] = k
                else:
                    s.units(nation, unit).pop(region, None)
    for nation, st in (stock or {}).items():
        n = s.nations[nation]
        s.bank_coins += n.coins
        n.marble, n.iron, n.gold = (st.get(k, 0) for k in ("marble", "iron", "gold"))
        n.coins = st.get("coins", 0)
        s.bank_coins -= n.coins
    for nation, ks in (knowhows or {}).items():
        s.nations[nation].knowhows = [KnowHow(k) for k in ks]
    if current is not None:
        s.current = current
    GAME.check_invariants(s)
    return s


def _drop_city(s: AntikeState, region: str) -> None:
    city = s.cities.pop(region)
    s.nations[city.owner].stones += 1
    s.bank_temples += 1 if city.temple else 0


def on_field(s: AntikeState, field_name: str) -> AntikeState:
    """Put the current nation straight onto a wedge as if it had just moved there, without
    production; for MANEUVER its units get their actions."""
    from rules.antike.engine.position import reach

    f = Field(field_name)
    s.this.phase = Phase.ACT
    s.this.field = f
    s.nations[s.current].marker = FIELDS.index(f)
    if f is Field.MANEUVER:
        n = s.nations[s.current]
        for unit in (Unit.LEGION, Unit.GALLEY):
            s.this.left(unit).clear()
            for r, k in s.units(s.current, unit).items():
                s.this.left(unit)[r] = [reach(n, unit)] * k
    return s


def play(s: AntikeState, *actions: str | AntikeAction) -> AntikeState:
    """Apply actions (notation or models) by whoever must act."""
    for a in actions:
        act = GAME.parse_notation(a) if isinstance(a, str) else a
        seat = min(GAME.active_seats(s))
        s = GAME.apply(s, seat, act).state
        GAME.check_invariants(s)
    return s


def step(s: AntikeState, action: str) -> Transition[AntikeState]:
    seat = min(GAME.active_seats(s))
    return GAME.apply(s, seat, GAME.parse_notation(action))
