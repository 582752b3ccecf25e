"""The parts of Antike's log and error messages: keys the catalogs resolve."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.antike.state import FIELDS, Field, KnowHow, Order, Pay, Personage
from rules.common.maps import Resource, Unit
from rules.core.messages import Msg

if TYPE_CHECKING:
    from rules.antike.state import AntikeState


def region_name(side: str, region: str) -> str:
    from rules.antike.board import side_of

    try:
        return side_of(side).map.region(region).name
    except (KeyError, ValueError):
        return region


def region_msg(s: AntikeState, region: str) -> Msg:
    return Msg.of("antike.region", name=region_name(s.side, region))


def nation_msg(nation_id: str) -> Msg:
    return Msg.of(f"antike.nation.{nation_id}")


def field_msg(f: Field | int | None) -> Msg:
    if isinstance(f, int):
        f = FIELDS[f]
    return Msg.of(f"antike.field.{f.value if f else 'none'}")


def resource_msg(r: Resource) -> Msg:
    return Msg.of(f"antike.resource.{r.value}")


def pay_msg(p: Pay) -> Msg:
    return Msg.of(f"antike.pay.{p.value}")


def unit_msg(u: Unit) -> Msg:
    return Msg.of(f"antike.unit.{u.value}")


def knowhow_msg(k: KnowHow | str) -> Msg:
    return Msg.of(f"antike.knowhow.{k}")


def personage_msg(p: Personage) -> Msg:
    return Msg.of(f"antike.personage.{p.value}")


def order_msg(o: Order) -> Msg:
    return Msg.of(f"antike.order.{o.value}")


def paid_msg(paid: dict[str, int]) -> Msg:
    parts = [Msg.of(f"antike.paid.{k}", count=v) for k, v in paid.items() if v]
    if not parts:
        return Msg.of("antike.paid.nothing")
    return Msg.of("antike.paid.list", items=parts)
