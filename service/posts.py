"""What a stored change owes the channel, as outbox rows and as the notices a front end posts.

Every change a channel must hear about — the board after a move and whom it waits for, the
AI's answers, a timer's reminder or timeout, an opened claim, a result — is written as an
outbox row (``storage.OutboxItem``) in the same transaction as the change itself, so a
process that dies right after the change cannot lose what it had to say. Whoever made the
change usually posts it at once (an interaction's answer, the timer dispatcher) while holding
the row for ``POST_HOLD`` seconds; if that fails or the process dies, the row is left for
any process's outbox pass (``Delivery.claim_posts``), which turns the rows of one match back
into ``Notice`` objects, in order, the boards of consecutive moves folded into one post.

A row holds only public things: the events' public lines (never a seat's private ones),
the users to ping, an optional message. Its key is the front end's nonce, so a post retried
after a crash is not shown twice.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from rules.core import Event, Msg
from service.core import POST_HOLD as POST_HOLD
from service.core import ActResult, public_record
from storage import MatchRecord, OutboxItem, OutboxRecord

POST_RETRY = 30.0  # seconds before a post that failed is tried again (doubling each time)
POST_ATTEMPTS = 6  # attempts at one post before it is given up (30 s … 16 min apart)
POST_KEPT = 7 * 24 * 3600.0  # seconds done rows are kept (an audit trail), then pruned

NoticeKind = Literal[
    "moved",
    "reminder",
    "timeout_reminded",
    "timeout_claimable",
    "ai_played",
    "vacation_on",
    "vacation_off",
    "follow_result",  # a follower's DM: the match ended (``service.follows``)
    "follow_turn",  # a follower's DM: a person was handed the turn
    "dm_turn",  # a player\'s DM: their turn began (``service.notices``)
    "dm_digest",  # a player's daily DM: every match waiting on them (``service.digests``)
]
BOARD_KINDS: frozenset[str] = frozenset({"moved", "ai_played"})  # posted with the board


@dataclass
class Notice:
    """Something the front end posts in ``channel`` on its own (a move's board, a timer
    fired, a vacation).

    ``message`` is in the match's ``language``; ``users_to_ping`` are the only users to
    mention. ``result`` is set when moves were made, so the board is posted with it.
    ``keys`` are the outbox rows the post settles (empty: nothing was stored for it).
    Nothing in a notice is private to one seat.
    """

    kind: NoticeKind
    match: MatchRecord  # the public record
    channel: str
    users_to_ping: list[str]
    message: Msg | None
    deadline: float | None = None  # when the late seat's time runs out, where it applies
    result: ActResult | None = None
    language: str = "en"
    user: str | None = None  # whom the notice is about
    keys: list[str] = field(default_factory=list)
    attempts: int = 1  # this is the n-th try at posting it
    version: int | None = None  # the match version a board post shows (at least)
    extra: dict[str, Any] = field(default_factory=dict)  # a follower's DM: its stored row

    @property
    def users(self) -> list[str]:
        return self.users_to_ping

    @property
    def nonce(self) -> str | None:
        """The front end's nonce for this post: the same post tried again is not shown
        twice (Discord keeps nonces for a few minutes; ≤ 25 characters: a longer key, such
        as a direct message's, is hashed, so no two keys cut short share a nonce)."""
        if not self.keys:
            return None
        key = self.keys[0]
        return key if len(key) <= 25 else hashlib.sha256(key.encode()).hexdigest()[:25]


def new_key() -> str:
    """A fresh outbox key: 16 hex digits (a Discord nonce takes at most 25 characters)."""
    return os.urandom(8).hex()


def public_events(events: Sequence[tuple[int, Event]]) -> list[list[Any]]:
    """(seat, event) pairs as JSON, every seat's private lines left out."""
    return [
        [seat, e.model_copy(update={"private": {}}).model_dump(mode="json")] for seat, e in events
    ]


def post_item(
    rec: MatchRecord,
    kind: NoticeKind,
    *,
    events: Sequence[tuple[int, Event]] = (),
    pings: Sequence[str] = (),
    message: Msg | None = None,
    deadline: float | None = None,
    user: str | None = None,
    holder: str | None = None,
    hold_until: float | None = None,
    version: int | None = None,
) -> OutboxItem:
    payload: dict[str, Any] = {"events": public_events(events), "pings": list(pings)}
    if version is not None:
        payload["version"] = version
    if message is not None:
        payload["message"] = message.model_dump(mode="json")
    if deadline is not None:
        payload["deadline"] = deadline
    if user is not None:
        payload["user"] = user
    return OutboxItem(new_key(), rec.channel, kind, payload, holder, hold_until)


def _events(payload: dict[str, Any]) -> list[tuple[int, Event]]:
    return [(int(seat), Event.model_validate(e)) for seat, e in payload.get("events", [])]


def notices_from_rows(rows: Sequence[OutboxRecord], rec: MatchRecord) -> list[Notice]:
    """The posts still owed for one match, in order: consecutive board posts (a move, the
    AI's answers, the AI playing a late turn) fold into one, which pings whom the last of
    them pinged, since the board shows the position as it is now."""
    from service.settings import MatchSettings

    language = MatchSettings.of(rec.settings).language
    public = public_record(rec)
    out: list[Notice] = []
    for row in rows:
        p = row.payload
        raw = p.get("message")
        message = Msg.model_validate(raw) if raw is not None else None
        kind: NoticeKind = row.kind  # type: ignore[assignment]
        last = out[-1] if out else None
        if kind in BOARD_KINDS and last is not None and last.kind in BOARD_KINDS:
            assert last.result is not None
            last.result.events.extend(_events(p))
            last.result.newly_active = list(p.get("pings", []))
            last.users_to_ping = [u for u in last.result.newly_active]
            if message is not None and last.message is None:
                last.message, last.kind = message, kind
            last.keys.append(row.key)
            last.attempts = max(last.attempts, row.attempts)
            last.version = p.get("version", last.version)
            continue
        result = None
        if kind in BOARD_KINDS:
            result = ActResult(match=public, events=_events(p))
            result.newly_active = list(p.get("pings", []))
        out.append(
            Notice(
                kind=kind,
                match=public,
                channel=row.channel,
                users_to_ping=list(p.get("pings", [])),
                message=message,
                deadline=p.get("deadline"),
                result=result,
                language=language,
                user=p.get("user"),
                keys=[row.key],
                attempts=max(1, row.attempts),
                version=p.get("version"),
                extra=dict(p) if kind.startswith("follow_") or kind == "dm_digest" else {},
            )
        )
    return out
