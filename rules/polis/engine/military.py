"""[Militari] moving hoplites and galleys, and sieges."""

from __future__ import annotations

from rules.core.messages import Event, Msg
from rules.polis.actions import Move, Siege
from rules.polis.engine.development import PolisDevelopment
from rules.polis.engine.position import fail
from rules.polis.state import PolisState
from rules.polis.text import polis_msg, terr_msg


class PolisMilitary(PolisDevelopment):
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
