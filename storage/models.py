"""Typed, immutable records returned by the repository (one per table row)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

MatchStatus = Literal["lobby", "active", "finished", "aborted"]
MATCH_STATUSES: frozenset[str] = frozenset({"lobby", "active", "finished", "aborted"})
# A channel may hold at most one match in one of these states (see the partial unique index).
OPEN_STATUSES: frozenset[str] = frozenset({"lobby", "active"})


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True)


class MatchRecord(_Record):
    id: int
    guild: str | None
    channel: str
    game: str
    options: dict[str, Any]
    seed: str
    engine_version: int
    status: MatchStatus
    version: int
    state: str | None
    outcome: dict[str, Any] | None
    creator: str
    settings: dict[str, Any]
    created_at: float
    updated_at: float


class SeatRecord(_Record):
    match_id: int
    user: str
    seat: int | None
    ai: str | None
    joined_at: float


class ActionRecord(_Record):
    match_id: int
    seq: int
    seat: int | None
    kind: str
    payload: dict[str, Any]
    state_hash: str
    created_at: float
    request_id: str | None = None  # the front end's request that carried it (an interaction)


class OutboxRecord(_Record):
    """A post a stored change owes a channel (see ``Store.claim_outbox``)."""

    id: int
    key: str  # the writer's own name for it: the front end's nonce, so no post shows twice
    match_id: int
    channel: str
    kind: str
    payload: dict[str, Any]
    created_at: float
    not_before: float = 0.0  # not to be claimed before (a retry's back-off)
    attempts: int = 0  # claims so far
    claimed_by: str | None = None
    lease_until: float | None = None
    posted_at: float | None = None  # set once done
    result: str | None = None  # how it ended: "posted", "gone" (no channel), "dropped"


class TimerRecord(_Record):
    id: int
    match_id: int
    kind: str
    seat: int | None
    due_at: float
    claimed_by: str | None = None  # the process holding the timer (see Store.claim_due_timers)
    lease_until: float | None = None  # until when it holds it


class UserTimerRecord(_Record):
    """A timer of a user rather than of a match (``kind`` "digest": their daily digest);
    one per user and kind, claimed with a lease as match timers are."""

    user: str
    kind: str
    due_at: float
    claimed_by: str | None = None
    lease_until: float | None = None


class RatingRecord(_Record):
    """One player's skill rating in one game and scope (a guild id, or ``"global"``), with
    the record of the rated matches it came from (see ``Store.record_ratings``)."""

    scope: str
    game: str
    player: str  # a user id, or one AI level ("ai:<kind>")
    mu: float
    sigma: float
    matches: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    updated_at: float = 0.0


class FinishedMatch(_Record):
    """What rating a finished match needs (see ``Store.finished_matches``): its seats are read
    apart."""

    id: int
    guild: str | None
    game: str
    settings: dict[str, Any]
    outcome: dict[str, Any] | None
    finished_at: float  # the time of its last action
