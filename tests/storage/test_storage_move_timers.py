"""A move and the turn clock it starts are one transaction: ``append_action(timers=…)``
changes the timers with the move, or (the version moved on) neither; so do a match's start
and its first turn's clock, ``start_match(timers=…)``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from storage import MatchRecord, StaleVersion, StorageError, Store, TimerPlan

if TYPE_CHECKING:
    from tests.storage.conftest import NewMatch


async def _started(store: Store, new_match: NewMatch) -> MatchRecord:
    rec = await new_match("chan-clock")
    for user in ("u1", "u2"):
        rec = await store.add_seat(rec.id, user, ai=None, now=1.0, expected_version=rec.version)
    return await store.start_match(
        rec.id, expected_version=rec.version, seat_order=["u1", "u2"], state="{}", now=2.0
    )


async def _move(store: Store, rec: MatchRecord, version: int, plan: TimerPlan) -> MatchRecord:
    return await store.append_action(
        rec.id,
        expected_version=version,
        seat=0,
        kind="action",
        payload={"action": {}},
        state='{"turn":1}',
        state_hash="h",
        now=3.0,
        timers=plan,
    )


async def test_the_move_replaces_the_timers_in_its_transaction(
    store: Store, new_match: NewMatch
) -> None:
    rec = await _started(store, new_match)
    await store.replace_timers(rec.id, keep_seats=(), timers=[("reminder", 0, 10.0),
                               ("timeout", 0, 20.0), ("reminder", 1, 15.0)])  # fmt: skip
    plan = TimerPlan(frozenset({1}), (("reminder", 1, 110.0), ("timeout", 1, 120.0)))
    after = await _move(store, rec, rec.version, plan)
    assert after.version == rec.version + 1
    got = {(t.kind, t.seat): t.due_at for t in await store.match_timers(rec.id)}
    assert got == {("reminder", 1): 110.0, ("timeout", 1): 120.0}


async def test_a_stale_move_changes_no_timer(store: Store, new_match: NewMatch) -> None:
    rec = await _started(store, new_match)
    await store.replace_timers(rec.id, keep_seats=(), timers=[("timeout", 0, 20.0)])
    with pytest.raises(StaleVersion):
        await _move(store, rec, rec.version - 1, TimerPlan(frozenset(), (("timeout", 1, 9.0),)))
    assert [(t.kind, t.seat, t.due_at) for t in await store.match_timers(rec.id)] == [
        ("timeout", 0, 20.0)
    ]
    assert await store.actions(rec.id) == []


async def _lobby(store: Store, new_match: NewMatch) -> MatchRecord:
    rec = await new_match("chan-start")
    for user in ("u1", "u2"):
        rec = await store.add_seat(rec.id, user, ai=None, now=1.0, expected_version=rec.version)
    return rec


async def test_the_start_sets_the_first_turns_timers_in_its_transaction(
    store: Store, new_match: NewMatch
) -> None:
    rec = await _lobby(store, new_match)
    plan = TimerPlan(frozenset(), (("reminder", 0, 50.0), ("timeout", 0, 90.0)))
    started = await store.start_match(
        rec.id, expected_version=rec.version, seat_order=["u2", "u1"], state="{}", now=2.0,
        timers=plan,
    )  # fmt: skip
    assert started.status == "active" and started.version == rec.version + 1
    got = {(t.kind, t.seat): t.due_at for t in await store.match_timers(rec.id)}
    assert got == {("reminder", 0): 50.0, ("timeout", 0): 90.0}
    assert await store.next_timer() is not None


async def test_a_refused_start_sets_no_timer(store: Store, new_match: NewMatch) -> None:
    rec = await _lobby(store, new_match)
    plan = TimerPlan(frozenset(), (("timeout", 0, 90.0),))
    with pytest.raises(StaleVersion):
        await store.start_match(
            rec.id, expected_version=rec.version - 1, seat_order=["u1", "u2"], state="{}",
            now=2.0, timers=plan,
        )  # fmt: skip
    with pytest.raises(StorageError):  # the order does not name the seated users
        await store.start_match(
            rec.id, expected_version=rec.version, seat_order=["u1", "x"], state="{}", now=2.0,
            timers=plan,
        )  # fmt: skip
    assert await store.match_timers(rec.id) == []
    assert await store.get_match(rec.id) == rec
