"""Founding cities, and the end of a turn: personages, walls won, and event cards picked
from the open row."""

from __future__ import annotations

from collections.abc import Iterator

from rules.common.maps import Unit
from rules.core.messages import Event
from rules.duellum.actions import DuellumAction, Found
from rules.duellum.engine.messages import card_msg, paid_msg, personage_msg, resource_msg, unit_msg
from rules.duellum.engine.position import (
    can_pay,
    check_region,
    fail,
    founding_surcharge,
    game_map,
    other,
    sea_points,
    special_at,
    start_turn,
)
from rules.duellum.engine.rondel import pay
from rules.duellum.state import (
    CITIZEN_TEMPLES,
    EVENT_ROW,
    KING_CITIES,
    NAVIGATOR_POINTS,
    RESOURCES,
    TARGET,
    WALL_MARKS,
    City,
    DuellumState,
    Pending,
    PendingKind,
    Personage,
    Phase,
)
from rules.duellum.text import region_msg


def check_found(s: DuellumState, seat: int, a: Found) -> None:
    check_region(s, a.region)
    m = game_map(s)
    if not m.region(a.region).city:
        raise fail("no_city_site", region=region_msg(a.region))
    if a.region in s.cities:
        raise fail("city_exists", region=region_msg(a.region))
    here = s.count(seat, Unit.LEGION, a.region) + s.count(seat, Unit.GALLEY, a.region)
    if not here:
        special = s.nations[seat].special
        if special is not None and special_at(s, seat, a.region):
            raise fail("special_cannot_found", unit=unit_msg(special), region=region_msg(a.region))
        raise fail("no_unit_to_found", region=region_msg(a.region))
    if s.bank_markers.get(a.resource, 0) <= 0:
        raise fail("no_marker", resource=resource_msg(a.resource))
    extra = founding_surcharge(s, a.region, a.resource)
    if not can_pay(s.nations[seat], {r: 1 for r in RESOURCES}, extra):
        raise fail("cannot_afford_city", region=region_msg(a.region), coins=extra)


def found_candidates(s: DuellumState, seat: int) -> Iterator[DuellumAction]:
    m = game_map(s)
    regions = set(s.legions[seat]) | set(s.galleys[seat])
    for r in sorted(regions):
        if m.region(r).city and r not in s.cities:
            for res in RESOURCES:
                yield Found(region=r, resource=res)


def found(s: DuellumState, seat: int, a: Found, ev: list[Event]) -> None:
    s.this.phase = Phase.FOUND
    extra = founding_surcharge(s, a.region, a.resource)
    paid = pay(s, s.nations[seat], {r: 1 for r in RESOURCES}, extra)
    s.cities[a.region] = City(owner=seat, resource=a.resource)
    s.bank_markers[a.resource] -= 1
    ev.append(
        Event.of(
            "duellum.log.found",
            seat,
            region=region_msg(a.region),
            resource=resource_msg(a.resource),
            paid=paid_msg(paid),
        )
    )


# --- the end of a turn -------------------------------------------------------------------------


def end_turn(s: DuellumState, seat: int, ev: list[Event]) -> None:
    foe = other(seat)
    gained = [_award(s, seat, ev), _award(s, foe, ev)]
    s.history.append((s.nations[0].personage_count, s.nations[1].personage_count))
    for who in (seat, foe):
        if s.nations[who].personage_count >= TARGET:
            s.winner = who
            ev.append(Event.of("duellum.log.win", who))
            return
    picks = [gained[1], gained[0]]  # each gain gives the other nation a card
    picks[1] += 1 if s.this.lost_city[foe] else 0
    lost_self = 1 if s.this.lost_city[seat] else 0
    ev.append(Event.of("duellum.log.end", seat))
    s.current = foe
    s.turn += 1
    s.this = start_turn(s.nations[foe])
    refill(s)
    for who, k in ((foe, picks[1]), (seat, picks[0] + lost_self)):
        if k and (s.row or s.deck or s.discard):
            s.pending.append(Pending(kind=PendingKind.PICK, seat=who, count=k))


def _award(s: DuellumState, seat: int, ev: list[Event]) -> int:
    n = s.nations[seat]
    due: dict[Personage, int] = {}
    for kind, value, step in (
        (Personage.KING, len(s.cities_of(seat)), KING_CITIES),
        (Personage.CITIZEN, s.temples_of(seat), CITIZEN_TEMPLES),
        (Personage.NAVIGATOR, sea_points(s, seat), NAVIGATOR_POINTS),
    ):
        mark = value // step
        if mark > n.marks.get(kind, 0):
            due[kind] = mark - n.marks.get(kind, 0)
            n.marks[kind] = mark
    if seat == s.current:
        due[Personage.PHILOSOPHER] = s.this.first_developed
        due[Personage.GENERAL] = s.this.temples_destroyed
    before = n.personage_count
    total = 0
    for kind in Personage:
        k = min(due.get(kind, 0), s.bank_personages.get(kind, 0))
        if k <= 0:
            continue
        s.bank_personages[kind] -= k
        n.personages[kind] = n.personages.get(kind, 0) + k
        total += k
        ev.append(Event.of("duellum.log.personage", seat, personage=personage_msg(kind), count=k))
    after = n.personage_count
    walls = sum(1 for mark in WALL_MARKS if before < mark <= after)
    walls = min(walls, s.bank_walls)
    if walls:
        s.bank_walls -= walls
        n.walls += walls
        ev.append(Event.of("duellum.log.walls_won", seat, count=walls))
    return total


def pick(s: DuellumState, seat: int, cid: str, ev: list[Event]) -> None:
    p = s.pending[0]
    s.row.remove(cid)
    s.nations[seat].events.append(cid)
    ev.append(Event.of("duellum.log.pick", seat, card=card_msg(cid)))
    refill(s)
    p.count -= 1
    if p.count <= 0 or not s.row:
        s.pending.pop(0)


def refill(s: DuellumState) -> None:
    while len(s.row) < EVENT_ROW:
        if not s.deck:
            if not s.discard:
                return
            s.deck = s.rng.shuffle(s.discard)
            s.discard = []
        s.row.append(s.deck.pop())
