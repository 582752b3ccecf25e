"""Ratings: a finished match is rated once (a retry writes nothing), a rating written from a
row that changed meanwhile is refused whole, leaderboards and profiles read them back, and a
recomputation replaces them all in one transaction."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from storage import MatchRecord, RatingChange, RatingRecord, StaleRating, Store

if TYPE_CHECKING:
    from tests.storage.conftest import NewMatch


async def _finished(
    store: Store, new_match: NewMatch, channel: str, *, at: float, winner: int = 0
) -> MatchRecord:
    rec = await new_match(channel)
    for user in ("u1", "u2"):
        rec = await store.add_seat(rec.id, user, ai=None, now=1.0, expected_version=rec.version)
    rec = await store.start_match(
        rec.id, expected_version=rec.version, seat_order=["u1", "u2"], state="{}", now=2.0
    )
    return await store.append_action(
        rec.id,
        expected_version=rec.version,
        seat=0,
        kind="action",
        payload={"action": {}},
        state="{}",
        state_hash="h",
        now=at,
        status="finished",
        outcome={"winners": [winner]},
    )


def _change(player: str, mu: float, result: str, seen: int = 0, scope: str = "g1") -> RatingChange:
    return RatingChange(scope, "babel", player, mu, 8.0, result, seen)


async def test_a_match_is_rated_once(store: Store, new_match: NewMatch) -> None:
    rec = await _finished(store, new_match, "c1", at=10.0)
    changes = [_change("u1", 27.5, "win"), _change("u2", 22.5, "loss")]
    assert await store.record_ratings(rec.id, finished_at=10.0, changes=changes, now=11.0)
    again = [_change("u1", 30.0, "win"), _change("u2", 20.0, "loss")]
    assert not await store.record_ratings(rec.id, finished_at=10.0, changes=again, now=12.0)
    got = await store.ratings_of("g1", "babel", ["u2", "u1", "u3"])
    assert [(r.player, r.mu, r.matches, r.wins, r.losses, r.draws) for r in got] == [
        ("u1", 27.5, 1, 1, 0, 0),
        ("u2", 22.5, 1, 0, 1, 0),
    ]
    assert got[0].updated_at == 11.0


async def test_a_rating_from_a_changed_row_is_refused_whole(
    store: Store, new_match: NewMatch
) -> None:
    first = await _finished(store, new_match, "c1", at=10.0)
    second = await _finished(store, new_match, "c2", at=11.0)
    base = [_change("u1", 27.5, "win"), _change("u2", 22.5, "loss")]
    assert await store.record_ratings(first.id, finished_at=10.0, changes=base, now=11.0)
    # computed as if u2 had no rating yet, and u1 as if it had two matches: both stale
    stale = [_change("u1", 29.0, "win", seen=1), _change("u2", 20.0, "loss", seen=0)]
    with pytest.raises(StaleRating):
        await store.record_ratings(second.id, finished_at=11.0, changes=stale, now=12.0)
    stale = [_change("u1", 29.0, "win", seen=2), _change("u2", 20.0, "loss", seen=1)]
    with pytest.raises(StaleRating):
        await store.record_ratings(second.id, finished_at=11.0, changes=stale, now=12.0)
    # nothing of the refused writes stayed, not even the mark: the right one goes through
    fresh = [_change("u1", 29.0, "draw", seen=1), _change("u2", 21.0, "draw", seen=1)]
    assert await store.record_ratings(second.id, finished_at=11.0, changes=fresh, now=12.0)
    got = {r.player: r for r in await store.ratings_of("g1", "babel", ["u1", "u2"])}
    assert (got["u1"].mu, got["u1"].matches, got["u1"].wins, got["u1"].draws) == (29.0, 2, 1, 1)
    assert (got["u2"].mu, got["u2"].losses, got["u2"].draws) == (21.0, 1, 1)


async def test_leaderboard_profile_and_finished_matches(store: Store, new_match: NewMatch) -> None:
    late = await _finished(store, new_match, "c1", at=30.0)
    early = await _finished(store, new_match, "c2", at=20.0)
    await new_match("c3")  # a lobby: not finished
    found = await store.finished_matches()
    assert [(m.id, m.finished_at, m.guild, m.game) for m in found] == [
        (early.id, 20.0, "guild-1", "babel"),
        (late.id, 30.0, "guild-1", "babel"),
    ]
    assert found[0].outcome == {"winners": [0]}
    changes = [
        RatingChange("g1", "babel", "u1", 30.0, 2.0, "win", 0),  # 24 conservatively
        RatingChange("g1", "babel", "u2", 40.0, 8.0, "loss", 0),  # 16
        RatingChange("g1", "babel", "ai:heuristic", 26.0, 0.5, "loss", 0),  # 24.5
        RatingChange("global", "babel", "u1", 30.0, 2.0, "win", 0),
    ]
    assert await store.record_ratings(early.id, finished_at=20.0, changes=changes, now=21.0)
    board = await store.leaderboard("g1", "babel", 2)
    assert [r.player for r in board] == ["ai:heuristic", "u1"]
    assert await store.leaderboard("g2", "babel", 10) == []
    mine = await store.player_ratings("u1")
    assert [(r.game, r.scope) for r in mine] == [("babel", "g1"), ("babel", "global")]


async def test_replace_ratings_starts_over(store: Store, new_match: NewMatch) -> None:
    rec = await _finished(store, new_match, "c1", at=10.0)
    other = await _finished(store, new_match, "c2", at=11.0)
    changes = [_change("u1", 27.5, "win"), _change("u2", 22.5, "loss")]
    assert await store.record_ratings(rec.id, finished_at=10.0, changes=changes, now=11.0)
    fresh = RatingRecord(
        scope="g1",
        game="babel",
        player="u3",
        mu=1.5,
        sigma=2.5,
        matches=3,
        wins=1,
        losses=1,
        draws=1,
        updated_at=5.0,
    )
    await store.replace_ratings([fresh], [(other.id, 11.0)])
    assert await store.ratings_of("g1", "babel", ["u1", "u2"]) == []
    assert await store.ratings_of("g1", "babel", ["u3"]) == [fresh]
    # the first match is no longer marked rated, the other one is
    assert await store.record_ratings(rec.id, finished_at=10.0, changes=[], now=12.0)
    assert not await store.record_ratings(other.id, finished_at=11.0, changes=[], now=12.0)
