"""A running bot on a temporary database, with Discord faked at the HTTP boundary."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.app.client import StrategosBot
from bot.config import BotSettings
from storage import open_store
from tests.bot.harness import Discord, Player, Table, install_fakes


class Clock:
    def __init__(self) -> None:
        self.now = 1_790_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def table(tmp_path: Path, clock: Clock) -> AsyncIterator[Table]:
    store = await open_store(tmp_path / "bot.db")

    async def sleep(seconds: float) -> None:  # the timer loop never really waits in tests
        import asyncio

        await asyncio.Event().wait()

    bot = StrategosBot(
        BotSettings(  # type: ignore[call-arg]
            _env_file=None,
            STRATEGOS_DB=str(tmp_path / "bot.db"),
            STRATEGOS_DEFER_AFTER=2.8,
            STRATEGOS_PICTURES="thread",  # no picture process to start for every test
        ),
        store=store,
        clock=clock,
        sleep=sleep,
    )
    discord_side = Discord()
    token = install_fakes(bot, discord_side)
    await bot._async_setup_hook()
    await bot.setup_hook()
    try:
        yield Table(bot, discord_side)
    finally:
        from discord.webhook.async_ import async_context

        async_context.reset(token)
        await bot.close()
        await store.close()


ALICE = Player(110_000_000_000_000_001, "Alice")
BRUNO = Player(110_000_000_000_000_002, "Bruno", locale="it")
ELENI = Player(110_000_000_000_000_003, "Ελένη", locale="el")
MOD = Player(110_000_000_000_000_009, "Mod", permissions=(1 << 34) | (1 << 10) | (1 << 11))
