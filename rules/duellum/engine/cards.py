"""Playing event cards: when each card may be played, the choices it offers, and its effect."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules.common.maps import Unit
from rules.core.messages import Event
from rules.duellum.actions import DuellumAction, PlayEvent
from rules.duellum.engine.battle import arrive, lose
from rules.duellum.engine.messages import card_msg, resource_msg, unit_msg
from rules.duellum.engine.position import check_region, fail, game_map, other, own_city
from rules.duellum.events import Effect, card, load_events
from rules.duellum.state import RESOURCES, DuellumState, Field, Phase
from rules.duellum.text import region_msg

USEFUL_CARDS = 3  # the edition from which a card that would do nothing is refused


def check_event(s: DuellumState, seat: int, a: PlayEvent) -> None:
    n = s.nations[seat]
    if a.card not in load_events().ids:
        raise fail("no_card", card=a.card)
    if a.card not in n.events:
        raise fail("card_not_held", card=card_msg(a.card))
    c = card(a.card)
    e = c.effect
    t = s.this
    foe = other(seat)
    wants_region = e in (Effect.EARTHQUAKE, Effect.MUSTER, Effect.PLAGUE, Effect.STORM)
    if wants_region != (a.region is not None):
        raise fail("card_region" if wants_region else "card_no_region", card=card_msg(a.card))
    if (e is Effect.MUSTER) != (a.unit is not None):
        raise fail("card_unit" if e is Effect.MUSTER else "card_no_unit", card=card_msg(a.card))
    if (e is Effect.LEVY) != (a.resource is not None):
        raise fail(
            "card_resource" if e is Effect.LEVY else "card_no_resource", card=card_msg(a.card)
        )
    if a.region is not None:
        check_region(s, a.region)
    if e is Effect.FORTRESS:
        raise fail("fortress_only_defending")
    if e is Effect.EARTHQUAKE:
        city = s.cities.get(a.region or "")
        if city is None or not city.wall:
            raise fail("no_wall_there", region=region_msg(a.region or ""))
    elif e is Effect.BURGLARY:
        if s.nations[foe].coins < 2:
            raise fail("nothing_to_steal")
    elif e is Effect.ACADEMY:
        if t.field is not Field.SCIENTIA or t.phase is not Phase.ACT:
            raise fail("academy_in_scientia")
        if not s.nations[foe].knowhows:
            raise fail("academy_nothing")
    elif e is Effect.GAIN:
        only_coins = c.params.marble + c.params.iron + c.params.gold == 0
        if s.edition >= USEFUL_CARDS and only_coins and s.bank_coins <= 0:
            raise fail("bank_no_coins")
    elif e is Effect.RECRUIT:
        moves_some = (c.params.legions > 0 and n.legions > 0) or (
            c.params.galleys > 0 and n.galleys > 0
        )
        if not moves_some:
            unit = Unit.LEGION if c.params.legions else Unit.GALLEY
            raise fail("supply_empty", unit=unit_msg(unit))
    elif e is Effect.MUSTER:
        assert a.unit is not None and a.region is not None
        own_city(s, seat, a.region)
        if n.recruits(a.unit) <= 0:
            raise fail("none_to_deploy", unit=unit_msg(a.unit))
        if not game_map(s).accepts(a.region, a.unit):
            raise fail("unit_cannot_stand", unit=unit_msg(a.unit), region=region_msg(a.region))
    elif e is Effect.WALL:
        if s.bank_walls <= 0:
            raise fail("bank_no_walls")
    elif e in (Effect.PLAGUE, Effect.STORM):
        kind = Unit.LEGION if e is Effect.PLAGUE else Unit.GALLEY
        if s.count(foe, kind, a.region or "") <= 0:
            raise fail("no_enemy_unit", unit=unit_msg(kind), region=region_msg(a.region or ""))
    elif e is Effect.LEVY:
        assert a.resource is not None
        if s.nations[foe].stock(a.resource) <= 0:
            raise fail("foe_has_none", resource=resource_msg(a.resource))
    elif e is Effect.ARCHITECT:
        if not (t.phase is Phase.RONDEL or (t.phase is Phase.ACT and t.field is Field.TEMPLUM)):
            raise fail("architect_when")
    elif e is Effect.FORCED_MARCH:
        ok = t.phase is Phase.RONDEL or (
            t.phase is Phase.ACT and t.field is Field.DUELLUM and not t.conquering
        )
        if not ok:
            raise fail("march_when")
    elif e is Effect.ORACLE:
        if t.phase is not Phase.RONDEL or t.free_rondel:
            raise fail("oracle_when")
        if s.edition >= USEFUL_CARDS and n.marker is None:
            raise fail("oracle_first_move")


def event_candidates(s: DuellumState, seat: int) -> Iterator[DuellumAction]:
    m = game_map(s)
    foe = other(seat)
    for cid in dict.fromkeys(s.nations[seat].events):
        e = card(cid).effect
        if e is Effect.FORTRESS:
            continue
        if e is Effect.EARTHQUAKE:
            for r, city in sorted(s.cities.items()):
                if city.wall:
                    yield PlayEvent(card=cid, region=r)
        elif e is Effect.MUSTER:
            for r in sorted(s.cities_of(seat)):
                for u in (Unit.LEGION, Unit.GALLEY):
                    if m.accepts(r, u):
                        yield PlayEvent(card=cid, region=r, unit=u)
        elif e in (Effect.PLAGUE, Effect.STORM):
            kind = Unit.LEGION if e is Effect.PLAGUE else Unit.GALLEY
            for r in sorted(s.units(foe, kind)):
                yield PlayEvent(card=cid, region=r)
        elif e is Effect.LEVY:
            for res in RESOURCES:
                yield PlayEvent(card=cid, resource=res)
        else:
            yield PlayEvent(card=cid)


def play_event(s: DuellumState, seat: int, a: PlayEvent, ev: list[Event]) -> None:
    n = s.nations[seat]
    foe = other(seat)
    c = card(a.card)
    n.events.remove(a.card)
    s.discard.append(a.card)
    e = c.effect
    p = c.params
    detail: dict[str, Any] = {}
    if e is Effect.EARTHQUAKE:
        city = s.cities[a.region or ""]
        city.wall = False
        s.nations[city.owner].walls += 1
        detail["region"] = region_msg(a.region or "")
    elif e is Effect.BURGLARY:
        lost = s.nations[foe].coins // 2
        s.nations[foe].coins -= lost
        s.bank_coins += lost
    elif e is Effect.ACADEMY:
        gain = len(s.nations[foe].knowhows)
        n.gold += gain
    elif e is Effect.GAIN:
        n.marble += p.marble
        n.iron += p.iron
        n.gold += p.gold
        coins = min(p.coins, s.bank_coins)
        n.coins += coins
        s.bank_coins -= coins
    elif e is Effect.RECRUIT:
        legions = min(p.legions, n.legions)
        galleys = min(p.galleys, n.galleys)
        n.legions -= legions
        n.recruit_legions += legions
        n.galleys -= galleys
        n.recruit_galleys += galleys
    elif e is Effect.MUSTER:
        assert a.unit is not None and a.region is not None
        if a.unit is Unit.LEGION:
            n.recruit_legions -= 1
        else:
            n.recruit_galleys -= 1
        dep = s.this.deployable
        if a.unit in dep:
            dep[a.unit] = min(dep[a.unit], n.recruits(a.unit))
        detail["region"] = region_msg(a.region)
    elif e is Effect.WALL:
        s.bank_walls -= 1
        n.walls += 1
    elif e in (Effect.PLAGUE, Effect.STORM):
        kind = Unit.LEGION if e is Effect.PLAGUE else Unit.GALLEY
        lose(s, foe, kind, a.region or "", 1)
        detail["region"] = region_msg(a.region or "")
    elif e is Effect.LEVY:
        assert a.resource is not None
        take = min(p.amount, s.nations[foe].stock(a.resource))
        s.nations[foe].add(a.resource, -take)
        n.add(a.resource, take)
    elif e is Effect.ARCHITECT:
        s.this.discount = p.discount
    elif e is Effect.FORCED_MARCH:
        assert p.unit is not None
        s.this.reach_bonus[p.unit] = s.this.reach_bonus.get(p.unit, 0) + 1
    elif e is Effect.ORACLE:
        s.this.free_rondel = True
    if "region" in detail:
        ev.append(
            Event.of("duellum.log.event_at", seat, card=card_msg(a.card), region=detail["region"])
        )
    else:
        ev.append(Event.of("duellum.log.event", seat, card=card_msg(a.card)))
    if e is Effect.MUSTER:
        assert a.unit is not None and a.region is not None
        arrive(s, seat, a.unit, a.region, ev)
