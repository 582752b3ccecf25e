"""Antike actions: a discriminated union on ``type``, one small step per action.

A turn is a rondel move, then the wedge's action as steps (one temple, one unit set up, one
know-how, one border crossed, one fight, one conquest...), then any foundings, then ``end``.
Orders and (with all eight know-hows) trades may be given between steps; a nation that is
not on turn answers when units enter its province, and pending choices (casualties, a
resource instead of a coin, a personage, a start city) are answered by their nation's seat.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

from rules.antike.state import RESOURCES, KnowHow, Order, Pay, Personage
from rules.common.maps import Resource, Unit

PAY_ORDER = {p: i for i, p in enumerate(Pay)}
RESOURCE_ORDER = {r: i for i, r in enumerate(RESOURCES)}


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Rondel(_Action):
    """Move the marker to wedge ``field`` (0 = IRON, clockwise), paying ``pay`` for the
    steps beyond the three free ones."""

    type: Literal["rondel"] = "rondel"
    field: int = Field(ge=0, le=7)
    pay: tuple[Pay, ...] = ()

    @field_validator("pay")
    @classmethod
    def _canonical(cls, v: tuple[Pay, ...]) -> tuple[Pay, ...]:
        return tuple(sorted(v, key=PAY_ORDER.__getitem__))


class BuildTemple(_Action):
    type: Literal["temple"] = "temple"
    region: str


class Arm(_Action):
    """ARMING: one new unit in a province with one of your cities."""

    type: Literal["arm"] = "arm"
    unit: Unit
    region: str


class Develop(_Action):
    type: Literal["develop"] = "develop"
    knowhow: KnowHow


class Move(_Action):
    """MANEUVER: one unit crosses one border, from ``origin`` to the neighbouring ``to``.
    The unit with the most actions left goes (README, interpretation 6)."""

    type: Literal["move"] = "move"
    unit: Unit
    origin: str
    to: str


class Fight(_Action):
    """MANEUVER: your units of ``unit``'s kind in ``region`` fight ``nation``'s, one for one."""

    type: Literal["fight"] = "fight"
    region: str
    unit: Unit
    nation: str


class Conquer(_Action):
    """MANEUVER: conquer the city in ``region``; ``release`` names a city of yours to give
    up when no city stone is left (rare exception 1)."""

    type: Literal["conquer"] = "conquer"
    region: str
    release: str | None = None


class Casualties(_Action):
    """How many of the units a conquest costs are legions (the rest are galleys)."""

    type: Literal["casualties"] = "casualties"
    legions: int = Field(ge=0)


class Found(_Action):
    type: Literal["found"] = "found"
    region: str


class Trade(_Action):
    """With all eight know-hows: two resource units to the bank for one of your choice."""

    type: Literal["trade"] = "trade"
    give: tuple[Resource, Resource]
    take: Resource

    @field_validator("give", mode="after")
    @classmethod
    def _sorted(cls, v: tuple[Resource, ...]) -> tuple[Resource, ...]:
        return tuple(sorted(v, key=RESOURCE_ORDER.__getitem__))


class SetOrder(_Action):
    """A nation's standing order for fights offered by units entering its provinces."""

    type: Literal["order"] = "order"
    nation: str
    order: Order


class Answer(_Action):
    """Units entered your province: fight them or not; ``order`` also sets the standing
    order from now on ("fight, and always from now on")."""

    type: Literal["answer"] = "answer"
    fight: bool
    order: Order | None = None


class CoinInstead(_Action):
    """The bank has no coin left: take a resource unit of your choice instead."""

    type: Literal["instead"] = "instead"
    resource: Resource


class Extra(_Action):
    """All eight know-hows: the personage taken when several stacks are largest."""

    type: Literal["extra"] = "extra"
    personage: Personage


class StartCity(_Action):
    """Setup of the longer game and the doubled variant: take a start city."""

    type: Literal["start"] = "start"
    region: str


class EndTurn(_Action):
    type: Literal["end"] = "end"


AntikeAction = Annotated[
    Rondel
    | BuildTemple
    | Arm
    | Develop
    | Move
    | Fight
    | Conquer
    | Casualties
    | Found
    | Trade
    | SetOrder
    | Answer
    | CoinInstead
    | Extra
    | StartCity
    | EndTurn,
    Field(discriminator="type"),
]
action_adapter: TypeAdapter[AntikeAction] = TypeAdapter(AntikeAction)
