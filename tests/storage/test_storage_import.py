"""Bulk import of started matches (benchmark databases, imports)."""

from __future__ import annotations

from storage import Store


async def test_imported_matches_are_active_seated_and_playable(store: Store) -> None:
    rows = [
        ("babel", f"chan:{i}", f"seed{i}", f'{{"s": {i}}}', [f"a{i}", f"b{i}"]) for i in range(5)
    ]
    assert await store.import_started_matches(rows, engine_version=1, now=10.0) == 5
    assert await store.count_matches() == 5
    rec = await store.match_in_channel("chan:3")
    assert rec is not None and rec.status == "active" and rec.version == 1
    assert rec.state == '{"s": 3}' and rec.seed == "seed3"
    seats = await store.seats(rec.id)
    assert [(s.seat, s.user) for s in seats] == [(0, "a3"), (1, "b3")]
    assert await store.actions(rec.id) == []
    after = await store.append_action(
        rec.id,
        expected_version=1,
        seat=0,
        kind="action",
        payload={},
        state="{}",
        state_hash="h",
        now=11.0,
    )
    assert after.version == 2
