"""Notices by direct message, chosen by each player: none, one when their turn begins, or one
daily digest of every match waiting on them.

A player's choice is one JSON object in the settings table (scope ``user:<id>``, key
``notices``: the mode and the digest's local hour), next to their time zone and quiet hours
(``UserSettings``), which it follows.

"Each turn": a move that hands a player the move writes, in its own transaction and beside
the channel's board row, an outbox row ``dm_turn`` to the channel ``dm:<user>`` (the same
channel as a follower's DMs, ``service.follows``) whose key is ``dm:<match>:<version>:<user>``
— unique, so a move stored once can never owe two of them, and the front end's nonce. A row
whose moment falls in the player's quiet hours is held by the pseudo-owner ``QUIET_HOLDER``
until their end; no process claims it before, and then any process's outbox pass does. Since
migration 0008 the outbox keeps order per match *and channel*, so a direct message waiting
for morning (or backing off after a failure) never holds up the match's posts in its thread.

"A daily digest": the player's user timer ``digest`` (migration 0009) is due at their
``digest_hour`` local time, moved to the end of their quiet hours when it falls in them
(``next_digest_at``); choosing the mode, the hour, a time zone or quiet hours sets it anew.
What it sends is ``service.digests``. A digest player gets no "your turn" message, and a
"turn" player no digest; the ping in the thread is everyone's.

A user whose direct messages are closed (Discord's error 50007) is marked ``dm_closed`` once
for every kind of DM (``Follows.dms_closed``) and sent none from then on; their ping in the
thread is unaffected. Choosing a mode again clears the mark (they may have opened their
messages).
"""

from __future__ import annotations

import datetime as dt
import time
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from service.core import USER_SCOPE
from service.errors import ServiceError
from service.follows import DM_CLOSED_KEY, dm_channel
from service.posts import public_events
from service.preferences import Preferences
from service.settings import UserSettings
from storage import MatchRecord, OutboxItem

NOTICES = "notices"  # settings key of a user's NoticePrefs
QUIET_HOLDER = "quiet-hours"  # holds a direct message until the reader's quiet hours end
PREFS_TTL = 60.0  # seconds a user's choice is kept in memory (another process's change waits)
DIGEST_TIMER = "digest"  # the user timer of a player's daily digest
DIGEST_HOUR = 9  # the digest's local hour unless the player chooses another


class NoticeMode(StrEnum):
    OFF = "off"  # no direct messages (the ping in the thread only)
    TURN = "turn"  # a direct message each time their turn begins
    DIGEST = "digest"  # one direct message a day listing every match waiting on them


class NoticePrefs(BaseModel):
    """One player's choice of direct messages, and whether Discord lets us send them
    (``blocked``: read from the user's ``dm_closed`` mark, never stored here)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    mode: NoticeMode = NoticeMode.OFF
    digest_hour: int = Field(default=DIGEST_HOUR, ge=0, le=23)
    blocked: bool = False


NOTICE_KEYS: tuple[str, ...] = ("mode", "digest_hour")


def next_digest_at(now: float, prefs: UserSettings, hour: int) -> float:
    """The first digest moment after ``now``: ``hour``:00 on some local day in the player's
    time zone (a day that skips that hour for summer time takes the hour after the gap),
    moved to the end of their quiet hours when it falls in them. Yesterday's is looked at
    too: moved out of the night, it may still lie ahead."""
    zone = prefs.zone
    day = dt.datetime.fromtimestamp(now, zone).date() - dt.timedelta(days=1)
    for _ in range(4):
        local = dt.datetime(day.year, day.month, day.day, hour, tzinfo=zone)
        at = prefs.after_quiet(local.timestamp())
        if at > now:
            return at
        day += dt.timedelta(days=1)
    raise AssertionError("a day's hour always comes within three days")


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

    async def _stored_notice_prefs(self, user: str) -> NoticePrefs:
        raw = await self.store.get_setting(USER_SCOPE.format(user), NOTICES)
        prefs = NoticePrefs()
        if isinstance(raw, dict):
            try:
                prefs = NoticePrefs.model_validate(raw)
            except ValidationError:
                prefs = NoticePrefs()
        self._notice_cache()[user] = (time.monotonic(), prefs.mode)
        return prefs

    async def _notice_mode(self, user: str) -> NoticeMode:
        return (await self._stored_notice_prefs(user)).mode

    async def _cached_notice_mode(self, user: str) -> NoticeMode:
        hit = self._notice_cache().get(user)
        if hit is not None and time.monotonic() - hit[0] < PREFS_TTL:
            return hit[1]
        return await self._notice_mode(user)

    async def _dms_closed(self, user: str) -> bool:
        return await self.store.get_setting(USER_SCOPE.format(user), DM_CLOSED_KEY) is not None

    async def notice_prefs(self, user: str) -> NoticePrefs:
        """The user's choice, and whether their direct messages were found closed."""
        prefs = await self._stored_notice_prefs(user)
        return prefs.model_copy(update={"blocked": await self._dms_closed(user)})

    async def update_notice_prefs(self, user: str, changes: dict[str, Any]) -> NoticePrefs:
        """Change the user's own choice (``mode``, ``digest_hour`` 0-23, local); choosing a
        mode clears an earlier "direct messages closed" mark, so they are tried again. The
        digest's timer is set for the next digest moment, or dropped in another mode."""
        for key in changes:
            if key not in NOTICE_KEYS:
                raise ServiceError(
                    "service.error.setting_unknown", name=key, known=list(NOTICE_KEYS)
                )
        current = await self._stored_notice_prefs(user)
        mode = current.mode
        if "mode" in changes:
            value = str(changes["mode"])
            try:
                mode = NoticeMode(value)
            except ValueError:
                raise ServiceError(
                    "service.error.bad_notice_mode",
                    value=value,
                    known=[m.value for m in NoticeMode],
                ) from None
        hour = changes.get("digest_hour", current.digest_hour)
        if not isinstance(hour, int) or isinstance(hour, bool) or not 0 <= hour <= 23:
            raise ServiceError("service.error.bad_digest_hour", value=str(hour))
        new = NoticePrefs(mode=mode, digest_hour=hour)
        scope = USER_SCOPE.format(user)
        await self.store.set_setting(
            scope, NOTICES, new.model_dump(mode="json", exclude={"blocked"})
        )
        if "mode" in changes:
            await self.store.set_setting(scope, DM_CLOSED_KEY, None)
        self._notice_cache()[user] = (time.monotonic(), mode)
        await self._arm_digest(user, new)
        return new.model_copy(update={"blocked": await self._dms_closed(user)})

    async def update_user_settings(self, user: str, changes: dict[str, Any]) -> UserSettings:
        """As ``Preferences.update_user_settings``; a digest player's next digest moves with
        a new time zone or new quiet hours."""
        new = await super().update_user_settings(user, changes)
        prefs = await self._stored_notice_prefs(user)
        if prefs.mode is NoticeMode.DIGEST:
            await self._arm_digest(user, prefs, new)
        return new

    async def _arm_digest(
        self, user: str, prefs: NoticePrefs, settings: UserSettings | None = None
    ) -> None:
        """Set the user's digest timer for the next digest moment, or drop it (another mode)."""
        due = None
        if prefs.mode is NoticeMode.DIGEST:
            settings = settings or await self.user_settings(user)
            due = next_digest_at(self.clock(), settings, prefs.digest_hour)
        await self.store.set_user_timer(user, DIGEST_TIMER, due)
        self._timers_changed()

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
