"""The rondel move and production, then TEMPLE, ARMING, KNOW-HOW, founding cities and the
2:1 trade of a nation with all eight know-hows."""

from __future__ import annotations

from collections.abc import Iterator

from rules.antike.actions import AntikeAction, Arm, BuildTemple, Develop, Found, Rondel, Trade
from rules.antike.board import geo
from rules.antike.engine.messages import (
    field_msg,
    knowhow_msg,
    nation_msg,
    paid_msg,
    pay_msg,
    region_msg,
    resource_msg,
    unit_msg,
)
from rules.antike.engine.position import (
    TRADE_KINDS,
    add_units,
    can_pay,
    check_region,
    fail,
    own_city,
    pay,
    payments,
    reach,
)
from rules.antike.state import (
    ARM_LIMIT,
    BASIC,
    FIELDS,
    NEEDS,
    PRICE_NEW,
    PRICE_OLD,
    PRODUCES,
    RESOURCES,
    RONDEL,
    TEMPLE_MARBLE,
    UNITS,
    AntikeState,
    City,
    Field,
    KnowHow,
    Pay,
    Pending,
    PendingKind,
    Phase,
)
from rules.common import rondel as rondel_rules
from rules.common.maps import Resource, Unit
from rules.core.messages import Event

FOUND_NEEDS = {r: 1 for r in RESOURCES}

# --- the rondel ----------------------------------------------------------------------------------


def check_rondel(s: AntikeState, nation: int, a: Rondel) -> None:
    n = s.nations[nation]
    try:
        target = rondel_rules.check_move(RONDEL, n.marker, a.field, 0)
    except rondel_rules.Unpaid as exc:
        cost = int(exc.msg.params["cost"])
        if len(a.pay) != cost:
            rondel_rules.check_move(RONDEL, n.marker, a.field, len(a.pay))
        for kind in set(a.pay):
            if a.pay.count(kind) > n.stock(kind):
                raise fail("cannot_pay_rondel", kind=pay_msg(kind)) from None
        return
    if a.pay:
        raise fail("rondel_free", field=field_msg(FIELDS[target.field]))


def rondel_candidates(s: AntikeState, nation: int) -> Iterator[AntikeAction]:
    n = s.nations[nation]
    for target in rondel_rules.legal_targets(RONDEL, n.marker):
        if target.cost == 0:
            yield Rondel(field=target.field)
            continue
        for p in payments(n, target.cost):
            yield Rondel(field=target.field, pay=p)


def production(s: AntikeState, nation: int, resource: Resource) -> int:
    """1 per city of the resource, 3 with a temple; +1 with MARKET or +2 with CURRENCY."""
    res = geo(s).resource
    amount = sum(
        3 if c.temple else 1
        for r, c in s.cities.items()
        if c.owner == nation and res[r] is resource
    )
    knows = s.nations[nation].knowhows
    if KnowHow.CURRENCY in knows:
        amount += 2
    elif KnowHow.MARKET in knows:
        amount += 1
    return amount


def move_marker(s: AntikeState, nation: int, a: Rondel, ev: list[Event]) -> None:
    n = s.nations[nation]
    for kind in a.pay:
        if kind is Pay.COIN:
            n.coins -= 1
            s.bank_coins += 1
        else:
            n.add(kind, -1)
    n.marker = a.field
    f = FIELDS[a.field]
    s.this.field = f
    s.this.phase = Phase.ACT
    ev.append(
        Event.of(
            "antike.log.rondel",
            n.seat,
            nation=nation_msg(n.id),
            field=field_msg(f),
            paid=paid_msg({str(k): a.pay.count(k) for k in dict.fromkeys(a.pay)}),
        )
    )
    if f in PRODUCES:
        res = PRODUCES[f]
        amount = production(s, nation, res)
        n.add(res, amount)
        ev.append(
            Event.of(
                "antike.log.produce",
                n.seat,
                nation=nation_msg(n.id),
                amount=amount,
                resource=resource_msg(res),
            )
        )
    elif f is Field.MANEUVER:
        for unit in UNITS:
            full = reach(n, unit)
            left = s.this.left(unit)
            left.clear()
            for r, k in s.units(nation, unit).items():
                left[r] = [full] * k


def give_coin(s: AntikeState, nation: int) -> None:
    """A coin from the bank; an empty bank lets the nation pick a resource instead."""
    if s.bank_coins > 0:
        s.bank_coins -= 1
        s.nations[nation].coins += 1
    else:
        s.pending.append(Pending(kind=PendingKind.COIN, nation=nation))


# --- TEMPLE --------------------------------------------------------------------------------------


def check_temple(s: AntikeState, nation: int, region: str) -> None:
    city = own_city(s, nation, region)
    if city.temple:
        raise fail("temple_exists", region=region_msg(s, region))
    if s.bank_temples <= 0:
        raise fail("no_temples_left")
    if not can_pay(s.nations[nation], {Resource.MARBLE: TEMPLE_MARBLE}):
        raise fail("cannot_afford_temple", cost=TEMPLE_MARBLE)


def build_temple(s: AntikeState, nation: int, a: BuildTemple, ev: list[Event]) -> None:
    n = s.nations[nation]
    paid = pay(s, n, {Resource.MARBLE: TEMPLE_MARBLE})
    s.cities[a.region] = City(owner=nation, temple=True)
    s.bank_temples -= 1
    ev.append(
        Event.of(
            "antike.log.temple",
            n.seat,
            nation=nation_msg(n.id),
            region=region_msg(s, a.region),
            paid=paid_msg(paid),
        )
    )


def temple_candidates(s: AntikeState, nation: int) -> Iterator[AntikeAction]:
    for r in sorted(s.cities_of(nation)):
        if not s.cities[r].temple:
            yield BuildTemple(region=r)


# --- ARMING --------------------------------------------------------------------------------------


def arm_limit(s: AntikeState, region: str) -> int:
    return ARM_LIMIT[s.cities[region].temple]


def check_arm(s: AntikeState, nation: int, a: Arm) -> None:
    own_city(s, nation, a.region)
    n = s.nations[nation]
    if n.supply(a.unit) <= 0:
        raise fail("no_units_left", unit=unit_msg(a.unit))
    if a.region not in geo(s).stands[a.unit]:
        raise fail("cannot_stand", unit=unit_msg(a.unit), region=region_msg(s, a.region))
    limit = arm_limit(s, a.region)
    if s.this.armed.get(a.region, 0) >= limit:
        raise fail("arm_limit", region=region_msg(s, a.region), limit=limit)
    if not can_pay(n, {Resource.IRON: 1}):
        raise fail("cannot_afford_unit")


def arm(s: AntikeState, nation: int, a: Arm, ev: list[Event]) -> None:
    n = s.nations[nation]
    paid = pay(s, n, {Resource.IRON: 1})
    if a.unit is Unit.LEGION:
        n.legions -= 1
    else:
        n.galleys -= 1
    add_units(s, nation, a.unit, a.region, 1)
    s.this.armed[a.region] = s.this.armed.get(a.region, 0) + 1
    ev.append(
        Event.of(
            "antike.log.arm",
            n.seat,
            nation=nation_msg(n.id),
            unit=unit_msg(a.unit),
            region=region_msg(s, a.region),
            paid=paid_msg(paid),
        )
    )


def arm_candidates(s: AntikeState, nation: int) -> Iterator[AntikeAction]:
    for r in sorted(s.cities_of(nation)):
        for unit in UNITS:
            yield Arm(unit=unit, region=r)


# --- KNOW-HOW ------------------------------------------------------------------------------------


def is_new(s: AntikeState, nation: int, k: KnowHow) -> bool:
    return not any(k in n.knowhows for i, n in enumerate(s.nations) if i != nation)


def knowhow_price(s: AntikeState, nation: int, k: KnowHow) -> int:
    basic = k in BASIC
    return PRICE_NEW[basic] if is_new(s, nation, k) else PRICE_OLD[basic]


def check_develop(s: AntikeState, nation: int, a: Develop) -> None:
    n = s.nations[nation]
    if a.knowhow in n.knowhows:
        raise fail("knowhow_known", knowhow=knowhow_msg(a.knowhow))
    basic = NEEDS.get(a.knowhow)
    if basic is not None and basic not in n.knowhows:
        raise fail("knowhow_needs", knowhow=knowhow_msg(a.knowhow), basic=knowhow_msg(basic))
    price = knowhow_price(s, nation, a.knowhow)
    if not can_pay(n, {Resource.GOLD: price}):
        raise fail("cannot_afford_knowhow", knowhow=knowhow_msg(a.knowhow), cost=price)


def develop(s: AntikeState, nation: int, a: Develop, ev: list[Event]) -> None:
    n = s.nations[nation]
    new = is_new(s, nation, a.knowhow)
    paid = pay(s, n, {Resource.GOLD: knowhow_price(s, nation, a.knowhow)})
    n.knowhows.append(a.knowhow)
    if new:
        s.this.developed_first += 1
    ev.append(
        Event.of(
            "antike.log.develop",
            n.seat,
            nation=nation_msg(n.id),
            knowhow=knowhow_msg(a.knowhow),
            paid=paid_msg(paid),
            first=1 if new else 0,
        )
    )


def develop_candidates() -> Iterator[AntikeAction]:
    for k in KnowHow:
        yield Develop(knowhow=k)


# --- founding ------------------------------------------------------------------------------------


def check_found(s: AntikeState, nation: int, a: Found) -> None:
    check_region(s, a.region)
    if a.region not in geo(s).sites:
        raise fail("no_city_site", region=region_msg(s, a.region))
    if a.region in s.cities:
        raise fail("city_exists", region=region_msg(s, a.region))
    if not (s.count(nation, UNITS[0], a.region) or s.count(nation, UNITS[1], a.region)):
        raise fail("no_unit_to_found", region=region_msg(s, a.region))
    n = s.nations[nation]
    if n.stones <= 0:
        raise fail("no_stones_left")
    if not can_pay(n, FOUND_NEEDS):
        raise fail("cannot_afford_city", region=region_msg(s, a.region))


def found(s: AntikeState, nation: int, a: Found, ev: list[Event]) -> None:
    s.this.phase = Phase.FOUND
    n = s.nations[nation]
    paid = pay(s, n, FOUND_NEEDS)
    n.stones -= 1
    s.cities[a.region] = City(owner=nation)
    ev.append(
        Event.of(
            "antike.log.found",
            n.seat,
            nation=nation_msg(n.id),
            region=region_msg(s, a.region),
            paid=paid_msg(paid),
        )
    )


def found_candidates(s: AntikeState, nation: int) -> Iterator[AntikeAction]:
    sites = geo(s).sites
    regions = set(s.legions[nation]) | set(s.galleys[nation])
    for r in sorted(regions):
        if r in sites and r not in s.cities:
            yield Found(region=r)


# --- trading 2:1 with all eight know-hows ---------------------------------------------------------


def check_trade(s: AntikeState, nation: int, a: Trade) -> None:
    n = s.nations[nation]
    if len(n.knowhows) < len(KnowHow):
        raise fail("no_trade")
    if a.take in a.give:
        raise fail("trade_same", resource=resource_msg(a.take))
    for r in set(a.give):
        if a.give.count(r) > n.stock(r):
            raise fail("cannot_trade", resource=resource_msg(r))


def trade(s: AntikeState, nation: int, a: Trade, ev: list[Event]) -> None:
    n = s.nations[nation]
    for r in a.give:
        n.add(r, -1)
    n.add(a.take, 1)
    ev.append(
        Event.of(
            "antike.log.trade",
            n.seat,
            nation=nation_msg(n.id),
            give=[resource_msg(r) for r in a.give],
            take=resource_msg(a.take),
        )
    )


def trade_candidates() -> Iterator[AntikeAction]:
    kinds = TRADE_KINDS
    for i, g1 in enumerate(kinds):
        for g2 in kinds[i:]:
            for take in kinds:
                if take not in (g1, g2):
                    yield Trade(give=(g1, g2), take=take)
