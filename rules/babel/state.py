"""Babel positions: two players, five construction sites, people cards and temple cards."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel

from rules.core.rng import Rng


class Nation(StrEnum):
    """The five peoples; each also names its construction site."""

    ASSYRIANS = "assyrians"
    HITTITES = "hittites"
    MEDES = "medes"
    PERSIANS = "persians"
    SUMERIANS = "sumerians"


NATIONS: tuple[Nation, ...] = tuple(Nation)
NATION_INDEX = {n: i for i, n in enumerate(NATIONS)}

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

    people: list[Nation] = []
    temple: list[int] = []

    @property
    def level(self) -> int:
        return self.temple[-1] if self.temple else 0


class Player(BaseModel):
    hand: list[Nation] = []  # kept sorted: the order of a hand says nothing
    builder: Nation | None = None  # None: still in the quarry
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
    deck: list[Nation]  # people draw pile, top = last
    discard: list[Nation] = []
    quarry: list[int]  # temple draw pile, top = last
    final_phase: bool = False
    pending: PendingDiscard | None = None
    ended: EndReason | None = None
    history: list[tuple[int, int]] = []  # scores at the end of each turn
    rng: Rng

    def scores(self) -> tuple[int, int]:
        return (self.players[0].score, self.players[1].score)
