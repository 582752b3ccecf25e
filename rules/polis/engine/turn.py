"""A player's turn: the check of every action, the legal actions and the turn's effects."""

from __future__ import annotations

from collections.abc import Iterator

from rules.core.errors import IllegalAction, InvalidAction
from rules.core.messages import Event, Msg
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
    SetOrder,
    Siege,
    Trade,
)
from rules.polis.data import SIDES
from rules.polis.engine.battle import PolisBattles
from rules.polis.engine.position import RANSOM, UNIT_RES, fail, paid_msg
from rules.polis.state import FightOrder, Phase, PolisState
from rules.polis.text import polis_msg, project_msg

TWO_DIFFERENT = 2  # the edition from which a turn's two actions must differ
ACTION_KINDS = (
    *(f"create-{u}" for u in ("hoplite", "galley", "merchant")),
    *(f"move-{u}" for u in ("hoplite", "galley")),
    *("build", "siege", "collect", "trade", "proxenos", "ransom", "civilwar"),
)


def action_kind(a: PolisAction) -> str | None:
    """Which of the summary's actions ``a`` is ("create-hoplite", "move-galley", "siege", …),
    for the rule that a turn's two actions differ; None for what is not an action (ending
    the turn, passing, a battle's or a round end's decisions)."""
    match a:
        case Create(unit=unit) | Move(unit=unit):
            return f"{a.type}-{unit}"
        case Build() | Siege() | Collect() | Trade() | Proxenos() | Ransom() | CivilWar():
            return a.type
    return None


class PolisTurns(PolisBattles):
    def _check(self, s: PolisState, seat: int, a: PolisAction) -> None:
        if isinstance(a, SetOrder):
            if s.battle is None:
                raise fail("order_in_battle")
            if s.orders[seat] is a.order:
                raise fail("order_already")
            return
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
        kind = action_kind(a)
        if kind is not None and s.edition >= TWO_DIFFERENT and kind in s.done:
            raise fail("same_action", action=Msg.of(f"polis.kind.{kind}"))
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
        if s.battle is not None:  # a standing answer, while the side acts in a battle (README 15)
            out.extend(SetOrder(order=o) for o in FightOrder if o is not s.orders[seat])
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
            yield from self.move_candidates(s, seat)
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
                        paid=paid_msg(res, own, silver),
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
            case Move():
                self._move(s, seat, a, events)
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
        if (kind := action_kind(a)) is not None:
            s.done.append(kind)
        s.actions_left -= 1
        if s.actions_left <= 0:
            self._end_turn(s, events)
