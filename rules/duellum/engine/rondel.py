"""The rondel move and the production fields (FERRUM, MARMOR, AURUM), and paying for things."""

from __future__ import annotations

from collections.abc import Iterator

from rules.common import rondel as rondel_rules
from rules.common.maps import Resource
from rules.core.messages import Event
from rules.duellum.actions import DuellumAction, Rondel
from rules.duellum.data import RONDEL, KnowHowId
from rules.duellum.engine.messages import field_msg, paid_msg, pay_msg, resource_msg
from rules.duellum.engine.position import FIELDS, fail, payments
from rules.duellum.state import PRODUCES, DuellumState, Nation, Pay, Pending, PendingKind, Phase


def check_rondel(s: DuellumState, seat: int, a: Rondel) -> None:
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


def rondel_candidates(s: DuellumState, seat: int) -> Iterator[DuellumAction]:
    n = s.nations[seat]
    for target in rondel_rules.legal_targets(RONDEL, n.marker):
        if target.cost == 0 or s.this.free_rondel:
            yield Rondel(field=target.field)
            continue
        for pay in payments(n, target.cost):
            yield Rondel(field=target.field, pay=pay)


def pay(s: DuellumState, n: Nation, needs: dict[Resource, int], coins: int = 0) -> dict[str, int]:
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


def give_coin(s: DuellumState, seat: int) -> bool:
    if s.bank_coins > 0:
        s.bank_coins -= 1
        s.nations[seat].coins += 1
        return True
    s.pending.append(Pending(kind=PendingKind.COIN, seat=seat))
    return False


def move_marker(s: DuellumState, seat: int, a: Rondel, ev: list[Event]) -> None:
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
            3 if c.temple else 1 for c in s.cities.values() if c.owner == seat and c.resource is res
        )
        if KnowHowId.MONETA in n.knowhows:
            amount += 1
        n.add(res, amount)
        coin = give_coin(s, seat)
        ev.append(
            Event.of(
                "duellum.log.produce",
                seat,
                amount=amount,
                resource=resource_msg(res),
                coin=1 if coin else 0,
            )
        )
