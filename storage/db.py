"""The SQLite connection: pragmas, the single-writer lock, transactions and migrations.

The repository is the only user of this module; nothing here knows about matches.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import re
import sqlite3
import threading
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from storage.errors import StorageError

log = logging.getLogger("storage.db")
T = TypeVar("T")
BUSY_TIMEOUT_MS = 5000
# Fast-path writes between two WAL checkpoints (the fast connection never checkpoints on
# its own, so a checkpoint's fsync never stalls the event loop; it runs on the worker).
CHECKPOINT_EVERY = 200
# A chain of fast calls (each runs to its end without suspending) hands the event loop a
# turn at least this often (seconds). Yielding after every call would cost a loop
# iteration (10-20 µs) per move, a third of the write itself.
YIELD_EVERY = 0.002
_MIGRATION_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")
# How hard SQLite holds on to a committed move (``PRAGMA synchronous``, in WAL mode): NORMAL
# survives a crash of the process, but a power loss or a crash of the operating system may
# drop the last moves (never corrupting the file); FULL syncs every commit to the disk, so a
# move the bot answered survives those too, at the price of an fsync per move.
SYNC_ENV = "STRATEGOS_SQLITE_SYNC"
SYNC_MODES = ("NORMAL", "FULL")


def sync_mode(value: str | None = None) -> str:
    """The ``synchronous`` mode to use: ``value``, else ``STRATEGOS_SQLITE_SYNC``, else
    NORMAL; any case. Anything else is refused with a ``StorageError``."""
    given = os.environ.get(SYNC_ENV, "") if value is None else value
    mode = given.strip().upper() or SYNC_MODES[0]
    if mode not in SYNC_MODES:
        raise StorageError(
            f"{SYNC_ENV} is {given[:40]!r}; it takes NORMAL (the default: a crash of the "
            "process loses nothing, a power loss may lose the last moves) or FULL (a power "
            "loss loses nothing either; slower writes)"
        )
    return mode


@dataclass(frozen=True)
class Migration:
    """One numbered SQL file; ``version`` becomes ``PRAGMA user_version`` once applied."""

    version: int
    name: str
    sql: str


DIALECTS = ("sqlite", "postgres")


def load_migrations(dialect: str = "sqlite") -> list[Migration]:
    """The packaged migrations of one dialect (``storage/migrations/<dialect>/``), in order;
    their numbers must run 1, 2, 3… without gaps. Both dialects carry the same numbers and
    names: migration n brings either database to the same logical schema."""
    if dialect not in DIALECTS:
        raise StorageError(f"unknown SQL dialect {dialect!r}; expected one of {DIALECTS}")
    found: list[Migration] = []
    for entry in resources.files(f"storage.migrations.{dialect}").iterdir():
        match = _MIGRATION_NAME.match(entry.name)
        if match is None:
            continue
        found.append(Migration(int(match[1]), match[2], entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise StorageError(f"migration numbers must be 1..n without gaps, got {migration}")
    return found


def refuse_newer(current: int, todo: Sequence[Migration], database: str = "database") -> None:
    """Refuse a database at a schema version this code does not know (either dialect)."""
    if current > len(todo):
        raise StorageError(
            f"{database} is at schema version {current}, newer than this code "
            f"({len(todo)}); refusing to run against it"
        )


def refuse_gap(migration: Migration, current: int) -> None:
    """Migrations apply one number at a time (either dialect)."""
    if migration.version != current + 1:
        raise StorageError(f"migration {migration.version} cannot follow schema version {current}")


def split_statements(script: str) -> list[str]:
    """Split a SQL script into single statements.

    Python's ``executescript`` commits any open transaction first, so a migration cannot
    run through it inside our own ``BEGIN IMMEDIATE``; we execute statement by statement.
    ``sqlite3.complete_statement`` keeps semicolons inside strings or triggers intact.
    """
    statements: list[str] = []
    buffer = ""
    for piece in script.split(";"):
        buffer += piece + ";"
        if sqlite3.complete_statement(buffer):
            if _has_code(buffer):
                statements.append(buffer.strip())
            buffer = ""
    if _has_code(buffer.removesuffix(";")):
        raise StorageError(f"incomplete SQL statement at end of script: {buffer.strip()!r}")
    return statements


def _has_code(sql: str) -> bool:
    lines = (line.split("--", 1)[0] for line in sql.splitlines())
    return bool("".join(lines).replace(";", "").strip())


class WriterQueue:
    """The file lock every process's writers queue on (``<database>-writer``, ``flock``).

    SQLite's own busy handler makes a waiting writer sleep and retry, backing off to 100 ms
    a try; under load a process that keeps missing the free moments can starve until its
    busy timeout ends in "database is locked". Here a writer that finds the lock taken
    blocks in the kernel (on the connection's worker thread, never the event loop) and is
    woken the moment the holder lets go. The lock is held only inside one synchronous
    transaction (or one ``transaction()`` block), so it never waits on the holder's loop.
    """

    def __init__(self, location: str) -> None:
        self.path = location + "-writer"
        self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)

    def try_take(self) -> bool:
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def take(self) -> None:
        fcntl.flock(self._fd, fcntl.LOCK_EX)

    def release(self) -> None:
        fcntl.flock(self._fd, fcntl.LOCK_UN)

    def close(self) -> None:
        os.close(self._fd)


class Database:
    """One aiosqlite connection shared by readers and the writer, serialised by a lock.

    aiosqlite runs every call on one worker thread in submission order; holding the lock
    across a whole transaction keeps other coroutines' statements out of it (no dirty
    reads of an uncommitted write, no statement landing in someone else's transaction).

    The short, hot calls (``write`` and ``read_with``: one move's whole transaction, one
    match read) first try a second, plain ``sqlite3`` connection on the event loop's own
    thread: a hop to the worker thread and back costs more than the transaction itself.
    That connection never waits: its busy timeout is zero, so when another process holds
    the write lock the call goes to the worker thread, which waits as before. It never
    checkpoints either; the worker does that every ``CHECKPOINT_EVERY`` fast writes.
    """

    def __init__(
        self,
        conn: aiosqlite.Connection,
        path: str,
        fast: sqlite3.Connection | None = None,
        writers: WriterQueue | None = None,
    ) -> None:
        self._conn = conn
        self._fast = fast
        self._writers = writers
        self._fast_thread = threading.get_ident()  # sqlite3 objects stay on their thread
        self._lock = asyncio.Lock()
        self._fast_writes = 0
        self._checkpoint: asyncio.Task[None] | None = None
        self._yielded = time.perf_counter()  # when a fast call last let others run
        self.path = path

    @classmethod
    async def open(cls, path: str | os.PathLike[str], synchronous: str | None = None) -> Database:
        """Open the file with the store's pragmas; ``synchronous`` is NORMAL or FULL
        (default: ``STRATEGOS_SQLITE_SYNC``, else NORMAL)."""
        location = os.fspath(path)
        sync = sync_mode(synchronous)
        if location != ":memory:":
            Path(location).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN/COMMIT ourselves, the sqlite3 module must not.
        conn = await aiosqlite.connect(
            location, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000
        )
        try:
            mode = await conn.execute_fetchall("PRAGMA journal_mode=WAL")
            if location != ":memory:" and next(iter(mode))[0] != "wal":
                raise StorageError(f"could not switch {location} to WAL mode")
            # NORMAL is durable across application crashes in WAL mode; only a power loss
            # can drop the last transactions, and never corrupts the file. FULL: not even that.
            await conn.execute_fetchall(f"PRAGMA synchronous={sync}")
            await conn.execute_fetchall(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            await conn.execute_fetchall("PRAGMA foreign_keys=ON")
            # A second ":memory:" connection would be another database: no fast path there.
            fast = None if location == ":memory:" else _fast_connection(location, sync)
            writers = None if location == ":memory:" else WriterQueue(location)
        except BaseException:
            await conn.close()
            raise
        return cls(conn, location, fast, writers)

    async def close(self) -> None:
        if self._checkpoint is not None:
            await self._checkpoint
        async with self._lock:
            try:
                if self._fast is not None:
                    self._fast.close()
                # Recommended before closing a long-lived connection; cheap when nothing changed.
                # Only an optimisation: another process holding the file's lock must not turn
                # a clean shutdown into an error.
                try:
                    await self._conn.execute_fetchall("PRAGMA optimize")
                except sqlite3.OperationalError as exc:
                    if not _busy(exc):
                        raise
                    log.info("skipped PRAGMA optimize at close: %s", exc)
            finally:
                if self._writers is not None:
                    self._writers.close()
                await self._conn.close()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[aiosqlite.Connection]:
        """The connection, for reads, while no transaction is in flight."""
        async with self._lock:
            yield self._conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """``BEGIN IMMEDIATE … COMMIT`` under the lock; any exception rolls everything back.

        IMMEDIATE takes the write lock up front, so a second process waits on busy_timeout
        at BEGIN instead of failing halfway through with SQLITE_BUSY on upgrade.
        """
        async with self._lock:
            writers = self._writers
            try:
                if writers is not None:  # our turn among all processes' writers
                    await self._on_thread(lambda _conn: writers.take())
                # BEGIN sits inside the try: if we are cancelled while it is queued, it still
                # runs on the worker thread, and the ROLLBACK queued after it undoes it.
                await self._conn.execute_fetchall("BEGIN IMMEDIATE")
                yield self._conn
                await self._conn.execute_fetchall("COMMIT")
            except BaseException:
                await self._rollback()
                raise
            finally:
                if writers is not None:  # queued after the take even if that was cancelled
                    await self._on_thread(lambda _conn: writers.release())

    async def write(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn`` inside ``BEGIN IMMEDIATE … COMMIT`` as one call on the connection's thread.

        The whole transaction is a single hop to the worker thread instead of one per
        statement, and nothing else can run on the connection in between: it is one item of
        aiosqlite's queue. Any exception from ``fn`` rolls everything back and is re-raised.
        If the awaiting task is cancelled, the transaction still completes (or rolls back) as
        a whole on the thread.
        """
        fast = False
        async with self._lock:
            if (
                self._fast is not None
                and threading.get_ident() == self._fast_thread
                and (self._writers is None or self._writers.try_take())
            ):
                try:
                    result = _in_transaction(fn, self._fast)
                except sqlite3.OperationalError as exc:
                    if not _busy(exc):
                        raise
                    # Another process writes: wait for it on the worker thread, not here.
                else:
                    self._wrote_fast()
                    fast = True
                finally:
                    if self._writers is not None:
                        self._writers.release()
            if not fast:
                return await self._on_thread(_queued, fn, self._writers)
        await self._let_others_run()
        return result

    async def read_with(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn`` (reads only) as one call, on the loop's connection when it can."""
        fast = False
        async with self._lock:
            if self._fast is not None and threading.get_ident() == self._fast_thread:
                try:
                    result = fn(self._fast)
                except sqlite3.OperationalError as exc:
                    if not _busy(exc):
                        raise
                else:
                    fast = True
            if not fast:
                return await self._on_thread(fn)
        await self._let_others_run()
        return result

    async def _let_others_run(self) -> None:
        """Yield to the event loop, as a hop to the worker thread did, when the last fast
        call that yielded was ``YIELD_EVERY`` ago or more: a long chain of fast calls (an
        AI-only match played to its end, a batch of timers) must not starve the loop, but a
        single move need not pay a loop iteration for it."""
        now = time.perf_counter()
        if now - self._yielded >= YIELD_EVERY:
            await asyncio.sleep(0)
            self._yielded = time.perf_counter()

    def _wrote_fast(self) -> None:
        self._fast_writes += 1
        if self._fast_writes >= CHECKPOINT_EVERY and self._checkpoint is None:
            self._fast_writes = 0
            self._checkpoint = asyncio.get_running_loop().create_task(self._run_checkpoint())

    async def _run_checkpoint(self) -> None:
        try:
            async with self._lock:
                # PASSIVE never waits for readers or writers; what it cannot copy now, the
                # next checkpoint will.
                await self._conn.execute_fetchall("PRAGMA wal_checkpoint(PASSIVE)")
        except Exception:  # a failed checkpoint loses nothing: the WAL just stays longer
            log.warning("WAL checkpoint of %s failed", self.path, exc_info=True)
        finally:
            self._checkpoint = None

    async def _on_thread(self, fn: Callable[..., T], *args: Any) -> T:
        conn = self._conn
        # aiosqlite has no public way to run a function on its thread; ``_execute`` queues
        # one exactly like its own statements, and ``_conn`` is its sqlite3 connection.
        result: T = await conn._execute(lambda: fn(*args, conn._conn))  # type: ignore[no-untyped-call]
        return result

    async def _rollback(self) -> None:
        # No transaction may be open: BEGIN itself failed, or a cancelled COMMIT went through.
        with contextlib.suppress(sqlite3.OperationalError):
            await self._conn.execute_fetchall("ROLLBACK")

    async def user_version(self) -> int:
        async with self.read() as conn:
            return await _user_version(conn)

    async def journal_mode(self) -> str:
        async with self.read() as conn:
            rows = await conn.execute_fetchall("PRAGMA journal_mode")
            return str(next(iter(rows))[0])

    async def migrate(self, migrations: Sequence[Migration] | None = None) -> list[int]:
        """Apply the migrations newer than ``user_version``, each in its own transaction.

        Returns the numbers applied (empty when the database was up to date). The version is
        re-read inside each write transaction so two processes starting together cannot
        apply the same migration twice.
        """
        todo = load_migrations() if migrations is None else list(migrations)
        applied: list[int] = []
        current = await self.user_version()
        refuse_newer(current, todo, f"database {self.path}")
        for migration in todo:
            if migration.version <= current:
                continue
            async with self.transaction() as conn:
                current = await _user_version(conn)
                if migration.version <= current:
                    continue
                refuse_gap(migration, current)
                for statement in split_statements(migration.sql):
                    await conn.execute_fetchall(statement)
                # user_version lives in the database header and is part of the transaction.
                await conn.execute_fetchall(f"PRAGMA user_version={int(migration.version)}")
            current = migration.version
            applied.append(migration.version)
        return applied


def _fast_connection(location: str, sync: str) -> sqlite3.Connection:
    """The loop thread's connection: the store's pragmas, but it never waits for a lock
    (timeout 0) and never checkpoints."""
    fast = sqlite3.connect(location, isolation_level=None, timeout=0)
    try:
        fast.execute(f"PRAGMA synchronous={sync}")
        fast.execute("PRAGMA foreign_keys=ON")
        fast.execute("PRAGMA wal_autocheckpoint=0")
    except BaseException:
        fast.close()
        raise
    return fast


def _busy(exc: sqlite3.OperationalError) -> bool:
    """SQLITE_BUSY or SQLITE_LOCKED (with any extended code): someone else holds a lock."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None:
        return "locked" in str(exc) or "busy" in str(exc)
    return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _queued(
    fn: Callable[[sqlite3.Connection], T], writers: WriterQueue | None, conn: sqlite3.Connection
) -> T:
    """``fn(conn)`` in a write transaction once this process's turn in the writers' queue
    comes (blocking: on the worker thread)."""
    if writers is None:
        return _in_transaction(fn, conn)
    writers.take()
    try:
        return _in_transaction(fn, conn)
    finally:
        writers.release()


def _in_transaction(fn: Callable[[sqlite3.Connection], T], conn: sqlite3.Connection) -> T:
    """``fn(conn)`` in a write transaction, on the connection's own thread."""
    conn.execute("BEGIN IMMEDIATE")  # when this fails no transaction is open
    try:
        result = fn(conn)
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.OperationalError):
            conn.execute("ROLLBACK")
        raise
    return result


async def _user_version(conn: aiosqlite.Connection) -> int:
    rows = await conn.execute_fetchall("PRAGMA user_version")
    return int(next(iter(rows))[0])
