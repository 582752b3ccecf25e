"""One answer per interaction, always inside Discord's three seconds.

``Reply`` is armed the moment an interaction reaches us, before any awaited work (the command
tree's ``interaction_check``, a component's callback). It starts a watchdog: if nothing was
sent ``after`` seconds later (a database write waiting behind another writer, a slow picture,
a rate-limited Discord call), it acknowledges the interaction first, so Discord never shows
"The application did not respond". When the work is quick the watchdog is cancelled and the
answer goes out as the one interaction response: one API call for the common path.

How the late answer is delivered depends on how the interaction was acknowledged:

- a component (button, select) is acknowledged with a deferred update (type 6): nothing is
  shown, and the answer is a follow-up, a new message with its own visibility and pings, or an
  edit of the component's message;
- a slash command can only be deferred with a "thinking" message (type 5), public or private
  as the command's answer will be. Discord turns the first follow-up into that message: it
  keeps the deferral's visibility and, being an edit, notifies nobody. So when the answer's
  visibility differs (an error after a public deferral) or it pings someone, the thinking
  message is deleted first and the answer posted as a new message.

A lock keeps the watchdog's deferral and the answer from crossing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import discord

log = logging.getLogger("strategos.bot")

KEY = "strategos.reply"
# Discord's codes for an interaction token that no longer answers: "Unknown interaction"
# (its three seconds ran out) and "Unknown webhook" (its fifteen minutes did)
DEAD_TOKEN = frozenset({10062, 10015})


def is_dead_token(exc: BaseException) -> bool:
    return isinstance(exc, discord.NotFound) and exc.code in DEAD_TOKEN


class ExpiredInteraction(Exception):
    """The interaction's token is dead (Discord said so): no call is made on it again."""


class Reply:
    """The answering state of one interaction (kept in ``interaction.extras``)."""

    def __init__(
        self, interaction: discord.Interaction[Any], *, after: float, private: bool = False
    ) -> None:
        self.interaction = interaction
        self.private = private  # how a slash command's deferral shows; set before ``after``
        self.stored = False  # a change was stored for this interaction (errors say so)
        self.deferred: str | None = None  # "update" or "thinking", once acknowledged late
        self.acknowledged = False  # Discord took our response (a deferral counts)
        self.expired = False  # Discord said the token is dead: nothing more can be sent
        self._thinking_left = False  # a thinking message the next follow-up would replace
        self._thinking_private = False
        self._lock = asyncio.Lock()
        self._deferring = False
        self._watch: asyncio.Task[None] | None = asyncio.get_running_loop().create_task(
            self._watchdog(after), name=f"strategos-defer-{interaction.id}"
        )

    @classmethod
    def of(
        cls, interaction: discord.Interaction[Any], *, after: float, private: bool = False
    ) -> Reply:
        found = interaction.extras.get(KEY)
        if isinstance(found, Reply):
            return found
        reply = cls(interaction, after=after, private=private)
        interaction.extras[KEY] = reply
        return reply

    async def _watchdog(self, after: float) -> None:
        await asyncio.sleep(after)
        try:
            await self.defer()
        except discord.HTTPException as exc:  # too late, or Discord refused: nothing to add
            log.warning("could not defer interaction %s: %s", self.interaction.id, exc)

    @contextlib.asynccontextmanager
    async def _calling(self) -> Any:
        """One call on the interaction's token; a dead token is remembered, so no further
        call is made on it (the outbox posts what the answer would have shown)."""
        if self.expired:
            raise ExpiredInteraction(self.interaction.id)
        try:
            yield
        except discord.NotFound as exc:
            if is_dead_token(exc):
                self.expired = True
            raise

    def stop(self) -> None:
        """No deferral needed any more (the answer is going out, or there is none)."""
        if self._watch is not None and not self._deferring:
            self._watch.cancel()
            self._watch = None

    async def defer(self) -> None:
        """Acknowledge now, unless already answered (idempotent)."""
        async with self._lock:
            response = self.interaction.response
            if response.is_done():
                return
            self._deferring = True
            try:
                async with self._calling():
                    await self._defer_now(response)
            finally:
                self._deferring = False

    async def _defer_now(self, response: Any) -> None:
        if self.interaction.type is discord.InteractionType.component:
            await response.defer()
            self.deferred = "update"
        else:
            await response.defer(thinking=True, ephemeral=self.private)
            self.deferred = "thinking"
            self._thinking_left = True
            self._thinking_private = self.private
        self.acknowledged = True

    async def send(self, kwargs: dict[str, Any]) -> None:
        """Post a message: the response itself, or a follow-up after a deferral."""
        self.stop()
        async with self._lock, self._calling():
            response = self.interaction.response
            if not response.is_done():
                await response.send_message(**kwargs)
                self.acknowledged = True
                return
            if self._thinking_left:
                self._thinking_left = False
                private = bool(kwargs.get("ephemeral"))
                users = getattr(kwargs.get("allowed_mentions"), "users", None)
                if private != self._thinking_private or users:
                    # the follow-up would take the thinking message's place: its visibility,
                    # and no notification for the pings; post a new message instead
                    with contextlib.suppress(discord.HTTPException):
                        await self.interaction.delete_original_response()
            await self.interaction.followup.send(**kwargs)

    async def edit(self, **fields: Any) -> None:
        """Edit the message the component is on (lobby buttons, panel pages)."""
        self.stop()
        async with self._lock, self._calling():
            response = self.interaction.response
            if not response.is_done():
                await response.edit_message(**fields)
                self.acknowledged = True
                return
            if self.deferred == "update":
                await self.interaction.edit_original_response(**fields)
                return
        # not a component's message (a command): the new content as a private message
        kwargs = {k: v for k, v in fields.items() if v is not None}
        kwargs["ephemeral"] = True
        await self.send(kwargs)
