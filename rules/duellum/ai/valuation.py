"""The position as one seat sees it, valued in resource units: what resources, coins,
cities and sea points are worth, threats to cities, and a budget that pays like the engine."""

from __future__ import annotations

from collections.abc import Iterable

from rules.common.maps import Resource, Unit
from rules.duellum.ai.basics import CARD_TO_FOE, KNOWHOWS, PERSONAGE, UNITS, WIN, card, geo
from rules.duellum.data import KnowHowId
from rules.duellum.events import Effect
from rules.duellum.state import (
    CITIZEN_TEMPLES,
    DEPLOY_IRON,
    KING_CITIES,
    NAVIGATOR_POINTS,
    RESOURCES,
    SPECIAL_KIND,
    TARGET,
    TEMPLE_MARBLE,
    Nation,
    Pay,
    Personage,
)
from rules.duellum.view import DuellumView

# --- a budget that pays like the engine (resources first, coins for the rest) ------------------


class Budget:
    __slots__ = ("coins", "res")

    def __init__(self, n: Nation) -> None:
        self.res = {Resource.MARBLE: n.marble, Resource.IRON: n.iron, Resource.GOLD: n.gold}
        self.coins = n.coins

    def copy(self) -> Budget:
        b = Budget.__new__(Budget)
        b.res = dict(self.res)
        b.coins = self.coins
        return b

    def can(self, needs: dict[Resource, int], extra: int = 0) -> bool:
        short = sum(max(0, k - self.res[r]) for r, k in needs.items())
        return short + extra <= self.coins

    def cost(self, ctx: Ctx, needs: dict[Resource, int], extra: int = 0) -> float:
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

    def gain(self, ctx: Ctx, r: Resource, k: int) -> float:
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


# --- the position as one seat sees it ---------------------------------------------------------


class Ctx:
    """Derived facts about a view for one seat, computed lazily."""

    def __init__(self, v: DuellumView, me: int) -> None:
        self.v = v
        self.me = me
        self.foe = 1 - me
        self.geo = geo(v.side)
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
