"""Schema migrations: applied once, in order, each atomically; WAL and pragmas on open."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from storage import StorageError, Store, open_store
from storage.db import Database, Migration, load_migrations, split_statements


def _migration_files() -> list[Path]:
    folder = Path(__file__).parents[2] / "storage" / "migrations" / "sqlite"
    return sorted(folder.glob("[0-9][0-9][0-9][0-9]_*.sql"))


async def test_migrations_apply_once_and_reopen_is_a_no_op(db_path: Path) -> None:
    files = _migration_files()
    assert len(files) >= 2
    assert [m.version for m in load_migrations()] == list(range(1, len(files) + 1))

    st = await open_store(db_path)
    assert db_path.exists()
    assert st.applied_migrations == list(range(1, len(files) + 1))
    assert await st.schema_version() == len(files)
    await st.close()

    async with await open_store(db_path) as again:
        assert again.applied_migrations == []
        assert await again.schema_version() == len(files)

    with sqlite3.connect(db_path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == len(files)
        tables = {r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"matches", "seats", "actions", "timers", "settings", "bench_probe"} <= tables


def test_both_dialects_carry_the_same_numbered_migrations() -> None:
    sqlite_side = [(m.version, m.name) for m in load_migrations("sqlite")]
    postgres_side = [(m.version, m.name) for m in load_migrations("postgres")]
    assert sqlite_side == postgres_side
    with pytest.raises(StorageError, match="dialect"):
        load_migrations("mysql")


@pytest.mark.sqlite_only
async def test_wal_mode_and_pragmas(store: Store, db_path: Path) -> None:
    assert await store.journal_mode() == "wal"
    # WAL is persistent in the file: a fresh plain connection sees it too.
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    async with store._db.read() as conn:
        rows = list(await conn.execute_fetchall("PRAGMA foreign_keys"))
        assert rows[0][0] == 1
        rows = list(await conn.execute_fetchall("PRAGMA synchronous"))
        assert rows[0][0] == 1  # NORMAL
        rows = list(await conn.execute_fetchall("PRAGMA busy_timeout"))
        assert rows[0][0] == 5000


async def test_failed_migration_rolls_back_completely(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "m.db")
    try:
        good = Migration(1, "one", "CREATE TABLE a (x INTEGER);")
        bad = Migration(2, "two", "CREATE TABLE b (x INTEGER);\nINSERT INTO nowhere VALUES (1);")
        with pytest.raises(sqlite3.OperationalError):
            await db.migrate([good, bad])
        assert await db.user_version() == 1
        async with db.read() as conn:
            names = {r[0] for r in await conn.execute_fetchall("SELECT name FROM sqlite_master")}
        assert "a" in names and "b" not in names
        # The fixed migration then applies on its own; the first is not re-run.
        fixed = Migration(2, "two", "CREATE TABLE b (x INTEGER);")
        assert await db.migrate([good, fixed]) == [2]
        assert await db.migrate([good, fixed]) == []
    finally:
        await db.close()


async def test_database_newer_than_code_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.db"
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA user_version = 999")
    with pytest.raises(StorageError, match="newer"):
        await open_store(path)


def test_split_statements_keeps_semicolons_in_strings_and_drops_comments() -> None:
    script = """
    -- a comment; with a semicolon
    CREATE TABLE t (x TEXT DEFAULT 'a;b');
    CREATE TRIGGER tr AFTER INSERT ON t BEGIN UPDATE t SET x = 'c;d'; END;
    -- trailing comment
    """
    statements = split_statements(script)
    assert len(statements) == 2
    assert "'a;b'" in statements[0]
    assert statements[1].endswith("END;")
