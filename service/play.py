"""Turn flow: a player's move, the AI seats' answers, request ids and repeats, resignation and
the end of a match."""

from __future__ import annotations

import random
from collections.abc import Collection, Container, Sequence
from typing import Any

from pydantic import TypeAdapter

from rules.core import Event, Game, Msg, Outcome, state_hash
from rules.core.game import Termination
from rules.games import get_game
from service.core import (
    ActResult,
    human_seats,
    is_ai,
    log,
    player,
    public_record,
    seat_user,
    user_seat,
)
from service.errors import AlreadyApplied, RepeatedMove, ServiceError, StaleView
from service.follows import FOLLOW_KINDS, Follows
from service.posts import POST_ATTEMPTS, POST_RETRY, post_item
from service.ratings import Ratings
from service.schedule import Scheduling
from service.settings import MatchSettings
from service.thinking import is_slow
from storage import MatchRecord, OutboxItem, SeatRecord, TimerPlan
from storage.errors import DuplicateRequest

_EVENTS = TypeAdapter(list[Event])  # a move's events as JSON values, in one call
MAX_AI_STEPS = 20_000  # a runaway guard; real games end long before
REPEAT_SCAN = 40  # how far back the repeat check looks past AI answers
AI_TIMEOUT_NOTE = "timeout"  # payload["auto"] of moves the AI made for a late seat
FORCED_NOTE = "forced"  # payload["auto"] of a seat's only legal move, played for it


NO_TIMERS = TimerPlan(frozenset(), ())  # the match ends: its clock stops with the last entry
AI_JOB = "ai"  # the timer that moves the AI seats on if the process making them stops
FORCED = "forced"  # a seat's timer: play its only legal move once the grace is over


def ai_job_plan(seats: Sequence[SeatRecord], due: float | None) -> TimerPlan:
    """Every seat's timers kept; the seatless AI job set to ``due`` (None: dropped)."""
    keep = frozenset(s.seat for s in seats if s.seat is not None)
    return TimerPlan(keep, () if due is None else ((AI_JOB, None, due),))


def decide(game: Game[Any, Any], policy: Any, state: Any, seat: int, rng: random.Random) -> Any:
    """An AI's move for ``seat``: it sees only that seat's view and its legal moves."""
    return policy(game.view(state, seat), game.legal_actions(state, seat), rng)


def next_ai(seats: Sequence[SeatRecord], game: Game[Any, Any], state: Any) -> str | None:
    """The AI kind of the first AI seat to act in ``state`` (None: no AI seat acts)."""
    ai = {s.seat: s.ai for s in seats if s.ai is not None and s.seat is not None}
    acting = sorted(seat for seat in game.active_seats(state) if seat in ai)
    return (ai[acting[0]] or "random") if acting else None


def _counted(message: Msg | None, count: int) -> Msg | None:
    """``message`` with its ``count`` (the moves made so far) filled in."""
    if message is None or "count" not in message.params:
        return message
    return Msg.of(message.key, **{**message.params, "count": count})


def forced_timers(
    rec: MatchRecord, seats: Sequence[SeatRecord], game: Game[Any, Any], state: Any, now: float
) -> tuple[tuple[str, int | None, float], ...]:
    """A ``FORCED`` timer, due after the match's grace, for each person to act whose only
    legal move the game lets the service play (``Game.forced_action``); none when the
    match turned forced moves off (a grace of 0)."""
    if not game.forced_moves:
        return ()
    grace = MatchSettings.of(rec.settings).forced_grace
    if grace <= 0:
        return ()
    humans = human_seats(seats)
    return tuple(
        (FORCED, seat, now + grace)
        for seat in sorted(game.active_seats(state))
        if seat in humans and game.forced_action(state, seat) is not None
    )


def last_of_chain(
    seats: Sequence[SeatRecord], active: Collection[int], outcome: Outcome | None
) -> bool:
    """No AI seat answers after a move that led here: the match ended, or only humans act."""
    if outcome is not None:
        return True
    return not any(s.ai is not None and s.seat in active for s in seats)


class Play(Scheduling, Ratings, Follows):
    """Moves and their consequences: AI answers, who is to act, the end of the match."""

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
        hold_posts: bool = False,
    ) -> ActResult:
        """Apply ``user``'s action (notation text or JSON); AI seats then answer on their own.

        ``request_id`` (a Discord interaction id) is stored with the action: the same request
        is refused with ``AlreadyApplied`` if it comes again. With ``repeat_window`` (seconds),
        exactly the move this user made last, within that time and with only AI answers since,
        is refused with ``RepeatedMove`` so the front end can ask first (a retried command) —
        unless that move's request is in ``answered``: the front end knows the player saw it
        go through, so the repeat is deliberate.

        With ``hold_posts`` the caller posts what the move must tell the channel itself (the
        answer to the interaction): the outbox rows the request writes (``result.posts``)
        are held for it, and it marks them done (``posted``) or gives them back
        (``unposted``) for the dispatcher to post.

        When this service knows the match from its own last read or write, the move is first
        tried on that without reading the store: the version-checked write confirms it. If
        anything stops that try before the write succeeds (another process moved, the move
        looks illegal, a request id already stored…), nothing was written and the whole
        move is done again from a fresh read, so every answer comes from the stored match."""
        args = (user, action, expected_version, request_id, repeat_window, answered)
        known = self._known(match_id)
        if known is not None and known.seats is not None:
            game = get_game(known.match.game)
            result = ActResult(match=known.match, hold_posts=hold_posts)
            try:
                first = await self._first_move(
                    result, known.match, known.seats, game, known.state, *args
                )
            except Exception:
                if result.match is not known.match:
                    raise  # the move was stored: never make it twice
                self._forget(match_id)
            else:
                return await self._after_move(first, known.seats, game)
        rec, seats, game, state, seq = await self._active_for(match_id, request_id)
        if seq:
            raise AlreadyApplied(seq)
        result = ActResult(match=rec, hold_posts=hold_posts)
        first = await self._first_move(result, rec, seats, game, state, *args)
        return await self._after_move(first, seats, game)

    async def _first_move(
        self,
        result: ActResult,
        rec: MatchRecord,
        seats: list[SeatRecord],
        game: Game[Any, Any],
        state: Any,
        user: str,
        action: str | dict[str, Any],
        expected_version: int | None,
        request_id: str | None,
        repeat_window: float | None,
        answered: Container[str],
    ) -> tuple[ActResult, MatchRecord, Any, frozenset[int]]:
        """Check and store the player's own move: everything up to its version-checked write."""
        if expected_version is not None and expected_version != rec.version:
            raise StaleView("service.error.stale_view")
        seat = user_seat(seats, user)
        if seat is None:
            raise ServiceError("service.error.not_seated")
        a = game.parse_notation(action) if isinstance(action, str) else game.parse_action(action)
        if repeat_window is not None:
            await self._refuse_repeat(rec, seats, game, seat, a, repeat_window, answered)
        before = game.active_seats(state)
        rec, state = await self._apply(
            rec, game, state, seat, a, result, request_id=request_id, seats=seats, before=before
        )
        return result, rec, state, before

    async def _after_move(
        self,
        first: tuple[ActResult, MatchRecord, Any, frozenset[int]],
        seats: list[SeatRecord],
        game: Game[Any, Any],
    ) -> ActResult:
        """The AI seats' answers, the timers and who is to act, after the stored move."""
        result, rec, state, before = first
        rec, state = await self._run_ais(rec, seats, game, state, result, before=before)
        if not result.timers_planned:
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
        forced: bool = False,
        request_id: str | None = None,
        seats: Sequence[SeatRecord] | None = None,
        before: Collection[int] | None = None,
    ) -> tuple[MatchRecord, Any]:
        """Apply and store one move. ``note`` (a service event) goes in front of the move's
        own events; ``auto`` marks a move the AI made for a late seat, ``forced`` a seat's
        only legal move played for it once its grace was over.

        With ``seats`` and ``before`` (the seats to act before the request's first move),
        a move after which no AI seat answers also stores the timers it starts, in its own
        transaction (``result.timers_planned``)."""
        step_before = game.active_seats(state)
        tr = game.apply(state, seat, a)  # a RuleError goes back to the player untouched
        outcome = game.outcome(tr.state)
        after = game.active_seats(tr.state)
        plan: TimerPlan | None = None
        planned = False
        ai_job = False
        restart = result.became_active | (after - step_before)
        if seats is not None and before is not None and last_of_chain(seats, after, outcome):
            if outcome is not None or after != before or after & restart:
                plan = await self._plan_timers(
                    rec, seats, game, before, tr.state, restart, finished=outcome is not None
                )
            # else the same seats are to act as before the request, none of them anew: the
            # clocks run on (most moves: one step of a turn) ...
            if plan is None and result.ai_job:  # ... and only the AI job set earlier goes
                plan = ai_job_plan(seats, None)
            if outcome is None and (
                forced_now := forced_timers(rec, seats, game, tr.state, self.clock())
            ):
                # a person is left with one legal move: it is played for them after a grace
                plan = plan or ai_job_plan(seats, None)
                plan = TimerPlan(plan.keep_seats, plan.timers + forced_now)
            planned = True
        elif seats is not None and before is not None and not result.ai_job:
            # AI seats answer next. Stored with this move: a job that moves them on should
            # this process stop before they have (the dispatcher of any process runs it);
            # due at once when a searching AI answers (the job makes its move, not this
            # request: the player is answered before it thinks)
            plan = ai_job_plan(seats, self._ai_due(seats, game, tr.state))
            ai_job = True
        state_json = game.dump_state(tr.state)
        events = [note, *tr.events] if note is not None else tr.events
        posts: tuple[OutboxItem, ...] = ()
        if auto:
            result.auto_moves += 1
        pings: list[str] = []
        if self.outbox_posts:
            ends = planned or outcome is not None or seats is None
            # the AI playing a late seat's turn is told once, with the row that ends the
            # chain after that turn (not with each step of it, which also ends no chain)
            told = ends and (not auto or seat not in after or outcome is not None)
            if ends and outcome is None and seats is not None:
                pings = [u for s in sorted(after & restart) if (u := seat_user(seats, s))]
                if result.post_user is not None:  # the late player is told, not pinged
                    pings = [u for u in pings if u != result.post_user] or pings
            posts = (
                post_item(
                    rec,
                    result.post_kind if told else "moved",  # type: ignore[arg-type]
                    events=[(seat, e) for e in events],
                    pings=pings,
                    message=_counted(result.post_message, result.auto_moves) if told else None,
                    user=result.post_user if told else None,
                    version=rec.version + 1,  # the version this write makes
                    **self._hold(result.hold_posts),
                ),
            )
        dms: tuple[OutboxItem, ...] = ()
        if self.outbox_posts and (planned or outcome is not None or seats is None):
            # the followers hear of the end, and of a person handed the turn (by DM)
            handed = seats is not None and outcome is None and bool(after & restart)
            if outcome is not None or handed:
                to_act = [
                    u for s in sorted(after) if (u := seat_user(seats or (), s)) and not is_ai(u)
                ]
                dms = await self.follower_items(rec, seats, outcome=outcome, to_act=to_act)
        if pings:  # the players handed the turn who chose a DM each turn
            dms += await self._turn_dms(rec, rec.version + 1, pings, [(seat, e) for e in events])
        payload: dict[str, Any] = {
            "action": game.dump_action(a),
            "events": _EVENTS.dump_python(events, mode="json"),
        }
        if auto:
            payload["auto"] = AI_TIMEOUT_NOTE
        elif forced:
            payload["auto"] = FORCED_NOTE
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
                    timers=plan,
                    outbox=posts + dms,
                ),
                moved_on=True,
            )
        except DuplicateRequest:
            seen = await self.store.request_seen(rec.id, request_id or "")
            raise AlreadyApplied(seen or 0) from None
        result.match = rec  # stored: from here on this move must not be tried again
        self._remember(rec, tr.state)
        if outcome is not None:
            await self.rate_finished(rec.id)
        result.events.extend((seat, e) for e in events)
        result.became_active |= after - step_before
        result.posts.extend(self._written(posts))
        if dms:
            self._timers_changed()  # the outbox pass sends them
        if ai_job:
            result.ai_job = True
            self._timers_changed()
        if planned:
            result.timers_planned = True
            if plan is not None:
                self._timers_changed()
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
        humans = human_seats(seats)
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

    def _ai_due(self, seats: Sequence[SeatRecord], game: Game[Any, Any], state: Any) -> float:
        """When the AI job stored with a move is due: at once when the AI to answer searches
        (the job makes that move), else after the grace the request has to make it."""
        if self.think_later and is_slow(next_ai(seats, game, state)):
            return self.clock()
        return self.clock() + self.ai_job_grace

    async def _ai_decision(
        self, rec: MatchRecord, game: Game[Any, Any], kind: str, state: Any, seat: int, seed: str
    ) -> Any:
        """An AI seat's move: a searching AI's from the thinker (its own processes in the
        bot; it thinks for the match's ``ai_seconds`` unless the seat names its own budget),
        the others' on a worker thread when the service offloads CPU work."""
        if is_slow(kind):
            if ":" not in kind:
                kind = f"{kind}:{MatchSettings.of(rec.settings).ai_seconds:g}s"
            return await self.thinker.decide(game, kind, state, seat, seed)
        return await self.run_cpu(decide, game, game.ais[kind], state, seat, random.Random(seed))

    async def _run_ais(
        self,
        rec: MatchRecord,
        seats: list[SeatRecord],
        game: Game[Any, Any],
        state: Any,
        result: ActResult,
        *,
        before: Collection[int] | None = None,
        may_think: bool = False,
    ) -> tuple[MatchRecord, Any]:
        """The AI seats' moves until a human is to act or the match ends. With ``before``
        (see ``_apply``) the last of them stores the timers it starts.

        A searching AI's move is left to the AI job stored with the last move (due at once:
        ``_ai_due``), so the request that handed it the turn is answered now and the AI's
        move comes as its own post; the job itself runs this with ``may_think``."""
        ai_seats = {s.seat: s.ai for s in seats if s.ai is not None and s.seat is not None}
        for _ in range(MAX_AI_STEPS):
            if game.outcome(state) is not None:
                return rec, state
            acting = sorted(seat for seat in game.active_seats(state) if seat in ai_seats)
            if not acting:
                return rec, state
            seat = acting[0]
            kind = ai_seats[seat] or "random"
            if self.think_later and is_slow(kind) and result.ai_job and not may_think:
                result.timers_planned = True  # the AI job plans them after its moves
                return rec, state
            seed = f"{rec.seed}:ai:{rec.version}"
            a = await self._ai_decision(rec, game, kind, state, seat, seed)
            try:
                rec, state = await self._apply(
                    rec, game, state, seat, a, result, seats=seats, before=before
                )
            except StaleView:
                if not result.ai_job:
                    raise
                # Another process's AI job is moving the AI seats on (this one was slow):
                # it stores their moves, their clocks and their posts; nothing is lost.
                result.timers_planned = True
                return rec, state
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
        result.to_act = [u for seat in sorted(active) if (u := seat_user(seats, seat)) is not None]
        result.newly_active = [
            u
            for seat in sorted(active & result.became_active)
            if (u := seat_user(seats, seat)) is not None
        ]
        return result

    async def check_resign(self, match_id: int, user: str) -> MatchRecord:
        """Refuses as ``resign`` would (a match not under way, a user without a seat) but
        changes nothing: a front end asks "are you sure?" only when the answer can count."""
        rec, seats, _game, _state = await self._active(match_id)
        if user_seat(seats, user) is None:
            raise ServiceError("service.error.not_seated")
        return public_record(rec)

    async def resign(
        self,
        match_id: int,
        user: str,
        *,
        expected_version: int | None = None,
        hold_posts: bool = False,
    ) -> ActResult:
        """Concede. A confirmation asked at one version is refused once the match has moved
        on, so nobody resigns a position they have not seen."""
        rec, seats, game, state = await self._active(match_id)
        seat = user_seat(seats, user)
        if seat is None:
            raise ServiceError("service.error.not_seated")
        if expected_version is not None and expected_version != rec.version:
            raise StaleView("service.error.stale_view")
        winners = tuple(s.seat for s in seats if s.seat is not None and s.seat != seat)
        outcome = Outcome(
            winners=winners,
            termination=Termination.RESIGNATION,
            reason=Msg.of("service.end.resigned", player=player(user)),
        )
        event = Event.of("service.event.resigned", seat)
        return await self._end_by(
            rec, game, state, seat, "resign", event, outcome, {}, hold=hold_posts
        )

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
        *,
        hold: bool = False,
    ) -> ActResult:
        """Finish the match outside the rules (a resignation, a win on time): one logged
        entry with the unchanged position, the outcome, and no timers left."""
        state_json = game.dump_state(state)
        result = ActResult(match=rec, events=[(seat, event)], outcome=outcome, hold_posts=hold)
        posts = self._posts(rec, result, [(seat, event)])
        posts += await self.follower_items(rec, None, outcome=outcome)
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
                timers=NO_TIMERS,
                outbox=posts,
            ),
            moved_on=True,
        )
        self._timers_changed()
        await self.rate_finished(rec.id)
        result.match = public_record(rec)
        result.posts = self._written(tuple(p for p in posts if p.kind not in FOLLOW_KINDS))
        return result

    def _posts(
        self,
        rec: MatchRecord,
        result: ActResult,
        events: Sequence[tuple[int, Event]],
        pings: Sequence[str] = (),
    ) -> tuple[OutboxItem, ...]:
        """The board post a change outside the rules owes the channel (none when the
        outbox is off); held for the caller when it answers itself."""
        if not self.outbox_posts:
            return ()
        return (
            post_item(
                rec,
                "moved",
                events=events,
                pings=pings,
                version=rec.version + 1,  # the version the change's write makes
                **self._hold(result.hold_posts),
            ),
        )

    async def posted(self, keys: Sequence[str]) -> None:
        """The front end posted what these outbox rows owed: they are done."""
        if keys:
            await self.store.finish_outbox(keys, owner=self.timer_owner, now=self.clock())
            self.held_posts.difference_update(keys)

    async def release_held(self) -> None:
        """A clean stop: give back every post this process still holds, so the next
        process (or another shard) posts it at once instead of after its hold."""
        if self.held_posts:
            await self.store.release_outbox(
                list(self.held_posts), owner=self.timer_owner, not_before=0.0
            )
            self.held_posts.clear()

    async def unposted(
        self, keys: Sequence[str], *, attempts: int = 1, delay: float | None = None
    ) -> None:
        """The front end could not post these rows (its ``attempts``-th try): give them
        back for the dispatcher to try again after ``delay`` seconds (by default
        ``POST_RETRY``, twice as long after each further failure); after ``POST_ATTEMPTS``
        they are given up (logged)."""
        if not keys:
            return
        self.held_posts.difference_update(keys)
        now = self.clock()
        if attempts >= POST_ATTEMPTS:
            log.error("gave up posting outbox rows %s after %d attempts", list(keys), attempts)
            await self.store.finish_outbox(keys, owner=self.timer_owner, now=now, result="dropped")
            return
        if delay is None:
            delay = POST_RETRY * 2 ** (attempts - 1)
        await self.store.release_outbox(keys, owner=self.timer_owner, not_before=now + delay)
        self._timers_changed()  # a dispatcher sleeping past it looks again
