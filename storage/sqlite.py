"""The SQLite backend of the match repository (the statements it shares with PostgreSQL are in
``storage/statements.py``).

Each write is one transaction that first bumps ``matches.version`` with
``WHERE version = ?``; a mismatch raises ``StaleVersion`` and rolls the whole write back.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection, Sequence
from typing import Any, ClassVar

from storage.db import Database
from storage.errors import (
    AlreadySeated,
    ChannelBusy,
    DuplicateRequest,
    NotFound,
    StaleRating,
    StaleVersion,
)
from storage.models import (
    ActionRecord,
    FinishedMatch,
    MatchRecord,
    OutboxRecord,
    RatingRecord,
    SeatRecord,
    TimerRecord,
    UserTimerRecord,
)
from storage.repository import (
    NO_POSTS,
    Location,
    MatchSnapshot,
    OutboxItem,
    RatingChange,
    Store,
    TimerPlan,
)
from storage.rows import (
    MATCH_COLUMNS,
    OUTBOX_COLUMNS,
    RATING_COLUMNS,
    TIMER_COLUMNS,
    USER_TIMER_COLUMNS,
    action_record,
    check_id,
    check_seat_order,
    check_status,
    dumps,
    finished_match,
    first,
    match_record,
    opt_dumps,
    outbox_in_order,
    outbox_record,
    rating_counts,
    rating_params,
    rating_record,
    seat_record,
    timer_record,
    timers_by_due,
    user_timer_record,
    user_timers_by_due,
)
from storage.statements import Statements

SQL = Statements()  # the statements PostgreSQL shares, with ``?`` placeholders

_INSERT_MATCH = (
    "INSERT INTO matches (guild, channel, game, options, seed, engine_version, status, "
    "version, state, outcome, creator, settings, created_at, updated_at) "
    "VALUES (?, ?, ?, ?, ?, ?, 'lobby', 0, NULL, NULL, ?, ?, ?, ?) "
    f"RETURNING {MATCH_COLUMNS}"
)
# seq = previous max + 1, read through the (match_id, seq) primary key in the same statement.
_INSERT_ACTION = (
    "INSERT INTO actions (match_id, seq, seat, kind, payload, state_hash, created_at, "
    "request_id) "
    "VALUES (?, (SELECT coalesce(max(seq), 0) + 1 FROM actions WHERE match_id = ?), "
    "?, ?, ?, ?, ?, ?)"
)

_SET_TIMER = (
    "INSERT INTO timers (match_id, kind, seat, due_at) VALUES (?, ?, ?, ?) "
    "ON CONFLICT (match_id, kind, ifnull(seat, -1)) DO UPDATE SET due_at = excluded.due_at, "
    # a new due time is a new deadline: whoever held the old one no longer holds this one
    "claimed_by = CASE WHEN due_at = excluded.due_at THEN claimed_by END, "
    "lease_until = CASE WHEN due_at = excluded.due_at THEN lease_until END "
    f"RETURNING {TIMER_COLUMNS}"
)
_DELETE_TIMER = "DELETE FROM timers WHERE id = ?"
# Leases: a claim takes free or expired timers in one statement under the write lock, so two
# claimers (threads or processes) never both see a timer as free.
_CLAIM_TIMERS = (
    "UPDATE timers SET claimed_by = ?, lease_until = ? WHERE id IN ("
    "SELECT id FROM timers WHERE due_at <= ? AND (lease_until IS NULL OR lease_until <= ?) "
    f"ORDER BY due_at, id LIMIT ?) RETURNING {TIMER_COLUMNS}"
)
_RENEW_TIMER = "UPDATE timers SET lease_until = ? WHERE id = ? AND claimed_by = ? RETURNING id"
_NEXT_CLAIM = (
    "SELECT min(t) FROM (SELECT max(due_at, coalesce(lease_until, due_at)) AS t FROM timers "
    "UNION ALL SELECT max(due_at, coalesce(lease_until, due_at)) FROM user_timers)"
)
_CLAIM_USER_TIMERS = (
    "UPDATE user_timers SET claimed_by = ?, lease_until = ? WHERE rowid IN ("
    "SELECT rowid FROM user_timers WHERE due_at <= ? AND (lease_until IS NULL OR lease_until <= ?) "
    f"ORDER BY due_at, user_id LIMIT ?) RETURNING {USER_TIMER_COLUMNS}"
)

# The outbox: a match's rows go to one claimer at a time, and those of one channel only
# while its earliest row there still to post is free (see ``Store.claim_outbox``); one
# statement under the write lock.
_FREE = "posted_at IS NULL AND not_before <= ? AND (lease_until IS NULL OR lease_until <= ?)"
_CLAIM_OUTBOX = (
    "UPDATE outbox SET claimed_by = ?, lease_until = ?, attempts = attempts + 1 "
    f"WHERE {_FREE} AND match_id IN ("
    "SELECT o.match_id FROM outbox o WHERE o.posted_at IS NULL AND o.not_before <= ? "
    "AND (o.lease_until IS NULL OR o.lease_until <= ?) AND NOT EXISTS ("
    "SELECT 1 FROM outbox p WHERE p.match_id = o.match_id AND p.channel = o.channel "
    "AND p.posted_at IS NULL AND p.id < o.id AND (p.lease_until > ? OR p.not_before > ?)) "
    f"GROUP BY o.match_id ORDER BY min(o.id) LIMIT ?) RETURNING {OUTBOX_COLUMNS}"
)
# a match's posts in one channel wait for its earliest one there still to post
_NEXT_OUTBOX = (
    "SELECT min(max(o.not_before, coalesce(o.lease_until, 0))) FROM outbox o "
    "WHERE o.posted_at IS NULL AND NOT EXISTS (SELECT 1 FROM outbox p "
    "WHERE p.match_id = o.match_id AND p.channel = o.channel AND p.posted_at IS NULL "
    "AND p.id < o.id)"
)


def _write_outbox(
    conn: sqlite3.Connection, match_id: int, items: Sequence[OutboxItem], now: float
) -> None:
    for item in items:
        conn.execute(SQL.INSERT_OUTBOX, _outbox_params(item, match_id, now))


def _outbox_params(item: OutboxItem, match_id: int, now: float) -> tuple[Any, ...]:
    return (
        item.key,
        match_id,
        item.channel,
        item.kind,
        dumps(item.payload),
        now,
        item.holder,
        item.hold_until,
        0 if item.holder is None else 1,
    )


class SqliteStore(Store):
    """The match repository on one SQLite file (see ``storage.repository.Store``)."""

    backend: ClassVar[str] = "sqlite"

    def __init__(self, db: Database, applied_migrations: list[int]) -> None:
        self._db = db
        # The migration numbers applied by this open (empty when the schema was current).
        self.applied_migrations = applied_migrations

    # --- lifecycle -----------------------------------------------------------------------
    @classmethod
    async def open(cls, location: Location) -> SqliteStore:
        """Open (creating parent folders and the file if needed) and migrate the database."""
        db = await Database.open(location)
        try:
            applied = await db.migrate()
        except BaseException:
            await db.close()
            raise
        return cls(db, applied)

    async def close(self) -> None:
        await self._db.close()

    @property
    def path(self) -> str:
        return self._db.path

    async def schema_version(self) -> int:
        return await self._db.user_version()

    async def journal_mode(self) -> str:
        return await self._db.journal_mode()

    # --- matches -------------------------------------------------------------------------
    async def create_match(
        self,
        *,
        game: str,
        channel: str,
        guild: str | None,
        creator: str,
        options: dict[str, Any],
        seed: str,
        engine_version: int,
        now: float,
        settings: dict[str, Any] | None = None,
    ) -> MatchRecord:
        async with self._db.transaction() as conn:
            busy = first(await conn.execute_fetchall(SQL.OPEN_IN_CHANNEL, (channel,)))
            if busy is not None:
                raise ChannelBusy(channel, busy[0])
            rows = await conn.execute_fetchall(
                _INSERT_MATCH,
                (
                    guild,
                    channel,
                    game,
                    dumps(options),
                    seed,
                    engine_version,
                    creator,
                    dumps(settings or {}),
                    now,
                    now,
                ),
            )
            return match_record(first(rows))

    async def get_match(self, match_id: int) -> MatchRecord:
        check_id(match_id)  # a forged id (a button's custom id) no backend can hold
        row = await self._db.read_with(lambda c: c.execute(SQL.GET_MATCH, (match_id,)).fetchone())
        if row is None:
            raise NotFound(f"no match {match_id}")
        return match_record(row)

    async def match_in_channel(self, channel: str) -> MatchRecord | None:
        row = await self._db.read_with(
            lambda c: c.execute(SQL.OPEN_IN_CHANNEL, (channel,)).fetchone()
        )
        return None if row is None else match_record(row)

    async def list_matches(
        self, *, status: str | None = None, limit: int | None = None
    ) -> list[MatchRecord]:
        where = ""
        params: list[Any] = []
        if status is not None:
            check_status(status)
            where = " WHERE status = ?"
            params.append(status)
        # LIMIT -1 means no limit in SQLite; one statement shape keeps the cache warm.
        params.append(-1 if limit is None else limit)
        sql = f"SELECT {MATCH_COLUMNS} FROM matches{where} ORDER BY id DESC LIMIT ?"
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(sql, params)
        return [match_record(row) for row in rows]

    async def user_matches(self, user: str, *, status: str = "active") -> list[MatchRecord]:
        check_status(status)
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(SQL.USER_MATCHES, (user, status))
        return [match_record(row) for row in rows]

    async def count_matches(self) -> int:
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall("SELECT count(*) FROM matches")
        return int(next(iter(rows))[0])

    async def set_status(
        self,
        match_id: int,
        *,
        expected_version: int,
        status: str,
        outcome: dict[str, Any] | None,
        now: float,
    ) -> MatchRecord:
        check_status(status)
        params = (status, None if outcome is None else dumps(outcome), now)
        return await self._db.write(
            lambda conn: _bump(conn, SQL.BUMP_STATUS, params, match_id, expected_version)
        )

    async def update_settings(
        self,
        match_id: int,
        *,
        expected_version: int,
        settings: dict[str, Any],
        now: float,
        outbox: Sequence[OutboxItem] = NO_POSTS,
    ) -> MatchRecord:
        params = (dumps(settings), now)

        def txn(conn: sqlite3.Connection) -> MatchRecord:
            rec = _bump(conn, SQL.BUMP_SETTINGS, params, match_id, expected_version)
            _write_outbox(conn, match_id, outbox, now)
            return rec

        return await self._db.write(txn)

    # --- seats ---------------------------------------------------------------------------
    async def add_seat(
        self,
        match_id: int,
        user: str,
        *,
        ai: str | None,
        now: float,
        expected_version: int,
    ) -> MatchRecord:

        def txn(conn: sqlite3.Connection) -> MatchRecord:
            rec = _bump(conn, SQL.BUMP, (now,), match_id, expected_version)
            try:
                conn.execute(SQL.INSERT_SEAT, (match_id, user, ai, now))
            except sqlite3.IntegrityError as exc:
                raise AlreadySeated(match_id, user) from exc
            return rec

        return await self._db.write(txn)

    async def remove_seat(
        self, match_id: int, user: str, *, expected_version: int, now: float
    ) -> MatchRecord:

        def txn(conn: sqlite3.Connection) -> MatchRecord:
            rec = _bump(conn, SQL.BUMP, (now,), match_id, expected_version)
            if not conn.execute(SQL.DELETE_SEAT, (match_id, user)).fetchall():
                raise NotFound(f"{user} has no seat in match {match_id}")
            return rec

        return await self._db.write(txn)

    async def seats(self, match_id: int) -> list[SeatRecord]:
        rows = await self._db.read_with(lambda c: c.execute(SQL.SEATS, (match_id,)).fetchall())
        return [seat_record(row) for row in rows]

    async def start_match(
        self,
        match_id: int,
        *,
        expected_version: int,
        seat_order: list[str],
        state: str,
        now: float,
        timers: TimerPlan | None = None,
        outbox: Sequence[OutboxItem] = NO_POSTS,
    ) -> MatchRecord:

        def txn(conn: sqlite3.Connection) -> MatchRecord:
            rec = _bump(conn, SQL.BUMP_START, (state, now), match_id, expected_version)
            seated = {row[0] for row in conn.execute(SQL.SEAT_USERS, (match_id,))}
            check_seat_order(seat_order, seated)
            conn.executemany(
                SQL.ASSIGN_SEAT, [(seat, match_id, user) for seat, user in enumerate(seat_order)]
            )
            if timers is not None:
                _replace_timers(conn, match_id, timers.keep_seats, timers.timers)
            _write_outbox(conn, match_id, outbox, now)
            return rec

        return await self._db.write(txn)

    async def import_started_matches(
        self,
        matches: list[tuple[str, str, str, str, list[str]]],
        *,
        engine_version: int,
        now: float,
    ) -> int:
        async with self._db.transaction() as conn:
            for game, channel, seed, state, users in matches:
                rows = await conn.execute_fetchall(
                    SQL.IMPORT_MATCH,
                    (channel, game, seed, engine_version, state, users[0], now, now),
                )
                match_id = int(next(iter(rows))[0])
                await conn.executemany(
                    SQL.IMPORT_SEAT,
                    [(match_id, user, seat, now) for seat, user in enumerate(users)],
                )
        return len(matches)

    # --- actions -------------------------------------------------------------------------
    async def append_action(
        self,
        match_id: int,
        *,
        expected_version: int,
        seat: int | None,
        kind: str,
        payload: dict[str, Any],
        state: str,
        state_hash: str,
        now: float,
        status: str | None = None,
        outcome: dict[str, Any] | None = None,
        settings: dict[str, Any] | None = None,
        request_id: str | None = None,
        timers: TimerPlan | None = None,
        outbox: Sequence[OutboxItem] = NO_POSTS,
    ) -> MatchRecord:
        """The whole write is one call (see ``Database.write``)."""
        if status is not None:
            check_status(status)
        bump = (state, status, opt_dumps(outcome), opt_dumps(settings), now)
        action = (match_id, match_id, seat, kind, dumps(payload), state_hash, now, request_id)

        def txn(conn: sqlite3.Connection) -> MatchRecord:
            rec = _bump(conn, SQL.BUMP_ACTION, bump, match_id, expected_version)
            try:
                conn.execute(_INSERT_ACTION, action)
            except sqlite3.IntegrityError as exc:
                if request_id is None:
                    raise
                raise DuplicateRequest(match_id, request_id) from exc
            if timers is not None:
                _replace_timers(conn, match_id, timers.keep_seats, timers.timers)
            _write_outbox(conn, match_id, outbox, now)
            return rec

        return await self._db.write(txn)

    async def match_snapshot(
        self, match_id: int, *, request_id: str | None = None
    ) -> MatchSnapshot:
        """The three reads are one call (see ``Database.read_with``)."""
        check_id(match_id)

        def read(conn: sqlite3.Connection) -> MatchSnapshot:
            row = conn.execute(SQL.GET_MATCH, (match_id,)).fetchone()
            if row is None:
                raise NotFound(f"no match {match_id}")
            seats = [seat_record(r) for r in conn.execute(SQL.SEATS, (match_id,))]
            seen = None
            if request_id is not None:
                hit = conn.execute(SQL.REQUEST_SEEN, (match_id, request_id)).fetchone()
                seen = None if hit is None else int(hit[0])
            return MatchSnapshot(match=match_record(row), seats=seats, request_seq=seen)

        return await self._db.read_with(read)

    async def last_actions(self, match_id: int, count: int) -> list[ActionRecord]:
        rows = await self._db.read_with(
            lambda c: c.execute(SQL.LAST_ACTIONS, (match_id, count)).fetchall()
        )
        return [action_record(row) for row in reversed(rows)]

    async def request_seen(self, match_id: int, request_id: str) -> int | None:
        row = await self._db.read_with(
            lambda c: c.execute(SQL.REQUEST_SEEN, (match_id, request_id)).fetchone()
        )
        return None if row is None else int(row[0])

    async def actions(self, match_id: int, *, after_seq: int = 0) -> list[ActionRecord]:
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(SQL.ACTIONS, (match_id, after_seq))
        return [action_record(row) for row in rows]

    # --- timers --------------------------------------------------------------------------
    async def set_timer(
        self, match_id: int, kind: str, *, seat: int | None, due_at: float
    ) -> TimerRecord:
        async with self._db.transaction() as conn:
            try:
                rows = await conn.execute_fetchall(_SET_TIMER, (match_id, kind, seat, due_at))
            except sqlite3.IntegrityError as exc:
                raise NotFound(f"no match {match_id}") from exc
            return timer_record(first(rows))

    async def clear_timers(self, match_id: int, kind: str | None = None) -> None:
        if kind is None:
            await self._db.write(lambda c: c.execute(SQL.CLEAR_TIMERS, (match_id,)).fetchall())
        else:
            params = (match_id, kind)
            await self._db.write(lambda c: c.execute(SQL.CLEAR_TIMERS_KIND, params).fetchall())

    async def replace_timers(
        self,
        match_id: int,
        *,
        keep_seats: Collection[int],
        timers: Sequence[tuple[str, int | None, float]],
        expected_version: int | None = None,
    ) -> bool:

        def txn(conn: sqlite3.Connection) -> bool:
            if expected_version is not None:
                row = conn.execute(SQL.CURRENT_VERSION, (match_id,)).fetchone()
                if row is None:
                    raise NotFound(f"no match {match_id}")
                if int(row[0]) != expected_version:
                    return False
            _replace_timers(conn, match_id, keep_seats, timers)
            return True

        return await self._db.write(txn)

    async def match_timers(self, match_id: int) -> list[TimerRecord]:
        rows = await self._db.read_with(
            lambda c: c.execute(SQL.MATCH_TIMERS, (match_id,)).fetchall()
        )
        return [timer_record(row) for row in rows]

    async def advance_timer(
        self, timer_id: int, *, expected_due: float, next_due: float | None
    ) -> bool:
        params: tuple[Any, ...]
        if next_due is None:
            sql, params = SQL.TAKE_TIMER, (timer_id, expected_due)
        else:
            sql, params = SQL.ADVANCE_TIMER, (next_due, timer_id, expected_due)
        rows = await self._db.write(lambda c: c.execute(sql, params).fetchall())
        return bool(rows)

    async def due_timers(self, now: float) -> list[TimerRecord]:
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(SQL.DUE_TIMERS, (now,))
        return [timer_record(row) for row in rows]

    async def next_timer(self) -> TimerRecord | None:
        async with self._db.read() as conn:
            row = first(await conn.execute_fetchall(SQL.NEXT_TIMER))
        return None if row is None else timer_record(row)

    # --- timer leases --------------------------------------------------------------------
    async def claim_due_timers(
        self, owner: str, now: float, lease: float, limit: int = 100
    ) -> list[TimerRecord]:
        params = (owner, now + lease, now, now, limit)
        rows = await self._db.write(lambda c: c.execute(_CLAIM_TIMERS, params).fetchall())
        return timers_by_due(rows)

    async def renew_timers(
        self, owner: str, timer_ids: Collection[int], *, now: float, lease: float
    ) -> list[int]:
        until = now + lease
        ids = sorted(set(timer_ids))

        def txn(conn: sqlite3.Connection) -> list[int]:
            held = []
            for timer_id in ids:
                if conn.execute(_RENEW_TIMER, (until, timer_id, owner)).fetchall():
                    held.append(timer_id)
            return held

        return await self._db.write(txn)

    async def complete_timer(
        self,
        timer_id: int,
        *,
        owner: str,
        next_due: float | None = None,
        outbox: Sequence[OutboxItem] = NO_POSTS,
        match_id: int | None = None,
        now: float = 0.0,
    ) -> bool:
        params: tuple[Any, ...]
        if next_due is None:
            sql, params = SQL.COMPLETE_TIMER, (timer_id, owner)
        else:
            sql, params = SQL.COMPLETE_TIMER_MOVE, (next_due, timer_id, owner)

        def txn(conn: sqlite3.Connection) -> bool:
            if not conn.execute(sql, params).fetchall():
                return False
            if outbox and match_id is not None:
                _write_outbox(conn, match_id, outbox, now)
            return True

        return await self._db.write(txn)

    async def release_timer(self, timer_id: int, *, owner: str) -> bool:
        params = (timer_id, owner)
        return bool(await self._db.write(lambda c: c.execute(SQL.RELEASE_TIMER, params).fetchall()))

    async def next_claim_at(self) -> float | None:
        row = await self._db.read_with(lambda c: c.execute(_NEXT_CLAIM).fetchone())
        return None if row is None or row[0] is None else float(row[0])

    # --- a user's timers -----------------------------------------------------------------
    async def set_user_timer(self, user: str, kind: str, due_at: float | None) -> None:
        if due_at is None:
            params: tuple[Any, ...] = (user, kind)
            await self._db.write(lambda c: c.execute(SQL.DROP_USER_TIMER, params))
            return
        params = (user, kind, due_at)
        await self._db.write(lambda c: c.execute(SQL.SET_USER_TIMER, params).fetchall())

    async def user_timer(self, user: str, kind: str) -> UserTimerRecord | None:
        row = await self._db.read_with(
            lambda c: c.execute(SQL.GET_USER_TIMER, (user, kind)).fetchone()
        )
        return None if row is None else user_timer_record(row)

    async def claim_user_timers(
        self, owner: str, now: float, lease: float, limit: int = 100
    ) -> list[UserTimerRecord]:
        params = (owner, now + lease, now, now, limit)
        rows = await self._db.write(lambda c: c.execute(_CLAIM_USER_TIMERS, params).fetchall())
        return user_timers_by_due(rows)

    async def complete_user_timer(
        self,
        user: str,
        kind: str,
        *,
        owner: str,
        next_due: float | None = None,
        outbox: Sequence[OutboxItem] = NO_POSTS,
        match_id: int | None = None,
        now: float = 0.0,
    ) -> list[str] | None:
        params: tuple[Any, ...]
        if next_due is None:
            sql, params = SQL.COMPLETE_USER_TIMER, (user, kind, owner)
        else:
            sql, params = SQL.COMPLETE_USER_TIMER_MOVE, (next_due, user, kind, owner)

        rows = [_outbox_params(i, match_id, now) for i in outbox] if match_id is not None else []

        def txn(conn: sqlite3.Connection) -> list[str] | None:
            if not conn.execute(sql, params).fetchall():
                return None
            written: list[str] = []
            for row in rows:
                written.extend(str(r[0]) for r in conn.execute(SQL.INSERT_OUTBOX_ONCE, row))
            return written

        return await self._db.write(txn)

    async def release_user_timer(self, user: str, kind: str, *, owner: str) -> bool:
        params = (user, kind, owner)
        rows = await self._db.write(lambda c: c.execute(SQL.RELEASE_USER_TIMER, params).fetchall())
        return bool(rows)

    # --- the outbox ----------------------------------------------------------------------
    async def add_outbox(self, match_id: int, items: Sequence[OutboxItem], *, now: float) -> None:
        if items:
            await self._db.write(lambda conn: _write_outbox(conn, match_id, items, now))

    async def claim_outbox(
        self, owner: str, now: float, lease: float, limit: int = 50
    ) -> list[OutboxRecord]:
        params = (owner, now + lease, now, now, now, now, now, now, limit)
        rows = await self._db.write(lambda c: c.execute(_CLAIM_OUTBOX, params).fetchall())
        return outbox_in_order(rows)

    async def finish_outbox(
        self, keys: Collection[str], *, owner: str, now: float, result: str = "posted"
    ) -> list[str]:
        wanted = sorted(set(keys))

        def txn(conn: sqlite3.Connection) -> list[str]:
            done = []
            for key in wanted:
                if conn.execute(SQL.FINISH_OUTBOX, (now, result, key, owner)).fetchall():
                    done.append(key)
            return done

        return await self._db.write(txn) if wanted else []

    async def release_outbox(
        self, keys: Collection[str], *, owner: str, not_before: float = 0.0
    ) -> list[str]:
        wanted = sorted(set(keys))

        def txn(conn: sqlite3.Connection) -> list[str]:
            done = []
            for key in wanted:
                if conn.execute(SQL.RELEASE_OUTBOX, (not_before, key, owner)).fetchall():
                    done.append(key)
            return done

        return await self._db.write(txn) if wanted else []

    async def outbox(
        self, match_id: int | None = None, *, pending: bool = False
    ) -> list[OutboxRecord]:
        params: tuple[Any, ...]
        if match_id is not None:
            sql, params = SQL.OUTBOX_MATCH, (match_id,)
        else:
            sql, params = (SQL.OUTBOX_PENDING if pending else SQL.OUTBOX_ALL), ()
        rows = await self._db.read_with(lambda c: c.execute(sql, params).fetchall())
        found = [outbox_record(row) for row in rows]
        return [r for r in found if r.posted_at is None] if pending else found

    async def next_outbox_at(self) -> float | None:
        row = await self._db.read_with(lambda c: c.execute(_NEXT_OUTBOX).fetchone())
        return None if row is None or row[0] is None else float(row[0])

    async def prune_outbox(self, before: float) -> int:
        return await self._db.write(lambda c: c.execute(SQL.PRUNE_OUTBOX, (before,)).rowcount)

    # --- settings ------------------------------------------------------------------------
    async def get_setting(self, scope: str, key: str) -> Any | None:
        row = await self._db.read_with(
            lambda c: c.execute(SQL.GET_SETTING, (scope, key)).fetchone()
        )
        return None if row is None else json.loads(row[0])

    async def set_setting(self, scope: str, key: str, value: Any) -> None:
        if value is None:
            await self._db.write(lambda c: c.execute(SQL.DELETE_SETTING, (scope, key)).fetchall())
        else:
            params = (scope, key, dumps(value))
            await self._db.write(lambda c: c.execute(SQL.SET_SETTING, params).fetchall())

    async def scope_settings(self, scope: str) -> dict[str, Any]:
        rows = await self._db.read_with(
            lambda c: c.execute(SQL.SCOPE_SETTINGS, (scope,)).fetchall()
        )
        return {str(key): json.loads(value) for key, value in rows}

    # --- ratings -------------------------------------------------------------------------
    async def ratings_of(
        self, scope: str, game: str, players: Collection[str]
    ) -> list[RatingRecord]:
        wanted = sorted(set(players))
        if not wanted:
            return []
        sql = (
            f"SELECT {RATING_COLUMNS} FROM ratings WHERE scope = ? AND game = ? "
            f"AND player IN ({', '.join('?' * len(wanted))}) ORDER BY player"
        )
        params = (scope, game, *wanted)
        rows = await self._db.read_with(lambda c: c.execute(sql, params).fetchall())
        return [rating_record(row) for row in rows]

    async def record_ratings(
        self,
        match_id: int,
        *,
        finished_at: float,
        changes: Sequence[RatingChange],
        now: float,
    ) -> bool:
        check_id(match_id)
        counted = [(c, rating_counts(c.result)) for c in changes]

        def txn(conn: sqlite3.Connection) -> bool:
            try:
                marked = conn.execute(SQL.MARK_RATED, (match_id, finished_at)).fetchall()
            except sqlite3.IntegrityError as exc:
                raise NotFound(f"no match {match_id}") from exc
            if not marked:
                return False
            for c, (won, lost, drew) in counted:
                if c.seen == 0:
                    params: tuple[Any, ...] = (
                        c.scope,
                        c.game,
                        c.player,
                        c.mu,
                        c.sigma,
                        won,
                        lost,
                        drew,
                        now,
                    )
                    done = conn.execute(SQL.FIRST_RATING, params).fetchall()
                else:
                    params = (c.mu, c.sigma, won, lost, drew, now, c.scope, c.game, c.player)
                    done = conn.execute(SQL.NEXT_RATING, (*params, c.seen)).fetchall()
                if not done:
                    raise StaleRating(match_id)
            return True

        return await self._db.write(txn)

    async def leaderboard(self, scope: str, game: str, limit: int) -> list[RatingRecord]:
        params = (scope, game, max(0, limit))
        rows = await self._db.read_with(lambda c: c.execute(SQL.LEADERBOARD, params).fetchall())
        return [rating_record(row) for row in rows]

    async def player_ratings(self, player: str) -> list[RatingRecord]:
        rows = await self._db.read_with(
            lambda c: c.execute(SQL.PLAYER_RATINGS, (player,)).fetchall()
        )
        return sorted((rating_record(row) for row in rows), key=lambda r: (r.game, r.scope))

    async def finished_matches(self) -> list[FinishedMatch]:
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(SQL.FINISHED_MATCHES)
        return [finished_match(row) for row in rows]

    async def replace_ratings(
        self, ratings: Sequence[RatingRecord], rated: Sequence[tuple[int, float]]
    ) -> None:
        rows = [rating_params(r) for r in ratings]
        async with self._db.transaction() as conn:
            await conn.execute(SQL.DELETE_RATINGS)
            await conn.execute(SQL.DELETE_RATED)
            await conn.executemany(SQL.INSERT_RATING, rows)
            await conn.executemany(SQL.INSERT_RATED, list(rated))


def _bump(
    conn: sqlite3.Connection,
    sql: str,
    params: tuple[Any, ...],
    match_id: int,
    expected_version: int,
) -> MatchRecord:
    """Run a version-checked UPDATE … RETURNING inside the caller's transaction (on the
    connection's thread)."""
    try:
        rows = conn.execute(sql, (*params, match_id, expected_version)).fetchall()
    except sqlite3.IntegrityError as exc:
        # Only the open-per-channel index can fail here (re-opening a closed match).
        busy = _open_match_blocking(conn, match_id)
        if busy is None:
            raise
        raise busy from exc
    if not rows:
        current = conn.execute(SQL.CURRENT_VERSION, (match_id,)).fetchone()
        if current is None:
            raise NotFound(f"no match {match_id}")
        raise StaleVersion(match_id, expected_version, int(current[0]))
    return match_record(rows[0])


def _open_match_blocking(conn: sqlite3.Connection, match_id: int) -> ChannelBusy | None:
    row = conn.execute(SQL.GET_MATCH, (match_id,)).fetchone()
    if row is None:
        return None
    other = conn.execute(SQL.OPEN_IN_CHANNEL, (row[2],)).fetchone()
    return None if other is None else ChannelBusy(row[2], other[0])


def _replace_timers(
    conn: sqlite3.Connection,
    match_id: int,
    keep_seats: Collection[int],
    timers: Sequence[tuple[str, int | None, float]],
) -> None:
    for row in conn.execute(SQL.MATCH_TIMERS, (match_id,)).fetchall():
        timer = timer_record(row)
        if timer.seat is None or timer.seat not in keep_seats:
            conn.execute(_DELETE_TIMER, (timer.id,))
    for kind, seat, due_at in timers:
        try:
            conn.execute(_SET_TIMER, (match_id, kind, seat, due_at)).fetchall()
        except sqlite3.IntegrityError as exc:
            raise NotFound(f"no match {match_id}") from exc
