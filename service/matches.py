"""Lobby and turn flow over the store: create, join, start, act, resign, abort, views, logs.

Every change is one store transaction guarded by the match version, so two players acting
at once can never double or lose a move: the second is told the game moved on.
"""

from __future__ import annotations

import logging
import random
import secrets
import time
from collections.abc import Callable, Collection, Container, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from rules.core import Event, Game, Msg, Outcome, Rng, get_game, state_hash
from rules.core.game import Termination
from service.errors import AlreadyApplied, RepeatedMove, ServiceError, StaleView
from service.replay import Frame, replay_log, undone_seqs
from service.settings import (
    HOUR,
    MATCH_SETTING_KEYS,
    PLAYER_SETTING_KEYS,
    USER_SETTING_KEYS,
    MatchSettings,
    TimeoutAction,
    UserSettings,
    merged,
)
from storage import (
    ActionRecord,
    MatchRecord,
    NotFound,
    SeatRecord,
    StaleVersion,
    Store,
    TimerRecord,
)
from storage.errors import DuplicateRequest

log = logging.getLogger(__name__)

AI_PREFIX = "ai:"
MAX_AI_STEPS = 20_000  # a runaway guard; real games end long before
REPEAT_SCAN = 40  # how far back the repeat check looks past AI answers


def ai_user(kind: str, n: int) -> str:
    return f"{AI_PREFIX}{kind}:{n}"


def is_ai(user: str) -> bool:
    return user.startswith(AI_PREFIX)


@dataclass
class LogLine:
    """One stored action and what ``viewer`` may read of it: (acting seat or None, message).

    ``undone`` marks a move a later undo took back (the undo has a line of its own)."""

    seq: int
    seat: int | None
    user: str | None
    kind: str
    messages: list[tuple[int | None, Msg]]
    undone: bool = False


@dataclass
class StatusInfo:
    match: MatchRecord
    seats: list[SeatRecord]
    viewer_seat: int | None
    view: BaseModel | None  # None while the match is in its lobby
    to_act: list[str]  # users who must act now
    legal: list[Any]  # the viewer's legal actions, when the viewer must act
    outcome: Outcome | None

    def user_of(self, seat: int) -> str | None:
        return _user_of(self.seats, seat)


@dataclass
class ActResult:
    match: MatchRecord
    events: list[tuple[int, Event]] = field(default_factory=list)  # (seat, event), AI moves too
    to_act: list[str] = field(default_factory=list)
    newly_active: list[str] = field(default_factory=list)  # whose turn began: ping these
    outcome: Outcome | None = None
    became_active: set[int] = field(default_factory=set)  # seats handed the move, any step


NoticeKind = Literal[
    "reminder", "timeout_reminded", "timeout_claimable", "ai_played", "vacation_on", "vacation_off"
]


@dataclass
class Notice:
    """Something the front end posts in ``channel`` on its own (a timer fired, a vacation).

    ``message`` is in the match's ``language``; ``users_to_ping`` are the only users to
    mention. ``result`` is set when moves were made (the AI played a late seat's turn), so
    the board can be posted with it. Nothing in a notice is private to one seat.
    """

    kind: NoticeKind
    match: MatchRecord  # the public record
    channel: str
    users_to_ping: list[str]
    message: Msg
    deadline: float | None = None  # when the late seat's time runs out, where it applies
    result: ActResult | None = None
    language: str = "en"
    user: str | None = None  # whom the notice is about

    @property
    def users(self) -> list[str]:
        return self.users_to_ping


@dataclass
class UndoStatus:
    """Where an undo request stands. ``applied``: the move was taken back and ``result``
    carries the undo event and who must act now; otherwise ``waiting_for`` lists the
    players whose answer is needed, or ``refused`` says one of them said no."""

    applied: bool
    match: MatchRecord
    request_id: str
    seq: int  # the move to take back
    requested_by: str
    waiting_for: list[str] = field(default_factory=list)
    approved: list[str] = field(default_factory=list)
    refused: bool = False
    refused_by: str | None = None
    result: ActResult | None = None

    @property
    def events(self) -> list[tuple[int, Event]]:
        return self.result.events if self.result else []

    @property
    def to_act(self) -> list[str]:
        return self.result.to_act if self.result else []


def player(user: str) -> Msg:
    """A user named in a message. Renders as the id; a front end may swap each of these for
    a mention or a display name with ``name_players`` before rendering."""
    return Msg.of("service.player", user=user)


def name_players(msg: Msg, name: Callable[[str], str]) -> Msg:
    """``msg`` with every ``service.player`` inside it replaced by ``name(user)``."""

    def swap(value: Any) -> Any:
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


def _user_of(seats: Sequence[SeatRecord], seat: int) -> str | None:
    for s in seats:
        if s.seat == seat:
            return s.user
    return None


def _seat_of(seats: Sequence[SeatRecord], user: str) -> int | None:
    for s in seats:
        if s.user == user:
            return s.seat
    return None


def _humans(seats: Sequence[SeatRecord]) -> dict[int, str]:
    """Seat number → user, for the seats people hold (AI seats get no timers)."""
    return {s.seat: s.user for s in seats if s.seat is not None and s.ai is None}


USER_SCOPE = "user:{}"
PREFS = "prefs"  # the UserSettings object
PAUSED = "paused"  # match id → seconds of turn time left when the vacation began
AI_TIMEOUT_NOTE = "timeout"  # payload["auto"] of moves the AI made for a late seat

REMINDER_UNTIL = {
    TimeoutAction.REMIND: "service.notice.reminder_until_remind",
    TimeoutAction.CLAIM: "service.notice.reminder_until_claim",
    TimeoutAction.AI: "service.notice.reminder_until_ai",
}


class MatchService:
    """The match service. ``on_timers_changed`` is called (synchronously) after the service
    set or dropped timers, so a dispatcher sleeping until the next one can look again."""

    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        on_timers_changed: Callable[[], None] | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        self.on_timers_changed = on_timers_changed

    # --- lobby -------------------------------------------------------------------------
    async def create(
        self,
        game_id: str,
        *,
        channel: str,
        creator: str,
        guild: str | None = None,
        options: dict[str, Any] | None = None,
        seed: str | None = None,
        seat_creator: bool = True,
    ) -> MatchRecord:
        """Open a lobby in ``channel``; the creator takes the first seat unless told not to."""
        game = get_game(game_id)
        opts = game.options(options)
        existing = await self.store.match_in_channel(channel)
        if existing is not None:
            raise ServiceError("service.error.channel_busy", match=existing.id, game=existing.game)
        rec = await self.store.create_match(
            game=game.id,
            channel=channel,
            guild=guild,
            creator=creator,
            options=opts.model_dump(mode="json"),
            seed=seed or secrets.token_hex(8),
            engine_version=game.engine_version,
            now=self.clock(),
        )
        if not seat_creator:
            return public_record(rec)
        return public_record(
            await self.store.add_seat(
                rec.id, creator, ai=None, now=self.clock(), expected_version=rec.version
            )
        )

    async def in_channel(self, channel: str) -> MatchRecord:
        rec = await self.store.match_in_channel(channel)
        if rec is None:
            raise ServiceError("service.error.no_match_here")
        return public_record(rec)

    async def _lobby(self, match_id: int) -> tuple[MatchRecord, list[SeatRecord], Game[Any, Any]]:
        rec = await self.store.get_match(match_id)
        if rec.status != "lobby":
            raise ServiceError(
                "service.error.not_in_lobby", status=Msg.of(f"service.status.{rec.status}")
            )
        return rec, await self.store.seats(match_id), get_game(rec.game)

    async def join(self, match_id: int, user: str) -> MatchRecord:
        rec, seats, game = await self._lobby(match_id)
        if any(s.user == user for s in seats):
            raise ServiceError("service.error.already_seated")
        if len(seats) >= game.max_players:
            raise ServiceError("service.error.match_full", max=game.max_players)
        return public_record(
            await self._versioned(
                self.store.add_seat(
                    rec.id, user, ai=None, now=self.clock(), expected_version=rec.version
                )
            )
        )

    async def add_ai(self, match_id: int, by_user: str, kind: str = "heuristic") -> MatchRecord:
        rec, seats, game = await self._lobby(match_id)
        if not any(s.user == by_user for s in seats) and by_user != rec.creator:
            raise ServiceError("service.error.not_seated")
        if kind not in game.ais:
            raise ServiceError("service.error.unknown_ai", kind=kind, known=sorted(game.ais))
        if len(seats) >= game.max_players:
            raise ServiceError("service.error.match_full", max=game.max_players)
        n = sum(1 for s in seats if s.ai is not None) + 1
        return public_record(
            await self._versioned(
                self.store.add_seat(
                    rec.id,
                    ai_user(kind, n),
                    ai=kind,
                    now=self.clock(),
                    expected_version=rec.version,
                )
            )
        )

    async def leave(self, match_id: int, user: str) -> MatchRecord:
        rec = await self.store.get_match(match_id)
        if rec.status == "active":
            raise ServiceError("service.error.leave_active")
        rec, seats, _game = await self._lobby(match_id)
        if not any(s.user == user for s in seats):
            raise ServiceError("service.error.not_seated")
        rec = await self._versioned(
            self.store.remove_seat(rec.id, user, expected_version=rec.version, now=self.clock())
        )
        if not any(s.ai is None for s in await self.store.seats(match_id)):
            rec = await self.store.set_status(
                rec.id,
                expected_version=rec.version,
                status="aborted",
                outcome=None,
                now=self.clock(),
            )
        return public_record(rec)

    async def start(self, match_id: int, by_user: str) -> ActResult:
        rec, seats, game = await self._lobby(match_id)
        if by_user != rec.creator:
            raise ServiceError("service.error.only_creator_starts")
        if not game.min_players <= len(seats) <= game.max_players:
            raise ServiceError(
                "service.error.player_count",
                have=len(seats),
                min=game.min_players,
                max=game.max_players,
            )
        order = Rng(seed=f"{rec.seed}:seats").shuffle([s.user for s in seats])
        state = game.setup(len(order), game.options(rec.options), rec.seed)
        rec = await self._versioned(
            self.store.start_match(
                rec.id,
                expected_version=rec.version,
                seat_order=order,
                state=game.dump_state(state),
                now=self.clock(),
            )
        )
        seats = await self.store.seats(match_id)
        result = ActResult(match=rec, became_active=set(game.active_seats(state)))
        rec, state = await self._run_ais(rec, seats, game, state, result)
        await self._schedule(rec, seats, game, frozenset(), state, result.became_active)
        return self._finish(result, rec, seats, game, state)

    # --- play --------------------------------------------------------------------------
    async def act(
        self,
        match_id: int,
        user: str,
        action: str | dict[str, Any],
        *,
        expected_version: int | None = None,
        request_id: str | None = None,
        repeat_window: float | None = None,
        answered: Container[str] = (),
    ) -> ActResult:
        """Apply ``user``'s action (notation text or JSON); AI seats then answer on their own.

        ``request_id`` (a Discord interaction id) is stored with the action: the same request
        is refused with ``AlreadyApplied`` if it comes again. With ``repeat_window`` (seconds),
        exactly the move this user made last, within that time and with only AI answers since,
        is refused with ``RepeatedMove`` so the front end can ask first (a retried command) —
        unless that move's request is in ``answered``: the front end knows the player saw it
        go through, so the repeat is deliberate."""
        rec, seats, game, state = await self._active(match_id)
        if request_id is not None and (seq := await self.store.request_seen(rec.id, request_id)):
            raise AlreadyApplied(seq)
        if expected_version is not None and expected_version != rec.version:
            raise StaleView("service.error.stale_view")
        seat = _seat_of(seats, user)
        if seat is None:
            raise ServiceError("service.error.not_seated")
        a = game.parse_notation(action) if isinstance(action, str) else game.parse_action(action)
        if repeat_window is not None:
            await self._refuse_repeat(rec, seats, game, seat, a, repeat_window, answered)
        before = game.active_seats(state)
        result = ActResult(match=rec)
        rec, state = await self._apply(rec, game, state, seat, a, result, request_id=request_id)
        rec, state = await self._run_ais(rec, seats, game, state, result)
        await self._schedule(rec, seats, game, before, state, result.became_active)
        return self._finish(result, rec, seats, game, state)

    async def _apply(
        self,
        rec: MatchRecord,
        game: Game[Any, Any],
        state: Any,
        seat: int,
        a: Any,
        result: ActResult,
        *,
        note: Event | None = None,
        auto: bool = False,
        request_id: str | None = None,
    ) -> tuple[MatchRecord, Any]:
        """Apply and store one move. ``note`` (a service event) goes in front of the move's
        own events; ``auto`` marks a move the AI made for a late seat."""
        before = game.active_seats(state)
        tr = game.apply(state, seat, a)  # a RuleError goes back to the player untouched
        outcome = game.outcome(tr.state)
        state_json = game.dump_state(tr.state)
        events = [note, *tr.events] if note is not None else tr.events
        payload: dict[str, Any] = {
            "action": game.dump_action(a),
            "events": [e.model_dump(mode="json") for e in events],
        }
        if auto:
            payload["auto"] = AI_TIMEOUT_NOTE
        try:
            rec = await self._versioned(
                self.store.append_action(
                    rec.id,
                    expected_version=rec.version,
                    seat=seat,
                    kind="action",
                    payload=payload,
                    state=state_json,
                    state_hash=state_hash(state_json),
                    now=self.clock(),
                    status="finished" if outcome else None,
                    outcome=outcome.model_dump(mode="json") if outcome else None,
                    request_id=request_id,
                ),
                moved_on=True,
            )
        except DuplicateRequest:
            seen = await self.store.request_seen(rec.id, request_id or "")
            raise AlreadyApplied(seen or 0) from None
        result.events.extend((seat, e) for e in events)
        result.became_active |= game.active_seats(tr.state) - before
        return rec, tr.state

    async def _refuse_repeat(
        self,
        rec: MatchRecord,
        seats: list[SeatRecord],
        game: Game[Any, Any],
        seat: int,
        a: Any,
        window: float,
        answered: Container[str],
    ) -> None:
        """Raise ``RepeatedMove`` when ``a`` is exactly ``seat``'s last move, made at most
        ``window`` seconds ago, with nothing since but AI answers (no undo, no other player)."""
        humans = _humans(seats)
        wanted = game.dump_action(a)
        for act in reversed(await self.store.last_actions(rec.id, REPEAT_SCAN)):
            if act.kind != "action":
                return  # an undo or an abort in between: a repeat is what one expects
            if act.seat not in humans or act.payload.get("auto"):
                continue  # an AI seat's answer, or the AI playing a late turn
            recent = self.clock() - act.created_at <= window
            seen = act.request_id is not None and act.request_id in answered
            if act.seat == seat and act.payload.get("action") == wanted and recent and not seen:
                raise RepeatedMove(version=rec.version, seq=act.seq, at=act.created_at)
            return

    async def _run_ais(
        self,
        rec: MatchRecord,
        seats: list[SeatRecord],
        game: Game[Any, Any],
        state: Any,
        result: ActResult,
    ) -> tuple[MatchRecord, Any]:
        ai_seats = {s.seat: s.ai for s in seats if s.ai is not None and s.seat is not None}
        for _ in range(MAX_AI_STEPS):
            if game.outcome(state) is not None:
                return rec, state
            acting = sorted(seat for seat in game.active_seats(state) if seat in ai_seats)
            if not acting:
                return rec, state
            seat = acting[0]
            policy = game.ais[ai_seats[seat] or "random"]
            legal = game.legal_actions(state, seat)
            a = policy(game.view(state, seat), legal, random.Random(f"{rec.seed}:ai:{rec.version}"))
            rec, state = await self._apply(rec, game, state, seat, a, result)
        raise ServiceError("service.error.ai_runaway", steps=MAX_AI_STEPS)

    def _finish(
        self,
        result: ActResult,
        rec: MatchRecord,
        seats: list[SeatRecord],
        game: Game[Any, Any],
        state: Any,
    ) -> ActResult:
        """Fill in who must act now, and whose turn began during this request (to ping)."""
        active = game.active_seats(state)
        result.match = public_record(rec)
        result.outcome = game.outcome(state)
        result.to_act = [u for seat in sorted(active) if (u := _user_of(seats, seat)) is not None]
        result.newly_active = [
            u
            for seat in sorted(active & result.became_active)
            if (u := _user_of(seats, seat)) is not None
        ]
        return result

    async def resign(self, match_id: int, user: str) -> ActResult:
        rec, seats, game, state = await self._active(match_id)
        seat = _seat_of(seats, user)
        if seat is None:
            raise ServiceError("service.error.not_seated")
        winners = tuple(s.seat for s in seats if s.seat is not None and s.seat != seat)
        outcome = Outcome(
            winners=winners,
            termination=Termination.RESIGNATION,
            reason=Msg.of("service.end.resigned", seat=seat),
        )
        event = Event.of("service.event.resigned", seat)
        return await self._end_by(rec, game, state, seat, "resign", event, outcome, {})

    async def _end_by(
        self,
        rec: MatchRecord,
        game: Game[Any, Any],
        state: Any,
        seat: int,
        kind: str,
        event: Event,
        outcome: Outcome,
        extra: dict[str, Any],
    ) -> ActResult:
        """Finish the match outside the rules (a resignation, a win on time): one logged
        entry with the unchanged position, the outcome, and no timers left."""
        state_json = game.dump_state(state)
        rec = await self._versioned(
            self.store.append_action(
                rec.id,
                expected_version=rec.version,
                seat=seat,
                kind=kind,
                payload={"events": [event.model_dump(mode="json")], **extra},
                state=state_json,
                state_hash=state_hash(state_json),
                now=self.clock(),
                status="finished",
                outcome=outcome.model_dump(mode="json"),
            ),
            moved_on=True,
        )
        await self._clear_timers(rec.id)
        return ActResult(match=public_record(rec), events=[(seat, event)], outcome=outcome)

    async def abort(self, match_id: int, user: str, *, is_admin: bool = False) -> MatchRecord:
        rec = await self.store.get_match(match_id)
        if rec.status not in ("lobby", "active"):
            raise ServiceError("service.error.already_over")
        if user != rec.creator and not is_admin:
            raise ServiceError("service.error.abort_forbidden")
        outcome = Outcome(winners=(), termination=Termination.ABORTED).model_dump(mode="json")
        if rec.status == "lobby" or rec.state is None:
            return public_record(
                await self._versioned(
                    self.store.set_status(
                        rec.id,
                        expected_version=rec.version,
                        status="aborted",
                        outcome=outcome,
                        now=self.clock(),
                    )
                )
            )
        event = Event.of("service.event.aborted")
        rec = await self._versioned(
            self.store.append_action(
                rec.id,
                expected_version=rec.version,
                seat=None,
                kind="abort",
                payload={"events": [event.model_dump(mode="json")], "by": user},
                state=rec.state,
                state_hash=state_hash(rec.state),
                now=self.clock(),
                status="aborted",
                outcome=outcome,
            ),
            moved_on=True,
        )
        await self._clear_timers(rec.id)
        return public_record(rec)

    # --- settings ----------------------------------------------------------------------
    async def match_settings(self, match_id: int) -> MatchSettings:
        return MatchSettings.of((await self.store.get_match(match_id)).settings)

    async def update_match_settings(
        self, match_id: int, user: str, changes: dict[str, Any], *, is_admin: bool = False
    ) -> MatchSettings:
        """Change a match's settings (see ``service.settings`` for who may change what).

        A change of the turn clock (reminder, timeout or its action) re-arms the timers of
        whoever is to act now, counting from this moment."""
        for _ in range(5):  # settings do not depend on the position: retry a race
            rec = await self.store.get_match(match_id)
            if rec.status not in ("lobby", "active"):
                raise ServiceError("service.error.already_over")
            seats = await self.store.seats(match_id)
            if user != rec.creator and not is_admin:
                seated = any(s.user == user for s in seats)
                if not seated or not set(changes) <= PLAYER_SETTING_KEYS:
                    raise ServiceError("service.error.settings_forbidden")
            current = MatchSettings.of(rec.settings)
            new: MatchSettings = merged(MatchSettings, current, changes, MATCH_SETTING_KEYS)
            if new == current:
                return new
            try:
                rec = await self.store.update_settings(
                    rec.id,
                    expected_version=rec.version,
                    settings={**rec.settings, **new.model_dump(mode="json")},
                    now=self.clock(),
                )
            except StaleVersion:
                continue
            clock_changed = any(
                getattr(new, k) != getattr(current, k)
                for k in ("reminder_hours", "timeout_hours", "timeout_action")
            )
            if clock_changed and rec.status == "active" and rec.state is not None:
                game = get_game(rec.game)
                state = game.load_state(rec.state)
                active = game.active_seats(state)
                await self._schedule(rec, seats, game, active, state, set(active))
            return new
        raise StaleView("service.error.lobby_changed")

    async def user_settings(self, user: str) -> UserSettings:
        raw = await self.store.get_setting(USER_SCOPE.format(user), PREFS)
        if not isinstance(raw, dict):
            return UserSettings()
        try:
            return UserSettings.model_validate(raw)
        except ValidationError:  # a zone this system no longer knows: start afresh
            log.warning("user %s has settings that no longer validate: %r", user, raw)
            return UserSettings(vacation_since=raw.get("vacation_since"))

    async def update_user_settings(self, user: str, changes: dict[str, Any]) -> UserSettings:
        """Change the user's own settings (time zone, quiet hours, language). They apply to
        reminders and timeouts set from now on."""
        current = await self.user_settings(user)
        new: UserSettings = merged(UserSettings, current, changes, USER_SETTING_KEYS)
        if new != current:
            await self._save_prefs(user, new)
        return new

    async def _save_prefs(self, user: str, prefs: UserSettings) -> None:
        await self.store.set_setting(
            USER_SCOPE.format(user), PREFS, prefs.model_dump(mode="json", exclude_defaults=True)
        )

    # --- timers ------------------------------------------------------------------------
    async def _schedule(
        self,
        rec: MatchRecord,
        seats: Sequence[SeatRecord],
        game: Game[Any, Any],
        before: Collection[int],
        state: Any,
        restart: Collection[int],
    ) -> None:
        """Bring the match's timers in line after a change of position.

        ``before`` are the seats that were to act before the change, ``restart`` the seats
        handed the move during it (a new turn). A seat still to act that was not handed the
        move again keeps its timers: its time counts from when it became active. Costs
        nothing when the seats to act did not change, else one store transaction.
        """
        humans = _humans(seats)
        if not humans:
            return  # AI-only matches (selfplay) never have timers
        if rec.status != "active":
            await self._clear_timers(rec.id)
            return
        after_h = {s for s in game.active_seats(state) if s in humans}
        before_h = {s for s in before if s in humans}
        fresh = (after_h - before_h) | (after_h & set(restart))
        if after_h == before_h and not fresh:
            return
        timers = await self._fresh_timers(rec, humans, fresh)
        written = await self.store.replace_timers(
            rec.id, keep_seats=after_h - fresh, timers=timers, expected_version=rec.version
        )
        if not written:  # someone moved (or changed settings) meanwhile: plan from now
            await self._reconcile_timers(rec.id)
            return
        self._timers_changed()

    async def _fresh_timers(
        self, rec: MatchRecord, humans: dict[int, str], seats: Collection[int]
    ) -> list[tuple[str, int | None, float]]:
        """A new turn's timers for each of ``seats`` whose player is not on vacation."""
        settings = MatchSettings.of(rec.settings)
        now = self.clock()
        timers: list[tuple[str, int | None, float]] = []
        for seat in sorted(seats):
            prefs = await self.user_settings(humans[seat])
            if not prefs.on_vacation:
                timers.extend(_turn_timers(seat, prefs, settings, now))
        return timers

    async def _reconcile_timers(self, match_id: int) -> None:
        """Repair the timers from the stored position, when a race made the planned change
        stale: drop those of seats no longer to act, start a clock for seats to act that
        have none, and leave running clocks alone."""
        for _ in range(5):
            rec = await self.store.get_match(match_id)
            if rec.status != "active" or rec.state is None:
                await self._clear_timers(match_id)
                return
            humans = _humans(await self.store.seats(match_id))
            game = get_game(rec.game)
            active = {s for s in game.active_seats(game.load_state(rec.state)) if s in humans}
            have = {t.seat for t in await self.store.match_timers(match_id)}
            missing = {
                seat
                for seat in active - have
                if not (await self.user_settings(humans[seat])).on_vacation
            }
            if have <= active and not missing:
                return
            timers = await self._fresh_timers(rec, humans, missing)
            if await self.store.replace_timers(
                match_id, keep_seats=active & have, timers=timers, expected_version=rec.version
            ):
                self._timers_changed()
                return

    async def _clear_timers(self, match_id: int) -> None:
        await self.store.clear_timers(match_id)
        self._timers_changed()

    def _timers_changed(self) -> None:
        if self.on_timers_changed is not None:
            try:
                self.on_timers_changed()
            except Exception:  # a front end's hook must never break a move
                log.exception("on_timers_changed hook failed")

    async def deadlines(self, match_id: int) -> dict[str, float]:
        """When each player to act runs out of time (players on vacation have none)."""
        seats = await self.store.seats(match_id)
        return {
            user: t.due_at
            for t in await self.store.match_timers(match_id)
            if t.kind == "timeout"
            and t.seat is not None
            and (user := _user_of(seats, t.seat)) is not None
        }

    async def fire_due(self, now: float | None = None) -> list[Notice]:
        """Handle every timer due at ``now``, each exactly once (a timer is claimed in the
        store before anything happens, so two dispatchers never double a notice), and return
        what the front end should post. A timer whose seat is no longer to act is dropped."""
        now = self.clock() if now is None else now
        notices: list[Notice] = []
        for timer in await self.store.due_timers(now):
            try:
                notices.extend(await self._fire(timer, now))
            except Exception:
                log.exception("timer %s of match %s failed; dropped", timer.id, timer.match_id)
                await self.store.advance_timer(timer.id, expected_due=timer.due_at, next_due=None)
        return notices

    async def _fire(self, timer: TimerRecord, now: float) -> list[Notice]:
        async def drop() -> list[Notice]:
            await self.store.advance_timer(timer.id, expected_due=timer.due_at, next_due=None)
            return []

        try:
            rec = await self.store.get_match(timer.match_id)
        except NotFound:
            return await drop()
        if rec.status != "active" or rec.state is None:
            await self.store.clear_timers(rec.id)
            return []
        seats = await self.store.seats(rec.id)
        game = get_game(rec.game)
        state = game.load_state(rec.state)
        user = _humans(seats).get(timer.seat) if timer.seat is not None else None
        if user is None or timer.seat not in game.active_seats(state):
            return await drop()
        seat = timer.seat
        prefs = await self.user_settings(user)
        settings = MatchSettings.of(rec.settings)
        if prefs.on_vacation:
            return await drop()
        if timer.kind == "reminder":
            if settings.reminder_hours is None:
                return await drop()
            next_due = prefs.after_quiet(now + settings.reminder_hours * HOUR)
            if not await self.store.advance_timer(
                timer.id, expected_due=timer.due_at, next_due=next_due
            ):
                return []
            deadline = (await self.deadlines(rec.id)).get(user)
            message = Msg.of("service.notice.reminder", player=player(user))
            if deadline is not None:
                message = Msg.of(
                    REMINDER_UNTIL[settings.timeout_action],
                    player=player(user),
                    hours=max(0, round((deadline - now) / HOUR)),
                )
            return [self._notice("reminder", rec, [user], message, user, deadline=deadline)]
        if timer.kind != "timeout" or settings.timeout_hours is None:
            return await drop()
        if not await self.store.advance_timer(timer.id, expected_due=timer.due_at, next_due=None):
            return []
        hours = round(settings.timeout_hours)
        late = player(user)
        if settings.timeout_action is TimeoutAction.REMIND:
            message = Msg.of("service.notice.timeout_reminded", player=late, hours=hours)
            return [self._notice("timeout_reminded", rec, [user], message, user)]
        if settings.timeout_action is TimeoutAction.CLAIM:
            claimed = await self._open_claim(rec.id, seat)
            if claimed is None:
                return []
            others = [u for s, u in _humans(seats).items() if s != seat]
            message = Msg.of(
                "service.notice.timeout_claimable",
                player=late,
                hours=hours,
                opponents=[player(u) for u in others],
            )
            return [self._notice("timeout_claimable", claimed, others, message, user)]
        played = await self._play_for(rec.id, seat)
        if played is None:
            return []
        result, moves = played
        message = Msg.of("service.notice.ai_played", player=late, hours=hours, count=moves)
        pings = [u for u in result.newly_active if u != user] or list(result.newly_active)
        notice = self._notice("ai_played", result.match, pings, message, user)
        # a notice is posted in the channel: no seat's private lines (the cards drawn)
        result.events = [(s, e.model_copy(update={"private": {}})) for s, e in result.events]
        notice.result = result
        return [notice]

    def _notice(
        self,
        kind: NoticeKind,
        rec: MatchRecord,
        ping: list[str],
        message: Msg,
        user: str | None,
        *,
        deadline: float | None = None,
    ) -> Notice:
        return Notice(
            kind=kind,
            match=public_record(rec),
            channel=rec.channel,
            users_to_ping=[u for u in ping if not is_ai(u)],
            message=message,
            deadline=deadline,
            language=MatchSettings.of(rec.settings).language,
            user=user,
        )

    async def _open_claim(self, match_id: int, seat: int) -> MatchRecord | None:
        """Record in the match settings that ``seat`` ran out of time (the opponents may now
        claim the win), unless the seat moved meanwhile. None: nothing to record."""
        for _ in range(5):
            rec = await self.store.get_match(match_id)
            if rec.status != "active" or rec.state is None:
                return None
            game = get_game(rec.game)
            if seat not in game.active_seats(game.load_state(rec.state)):
                return None
            last = await self._last_seq(match_id)
            claims = {**rec.settings.get("claims", {}), str(seat): {"seq": last}}
            try:
                return await self.store.update_settings(
                    match_id,
                    expected_version=rec.version,
                    settings={**rec.settings, "claims": claims},
                    now=self.clock(),
                )
            except StaleVersion:
                continue
        return None

    async def _last_seq(self, match_id: int) -> int:
        actions = await self.store.actions(match_id)
        return actions[-1].seq if actions else 0

    async def _play_for(self, match_id: int, seat: int) -> tuple[ActResult, int] | None:
        """The heuristic AI plays ``seat``'s turn (the seat ran out of time), then any AI
        seats answer, through the same versioned path as ``act``: the result and how many
        moves were made for the seat. None if the seat is no longer to act (it moved)."""
        for _ in range(5):
            rec, seats, game, state = await self._active(match_id)
            if seat not in game.active_seats(state) or game.outcome(state) is not None:
                return None
            before = game.active_seats(state)
            policy = game.ais.get("heuristic") or next(iter(game.ais.values()))
            result = ActResult(match=rec)
            note: Event | None = Event.of("service.event.timeout_ai", seat)
            moves = 0
            try:
                for _step in range(MAX_AI_STEPS):
                    if seat not in game.active_seats(state) or game.outcome(state) is not None:
                        break
                    legal = game.legal_actions(state, seat)
                    a = policy(
                        game.view(state, seat),
                        legal,
                        random.Random(f"{rec.seed}:timeout:{rec.version}"),
                    )
                    rec, state = await self._apply(
                        rec, game, state, seat, a, result, note=note, auto=True
                    )
                    note = None
                    moves += 1
                else:
                    raise ServiceError("service.error.ai_runaway", steps=MAX_AI_STEPS)
            except StaleView:  # someone moved at the same moment: look again
                if moves:  # part of the turn is stored; its timers must still follow
                    await self._reconcile_timers(match_id)
                continue
            rec, state = await self._run_ais(rec, seats, game, state, result)
            await self._schedule(rec, seats, game, before, state, result.became_active)
            return self._finish(result, rec, seats, game, state), moves
        return None

    async def claim_win(self, match_id: int, user: str) -> ActResult:
        """End the match as won by the seats that did not run out of time (the claimer's
        side), ``Termination.TIMEOUT``. Only while a claim is open: the timeout action is
        ``claim``, an opponent's time ran out and that opponent has not moved since."""
        rec, seats, game, state = await self._active(match_id)
        seat = _seat_of(seats, user)
        if seat is None or is_ai(user):
            raise ServiceError("service.error.not_seated")
        late = await self._open_claims(rec, game, state)
        if MatchSettings.of(rec.settings).timeout_action is not TimeoutAction.CLAIM or not late:
            raise ServiceError("service.error.nothing_to_claim")
        if seat in late:
            raise ServiceError("service.error.claim_while_late")
        winners = tuple(s.seat for s in seats if s.seat is not None and s.seat not in late)
        late_players = [player(u) for s in sorted(late) if (u := _user_of(seats, s))]
        outcome = Outcome(
            winners=winners,
            termination=Termination.TIMEOUT,
            reason=Msg.of("service.end.timeout", players=late_players),
        )
        event = Event.of("service.event.timeout_claimed", seat, players=late_players)
        return await self._end_by(
            rec, game, state, seat, "claim", event, outcome, {"late": sorted(late)}
        )

    async def _open_claims(self, rec: MatchRecord, game: Game[Any, Any], state: Any) -> set[int]:
        """Seats whose time ran out and that are still to act without having moved since."""
        claims: dict[str, Any] = rec.settings.get("claims", {})
        if not claims:
            return set()
        active = game.active_seats(state)
        marks = {int(seat): int(claim.get("seq", 0)) for seat, claim in claims.items()}
        later = await self.store.actions(rec.id, after_seq=min(marks.values()))
        return {
            seat
            for seat, mark in marks.items()
            if seat in active and not any(a.seat == seat and a.seq > mark for a in later)
        }

    # --- vacation ----------------------------------------------------------------------
    async def set_vacation(self, user: str, on: bool) -> list[Notice]:
        """Go on (or come back from) vacation. Going: the turn clock of every active match of
        the user stops, keeping the time left, and no reminders come. Coming back: the clock
        runs again with the time that was left, and reminders start afresh. One notice per
        active match, naming the user and pinging nobody."""
        prefs = await self.user_settings(user)
        if on and prefs.on_vacation:
            raise ServiceError("service.error.vacation_already_on")
        if not on and not prefs.on_vacation:
            raise ServiceError("service.error.vacation_not_on")
        now = self.clock()
        scope = USER_SCOPE.format(user)
        notices: list[Notice] = []
        matches = await self.store.user_matches(user)
        if on:
            paused: dict[str, float] = {}
            for rec in matches:
                timers = await self.store.match_timers(rec.id)
                seat = _seat_of(await self.store.seats(rec.id), user)
                mine = [t for t in timers if t.seat == seat]
                for t in mine:
                    if t.kind == "timeout":
                        paused[str(rec.id)] = max(0.0, t.due_at - now)
                if mine:
                    others = {t.seat for t in timers if t.seat is not None and t.seat != seat}
                    await self.store.replace_timers(rec.id, keep_seats=others, timers=[])
                message = Msg.of("service.notice.vacation_on", player=player(user))
                notices.append(self._notice("vacation_on", rec, [], message, user))
            await self._save_prefs(user, prefs.model_copy(update={"vacation_since": now}))
            await self.store.set_setting(scope, PAUSED, paused or None)
            self._timers_changed()
            return notices
        paused_raw = await self.store.get_setting(scope, PAUSED)
        paused = paused_raw if isinstance(paused_raw, dict) else {}
        back = prefs.model_copy(update={"vacation_since": None})
        await self._save_prefs(user, back)
        await self.store.set_setting(scope, PAUSED, None)
        for rec in matches:
            seats = await self.store.seats(rec.id)
            seat = _seat_of(seats, user)
            game = get_game(rec.game)
            deadline = None
            state = game.load_state(rec.state) if rec.state is not None else None
            if seat is not None and state is not None and seat in game.active_seats(state):
                settings = MatchSettings.of(rec.settings)
                resumed = _turn_timers(seat, back, settings, now, paused.get(str(rec.id)))
                deadline = next((due for k, _s, due in resumed if k == "timeout"), None)
                others = {s.seat for s in seats if s.seat is not None and s.seat != seat}
                await self.store.replace_timers(rec.id, keep_seats=others, timers=resumed)
            hours = None if deadline is None else max(0, round((deadline - now) / HOUR))
            message = (
                Msg.of("service.notice.vacation_off", player=player(user))
                if hours is None
                else Msg.of("service.notice.vacation_off_clock", player=player(user), hours=hours)
            )
            notices.append(self._notice("vacation_off", rec, [], message, user, deadline=deadline))
        self._timers_changed()
        return notices

    # --- undo --------------------------------------------------------------------------
    async def request_undo(self, match_id: int, user: str) -> UndoStatus:
        """Ask to take back the last move of the match, which must be ``user``'s own and
        must not have revealed hidden information or drawn randomness. The other seated
        players must agree (AI seats always do); with none, it is taken back at once."""
        rec, seats, game, state = await self._active(match_id)
        seat = _seat_of(seats, user)
        if seat is None or is_ai(user):
            raise ServiceError("service.error.not_seated")
        actions = await self.store.actions(match_id)
        last = actions[-1].seq if actions else 0
        pending = rec.settings.get("undo")
        if pending and pending.get("at_seq") == last:
            raise ServiceError("service.error.undo_pending")
        stack = self._stack(rec, seats, game, actions)
        if not stack:
            raise ServiceError("service.error.undo_nothing")
        top = stack[-1]
        if top.seat != seat:
            raise ServiceError("service.error.undo_not_yours")
        if top.record.payload.get("auto"):
            raise ServiceError("service.error.undo_auto")
        events = [Event.model_validate(e) for e in top.record.payload.get("events", [])]
        if not game.undo_allowed(top.before, top.after, events):
            raise ServiceError("service.error.undo_hidden")
        request = {
            "id": secrets.token_hex(4),
            "seq": top.seq,
            "at_seq": last,
            "by": user,
            "approved": [user],
        }
        waiting = [u for u in _humans(seats).values() if u != user]
        if not waiting:
            settings = {k: v for k, v in rec.settings.items() if k != "undo"}
            result = await self._take_back(rec, seats, game, state, stack, seat, settings)
            return self._undo_status(request, result.match, applied=True, result=result)
        rec = await self._versioned(
            self.store.update_settings(
                rec.id,
                expected_version=rec.version,
                settings={**rec.settings, "undo": request},
                now=self.clock(),
            ),
            moved_on=True,
        )
        return self._undo_status(request, public_record(rec), waiting=waiting)

    async def answer_undo(
        self, match_id: int, user: str, approve: bool, *, expected_version: int | None = None
    ) -> UndoStatus:
        """Agree to (or refuse) the pending undo. A refusal cancels it; the last agreement
        takes the move back."""
        rec, seats, game, state = await self._active(match_id)
        if expected_version is not None and expected_version != rec.version:
            raise StaleView("service.error.stale_view")
        request: dict[str, Any] | None = rec.settings.get("undo")
        if not request:
            raise ServiceError("service.error.undo_none_pending")
        actions = await self.store.actions(match_id)
        last = actions[-1].seq if actions else 0
        without = {k: v for k, v in rec.settings.items() if k != "undo"}
        if request.get("at_seq") != last:
            await self._versioned(
                self.store.update_settings(
                    rec.id, expected_version=rec.version, settings=without, now=self.clock()
                ),
                moved_on=True,
            )
            raise ServiceError("service.error.undo_outdated")
        seat = _seat_of(seats, user)
        if seat is None or is_ai(user):
            raise ServiceError("service.error.not_seated")
        if user == request["by"]:
            raise ServiceError("service.error.undo_own_request")
        if user in request["approved"]:
            raise ServiceError("service.error.undo_already_answered")
        if not approve:
            rec = await self._versioned(
                self.store.update_settings(
                    rec.id, expected_version=rec.version, settings=without, now=self.clock()
                ),
                moved_on=True,
            )
            status = self._undo_status(request, public_record(rec))
            status.refused, status.refused_by = True, user
            return status
        request = {**request, "approved": [*request["approved"], user]}
        waiting = [u for u in _humans(seats).values() if u not in request["approved"]]
        if waiting:
            rec = await self._versioned(
                self.store.update_settings(
                    rec.id,
                    expected_version=rec.version,
                    settings={**rec.settings, "undo": request},
                    now=self.clock(),
                ),
                moved_on=True,
            )
            return self._undo_status(request, public_record(rec), waiting=waiting)
        stack = self._stack(rec, seats, game, actions)
        if not stack or stack[-1].seq != request["seq"]:
            raise ServiceError("service.error.undo_outdated")
        by_seat = _seat_of(seats, request["by"])
        assert by_seat is not None
        result = await self._take_back(rec, seats, game, state, stack, by_seat, without)
        return self._undo_status(request, result.match, applied=True, result=result)

    def _undo_status(
        self,
        request: dict[str, Any],
        rec: MatchRecord,
        *,
        applied: bool = False,
        waiting: list[str] | None = None,
        result: ActResult | None = None,
    ) -> UndoStatus:
        return UndoStatus(
            applied=applied,
            match=rec,
            request_id=str(request["id"]),
            seq=int(request["seq"]),
            requested_by=str(request["by"]),
            waiting_for=waiting or [],
            approved=list(request["approved"]),
            result=result,
        )

    def _stack(
        self,
        rec: MatchRecord,
        seats: Sequence[SeatRecord],
        game: Game[Any, Any],
        actions: Sequence[ActionRecord],
    ) -> list[Frame]:
        """The moves in force, each with the state before and after it (by replaying)."""
        count = sum(1 for s in seats if s.seat is not None)
        stack: list[Frame] = []
        for _act, _state, frames in replay_log(game, rec, count, actions):
            stack = frames
        return list(stack)

    async def _take_back(
        self,
        rec: MatchRecord,
        seats: Sequence[SeatRecord],
        game: Game[Any, Any],
        state: Any,
        stack: list[Frame],
        by_seat: int,
        settings: dict[str, Any],
    ) -> ActResult:
        """Store the undo of the top move: the state goes back to the one before it."""
        top = stack[-1]
        before = game.active_seats(state)
        what = [Event.model_validate(e).public for e in top.record.payload.get("events", [])]
        event = Event.of("service.event.undone", by_seat, what=what)
        back = top.before
        state_json = game.dump_state(back)
        rec = await self._versioned(
            self.store.append_action(
                rec.id,
                expected_version=rec.version,
                seat=by_seat,
                kind="undo",
                payload={"undo_seq": top.seq, "events": [event.model_dump(mode="json")]},
                state=state_json,
                state_hash=state_hash(state_json),
                now=self.clock(),
                settings=settings,
            ),
            moved_on=True,
        )
        result = ActResult(
            match=rec,
            events=[(by_seat, event)],
            became_active=set(game.active_seats(back) - before),
        )
        await self._schedule(rec, seats, game, before, back, result.became_active)
        return self._finish(result, rec, list(seats), game, back)

    # --- reading -----------------------------------------------------------------------
    async def status(self, match_id: int, viewer: str | None = None) -> StatusInfo:
        rec = await self.store.get_match(match_id)
        seats = await self.store.seats(match_id)
        game = get_game(rec.game)
        seat = _seat_of(seats, viewer) if viewer is not None else None
        if rec.state is None:
            return StatusInfo(public_record(rec), seats, seat, None, [], [], None)
        state = game.load_state(rec.state)
        active = game.active_seats(state) if rec.status == "active" else frozenset()
        return StatusInfo(
            match=public_record(rec),
            seats=seats,
            viewer_seat=seat,
            view=game.view(state, seat),
            to_act=[u for i in sorted(active) if (u := _user_of(seats, i)) is not None],
            legal=game.legal_actions(state, seat) if seat is not None and seat in active else [],
            outcome=_stored_outcome(rec) or game.outcome(state),
        )

    async def hand(self, match_id: int, user: str) -> BaseModel:
        """The private view of ``user``'s seat: to be shown to that user alone."""
        info = await self.status(match_id, user)
        if info.viewer_seat is None:
            raise ServiceError("service.error.not_seated")
        if info.view is None:
            raise ServiceError("service.error.not_started")
        return info.view

    async def log(
        self, match_id: int, viewer: str | None = None, *, last: int | None = None
    ) -> list[LogLine]:
        """The match log as ``viewer`` may read it: public lines plus their own private ones."""
        seats = await self.store.seats(match_id)
        seat = _seat_of(seats, viewer) if viewer is not None else None
        lines = []
        actions = await self.store.actions(match_id)
        undone = undone_seqs(actions)
        for act in actions:
            user = _user_of(seats, act.seat) if act.seat is not None else None
            lines.append(
                LogLine(act.seq, act.seat, user, act.kind, _messages(act, seat), act.seq in undone)
            )
        return lines[-last:] if last else lines

    async def digest(
        self, match_id: int, user: str, *, limit: int = 20, private: bool = False
    ) -> list[tuple[int | None, Msg]]:
        """What the other seats did since ``user``'s seat last moved (the "since your last
        turn" lines of a ping), at most the last ``limit`` lines.

        Public lines only by default, because a ping is posted in the channel. With
        ``private=True`` it adds ``user``'s own private lines (the cards they were dealt
        meanwhile): show that form to ``user`` alone (an ephemeral reply or a DM)."""
        seats = await self.store.seats(match_id)
        seat = _seat_of(seats, user)
        if seat is None:
            raise ServiceError("service.error.not_seated")
        actions = await self.store.actions(match_id)
        since = max((a.seq for a in actions if a.seat == seat and a.kind == "action"), default=0)
        out: list[tuple[int | None, Msg]] = []
        for act in actions:
            if act.seq > since and act.seat != seat:
                out.extend(_messages(act, seat if private else None))
        return out[-limit:] if limit else out

    # --- helpers -----------------------------------------------------------------------
    async def _active(
        self, match_id: int
    ) -> tuple[MatchRecord, list[SeatRecord], Game[Any, Any], Any]:
        rec = await self.store.get_match(match_id)
        if rec.status != "active" or rec.state is None:
            raise ServiceError(
                "service.error.not_active", status=Msg.of(f"service.status.{rec.status}")
            )
        game = get_game(rec.game)
        return rec, await self.store.seats(match_id), game, game.load_state(rec.state)

    async def _versioned(self, op: Any, *, moved_on: bool = False) -> MatchRecord:
        try:
            return await op  # type: ignore[no-any-return]
        except StaleVersion:
            raise StaleView(
                "service.error.moved_on" if moved_on else "service.error.lobby_changed"
            ) from None


def _messages(act: ActionRecord, viewer: int | None) -> list[tuple[int | None, Msg]]:
    """The lines of one stored action that ``viewer`` may read (private ones unattributed)."""
    messages: list[tuple[int | None, Msg]] = []
    for raw in act.payload.get("events", []):
        event = Event.model_validate(raw)
        public, *private = event.for_viewer(viewer)
        messages.append((event.seat, public))
        messages.extend((None, m) for m in private)
    return messages


def _turn_timers(
    seat: int,
    prefs: UserSettings,
    settings: MatchSettings,
    now: float,
    timeout_left: float | None = None,
) -> list[tuple[str, int | None, float]]:
    """The reminder and timeout of a seat whose turn (re)starts ``now``.

    Quiet hours: a reminder or a deadline that would fall in the player's quiet hours moves
    to their end, so nobody is pinged, or loses a game, while asleep."""
    timers: list[tuple[str, int | None, float]] = []
    if settings.reminder_hours is not None:
        timers.append(("reminder", seat, prefs.after_quiet(now + settings.reminder_hours * HOUR)))
    if settings.timeout_hours is not None:
        left = settings.timeout_hours * HOUR if timeout_left is None else timeout_left
        timers.append(("timeout", seat, prefs.after_quiet(now + left)))
    return timers


def _stored_outcome(rec: MatchRecord) -> Outcome | None:
    return Outcome.model_validate(rec.outcome) if rec.outcome else None
