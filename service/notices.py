"""Notices by direct message, chosen by each player: none, or one when their turn begins.
(A daily digest of every match waiting on them is not built: the service refuses it.)

A player's choice is one JSON object in the settings table (scope ``user:<id>``, key
``notices``), next to their time zone and quiet hours (``UserSettings``), which it follows.

"Each turn": a move that hands a player the move writes, in its own transaction and beside
the channel's board row, an outbox row ``dm_turn`` to the channel ``dm:<user>`` (the same
channel as a follower's DMs, ``service.follows``) whose key is ``dm:<match>:<version>:<user>``
— unique, so a move stored once can never owe two of them, and the front end's nonce. A row
whose moment falls in the player's quiet hours is held by the pseudo-owner ``QUIET_HOLDER``
until their end; no process claims it before, and then any process's outbox pass does. Since
migration 0008 the outbox keeps order per match *and channel*, so a direct message waiting
for morning (or backing off after a failure) never holds up the match's posts in its thread.

A user whose direct messages are closed (Discord's error 50007) is marked ``dm_closed`` once
for both kinds of DM (``Follows.dms_closed``) and sent none from then on; their ping in the
thread is unaffected. Choosing a mode again clears the mark (they may have opened their
messages).
"""

from __future__ import annotations

import time
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from service.core import USER_SCOPE
from service.errors import ServiceError
from service.follows import DM_CLOSED_KEY, dm_channel
from service.posts import public_events
from service.preferences import Preferences
from storage import MatchRecord, OutboxItem

NOTICES = "notices"  # settings key of a user's NoticePrefs
QUIET_HOLDER = "quiet-hours"  # holds a direct message until the reader's quiet hours end
PREFS_TTL = 60.0  # seconds a user's choice is kept in memory (another process's change waits)
DIGEST = "digest"  # the daily digest: not built, refused by name


class NoticeMode(StrEnum):
    OFF = "off"  # no direct messages (the ping in the thread only)
    TURN = "turn"  # a direct message each time their turn begins


class NoticePrefs(BaseModel):
    """One player's choice of direct messages, and whether Discord lets us send them
    (``blocked``: read from the user's ``dm_closed`` mark, never stored here)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    mode: NoticeMode = NoticeMode.OFF
    blocked: bool = False


NOTICE_KEYS: tuple[str, ...] = ("mode",)


def dm_key(match_id: int, version: int, user: str) -> str:
    """The outbox key of a "your turn" message: one per user per stored match version."""
    return f"dm:{match_id}:{version}:{user}"


class Notices(Preferences):
    """Reading and changing a player's notice choice; the direct messages a move owes."""

    def _notice_cache(self) -> dict[str, tuple[float, NoticeMode]]:
        cache: dict[str, tuple[float, NoticeMode]] | None = getattr(self, "_notice_modes", None)
        if cache is None:
            cache = {}
            self._notice_modes = cache
        return cache

    async def _notice_mode(self, user: str) -> NoticeMode:
        raw = await self.store.get_setting(USER_SCOPE.format(user), NOTICES)
        mode = NoticeMode.OFF
        if isinstance(raw, dict):
            try:
                mode = NoticePrefs.model_validate(raw).mode
            except ValidationError:
                mode = NoticeMode.OFF
        self._notice_cache()[user] = (time.monotonic(), mode)
        return mode

    async def _cached_notice_mode(self, user: str) -> NoticeMode:
        hit = self._notice_cache().get(user)
        if hit is not None and time.monotonic() - hit[0] < PREFS_TTL:
            return hit[1]
        return await self._notice_mode(user)

    async def _dms_closed(self, user: str) -> bool:
        return await self.store.get_setting(USER_SCOPE.format(user), DM_CLOSED_KEY) is not None

    async def notice_prefs(self, user: str) -> NoticePrefs:
        """The user's choice, and whether their direct messages were found closed."""
        mode = await self._notice_mode(user)
        return NoticePrefs(mode=mode, blocked=await self._dms_closed(user))

    async def update_notice_prefs(self, user: str, changes: dict[str, Any]) -> NoticePrefs:
        """Change the user's own choice (``mode``); choosing a mode clears an earlier
        "direct messages closed" mark, so they are tried again. The daily digest is refused
        by name: it is not built."""
        for key in changes:
            if key not in NOTICE_KEYS:
                raise ServiceError(
                    "service.error.setting_unknown", name=key, known=list(NOTICE_KEYS)
                )
        value = str(changes.get("mode", ""))
        if value == DIGEST:
            raise ServiceError("service.error.notice_digest", known=[m.value for m in NoticeMode])
        try:
            mode = NoticeMode(value)
        except ValueError:
            raise ServiceError(
                "service.error.bad_notice_mode", value=value, known=[m.value for m in NoticeMode]
            ) from None
        scope = USER_SCOPE.format(user)
        await self.store.set_setting(
            scope, NOTICES, NoticePrefs(mode=mode).model_dump(mode="json", exclude={"blocked"})
        )
        await self.store.set_setting(scope, DM_CLOSED_KEY, None)
        self._notice_cache()[user] = (time.monotonic(), mode)
        return NoticePrefs(mode=mode)

    async def _turn_dms(
        self, rec: MatchRecord, version: int, pings: list[str], events: list[Any]
    ) -> tuple[OutboxItem, ...]:
        """The "your turn" direct messages a move owes the players it hands the move to
        (those who chose them and whose messages are open), each held back until the end
        of the player's quiet hours when it falls in them."""
        out: list[OutboxItem] = []
        for user in pings:
            if await self._cached_notice_mode(user) is not NoticeMode.TURN:
                continue
            if await self._dms_closed(user):
                continue
            now = self.clock()
            until = (await self.user_settings(user)).after_quiet(now)
            holder, hold_until = (QUIET_HOLDER, until) if until > now else (None, None)
            payload = {"events": public_events(events), "user": user, "version": version}
            key = dm_key(rec.id, version, user)
            out.append(OutboxItem(key, dm_channel(user), "dm_turn", payload, holder, hold_until))
        return tuple(out)
