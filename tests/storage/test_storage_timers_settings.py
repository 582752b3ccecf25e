"""Timers (upsert, due, next, clear), key-value settings, the bench probe and query plans."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from storage import NotFound, Store, sqlite

if TYPE_CHECKING:
    from tests.storage.conftest import NewMatch


async def test_timer_upsert_replaces_per_match_kind_and_seat(
    store: Store, new_match: NewMatch
) -> None:
    m = await new_match()
    t1 = await store.set_timer(m.id, "reminder", seat=0, due_at=100.0)
    t2 = await store.set_timer(m.id, "reminder", seat=0, due_at=150.0)
    assert t2.id == t1.id and t2.due_at == 150.0
    t3 = await store.set_timer(m.id, "reminder", seat=1, due_at=120.0)
    n1 = await store.set_timer(m.id, "timeout", seat=None, due_at=500.0)
    n2 = await store.set_timer(m.id, "timeout", seat=None, due_at=400.0)
    # A NULL seat is a slot of its own too: the second call moved the timer, not added one.
    assert n2.id == n1.id and n2.seat is None and n2.due_at == 400.0
    assert t3.id != t1.id
    assert [(t.kind, t.seat, t.due_at) for t in await store.due_timers(1e9)] == [
        ("reminder", 1, 120.0),
        ("reminder", 0, 150.0),
        ("timeout", None, 400.0),
    ]


async def test_due_and_next_timers(store: Store, new_match: NewMatch) -> None:
    assert await store.next_timer() is None
    assert await store.due_timers(1e12) == []
    a = await new_match("a")
    b = await new_match("b")
    await store.set_timer(a.id, "timeout", seat=0, due_at=300.0)
    await store.set_timer(b.id, "reminder", seat=None, due_at=200.0)
    await store.set_timer(b.id, "timeout", seat=1, due_at=250.0)

    nxt = await store.next_timer()
    assert nxt is not None and (nxt.match_id, nxt.kind, nxt.due_at) == (b.id, "reminder", 200.0)
    assert await store.due_timers(199.9) == []
    assert [t.due_at for t in await store.due_timers(250.0)] == [200.0, 250.0]
    # Due timers stay until cleared.
    assert len(await store.due_timers(250.0)) == 2

    await store.clear_timers(b.id, "reminder")
    assert [t.due_at for t in await store.due_timers(1e9)] == [250.0, 300.0]
    await store.clear_timers(b.id)
    remaining = await store.due_timers(1e9)
    assert [(t.match_id, t.seat) for t in remaining] == [(a.id, 0)]
    nxt = await store.next_timer()
    assert nxt == remaining[0]


async def test_timer_for_missing_match_raises_not_found(store: Store) -> None:
    with pytest.raises(NotFound):
        await store.set_timer(777, "timeout", seat=None, due_at=1.0)


async def test_settings_get_set_overwrite_and_delete(store: Store) -> None:
    assert await store.get_setting("guild:1", "locale") is None
    await store.set_setting("guild:1", "locale", "el")
    await store.set_setting("user:9", "dm", {"reminders": True, "hours": [9, 21]})
    assert await store.get_setting("guild:1", "locale") == "el"
    assert await store.get_setting("user:9", "dm") == {"reminders": True, "hours": [9, 21]}
    await store.set_setting("guild:1", "locale", "it")
    assert await store.get_setting("guild:1", "locale") == "it"
    await store.set_setting("guild:1", "flag", False)
    assert await store.get_setting("guild:1", "flag") is False
    await store.set_setting("guild:1", "locale", None)
    assert await store.get_setting("guild:1", "locale") is None
    assert await store.get_setting("guild:2", "locale") is None


async def test_the_settings_of_one_scope_come_together(store: Store) -> None:
    assert await store.scope_settings("followers:1") == {}
    await store.set_setting("followers:1", "20", {"turns": True, "locale": "el"})
    await store.set_setting("followers:1", "10", {"turns": False, "locale": "en"})
    await store.set_setting("followers:10", "30", {"turns": False})  # another scope
    await store.set_setting("followers:", "40", {"turns": False})
    assert await store.scope_settings("followers:1") == {
        "10": {"turns": False, "locale": "en"},
        "20": {"turns": True, "locale": "el"},
    }
    await store.set_setting("followers:1", "20", None)
    assert list(await store.scope_settings("followers:1")) == ["10"]


@pytest.mark.sqlite_only
@pytest.mark.parametrize(
    "sql",
    [
        sqlite.SQL.GET_MATCH,
        sqlite.SQL.OPEN_IN_CHANNEL,
        sqlite.SQL.BUMP_ACTION,
        sqlite._INSERT_ACTION,
        sqlite.SQL.ACTIONS,
        sqlite.SQL.SEATS,
        sqlite.SQL.DUE_TIMERS,
        sqlite.SQL.NEXT_TIMER,
        sqlite._SET_TIMER,
    ],
)
async def test_hot_paths_use_indexes_not_scans(store: Store, sql: str) -> None:
    params = [1] * sql.count("?")
    async with store._db.read() as conn:
        plan = [r[3] for r in await conn.execute_fetchall(f"EXPLAIN QUERY PLAN {sql}", params)]
    # "SCAN t" alone is a full table scan; "SCAN t USING INDEX" walks an index in order.
    assert all(not step.startswith("SCAN") or "USING" in step for step in plan), plan
