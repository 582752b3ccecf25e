"""The planner's plans for a wedge: MANEUVER (conquests, foundings, seas, marching), ARMING,
KNOW-HOW and TEMPLE.

MANEUVER is planned whole at every step, from the units' actions left: first the conquests
its upright units can afford this turn (most valuable first, each taking the nearest units
that still arrive upright), then free city sites for units to found on (as many as the
nation can pay for now, then sites for next turn), then empty seas for galleys while
navigators remain, and the rest marches toward the nearest free site or the enemy city most
worth taking. A unit alone on a free site or a sea stays there. The move played is the next
step of the most urgent assignment; when no assigned unit has a step left, the planned
conquests are made. Each move uses up an action, so a turn always ends.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.antike.ai.endgame import can_gain_navigator, temple_wins, war_only
from rules.antike.ai.valuation import FAR, SPEND, UNIT, WIN, Ctx, reach
from rules.antike.state import TEMPLE_MARBLE, UNITS, KnowHow, Personage
from rules.common.maps import Resource, Unit

CONQUER, FOUND, SEA, MARCH = 0, 1, 2, 3
COIN_WORTH = 0.15  # a coin paid where a resource is lacking
LEADER = 0.2  # a city of the foe with the most personages, per personage it is ahead
LEADER_CAP = 3  # personages ahead that LEADER counts at most
NEAR_WIN = 0.5  # a city of a foe within NEAR_WIN_GAP personages of the target
NEAR_WIN_GAP = 2
MATE_SUPPORT = 0.15  # any foe city, to a nation with fewer personages than its teammate
MUSTER = 0.15  # a unit marching to the war goal when only conquests are left
WAR_ARMY = 2  # units a nation has before its army gathers at an enemy city
ARM_NEAR = 3  # borders from home within which an enemy city calls for an army


@dataclass
class Mover:
    unit: Unit
    region: str
    left: int
    target: str | None = None
    stop: int = 0  # stop this many borders short of the target
    why: int = MARCH


@dataclass
class Plan:
    movers: list[Mover] = field(default_factory=list)
    conquests: list[str] = field(default_factory=list)
    value: float = 0.0


def conquest_value(c: Ctx, region: str, defence: int) -> float:
    city = c.v.cities[region]
    value = c.one_city + 0.15 - UNIT * defence
    if city.temple:
        value += (WIN if temple_wins(c) else c.general_value()) + 0.3
    owner = c.v.nations[city.owner]
    if owner.personage_count >= c.v.target - NEAR_WIN_GAP:
        value += NEAR_WIN  # slow down a nation close to winning
    if c.team_score > c.n.personage_count:  # its teammate carries the team: fight for it
        value += MATE_SUPPORT
    ahead = owner.personage_count - max(c.team_score, c.leader_score - 1)
    if ahead > 0:  # and the leader, by how far it is ahead of this nation (or its teammate)
        value += LEADER * min(LEADER_CAP, owner.personage_count - c.team_score)
    return value


def _sea_holders(c: Ctx) -> set[str]:
    """Seas where the nation has a single galley."""
    return {r for r, k in c.units(Unit.GALLEY).items() if r in c.g.seas and k == 1}


def _movers(c: Ctx, left: dict[Unit, dict[str, list[int]]] | None) -> list[Mover]:
    out: list[Mover] = []
    for unit in UNITS:
        if left is None:
            full = reach(c.n, unit)
            for r, k in sorted(c.units(unit).items()):
                out.extend(Mover(unit, r, full) for _ in range(k))
        else:
            for r, ks in sorted(left[unit].items()):
                out.extend(Mover(unit, r, k) for k in ks if k > 0)
    return out


def plan_maneuver(c: Ctx, left: dict[Unit, dict[str, list[int]]] | None = None) -> Plan:
    """The whole MANEUVER from here; ``left`` None plans a fresh one (for the rondel)."""
    g = c.g
    plan = Plan(movers=_movers(c, left))
    free = [m for m in plan.movers]

    # conquests this turn; with only navigators left, a galley alone on a sea holds it
    keep = _sea_holders(c) if navigators_only(c) and can_gain_navigator(c) else set()
    if c.n.stones > 0:
        ranked = sorted((-conquest_value(c, r, d), r, d) for r, d in c.foe_cities.items())
        for neg, r, d in ranked:
            value = -neg
            if value <= 0:
                continue
            able = [
                m
                for m in free
                if g.d(m.unit, m.region, r) <= m.left - 1
                and not (m.unit is Unit.GALLEY and m.region in keep)
            ]
            if len(able) < d:
                continue
            able.sort(key=lambda m: (g.d(m.unit, m.region, r), m.left))
            for m in able[:d]:
                m.target, m.why = r, CONQUER
                free.remove(m)
            plan.conquests.append(r)
            plan.value += value

    # foundings: sites held now, then sites reachable this turn, then next turn's
    budget = c.foundable
    held_sites = [r for r in c.free_sites if c.here(r) > 0]
    for r in held_sites:
        if budget > 0:
            plan.value += c.city_value()
            budget -= 1
        stay = [m for m in free if m.region == r]
        if stay and c.here(r) == len(stay):  # keep one upright unit there
            m = min(stay, key=lambda m: m.left)
            m.target, m.why = r, FOUND
            free.remove(m)
    claimed = set(held_sites)
    open_sites = [r for r in c.free_sites if r not in claimed]
    for horizon, limit in ((0, budget), (2, 2)):
        pairs = sorted(
            (g.d(m.unit, m.region, r), c.scarcity(r), r, i)
            for i, m in enumerate(free)
            for r in open_sites
            if g.d(m.unit, m.region, r) <= m.left + horizon
        )
        taken: set[int] = set()
        done = 0
        for _dist, _scarce, r, i in pairs:
            if done >= limit:
                break
            if r in claimed or i in taken:
                continue
            claimed.add(r)
            taken.add(i)
            free[i].target, free[i].why = r, FOUND
            done += 1
            if horizon == 0:
                plan.value += c.city_value()
        free = [m for i, m in enumerate(free) if i not in taken]

    # seas for navigators
    galleys = c.units(Unit.GALLEY)
    if seas_wanted(c):
        held = {r for r in galleys if r in g.seas}
        for m in [m for m in free if m.unit is Unit.GALLEY and m.region in held]:
            if galleys[m.region] == sum(
                1 for x in free if x.region == m.region and x.unit is Unit.GALLEY
            ):
                m.target, m.why = m.region, SEA
                free.remove(m)
        empty = sorted(g.seas - held)
        sailing = navigators_only(c)  # then galleys head for seas however far
        for m in [m for m in free if m.unit is Unit.GALLEY]:
            best = min(((g.d(Unit.GALLEY, m.region, s), s) for s in empty), default=(FAR, ""))
            if best[0] <= m.left or (sailing and best[0] < FAR):
                m.target, m.why = best[1], SEA
                empty.remove(best[1])
                free.remove(m)
                if best[0] <= m.left:
                    plan.value += c.sea_value(len(held), 1) + (0.3 if sailing else 0.0)
                    held.add(best[1])

    # the rest marches: toward a free site, else the enemy city most worth gathering at
    goal = war_goal(c)
    war = war_only(c)
    for m in free:
        sites = [(g.d(m.unit, m.region, r), r) for r in open_sites if r not in claimed]
        near = min(sites, default=(FAR, ""))
        if near[0] < FAR and near[0] <= 4:
            m.target, m.why = near[1], MARCH
            claimed.add(near[1])
            plan.value += 0.01
        elif goal is not None and g.d(m.unit, m.region, goal) < FAR:
            if _last_guard(c, m.region):
                continue  # the last defender of a threatened temple stays
            m.target, m.stop, m.why = goal, 1, MARCH
            if war and g.d(m.unit, m.region, goal) > 1:
                plan.value += MUSTER  # only conquests are left: gathering is the way on
            else:
                plan.value += 0.01
    return plan


def navigators_only(c: Ctx) -> bool:
    """Only navigators are left in the bank: the game can end only by seas."""
    bank = c.v.bank_personages
    return bank.get(Personage.NAVIGATOR, 0) > 0 and all(
        k <= 0 for p, k in bank.items() if p is not Personage.NAVIGATOR
    )


def seas_wanted(c: Ctx) -> bool:
    """Navigators remain in the bank."""
    return c.v.bank_personages.get(Personage.NAVIGATOR, 0) > 0


def war_goal(c: Ctx) -> str | None:
    """The enemy city most worth gathering an army at: temples, weak defence, near."""
    if "war_goal" not in c.memo:
        c.memo["war_goal"] = _war_goal(c)
    goal: str | None = c.memo["war_goal"]
    return goal


def _war_goal(c: Ctx) -> str | None:
    if (c.army < WAR_ARMY and not war_only(c)) or not c.foe_cities:
        return None
    best: tuple[float, str] | None = None
    for r, d in sorted(c.foe_cities.items()):
        near = FAR
        for unit in UNITS:
            from_r = c.g.dist[unit][r]
            near = min(near, min((from_r.get(h, FAR) for h in c.units(unit)), default=FAR))
        from_r = c.g.dist[Unit.LEGION][r]
        near = min(near, 1 + min((from_r.get(h, FAR) for h in c.mine), default=FAR))
        if near >= FAR or d > c.army + 6:
            continue
        worth = conquest_value(c, r, d) + UNIT * d
        value = worth / (d + 1) - 0.08 * near
        if best is None or value > best[0]:
            best = (value, r)
    return best[1] if best else None


def next_step(
    c: Ctx, plan: Plan, moves: dict[tuple[Unit, str], list[str]]
) -> tuple[Unit, str, str] | None:
    """The next border to cross: the most urgent assigned unit that still has a step."""
    g = c.g
    for why in (CONQUER, FOUND, SEA, MARCH):
        for m in plan.movers:
            if m.why != why or m.target is None or m.left <= 0:
                continue
            now = g.d(m.unit, m.region, m.target)
            if now <= m.stop:
                continue
            if m.why == CONQUER and now > m.left - 1:
                continue
            tos = moves.get((m.unit, m.region), [])
            best = min(((g.d(m.unit, to, m.target), to) for to in tos), default=(FAR, ""))
            if best[0] < now:
                if m.why == MARCH and m.target in c.foe_cities and best[0] == 0:
                    continue
                return m.unit, m.region, best[1]
    return None


# --- ARMING --------------------------------------------------------------------------------


def arm_wishes(c: Ctx) -> list[tuple[Unit, str]]:
    """New units wanted this turn, most useful first: (kind, city province); the first
    ``site_wishes(c)`` of them are for free city sites."""
    return _arm_wishes(c)[0]


def site_wishes(c: Ctx) -> int:
    return _arm_wishes(c)[1]


def _arm_wishes(c: Ctx) -> tuple[list[tuple[Unit, str]], int]:
    if "arm" not in c.memo:
        c.memo["arm"] = _compute_arm_wishes(c)
    got: tuple[list[tuple[Unit, str]], int] = c.memo["arm"]
    return got


def _compute_arm_wishes(c: Ctx) -> tuple[list[tuple[Unit, str]], int]:
    g = c.g
    wishes: list[tuple[Unit, str]] = []
    cap = {r: (3 if c.v.cities[r].temple else 1) - c.v.this.armed.get(r, 0) for r in c.mine}
    supply = {u: c.n.supply(u) for u in UNITS}

    def place(target: str, prefer: Unit | None = None) -> bool:
        best: tuple[int, int, str, Unit] | None = None
        for r in c.mine:
            if cap[r] <= 0:
                continue
            for u in UNITS:
                if supply[u] <= 0 or r not in g.accepts[u]:
                    continue
                d = g.d(u, r, target)
                if d >= FAR:
                    continue
                key = (d, 0 if u is prefer else 1, r, u)
                if best is None or key < best:
                    best = key
        if best is None or best[0] > 6:
            return False
        _, _, r, u = best
        cap[r] -= 1
        supply[u] -= 1
        wishes.append((u, r))
        return True

    covered = {r for r in c.free_sites if c.here(r) > 0}
    units_near: set[tuple[str, Unit]] = set()
    # free sites near home without a unit on the way
    idle = [(u, r) for u in UNITS for r, k in c.units(u).items() for _ in range(k)]
    sites = sorted(
        (min((g.d(u, h, s) for h in c.mine for u in UNITS), default=FAR), c.scarcity(s), s)
        for s in c.free_sites
        if s not in covered
    )
    want_sites = min(len(sites), max(0, c.n.stones), 3)
    for _, _, s in sites[:want_sites]:
        if any(g.d(u, r, s) <= reach(c.n, u) + 1 and (r, u) not in units_near for u, r in idle):
            for u, r in idle:
                if g.d(u, r, s) <= reach(c.n, u) + 1 and (r, u) not in units_near:
                    units_near.add((r, u))
                    break
            continue
        place(s)
    for_sites = len(wishes)
    # an army for the enemy city worth taking
    goal = war_goal_for_arming(c)
    if goal is not None:
        r, d = goal
        if war_only(c):  # only units that can strike next turn, not a temple's last guard
            near = sum(
                1 for u, h in idle if g.d(u, h, r) <= reach(c.n, u) - 1 and not _last_guard(c, h)
            )
        else:
            near = sum(
                1 for u, h in idle if g.d(u, h, r) <= reach(c.n, u) + 1 and (h, u) not in units_near
            )
        for _ in range(max(0, d + 1 - near)):
            if not place(r):
                break
    # galleys for seas while navigators remain
    if seas_wanted(c):
        galleys = sum(c.units(Unit.GALLEY).values())
        seas_held = sum(1 for r in c.units(Unit.GALLEY) if r in g.seas)
        want = min(2, 7 - seas_held) if galleys < 9 else 0
        if navigators_only(c):
            want = min(3, 7 - seas_held)
        empty = sorted(g.seas - set(c.units(Unit.GALLEY)))
        for s in empty[: max(0, want)]:
            place(s, Unit.GALLEY)
    return wishes, for_sites


def _last_guard(c: Ctx, region: str) -> bool:
    """The only unit in an own temple city under threat (it stays home)."""
    home = c.v.cities.get(region)
    return (
        home is not None
        and home.owner == c.me
        and home.temple
        and c.here(region) <= 1
        and region in threatened(c)
    )


def war_goal_for_arming(c: Ctx) -> tuple[str, int] | None:
    if "arm_goal" not in c.memo:
        c.memo["arm_goal"] = _war_goal_for_arming(c)
    goal: tuple[str, int] | None = c.memo["arm_goal"]
    return goal


def _war_goal_for_arming(c: Ctx) -> tuple[str, int] | None:
    if not c.foe_cities:
        return None
    if war_only(c):  # the army gathers where the maneuvers lead it
        goal = war_goal(c)
        return None if goal is None else (goal, c.foe_cities[goal])
    best: tuple[float, str, int] | None = None
    for r, d in sorted(c.foe_cities.items()):
        near = min((c.g.dist[u][r].get(h, FAR) for u in UNITS for h in c.mine), default=FAR)
        if near > ARM_NEAR:
            continue
        worth = conquest_value(c, r, d)
        if worth <= 0.2:
            continue
        value = worth / (d + 1) - 0.1 * near
        if best is None or value > best[0]:
            best = (value, r, d)
    return (best[1], best[2]) if best else None


def iron_kept(c: Ctx) -> int:
    """Iron kept from armies and seas for the next cities: one per free site within two
    borders of the nation's cities, up to two (and its city stones); none once only
    navigators are left."""
    if "iron_kept" not in c.memo:
        if navigators_only(c) or war_only(c):  # the game ends only by seas or conquests
            c.memo["iron_kept"] = 0
            return 0
        near = sum(
            1 for s in c.free_sites if any(c.g.d(u, h, s) <= 2 for h in c.mine for u in UNITS)
        )
        c.memo["iron_kept"] = min(near, 2, c.n.stones)
    kept: int = c.memo["iron_kept"]
    return kept


def arm_value(c: Ctx) -> float:
    wishes, sites = _arm_wishes(c)
    iron, coins = c.n.iron, c.n.coins
    kept = iron_kept(c)
    value = 0.0
    for i in range(len(wishes)):
        worth = 0.3 if i < sites else 0.14
        if navigators_only(c) or war_only(c):
            worth = 0.3  # only seas or conquests can end the game: a coin buys a unit too
        elif i >= sites and iron <= kept:
            break
        if iron > 0:
            iron -= 1
        elif coins > 0 and worth > COIN_WORTH:
            coins -= 1
            worth -= COIN_WORTH
        else:
            break
        value += worth
    k = len(wishes)
    goal = war_goal_for_arming(c)
    extra = 0.0
    if goal is not None and c.v.cities[goal[0]].temple:
        extra = 0.4
    if navigators_only(c) and any(u is Unit.GALLEY for u, _ in wishes):
        extra += 0.5
    if war_only(c) and goal is not None:
        extra += 0.5
    return value + (extra if k else 0.0)


# --- KNOW-HOW and TEMPLE -------------------------------------------------------------------


def knowhow_plan(c: Ctx) -> list[KnowHow]:
    """The know-hows to buy now, in order, with the gold (and coins) at hand."""
    gold = c.wealth(Resource.GOLD)
    out: list[KnowHow] = []
    have = list(c.n.knowhows)
    while True:
        best: tuple[float, KnowHow] | None = None
        for k in KnowHow:
            if k in have or k in out:
                continue
            from rules.antike.state import NEEDS

            need = NEEDS.get(k)
            if need is not None and need not in have and need not in out:
                continue
            price = c.knowhow_price(k)
            if price > gold:
                continue
            value = c.knowhow_value(k) - SPEND * price
            if value > 0.15 and (best is None or value > best[0]):
                best = (value, k)
        if best is None:
            return out
        out.append(best[1])
        gold -= c.knowhow_price(best[1])


def knowhow_value(c: Ctx) -> float:
    return sum(c.knowhow_value(k) - SPEND * c.knowhow_price(k) for k in knowhow_plan(c))


def temple_sites(c: Ctx) -> list[str]:
    """Own cities to build temples in, best first, as many as can be paid for."""
    k = min(c.wealth(Resource.MARBLE) // TEMPLE_MARBLE, c.v.bank_temples)
    rank = {Resource.MARBLE: 0, Resource.GOLD: 1, Resource.IRON: 2}
    danger = threatened(c)
    sites = sorted(
        (r for r in c.mine if not c.v.cities[r].temple),
        key=lambda r: (r in danger, rank.get(c.g.resource[r] or Resource.IRON, 3), r),
    )
    return sites[:k]


def temple_value(c: Ctx) -> float:
    k = len(temple_sites(c))
    return c.temple_value(k) - SPEND * TEMPLE_MARBLE * k if k else 0.0


def threatened(c: Ctx) -> set[str]:
    """Own cities enemy units could reach this turn or next."""
    if "threatened" not in c.memo:
        c.memo["threatened"] = _threatened(c)
    got: set[str] = c.memo["threatened"]
    return got


def _threatened(c: Ctx) -> set[str]:
    out: set[str] = set()
    v = c.v
    for i in range(len(v.nations)):
        if not c.foe(i):
            continue
        for unit in UNITS:
            units = (v.legions if unit is Unit.LEGION else v.galleys)[i]
            k = reach(v.nations[i], unit) + 1
            for h in units:
                for r in c.mine:
                    if c.g.d(unit, h, r) <= k:
                        out.add(r)
    return out
