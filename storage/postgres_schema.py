"""PostgreSQL's migrations: the numbered files of ``storage/migrations/postgres`` applied in
order, each in its own transaction, recorded in ``schema_migrations``.

A session advisory lock makes processes that start together take turns, so each migration
is applied once; a database newer than the code is refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from storage.db import Migration, load_migrations, refuse_gap, refuse_newer

Conn = Any  # an asyncpg connection (asyncpg ships no type information)

# Any 64-bit number of our own; held while migrating so that one process migrates at a time.
MIGRATION_LOCK = 0x5354_5241_5445_474F  # "STRATEGO"
_MIGRATIONS_TABLE = (
    "CREATE TABLE IF NOT EXISTS schema_migrations ("
    "version integer PRIMARY KEY, name text NOT NULL, "
    "applied_at timestamptz NOT NULL DEFAULT now())"
)
SCHEMA_VERSION = "SELECT coalesce(max(version), 0) FROM schema_migrations"


async def migrate(conn: Conn, migrations: Sequence[Migration] | None = None) -> list[int]:
    """Apply the migrations newer than the database's, each in its own transaction.

    Returns the numbers applied. A session advisory lock keeps a second process starting at
    the same moment waiting until the first is done; it then finds nothing left to do.
    """
    todo = load_migrations("postgres") if migrations is None else list(migrations)
    applied: list[int] = []
    await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
    try:
        await conn.execute(_MIGRATIONS_TABLE)
        current = int(await conn.fetchval(SCHEMA_VERSION))
        refuse_newer(current, todo)
        for migration in todo:
            if migration.version <= current:
                continue
            refuse_gap(migration, current)
            async with conn.transaction():
                await conn.execute(migration.sql)
                await conn.execute(
                    "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",
                    migration.version,
                    migration.name,
                )
            current = migration.version
            applied.append(migration.version)
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
    return applied
