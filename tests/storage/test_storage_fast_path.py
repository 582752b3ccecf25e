"""The loop-thread connection: it never waits for another process's lock (the write goes to
the worker thread and waits there), and WAL checkpoints still happen."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

import storage.db
from storage import MatchRecord, StaleVersion, Store, open_store

if TYPE_CHECKING:
    from tests.storage.conftest import NewMatch

pytestmark = pytest.mark.sqlite_only  # the SQLite backend's own loop-thread connection


async def _active(store: Store, new_match: NewMatch) -> MatchRecord:
    rec = await new_match("chan-fast")
    rec = await store.add_seat(rec.id, "u1", ai=None, now=1.0, expected_version=rec.version)
    return await store.start_match(
        rec.id, expected_version=rec.version, seat_order=["u1"], state='{"s":0}', now=2.0
    )


async def _append(store: Store, rec: MatchRecord, n: int) -> MatchRecord:
    return await store.append_action(
        rec.id,
        expected_version=rec.version,
        seat=0,
        kind="action",
        payload={"n": n},
        state=json.dumps({"s": n}, separators=(",", ":")),
        state_hash=str(n),
        now=3.0,
    )


async def test_a_write_waits_off_the_loop_while_another_process_holds_the_lock(
    store: Store, new_match: NewMatch, db_path: Path
) -> None:
    rec = await _active(store, new_match)
    other = sqlite3.connect(db_path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # another process in the middle of its write
        write = asyncio.create_task(_append(store, rec, 1))
        started = time.monotonic()
        for _ in range(20):  # the loop keeps running while the write waits
            await asyncio.sleep(0.01)
        assert time.monotonic() - started < 1.5  # far below the 5 s busy timeout
        assert not write.done()
        other.execute("COMMIT")
        after = await asyncio.wait_for(write, 5)
    finally:
        other.close()
    assert after.version == rec.version + 1
    assert (await store.get_match(rec.id)).state == '{"s":1}'


async def test_a_stale_write_from_the_loop_connection_changes_nothing(
    store: Store, new_match: NewMatch
) -> None:
    rec = await _active(store, new_match)
    moved = await _append(store, rec, 1)
    with pytest.raises(StaleVersion):
        await _append(store, rec, 2)
    assert (await store.get_match(rec.id)).state == '{"s":1}'
    assert [a.payload for a in await store.actions(rec.id)] == [{"n": 1}]
    assert moved.version == rec.version + 1


async def _wal_after(
    db_path: Path, writes: int, every: int, monkeypatch: pytest.MonkeyPatch
) -> int:
    monkeypatch.setattr(storage.db, "CHECKPOINT_EVERY", every)
    store = await open_store(db_path)
    try:
        rec = await store.create_match(
            game="babel",
            channel="c",
            guild=None,
            creator="u1",
            options={},
            seed="s",
            engine_version=1,
            now=1.0,
        )
        rec = await store.add_seat(rec.id, "u1", ai=None, now=1.0, expected_version=rec.version)
        rec = await store.start_match(
            rec.id, expected_version=rec.version, seat_order=["u1"], state="{}", now=2.0
        )
        for n in range(writes):
            rec = await _append(store, rec, n)
            await asyncio.sleep(0)  # let a due checkpoint run
        return db_path.with_name(db_path.name + "-wal").stat().st_size
    finally:
        await store.close()


async def test_fast_writes_are_checkpointed_on_the_worker(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    checkpointed = await _wal_after(tmp_path / "a.db", 400, 20, monkeypatch)
    never = await _wal_after(tmp_path / "b.db", 400, 10**9, monkeypatch)
    assert checkpointed * 4 < never


async def test_a_chain_of_fast_calls_lets_other_tasks_run(
    store: Store, new_match: NewMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Fast calls yield once YIELD_EVERY has passed since the last yield; at zero, every one.
    monkeypatch.setattr(storage.db, "YIELD_EVERY", 0.0)
    rec = await _active(store, new_match)
    ticks = 0

    async def other() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(other())
    await asyncio.sleep(0)
    try:
        before = ticks
        for n in range(20):  # like an AI-only match playing on without a human turn
            rec = await _append(store, rec, n)
            await store.get_match(rec.id)
        assert ticks - before >= 20
    finally:
        task.cancel()


async def test_a_long_chain_of_fast_calls_yields_at_least_every_few_milliseconds(
    store: Store, new_match: NewMatch
) -> None:
    rec = await _active(store, new_match)
    gaps: list[float] = []

    async def other() -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(0)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    task = asyncio.create_task(other())
    await asyncio.sleep(0)
    try:
        # The chain runs for 20 x YIELD_EVERY of this thread's own CPU time, not of the
        # wall clock: on a loaded machine the whole of a wall-clock window can pass while the
        # process waits for a core, leaving too few calls to count. Its wall time is at least
        # as long, and the store yields by the wall clock, so about 20 yields are due.
        started = time.thread_time()
        n = 0
        while time.thread_time() - started < 20 * storage.db.YIELD_EVERY:
            rec = await _append(store, rec, n)
            n += 1
        assert len(gaps) >= 5  # the other task ran all along the chain
    finally:
        task.cancel()


@pytest.mark.parametrize(
    ("error", "raised"), [("database is locked", False), ("disk I/O error", True)]
)
async def test_closing_while_another_process_holds_the_lock_is_clean(
    db_path: Path, store: Store, error: str, raised: bool
) -> None:
    """The optimisation run at close is skipped, not raised, when another process holds the
    file's lock (seen with three processes racing on one file); other errors still surface."""
    second = await open_store(db_path)
    conn = second._db._conn  # type: ignore[attr-defined]
    plain = conn.execute_fetchall

    async def busy_optimize(sql: str, *args: object) -> object:
        if sql.startswith("PRAGMA optimize"):
            raise sqlite3.OperationalError(error)
        return await plain(sql, *args)

    conn.execute_fetchall = busy_optimize
    if raised:
        with pytest.raises(sqlite3.OperationalError):
            await second.close()
    else:
        await second.close()
    assert await store.list_matches(status="active") == []  # the first store is unaffected


async def test_writers_of_every_process_queue_on_the_writer_lock_file(
    store: Store, new_match: NewMatch, db_path: Path
) -> None:
    """A write whose process finds another holding the writers' queue (``<db>-writer``)
    waits for it off the loop, however long, and stores its move as soon as it is let go."""
    rec = await _active(store, new_match)
    other = storage.db.WriterQueue(str(db_path))  # another process's open of the lock file
    try:
        assert other.try_take()
        write = asyncio.create_task(_append(store, rec, 1))
        for _ in range(20):  # the loop keeps running while the write queues
            await asyncio.sleep(0.01)
        assert not write.done()
        other.release()
        after = await asyncio.wait_for(write, 5)
        assert after.version == rec.version + 1
        # while nobody queues, the writer lock is free again: the next write is immediate
        assert other.try_take()
        other.release()
    finally:
        other.close()
