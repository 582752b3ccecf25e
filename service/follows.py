"""Spectators who follow a match (``/follow``): its result, and if they want each turn's
notice, reach them by direct message, through the outbox like every other post.

A follow is two settings, with no migration of its own: ``followers:<match>`` holds one key
per follower (``{"turns": bool, "locale": str}``), read in one indexed query when a turn is
handed over or the match ends, and the follower's own ``user:<id>`` ``follows`` lists the
matches they follow, for ``/mine``. A direct message is an outbox row whose channel is
``dm:<user>`` (``dm_item``), written in the same transaction as the move or ending it
reports; the front end opens the DM. A user whose DMs are closed (Discord's 50007) is marked
``dm_closed`` and stops following (``dms_closed``): no DM to them is tried again until they
follow anew.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.core import Outcome
from service.core import ServiceCore, is_ai, user_seat
from service.errors import ServiceError
from service.posts import new_key
from storage import MatchRecord, OutboxItem, SeatRecord

DM_PREFIX = "dm:"  # an outbox row's channel for a user's direct messages
FOLLOWS_KEY = "follows"  # the user's followed matches (``user:<id>``)
DM_CLOSED_KEY = "dm_closed"  # when Discord refused to open a DM with the user (50007)
FOLLOW_KINDS = frozenset({"follow_result", "follow_turn"})


def followers_scope(match_id: int) -> str:
    return f"followers:{match_id}"


def dm_channel(user: str) -> str:
    return f"{DM_PREFIX}{user}"


def dm_item(
    rec: MatchRecord,
    user: str,
    kind: str,
    locale: str,
    *,
    outcome: Outcome | None = None,
    to_act: Sequence[str] = (),
) -> OutboxItem:
    """The outbox row of one DM to a follower: public things only (the outcome, who is to
    act), in the follower's language. Never held: the outbox pass posts it."""
    payload: dict[str, Any] = {"user": user, "locale": locale, "to_act": list(to_act)}
    if outcome is not None:
        payload["outcome"] = outcome.model_dump(mode="json")
    return OutboxItem(new_key(), dm_channel(user), kind, payload)


class Follows(ServiceCore):
    """Following a match without a seat, and the DMs that follows owe."""

    async def follow(self, match_id: int, user: str, *, turns: bool, locale: str) -> MatchRecord:
        """``user`` follows the match: its result by DM, each turn's notice too if
        ``turns``. Refused for a seated player (the channel pings them) and for a match
        that is over. Following again changes ``turns`` and opens DMs again."""
        rec = await self.store.get_match(match_id)
        if rec.status not in ("lobby", "active"):
            raise ServiceError("service.follow.over")
        seats = await self.store.seats(match_id)
        if user_seat(seats, user) is not None or any(s.user == user for s in seats):
            raise ServiceError("service.follow.seated")
        await self.store.set_setting(
            followers_scope(match_id), user, {"turns": turns, "locale": locale}
        )
        scope = f"user:{user}"
        follows = [m for m in await self._follows(user) if m != match_id] + [match_id]
        await self.store.set_setting(scope, FOLLOWS_KEY, follows)
        await self.store.set_setting(scope, DM_CLOSED_KEY, None)
        return rec

    async def unfollow(self, match_id: int, user: str) -> bool:
        """Stop following; whether the user followed it."""
        had = await self.store.get_setting(followers_scope(match_id), user) is not None
        await self.store.set_setting(followers_scope(match_id), user, None)
        follows = [m for m in await self._follows(user) if m != match_id]
        await self.store.set_setting(f"user:{user}", FOLLOWS_KEY, follows or None)
        return had

    async def followed(self, user: str) -> list[int]:
        """The matches ``user`` follows, oldest follow first."""
        return await self._follows(user)

    async def _follows(self, user: str) -> list[int]:
        raw = await self.store.get_setting(f"user:{user}", FOLLOWS_KEY)
        return [int(m) for m in raw] if isinstance(raw, list) else []

    async def dms_closed(self, user: str, at: float) -> None:
        """Discord refused to open a DM with ``user`` (their DMs are closed): it is recorded
        and every follow of theirs ends, so no DM to them is written or tried again; a new
        ``follow`` starts over."""
        await self.store.set_setting(f"user:{user}", DM_CLOSED_KEY, at)
        for match_id in await self._follows(user):
            await self.store.set_setting(followers_scope(match_id), user, None)
        await self.store.set_setting(f"user:{user}", FOLLOWS_KEY, None)

    async def follower_items(
        self,
        rec: MatchRecord,
        seats: Sequence[SeatRecord] | None,
        *,
        outcome: Outcome | None,
        to_act: Sequence[str] = (),
    ) -> tuple[OutboxItem, ...]:
        """The DMs a change owes the match's followers: the result to each when the match
        ended (``outcome``), else the turn's notice to those who asked for it. One indexed
        read; nothing when nobody follows or the outbox is off."""
        if not self.outbox_posts:
            return ()
        followers = await self.store.scope_settings(followers_scope(rec.id))
        if not followers:
            return ()
        seated = {s.user for s in seats or ()}
        items = []
        for user, entry in followers.items():
            if user in seated or is_ai(user) or not isinstance(entry, dict):
                continue
            locale = str(entry.get("locale") or "en")
            if outcome is not None:
                items.append(dm_item(rec, user, "follow_result", locale, outcome=outcome))
            elif entry.get("turns") and to_act:
                items.append(dm_item(rec, user, "follow_turn", locale, to_act=to_act))
        return tuple(items)
