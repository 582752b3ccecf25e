"""Antike AIs: uniformly random legal play, and a simple heuristic player.

``random``: a uniformly random legal action.

``heuristic``: reads only the seat's view and plays a growth game with an eye for easy
conquests. On the rondel it values each reachable wedge by what it would do now (production
by its yield, TEMPLE by the temples it can pay for, KNOW-HOW by the know-hows, ARMING by the
units it can set up, MANEUVER by the foundings and conquests within reach) net of paid steps.
On its wedge it conquers whatever it can (temples first), builds every temple it can pay
for, buys the cheapest know-hows, arms where units are lacking, moves each unit toward the
nearest free city site (galleys also to empty seas), then founds every city it can pay for.
A fight is demanded when foreign units enter a province with one of its cities. Ties are
broken by ``rng``, so the same position and stream give the same action.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from pydantic import BaseModel

from rules.antike.actions import (
    Answer,
    AntikeAction,
    Arm,
    BuildTemple,
    Casualties,
    CoinInstead,
    Conquer,
    Develop,
    EndTurn,
    Extra,
    Fight,
    Found,
    Move,
    Rondel,
    StartCity,
    Trade,
)
from rules.antike.board import side_of
from rules.antike.state import (
    BASIC,
    FIELDS,
    PRICE_NEW,
    PRICE_OLD,
    PRODUCES,
    TEMPLE_MARBLE,
    Field,
    KnowHow,
    PendingKind,
    Phase,
)
from rules.antike.view import AntikeView
from rules.common.maps import GALLEY_BORDERS, LEGION_BORDERS, RegionKind, Resource, Unit


def random_ai(view: BaseModel, legal: Sequence[AntikeAction], rng: random.Random) -> AntikeAction:
    return rng.choice(list(legal))


@dataclass(frozen=True)
class Geo:
    dist: dict[Unit, dict[str, dict[str, int]]]
    sites: tuple[str, ...]
    seas: frozenset[str]
    resource: dict[str, Resource | None]


@cache
def geo(side: str) -> Geo:
    m = side_of(side).map
    ids = m.region_ids()
    return Geo(
        dist={
            Unit.LEGION: {r: m.distances(r, LEGION_BORDERS) for r in ids},
            Unit.GALLEY: {r: m.distances(r, GALLEY_BORDERS) for r in ids},
        },
        sites=m.city_sites(),
        seas=frozenset(m.region_ids(RegionKind.SEA)),
        resource={r: m.region(r).resource for r in ids},
    )


class Ctx:
    def __init__(self, view: AntikeView) -> None:
        self.v = view
        self.me = view.acting
        self.n = view.nations[self.me]
        self.g = geo(view.side)
        self.foes: dict[str, int] | None = None

    def wealth(self, r: Resource) -> int:
        return self.n.stock(r) + self.n.coins

    def free_sites(self) -> list[str]:
        return [r for r in self.g.sites if r not in self.v.cities]

    def units(self, unit: Unit) -> dict[str, int]:
        return (self.v.legions if unit is Unit.LEGION else self.v.galleys)[self.me]

    def occupied(self) -> set[str]:
        return set(self.units(Unit.LEGION)) | set(self.units(Unit.GALLEY))

    def total(self) -> int:
        return self.n.marble + self.n.iron + self.n.gold + self.n.coins

    def knowhow_price(self, k: KnowHow) -> int:
        basic = k in BASIC
        others = any(k in o.knowhows for i, o in enumerate(self.v.nations) if i != self.me)
        return PRICE_OLD[basic] if others else PRICE_NEW[basic]

    def affordable_knowhows(self) -> list[KnowHow]:
        from rules.antike.state import NEEDS

        out = []
        for k in KnowHow:
            if k in self.n.knowhows:
                continue
            need = NEEDS.get(k)
            if need is not None and need not in self.n.knowhows:
                continue
            if self.wealth(Resource.GOLD) >= self.knowhow_price(k):
                out.append(k)
        return out


def bonus(knows: Sequence[KnowHow]) -> int:
    return 2 if KnowHow.CURRENCY in knows else (1 if KnowHow.MARKET in knows else 0)


def guard(knows: Sequence[KnowHow]) -> int:
    return 2 if KnowHow.DEMOCRACY in knows else (1 if KnowHow.MONARCHY in knows else 0)


# --- the rondel ----------------------------------------------------------------------------------


def field_value(c: Ctx, f: Field) -> float:
    v, n = c.v, c.n
    mine = [r for r, city in v.cities.items() if city.owner == c.me]
    if f in PRODUCES:
        res = PRODUCES[f]
        amount = sum(3 if v.cities[r].temple else 1 for r in mine if c.g.resource[r] is res)
        amount += (
            2 if KnowHow.CURRENCY in n.knowhows else (1 if KnowHow.MARKET in n.knowhows else 0)
        )
        want = {Resource.MARBLE: 1.0, Resource.IRON: 0.8, Resource.GOLD: 1.0}[res]
        if n.stock(res) > 20:
            want *= 0.02
        elif n.stock(res) > 10:
            want *= 0.3
        elif n.stock(res) < 2:
            want *= 1.5
        return amount * want
    if f is Field.TEMPLE:
        free = sum(1 for r in mine if not v.cities[r].temple)
        k = min(free, c.wealth(Resource.MARBLE) // TEMPLE_MARBLE, v.bank_temples)
        return 4.5 * k
    if f is Field.KNOWHOW:
        ks = c.affordable_knowhows()
        if not ks:
            return 0.0
        first = any(c.knowhow_price(k) in (7, 10) for k in ks)
        return 4.0 + (2.0 if first else 0.0)
    if f is Field.ARMING:
        units = sum(c.units(Unit.LEGION).values()) + sum(c.units(Unit.GALLEY).values())
        k = min(len(mine), c.wealth(Resource.IRON))
        sites = len(c.free_sites())
        if units >= 16:
            return 0.0
        return min(k, 4) * (1.2 if units < 6 or not sites else 0.6)
    if f is Field.MANEUVER:
        ready = sum(
            1
            for r, d in foes(c).items()
            if sum(u.get(r, 0) for u in (c.units(Unit.LEGION), c.units(Unit.GALLEY))) >= d
        )
        useful = useful_units(c)
        can_found = min(c.n.marble, c.n.iron, c.n.gold) + c.n.coins > 0
        return 0.6 * min(useful, 8) * (1.0 if can_found else 0.5) + 6.0 * ready
    return 0.0


def useful_units(c: Ctx) -> int:
    """Units with a free city site, an empty sea or the attack target within reach."""
    free = set(c.free_sites())
    target = attack_target(c)
    count = 0
    for unit in (Unit.LEGION, Unit.GALLEY):
        d = c.g.dist[unit]
        goals = set(free)
        if target is not None:
            goals.add(target)
        if unit is Unit.GALLEY:
            goals |= c.g.seas - set(c.units(Unit.GALLEY))
        for r, k in c.units(unit).items():
            if r in free or r == target:
                continue
            if any(d[r].get(g, 99) <= 3 for g in goals):
                count += k
    return count


def choose_rondel(c: Ctx, legal: Sequence[AntikeAction], rng: random.Random) -> AntikeAction:
    best: list[tuple[float, int, AntikeAction]] = []
    values = {f: field_value(c, f) for f in set(FIELDS)}
    for i, a in enumerate(legal):
        if not isinstance(a, Rondel):
            continue
        value = values[FIELDS[a.field]] - 1.6 * len(a.pay)
        # pay with the most plentiful kind
        value -= 0.01 * sum(1 for p in a.pay if p.value == "coin")
        value += rng.random() * 0.5
        best.append((value, i, a))
    best.sort(key=lambda x: (-x[0], x[1]))
    return best[0][2]


# --- answers -------------------------------------------------------------------------------------


def answer(c: Ctx, legal: Sequence[AntikeAction]) -> AntikeAction:
    p = c.v.pending[0]
    if p.kind is PendingKind.DEFEND:
        city = c.v.cities.get(p.region or "")
        want = city is not None and city.owner == c.me
        for a in legal:
            if isinstance(a, Answer) and a.fight == want and a.order is None:
                return a
    if p.kind is PendingKind.COIN:
        for a in legal:
            if isinstance(a, CoinInstead) and a.resource is Resource.GOLD:
                return a
    if p.kind is PendingKind.CASUALTIES:
        options = [a for a in legal if isinstance(a, Casualties)]
        if options:
            return options[-1]
    if p.kind is PendingKind.START:
        starts = [a for a in legal if isinstance(a, StartCity)]
        if starts:
            return starts[0]
    for a in legal:
        if isinstance(a, Extra):
            return a
    return legal[0]


# --- acting on the wedge -------------------------------------------------------------------------


def act(c: Ctx, legal: Sequence[AntikeAction], rng: random.Random) -> AntikeAction | None:
    f = c.v.this.field
    if f is Field.MANEUVER:
        return maneuver(c, legal, rng)
    if f is Field.TEMPLE:
        temples = [a for a in legal if isinstance(a, BuildTemple)]
        if temples:
            return temples[0]
    if f is Field.KNOWHOW:
        ks = {a.knowhow: a for a in legal if isinstance(a, Develop)}
        if ks:
            k = min(ks, key=lambda k: (c.knowhow_price(k) not in (7, 10), c.knowhow_price(k)))
            return ks[k]
    if f is Field.ARMING and c.v.this.phase is Phase.ACT:
        arms = [a for a in legal if isinstance(a, Arm)]
        armed = sum(c.v.this.armed.values())
        if arms and armed < 4:
            units = c.units(Unit.LEGION)
            galleys = c.units(Unit.GALLEY)

            def pref(a: Arm) -> tuple[int, float]:
                have = (units if a.unit is Unit.LEGION else galleys).get(a.region, 0)
                return (have, rng.random())

            return min(arms, key=pref)
    return None


def foes(c: Ctx) -> dict[str, int]:
    """Cities of other players' nations, with their defence."""
    from rules.antike.state import UNITS

    if c.foes is not None:
        return c.foes
    v = c.v
    seat = c.n.seat
    out: dict[str, int] = {}
    held: dict[int, int] = {}
    for city in v.cities.values():
        held[city.owner] = held.get(city.owner, 0) + 1
    for r, city in v.cities.items():
        owner = v.nations[city.owner]
        if owner.seat == seat or held[city.owner] <= 1:
            continue
        d = 3 if city.temple else 1
        for u in UNITS:
            d += (v.legions if u is Unit.LEGION else v.galleys)[city.owner].get(r, 0)
        d += (
            2
            if KnowHow.DEMOCRACY in owner.knowhows
            else (1 if KnowHow.MONARCHY in owner.knowhows else 0)
        )
        out[r] = d
    c.foes = out
    return out


def attack_target(c: Ctx) -> str | None:
    """The enemy city most worth gathering an army at: temples first, weak defences, near."""
    army = sum(c.units(Unit.LEGION).values()) + sum(c.units(Unit.GALLEY).values())
    if army < 3:
        return None
    best: tuple[float, str] | None = None
    for r, d in foes(c).items():
        near = min((c.g.dist[Unit.LEGION][h].get(r, 99) for h in c.units(Unit.LEGION)), default=99)
        near = min(
            near,
            min((c.g.dist[Unit.GALLEY][h].get(r, 99) for h in c.units(Unit.GALLEY)), default=99),
        )
        if near > 4 or d > army:
            continue
        value = (3.0 if c.v.cities[r].temple else 1.0) / d - 0.05 * near
        if best is None or value > best[0]:
            best = (value, r)
    return best[1] if best else None


def maneuver(c: Ctx, legal: Sequence[AntikeAction], rng: random.Random) -> AntikeAction | None:
    conquests = [a for a in legal if isinstance(a, Conquer)]
    if conquests:

        def value(a: Conquer) -> tuple[int, float]:
            city = c.v.cities[a.region]
            return (1 if city.temple else 0, rng.random())

        return max(conquests, key=value)
    if c.v.this.conquering:
        return None
    moves = [a for a in legal if isinstance(a, Move)]
    if not moves:
        return None
    free = set(c.free_sites())
    held = c.occupied()
    target = attack_target(c)
    seas = {r for r in c.g.seas}
    empty_seas = seas - set(c.units(Unit.GALLEY))
    best: tuple[float, Move] | None = None
    for a in moves:
        if a.origin == target:
            continue
        if a.origin in free and held_count(c, a.origin) <= 1:
            continue
        d = c.g.dist[a.unit]
        targets = [r for r in free if (r not in held or r == a.to) and d[a.origin].get(r, 99) <= 4]
        if a.unit is Unit.GALLEY and len(seas - empty_seas) < 14:
            targets += [r for r in empty_seas]
        if target is not None and (not targets or held_count(c, a.origin) > 1):
            targets.append(target)
        if not targets:
            continue
        now = min((d[a.origin].get(t, 99) for t in targets), default=99)
        after = min((d[a.to].get(t, 99) for t in targets), default=99)
        gain = now - after
        if gain <= 0:
            continue
        score = gain + rng.random() * 0.1
        if best is None or score > best[0]:
            best = (score, a)
    return best[1] if best else None


def held_count(c: Ctx, region: str) -> int:
    return c.units(Unit.LEGION).get(region, 0) + c.units(Unit.GALLEY).get(region, 0)


# --- the policy ---------------------------------------------------------------------------------


def heuristic_ai(
    view: BaseModel, legal: Sequence[AntikeAction], rng: random.Random
) -> AntikeAction:
    if len(legal) == 1:
        return legal[0]
    assert isinstance(view, AntikeView)
    c = Ctx(view)
    if view.pending:
        return answer(c, legal)
    t = view.this
    if t.phase is Phase.RONDEL:
        trades = [a for a in legal if isinstance(a, Trade)]
        if trades and c.total() > 12:
            stock = {r: c.n.stock(r) for r in Resource}
            for tr in trades:
                if stock[tr.give[0]] > 6 and stock[tr.give[1]] > 6 and stock[tr.take] < 3:
                    return tr
        return choose_rondel(c, legal, rng)
    if t.phase is Phase.ACT:
        a = act(c, legal, rng)
        if a is not None:
            return a
    founds = [a for a in legal if isinstance(a, Found)]
    if founds:
        return founds[0]
    end = EndTurn()
    if end in set(legal):
        return end
    fights = [a for a in legal if isinstance(a, Fight)]
    return fights[0] if fights else legal[0]


AIS = {"random": random_ai, "heuristic": heuristic_ai}
