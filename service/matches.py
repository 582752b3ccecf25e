"""Lobby and turn flow over the store: create, join, start, act, resign, abort, views, logs.

Every change is one store transaction guarded by the match version, so two players acting
at once can never double or lose a move: the second is told the game moved on.
"""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from rules.core import Event, Game, Msg, Outcome, Rng, get_game, state_hash
from rules.core.game import Termination
from service.errors import ServiceError, StaleView
from storage import MatchRecord, SeatRecord, StaleVersion, Store

AI_PREFIX = "ai:"
MAX_AI_STEPS = 20_000  # a runaway guard; real games end long before


def ai_user(kind: str, n: int) -> str:
    return f"{AI_PREFIX}{kind}:{n}"


def is_ai(user: str) -> bool:
    return user.startswith(AI_PREFIX)


@dataclass
class LogLine:
    """One stored action and what ``viewer`` may read of it: (acting seat or None, message)."""

    seq: int
    seat: int | None
    user: str | None
    kind: str
    messages: list[tuple[int | None, Msg]]


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


class MatchService:
    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock

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
        return self._finish(result, rec, seats, game, state)

    # --- play --------------------------------------------------------------------------
    async def act(
        self,
        match_id: int,
        user: str,
        action: str | dict[str, Any],
        *,
        expected_version: int | None = None,
    ) -> ActResult:
        """Apply ``user``'s action (notation text or JSON); AI seats then answer on their own."""
        rec, seats, game, state = await self._active(match_id)
        if expected_version is not None and expected_version != rec.version:
            raise StaleView("service.error.stale_view")
        seat = _seat_of(seats, user)
        if seat is None:
            raise ServiceError("service.error.not_seated")
        a = game.parse_notation(action) if isinstance(action, str) else game.parse_action(action)
        result = ActResult(match=rec)
        rec, state = await self._apply(rec, game, state, seat, a, result)
        rec, state = await self._run_ais(rec, seats, game, state, result)
        return self._finish(result, rec, seats, game, state)

    async def _apply(
        self,
        rec: MatchRecord,
        game: Game[Any, Any],
        state: Any,
        seat: int,
        a: Any,
        result: ActResult,
    ) -> tuple[MatchRecord, Any]:
        before = game.active_seats(state)
        tr = game.apply(state, seat, a)  # a RuleError goes back to the player untouched
        outcome = game.outcome(tr.state)
        state_json = game.dump_state(tr.state)
        rec = await self._versioned(
            self.store.append_action(
                rec.id,
                expected_version=rec.version,
                seat=seat,
                kind="action",
                payload={
                    "action": game.dump_action(a),
                    "events": [e.model_dump(mode="json") for e in tr.events],
                },
                state=state_json,
                state_hash=state_hash(state_json),
                now=self.clock(),
                status="finished" if outcome else None,
                outcome=outcome.model_dump(mode="json") if outcome else None,
            ),
            moved_on=True,
        )
        result.events.extend((seat, e) for e in tr.events)
        result.became_active |= game.active_seats(tr.state) - before
        return rec, tr.state

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
        state_json = game.dump_state(state)
        event = Event.of("service.event.resigned", seat)
        rec = await self._versioned(
            self.store.append_action(
                rec.id,
                expected_version=rec.version,
                seat=seat,
                kind="resign",
                payload={"events": [event.model_dump(mode="json")]},
                state=state_json,
                state_hash=state_hash(state_json),
                now=self.clock(),
                status="finished",
                outcome=outcome.model_dump(mode="json"),
            ),
            moved_on=True,
        )
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
        return public_record(
            await self._versioned(
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
        )

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
        for act in await self.store.actions(match_id):
            messages: list[tuple[int | None, Msg]] = []
            for raw in act.payload.get("events", []):
                event = Event.model_validate(raw)
                public, *private = event.for_viewer(seat)
                messages.append((event.seat, public))
                messages.extend((None, m) for m in private)
            user = _user_of(seats, act.seat) if act.seat is not None else None
            lines.append(LogLine(act.seq, act.seat, user, act.kind, messages))
        return lines[-last:] if last else lines

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


def _stored_outcome(rec: MatchRecord) -> Outcome | None:
    return Outcome.model_validate(rec.outcome) if rec.outcome else None
