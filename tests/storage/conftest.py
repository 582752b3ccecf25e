"""Fixtures for storage tests: a real SQLite file under pytest's tmp_path, no mocks."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from storage import MatchRecord, Store

NewMatch = Callable[..., Awaitable[MatchRecord]]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    # A nested folder checks that open() creates missing parents.
    return tmp_path / "data" / "strategos.db"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    st = await Store.open(db_path)
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
