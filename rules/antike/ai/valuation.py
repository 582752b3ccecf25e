"""What the Antike planner knows about a position, and what things are worth to it.

Everything is valued in personages (1.0 = one personage; a win is worth ``WIN``). A city, a
temple or a sea counts as a share of the personage it works toward, larger the closer that
personage is (the city that completes five counts a whole king); a know-how nobody has yet is a
scholar; a temple destroyed is a general. Resources are worth little in themselves: a unit in
stock is valued by how much the nation still lacks for what it plans to buy, so a production
field is worth most when it feeds the next purchase.

``Ctx`` reads the seat's view once per decision and keeps what several parts ask for (the
nation's cities, its units, the enemy cities with their defence). Map facts (distances for
legions and galleys, city sites, seas, resources) are computed once per side.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from rules.antike.board import side_of
from rules.antike.state import (
    BASIC,
    CITIZEN_TEMPLES,
    KING_CITIES,
    NAVIGATOR_SEAS,
    NEEDS,
    PRICE_NEW,
    PRICE_OLD,
    RESOURCES,
    TEMPLE_MARBLE,
    KnowHow,
    Nation,
    Personage,
)
from rules.antike.view import AntikeView
from rules.common.maps import GALLEY_BORDERS, LEGION_BORDERS, GameMap, RegionKind, Resource, Unit

WIN = 6.0  # a personage that reaches the target
FAR = 99
UNIT = 0.12  # a legion or galley on the map, spent in a conquest
SPEND = 0.04  # a resource unit paid out, beyond what it buys
CITY_INCOME = 0.25  # a city's production over the rest of the game
TEMPLE_INCOME = 0.65  # a temple's extra production and defence
CONTEST = 0.3  # a new know-how denied to a foe ahead in scholars, per scholar ahead
SAVE_FROM_CITIES = 6  # from this many cities on, gold for a new know-how is kept back
MATE_GAP = 1  # a free site a teammate's city reaches this many legion moves sooner is its
MATE_LEAD = 1  # legion moves more that the teammate with more personages counts as sooner


@dataclass(frozen=True)
class Geo:
    """Map facts of one side: distances per unit kind, city sites, seas, resources."""

    dist: dict[Unit, dict[str, dict[str, int]]]
    sites: tuple[str, ...]
    seas: frozenset[str]
    resource: dict[str, Resource | None]
    accepts: dict[Unit, frozenset[str]]

    def d(self, unit: Unit, a: str, b: str) -> int:
        return self.dist[unit][a].get(b, FAR)


_GEO: dict[int, tuple[GameMap, Geo]] = {}


def geo(side: str) -> Geo:
    """The side's map facts, kept per map object (a test may register a new map under an
    old name)."""
    m = side_of(side).map
    got = _GEO.get(id(m))
    if got is None or got[0] is not m:
        got = (m, _geo(m))
        _GEO[id(m)] = got
    return got[1]


def _geo(m: GameMap) -> Geo:
    ids = m.region_ids()
    return Geo(
        dist={
            Unit.LEGION: {r: m.distances(r, LEGION_BORDERS) for r in ids},
            Unit.GALLEY: {r: m.distances(r, GALLEY_BORDERS) for r in ids},
        },
        sites=m.city_sites(),
        seas=frozenset(m.region_ids(RegionKind.SEA)),
        resource={r: m.region(r).resource for r in ids},
        accepts={
            u: frozenset(r for r in ids if m.accepts(r, u)) for u in (Unit.LEGION, Unit.GALLEY)
        },
    )


def count_foundable(n: Nation, extra: dict[Resource, int], reserve: int = 0) -> int:
    """Cities ``n`` can pay for with ``extra`` more in stock, coins filling what is lacking,
    while keeping ``reserve`` gold or coins back."""
    stock = {r: n.stock(r) + extra.get(r, 0) for r in RESOURCES}
    coins, k = n.coins, 0
    while k < n.stones:
        short = sum(1 for r in RESOURCES if stock[r] <= 0)
        if short > coins:
            break
        if max(0, stock[Resource.GOLD] - 1) + coins - short < reserve:
            break
        coins -= short
        stock = {r: max(0, v - 1) for r, v in stock.items()}
        k += 1
    return k


def guard(knows: list[KnowHow]) -> int:
    return 2 if KnowHow.DEMOCRACY in knows else (1 if KnowHow.MONARCHY in knows else 0)


def bonus(knows: list[KnowHow]) -> int:
    return 2 if KnowHow.CURRENCY in knows else (1 if KnowHow.MARKET in knows else 0)


def reach(n: Nation, unit: Unit) -> int:
    basic, second = (
        (KnowHow.WHEEL, KnowHow.ROADS)
        if unit is Unit.LEGION
        else (KnowHow.SAILING, KnowHow.NAVIGATION)
    )
    return 3 if second in n.knowhows else (2 if basic in n.knowhows else 1)


class Ctx:
    """The acting nation's view of the position, read once per decision."""

    def __init__(self, view: AntikeView, nation: Nation | None = None) -> None:
        """``nation`` stands in for the acting nation (its stock after a payment)."""
        self.v = view
        self.me = view.acting
        self.n = view.nations[self.me] if nation is None else nation
        self.memo: dict[str, Any] = {}  # plans computed once per decision
        self.seat = self.n.seat
        self.g = geo(view.side)

    # --- the nation ------------------------------------------------------------------
    @cached_property
    def mine(self) -> list[str]:
        return sorted(r for r, c in self.v.cities.items() if c.owner == self.me)

    @cached_property
    def temples(self) -> int:
        return sum(1 for r in self.mine if self.v.cities[r].temple)

    def units(self, unit: Unit) -> dict[str, int]:
        return (self.v.legions if unit is Unit.LEGION else self.v.galleys)[self.me]

    @cached_property
    def army(self) -> int:
        return sum(self.units(Unit.LEGION).values()) + sum(self.units(Unit.GALLEY).values())

    def here(self, region: str) -> int:
        return self.units(Unit.LEGION).get(region, 0) + self.units(Unit.GALLEY).get(region, 0)

    def scarcity(self, site: str) -> int:
        """Twice the nation's cities that already print the site's resource, plus one
        unless it is marble (fewer is better: a second marble city feeds temples, which
        take five marble each, a fourth iron city adds little)."""
        res = self.g.resource[site]
        have = sum(1 for r in self.mine if self.g.resource[r] is res)
        return 2 * have + (0 if res is Resource.MARBLE else 1)

    def wealth(self, r: Resource) -> int:
        return self.n.stock(r) + self.n.coins

    @cached_property
    def foundable(self) -> int:
        """Cities the nation can pay for now (one marble, iron and gold each), keeping the
        gold it saves for a new know-how (``gold_reserve``)."""
        return count_foundable(self.n, {}, self.gold_reserve)

    @cached_property
    def gold_reserve(self) -> int:
        """Gold (or coins) kept back from founding for the cheapest new know-how it can
        develop, once the nation has ``SAVE_FROM_CITIES`` cities and scholars remain and one
        GOLD wedge would pay for it; a city that completes a king is founded regardless.
        A nation further from the price founds: holding back gold it cannot complete soon
        only stalled nations poor in gold at six cities for most of the game."""
        if (
            len(self.mine) < SAVE_FROM_CITIES
            or self.v.bank_personages.get(Personage.SCHOLAR, 0) <= 0
        ):
            return 0
        if (len(self.mine) + 1) % KING_CITIES == 0 and self.v.bank_personages.get(
            Personage.KING, 0
        ) > 0:
            return 0
        prices = [self.knowhow_price(k) for k in KnowHow if self.can_develop(k) and self.is_new(k)]
        price = min(prices, default=0)
        if self.wealth(Resource.GOLD) + 2 * self.income(Resource.GOLD) < price:
            return 0  # more than one GOLD wedge away: a city brings more than gold kept idle
        return price

    def income(self, r: Resource) -> int:
        """What one visit to the resource's wedge yields now."""
        return sum(
            3 if self.v.cities[c].temple else 1 for c in self.mine if self.g.resource[c] is r
        ) + bonus(self.n.knowhows)

    # --- the others ------------------------------------------------------------------
    def foe(self, nation: int) -> bool:
        return self.v.nations[nation].seat != self.seat

    @cached_property
    def mates(self) -> list[int]:
        """The other nations of this seat (two players with two nations each)."""
        return [i for i, n in enumerate(self.v.nations) if i != self.me and n.seat == self.seat]

    @cached_property
    def free_sites(self) -> list[str]:
        """City sites this nation may found on: no city yet and, with a teammate, no site the
        teammate holds with a unit or reaches ``MATE_GAP`` legion moves sooner, the one with
        more personages counting ``MATE_LEAD`` moves nearer (the team does not race itself
        for a site, and sites go to the nation closer to the target)."""
        taken = set(self.v.cities)
        if self.mates:
            mine = self.mine
            for i in self.mates:
                theirs = [r for r, c in self.v.cities.items() if c.owner == i]
                # the one of the two with more personages reaches MATE_LEAD moves further
                lead = self.v.nations[i].personage_count - self.n.personage_count
                edge = MATE_LEAD * ((lead > 0) - (lead < 0))
                for r in self.g.sites:
                    if r in taken or self.here(r) > 0:
                        continue
                    if self.v.legions[i].get(r, 0) or self.v.galleys[i].get(r, 0):
                        taken.add(r)
                        continue
                    dm = min((self.g.d(Unit.LEGION, h, r) for h in mine), default=FAR)
                    dt = min((self.g.d(Unit.LEGION, h, r) for h in theirs), default=FAR) - edge
                    # with MATE_GAP 0 a tie goes to the nation first in turn order, not to neither
                    if dt + MATE_GAP < dm or (dt + MATE_GAP == dm and (MATE_GAP or i < self.me)):
                        taken.add(r)
        return [r for r in self.g.sites if r not in taken]

    @cached_property
    def team_score(self) -> int:
        """The most personages a nation of this seat has (its own with one nation a seat)."""
        return max(
            [self.n.personage_count] + [self.v.nations[i].personage_count for i in self.mates]
        )

    @cached_property
    def foe_cities(self) -> dict[str, int]:
        """Enemy cities that may be conquered, with their defence."""
        v = self.v
        counts: dict[int, int] = {}
        for c in v.cities.values():
            counts[c.owner] = counts.get(c.owner, 0) + 1
        out: dict[str, int] = {}
        for r, city in v.cities.items():
            o = city.owner
            if not self.foe(o) or counts[o] <= 1:
                continue
            out[r] = (
                (3 if city.temple else 1)
                + v.legions[o].get(r, 0)
                + v.galleys[o].get(r, 0)
                + guard(v.nations[o].knowhows)
            )
        return out

    @cached_property
    def leader_score(self) -> int:
        return max(
            (n.personage_count for i, n in enumerate(self.v.nations) if self.foe(i)), default=0
        )

    @cached_property
    def scholar_lead(self) -> int:
        """How many more scholars the foe with the most has than this nation."""
        scholars = [
            n.personages.get(Personage.SCHOLAR, 0)
            for i, n in enumerate(self.v.nations)
            if self.foe(i)
        ]
        return max(scholars, default=0) - self.n.personages.get(Personage.SCHOLAR, 0)

    # --- values ----------------------------------------------------------------------
    def personage(self, kind: Personage, k: int = 1) -> float:
        """What ``k`` more personages of a kind are worth (0 when the bank has none left)."""
        k = min(k, self.v.bank_personages.get(kind, 0))
        if k <= 0:
            return 0.0
        if self.n.personage_count + k >= self.v.target:
            return WIN
        return float(k)

    def _share(self, kind: Personage, have: int, step: int, add: int) -> float:
        """The worth of ``add`` more of what a personage counts (cities, temples, seas)."""
        if self.v.bank_personages.get(kind, 0) <= 0 or add <= 0:
            return 0.0
        reached = self.n.marks.get(kind, 0)
        after = (have + add) // step
        if after > reached:
            return self.personage(kind, after - reached) + 0.1 * ((have + add) % step)
        missing = step * (reached + 1) - have
        # a step toward the personage that would win counts as a step toward the win
        return add / max(1.0, float(missing)) * 0.8 * self.personage(kind)

    @cached_property
    def one_city(self) -> float:
        return self.city_value(1)

    def city_value(self, add: int = 1) -> float:
        return self._share(Personage.KING, len(self.mine), KING_CITIES, add) + CITY_INCOME * add

    def temple_value(self, add: int = 1) -> float:
        """A citizen's share, the defence, and two more units at every production."""
        return (
            self._share(Personage.CITIZEN, self.temples, CITIZEN_TEMPLES, add) + TEMPLE_INCOME * add
        )

    def sea_value(self, held: int, add: int = 1) -> float:
        return self._share(Personage.NAVIGATOR, held, NAVIGATOR_SEAS, add)

    def general_value(self, k: int = 1) -> float:
        return self.personage(Personage.GENERAL, k)

    def knowhow_price(self, k: KnowHow) -> int:
        basic = k in BASIC
        others = any(k in o.knowhows for i, o in enumerate(self.v.nations) if i != self.me)
        return PRICE_OLD[basic] if others else PRICE_NEW[basic]

    def is_new(self, k: KnowHow) -> bool:
        return not any(k in o.knowhows for i, o in enumerate(self.v.nations) if i != self.me)

    def can_develop(self, k: KnowHow) -> bool:
        if k in self.n.knowhows:
            return False
        need = NEEDS.get(k)
        return need is None or need in self.n.knowhows

    def knowhow_value(self, k: KnowHow) -> float:
        """What the know-how does for this nation, plus a scholar when it is new."""
        coastal = sum(1 for r in self.mine if r in self.g.accepts[Unit.GALLEY])
        use = {
            KnowHow.WHEEL: 0.55,
            KnowHow.SAILING: 0.25 + 0.1 * min(coastal, 3),
            KnowHow.MARKET: 0.6,
            KnowHow.MONARCHY: 0.3 + 0.08 * self.temples,
            KnowHow.ROADS: 0.4,
            KnowHow.NAVIGATION: 0.15 + 0.07 * min(coastal, 3),
            KnowHow.CURRENCY: 0.45,
            KnowHow.DEMOCRACY: 0.25 + 0.06 * self.temples,
        }[k]
        if self.is_new(k):
            use += self.personage(Personage.SCHOLAR)
            if self.v.bank_personages.get(Personage.SCHOLAR, 0) > 0:
                use += CONTEST * min(2, max(0, self.scholar_lead))
        if len(self.n.knowhows) == len(KnowHow) - 1 and not (self.v.expert or self.v.military):
            use += 0.8  # the personage for all eight
        return use

    # --- what the nation wants to buy ------------------------------------------------
    @cached_property
    def needs(self) -> dict[Resource, int]:
        """Resource units wanted over the next turns: temples, know-hows, units, cities."""
        n = self.n
        unbuilt = sum(1 for r in self.mine if not self.v.cities[r].temple)
        temples = min(unbuilt, 2, self.v.bank_temples)
        ks = [k for k in KnowHow if self.can_develop(k)]
        gold = min((self.knowhow_price(k) for k in ks), default=0)
        sites = min(len(self.free_sites), 3, n.stones)
        return {
            Resource.MARBLE: TEMPLE_MARBLE * temples + sites,
            Resource.IRON: 3 + sites,
            Resource.GOLD: gold + sites,
        }

    @cached_property
    def goals(self) -> dict[Resource, tuple[int, float]]:
        """The next purchase each resource saves toward: (units it costs, its worth)."""
        unbuilt = any(not self.v.cities[r].temple for r in self.mine)
        temple = (
            (TEMPLE_MARBLE, self.temple_value()) if unbuilt and self.v.bank_temples else (0, 0.0)
        )
        ks = [
            (self.knowhow_value(k), -self.knowhow_price(k), k)
            for k in KnowHow
            if self.can_develop(k)
        ]
        if ks:
            best = max(ks)
            know = (-best[1], best[0])
        else:
            know = (0, 0.0)
        return {Resource.MARBLE: temple, Resource.GOLD: know, Resource.IRON: self.iron_goal}

    @cached_property
    def iron_goal(self) -> tuple[int, float]:
        """Iron saves toward the next city on a free site: a unit to go there and the
        city's own iron (one when a unit already holds a site)."""
        if not self.free_sites or self.n.stones <= 0:
            return (0, 0.0)
        held = any(self.here(r) > 0 for r in self.free_sites)
        return (1 if held else 2, self.city_value())

    def produce_value(self, r: Resource, amount: int) -> float:
        """What producing ``amount`` of ``r`` is worth, with a share of the purchase it
        completes (a temple's marble, a know-how's gold)."""
        have = self.n.stock(r)
        value = sum(self.resource_value(r, have + i) for i in range(amount))
        cost, worth = self.goals[r]
        if cost and self.wealth(r) < cost <= self.wealth(r) + amount:
            value += 0.5 * worth
        elif cost and self.wealth(r) + amount < cost:
            value += 0.5 * worth * amount / cost
        return value

    def resource_value(self, r: Resource, have: int | None = None) -> float:
        """The worth of one more unit of ``r`` given ``have`` in stock (default: now)."""
        stock = self.n.stock(r) if have is None else have
        need = self.needs[r]
        if stock < need:
            return 0.12
        if stock < need + 4:
            return 0.05
        return 0.015
