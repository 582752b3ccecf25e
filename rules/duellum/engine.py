"""Antike Duellum rules: setup, the rondel, the seven actions, founding, personages, events.

Every action is checked by ``_check`` (read only, raises ``IllegalAction``) and
``legal_actions`` filters candidates through the same check, so the two cannot disagree.
Effects then run on a private copy. Decisions the rules give to the seat that is not on turn
(Fortress, picking event cards) and the conqueror's choice of casualties are ``Pending``
entries; the first one names the seat that must act.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from rules.common import rondel as rondel_rules
from rules.common.maps import (
    GALLEY_BORDERS,
    LEGION_BORDERS,
    GameMap,
    Resource,
    Unit,
)
from rules.core.errors import IllegalAction, InvalidAction
from rules.core.game import Game, Outcome, Transition
from rules.core.messages import Event, Msg
from rules.core.rng import Rng
from rules.core.words import Names
from rules.duellum.actions import (
    BuildTemple,
    BuildWall,
    Casualties,
    CoinInstead,
    Conquer,
    Deploy,
    Develop,
    DuellumAction,
    EndTurn,
    Fortress,
    Found,
    Move,
    Pick,
    PlayEvent,
    Recruit,
    Rondel,
    Trade,
    action_adapter,
)
from rules.duellum.data import RONDEL, KnowHowId, load_knowhow
from rules.duellum.events import Effect, card, load_events
from rules.duellum.maps import SIDES, Side, load_side, navigator_value
from rules.duellum.state import (
    CITIZEN_TEMPLES,
    CITY_LIMIT,
    CITY_MARKERS,
    DEPLOY_IRON,
    EVENT_ROW,
    KING_CITIES,
    NAVIGATOR_POINTS,
    PERSONAGES,
    PRODUCES,
    RECRUIT_GOLD,
    RESOURCES,
    SPECIAL_DEPLOY_IRON,
    SPECIAL_KIND,
    TARGET,
    TEMPLE_CITY_LIMIT,
    TEMPLE_MARBLE,
    WALL_MARBLE,
    WALL_MARKS,
    City,
    DuellumState,
    Field,
    Nation,
    Pay,
    Pending,
    PendingKind,
    Personage,
    Phase,
    Special,
    TurnState,
)
from rules.duellum.text import describe, notation, parse_notation, region_msg

FIELDS: tuple[Field, ...] = tuple(Field(f) for f in RONDEL.fields)
PAY_KINDS: tuple[Pay, ...] = tuple(Pay)


class DuellumOptions(BaseModel):
    """Match options: the map side, the special-units variant, and how Fortress is played."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    map: Side = "west"
    special_units: bool = False
    fortress: Literal["ask", "auto"] = "ask"


def fail(key: str, **params: Any) -> IllegalAction:
    return IllegalAction(f"duellum.error.{key}", **params)


def game_map(s: DuellumState) -> GameMap:
    return load_side(s.side)


def _clone_nation(n: Nation) -> Nation:
    c = n.model_copy()
    c.knowhows = list(n.knowhows)
    c.personages = dict(n.personages)
    c.marks = dict(n.marks)
    c.events = list(n.events)
    return c


def _clone_turn(t: TurnState) -> TurnState:
    c = t.model_copy()
    c.deployable = dict(t.deployable)
    c.deployed = dict(t.deployed)
    c.arrived = {r: dict(k) for r, k in t.arrived.items()}
    c.lost_city = list(t.lost_city)
    c.held = list(t.held)
    c.reach_bonus = dict(t.reach_bonus)
    return c


def clone(s: DuellumState) -> DuellumState:
    """A deep copy written out by hand: it runs on every action and is far cheaper than a
    generic deep copy."""
    c = s.model_copy()
    c.nations = [_clone_nation(n) for n in s.nations]
    c.cities = {r: city.model_copy() for r, city in s.cities.items()}
    c.legions = [dict(x) for x in s.legions]
    c.galleys = [dict(x) for x in s.galleys]
    c.bank_markers = dict(s.bank_markers)
    c.bank_personages = dict(s.bank_personages)
    c.deck = list(s.deck)
    c.row = list(s.row)
    c.discard = list(s.discard)
    c.this = _clone_turn(s.this)
    c.pending = [p.model_copy() for p in s.pending]
    c.history = list(s.history)
    c.rng = s.rng.model_copy()
    return c


def unit_kind(unit: Unit | Special) -> Unit:
    return SPECIAL_KIND[unit] if isinstance(unit, Special) else unit


def other(seat: int) -> int:
    return 1 - seat


# --- reading a position ------------------------------------------------------------------------


def shortfall(n: Nation, needs: dict[Resource, int]) -> int:
    """Coins needed to cover what the nation lacks of ``needs`` (coins stand for resources)."""
    return sum(max(0, k - n.stock(r)) for r, k in needs.items())


def can_pay(n: Nation, needs: dict[Resource, int], coins: int = 0) -> bool:
    return shortfall(n, needs) + coins <= n.coins


def founding_surcharge(s: DuellumState, region: str, resource: Resource) -> int:
    """One coin per adjacent city producing the same resource, whoever holds it."""
    m = game_map(s)
    return sum(
        1 for r in m.neighbours(region) if r in s.cities and s.cities[r].resource is resource
    )


def temple_surcharge(s: DuellumState, region: str) -> int:
    """One coin per temple in an adjacent region, whoever's."""
    m = game_map(s)
    return sum(1 for r in m.neighbours(region) if r in s.cities and s.cities[r].temple)


def reach(s: DuellumState, seat: int, kind: Unit) -> int:
    n = s.nations[seat]
    know = KnowHowId.STRATA if kind is Unit.LEGION else KnowHowId.NAVIGATIO
    bonus = s.this.reach_bonus.get(kind, 0) if seat == s.current else 0
    return 1 + (1 if know in n.knowhows else 0) + bonus


def special_at(s: DuellumState, seat: int, region: str, kind: Unit | None = None) -> bool:
    n = s.nations[seat]
    if n.special is None or n.special_at != region:
        return False
    return kind is None or SPECIAL_KIND[n.special] is kind


def enemy_present(s: DuellumState, seat: int, region: str, kind: Unit) -> bool:
    """Whether the opponent has units of ``kind`` (special ones included) in ``region``."""
    foe = other(seat)
    return s.count(foe, kind, region) > 0 or special_at(s, foe, region, kind)


def defence(s: DuellumState, region: str, attacker: int, fortress: bool = False) -> int:
    """A city's defence against ``attacker``: 1 (3 with a temple), +1 per defending legion and
    galley, +1 wall, +1 RES PUBLICA, +1 Fortress; the special units add or take 1. Never
    below 1: the city itself always resists."""
    city = s.cities[region]
    d = city.owner
    value = 3 if city.temple else 1
    value += s.count(d, Unit.LEGION, region) + s.count(d, Unit.GALLEY, region)
    value += 1 if city.wall else 0
    value += 1 if KnowHowId.RES_PUBLICA in s.nations[d].knowhows else 0
    value += 1 if fortress else 0
    value += 1 if special_at(s, d, region) else 0
    value -= 1 if special_at(s, attacker, region) else 0
    return max(1, value)


def attackers(s: DuellumState, seat: int, region: str) -> int:
    return s.count(seat, Unit.LEGION, region) + s.count(seat, Unit.GALLEY, region)


def sea_points(s: DuellumState, seat: int) -> int:
    m = game_map(s)
    held = {r for r, k in s.galleys[seat].items() if k > 0}
    n = s.nations[seat]
    if n.special is Special.ADMIRAL and n.special_at is not None:
        held.add(n.special_at)
    return sum(navigator_value(m, r) for r in held)


def holds_fortress(s: DuellumState, seat: int) -> str | None:
    for c in s.nations[seat].events:
        if card(c).effect is Effect.FORTRESS:
            return c
    return None


def start_turn(n: Nation) -> TurnState:
    """A fresh turn; MILITIA may deploy only what is recruited now, at its start."""
    return TurnState(
        deployable={Unit.LEGION: n.recruit_legions, Unit.GALLEY: n.recruit_galleys},
        special_deployable=n.special is not None and n.special_at is None,
    )


def ways_from(s: DuellumState, seat: int, origin: str, kind: Unit) -> dict[str, tuple[str, ...]]:
    """Where one unit of ``kind`` at ``origin`` may move this turn, each with a shortest way.

    A way crosses at most ``reach`` borders of the unit's colours and never passes through a
    region holding enemy units of the same kind: the unit would fight there and stop, which
    is the move into that region. Any other way to the same region has the same outcome, so a
    move names only where it ends.
    """
    m = game_map(s)
    borders = LEGION_BORDERS if kind is Unit.LEGION else GALLEY_BORDERS
    ways: dict[str, tuple[str, ...]] = {origin: (origin,)}
    frontier = [origin]
    for _ in range(reach(s, seat, kind)):
        nxt: list[str] = []
        for here in frontier:
            if here != origin and enemy_present(s, seat, here, kind):
                continue
            for there in m.neighbours(here, borders):
                if there not in ways:
                    ways[there] = (*ways[here], there)
                    nxt.append(there)
        frontier = nxt
    del ways[origin]
    return ways


def payments(n: Nation, cost: int) -> Iterator[tuple[Pay, ...]]:
    """Every way the nation can pay ``cost`` rondel units from what it holds."""
    if cost > sum(n.stock(k) for k in PAY_KINDS):
        return
    for pay in combinations_with_replacement(PAY_KINDS, cost):
        if all(pay.count(k) <= n.stock(k) for k in set(pay)):
            yield pay


class Duellum(Game[DuellumState, DuellumAction]):
    id = "duellum"
    min_players = 2
    max_players = 2
    # 2: MONETA adds its unit to every production, a city saved by Fortress stays safe for the
    # turn, special units neither found cities nor fall outside movement. A replay of a match
    # stored by version 1 is reported as such instead of as a hash mismatch.
    engine_version = 2
    Options = DuellumOptions
    State = DuellumState
    action_adapter = action_adapter

    # --- setup -----------------------------------------------------------------------
    def setup(self, seats: int, options: BaseModel, seed: str) -> DuellumState:
        if seats != 2:
            raise InvalidAction("duellum.error.two_players", seats=seats)
        opts = options if isinstance(options, DuellumOptions) else DuellumOptions()
        if opts.map not in SIDES:
            raise InvalidAction("duellum.error.no_map", map=opts.map)
        m = load_side(opts.map)
        rng = Rng(seed=seed)
        first = rng.below(2)
        nations = [Nation(), Nation()]
        nations[other(first)].coins = 1  # the second player's compensation
        cities: dict[str, City] = {}
        markers = dict(CITY_MARKERS)
        for seat, nat in enumerate(m.nations):
            for resource, region in nat.start_cities.items():
                cities[region] = City(owner=seat, resource=resource)
                markers[resource] -= 1
        if opts.special_units:
            nations[0].special = Special.GENERAL  # the first nation's colour
            nations[1].special = Special.ADMIRAL
        deck = rng.shuffle(list(load_events().ids))
        row = [deck.pop() for _ in range(EVENT_ROW)]
        return DuellumState(
            this=start_turn(nations[first]),
            side=opts.map,
            nation_ids=[n.id for n in m.nations],
            special_units=opts.special_units,
            fortress_auto=opts.fortress == "auto",
            first=first,
            current=first,
            nations=nations,
            cities=cities,
            bank_coins=30 - 1,
            bank_markers=markers,
            bank_personages=dict(PERSONAGES),
            deck=deck,
            row=row,
            rng=rng,
        )

    # --- who acts --------------------------------------------------------------------
    def active_seats(self, s: DuellumState) -> frozenset[int]:
        if s.winner is not None:
            return frozenset()
        if s.pending:
            return frozenset({s.pending[0].seat})
        return frozenset({s.current})

    # --- checks (read only) ----------------------------------------------------------
    def _check(self, s: DuellumState, seat: int, a: DuellumAction) -> None:
        if s.pending:
            self._check_pending(s, seat, a)
            return
        if isinstance(a, (Fortress, Pick, CoinInstead, Casualties)):
            raise fail("nothing_to_answer")
        if isinstance(a, PlayEvent):
            self._check_event(s, seat, a)
            return
        if isinstance(a, Trade):
            self._check_trade(s, seat, a)
            return
        t = s.this
        if isinstance(a, Rondel):
            if t.phase is not Phase.RONDEL:
                raise fail("rondel_done")
            self._check_rondel(s, seat, a)
            return
        if t.phase is Phase.RONDEL:
            raise fail("rondel_first")
        if isinstance(a, EndTurn):
            return
        if isinstance(a, Found):
            self._check_found(s, seat, a)
            return
        if t.phase is Phase.FOUND:
            raise fail("action_over")
        need = {
            BuildTemple: Field.TEMPLUM,
            BuildWall: Field.TEMPLUM,
            Deploy: Field.MILITIA,
            Develop: Field.SCIENTIA,
            Recruit: Field.SCIENTIA,
            Move: Field.DUELLUM,
            Conquer: Field.DUELLUM,
        }[type(a)]
        if t.field is not need:
            raise fail("wrong_field", field=field_msg(need), chosen=field_msg(t.field))
        if isinstance(a, BuildTemple):
            self._check_temple(s, seat, a.region)
        elif isinstance(a, BuildWall):
            self._check_wall(s, seat, a.region)
        elif isinstance(a, Deploy):
            self._check_deploy(s, seat, a)
        elif isinstance(a, Develop):
            self._check_develop(s, seat, a)
        elif isinstance(a, Recruit):
            self._check_recruit(s, seat, a)
        elif isinstance(a, Move):
            self._check_move(s, seat, a)
        elif isinstance(a, Conquer):
            self._check_conquer(s, seat, a)

    def _region(self, s: DuellumState, region: str) -> None:
        try:
            game_map(s).region(region)
        except (KeyError, ValueError):
            raise fail("no_region", region=region) from None

    def _own_city(self, s: DuellumState, seat: int, region: str) -> City:
        self._region(s, region)
        city = s.cities.get(region)
        if city is None:
            raise fail("no_city", region=region_msg(region))
        if city.owner != seat:
            raise fail("not_your_city", region=region_msg(region))
        return city

    def _check_pending(self, s: DuellumState, seat: int, a: DuellumAction) -> None:
        p = s.pending[0]
        if p.kind is PendingKind.FORTRESS:
            if not isinstance(a, Fortress):
                raise fail("answer_fortress", region=region_msg(p.region or ""))
        elif p.kind is PendingKind.CASUALTIES:
            if not isinstance(a, Casualties):
                raise fail("answer_casualties", count=p.count)
            lo, hi = self._casualty_range(s, seat, p.region or "", p.count)
            if not lo <= a.legions <= hi:
                raise fail("bad_casualties", low=lo, high=hi, count=p.count)
        elif p.kind is PendingKind.PICK:
            if not isinstance(a, Pick):
                raise fail("answer_pick", count=p.count)
            if a.card not in load_events().ids:
                raise fail("no_card", card=a.card)
            if a.card not in s.row:
                raise fail("not_in_row", card=card_msg(a.card))
        elif p.kind is PendingKind.COIN and not isinstance(a, CoinInstead):
            raise fail("answer_coin")

    def _check_rondel(self, s: DuellumState, seat: int, a: Rondel) -> None:
        n = s.nations[seat]
        try:
            target = rondel_rules.check_move(RONDEL, n.marker, a.field, 0)
        except rondel_rules.Unpaid as exc:
            if s.this.free_rondel:
                if a.pay:
                    raise fail("oracle_free") from None
                return None
            cost = int(exc.msg.params["cost"])
            if len(a.pay) != cost:
                rondel_rules.check_move(RONDEL, n.marker, a.field, len(a.pay))
            for kind in set(a.pay):
                if a.pay.count(kind) > n.stock(kind):
                    raise fail("cannot_pay_rondel", kind=pay_msg(kind)) from None
            return None
        if a.pay:
            raise fail("rondel_free", field=field_msg(FIELDS[target.field]))
        return None

    def _check_found(self, s: DuellumState, seat: int, a: Found) -> None:
        self._region(s, a.region)
        m = game_map(s)
        if not m.region(a.region).city:
            raise fail("no_city_site", region=region_msg(a.region))
        if a.region in s.cities:
            raise fail("city_exists", region=region_msg(a.region))
        here = s.count(seat, Unit.LEGION, a.region) + s.count(seat, Unit.GALLEY, a.region)
        if not here:
            special = s.nations[seat].special
            if special is not None and special_at(s, seat, a.region):
                raise fail(
                    "special_cannot_found", unit=unit_msg(special), region=region_msg(a.region)
                )
            raise fail("no_unit_to_found", region=region_msg(a.region))
        if s.bank_markers.get(a.resource, 0) <= 0:
            raise fail("no_marker", resource=resource_msg(a.resource))
        extra = founding_surcharge(s, a.region, a.resource)
        if not can_pay(s.nations[seat], {r: 1 for r in RESOURCES}, extra):
            raise fail("cannot_afford_city", region=region_msg(a.region), coins=extra)

    def _check_temple(self, s: DuellumState, seat: int, region: str) -> None:
        city = self._own_city(s, seat, region)
        if city.temple:
            raise fail("temple_exists", region=region_msg(region))
        if s.bank_temples <= 0:
            raise fail("no_temples")
        marble = max(0, TEMPLE_MARBLE - s.this.discount)
        extra = temple_surcharge(s, region)
        if not can_pay(s.nations[seat], {Resource.MARBLE: marble}, extra):
            raise fail("cannot_afford_temple", marble=marble, coins=extra)

    def _check_wall(self, s: DuellumState, seat: int, region: str) -> None:
        city = self._own_city(s, seat, region)
        if city.wall:
            raise fail("wall_exists", region=region_msg(region))
        if s.nations[seat].walls <= 0:
            raise fail("no_walls")
        if not can_pay(s.nations[seat], {Resource.MARBLE: WALL_MARBLE}):
            raise fail("cannot_afford_wall")

    def _check_deploy(self, s: DuellumState, seat: int, a: Deploy) -> None:
        city = self._own_city(s, seat, a.region)
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

    def _check_develop(self, s: DuellumState, seat: int, a: Develop) -> None:
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

    def _check_recruit(self, s: DuellumState, seat: int, a: Recruit) -> None:
        n = s.nations[seat]
        if n.supply(a.unit) <= 0:
            raise fail("supply_empty", unit=unit_msg(a.unit))
        if not can_pay(n, {Resource.GOLD: RECRUIT_GOLD[a.unit]}):
            raise fail("cannot_afford_recruit", unit=unit_msg(a.unit), gold=RECRUIT_GOLD[a.unit])

    def _check_move(self, s: DuellumState, seat: int, a: Move) -> None:
        if s.this.conquering:
            raise fail("moves_over")
        for r in (a.origin, a.to):
            self._region(s, r)
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
            self._unreachable(s, seat, a, kind)
        if isinstance(a.unit, Special) and enemy_present(s, seat, a.to, kind):
            raise fail("special_no_battle", unit=unit_msg(a.unit))

    def _unreachable(self, s: DuellumState, seat: int, a: Move, kind: Unit) -> None:
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

    def _check_conquer(self, s: DuellumState, seat: int, a: Conquer) -> None:
        self._region(s, a.region)
        city = s.cities.get(a.region)
        if city is None or city.owner == seat:
            raise fail("no_enemy_city", region=region_msg(a.region))
        if a.region in s.this.held:
            raise fail("city_held", region=region_msg(a.region))
        need = defence(s, a.region, seat)
        have = attackers(s, seat, a.region)
        if have < need:
            raise fail("too_weak", region=region_msg(a.region), defence=need, units=have)

    def _casualty_range(
        self, s: DuellumState, seat: int, region: str, loss: int
    ) -> tuple[int, int]:
        legions = s.count(seat, Unit.LEGION, region)
        galleys = s.count(seat, Unit.GALLEY, region)
        return max(0, loss - galleys), min(loss, legions)

    def _check_trade(self, s: DuellumState, seat: int, a: Trade) -> None:
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

    def _check_event(self, s: DuellumState, seat: int, a: PlayEvent) -> None:
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
            self._region(s, a.region)
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
        elif e is Effect.RECRUIT:
            moves_some = (c.params.legions > 0 and n.legions > 0) or (
                c.params.galleys > 0 and n.galleys > 0
            )
            if not moves_some:
                unit = Unit.LEGION if c.params.legions else Unit.GALLEY
                raise fail("supply_empty", unit=unit_msg(unit))
        elif e is Effect.MUSTER:
            assert a.unit is not None and a.region is not None
            self._own_city(s, seat, a.region)
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
        elif e is Effect.ORACLE and (t.phase is not Phase.RONDEL or t.free_rondel):
            raise fail("oracle_when")

    # --- legal actions -----------------------------------------------------------------
    def legal_actions(self, s: DuellumState, seat: int) -> list[DuellumAction]:
        if seat not in self.active_seats(s):
            return []
        out: list[DuellumAction] = []
        seen: set[DuellumAction] = set()
        for a in self._candidates(s, seat):
            if a in seen:
                continue
            seen.add(a)
            try:
                self._check(s, seat, a)
            except IllegalAction:
                continue
            out.append(a)
        return out

    def _candidates(self, s: DuellumState, seat: int) -> Iterator[DuellumAction]:
        if s.pending:
            p = s.pending[0]
            if p.kind is PendingKind.FORTRESS:
                yield Fortress(play=True)
                yield Fortress(play=False)
            elif p.kind is PendingKind.CASUALTIES:
                lo, hi = self._casualty_range(s, seat, p.region or "", p.count)
                for k in range(lo, hi + 1):
                    yield Casualties(legions=k)
            elif p.kind is PendingKind.PICK:
                for c in s.row:
                    yield Pick(card=c)
            elif p.kind is PendingKind.COIN:
                for r in RESOURCES:
                    yield CoinInstead(resource=r)
            return
        t = s.this
        n = s.nations[seat]
        if t.phase is Phase.RONDEL:
            yield from self._rondel_candidates(s, seat)
        else:
            yield EndTurn()
            yield from self._found_candidates(s, seat)
            if t.phase is Phase.ACT:
                yield from self._field_candidates(s, seat)
        yield from self._event_candidates(s, seat)
        if KnowHowId.COMMERCIUM in n.knowhows:
            for give in combinations_with_replacement(RESOURCES, 3):
                rest = [r for r in RESOURCES if r not in give]
                for take in combinations_with_replacement(rest, 2):
                    yield Trade(give=give, take=take)

    def _rondel_candidates(self, s: DuellumState, seat: int) -> Iterator[DuellumAction]:
        n = s.nations[seat]
        for target in rondel_rules.legal_targets(RONDEL, n.marker):
            if target.cost == 0 or s.this.free_rondel:
                yield Rondel(field=target.field)
                continue
            for pay in payments(n, target.cost):
                yield Rondel(field=target.field, pay=pay)

    def _found_candidates(self, s: DuellumState, seat: int) -> Iterator[DuellumAction]:
        m = game_map(s)
        regions = set(s.legions[seat]) | set(s.galleys[seat])
        for r in sorted(regions):
            if m.region(r).city and r not in s.cities:
                for res in RESOURCES:
                    yield Found(region=r, resource=res)

    def _field_candidates(self, s: DuellumState, seat: int) -> Iterator[DuellumAction]:
        t = s.this
        mine = sorted(s.cities_of(seat))
        if t.field is Field.TEMPLUM:
            for r in mine:
                yield BuildTemple(region=r)
                yield BuildWall(region=r)
        elif t.field is Field.MILITIA:
            units: list[Unit | Special] = [Unit.LEGION, Unit.GALLEY]
            sp = s.nations[seat].special
            if sp is not None:
                units.append(sp)
            for r in mine:
                for u in units:
                    yield Deploy(unit=u, region=r)
        elif t.field is Field.SCIENTIA:
            for kh in KnowHowId:
                yield Develop(knowhow=kh.value)
            yield Recruit(unit=Unit.LEGION)
            yield Recruit(unit=Unit.GALLEY)
        elif t.field is Field.DUELLUM:
            if not t.conquering:
                yield from self._move_candidates(s, seat)
            for r, city in sorted(s.cities.items()):
                if city.owner != seat and (attackers(s, seat, r) > 0):
                    yield Conquer(region=r)

    def _move_candidates(self, s: DuellumState, seat: int) -> Iterator[Move]:
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

    def _event_candidates(self, s: DuellumState, seat: int) -> Iterator[DuellumAction]:
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

    # --- effects ---------------------------------------------------------------------
    def _apply(self, s: DuellumState, seat: int, a: DuellumAction) -> Transition[DuellumState]:
        self._check(s, seat, a)
        s = clone(s)
        events: list[Event] = []
        self._perform(s, seat, a, events)
        return Transition(state=s, events=events)

    def _perform(self, s: DuellumState, seat: int, a: DuellumAction, ev: list[Event]) -> None:
        n = s.nations[seat]
        if isinstance(a, Fortress):
            self._answer_fortress(s, seat, a.play, ev)
        elif isinstance(a, Casualties):
            p = s.pending.pop(0)
            self._finish_conquest(s, seat, p.region or "", p.count, a.legions, ev)
        elif isinstance(a, Pick):
            self._pick(s, seat, a.card, ev)
        elif isinstance(a, CoinInstead):
            s.pending.pop(0)
            n.add(a.resource, 1)
            ev.append(Event.of("duellum.log.coin_instead", seat, resource=resource_msg(a.resource)))
        elif isinstance(a, Rondel):
            self._rondel(s, seat, a, ev)
        elif isinstance(a, EndTurn):
            self._end_turn(s, seat, ev)
        elif isinstance(a, Found):
            self._found(s, seat, a, ev)
        elif isinstance(a, BuildTemple):
            marble = max(0, TEMPLE_MARBLE - s.this.discount)
            extra = temple_surcharge(s, a.region)
            paid = self._pay(s, n, {Resource.MARBLE: marble}, extra)
            s.cities[a.region].temple = True
            s.bank_temples -= 1
            ev.append(
                Event.of(
                    "duellum.log.temple", seat, region=region_msg(a.region), paid=paid_msg(paid)
                )
            )
        elif isinstance(a, BuildWall):
            paid = self._pay(s, n, {Resource.MARBLE: WALL_MARBLE})
            s.cities[a.region].wall = True
            n.walls -= 1
            ev.append(
                Event.of("duellum.log.wall", seat, region=region_msg(a.region), paid=paid_msg(paid))
            )
        elif isinstance(a, Deploy):
            self._deploy(s, seat, a, ev)
        elif isinstance(a, Develop):
            self._develop(s, seat, a, ev)
        elif isinstance(a, Recruit):
            paid = self._pay(s, n, {Resource.GOLD: RECRUIT_GOLD[a.unit]})
            if a.unit is Unit.LEGION:
                n.legions -= 1
                n.recruit_legions += 1
            else:
                n.galleys -= 1
                n.recruit_galleys += 1
            ev.append(
                Event.of("duellum.log.recruit", seat, unit=unit_msg(a.unit), paid=paid_msg(paid))
            )
        elif isinstance(a, Move):
            self._move(s, seat, a, ev)
        elif isinstance(a, Conquer):
            self._conquer(s, seat, a.region, ev)
        elif isinstance(a, Trade):
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
        elif isinstance(a, PlayEvent):
            self._play_event(s, seat, a, ev)

    def _pay(
        self, s: DuellumState, n: Nation, needs: dict[Resource, int], coins: int = 0
    ) -> dict[str, int]:
        """Pay resources, coins covering what is lacking, plus ``coins`` surcharge."""
        paid: dict[str, int] = {}
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

    def _give_coin(self, s: DuellumState, seat: int) -> bool:
        if s.bank_coins > 0:
            s.bank_coins -= 1
            s.nations[seat].coins += 1
            return True
        s.pending.append(Pending(kind=PendingKind.COIN, seat=seat))
        return False

    def _rondel(self, s: DuellumState, seat: int, a: Rondel, ev: list[Event]) -> None:
        n = s.nations[seat]
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
                "duellum.log.rondel",
                seat,
                field=field_msg(f),
                paid=paid_msg({str(k): a.pay.count(k) for k in dict.fromkeys(a.pay)}),
            )
        )
        if f in PRODUCES:
            res = PRODUCES[f]
            amount = sum(
                3 if c.temple else 1
                for c in s.cities.values()
                if c.owner == seat and c.resource is res
            )
            if KnowHowId.MONETA in n.knowhows:
                amount += 1
            n.add(res, amount)
            coin = self._give_coin(s, seat)
            ev.append(
                Event.of(
                    "duellum.log.produce",
                    seat,
                    amount=amount,
                    resource=resource_msg(res),
                    coin=1 if coin else 0,
                )
            )

    def _found(self, s: DuellumState, seat: int, a: Found, ev: list[Event]) -> None:
        s.this.phase = Phase.FOUND
        extra = founding_surcharge(s, a.region, a.resource)
        paid = self._pay(s, s.nations[seat], {r: 1 for r in RESOURCES}, extra)
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

    def _arrive(
        self,
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
                self._lose(s, foe, kind, region, 1)
            else:  # only their special unit is left: it falls now
                s.nations[foe].special_at = None
            if isinstance(unit, Special):
                n.special_at = None
            else:
                self._to_recruits(n, kind, 1)
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

    def _lose(self, s: DuellumState, seat: int, kind: Unit, region: str, k: int) -> None:
        units = s.units(seat, kind)
        units[region] -= k
        if units[region] == 0:
            del units[region]
        arrived = s.this.arrived.get(region)
        if arrived and seat == s.current:
            arrived[kind] = min(arrived.get(kind, 0), units.get(region, 0))
        self._to_recruits(s.nations[seat], kind, k)

    def _to_recruits(self, n: Nation, kind: Unit, k: int) -> None:
        if kind is Unit.LEGION:
            n.recruit_legions += k
        else:
            n.recruit_galleys += k

    def _deploy(self, s: DuellumState, seat: int, a: Deploy, ev: list[Event]) -> None:
        n = s.nations[seat]
        t = s.this
        t.deployed[a.region] = t.deployed.get(a.region, 0) + 1
        if isinstance(a.unit, Special):
            paid = self._pay(s, n, {Resource.IRON: SPECIAL_DEPLOY_IRON})
            t.special_deployable = False
        else:
            paid = self._pay(s, n, {Resource.IRON: DEPLOY_IRON})
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
        self._arrive(s, seat, a.unit, a.region, ev)

    def _develop(self, s: DuellumState, seat: int, a: Develop, ev: list[Event]) -> None:
        n = s.nations[seat]
        first = a.knowhow not in s.nations[other(seat)].knowhows
        price = load_knowhow()[KnowHowId(a.knowhow)].price(not first)
        paid = self._pay(s, n, {Resource.GOLD: price})
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

    def _move(self, s: DuellumState, seat: int, a: Move, ev: list[Event]) -> None:
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
        if self._arrive(s, seat, a.unit, a.to, ev, moving=True):
            got = s.this.arrived.setdefault(a.to, {})
            got[kind] = got.get(kind, 0) + 1

    def _conquer(self, s: DuellumState, seat: int, region: str, ev: list[Event]) -> None:
        s.this.conquering = True
        foe = other(seat)
        fortress = holds_fortress(s, foe)
        if fortress is not None:
            if s.fortress_auto:
                self._use_fortress(s, foe, fortress, ev)
                self._resolve_conquest(s, seat, region, True, ev)
                return
            s.pending.insert(0, Pending(kind=PendingKind.FORTRESS, seat=foe, region=region))
            ev.append(Event.of("duellum.log.threat", seat, region=region_msg(region)))
            return
        self._resolve_conquest(s, seat, region, False, ev)

    def _use_fortress(self, s: DuellumState, seat: int, cid: str, ev: list[Event]) -> None:
        s.nations[seat].events.remove(cid)
        s.discard.append(cid)
        ev.append(Event.of("duellum.log.fortress", seat, card=card_msg(cid)))

    def _answer_fortress(self, s: DuellumState, seat: int, play: bool, ev: list[Event]) -> None:
        p = s.pending.pop(0)
        if play:
            cid = holds_fortress(s, seat)
            assert cid is not None
            self._use_fortress(s, seat, cid, ev)
        else:
            ev.append(Event.of("duellum.log.no_fortress", seat))
        self._resolve_conquest(s, other(seat), p.region or "", play, ev)

    def _resolve_conquest(
        self, s: DuellumState, seat: int, region: str, fortress: bool, ev: list[Event]
    ) -> None:
        loss = defence(s, region, seat, fortress)
        if attackers(s, seat, region) < loss:
            s.this.held.append(region)  # safe from this attacker for the rest of the turn
            ev.append(Event.of("duellum.log.city_holds", seat, region=region_msg(region)))
            return
        lo, hi = self._casualty_range(s, seat, region, loss)
        if lo == hi:
            self._finish_conquest(s, seat, region, loss, lo, ev)
        else:
            s.pending.insert(
                0, Pending(kind=PendingKind.CASUALTIES, seat=seat, region=region, count=loss)
            )

    def _finish_conquest(
        self, s: DuellumState, seat: int, region: str, loss: int, legions: int, ev: list[Event]
    ) -> None:
        foe = other(seat)
        city = s.cities[region]
        if legions:
            self._lose(s, seat, Unit.LEGION, region, legions)
        if loss - legions:
            self._lose(s, seat, Unit.GALLEY, region, loss - legions)
        for kind in (Unit.LEGION, Unit.GALLEY):
            k = s.count(foe, kind, region)
            if k:
                self._lose(s, foe, kind, region, k)
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

    def _play_event(self, s: DuellumState, seat: int, a: PlayEvent, ev: list[Event]) -> None:
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
            self._lose(s, foe, kind, a.region or "", 1)
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
                Event.of(
                    "duellum.log.event_at", seat, card=card_msg(a.card), region=detail["region"]
                )
            )
        else:
            ev.append(Event.of("duellum.log.event", seat, card=card_msg(a.card)))
        if e is Effect.MUSTER:
            assert a.unit is not None and a.region is not None
            self._arrive(s, seat, a.unit, a.region, ev)

    # --- the end of a turn -----------------------------------------------------------
    def _end_turn(self, s: DuellumState, seat: int, ev: list[Event]) -> None:
        foe = other(seat)
        gained = [self._award(s, seat, ev), self._award(s, foe, ev)]
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
        self._refill(s)
        for who, k in ((foe, picks[1]), (seat, picks[0] + lost_self)):
            if k and (s.row or s.deck or s.discard):
                s.pending.append(Pending(kind=PendingKind.PICK, seat=who, count=k))

    def _award(self, s: DuellumState, seat: int, ev: list[Event]) -> int:
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
            ev.append(
                Event.of("duellum.log.personage", seat, personage=personage_msg(kind), count=k)
            )
        after = n.personage_count
        walls = sum(1 for mark in WALL_MARKS if before < mark <= after)
        walls = min(walls, s.bank_walls)
        if walls:
            s.bank_walls -= walls
            n.walls += walls
            ev.append(Event.of("duellum.log.walls_won", seat, count=walls))
        return total

    def _pick(self, s: DuellumState, seat: int, cid: str, ev: list[Event]) -> None:
        p = s.pending[0]
        s.row.remove(cid)
        s.nations[seat].events.append(cid)
        ev.append(Event.of("duellum.log.pick", seat, card=card_msg(cid)))
        self._refill(s)
        p.count -= 1
        if p.count <= 0 or not s.row:
            s.pending.pop(0)

    def _refill(self, s: DuellumState) -> None:
        while len(s.row) < EVENT_ROW:
            if not s.deck:
                if not s.discard:
                    return
                s.deck = s.rng.shuffle(s.discard)
                s.discard = []
            s.row.append(s.deck.pop())

    # --- results and views -------------------------------------------------------------
    def outcome(self, s: DuellumState) -> Outcome | None:
        if s.winner is None:
            return None
        scores = (s.nations[0].personage_count, s.nations[1].personage_count)
        return Outcome(
            winners=(s.winner,),
            scores=scores,
            reason=Msg.of("duellum.end.personages", target=TARGET),
        )

    def view(self, s: DuellumState, seat: int | None) -> BaseModel:
        from rules.duellum.view import make_view

        return make_view(self, s, seat)

    def notation(self, a: DuellumAction) -> str:
        return notation(a)

    def parse_notation(self, text: str, names: Names | None = None) -> DuellumAction:
        return parse_notation(text, names)

    def describe(self, a: DuellumAction) -> Msg:
        return describe(a)

    def check_invariants(self, s: DuellumState) -> None:
        from rules.duellum.view import check_invariants

        check_invariants(s)

    def scramble_hidden(self, s: DuellumState, keep_seat: int | None, seed: str) -> DuellumState:
        from rules.duellum.view import scramble_hidden

        return scramble_hidden(s, keep_seat, seed)

    def undo_allowed(self, before: DuellumState, after: DuellumState, events: Any) -> bool:
        """Not after a move that turned up a new event card or drew randomness."""
        return before.rng == after.rng and len(before.deck) == len(after.deck)


# --- message helpers (keys resolved by the catalogs) --------------------------------------


def field_msg(f: Field | None) -> Msg:
    return Msg.of(f"duellum.field.{f.value if f else 'none'}")


def resource_msg(r: Resource) -> Msg:
    return Msg.of(f"duellum.resource.{r.value}")


def pay_msg(p: Pay) -> Msg:
    return Msg.of(f"duellum.pay.{p.value}")


def unit_msg(u: Unit | Special) -> Msg:
    return Msg.of(f"duellum.unit.{u.value}")


def knowhow_msg(k: str) -> Msg:
    return Msg.of(f"duellum.knowhow.{k}")


def personage_msg(p: Personage) -> Msg:
    return Msg.of(f"duellum.personage.{p.value}")


def card_msg(cid: str) -> Msg:
    return Msg.of(f"duellum.card.{cid}")


def paid_msg(paid: dict[str, int]) -> Msg:
    parts = [Msg.of(f"duellum.paid.{k}", count=v) for k, v in paid.items() if v]
    if not parts:
        return Msg.of("duellum.paid.nothing")
    return Msg.of("duellum.paid.list", items=parts)
