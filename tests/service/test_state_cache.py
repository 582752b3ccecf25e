"""The parsed-position cache: a move reuses the position this service last read or wrote at
the same version, and never one another process has since moved past."""

from __future__ import annotations

from typing import Any

import pytest

from rules.games import get_game
from service import MatchService
from service.errors import AlreadyApplied
from storage import open_store
from tests.service.conftest import FakeClock
from tests.service.test_matches import state_of, two_player_match

GAME = get_game("babel")


async def _move(svc: MatchService, match_id: int, seats: dict[int, str]) -> Any:
    """Make the first legal move of the seat to act, as read from the store; the move."""
    state = await state_of(svc, match_id)
    seat = min(GAME.active_seats(state))
    move = GAME.legal_actions(state, seat)[0]
    await svc.act(match_id, seats[seat], GAME.dump_action(move))
    return seat, move


async def test_the_next_move_does_not_parse_the_stored_position_again(
    svc: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, seats = await two_player_match(svc)
    await _move(svc, match_id, seats)
    parsed: list[int] = []
    real = type(GAME).load_state

    def counting(self: Any, raw: str | bytes) -> Any:
        parsed.append(1)
        return real(self, raw)

    monkeypatch.setattr(type(GAME), "load_state", counting)
    state = await state_of(svc, match_id)  # the test's own read
    seat = min(GAME.active_seats(state))
    await svc.act(match_id, seats[seat], GAME.dump_action(GAME.legal_actions(state, seat)[0]))
    assert len(parsed) == 1  # only the test's own read above


async def test_a_move_by_another_process_is_never_hidden_by_the_cache(
    store_location: str,
) -> None:
    async with await open_store(store_location) as one, await open_store(store_location) as two:
        a, b = MatchService(one, clock=FakeClock()), MatchService(two, clock=FakeClock())
        match_id, seats = await two_player_match(a)
        state = await state_of(a, match_id)
        moves = []
        for svc in (a, a, b, b, a, b, a):  # each caches what it reads and writes
            moves.append(await _move(svc, match_id, seats))
        for seat, move in moves:
            state = GAME.apply(state, seat, move).state
        stored = await state_of(a, match_id)
        assert GAME.dump_state(stored) == GAME.dump_state(state)
        assert len(await one.actions(match_id)) == len(moves)


async def test_a_known_match_is_moved_without_reading_it_first(
    svc: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, seats = await two_player_match(svc)
    await _move(svc, match_id, seats)
    state = await state_of(svc, match_id)
    reads: list[int] = []
    real = svc.store.match_snapshot

    async def counting(match_id: int, *, request_id: str | None = None) -> Any:
        reads.append(match_id)
        return await real(match_id, request_id=request_id)

    monkeypatch.setattr(svc.store, "match_snapshot", counting)
    seat = min(GAME.active_seats(state))
    legal = GAME.legal_actions(state, seat)
    await svc.act(match_id, seats[seat], GAME.dump_action(legal[0]), request_id="r1")
    assert reads == []  # the version-checked write confirmed what this service knew
    # the same request again: refused from the stored log, after a fresh read
    with pytest.raises(AlreadyApplied):
        await svc.act(match_id, seats[seat], GAME.dump_action(legal[0]), request_id="r1")
    assert reads == [match_id]
    assert [a.request_id for a in await svc.store.actions(match_id)][-1:] == ["r1"]


@pytest.mark.sqlite_only  # the cache is the service's, the same over either store
async def test_a_finished_match_leaves_the_cache(svc: MatchService) -> None:
    """Only active matches are played from the cache: a finished one would hold its final
    position until STATE_CACHE_SIZE newer matches pushed it out (the memory that grew with
    every finished game of a long self-play run)."""
    for g in range(3):
        rec = await svc.create(
            "babel", channel=f"c{g}", creator="host", seed=f"s{g}", seat_creator=False
        )
        for _ in range(2):
            await svc.add_ai(rec.id, "host", "heuristic")
        result = await svc.start(rec.id, "host")  # the AIs play it to the end
        assert result.outcome is not None
    assert len(svc._states) == 0
    match_id, seats = await two_player_match(svc)
    await _move(svc, match_id, seats)
    assert list(svc._states) == [match_id]  # an active one is kept
    await svc.resign(match_id, seats[0])
    assert len(svc._states) == 0
