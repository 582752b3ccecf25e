"""Forced moves: a person's only legal move is played for them once the match's grace is over,
as a timer stored with the move that left them so; logged as automatic, undoable, dropped when
they move first; ``forced_grace`` 0 turns it off. On a FakeClock (one second a reading)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import pytest

from rules.games import get_game
from service import MatchService, ServiceError
from service.play import FORCED, FORCED_NOTE
from service.replay import verify_match
from service.settings import FORCED_GRACE
from storage import Store, open_store
from tests.service.conftest import FakeClock

ALICE, BOB = "user:alice", "user:bob"
GAME = get_game("duellum")  # its turn ends with `end`, often a player's only move left


@dataclass
class Env:
    svc: MatchService
    clock: FakeClock

    @property
    def store(self) -> Store:
        return self.svc.store


@pytest.fixture
async def env(store_location: str) -> AsyncIterator[Env]:
    store = await open_store(store_location)
    clock = FakeClock()
    try:
        yield Env(MatchService(store, clock=clock), clock)
    finally:
        await store.close()


async def start(env: Env, **settings: Any) -> tuple[int, dict[int, str]]:
    rec = await env.svc.create("duellum", channel="chan:1", creator=ALICE, seed="forced")
    await env.svc.join(rec.id, BOB)
    if settings:
        await env.svc.update_match_settings(rec.id, ALICE, settings)
    started = await env.svc.start(rec.id, ALICE, hold_posts=True)
    await env.svc.posted(started.posts)
    seats = {s.seat: s.user for s in await env.store.seats(rec.id) if s.seat is not None}
    return rec.id, seats


async def state_of(env: Env, match_id: int) -> Any:
    return GAME.load_state((await env.store.get_match(match_id)).state or "")


async def forced_timers(env: Env, match_id: int) -> dict[int | None, float]:
    return {t.seat: t.due_at for t in await env.store.match_timers(match_id) if t.kind == FORCED}


async def play_until_forced(env: Env, match_id: int, seats: dict[int, str]) -> int:
    """Play the heuristic's moves for whoever is to act until a move leaves a seat with one
    legal move; that seat."""
    rng = random.Random(3)
    policy = GAME.ais["heuristic"]
    for _ in range(300):
        state = await state_of(env, match_id)
        seat = min(GAME.active_seats(state))
        a = policy(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
        await env.svc.act(match_id, seats[seat], GAME.dump_action(a))
        state = await state_of(env, match_id)
        for s in GAME.active_seats(state):
            if GAME.forced_action(state, s) is not None:
                return s
    raise AssertionError("no forced position came up")


async def test_the_only_legal_move_is_played_after_the_grace(env: Env) -> None:
    match_id, seats = await start(env)
    seat = await play_until_forced(env, match_id, seats)
    state = await state_of(env, match_id)
    only = GAME.forced_action(state, seat)
    assert only is not None
    due = (await forced_timers(env, match_id))[seat]
    assert abs(due - (env.clock.now + FORCED_GRACE)) < 10
    version = (await env.store.get_match(match_id)).version

    early = await env.svc.fire_due(now=due - 5)  # not due yet: nothing happens
    assert early == [] and (await env.store.get_match(match_id)).version == version

    notices = await env.svc.fire_due(now=due + 1)
    rec = await env.store.get_match(match_id)
    assert rec.version > version
    [notice] = notices
    assert notice.kind == "moved" and notice.result is not None
    keys = [e.public.key for _s, e in notice.result.events]
    assert keys[0] == "service.event.forced"
    forced = next(a for a in await env.store.actions(match_id) if a.payload.get("auto"))
    assert forced.payload["auto"] == FORCED_NOTE
    assert forced.seat == seat and forced.payload["action"] == GAME.dump_action(only)
    assert (await verify_match(env.store, await env.store.get_match(match_id))).ok


async def test_a_player_who_moves_first_drops_the_forced_move(env: Env) -> None:
    match_id, seats = await start(env)
    seat = await play_until_forced(env, match_id, seats)
    due = (await forced_timers(env, match_id))[seat]
    only = GAME.forced_action(await state_of(env, match_id), seat)
    assert only is not None
    await env.svc.act(match_id, seats[seat], GAME.dump_action(only))
    version = (await env.store.get_match(match_id)).version
    await env.svc.fire_due(now=due + 1)
    state = await state_of(env, match_id)
    rec = await env.store.get_match(match_id)
    # nothing was played for them unless a later position of theirs is forced again, in
    # which case its grace counts from their own move and is not over yet
    assert rec.version == version, GAME.active_seats(state)
    assert not any(a.payload.get("auto") for a in await env.store.actions(match_id))


async def test_a_grace_of_zero_turns_forced_moves_off(env: Env) -> None:
    match_id, seats = await start(env, forced_grace=0)
    await play_until_forced(env, match_id, seats)
    assert await forced_timers(env, match_id) == {}


async def test_a_forced_move_is_undone_as_any_move_and_then_waits(env: Env) -> None:
    match_id, seats = await start(env)
    seat = await play_until_forced(env, match_id, seats)
    due = (await forced_timers(env, match_id))[seat]
    await env.svc.fire_due(now=due + 1)
    actions = await env.store.actions(match_id)
    if actions[-1].payload.get("auto") != FORCED_NOTE:
        pytest.skip("an AI answered after the forced move")  # two humans: never
    status = await env.svc.request_undo(match_id, seats[seat])
    assert not status.applied  # the other player must agree, as for any move
    other = next(u for s, u in seats.items() if s != seat)
    status = await env.svc.answer_undo(match_id, other, True)
    assert status.applied
    state = await state_of(env, match_id)
    assert GAME.forced_action(state, seat) is not None  # the position is forced again ...
    version = (await env.store.get_match(match_id)).version
    # ... but after an undo the player chooses for themselves: no move is played for them
    await env.svc.fire_due(now=env.clock.now + 10 * FORCED_GRACE)
    assert (await env.store.get_match(match_id)).version == version
    assert (await verify_match(env.store, await env.store.get_match(match_id))).ok


async def test_forced_grace_is_checked(env: Env) -> None:
    rec = await env.svc.create("duellum", channel="chan:2", creator=ALICE)
    for bad in (-1, 4000, "soon"):
        with pytest.raises(ServiceError) as err:
            await env.svc.update_match_settings(rec.id, ALICE, {"forced_grace": bad})
        assert err.value.msg.key == "service.error.bad_forced_grace"
    got = await env.svc.update_match_settings(rec.id, ALICE, {"forced_grace": 90})
    assert got.forced_grace == 90
    with pytest.raises(ServiceError):  # a seated player other than the creator may not
        await env.svc.join(rec.id, BOB)
        await env.svc.update_match_settings(rec.id, BOB, {"forced_grace": 5})


def test_games_with_hidden_hands_play_no_forced_moves() -> None:
    """Babel's and Polis' legal moves depend on a hand the others cannot see: playing a lone
    move for the seat would tell them it had no other."""
    for game_id in ("babel", "polis"):
        game = get_game(game_id)
        assert not game.forced_moves
        state = game.setup(2, game.options({}), "s")
        seat = min(game.active_seats(state))
        assert game.forced_action(state, seat) is None
    for game_id in ("antike", "duellum", "nations"):
        assert get_game(game_id).forced_moves
