"""Antike Duellum positions: two nations on one map side, the rondel, the bank and the events.

Seat 0 plays the side's first nation (Carthage in the west, Greece in the east) and seat 1 the
second (Rome, Persia). Units on the map are counts per region; the special units of the
variant are single pieces with a place. Everything here is public except the order of the event
deck and the random stream.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

from rules.common.maps import Resource, Unit
from rules.core.rng import Rng

RESOURCES: tuple[Resource, ...] = (Resource.MARBLE, Resource.IRON, Resource.GOLD)


class Pay(StrEnum):
    """One unit of payment for a rondel move: a resource or a coin."""

    MARBLE = "marble"
    IRON = "iron"
    GOLD = "gold"
    COIN = "coin"


class Special(StrEnum):
    """The variant's special units: the general moves like a legion, the admiral a galley."""

    GENERAL = "general"
    ADMIRAL = "admiral"


SPECIAL_KIND: dict[Special, Unit] = {Special.GENERAL: Unit.LEGION, Special.ADMIRAL: Unit.GALLEY}


class Personage(StrEnum):
    KING = "king"  # every 5 cities
    PHILOSOPHER = "philosopher"  # every know-how developed first
    GENERAL = "general"  # every temple destroyed by conquest
    NAVIGATOR = "navigator"  # every 7 sea points held by galleys
    CITIZEN = "citizen"  # every 3 temples


class Field(StrEnum):
    """What a rondel field does (DUELLUM appears twice)."""

    FERRUM = "ferrum"
    TEMPLUM = "templum"
    AURUM = "aurum"
    DUELLUM = "duellum"
    MILITIA = "militia"
    MARMOR = "marmor"
    SCIENTIA = "scientia"


PRODUCES: dict[Field, Resource] = {
    Field.MARMOR: Resource.MARBLE,
    Field.FERRUM: Resource.IRON,
    Field.AURUM: Resource.GOLD,
}


class Phase(StrEnum):
    RONDEL = "rondel"  # the turn starts: pick a rondel field
    ACT = "act"  # carry out the field's action
    FOUND = "found"  # founding cities (after the action)


# --- supplies and thresholds (rulebook: contents, setup, personages) ---------------------------

LEGIONS_PER_NATION = 12
GALLEYS_PER_NATION = 12
TEMPLES = 12
WALLS = 12
CITY_MARKERS: dict[Resource, int] = {Resource.MARBLE: 12, Resource.IRON: 12, Resource.GOLD: 10}
COINS = 30  # design: the rulebook limits coins without saying how many (README)
PERSONAGES: dict[Personage, int] = {
    Personage.KING: 6,
    Personage.PHILOSOPHER: 5,
    Personage.GENERAL: 4,
    Personage.NAVIGATOR: 2,
    Personage.CITIZEN: 4,
}
KING_CITIES = 5
CITIZEN_TEMPLES = 3
NAVIGATOR_POINTS = 7
WALL_MARKS = (1, 2, 3, 5, 7)  # personage counts that bring a wall (0 is the starting wall)
TARGET = 9
START_RESOURCES = 3
TEMPLE_MARBLE = 6
WALL_MARBLE = 1
DEPLOY_IRON = 2
SPECIAL_DEPLOY_IRON = 3
RECRUIT_GOLD: dict[Unit, int] = {Unit.LEGION: 1, Unit.GALLEY: 2}
CITY_LIMIT, TEMPLE_CITY_LIMIT = 1, 3
EVENT_ROW = 3


class City(BaseModel):
    model_config = ConfigDict(extra="forbid")

    owner: int
    resource: Resource
    temple: bool = False
    wall: bool = False


class Nation(BaseModel):
    """One seat's nation: its stock, supplies, know-hows, personages and event cards."""

    model_config = ConfigDict(extra="forbid")

    marker: int | None = None  # rondel field index; None before the first move
    marble: int = START_RESOURCES
    iron: int = START_RESOURCES
    gold: int = START_RESOURCES
    coins: int = 0
    legions: int = LEGIONS_PER_NATION - 1  # personal supply
    galleys: int = GALLEYS_PER_NATION - 1
    recruit_legions: int = 1  # the recruitment area on the board
    recruit_galleys: int = 1
    walls: int = 1  # walls in the personal supply
    knowhows: list[str] = []  # in the order developed
    personages: dict[Personage, int] = {}
    marks: dict[Personage, int] = {}  # milestones reached (kings, citizens, navigators)
    events: list[str] = []  # event cards held, in the order taken (open information)
    special: Special | None = None  # the variant's special unit, if playing it
    special_at: str | None = None  # its region; None: in the recruitment area

    def stock(self, kind: Resource | Pay) -> int:
        return int(getattr(self, "coins" if kind == Pay.COIN else str(kind)))

    def add(self, kind: Resource | Pay, n: int) -> None:
        name = "coins" if kind == Pay.COIN else str(kind)
        setattr(self, name, getattr(self, name) + n)

    def recruits(self, unit: Unit) -> int:
        return self.recruit_legions if unit is Unit.LEGION else self.recruit_galleys

    def supply(self, unit: Unit) -> int:
        return self.legions if unit is Unit.LEGION else self.galleys

    @property
    def personage_count(self) -> int:
        return sum(self.personages.values())


class FortressOrder(StrEnum):
    """A nation's standing answer for when its city is attacked while it holds Fortress
    (hidden from the opponent: it tells intent; README 31)."""

    ASK = "ask"  # ask each time
    PLAY = "play"  # play it at once on the first attack (the match option ``fortress=auto``)
    KEEP = "keep"  # never play it, and do not ask


class PendingKind(StrEnum):
    FORTRESS = "fortress"  # the defender may play Fortress against a conquest
    CASUALTIES = "casualties"  # the conqueror picks how many legions to lose
    PICK = "pick"  # take event cards from the open row
    COIN = "coin"  # the bank has no coin: pick a resource instead


class Pending(BaseModel):
    """A decision the rules give to ``seat`` before play goes on."""

    model_config = ConfigDict(extra="forbid")

    kind: PendingKind
    seat: int
    region: str | None = None  # the city under conquest
    count: int = 0  # cards to pick; units to lose
    fortress: bool = False  # Fortress was played against this conquest


class TurnState(BaseModel):
    """What the current turn has done so far; reset when the next turn starts."""

    model_config = ConfigDict(extra="forbid")

    phase: Phase = Phase.RONDEL
    field: Field | None = None
    deployable: dict[Unit, int] = {}  # MILITIA: units that were recruited at its start
    special_deployable: bool = False
    deployed: dict[str, int] = {}  # MILITIA: units added per city this turn
    arrived: dict[str, dict[Unit, int]] = {}  # DUELLUM: units that moved in this turn
    special_moved: bool = False
    conquering: bool = False  # DUELLUM: the first conquest closes movement
    held: list[str] = []  # DUELLUM: cities that withstood a conquest (Fortress) this turn
    lost_city: list[bool] = [False, False]  # per seat: lost at least one city this turn
    temples_destroyed: int = 0  # by the player whose turn it is
    first_developed: int = 0  # know-hows developed first this turn
    developed_commercium: bool = False  # no trading in the turn COMMERCIUM is developed
    academy_used: bool = False
    discount: int = 0  # architect: marble off each temple this turn
    reach_bonus: dict[Unit, int] = {}  # forced march: extra borders this turn
    free_rondel: bool = False  # oracle: this turn's rondel move is free


class DuellumState(BaseModel):
    model_config = ConfigDict(extra="forbid")

    side: Literal["west", "east"]
    nation_ids: list[str]  # per seat, from the map
    special_units: bool = False
    fortress_auto: bool = False  # the match option ``fortress=auto``: both orders start at PLAY
    # per seat, the standing answer to an attack while holding Fortress (hidden from the
    # other); a match stored without it takes both from ``fortress_auto``, as it played
    fortress_orders: list[FortressOrder] = []
    first: int  # the starting seat
    current: int
    turn: int = 1  # turns started, both players counted
    nations: list[Nation]
    cities: dict[str, City] = {}
    legions: list[dict[str, int]] = [{}, {}]  # per seat: region -> legions there
    galleys: list[dict[str, int]] = [{}, {}]
    bank_coins: int = COINS
    bank_temples: int = TEMPLES
    bank_walls: int = WALLS - 2
    bank_markers: dict[Resource, int] = {}
    bank_personages: dict[Personage, int] = {}
    deck: list[str] = []  # event cards face down, top = last (hidden order)
    row: list[str] = []  # the open row
    discard: list[str] = []
    this: TurnState = TurnState()
    pending: list[Pending] = []
    winner: int | None = None
    history: list[tuple[int, int]] = []  # personage counts after each turn
    rng: Rng
    # the rules' edition the match was set up under: 3 refuses event cards that would do
    # nothing (coins from an empty bank, the oracle before a first, free rondel move);
    # stored matches without the field keep the rules they were played with
    edition: int = 1

    @model_validator(mode="after")
    def _orders_from_option(self) -> DuellumState:
        if not self.fortress_orders:
            start = FortressOrder.PLAY if self.fortress_auto else FortressOrder.ASK
            self.fortress_orders = [start, start]
        return self

    def units(self, seat: int, unit: Unit) -> dict[str, int]:
        return self.legions[seat] if unit is Unit.LEGION else self.galleys[seat]

    def count(self, seat: int, unit: Unit, region: str) -> int:
        return self.units(seat, unit).get(region, 0)

    def cities_of(self, seat: int) -> list[str]:
        return [r for r, c in self.cities.items() if c.owner == seat]

    def temples_of(self, seat: int) -> int:
        return sum(1 for c in self.cities.values() if c.owner == seat and c.temple)
