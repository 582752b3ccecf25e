"""The actions of TEMPLUM (temples, walls), MILITIA (deploying), SCIENTIA (know-hows,
recruiting) and COMMERCIUM's trades."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement

from rules.common.maps import Resource, Unit
from rules.core.messages import Event
from rules.duellum.actions import (
    BuildTemple,
    BuildWall,
    Deploy,
    Develop,
    DuellumAction,
    Recruit,
    Trade,
)
from rules.duellum.data import KnowHowId, load_knowhow
from rules.duellum.engine.battle import arrive
from rules.duellum.engine.messages import knowhow_msg, paid_msg, resource_msg, unit_msg
from rules.duellum.engine.position import (
    can_pay,
    enemy_present,
    fail,
    game_map,
    other,
    own_city,
    temple_surcharge,
    unit_kind,
)
from rules.duellum.engine.rondel import pay
from rules.duellum.state import (
    CITY_LIMIT,
    DEPLOY_IRON,
    RECRUIT_GOLD,
    RESOURCES,
    SPECIAL_DEPLOY_IRON,
    TEMPLE_CITY_LIMIT,
    TEMPLE_MARBLE,
    WALL_MARBLE,
    DuellumState,
    Special,
)
from rules.duellum.text import region_msg

# --- TEMPLUM -----------------------------------------------------------------------------------


def check_temple(s: DuellumState, seat: int, region: str) -> None:
    city = own_city(s, seat, region)
    if city.temple:
        raise fail("temple_exists", region=region_msg(region))
    if s.bank_temples <= 0:
        raise fail("no_temples")
    marble = max(0, TEMPLE_MARBLE - s.this.discount)
    extra = temple_surcharge(s, region)
    if not can_pay(s.nations[seat], {Resource.MARBLE: marble}, extra):
        raise fail("cannot_afford_temple", marble=marble, coins=extra)


def check_wall(s: DuellumState, seat: int, region: str) -> None:
    city = own_city(s, seat, region)
    if city.wall:
        raise fail("wall_exists", region=region_msg(region))
    if s.nations[seat].walls <= 0:
        raise fail("no_walls")
    if not can_pay(s.nations[seat], {Resource.MARBLE: WALL_MARBLE}):
        raise fail("cannot_afford_wall")


def build_temple(s: DuellumState, seat: int, a: BuildTemple, ev: list[Event]) -> None:
    marble = max(0, TEMPLE_MARBLE - s.this.discount)
    extra = temple_surcharge(s, a.region)
    paid = pay(s, s.nations[seat], {Resource.MARBLE: marble}, extra)
    s.cities[a.region].temple = True
    s.bank_temples -= 1
    ev.append(
        Event.of("duellum.log.temple", seat, region=region_msg(a.region), paid=paid_msg(paid))
    )


def build_wall(s: DuellumState, seat: int, a: BuildWall, ev: list[Event]) -> None:
    n = s.nations[seat]
    paid = pay(s, n, {Resource.MARBLE: WALL_MARBLE})
    s.cities[a.region].wall = True
    n.walls -= 1
    ev.append(Event.of("duellum.log.wall", seat, region=region_msg(a.region), paid=paid_msg(paid)))


def templum_candidates(s: DuellumState, seat: int) -> Iterator[DuellumAction]:
    for r in sorted(s.cities_of(seat)):
        yield BuildTemple(region=r)
        yield BuildWall(region=r)


# --- MILITIA -----------------------------------------------------------------------------------


def check_deploy(s: DuellumState, seat: int, a: Deploy) -> None:
    city = own_city(s, seat, a.region)
    n = s.nations[seat]
    kind = unit_kind(a.unit)
    if not game_map(s).accepts(a.region, kind):
        raise fail("unit_cannot_stand", unit=unit_msg(a.unit), region=region_msg(a.region))
    limit = TEMPLE_CITY_LIMIT if city.temple else CITY_LIMIT
    if s.this.deployed.get(a.region, 0) >= limit:
        raise fail("city_full", region=region_msg(a.region), limit=limit)
    if isinstance(a.unit, Special):
        if n.special is not a.unit or n.special_at is not None:
            raise fail("no_special_to_deploy", unit=unit_msg(a.unit))
        if not s.this.special_deployable:
            raise fail("recruited_this_turn", unit=unit_msg(a.unit))
        if not city.temple:
            raise fail("special_needs_temple", unit=unit_msg(a.unit))
        if enemy_present(s, seat, a.region, kind):
            raise fail("special_no_battle", unit=unit_msg(a.unit))
        cost = SPECIAL_DEPLOY_IRON
    else:
        if s.this.deployable.get(a.unit, 0) <= 0 or n.recruits(a.unit) <= 0:
            raise fail("none_to_deploy", unit=unit_msg(a.unit))
        cost = DEPLOY_IRON
    if not can_pay(n, {Resource.IRON: cost}):
        raise fail("cannot_afford_deploy", iron=cost)


def deploy(s: DuellumState, seat: int, a: Deploy, ev: list[Event]) -> None:
    n = s.nations[seat]
    t = s.this
    t.deployed[a.region] = t.deployed.get(a.region, 0) + 1
    if isinstance(a.unit, Special):
        paid = pay(s, n, {Resource.IRON: SPECIAL_DEPLOY_IRON})
        t.special_deployable = False
    else:
        paid = pay(s, n, {Resource.IRON: DEPLOY_IRON})
        t.deployable[a.unit] -= 1
        if a.unit is Unit.LEGION:
            n.recruit_legions -= 1
        else:
            n.recruit_galleys -= 1
    ev.append(
        Event.of(
            "duellum.log.deploy",
            seat,
            unit=unit_msg(a.unit),
            region=region_msg(a.region),
            paid=paid_msg(paid),
        )
    )
    arrive(s, seat, a.unit, a.region, ev)


def militia_candidates(s: DuellumState, seat: int) -> Iterator[DuellumAction]:
    units: list[Unit | Special] = [Unit.LEGION, Unit.GALLEY]
    sp = s.nations[seat].special
    if sp is not None:
        units.append(sp)
    for r in sorted(s.cities_of(seat)):
        for u in units:
            yield Deploy(unit=u, region=r)


# --- SCIENTIA ----------------------------------------------------------------------------------


def check_develop(s: DuellumState, seat: int, a: Develop) -> None:
    try:
        kh = load_knowhow()[KnowHowId(a.knowhow)]
    except ValueError:
        raise fail("no_knowhow", knowhow=a.knowhow) from None
    n = s.nations[seat]
    if a.knowhow in n.knowhows:
        raise fail("knowhow_held", knowhow=knowhow_msg(a.knowhow))
    price = kh.price(a.knowhow in s.nations[other(seat)].knowhows)
    if not can_pay(n, {Resource.GOLD: price}):
        raise fail("cannot_afford_knowhow", knowhow=knowhow_msg(a.knowhow), gold=price)


def check_recruit(s: DuellumState, seat: int, a: Recruit) -> None:
    n = s.nations[seat]
    if n.supply(a.unit) <= 0:
        raise fail("supply_empty", unit=unit_msg(a.unit))
    if not can_pay(n, {Resource.GOLD: RECRUIT_GOLD[a.unit]}):
        raise fail("cannot_afford_recruit", unit=unit_msg(a.unit), gold=RECRUIT_GOLD[a.unit])


def develop(s: DuellumState, seat: int, a: Develop, ev: list[Event]) -> None:
    n = s.nations[seat]
    first = a.knowhow not in s.nations[other(seat)].knowhows
    price = load_knowhow()[KnowHowId(a.knowhow)].price(not first)
    paid = pay(s, n, {Resource.GOLD: price})
    n.knowhows.append(a.knowhow)
    if first:
        s.this.first_developed += 1
    if a.knowhow == KnowHowId.COMMERCIUM:
        s.this.developed_commercium = True
    ev.append(
        Event.of(
            "duellum.log.develop",
            seat,
            knowhow=knowhow_msg(a.knowhow),
            paid=paid_msg(paid),
            first=1 if first else 0,
        )
    )


def recruit(s: DuellumState, seat: int, a: Recruit, ev: list[Event]) -> None:
    n = s.nations[seat]
    paid = pay(s, n, {Resource.GOLD: RECRUIT_GOLD[a.unit]})
    if a.unit is Unit.LEGION:
        n.legions -= 1
        n.recruit_legions += 1
    else:
        n.galleys -= 1
        n.recruit_galleys += 1
    ev.append(Event.of("duellum.log.recruit", seat, unit=unit_msg(a.unit), paid=paid_msg(paid)))


def scientia_candidates() -> Iterator[DuellumAction]:
    for kh in KnowHowId:
        yield Develop(knowhow=kh.value)
    yield Recruit(unit=Unit.LEGION)
    yield Recruit(unit=Unit.GALLEY)


# --- COMMERCIUM --------------------------------------------------------------------------------


def check_trade(s: DuellumState, seat: int, a: Trade) -> None:
    n = s.nations[seat]
    if KnowHowId.COMMERCIUM not in n.knowhows:
        raise fail("no_commercium")
    if s.this.developed_commercium:
        raise fail("commercium_this_turn")
    for r in set(a.give):
        if a.give.count(r) > n.stock(r):
            raise fail("cannot_give", resource=resource_msg(r))
    if set(a.give) & set(a.take):
        raise fail("trade_same")


def trade(s: DuellumState, seat: int, a: Trade, ev: list[Event]) -> None:
    n = s.nations[seat]
    for r in a.give:
        n.add(r, -1)
    for r in a.take:
        n.add(r, 1)
    ev.append(
        Event.of(
            "duellum.log.trade",
            seat,
            give=[resource_msg(r) for r in a.give],
            take=[resource_msg(r) for r in a.take],
        )
    )


def trade_candidates() -> Iterator[DuellumAction]:
    for give in combinations_with_replacement(RESOURCES, 3):
        rest = [r for r in RESOURCES if r not in give]
        for take in combinations_with_replacement(rest, 2):
            yield Trade(give=give, take=take)
