"""Babel actions: a discriminated union on ``type``, one typed field per choice."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rules.babel.state import Nation


class Source(StrEnum):
    """Where a temple card is taken from, seen from the builder."""

    OWN = "own"  # the temple pile beside you
    RIVAL = "rival"  # the temple pile beside your opponent
    START = "start"  # your level-1 starting card


class Power(StrEnum):
    ASSYRIANS = "assyrians"  # destroy the opponent's temple here
    HITTITES = "hittites"  # steal the opponent's top temple card here
    MEDES = "medes"  # the opponent discards all people of a chosen nation here
    PERSIANS = "persians"  # build two levels above your temple here
    SUMERIANS = "sumerians"  # take the opponent's people matching their top card here
    ALL = "all"  # the opponent discards half their hand (any nation's run pays)


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class MoveBuilder(_Action):
    type: Literal["move"] = "move"
    to: Nation


class PlayPeople(_Action):
    type: Literal["play"] = "play"
    nation: Nation


class Build(_Action):
    type: Literal["build"] = "build"
    source: Source


class Migrate(_Action):
    type: Literal["migrate"] = "migrate"
    origin: Nation
    to: Nation


class UsePower(_Action):
    """Discard one card of a run of 3+ same-nation people at the builder's site to use a power.

    ``run`` is the position (0 = bottom) of the bottom card of the paying run; ``target`` names the
    nation for the Medes, ``source`` the temple pile for the Persians.
    """

    type: Literal["power"] = "power"
    power: Power
    run: int = Field(ge=0)
    target: Nation | None = None
    source: Source | None = None


class EndTurn(_Action):
    type: Literal["end"] = "end"


class DiscardHalf(_Action):
    """The answer to the all-nations power: the cards you give up, your choice."""

    type: Literal["discard"] = "discard"
    cards: tuple[Nation, ...]


BabelAction = Annotated[
    MoveBuilder | PlayPeople | Build | Migrate | UsePower | EndTurn | DiscardHalf,
    Field(discriminator="type"),
]
action_adapter: TypeAdapter[BabelAction] = TypeAdapter(BabelAction)
