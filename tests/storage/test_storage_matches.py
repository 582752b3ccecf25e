"""Matches and seats: creation, lookup, one open match per channel, versions, seat order."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from storage import AlreadySeated, ChannelBusy, NotFound, StaleVersion, StorageError, Store

if TYPE_CHECKING:
    from tests.storage.conftest import NewMatch


async def test_create_and_get_round_trip(store: Store, new_match: NewMatch) -> None:
    rec = await new_match(settings={"turn_hours": 24}, options={"variant": "base", "n": 3})
    assert rec.id > 0
    assert rec.status == "lobby"
    assert rec.version == 0
    assert rec.state is None and rec.outcome is None
    assert rec.options == {"variant": "base", "n": 3}
    assert rec.settings == {"turn_hours": 24}
    assert rec.created_at == rec.updated_at == 1000.0
    assert await store.get_match(rec.id) == rec
    assert await store.match_in_channel("chan-1") == rec
    assert await store.match_in_channel("elsewhere") is None
    assert await store.count_matches() == 1


async def test_settings_default_to_empty_and_guild_may_be_none(
    store: Store, new_match: NewMatch
) -> None:
    rec = await new_match(guild=None)
    assert rec.settings == {}
    assert rec.guild is None


async def test_get_missing_match_raises_not_found(store: Store) -> None:
    with pytest.raises(NotFound):
        await store.get_match(12345)


async def test_second_open_match_in_channel_is_refused(store: Store, new_match: NewMatch) -> None:
    first = await new_match()
    with pytest.raises(ChannelBusy) as info:
        await new_match()
    assert info.value.match_id == first.id
    assert await store.count_matches() == 1
    # Another channel is unaffected.
    await new_match("chan-2")


@pytest.mark.parametrize("end", ["finished", "aborted"])
async def test_channel_frees_up_when_the_match_ends(
    store: Store, new_match: NewMatch, end: str
) -> None:
    first = await new_match()
    ended = await store.set_status(
        first.id, expected_version=0, status=end, outcome={"winners": []}, now=1001.0
    )
    assert ended.status == end and ended.version == 1 and ended.outcome == {"winners": []}
    assert ended.updated_at == 1001.0
    assert await store.match_in_channel("chan-1") is None
    second = await new_match()
    assert second.id != first.id
    assert await store.match_in_channel("chan-1") == second
    # Re-opening the old match would make two open matches in one channel.
    with pytest.raises(ChannelBusy) as info:
        await store.set_status(first.id, expected_version=1, status="lobby", outcome=None, now=1)
    assert info.value.match_id == second.id
    assert (await store.get_match(first.id)).status == end


async def test_set_status_checks_version_and_status_name(store: Store, new_match: NewMatch) -> None:
    rec = await new_match()
    with pytest.raises(StaleVersion) as info:
        await store.set_status(rec.id, expected_version=5, status="aborted", outcome=None, now=1)
    assert (info.value.expected, info.value.actual) == (5, 0)
    with pytest.raises(ValueError):
        await store.set_status(rec.id, expected_version=0, status="paused", outcome=None, now=1)
    with pytest.raises(NotFound):
        await store.set_status(999, expected_version=0, status="aborted", outcome=None, now=1)
    assert await store.get_match(rec.id) == rec


async def test_list_matches_newest_first_with_status_and_limit(
    store: Store, new_match: NewMatch
) -> None:
    ids = [(await new_match(f"c{i}")).id for i in range(5)]
    await store.set_status(ids[1], expected_version=0, status="aborted", outcome=None, now=2)
    assert [m.id for m in await store.list_matches()] == ids[::-1]
    assert [m.id for m in await store.list_matches(limit=2)] == [ids[4], ids[3]]
    assert [m.id for m in await store.list_matches(status="aborted")] == [ids[1]]
    assert [m.id for m in await store.list_matches(status="lobby", limit=10)] == [
        ids[4],
        ids[3],
        ids[2],
        ids[0],
    ]
    assert await store.list_matches(status="active") == []
    assert await store.count_matches() == 5


async def test_update_settings_bumps_version(store: Store, new_match: NewMatch) -> None:
    rec = await new_match()
    rec = await store.update_settings(rec.id, expected_version=0, settings={"a": 1}, now=5.0)
    assert rec.settings == {"a": 1} and rec.version == 1 and rec.updated_at == 5.0
    with pytest.raises(StaleVersion):
        await store.update_settings(rec.id, expected_version=0, settings={"b": 2}, now=6.0)
    assert (await store.get_match(rec.id)).settings == {"a": 1}


async def test_seats_add_remove_and_versions(store: Store, new_match: NewMatch) -> None:
    rec = await new_match()
    rec = await store.add_seat(rec.id, "u1", ai=None, now=1.0, expected_version=0)
    rec = await store.add_seat(
        rec.id, "ai:heuristic:1", ai="heuristic", now=2.0, expected_version=1
    )
    rec = await store.add_seat(rec.id, "u2", ai=None, now=3.0, expected_version=2)
    assert rec.version == 3
    seats = await store.seats(rec.id)
    assert [(s.user, s.seat, s.ai) for s in seats] == [
        ("u1", None, None),
        ("ai:heuristic:1", None, "heuristic"),
        ("u2", None, None),
    ]
    assert seats[1].joined_at == 2.0 and seats[1].match_id == rec.id

    with pytest.raises(StaleVersion):
        await store.add_seat(rec.id, "u3", ai=None, now=4.0, expected_version=2)
    with pytest.raises(AlreadySeated):
        await store.add_seat(rec.id, "u2", ai=None, now=4.0, expected_version=3)
    # Neither failure bumped the version or left a seat behind.
    assert (await store.get_match(rec.id)).version == 3
    assert len(await store.seats(rec.id)) == 3

    rec = await store.remove_seat(rec.id, "ai:heuristic:1", expected_version=3, now=5.0)
    assert rec.version == 4
    assert [s.user for s in await store.seats(rec.id)] == ["u1", "u2"]
    with pytest.raises(NotFound):
        await store.remove_seat(rec.id, "nobody", expected_version=4, now=6.0)
    with pytest.raises(StaleVersion):
        await store.remove_seat(rec.id, "u1", expected_version=3, now=6.0)
    assert (await store.get_match(rec.id)).version == 4
    with pytest.raises(NotFound):
        await store.add_seat(999, "u1", ai=None, now=1.0, expected_version=0)


async def test_start_assigns_seats_in_the_given_order(store: Store, new_match: NewMatch) -> None:
    rec = await new_match()
    for i, user in enumerate(["u1", "u2", "u3"]):
        rec = await store.add_seat(rec.id, user, ai=None, now=float(i), expected_version=i)
    rec = await store.start_match(
        rec.id, expected_version=3, seat_order=["u3", "u1", "u2"], state='{"turn":0}', now=9.0
    )
    assert rec.status == "active" and rec.version == 4 and rec.state == '{"turn":0}'
    assert rec.updated_at == 9.0
    assert [(s.user, s.seat) for s in await store.seats(rec.id)] == [
        ("u3", 0),
        ("u1", 1),
        ("u2", 2),
    ]
    assert await store.match_in_channel("chan-1") == rec


@pytest.mark.parametrize("order", [["u1"], ["u1", "u2", "u3"], ["u1", "u1"], ["u2", "x"]], ids=str)
async def test_start_refuses_an_order_that_is_not_the_seated_users(
    store: Store, new_match: NewMatch, order: list[str]
) -> None:
    rec = await new_match()
    rec = await store.add_seat(rec.id, "u1", ai=None, now=1.0, expected_version=0)
    rec = await store.add_seat(rec.id, "u2", ai=None, now=2.0, expected_version=1)
    with pytest.raises(StorageError):
        await store.start_match(rec.id, expected_version=2, seat_order=order, state="{}", now=3)
    assert await store.get_match(rec.id) == rec
    assert all(s.seat is None for s in await store.seats(rec.id))


async def test_start_with_stale_version_changes_nothing(store: Store, new_match: NewMatch) -> None:
    rec = await new_match()
    rec = await store.add_seat(rec.id, "u1", ai=None, now=1.0, expected_version=0)
    with pytest.raises(StaleVersion):
        await store.start_match(rec.id, expected_version=0, seat_order=["u1"], state="{}", now=2)
    assert await store.get_match(rec.id) == rec
