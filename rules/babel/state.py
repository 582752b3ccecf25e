"""Babel positions: two players, five construction sites, people cards and temple cards."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, GetPydanticSchema
from pydantic_core import core_schema

from rules.core.rng import Rng


class Nation(StrEnum):
    """The five peoples; each also names its construction site."""

    ASSYRIANS = "assyrians"
    HITTITES = "hittites"
    MEDES = "medes"
    PERSIANS = "persians"
    SUMERIANS = "sumerians"


# A nation as a state field: read as a ``Nation``, written as its plain value. The JSON is
# the same as the enum's, but pydantic's string serializer is ~7x its enum serializer, and
# a state (some 60 nations) is written on every move.
# (The enum schema is spelt out in place: a serializer on pydantic's shared one would turn
# every use into a reference, which validates a third slower.)
NationField = Annotated[
    Nation,
    GetPydanticSchema(
        lambda _tp, _handler: core_schema.enum_schema(
            Nation,
            list(Nation),
            sub_type="str",
            serialization=core_schema.simple_ser_schema("str"),
        )
    ),
]

NATIONS: tuple[Nation, ...] = tuple(Nation)
NATION_INDEX = {n: i for i, n in enumerate(NATIONS)}


def sorted_hand(cards: list[Nation]) -> list[Nation]:
    """A hand in nation order, as it is always kept."""
    return sorted(cards, key=NATION_INDEX.__getitem__)


PEOPLE_PER_NATION = 12
TEMPLE_COUNTS = {1: 10, 2: 9, 3: 8, 4: 7, 5: 6, 6: 5}  # 45 temple cards
PEOPLE_TOTAL = PEOPLE_PER_NATION * len(NATIONS)
TEMPLE_TOTAL = sum(TEMPLE_COUNTS.values())
RUN_FOR_POWER = 3
MIGRATION_SIZE = 3
PEOPLE_DRAW = 3
TEMPLE_DRAW = 2
FIRST_HAND, SECOND_HAND = 3, 5
TARGET, FINAL_TARGET, LOW_MARK = 15, 20, 9


class Side(BaseModel):
    """One player's half of one construction site. Lists run bottom -> top."""

    people: list[NationField] = []
    temple: list[int] = []

    @property
    def level(self) -> int:
        return self.temple[-1] if self.temple else 0


class Player(BaseModel):
    hand: list[NationField] = []  # kept sorted: the order of a hand says nothing
    builder: NationField | None = None  # None: still in the quarry
    foundation: bool = True  # still holds the level-1 starting temple card
    pile: list[int] = []  # the temple pile beside this player, bottom -> top
    sites: list[Side] = []  # indexed like NATIONS
    migrated: bool = False  # the once-per-turn migration is used

    def side(self, nation: Nation) -> Side:
        return self.sites[NATION_INDEX[nation]]

    @property
    def score(self) -> int:
        return sum(side.level for side in self.sites)


class PendingDiscard(BaseModel):
    """The all-nations power: ``seat`` must discard ``count`` cards of its choosing."""

    seat: int
    count: int


class EndReason(StrEnum):
    TARGET = "target"  # 15+ against 9 or less
    FINAL = "final"  # final phase ended: 20+ or 9 or less
    QUARRY = "quarry"  # the temple draw pile ran out


class BabelState(BaseModel):
    current: int = 0  # the seat whose turn it is
    turn: int = 1  # turns started, counting both players
    players: list[Player]
    deck: list[NationField]  # people draw pile, top = last
    discard: list[NationField] = []
    quarry: list[int]  # temple draw pile, top = last
    final_phase: bool = False
    pending: PendingDiscard | None = None
    ended: EndReason | None = None
    history: list[tuple[int, int]] = []  # scores at the end of each turn
    rng: Rng

    def scores(self) -> tuple[int, int]:
        return (self.players[0].score, self.players[1].score)


M = TypeVar("M", bound=BaseModel)
_set = object.__setattr__


def _built(cls: type[M], fields: dict[str, Any]) -> M:
    """A model from fields known to be valid, as pydantic's ``__copy__`` makes one: without
    ``model_construct``'s pass over defaults and aliases (2-3x the cost of this)."""
    m = cls.__new__(cls)
    _set(m, "__dict__", fields)
    _set(m, "__pydantic_fields_set__", set(fields))
    _set(m, "__pydantic_extra__", None)
    _set(m, "__pydantic_private__", None)
    return m


def clone(s: BabelState) -> BabelState:
    """A deep copy, written out by hand: it runs on every action and is 10x a deepcopy.
    ``pending`` is shared: nothing changes it in place (it is replaced or cleared)."""
    players = [
        _built(
            Player,
            {
                "hand": list(p.hand),
                "builder": p.builder,
                "foundation": p.foundation,
                "pile": list(p.pile),
                "sites": [
                    _built(Side, {"people": list(x.people), "temple": list(x.temple)})
                    for x in p.sites
                ],
                "migrated": p.migrated,
            },
        )
        for p in s.players
    ]
    return _built(
        BabelState,
        {
            "current": s.current,
            "turn": s.turn,
            "players": players,
            "deck": list(s.deck),
            "discard": list(s.discard),
            "quarry": list(s.quarry),
            "final_phase": s.final_phase,
            "pending": s.pending,
            "ended": s.ended,
            "history": list(s.history),
            "rng": _built(Rng, {"seed": s.rng.seed, "counter": s.rng.counter}),
        },
    )
