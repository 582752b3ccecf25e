"""The PostgreSQL backend of the match repository (asyncpg; the statements it shares with
SQLite are in ``storage/statements.py``, its migration runner in ``postgres_schema.py``).

Several bot processes may share one database. A pool of connections serves each process;
every write is one transaction on one connection. Versioned writes bump
``matches.version`` with ``WHERE version = $n`` first: the row lock that UPDATE takes makes
a second writer wait for the first, and once the first commits, the second's ``WHERE``
no longer matches, so it fails with ``StaleVersion`` (READ COMMITTED re-checks the updated
row) — exactly one of them wins, whatever process each runs in.

Timers are claimed with ``FOR UPDATE SKIP LOCKED`` and a lease (see ``Store``).
Migrations run under an advisory lock, each in its own transaction, recorded in
``schema_migrations``, so processes starting together apply each one once
(``storage/postgres_schema.py``).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Collection, Sequence
from contextlib import asynccontextmanager
from typing import Any, ClassVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from storage.errors import (
    AlreadySeated,
    ChannelBusy,
    DuplicateRequest,
    NotFound,
    StaleRating,
    StaleVersion,
    StorageError,
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
from storage.postgres_schema import MIGRATION_LOCK as MIGRATION_LOCK  # re-exported
from storage.postgres_schema import SCHEMA_VERSION, migrate
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
    M_MATCH_COLUMNS,
    MATCH_COLUMNS,
    OUTBOX_COLUMNS,
    RATING_COLUMNS,
    SEAT_COLUMNS,
    TIMER_COLUMNS,
    USER_TIMER_COLUMNS,
    action_record,
    check_id,
    check_seat_order,
    check_status,
    dumps,
    finished_match,
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

Conn = Any  # an asyncpg connection (asyncpg ships no type information)

POOL_MIN = 1
POOL_MAX = 10

SQL = Statements.numbered()  # the statements SQLite shares, with $1, $2, … placeholders

# A concurrent create in the same channel waits for the other and then does nothing.
_INSERT_MATCH = (
    "INSERT INTO matches (guild, channel, game, options, seed, engine_version, status, "
    "version, state, outcome, creator, settings, created_at, updated_at) "
    "VALUES ($1, $2, $3, $4, $5, $6, 'lobby', 0, NULL, NULL, $7, $8, $9, $10) "
    "ON CONFLICT (channel) WHERE status IN ('lobby', 'active') DO NOTHING "
    f"RETURNING {MATCH_COLUMNS}"
)
# seq = previous max + 1; the version bump before it holds the match row's lock, so no
# other writer of this match runs between the two.
_INSERT_ACTION = (
    "INSERT INTO actions (match_id, seq, seat, kind, payload, state_hash, created_at, "
    "request_id) "
    "VALUES ($1, (SELECT coalesce(max(seq), 0) + 1 FROM actions WHERE match_id = $1), "
    "$2, $3, $4, $5, $6, $7)"
)
# The match, its seats and the request's seq in one statement, hence one snapshot.
_S_SEAT_COLUMNS = ", ".join("s." + c.strip() for c in SEAT_COLUMNS.split(","))
_MATCH_WIDTH = len(MATCH_COLUMNS.split(","))
_SNAPSHOT = (
    f"SELECT {M_MATCH_COLUMNS}, {_S_SEAT_COLUMNS}, "
    "(SELECT a.seq FROM actions a WHERE a.match_id = m.id AND a.request_id = $2) "
    "FROM matches m LEFT JOIN seats s ON s.match_id = m.id WHERE m.id = $1 "
    "ORDER BY s.seat IS NULL, s.seat, s.joined_at, s.rowid"
)

_SET_TIMER = (
    "INSERT INTO timers (match_id, kind, seat, due_at) VALUES ($1, $2, $3, $4) "
    "ON CONFLICT (match_id, kind, coalesce(seat, -1)) DO UPDATE SET due_at = excluded.due_at, "
    # a new due time is a new deadline: whoever held the old one no longer holds this one
    "claimed_by = CASE WHEN timers.due_at = excluded.due_at THEN timers.claimed_by END, "
    "lease_until = CASE WHEN timers.due_at = excluded.due_at THEN timers.lease_until END "
    f"RETURNING {TIMER_COLUMNS}"
)
_DELETE_TIMERS = "DELETE FROM timers WHERE id = ANY($1::bigint[])"
# A claimer skips the rows another claimer has locked, and re-checks a row another claimer
# committed meanwhile (its lease then no longer looks free): never the same timer twice.
_CLAIM_TIMERS = (
    "WITH due AS ("
    "SELECT id FROM timers WHERE due_at <= $1 AND (lease_until IS NULL OR lease_until <= $1) "
    "ORDER BY due_at, id LIMIT $2 FOR UPDATE SKIP LOCKED) "
    "UPDATE timers t SET claimed_by = $3, lease_until = $4 FROM due WHERE t.id = due.id "
    "RETURNING " + ", ".join("t." + c.strip() for c in TIMER_COLUMNS.split(","))
)
_RENEW_TIMERS = (
    "UPDATE timers SET lease_until = $1 WHERE id = ANY($2::bigint[]) AND claimed_by = $3 "
    "RETURNING id"
)
_NEXT_CLAIM = (
    "SELECT min(t) FROM (SELECT greatest(due_at, coalesce(lease_until, due_at)) AS t FROM timers "
    "UNION ALL SELECT greatest(due_at, coalesce(lease_until, due_at)) FROM user_timers) AS due"
)
_CLAIM_USER_TIMERS = (
    "WITH due AS ("
    "SELECT user_id, kind FROM user_timers WHERE due_at <= $1 "
    "AND (lease_until IS NULL OR lease_until <= $1) "
    "ORDER BY due_at, user_id LIMIT $2 FOR UPDATE SKIP LOCKED) "
    "UPDATE user_timers t SET claimed_by = $3, lease_until = $4 FROM due "
    "WHERE t.user_id = due.user_id AND t.kind = due.kind "
    "RETURNING " + ", ".join("t." + c.strip() for c in USER_TIMER_COLUMNS.split(","))
)

# The outbox (see ``Store.claim_outbox``): a claimer first locks the head of each match —
# its earliest row still to post — when that row is free, skipping heads another claimer
# has locked and re-checking heads another claimer committed meanwhile (their lease is then
# set); holding a match's head, it takes that match's free rows. So a match goes whole to
# one claimer, and no row twice while its lease runs.
_CLAIM_OUTBOX = (
    "WITH heads AS ("
    "SELECT o.match_id FROM outbox o WHERE o.posted_at IS NULL AND o.not_before <= $1 "
    "AND (o.lease_until IS NULL OR o.lease_until <= $1) AND NOT EXISTS ("
    "SELECT 1 FROM outbox p WHERE p.match_id = o.match_id AND p.channel = o.channel "
    "AND p.posted_at IS NULL AND p.id < o.id) ORDER BY o.id LIMIT $2 FOR UPDATE SKIP LOCKED), "
    "free AS (SELECT id FROM outbox WHERE match_id IN (SELECT match_id FROM heads) "
    "AND posted_at IS NULL AND not_before <= $1 AND (lease_until IS NULL OR lease_until <= $1) "
    "FOR UPDATE SKIP LOCKED) "
    "UPDATE outbox t SET claimed_by = $3, lease_until = $4, attempts = t.attempts + 1 "
    "FROM free WHERE t.id = free.id "
    "RETURNING " + ", ".join("t." + c.strip() for c in OUTBOX_COLUMNS.split(","))
)
_FINISH_OUTBOX = (
    "UPDATE outbox SET posted_at = $1, result = $2, claimed_by = NULL, lease_until = NULL "
    "WHERE key = ANY($3::text[]) AND claimed_by = $4 AND posted_at IS NULL RETURNING key"
)
_RELEASE_OUTBOX = (
    "UPDATE outbox SET claimed_by = NULL, lease_until = NULL, not_before = $1 "
    "WHERE key = ANY($2::text[]) AND claimed_by = $3 AND posted_at IS NULL RETURNING key"
)
# a match's posts wait for its earliest one still to post
_NEXT_OUTBOX = (
    "SELECT min(greatest(o.not_before, coalesce(o.lease_until, 0))) FROM outbox o "
    "WHERE o.posted_at IS NULL AND NOT EXISTS (SELECT 1 FROM outbox p "
    "WHERE p.match_id = o.match_id AND p.channel = o.channel AND p.posted_at IS NULL "
    "AND p.id < o.id)"
)


async def _write_outbox(conn: Conn, match_id: int, items: Sequence[OutboxItem], now: float) -> None:
    """Inside the caller's transaction: the posts the change owes its channel."""
    if items:
        await conn.executemany(
            SQL.INSERT_OUTBOX,
            [
                (
                    i.key,
                    match_id,
                    i.channel,
                    i.kind,
                    dumps(i.payload),
                    now,
                    i.holder,
                    i.hold_until,
                    0 if i.holder is None else 1,
                )
                for i in items
            ],
        )


# A move in one statement, hence one round trip and one implicit transaction: the version
# bump, the action, the timer plan (drop what the plan does not keep, upsert what it sets)
# and the outbox rows. Every part after the bump runs only if the bump found its row
# (``FROM bumped`` / ``EXISTS``), so a stale version writes nothing. The parts never touch
# the same row twice (the drop leaves out the timers the plan sets), as PostgreSQL requires
# of one statement. The action's seq is read under the match row's lock: a writer of the
# same match waits for this one, then finds the version moved on.
_APPEND_MOVE = (
    "WITH bumped AS ("
    "UPDATE matches SET version = version + 1, state = $1, status = coalesce($2, status), "
    "outcome = coalesce($3, outcome), settings = coalesce($4, settings), updated_at = $5 "
    f"WHERE id = $6 AND version = $7 RETURNING {MATCH_COLUMNS}), "
    "act AS (INSERT INTO actions (match_id, seq, seat, kind, payload, state_hash, created_at, "
    "request_id) SELECT $6, (SELECT coalesce(max(seq), 0) + 1 FROM actions WHERE match_id = $6), "
    "$8, $9, $10, $11, $5, $12 FROM bumped RETURNING seq), "
    "dropped AS (DELETE FROM timers t WHERE $13::boolean AND t.match_id = $6 "
    "AND EXISTS (SELECT 1 FROM bumped) "
    "AND (t.seat IS NULL OR NOT (t.seat = ANY($14::bigint[]))) "
    "AND NOT EXISTS (SELECT 1 FROM unnest($15::text[], $16::bigint[]) AS n(kind, seat) "
    "WHERE n.kind = t.kind AND coalesce(n.seat, -1) = coalesce(t.seat, -1)) RETURNING t.id), "
    "planned AS (INSERT INTO timers (match_id, kind, seat, due_at) "
    "SELECT $6, n.kind, n.seat, n.due "
    "FROM unnest($15::text[], $16::bigint[], $17::float8[]) AS n(kind, seat, due) "
    "WHERE EXISTS (SELECT 1 FROM bumped) "
    "ON CONFLICT (match_id, kind, coalesce(seat, -1)) DO UPDATE SET due_at = excluded.due_at, "
    "claimed_by = CASE WHEN timers.due_at = excluded.due_at THEN timers.claimed_by END, "
    "lease_until = CASE WHEN timers.due_at = excluded.due_at THEN timers.lease_until END "
    "RETURNING id), "
    "posts AS (INSERT INTO outbox (key, match_id, channel, kind, payload, created_at, "
    "claimed_by, lease_until, attempts) "
    "SELECT p.key, $6, p.channel, p.kind, p.payload, $5, p.holder, p.hold_until, p.attempts "
    "FROM unnest($18::text[], $19::text[], $20::text[], $21::text[], $22::text[], "
    "$23::float8[], $24::bigint[]) "
    "AS p(key, channel, kind, payload, holder, hold_until, attempts) "
    "WHERE EXISTS (SELECT 1 FROM bumped) RETURNING id) "
    "SELECT * FROM bumped"
)


# Constraint names PostgreSQL reports on a violation (see postgres/0001 and 0004).
_OPEN_CHANNEL_INDEX = "matches_open_channel"
_SEAT_UNIQUE = "seats_match_id_user_id_key"
_REQUEST_INDEX = "actions_request"


def redact(url: str) -> str:
    """The URL without its password, for logs and ``Store.path``."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)
    user = netloc[0].split(":", 1)[0]
    return urlunsplit(parts._replace(netloc=f"{user}:***@{netloc[1]}"))


class PostgresStore(Store):
    """The match repository on a PostgreSQL database (see ``storage.repository.Store``)."""

    backend: ClassVar[str] = "postgresql"

    def __init__(self, pool: Any, url: str, applied_migrations: list[int]) -> None:
        self._pool = pool
        self._url = url
        self.applied_migrations = applied_migrations

    # --- lifecycle -----------------------------------------------------------------------
    @classmethod
    async def open(
        cls, location: Location, *, min_size: int = POOL_MIN, max_size: int = POOL_MAX
    ) -> PostgresStore:
        """Connect a pool to the ``postgresql://`` URL and migrate the database."""
        url = str(location)
        try:
            pool = await asyncpg.create_pool(
                url, min_size=min_size, max_size=max_size, reset=_nothing_to_reset
            )
        except (OSError, asyncpg.PostgresError) as exc:
            raise StorageError(f"cannot connect to {redact(url)}: {exc}") from exc
        try:
            async with pool.acquire() as conn:
                applied = await migrate(conn)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, url, applied)

    async def close(self) -> None:
        await self._pool.close()

    @property
    def path(self) -> str:
        return redact(self._url)

    async def schema_version(self) -> int:
        return int(await self._pool.fetchval(SCHEMA_VERSION))

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Conn]:
        async with self._pool.acquire() as conn, conn.transaction():
            yield conn

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
        params = (
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
        )
        async with self._transaction() as conn:
            while True:
                row = await conn.fetchrow(_INSERT_MATCH, *params)
                if row is not None:
                    return match_record(row)
                busy = await conn.fetchrow(SQL.OPEN_IN_CHANNEL, channel)
                if busy is not None:
                    raise ChannelBusy(channel, busy[0])
                # The open match closed between the two statements: try again.

    async def get_match(self, match_id: int) -> MatchRecord:
        check_id(match_id)
        row = await self._pool.fetchrow(SQL.GET_MATCH, match_id)
        if row is None:
            raise NotFound(f"no match {match_id}")
        return match_record(row)

    async def match_in_channel(self, channel: str) -> MatchRecord | None:
        row = await self._pool.fetchrow(SQL.OPEN_IN_CHANNEL, channel)
        return None if row is None else match_record(row)

    async def list_matches(
        self, *, status: str | None = None, limit: int | None = None
    ) -> list[MatchRecord]:
        if status is None:
            sql = f"SELECT {MATCH_COLUMNS} FROM matches ORDER BY id DESC LIMIT $1"
            rows = await self._pool.fetch(sql, limit)  # LIMIT NULL: no limit
        else:
            check_status(status)
            sql = f"SELECT {MATCH_COLUMNS} FROM matches WHERE status = $1 ORDER BY id DESC LIMIT $2"
            rows = await self._pool.fetch(sql, status, limit)
        return [match_record(row) for row in rows]

    async def user_matches(self, user: str, *, status: str = "active") -> list[MatchRecord]:
        check_status(status)
        rows = await self._pool.fetch(SQL.USER_MATCHES, user, status)
        return [match_record(row) for row in rows]

    async def count_matches(self) -> int:
        return int(await self._pool.fetchval("SELECT count(*) FROM matches"))

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
        params = (status, opt_dumps(outcome), now)
        try:
            async with self._transaction() as conn:
                return await _bump(conn, SQL.BUMP_STATUS, params, match_id, expected_version)
        except asyncpg.UniqueViolationError as exc:
            raise await self._reopen_error(exc, match_id) from exc

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
        async with self._transaction() as conn:
            rec = await _bump(conn, SQL.BUMP_SETTINGS, params, match_id, expected_version)
            await _write_outbox(conn, match_id, outbox, now)
            return rec

    async def _reopen_error(self, exc: Exception, match_id: int) -> Exception:
        """Only the open-per-channel index fails a version bump: the match was to be opened
        again in a channel that has another open match meanwhile."""
        if getattr(exc, "constraint_name", None) != _OPEN_CHANNEL_INDEX:
            return exc
        async with self._pool.acquire() as conn:
            row = await conn.fetchrow(SQL.GET_MATCH, match_id)
            other = None if row is None else await conn.fetchrow(SQL.OPEN_IN_CHANNEL, row[2])
        if row is None or other is None:
            return exc
        return ChannelBusy(row[2], other[0])

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
        try:
            async with self._transaction() as conn:
                rec = await _bump(conn, SQL.BUMP, (now,), match_id, expected_version)
                await conn.execute(SQL.INSERT_SEAT, match_id, user, ai, now)
                return rec
        except asyncpg.UniqueViolationError as exc:
            if exc.constraint_name != _SEAT_UNIQUE:
                raise
            raise AlreadySeated(match_id, user) from exc

    async def remove_seat(
        self, match_id: int, user: str, *, expected_version: int, now: float
    ) -> MatchRecord:
        async with self._transaction() as conn:
            rec = await _bump(conn, SQL.BUMP, (now,), match_id, expected_version)
            if await conn.fetchrow(SQL.DELETE_SEAT, match_id, user) is None:
                raise NotFound(f"{user} has no seat in match {match_id}")
            return rec

    async def seats(self, match_id: int) -> list[SeatRecord]:
        rows = await self._pool.fetch(SQL.SEATS, match_id)
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
        async with self._transaction() as conn:
            rec = await _bump(conn, SQL.BUMP_START, (state, now), match_id, expected_version)
            seated = {row[0] for row in await conn.fetch(SQL.SEAT_USERS, match_id)}
            check_seat_order(seat_order, seated)
            await conn.executemany(
                SQL.ASSIGN_SEAT, [(seat, match_id, user) for seat, user in enumerate(seat_order)]
            )
            if timers is not None:
                await _replace_timers(conn, match_id, timers.keep_seats, timers.timers)
            await _write_outbox(conn, match_id, outbox, now)
            return rec

    async def import_started_matches(
        self,
        matches: list[tuple[str, str, str, str, list[str]]],
        *,
        engine_version: int,
        now: float,
    ) -> int:
        async with self._transaction() as conn:
            for game, channel, seed, state, users in matches:
                match_id = await conn.fetchval(
                    SQL.IMPORT_MATCH, channel, game, seed, engine_version, state, users[0], now, now
                )
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
        if status is not None:
            check_status(status)
        plan = timers.timers if timers is not None else ()
        params = (
            state,
            status,
            opt_dumps(outcome),
            opt_dumps(settings),
            now,
            match_id,
            expected_version,
            seat,
            kind,
            dumps(payload),
            state_hash,
            request_id,
            timers is not None,
            sorted(timers.keep_seats) if timers is not None else [],
            [k for k, _s, _d in plan],
            [s for _k, s, _d in plan],
            [d for _k, _s, d in plan],
            [i.key for i in outbox],
            [i.channel for i in outbox],
            [i.kind for i in outbox],
            [dumps(i.payload) for i in outbox],
            [i.holder for i in outbox],
            [i.hold_until for i in outbox],
            [0 if i.holder is None else 1 for i in outbox],
        )
        try:
            row = await self._pool.fetchrow(_APPEND_MOVE, *params)
            if row is None:
                current = await self._pool.fetchval(SQL.CURRENT_VERSION, match_id)
                if current is None:
                    raise NotFound(f"no match {match_id}")
                raise StaleVersion(match_id, expected_version, int(current))
            return match_record(row)
        except asyncpg.ForeignKeyViolationError as exc:
            raise NotFound(f"no match {match_id}") from exc
        except asyncpg.UniqueViolationError as exc:
            if exc.constraint_name == _REQUEST_INDEX and request_id is not None:
                raise DuplicateRequest(match_id, request_id) from exc
            raise await self._reopen_error(exc, match_id) from exc

    async def match_snapshot(
        self, match_id: int, *, request_id: str | None = None
    ) -> MatchSnapshot:
        check_id(match_id)
        rows = await self._pool.fetch(_SNAPSHOT, match_id, request_id)
        if not rows:
            raise NotFound(f"no match {match_id}")
        width = _MATCH_WIDTH
        seats = [
            seat_record(tuple(row)[width : width + 5]) for row in rows if row[width] is not None
        ]
        seen = rows[0][width + 5]
        return MatchSnapshot(
            match=match_record(rows[0]), seats=seats, request_seq=None if seen is None else seen
        )

    async def last_actions(self, match_id: int, count: int) -> list[ActionRecord]:
        rows = await self._pool.fetch(SQL.LAST_ACTIONS, match_id, count)
        return [action_record(row) for row in reversed(rows)]

    async def request_seen(self, match_id: int, request_id: str) -> int | None:
        seq = await self._pool.fetchval(SQL.REQUEST_SEEN, match_id, request_id)
        return None if seq is None else int(seq)

    async def actions(self, match_id: int, *, after_seq: int = 0) -> list[ActionRecord]:
        rows = await self._pool.fetch(SQL.ACTIONS, match_id, after_seq)
        return [action_record(row) for row in rows]

    # --- timers --------------------------------------------------------------------------
    async def set_timer(
        self, match_id: int, kind: str, *, seat: int | None, due_at: float
    ) -> TimerRecord:
        try:
            row = await self._pool.fetchrow(_SET_TIMER, match_id, kind, seat, due_at)
        except asyncpg.ForeignKeyViolationError as exc:
            raise NotFound(f"no match {match_id}") from exc
        return timer_record(row)

    async def clear_timers(self, match_id: int, kind: str | None = None) -> None:
        if kind is None:
            await self._pool.execute(SQL.CLEAR_TIMERS, match_id)
        else:
            await self._pool.execute(SQL.CLEAR_TIMERS_KIND, match_id, kind)

    async def replace_timers(
        self,
        match_id: int,
        *,
        keep_seats: Collection[int],
        timers: Sequence[tuple[str, int | None, float]],
        expected_version: int | None = None,
    ) -> bool:
        try:
            async with self._transaction() as conn:
                if expected_version is not None:
                    # FOR SHARE: no version-checked write of this match can commit until
                    # these timers are in, so they never outlive the position they were
                    # planned from.
                    version = await conn.fetchval(
                        "SELECT version FROM matches WHERE id = $1 FOR SHARE", match_id
                    )
                    if version is None:
                        raise NotFound(f"no match {match_id}")
                    if int(version) != expected_version:
                        return False
                await _replace_timers(conn, match_id, keep_seats, timers)
                return True
        except asyncpg.ForeignKeyViolationError as exc:
            raise NotFound(f"no match {match_id}") from exc

    async def match_timers(self, match_id: int) -> list[TimerRecord]:
        rows = await self._pool.fetch(SQL.MATCH_TIMERS, match_id)
        return [timer_record(row) for row in rows]

    async def advance_timer(
        self, timer_id: int, *, expected_due: float, next_due: float | None
    ) -> bool:
        if next_due is None:
            row = await self._pool.fetchrow(SQL.TAKE_TIMER, timer_id, expected_due)
        else:
            row = await self._pool.fetchrow(SQL.ADVANCE_TIMER, next_due, timer_id, expected_due)
        return row is not None

    async def due_timers(self, now: float) -> list[TimerRecord]:
        rows = await self._pool.fetch(SQL.DUE_TIMERS, now)
        return [timer_record(row) for row in rows]

    async def next_timer(self) -> TimerRecord | None:
        row = await self._pool.fetchrow(SQL.NEXT_TIMER)
        return None if row is None else timer_record(row)

    # --- timer leases --------------------------------------------------------------------
    async def claim_due_timers(
        self, owner: str, now: float, lease: float, limit: int = 100
    ) -> list[TimerRecord]:
        rows = await self._pool.fetch(_CLAIM_TIMERS, now, limit, owner, now + lease)
        return timers_by_due(rows)

    async def renew_timers(
        self, owner: str, timer_ids: Collection[int], *, now: float, lease: float
    ) -> list[int]:
        rows = await self._pool.fetch(_RENEW_TIMERS, now + lease, list(timer_ids), owner)
        return sorted(int(row[0]) for row in rows)

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
        if not outbox or match_id is None:
            return await self._pool.fetchrow(sql, *params) is not None
        async with self._transaction() as conn:
            if await conn.fetchrow(sql, *params) is None:
                return False
            await _write_outbox(conn, match_id, outbox, now)
            return True

    async def release_timer(self, timer_id: int, *, owner: str) -> bool:
        return await self._pool.fetchrow(SQL.RELEASE_TIMER, timer_id, owner) is not None

    async def next_claim_at(self) -> float | None:
        value = await self._pool.fetchval(_NEXT_CLAIM)
        return None if value is None else float(value)

    # --- a user's timers -----------------------------------------------------------------
    async def set_user_timer(self, user: str, kind: str, due_at: float | None) -> None:
        if due_at is None:
            await self._pool.execute(SQL.DROP_USER_TIMER, user, kind)
        else:
            await self._pool.fetchrow(SQL.SET_USER_TIMER, user, kind, due_at)

    async def user_timer(self, user: str, kind: str) -> UserTimerRecord | None:
        row = await self._pool.fetchrow(SQL.GET_USER_TIMER, user, kind)
        return None if row is None else user_timer_record(row)

    async def claim_user_timers(
        self, owner: str, now: float, lease: float, limit: int = 100
    ) -> list[UserTimerRecord]:
        rows = await self._pool.fetch(_CLAIM_USER_TIMERS, now, limit, owner, now + lease)
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
        if not outbox or match_id is None:
            return [] if await self._pool.fetchrow(sql, *params) is not None else None
        async with self._transaction() as conn:
            if await conn.fetchrow(sql, *params) is None:
                return None
            written: list[str] = []
            for i in outbox:
                key = await conn.fetchval(
                    SQL.INSERT_OUTBOX_ONCE,
                    i.key,
                    match_id,
                    i.channel,
                    i.kind,
                    dumps(i.payload),
                    now,
                    i.holder,
                    i.hold_until,
                    0 if i.holder is None else 1,
                )
                if key is not None:
                    written.append(str(key))
            return written

    async def release_user_timer(self, user: str, kind: str, *, owner: str) -> bool:
        return await self._pool.fetchrow(SQL.RELEASE_USER_TIMER, user, kind, owner) is not None

    # --- the outbox ----------------------------------------------------------------------
    async def add_outbox(self, match_id: int, items: Sequence[OutboxItem], *, now: float) -> None:
        if items:
            async with self._transaction() as conn:
                await _write_outbox(conn, match_id, items, now)

    async def claim_outbox(
        self, owner: str, now: float, lease: float, limit: int = 50
    ) -> list[OutboxRecord]:
        rows = await self._pool.fetch(_CLAIM_OUTBOX, now, limit, owner, now + lease)
        return outbox_in_order(rows)

    async def finish_outbox(
        self, keys: Collection[str], *, owner: str, now: float, result: str = "posted"
    ) -> list[str]:
        if not keys:
            return []
        rows = await self._pool.fetch(_FINISH_OUTBOX, now, result, sorted(set(keys)), owner)
        return sorted(str(row[0]) for row in rows)

    async def release_outbox(
        self, keys: Collection[str], *, owner: str, not_before: float = 0.0
    ) -> list[str]:
        if not keys:
            return []
        rows = await self._pool.fetch(_RELEASE_OUTBOX, not_before, sorted(set(keys)), owner)
        return sorted(str(row[0]) for row in rows)

    async def outbox(
        self, match_id: int | None = None, *, pending: bool = False
    ) -> list[OutboxRecord]:
        if match_id is not None:
            rows = await self._pool.fetch(SQL.OUTBOX_MATCH, match_id)
        else:
            rows = await self._pool.fetch(SQL.OUTBOX_PENDING if pending else SQL.OUTBOX_ALL)
        found = [outbox_record(row) for row in rows]
        return [r for r in found if r.posted_at is None] if pending else found

    async def next_outbox_at(self) -> float | None:
        value = await self._pool.fetchval(_NEXT_OUTBOX)
        return None if value is None else float(value)

    async def prune_outbox(self, before: float) -> int:
        status = await self._pool.execute(SQL.PRUNE_OUTBOX, before)
        return int(str(status).rsplit(" ", 1)[-1])

    # --- settings ------------------------------------------------------------------------
    async def get_setting(self, scope: str, key: str) -> Any | None:
        value = await self._pool.fetchval(SQL.GET_SETTING, scope, key)
        return None if value is None else json.loads(value)

    async def set_setting(self, scope: str, key: str, value: Any) -> None:
        if value is None:
            await self._pool.execute(SQL.DELETE_SETTING, scope, key)
        else:
            await self._pool.execute(SQL.SET_SETTING, scope, key, dumps(value))

    async def scope_settings(self, scope: str) -> dict[str, Any]:
        rows = await self._pool.fetch(SQL.SCOPE_SETTINGS, scope)
        return {str(r["key"]): json.loads(r["value"]) for r in rows}

    # --- ratings -------------------------------------------------------------------------
    async def ratings_of(
        self, scope: str, game: str, players: Collection[str]
    ) -> list[RatingRecord]:
        wanted = sorted(set(players))
        if not wanted:
            return []
        rows = await self._pool.fetch(_RATINGS_OF, scope, game, wanted)
        return sorted((rating_record(row) for row in rows), key=lambda r: r.player)

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
        async with self._transaction() as conn:
            try:
                marked = await conn.fetchrow(SQL.MARK_RATED, match_id, finished_at)
            except asyncpg.ForeignKeyViolationError as exc:
                raise NotFound(f"no match {match_id}") from exc
            if marked is None:
                return False
            for c, (won, lost, drew) in counted:
                if c.seen == 0:
                    done = await conn.fetchrow(
                        SQL.FIRST_RATING,
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
                else:
                    done = await conn.fetchrow(
                        SQL.NEXT_RATING,
                        c.mu,
                        c.sigma,
                        won,
                        lost,
                        drew,
                        now,
                        c.scope,
                        c.game,
                        c.player,
                        c.seen,
                    )
                if done is None:
                    raise StaleRating(match_id)
            return True

    async def leaderboard(self, scope: str, game: str, limit: int) -> list[RatingRecord]:
        rows = await self._pool.fetch(SQL.LEADERBOARD, scope, game, max(0, limit))
        return [rating_record(row) for row in rows]

    async def player_ratings(self, player: str) -> list[RatingRecord]:
        rows = await self._pool.fetch(SQL.PLAYER_RATINGS, player)
        return sorted((rating_record(row) for row in rows), key=lambda r: (r.game, r.scope))

    async def finished_matches(self) -> list[FinishedMatch]:
        rows = await self._pool.fetch(SQL.FINISHED_MATCHES)
        return [finished_match(row) for row in rows]

    async def replace_ratings(
        self, ratings: Sequence[RatingRecord], rated: Sequence[tuple[int, float]]
    ) -> None:
        rows = [rating_params(r) for r in ratings]
        async with self._transaction() as conn:
            await conn.execute(SQL.DELETE_RATINGS)
            await conn.execute(SQL.DELETE_RATED)
            if rows:
                await conn.executemany(SQL.INSERT_RATING, rows)
            if rated:
                await conn.executemany(SQL.INSERT_RATED, list(rated))


_RATINGS_OF = (
    f"SELECT {RATING_COLUMNS} FROM ratings WHERE scope = $1 AND game = $2 "
    "AND player = ANY($3::text[])"
)


async def _nothing_to_reset(conn: Conn) -> None:
    """What a connection goes back to the pool with. The store never changes session state
    (no SET, LISTEN, cursors or advisory locks left held; the migration lock is let go in a
    ``finally``), and the pool itself rolls back a transaction left open, so asyncpg's
    default reset query would be one wasted round trip per call."""


async def _bump(
    conn: Conn, sql: str, params: tuple[Any, ...], match_id: int, expected_version: int
) -> MatchRecord:
    """A version-checked UPDATE … RETURNING inside the caller's transaction."""
    row = await conn.fetchrow(sql, *params, match_id, expected_version)
    if row is None:
        current = await conn.fetchval(SQL.CURRENT_VERSION, match_id)
        if current is None:
            raise NotFound(f"no match {match_id}")
        raise StaleVersion(match_id, expected_version, int(current))
    return match_record(row)


async def _replace_timers(
    conn: Conn,
    match_id: int,
    keep_seats: Collection[int],
    timers: Sequence[tuple[str, int | None, float]],
) -> None:
    """Inside the caller's transaction: drop the timers of seats not in ``keep_seats`` (and
    the seatless ones), then set ``timers``."""
    drop = [
        row[0]
        for row in await conn.fetch(SQL.MATCH_TIMERS, match_id)
        if row[3] is None or row[3] not in keep_seats
    ]
    if drop:
        await conn.execute(_DELETE_TIMERS, drop)
    for kind, seat, due_at in timers:
        await conn.execute(_SET_TIMER, match_id, kind, seat, due_at)
