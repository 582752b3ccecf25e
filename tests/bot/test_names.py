"""The bot's book of display names keeps only the most recently used ones in memory."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.app import names
from storage import open_store


async def test_the_name_book_keeps_only_the_most_recent_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(names, "NAMES_KEPT", 3)
    async with await open_store(tmp_path / "s.db") as store:
        book = names.NameBook(store)
        for i in range(5):
            await book.remember(str(i), f"Player {i}")
        assert list(book._cache) == ["2", "3", "4"]
        assert await book.name("1") == "Player 1"  # read again from the settings table
        assert await book.name("3") == "Player 3"
        assert list(book._cache) == ["4", "1", "3"]
