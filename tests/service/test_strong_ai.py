"""The strong AI in the service: seated by level, answered after the move that woke it (the
AI job makes its move, posted on its own), thinking in its own processes, and standing in
for a late player at the match's chosen level."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from typing import Any

import pytest

from rules.games import get_game
from service import MatchService, ServiceError
from service.play import AI_JOB
from service.settings import TimeoutAction
from service.thinking import Thinker, ThinkerBusy
from tests.service.conftest import FakeClock

ALICE = "user:alice"
BABEL = get_game("babel")
QUICK = "strong:4i"  # a search of four iterations: the same code, quick enough for a test


async def _match(svc: MatchService, kind: str, seed: str = "strong-ai") -> int:
    rec = await svc.create("babel", channel="chan:strong", creator=ALICE, seed=seed)
    await svc.add_ai(rec.id, ALICE, kind)
    started = await svc.start(rec.id, ALICE, hold_posts=True)
    await svc.posted(started.posts)
    return rec.id


async def _seat(svc: MatchService, match_id: int, user: str) -> int:
    seats = await svc.store.seats(match_id)
    seat = next(s.seat for s in seats if s.user == user)
    assert seat is not None
    return seat


async def _state(svc: MatchService, match_id: int) -> Any:
    rec = await svc.store.get_match(match_id)
    return BABEL.load_state(rec.state or "")


async def _play_until_ai(svc: MatchService, match_id: int, rng: random.Random) -> Any:
    """Alice's moves until one hands the turn to the AI; that move's result."""
    me = await _seat(svc, match_id, ALICE)
    for _ in range(100):
        state = await _state(svc, match_id)
        if me not in BABEL.active_seats(state):
            return None
        move = BABEL.dump_action(rng.choice(BABEL.legal_actions(state, me)))
        result = await svc.act(match_id, ALICE, move, hold_posts=True)
        await svc.posted(result.posts)
        if me not in BABEL.active_seats(await _state(svc, match_id)):
            return result
    pytest.fail("Alice's moves never handed the turn to the AI")


@pytest.mark.parametrize(
    ("asked", "stored"),
    [
        ("easy", "random"),
        ("normal", "heuristic"),
        ("strong", "strong"),
        ("heuristic", "heuristic"),
        ("strong:2s", "strong:2s"),
        ("Strong:400i", "strong:400i"),
    ],
)
async def test_an_ai_is_seated_by_its_level_or_kind(
    svc: MatchService, asked: str, stored: str
) -> None:
    rec = await svc.create("babel", channel="chan:levels", creator=ALICE, seed="levels")
    await svc.add_ai(rec.id, ALICE, asked)
    (ai,) = [s for s in await svc.store.seats(rec.id) if s.ai is not None]
    assert ai.ai == stored


@pytest.mark.parametrize(
    ("asked", "key"),
    [
        ("hard", "service.error.unknown_ai"),
        ("strong:0s", "service.error.bad_ai_budget"),
        ("strong:31s", "service.error.bad_ai_budget"),
        ("strong:1.5i", "service.error.bad_ai_budget"),
        ("heuristic:2s", "service.error.bad_ai_budget"),
    ],
)
async def test_a_level_the_bot_does_not_know_is_refused_by_name(
    svc: MatchService, asked: str, key: str
) -> None:
    rec = await svc.create("babel", channel="chan:bad", creator=ALICE, seed="bad-level")
    with pytest.raises(ServiceError) as err:
        await svc.add_ai(rec.id, ALICE, asked)
    assert err.value.msg.key == key
    assert await svc.store.seats(rec.id) == [s for s in await svc.store.seats(rec.id) if not s.ai]


async def test_a_move_that_wakes_the_strong_ai_is_answered_before_it_thinks(
    svc: MatchService,
) -> None:
    svc.think_later = True  # as the bot runs it
    match_id = await _match(svc, QUICK)
    clock = svc.clock
    assert isinstance(clock, FakeClock)
    ai_seat = 1 - await _seat(svc, match_id, ALICE)
    if ai_seat in BABEL.active_seats(await _state(svc, match_id)):
        # the AI moves first: its job is due at once, and firing it moves it on
        assert [n.kind for n in await svc.fire_due(clock.now + 1)] == ["moved"]
    version_before = (await svc.store.get_match(match_id)).version
    result = await _play_until_ai(svc, match_id, random.Random(3))
    assert result is not None, "the game ended before the AI was to act"
    # answered at once: the AI has not moved, its job is stored and due now
    rec = await svc.store.get_match(match_id)
    assert ai_seat in BABEL.active_seats(await _state(svc, match_id))
    assert rec.version > version_before
    (job,) = [t for t in await svc.store.match_timers(match_id) if t.kind == AI_JOB]
    assert job.due_at <= clock.now
    made = svc.thinker.decisions
    notices = await svc.fire_due(clock.now + 1)
    assert [n.kind for n in notices] == ["moved"]  # the AI's move, posted on its own
    (told,) = notices
    assert told.result is not None and told.result.events
    assert all(not e.private for _s, e in told.result.events)
    assert svc.thinker.decisions > made
    state = await _state(svc, match_id)
    assert BABEL.outcome(state) is not None or ai_seat not in BABEL.active_seats(state)
    assert not [t for t in await svc.store.match_timers(match_id) if t.kind == AI_JOB]


async def test_without_a_job_runner_the_strong_ai_answers_within_the_move(
    svc: MatchService,
) -> None:
    match_id = await _match(svc, QUICK, seed="inline")
    result = await _play_until_ai(svc, match_id, random.Random(5))
    assert result is not None
    state = await _state(svc, match_id)
    me = await _seat(svc, match_id, ALICE)
    assert BABEL.outcome(state) is not None or me in BABEL.active_seats(state)
    assert svc.thinker.decisions > 0


async def test_a_late_players_turn_is_played_at_the_matchs_stand_in_level(
    svc: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = BABEL.search
    assert spec is not None
    monkeypatch.setattr(type(BABEL), "search", dataclasses.replace(spec, iterations_per_second=8))
    match_id = await _match(svc, "heuristic", seed="stand-in")
    await svc.update_match_settings(
        match_id,
        ALICE,
        {"timeout_action": TimeoutAction.AI.value, "stand_in": "strong", "ai_seconds": 0.5},
    )
    assert (await svc.match_settings(match_id)).stand_in.kind == "strong"
    state = await _state(svc, match_id)
    me = await _seat(svc, match_id, ALICE)
    assert me in BABEL.active_seats(state)
    clock = svc.clock
    assert isinstance(clock, FakeClock)
    await svc.fire_due(clock.now + 73 * 3600)  # the turn's time ran out: the stand-in plays
    assert svc.thinker.decisions > 0
    rec = await svc.store.get_match(match_id)
    assert rec.version > 1


def test_the_thinker_decides_in_its_own_process_and_refuses_more_than_it_can_hold() -> None:
    state = BABEL.setup(2, BABEL.options(), "thinker")
    seat = min(BABEL.active_seats(state))

    async def run() -> None:
        thinker = Thinker("process", processes=1, queue=0)
        try:
            first = asyncio.ensure_future(thinker.decide(BABEL, "strong:30i", state, seat, "a"))
            await asyncio.sleep(0)  # the first is handed to the process
            with pytest.raises(ThinkerBusy):
                await thinker.decide(BABEL, "strong:30i", state, seat, "b")
            move = await first
            assert move in BABEL.legal_actions(state, seat)
            # the same seed and iterations give the same move as deciding here
            inline = Thinker("inline")
            assert move == await inline.decide(BABEL, "strong:30i", state, seat, "a")
        finally:
            thinker.close()
        assert thinker._pool is None

    asyncio.run(run())


async def test_an_ai_job_the_thinker_has_no_room_for_waits_its_turn(
    svc: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every thinking process taken: the AI job is not dropped but comes back a little
    later, and then makes the move."""
    svc.think_later = True
    match_id = await _match(svc, QUICK, seed="busy")
    clock = svc.clock
    assert isinstance(clock, FakeClock)
    ai_seat = 1 - await _seat(svc, match_id, ALICE)
    if ai_seat not in BABEL.active_seats(await _state(svc, match_id)):
        assert await _play_until_ai(svc, match_id, random.Random(4)) is not None

    async def busy(*_a: Any, **_k: Any) -> Any:
        raise ThinkerBusy

    monkeypatch.setattr(svc.thinker, "decide", busy)
    version = (await svc.store.get_match(match_id)).version
    assert await svc.fire_due(clock.now + 1) == []
    (job,) = [t for t in await svc.store.match_timers(match_id) if t.kind == AI_JOB]
    assert job.due_at > clock.now - 1 and job.claimed_by is None  # later, and let go
    assert (await svc.store.get_match(match_id)).version == version
    monkeypatch.undo()
    notices = await svc.fire_due(job.due_at + 1)
    assert [n.kind for n in notices] == ["moved"]
    assert (await svc.store.get_match(match_id)).version > version
