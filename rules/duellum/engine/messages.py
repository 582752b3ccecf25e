"""The parts of Duellum's log and error messages: keys the catalogs resolve."""

from __future__ import annotations

from rules.common.maps import Resource, Unit
from rules.core.messages import Msg
from rules.duellum.state import Field, Pay, Personage, Special


def field_msg(f: Field | None) -> Msg:
    return Msg.of(f"duellum.field.{f.value if f else 'none'}")


def resource_msg(r: Resource) -> Msg:
    return Msg.of(f"duellum.resource.{r.value}")


def pay_msg(p: Pay) -> Msg:
    return Msg.of(f"duellum.pay.{p.value}")


def unit_msg(u: Unit | Special) -> Msg:
    return Msg.of(f"duellum.unit.{u.value}")


def knowhow_msg(k: str) -> Msg:
    return Msg.of(f"duellum.knowhow.{k}")


def personage_msg(p: Personage) -> Msg:
    return Msg.of(f"duellum.personage.{p.value}")


def card_msg(cid: str) -> Msg:
    return Msg.of(f"duellum.card.{cid}")


def paid_msg(paid: dict[str, int]) -> Msg:
    parts = [Msg.of(f"duellum.paid.{k}", count=v) for k, v in paid.items() if v]
    if not parts:
        return Msg.of("duellum.paid.nothing")
    return Msg.of("duellum.paid.list", items=parts)
