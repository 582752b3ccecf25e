"""Polis positions: two players (seat 0 Athens, seat 1 Sparta), the map's units and poleis,
the market, the project offer, the event decks, a battle in progress and the decisions owed
at the end of a round."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal, TypeVar

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


M = TypeVar("M", bound=BaseModel)
_set = object.__setattr__


def _built(cls: type[M], fields: dict[str, Any]) -> M:
    """A model from fields known to be valid, as pydantic's own copy makes one (without
    validation): the copy below runs on every action, and the search's playouts."""
    m = cls.__new__(cls)
    _set(m, "__dict__", fields)
    _set(m, "__pydantic_fields_set__", set(fields))
    _set(m, "__pydantic_extra__", None)
    _set(m, "__pydantic_private__", None)
    return m


def _player(p: Player) -> Player:
    return _built(
        Player, {**p.__dict__, "resources": dict(p.resources), "created": list(p.created)}
    )


def copy_city(c: PolisCity) -> PolisCity:
    return _built(
        PolisCity, {**c.__dict__, "projects": list(c.projects), "building": list(c.building)}
    )


def copy_pending(p: Pending) -> Pending:
    return _built(Pending, {**p.__dict__, "grown": dict(p.grown)})


def _battle(b: Battle) -> Battle:
    return _built(
        Battle,
        {
            **b.__dict__,
            "deck": list(b.deck),
            "discard": list(b.discard),
            "hands": [list(h) for h in b.hands],
            "commits": [None if c is None else list(c) for c in b.commits],
        },
    )


def clone(s: PolisState) -> PolisState:
    """A deep copy, written out field by field: ``model_copy(deep=True)`` is a generic
    deepcopy and costs several times this (``test_state_copy`` holds the two equal)."""
    return _built(
        PolisState,
        {
            **s.__dict__,
            "players": [_player(p) for p in s.players],
            "hoplites": {k: list(u) for k, u in s.hoplites.items()},
            "galleys": {k: list(u) for k, u in s.galleys.items()},
            "poleis": {k: copy_city(c) for k, c in s.poleis.items()},
            "tribute_used": list(s.tribute_used),
            "shiploads": {k: list(u) for k, u in s.shiploads.items()},
            "offer": list(s.offer),
            "project_deck": list(s.project_deck),
            "events": [list(e) for e in s.events],
            "moved_to": list(s.moved_to),
            "done": list(s.done),
            "battle": None if s.battle is None else _battle(s.battle),
            "orders": list(s.orders),
            "battles_queued": list(s.battles_queued),
            "pending": None if s.pending is None else copy_pending(s.pending),
            "queue": [copy_pending(q) for q in s.queue],
            "history": list(s.history),
            "rng": _built(Rng, {"seed": s.rng.seed, "counter": s.rng.counter}),
        },
    )
