"""[Preparativi] the event card drawn at the start of a round. Its effects are our design
(``data/rounds.json``): resources, prestige, a cube in the capital, the market, a truce for
the round, hoplites at home, galleys at the home port, a territory's tribute used up."""

from __future__ import annotations

from rules.core.messages import Msg
from rules.polis.data import SIDES, Effect, Side
from rules.polis.engine.politics import PolisPolitics
from rules.polis.state import PolisState
from rules.polis.text import effect_msg


class PolisEvents(PolisPolitics):
    def event_msgs(self, eid: str) -> list[Msg]:
        return [effect_msg(e) for e in self.data.events[eid].effects]

    def _apply_event(self, s: PolisState, eid: str) -> None:
        d = self.data
        for eff in d.events[eid].effects:
            if eff.kind == "market":
                top = len(d.market.track.wheat_for_goods) - 1
                s.market = max(0, min(top, s.market + eff.amount))
            elif eff.kind == "exhaust":
                assert eff.territory is not None
                if eff.territory not in s.tribute_used:
                    s.tribute_used.append(eff.territory)
            elif eff.kind != "truce":  # a truce is read while the round lasts
                assert eff.side is not None
                seats = [0, 1] if eff.side == "both" else [SIDES.index(Side(eff.side))]
                for seat in seats:
                    self._side_effect(s, seat, eff)

    def _side_effect(self, s: PolisState, seat: int, eff: Effect) -> None:
        d, p = self.data, s.players[seat]
        if eff.kind == "resource":
            assert eff.resource is not None
            r = eff.resource.value
            p.resources[r] = max(0, p.resources[r] + eff.amount)
        elif eff.kind == "prestige":
            p.prestige = max(0, p.prestige + eff.amount)
        elif eff.kind == "population":
            cap = d.capital[SIDES[seat]]
            city = s.poleis[cap]
            if city.owner == seat:
                top = d.poleis[cap].max
                city.population = max(1, min(top, city.population + eff.amount))
        elif eff.kind == "hoplites":
            home = d.home[SIDES[seat]]
            self._units_effect(s, seat, s.hoplites, home, eff.amount)
        else:
            home = d.home[SIDES[seat]]
            port = next(q for x in d.poleis_in[home] if (q := d.poleis[x].port) is not None)
            self._units_effect(s, seat, s.galleys, port, eff.amount)

    def _units_effect(
        self, s: PolisState, seat: int, table: dict[str, list[int]], home: str, amount: int
    ) -> None:
        """Units join at ``home`` up to the stacking limit; losses fall at ``home`` first,
        then where the side has the most (the first by id on a tie)."""
        if amount > 0:
            table[home][seat] += max(0, min(amount, self.stack(s) - table[home][seat]))
            return
        for _ in range(-amount):
            where = home if table[home][seat] else min(sorted(table), key=lambda t: -table[t][seat])
            if table[where][seat] == 0:
                return
            table[where][seat] -= 1
