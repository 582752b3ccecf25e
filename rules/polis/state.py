"""Polis positions: two players (seat 0 Athens, seat 1 Sparta), the map's units and poleis,
the market, the project offer, the event decks, a battle in progress and the decisions owed
at the end of a round."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel

from rules.core.rng import Rng


class PolisCity(BaseModel):
    """A polis card on the table: its owner (None: neutral), its population cubes, the
    project tiles finished on it and those still being built this round."""

    owner: int | None = None
    population: int
    projects: list[str] = []
    building: list[str] = []


class Player(BaseModel):
    resources: dict[str, int]
    prestige: int
    merchants: int  # in the trade port, ready to sail
    merchants_out: int = 0  # at a foreign market this round
    proxenos: str | None  # the polis where the proxenos stands; None: held by the opponent
    passed: bool = False
    turns: int = 0  # turns taken this round
    created: list[str] = []  # unit kinds created this turn (one polis per kind and turn)


class FightOrder(StrEnum):
    """A side's standing answer to "fight on or withdraw?" after an exchange (hidden from
    the other side: it tells intent)."""

    ASK = "ask"  # ask each time
    ON = "on"  # always fight on
    WITHDRAW = "withdraw"  # always withdraw


class Phase(StrEnum):
    COMMIT = "commit"  # both sides choose their formation cards in secret
    ATTACKER = "attacker"  # the attacker decides: go on or withdraw
    DEFENDER = "defender"  # then the defender


class Battle(BaseModel):
    where: str
    attacker: int
    phase: Phase = Phase.COMMIT
    exchange: int = 1
    deck: list[int]  # top = last; hidden
    discard: list[int] = []
    hands: list[list[int]]  # per seat, sorted; each hidden from the other seat
    commits: list[list[int | None] | None] = [None, None]  # hidden from the other seat
    defender_losses: int = 0  # units the defender lost in the last exchange


class Pending(BaseModel):
    """A decision owed at the end of a round."""

    kind: Literal["famine", "growth", "phoros"]
    seat: int
    shortfall: int = 0  # famine: wheat still missing
    grown: dict[str, int] = {}  # growth: cubes added per polis this round


class PolisState(BaseModel):
    round: int = 1
    current: int = 0
    actions_left: int = 2
    players: list[Player]
    hoplites: dict[str, list[int]]  # land territory -> units per seat
    galleys: dict[str, list[int]]  # sea -> units per seat
    poleis: dict[str, PolisCity]
    tribute_used: list[str] = []  # territories whose tribute was collected this round
    market: int
    shiploads: dict[str, list[int | None]]  # market -> seat whose merchant took each load
    offer: list[str]  # project tiles on offer this round
    project_deck: list[str]  # hidden order
    events: list[list[str]]  # per round, the event cards not drawn; hidden order
    event: str | None = None  # this round's event
    moved_to: list[str] = []  # destinations of this turn's moves (where battles may start)
    done: list[str] = []  # the kinds of action taken this turn (``turn.action_kind``)
    edition: int = 1  # the rules' edition the match was set up under (2: two different actions)
    battle: Battle | None = None
    orders: list[FightOrder] = [FightOrder.ASK, FightOrder.ASK]  # per seat; hidden from the other
    battles_queued: list[str] = []
    pending: Pending | None = None
    queue: list[Pending] = []  # end-of-round decisions still to come
    ended: str | None = None  # why the game ended
    loser: int | None = None  # a sudden defeat (capital unfed, no prestige)
    history: list[tuple[int, int]] = []  # scores at the end of each round
    rng: Rng
