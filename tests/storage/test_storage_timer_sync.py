"""Timer bookkeeping for reminders and timeouts: replace per seat, claim once, user matches."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from storage import NotFound, Store, sqlite

if TYPE_CHECKING:
    from tests.storage.conftest import NewMatch


async def test_replace_timers_keeps_listed_seats_and_sets_new_ones(
    store: Store, new_match: NewMatch
) -> None:
    m = await new_match()
    other = await new_match("chan-2")
    await store.set_timer(m.id, "reminder", seat=0, due_at=10.0)
    await store.set_timer(m.id, "timeout", seat=0, due_at=20.0)
    await store.set_timer(m.id, "reminder", seat=1, due_at=30.0)
    await store.set_timer(m.id, "timeout", seat=None, due_at=40.0)
    await store.set_timer(other.id, "reminder", seat=1, due_at=50.0)

    await store.replace_timers(
        m.id, keep_seats={0}, timers=[("reminder", 2, 60.0), ("timeout", 2, 70.0)]
    )
    got = [(t.kind, t.seat, t.due_at) for t in await store.match_timers(m.id)]
    assert got == [
        ("reminder", 0, 10.0),
        ("timeout", 0, 20.0),
        ("reminder", 2, 60.0),
        ("timeout", 2, 70.0),
    ]
    # another match is untouched
    assert [t.due_at for t in await store.match_timers(other.id)] == [50.0]

    # a seat both dropped and set again starts from the new timers only
    await store.set_timer(m.id, "reminder", seat=3, due_at=1.0)
    await store.replace_timers(m.id, keep_seats=set(), timers=[("timeout", 3, 99.0)])
    assert [(t.kind, t.seat) for t in await store.match_timers(m.id)] == [("timeout", 3)]

    with pytest.raises(NotFound):
        await store.replace_timers(777, keep_seats=(), timers=[("timeout", 0, 1.0)])


async def test_advance_timer_is_a_compare_and_set(store: Store, new_match: NewMatch) -> None:
    m = await new_match()
    t = await store.set_timer(m.id, "reminder", seat=0, due_at=10.0)
    assert await store.advance_timer(t.id, expected_due=10.0, next_due=110.0)
    # a second caller that read the old due time gets nothing
    assert not await store.advance_timer(t.id, expected_due=10.0, next_due=110.0)
    assert [x.due_at for x in await store.match_timers(m.id)] == [110.0]
    assert await store.advance_timer(t.id, expected_due=110.0, next_due=None)
    assert await store.match_timers(m.id) == []
    assert not await store.advance_timer(t.id, expected_due=110.0, next_due=None)


async def test_user_matches_by_status(store: Store, new_match: NewMatch) -> None:
    a = await new_match("a")
    b = await new_match("b")
    c = await new_match("c")
    for rec in (a, b, c):
        await store.add_seat(rec.id, "u1", ai=None, now=1.0, expected_version=0)
    await store.add_seat(b.id, "u2", ai=None, now=1.0, expected_version=1)
    await store.start_match(b.id, expected_version=2, seat_order=["u2", "u1"], state="{}", now=2.0)
    await store.start_match(a.id, expected_version=1, seat_order=["u1"], state="{}", now=2.0)
    assert [r.id for r in await store.user_matches("u1")] == [a.id, b.id]
    assert [r.id for r in await store.user_matches("u2")] == [b.id]
    assert [r.id for r in await store.user_matches("u1", status="lobby")] == [c.id]
    assert await store.user_matches("nobody") == []
    with pytest.raises(ValueError):
        await store.user_matches("u1", status="sleeping")


@pytest.mark.sqlite_only
@pytest.mark.parametrize("sql", [sqlite.SQL.USER_MATCHES, sqlite.SQL.MATCH_TIMERS])
async def test_new_lookups_use_indexes(store: Store, sql: str) -> None:
    params = [1] * sql.count("?")
    async with store._db.read() as conn:
        plan = [r[3] for r in await conn.execute_fetchall(f"EXPLAIN QUERY PLAN {sql}", params)]
    assert all(not step.startswith("SCAN") or "USING" in step for step in plan), plan


async def test_append_action_can_replace_settings_in_the_same_write(
    store: Store, new_match: NewMatch
) -> None:
    m = await new_match(settings={"language": "el", "undo": {"seq": 1}})
    await store.add_seat(m.id, "u1", ai=None, now=1.0, expected_version=0)
    rec = await store.start_match(m.id, expected_version=1, seat_order=["u1"], state="{}", now=2.0)
    common = {"seat": 0, "kind": "action", "state": "{}", "state_hash": "h", "now": 3.0}
    rec = await store.append_action(m.id, expected_version=rec.version, payload={}, **common)
    assert rec.settings == {"language": "el", "undo": {"seq": 1}}  # untouched when not given
    rec = await store.append_action(
        m.id, expected_version=rec.version, payload={}, settings={"language": "el"}, **common
    )
    assert rec.settings == {"language": "el"}
    assert (await store.get_match(m.id)).settings == {"language": "el"}


async def test_replace_timers_can_be_guarded_by_the_match_version(
    store: Store, new_match: NewMatch
) -> None:
    m = await new_match()
    await store.set_timer(m.id, "timeout", seat=0, due_at=10.0)
    stale = await store.replace_timers(
        m.id, keep_seats=(), timers=[("timeout", 1, 5.0)], expected_version=m.version + 1
    )
    assert not stale
    assert [(t.seat, t.due_at) for t in await store.match_timers(m.id)] == [(0, 10.0)]
    assert await store.replace_timers(
        m.id, keep_seats=(), timers=[("timeout", 1, 5.0)], expected_version=m.version
    )
    assert [(t.seat, t.due_at) for t in await store.match_timers(m.id)] == [(1, 5.0)]
    with pytest.raises(NotFound):
        await store.replace_timers(777, keep_seats=(), timers=[], expected_version=0)
