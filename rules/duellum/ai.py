"""Duellum AIs: uniformly random legal play, and a heuristic player.

``random``: a uniformly random legal action (the random-legal baseline).

``heuristic``: a turn planner that reads only the seat's view. Everything is valued in
resource units, so the gains of different fields can be compared:

- a resource unit is worth more while the nation is short of it for its next purchase (gold
  for the next know-how while philosophers remain, marble for a temple, iron for the units
  waiting to deploy) and little beyond; a coin is worth the most needed resource;
- a city, temple or sea point is worth a personage (``PERSONAGE``; ``WIN`` for the ninth)
  shared over what is still missing to the next king, citizen or navigator, so the one that
  completes a personage counts fully; taking an enemy city also counts what the enemy loses,
  and a temple taken brings a general;
- the rondel move takes the field whose best plan (plus the foundings it allows) gains most,
  net of what paid steps cost, plus a share of what the fields reachable free from there
  would gain next turn with the stock this field leaves;
- TEMPLUM builds temples and walls where the enemy threatens; SCIENTIA develops know-hows and
  recruits units that would have something to do; MILITIA deploys units where they defend a
  threatened city or can found, conquer or sail; the production fields are worth their yield;
- DUELLUM plans all of the turn's moves at once: conquests first (the enemy city's defence
  in units, one more if the enemy holds Fortress), then units to empty city sites to found,
  galleys to open seas for Navigators, and the rest a step toward the nearest target or into
  a threatened city; then the conquests, then the foundings;
- event cards are played when they help now; COMMERCIUM trades a surplus for what is short;
  picks take the most useful card.

Threats are counted like the enemy's next DUELLUM: the enemy units that can reach a city,
against its defence. The plan is recomputed from the view at every decision; ``rng`` only
breaks ties, so the same position and stream give the same action. The weights were tuned
by self-play against earlier versions.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from pydantic import BaseModel

from rules.common.maps import GALLEY_BORDERS, LEGION_BORDERS, RegionKind, Resource, Unit
from rules.duellum.actions import (
    BuildTemple,
    BuildWall,
    Casualties,
    CoinInstead,
    Conquer,
    Deploy,
    Develop,
    DuellumAction,
    EndTurn,
    Fortress,
    Found,
    Move,
    Pick,
    PlayEvent,
    Recruit,
    Rondel,
    Trade,
)
from rules.duellum.data import RONDEL, KnowHowId, load_knowhow
from rules.duellum.events import Card, Effect, load_events
from rules.duellum.maps import load_side, navigator_value
from rules.duellum.state import (
    CITIZEN_TEMPLES,
    CITY_LIMIT,
    DEPLOY_IRON,
    KING_CITIES,
    NAVIGATOR_POINTS,
    RECRUIT_GOLD,
    RESOURCES,
    SPECIAL_KIND,
    TARGET,
    TEMPLE_CITY_LIMIT,
    TEMPLE_MARBLE,
    City,
    Field,
    Nation,
    Pay,
    PendingKind,
    Personage,
    Phase,
)
from rules.duellum.view import DuellumView


def random_ai(view: BaseModel, legal: Sequence[DuellumAction], rng: random.Random) -> DuellumAction:
    return rng.choice(list(legal))


# --- values, in resource units -----------------------------------------------------------------

PERSONAGE = 16.0
WIN = 400.0  # the ninth personage
UNIT_WORTH = {Unit.LEGION: 2.5, Unit.GALLEY: 3.5}  # a unit on the map, when it is lost
CARD_TO_FOE = 1.5  # the enemy picks an event card (our conquest, or a personage of ours)
LOOKAHEAD = 0.35  # share of the next turn's best free field in a rondel choice
FIELDS: tuple[Field, ...] = tuple(Field(f) for f in RONDEL.fields)
KNOWHOWS = load_knowhow()
UNITS = (Unit.LEGION, Unit.GALLEY)
_CARDS: dict[str, Card] = {c.id: c for c in load_events().cards}


def card(card_id: str) -> Card:
    return _CARDS[card_id]


# --- the map, read once per side ---------------------------------------------------------------


@dataclass(frozen=True)
class _Geo:
    adj: dict[Unit, dict[str, tuple[str, ...]]]  # one step of a move, per unit kind
    near: dict[str, tuple[str, ...]]  # adjacent across any border
    dist: dict[Unit, dict[str, dict[str, int]]]  # fewest borders per unit kind
    nav: dict[str, int]  # Navigator points of a region held by galleys
    sites: tuple[str, ...]  # city sites
    holds: dict[Unit, frozenset[str]]  # where a unit of the kind may stand
    seas: frozenset[str]


@cache
def _geo(side: str) -> _Geo:
    m = load_side("east" if side == "east" else "west")
    ids = m.region_ids()
    adj = {
        Unit.LEGION: {r: m.neighbours(r, LEGION_BORDERS) for r in ids},
        Unit.GALLEY: {r: m.neighbours(r, GALLEY_BORDERS) for r in ids},
    }
    dist = {
        Unit.LEGION: {r: m.distances(r, LEGION_BORDERS) for r in ids},
        Unit.GALLEY: {r: m.distances(r, GALLEY_BORDERS) for r in ids},
    }
    return _Geo(
        adj=adj,
        near={r: m.neighbours(r) for r in ids},
        dist=dist,
        nav={r: navigator_value(m, r) for r in ids},
        sites=m.city_sites(),
        holds={u: frozenset(r for r in ids if m.accepts(r, u)) for u in UNITS},
        seas=frozenset(m.region_ids(RegionKind.SEA)),
    )


# --- a budget that pays like the engine (resources first, coins for the rest) ------------------


class _Budget:
    __slots__ = ("coins", "res")

    def __init__(self, n: Nation) -> None:
        self.res = {Resource.MARBLE: n.marble, Resource.IRON: n.iron, Resource.GOLD: n.gold}
        self.coins = n.coins

    def copy(self) -> _Budget:
        b = _Budget.__new__(_Budget)
        b.res = dict(self.res)
        b.coins = self.coins
        return b

    def can(self, needs: dict[Resource, int], extra: int = 0) -> bool:
        short = sum(max(0, k - self.res[r]) for r, k in needs.items())
        return short + extra <= self.coins

    def cost(self, ctx: _Ctx, needs: dict[Resource, int], extra: int = 0) -> float:
        """What paying would give up, valued at the margin."""
        v = 0.0
        coins = extra
        for r, k in needs.items():
            have = self.res[r]
            own = min(k, have)
            for i in range(own):
                v += ctx.mv(r, have - 1 - i)
            coins += k - own
        for i in range(coins):
            v += ctx.coin_value(self.coins - 1 - i)
        return v

    def gain(self, ctx: _Ctx, r: Resource, k: int) -> float:
        have = self.res[r]
        return sum(ctx.mv(r, have + i) for i in range(k))

    def pay(self, needs: dict[Resource, int], extra: int = 0) -> None:
        coins = extra
        for r, k in needs.items():
            own = min(k, self.res[r])
            self.res[r] -= own
            coins += k - own
        self.coins -= coins

    def take(self, pay: Iterable[Pay]) -> None:
        for p in pay:
            if p is Pay.COIN:
                self.coins -= 1
            else:
                self.res[Resource(p.value)] -= 1


FOUND_NEEDS = {r: 1 for r in RESOURCES}


# --- the position as one seat sees it ---------------------------------------------------------


class _Ctx:
    """Derived facts about a view for one seat, computed lazily."""

    def __init__(self, v: DuellumView, me: int) -> None:
        self.v = v
        self.me = me
        self.foe = 1 - me
        self.geo = _geo(v.side)
        self.n = v.nations[me]
        self.f = v.nations[self.foe]
        bank = v.bank_personages
        mine = self.n.personage_count
        theirs = self.f.personage_count
        p_me = WIN if mine >= TARGET - 1 else PERSONAGE
        self.p_me = p_me
        self.p_foe = WIN if theirs >= TARGET - 1 else PERSONAGE
        me, foe = self.me, self.foe
        cities = [0, 0]
        temples = [0, 0]
        for c in v.cities.values():
            cities[c.owner] += 1
            temples[c.owner] += 1 if c.temple else 0
        self.king = _step(p_me, bank, Personage.KING, self.n, cities[me], KING_CITIES)
        self.cit = _step(p_me, bank, Personage.CITIZEN, self.n, temples[me], CITIZEN_TEMPLES)
        self.gen = p_me if bank.get(Personage.GENERAL, 0) > 0 else 0.0
        self.phil = p_me if bank.get(Personage.PHILOSOPHER, 0) > 0 else 0.0
        points = sum(self.geo.nav[r] for r, k in v.galleys[me].items() if k > 0)
        self.nav = _step(p_me, bank, Personage.NAVIGATOR, self.n, points, NAVIGATOR_POINTS)
        # what the foe loses per city / temple of theirs we take
        self.foe_king = _step(
            self.p_foe, bank, Personage.KING, self.f, cities[foe] - 1, KING_CITIES
        )
        self.foe_cit = _step(
            self.p_foe, bank, Personage.CITIZEN, self.f, temples[foe] - 1, CITIZEN_TEMPLES
        )
        progress = max(mine, theirs) / TARGET
        self.prod = 1.6 * (1.0 - 0.5 * progress)
        self._threat: dict[str, tuple[int, int]] | None = None
        self._fortress: bool | None = None
        self._targets: list[tuple[str, float]] | None = None
        self.march: dict[Unit, int] = {}  # a forced march being weighed
        self.potentials: dict[tuple[Unit, str, bool], float] = {}
        n = self.n
        short = sum(max(0, 1 - n.stock(r)) for r in RESOURCES)
        self.can_found = 1.0 if short <= n.coins else 0.6
        self.need, self.hi = self._needs()
        self.rv: dict[Resource, float] = {
            r: self.mv(r, self.n.stock(r)) for r in RESOURCES
        }  # the next unit's worth
        self.cv = self.coin_value(self.n.coins)

    def _needs(self) -> tuple[dict[Resource, int], dict[Resource, float]]:
        """How much of each resource the nation wants soon, and a unit's worth until then."""
        v = self.v
        n, f = self.n, self.f
        need = dict.fromkeys(RESOURCES, 0)
        hi = {Resource.MARBLE: 1.0, Resource.IRON: 1.0, Resource.GOLD: 1.0}
        prices = []
        for k in KnowHowId:
            if k.value in n.knowhows:
                continue
            first = k.value not in f.knowhows
            if first and self.phil:
                prices.append(KNOWHOWS[k].first_price)
            elif not first:
                prices.append(KNOWHOWS[k].second_price)
        if prices:
            need[Resource.GOLD] = min(prices) + 2
            hi[Resource.GOLD] = 2.0 if self.phil else 1.1
        else:
            need[Resource.GOLD] = 3
        own_bare = sum(1 for c in v.cities.values() if c.owner == self.me and not c.temple)
        if self.cit and v.bank_temples > 0 and own_bare:
            need[Resource.MARBLE] = TEMPLE_MARBLE + 1
            hi[Resource.MARBLE] = 1.4
        else:
            need[Resource.MARBLE] = 2
        need[Resource.IRON] = min(8, DEPLOY_IRON * (n.recruit_legions + n.recruit_galleys) + 2)
        hi[Resource.IRON] = 1.3
        free_sites = sum(1 for s in self.geo.sites if s not in v.cities)
        if free_sites:
            for r in RESOURCES:
                need[r] += 1
        return need, hi

    def scarcity(self, r: Resource) -> float:
        """More cities of a resource we barely produce are worth more."""
        cap = sum(
            3 if c.temple else 1
            for c in self.v.cities.values()
            if c.owner == self.me and c.resource is r
        )
        return 1.6 if cap <= 1 else 1.2 if cap <= 3 else 0.8

    def mv(self, r: Resource, stock: int) -> float:
        """The worth of one more unit of ``r`` held on top of ``stock``."""
        if stock < self.need[r]:
            return self.hi[r]
        return 0.45 if stock < self.need[r] + 6 else 0.25

    def coin_value(self, coins: int) -> float:
        best = max(self.mv(r, self.n.stock(r)) for r in RESOURCES)
        return best + 0.05 if coins < 8 else 0.6

    # --- simple reads ----------------------------------------------------------------
    def units(self, seat: int, kind: Unit) -> dict[str, int]:
        return self.v.legions[seat] if kind is Unit.LEGION else self.v.galleys[seat]

    def count(self, seat: int, kind: Unit, region: str) -> int:
        return self.units(seat, kind).get(region, 0)

    def cities_of(self, seat: int) -> list[str]:
        return [r for r, c in self.v.cities.items() if c.owner == seat]

    def reach(self, seat: int, kind: Unit) -> int:
        know = KnowHowId.STRATA if kind is Unit.LEGION else KnowHowId.NAVIGATIO
        bonus = self.v.this.reach_bonus.get(kind, 0) if seat == self.v.current else 0
        if seat == self.me:
            bonus += self.march.get(kind, 0)
        return 1 + (1 if know in self.v.nations[seat].knowhows else 0) + bonus

    def enemy_present(self, seat: int, region: str, kind: Unit) -> bool:
        foe = 1 - seat
        if self.count(foe, kind, region) > 0:
            return True
        n = self.v.nations[foe]
        return n.special is not None and n.special_at == region and _special_kind(n) is kind

    def defence(self, region: str, attacker: int, wall: bool | None = None, extra: int = 0) -> int:
        city = self.v.cities[region]
        d = city.owner
        value = 3 if city.temple else 1
        value += self.count(d, Unit.LEGION, region) + self.count(d, Unit.GALLEY, region)
        has_wall = city.wall if wall is None else wall
        value += 1 if has_wall else 0
        value += 1 if KnowHowId.RES_PUBLICA in self.v.nations[d].knowhows else 0
        nd = self.v.nations[d]
        value += 1 if nd.special is not None and nd.special_at == region else 0
        na = self.v.nations[attacker]
        value -= 1 if na.special is not None and na.special_at == region else 0
        return max(1, value + extra)

    def foe_fortress(self) -> bool:
        if self._fortress is None:
            self._fortress = any(card(c).effect is Effect.FORTRESS for c in self.f.events)
        return self._fortress

    def ways(self, seat: int, origin: str, kind: Unit) -> dict[str, tuple[str, ...]]:
        """Where one unit can go this turn, like the engine's ``reachable``."""
        adj = self.geo.adj[kind]
        limit = self.reach(seat, kind)
        ways: dict[str, tuple[str, ...]] = {origin: (origin,)}
        frontier = [origin]
        for _ in range(limit):
            nxt: list[str] = []
            for here in frontier:
                if here != origin and self.enemy_present(seat, here, kind):
                    continue
                for there in adj[here]:
                    if there not in ways:
                        ways[there] = (*ways[here], there)
                        nxt.append(there)
            frontier = nxt
        del ways[origin]
        return ways

    # --- values -----------------------------------------------------------------------
    def city_worth(self, resource: Resource, temple: bool, mine: bool = True) -> float:
        prod = self.prod * self.hi[resource] * (3 if temple else 1)
        if mine:
            return self.king + prod + 1.0 + ((self.cit + 1.0) if temple else 0.0)
        return self.foe_king + prod + 1.0 + ((self.foe_cit + 1.0) if temple else 0.0)

    def threats(self) -> dict[str, tuple[int, int]]:
        """Per own city: enemy units that can reach it next enemy turn, and within two."""
        if self._threat is not None:
            return self._threat
        foe = self.foe
        mine = self.cities_of(self.me)
        t1 = dict.fromkeys(mine, 0)
        t2 = dict.fromkeys(mine, 0)
        for kind in UNITS:
            rch = 1 + (
                1
                if (KnowHowId.STRATA if kind is Unit.LEGION else KnowHowId.NAVIGATIO)
                in self.f.knowhows
                else 0
            )
            for origin, k in self.units(foe, kind).items():
                near = self._foe_ways(origin, kind, rch)
                dist = self.geo.dist[kind][origin]
                for c in mine:
                    if c == origin or c in near:
                        t1[c] += k
                        t2[c] += k
                    elif dist.get(c, 99) <= 2 * rch:
                        t2[c] += k
        recruits = self.f.recruit_legions + self.f.recruit_galleys
        if recruits:
            foe_cities = self.cities_of(foe)
            for c in mine:
                d = self.geo.dist[Unit.LEGION][c]
                dg = self.geo.dist[Unit.GALLEY][c]
                if any(min(d.get(fc, 99), dg.get(fc, 99)) <= 2 for fc in foe_cities):
                    t2[c] += min(recruits, 2)
        self._threat = {c: (t1[c], t2[c]) for c in mine}
        return self._threat

    def _foe_ways(self, origin: str, kind: Unit, limit: int) -> set[str]:
        adj = self.geo.adj[kind]
        seen = {origin}
        frontier = [origin]
        for _ in range(limit):
            nxt: list[str] = []
            for here in frontier:
                if here != origin and self.count(self.me, kind, here) > 0:
                    continue
                for there in adj[here]:
                    if there not in seen:
                        seen.add(there)
                        nxt.append(there)
            frontier = nxt
        return seen

    def conquest_gain(self, region: str) -> float:
        """A conquest's worth before the units it costs."""
        c = self.v.cities[region]
        gain = self.city_worth(c.resource, False) + self.city_worth(c.resource, c.temple, False)
        return gain + (self.gen if c.temple else 0.0) - CARD_TO_FOE

    def targets(self) -> list[tuple[str, float]]:
        """Enemy cities worth attacking, with what each unit sent there is worth."""
        if self._targets is not None:
            return self._targets
        out: list[tuple[str, float]] = []
        fortress = 1 if self.foe_fortress() else 0
        mine = [(u, r, k) for u in UNITS for r, k in self.units(self.me, u).items()]
        for r, c in self.v.cities.items():
            if c.owner != self.foe or r in self.v.this.held:
                continue
            need = self.defence(r, self.me) + fortress
            gain = self.conquest_gain(r) - need * 2.5
            if gain <= 0:
                continue
            near = sum(k for u, x, k in mine if self.geo.dist[u][x].get(r, 99) <= 2)
            per = gain / need
            out.append((r, per if near < need + 1 else per * 0.3))
        self._targets = out
        return out

    def swing(self, region: str) -> float:
        """What losing this city of ours would cost: ours lost plus the enemy's gain."""
        c = self.v.cities[region]
        w = self.city_worth(c.resource, c.temple)
        w += self.foe_king + self.prod * self.hi[c.resource] + 1.0 - CARD_TO_FOE
        if c.temple and self.v.bank_personages.get(Personage.GENERAL, 0) > 0:
            w += self.p_foe
        return max(w, 1.0)

    def loss_risk(self, region: str, defence: int) -> float:
        t1, t2 = self.threats().get(region, (0, 0))
        if t1 >= defence:
            return 0.35
        if t2 >= defence:
            return 0.1
        if t2 + 1 >= defence:
            return 0.05
        return 0.01

    def defend_gain(self, region: str, k: int, base: int | None = None) -> float:
        """The value of ``k`` more defence (negative ``k``: less) in our city ``region``."""
        d = self.defence(region, self.foe) if base is None else base
        return (self.loss_risk(region, d) - self.loss_risk(region, max(1, d + k))) * self.swing(
            region
        )


def _step(
    p: float, bank: dict[Personage, int], kind: Personage, n: Nation, have: int, step: int
) -> float:
    """The worth of one more city, temple or sea point: a personage shared over what is
    still missing to the next one."""
    if bank.get(kind, 0) <= 0:
        return 0.0
    mark = max(n.marks.get(kind, 0), max(have, 0) // step)
    missing = step * (mark + 1) - have
    return p / max(1, missing)


def _special_kind(n: Nation) -> Unit:
    return SPECIAL_KIND[n.special] if n.special is not None else Unit.LEGION


# --- plans per field ----------------------------------------------------------------------------


@dataclass
class _Plan:
    value: float
    actions: list[DuellumAction]
    budget: _Budget


def _plan_production(ctx: _Ctx, field: Field, b: _Budget) -> _Plan:
    res = {
        Field.MARMOR: Resource.MARBLE,
        Field.FERRUM: Resource.IRON,
        Field.AURUM: Resource.GOLD,
    }[field]
    amount = sum(
        3 if c.temple else 1
        for c in ctx.v.cities.values()
        if c.owner == ctx.me and c.resource is res
    )
    if KnowHowId.MONETA in ctx.n.knowhows:
        amount += 1
    b = b.copy()
    value = b.gain(ctx, res, amount)
    b.res[res] += amount
    if ctx.v.bank_coins > 0:
        value += ctx.coin_value(b.coins)
        b.coins += 1
    else:
        value += max(ctx.rv.values())
    return _Plan(value, [], b)


def _temple_gain(ctx: _Ctx, region: str, city: City) -> float:
    gain = ctx.cit + 1.0 + ctx.prod * ctx.hi[city.resource] * 2
    return gain + ctx.defend_gain(region, 2)


def _wall_gain(ctx: _Ctx, region: str) -> float:
    gain = ctx.defend_gain(region, 1)
    t2 = ctx.threats().get(region, (0, 0))[1]
    return gain + (0.4 if t2 else 0.0)


def _plan_templum(ctx: _Ctx, b: _Budget, discount: int | None = None) -> _Plan:
    b = b.copy()
    v = ctx.v
    disc = v.this.discount if discount is None else discount
    marble = max(0, TEMPLE_MARBLE - disc)
    temples = v.bank_temples
    walls = ctx.n.walls
    mine = sorted(ctx.cities_of(ctx.me))
    built: set[str] = set()
    walled: set[str] = set()
    acts: list[DuellumAction] = []
    total = 0.0
    while True:
        best: tuple[float, DuellumAction | None] = (0.0, None)
        for r in mine:
            c = v.cities[r]
            if temples > 0 and not c.temple and r not in built:
                extra = sum(
                    1
                    for x in ctx.geo.near[r]
                    if (x in v.cities and v.cities[x].temple) or x in built
                )
                needs = {Resource.MARBLE: marble}
                if b.can(needs, extra):
                    g = _temple_gain(ctx, r, c) - b.cost(ctx, needs, extra)
                    if g > best[0]:
                        best = (g, BuildTemple(region=r))
            if walls > 0 and not c.wall and r not in walled:
                needs = {Resource.MARBLE: 1}
                if b.can(needs):
                    g = _wall_gain(ctx, r) - b.cost(ctx, needs)
                    if g > best[0]:
                        best = (g, BuildWall(region=r))
        g, a = best
        if a is None:
            break
        total += g
        acts.append(a)
        if isinstance(a, BuildTemple):
            extra = sum(
                1
                for x in ctx.geo.near[a.region]
                if (x in v.cities and v.cities[x].temple) or x in built
            )
            b.pay({Resource.MARBLE: marble}, extra)
            built.add(a.region)
            temples -= 1
        else:
            assert isinstance(a, BuildWall)
            b.pay({Resource.MARBLE: 1})
            walled.add(a.region)
            walls -= 1
    return _Plan(total, acts, b)


def _knowhow_gain(ctx: _Ctx, k: KnowHowId, first: bool) -> float:
    n = ctx.n
    gain = ctx.phil if first else 0.0
    legions = sum(ctx.units(ctx.me, Unit.LEGION).values())
    galleys = sum(ctx.units(ctx.me, Unit.GALLEY).values())
    if k is KnowHowId.STRATA:
        gain += 1.0 + 0.3 * legions
    elif k is KnowHowId.NAVIGATIO:
        gain += 1.0 + 0.3 * galleys + (1.5 if ctx.nav else 0.0)
    elif k is KnowHowId.MONETA:
        gain += 3.0 * ctx.prod
    elif k is KnowHowId.COMMERCIUM:
        # trading a surplus for what is short, now and later
        surplus = sum(max(0, n.stock(r) - ctx.need[r] - 2) for r in RESOURCES)
        short = sum(max(0, ctx.need[r] - n.stock(r)) for r in RESOURCES)
        gain += 1.0 + 0.5 * min(surplus, 2 * short)
    elif k is KnowHowId.RES_PUBLICA:
        gain += sum(ctx.defend_gain(r, 1) for r in ctx.cities_of(ctx.me)) + 1.0
    return gain


def _unit_demand(ctx: _Ctx, kind: Unit) -> float:
    """How much one more unit of ``kind`` in the recruitment area is worth."""
    if ctx.n.recruits(kind) >= 2:
        return 0.3
    best = max(
        (_potential(ctx, kind, r) for r in ctx.cities_of(ctx.me) if r in ctx.geo.holds[kind]),
        default=0.0,
    )
    return 0.3 + 0.6 * best


def _plan_scientia(ctx: _Ctx, b: _Budget) -> _Plan:
    b = b.copy()
    held = set(ctx.n.knowhows)
    acts: list[DuellumAction] = []
    total = 0.0
    supply = {u: ctx.n.supply(u) for u in UNITS}
    recruited = dict.fromkeys(UNITS, 0)
    while True:
        best: tuple[float, DuellumAction | None] = (0.0, None)
        for k in KnowHowId:
            if k.value in held:
                continue
            first = k.value not in ctx.f.knowhows
            price = KNOWHOWS[k].price(not first)
            needs = {Resource.GOLD: price}
            if b.can(needs):
                g = _knowhow_gain(ctx, k, first) - b.cost(ctx, needs)
                if g > best[0]:
                    best = (g, Develop(knowhow=k.value))
        for u in UNITS:
            needs = {Resource.GOLD: RECRUIT_GOLD[u]}
            if supply[u] > 0 and b.can(needs):
                g = _unit_demand(ctx, u) * (0.6 ** recruited[u]) - b.cost(ctx, needs)
                if g > best[0]:
                    best = (g, Recruit(unit=u))
        g, a = best
        if a is None:
            break
        total += g
        acts.append(a)
        if isinstance(a, Develop):
            k = KnowHowId(a.knowhow)
            b.pay({Resource.GOLD: KNOWHOWS[k].price(k.value in ctx.f.knowhows)})
            held.add(a.knowhow)
        else:
            assert isinstance(a, Recruit)
            b.pay({Resource.GOLD: RECRUIT_GOLD[a.unit]})
            supply[a.unit] -= 1
            recruited[a.unit] += 1
    return _Plan(total, acts, b)


def _potential(
    ctx: _Ctx, kind: Unit, region: str, claimed: set[str] | None = None, seas: bool = True
) -> float:
    """What a unit standing in ``region`` is worth for what it could do next; ``seas``: count
    open water not yet held (for a new galley, or one still in port)."""
    if claimed is None:
        key = (kind, region, seas)
        got = ctx.potentials.get(key)
        if got is None:
            got = ctx.potentials[key] = _potential_of(ctx, kind, region, None, seas)
        return got
    return _potential_of(ctx, kind, region, claimed, seas)


def _potential_of(
    ctx: _Ctx, kind: Unit, region: str, claimed: set[str] | None, seas: bool
) -> float:
    v = ctx.v
    dist = ctx.geo.dist[kind][region]
    best = 0.0
    site = max(2.0, ctx.king + 1.5) * ctx.can_found
    for s in ctx.geo.sites:
        if s in v.cities or (claimed is not None and s in claimed):
            continue
        d = dist.get(s)
        if d is None:
            continue
        best = max(best, site * 0.6**d)
    for r, per in ctx.targets():
        d = dist.get(r)
        if d is None:
            continue
        best = max(best, per * 0.6**d)
    if kind is Unit.GALLEY and ctx.nav and seas:
        held = {r for r, k in ctx.units(ctx.me, Unit.GALLEY).items() if k > 0}
        for s in ctx.geo.seas:
            if s in held:
                continue
            d = dist.get(s)
            if d is None:
                continue
            best = max(best, 2 * ctx.nav * 0.6**d)
    return best


def _plan_militia(ctx: _Ctx, b: _Budget) -> _Plan:
    v = ctx.v
    b = b.copy()
    t = v.this
    # what was recruited when the turn started (the engine's snapshot)
    deployable = {u: min(t.deployable.get(u, 0), ctx.n.recruits(u)) for u in UNITS}
    deployed = dict(t.deployed)
    mine = sorted(ctx.cities_of(ctx.me))
    added: dict[str, int] = {}
    acts: list[DuellumAction] = []
    total = 0.0
    needs = {Resource.IRON: DEPLOY_IRON}
    while True:
        if not b.can(needs):
            break
        best: tuple[float, DuellumAction | None] = (0.0, None)
        cost = b.cost(ctx, needs)
        for r in mine:
            c = v.cities[r]
            limit = TEMPLE_CITY_LIMIT if c.temple else CITY_LIMIT
            if deployed.get(r, 0) >= limit:
                continue
            d = ctx.defence(r, ctx.foe) + added.get(r, 0)
            dg = ctx.defend_gain(r, 1, d)
            for u in UNITS:
                if deployable[u] <= 0 or r not in ctx.geo.holds[u]:
                    continue
                if ctx.enemy_present(ctx.me, r, u):
                    continue
                g = dg + _potential(ctx, u, r) + 1.0 - cost
                if added.get(r, 0):
                    g -= 0.5 * added[r]
                if g > best[0]:
                    best = (g, Deploy(unit=u, region=r))
        g, a = best
        if a is None:
            break
        assert isinstance(a, Deploy)
        total += g
        acts.append(a)
        b.pay(needs)
        deployed[a.region] = deployed.get(a.region, 0) + 1
        added[a.region] = added.get(a.region, 0) + 1
        unit = a.unit
        assert isinstance(unit, Unit)
        deployable[unit] -= 1
    return _Plan(total, acts, b)


# --- DUELLUM: moves, conquests, foundings -----------------------------------------------------


def _best_resource(
    ctx: _Ctx, site: str, b: _Budget, planned: dict[str, Resource]
) -> tuple[float, Resource | None, int]:
    v = ctx.v
    best: tuple[float, Resource | None, int] = (0.0, None, 0)
    for res in RESOURCES:
        if v.bank_markers.get(res, 0) - sum(1 for x in planned.values() if x is res) <= 0:
            continue
        extra = sum(
            1
            for x in ctx.geo.near[site]
            if (x in v.cities and v.cities[x].resource is res) or planned.get(x) is res
        )
        if not b.can(FOUND_NEEDS, extra):
            continue
        g = ctx.king + ctx.prod * ctx.hi[res] * ctx.scarcity(res) + 1.0
        g -= b.cost(ctx, FOUND_NEEDS, extra)
        if g > best[0]:
            best = (g, res, extra)
    return best


class _Army:
    """Movable units and where everything stands while a DUELLUM plan is built."""

    def __init__(self, ctx: _Ctx) -> None:
        v = ctx.v
        me = ctx.me
        self.at: dict[Unit, dict[str, int]] = {
            Unit.LEGION: dict(v.legions[me]),
            Unit.GALLEY: dict(v.galleys[me]),
        }
        self.free: dict[tuple[Unit, str], int] = {}
        if not v.this.conquering:
            for u in UNITS:
                for r, k in self.at[u].items():
                    left = k - v.this.arrived.get(r, {}).get(u, 0)
                    if left > 0:
                        self.free[(u, r)] = left
        self._ways: dict[tuple[Unit, str], dict[str, tuple[str, ...]]] = {}
        self.ctx = ctx

    def ways(self, u: Unit, r: str) -> dict[str, tuple[str, ...]]:
        key = (u, r)
        if key not in self._ways:
            self._ways[key] = self.ctx.ways(self.ctx.me, r, u)
        return self._ways[key]

    def total(self, r: str) -> int:
        return self.at[Unit.LEGION].get(r, 0) + self.at[Unit.GALLEY].get(r, 0)

    def movers_to(self, r: str) -> list[tuple[Unit, str]]:
        return [key for key, k in self.free.items() if k > 0 and r in self.ways(*key)]

    def move(self, u: Unit, origin: str, to: str, survive: bool = True) -> None:
        self.free[(u, origin)] -= 1
        self.at[u][origin] -= 1
        if survive:
            self.at[u][to] = self.at[u].get(to, 0) + 1


def _plan_duellum(ctx: _Ctx, b: _Budget, execute: bool = False) -> _Plan:
    v = ctx.v
    me, foe = ctx.me, ctx.foe
    b = b.copy()
    army = _Army(ctx)
    moves: list[DuellumAction] = []
    conquests: list[DuellumAction] = []
    total = 0.0
    foe_units = {u: dict(ctx.units(foe, u)) for u in UNITS}
    taken: set[str] = set()

    # A. conquests: every move they need happens before the first Conquer
    fortress = ctx.foe_fortress()
    while True:
        best: tuple[float, str, list[tuple[Unit, str]]] = (0.0, "", [])
        for r, c in sorted(v.cities.items()):
            if c.owner != foe or r in taken or r in v.this.held:
                continue
            need = ctx.defence(r, me) + (1 if fortress else 0)
            here = army.total(r)
            short = need - here
            movers: list[tuple[Unit, str]] = []
            if short > 0:
                if not army.free:
                    continue
                pool = []
                for key in army.movers_to(r):
                    pool.extend([key] * army.free[key])
                if len(pool) < short:
                    continue
                pool.sort(key=lambda key: _keep_value(ctx, army, key))
                movers = pool[:short]
            lost = sum(UNIT_WORTH[u] for u, _ in movers) + max(0, need - len(movers)) * 2.5
            gain = ctx.conquest_gain(r) - lost
            gain -= sum(_keep_value(ctx, army, key) for key in movers)
            if gain > best[0]:
                best = (gain, r, movers)
        gain, r, movers = best
        if not r:
            break
        total += gain
        taken.add(r)
        for u, origin in movers:
            fights = foe_units[u].get(r, 0) > 0
            moves.append(_move_action(u, origin, r))
            army.move(u, origin, r, survive=not fights)
            if fights:
                foe_units[u][r] -= 1
        conquests.append(Conquer(region=r))
        # the conquest's losses: keep the model simple, all units there are spent
        for u in UNITS:
            army.at[u][r] = 0

    # B. foundings: units already on a free site, or one move away
    planned: dict[str, Resource] = {}
    founds: list[DuellumAction] = []
    sites = [s for s in ctx.geo.sites if s not in v.cities]
    while True:
        best_f: tuple[float, str, Resource | None, tuple[Unit, str] | None] = (0.0, "", None, None)
        for s in sites:
            if s in planned:
                continue
            if army.total(s) > 0:
                g, res, _ = _best_resource(ctx, s, b, planned)
                if res is not None and g > best_f[0]:
                    best_f = (g, s, res, None)
                continue
            for key in army.movers_to(s):
                u, origin = key
                if foe_units[u].get(s, 0) > 0:
                    continue
                g, res, _ = _best_resource(ctx, s, b, planned)
                g -= _keep_value(ctx, army, key)
                if res is not None and g > best_f[0]:
                    best_f = (g, s, res, key)
        g, s, res, by = best_f
        if res is None:
            break
        total += g
        if by is not None:
            u, origin = by
            moves.append(_move_action(u, origin, s))
            army.move(u, origin, s)
        extra = sum(
            1
            for x in ctx.geo.near[s]
            if (x in v.cities and v.cities[x].resource is res) or planned.get(x) is res
        )
        b.pay(FOUND_NEEDS, extra)
        planned[s] = res
        founds.append(Found(region=s, resource=res))

    # C. galleys to open water for Navigators
    if ctx.nav and not v.this.conquering:
        mark = ctx.n.marks.get(Personage.NAVIGATOR, 0)
        goal = NAVIGATOR_POINTS * (mark + 1)
        while True:
            held = {r for r, k in army.at[Unit.GALLEY].items() if k > 0}
            points = sum(ctx.geo.nav[r] for r in held)
            best_n: tuple[float, tuple[Unit, str] | None, str] = (0.0, None, "")
            for key, k in army.free.items():
                u, origin = key
                if u is not Unit.GALLEY or k <= 0:
                    continue
                lose = ctx.geo.nav[origin] if army.at[u].get(origin, 0) == 1 else 0
                if origin in planned or (origin in v.cities and v.cities[origin].owner == me):
                    lose_keep = _keep_value(ctx, army, key)
                else:
                    lose_keep = 0.0
                for dest in army.ways(u, origin):
                    if dest in held or foe_units[u].get(dest, 0) > 0:
                        continue
                    delta = ctx.geo.nav[dest] - lose
                    if delta <= 0:
                        continue
                    new = points + delta
                    useful = min(new, goal) - min(points, goal)
                    g = useful * ctx.nav + (delta - useful) * ctx.nav * 0.3 - lose_keep
                    if g > best_n[0]:
                        best_n = (g, key, dest)
            g, key2, dest = best_n
            if key2 is None:
                break
            total += g
            u, origin = key2
            moves.append(_move_action(u, origin, dest))
            army.move(u, origin, dest)

    # D/E. defence and positioning for the rest
    if not v.this.conquering:
        claimed = set(planned) | {s for s in sites if army.total(s) > 0}
        for key in sorted(army.free):
            u, origin = key
            while army.free.get(key, 0) > 0:
                seas = ctx.geo.nav[origin] < 2
                alone = army.total(origin) == 1
                mine_here = claimed - {origin} if alone else claimed
                stay = _keep_value(ctx, army, key) + _potential(ctx, u, origin, mine_here, seas)
                stay += _hold_value(ctx, army, u, origin, leaving=True)
                best_m: tuple[float, str] = (stay + 0.8, "")
                for dest in army.ways(u, origin):
                    if foe_units[u].get(dest, 0) > 0:
                        continue
                    city = v.cities.get(dest)
                    if city is not None and city.owner == foe:
                        continue
                    g = _potential(ctx, u, dest, claimed, seas)
                    g += _hold_value(ctx, army, u, dest, leaving=False)
                    if city is not None and city.owner == me:
                        g += ctx.defend_gain(
                            dest, 1, ctx.defence(dest, foe) + _added(army, v, me, dest)
                        )
                    if g > best_m[0]:
                        best_m = (g, dest)
                g, dest = best_m
                if not dest:
                    break
                total += 0.25 * (g - stay)
                moves.append(_move_action(u, origin, dest))
                army.move(u, origin, dest)
                if alone:
                    claimed.discard(origin)
                if dest in ctx.geo.sites and dest not in v.cities:
                    claimed.add(dest)
    return _Plan(total, moves + conquests + founds, b)


def _hold_value(ctx: _Ctx, army: _Army, u: Unit, region: str, leaving: bool) -> float:
    """Navigator points a galley holds where it stands (``leaving``) or would add."""
    if u is not Unit.GALLEY or not ctx.nav:
        return 0.0
    here = army.at[Unit.GALLEY].get(region, 0)
    if (leaving and here == 1) or (not leaving and here == 0):
        return ctx.geo.nav[region] * ctx.nav
    return 0.0


def _added(army: _Army, v: DuellumView, me: int, region: str) -> int:
    """Units the plan has moved into ``region`` beyond those standing there now."""
    now = v.legions[me].get(region, 0) + v.galleys[me].get(region, 0)
    return army.total(region) - now


def _keep_value(ctx: _Ctx, army: _Army, key: tuple[Unit, str]) -> float:
    """What a unit gives where it stands: defence of our city there."""
    r = key[1]
    v = ctx.v
    c = v.cities.get(r)
    if c is None or c.owner != ctx.me:
        return 0.0
    d = ctx.defence(r, ctx.foe) + _added(army, v, ctx.me, r)
    return -ctx.defend_gain(r, -1, d)


def _move_action(u: Unit, origin: str, to: str) -> Move:
    return Move(unit=u, origin=origin, to=to)


def _plan_found(ctx: _Ctx, b: _Budget) -> _Plan:
    """Foundings with units already standing on free city sites (any field)."""
    v = ctx.v
    b = b.copy()
    army_at = {
        r
        for u in UNITS
        for r, k in ctx.units(ctx.me, u).items()
        if k > 0 and r in ctx.geo.sites and r not in v.cities
    }
    planned: dict[str, Resource] = {}
    acts: list[DuellumAction] = []
    total = 0.0
    while True:
        best: tuple[float, str, Resource | None, int] = (0.0, "", None, 0)
        for s in sorted(army_at):
            if s in planned:
                continue
            g, res, extra = _best_resource(ctx, s, b, planned)
            if res is not None and g > best[0]:
                best = (g, s, res, extra)
        g, s, res, extra = best
        if res is None:
            break
        total += g
        b.pay(FOUND_NEEDS, extra)
        planned[s] = res
        acts.append(Found(region=s, resource=res))
    return _Plan(total, acts, b)


def _field_plan(ctx: _Ctx, field: Field, b: _Budget) -> _Plan:
    if field in (Field.MARMOR, Field.FERRUM, Field.AURUM):
        p = _plan_production(ctx, field, b)
    elif field is Field.TEMPLUM:
        p = _plan_templum(ctx, b)
    elif field is Field.SCIENTIA:
        p = _plan_scientia(ctx, b)
    elif field is Field.MILITIA:
        p = _plan_militia(ctx, b)
    else:
        return _plan_duellum(ctx, b)
    f = _plan_found(ctx, p.budget)
    return _Plan(p.value + f.value, p.actions + f.actions, f.budget)


# --- the rondel ---------------------------------------------------------------------------------


def _pay_value(ctx: _Ctx, field: Field, pay: tuple[Pay, ...]) -> float:
    """What a rondel payment gives up; the resource the field itself uses counts extra."""
    keep = {
        Field.TEMPLUM: Pay.MARBLE,
        Field.SCIENTIA: Pay.GOLD,
        Field.MILITIA: Pay.IRON,
    }.get(field)
    v = 0.0
    stock = {p: ctx.n.stock(p) for p in Pay}
    for p in pay:
        stock[p] -= 1
        if p is Pay.COIN:
            v += ctx.coin_value(stock[p])
        else:
            v += ctx.mv(Resource(p.value), stock[p])
        if p is keep:
            v += 1.0
    return v


def _choose_rondel(ctx: _Ctx, legal: Sequence[DuellumAction], rng: random.Random) -> DuellumAction:
    by_field: dict[int, list[Rondel]] = {}
    for a in legal:
        if isinstance(a, Rondel):
            by_field.setdefault(a.field, []).append(a)
    b0 = _Budget(ctx.n)
    plans: dict[Field, _Plan] = {}
    for f in set(FIELDS):
        plans[f] = _field_plan(ctx, f, b0)
    memo: dict[tuple[Field, int, int, int, int], float] = {}

    def value_with(f: Field, b: _Budget) -> float:
        if f is Field.DUELLUM:
            return plans[f].value
        key = (f, b.res[Resource.MARBLE], b.res[Resource.IRON], b.res[Resource.GOLD], b.coins)
        got = memo.get(key)
        if got is None:
            got = memo[key] = _field_plan(ctx, f, b).value
        return got

    def next_best(idx: int, b: _Budget) -> float:
        return max(value_with(FIELDS[(idx + k) % len(FIELDS)], b) for k in (1, 2, 3))

    scored: list[tuple[float, Rondel]] = []
    best_free = max(
        (plans[FIELDS[i]].value for i, opts in by_field.items() if not opts[0].pay), default=0.0
    )
    for idx, opts in sorted(by_field.items()):
        f = FIELDS[idx]
        if not opts[0].pay:
            p = plans[f]
            scored.append((p.value + LOOKAHEAD * next_best(idx, p.budget), opts[0]))
            continue
        cost = len(opts[0].pay)
        if plans[f].value - cost * 1.0 + LOOKAHEAD * next_best(idx, b0) <= best_free:
            continue
        pay = min(opts, key=lambda a: (_pay_value(ctx, f, a.pay), a.pay))
        b = b0.copy()
        b.take(pay.pay)
        p = _field_plan(ctx, f, b)
        value = p.value - _pay_value(ctx, f, pay.pay) - 0.3 * cost
        scored.append((value + LOOKAHEAD * next_best(idx, p.budget), pay))
    if not scored:
        return rng.choice([a for a in legal if isinstance(a, Rondel)])
    top = max(s for s, _ in scored)
    best = [a for s, a in scored if s >= top - 1e-9]
    return best[rng.randrange(len(best))] if len(best) > 1 else best[0]


# --- events, picks and answers -----------------------------------------------------------------


def _card_value(ctx: _Ctx, cid: str) -> float:
    c = card(cid)
    e = c.effect
    p = c.params
    if e is Effect.GAIN:
        return (
            p.marble * ctx.rv[Resource.MARBLE]
            + p.iron * ctx.rv[Resource.IRON]
            + p.gold * ctx.rv[Resource.GOLD]
            + p.coins * ctx.cv
        )
    if e is Effect.FORTRESS:
        return 3.0
    if e is Effect.EARTHQUAKE:
        return 1.5
    if e is Effect.BURGLARY:
        return 0.5 + ctx.f.coins / 2 * ctx.cv * 0.6
    if e is Effect.ACADEMY:
        return 0.5 + len(ctx.f.knowhows) * ctx.rv[Resource.GOLD] * 0.8
    if e is Effect.RECRUIT:
        return p.legions * 1.4 + p.galleys * 2.2
    if e is Effect.MUSTER:
        return 2.2
    if e is Effect.WALL:
        return 1.5 if ctx.v.bank_walls > 0 else 0.2
    if e in (Effect.PLAGUE, Effect.STORM):
        return 2.0
    if e is Effect.LEVY:
        return 2.0
    if e is Effect.ARCHITECT:
        return 3.0 if ctx.cit else 1.0
    if e is Effect.FORCED_MARCH:
        return 1.2
    if e is Effect.ORACLE:
        return 1.5
    return 1.0


def _answer(ctx: _Ctx, legal: Sequence[DuellumAction]) -> DuellumAction:
    v = ctx.v
    p = v.pending[0]
    if p.kind is PendingKind.PICK:
        picks = [a for a in legal if isinstance(a, Pick)]
        return max(picks, key=lambda a: (_card_value(ctx, a.card), a.card))
    if p.kind is PendingKind.FORTRESS:
        region = p.region or ""
        foe = ctx.foe
        have = ctx.count(foe, Unit.LEGION, region) + ctx.count(foe, Unit.GALLEY, region)
        saves = have < ctx.defence(region, foe) + 1
        want = Fortress(play=saves)
        return want if want in legal else legal[0]
    if p.kind is PendingKind.CASUALTIES:
        cas = [a for a in legal if isinstance(a, Casualties)]
        # galleys are dearer and may count toward Navigators: lose legions first
        return max(cas, key=lambda a: a.legions)
    coins = [a for a in legal if isinstance(a, CoinInstead)]
    return max(coins, key=lambda a: (ctx.rv[a.resource], a.resource.value))


def _event_now(ctx: _Ctx, legal: Sequence[DuellumAction]) -> DuellumAction | None:
    """An event card worth playing at this moment, if any."""
    v = ctx.v
    t = v.this
    best: tuple[float, DuellumAction | None] = (0.0, None)
    for a in legal:
        if not isinstance(a, PlayEvent):
            continue
        c = card(a.card)
        e = c.effect
        g = 0.0
        if (
            e is Effect.GAIN
            or e is Effect.WALL
            or (e is Effect.RECRUIT and t.field is not Field.MILITIA)
        ):
            g = 1.0
        elif e is Effect.LEVY and a.resource is not None:
            g = min(c.params.amount, ctx.f.stock(a.resource)) * ctx.rv[a.resource] - 0.5
        elif e is Effect.BURGLARY:
            g = ctx.f.coins // 2 - 1.5
        elif e is Effect.ACADEMY:
            g = len(ctx.f.knowhows) - 0.5
        elif e is Effect.MUSTER and a.region is not None and a.unit is not None:
            if t.phase is Phase.RONDEL or (t.field is Field.DUELLUM and t.phase is Phase.ACT):
                g = ctx.defend_gain(a.region, 1) + _potential(ctx, a.unit, a.region) - 0.5
        elif e in (Effect.PLAGUE, Effect.STORM) and a.region is not None:
            g = _strike_value(ctx, a.region, Unit.LEGION if e is Effect.PLAGUE else Unit.GALLEY)
        elif e is Effect.EARTHQUAKE and a.region is not None:
            city = v.cities.get(a.region)
            if city is not None and city.owner == ctx.foe and t.phase is Phase.RONDEL:
                near = sum(
                    k
                    for u in UNITS
                    for r, k in ctx.units(ctx.me, u).items()
                    if ctx.geo.dist[u][r].get(a.region, 99) <= ctx.reach(ctx.me, u)
                )
                if near + 1 >= ctx.defence(a.region, ctx.me):
                    g = 1.0
        elif e is Effect.ARCHITECT:
            if t.field is Field.TEMPLUM and t.phase is Phase.ACT:
                b = _Budget(ctx.n)
                with_ = _plan_templum(ctx, b, discount=t.discount + c.params.discount).value
                without = _plan_templum(ctx, b).value
                g = with_ - without - 2.0
        elif e is Effect.FORCED_MARCH and c.params.unit is not None:
            if t.field is Field.DUELLUM and t.phase is Phase.ACT and not t.arrived:
                b = _Budget(ctx.n)
                without = _plan_duellum(ctx, b).value
                ctx.march = {c.params.unit: 1}
                g = _plan_duellum(ctx, b).value - without - 2.0
                ctx.march = {}
        elif e is Effect.ORACLE:
            g = 0.0  # handled with the rondel choice
        if g > best[0]:
            best = (g, a)
    return best[1]


def _trade_now(ctx: _Ctx, legal: Sequence[DuellumAction]) -> DuellumAction | None:
    """A COMMERCIUM trade of surplus for what is short, if one pays."""
    best: tuple[float, DuellumAction | None] = (0.6, None)
    b = _Budget(ctx.n)
    for a in legal:
        if not isinstance(a, Trade):
            continue
        give: dict[Resource, int] = {}
        for r in a.give:
            give[r] = give.get(r, 0) + 1
        lost = b.cost(ctx, give)
        after = b.copy()
        after.pay(give)
        got = 0.0
        for r in a.take:
            got += after.gain(ctx, r, 1)
            after.res[r] += 1
        if got - lost > best[0]:
            best = (got - lost, a)
    return best[1]


def _strike_value(ctx: _Ctx, region: str, kind: Unit) -> float:
    v = ctx.v
    g = 0.0
    city = v.cities.get(region)
    if city is not None and city.owner == ctx.foe:
        g += 1.0
    for c, (t1, _) in ctx.threats().items():
        near = region == c or region in ctx.geo.adj[kind].get(c, ())
        if near and t1 >= ctx.defence(c, ctx.foe):
            g += 2.0
    if kind is Unit.GALLEY and ctx.geo.nav.get(region, 0) == 2:
        g += 0.8
    return g - 0.8


def _oracle(ctx: _Ctx, legal: Sequence[DuellumAction], choice: DuellumAction) -> DuellumAction:
    """Play the Oracle instead when the chosen rondel move costs two or more."""
    if isinstance(choice, Rondel) and len(choice.pay) >= 2:
        for a in legal:
            if isinstance(a, PlayEvent) and card(a.card).effect is Effect.ORACLE:
                return a
    return choice


# --- the policy ---------------------------------------------------------------------------------


def heuristic_ai(
    view: BaseModel, legal: Sequence[DuellumAction], rng: random.Random
) -> DuellumAction:
    if len(legal) == 1:
        return legal[0]
    assert isinstance(view, DuellumView)
    me = view.viewer
    assert me is not None
    ctx = _Ctx(view, me)
    if view.pending:
        return _answer(ctx, legal)
    t = view.this
    ev = _event_now(ctx, legal)
    if ev is not None:
        return ev
    if KnowHowId.COMMERCIUM in ctx.n.knowhows and not t.developed_commercium:
        tr = _trade_now(ctx, legal)
        if tr is not None:
            return tr
    if t.phase is Phase.RONDEL:
        return _oracle(ctx, legal, _choose_rondel(ctx, legal, rng))
    b = _Budget(ctx.n)
    if t.phase is Phase.ACT and t.field is not None:
        plan = _field_plan(ctx, t.field, b)
    else:
        plan = _plan_found(ctx, b)
    allowed = set(legal)
    for a in plan.actions:
        if a in allowed:
            return a
        if isinstance(a, Move):
            for m in legal:
                if (
                    isinstance(m, Move)
                    and m.unit == a.unit
                    and m.origin == a.origin
                    and m.to == a.to
                ):
                    return m
    end = EndTurn()
    return end if end in allowed else legal[rng.randrange(len(legal))]


AIS = {"random": random_ai, "heuristic": heuristic_ai}
