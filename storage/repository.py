"""The match repository: the one storage interface the service is written against.

``Store`` names every operation; each backend implements all of them with the same
meaning (the storage tests run against both):

* ``storage.sqlite.SqliteStore`` — one SQLite file (aiosqlite), the default;
* ``storage.postgres.PostgresStore`` — a PostgreSQL database (asyncpg), for several
  processes sharing one database.

``storage.factory.open_store(location)`` (also ``storage.open_store``) picks the backend
from the location; the backends import this module and never the reverse.

Every write is one transaction. Versioned writes first bump ``matches.version`` with
``WHERE version = <expected>``; a mismatch raises ``StaleVersion`` and rolls the whole
write back, so of two writers holding the same version exactly one wins, in one process
or many.
"""

from __future__ import annotations

import os
import re
from abc import ABC, abstractmethod
from collections.abc import Collection, Sequence
from types import TracebackType
from typing import Any, ClassVar, NamedTuple, Self

from storage.models import (
    ActionRecord,
    FinishedMatch,
    MatchRecord,
    OutboxRecord,
    RatingRecord,
    SeatRecord,
    TimerRecord,
    UserTimerRecord,
)

DEFAULT_LOCATION = "data/strategos.db"
ENV_VAR = "STRATEGOS_DB"
_PG_URL = re.compile(r"^postgres(?:ql)?://", re.IGNORECASE)
# What a PostgreSQL URL becomes after a trip through pathlib.Path ("//" folds to "/").
FOLDED_PG_URL = re.compile(r"^postgres(?:ql)?:/[^/]", re.IGNORECASE)

Location = str | os.PathLike[str]


class TimerPlan(NamedTuple):
    """Timers to change with a move, in its own transaction (see ``append_action``): drop
    those of every seat not in ``keep_seats`` (and the seatless ones), then set ``timers``
    as (kind, seat, due_at), as ``replace_timers`` does."""

    keep_seats: frozenset[int]
    timers: tuple[tuple[str, int | None, float], ...]


class OutboxItem(NamedTuple):
    """A post owed to ``channel``, written in the same transaction as the change it tells
    (see ``Store.append_action``). ``key`` names it (unique; a front end's nonce); the
    writer may hold it (``holder`` until ``hold_until``) to post it itself, e.g. as the
    answer to the interaction that made the change: nobody else claims it meanwhile."""

    key: str
    channel: str
    kind: str
    payload: dict[str, Any]
    holder: str | None = None
    hold_until: float | None = None


NO_POSTS: tuple[OutboxItem, ...] = ()


class RatingChange(NamedTuple):
    """One player's new rating after a match (see ``Store.record_ratings``): computed from
    the row that had ``seen`` rated matches (0: the player had no row yet); ``result`` is
    "win", "loss" or "draw"."""

    scope: str
    game: str
    player: str
    mu: float
    sigma: float
    result: str
    seen: int


RESULTS: frozenset[str] = frozenset({"win", "loss", "draw"})


class MatchSnapshot(NamedTuple):
    """A match read together with its seats (see ``Store.match_snapshot``)."""

    match: MatchRecord
    seats: list[SeatRecord]
    request_seq: int | None  # the seq of the action that carried the asked request id


def is_postgres_url(location: Location) -> bool:
    return isinstance(location, str) and _PG_URL.match(location) is not None


class Store(ABC):
    """The persistence API the match service is written against (see the module docstring).

    Records are immutable pydantic models; ids are positive integers; times are float
    seconds given by the caller (the store never reads a clock).
    """

    backend: ClassVar[str]  # "sqlite" or "postgresql"
    # The migration numbers applied by this open (empty when the schema was current).
    applied_migrations: list[int]

    # --- lifecycle -----------------------------------------------------------------------
    @abstractmethod
    async def close(self) -> None: ...

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    @property
    @abstractmethod
    def path(self) -> str:
        """Where the data lives: the SQLite file, or the PostgreSQL URL without password."""

    @abstractmethod
    async def schema_version(self) -> int:
        """The number of the last migration applied."""

    # --- matches -------------------------------------------------------------------------
    @abstractmethod
    async def create_match(
        self,
        *,
        game: str,
        channel: str,
        guild: str | None,
        creator: str,
        options: dict[str, Any],
        seed: str,
        engine_version: int,
        now: float,
        settings: dict[str, Any] | None = None,
    ) -> MatchRecord:
        """A new match in the lobby at version 0; ``ChannelBusy`` if the channel has one open."""

    @abstractmethod
    async def get_match(self, match_id: int) -> MatchRecord:
        """The match; ``NotFound`` if there is none (also for ids no backend can hold)."""

    @abstractmethod
    async def match_in_channel(self, channel: str) -> MatchRecord | None:
        """The lobby or active match in ``channel``, if any."""

    @abstractmethod
    async def list_matches(
        self, *, status: str | None = None, limit: int | None = None
    ) -> list[MatchRecord]:
        """Matches, newest first, optionally of one status and at most ``limit`` of them."""

    @abstractmethod
    async def user_matches(self, user: str, *, status: str = "active") -> list[MatchRecord]:
        """The matches of ``status`` in which ``user`` holds a seat, oldest first."""

    @abstractmethod
    async def count_matches(self) -> int: ...

    @abstractmethod
    async def set_status(
        self,
        match_id: int,
        *,
        expected_version: int,
        status: str,
        outcome: dict[str, Any] | None,
        now: float,
    ) -> MatchRecord:
        """Move the match to ``status`` and store ``outcome`` as given (None clears it)."""

    @abstractmethod
    async def update_settings(
        self,
        match_id: int,
        *,
        expected_version: int,
        settings: dict[str, Any],
        now: float,
        outbox: Sequence[OutboxItem] = NO_POSTS,
    ) -> MatchRecord:
        """Replace the match's settings object (and write ``outbox`` with it)."""

    # --- seats ---------------------------------------------------------------------------
    @abstractmethod
    async def add_seat(
        self,
        match_id: int,
        user: str,
        *,
        ai: str | None,
        now: float,
        expected_version: int,
    ) -> MatchRecord:
        """Seat ``user`` (unnumbered until start); ``AlreadySeated`` if they already are."""

    @abstractmethod
    async def remove_seat(
        self, match_id: int, user: str, *, expected_version: int, now: float
    ) -> MatchRecord:
        """Unseat ``user``; ``NotFound`` if they hold no seat."""

    @abstractmethod
    async def seats(self, match_id: int) -> list[SeatRecord]:
        """Seats by seat number (unnumbered last), then by who joined first."""

    @abstractmethod
    async def start_match(
        self,
        match_id: int,
        *,
        expected_version: int,
        seat_order: list[str],
        state: str,
        now: float,
        timers: TimerPlan | None = None,
        outbox: Sequence[OutboxItem] = NO_POSTS,
    ) -> MatchRecord:
        """Number the seats 0..n-1 in ``seat_order``, store the first state, go 'active'.

        ``seat_order`` must name every seated user exactly once (else ``StorageError``).
        ``timers`` (the first turn's clock, by the new seat numbers), when given, are set in
        the same transaction, as ``append_action`` does with a move's.
        """

    @abstractmethod
    async def import_started_matches(
        self,
        matches: list[tuple[str, str, str, str, list[str]]],
        *,
        engine_version: int,
        now: float,
    ) -> int:
        """Bulk-load started matches in one transaction: (game, channel, seed, state, users).

        Users are seated 0..n-1 in the given order; each match is 'active' at version 1 with
        an empty log. For imports and for filling benchmark databases; returns the count.
        """

    # --- actions -------------------------------------------------------------------------
    @abstractmethod
    async def append_action(
        self,
        match_id: int,
        *,
        expected_version: int,
        seat: int | None,
        kind: str,
        payload: dict[str, Any],
        state: str,
        state_hash: str,
        now: float,
        status: str | None = None,
        outcome: dict[str, Any] | None = None,
        settings: dict[str, Any] | None = None,
        request_id: str | None = None,
        timers: TimerPlan | None = None,
        outbox: Sequence[OutboxItem] = NO_POSTS,
    ) -> MatchRecord:
        """Append one action and the state it led to, atomically, if nobody moved first.

        ``status``/``outcome``/``settings`` change only when given; ``timers``, when given,
        are changed in the same transaction (a move and the turn clock it starts are
        stored together or not at all), and so is ``outbox`` written (what the move must
        tell the channel is stored with it). Raises ``StaleVersion``
        (nothing written) when the match is no longer at ``expected_version``, and
        ``DuplicateRequest`` (nothing written) when an action of this match already carries
        ``request_id``.
        """

    @abstractmethod
    async def match_snapshot(
        self, match_id: int, *, request_id: str | None = None
    ) -> MatchSnapshot:
        """The match, its seats and (with ``request_id``) the seq of the action that carried
        that request, read together. ``NotFound`` if there is no such match."""

    @abstractmethod
    async def last_actions(self, match_id: int, count: int) -> list[ActionRecord]:
        """The match's last ``count`` actions, in order."""

    @abstractmethod
    async def request_seen(self, match_id: int, request_id: str) -> int | None:
        """The seq of the action that carried ``request_id``, if any."""

    @abstractmethod
    async def actions(self, match_id: int, *, after_seq: int = 0) -> list[ActionRecord]:
        """The match's actions with ``seq > after_seq``, in order."""

    # --- timers --------------------------------------------------------------------------
    @abstractmethod
    async def set_timer(
        self, match_id: int, kind: str, *, seat: int | None, due_at: float
    ) -> TimerRecord:
        """Set (or move) the one timer of this kind for this seat of the match."""

    @abstractmethod
    async def clear_timers(self, match_id: int, kind: str | None = None) -> None:
        """Drop the match's timers (only those of ``kind`` when given)."""

    @abstractmethod
    async def replace_timers(
        self,
        match_id: int,
        *,
        keep_seats: Collection[int],
        timers: Sequence[tuple[str, int | None, float]],
        expected_version: int | None = None,
    ) -> bool:
        """In one transaction: drop the timers of every seat not in ``keep_seats`` (and the
        seatless ones), then set ``timers`` as (kind, seat, due_at).

        With ``expected_version``, nothing is written (and False comes back) unless the match
        is still at that version: timers planned from an older position must not overwrite
        those of a newer one. The version itself is not bumped.
        """

    @abstractmethod
    async def match_timers(self, match_id: int) -> list[TimerRecord]:
        """The match's timers, by seat and kind."""

    @abstractmethod
    async def advance_timer(
        self, timer_id: int, *, expected_due: float, next_due: float | None
    ) -> bool:
        """Claim a due timer: move it to ``next_due`` (or delete it when None), but only if
        it is still due at ``expected_due``. False means someone else handled it first, or
        the timer was moved or dropped meanwhile: the caller must not act on it."""

    @abstractmethod
    async def due_timers(self, now: float) -> list[TimerRecord]:
        """Timers due at or before ``now``, earliest first (they stay until cleared)."""

    @abstractmethod
    async def next_timer(self) -> TimerRecord | None:
        """The timer due first, if any."""

    # --- timer leases (several processes on one database) -------------------------------
    # A process claims due timers for a lease, handles them, then completes them. Until the
    # lease runs out no other claim returns the timer; after that any process may take it
    # over (the owner crashed or hung). Setting a timer to a new due time, moving it or
    # clearing it ends any claim on it, so a late ``complete_timer`` never drops a deadline
    # that was set after the claim.
    @abstractmethod
    async def claim_due_timers(
        self, owner: str, now: float, lease: float, limit: int = 100
    ) -> list[TimerRecord]:
        """Take up to ``limit`` timers due at or before ``now`` that nobody holds, or whose
        lease ran out by ``now``, for ``owner`` until ``now + lease``; earliest due first.

        Two claimers, in one process or in many, never get the same timer while its lease
        runs (PostgreSQL: ``FOR UPDATE SKIP LOCKED``; SQLite: one ``UPDATE … RETURNING``
        under the write lock)."""

    @abstractmethod
    async def renew_timers(
        self, owner: str, timer_ids: Collection[int], *, now: float, lease: float
    ) -> list[int]:
        """Extend ``owner``'s claims on these timers to ``now + lease``; the ids it still
        held (and now holds longer), in ascending order."""

    @abstractmethod
    async def complete_timer(
        self,
        timer_id: int,
        *,
        owner: str,
        next_due: float | None = None,
        outbox: Sequence[OutboxItem] = NO_POSTS,
        match_id: int | None = None,
        now: float = 0.0,
    ) -> bool:
        """``owner`` handled the timer: delete it, or (with ``next_due``) move it there and
        let go of it; ``outbox`` (posts of ``match_id``, written at ``now``) is written in
        the same transaction, only if the completion succeeds. False, and nothing changed,
        when ``owner`` no longer holds it: its lease was taken over, or the timer was set
        anew, moved or cleared meanwhile."""

    @abstractmethod
    async def release_timer(self, timer_id: int, *, owner: str) -> bool:
        """Give a held timer back unhandled, so any process may claim it at once; False when
        ``owner`` did not hold it."""

    @abstractmethod
    async def next_claim_at(self) -> float | None:
        """The earliest time at which ``claim_due_timers`` or ``claim_user_timers`` can
        return something: a free timer's due time, or a held timer's lease end (if later
        than its due time)."""

    # --- a user's timers (migration 0009) ------------------------------------------------
    # Timers of a user, not of a match: one per (user, kind), e.g. their daily digest. Claimed
    # with a lease like match timers; ``next_claim_at`` counts them too.
    @abstractmethod
    async def set_user_timer(self, user: str, kind: str, due_at: float | None) -> None:
        """Set (or move) the user's timer of ``kind``; None drops it. A new setting ends any
        claim on it, so a late ``complete_user_timer`` of the old one changes nothing."""

    @abstractmethod
    async def user_timer(self, user: str, kind: str) -> UserTimerRecord | None: ...

    @abstractmethod
    async def claim_user_timers(
        self, owner: str, now: float, lease: float, limit: int = 100
    ) -> list[UserTimerRecord]:
        """As ``claim_due_timers``, for users' timers: up to ``limit`` due by ``now`` that
        nobody holds (or whose lease ran out), for ``owner`` until ``now + lease``."""

    @abstractmethod
    async def complete_user_timer(
        self,
        user: str,
        kind: str,
        *,
        owner: str,
        next_due: float | None = None,
        outbox: Sequence[OutboxItem] = NO_POSTS,
        match_id: int | None = None,
        now: float = 0.0,
    ) -> list[str] | None:
        """``owner`` handled the timer: drop it, or move it to ``next_due`` and let go, and
        write ``outbox`` (filed under ``match_id``) in the same transaction, each row at
        most once under its key. The keys written (a key already in the outbox is not
        written again, nor listed); None, and nothing changed, when ``owner`` no longer
        holds the timer."""

    @abstractmethod
    async def release_user_timer(self, user: str, kind: str, *, owner: str) -> bool:
        """Give a held user timer back unhandled; False when ``owner`` did not hold it."""

    # --- the outbox ----------------------------------------------------------------------
    @abstractmethod
    async def add_outbox(self, match_id: int, items: Sequence[OutboxItem], *, now: float) -> None:
        """Write posts on their own (a change that is not a move or a timer)."""

    @abstractmethod
    async def claim_outbox(
        self, owner: str, now: float, lease: float, limit: int = 50
    ) -> list[OutboxRecord]:
        """Take, for ``owner`` until ``now + lease``, the posts still to make of up to
        ``limit`` matches: every free row (nobody holds it, or its lease ran out, and its
        back-off is over) of each match whose earliest row still to post is free — so the
        posts of one match are made in order, by one process at a time. Oldest first.
        Two claimers never get the same row while its lease runs."""

    @abstractmethod
    async def finish_outbox(
        self, keys: Collection[str], *, owner: str, now: float, result: str = "posted"
    ) -> list[str]:
        """Mark as done the rows of ``keys`` that ``owner`` holds; the keys it finished."""

    @abstractmethod
    async def release_outbox(
        self, keys: Collection[str], *, owner: str, not_before: float = 0.0
    ) -> list[str]:
        """Give back rows ``owner`` holds, to be claimed again from ``not_before`` on."""

    @abstractmethod
    async def outbox(
        self, match_id: int | None = None, *, pending: bool = False
    ) -> list[OutboxRecord]:
        """The outbox rows (of one match; only those still to post), in written order."""

    @abstractmethod
    async def next_outbox_at(self) -> float | None:
        """When ``claim_outbox`` can next find something (None: nothing is left to post)."""

    @abstractmethod
    async def prune_outbox(self, before: float) -> int:
        """Delete rows done before ``before``; how many."""

    # --- settings ------------------------------------------------------------------------
    @abstractmethod
    async def get_setting(self, scope: str, key: str) -> Any | None: ...

    @abstractmethod
    async def set_setting(self, scope: str, key: str, value: Any) -> None:
        """Store any JSON value; ``None`` deletes the setting."""

    @abstractmethod
    async def scope_settings(self, scope: str) -> dict[str, Any]:
        """Every setting of ``scope``, key to value (a match's followers, say)."""

    # --- ratings -------------------------------------------------------------------------
    @abstractmethod
    async def ratings_of(
        self, scope: str, game: str, players: Collection[str]
    ) -> list[RatingRecord]:
        """The ratings of these players in ``game`` and ``scope`` that exist, by player."""

    @abstractmethod
    async def record_ratings(
        self,
        match_id: int,
        *,
        finished_at: float,
        changes: Sequence[RatingChange],
        now: float,
    ) -> bool:
        """Rate a finished match once, in one transaction: mark it rated, then write each
        change (the player's row gets the new rating and one more match of its ``result``).

        False, and nothing written, when the match was already rated (a retry). Raises
        ``StaleRating``, nothing written, when a row no longer has the ``seen`` count the
        change was computed from (another match of that player was rated meanwhile)."""

    @abstractmethod
    async def leaderboard(self, scope: str, game: str, limit: int) -> list[RatingRecord]:
        """The best ``limit`` ratings of ``game`` in ``scope``: by ``mu - 3 * sigma`` (the
        conservative estimate) highest first, then by player."""

    @abstractmethod
    async def player_ratings(self, player: str) -> list[RatingRecord]:
        """Every rating of ``player``, by game then scope."""

    @abstractmethod
    async def finished_matches(self) -> list[FinishedMatch]:
        """Every finished match with what rating it needs, in the order ratings are applied:
        by the time of its last action, then by id."""

    @abstractmethod
    async def replace_ratings(
        self, ratings: Sequence[RatingRecord], rated: Sequence[tuple[int, float]]
    ) -> None:
        """In one transaction: drop every rating and rated mark, then write ``ratings`` and
        the ``rated`` marks (match id, finished_at). A recomputation stores its result so."""
