"""SQLite's durability is a setting: ``STRATEGOS_SQLITE_SYNC`` is NORMAL (the default) or
FULL, and both of the store's connections (the worker's and the event loop's) use it."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage import StorageError, open_store
from storage.db import SYNC_ENV, Database, sync_mode

# PRAGMA synchronous reads back as a number
LEVELS = {"NORMAL": 1, "FULL": 2}


async def _levels(db: Database) -> tuple[int, int]:
    async with db.read() as conn:
        rows = list(await conn.execute_fetchall("PRAGMA synchronous"))
    assert db._fast is not None
    fast = db._fast.execute("PRAGMA synchronous").fetchone()[0]
    return int(rows[0][0]), int(fast)


@pytest.mark.parametrize(
    ("setting", "mode"), [(None, "NORMAL"), ("", "NORMAL"), ("normal", "NORMAL"), ("FULL", "FULL")]
)
async def test_the_store_syncs_as_the_environment_says(
    setting: str | None, mode: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if setting is None:
        monkeypatch.delenv(SYNC_ENV, raising=False)
    else:
        monkeypatch.setenv(SYNC_ENV, setting)
    async with await open_store(tmp_path / "s.db") as store:
        assert await _levels(store._db) == (LEVELS[mode], LEVELS[mode])  # type: ignore[attr-defined]


async def test_an_explicit_mode_wins_over_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(SYNC_ENV, "FULL")
    db = await Database.open(tmp_path / "s.db", synchronous="normal")
    try:
        assert await _levels(db) == (1, 1)
    finally:
        await db.close()


@pytest.mark.parametrize("value", ["OFF", "EXTRA", "2", "fast", "NORMAL FULL"])
async def test_any_other_mode_is_refused_before_the_file_is_made(
    value: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(SYNC_ENV, value)
    with pytest.raises(StorageError, match=r"takes NORMAL .* or FULL"):
        sync_mode()
    with pytest.raises(StorageError, match=SYNC_ENV):
        await open_store(tmp_path / "s.db")
    assert not (tmp_path / "s.db").exists()
