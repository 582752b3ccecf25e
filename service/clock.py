"""The turn clock at work: timers firing, deadlines, wins on time, and vacations."""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from rules.core import Event, Game, Msg, Outcome
from rules.core.game import Termination
from rules.core.levels import kinds
from rules.games import get_game
from service.core import (
    USER_SCOPE,
    ActResult,
    human_seats,
    is_ai,
    player,
    public_record,
    seat_user,
    user_seat,
)
from service.digests import Digests
from service.errors import ServiceError, StaleView
from service.play import AI_JOB, FORCED, MAX_AI_STEPS, Play
from service.posts import POST_KEPT, Notice, NoticeKind, notices_from_rows, post_item
from service.schedule import turn_timers
from service.settings import HOUR, MatchSettings, TimeoutAction
from service.thinking import ThinkerBusy
from storage import MatchRecord, NotFound, OutboxItem, OutboxRecord, StaleVersion, TimerRecord

log = logging.getLogger("service.matches")  # the name the service has always logged under

BUSY_RETRY = 2.0  # seconds before an AI job the thinker had no room for asks again
CLAIM_BATCH = 50  # due timers claimed at once; the dispatcher comes back for more at once

PAUSED = "paused"  # match id → seconds of turn time left when the vacation began


REMINDER_UNTIL = {
    TimeoutAction.REMIND: "service.notice.reminder_until_remind",
    TimeoutAction.CLAIM: "service.notice.reminder_until_claim",
    TimeoutAction.AI: "service.notice.reminder_until_ai",
}


class Clock(Play, Digests):
    """Due timers turned into notices (the daily digests too), claims of a win on time,
    vacations."""

    async def deadlines(self, match_id: int) -> dict[str, float]:
        """When each player to act runs out of time (players on vacation have none)."""
        seats = await self.store.seats(match_id)
        return {
            user: t.due_at
            for t in await self.store.match_timers(match_id)
            if t.kind == "timeout"
            and t.seat is not None
            and (user := seat_user(seats, t.seat)) is not None
        }

    async def fire_due(self, now: float | None = None) -> list[Notice]:
        """Handle every timer due at ``now``, each exactly once, and return what the front
        end should post. A timer whose seat is no longer to act is dropped.

        Timers are claimed in the store for ``timer_lease`` seconds under ``timer_owner``
        before anything happens, so of several dispatchers (in one process or in many
        sharing the database) exactly one handles each timer. The claim is renewed while a
        long batch runs, completed once the timer is handled (the move or the settings
        change it led to is stored first), and given back if handling is cut short. A
        process that dies holding claims loses them when the lease runs out: another
        process's dispatcher then fires those timers."""
        now = self.clock() if now is None else now
        owner, lease = self.timer_owner, self.timer_lease
        claimed = await self.store.claim_due_timers(owner, now, lease, limit=CLAIM_BATCH)
        notices: list[Notice] = []
        renew_at = self.clock() + lease / 2
        done = 0
        try:
            for timer in claimed:
                if self.clock() >= renew_at:  # a long batch: keep the rest ours
                    rest = [t.id for t in claimed[done:]]
                    await self.store.renew_timers(owner, rest, now=self.clock(), lease=lease)
                    renew_at = self.clock() + lease / 2
                try:
                    notices.extend(await self._fire(timer, now))
                except ThinkerBusy:  # every thinking process is taken: the timer waits its turn
                    retry = self.clock() + BUSY_RETRY
                    await self.store.complete_timer(timer.id, owner=owner, next_due=retry)
                except Exception:
                    log.exception("timer %s of match %s failed; dropped", timer.id, timer.match_id)
                    await self.store.complete_timer(timer.id, owner=owner)
                done += 1
        finally:
            for timer in claimed[done:]:  # cut short (stopped, a store failure)
                with contextlib.suppress(Exception):
                    await self.store.release_timer(timer.id, owner=owner)
        notices.extend(await self.fire_digests(now))  # the users' timers: their digests
        return notices

    async def _fire(self, timer: TimerRecord, now: float) -> list[Notice]:
        """One claimed timer: act on it, then complete the claim. What it leads to (an AI
        move, an open claim) is stored before the claim is completed, so a crash between
        the two at worst makes another process look at the timer again, and find the seat
        has moved. What it must tell the channel is an outbox row written with the change
        (the move, the opened claim, or the completion of a reminder), held for this
        process to post at once; the returned notices carry its key."""
        owner = self.timer_owner

        async def complete(next_due: float | None = None, notice: Notice | None = None) -> bool:
            item = self._notice_item(notice, now)
            done = await self.store.complete_timer(
                timer.id,
                owner=owner,
                next_due=next_due,
                outbox=() if item is None else (item,),
                match_id=timer.match_id,
                now=now,
            )
            if done and item is not None and notice is not None:
                notice.keys = self._written([item])
            return done

        async def drop() -> list[Notice]:
            await complete()
            return []

        try:
            rec = await self.store.get_match(timer.match_id)
        except NotFound:
            return await drop()
        if rec.status != "active" or rec.state is None:
            await self.store.clear_timers(rec.id)
            return []
        if timer.kind == AI_JOB:
            resumed = await self._resume_ais(rec.id)  # ThinkerBusy: see ``fire_due``
            await complete()  # usually gone already: the last AI move dropped it
            return [] if resumed is None else [resumed]
        seats = await self.store.seats(rec.id)
        game = get_game(rec.game)
        state = game.load_state(rec.state)
        user = human_seats(seats).get(timer.seat) if timer.seat is not None else None
        if user is None or timer.seat not in game.active_seats(state):
            return await drop()
        seat = timer.seat
        if timer.kind == FORCED:  # played while its player is away too: there is no choice
            forced = await self._play_forced(rec.id, seat, now)
            if isinstance(forced, float):
                await complete(forced)
                return []
            await complete()  # usually gone already: the move replaced the seat's timers
            return [] if forced is None else [forced]
        prefs = await self.user_settings(user)
        settings = MatchSettings.of(rec.settings)
        if prefs.on_vacation:
            return await drop()
        if timer.kind == "reminder":
            if settings.reminder_hours is None:
                return await drop()
            next_due = prefs.after_quiet(now + settings.reminder_hours * HOUR)
            deadline = (await self.deadlines(rec.id)).get(user)
            if deadline is not None and deadline <= now:
                # the time is up already (the bot was down): the timeout says so, not this
                await complete(next_due)
                return []
            message = Msg.of("service.notice.reminder", player=player(user))
            if deadline is not None:
                message = Msg.of(
                    REMINDER_UNTIL[settings.timeout_action],
                    player=player(user),
                    hours=max(0, round((deadline - now) / HOUR)),
                )
            notice = self._notice("reminder", rec, [user], message, user, deadline=deadline)
            if not await complete(next_due, notice):
                return []  # taken over, moved or cleared meanwhile: not ours to post
            return [notice]
        if timer.kind != "timeout" or settings.timeout_hours is None:
            return await drop()
        hours = round(settings.timeout_hours)
        late = player(user)
        if settings.timeout_action is TimeoutAction.REMIND:
            message = Msg.of("service.notice.timeout_reminded", player=late, hours=hours)
            notice = self._notice("timeout_reminded", rec, [user], message, user)
            if not await complete(None, notice):
                return []
            return [notice]
        if settings.timeout_action is TimeoutAction.CLAIM:
            others = [u for s, u in human_seats(seats).items() if s != seat]
            message = Msg.of(
                "service.notice.timeout_claimable",
                player=late,
                hours=hours,
                opponents=[player(u) for u in others],
            )
            notice = self._notice("timeout_claimable", rec, others, message, user)
            claimed = await self._open_claim(rec.id, seat, notice, now)
            await complete()
            if claimed is None:
                return []
            notice.match = public_record(claimed)
            return [notice]
        message = Msg.of("service.notice.ai_played", player=late, hours=hours, count=0)
        played = await self._play_for(rec.id, seat, message, user)
        await complete()  # usually gone already: the move replaced the seat's timers
        if played is None:
            return []
        result, moves = played
        message = Msg.of("service.notice.ai_played", player=late, hours=hours, count=moves)
        pings = [u for u in result.newly_active if u != user] or list(result.newly_active)
        notice = self._notice("ai_played", result.match, pings, message, user)
        # a notice is posted in the channel: no seat's private lines (the cards drawn)
        result.events = [(s, e.model_copy(update={"private": {}})) for s, e in result.events]
        notice.result = result
        notice.keys = list(result.posts)
        notice.version = result.match.version
        return [notice]

    def _notice(
        self,
        kind: NoticeKind,
        rec: MatchRecord,
        ping: list[str],
        message: Msg | None,
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

    def _notice_item(self, notice: Notice | None, now: float) -> OutboxItem | None:
        """The outbox row for a notice, held for this process to post it at once."""
        if notice is None or not self.outbox_posts:
            return None
        return post_item(
            notice.match,
            notice.kind,
            pings=notice.users_to_ping,
            message=notice.message,
            deadline=notice.deadline,
            user=notice.user,
            **self._hold(True, now),
        )

    async def _open_claim(
        self, match_id: int, seat: int, notice: Notice, now: float
    ) -> MatchRecord | None:
        """Record in the match settings that ``seat`` ran out of time (the opponents may now
        claim the win), unless the seat moved meanwhile, with the notice's outbox row.
        None: nothing to record, or nothing new to post (the claim was open already)."""
        for _ in range(5):
            rec = await self.store.get_match(match_id)
            if rec.status != "active" or rec.state is None:
                return None
            game = get_game(rec.game)
            if seat not in game.active_seats(game.load_state(rec.state)):
                return None
            last = await self._last_seq(match_id)
            if rec.settings.get("claims", {}).get(str(seat)) == {"seq": last}:
                # already open: this timer fired before and its process died; the post
                # stored with it is in the outbox for the next pass
                return None
            claims = {**rec.settings.get("claims", {}), str(seat): {"seq": last}}
            item = self._notice_item(notice, now)
            try:
                rec = await self.store.update_settings(
                    match_id,
                    expected_version=rec.version,
                    settings={**rec.settings, "claims": claims},
                    now=self.clock(),
                    outbox=() if item is None else (item,),
                )
            except StaleVersion:
                continue
            notice.keys = [] if item is None else self._written([item])
            return rec
        return None

    async def _last_seq(self, match_id: int) -> int:
        actions = await self.store.actions(match_id)
        return actions[-1].seq if actions else 0

    async def _play_for(
        self, match_id: int, seat: int, message: Msg | None = None, user: str | None = None
    ) -> tuple[ActResult, int] | None:
        """The heuristic AI plays ``seat``'s turn (the seat ran out of time), then any AI
        seats answer, through the same versioned path as ``act``: the result and how many
        moves were made for the seat. None if the seat is no longer to act (it moved).
        The last move's outbox row carries ``message`` (its ``count`` the moves made)."""
        for _ in range(5):
            rec, seats, game, state = await self._active(match_id)
            if seat not in game.active_seats(state) or game.outcome(state) is not None:
                return None
            before = game.active_seats(state)
            kind = MatchSettings.of(rec.settings).stand_in.kind
            if kind not in kinds(game):
                kind = "heuristic" if "heuristic" in game.ais else next(iter(game.ais))
            result = ActResult(match=rec, hold_posts=True, post_kind="ai_played")
            result.post_message, result.post_user = message, user
            note: Event | None = Event.of("service.event.timeout_ai", seat)
            moves = 0
            try:
                for _step in range(MAX_AI_STEPS):
                    if seat not in game.active_seats(state) or game.outcome(state) is not None:
                        break
                    seed = f"{rec.seed}:timeout:{rec.version}"
                    a = await self._ai_decision(rec, game, kind, state, seat, seed)
                    rec, state = await self._apply(
                        rec,
                        game,
                        state,
                        seat,
                        a,
                        result,
                        note=note,
                        auto=True,
                        seats=seats,
                        before=before,
                    )
                    note = None
                    moves += 1
                else:
                    raise ServiceError("service.error.ai_runaway", steps=MAX_AI_STEPS)
            except StaleView:  # someone moved at the same moment: look again (a part of
                # the turn already stored carried its own timers and posts, as every move:
                # those posts go to the next outbox pass at once)
                await self.unposted(result.posts, delay=0.0)
                continue
            rec, state = await self._run_ais(rec, seats, game, state, result, before=before)
            if not result.timers_planned:
                await self._schedule(rec, seats, game, before, state, result.became_active)
            return self._finish(result, rec, seats, game, state), moves
        return None

    async def _play_forced(self, match_id: int, seat: int, now: float) -> Notice | float | None:
        """A ``FORCED`` timer: play ``seat``'s only legal move, through the same versioned
        path as ``act``, then any AI seats' answers; the board post that follows.

        Only when the position is still one where the seat has a single legal move and has
        stood for the match's grace since the last move; a float is when to look again (the
        grace counts from a later move, or an undo request is waiting for answers). None:
        nothing to play — the seat moved, forced moves were turned off, the game does not
        play them, or the last entry is an undo (the player took a move back to choose
        again, and plays on from there themselves)."""
        for _ in range(5):
            try:
                rec, seats, game, state = await self._active(match_id)
            except ServiceError:
                return None
            grace = MatchSettings.of(rec.settings).forced_grace
            a = game.forced_action(state, seat) if grace > 0 else None
            if a is None:
                return None
            last = await self.store.last_actions(match_id, 1)
            if not last or last[-1].kind != "action":
                return None
            pending = rec.settings.get("undo")
            if pending and pending.get("at_seq") == last[-1].seq:
                return now + grace
            if now < last[-1].created_at + grace:
                return last[-1].created_at + grace
            before = game.active_seats(state)
            result = ActResult(match=rec, hold_posts=True)
            note = Event.of("service.event.forced", seat)
            try:
                rec, state = await self._apply(
                    rec,
                    game,
                    state,
                    seat,
                    a,
                    result,
                    note=note,
                    forced=True,
                    seats=seats,
                    before=before,
                )
                rec, state = await self._run_ais(rec, seats, game, state, result, before=before)
                if not result.timers_planned:
                    await self._schedule(rec, seats, game, before, state, result.became_active)
            except StaleView:
                await self.unposted(result.posts, delay=0.0)
                continue
            self._finish(result, rec, seats, game, state)
            # a notice is posted in the channel: no seat's private lines
            result.events = [(s, e.model_copy(update={"private": {}})) for s, e in result.events]
            notice = self._notice("moved", rec, result.newly_active, None, None)
            notice.result = result
            notice.keys = list(result.posts)
            notice.version = result.match.version
            return notice
        return None

    async def _resume_ais(self, match_id: int) -> Notice | None:
        """The AI job: the AI seats that must act make their moves (the process that was to
        make them stopped first), each stored as usual; the board post that follows, or None
        when there was nothing to do."""
        for _ in range(5):
            try:
                rec, seats, game, state = await self._active(match_id)
            except ServiceError:
                return None
            before = game.active_seats(state)
            ai = {s.seat for s in seats if s.ai is not None}
            if game.outcome(state) is not None or not before & ai:
                return None
            result = ActResult(match=rec, hold_posts=True, ai_job=True)
            try:
                rec, state = await self._run_ais(
                    rec, seats, game, state, result, before=before, may_think=True
                )
                if not result.timers_planned:
                    await self._schedule(rec, seats, game, before, state, result.became_active)
            except StaleView:
                await self.unposted(result.posts, delay=0.0)
                continue
            if not result.posts and not result.events:
                return None
            self._finish(result, rec, seats, game, state)
            result.events = [(s, e.model_copy(update={"private": {}})) for s, e in result.events]
            log.info("match %s: the AI job made %d moves", match_id, len(result.posts))
            notice = self._notice("moved", rec, result.newly_active, None, None)
            notice.result = result
            notice.keys = list(result.posts)
            notice.version = result.match.version
            return notice
        return None

    async def claim_posts(self, now: float | None = None, limit: int = 50) -> list[Notice]:
        """The outbox pass: take the posts nobody is making (their writer failed to post
        them, or stopped before it could), for this process to post now, as notices in
        order per match (see ``service.posts.notices_from_rows``). Rows of a match that no
        longer exists are settled as gone. Done rows older than a week are pruned now and
        then."""
        now = self.clock() if now is None else now
        if now - self._pruned_at > 3600.0:
            self._pruned_at = now
            with contextlib.suppress(Exception):
                await self.store.prune_outbox(now - POST_KEPT)
        rows = await self.store.claim_outbox(self.timer_owner, now, self.post_hold, limit=limit)
        by_match: dict[int, list[OutboxRecord]] = {}
        for row in rows:
            by_match.setdefault(row.match_id, []).append(row)
        notices: list[Notice] = []
        for match_id, group in by_match.items():
            try:
                rec = await self.store.get_match(match_id)
            except NotFound:
                keys = [r.key for r in group]
                await self.store.finish_outbox(keys, owner=self.timer_owner, now=now, result="gone")
                continue
            notices.extend(notices_from_rows(group, rec))
        return notices

    async def claim_win(self, match_id: int, user: str, *, hold_posts: bool = False) -> ActResult:
        """End the match as won by the seats that did not run out of time (the claimer's
        side), ``Termination.TIMEOUT``. Only while a claim is open: the timeout action is
        ``claim``, an opponent's time ran out and that opponent has not moved since."""
        rec, seats, game, state = await self._active(match_id)
        seat = user_seat(seats, user)
        if seat is None or is_ai(user):
            raise ServiceError("service.error.not_seated")
        late = await self._open_claims(rec, game, state)
        if MatchSettings.of(rec.settings).timeout_action is not TimeoutAction.CLAIM or not late:
            raise ServiceError("service.error.nothing_to_claim")
        if seat in late:
            raise ServiceError("service.error.claim_while_late")
        winners = tuple(s.seat for s in seats if s.seat is not None and s.seat not in late)
        late_players = [player(u) for s in sorted(late) if (u := seat_user(seats, s))]
        outcome = Outcome(
            winners=winners,
            termination=Termination.TIMEOUT,
            reason=Msg.of("service.end.timeout", players=late_players),
        )
        event = Event.of("service.event.timeout_claimed", seat, players=late_players)
        return await self._end_by(
            rec, game, state, seat, "claim", event, outcome, {"late": sorted(late)}, hold=hold_posts
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
                seat = user_seat(await self.store.seats(rec.id), user)
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
            seat = user_seat(seats, user)
            game = get_game(rec.game)
            deadline = None
            state = game.load_state(rec.state) if rec.state is not None else None
            if seat is not None and state is not None and seat in game.active_seats(state):
                settings = MatchSettings.of(rec.settings)
                resumed = turn_timers(seat, back, settings, now, paused.get(str(rec.id)))
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
