"""Nations actions: a discriminated union on ``type``, one typed field per choice."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

Level = Literal["chieftain", "prince", "king", "emperor"]
LEVELS: tuple[Level, ...] = ("chieftain", "prince", "king", "emperor")
"""The difficulty levels, easiest first [Difficulty levels]: growth gives 4, 3, 2, 1."""


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Pick(_Action):
    """Choose a nation board, its side and one's difficulty level [Setup step 3]; ``level``
    left out keeps the level the match set for the seat (README 3)."""

    type: Literal["pick"] = "pick"
    nation: str
    side: Literal["a", "b"] = "a"
    level: Level | None = None


class Grow(_Action):
    """Growth: a worker from the food or the stability section of the population track."""

    type: Literal["grow"] = "grow"
    section: Literal["food", "stability"]


class Take(_Action):
    """Growth: resources of one kind instead of a worker, as many as the level gives."""

    type: Literal["take"] = "take"
    resource: Literal["gold", "stone", "food"]


class Buy(_Action):
    """Buy the card at ``row`` (1-3) and ``col`` (1-7). ``slot`` (1-5): where a building or
    military goes; for a colony, the colony it replaces when two are held (0: none);
    ``choice``: a battle's or golden age's resource, or ``vp``; ``pay``: gold, stone, food
    and books given for a golden age's point."""

    type: Literal["buy"] = "buy"
    row: int = Field(ge=1, le=3)
    col: int = Field(ge=1, le=7)
    slot: int = Field(default=0, ge=0, le=5)
    choice: str = ""
    pay: tuple[int, int, int, int] = (0, 0, 0, 0)


class Deploy(_Action):
    """Place a worker on slot ``to`` (1-5), from the reserve (``origin`` 0) or another slot."""

    type: Literal["deploy"] = "deploy"
    to: int = Field(ge=1, le=5)
    origin: int = Field(default=0, ge=0, le=5)


class Withdraw(_Action):
    """Take a worker off slot ``slot`` back to the reserve; not an action (the turn goes on)."""

    type: Literal["withdraw"] = "withdraw"
    slot: int = Field(ge=1, le=5)


class Hire(_Action):
    """Hire an architect for the wonder under construction."""

    type: Literal["hire"] = "hire"


class Use(_Action):
    """A card's once-a-round special action (``choice``: the resource, when it offers one)."""

    type: Literal["use"] = "use"
    card: str
    choice: str = ""


class Choose(_Action):
    """An event's choice: 0 declines an optional event, 1 takes its outcome, 2 and on take
    one of its alternatives."""

    type: Literal["choose"] = "choose"
    option: int = Field(ge=0, le=5)


class Pass(_Action):
    type: Literal["pass"] = "pass"


NationsAction = Annotated[
    Pick | Grow | Take | Buy | Deploy | Withdraw | Hire | Use | Choose | Pass,
    Field(discriminator="type"),
]
action_adapter: TypeAdapter[NationsAction] = TypeAdapter(NationsAction)
