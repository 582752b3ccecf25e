"""Timer claims with leases: several processes share one database, each due timer is handled
by one of them, and a crashed process's timers are taken over once its lease runs out."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from storage import Store, open_store

if TYPE_CHECKING:
    from tests.storage.conftest import NewMatch


async def _timers(store: Store, new_match: NewMatch, dues: list[float]) -> list[int]:
    m = await new_match()
    return [
        (await store.set_timer(m.id, "reminder", seat=seat, due_at=due)).id
        for seat, due in enumerate(dues)
    ]


async def test_a_claim_takes_due_free_timers_earliest_first(
    store: Store, new_match: NewMatch
) -> None:
    ids = await _timers(store, new_match, [30.0, 10.0, 20.0, 500.0])
    got = await store.claim_due_timers("p1", now=100.0, lease=60.0, limit=2)
    assert [(t.id, t.claimed_by, t.lease_until) for t in got] == [
        (ids[1], "p1", 160.0),
        (ids[2], "p1", 160.0),
    ]
    # what p1 holds is not offered again; the one due later is not due yet
    rest = await store.claim_due_timers("p2", now=100.0, lease=60.0)
    assert [(t.id, t.claimed_by) for t in rest] == [(ids[0], "p2")]
    assert await store.claim_due_timers("p3", now=100.0, lease=60.0) == []
    held = {t.id: t.claimed_by for t in await store.due_timers(1000.0)}
    assert held == {ids[0]: "p2", ids[1]: "p1", ids[2]: "p1", ids[3]: None}


async def test_an_expired_lease_is_taken_over_and_the_old_owner_cannot_complete(
    store: Store, new_match: NewMatch
) -> None:
    [tid] = await _timers(store, new_match, [10.0])
    assert [t.id for t in await store.claim_due_timers("dead", now=100.0, lease=30.0)] == [tid]
    # "dead" crashed: until its lease runs out nobody takes the timer…
    assert await store.claim_due_timers("alive", now=129.0, lease=30.0) == []
    assert await store.next_claim_at() == 130.0
    # …then another process does
    [taken] = await store.claim_due_timers("alive", now=130.0, lease=30.0)
    assert (taken.id, taken.claimed_by, taken.lease_until) == (tid, "alive", 160.0)
    assert not await store.complete_timer(tid, owner="dead")  # came back too late
    assert not await store.release_timer(tid, owner="dead")
    assert await store.complete_timer(tid, owner="alive")
    assert await store.match_timers(taken.match_id) == []
    assert not await store.complete_timer(tid, owner="alive")  # only once
    assert await store.next_claim_at() is None


async def test_complete_can_move_the_timer_and_release_frees_it_at_once(
    store: Store, new_match: NewMatch
) -> None:
    a, b = await _timers(store, new_match, [10.0, 20.0])
    await store.claim_due_timers("p1", now=100.0, lease=60.0)
    assert await store.complete_timer(a, owner="p1", next_due=400.0)  # a repeating reminder
    assert await store.release_timer(b, owner="p1")
    assert not await store.release_timer(b, owner="p1")  # no longer held
    # b is free again right away; a waits for its new due time, unheld
    assert [t.id for t in await store.claim_due_timers("p2", now=101.0, lease=900.0)] == [b]
    assert await store.claim_due_timers("p3", now=399.0, lease=60.0) == []
    [again] = await store.claim_due_timers("p3", now=400.0, lease=60.0)
    assert (again.id, again.due_at, again.claimed_by) == (a, 400.0, "p3")


async def test_renewing_keeps_a_long_job_from_being_taken_over(
    store: Store, new_match: NewMatch
) -> None:
    a, b = await _timers(store, new_match, [10.0, 20.0])
    await store.claim_due_timers("p1", now=100.0, lease=30.0)
    assert await store.renew_timers("p2", [a, b], now=120.0, lease=30.0) == []  # not its own
    assert await store.renew_timers("p1", [b, a, 999], now=120.0, lease=30.0) == [a, b]
    assert await store.claim_due_timers("p2", now=140.0, lease=30.0) == []  # still p1's
    assert len(await store.claim_due_timers("p2", now=150.0, lease=30.0)) == 2


async def test_a_timer_set_anew_while_held_is_a_new_deadline(
    store: Store, new_match: NewMatch
) -> None:
    m = await new_match()
    t = await store.set_timer(m.id, "timeout", seat=0, due_at=10.0)
    await store.claim_due_timers("p1", now=100.0, lease=60.0)
    # the same deadline set again (a replan that changed nothing) stays held
    same = await store.set_timer(m.id, "timeout", seat=0, due_at=10.0)
    assert (same.id, same.claimed_by) == (t.id, "p1")
    # a move gave the seat a new deadline while p1 was firing the old one
    moved = await store.set_timer(m.id, "timeout", seat=0, due_at=900.0)
    assert (moved.id, moved.claimed_by, moved.lease_until) == (t.id, None, None)
    assert not await store.complete_timer(t.id, owner="p1")  # must not drop the new one
    assert [x.due_at for x in await store.match_timers(m.id)] == [900.0]
    # the old single-process claim (advance_timer) ends a lease as well
    await store.claim_due_timers("p2", now=900.0, lease=60.0)
    assert await store.advance_timer(t.id, expected_due=900.0, next_due=950.0)
    assert not await store.complete_timer(t.id, owner="p2")


async def test_concurrent_claimers_on_separate_connections_never_share_a_timer(
    store: Store, new_match: NewMatch, store_location: str
) -> None:
    """Four stores on one database stand in for four processes, each with several claim
    loops at once: every due timer is claimed exactly once."""
    match_ids = [(await new_match(f"chan-{i}")).id for i in range(10)]
    for match_id in match_ids:
        for seat in range(12):
            await store.set_timer(match_id, "reminder", seat=seat, due_at=float(seat))
    others = [await open_store(store_location) for _ in range(3)]
    try:
        claimed: list[tuple[str, int]] = []

        async def claim_loop(st: Store, owner: str) -> None:
            while batch := await st.claim_due_timers(owner, now=100.0, lease=600.0, limit=5):
                claimed.extend((owner, t.id) for t in batch)
                await asyncio.sleep(0)

        stores = [store, *others]
        await asyncio.gather(
            *(claim_loop(st, f"p{i}-{j}") for i, st in enumerate(stores) for j in range(3))
        )
    finally:
        for st in others:
            await st.close()
    ids = [timer_id for _owner, timer_id in claimed]
    assert len(ids) == 120 and len(set(ids)) == 120
    assert len({owner for owner, _ in claimed}) > 1  # more than one claimer got work
    holders = {t.id: t.claimed_by for t in await store.due_timers(100.0)}
    assert holders == {timer_id: owner for owner, timer_id in claimed}
