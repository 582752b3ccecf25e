"""[Politiche] the proxenos, its ransom and civil war."""

from __future__ import annotations

from rules.polis.actions import CivilWar, Proxenos
from rules.polis.engine.military import PolisMilitary
from rules.polis.engine.position import CIVIL_ENEMY, CIVIL_NEUTRAL, fail
from rules.polis.state import PolisState
from rules.polis.text import polis_msg


class PolisPolitics(PolisMilitary):
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
