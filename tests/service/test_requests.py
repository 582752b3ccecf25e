"""Requests that arrive twice: the request id stored with a move refuses the same request a
second time, and a player's exact repeat of their last move moments later is refused with
``RepeatedMove`` (the front end asks), unless the front end saw the first one answered."""

from __future__ import annotations

from typing import Any

import pytest

from rules.games import get_game
from service import MatchService
from service.errors import AlreadyApplied, RepeatedMove
from tests.service.test_matches import ALICE, BOB, state_of, two_player_match

GAME = get_game("babel")


async def repeatable(svc: MatchService, match_id: int) -> tuple[str, int, Any]:
    """Play until the seat to act may make one move twice in a row: (user, seat, move)."""
    seats = {s.seat: s.user for s in await svc.store.seats(match_id)}
    for _ in range(300):
        state = await state_of(svc, match_id)
        seat = next(iter(GAME.active_seats(state)))
        legal = list(GAME.legal_actions(state, seat))
        for a in legal:
            after = GAME.apply(state, seat, a).state
            again = {GAME.notation(b) for b in GAME.legal_actions(after, seat)}
            if seat in GAME.active_seats(after) and GAME.notation(a) in again:
                return str(seats[seat]), seat, a
        await svc.act(match_id, str(seats[seat]), GAME.notation(legal[-1]))
    raise AssertionError("no repeatable move")


async def test_one_request_is_applied_once(svc: MatchService) -> None:
    match_id, _seats = await two_player_match(svc)
    user, _seat, move = await repeatable(svc, match_id)
    await svc.act(match_id, user, GAME.notation(move), request_id="42")
    version = (await svc.store.get_match(match_id)).version
    with pytest.raises(AlreadyApplied) as twice:
        await svc.act(match_id, user, GAME.notation(move), request_id="42")
    assert twice.value.msg.key == "service.error.already_applied"
    assert (await svc.store.get_match(match_id)).version == version
    # another request with the same move is a move of its own
    await svc.act(match_id, user, GAME.notation(move), request_id="43")
    assert (await svc.store.get_match(match_id)).version == version + 1
    stored = await svc.store.actions(match_id)
    assert [a.request_id for a in stored[-2:]] == ["42", "43"]


async def test_an_exact_repeat_within_the_window_is_refused_until_confirmed(
    svc: MatchService,
) -> None:
    match_id, _seats = await two_player_match(svc)
    user, _seat, move = await repeatable(svc, match_id)
    text = GAME.notation(move)
    await svc.act(match_id, user, text, request_id="1", repeat_window=60)
    version = (await svc.store.get_match(match_id)).version
    with pytest.raises(RepeatedMove) as asked:
        await svc.act(match_id, user, text, request_id="2", repeat_window=60)
    assert asked.value.version == version
    assert (await svc.store.get_match(match_id)).version == version
    # the front end saw request 1 answered: the repeat is deliberate
    await svc.act(match_id, user, text, request_id="3", repeat_window=60, answered={"1"})
    assert (await svc.store.get_match(match_id)).version == version + 1


async def test_a_repeat_after_the_window_or_another_move_is_not_asked_about(
    svc: MatchService,
) -> None:
    match_id, _seats = await two_player_match(svc)
    user, _seat, move = await repeatable(svc, match_id)
    text = GAME.notation(move)
    await svc.act(match_id, user, text, repeat_window=60)
    svc.clock.now += 120  # type: ignore[attr-defined]
    await svc.act(match_id, user, text, repeat_window=60)  # long after: a new decision
    assert {ALICE, BOB} >= {user}
