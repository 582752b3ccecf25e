"""One SQL statement run behind a store's back, on either backend: a test's arrangement
(forging a row the store would never write). ``?`` placeholders, as in SQLite; for
PostgreSQL they become ``$1, $2…``, or ``postgres`` gives the statement in its dialect."""

from __future__ import annotations

import re
from typing import Any

from storage import Store
from storage.postgres import PostgresStore
from storage.sqlite import SqliteStore


async def raw_execute(store: Store, sql: str, *params: Any, postgres: str | None = None) -> None:
    if isinstance(store, SqliteStore):
        async with store._db.transaction() as conn:
            await conn.execute(sql, params)
    elif isinstance(store, PostgresStore):
        count = iter(range(1, len(params) + 1))
        statement = postgres or re.sub(r"\?", lambda _m: f"${next(count)}", sql)
        async with store._pool.acquire() as conn:
            await conn.execute(statement, *params)
    else:
        raise TypeError(f"no raw access to {type(store).__name__}")
