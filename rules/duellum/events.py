"""Antike Duellum's 25 event cards, loaded from ``data/events.json`` and validated once.

Four cards are the public ones (Fortress, Earthquake, Burglary, Academy); the other 21 are our
design. Each card has one effect from a small vocabulary that the engine carries out.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache
from importlib import resources

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.common.maps import Unit


class Effect(StrEnum):
    FORTRESS = "fortress"  # +1 defence against one conquest, in the opponent's turn
    EARTHQUAKE = "earthquake"  # destroy a wall anywhere
    BURGLARY = "burglary"  # the opponent loses half their coins
    ACADEMY = "academy"  # in SCIENTIA: 1 gold per opponent know-how
    GAIN = "gain"  # resources or coins
    RECRUIT = "recruit"  # units from supply to the recruitment area, free
    MUSTER = "muster"  # one unit from the recruitment area into your city, free
    WALL = "wall"  # a wall from the bank into your supply
    PLAGUE = "plague"  # an enemy legion returns to its recruitment area
    STORM = "storm"  # an enemy galley returns to its recruitment area
    LEVY = "levy"  # take units of one resource from the opponent
    ARCHITECT = "architect"  # temples cheaper this turn
    FORCED_MARCH = "forced_march"  # one more border for a kind of unit this turn
    ORACLE = "oracle"  # this turn's rondel move is free


class Params(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    marble: int = Field(default=0, ge=0, le=3)
    iron: int = Field(default=0, ge=0, le=3)
    gold: int = Field(default=0, ge=0, le=3)
    coins: int = Field(default=0, ge=0, le=3)
    legions: int = Field(default=0, ge=0, le=2)
    galleys: int = Field(default=0, ge=0, le=2)
    amount: int = Field(default=0, ge=0, le=3)
    discount: int = Field(default=0, ge=0, le=6)
    unit: Unit | None = None


class Card(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str
    effect: Effect
    params: Params = Params()
    basis: str = Field(pattern=r"^(fact|design)$")
    history: str = ""
    cite: str = ""

    @model_validator(mode="after")
    def _params_fit(self) -> Card:
        p = self.params
        needs = {
            Effect.GAIN: p.marble + p.iron + p.gold + p.coins > 0,
            Effect.RECRUIT: p.legions + p.galleys > 0,
            Effect.LEVY: p.amount > 0,
            Effect.ARCHITECT: p.discount > 0,
            Effect.FORCED_MARCH: p.unit is not None,
        }
        if not needs.get(self.effect, True):
            raise ValueError(f"card {self.id}: effect {self.effect} needs its numbers")
        return self


class EventDeck(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    about: str = ""
    sources: tuple[str, ...] = ()
    cards: tuple[Card, ...]

    @model_validator(mode="after")
    def _unique(self) -> EventDeck:
        ids = [c.id for c in self.cards]
        if len(set(ids)) != len(ids):
            raise ValueError("event card ids repeat")
        if len(ids) != 25:
            raise ValueError(f"the event deck has {len(ids)} cards, not 25")
        return self

    def card(self, card_id: str) -> Card:
        return _index(self)[card_id]

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.cards)


@cache
def _index(deck: EventDeck) -> dict[str, Card]:
    return {c.id: c for c in deck.cards}


@cache
def load_events() -> EventDeck:
    text = (resources.files("rules.duellum") / "data" / "events.json").read_text("utf-8")
    return EventDeck.model_validate_json(text)


def card(card_id: str) -> Card:
    """The card with this id; KeyError if there is none."""
    return load_events().card(card_id)
