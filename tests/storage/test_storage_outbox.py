"""The outbox: what a change must tell a channel is written in the change's own transaction
(a move, a timer's completion, a settings change), claimed per match in order by one
process at a time under a lease, and marked done only by whoever holds it."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import pytest

from storage import MatchRecord, OutboxItem, StaleVersion, Store, open_store

if TYPE_CHECKING:
    from tests.storage.conftest import NewMatch


async def _started(store: Store, new_match: NewMatch, channel: str = "chan-o") -> MatchRecord:
    rec = await new_match(channel)
    for user in ("u1", "u2"):
        rec = await store.add_seat(rec.id, user, ai=None, now=1.0, expected_version=rec.version)
    return await store.start_match(
        rec.id, expected_version=rec.version, seat_order=["u1", "u2"], state="{}", now=2.0
    )


def _post(key: str, channel: str = "chan-o", **held: object) -> OutboxItem:
    return OutboxItem(key, channel, "moved", {"key": key}, **held)  # type: ignore[arg-type]


async def _move(
    store: Store, rec: MatchRecord, version: int, *posts: OutboxItem, now: float = 3.0
) -> MatchRecord:
    return await store.append_action(
        rec.id,
        expected_version=version,
        seat=0,
        kind="action",
        payload={"action": {}},
        state='{"turn":1}',
        state_hash="h",
        now=now,
        outbox=posts,
    )


async def test_a_move_writes_its_posts_in_its_transaction(
    store: Store, new_match: NewMatch
) -> None:
    rec = await _started(store, new_match)
    after = await _move(store, rec, rec.version, _post("k1"), _post("k2"))
    rows = await store.outbox(rec.id)
    assert [(r.key, r.kind, r.payload, r.channel, r.created_at) for r in rows] == [
        ("k1", "moved", {"key": "k1"}, "chan-o", 3.0),
        ("k2", "moved", {"key": "k2"}, "chan-o", 3.0),
    ]
    # a stale move writes none of its posts
    with pytest.raises(StaleVersion):
        await _move(store, rec, rec.version, _post("k3"))
    assert [r.key for r in await store.outbox(pending=True)] == ["k1", "k2"]
    assert after.version == rec.version + 1


async def test_claims_take_a_matchs_rows_in_order_one_claimer_at_a_time(
    store: Store, new_match: NewMatch
) -> None:
    a = await _started(store, new_match, "chan-a")
    b = await _started(store, new_match, "chan-b")
    a = await _move(store, a, a.version, _post("a1", "chan-a"))
    b = await _move(store, b, b.version, _post("b1", "chan-b"))
    await _move(store, a, a.version, _post("a2", "chan-a"))
    got = await store.claim_outbox("p1", now=10.0, lease=30.0, limit=1)
    assert [(r.key, r.claimed_by, r.lease_until, r.attempts) for r in got] == [
        ("a1", "p1", 40.0, 1),
        ("a2", "p1", 40.0, 1),
    ]
    assert [r.key for r in await store.claim_outbox("p2", now=10.0, lease=30.0)] == ["b1"]
    assert await store.claim_outbox("p3", now=39.0, lease=30.0) == []
    # only the holder finishes; the rest stays to post
    assert await store.finish_outbox(["a1", "b1"], owner="p1", now=11.0) == ["a1"]
    pending = await store.outbox(pending=True)
    assert [r.key for r in pending] == ["b1", "a2"]
    assert await store.next_outbox_at() == 40.0
    # p1 died: its lease runs out and another process takes what is left over
    again = await store.claim_outbox("p3", now=41.0, lease=30.0)
    assert [(r.key, r.attempts) for r in again] == [("b1", 2), ("a2", 2)]
    assert await store.finish_outbox(["a2"], owner="p1", now=42.0) == []
    assert sorted(await store.finish_outbox(["a2", "b1"], owner="p3", now=42.0)) == ["a2", "b1"]
    assert await store.outbox(pending=True) == []
    assert await store.next_outbox_at() is None
    done = await store.outbox(a.id)
    assert [(r.key, r.result, r.posted_at) for r in done] == [
        ("a1", "posted", 11.0),
        ("a2", "posted", 42.0),
    ]


async def test_a_row_the_writer_holds_waits_and_so_do_the_later_rows_of_its_match(
    store: Store, new_match: NewMatch
) -> None:
    rec = await _started(store, new_match)
    rec = await _move(store, rec, rec.version, _post("k1", holder="me", hold_until=20.0))
    await _move(store, rec, rec.version, _post("k2"))
    assert await store.claim_outbox("p1", now=10.0, lease=30.0) == []
    assert await store.next_outbox_at() == 20.0
    # the writer could not post it: given back with a back-off, then anyone may take it
    assert await store.release_outbox(["k1"], owner="me", not_before=15.0) == ["k1"]
    assert await store.claim_outbox("p1", now=14.0, lease=30.0) == []
    got = await store.claim_outbox("p1", now=15.0, lease=30.0)
    assert [r.key for r in got] == ["k1", "k2"]


async def test_a_timer_completion_and_a_settings_change_write_their_posts_with_them(
    store: Store, new_match: NewMatch
) -> None:
    rec = await _started(store, new_match)
    timer = await store.set_timer(rec.id, "reminder", seat=0, due_at=5.0)
    [claimed] = await store.claim_due_timers("p1", now=6.0, lease=60.0)
    # not the holder: neither the completion nor its post
    lost = await store.complete_timer(
        claimed.id, owner="p2", outbox=[_post("t0")], match_id=rec.id, now=6.0
    )
    assert not lost and await store.outbox(rec.id) == []
    assert await store.complete_timer(
        timer.id, owner="p1", next_due=50.0, outbox=[_post("t1")], match_id=rec.id, now=6.0
    )
    await store.update_settings(
        rec.id, expected_version=rec.version, settings={"x": 1}, now=7.0, outbox=[_post("s1")]
    )
    with pytest.raises(StaleVersion):
        await store.update_settings(
            rec.id, expected_version=rec.version, settings={}, now=8.0, outbox=[_post("s2")]
        )
    await store.add_outbox(rec.id, [_post("v1")], now=9.0)
    assert [r.key for r in await store.outbox(rec.id)] == ["t1", "s1", "v1"]
    claimed_rows = await store.claim_outbox("p1", now=10.0, lease=5.0)
    await store.finish_outbox([r.key for r in claimed_rows], owner="p1", now=10.0)
    assert await store.prune_outbox(before=10.5) == 3
    assert await store.outbox() == []


async def test_concurrent_claimers_never_take_the_same_row(
    store_location: str, new_match: NewMatch, store: Store
) -> None:
    for n in range(12):
        rec = await _started(store, new_match, f"chan-{n}")
        for k in range(3):
            rec = await _move(store, rec, rec.version, _post(f"m{n}-{k}", f"chan-{n}"))
    others = [await open_store(store_location) for _ in range(3)]
    try:
        rounds = await asyncio.gather(
            *(
                s.claim_outbox(f"p{i}", now=10.0, lease=60.0, limit=5)
                for i, s in enumerate([store, *others])
                for _ in range(2)
            )
        )
    finally:
        for s in others:
            await s.close()
    keys = [r.key for batch in rounds for r in batch]
    assert len(keys) == len(set(keys)) == 36
    # each match went whole to one claimer
    owner_of = {}
    for batch in rounds:
        for r in batch:
            owner_of.setdefault(r.match_id, set()).add(r.claimed_by)
    assert all(len(v) == 1 for v in owner_of.values())
