"""Antike Duellum actions: a discriminated union on ``type``, one small step per action.

A turn is a rondel move, then the field's action as steps (a temple, a deployment, one unit's
move, a conquest...), then any foundings, then ``end``. Event cards and COMMERCIUM trades may
be taken between steps; the non-active seat answers Fortress and picks event cards.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

from rules.common.maps import Resource, Unit
from rules.duellum.state import RESOURCES, FortressOrder, Pay, Special

PAY_ORDER = {p: i for i, p in enumerate(Pay)}
RESOURCE_ORDER = {r: i for i, r in enumerate(RESOURCES)}


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Rondel(_Action):
    """Move the marker to ``field`` (0 = FERRUM, clockwise), paying ``pay`` for paid steps."""

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


class BuildWall(_Action):
    type: Literal["wall"] = "wall"
    region: str


class Deploy(_Action):
    """MILITIA: a unit from the recruitment area into one of your cities."""

    type: Literal["deploy"] = "deploy"
    unit: Unit | Special
    region: str


class Develop(_Action):
    type: Literal["develop"] = "develop"
    knowhow: str


class Recruit(_Action):
    """SCIENTIA: a unit from your personal supply to the recruitment area."""

    type: Literal["recruit"] = "recruit"
    unit: Unit


class Move(_Action):
    """DUELLUM: one unit from ``origin`` to ``to``, up to its reach away; the way between
    never matters (README, interpretation 22)."""

    type: Literal["move"] = "move"
    unit: Unit | Special
    origin: str
    to: str


class Conquer(_Action):
    type: Literal["conquer"] = "conquer"
    region: str


class Casualties(_Action):
    """How many of the units a conquest costs are legions (the rest are galleys)."""

    type: Literal["casualties"] = "casualties"
    legions: int = Field(ge=0)


class Found(_Action):
    type: Literal["found"] = "found"
    region: str
    resource: Resource


class Trade(_Action):
    """COMMERCIUM: three resource units for two others of your choice."""

    type: Literal["trade"] = "trade"
    give: tuple[Resource, Resource, Resource]
    take: tuple[Resource, Resource]

    @field_validator("give", "take", mode="after")
    @classmethod
    def _sorted(cls, v: tuple[Resource, ...]) -> tuple[Resource, ...]:
        return tuple(sorted(v, key=RESOURCE_ORDER.__getitem__))


class PlayEvent(_Action):
    """Play an event card; ``region``, ``unit`` and ``resource`` as the card needs."""

    type: Literal["event"] = "event"
    card: str
    region: str | None = None
    unit: Unit | None = None
    resource: Resource | None = None


class Fortress(_Action):
    """The defender's answer when a conquest threatens their city and they hold Fortress."""

    type: Literal["fortress"] = "fortress"
    play: bool


class SetOrder(_Action):
    """A standing answer for when the opponent attacks a city while the nation holds
    Fortress: ask each time, play it at once, or keep it without being asked. Given whenever
    the nation is to act; hidden from the opponent."""

    type: Literal["order"] = "order"
    order: FortressOrder


class Pick(_Action):
    type: Literal["pick"] = "pick"
    card: str


class CoinInstead(_Action):
    """The bank has no coin left: take a resource unit of your choice instead."""

    type: Literal["instead"] = "instead"
    resource: Resource


class EndTurn(_Action):
    type: Literal["end"] = "end"


DuellumAction = Annotated[
    Rondel
    | BuildTemple
    | BuildWall
    | Deploy
    | Develop
    | Recruit
    | Move
    | Conquer
    | Casualties
    | Found
    | Trade
    | PlayEvent
    | Fortress
    | SetOrder
    | Pick
    | CoinInstead
    | EndTurn,
    Field(discriminator="type"),
]
action_adapter: TypeAdapter[DuellumAction] = TypeAdapter(DuellumAction)
