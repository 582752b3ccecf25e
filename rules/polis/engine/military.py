"""[Militari] moving hoplites and galleys, and sieges."""

from __future__ import annotations

from collections.abc import Iterator

from rules.core.messages import Event, Msg
from rules.polis.actions import Leg, Move, Siege
from rules.polis.engine.development import PolisDevelopment
from rules.polis.engine.position import fail
from rules.polis.state import PolisState
from rules.polis.text import legs_msg, polis_msg, terr_msg


class PolisMilitary(PolisDevelopment):
    def _check_move(self, s: PolisState, seat: int, a: Move) -> None:
        """[Militari] all the units of one move share their destination; each moves on its
        own way (so every origin must reach it), and the stacking limit holds there."""
        d = self.data
        self._terr(a.to)
        land = a.unit == "hoplite"
        seen: set[str] = set()
        for o, _ in a.legs():
            self._terr(o)
            if d.land(o) != land:
                raise fail("wrong_ground", unit=Msg.of(f"polis.unit.{a.unit}"))
            if o in seen:
                raise fail("origin_twice", where=terr_msg(o))
            seen.add(o)
        if d.land(a.to) != land:
            raise fail("wrong_ground", unit=Msg.of(f"polis.unit.{a.unit}"))
        self._prestige(s.players[seat])
        for o, n in a.legs():
            have = self.units(s, o)[seat]
            if have < n:
                raise fail("too_few_units", where=terr_msg(o), have=have)
            if o == a.to:
                raise fail("same_territory")
        there, limit = self.units(s, a.to)[seat], self.stack(s)
        if there + a.total > limit:
            raise fail("stack", where=terr_msg(a.to), limit=limit, have=there)
        for o, _ in a.legs():
            reach = self.reach_land(s, seat, o) if land else self.reach_sea(s, seat, o)
            if a.to not in reach:
                raise fail("no_path", origin=terr_msg(o), to=terr_msg(a.to))

    def move_candidates(self, s: PolisState, seat: int) -> Iterator[Move]:
        """Every move worth checking: for each destination, each way to take units from the
        territories that reach it, within the stacking limit, with each origin first."""
        limit = self.stack(s)
        for unit, table in (("hoplite", s.hoplites), ("galley", s.galleys)):
            reach = self.reach_land if unit == "hoplite" else self.reach_sea
            into: dict[str, list[str]] = {}
            for o in sorted(table):
                if table[o][seat]:
                    for to in reach(s, seat, o):
                        into.setdefault(to, []).append(o)
            for to in sorted(into):
                room = limit - table[to][seat]
                origins = into[to]
                for legs in _splits(origins, [table[o][seat] for o in origins], room):
                    for o, n in legs:  # each origin may come first
                        yield Move(
                            unit=unit,
                            origin=o,
                            to=to,
                            count=n,
                            also=tuple(Leg(origin=x, count=k) for x, k in legs if x != o),
                        )

    def _move(self, s: PolisState, seat: int, a: Move, events: list[Event]) -> None:
        s.players[seat].prestige -= 1
        for o, n in a.legs():
            self.units(s, o)[seat] -= n
        self.units(s, a.to)[seat] += a.total
        if a.to not in s.moved_to:
            s.moved_to.append(a.to)
        if not a.also:
            events.append(
                Event.of(
                    f"polis.event.move.{a.unit}",
                    seat,
                    count=a.count,
                    origin=terr_msg(a.origin),
                    to=terr_msg(a.to),
                )
            )
            return
        events.append(
            Event.of(
                f"polis.event.move_many.{a.unit}",
                seat,
                count=a.total,
                origins=legs_msg(a),
                to=terr_msg(a.to),
            )
        )

    def _check_siege(self, s: PolisState, seat: int, a: Siege) -> None:
        d = self.data
        self._polis(a.polis)
        card, city = d.poleis[a.polis], s.poleis[a.polis]
        if city.owner == seat:
            raise fail("already_yours", polis=polis_msg(a.polis))
        if card.capital is not None:
            raise fail("capital", polis=polis_msg(a.polis))
        if self.truce(s):
            raise fail("truce_siege")
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


def _splits(origins: list[str], have: list[int], room: int) -> Iterator[list[tuple[str, int]]]:
    """Each choice of a count (0 up to what is there) per origin, at least one unit and at
    most ``room`` in all, as (origin, count) pairs without the zeros."""

    def walk(i: int, left: int, acc: list[tuple[str, int]]) -> Iterator[list[tuple[str, int]]]:
        if i == len(origins):
            if acc:
                yield acc
            return
        yield from walk(i + 1, left, acc)
        for n in range(1, min(have[i], left) + 1):
            yield from walk(i + 1, left - n, [*acc, (origins[i], n)])

    if room > 0:
        yield from walk(0, room, [])
