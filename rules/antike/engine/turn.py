"""Setup, the end of a turn (personages, victory), the next turn and round (coins), and the
choices answered outside a turn: a resource instead of a coin, the personage for all eight
know-hows, start cities."""

from __future__ import annotations

from rules.antike.board import Side, geo, side_of
from rules.antike.engine.economy import give_coin
from rules.antike.engine.messages import (
    nation_msg,
    personage_msg,
    region_msg,
    resource_msg,
)
from rules.antike.engine.position import fail, seas_held
from rules.antike.state import (
    CITIZEN_TEMPLES,
    GALLEYS,
    KING_CITIES,
    LEGIONS,
    NAVIGATOR_SEAS,
    PERSONAGES,
    START_STOCK,
    STONES,
    AntikeState,
    City,
    KnowHow,
    Mode,
    Nation,
    Order,
    Pending,
    PendingKind,
    Personage,
    Phase,
    TurnState,
    score,
    supply_factor,
)
from rules.common.maps import Resource
from rules.core.messages import Event
from rules.core.rng import Rng

# --- setup ---------------------------------------------------------------------------------------


def start_count(mode: Mode, nations: int) -> int:
    """The line of the nation cards in use: two players use the four-nation line."""
    return nations if mode is Mode.STANDARD else 4


def build(
    side_name: str,
    seats: int,
    mode: Mode,
    *,
    target: int,
    seed: str,
    longer: bool = False,
    expert: bool = False,
    military: bool = False,
    order: Order = Order.ASK,
) -> AntikeState:
    side = side_of(side_name)
    rng = Rng(seed=seed)
    ids, owners = _nations_and_seats(side, seats, mode, rng)
    factor = supply_factor(mode)
    nations = [
        Nation(
            id=nid,
            seat=seat,
            marble=START_STOCK[Resource.MARBLE],
            iron=START_STOCK[Resource.IRON],
            gold=START_STOCK[Resource.GOLD],
            legions=LEGIONS * factor,
            galleys=GALLEYS * factor,
            stones=STONES * factor,
            order=order,
        )
        for nid, seat in zip(ids, owners, strict=True)
    ]
    s = AntikeState(
        side=side_name,
        mode=mode,
        players=seats,
        expert=expert,
        military=military,
        target=target,
        nations=nations,
        legions=[{} for _ in nations],
        galleys=[{} for _ in nations],
        bank_personages=dict(PERSONAGES),
        rng=rng,
    )
    count = start_count(mode, len(ids) if mode is Mode.STANDARD else 4)
    if mode is Mode.DOUBLED:
        picks = 1 if longer else 3
        for _ in range(picks):
            for i in range(len(nations)):
                s.pending.append(Pending(kind=PendingKind.START, nation=i))
    elif longer:
        for i, n in enumerate(nations):
            cities = side.start_cities(n.id, count)
            s.pending.append(
                Pending(kind=PendingKind.START, nation=i, choices=sorted(cities.values()))
            )
    else:
        for i, n in enumerate(nations):
            for region in side.start_cities(n.id, count).values():
                s.cities[region] = City(owner=i)
                n.stones -= 1
    if s.pending:
        s.this = TurnState(phase=Phase.START)
    for i in range(len(nations)):  # the first round's coin
        give_coin(s, i)
    return s


def _nations_and_seats(side: Side, seats: int, mode: Mode, rng: Rng) -> tuple[list[str], list[int]]:
    """The nations in turn order (the start nation first) and the seat playing each."""
    if mode is Mode.STANDARD:
        table = list(side.nations(seats))
        start = table.index(side.start_nation(seats))
        ids = table[start:] + table[:start]
        dealt = rng.shuffle(list(range(seats)))  # nation cards dealt to the seats
        return ids, [dealt[table.index(nid)] for nid in ids]
    teams = side.two_player_teams()
    if mode is Mode.TEAMS:
        table = list(side.nations(4))
        start = table.index(side.start_nation(4))
        ids = table[start:] + table[:start]
        first = rng.below(2)  # which player takes which pair of nations
        seat_of = {nid: (k + first) % 2 for k, team in enumerate(teams) for nid in team}
        return ids, [seat_of[nid] for nid in ids]
    first = rng.below(2)  # the coin flip: who starts
    return [teams[first][0], teams[1 - first][0]], [first, 1 - first]


def start_choices(s: AntikeState, p: Pending) -> list[str]:
    """The start cities a nation may still pick (doubled variant: from the four-nation line,
    one of each resource, none taken)."""
    if p.choices:
        return list(p.choices)
    side = side_of(s.side)
    m = side.map
    have = {m.region(r).resource for r in s.cities_of(p.nation)}
    pool: list[str] = []
    for nid in side.nations(4):
        for res, region in side.start_cities(nid, 4).items():
            if region not in s.cities and res not in have:
                pool.append(region)
    return sorted(pool)


def pick_start(s: AntikeState, region: str, ev: list[Event]) -> None:
    p = s.pending.pop(0)
    if region not in start_choices(s, p):
        raise AssertionError("checked before")
    n = s.nations[p.nation]
    s.cities[region] = City(owner=p.nation)
    n.stones -= 1
    ev.append(
        Event.of(
            "antike.log.start_city", n.seat, nation=nation_msg(n.id), region=region_msg(s, region)
        )
    )
    if not any(q.kind is PendingKind.START for q in s.pending):
        s.this = TurnState()


def check_start(s: AntikeState, region: str) -> None:
    p = s.pending[0]
    if region not in start_choices(s, p):
        raise fail("not_a_start_city", region=region_msg(s, region))


# --- personages and victory ---------------------------------------------------------------------


def grant(s: AntikeState, nation: int, kind: Personage, k: int, ev: list[Event]) -> None:
    k = min(k, s.bank_personages.get(kind, 0))
    if k <= 0:
        return
    n = s.nations[nation]
    s.bank_personages[kind] -= k
    n.personages[kind] = n.personages.get(kind, 0) + k
    ev.append(
        Event.of(
            "antike.log.personage",
            n.seat,
            nation=nation_msg(n.id),
            personage=personage_msg(kind),
            count=k,
        )
    )


def largest_stacks(s: AntikeState) -> list[Personage]:
    top = max(s.bank_personages.values(), default=0)
    if top <= 0:
        return []
    return [p for p in Personage if s.bank_personages.get(p, 0) == top]


def end_turn(s: AntikeState, nation: int, ev: list[Event]) -> None:
    n = s.nations[nation]
    for kind, value, step in (
        (Personage.KING, len(s.cities_of(nation)), KING_CITIES),
        (Personage.CITIZEN, s.temples_of(nation), CITIZEN_TEMPLES),
        (Personage.NAVIGATOR, seas_held(s, nation), NAVIGATOR_SEAS),
    ):
        mark = value // step
        if mark > n.marks.get(kind, 0):
            due = mark - n.marks.get(kind, 0)
            n.marks[kind] = mark  # a threshold is reached once, whatever the bank holds
            grant(s, nation, kind, due, ev)
    grant(s, nation, Personage.SCHOLAR, s.this.developed_first, ev)
    grant(s, nation, Personage.GENERAL, s.this.temples_destroyed, ev)
    if len(n.knowhows) == len(KnowHow) and not n.all_knowhows:
        n.all_knowhows = True
        if not (s.expert or s.military):
            stacks = largest_stacks(s)
            if len(stacks) == 1:
                grant(s, nation, stacks[0], 1, ev)
            elif stacks:
                s.pending.insert(
                    0,
                    Pending(
                        kind=PendingKind.EXTRA, nation=nation, choices=[p.value for p in stacks]
                    ),
                )
                return
    finish_turn(s, nation, ev)


def take_extra(s: AntikeState, kind: Personage, ev: list[Event]) -> None:
    p = s.pending.pop(0)
    grant(s, p.nation, kind, 1, ev)
    finish_turn(s, p.nation, ev)


def finish_turn(s: AntikeState, nation: int, ev: list[Event]) -> None:
    n = s.nations[nation]
    if score(s, nation) >= s.target:
        s.winner = nation
        s.win_reason = "personages"
        ev.append(Event.of("antike.log.win", n.seat, nation=nation_msg(n.id), target=s.target))
        return
    ev.append(Event.of("antike.log.end", n.seat, nation=nation_msg(n.id)))
    s.current = (nation + 1) % len(s.nations)
    s.turn += 1
    s.this = TurnState()
    if s.current == 0:  # the start nation's turn again: a new round, a coin each
        s.round += 1
        for i in range(len(s.nations)):
            give_coin(s, i)


def coin_instead(s: AntikeState, resource: Resource, ev: list[Event]) -> None:
    p = s.pending.pop(0)
    n = s.nations[p.nation]
    n.add(resource, 1)
    ev.append(
        Event.of(
            "antike.log.coin_instead",
            n.seat,
            nation=nation_msg(n.id),
            resource=resource_msg(resource),
        )
    )


def city_site_resource(s: AntikeState, region: str) -> Resource | None:
    return geo(s).resource[region]
