"""Taking back a move: the request, the other players' answers, and the stored undo."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import Event, Game, state_hash
from service.core import ActResult, human_seats, is_ai, public_record, seat_user, user_seat
from service.errors import ServiceError, StaleView
from service.play import FORCED_NOTE, Play
from service.replay import Frame, replay_log
from storage import ActionRecord, MatchRecord, SeatRecord


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


class Undo(Play):
    """Undo requests and answers."""

    async def request_undo(
        self, match_id: int, user: str, *, hold_posts: bool = False
    ) -> UndoStatus:
        """Ask to take back the last move of the match, which must be ``user``'s own and
        must not have revealed hidden information or drawn randomness. The other seated
        players must agree (AI seats always do); with none, it is taken back at once."""
        rec, seats, game, state = await self._active(match_id)
        seat = user_seat(seats, user)
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
        if top.record.payload.get("auto") not in (None, FORCED_NOTE):  # a forced move may go
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
        waiting = [u for u in human_seats(seats).values() if u != user]
        if not waiting:
            settings = {k: v for k, v in rec.settings.items() if k != "undo"}
            result = await self._take_back(
                rec, seats, game, state, stack, seat, settings, hold_posts=hold_posts
            )
            return self._undo_status(request, result.match, applied=True, result=result)
        return await self._keep_request(rec, request, waiting)

    async def answer_undo(
        self,
        match_id: int,
        user: str,
        approve: bool,
        *,
        expected_version: int | None = None,
        hold_posts: bool = False,
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
        seat = user_seat(seats, user)
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
        waiting = [u for u in human_seats(seats).values() if u not in request["approved"]]
        if waiting:
            return await self._keep_request(rec, request, waiting)
        stack = self._stack(rec, seats, game, actions)
        if not stack or stack[-1].seq != request["seq"]:
            raise ServiceError("service.error.undo_outdated")
        by_seat = user_seat(seats, request["by"])
        assert by_seat is not None
        result = await self._take_back(
            rec, seats, game, state, stack, by_seat, without, hold_posts=hold_posts
        )
        return self._undo_status(request, result.match, applied=True, result=result)

    async def _keep_request(
        self, rec: MatchRecord, request: dict[str, Any], waiting: list[str]
    ) -> UndoStatus:
        """Store the open request in the match settings (version-checked) while others decide."""
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
        *,
        hold_posts: bool = False,
    ) -> ActResult:
        """Store the undo of the top move: the state goes back to the one before it (and
        its board post, with whoever is to act anew pinged, goes to the outbox with it)."""
        top = stack[-1]
        before = game.active_seats(state)
        what = [Event.model_validate(e).public for e in top.record.payload.get("events", [])]
        event = Event.of("service.event.undone", by_seat, what=what)
        back = top.before
        state_json = game.dump_state(back)
        anew = sorted(game.active_seats(back) - before)
        pings = [u for s in anew if (u := seat_user(seats, s)) is not None]
        holding = ActResult(match=rec, hold_posts=hold_posts)
        posts = self._posts(rec, holding, [(by_seat, event)], pings)
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
                outbox=posts,
            ),
            moved_on=True,
        )
        result = ActResult(
            match=rec,
            events=[(by_seat, event)],
            became_active=set(game.active_seats(back) - before),
            posts=self._written(posts),
        )
        await self._schedule(rec, seats, game, before, back, result.became_active)
        return self._finish(result, rec, list(seats), game, back)
