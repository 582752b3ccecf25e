"""[Sviluppo] creating units, building projects, collecting tribute and trading."""

from __future__ import annotations

from rules.core.errors import InvalidAction
from rules.core.messages import Event, Msg
from rules.polis.actions import Build, Collect, Create, Trade
from rules.polis.data import SIDES, Res
from rules.polis.engine.position import MAX_MERCHANTS, UNIT_RES, PolisPosition, fail
from rules.polis.state import PolisState
from rules.polis.text import polis_msg, project_msg, terr_msg


class PolisDevelopment(PolisPosition):
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
