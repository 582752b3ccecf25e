"""A user's timers (migration 0009): the daily digest's schedule, claimed with a lease like a
match's timers, completed together with the digest's outbox row, each key written once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from storage import OutboxItem, Store

if TYPE_CHECKING:
    from tests.storage.conftest import NewMatch


def _digest(key: str) -> OutboxItem:
    return OutboxItem(key, "dm:u1", "dm_digest", {"user": "u1"})


async def test_claims_take_due_free_user_timers_once(store: Store) -> None:
    await store.set_user_timer("u1", "digest", 50.0)
    await store.set_user_timer("u2", "digest", 20.0)
    await store.set_user_timer("u3", "digest", 500.0)
    assert await store.next_claim_at() == 20.0
    got = await store.claim_user_timers("p1", now=100.0, lease=60.0)
    assert [(t.user, t.claimed_by, t.lease_until) for t in got] == [
        ("u2", "p1", 160.0),
        ("u1", "p1", 160.0),
    ]
    assert await store.claim_user_timers("p2", now=100.0, lease=60.0) == []
    # the held ones count from their lease end; u3 is due at 500
    assert await store.next_claim_at() == 160.0
    # the holder crashed: after the lease another process takes them over
    again = await store.claim_user_timers("p2", now=160.0, lease=60.0)
    assert {t.user for t in again} == {"u1", "u2"}
    assert await store.complete_user_timer("u1", "digest", owner="p1", next_due=900.0) is None


async def test_completion_moves_the_timer_and_writes_the_row_once(
    store: Store, new_match: NewMatch
) -> None:
    m = await new_match()
    await store.set_user_timer("u1", "digest", 10.0)
    assert await store.claim_user_timers("p1", now=10.0, lease=60.0)
    written = await store.complete_user_timer(
        "u1",
        "digest",
        owner="p1",
        next_due=86410.0,
        outbox=[_digest("digest:u1:d")],
        match_id=m.id,
        now=10.0,
    )
    assert written == ["digest:u1:d"]
    timer = await store.user_timer("u1", "digest")
    assert timer is not None and (timer.due_at, timer.claimed_by) == (86410.0, None)
    # the same key again (the same local day) writes nothing, and does not fail the timer
    await store.set_user_timer("u1", "digest", 20.0)
    assert await store.claim_user_timers("p1", now=20.0, lease=60.0)
    assert (
        await store.complete_user_timer(
            "u1",
            "digest",
            owner="p1",
            next_due=86420.0,
            outbox=[_digest("digest:u1:d")],
            match_id=m.id,
            now=20.0,
        )
        == []
    )
    rows = await store.outbox(m.id)
    assert [(r.key, r.channel, r.kind) for r in rows] == [("digest:u1:d", "dm:u1", "dm_digest")]


async def test_a_new_setting_ends_the_claim_and_none_drops_it(store: Store) -> None:
    await store.set_user_timer("u1", "digest", 10.0)
    assert await store.claim_user_timers("p1", now=10.0, lease=60.0)
    await store.set_user_timer("u1", "digest", 30.0)  # the user changed their hour meanwhile
    assert await store.complete_user_timer("u1", "digest", owner="p1") is None
    assert (await store.user_timer("u1", "digest")) is not None
    assert await store.claim_user_timers("p2", now=30.0, lease=60.0)
    assert await store.release_user_timer("u1", "digest", owner="p2")
    assert not await store.release_user_timer("u1", "digest", owner="p2")
    await store.set_user_timer("u1", "digest", None)
    assert await store.user_timer("u1", "digest") is None
    assert await store.next_claim_at() is None
