"""Service fixtures: a real store on a temporary file and a clock the test controls."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from service import MatchService
from storage import Store


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


@pytest.fixture
async def svc(tmp_path: Path) -> AsyncIterator[MatchService]:
    store = await Store.open(tmp_path / "svc.db")
    try:
        yield MatchService(store, clock=FakeClock())
    finally:
        await store.close()
