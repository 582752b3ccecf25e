"""The turn clock: reminders and timeouts scheduled by the service, fired exactly once, each
timeout action, quiet hours, vacation, and the dispatcher loop — all on a FakeClock."""

from __future__ import annotations

import asyncio
import datetime as dt
import itertools
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from rules.core import Event, Msg
from rules.core.game import Termination
from rules.games import get_game
from service import MatchService, Notice, ServiceError, name_players
from service.i18n import render
from service.posts import POST_RETRY
from service.replay import verify_match
from service.settings import HOUR
from service.timers import TimerDispatcher
from storage import Store, open_store
from tests.service.conftest import FakeClock

ALICE, BOB, CAROL = "user:alice", "user:bob", "user:carol"
ATHENS = ZoneInfo("Europe/Athens")
GAME = get_game("babel")


@dataclass
class Env:
    svc: MatchService
    clock: FakeClock
    hook: list[float] = field(default_factory=list)

    @property
    def store(self) -> Store:
        return self.svc.store


@pytest.fixture
async def env(store_location: str) -> AsyncIterator[Env]:
    store = await open_store(store_location)
    clock = FakeClock()
    e = Env(MatchService(store, clock=clock), clock)
    e.svc.on_timers_changed = lambda: e.hook.append(clock.now)
    try:
        yield e
    finally:
        await store.close()


async def start_match(
    env: Env, channel: str = "chan:1", seed: str = "fixed", **settings: Any
) -> tuple[int, dict[int, str]]:
    rec = await env.svc.create("babel", channel=channel, creator=ALICE, seed=seed)
    await env.svc.join(rec.id, BOB)
    if settings:
        await env.svc.update_match_settings(rec.id, ALICE, settings)
    # as a front end does: it answers the start itself, then marks its post done
    started = await env.svc.start(rec.id, ALICE, hold_posts=True)
    await env.svc.posted(started.posts)
    seats = {s.seat: s.user for s in await env.store.seats(rec.id) if s.seat is not None}
    return rec.id, seats


async def timers(env: Env, match_id: int) -> dict[tuple[str, int | None], float]:
    return {(t.kind, t.seat): t.due_at for t in await env.store.match_timers(match_id)}


async def state_of(env: Env, match_id: int) -> Any:
    return GAME.load_state((await env.store.get_match(match_id)).state or "")


async def mid_turn_move(env: Env, match_id: int, seat: int, user: str) -> None:
    """A move that keeps ``seat`` to act (moving the builder or playing a card)."""
    state = await state_of(env, match_id)
    legal = [a for a in GAME.legal_actions(state, seat) if a.type in ("move", "play")]
    await env.svc.act(match_id, user, GAME.dump_action(legal[0]))


async def end_turn(env: Env, match_id: int, seat: int, user: str) -> None:
    """Play out ``seat``'s turn: build the starting temple if it must, then end."""
    rng = random.Random(1)
    for _ in range(50):
        state = await state_of(env, match_id)
        if seat not in GAME.active_seats(state):
            return
        legal = GAME.legal_actions(state, seat)
        a = next((a for a in legal if a.type == "end"), None)
        a = a or next((a for a in legal if a.type == "build" and a.source == "start"), None)
        a = a or GAME.ais["heuristic"](GAME.view(state, seat), legal, rng)
        await env.svc.act(match_id, user, GAME.dump_action(a))
        if a.type == "end":
            return
    raise AssertionError("the turn never ended")


def at(env: Env, t: float) -> None:
    env.clock.now = t


def close(a: float, b: float) -> bool:
    """Equal but for the FakeClock's one-second tick per reading."""
    return abs(a - b) < 60


# --- scheduling -----------------------------------------------------------------------------
async def test_start_schedules_a_reminder_and_a_timeout_for_the_seat_to_act(env: Env) -> None:
    t0 = env.clock.now
    match_id, seats = await start_match(env)
    got = await timers(env, match_id)
    assert set(got) == {("reminder", 0), ("timeout", 0)}
    assert close(got["reminder", 0], t0 + 24 * HOUR)
    assert close(got["timeout", 0], t0 + 72 * HOUR)
    assert await env.svc.deadlines(match_id) == {seats[0]: got["timeout", 0]}
    assert env.hook  # the dispatcher would have been woken


async def test_moves_within_a_turn_keep_the_clock_and_touch_no_timer(env: Env) -> None:
    match_id, seats = await start_match(env)
    before = await timers(env, match_id)
    calls: list[Any] = []
    real = env.store.replace_timers

    async def counting(*args: Any, **kwargs: Any) -> None:
        calls.append(args)
        await real(*args, **kwargs)

    env.store.replace_timers = counting  # type: ignore[method-assign]
    hooks = len(env.hook)
    at(env, env.clock.now + 10 * HOUR)
    await mid_turn_move(env, match_id, 0, seats[0])
    await mid_turn_move(env, match_id, 0, seats[0])
    assert calls == [] and len(env.hook) == hooks  # no store write, no wake-up
    assert await timers(env, match_id) == before  # the timeout still counts from the turn start

    # ending the turn hands the clock to the other seat, counting from now, in the same
    # transaction as the move itself (no second write)
    moves: list[Any] = []
    append = env.store.append_action

    async def appending(*args: Any, **kwargs: Any) -> Any:
        moves.append(kwargs.get("timers"))
        return await append(*args, **kwargs)

    env.store.append_action = appending  # type: ignore[method-assign]
    now = env.clock.now
    await end_turn(env, match_id, 0, seats[0])
    assert calls == [] and moves[-1] is not None  # with the move that ended the turn
    assert all(plan is None for plan in moves[:-1])
    assert len(env.hook) == hooks + 1  # the dispatcher is woken
    got = await timers(env, match_id)
    assert set(got) == {("reminder", 1), ("timeout", 1)}
    assert close(got["timeout", 1], now + 72 * HOUR)


async def test_an_ai_opponent_answering_restarts_the_humans_clock(env: Env) -> None:
    rec = await env.svc.create("babel", channel="c", creator=ALICE, seed="ai-1")
    await env.svc.add_ai(rec.id, ALICE, "heuristic")
    await env.svc.start(rec.id, ALICE)
    me = next(s.seat for s in await env.store.seats(rec.id) if s.user == ALICE)
    assert me is not None
    first = await timers(env, rec.id)
    assert set(first) == {("reminder", me), ("timeout", me)}  # the AI seat has none
    at(env, env.clock.now + 30 * HOUR)
    await end_turn(env, rec.id, me, ALICE)  # the AI plays its whole turn; Alice is up again
    again = await timers(env, rec.id)
    assert set(again) == {("reminder", me), ("timeout", me)}
    assert close(again["timeout", me], env.clock.now + 72 * HOUR)


async def test_ai_only_matches_never_get_timers(env: Env) -> None:
    rec = await env.svc.create("babel", channel="c", creator=ALICE, seat_creator=False)
    await env.svc.add_ai(rec.id, ALICE, "random")
    await env.svc.add_ai(rec.id, ALICE, "random")
    result = await env.svc.start(rec.id, ALICE)
    assert result.outcome is not None
    # the AI job stored with the start (should the process stop mid-game) went with the end
    assert await env.store.next_timer() is None


async def test_the_end_of_a_match_clears_its_timers(env: Env) -> None:
    match_id, seats = await start_match(env)
    await env.svc.resign(match_id, seats[0])
    assert await timers(env, match_id) == {}
    match_id, _seats = await start_match(env, channel="chan:2")
    await env.svc.abort(match_id, ALICE)
    assert await timers(env, match_id) == {}
    assert await env.store.next_timer() is None


async def test_turning_the_clock_off_or_changing_it(env: Env) -> None:
    match_id, _seats = await start_match(env)
    await env.svc.update_match_settings(match_id, ALICE, {"timeout_hours": None})
    assert set(await timers(env, match_id)) == {("reminder", 0)}
    await env.svc.update_match_settings(match_id, ALICE, {"reminder_hours": None})
    assert await timers(env, match_id) == {}
    now = env.clock.now
    await env.svc.update_match_settings(match_id, ALICE, {"timeout_hours": 10})
    got = await timers(env, match_id)
    assert set(got) == {("timeout", 0)} and close(got["timeout", 0], now + 10 * HOUR)


async def test_timers_planned_from_an_older_position_do_not_win_a_race(env: Env) -> None:
    """Two requests finish in the other order: a late timer plan must not overwrite the
    newer one (it is version-guarded, and the service repairs from the stored position).
    A move (the AI's for a late seat too) and a start store their timers in their own
    transaction; a plan made apart from a move (an undo, new settings) is written on its
    own, and may lose."""
    match_id, seats = await start_match(env)
    await end_turn(env, match_id, 0, seats[0])
    # what a plan made at this position looks like: seat 0 handed the move to seat 1
    rec = await env.store.get_match(match_id)
    stale = (rec, await env.store.seats(match_id), GAME, {0}, await state_of(env, match_id), {1})
    await end_turn(env, match_id, 1, seats[1])  # seat 0 is up again and its clock restarted
    newest = await timers(env, match_id)
    assert set(newest) == {("reminder", 0), ("timeout", 0)}
    await env.svc._schedule(*stale)  # the stale plan (seat 1 to act) arrives last
    assert await timers(env, match_id) == newest
    # and a seat to act whose timers went missing gets a clock again
    await env.store.clear_timers(match_id)
    await env.svc._schedule(*stale)
    assert set(await timers(env, match_id)) == {("reminder", 0), ("timeout", 0)}


# --- firing ---------------------------------------------------------------------------------
async def test_reminders_repeat_and_fire_exactly_once(env: Env) -> None:
    match_id, seats = await start_match(env)
    due = (await timers(env, match_id))["reminder", 0]
    assert await env.svc.fire_due(due - 1) == []
    notices = await env.svc.fire_due(due)
    assert [n.kind for n in notices] == ["reminder"]
    (n,) = notices
    assert n.users_to_ping == [seats[0]] == n.users and n.channel == "chan:1"
    assert n.deadline == (await timers(env, match_id))["timeout", 0]
    assert n.message.key == "service.notice.reminder_until_remind"
    assert n.message.params["hours"] == 48
    assert n.match.state is None and n.match.seed == ""  # the public record
    # firing again at the same moment finds nothing: the reminder moved on by 24 hours
    assert await env.svc.fire_due(due) == []
    assert (await timers(env, match_id))["reminder", 0] == due + 24 * HOUR
    # two dispatchers racing for one due timer: only one notice
    both = await asyncio.gather(
        env.svc.fire_due(due + 24 * HOUR), env.svc.fire_due(due + 24 * HOUR)
    )
    assert sum(len(b) for b in both) == 1


async def test_a_stale_timer_is_dropped_without_a_notice(env: Env) -> None:
    match_id, _seats = await start_match(env)
    await env.store.set_timer(match_id, "reminder", seat=1, due_at=1.0)  # seat 1 is not to act
    await env.store.set_timer(match_id, "timeout", seat=None, due_at=2.0)
    assert await env.svc.fire_due(10.0) == []
    assert set(await timers(env, match_id)) == {("reminder", 0), ("timeout", 0)}


async def test_timeout_remind(env: Env) -> None:
    match_id, seats = await start_match(env)
    due = (await timers(env, match_id))["timeout", 0]
    notices = await env.svc.fire_due(due)
    kinds = sorted(n.kind for n in notices)
    # the 2nd reminder was due too, but at the deadline itself: the timeout says it all
    assert kinds == ["timeout_reminded"]
    late = next(n for n in notices if n.kind == "timeout_reminded")
    assert late.users_to_ping == [seats[0]]
    assert late.message.params["hours"] == 72
    # the timeout fired once; reminders go on
    assert set(await timers(env, match_id)) == {("reminder", 0)}
    assert await env.svc.fire_due(due) == []


async def test_timeout_claim(env: Env) -> None:
    match_id, seats = await start_match(env, timeout_action="claim", reminder_hours=None)
    with pytest.raises(ServiceError) as early:
        await env.svc.claim_win(match_id, seats[1])
    assert early.value.msg.key == "service.error.nothing_to_claim"
    due = (await timers(env, match_id))["timeout", 0]
    (n,) = await env.svc.fire_due(due)
    assert n.kind == "timeout_claimable" and n.users_to_ping == [seats[1]]
    assert n.message.params["opponents"] == [Msg.of("service.player", user=seats[1])]
    with pytest.raises(ServiceError) as own:
        await env.svc.claim_win(match_id, seats[0])
    assert own.value.msg.key == "service.error.claim_while_late"
    with pytest.raises(ServiceError) as outsider:
        await env.svc.claim_win(match_id, CAROL)
    assert outsider.value.msg.key == "service.error.not_seated"
    result = await env.svc.claim_win(match_id, seats[1])
    assert result.outcome is not None and result.outcome.winners == (1,)
    assert result.outcome.termination is Termination.TIMEOUT
    rec = await env.store.get_match(match_id)
    assert rec.status == "finished" and rec.outcome is not None
    assert rec.outcome["termination"] == "timeout"
    assert await timers(env, match_id) == {}
    assert (await verify_match(env.store, rec)).ok
    lines = await env.svc.log(match_id)
    assert lines[-1].kind == "claim"
    assert lines[-1].messages[0][1].key == "service.event.timeout_claimed"


async def test_a_claim_lapses_when_the_late_player_moves(env: Env) -> None:
    match_id, seats = await start_match(env, timeout_action="claim")
    due = (await timers(env, match_id))["timeout", 0]
    assert any(n.kind == "timeout_claimable" for n in await env.svc.fire_due(due))
    await mid_turn_move(env, match_id, 0, seats[0])
    with pytest.raises(ServiceError) as lapsed:
        await env.svc.claim_win(match_id, seats[1])
    assert lapsed.value.msg.key == "service.error.nothing_to_claim"
    # and the claim is only for the "claim" action
    await env.svc.update_match_settings(match_id, ALICE, {"timeout_action": "remind"})
    with pytest.raises(ServiceError):
        await env.svc.claim_win(match_id, seats[1])


async def test_timeout_ai_plays_the_late_seats_turn(env: Env) -> None:
    match_id, seats = await start_match(env, timeout_action="ai")
    await mid_turn_move(env, match_id, 0, seats[0])
    due = (await timers(env, match_id))["timeout", 0]
    notices = await env.svc.fire_due(due)
    n = next(n for n in notices if n.kind == "ai_played")
    assert n.result is not None and n.result.to_act == [seats[1]]
    assert n.users_to_ping == [seats[1]] and n.result.newly_active == [seats[1]]
    assert n.message.params["count"] >= 1
    # every move the computer made is marked as such in the log, and counted in the notice
    auto = [a for a in await env.store.actions(match_id) if a.payload.get("auto")]
    assert len(auto) == n.message.params["count"] and all(a.seat == 0 for a in auto)
    state = await state_of(env, match_id)
    assert GAME.active_seats(state) == {1}
    # the clock moved to the other seat
    got = await timers(env, match_id)
    assert set(got) == {("reminder", 1), ("timeout", 1)}
    assert close(got["timeout", 1], env.clock.now + 72 * HOUR)
    # the log says the computer played, and replay still proves every hash
    keys = [m.key for line in await env.svc.log(match_id) for _s, m in line.messages]
    assert "service.event.timeout_ai" in keys
    assert (await verify_match(env.store, await env.store.get_match(match_id))).ok
    # the moves the computer made cannot be taken back by the late player
    with pytest.raises(ServiceError):
        await env.svc.request_undo(match_id, seats[0])


def _all_msgs(value: Any) -> list[Msg]:
    found: list[Msg] = []
    if isinstance(value, Msg):
        found.append(value)
        for v in value.params.values():
            found.extend(_all_msgs(v))
    elif isinstance(value, Event):
        found.extend(_all_msgs(value.public))
        for m in value.private.values():
            found.extend(_all_msgs(m))
    elif isinstance(value, list | tuple):
        for v in value:
            found.extend(_all_msgs(v))
    return found


def _private_texts(events: list[dict[str, Any]]) -> set[str]:
    texts = set()
    for raw in events:
        for m in Event.model_validate(raw).private.values():
            texts.add(render(m))
    return texts


async def test_notices_never_carry_hidden_information(env: Env) -> None:
    match_id, seats = await start_match(env, timeout_action="ai")
    other, _ = await start_match(env, channel="chan:2", timeout_action="claim")
    notices: list[Notice] = []
    for _ in range(6):  # several turns played by the clock, with reminders in between
        nxt = await env.store.next_timer()
        assert nxt is not None
        at(env, nxt.due_at)
        notices += await env.svc.fire_due(nxt.due_at)
    notices += await env.svc.set_vacation(seats[0], True)
    notices += await env.svc.set_vacation(seats[0], False)
    kinds = {n.kind for n in notices}
    assert {"reminder", "ai_played", "timeout_claimable", "vacation_on", "vacation_off"} <= kinds
    private: set[str] = set()
    for mid in (match_id, other):
        for act in await env.store.actions(mid):
            private |= _private_texts(act.payload.get("events", []))
    assert private  # cards were drawn in secret…
    for n in notices:
        events = [e for _s, e in n.result.events] if n.result else []
        assert all(not e.private for e in events)
        msgs = _all_msgs(n.message) + _all_msgs(events)
        assert not any(m.key.startswith("babel.private") for m in msgs)
        text = " ".join(render(m) for m in msgs)
        assert not any(p in text for p in private)  # …and no notice shows them
        assert n.match.state is None and n.match.seed == ""


# --- quiet hours ----------------------------------------------------------------------------
async def test_quiet_hours_push_reminders_and_deadlines_to_their_end(env: Env) -> None:
    def athens(*when: int) -> float:
        return dt.datetime(*when, tzinfo=ATHENS).timestamp()

    at(env, athens(2024, 11, 5, 23, 10))  # 21:10 UTC
    match_id, seats = await start_match(env, reminder_hours=5, timeout_hours=48)
    # the player to act sleeps 22:00 to 07:00 in Athens; the other has no quiet hours
    await env.svc.update_user_settings(
        seats[0], {"timezone": "Europe/Athens", "quiet_start": 22, "quiet_end": 7}
    )
    await env.svc.update_user_settings(seats[1], {"timezone": "Europe/Athens"})
    await env.svc.update_match_settings(match_id, ALICE, {"timeout_action": "claim"})  # re-arm
    got = await timers(env, match_id)
    # 04:10 would wake them: the reminder waits for 07:00; so does the deadline (23:10)
    assert got["reminder", 0] == athens(2024, 11, 6, 7)
    assert got["timeout", 0] == athens(2024, 11, 8, 7)
    assert (await env.svc.deadlines(match_id))[seats[0]] == athens(2024, 11, 8, 7)

    at(env, athens(2024, 11, 6, 20, 0))
    await end_turn(env, match_id, 0, seats[0])
    got = await timers(env, match_id)  # the other player's clock is not moved
    assert close(got["reminder", 1], athens(2024, 11, 7, 1, 0))
    assert close(got["timeout", 1], athens(2024, 11, 8, 20, 0))


async def test_a_fired_reminder_schedules_the_next_one_outside_quiet_hours(env: Env) -> None:
    match_id, seats = await start_match(env)
    await env.svc.update_user_settings(
        seats[0], {"timezone": "Europe/Athens", "quiet_start": 22, "quiet_end": 7}
    )
    # the first reminder fires at 01:00 UTC = 03:00 Athens (it was set before the change);
    # the next one, 24 h later, would fall at 03:00 again: it moves to 07:00
    fire_at = dt.datetime(2024, 3, 1, 3, 0, tzinfo=ATHENS).timestamp()
    reminder = next(t for t in await env.store.match_timers(match_id) if t.kind == "reminder")
    await env.store.replace_timers(
        match_id, keep_seats=set(), timers=[("reminder", 0, fire_at - 1)]
    )
    assert reminder.seat == 0
    (n,) = await env.svc.fire_due(fire_at)
    assert n.kind == "reminder" and n.deadline is None  # no timeout timer left in this test
    assert n.message.key == "service.notice.reminder"
    assert (await timers(env, match_id))["reminder", 0] == dt.datetime(
        2024, 3, 2, 7, 0, tzinfo=ATHENS
    ).timestamp()


# --- vacation -------------------------------------------------------------------------------
async def test_vacation_pauses_and_resumes_the_clock(env: Env) -> None:
    match_id, seats = await start_match(env)
    other, other_seats = await start_match(env, channel="chan:2", seed="other")
    late = seats[0]
    timeout = (await timers(env, match_id))["timeout", 0]
    at(env, env.clock.now + 10 * HOUR)
    left = timeout - env.clock.now
    notices = await env.svc.set_vacation(late, True)
    assert [(n.kind, n.match.id) for n in notices] == [
        ("vacation_on", match_id),
        ("vacation_on", other),
    ]
    assert all(n.users_to_ping == [] and n.user == late for n in notices)
    assert notices[0].message.params["player"] == Msg.of("service.player", user=late)
    assert (await env.svc.user_settings(late)).on_vacation
    assert all(seat != 0 for _k, seat in await timers(env, match_id))
    assert late not in await env.svc.deadlines(match_id)
    with pytest.raises(ServiceError) as twice:
        await env.svc.set_vacation(late, True)
    assert twice.value.msg.key == "service.error.vacation_already_on"

    # nothing fires for the absent player, however long they are away
    at(env, env.clock.now + 200 * HOUR)
    assert all(n.user != late for n in await env.svc.fire_due(env.clock.now))
    # a turn that begins for them while away starts no timers either
    assert other_seats[1] == late  # (the seed seats them second there)
    await end_turn(env, other, 0, other_seats[0])
    assert await timers(env, other) == {}

    back = env.clock.now
    notices = await env.svc.set_vacation(late, False)
    assert [n.kind for n in notices] == ["vacation_off", "vacation_off"]
    got = await timers(env, match_id)
    assert close(got["timeout", 0], back + left)  # the time that was left, no more, no less
    assert close(got["reminder", 0], back + 24 * HOUR)
    assert notices[0].deadline == got["timeout", 0]
    assert notices[0].message.params["hours"] == round(left / HOUR)
    # where their turn began while they were away, the clock starts now, in full
    got = await timers(env, other)
    assert close(got["timeout", 1], back + 72 * HOUR)
    assert notices[1].message.params["hours"] == 72
    with pytest.raises(ServiceError) as not_on:
        await env.svc.set_vacation(late, False)
    assert not_on.value.msg.key == "service.error.vacation_not_on"


# --- the dispatcher -------------------------------------------------------------------------
class FakeSleep:
    """A sleep that advances the FakeClock instead of waiting, and records each delay.

    With ``hold`` it blocks (until cancelled) instead, like a long real sleep."""

    def __init__(self, clock: FakeClock) -> None:
        self.clock = clock
        self.delays: list[float] = []
        self.hold = False
        self.asleep = asyncio.Event()

    async def __call__(self, delay: float) -> None:
        self.delays.append(delay)
        self.asleep.set()
        if self.hold:
            await asyncio.Event().wait()
        self.clock.now += delay
        await asyncio.sleep(0)


async def wait_for(cond: Any, seconds: float = 5.0) -> None:
    """Let the dispatcher run (the store works on its own thread) until ``cond()`` holds."""
    for _ in range(int(seconds / 0.005)):
        if cond():
            return
        await asyncio.sleep(0.005)
    raise AssertionError("condition never met")


async def test_dispatcher_fires_overdue_timers_at_start_and_sleeps_until_the_next(
    env: Env,
) -> None:
    match_id, _seats = await start_match(env)
    reminder = (await timers(env, match_id))["reminder", 0]
    at(env, reminder + 5)  # the bot was down when the reminder fell due
    posted: list[list[Notice]] = []

    async def notify(notices: list[Notice]) -> None:
        posted.append(notices)

    sleep = FakeSleep(env.clock)
    sleep.hold = True
    d = TimerDispatcher(env.svc, clock=env.clock, sleep=sleep, notify=notify)
    task = asyncio.create_task(d.run())
    await asyncio.wait_for(sleep.asleep.wait(), 5)
    assert [[n.kind for n in batch] for batch in posted] == [["reminder"]]
    # it sleeps until the earliest timer left: the timeout (before the next reminder)
    nxt = min((await timers(env, match_id)).values())
    assert close(sleep.delays[-1], nxt - env.clock.now)
    d.stop()
    await asyncio.wait_for(task, 5)
    assert not d.running


async def test_dispatcher_wakes_for_an_earlier_timer_and_survives_notify_errors(
    env: Env,
) -> None:
    calls: list[list[Notice]] = []

    async def notify(notices: list[Notice]) -> None:
        calls.append(notices)
        raise RuntimeError("discord is down")

    sleep = FakeSleep(env.clock)
    sleep.hold = True
    env.svc.on_timers_changed = None
    d = TimerDispatcher(env.svc, clock=env.clock, sleep=sleep, notify=notify)
    assert env.svc.on_timers_changed == d.wake  # it hooked itself into the service
    task = asyncio.create_task(d.run())
    await wait_for(lambda: d.running)
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    assert sleep.delays == []  # no timer at all: it waits for a wake-up, not a sleep
    match_id, _seats = await start_match(env)  # the service wakes it
    await wait_for(lambda: len(sleep.delays) == 1)
    assert close(sleep.delays[0], 24 * HOUR)
    # an earlier timer appears: the sleep is cut short and recomputed
    await env.svc.update_match_settings(match_id, ALICE, {"reminder_hours": 2})
    await wait_for(lambda: len(sleep.delays) == 2)
    assert close(sleep.delays[1], 2 * HOUR)
    # now let time pass: the reminder fires, notify fails, the loop goes on
    sleep.hold = False
    d.wake()
    await wait_for(lambda: len(calls) >= 2)
    assert task.done() is False
    d.stop()
    await asyncio.wait_for(task, 5)
    assert all(n.kind == "reminder" for batch in calls for n in batch)


def test_players_can_be_named_by_the_front_end() -> None:
    m = Msg.of(
        "service.notice.timeout_claimable",
        player=Msg.of("service.player", user="1"),
        opponents=[Msg.of("service.player", user="2")],
        hours=3,
    )
    named = name_players(m, lambda u: f"<@{u}>")
    assert named.params == {"player": "<@1>", "opponents": ["<@2>"], "hours": 3}
    assert render(named).startswith("<@1> did not move within 3 hours. <@2>:")


async def test_notices_not_posted_are_tried_again_with_growing_waits_then_given_up(
    env: Env, caplog: pytest.LogCaptureFixture
) -> None:
    import logging

    from service.posts import POST_ATTEMPTS as NOTICE_ATTEMPTS
    from service.posts import POST_RETRY as NOTICE_RETRY

    await start_match(env, channel="chan:locked", reminder_hours=1)
    await start_match(env, channel="chan:open", reminder_hours=1)
    tries: list[tuple[float, str]] = []

    async def notify(notices: list[Notice]) -> list[Notice]:
        tries.extend((env.clock.now, n.channel) for n in notices)
        return [n for n in notices if n.channel == "chan:locked"]  # this channel refuses

    d = TimerDispatcher(env.svc, clock=env.clock, sleep=FakeSleep(env.clock), notify=notify)
    at(env, env.clock.now + HOUR + 1)
    # the refused post goes back to the outbox, to be tried again later
    delay = await d.step()
    assert sorted(c for _t, c in tries) == ["chan:locked", "chan:open"]
    assert [r.channel for r in await env.store.outbox(pending=True)] == ["chan:locked"]
    assert delay is not None and delay <= NOTICE_RETRY  # it wakes for the retry
    caplog.set_level(logging.ERROR, logger="service.matches")
    for attempt in range(1, NOTICE_ATTEMPTS):
        env.clock.now += NOTICE_RETRY * 2 ** (attempt - 1) + 0.5
        await d.step()
    locked = [t for t, c in tries if c == "chan:locked"]
    assert len(locked) == NOTICE_ATTEMPTS
    waits = [b - a for a, b in itertools.pairwise(locked)]
    assert all(later > earlier for earlier, later in itertools.pairwise(waits))  # backoff
    assert await env.store.outbox(pending=True) == []
    assert [r.result for r in await env.store.outbox() if r.channel == "chan:locked"][-1] == (
        "dropped"
    )
    assert any("gave up" in r.getMessage() for r in caplog.records)


async def test_a_notify_that_raises_keeps_the_whole_batch_for_a_retry(env: Env) -> None:
    await start_match(env, reminder_hours=1)
    calls: list[list[Notice]] = []

    async def notify(notices: list[Notice]) -> None:
        calls.append(notices)
        if len(calls) == 1:
            raise RuntimeError("discord is down")

    d = TimerDispatcher(env.svc, clock=env.clock, sleep=FakeSleep(env.clock), notify=notify)
    at(env, env.clock.now + HOUR + 1)
    await d.step()
    assert len(calls) == 1 and len(await env.store.outbox(pending=True)) == 1
    env.clock.now += POST_RETRY + 1
    await d.step()  # the outbox pass takes the failed post again
    assert len(calls) == 2
    [first], [again] = calls
    assert (again.kind, again.keys) == (first.kind, first.keys)
    assert again.message is not None and first.message is not None
    assert render(again.message) == render(first.message)
    assert again.nonce == first.nonce  # the same post: Discord shows it once
    assert await env.store.outbox(pending=True) == []
    assert not d.waiting_notices
