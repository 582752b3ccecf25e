"""Durable delivery in the service: a move's post is stored with it and reaches the channel
even when the process that made it stops right after, and a match whose next actors are AI
seats is always moved on — by the AI job stored with the move — in every game."""

from __future__ import annotations

import contextlib
import random
from typing import Any

import pytest

from rules.games import get_game
from service import MatchService
from service.core import AI_JOB_GRACE
from service.i18n import render
from service.play import AI_JOB
from service.posts import POST_HOLD
from storage import Store, open_store
from tests.service.conftest import FakeClock

ALICE = "user:alice"
GAMES = ["babel", "duellum", "antike", "nations", "polis"]
GAME_BABEL = get_game("babel")


class Crash(BaseException):
    """The process stops here (a BaseException, as a kill: nothing catches it)."""


async def _started(svc: MatchService, game: str, channel: str) -> int:
    rec = await svc.create(game, channel=channel, creator=ALICE, seed=f"{game}-delivery")
    await svc.add_ai(rec.id, ALICE, "heuristic")
    started = await svc.start(rec.id, ALICE, hold_posts=True)
    await svc.posted(started.posts)
    return rec.id


async def _human_move(svc: MatchService, match_id: int, rng: random.Random) -> dict[str, Any]:
    rec = await svc.store.get_match(match_id)
    game = get_game(rec.game)
    state = game.load_state(rec.state or "")
    seats = await svc.store.seats(match_id)
    seat = next(s.seat for s in seats if s.user == ALICE)
    assert seat in game.active_seats(state), "the human is to act"
    legal = list(game.legal_actions(state, seat))
    return game.dump_action(rng.choice(legal))  # type: ignore[no-any-return]


async def _ai_to_act(svc: MatchService, match_id: int) -> bool:
    rec = await svc.store.get_match(match_id)
    if rec.status != "active" or rec.state is None:
        return False
    game = get_game(rec.game)
    seats = await svc.store.seats(match_id)
    ai = {s.seat for s in seats if s.ai is not None}
    return bool(game.active_seats(game.load_state(rec.state)) & ai)


async def _human_to_act(svc: MatchService, match_id: int) -> bool:
    rec = await svc.store.get_match(match_id)
    game = get_game(rec.game)
    seats = await svc.store.seats(match_id)
    seat = next(s.seat for s in seats if s.user == ALICE)
    return seat in game.active_seats(game.load_state(rec.state or ""))


@pytest.mark.parametrize("game", GAMES)
async def test_a_process_stopping_between_a_move_and_the_ai_answers_never_freezes_the_match(
    store_location: str, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = FakeClock()
    store = await open_store(store_location)
    try:
        dying = MatchService(store, clock=clock, timer_owner="dying")
        match_id = await _started(dying, game, f"chan:{game}")
        rng = random.Random(7)

        async def crash(*_a: Any, **_k: Any) -> Any:
            raise Crash()

        for _ in range(200):  # play until a human move hands the turn to the AI
            move = await _human_move(dying, match_id, rng)
            monkeypatch.setattr(dying, "_run_ais", crash)
            with contextlib.suppress(Crash):
                await dying.act(match_id, ALICE, move, hold_posts=True)
            monkeypatch.undo()
            if await _ai_to_act(dying, match_id):
                break
        else:
            pytest.fail("no human move handed the turn to the AI")
        # the move is stored with its AI job; the process is gone (its held post too)
        jobs = [t for t in await store.match_timers(match_id) if t.kind == AI_JOB]
        assert len(jobs) == 1 and jobs[0].seat is None
        rows = await store.outbox(match_id, pending=True)
        assert rows and all(r.claimed_by == "dying" for r in rows)
        # another process (or the same bot restarted) fires the job once it is due
        other = MatchService(store, clock=clock, timer_owner="other")
        human_was_to_act = await _human_to_act(other, match_id)
        assert await other.fire_due(clock.now + 1) == []  # not due yet: its owner may still
        notices = await other.fire_due(clock.now + AI_JOB_GRACE + 1)
        assert not await _ai_to_act(other, match_id)
        assert [n.kind for n in notices] == ["moved"]
        (told,) = notices
        assert told.result is not None and told.result.events  # the AI moves it made
        assert all(not e.private for _s, e in told.result.events)  # nothing private
        rec = await store.get_match(match_id)
        if rec.status == "active" and not human_was_to_act:
            assert told.users_to_ping == [ALICE]  # back to the human: pinged
        await other.posted(told.keys)
        assert not [t for t in await store.match_timers(match_id) if t.kind == AI_JOB]
        # the dead process's own post (the human's move) is taken over once its hold ran out
        late = await other.claim_posts(clock.now + POST_HOLD + 1)
        assert [n.kind for n in late] == ["moved"] and late[0].keys == [r.key for r in rows]
        await other.posted(late[0].keys)
        assert await store.outbox(pending=True) == []
    finally:
        await store.close()


async def test_a_move_answered_by_its_own_process_is_posted_once(svc: MatchService) -> None:
    match_id = await _started(svc, "babel", "chan:once")
    move = await _human_move(svc, match_id, random.Random(1))
    result = await svc.act(match_id, ALICE, move, hold_posts=True)
    rows = await svc.store.outbox(match_id, pending=True)
    # one row per stored move (the human's and each AI answer), held for the answer
    assert [r.key for r in rows] == result.posts and len(rows) >= 1
    assert all(r.claimed_by == svc.timer_owner for r in rows)
    assert await svc.claim_posts(svc.clock() + 1) == []  # nobody else takes them meanwhile
    await svc.posted(result.posts)
    assert await svc.store.outbox(pending=True) == []
    assert await svc.claim_posts(svc.clock() + POST_HOLD + 10) == []  # never again


async def test_an_answer_that_failed_is_posted_by_the_next_pass_with_the_same_pings(
    svc: MatchService,
) -> None:
    match_id = await _started(svc, "babel", "chan:failed")
    rng = random.Random(3)
    for _ in range(50):
        move = await _human_move(svc, match_id, rng)
        result = await svc.act(match_id, ALICE, move, hold_posts=True)
        if result.newly_active:
            break
        await svc.posted(result.posts)
    assert result.newly_active == [ALICE]
    await svc.unposted(result.posts, delay=0.0)  # Discord refused the answer (it expired)
    (notice,) = await svc.claim_posts(svc.clock())
    assert notice.kind == "moved" and notice.keys == result.posts
    assert notice.users_to_ping == [ALICE]
    assert notice.result is not None
    assert [render(e.public) for _s, e in notice.result.events] == [
        render(e.public) for _s, e in result.events
    ]
    assert notice.nonce is not None and len(notice.nonce) <= 25


async def test_the_table_writes_no_outbox(store_location: str) -> None:
    store: Store = await open_store(store_location)
    try:
        svc = MatchService(store, clock=FakeClock())
        svc.outbox_posts = False
        match_id = await _started(svc, "babel", "chan:table")
        move = await _human_move(svc, match_id, random.Random(2))
        await svc.act(match_id, ALICE, move)
        assert await store.outbox() == []
    finally:
        await store.close()


@pytest.mark.sqlite_only
async def test_a_match_frozen_before_the_outbox_existed_moves_on_after_the_upgrade(
    store_location: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlite3

    clock = FakeClock()
    store = await open_store(store_location)
    dying = MatchService(store, clock=clock)
    match_id = await _started(dying, "babel", "chan:old")
    rng = random.Random(11)

    async def crash(*_a: Any, **_k: Any) -> Any:
        raise Crash()

    for _ in range(100):
        move = await _human_move(dying, match_id, rng)
        monkeypatch.setattr(dying, "_run_ais", crash)
        with contextlib.suppress(Crash):
            await dying.act(match_id, ALICE, move)
        monkeypatch.undo()
        if await _ai_to_act(dying, match_id):
            break
    await store.close()
    # as a database of the version before: no outbox, no AI job (frozen for good then)
    with sqlite3.connect(store_location) as raw:
        raw.execute("DELETE FROM timers WHERE kind = 'ai'")
        raw.execute("DROP TABLE outbox")
        raw.execute("DROP TABLE ratings")  # and what came after it (0007)
        raw.execute("DROP TABLE rated_matches")
        raw.execute("DROP TABLE user_timers")  # (0009)
        raw.execute("PRAGMA user_version = 5")
    store = await open_store(store_location)  # the upgrade
    try:
        svc = MatchService(store, clock=clock)
        assert await _ai_to_act(svc, match_id)
        notices = await svc.fire_due(clock.now)
        assert not await _ai_to_act(svc, match_id)
        assert [n.kind for n in notices] == ["moved"]
        assert not [t for t in await store.match_timers(match_id) if t.kind == AI_JOB]
    finally:
        await store.close()


async def test_a_clean_stop_gives_back_what_it_held_for_the_next_process_at_once(
    store_location: str,
) -> None:
    clock = FakeClock()
    store = await open_store(store_location)
    try:
        stopping = MatchService(store, clock=clock, timer_owner="stopping")
        match_id = await _started(stopping, "babel", "chan:stop")
        move = await _human_move(stopping, match_id, random.Random(4))
        result = await stopping.act(match_id, ALICE, move, hold_posts=True)
        assert stopping.held_posts == set(result.posts)
        await stopping.release_held()  # the bot closing before it could answer
        assert not stopping.held_posts
        nxt = MatchService(store, clock=clock, timer_owner="next")
        (notice,) = await nxt.claim_posts(clock.now)  # no waiting for the hold to run out
        assert notice.keys == result.posts
    finally:
        await store.close()


async def test_an_undo_stores_its_board_post_with_it(svc: MatchService) -> None:
    bob = "user:bob"
    rec = await svc.create("babel", channel="chan:undo", creator=ALICE, seed="undo-post")
    await svc.join(rec.id, bob)
    started = await svc.start(rec.id, ALICE, hold_posts=True)
    await svc.posted(started.posts)
    rng = random.Random(5)
    for _ in range(40):  # a move that can be taken back (no card drawn, nothing revealed)
        info = await svc.status(rec.id)
        mover = info.to_act[0]
        state = GAME_BABEL.load_state((await svc.store.get_match(rec.id)).state or "")
        seat = next(s.seat for s in info.seats if s.user == mover)
        moves = [a for a in GAME_BABEL.legal_actions(state, seat) if a.type == "move"]
        if not moves:
            moves = list(GAME_BABEL.legal_actions(state, seat))
        await svc.act(rec.id, mover, GAME_BABEL.dump_action(rng.choice(moves)))
        try:
            asked = await svc.request_undo(rec.id, mover)
        except Exception:
            continue
        other = bob if mover == ALICE else ALICE
        status = await svc.answer_undo(rec.id, other, True, expected_version=asked.match.version)
        assert status.applied and status.result is not None and status.result.posts
        keys = {r.key for r in await svc.store.outbox(rec.id, pending=True)}
        assert set(status.result.posts) <= keys  # stored with the undo, for a pass to post
        return
    pytest.fail("no move could be taken back")
