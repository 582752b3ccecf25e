"""Starting, syncing and describing the bot: ``strategos run``, ``sync`` and ``commands``.

Commands are synced only on purpose (``strategos sync``), never at every start: Discord
rate-limits command registration and a restart must not touch it.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
from typing import Any

from bot.config import BotSettings

NO_TOKEN = (
    "No DISCORD_TOKEN is set, so the Discord bot cannot start.\n"
    "Set it in the environment or in .env (see .env.example), or play offline with:\n"
    "    strategos play babel"
)


class LogfmtFormatter(logging.Formatter):
    """One line per record: ``time=… level=… logger=… msg="…"`` (plus the traceback)."""

    def format(self, record: logging.LogRecord) -> str:
        text = record.getMessage().replace('"', "'")
        line = (
            f"time={self.formatTime(record, '%Y-%m-%dT%H:%M:%S')} level={record.levelname.lower()} "
            f'logger={record.name} msg="{text}"'
        )
        if record.exc_info:
            line += "\n" + self.formatException(record.exc_info)
        return line


def _not_voice(record: logging.LogRecord) -> bool:
    """The bot has no voice features; discord.py's notes about voice libraries are noise."""
    return "voice will NOT be supported" not in record.getMessage()


LIBRARY_LEVELS = {
    "discord.http": logging.WARNING,
    # its DEBUG lines carry every query's parameters: match states (the decks' order) and
    # seeds, which no log may show, whatever level the bot itself logs at
    "aiosqlite": logging.INFO,
}


def setup_logging(level: str) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(LogfmtFormatter())
    handler.addFilter(_not_voice)
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    for name, floor in LIBRARY_LEVELS.items():
        logging.getLogger(name).setLevel(floor)


async def command_payloads() -> list[dict[str, Any]]:
    """Exactly what ``sync`` sends: every command with its name and description localizations."""
    from bot.app.client import StrategosBot

    bot = StrategosBot(BotSettings())
    await bot.install()
    translator = bot.tree.translator
    assert translator is not None
    payloads = [
        await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()
    ]
    await translator.unload()
    return payloads


def cmd_commands(as_json: bool) -> int:
    payloads = asyncio.run(command_payloads())
    if as_json:
        print(json.dumps(payloads, ensure_ascii=False, indent=2))
    else:
        for line in command_lines(payloads):
            print(line)
    return 0


def _names(payload: dict[str, Any]) -> str:
    """A command's name with its Greek and Italian ones: ``match (el: αγώνας, it: partita)``."""
    local = payload.get("name_localizations") or {}
    others = ", ".join(f"{lang}: {local[lang]}" for lang in ("el", "it") if local.get(lang))
    return f"{payload['name']} ({others})" if others else str(payload["name"])


def command_lines(payloads: list[dict[str, Any]]) -> list[str]:
    """The plain listing of ``strategos commands``: each command and subcommand on a line of
    its own, indented under its parent, with its Greek and Italian names and its
    description."""
    out: list[str] = []

    def walk(payload: dict[str, Any], depth: int) -> None:
        slash = "/" if depth == 0 else ""
        out.append(f"{'  ' * depth}{slash}{_names(payload)} — {payload.get('description', '')}")
        for option in payload.get("options", []):
            if option.get("type") in (1, 2):  # a subcommand or a group of them
                walk(option, depth + 1)

    for payload in payloads:
        walk(payload, 0)
    return out


def _configured() -> tuple[BotSettings, str | None]:
    """Settings and token, logging set up; without a token, say so and give ``None``."""
    settings = BotSettings()
    token = settings.token()
    if token is None:
        print(NO_TOKEN, file=sys.stderr)
    else:
        setup_logging(settings.log_level)
    return settings, token


def cmd_run(shard_ids: list[int] | None = None, shard_count: int | None = None) -> int:
    """Run the bot: one process for every guild, or (``shard_count``) the shards in
    ``shard_ids`` of that many, next to other processes running the others on the same
    PostgreSQL database."""
    settings, token = _configured()
    if token is None:
        return 2
    import signal

    import aiohttp
    import discord

    from bot.app.client import make_bot

    log = logging.getLogger("strategos.bot")
    if shard_count is not None and not settings.database.startswith(
        ("postgres://", "postgresql://")
    ):
        log.warning(
            "sharded run on the SQLite file %s: every process must run on this machine; "
            "use a postgresql:// STRATEGOS_DB to spread shards over machines",
            settings.database,
        )

    async def go() -> None:
        async with make_bot(settings, shard_ids=shard_ids, shard_count=shard_count) as bot:
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGTERM, signal.SIGINT):
                loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.close()))
            await bot.start(token)

    try:
        asyncio.run(go())
    except KeyboardInterrupt:
        log.info("stopped by the operator")
    except discord.LoginFailure:
        print(
            "Discord refused DISCORD_TOKEN. Copy the bot token again from the "
            "developer portal into .env.",
            file=sys.stderr,
        )
        return 1
    except (aiohttp.ClientError, OSError) as exc:
        print(
            f"Cannot reach Discord ({exc}). Check the network, or play offline with:\n"
            "    strategos play babel",
            file=sys.stderr,
        )
        return 1
    log.info("stopped")
    return 0


def cmd_sync(guild: int | None) -> int:
    settings, token = _configured()
    if token is None:
        return 2
    import aiohttp
    import discord

    from bot.app.client import StrategosBot

    async def go() -> int:
        bot = StrategosBot(settings, install_only=True)
        async with bot:
            await bot.login(token)
            if bot.application_id is None:
                app = await bot.application_info()
                bot._connection.application_id = app.id
            target = discord.Object(id=guild) if guild else None
            if target is not None:
                bot.tree.copy_global_to(guild=target)
            synced = await bot.tree.sync(guild=target)
            where = f"server {guild}" if guild else "every server (global)"
            print(f"synced {len(synced)} commands to {where}")
        return 0

    try:
        return asyncio.run(go())
    except discord.LoginFailure:
        print("Discord refused DISCORD_TOKEN; nothing was synced.", file=sys.stderr)
    except (aiohttp.ClientError, OSError) as exc:
        print(f"Cannot reach Discord ({exc}); nothing was synced.", file=sys.stderr)
    return 1
