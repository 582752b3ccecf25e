"""Shared ground of the match service: the base class over the store, the result of a move,
and the seat helpers every part uses."""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeVar

from pydantic import ValidationError

from rules.core import Event, Game, Msg, Outcome
from rules.games import get_game
from service.errors import ServiceError, StaleView
from service.settings import UserSettings
from service.thinking import Thinker
from storage import MatchRecord, OutboxItem, SeatRecord, StaleVersion, Store

log = logging.getLogger("service.matches")  # the name the service has always logged under

T = TypeVar("T")

AI_PREFIX = "ai:"


def ai_user(kind: str, n: int) -> str:
    return f"{AI_PREFIX}{kind}:{n}"


def is_ai(user: str) -> bool:
    return user.startswith(AI_PREFIX)


@dataclass
class ActResult:
    match: MatchRecord
    events: list[tuple[int, Event]] = field(default_factory=list)  # (seat, event), AI moves too
    to_act: list[str] = field(default_factory=list)
    newly_active: list[str] = field(default_factory=list)  # whose turn began: ping these
    outcome: Outcome | None = None
    became_active: set[int] = field(default_factory=set)  # seats handed the move, any step
    # the timers were stored with the last move (no separate scheduling needed)
    timers_planned: bool = field(default=False, repr=False, compare=False)
    # the outbox rows this request wrote (keys): the caller posts them and marks them done
    posts: list[str] = field(default_factory=list, repr=False, compare=False)
    # the caller posts the rows itself (an interaction's answer): they are held for it
    hold_posts: bool = field(default=False, repr=False, compare=False)
    # what the last row of the request says with the board (the AI played a late turn)
    post_kind: str = field(default="moved", repr=False, compare=False)
    post_message: Msg | None = field(default=None, repr=False, compare=False)
    post_user: str | None = field(default=None, repr=False, compare=False)
    # an AI job timer was stored with this request's first move (see ``Play._apply``)
    ai_job: bool = field(default=False, repr=False, compare=False)
    auto_moves: int = field(default=0, repr=False, compare=False)  # made for a late seat


def player(user: str) -> Msg:
    """A user named in a message. Renders as the id; a front end may swap each of these for
    a mention or a display name with ``name_players`` before rendering."""
    return Msg.of("service.player", user=user)


def name_players(msg: Msg, name: Callable[[str], str]) -> Msg:
    """``msg`` with every ``service.player`` inside it replaced by ``name(user)``."""

    def swap(value: Any) -> Any:
        if isinstance(value, dict) and "key" in value:
            value = Msg.model_validate(value)  # a message read back from storage
        if isinstance(value, Msg):
            if value.key == "service.player":
                return name(str(value.params.get("user", "")))
            return value.model_copy(
                update={"params": {k: swap(v) for k, v in value.params.items()}}
            )
        if isinstance(value, list | tuple):
            return [swap(v) for v in value]
        return value

    result = swap(msg)
    return result if isinstance(result, Msg) else Msg.of("service.player", user=str(result))


def public_record(rec: MatchRecord) -> MatchRecord:
    """The record without what no player may see: the full state (hands, decks) and the seed
    from which every shuffle follows. Front ends only ever get this form."""
    return rec.model_copy(update={"state": None, "seed": ""})


def seat_user(seats: Sequence[SeatRecord], seat: int) -> str | None:
    for s in seats:
        if s.seat == seat:
            return s.user
    return None


def user_seat(seats: Sequence[SeatRecord], user: str) -> int | None:
    for s in seats:
        if s.user == user:
            return s.seat
    return None


def human_seats(seats: Sequence[SeatRecord]) -> dict[int, str]:
    """Seat number → user, for the seats people hold (AI seats get no timers)."""
    return {s.seat: s.user for s in seats if s.seat is not None and s.ai is None}


# Parsed positions of the most recently played active matches. Each holds the record (with
# the state's JSON) and the parsed state: about 13-95 kB (Babel 1.4 + 12 kB, Polis 3 + 27,
# Nations 3.4 + 26, Duellum 9 + 84 at the end of a game), so a full cache is tens of MB.
STATE_CACHE_SIZE = 1024


class Known(NamedTuple):
    match: MatchRecord  # with the full state and seed: never handed to a front end
    seats: list[SeatRecord] | None
    state: Any


def _same_version(a: MatchRecord, b: MatchRecord) -> bool:
    return a.id == b.id and a.version == b.version and a.created_at == b.created_at


POST_HOLD = 60.0  # see ``ServiceCore.post_hold``
AI_JOB_GRACE = 30.0  # see ``ServiceCore.ai_job_grace``
TIMER_LEASE = 60.0  # seconds a claimed timer stays this process's (renewed while it works)


def default_timer_owner() -> str:
    """A name for this process among all that share the database: host, pid and a random
    part (a restarted process with a recycled pid is still someone else)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"


USER_SCOPE = "user:{}"
PREFS = "prefs"  # the UserSettings object


class ServiceCore:
    """What every part of the match service stands on: the store, the clock, the timer hook,
    a player's own settings, and the versioned read and write of a match.

    Every change is one store transaction guarded by the match version, so two players acting
    at once can never double or lose a move: the second is told the game moved on."""

    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        on_timers_changed: Callable[[], None] | None = None,
        timer_owner: str | None = None,
        timer_lease: float = TIMER_LEASE,
    ) -> None:
        self.store = store
        self.clock = clock
        self.on_timers_changed = on_timers_changed
        # Who this service is when it claims due timers (one name per process), and for how
        # long a claim holds before another process may take the timer over.
        self.timer_owner = timer_owner or default_timer_owner()
        self.timer_lease = timer_lease
        # match id -> (record, seats, parsed state) as this service last read or wrote them.
        # Trusted only where the store confirms the version: by the version just read, or by
        # the version-checked write itself (see ``Play.act``); another process's write always
        # makes it miss.
        self._states: OrderedDict[int, Known] = OrderedDict()
        # Run CPU work (AI decisions) on a worker thread, so an event loop that also answers
        # other players never waits on it. Off by default: the offline table and selfplay
        # have nothing else to serve, and a thread hop per AI move only slows them.
        self.cpu_offload = False
        # Write what every change must tell the channel to the outbox, in the change's own
        # transaction (see ``service.posts``). A front end with no channel to post in (the
        # offline table, selfplay) turns it off.
        self.outbox_posts = True
        # Seconds a writer holds the posts it makes itself before any process may take
        # them over, and seconds a request's own process has to make the AI answers before
        # the AI job stored with its move may (both long next to a real answer).
        self.post_hold = POST_HOLD
        self.held_posts: set[str] = set()  # outbox keys this process holds to post itself
        self.ai_job_grace = AI_JOB_GRACE
        # Where the strong AI thinks: in place by default (tests, the table); the bot gives
        # it processes of its own (``service.thinking``) and sets ``think_later``: a request
        # that hands the move to a searching AI is answered before it thinks, and the AI job
        # stored with the move (due at once) makes the AI's move, posted on its own
        self.thinker = Thinker("inline")
        self.think_later = False
        self._pruned_at = 0.0  # when done outbox rows were last pruned

    def _hold(self, hold: bool, now: float | None = None) -> dict[str, Any]:
        """The holder fields of an outbox row this process posts itself (none if not)."""
        if not hold:
            return {}
        start = self.clock() if now is None else now
        return {"holder": self.timer_owner, "hold_until": start + self.post_hold}

    async def _turn_dms(
        self, rec: MatchRecord, version: int, pings: list[str], events: list[Any]
    ) -> tuple[OutboxItem, ...]:
        """The direct messages a move owes the players it hands the move to (none here;
        ``service.notices.Notices`` writes those the players chose)."""
        return ()

    def _written(self, posts: Sequence[OutboxItem]) -> list[str]:
        """The keys of outbox rows just stored; those this process holds are remembered, so
        a clean stop can give them back (``release_held``)."""
        self.held_posts.update(p.key for p in posts if p.holder is not None)
        return [p.key for p in posts]

    async def run_cpu(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)``: on a worker thread when ``cpu_offload`` is set, else right here."""
        if self.cpu_offload:
            return await asyncio.to_thread(fn, *args)
        return fn(*args)

    async def user_settings(self, user: str) -> UserSettings:
        raw = await self.store.get_setting(USER_SCOPE.format(user), PREFS)
        if not isinstance(raw, dict):
            return UserSettings()
        try:
            return UserSettings.model_validate(raw)
        except ValidationError:  # a zone this system no longer knows: start afresh
            log.warning("user %s has settings that no longer validate: %r", user, raw)
            return UserSettings(vacation_since=raw.get("vacation_since"))

    async def _save_prefs(self, user: str, prefs: UserSettings) -> None:
        await self.store.set_setting(
            USER_SCOPE.format(user), PREFS, prefs.model_dump(mode="json", exclude_defaults=True)
        )

    async def _active(
        self, match_id: int
    ) -> tuple[MatchRecord, list[SeatRecord], Game[Any, Any], Any]:
        rec, seats, game, state, _seen = await self._active_for(match_id)
        return rec, seats, game, state

    async def _active_for(
        self, match_id: int, request_id: str | None = None
    ) -> tuple[MatchRecord, list[SeatRecord], Game[Any, Any], Any, int | None]:
        """The active match, its seats, game and position, read in one store call; with
        ``request_id``, also the seq of the action that already carried it (or None)."""
        snap = await self.store.match_snapshot(match_id, request_id=request_id)
        rec = snap.match
        if rec.status != "active" or rec.state is None:
            raise ServiceError(
                "service.error.not_active", status=Msg.of(f"service.status.{rec.status}")
            )
        game = get_game(rec.game)
        known = self._states.get(rec.id)
        if known is not None and _same_version(known.match, rec):
            state = known.state
        else:
            state = game.load_state(rec.state)
        self._remember(rec, state, snap.seats)
        return rec, snap.seats, game, state, snap.request_seq

    def _known(self, match_id: int) -> Known | None:
        """What this service last read or wrote of an active match, unconfirmed: use it only
        for a write that checks its version."""
        known = self._states.get(match_id)
        if known is None or known.seats is None or known.match.status != "active":
            return None
        return known

    def _remember(
        self, rec: MatchRecord, state: Any, seats: list[SeatRecord] | None = None
    ) -> None:
        """Keep ``state`` as the parsed position of ``rec`` at its version (states are never
        mutated: the rules return new ones). Without ``seats``, those known for the match
        stay: ``rec`` comes from this service's own version-checked write, which changes no
        seat."""
        if rec.status != "active":
            # Only an active match is ever played from here (``_known``, ``_active_for``);
            # a finished one kept would hold its final position (12-85 kB parsed) until
            # STATE_CACHE_SIZE newer matches pushed it out.
            self._states.pop(rec.id, None)
            return
        if seats is None:
            before = self._states.get(rec.id)
            seats = None if before is None else before.seats
        self._states[rec.id] = Known(rec, seats, state)
        self._states.move_to_end(rec.id)
        while len(self._states) > STATE_CACHE_SIZE:
            self._states.popitem(last=False)

    def _forget(self, match_id: int) -> None:
        self._states.pop(match_id, None)

    async def _versioned(self, op: Any, *, moved_on: bool = False) -> MatchRecord:
        try:
            rec: MatchRecord = await op
        except StaleVersion:
            raise StaleView(
                "service.error.moved_on" if moved_on else "service.error.lobby_changed"
            ) from None
        if rec.status != "active":  # finished, resigned, lost on time, aborted: not kept
            self._states.pop(rec.id, None)
        return rec

    async def _clear_timers(self, match_id: int) -> None:
        await self.store.clear_timers(match_id)
        self._timers_changed()

    def _timers_changed(self) -> None:
        if self.on_timers_changed is not None:
            try:
                self.on_timers_changed()
            except Exception:  # a front end's hook must never break a move
                log.exception("on_timers_changed hook failed")
