"""Opening a store: the one module that knows the backends.

``open_store(location)`` picks the backend from the location: a ``postgresql://`` (or
``postgres://``) URL opens ``storage.postgres.PostgresStore``, anything else is a SQLite file
path for ``storage.sqlite.SqliteStore``. Without a location it reads ``STRATEGOS_DB`` (default
``data/strategos.db``). The backends import only the repository base, never this module, so
the module graph points one way: factory -> backends -> repository.
"""

from __future__ import annotations

import os

from storage.errors import StorageError
from storage.repository import (
    DEFAULT_LOCATION,
    ENV_VAR,
    FOLDED_PG_URL,
    Location,
    Store,
    is_postgres_url,
)
from storage.sqlite import SqliteStore


async def open_store(location: Location | None = None) -> Store:
    """Open (and migrate) the store at ``location``: a ``postgresql://`` URL or a SQLite
    file path; None reads ``STRATEGOS_DB`` from the environment."""
    if location is None:
        location = os.environ.get(ENV_VAR) or DEFAULT_LOCATION
    if is_postgres_url(location):
        from storage.postgres import PostgresStore  # asyncpg only when asked for

        return await PostgresStore.open(location)
    text = os.fspath(location)
    if FOLDED_PG_URL.match(text):
        raise StorageError(
            f"{text!r} looks like a PostgreSQL URL that lost a '/' of its '//' "
            "(passed through a file path?); give the URL as plain text"
        )
    return await SqliteStore.open(location)
