"""Nations positions: the seats' boards, the progress row, the decks, the round and phase.

Hidden: the order of the progress and event decks still to come, the solo tiles to come and
the random seed. Everything else is on the table (README 1).
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel

from rules.core.rng import Rng

ROW_PRICE = (3, 2, 1)  # [Progress board setup] gold by row
ARCHITECTS_AT_ONCE = 2  # the edition from which a card's own architects come when it is bought
POP_SECTION = 4  # [Gaining workers] no section of the population track holds more than 4


class Phase(StrEnum):
    PICK = "pick"  # nation boards chosen in reverse player order [B sides]
    GROWTH = "growth"  # every seat chooses at once (README 4)
    ACTIONS = "actions"
    EVENT_PICK = "event_pick"  # Machiavelli keeps one of two event cards (README 27)
    CHOICE = "choice"  # seats reached by an event with a choice answer in reverse order (README 24)
    OVER = "over"


class Slot(BaseModel):
    """A building or military slot of a board: the card in it (None: empty) and its workers."""

    card: str | None = None
    workers: int = 0


class Seat(BaseModel):
    nation: str | None = None
    side: str = "a"
    level: str = "prince"
    gold: int = 0
    stone: int = 0
    food: int = 0
    books: int = 0
    vp: int = 0
    pool: int = 0  # workers in the reserve area
    taken_food: int = 0  # workers taken from the food section of the population track
    taken_stability: int = 0
    hidden_food: int = 0  # [Easier game] the first food spaces whose upkeep is hidden (README 31)
    spare: int = 0  # returned workers with no empty place: the next growth takes them free
    slots: list[Slot] = []
    advisor: str | None = None
    advisor2: str | None = None  # a second advisor, with the Porcelain Tower (README 26)
    colonies: list[str] = []
    wonder: str | None = None  # under construction
    architects: int = 0  # on the wonder under construction
    wonders: list[str] = []
    passed: bool = False
    grown: bool = False  # growth chosen this round
    acted: int = 0  # actions this round (README 6)
    used: list[str] = []  # cards whose once-a-round trigger or action was used this round
    adjust_military: int = 0  # lasting changes by events (README 22)
    adjust_stability: int = 0
    own_architects: int = 0  # private architects left this round (README 23)
    extra_turn: bool = False  # a second action due in the first turn (README 23)
    least_stable: bool = False  # Versailles finished this round: counts as least stable
    vp_lost: list[str] = []  # resource kinds that already cost a VP this round [Resource loss]


class EventChoice(BaseModel):
    """An event part waiting for the choices of the seats it reaches."""

    part: int
    seats: list[int]
    picks: dict[int, int] = {}  # seat -> option (0 decline, 1 outcome, 2+ alternatives)
    by: int | None = None  # the one seat that chooses for all of them (EventEffect.one_chooser)


class Solo(BaseModel):
    """The imaginary opponent of the solo game: this round's tile and its books."""

    tile: str | None = None
    books: int = 2  # [Solo variant] it starts with 2 books
    tiles: list[list[str]] = []  # per age, the tiles not drawn; hidden order
    lost: bool = False
    second: bool = False  # the opponent acts first this round
    military: int = 0  # added this round by its 5-6 actions


class NationsState(BaseModel):
    players: int
    # the rules' edition the match was set up under: 1 before engine version 6; 2: a card
    # with architects of its own brings them the round it is bought [Architects]
    edition: int = 1
    cards: str  # the card set played: basic, advanced or expert
    ages: int = 4
    round: int = 1  # 1..8
    phase: Phase = Phase.PICK
    order: list[int]  # player order, first to last
    current: int = 0  # seat to act (actions and pick)
    seats: list[Seat]
    offered: list[str] = []  # nations still to choose from
    row: list[list[str | None]]  # 3 rows of the progress board, row 0 costs 3 gold
    decks: list[list[str]]  # per age, progress cards not drawn; hidden order
    event_decks: list[list[str]]  # per age; hidden order
    event: str | None = None  # this round's event card
    event_offer: list[str] = []  # Machiavelli's two event cards, both shown
    architects: int = 0  # on the score board, for anyone to hire
    war: str | None = None  # the war bought this round
    war_strength: int = 0
    war_buyer: int | None = None
    passes: list[int] = []  # seats in the order they passed
    solo: Solo | None = None
    choice: EventChoice | None = None
    history: list[list[int]] = []  # VP of each seat at the end of each round
    rng: Rng
