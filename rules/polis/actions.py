"""Polis actions: a discriminated union on ``type``, one typed field per choice."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, model_validator

from rules.polis.state import FightOrder

MAX_ALSO = 4  # extra origins: a move brings at most 5 units (the highest stacking limit)


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Create(_Action):
    """Create ``count`` units of ``unit`` at ``polis`` (hoplites, galleys or merchants)."""

    type: Literal["create"] = "create"
    unit: Literal["hoplite", "galley", "merchant"]
    polis: str
    count: int = Field(ge=1, le=9)


class Build(_Action):
    """Start a project tile from this round's offer in one of your poleis."""

    type: Literal["build"] = "build"
    project: str
    polis: str


class Leg(_Action):
    """One more origin of a move: ``count`` units from ``origin``. As option text it reads
    ``origin:count`` (``euboia:2``)."""

    origin: str
    count: int = Field(ge=1, le=9)

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, raw: Any) -> Any:
        if isinstance(raw, str):
            where, _, n = raw.strip().rpartition(":")
            if not where or not n.strip().isdigit():
                raise ValueError("an extra origin reads origin:count")
            return {"origin": where.strip(), "count": int(n)}
        return raw

    def __str__(self) -> str:
        return f"{self.origin}:{self.count}"


class Move(_Action):
    """Move ``count`` hoplites (land territories) or galleys (seas) from ``origin``, and from
    each extra origin in ``also``, to one destination ``to``; costs 1 prestige. The extra
    origins are kept in the order of their ids, so a move has one form per first origin."""

    type: Literal["move"] = "move"
    unit: Literal["hoplite", "galley"]
    origin: str
    to: str
    count: int = Field(ge=1, le=9)
    also: tuple[Leg, ...] = Field(default=(), max_length=MAX_ALSO)

    @model_validator(mode="before")
    @classmethod
    def _in_order(cls, raw: Any) -> Any:
        if not isinstance(raw, dict) or not raw.get("also"):
            return raw
        also = raw["also"]
        if isinstance(also, str):
            also = [x for x in also.split(",") if x.strip()]
        if not isinstance(also, (list, tuple)):
            return raw
        legs = sorted((Leg.model_validate(x) for x in also), key=lambda g: g.origin)
        return {**raw, "also": legs}

    def legs(self) -> tuple[tuple[str, int], ...]:
        """Every origin with its count, the first one included."""
        return ((self.origin, self.count), *((g.origin, g.count) for g in self.also))

    @property
    def total(self) -> int:
        return self.count + sum(g.count for g in self.also)


class Siege(_Action):
    type: Literal["siege"] = "siege"
    polis: str


class Collect(_Action):
    type: Literal["collect"] = "collect"
    territory: str


class Trade(_Action):
    """Send a merchant to ``market`` and take shipload ``load`` (counted from 1)."""

    type: Literal["trade"] = "trade"
    market: str
    load: int = Field(ge=1, le=9)


class Proxenos(_Action):
    type: Literal["proxenos"] = "proxenos"
    polis: str


class Ransom(_Action):
    type: Literal["ransom"] = "ransom"


class CivilWar(_Action):
    type: Literal["civilwar"] = "civilwar"
    polis: str


class EndTurn(_Action):
    """End the turn before its second action."""

    type: Literal["end"] = "end"


class Pass(_Action):
    """Take no more turns this round."""

    type: Literal["pass"] = "pass"


class Commit(_Action):
    """Battle: the cards played face down, one per slot. The attacker fills both slots; the
    defender may leave a slot empty (0)."""

    type: Literal["commit"] = "commit"
    first: int = Field(ge=0, le=24)  # card number + 1; 0 = no card
    second: int = Field(ge=0, le=24)


class Fight(_Action):
    """Battle: go on to the next exchange (``on``) or withdraw."""

    type: Literal["fight"] = "fight"
    on: bool


class SetOrder(_Action):
    """A standing answer to "fight on or withdraw?", given whenever the side is to act; it
    answers each such question of the side's at once until changed (``ask`` clears it)."""

    type: Literal["order"] = "order"
    order: FightOrder


class Feed(_Action):
    """Famine: pay the wheat still missing with prestige."""

    type: Literal["feed"] = "feed"


class Abandon(_Action):
    """Famine: give up a polis (it turns neutral) so that it need not be fed."""

    type: Literal["abandon"] = "abandon"
    polis: str


class Grow(_Action):
    """Growth: one more population cube in ``polis`` for 1 wheat."""

    type: Literal["grow"] = "grow"
    polis: str


class Phoros(_Action):
    """Phoros: turn ``amount`` prestige into as much silver (0: none)."""

    type: Literal["phoros"] = "phoros"
    amount: int = Field(ge=0, le=99)


class Done(_Action):
    """Growth: no more cubes."""

    type: Literal["done"] = "done"


PolisAction = Annotated[
    Create
    | Build
    | Move
    | Siege
    | Collect
    | Trade
    | Proxenos
    | Ransom
    | CivilWar
    | EndTurn
    | Pass
    | Commit
    | Fight
    | SetOrder
    | Feed
    | Abandon
    | Grow
    | Phoros
    | Done,
    Field(discriminator="type"),
]
action_adapter: TypeAdapter[PolisAction] = TypeAdapter(PolisAction)
