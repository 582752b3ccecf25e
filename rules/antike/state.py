"""Antike positions: 2 to 6 nations on one map side, the rondel, the bank and the turn.

Nations are listed in turn order, the start nation first, so ``current`` simply cycles and a
new round begins when it comes back to 0. Each nation names the seat that plays it (with two
players each seat plays two nations, or one doubled nation). Units on the map are counts per
region; during a MANEUVER the mover's units also carry how many actions each has left.
Everything is public except the random stream.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict

from rules.common.maps import Resource, Unit
from rules.common.rondel import Rondel
from rules.core.rng import Rng

RESOURCES: tuple[Resource, ...] = (Resource.MARBLE, Resource.IRON, Resource.GOLD)
UNITS: tuple[Unit, ...] = (Unit.LEGION, Unit.GALLEY)


class Pay(StrEnum):
    """One unit of payment: a resource or a coin (a coin stands for any resource)."""

    MARBLE = "marble"
    IRON = "iron"
    GOLD = "gold"
    COIN = "coin"


class Field(StrEnum):
    """What a rondel wedge does (MANEUVER is printed twice)."""

    IRON = "iron"
    TEMPLE = "temple"
    GOLD = "gold"
    MANEUVER = "maneuver"
    ARMING = "arming"
    MARBLE = "marble"
    KNOWHOW = "knowhow"


# clockwise, as fixed by the rulebook's example (from IRON: TEMPLE, GOLD, MANEUVER are free,
# ARMING costs one unit, MARBLE two); each utilisation wedge faces its resource
FIELDS: tuple[Field, ...] = (
    Field.IRON,
    Field.TEMPLE,
    Field.GOLD,
    Field.MANEUVER,
    Field.ARMING,
    Field.MARBLE,
    Field.KNOWHOW,
    Field.MANEUVER,
)
RONDEL = Rondel(
    fields=tuple(f.value for f in FIELDS),
    free_steps=3,
    max_steps=8,  # a whole round back to the same wedge: 5 paid steps
    cost_per_step=1,
    payment=tuple(p.value for p in Pay),
)
PRODUCES: dict[Field, Resource] = {
    Field.MARBLE: Resource.MARBLE,
    Field.IRON: Resource.IRON,
    Field.GOLD: Resource.GOLD,
}


class KnowHow(StrEnum):
    WHEEL = "wheel"
    SAILING = "sailing"
    MARKET = "market"
    MONARCHY = "monarchy"
    ROADS = "roads"
    NAVIGATION = "navigation"
    CURRENCY = "currency"
    DEMOCRACY = "democracy"


BASIC: tuple[KnowHow, ...] = (KnowHow.WHEEL, KnowHow.SAILING, KnowHow.MARKET, KnowHow.MONARCHY)
NEEDS: dict[KnowHow, KnowHow] = {  # a secondary know-how and the basic one it needs
    KnowHow.ROADS: KnowHow.WHEEL,
    KnowHow.NAVIGATION: KnowHow.SAILING,
    KnowHow.CURRENCY: KnowHow.MARKET,
    KnowHow.DEMOCRACY: KnowHow.MONARCHY,
}
PRICE_NEW = {True: 7, False: 10}  # by "is basic": no other nation has it yet
PRICE_OLD = {True: 3, False: 5}  # another nation already has it


class Personage(StrEnum):
    KING = "king"  # every 5 cities
    SCHOLAR = "scholar"  # every know-how developed first
    GENERAL = "general"  # every temple destroyed
    CITIZEN = "citizen"  # every 3 temples
    NAVIGATOR = "navigator"  # every 7 seas holding a galley


class Order(StrEnum):
    """A nation's standing order for fights other nations' units offer by entering."""

    ALWAYS = "always"
    NEVER = "never"
    ASK = "ask"


class Mode(StrEnum):
    STANDARD = "standard"  # one nation per player (3 to 6 players)
    TEAMS = "teams"  # two players, two nations each
    DOUBLED = "doubled"  # two players, one nation each with doubled materials


class Phase(StrEnum):
    START = "start"  # setup: start cities are being picked (longer game, doubled variant)
    RONDEL = "rondel"  # the turn starts: pick a wedge
    ACT = "act"  # carry out the wedge's action
    FOUND = "found"  # founding cities, after the action


# --- supplies and thresholds (rulebook: game material, setup, object of the game) ------------

LEGIONS = 17
GALLEYS = 17
STONES = 25
TEMPLES = 20
COINS = 30
PERSONAGES: dict[Personage, int] = {
    Personage.KING: 9,
    Personage.SCHOLAR: 8,
    Personage.GENERAL: 7,
    Personage.CITIZEN: 6,
    Personage.NAVIGATOR: 5,
}
START_STOCK: dict[Resource, int] = {Resource.IRON: 1, Resource.MARBLE: 2, Resource.GOLD: 3}
KING_CITIES = 5
CITIZEN_TEMPLES = 3
NAVIGATOR_SEAS = 7
TEMPLE_MARBLE = 5
ARM_LIMIT = {False: 1, True: 3}  # new units per city province and turn, by "has a temple"
TARGETS = {3: 10, 4: 9, 5: 8, 6: 7}  # personages to win, by nations in play
MILITARY_TARGETS = {3: 13, 4: 11, 5: 9, 6: 8}  # victory points in the military variant
TEAMS_TARGET = 9
DOUBLED_TARGET = 15
DOUBLED_MILITARY_TARGET = 18  # our decision: 15 personages scaled as 35 cards to 42 points


class City(BaseModel):
    """A city on the map; replaced, never changed, so positions may share it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    owner: int  # nation index
    temple: bool = False


class Nation(BaseModel):
    """One nation: its seat, stock, supplies, know-hows, personages and standing order."""

    model_config = ConfigDict(extra="forbid")

    id: str  # the side's nation id
    seat: int
    marker: int | None = None  # rondel wedge index; None before the first move
    marble: int = 0
    iron: int = 0
    gold: int = 0
    coins: int = 0
    legions: int = LEGIONS  # in the supply
    galleys: int = GALLEYS
    stones: int = STONES
    knowhows: list[KnowHow] = []  # in the order developed
    personages: dict[Personage, int] = {}
    marks: dict[Personage, int] = {}  # thresholds reached (kings, citizens, navigators)
    all_knowhows: bool = False  # the personage for all eight know-hows has been handled
    order: Order = Order.ASK

    def stock(self, kind: Resource | Pay) -> int:
        return int(getattr(self, "coins" if kind == Pay.COIN else str(kind)))

    def add(self, kind: Resource | Pay, n: int) -> None:
        name = "coins" if kind == Pay.COIN else str(kind)
        setattr(self, name, getattr(self, name) + n)

    def supply(self, unit: Unit) -> int:
        return self.legions if unit is Unit.LEGION else self.galleys

    @property
    def personage_count(self) -> int:
        return sum(self.personages.values())


class PendingKind(StrEnum):
    DEFEND = "defend"  # a nation may fight the units that just entered its province
    CASUALTIES = "casualties"  # the conqueror picks how many legions a conquest costs
    COIN = "coin"  # the bank has no coin: pick a resource instead
    EXTRA = "extra"  # all eight know-hows: pick among the largest personage stacks
    START = "start"  # pick a start city (longer game, doubled variant)


class Pending(BaseModel):
    """A decision the rules give to ``nation`` (played by its seat) before play goes on."""

    model_config = ConfigDict(extra="forbid")

    kind: PendingKind
    nation: int
    region: str | None = None  # the province of a fight or a conquest
    unit: Unit | None = None  # DEFEND: the kind of units that entered
    count: int = 0  # CASUALTIES: units the conquest costs
    release: str | None = None  # CASUALTIES: the city given up for a stone
    choices: list[str] = []  # EXTRA: personage kinds; START: regions


class TurnState(BaseModel):
    """What the current turn has done so far; reset when the next turn starts."""

    model_config = ConfigDict(extra="forbid")

    phase: Phase = Phase.RONDEL
    field: Field | None = None
    armed: dict[str, int] = {}  # ARMING: new units per province this turn
    # MANEUVER: actions left for each of the mover's units, per region, most first
    legions_left: dict[str, list[int]] = {}
    galleys_left: dict[str, list[int]] = {}
    conquering: bool = False  # the first conquest closes movement and fights
    temples_destroyed: int = 0
    developed_first: int = 0  # know-hows no other nation had

    def left(self, unit: Unit) -> dict[str, list[int]]:
        return self.legions_left if unit is Unit.LEGION else self.galleys_left


class AntikeState(BaseModel):
    model_config = ConfigDict(extra="forbid")

    side: str  # "west" or "east" (tests may use a fixture side)
    mode: Mode = Mode.STANDARD
    players: int
    expert: bool = False
    military: bool = False
    target: int
    nations: list[Nation]  # in turn order, the start nation first
    current: int = 0  # nation index
    round: int = 1
    turn: int = 1
    cities: dict[str, City] = {}
    legions: list[dict[str, int]]  # per nation: region -> legions there
    galleys: list[dict[str, int]]
    bank_coins: int = COINS
    bank_temples: int = TEMPLES
    bank_personages: dict[Personage, int] = {}
    this: TurnState = TurnState()
    pending: list[Pending] = []
    winner: int | None = None  # nation index
    win_reason: Literal["personages", "temple"] | None = None
    rng: Rng

    def units(self, nation: int, unit: Unit) -> dict[str, int]:
        return self.legions[nation] if unit is Unit.LEGION else self.galleys[nation]

    def count(self, nation: int, unit: Unit, region: str) -> int:
        return self.units(nation, unit).get(region, 0)

    def cities_of(self, nation: int) -> list[str]:
        return [r for r, c in self.cities.items() if c.owner == nation]

    def temples_of(self, nation: int) -> int:
        return sum(1 for c in self.cities.values() if c.owner == nation and c.temple)

    def nations_of(self, seat: int) -> list[int]:
        return [i for i, n in enumerate(self.nations) if n.seat == seat]


# --- copies and readings the engine and the view share ------------------------------------


def clone_nation(n: Nation) -> Nation:
    c = n.model_copy()
    c.knowhows = list(n.knowhows)
    c.personages = dict(n.personages)
    c.marks = dict(n.marks)
    return c


def clone_turn(t: TurnState) -> TurnState:
    c = t.model_copy()
    c.armed = dict(t.armed)
    c.legions_left = {r: list(v) for r, v in t.legions_left.items()}
    c.galleys_left = {r: list(v) for r, v in t.galleys_left.items()}
    return c


def clone(s: AntikeState) -> AntikeState:
    """A deep copy written out by hand: it runs on every action and is far cheaper than a
    generic deep copy."""
    c = s.model_copy()
    c.nations = [clone_nation(n) for n in s.nations]
    c.cities = dict(s.cities)  # cities are frozen
    c.legions = [dict(x) for x in s.legions]
    c.galleys = [dict(x) for x in s.galleys]
    c.bank_personages = dict(s.bank_personages)
    c.this = clone_turn(s.this)
    c.pending = [p.model_copy(update={"choices": list(p.choices)}) for p in s.pending]
    c.rng = s.rng.model_copy()
    return c


def supply_factor(mode: Mode) -> int:
    return 2 if mode is Mode.DOUBLED else 1


def score(s: AntikeState, nation: int) -> int:
    """Personages, or victory points in the military variant (a general counts 2)."""
    n = s.nations[nation]
    if not s.military:
        return n.personage_count
    return n.personage_count + n.personages.get(Personage.GENERAL, 0)
