"""Fixtures for storage tests: a real store, no mocks: a SQLite file under pytest's tmp_path
or a fresh PostgreSQL database (``store_location``, see tests/conftest.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from storage import MatchRecord, Store, open_store

NewMatch = Callable[..., Awaitable[MatchRecord]]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    # The SQLite file of the sqlite runs (the same as ``store_location`` there).
    return tmp_path / "data" / "strategos.db"


@pytest.fixture
async def store(store_location: str) -> AsyncIterator[Store]:
    st = await open_store(store_location)
    try:
        yield st
    finally:
        await st.close()


@pytest.fixture
def new_match(store: Store) -> NewMatch:
    """Create a lobby match with sensible defaults; keyword arguments override them."""

    async def make(channel: str = "chan-1", **overrides: Any) -> MatchRecord:
        fields: dict[str, Any] = {
            "game": "babel",
            "guild": "guild-1",
            "creator": "u1",
            "options": {"variant": "base"},
            "seed": "seed-1",
            "engine_version": 1,
            "now": 1000.0,
        }
        fields.update(overrides)
        return await store.create_match(channel=channel, **fields)

    return make
