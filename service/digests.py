"""The daily digest by direct message (``/notices`` mode ``digest``): once a day, at the
player's chosen hour in their time zone (after their quiet hours when it falls in them), one
message listing every match waiting on them, if any does.

Each listed match carries what a reader needs without opening it: the game, the server and
thread (a jump link), whose turn it is, the deadline, and "since your last turn" — how many
moves the others made since the player's own last move, and the last few of them as the
thread told them (public lines only: never a hand or a deck).

Exactly once: the user timer ``digest`` (migration 0009) is claimed with a lease like any
timer; the digest is an outbox row written in the same transaction that moves the timer to
the next day (``Store.complete_user_timer``), keyed ``digest:<user>:<local date>`` — also the
front end's nonce — and written at most once under that key. A crash before the write leaves
the timer to be claimed again when the lease runs out; a crash after it leaves the row for
any process's outbox pass. The row is filed under the first match it lists (the outbox keeps
one lane per match and channel); the front end renders it from its payload alone.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Sequence
from typing import Any

from service.core import public_record, user_seat
from service.follows import dm_channel
from service.notices import DIGEST_TIMER, NoticeMode, Notices, next_digest_at
from service.posts import Notice
from service.settings import MatchSettings
from service.views import DIGEST_WINDOW, Views, _digest
from storage import ActionRecord, OutboxItem, UserTimerRecord

log = logging.getLogger("service.digests")

DIGEST_LINES = 3  # the last moves shown per match
DIGEST_MATCHES = 10  # matches listed in one digest (the rest are counted)
DIGEST_BATCH = 50  # user timers claimed at once


def digest_key(user: str, day: dt.date) -> str:
    """The outbox key (and nonce) of a user's digest of one local day."""
    return f"digest:{user}:{day.isoformat()}"


def since_last_turn(
    actions: Sequence[ActionRecord], seat: int, lines: int = DIGEST_LINES
) -> tuple[int, list[list[Any]]]:
    """How many moves the other seats made after ``seat``'s last move among ``actions``, and
    the public lines of the last ``lines`` of them as ``[seat, message]`` (JSON)."""
    since = max((a.seq for a in actions if a.seat == seat and a.kind == "action"), default=0)
    moves = sum(1 for a in actions if a.seq > since and a.seat != seat and a.kind == "action")
    shown = _digest(actions, seat, lines, False)
    return moves, [[s, m.model_dump(mode="json")] for s, m in shown]


class Digests(Notices, Views):
    """The daily digest: what it says, and its timer firing."""

    async def digest_payload(self, user: str) -> dict[str, Any] | None:
        """What ``user``'s digest would say now (public things only), or None when no match
        waits on them."""
        waiting = [m for m in await self.my_matches(user) if m.yours]
        if not waiting:
            return None
        settings = await self.user_settings(user)
        first = MatchSettings.of(waiting[0].match.settings).language
        matches: list[dict[str, Any]] = []
        for entry in waiting[:DIGEST_MATCHES]:
            rec = entry.match
            seat = user_seat(entry.seats, user)
            actions = await self.store.last_actions(rec.id, DIGEST_WINDOW)
            mine = any(a.seat == seat and a.kind == "action" for a in actions)
            if seat is not None and len(actions) == DIGEST_WINDOW and not mine:
                actions = await self.store.actions(rec.id)  # a long wait: count them all
            moves, lines = (0, []) if seat is None else since_last_turn(actions, seat)
            matches.append(
                {
                    "match": rec.id,
                    "game": rec.game,
                    "guild": rec.guild,
                    "channel": rec.channel,
                    "to_act": list(entry.to_act),
                    "deadline": entry.deadline,
                    "moves": moves,
                    "lines": lines,
                    "seats": [
                        {"seat": s.seat, "user": s.user, "ai": s.ai}
                        for s in entry.seats
                        if s.seat is not None
                    ],
                }
            )
        return {
            "user": user,
            "locale": settings.locale or first,
            "matches": matches,
            "more": len(waiting) - len(matches),
        }

    async def fire_digests(self, now: float | None = None) -> list[Notice]:
        """Handle every digest timer due at ``now``, each exactly once (claimed with a lease,
        as ``fire_due`` claims match timers), and return the digests to post now."""
        now = self.clock() if now is None else now
        owner = self.timer_owner
        claimed = await self.store.claim_user_timers(
            owner, now, self.timer_lease, limit=DIGEST_BATCH
        )
        notices: list[Notice] = []
        for timer in claimed:
            if timer.kind != DIGEST_TIMER:  # no other kind yet: leave it to its handler
                await self.store.release_user_timer(timer.user, timer.kind, owner=owner)
                continue
            try:
                notice = await self._fire_digest(timer, now)
            except Exception:
                log.exception("the digest of user %s failed; tried again tomorrow", timer.user)
                await self.store.complete_user_timer(
                    timer.user, timer.kind, owner=owner, next_due=now + 86400.0
                )
                continue
            if notice is not None:
                notices.append(notice)
        return notices

    async def _fire_digest(self, timer: UserTimerRecord, now: float) -> Notice | None:
        """One claimed digest timer: the digest written with the timer's move to the next
        day, when a match waits on the player; None when nothing is to be posted."""
        user, owner = timer.user, self.timer_owner
        prefs = await self._stored_notice_prefs(user)
        if prefs.mode is not NoticeMode.DIGEST or await self._dms_closed(user):
            # another mode, or closed messages: no digest until a mode is chosen again
            await self.store.complete_user_timer(user, DIGEST_TIMER, owner=owner)
            return None
        settings = await self.user_settings(user)
        next_due = next_digest_at(now, settings, prefs.digest_hour)
        payload = None
        if not settings.on_vacation and self.outbox_posts:
            payload = await self.digest_payload(user)
        if payload is None:  # nothing waits on them today (or they are away)
            await self.store.complete_user_timer(user, DIGEST_TIMER, owner=owner, next_due=next_due)
            return None
        day = dt.datetime.fromtimestamp(timer.due_at, settings.zone).date()
        payload["date"] = day.isoformat()
        anchor = int(payload["matches"][0]["match"])
        key = digest_key(user, day)
        item = OutboxItem(key, dm_channel(user), "dm_digest", payload, **self._hold(True, now))
        written = await self.store.complete_user_timer(
            user,
            DIGEST_TIMER,
            owner=owner,
            next_due=next_due,
            outbox=[item],
            match_id=anchor,
            now=now,
        )
        if not written:  # taken over or set anew meanwhile, or today's digest went already
            return None
        rec = await self.store.get_match(anchor)
        return Notice(
            kind="dm_digest",
            match=public_record(rec),
            channel=dm_channel(user),
            users_to_ping=[],
            message=None,
            language=str(payload["locale"]),
            user=user,
            keys=self._written([item]),
            extra=payload,
        )
