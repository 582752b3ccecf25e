"""Timers when several processes share one database: each due timer is claimed for a lease
before it fires, so exactly one service fires it; a service that dies holding claims loses
them to the others once the lease runs out. Runs on SQLite and on PostgreSQL."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

from rules.games import get_game
from service import MatchService, Notice
from service.timers import TimerDispatcher
from storage import Store, open_store
from tests.service.conftest import FakeClock

ALICE, BOB = "user:alice", "user:bob"
GAME = get_game("babel")
LEASE = 60.0


@pytest.fixture
async def store(store_location: str) -> AsyncIterator[Store]:
    st = await open_store(store_location)
    try:
        yield st
    finally:
        await st.close()


def services(store: Store, clock: FakeClock, *owners: str) -> list[MatchService]:
    """One service per owner: as many processes sharing the store."""
    return [
        MatchService(store, clock=clock, timer_owner=owner, timer_lease=LEASE) for owner in owners
    ]


async def start_match(svc: MatchService, channel: str, **settings: Any) -> int:
    rec = await svc.create("babel", channel=channel, creator=ALICE, seed="fixed")
    await svc.join(rec.id, BOB)
    if settings:
        await svc.update_match_settings(rec.id, ALICE, settings)
    started = await svc.start(rec.id, ALICE, hold_posts=True)  # answered by the front end
    await svc.posted(started.posts)
    return rec.id


async def timers(store: Store, match_id: int) -> dict[tuple[str, int | None], float]:
    return {(t.kind, t.seat): t.due_at for t in await store.match_timers(match_id)}


async def test_services_sharing_a_store_fire_each_due_timer_once(store: Store) -> None:
    clock = FakeClock()
    a, b, c = services(store, clock, "proc-a", "proc-b", "proc-c")
    matches = [await start_match(a, f"chan:{i}") for i in range(6)]
    due = max([(await timers(store, m))["reminder", 0] for m in matches])
    batches = await asyncio.gather(a.fire_due(due), b.fire_due(due), c.fire_due(due))
    fired = sorted(n.match.id for batch in batches for n in batch)
    assert fired == sorted(matches)  # one reminder per match, from whichever service
    assert all(n.kind == "reminder" for batch in batches for n in batch)
    # each reminder moved on a day, and nobody holds it any more
    for m in matches:
        (reminder,) = [t for t in await store.match_timers(m) if t.kind == "reminder"]
        assert reminder.due_at > due and reminder.claimed_by is None
    assert await a.fire_due(due) == [] and await b.fire_due(due) == []


async def test_timers_held_by_a_dead_process_fire_elsewhere_after_the_lease(
    store: Store,
) -> None:
    clock = FakeClock()
    alive, dead = services(store, clock, "alive", "dead")
    match_id = await start_match(alive, "chan:ai", timeout_action="ai", reminder_hours=None)
    due = (await timers(store, match_id))["timeout", 0]
    # the dead process claimed the timeout and died before handling it
    (held,) = await store.claim_due_timers(dead.timer_owner, due, LEASE)
    assert held.claimed_by == "dead"
    assert await alive.fire_due(due + LEASE / 2) == []  # its lease still runs
    assert [a.seat for a in await store.actions(match_id)] == []
    (notice,) = await alive.fire_due(due + LEASE)  # the lease ran out: taken over
    assert notice.kind == "ai_played"
    auto = [a for a in await store.actions(match_id) if a.payload.get("auto")]
    assert auto and all(a.seat == 0 for a in auto)  # the AI played the late seat once
    assert ("timeout", 0) not in await timers(store, match_id)
    # the dead process coming back cannot complete what it no longer holds
    assert not await store.complete_timer(held.id, owner="dead")
    again = await dead.fire_due(due + LEASE)  # (only the other seat's clock runs now)
    assert all(n.user != notice.user for n in again)


async def test_a_reopened_claim_is_recorded_and_announced_once(store: Store) -> None:
    from rules.core import Msg
    from service.posts import POST_HOLD

    clock = FakeClock()
    (svc,) = services(store, clock, "p1")
    match_id = await start_match(svc, "chan:claim", timeout_action="claim", reminder_hours=None)
    due = (await timers(store, match_id))["timeout", 0]
    rec = await store.get_match(match_id)
    told = svc._notice("timeout_claimable", rec, [], Msg.of("service.notice.reminder"), None)
    # a process opened the claim (its post stored with it, held for it), then died
    opened = await svc._open_claim(match_id, 0, told, due)
    assert opened is not None and len(told.keys) == 1
    await store.set_timer(match_id, "timeout", seat=0, due_at=due)  # its timer still there
    assert await svc.fire_due(due) == []  # recorded once, nothing new to say
    assert (await store.get_match(match_id)).version == opened.version
    # the post stored with the claim is made by whoever takes it once its hold ran out
    (notice,) = await svc.claim_posts(due + POST_HOLD + 1)
    assert (notice.kind, notice.keys) == ("timeout_claimable", told.keys)


async def test_a_failed_timer_is_dropped_and_the_rest_of_the_batch_fires(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = FakeClock()
    (svc,) = services(store, clock, "p1")
    first = await start_match(svc, "chan:1")
    second = await start_match(svc, "chan:2")
    due = max([(await timers(store, m))["reminder", 0] for m in (first, second)])
    real = svc.deadlines

    async def deadlines(match_id: int) -> dict[str, float]:
        if match_id == first:
            raise RuntimeError("the store hiccuped")
        return await real(match_id)

    monkeypatch.setattr(svc, "deadlines", deadlines)
    notices = await svc.fire_due(due)
    assert [n.match.id for n in notices] == [second]
    # no timer is left claimed by us
    for m in (first, second):
        assert all(t.claimed_by is None for t in await store.match_timers(m))


async def test_the_dispatcher_looks_again_within_its_poll_interval(store: Store) -> None:
    clock = FakeClock()
    (svc,) = services(store, clock, "p1")
    await start_match(svc, "chan:poll")  # its first timer is a day away
    delays: list[float] = []
    stop = asyncio.Event()

    async def sleep(delay: float) -> None:
        delays.append(delay)
        stop.set()
        await asyncio.Event().wait()

    async def notify(notices: list[Notice]) -> None:
        return None

    d = TimerDispatcher(svc, clock=clock, sleep=sleep, notify=notify, poll=30.0)
    task = asyncio.create_task(d.run())
    await asyncio.wait_for(stop.wait(), 10)
    d.stop()
    await asyncio.wait_for(task, 10)
    assert delays == [30.0]


async def test_two_processes_playing_one_late_turn_tell_it_once(store: Store) -> None:
    """The lease of a slow process ran out and another took the same timeout: both play the
    late seat's turn at once, the version check lets each step through once, and exactly one
    post says the AI played for the late player (the other's steps are plain boards)."""
    import asyncio

    clock = FakeClock()
    a, b = services(store, clock, "pa", "pb")
    match_id = await start_match(a, "chan:race", timeout_action="ai", reminder_hours=None)
    due = (await timers(store, match_id))["timeout", 0]
    [ta] = await store.claim_due_timers("pa", due + 1, LEASE)
    [tb] = await store.claim_due_timers("pb", due + 1 + LEASE + 1, LEASE)
    told_a, told_b = await asyncio.gather(a._fire(ta, due + 2), b._fire(tb, due + 2))
    assert [n.kind for n in told_a + told_b] == ["ai_played"]
    rows = [r for r in await store.outbox(match_id) if r.kind == "ai_played"]
    assert len(rows) == 1
