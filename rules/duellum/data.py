"""Antike Duellum's component data: the rondel, and the know-how price table validated on load.

Which values the rulebook states and which are our design is recorded in
``data/knowhow.json`` and in ``README.md`` ("Rondel and know-how prices").
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache
from importlib import resources
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.common.rondel import Rondel

# The rulebook's "choosing actions" step: the first placement is free, then 1-3 fields
# clockwise are free and each further field costs one resource (marble, iron, gold) or one
# coin; the same field again only by going 8 fields round for 5 units. The field order is
# GAMES.md's, fixed by the rulebook's example from FERRUM (TEMPLUM, AURUM, DUELLUM free,
# MILITIA 1, MARMOR 2) and by each use field sitting opposite its resource.
RONDEL = Rondel(
    fields=(
        "ferrum",
        "templum",
        "aurum",
        "duellum",
        "militia",
        "marmor",
        "scientia",
        "duellum",
    ),
    free_steps=3,
    max_steps=8,
    cost_per_step=1,
    payment=("marble", "iron", "gold", "coin"),
)


class KnowHowId(StrEnum):
    STRATA = "strata"
    NAVIGATIO = "navigatio"
    MONETA = "moneta"
    COMMERCIUM = "commercium"
    RES_PUBLICA = "res_publica"


class Basis(StrEnum):
    """Where a value comes from."""

    FACT = "fact"  # stated by the rulebook
    DESIGN = "design"  # ours, where the rulebook prints nothing


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Reach(_Frozen):
    """Units of one kind may cross up to ``borders`` borders of their colour in a move."""

    kind: Literal["reach"]
    unit: Literal["legion", "galley"]
    borders: int = Field(ge=2)


class ProductionBonus(_Frozen):
    """Each production action yields ``extra`` more units of the produced resource."""

    kind: Literal["production"]
    extra: int = Field(ge=1)


class DefenceBonus(_Frozen):
    """Every city of the nation defends with ``extra`` more strength."""

    kind: Literal["defence"]
    extra: int = Field(ge=1)


class Trade(_Frozen):
    """Give ``give`` resource units to the bank for ``take`` of one's choice."""

    kind: Literal["trade"]
    give: int = Field(ge=1)
    take: int = Field(ge=1)
    take_coins: bool  # may coins be among the units taken
    in_turn_developed: bool  # may it be used in the turn it was developed

    @model_validator(mode="after")
    def _a_loss(self) -> Trade:
        if self.take >= self.give:
            raise ValueError(f"a trade must cost something: {self.give} for {self.take}")
        return self


Effect = Annotated[Reach | ProductionBonus | DefenceBonus | Trade, Field(discriminator="kind")]


class KnowHow(_Frozen):
    id: KnowHowId
    name: str = Field(min_length=1)  # as printed on the board
    effect: Effect
    effect_basis: Basis
    first_price: int = Field(ge=1)
    first_price_basis: Basis
    second_price: int = Field(ge=1)
    second_price_basis: Basis
    cite: str = Field(min_length=1)

    @model_validator(mode="after")
    def _first_pays_more(self) -> KnowHow:
        if self.first_price <= self.second_price:
            raise ValueError(
                f"{self.id}: the first nation must pay more than the second "
                f"({self.first_price} <= {self.second_price})"
            )
        return self

    def price(self, opponent_holds: bool) -> int:
        """Gold to develop it: the lower price once the opponent has developed it."""
        return self.second_price if opponent_holds else self.first_price


class KnowHowTable(_Frozen):
    about: str
    source: str
    currency: Literal["gold"]
    knowhows: tuple[KnowHow, ...]

    @model_validator(mode="after")
    def _complete(self) -> KnowHowTable:
        ids = [k.id for k in self.knowhows]
        if sorted(ids) != sorted(KnowHowId):
            raise ValueError(f"need each of {[k.value for k in KnowHowId]} once, got {ids}")
        firsts = [k.first_price for k in self.knowhows]
        if len(set(firsts)) != len(firsts):
            # "All know-hows have different prices" (differences from Antike).
            raise ValueError(f"first prices must all differ, got {firsts}")
        return self

    def __getitem__(self, knowhow: KnowHowId) -> KnowHow:
        return next(k for k in self.knowhows if k.id == knowhow)


def parse_knowhow(text: str) -> KnowHowTable:
    """A know-how table from JSON text; ``pydantic.ValidationError`` if it breaks a rule."""
    return KnowHowTable.model_validate_json(text)


@cache
def load_knowhow() -> KnowHowTable:
    """The shipped table (``data/knowhow.json``), validated once."""
    text = resources.files("rules.duellum").joinpath("data/knowhow.json").read_text("utf-8")
    return parse_knowhow(text)
