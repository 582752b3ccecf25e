"""Polis rules: setup, turns of two actions, the development, military and political actions,
battles with hidden formation cards, the end of a round, the end of the game and scoring.

Sections of the seed summary (``seeds/004``) are cited as [Sviluppo], [Militari], [Politiche],
[Battaglia], [Fine round], [Preparativi], [Fine gioco] and [Punteggio]; what the summary
leaves open is decided in ``rules/polis/README.md``.

Every action is checked by ``_check`` (read only, raises ``IllegalAction``); ``legal_actions``
filters candidates through the same check, so the two never disagree. Effects run on a copy.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Iterator

from rules.core.errors import IllegalAction, InvalidAction
from rules.core.game import Game, NoOptions, Outcome, Transition
from rules.core.messages import Event, Msg
from rules.core.rng import Rng
from rules.core.words import Names
from rules.polis.actions import (
    Abandon,
    Build,
    CivilWar,
    Collect,
    Commit,
    Create,
    Done,
    EndTurn,
    Feed,
    Fight,
    Grow,
    Move,
    Pass,
    Phoros,
    PolisAction,
    Proxenos,
    Ransom,
    Siege,
    Trade,
    action_adapter,
)
from rules.polis.data import RESOURCES, SIDES, PolisData, Res, Side, load
from rules.polis.state import Battle, Pending, Phase, Player, PolisCity, PolisState
from rules.polis.text import (
    card_msg,
    describe,
    notation,
    parse_notation,
    polis_msg,
    project_msg,
    side_msg,
    terr_msg,
)

BATTLE_SIZE = 8  # [Battaglia] 8 or more units in a territory
ATTACK_DRAW = 2  # [Battaglia] the attacker draws 2 cards
RANSOM = 2  # [Politiche] 2 silver to the opponent
CIVIL_NEUTRAL, CIVIL_ENEMY = 2, 3  # [Politiche] x base population / x population
MAX_MERCHANTS = 4  # our design: the merchants a player owns
UNIT_RES = {"hoplite": Res.METAL, "galley": Res.WOOD, "merchant": Res.WOOD}


def clone(s: PolisState) -> PolisState:
    return s.model_copy(deep=True)


def fail(key: str, **params: object) -> IllegalAction:
    return IllegalAction(f"polis.error.{key}", **params)


class Polis(Game[PolisState, PolisAction]):
    id = "polis"
    min_players = 2
    max_players = 2
    engine_version = 1
    Options = NoOptions
    State = PolisState
    action_adapter = action_adapter

    @property
    def data(self) -> PolisData:
        return load()

    # --- setup -------------------------------------------------------------------------
    def setup(self, seats: int, options: object, seed: str) -> PolisState:
        if seats != 2:
            raise InvalidAction("polis.error.two_players", seats=seats)
        d = self.data
        rng = Rng(seed=seed)
        players = []
        for side in SIDES:
            st = d.map.start[side]
            players.append(
                Player(
                    resources={r.value: st.resources[r] for r in RESOURCES},
                    prestige=st.prestige,
                    merchants=st.merchants,
                    proxenos=d.capital[side],
                )
            )
        hoplites = {t: [0, 0] for t in d.lands}
        galleys = {t: [0, 0] for t in d.seas}
        for seat, side in enumerate(SIDES):
            for t, n in d.map.start[side].hoplites.items():
                hoplites[t][seat] += n
            for t, n in d.map.start[side].galleys.items():
                galleys[t][seat] += n
        poleis = {
            c.id: PolisCity(
                owner=None if c.start is None else SIDES.index(c.start), population=c.base
            )
            for c in d.map.poleis
        }
        s = PolisState(
            players=players,
            hoplites=hoplites,
            galleys=galleys,
            poleis=poleis,
            market=d.market.track.start,
            shiploads={m.id: [None] * len(m.shiploads) for m in d.market.markets},
            offer=[],
            project_deck=rng.shuffle([p.id for p in d.projects.projects]),
            events=[rng.shuffle([e.id for e in r.events]) for r in d.rounds.rounds],
            rng=rng,
        )
        self._start_round(s, [])
        return s

    # --- who acts ----------------------------------------------------------------------
    def active_seats(self, s: PolisState) -> frozenset[int]:
        if s.ended is not None:
            return frozenset()
        if s.battle is not None:
            b = s.battle
            if b.phase is Phase.COMMIT:
                return frozenset(i for i in (0, 1) if b.commits[i] is None)
            return frozenset({b.attacker if b.phase is Phase.ATTACKER else 1 - b.attacker})
        if s.pending is not None:
            return frozenset({s.pending.seat})
        return frozenset({s.current})

    # --- helpers -----------------------------------------------------------------------
    def stack(self, s: PolisState) -> int:
        return self.data.rounds.rounds[s.round - 1].stack

    def units(self, s: PolisState, t: str) -> list[int]:
        return s.hoplites[t] if t in s.hoplites else s.galleys[t]

    def controls(self, s: PolisState, seat: int, t: str) -> bool:
        u = self.units(s, t)
        return u[seat] > u[1 - seat]

    def blocked(self, s: PolisState, seat: int, t: str) -> bool:
        """[Militari] a territory where the opponent has more units blocks movement."""
        u = self.units(s, t)
        return u[1 - seat] > u[seat]

    def reach_land(self, s: PolisState, seat: int, origin: str) -> set[str]:
        """Land territories a hoplite can reach from ``origin`` [Militari], by land or by
        sea, never both. Our design: by land one step, to a neighbouring territory; by sea
        along any chain of seas that each hold a galley of ours and that the opponent does
        not control, to a territory on the last sea's shore."""
        d = self.data
        out = {n for n in d.neighbours[origin] if d.land(n)}
        seas = {
            n
            for n in d.neighbours[origin]
            if not d.land(n) and s.galleys[n][seat] > 0 and not self.blocked(s, seat, n)
        }
        todo = deque(seas)
        while todo:
            t = todo.popleft()
            for n in d.neighbours[t]:
                if d.land(n):
                    out.add(n)
                elif n not in seas and s.galleys[n][seat] > 0 and not self.blocked(s, seat, n):
                    seas.add(n)
                    todo.append(n)
        out.discard(origin)
        return out

    def reach_sea(self, s: PolisState, seat: int, origin: str) -> set[str]:
        """Seas a galley can reach [Militari]. Our design: up to two seas away, the first
        one passed not controlled by the opponent."""
        d = self.data
        out: set[str] = set()
        for n in d.neighbours[origin]:
            if d.land(n):
                continue
            out.add(n)
            if self.blocked(s, seat, n):
                continue
            out.update(m for m in d.neighbours[n] if not d.land(m))
        out.discard(origin)
        return out

    def bribe(self, s: PolisState, seat: int, start: str, goal: str) -> int:
        """[Politiche] the least silver a proxenos pays from ``start`` to ``goal``: one per
        enemy unit in every territory it enters."""
        d = self.data
        best = {start: 0}
        heap = [(0, start)]
        while heap:
            cost, t = heapq.heappop(heap)
            if t == goal:
                return cost
            if cost > best.get(t, 1 << 30):
                continue
            for n in d.neighbours[t]:
                c = cost + self.units(s, n)[1 - seat]
                if c < best.get(n, 1 << 30):
                    best[n] = c
                    heapq.heappush(heap, (c, n))
        raise AssertionError("the map is connected")

    def route_free(self, s: PolisState, seat: int, market: str) -> bool:
        return not any(self.blocked(s, seat, t) for t in self.data.markets[market].route)

    def pay_units(self, p: Player, unit: str, count: int) -> tuple[int, int]:
        """Resource and silver spent: the unit's resource first, silver for the rest."""
        res = UNIT_RES[unit].value
        own = min(p.resources[res], count)
        return own, count - own

    def score(self, s: PolisState, seat: int) -> int:
        """[Punteggio] population cubes + prestige + prestige for posterity."""
        d = self.data
        total = s.players[seat].prestige
        for c in s.poleis.values():
            if c.owner == seat:
                total += c.population
                total += sum(d.project_cards[x].posterity for x in c.projects)
        return total

    def scores(self, s: PolisState) -> tuple[int, int]:
        return (self.score(s, 0), self.score(s, 1))

    # --- checks (read only) ----------------------------------------------------------------
    def _check(self, s: PolisState, seat: int, a: PolisAction) -> None:
        if s.battle is not None:
            self._check_battle(s, seat, a)
            return
        if s.pending is not None:
            self._check_pending(s, seat, a)
            return
        if isinstance(a, (Commit, Fight)):
            raise fail("no_battle")
        if isinstance(a, (Feed, Abandon, Grow, Phoros, Done)):
            raise fail("not_round_end")
        d = self.data
        p = s.players[seat]
        if isinstance(a, Pass):
            if s.actions_left < d.rounds.actions_per_turn:
                raise fail("pass_mid_turn")
            return
        if p.turns > d.rounds.max_turns_per_round:
            raise fail("turn_cap", cap=d.rounds.max_turns_per_round)
        match a:
            case EndTurn():
                if s.actions_left >= d.rounds.actions_per_turn:
                    raise fail("end_needs_action")
            case Create():
                self._check_create(s, seat, a)
            case Build():
                self._check_build(s, seat, a)
            case Move():
                self._check_move(s, seat, a)
            case Siege():
                self._check_siege(s, seat, a)
            case Collect():
                self._check_collect(s, seat, a)
            case Trade():
                self._check_trade(s, seat, a)
            case Proxenos():
                self._check_proxenos(s, seat, a)
            case Ransom():
                if p.proxenos is not None:
                    raise fail("proxenos_free")
                if p.resources["silver"] < RANSOM:
                    raise fail("silver", need=RANSOM, have=p.resources["silver"])
            case CivilWar():
                self._check_civil_war(s, seat, a)

    def _polis(self, pid: str) -> None:
        if pid not in self.data.poleis:
            raise InvalidAction("polis.error.unknown_polis", name=pid)

    def _terr(self, t: str) -> None:
        if t not in self.data.territories:
            raise InvalidAction("polis.error.unknown_territory", name=t)

    def _own(self, s: PolisState, seat: int, pid: str) -> None:
        self._polis(pid)
        if s.poleis[pid].owner != seat:
            raise fail("not_yours", polis=polis_msg(pid))

    def _prestige(self, p: Player, need: int = 1) -> None:
        if p.prestige < need:
            raise fail("prestige", need=need, have=p.prestige)

    def _check_create(self, s: PolisState, seat: int, a: Create) -> None:
        d = self.data
        p = s.players[seat]
        self._own(s, seat, a.polis)
        card = d.poleis[a.polis]
        if a.unit in p.created:
            raise fail("created_this_turn", unit=Msg.of(f"polis.unit.{a.unit}"))
        city = s.poleis[a.polis]
        if city.population - a.count < 1:
            raise fail("population_short", polis=polis_msg(a.polis), have=city.population)
        if a.unit == "hoplite":
            have, limit = s.hoplites[card.territory][seat], self.stack(s)
            where = card.territory
        elif a.unit == "galley":
            if card.port is None:
                raise fail("no_port", polis=polis_msg(a.polis))
            have, limit, where = s.galleys[card.port][seat], self.stack(s), card.port
        else:
            if not card.commercial:
                raise fail("not_commercial", polis=polis_msg(a.polis))
            have, limit = p.merchants + p.merchants_out, MAX_MERCHANTS
            where = ""
        if have + a.count > limit:
            if where:
                raise fail("stack", where=terr_msg(where), limit=limit, have=have)
            raise fail("merchant_limit", limit=limit)
        own, silver = self.pay_units(p, a.unit, a.count)
        if silver > p.resources["silver"]:
            res = UNIT_RES[a.unit].value
            raise fail(
                "cannot_pay_units",
                count=a.count,
                resource=Msg.of(f"polis.res.{res}"),
                have=p.resources[res],
                silver=p.resources["silver"],
            )
        del own

    def _check_build(self, s: PolisState, seat: int, a: Build) -> None:
        d = self.data
        if a.project not in d.project_cards:
            raise InvalidAction("polis.error.unknown_project", name=a.project)
        if a.project not in s.offer:
            raise fail("not_offered", project=project_msg(a.project))
        self._own(s, seat, a.polis)
        proj, city = d.project_cards[a.project], s.poleis[a.polis]
        if city.population < proj.min_population:
            raise fail(
                "project_population",
                project=project_msg(a.project),
                need=proj.min_population,
                have=city.population,
            )
        if len(city.projects) + len(city.building) >= d.poleis[a.polis].projects:
            raise fail("project_slots", polis=polis_msg(a.polis))
        p = s.players[seat]
        for r, n in proj.cost.items():
            if p.resources[r.value] < n:
                raise fail(
                    "resource",
                    resource=Msg.of(f"polis.res.{r.value}"),
                    need=n,
                    have=p.resources[r.value],
                )

    def _check_move(self, s: PolisState, seat: int, a: Move) -> None:
        d = self.data
        self._terr(a.origin)
        self._terr(a.to)
        land = a.unit == "hoplite"
        if d.land(a.origin) != land or d.land(a.to) != land:
            raise fail("wrong_ground", unit=Msg.of(f"polis.unit.{a.unit}"))
        self._prestige(s.players[seat])
        have = self.units(s, a.origin)[seat]
        if have < a.count:
            raise fail("too_few_units", where=terr_msg(a.origin), have=have)
        if a.origin == a.to:
            raise fail("same_territory")
        there, limit = self.units(s, a.to)[seat], self.stack(s)
        if there + a.count > limit:
            raise fail("stack", where=terr_msg(a.to), limit=limit, have=there)
        reach = self.reach_land(s, seat, a.origin) if land else self.reach_sea(s, seat, a.origin)
        if a.to not in reach:
            raise fail("no_path", origin=terr_msg(a.origin), to=terr_msg(a.to))

    def _check_siege(self, s: PolisState, seat: int, a: Siege) -> None:
        d = self.data
        self._polis(a.polis)
        card, city = d.poleis[a.polis], s.poleis[a.polis]
        if city.owner == seat:
            raise fail("already_yours", polis=polis_msg(a.polis))
        if card.capital is not None:
            raise fail("capital", polis=polis_msg(a.polis))
        self._prestige(s.players[seat])
        t = card.territory
        mine = s.hoplites[t][seat]
        if not self.controls(s, seat, t) or mine < card.fortification:
            raise fail(
                "siege_force",
                polis=polis_msg(a.polis),
                need=card.fortification,
                have=mine,
                where=terr_msg(t),
            )

    def _check_collect(self, s: PolisState, seat: int, a: Collect) -> None:
        d = self.data
        self._terr(a.territory)
        if not d.land(a.territory):
            raise fail("no_tribute", where=terr_msg(a.territory))
        if not any(s.poleis[x].owner == seat for x in d.poleis_in[a.territory]):
            raise fail("collect_no_polis", where=terr_msg(a.territory))
        if a.territory in s.tribute_used:
            raise fail("collected", where=terr_msg(a.territory))
        if s.hoplites[a.territory][seat] < 1:
            raise fail("collect_no_hoplites", where=terr_msg(a.territory))
        if a.territory != d.home[SIDES[seat]]:
            self._prestige(s.players[seat])

    def _check_trade(self, s: PolisState, seat: int, a: Trade) -> None:
        d = self.data
        if a.market not in d.markets:
            raise InvalidAction("polis.error.unknown_market", name=a.market)
        m = d.markets[a.market]
        mk = Msg.of(f"polis.market.{a.market}")
        if a.load > len(m.shiploads):
            raise InvalidAction("polis.error.no_such_load", market=mk, count=len(m.shiploads))
        p = s.players[seat]
        if p.merchants < 1:
            raise fail("no_merchant")
        if s.shiploads[a.market][a.load - 1] is not None:
            raise fail("load_taken", market=mk, load=a.load)
        if not self.route_free(s, seat, a.market):
            raise fail("route_blocked", market=mk)
        load, tr = m.shiploads[a.load - 1], d.market.track
        if load.kind == "exchange":
            assert load.good is not None
            if p.resources[load.good.value] < d.market.exchange_give:
                raise fail(
                    "resource",
                    resource=Msg.of(f"polis.res.{load.good.value}"),
                    need=d.market.exchange_give,
                    have=p.resources[load.good.value],
                )
        else:
            price = tr.silver_for_wheat[s.market]
            if p.resources["silver"] < price:
                raise fail("silver", need=price, have=p.resources["silver"])

    def _check_proxenos(self, s: PolisState, seat: int, a: Proxenos) -> None:
        self._polis(a.polis)
        p = s.players[seat]
        if p.proxenos is None:
            raise fail("proxenos_held")
        if p.proxenos == a.polis:
            raise fail("proxenos_there", polis=polis_msg(a.polis))
        d = self.data
        cost = self.bribe(s, seat, d.poleis[p.proxenos].territory, d.poleis[a.polis].territory)
        if p.resources["silver"] < cost:
            raise fail("bribe", need=cost, have=p.resources["silver"])

    def civil_war_cost(self, s: PolisState, pid: str) -> int:
        city = s.poleis[pid]
        if city.owner is None:
            return CIVIL_NEUTRAL * self.data.poleis[pid].base
        return CIVIL_ENEMY * city.population

    def _check_civil_war(self, s: PolisState, seat: int, a: CivilWar) -> None:
        self._polis(a.polis)
        p = s.players[seat]
        if p.proxenos != a.polis:
            raise fail("civil_war_proxenos", polis=polis_msg(a.polis))
        if s.poleis[a.polis].owner == seat:
            raise fail("already_yours", polis=polis_msg(a.polis))
        if self.data.poleis[a.polis].capital is not None:
            raise fail("capital", polis=polis_msg(a.polis))
        cost = self.civil_war_cost(s, a.polis)
        if p.resources["silver"] < cost:
            raise fail("silver", need=cost, have=p.resources["silver"])

    def _check_battle(self, s: PolisState, seat: int, a: PolisAction) -> None:
        b = s.battle
        assert b is not None
        if b.phase is Phase.COMMIT:
            if not isinstance(a, Commit):
                raise fail("battle_commit")
            if b.commits[seat] is not None:
                raise fail("committed")
            hand = b.hands[seat]
            picks = [a.first, a.second]
            for c in picks:
                if c and c - 1 not in hand:
                    raise fail("card_not_in_hand", card=c)
            if a.first and a.first == a.second:
                raise fail("card_twice")
            if seat == b.attacker and not (a.first and a.second):
                raise fail("attacker_two_cards")
            return
        if not isinstance(a, Fight):
            raise fail("battle_decide")

    def _check_pending(self, s: PolisState, seat: int, a: PolisAction) -> None:
        pd = s.pending
        assert pd is not None
        p, d = s.players[seat], self.data
        if pd.kind == "famine":
            match a:
                case Feed():
                    self._prestige(p, pd.shortfall)
                case Abandon(polis=pid):
                    self._own(s, seat, pid)
                    if d.poleis[pid].capital is not None:
                        raise fail("capital", polis=polis_msg(pid))
                case _:
                    raise fail("famine_first", shortfall=pd.shortfall)
        elif pd.kind == "growth":
            match a:
                case Done():
                    pass
                case Grow(polis=pid):
                    self._own(s, seat, pid)
                    city, card = s.poleis[pid], d.poleis[pid]
                    if p.resources["wheat"] < 1:
                        raise fail("resource", resource=Msg.of("polis.res.wheat"), need=1, have=0)
                    if city.population >= card.max:
                        raise fail("population_max", polis=polis_msg(pid), max=card.max)
                    if pd.grown.get(pid, 0) >= card.growth:
                        raise fail("growth_max", polis=polis_msg(pid), growth=card.growth)
                case _:
                    raise fail("growth_first")
        else:
            match a:
                case Phoros(amount=n):
                    if n >= max(p.prestige, 1):
                        raise fail("phoros_amount", most=max(p.prestige - 1, 0))
                case _:
                    raise fail("phoros_first")

    # --- legal actions -------------------------------------------------------------------
    def legal_actions(self, s: PolisState, seat: int) -> list[PolisAction]:
        if seat not in self.active_seats(s):
            return []
        out: list[PolisAction] = []
        seen: set[PolisAction] = set()
        for a in self._candidates(s, seat):
            if a in seen:
                continue
            seen.add(a)
            try:
                self._check(s, seat, a)
            except (IllegalAction, InvalidAction):
                continue
            out.append(a)
        return out

    def _candidates(self, s: PolisState, seat: int) -> Iterator[PolisAction]:
        d = self.data
        p = s.players[seat]
        if s.battle is not None:
            b = s.battle
            if b.phase is Phase.COMMIT:
                hand = [c + 1 for c in b.hands[seat]]
                opts = hand if seat == b.attacker else [0, *hand]
                for c1 in opts:
                    for c2 in opts:
                        if c1 != c2 or c1 == 0:
                            yield Commit(first=c1, second=c2)
            else:
                yield Fight(on=True)
                yield Fight(on=False)
            return
        if s.pending is not None:
            mine = [x for x, c in s.poleis.items() if c.owner == seat]
            if s.pending.kind == "famine":
                yield Feed()
                for x in mine:
                    yield Abandon(polis=x)
            elif s.pending.kind == "growth":
                for x in mine:
                    yield Grow(polis=x)
                yield Done()
            else:
                for n in range(max(p.prestige, 1)):
                    yield Phoros(amount=n)
            return
        yield Pass()
        yield EndTurn()
        mine = [x for x, c in s.poleis.items() if c.owner == seat]
        for x in mine:
            for unit in ("hoplite", "galley", "merchant"):
                for n in range(1, s.poleis[x].population):
                    yield Create(unit=unit, polis=x, count=n)
            for proj in s.offer:
                yield Build(project=proj, polis=x)
        if p.prestige >= 1:
            for t, u in s.hoplites.items():
                if u[seat]:
                    for to in sorted(self.reach_land(s, seat, t)):
                        for n in range(1, u[seat] + 1):
                            yield Move(unit="hoplite", origin=t, to=to, count=n)
            for t, u in s.galleys.items():
                if u[seat]:
                    for to in sorted(self.reach_sea(s, seat, t)):
                        for n in range(1, u[seat] + 1):
                            yield Move(unit="galley", origin=t, to=to, count=n)
            for x, c in s.poleis.items():
                if c.owner != seat and s.hoplites[d.poleis[x].territory][seat]:
                    yield Siege(polis=x)
        for t in d.lands:
            if s.hoplites[t][seat]:
                yield Collect(territory=t)
        if p.merchants:
            for m in d.market.markets:
                for i in range(len(m.shiploads)):
                    yield Trade(market=m.id, load=i + 1)
        if p.proxenos is not None:
            for x in d.poleis:
                yield Proxenos(polis=x)
            yield CivilWar(polis=p.proxenos)
        else:
            yield Ransom()

    # --- apply ---------------------------------------------------------------------------
    def _apply(self, s: PolisState, seat: int, a: PolisAction) -> Transition[PolisState]:
        self._check(s, seat, a)
        s = clone(s)
        events: list[Event] = []
        if s.battle is not None:
            self._battle_action(s, seat, a, events)
        elif s.pending is not None:
            self._pending_action(s, seat, a, events)
        else:
            self._turn_action(s, seat, a, events)
        return Transition(state=s, events=events)

    def _turn_action(self, s: PolisState, seat: int, a: PolisAction, events: list[Event]) -> None:
        d = self.data
        p = s.players[seat]
        match a:
            case Pass():
                p.passed = True
                events.append(Event.of("polis.event.pass", seat))
                self._end_turn(s, events)
                return
            case EndTurn():
                events.append(Event.of("polis.event.end_turn", seat))
                self._end_turn(s, events)
                return
            case Create(unit=unit, polis=pid, count=n):
                own, silver = self.pay_units(p, unit, n)
                res = UNIT_RES[unit].value
                p.resources[res] -= own
                p.resources["silver"] -= silver
                s.poleis[pid].population -= n
                card = d.poleis[pid]
                if unit == "hoplite":
                    s.hoplites[card.territory][seat] += n
                elif unit == "galley":
                    assert card.port is not None
                    s.galleys[card.port][seat] += n
                else:
                    p.merchants += n
                p.created.append(unit)
                events.append(
                    Event.of(
                        f"polis.event.create.{unit}",
                        seat,
                        count=n,
                        polis=polis_msg(pid),
                        paid=_paid(res, own, silver),
                    )
                )
            case Build(project=proj, polis=pid):
                for r, n in d.project_cards[proj].cost.items():
                    p.resources[r.value] -= n
                s.offer.remove(proj)
                s.poleis[pid].building.append(proj)
                events.append(
                    Event.of(
                        "polis.event.build", seat, project=project_msg(proj), polis=polis_msg(pid)
                    )
                )
            case Move(unit=unit, origin=o, to=to, count=n):
                p.prestige -= 1
                self.units(s, o)[seat] -= n
                self.units(s, to)[seat] += n
                if to not in s.moved_to:
                    s.moved_to.append(to)
                events.append(
                    Event.of(
                        f"polis.event.move.{unit}",
                        seat,
                        count=n,
                        origin=terr_msg(o),
                        to=terr_msg(to),
                    )
                )
            case Siege(polis=pid):
                self._siege(s, seat, pid, events)
            case Collect(territory=t):
                self._collect(s, seat, t, events)
            case Trade(market=m, load=i):
                self._trade(s, seat, m, i, events)
            case Proxenos(polis=pid):
                assert p.proxenos is not None
                cost = self.bribe(s, seat, d.poleis[p.proxenos].territory, d.poleis[pid].territory)
                p.resources["silver"] -= cost
                p.proxenos = pid
                events.append(
                    Event.of("polis.event.proxenos", seat, polis=polis_msg(pid), cost=cost)
                )
            case Ransom():
                p.resources["silver"] -= RANSOM
                s.players[1 - seat].resources["silver"] += RANSOM
                p.proxenos = d.capital[SIDES[seat]]
                events.append(Event.of("polis.event.ransom", seat, silver=RANSOM))
            case CivilWar(polis=pid):
                cost = self.civil_war_cost(s, pid)
                city = s.poleis[pid]
                p.resources["silver"] -= cost
                p.prestige += city.population
                events.append(
                    Event.of(
                        "polis.event.civil_war",
                        seat,
                        polis=polis_msg(pid),
                        cost=cost,
                        prestige=city.population,
                    )
                )
                self._take(s, seat, pid, events)
        s.actions_left -= 1
        if s.actions_left <= 0:
            self._end_turn(s, events)

    def _take(self, s: PolisState, seat: int, pid: str, events: list[Event]) -> None:
        """A polis changes hands with its projects; an enemy proxenos there is captured."""
        s.poleis[pid].owner = seat
        opp = s.players[1 - seat]
        if opp.proxenos == pid:
            opp.proxenos = None
            events.append(Event.of("polis.event.proxenos_captured", 1 - seat, polis=polis_msg(pid)))

    def _siege(self, s: PolisState, seat: int, pid: str, events: list[Event]) -> None:
        card, city, p = self.data.poleis[pid], s.poleis[pid], s.players[seat]
        p.prestige -= 1
        roll = s.rng.die(4)
        if roll >= card.fortification:
            p.prestige += card.fortification
            events.append(
                Event.of(
                    "polis.event.siege_won",
                    seat,
                    polis=polis_msg(pid),
                    roll=roll,
                    fortification=card.fortification,
                )
            )
            self._take(s, seat, pid, events)
            return
        s.hoplites[card.territory][seat] -= 1
        lost = 0
        if city.owner == 1 - seat and city.population > 1:
            city.population -= 1
            lost = 1
        events.append(
            Event.of(
                "polis.event.siege_lost",
                seat,
                polis=polis_msg(pid),
                roll=roll,
                fortification=card.fortification,
                cubes=lost,
            )
        )

    def _collect(self, s: PolisState, seat: int, t: str, events: list[Event]) -> None:
        d = self.data
        p = s.players[seat]
        home = t == d.home[SIDES[seat]]
        if not home:
            p.prestige -= 1
        box = d.territories[t].tribute
        got = box[: min(len(box), s.hoplites[t][seat])]
        for r in got:
            p.resources[r.value] += 1
        s.tribute_used.append(t)
        events.append(
            Event.of(
                "polis.event.collect",
                seat,
                where=terr_msg(t),
                goods=[Msg.of(f"polis.res.{r.value}") for r in got],
            )
        )

    def _trade(self, s: PolisState, seat: int, m: str, i: int, events: list[Event]) -> None:
        d = self.data
        p = s.players[seat]
        load, tr = d.markets[m].shiploads[i - 1], d.market.track
        top = len(tr.wheat_for_goods) - 1
        before = s.market
        if load.kind == "exchange":
            assert load.good is not None and load.get is not None
            give = d.market.exchange_give
            table = tr.wheat_for_goods if load.get is Res.WHEAT else tr.silver_for_goods
            get = table[s.market]
            p.resources[load.good.value] -= give
            p.resources[load.get.value] += get
            roll = s.rng.die(4)
            s.market = min(top, s.market + roll)
            events.append(
                Event.of(
                    "polis.event.exchange",
                    seat,
                    market=Msg.of(f"polis.market.{m}"),
                    give=give,
                    good=Msg.of(f"polis.res.{load.good.value}"),
                    get=get,
                    got=Msg.of(f"polis.res.{load.get.value}"),
                    roll=roll,
                    before=before,
                    after=s.market,
                )
            )
        else:
            price = tr.silver_for_wheat[s.market]
            p.resources["silver"] -= price
            p.resources["wheat"] += d.market.purchase_wheat
            r1, r2 = s.rng.die(4), s.rng.die(4)
            s.market = max(0, s.market - max(r1, r2))
            events.append(
                Event.of(
                    "polis.event.purchase",
                    seat,
                    market=Msg.of(f"polis.market.{m}"),
                    price=price,
                    wheat=d.market.purchase_wheat,
                    first=r1,
                    second=r2,
                    before=before,
                    after=s.market,
                )
            )
        p.merchants -= 1
        p.merchants_out += 1
        s.shiploads[m][i - 1] = seat

    # --- turns and battles -------------------------------------------------------------------
    def _end_turn(self, s: PolisState, events: list[Event]) -> None:
        """[Battaglia] a territory moved into this turn that holds 8+ units of both sides
        starts a battle, the player whose turn it was attacking."""
        s.players[s.current].created = []
        for t in s.moved_to:
            u = self.units(s, t)
            if u[0] and u[1] and u[0] + u[1] >= BATTLE_SIZE:
                s.battles_queued.append(t)
        s.moved_to = []
        self._next_battle_or_turn(s, events)

    def _next_battle_or_turn(self, s: PolisState, events: list[Event]) -> None:
        while s.battles_queued:
            t = s.battles_queued.pop(0)
            u = self.units(s, t)
            if u[0] and u[1] and u[0] + u[1] >= BATTLE_SIZE:
                self._start_battle(s, t, events)
                return
        self._next_turn(s, events)

    def _start_battle(self, s: PolisState, t: str, events: list[Event]) -> None:
        att = s.current
        deck = s.rng.shuffle([c.id for c in self.data.cards])
        s.battle = Battle(where=t, attacker=att, deck=deck, hands=[[], []])
        events.append(Event.of("polis.event.battle", att, where=terr_msg(t)))
        self._draw(s, att, ATTACK_DRAW, events)
        self._draw(s, 1 - att, ATTACK_DRAW, events)

    def _draw(self, s: PolisState, seat: int, n: int, events: list[Event]) -> None:
        b = s.battle
        assert b is not None
        drawn = [b.deck.pop() for _ in range(min(n, len(b.deck)))]
        b.hands[seat] = sorted(b.hands[seat] + drawn)
        events.append(
            Event.of("polis.event.draw", seat, count=len(drawn)).with_private(
                seat, "polis.private.drew", cards=[card_msg(c) for c in sorted(drawn)]
            )
        )

    def _battle_action(self, s: PolisState, seat: int, a: PolisAction, events: list[Event]) -> None:
        b = s.battle
        assert b is not None
        if isinstance(a, Commit):
            picks = [a.first - 1 if a.first else None, a.second - 1 if a.second else None]
            b.commits[seat] = picks
            for c in picks:
                if c is not None:
                    b.hands[seat].remove(c)
            shown = [card_msg(c) if c is not None else Msg.of("polis.card.none") for c in picks]
            events.append(
                Event.of("polis.event.committed", seat).with_private(
                    seat, "polis.private.committed", cards=shown
                )
            )
            if b.commits[0] is not None and b.commits[1] is not None:
                self._resolve_exchange(s, events)
            return
        assert isinstance(a, Fight)
        if not a.on:
            self._withdraw(s, seat, events)
            return
        events.append(Event.of("polis.event.fight_on", seat))
        if b.phase is Phase.ATTACKER:
            b.phase = Phase.DEFENDER
            return
        b.exchange += 1
        b.phase = Phase.COMMIT
        self._draw(s, b.attacker, ATTACK_DRAW, events)
        self._draw(s, 1 - b.attacker, max(0, ATTACK_DRAW - b.defender_losses), events)

    def _resolve_exchange(self, s: PolisState, events: list[Event]) -> None:
        """[Battaglia] slot by slot: a formation the defender does not match costs the
        defender one unit and gives the attacker the card's prestige; a matched one costs
        nothing and gives the attacker the difference when the attacker's card is higher."""
        b = s.battle
        assert b is not None
        cards = self.data.cards
        att, dfd = b.attacker, 1 - b.attacker
        ac, dc = b.commits[att], b.commits[dfd]
        assert ac is not None and dc is not None
        losses = gained = 0
        units = self.units(s, b.where)
        for x, y in zip(ac, dc, strict=True):
            assert x is not None
            if y is None or cards[y].formation != cards[x].formation:
                if units[dfd] > 0:
                    units[dfd] -= 1
                    losses += 1
                gained += cards[x].value
            else:
                gained += max(0, cards[x].value - cards[y].value)
        s.players[att].prestige += gained
        b.discard += [c for c in (*ac, *dc) if c is not None]
        b.commits = [None, None]
        b.defender_losses = losses
        events.append(
            Event.of(
                "polis.event.exchange_result",
                att,
                attacker=[card_msg(c) for c in ac if c is not None],
                defender=[card_msg(c) if c is not None else Msg.of("polis.card.none") for c in dc],
                losses=losses,
                prestige=gained,
                where=terr_msg(b.where),
            )
        )
        need = ATTACK_DRAW + max(0, ATTACK_DRAW - losses)
        if units[att] < 2 or units[dfd] < 2 or len(b.deck) < need:
            key = "units" if min(units[att], units[dfd]) < 2 else "deck"
            self._end_battle(s, events, key)
        else:
            b.phase = Phase.ATTACKER

    def _withdraw(self, s: PolisState, seat: int, events: list[Event]) -> None:
        """[Battaglia] the one who withdraws pays 1 prestige to the opponent; our design:
        their units there fall back to their home territory (galleys to its port), those
        beyond the stacking limit, or with nowhere to go, are lost."""
        b = s.battle
        assert b is not None
        d = self.data
        pay = min(1, s.players[seat].prestige)
        s.players[seat].prestige -= pay
        s.players[1 - seat].prestige += pay
        units = self.units(s, b.where)
        n, units[seat] = units[seat], 0
        home = d.home[SIDES[seat]]
        if not d.land(b.where):
            ports = [port for x in d.poleis_in[home] if (port := d.poleis[x].port)]
            home = ports[0] if ports else b.where
        kept = 0
        if home != b.where:
            there = self.units(s, home)
            kept = max(0, min(n, self.stack(s) - there[seat]))
            there[seat] += kept
        events.append(
            Event.of(
                "polis.event.withdraw",
                seat,
                where=terr_msg(b.where),
                to=terr_msg(home),
                kept=kept,
                lost=n - kept,
                prestige=pay,
            )
        )
        self._end_battle(s, events, "withdraw")

    def _end_battle(self, s: PolisState, events: list[Event], why: str) -> None:
        b = s.battle
        assert b is not None
        events.append(Event.of(f"polis.event.battle_over.{why}", where=terr_msg(b.where)))
        s.battle = None
        self._next_battle_or_turn(s, events)

    def _next_turn(self, s: PolisState, events: list[Event]) -> None:
        if all(p.passed for p in s.players):
            self._end_round(s, events)
            return
        nxt = 1 - s.current
        if s.players[nxt].passed:
            nxt = s.current
        s.current = nxt
        s.actions_left = self.data.rounds.actions_per_turn
        s.players[nxt].turns += 1
        events.append(Event.of("polis.event.turn", nxt))

    # --- rounds ----------------------------------------------------------------------------
    def _start_round(self, s: PolisState, events: list[Event]) -> None:
        """[Preparativi] new project tiles (the rest discarded), a new event card."""
        d = self.data
        n = d.projects.offer
        s.offer = [s.project_deck.pop() for _ in range(min(n, len(s.project_deck)))]
        deck = s.events[s.round - 1]
        s.event = deck.pop()
        events.append(
            Event.of(
                "polis.event.round",
                round=Msg.of(f"polis.round.{d.rounds.rounds[s.round - 1].name}"),
                stack=self.stack(s),
                event=Msg.of(f"polis.card.{s.event}"),
                projects=[project_msg(x) for x in s.offer],
            )
        )
        self._apply_event(s, s.event)
        # our design: Athens opens rounds 1 and 3, Sparta rounds 2 and 4
        s.current = (s.round - 1) % 2
        s.actions_left = d.rounds.actions_per_turn
        for p in s.players:
            p.passed = False
            p.turns = 0
            p.created = []
        s.players[s.current].turns = 1

    def _apply_event(self, s: PolisState, eid: str) -> None:
        d = self.data
        for eff in d.events[eid].effects:
            if eff.kind == "market":
                top = len(d.market.track.wheat_for_goods) - 1
                s.market = max(0, min(top, s.market + eff.amount))
                continue
            seats = [0, 1] if eff.side == "both" else [SIDES.index(Side(eff.side or "athens"))]
            for seat in seats:
                p = s.players[seat]
                if eff.kind == "resource":
                    assert eff.resource is not None
                    r = eff.resource.value
                    p.resources[r] = max(0, p.resources[r] + eff.amount)
                elif eff.kind == "prestige":
                    p.prestige = max(0, p.prestige + eff.amount)
                else:
                    cap = d.capital[SIDES[seat]]
                    city = s.poleis[cap]
                    if city.owner == seat:
                        top = d.poleis[cap].max
                        city.population = max(1, min(top, city.population + eff.amount))

    def _end_round(self, s: PolisState, events: list[Event]) -> None:
        """[Fine round] 1 projects, 2 supply, 3 growth, 4 megalopolis, 5 conservation,
        6 phoros; the decisions among them wait in ``queue``."""
        d = self.data
        events.append(Event.of("polis.event.round_end"))
        for pid, city in s.poleis.items():  # 1 projects
            for proj in city.building:
                city.projects.append(proj)
                if city.owner is not None:
                    gain = d.project_cards[proj].prestige
                    s.players[city.owner].prestige += gain
                    events.append(
                        Event.of(
                            "polis.event.project_done",
                            city.owner,
                            project=project_msg(proj),
                            polis=polis_msg(pid),
                            prestige=gain,
                        )
                    )
            city.building = []
        for seat in (0, 1):  # 2 supply
            p = s.players[seat]
            need = sum(c.population for c in s.poleis.values() if c.owner == seat)
            paid = min(need, p.resources["wheat"])
            p.resources["wheat"] -= paid
            events.append(Event.of("polis.event.supply", seat, need=need, paid=paid))
            if need > paid:
                s.queue.append(Pending(kind="famine", seat=seat, shortfall=need - paid))
        for seat in (0, 1):  # 3 growth
            s.queue.append(Pending(kind="growth", seat=seat))
        s.queue.append(Pending(kind="phoros", seat=0))  # 6, after 4 and 5 below
        s.queue.append(Pending(kind="phoros", seat=1))
        self._continue_round_end(s, events)

    def _continue_round_end(self, s: PolisState, events: list[Event]) -> None:
        while s.pending is None and s.ended is None:
            if not s.queue:
                self._finish_round(s, events)
                return
            pd = s.queue.pop(0)
            if pd.kind == "phoros" and pd.seat == 0:
                self._megalopolis_and_conservation(s, events)
            if self._needless(s, pd):
                continue
            if pd.kind == "famine" and self._unfed(s, pd):
                s.ended, s.loser = "famine", pd.seat
                events.append(Event.of("polis.event.capital_unfed", pd.seat))
                s.history.append(self.scores(s))
                return
            s.pending = pd

    def _needless(self, s: PolisState, pd: Pending) -> bool:
        """A decision with only one possible answer is not asked."""
        p = s.players[pd.seat]
        if pd.kind == "growth":
            return not self.legal_growth(s, pd.seat, pd)
        if pd.kind == "phoros":
            return p.prestige <= 1
        return False

    def legal_growth(self, s: PolisState, seat: int, pd: Pending) -> list[str]:
        d = self.data
        if s.players[seat].resources["wheat"] < 1:
            return []
        return [
            x
            for x, c in s.poleis.items()
            if c.owner == seat
            and c.population < d.poleis[x].max
            and pd.grown.get(x, 0) < d.poleis[x].growth
        ]

    def _unfed(self, s: PolisState, pd: Pending) -> bool:
        """[Fine gioco] 1: the shortfall can be met neither with prestige nor by giving up a
        polis other than the capital."""
        d = self.data
        if s.players[pd.seat].prestige >= pd.shortfall:
            return False
        return not any(
            c.owner == pd.seat and d.poleis[x].capital is None for x, c in s.poleis.items()
        )

    def _megalopolis_and_conservation(self, s: PolisState, events: list[Event]) -> None:
        d = self.data
        for seat in (0, 1):
            p = s.players[seat]
            big = [
                x
                for x, c in s.poleis.items()
                if c.owner == seat and c.population > d.poleis[x].base
            ]
            p.prestige += len(big)
            before = {r: p.resources[r] for r in ("oil", "wine", "wheat")}
            for r in before:
                p.resources[r] = (p.resources[r] + 1) // 2
            events.append(
                Event.of(
                    "polis.event.megalopolis",
                    seat,
                    count=len(big),
                    oil=p.resources["oil"],
                    wine=p.resources["wine"],
                    wheat=p.resources["wheat"],
                )
            )

    def _pending_action(
        self, s: PolisState, seat: int, a: PolisAction, events: list[Event]
    ) -> None:
        pd = s.pending
        assert pd is not None
        p = s.players[seat]
        match a:
            case Feed():
                p.prestige -= pd.shortfall
                events.append(Event.of("polis.event.feed", seat, prestige=pd.shortfall))
                s.pending = None
            case Abandon(polis=pid):
                city = s.poleis[pid]
                city.owner = None
                pd.shortfall = max(0, pd.shortfall - city.population)
                events.append(Event.of("polis.event.abandon", seat, polis=polis_msg(pid)))
                if pd.shortfall == 0:
                    s.pending = None
                elif self._unfed(s, pd):
                    s.pending = None
                    s.ended, s.loser = "famine", seat
                    events.append(Event.of("polis.event.capital_unfed", seat))
                    s.history.append(self.scores(s))
                    return
            case Grow(polis=pid):
                p.resources["wheat"] -= 1
                s.poleis[pid].population += 1
                pd.grown[pid] = pd.grown.get(pid, 0) + 1
                events.append(Event.of("polis.event.grow", seat, polis=polis_msg(pid)))
                if not self.legal_growth(s, seat, pd):
                    s.pending = None
            case Done():
                s.pending = None
            case Phoros(amount=n):
                p.prestige -= n
                p.resources["silver"] += n
                events.append(Event.of("polis.event.phoros", seat, amount=n))
                s.pending = None
        self._continue_round_end(s, events)

    def _finish_round(self, s: PolisState, events: list[Event]) -> None:
        """[Fine gioco] 2 no prestige after the end of a round, 3 the fourth round is over;
        otherwise [Preparativi] the next round."""
        d = self.data
        s.history.append(self.scores(s))
        broke = [i for i in (0, 1) if s.players[i].prestige <= 0]
        if len(broke) == 1:
            s.ended, s.loser = "prestige", broke[0]
            events.append(Event.of("polis.event.no_prestige", broke[0]))
            return
        if broke or s.round >= len(d.rounds.rounds):
            s.ended = "rounds"
            events.append(Event.of("polis.event.game_over"))
            return
        s.round += 1
        s.tribute_used = []
        for p in s.players:
            p.merchants += p.merchants_out
            p.merchants_out = 0
        s.shiploads = {m: [None] * len(v) for m, v in s.shiploads.items()}
        self._start_round(s, events)

    # --- outcome and views ---------------------------------------------------------------------
    def outcome(self, s: PolisState) -> Outcome | None:
        if s.ended is None:
            return None
        scores = self.scores(s)
        if s.loser is not None:
            return Outcome(
                winners=(1 - s.loser,),
                scores=scores,
                reason=Msg.of(f"polis.end.{s.ended}", loser=side_msg(s.loser)),
            )
        if scores[0] != scores[1]:
            win = 0 if scores[0] > scores[1] else 1
            return Outcome(winners=(win,), scores=scores, reason=Msg.of("polis.end.score"))
        owned = [sum(1 for c in s.poleis.values() if c.owner == i) for i in (0, 1)]
        if owned[0] != owned[1]:
            win = 0 if owned[0] > owned[1] else 1
            return Outcome(winners=(win,), scores=scores, reason=Msg.of("polis.end.tie_poleis"))
        return Outcome(winners=(), scores=scores, reason=Msg.of("polis.end.draw"))

    def view(self, s: PolisState, seat: int | None) -> PolisView:
        return make_view(self, s, seat)

    # --- text forms -----------------------------------------------------------------------------
    def notation(self, a: PolisAction) -> str:
        return notation(a)

    def parse_notation(self, text: str, names: Names | None = None) -> PolisAction:
        return parse_notation(text, names)

    def describe(self, a: PolisAction) -> Msg:
        return describe(a)

    # --- testing hooks -------------------------------------------------------------------------
    def check_invariants(self, s: PolisState) -> None:
        check_invariants(self, s)

    def scramble_hidden(self, s: PolisState, keep_seat: int | None, seed: str) -> PolisState:
        return scramble_hidden(s, keep_seat, seed)


def _paid(res: str, own: int, silver: int) -> list[Msg]:
    out = []
    if own:
        out.append(Msg.of("polis.amount", count=own, resource=Msg.of(f"polis.res.{res}")))
    if silver:
        out.append(Msg.of("polis.amount", count=silver, resource=Msg.of("polis.res.silver")))
    return out


from rules.polis.view import PolisView, check_invariants, make_view, scramble_hidden  # noqa: E402
