"""DUELLUM: moving units, battles where they meet, conquering cities, Fortress and the
conqueror's casualties."""

from __future__ import annotations

from collections.abc import Iterator

from rules.common.maps import GALLEY_BORDERS, LEGION_BORDERS, Unit
from rules.core.messages import Event
from rules.duellum.actions import Conquer, DuellumAction, Move
from rules.duellum.engine.messages import card_msg, unit_msg
from rules.duellum.engine.position import (
    attackers,
    check_region,
    defence,
    enemy_present,
    fail,
    game_map,
    holds_fortress,
    other,
    reach,
    special_at,
    unit_kind,
    ways_from,
)
from rules.duellum.state import (
    City,
    DuellumState,
    FortressOrder,
    Nation,
    Pending,
    PendingKind,
    Special,
)
from rules.duellum.text import region_msg


def check_move(s: DuellumState, seat: int, a: Move) -> None:
    if s.this.conquering:
        raise fail("moves_over")
    for r in (a.origin, a.to):
        check_region(s, r)
    kind = unit_kind(a.unit)
    n = s.nations[seat]
    if isinstance(a.unit, Special):
        if n.special is not a.unit or n.special_at != a.origin:
            raise fail("no_unit_there", unit=unit_msg(a.unit), region=region_msg(a.origin))
        if s.this.special_moved:
            raise fail("unit_moved", unit=unit_msg(a.unit))
    else:
        here = s.count(seat, kind, a.origin)
        if here <= 0:
            raise fail("no_unit_there", unit=unit_msg(a.unit), region=region_msg(a.origin))
        if here <= s.this.arrived.get(a.origin, {}).get(kind, 0):
            raise fail("unit_moved", unit=unit_msg(a.unit))
    if a.to == a.origin:
        raise fail("path_loops")
    if a.to not in ways_from(s, seat, a.origin, kind):
        _unreachable(s, seat, a, kind)
    if isinstance(a.unit, Special) and enemy_present(s, seat, a.to, kind):
        raise fail("special_no_battle", unit=unit_msg(a.unit))


def _unreachable(s: DuellumState, seat: int, a: Move, kind: Unit) -> None:
    """Why ``a.to`` is out of the unit's reach: no way for its kind, too far, or every way
    within reach crosses enemy units of its kind."""
    m = game_map(s)
    borders = LEGION_BORDERS if kind is Unit.LEGION else GALLEY_BORDERS
    limit = reach(s, seat, kind)
    to_goal = m.distances(a.to, borders)
    if a.origin not in to_goal:
        raise fail(
            "no_border",
            unit=unit_msg(a.unit),
            origin=region_msg(a.origin),
            to=region_msg(a.to),
        )
    if to_goal[a.origin] > limit:
        raise fail("too_far", unit=unit_msg(a.unit), reach=limit)
    blockers = [
        r
        for r in m.neighbours(a.origin, borders)
        if enemy_present(s, seat, r, kind) and to_goal.get(r, limit) < limit
    ]
    raise fail("battle_on_the_way", region=region_msg(blockers[0] if blockers else a.to))


def check_conquer(s: DuellumState, seat: int, a: Conquer) -> None:
    check_region(s, a.region)
    city = s.cities.get(a.region)
    if city is None or city.owner == seat:
        raise fail("no_enemy_city", region=region_msg(a.region))
    if a.region in s.this.held:
        raise fail("city_held", region=region_msg(a.region))
    need = defence(s, a.region, seat)
    have = attackers(s, seat, a.region)
    if have < need:
        raise fail("too_weak", region=region_msg(a.region), defence=need, units=have)


def casualty_range(s: DuellumState, seat: int, region: str, loss: int) -> tuple[int, int]:
    legions = s.count(seat, Unit.LEGION, region)
    galleys = s.count(seat, Unit.GALLEY, region)
    return max(0, loss - galleys), min(loss, legions)


def move_candidates(s: DuellumState, seat: int) -> Iterator[Move]:
    n = s.nations[seat]
    starts: list[tuple[Unit | Special, str]] = []
    for kind in (Unit.LEGION, Unit.GALLEY):
        for r, k in sorted(s.units(seat, kind).items()):
            if k > s.this.arrived.get(r, {}).get(kind, 0):
                starts.append((kind, r))
    if n.special is not None and n.special_at is not None and not s.this.special_moved:
        starts.append((n.special, n.special_at))
    for unit, origin in starts:
        kind = unit_kind(unit)
        for to in ways_from(s, seat, origin, kind):
            yield Move(unit=unit, origin=origin, to=to)


def duellum_candidates(s: DuellumState, seat: int) -> Iterator[DuellumAction]:
    if not s.this.conquering:
        yield from move_candidates(s, seat)
    for r, city in sorted(s.cities.items()):
        if city.owner != seat and (attackers(s, seat, r) > 0):
            yield Conquer(region=r)


def arrive(
    s: DuellumState,
    seat: int,
    unit: Unit | Special,
    region: str,
    ev: list[Event],
    moving: bool = False,
) -> bool:
    """A unit enters ``region``: a battle if enemy units of its kind are there.

    An enemy special unit standing there without escort falls only to a unit ``moving``
    in (DUELLUM's movement); a unit deployed or placed by a card stands beside it.
    Returns whether the unit survived. Losses go back to the recruitment areas.
    """
    kind = unit_kind(unit)
    n = s.nations[seat]
    foe = other(seat)
    theirs = s.count(foe, kind, region) > 0  # units of its kind, escorting or not
    if theirs or (moving and special_at(s, foe, region, kind)):
        if theirs:
            lose(s, foe, kind, region, 1)
        else:  # only their special unit is left: it falls now
            s.nations[foe].special_at = None
        if isinstance(unit, Special):
            n.special_at = None
        else:
            to_recruits(n, kind, 1)
        ev.append(
            Event.of("duellum.log.battle", seat, unit=unit_msg(kind), region=region_msg(region))
        )
        return False
    if isinstance(unit, Special):
        n.special_at = region
    else:
        mine = s.units(seat, kind)
        mine[region] = mine.get(region, 0) + 1
    return True


def lose(s: DuellumState, seat: int, kind: Unit, region: str, k: int) -> None:
    units = s.units(seat, kind)
    units[region] -= k
    if units[region] == 0:
        del units[region]
    arrived = s.this.arrived.get(region)
    if arrived and seat == s.current:
        arrived[kind] = min(arrived.get(kind, 0), units.get(region, 0))
    to_recruits(s.nations[seat], kind, k)


def to_recruits(n: Nation, kind: Unit, k: int) -> None:
    if kind is Unit.LEGION:
        n.recruit_legions += k
    else:
        n.recruit_galleys += k


def move(s: DuellumState, seat: int, a: Move, ev: list[Event]) -> None:
    kind = unit_kind(a.unit)
    n = s.nations[seat]
    if isinstance(a.unit, Special):
        n.special_at = None
        s.this.special_moved = True
    else:
        units = s.units(seat, kind)
        units[a.origin] -= 1
        if units[a.origin] == 0:
            del units[a.origin]
    ev.append(
        Event.of(
            "duellum.log.move",
            seat,
            unit=unit_msg(a.unit),
            origin=region_msg(a.origin),
            to=region_msg(a.to),
        )
    )
    if isinstance(a.unit, Special):
        n.special_at = a.to
        return
    if arrive(s, seat, a.unit, a.to, ev, moving=True):
        got = s.this.arrived.setdefault(a.to, {})
        got[kind] = got.get(kind, 0) + 1


def conquer(s: DuellumState, seat: int, region: str, ev: list[Event]) -> None:
    s.this.conquering = True
    foe = other(seat)
    fortress = holds_fortress(s, foe)
    if fortress is not None:
        order = s.fortress_orders[foe]
        if order is not FortressOrder.ASK:  # answered ahead (README 31)
            play = order is FortressOrder.PLAY
            if play:
                _use_fortress(s, foe, fortress, ev)
            else:
                ev.append(Event.of("duellum.log.no_fortress", foe))
            ev[-1] = ev[-1].with_private(foe, f"duellum.private.by_order.{order.value}")
            _resolve_conquest(s, seat, region, play, ev)
            return
        s.pending.insert(0, Pending(kind=PendingKind.FORTRESS, seat=foe, region=region))
        ev.append(Event.of("duellum.log.threat", seat, region=region_msg(region)))
        return
    _resolve_conquest(s, seat, region, False, ev)


def _use_fortress(s: DuellumState, seat: int, cid: str, ev: list[Event]) -> None:
    s.nations[seat].events.remove(cid)
    s.discard.append(cid)
    ev.append(Event.of("duellum.log.fortress", seat, card=card_msg(cid)))


def set_order(s: DuellumState, seat: int, order: FortressOrder, ev: list[Event]) -> None:
    """A nation's new standing order for Fortress; the opponent learns only that one changed.
    Given while its city is under attack and it is asked, the order answers at once."""
    s.fortress_orders[seat] = order
    ev.append(
        Event.of("duellum.log.order", seat).with_private(
            seat, f"duellum.private.order.{order.value}"
        )
    )
    p = s.pending[0] if s.pending else None
    if p is not None and p.kind is PendingKind.FORTRESS and order is not FortressOrder.ASK:
        at = len(ev)
        answer_fortress(s, seat, order is FortressOrder.PLAY, ev)
        ev[at] = ev[at].with_private(seat, f"duellum.private.by_order.{order.value}")


def answer_fortress(s: DuellumState, seat: int, play: bool, ev: list[Event]) -> None:
    p = s.pending.pop(0)
    if play:
        cid = holds_fortress(s, seat)
        assert cid is not None
        _use_fortress(s, seat, cid, ev)
    else:
        ev.append(Event.of("duellum.log.no_fortress", seat))
    _resolve_conquest(s, other(seat), p.region or "", play, ev)


def _resolve_conquest(
    s: DuellumState, seat: int, region: str, fortress: bool, ev: list[Event]
) -> None:
    loss = defence(s, region, seat, fortress)
    if attackers(s, seat, region) < loss:
        s.this.held.append(region)  # safe from this attacker for the rest of the turn
        ev.append(Event.of("duellum.log.city_holds", seat, region=region_msg(region)))
        return
    lo, hi = casualty_range(s, seat, region, loss)
    if lo == hi:
        finish_conquest(s, seat, region, loss, lo, ev)
    else:
        s.pending.insert(
            0, Pending(kind=PendingKind.CASUALTIES, seat=seat, region=region, count=loss)
        )


def finish_conquest(
    s: DuellumState, seat: int, region: str, loss: int, legions: int, ev: list[Event]
) -> None:
    foe = other(seat)
    city = s.cities[region]
    if legions:
        lose(s, seat, Unit.LEGION, region, legions)
    if loss - legions:
        lose(s, seat, Unit.GALLEY, region, loss - legions)
    for kind in (Unit.LEGION, Unit.GALLEY):
        k = s.count(foe, kind, region)
        if k:
            lose(s, foe, kind, region, k)
    temple = city.temple
    if temple:
        s.bank_temples += 1
        s.this.temples_destroyed += 1
    if city.wall:
        s.nations[foe].walls += 1
    s.cities[region] = City(owner=seat, resource=city.resource)
    s.this.lost_city[foe] = True
    ev.append(
        Event.of(
            "duellum.log.conquer",
            seat,
            region=region_msg(region),
            loss=loss,
            temple=1 if temple else 0,
        )
    )
