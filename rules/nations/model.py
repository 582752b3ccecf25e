"""What the Nations engine needs to know of a card, an event, a nation board and a solo tile.

The card data itself (names, ages, numbers) lives in the card set; this module is the small
effect vocabulary the engine understands, and a ``Catalog`` that indexes one card set. Every
card is read through these types, so the rules never depend on how a data file is laid out.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

RESOURCES = ("gold", "stone", "food", "books")
"""The four resources, in the order production is counted [Production]."""
STATS = ("military", "stability")
LEVELS = ("chieftain", "prince", "king", "emperor")
GROWTH = {"chieftain": 4, "prince": 3, "king": 2, "emperor": 1}  # README 3
SETS = ("basic", "advanced", "expert")


class Kind(StrEnum):
    ADVISOR = "advisor"
    BATTLE = "battle"
    BUILDING = "building"
    COLONY = "colony"
    GOLDEN = "golden"
    MILITARY = "military"
    WAR = "war"
    WONDER = "wonder"


SLOTTED = (Kind.BUILDING, Kind.MILITARY)  # workers go on these [Deploy]


class Yield(BaseModel):
    """Amounts of the four resources, victory points and the two standing values. Military
    and stability count while the card is in play; the rest is produced each round."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    gold: int = 0
    stone: int = 0
    food: int = 0
    books: int = 0
    vp: int = 0
    military: int = 0
    stability: int = 0

    def get(self, key: str) -> int:
        return int(getattr(self, key))

    def scaled(self, n: int) -> Yield:
        return Yield(**{k: v * n for k, v in self.model_dump().items()})


class CardDef(BaseModel):
    """One progress card.

    ``deploy`` is the stone a worker costs to place; ``per_worker`` what each placed worker
    gives (buildings and military); ``vp_slots`` the points of the first, second ... worker at
    the end; ``raid`` a military card's raid value; ``requires`` a colony's military;
    ``effect`` what an advisor, colony or finished wonder gives; ``vp`` a colony's or wonder's
    points; ``sections`` a wonder's stone cost per architect; ``loss`` a war's losses
    (resource amounts and ``vp``); ``gain`` a golden age's resource offer (one kind) and
    ``vp_cost`` its price of one point."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    age: int = Field(ge=0, le=4)  # 0: printed on a nation board
    kind: Kind
    set: str = "basic"
    min_players: int = 1
    deploy: int = 0
    per_worker: Yield = Yield()
    vp_slots: tuple[int, ...] = ()
    raid: int = 0
    requires: int = 0
    effect: Yield = Yield()
    vp: int = 0
    sections: tuple[int, ...] = ()
    loss: Yield = Yield()
    gain: Yield = Yield()
    vp_cost: int = 0
    battle_kinds: tuple[str, ...] = ("stone", "food", "books")


class Target(StrEnum):
    """Who an event hits; ties follow [Ties]."""

    ALL = "all"
    MOST_MILITARY = "most_military"
    LEAST_MILITARY = "least_military"
    MOST_STABILITY = "most_stability"
    LEAST_STABILITY = "least_stability"
    MOST_BOOKS = "most_books"
    LEAST_BOOKS = "least_books"
    FIRST_PASS = "first_pass"
    LAST_PASS = "last_pass"


POSITIVE = {Target.MOST_MILITARY, Target.MOST_STABILITY, Target.MOST_BOOKS, Target.FIRST_PASS}
NEGATIVE = {Target.LEAST_MILITARY, Target.LEAST_STABILITY, Target.LEAST_BOOKS, Target.LAST_PASS}


class EventPart(BaseModel):
    """One of the two events of an event card: who, and what they gain (negative: lose).
    ``workers`` gains (or returns) workers."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    target: Target
    change: Yield = Yield()  # military and stability here are lasting changes
    workers: int = 0
    exempt: tuple[Target, ...] = ()  # with ``all``: these are spared
    turn_order: str | None = None  # "first" or "last"
    undeploy: int = 0  # workers taken off cards back to the reserve
    free_architects: int = 0  # on one's wonder under construction, for no stone
    optional: bool = False  # a reached seat may decline it whole
    alternatives: tuple[Yield, ...] = ()  # other outcomes a reached seat may take instead


class EventDef(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    age: int = Field(ge=1, le=4)
    set: str = "basic"
    architects: int = 0
    famine: int = 0
    events: tuple[EventPart, ...] = ()


class Side(BaseModel):
    """One side of a nation board: the starting resources and workers, the cards printed in
    its slots (None: an empty slot) and where the starting workers stand."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    start: Yield = Yield()
    workers: int = 5
    slots: tuple[str | None, ...] = ()
    wonders: tuple[str, ...] = ()  # printed wonders, finished from the start
    placed: tuple[int, ...] = ()  # workers on each printed slot at the start
    bonus: Yield = Yield()  # a side B's lasting bonus (produced or standing each round)
    food_track: tuple[int, ...] = (3, 3, 3, 3)  # food a round for the 1st, 2nd ... worker taken
    stability_track: tuple[int, ...] = (3, 3, 3, 3)  # stability lost likewise


class NationDef(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    a: Side
    b: Side


class SoloTile(BaseModel):
    """The imaginary opponent for one round of the solo game: its standing values, the
    books it adds, the architects and famine of the round, and what it does on a 5 or 6."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    age: int = Field(ge=1, le=4)
    military: int | None = None  # None: no value, the player wins those ties
    stability: int | None = None
    books: int = 0
    architects: int = 0
    famine: int = 0
    action: str = (
        "take_architects"  # take_architects, remove_row, remove_kind, add_books, add_military
    )
    value: int = 1
    card_kind: str | None = None


class Catalog(BaseModel):
    """A whole card set: progress cards (including printed ones), event cards, nations and
    solo tiles."""

    model_config = ConfigDict(frozen=True)

    cards: dict[str, CardDef]
    events: dict[str, EventDef]
    nations: dict[str, NationDef]
    tiles: dict[str, SoloTile] = {}
    growth: dict[str, int] = dict(GROWTH)
    columns: dict[int, int] = {1: 4, 2: 4, 3: 5, 4: 6, 5: 7}
    architects: dict[int, int] = {1: 0, 2: 1, 3: 2, 4: 2, 5: 3}
    names: dict[str, dict[str, str]] = {}  # id -> {"en": ..., "el": ..., "it": ...}
    abilities: dict[str, list[dict[str, Any]]] = {}  # card id or "nation:side" -> abilities
    least_sets: dict[int, str] = {1: "basic", 2: "basic", 3: "basic", 4: "basic", 5: "advanced"}

    def card(self, cid: str) -> CardDef:
        return self.cards[cid]

    def in_set(self, item_set: str, chosen: str) -> bool:
        return SETS.index(item_set) <= SETS.index(chosen) if item_set in SETS else False
