"""Reading an Antike position: payments, reach, defence, shared by the checks and
effects of every part of the rules."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules.antike.board import geo
from rules.antike.engine.messages import region_msg
from rules.antike.state import (
    RESOURCES,
    AntikeState,
    City,
    KnowHow,
    Nation,
    Pay,
)
from rules.common import rondel as rondel_rules
from rules.common.maps import Resource, Unit
from rules.core.errors import IllegalAction

PAY_KINDS: tuple[Pay, ...] = tuple(Pay)
TRADE_KINDS: tuple[Resource, ...] = RESOURCES


def fail(key: str, **params: Any) -> IllegalAction:
    return IllegalAction(f"antike.error.{key}", **params)


# --- reading a position ------------------------------------------------------------------------


def nation_index(s: AntikeState, nation_id: str) -> int | None:
    for i, n in enumerate(s.nations):
        if n.id == nation_id:
            return i
    return None


def shortfall(n: Nation, needs: dict[Resource, int]) -> int:
    """Coins needed to cover what the nation lacks of ``needs`` (coins stand for resources)."""
    return sum(max(0, k - n.stock(r)) for r, k in needs.items())


def can_pay(n: Nation, needs: dict[Resource, int]) -> bool:
    return shortfall(n, needs) <= n.coins


def pay(s: AntikeState, n: Nation, needs: dict[Resource, int]) -> dict[str, int]:
    """Pay resources, coins covering what is lacking; what was paid, by kind."""
    paid: dict[str, int] = {}
    coins = 0
    for r, k in needs.items():
        own = min(k, n.stock(r))
        n.add(r, -own)
        if own:
            paid[str(r)] = own
        coins += k - own
    n.coins -= coins
    s.bank_coins += coins
    if coins:
        paid["coin"] = coins
    assert n.coins >= 0
    return paid


def payments(n: Nation, cost: int) -> Iterator[tuple[Pay, ...]]:
    """Every way the nation can pay ``cost`` rondel units from what it holds."""
    return rondel_rules.payments(PAY_KINDS, cost, n.stock)


def reach(n: Nation, unit: Unit) -> int:
    """Maneuver actions per unit and turn: 1, 2 with WHEEL/SAILING, 3 with ROADS/NAVIGATION."""
    basic, secondary = (
        (KnowHow.WHEEL, KnowHow.ROADS)
        if unit is Unit.LEGION
        else (KnowHow.SAILING, KnowHow.NAVIGATION)
    )
    if secondary in n.knowhows:
        return 3
    return 2 if basic in n.knowhows else 1


def defence(s: AntikeState, region: str) -> int:
    """A city's defence: 1 (3 with a temple), +1 per defending legion and galley in its
    province, +1 with MONARCHY or +2 with DEMOCRACY."""
    city = s.cities[region]
    d = city.owner
    value = 3 if city.temple else 1
    value += s.count(d, Unit.LEGION, region) + s.count(d, Unit.GALLEY, region)
    knows = s.nations[d].knowhows
    if KnowHow.DEMOCRACY in knows:
        value += 2
    elif KnowHow.MONARCHY in knows:
        value += 1
    return value


def ready(s: AntikeState, nation: int, unit: Unit, region: str) -> int:
    """The mover's units of a kind in ``region`` with an action left (standing upright)."""
    if nation != s.current:
        return 0
    return sum(1 for k in s.this.left(unit).get(region, ()) if k > 0)


def best_left(s: AntikeState, unit: Unit, region: str) -> int:
    got = s.this.left(unit).get(region)
    return got[0] if got else 0


def seas_held(s: AntikeState, nation: int) -> int:
    """Sea regions holding at least one of the nation's galleys."""
    seas = geo(s).seas
    return sum(1 for r in s.galleys[nation] if r in seas)


def check_region(s: AntikeState, region: str) -> None:
    if region not in geo(s).resource:
        raise fail("no_region", region=region)


def own_city(s: AntikeState, nation: int, region: str) -> City:
    check_region(s, region)
    city = s.cities.get(region)
    if city is None:
        raise fail("no_city", region=region_msg(s, region))
    if city.owner != nation:
        raise fail("not_your_city", region=region_msg(s, region))
    return city


def add_units(s: AntikeState, nation: int, unit: Unit, region: str, k: int) -> None:
    units = s.units(nation, unit)
    units[region] = units.get(region, 0) + k
    if units[region] <= 0:
        del units[region]


def remove_units(s: AntikeState, nation: int, unit: Unit, region: str, k: int) -> None:
    """``k`` units leave the map back to the nation's supply; the mover loses the ones
    with the fewest actions left."""
    if k <= 0:
        return
    add_units(s, nation, unit, region, -k)
    n = s.nations[nation]
    if unit is Unit.LEGION:
        n.legions += k
    else:
        n.galleys += k
    if nation == s.current:
        left = s.this.left(unit).get(region)
        if left is not None:
            del left[len(left) - k :]
            if not left:
                del s.this.left(unit)[region]
