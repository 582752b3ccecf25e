"""The Discord client: one ``commands.Bot`` whose cogs hold the lobby and game commands, its
command tree (which arms every slash command's answer), the timer dispatcher's posts, and
``make_bot`` for one process's shards. The ``Runtime`` (``bot/app/runtime.py``) turns
interactions into match-service calls and answers every one."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import components as comp
from bot.app.answer import KEY as REPLY_KEY
from bot.app.answer import Reply
from bot.app.host import is_moderator as is_moderator  # re-exported
from bot.app.i18n import CatalogTranslator
from bot.app.present import board_mark
from bot.app.runtime import Runtime as Runtime  # re-exported
from bot.config import BotSettings
from service import MatchService
from service.follows import DM_PREFIX
from service.posts import BOARD_KINDS
from service.thinking import Thinker
from storage import Store, open_store

log = logging.getLogger("strategos.bot")

HISTORY_LOOKBACK = 15  # the channel's last messages read before posting a board again
DMS_CLOSED = 50007  # Discord: "Cannot send messages to this user" (their DMs are closed)


class StrategosTree(app_commands.CommandTree["StrategosBot"]):
    async def interaction_check(self, interaction: discord.Interaction[StrategosBot]) -> bool:
        """Arm the answer of every slash command before anything is awaited for it."""
        if interaction.type is discord.InteractionType.application_command:
            command = interaction.command
            private = bool(command is not None and command.extras.get("private"))
            interaction.client.rt.arm(interaction, private=private)
        return True

    async def on_error(
        self, interaction: discord.Interaction[StrategosBot], error: app_commands.AppCommandError
    ) -> None:
        await interaction.client.rt.report_error(interaction, error)


class StrategosBot(commands.Bot):
    """The bot. ``install()`` registers commands and buttons without touching the network, so
    ``strategos commands --json`` and the tests see exactly what ``run`` serves."""

    rt: Runtime

    def __init__(
        self,
        settings: BotSettings | None = None,
        *,
        store: Store | None = None,
        install_only: bool = False,
        clock: Callable[[], float] = time.time,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        **shards: Any,
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            tree_cls=StrategosTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            **shards,
        )
        self.settings = settings or BotSettings()
        self._store = store
        self._own_store = store is None
        self.dispatcher: Any = None
        self._dispatcher_task: asyncio.Task[None] | None = None
        self._warm_task: asyncio.Task[None] | None = None
        self._installed = False
        self._install_only = install_only
        self.clock, self.sleep = clock, sleep

    async def install(self) -> None:
        if self._installed:
            return
        from bot.app.anywhere import AnywhereCog
        from bot.app.games import GamesCog
        from bot.app.lobby import LobbyCog

        await self.add_cog(LobbyCog(self))
        await self.add_cog(AnywhereCog(self))
        await self.add_cog(GamesCog(self))
        self.add_dynamic_items(*comp.DYNAMIC_ITEMS)
        await self.tree.set_translator(CatalogTranslator())
        self._installed = True

    async def setup_hook(self) -> None:
        from service.timers import TimerDispatcher

        if self._install_only:
            return await self.install()
        if self._store is None:
            self._store = await open_store(self.settings.database)  # makes a file's folder
        svc = MatchService(self._store, clock=self.clock)
        svc.cpu_offload = True  # AI decisions on a worker thread: the loop answers others
        # the strong AI thinks in its own processes, after the move that woke it is answered
        svc.thinker = Thinker("process", processes=self.settings.ai_processes)
        svc.think_later = True
        self.rt = Runtime(
            svc, defer_after=self.settings.defer_after, pictures=self.settings.pictures
        )
        await self.install()
        dispatcher = TimerDispatcher(
            svc,
            clock=self.clock,
            sleep=self.sleep,
            notify=self.post_notices,
            poll=self.settings.timer_poll,
        )
        self.dispatcher = dispatcher
        self._dispatcher_task = asyncio.create_task(dispatcher.run(), name="strategos-timers")
        self._warm_task = asyncio.create_task(self._warm_boards(), name="strategos-warm-boards")
        log.info(
            "ready: database=%s shards=%s of %s timer owner=%s",
            self._store.path,
            getattr(self, "shard_ids", None) or self.shard_id,
            self.shard_count,
            svc.timer_owner,
        )

    async def _warm_boards(self) -> None:
        """Parse the catalogs, start the picture process and lay out every map side there (or
        on a worker thread), so no player waits for the first answer or board."""
        try:
            warmed = await self.rt.warm()
        except Exception:  # a failed warm-up only means a slower first board
            log.exception("warming the board maps failed")
            return
        log.info("board maps ready: %s", ", ".join(f"{g}/{s}" for g, s in warmed))

    async def post_notices(self, notices: list[Any]) -> list[Any]:
        """Post notices (a timer's, the outbox's), each on its own: one failing channel stops
        none of the others.
        Returns the notices that could not be posted, for the dispatcher to try again; a
        channel that no longer exists (deleted thread) is logged and dropped."""
        failed: list[Any] = []
        for notice in notices:
            match_id, channel_id = notice.match.id, notice.channel
            if str(channel_id).startswith(DM_PREFIX):
                if not await self._post_dm(notice):
                    failed.append(notice)
                continue
            try:
                channel_id, out = await self.rt.notice_message(notice)
                channel = self.get_channel(channel_id) or await self.fetch_channel(channel_id)
                if not isinstance(channel, discord.abc.Messageable):
                    log.warning("timer notice for match %s: channel %s gone", match_id, channel_id)
                    continue
                if await self._already_shown(channel, notice):
                    log.info("match %s: board %s was shown already", match_id, notice.version)
                    continue
                kwargs = out.kwargs()
                kwargs.pop("ephemeral", None)
                if notice.nonce is not None:
                    # Discord drops a second message with the same nonce (``enforce_nonce``):
                    # a post retried after a crash mid-way is not shown twice
                    kwargs["nonce"] = notice.nonce
                await channel.send(**kwargs)
            except discord.NotFound as exc:
                log.warning(
                    "timer notice for match %s: channel %s gone (%s); dropped",
                    match_id,
                    channel_id,
                    exc,
                )
            except Exception as exc:
                log.warning(
                    "timer notice for match %s in channel %s not posted: %r",
                    match_id,
                    channel_id,
                    exc,
                )
                failed.append(notice)
        return failed

    async def _post_dm(self, notice: Any) -> bool:
        """A DM row, a follower's (``/follow``) or a player's turn notice (``/notices``):
        open the DM channel, then post, with the row's key as nonce (a retry shows nothing
        twice). Whether it is settled: a user whose DMs are closed (Discord's 50007) is
        recorded, follows nothing any more and gets no turn notices, so no DM to them is
        tried again; other failures are retried."""
        user = str(notice.channel)[len(DM_PREFIX) :]
        try:
            out = await self.rt.dm_message(notice)
            # the id as a string, as Discord's spec has snowflakes (``create_dm`` sends an int)
            data = await self.http.start_private_message(user)  # type: ignore[arg-type,unused-ignore]
            channel = self._connection.add_dm_channel(data)
            kwargs = out.kwargs()
            kwargs.pop("ephemeral", None)
            if notice.nonce is not None:
                kwargs["nonce"] = notice.nonce
            await channel.send(**kwargs)
        except discord.Forbidden as exc:
            if exc.code != DMS_CLOSED:
                log.warning("DM to user %s about match %s refused: %s", user, notice.match.id, exc)
                return False
            log.info("user %s takes no DMs: following stopped", user)
            with contextlib.suppress(Exception):
                await self.rt.svc.dms_closed(user, self.clock())
        except discord.NotFound as exc:
            log.warning(
                "DM to user %s about match %s: no such user (%s)", user, notice.match.id, exc
            )
        except Exception as exc:
            log.warning("DM to user %s about match %s not sent: %r", user, notice.match.id, exc)
            return False
        return True

    async def _already_shown(self, channel: discord.abc.Messageable, notice: Any) -> bool:
        """Whether a board post taken over from another attempt is in the channel already.

        A move's board is first posted as the interaction's answer; if the process stopped
        after Discord took that answer but before it could mark the post done, the post
        comes back here when its hold runs out. The answer has no nonce to catch it, so the
        channel's last messages are read: one of ours showing this match at this version
        or later means the players saw it."""
        if notice.version is None or notice.attempts <= 1 or notice.kind not in BOARD_KINDS:
            return False
        me = self.user.id if self.user is not None else None
        try:
            async for message in channel.history(limit=HISTORY_LOOKBACK):
                if message.author.id != me:
                    continue
                for embed in message.embeds:
                    shown = board_mark(embed.title, embed.footer.text)
                    if shown is not None and shown[0] == notice.match.id:
                        # the newest board of this match: shown if it is this one or later
                        return bool(shown[1] >= notice.version)
        except discord.HTTPException as exc:  # cannot read the channel: post (at least once)
            log.warning("reading channel %s before a post failed: %s", notice.channel, exc)
        return False

    async def deliver_notices(self, notices: list[Any]) -> None:
        """Post notices now (a vacation); what fails goes to the dispatcher's retries."""
        failed = await self.post_notices(notices)
        if failed and self.dispatcher is not None:
            self.dispatcher.retry_later(failed)

    async def close(self) -> None:
        if self.dispatcher is not None:
            self.dispatcher.stop()
        if self._dispatcher_task is not None:
            self._dispatcher_task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._dispatcher_task
        rt = getattr(self, "rt", None)
        if rt is not None:  # what this process still meant to post: the next one posts it
            with contextlib.suppress(Exception):
                await rt.svc.release_held()
        if self._warm_task is not None:
            self._warm_task.cancel()
        if hasattr(self, "rt"):
            self.rt.pictures.close()
            self.rt.svc.thinker.close()  # a search under way is made again by its AI job
        await super().close()
        if self._store is not None and self._own_store:
            await self._store.close()
            self._store = None
        log.info("closed")

    async def on_app_command_completion(
        self, interaction: discord.Interaction[Any], command: Any
    ) -> None:
        reply = interaction.extras.get(REPLY_KEY)
        if isinstance(reply, Reply):
            reply.stop()

    async def on_ready(self) -> None:
        log.info("connected as %s to %d servers", self.user, len(self.guilds))


class ShardedStrategosBot(StrategosBot, commands.AutoShardedBot):
    """The bot serving several shards from one process (``strategos run --shard-ids …``).

    Discord sends each guild's events to one shard only, so each process answers the
    commands of its own guilds. Timers are not split by shard: every process's dispatcher
    claims due timers from the shared database, and posts over REST, which reaches any
    channel from any shard."""


def make_bot(
    settings: BotSettings | None = None,
    *,
    shard_ids: list[int] | None = None,
    shard_count: int | None = None,
    **kwargs: Any,
) -> StrategosBot:
    """The bot for this process: one connection without sharding (``shard_count`` None),
    else the shards in ``shard_ids`` of ``shard_count`` (all of them when None)."""
    if shard_count is None:
        return StrategosBot(settings, **kwargs)
    if shard_ids is not None and len(shard_ids) == 1:
        return StrategosBot(settings, shard_id=shard_ids[0], shard_count=shard_count, **kwargs)
    ids = list(range(shard_count)) if shard_ids is None else shard_ids
    return ShardedStrategosBot(settings, shard_ids=ids, shard_count=shard_count, **kwargs)
