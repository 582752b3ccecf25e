"""What only the PostgreSQL backend has: its migration runner (advisory lock, one
transaction per migration, the schema_migrations table), its hot statements served by
indexes, and URLs whose passwords never reach an error or a log."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import asyncpg
import pytest

from storage import StorageError, open_store
from storage import postgres as pg
from storage.db import Migration, load_migrations
from storage.postgres import PostgresStore, redact


async def test_migrations_apply_once_even_when_processes_start_together(
    empty_pg_url: str,
) -> None:
    count = len(load_migrations("postgres"))
    stores = await asyncio.gather(*(PostgresStore.open(empty_pg_url) for _ in range(3)))
    try:
        applied = sorted(n for st in stores for n in st.applied_migrations)
        assert applied == list(range(1, count + 1))  # each number once, by one of them
        assert [await st.schema_version() for st in stores] == [count] * 3
    finally:
        for st in stores:
            await st.close()
    async with await open_store(empty_pg_url) as again:
        assert again.applied_migrations == []
    conn = await asyncpg.connect(empty_pg_url)
    try:
        rows = await conn.fetch("SELECT version, name FROM schema_migrations ORDER BY version")
    finally:
        await conn.close()
    expected = [(m.version, m.name) for m in load_migrations("postgres")]
    assert [(r[0], r[1]) for r in rows] == expected


async def test_a_failed_migration_rolls_back_completely(empty_pg_url: str) -> None:
    good = Migration(1, "one", "CREATE TABLE a (x integer);")
    bad = Migration(2, "two", "CREATE TABLE b (x integer);\nINSERT INTO nowhere VALUES (1);")
    conn = await asyncpg.connect(empty_pg_url)
    try:
        with pytest.raises(asyncpg.UndefinedTableError):
            await pg.migrate(conn, [good, bad])
        assert await conn.fetchval("SELECT max(version) FROM schema_migrations") == 1
        tables = {r[0] for r in await conn.fetch("SELECT tablename FROM pg_tables")}
        assert "a" in tables and "b" not in tables
        fixed = Migration(2, "two", "CREATE TABLE b (x integer);")
        assert await pg.migrate(conn, [good, fixed]) == [2]
        assert await pg.migrate(conn, [good, fixed]) == []
        # the advisory lock was let go each time: another session can take it at once
        other = await asyncpg.connect(empty_pg_url)
        try:
            assert await other.fetchval("SELECT pg_try_advisory_lock($1)", pg.MIGRATION_LOCK)
        finally:
            await other.close()
    finally:
        await conn.close()


async def test_a_database_newer_than_the_code_is_refused(pg_url: str) -> None:
    conn = await asyncpg.connect(pg_url)
    try:
        await conn.execute("INSERT INTO schema_migrations (version, name) VALUES (999, 'later')")
    finally:
        await conn.close()
    with pytest.raises(StorageError, match="newer"):
        await open_store(pg_url)


def test_passwords_are_kept_out_of_paths() -> None:
    assert redact("postgresql://bot:s3cret@db.local:5432/strategos") == (
        "postgresql://bot:***@db.local:5432/strategos"
    )
    assert redact("postgresql://bot@db.local/strategos") == "postgresql://bot@db.local/strategos"


async def test_an_unreachable_server_is_a_storage_error_without_the_password() -> None:
    # Port 1 on loopback: nothing listens there, the connection is refused at once.
    with pytest.raises(StorageError) as caught:
        await open_store("postgresql://bot:s3cret@127.0.0.1:1/strategos")
    assert "cannot connect" in str(caught.value) and "s3cret" not in str(caught.value)


_DUMMY = {"int8": 1, "int4": 1, "text": "x", "float8": 1.0, "_int8": [1]}


@pytest.mark.parametrize(
    "sql",
    [
        pg.SQL.GET_MATCH,
        pg.SQL.OPEN_IN_CHANNEL,
        pg.SQL.BUMP_ACTION,
        pg._INSERT_ACTION,
        pg.SQL.ACTIONS,
        pg.SQL.SEATS,
        pg._SNAPSHOT,
        pg.SQL.USER_MATCHES,
        pg.SQL.MATCH_TIMERS,
        pg.SQL.DUE_TIMERS,
        pg.SQL.NEXT_TIMER,
        pg._CLAIM_TIMERS,
        pg._SET_TIMER,
        pg.SQL.REQUEST_SEEN,
    ],
)
async def test_hot_statements_are_served_by_indexes(pg_url: str, sql: str) -> None:
    conn = await asyncpg.connect(pg_url)
    try:
        # With sequential scans priced out, a plan still holding one has no index to use.
        await conn.execute("SET enable_seqscan = off")
        explain = await conn.prepare(f"EXPLAIN (FORMAT JSON) {sql}")
        params = [_DUMMY[t.name] for t in explain.get_parameters()]
        plan = json.loads(await explain.fetchval(*params))[0]["Plan"]
    finally:
        await conn.close()
    for node, limited in _nodes(plan):
        if "Relation Name" not in node:
            continue
        kind = node["Node Type"]
        assert kind != "Seq Scan", (kind, node["Relation Name"])
        if kind in ("Index Scan", "Index Only Scan"):
            # an index walked end to end is a scan too, unless only its first rows are read
            assert "Index Cond" in node or limited, node


def _nodes(plan: dict[str, Any], limited: bool = False) -> Any:
    """Every plan node, with whether a LIMIT above it stops the reading early."""
    yield plan, limited
    kind = plan["Node Type"]
    below = kind == "Limit" or (limited and kind == "Incremental Sort")
    for child in plan.get("Plans", []):
        yield from _nodes(child, below)
