"""Row ↔ record conversion shared by both backends.

Both dialects keep the same columns in the same order (the ``*_COLUMNS`` constants) and
store JSON as text, so one set of converters serves SQLite rows (tuples) and PostgreSQL
rows (``asyncpg.Record``, indexable the same way).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import pydantic_core

from storage.errors import NotFound, StorageError
from storage.models import (
    MATCH_STATUSES,
    ActionRecord,
    FinishedMatch,
    MatchRecord,
    OutboxRecord,
    RatingRecord,
    SeatRecord,
    TimerRecord,
    UserTimerRecord,
)

Row = Any  # a row tuple; column order is fixed by the *_COLUMNS constants below

MATCH_COLUMNS = (
    "id, guild, channel, game, options, seed, engine_version, status, version, state, "
    "outcome, creator, settings, created_at, updated_at"
)
SEAT_COLUMNS = "match_id, user_id, seat, ai, joined_at"
ACTION_COLUMNS = "match_id, seq, seat, kind, payload, state_hash, created_at, request_id"
TIMER_COLUMNS = "id, match_id, kind, seat, due_at, claimed_by, lease_until"
USER_TIMER_COLUMNS = "user_id, kind, due_at, claimed_by, lease_until"
OUTBOX_COLUMNS = (
    "id, key, match_id, channel, kind, payload, created_at, not_before, attempts, claimed_by, "
    "lease_until, posted_at, result"
)
RATING_COLUMNS = "scope, game, player, mu, sigma, matches, wins, losses, draws, updated_at"
M_MATCH_COLUMNS = ", ".join("m." + c.strip() for c in MATCH_COLUMNS.split(","))

MAX_ID = 2**63 - 1  # the largest id either backend can hold (SQLite INTEGER, bigint)


def dumps(value: Any) -> str:
    """Compact JSON text (non-ASCII kept as is). pydantic-core's encoder writes the same
    JSON values as ``json.dumps`` four to five times faster, which a move's payload feels."""
    try:
        return pydantic_core.to_json(value).decode()
    except pydantic_core.PydanticSerializationError:  # a value only the stdlib knows how to write
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def opt_dumps(value: Any | None) -> str | None:
    return None if value is None else dumps(value)


def match_record(row: Row) -> MatchRecord:
    return MatchRecord(
        id=row[0],
        guild=row[1],
        channel=row[2],
        game=row[3],
        options=json.loads(row[4]),
        seed=row[5],
        engine_version=row[6],
        status=row[7],
        version=row[8],
        state=row[9],
        outcome=None if row[10] is None else json.loads(row[10]),
        creator=row[11],
        settings=json.loads(row[12]),
        created_at=row[13],
        updated_at=row[14],
    )


def rating_record(row: Row) -> RatingRecord:
    return RatingRecord(
        scope=row[0],
        game=row[1],
        player=row[2],
        mu=row[3],
        sigma=row[4],
        matches=row[5],
        wins=row[6],
        losses=row[7],
        draws=row[8],
        updated_at=row[9],
    )


def rating_params(r: RatingRecord) -> tuple[object, ...]:
    """A rating as the row ``rating_record`` reads (``RATING_COLUMNS``' order)."""
    return (
        r.scope,
        r.game,
        r.player,
        r.mu,
        r.sigma,
        r.matches,
        r.wins,
        r.losses,
        r.draws,
        r.updated_at,
    )


def finished_match(row: Row) -> FinishedMatch:
    return FinishedMatch(
        id=row[0],
        guild=row[1],
        game=row[2],
        settings=json.loads(row[3]),
        outcome=None if row[4] is None else json.loads(row[4]),
        finished_at=row[5],
    )


def rating_counts(result: str) -> tuple[int, int, int]:
    """(wins, losses, draws) one match of ``result`` adds."""
    if result not in ("win", "loss", "draw"):
        raise StorageError(f"unknown result {result!r}")
    return int(result == "win"), int(result == "loss"), int(result == "draw")


def seat_record(row: Row) -> SeatRecord:
    return SeatRecord(match_id=row[0], user=row[1], seat=row[2], ai=row[3], joined_at=row[4])


def action_record(row: Row) -> ActionRecord:
    return ActionRecord(
        match_id=row[0],
        seq=row[1],
        seat=row[2],
        kind=row[3],
        payload=json.loads(row[4]),
        state_hash=row[5],
        created_at=row[6],
        request_id=row[7],
    )


def timer_record(row: Row) -> TimerRecord:
    return TimerRecord(
        id=row[0],
        match_id=row[1],
        kind=row[2],
        seat=row[3],
        due_at=row[4],
        claimed_by=row[5],
        lease_until=row[6],
    )


def outbox_record(row: Row) -> OutboxRecord:
    return OutboxRecord(
        id=row[0],
        key=row[1],
        match_id=row[2],
        channel=row[3],
        kind=row[4],
        payload=json.loads(row[5]),
        created_at=row[6],
        not_before=row[7],
        attempts=row[8],
        claimed_by=row[9],
        lease_until=row[10],
        posted_at=row[11],
        result=row[12],
    )


def outbox_in_order(rows: Iterable[Row]) -> list[OutboxRecord]:
    """Outbox rows in the order they were written (``RETURNING`` promises none)."""
    return sorted((outbox_record(row) for row in rows), key=lambda r: r.id)


def first(rows: Iterable[Row]) -> Row | None:
    return next(iter(rows), None)


def check_status(status: str) -> None:
    if status not in MATCH_STATUSES:
        known = sorted(MATCH_STATUSES)
        raise ValueError(f"unknown match status {status!r}; expected one of {known}")


def valid_id(match_id: int) -> bool:
    """False for an id no backend can hold (a forged button custom id)."""
    return 0 < match_id <= MAX_ID


def check_id(match_id: int) -> None:
    """``NotFound`` for an id no backend can hold, before it reaches a statement."""
    if not valid_id(match_id):
        raise NotFound(f"no match {str(match_id)[:20]}")


def check_seat_order(seat_order: list[str], seated: set[str]) -> None:
    """``seat_order`` must name every seated user exactly once."""
    if len(set(seat_order)) != len(seat_order) or set(seat_order) != seated:
        raise StorageError(
            f"seat order {seat_order} does not match the seated users {sorted(seated)}"
        )


def user_timer_record(row: Row) -> UserTimerRecord:
    return UserTimerRecord(
        user=row[0], kind=row[1], due_at=row[2], claimed_by=row[3], lease_until=row[4]
    )


def user_timers_by_due(rows: Iterable[Row]) -> list[UserTimerRecord]:
    """Claimed user timers, earliest due first."""
    return sorted((user_timer_record(row) for row in rows), key=lambda t: (t.due_at, t.user))


def timers_by_due(rows: Iterable[Row]) -> list[TimerRecord]:
    """Claimed timers, earliest due first (``RETURNING`` comes in no promised order)."""
    return sorted((timer_record(row) for row in rows), key=lambda t: (t.due_at, t.id))
