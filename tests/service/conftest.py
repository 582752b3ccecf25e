"""Service fixtures: a real store (a SQLite file, or a fresh PostgreSQL database: each test
runs on both, see ``store_location`` in tests/conftest.py) and a clock the test controls."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from service import MatchService
from storage import open_store


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


@pytest.fixture
async def svc(store_location: str) -> AsyncIterator[MatchService]:
    store = await open_store(store_location)
    try:
        yield MatchService(store, clock=FakeClock())
    finally:
        await store.close()
