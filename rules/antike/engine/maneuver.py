"""MANEUVER: moving units border by border, fights (the mover's and the ones a nation
demands when units enter its province), and conquests with the conqueror's casualties."""

from __future__ import annotations

from collections.abc import Iterator

from rules.antike.actions import Conquer, Fight, Move
from rules.antike.board import game_map
from rules.antike.engine.messages import nation_msg, order_msg, region_msg, unit_msg
from rules.antike.engine.position import (
    add_units,
    best_left,
    check_region,
    defence,
    fail,
    nation_index,
    ready,
    remove_units,
)
from rules.antike.state import (
    UNITS,
    AntikeState,
    City,
    Order,
    Pending,
    PendingKind,
)
from rules.common.maps import GALLEY_BORDERS, LEGION_BORDERS, BorderKind, Unit
from rules.core.messages import Event


def borders(unit: Unit) -> frozenset[BorderKind]:
    return LEGION_BORDERS if unit is Unit.LEGION else GALLEY_BORDERS


# --- moving --------------------------------------------------------------------------------------


def check_move(s: AntikeState, nation: int, a: Move) -> None:
    if s.this.conquering:
        raise fail("moves_over")
    for r in (a.origin, a.to):
        check_region(s, r)
    if s.count(nation, a.unit, a.origin) <= 0:
        raise fail("no_unit_there", unit=unit_msg(a.unit), region=region_msg(s, a.origin))
    if best_left(s, a.unit, a.origin) <= 0:
        raise fail("unit_spent", unit=unit_msg(a.unit), region=region_msg(s, a.origin))
    m = game_map(s)
    kind = m.border(a.origin, a.to)
    if kind is None:
        raise fail("not_adjacent", origin=region_msg(s, a.origin), to=region_msg(s, a.to))
    if kind not in borders(a.unit):
        raise fail(
            "wrong_border",
            unit=unit_msg(a.unit),
            origin=region_msg(s, a.origin),
            to=region_msg(s, a.to),
        )


def move(s: AntikeState, nation: int, a: Move, ev: list[Event]) -> None:
    n = s.nations[nation]
    left = s.this.left(a.unit)
    here = left[a.origin]
    actions = here.pop(0) - 1
    if not here:
        del left[a.origin]
    there = left.setdefault(a.to, [])
    there.append(actions)
    there.sort(reverse=True)
    add_units(s, nation, a.unit, a.origin, -1)
    add_units(s, nation, a.unit, a.to, 1)
    ev.append(
        Event.of(
            "antike.log.move",
            n.seat,
            nation=nation_msg(n.id),
            unit=unit_msg(a.unit),
            origin=region_msg(s, a.origin),
            to=region_msg(s, a.to),
        )
    )
    # every other nation with units of this kind there may demand a fight, in turn order
    count = len(s.nations)
    for step in range(1, count):
        other = (nation + step) % count
        if s.count(other, a.unit, a.to) and s.nations[other].seat != n.seat:
            s.pending.append(
                Pending(kind=PendingKind.DEFEND, nation=other, region=a.to, unit=a.unit)
            )
    settle_defences(s, ev)


def settle_defences(s: AntikeState, ev: list[Event]) -> None:
    """Resolve the fights offered to defenders whose standing order decides, up to the first
    one that must be asked; drop offers that no longer stand."""
    while s.pending and s.pending[0].kind is PendingKind.DEFEND:
        p = s.pending[0]
        unit, region = p.unit or Unit.LEGION, p.region or ""
        if not (s.count(s.current, unit, region) and s.count(p.nation, unit, region)):
            s.pending.pop(0)
            continue
        order = s.nations[p.nation].order
        if order is Order.ASK:
            return
        s.pending.pop(0)
        if order is Order.ALWAYS:
            battle(s, p.nation, s.current, unit, region, ev)
        else:
            ev.append(
                Event.of(
                    "antike.log.no_fight",
                    s.nations[p.nation].seat,
                    nation=nation_msg(s.nations[p.nation].id),
                    region=region_msg(s, region),
                )
            )


def answer_defence(s: AntikeState, fight: bool, order: Order | None, ev: list[Event]) -> None:
    p = s.pending.pop(0)
    n = s.nations[p.nation]
    if order is not None and order is not n.order:
        n.order = order
        ev.append(
            Event.of("antike.log.order", n.seat, nation=nation_msg(n.id), order=order_msg(order))
        )
    unit, region = p.unit or Unit.LEGION, p.region or ""
    if fight:
        battle(s, p.nation, s.current, unit, region, ev)
    else:
        ev.append(
            Event.of(
                "antike.log.no_fight", n.seat, nation=nation_msg(n.id), region=region_msg(s, region)
            )
        )
    settle_defences(s, ev)


def move_candidates(s: AntikeState, nation: int) -> Iterator[Move]:
    m = game_map(s)
    for unit in UNITS:
        for origin, left in sorted(s.this.left(unit).items()):
            if left and left[0] > 0:
                for to in m.neighbours(origin, borders(unit)):
                    yield Move(unit=unit, origin=origin, to=to)


# --- fights --------------------------------------------------------------------------------------


def battle(s: AntikeState, a: int, b: int, unit: Unit, region: str, ev: list[Event]) -> None:
    """Units of one kind of nations ``a`` (who starts it) and ``b`` destroy each other one
    for one."""
    k = min(s.count(a, unit, region), s.count(b, unit, region))
    if k <= 0:
        return
    remove_units(s, a, unit, region, k)
    remove_units(s, b, unit, region, k)
    ev.append(
        Event.of(
            "antike.log.battle",
            s.nations[a].seat,
            nation=nation_msg(s.nations[a].id),
            foe=nation_msg(s.nations[b].id),
            unit=unit_msg(unit),
            count=k,
            region=region_msg(s, region),
        )
    )


def check_fight(s: AntikeState, nation: int, a: Fight) -> None:
    if s.this.conquering:
        raise fail("moves_over")
    check_region(s, a.region)
    foe = nation_index(s, a.nation)
    if foe is None or foe == nation:
        raise fail("no_such_foe", nation=a.nation)
    if not s.count(nation, a.unit, a.region):
        raise fail("no_unit_there", unit=unit_msg(a.unit), region=region_msg(s, a.region))
    if not s.count(foe, a.unit, a.region):
        raise fail(
            "no_foe_there",
            nation=nation_msg(a.nation),
            unit=unit_msg(a.unit),
            region=region_msg(s, a.region),
        )


def fight(s: AntikeState, nation: int, a: Fight, ev: list[Event]) -> None:
    foe = nation_index(s, a.nation)
    assert foe is not None
    battle(s, nation, foe, a.unit, a.region, ev)


def fight_candidates(s: AntikeState, nation: int) -> Iterator[Fight]:
    for unit in UNITS:
        for region in sorted(s.units(nation, unit)):
            for foe, other in enumerate(s.nations):
                if foe != nation and s.count(foe, unit, region):
                    yield Fight(region=region, unit=unit, nation=other.id)


# --- conquest ------------------------------------------------------------------------------------


def attackers(s: AntikeState, nation: int, region: str) -> int:
    return ready(s, nation, Unit.LEGION, region) + ready(s, nation, Unit.GALLEY, region)


def check_conquer(s: AntikeState, nation: int, a: Conquer) -> None:
    check_region(s, a.region)
    city = s.cities.get(a.region)
    if city is None or city.owner == nation:
        raise fail("no_enemy_city", region=region_msg(s, a.region))
    if s.nations[city.owner].seat == s.nations[nation].seat:
        raise fail("own_team", region=region_msg(s, a.region))
    if len(s.cities_of(city.owner)) <= 1:
        raise fail("last_city", region=region_msg(s, a.region))
    need = defence(s, a.region)
    have = attackers(s, nation, a.region)
    if have < need:
        raise fail("too_weak", region=region_msg(s, a.region), defence=need, units=have)
    stones = s.nations[nation].stones
    if a.release is None:
        if stones <= 0:
            raise fail("release_needed")
        return
    if stones > 0:
        raise fail("release_not_needed")
    check_region(s, a.release)
    mine = s.cities.get(a.release)
    if mine is None or mine.owner != nation:
        raise fail("not_your_city", region=region_msg(s, a.release))


def conquer_candidates(s: AntikeState, nation: int) -> Iterator[Conquer]:
    for r, city in sorted(s.cities.items()):
        if city.owner != nation and attackers(s, nation, r) > 0:
            if s.nations[nation].stones > 0:
                yield Conquer(region=r)
            else:
                for mine in sorted(s.cities_of(nation)):
                    yield Conquer(region=r, release=mine)


def casualty_range(s: AntikeState, nation: int, region: str, loss: int) -> tuple[int, int]:
    legions = ready(s, nation, Unit.LEGION, region)
    galleys = ready(s, nation, Unit.GALLEY, region)
    return max(0, loss - galleys), min(loss, legions)


def conquer(s: AntikeState, nation: int, a: Conquer, ev: list[Event]) -> None:
    s.this.conquering = True
    loss = defence(s, a.region)
    lo, hi = casualty_range(s, nation, a.region, loss)
    if lo == hi:
        finish_conquest(s, nation, a.region, loss, lo, a.release, ev)
    else:
        s.pending.insert(
            0,
            Pending(
                kind=PendingKind.CASUALTIES,
                nation=nation,
                region=a.region,
                count=loss,
                release=a.release,
            ),
        )


def _spend(s: AntikeState, nation: int, unit: Unit, region: str, k: int) -> None:
    """``k`` of the mover's upright units conquer and leave the map."""
    if k <= 0:
        return
    left = s.this.left(unit)[region]
    upright = [x for x in left if x > 0]
    tipped = [x for x in left if x <= 0]
    left[:] = upright[: len(upright) - k] + tipped
    if not left:
        del s.this.left(unit)[region]
    add_units(s, nation, unit, region, -k)
    n = s.nations[nation]
    if unit is Unit.LEGION:
        n.legions += k
    else:
        n.galleys += k


def finish_conquest(
    s: AntikeState,
    nation: int,
    region: str,
    loss: int,
    legions: int,
    release: str | None,
    ev: list[Event],
) -> None:
    n = s.nations[nation]
    city = s.cities[region]
    foe = city.owner
    _spend(s, nation, Unit.LEGION, region, legions)
    _spend(s, nation, Unit.GALLEY, region, loss - legions)
    for unit in UNITS:
        remove_units(s, foe, unit, region, s.count(foe, unit, region))
    temple = city.temple
    if temple:
        s.bank_temples += 1
        s.this.temples_destroyed += 1
    s.nations[foe].stones += 1
    if release is not None:
        _release(s, nation, release, ev)
    n.stones -= 1
    s.cities[region] = City(owner=nation)
    ev.append(
        Event.of(
            "antike.log.conquer",
            n.seat,
            nation=nation_msg(n.id),
            foe=nation_msg(s.nations[foe].id),
            region=region_msg(s, region),
            loss=loss,
            temple=1 if temple else 0,
        )
    )
    if temple and not any(s.bank_personages.values()) and s.winner is None:
        # every personage is out: the first nation to destroy a temple wins
        s.winner = nation
        s.win_reason = "temple"
        s.pending.clear()
        ev.append(Event.of("antike.log.win_temple", n.seat, nation=nation_msg(n.id)))


def _release(s: AntikeState, nation: int, region: str, ev: list[Event]) -> None:
    """Rare exception 1: a nation without city stones gives up a city of its own."""
    city = s.cities.pop(region)
    if city.temple:
        s.bank_temples += 1
    s.nations[nation].stones += 1
    ev.append(
        Event.of(
            "antike.log.release",
            s.nations[nation].seat,
            nation=nation_msg(s.nations[nation].id),
            region=region_msg(s, region),
        )
    )
