"""A change of position and the turn clock it starts are stored together, never apart.

Every write that changes who is to act carries its timers (``start_match(timers=…)``,
``append_action(timers=…)``): a match's start, with or without AI seats moving first, the
AI playing a late seat's turn and handing the move to a human, and the ends outside the
rules (resigning, aborting). The store here refuses every separate timer write, as if the
process died between the move and its timers: each operation must still complete, with the
clock right, because it never needed such a write. Runs on SQLite and on PostgreSQL.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from rules.core import Rng
from rules.games import get_game
from service import MatchService
from service.core import ai_user
from service.settings import HOUR
from storage import Store, open_store
from tests.service.conftest import FakeClock

ALICE, BOB = "user:alice", "user:bob"
GAME = get_game("babel")
TIMER_WRITES = ("replace_timers", "set_timer", "clear_timers")
MOVE_WRITES = ("start_match", "append_action")


class Crash(Exception):
    """The process stopping right before a separate timer write."""


class Writes:
    """Records the store's writes (name, the timer plan passed along); separate timer
    writes raise ``Crash`` instead of happening."""

    def __init__(self, store: Store) -> None:
        self.calls: list[tuple[str, Any]] = []
        for name in MOVE_WRITES:
            setattr(store, name, self._recording(name, getattr(store, name)))
        for name in TIMER_WRITES:
            setattr(store, name, self._crashing(name))

    def _recording(self, name: str, real: Any) -> Any:
        async def call(*args: Any, **kwargs: Any) -> Any:
            self.calls.append((name, kwargs.get("timers")))
            return await real(*args, **kwargs)

        return call

    def _crashing(self, name: str) -> Any:
        async def call(*_args: Any, **_kwargs: Any) -> Any:
            self.calls.append((name, None))
            raise Crash(name)

        return call

    def since(self, mark: int) -> list[tuple[str, Any]]:
        return self.calls[mark:]


@pytest.fixture
async def svc(store_location: str) -> AsyncIterator[MatchService]:
    store = await open_store(store_location)
    try:
        yield MatchService(store, clock=FakeClock())
    finally:
        await store.close()


async def timers(svc: MatchService, match_id: int) -> dict[tuple[str, int | None], float]:
    return {(t.kind, t.seat): t.due_at for t in await svc.store.match_timers(match_id)}


async def seat_of(svc: MatchService, match_id: int, user: str) -> int:
    seat = next(s.seat for s in await svc.store.seats(match_id) if s.user == user)
    assert seat is not None
    return seat


def close(a: float, b: float) -> bool:
    return abs(a - b) < 60  # the FakeClock ticks a second per reading


async def test_a_start_between_people_is_one_write_with_the_first_turns_clock(
    svc: MatchService,
) -> None:
    rec = await svc.create("babel", channel="c1", creator=ALICE, seed="s1")
    await svc.join(rec.id, BOB)
    writes = Writes(svc.store)
    t0 = svc.clock()
    result = await svc.start(rec.id, ALICE)
    assert [name for name, _ in writes.calls] == ["start_match"]
    assert writes.calls[0][1] is not None  # the clock went with the start
    first = await seat_of(svc, rec.id, result.to_act[0])
    got = await timers(svc, rec.id)
    assert set(got) == {("reminder", first), ("timeout", first)}
    assert close(got["timeout", first], t0 + 72 * HOUR)


def _seed_where_the_ai_moves_first() -> str:
    users = [ALICE, ai_user("heuristic", 1)]  # the seats in the order they were taken
    for i in range(100):
        seed = f"ai-first-{i}"
        order = Rng(seed=f"{seed}:seats").shuffle(users)
        if order[0] != ALICE and 0 in GAME.active_seats(GAME.setup(2, GAME.options(), seed)):
            return seed
    raise AssertionError("no seed gives the AI the first turn")


async def test_a_start_where_an_ai_seat_moves_first_stores_the_clock_with_its_last_move(
    svc: MatchService,
) -> None:
    rec = await svc.create(
        "babel", channel="c2", creator=ALICE, seed=_seed_where_the_ai_moves_first()
    )
    await svc.add_ai(rec.id, ALICE, "heuristic")
    writes = Writes(svc.store)
    result = await svc.start(rec.id, ALICE)
    me = await seat_of(svc, rec.id, ALICE)
    assert me == 1 and result.to_act == [ALICE]
    names = [name for name, _ in writes.calls]
    assert names[0] == "start_match"
    # the AI is to act: the start stores only the AI job (should this process stop first)
    job = writes.calls[0][1]
    assert job is not None and [(k, s) for k, s, _due in job.timers] == [("ai", None)]
    assert len(names) > 1 and set(names[1:]) == {"append_action"}  # the AI's moves
    plans = [plan for _name, plan in writes.calls[1:]]
    assert plans[-1] is not None and all(p is None for p in plans[:-1])
    assert set(await timers(svc, rec.id)) == {("reminder", me), ("timeout", me)}


async def test_an_ai_only_start_writes_no_timer(svc: MatchService) -> None:
    rec = await svc.create("babel", channel="c3", creator=ALICE, seat_creator=False)
    await svc.add_ai(rec.id, ALICE, "random")
    await svc.add_ai(rec.id, ALICE, "random")
    writes = Writes(svc.store)
    result = await svc.start(rec.id, ALICE)
    assert result.outcome is not None
    assert {name for name, _ in writes.calls} == {"start_match", "append_action"}
    assert await svc.store.next_timer() is None


async def test_the_ai_playing_a_late_turn_hands_the_clock_over_with_its_last_move(
    svc: MatchService,
) -> None:
    rec = await svc.create("babel", channel="c4", creator=ALICE, seed="late")
    await svc.join(rec.id, BOB)
    await svc.update_match_settings(rec.id, ALICE, {"timeout_action": "ai"})
    result = await svc.start(rec.id, ALICE)
    late_user = result.to_act[0]
    late = await seat_of(svc, rec.id, late_user)
    other = 1 - late
    due = (await timers(svc, rec.id))["timeout", late]
    writes = Writes(svc.store)
    notices = await svc.fire_due(due)
    (played,) = [n for n in notices if n.kind == "ai_played"]
    assert played.result is not None and played.result.to_act != [late_user]
    names = [name for name, _ in writes.calls]
    assert names and set(names) == {"append_action"}  # no timer written on its own
    plans = [plan for _name, plan in writes.calls]
    assert plans[-1] is not None and all(p is None for p in plans[:-1])
    got = await timers(svc, rec.id)
    assert set(got) == {("reminder", other), ("timeout", other)}
    assert close(got["timeout", other], svc.clock() + 72 * HOUR)
    auto = [a for a in await svc.store.actions(rec.id) if a.payload.get("auto")]
    assert len(auto) == len(plans) == played.message.params["count"]


async def test_resigning_and_aborting_stop_the_clock_in_the_same_write(svc: MatchService) -> None:
    ended = []
    for channel in ("c5", "c6"):
        rec = await svc.create("babel", channel=channel, creator=ALICE, seed=channel)
        await svc.join(rec.id, BOB)
        await svc.start(rec.id, ALICE)
        assert await timers(svc, rec.id)
        ended.append(rec.id)
    writes = Writes(svc.store)
    await svc.resign(ended[0], BOB)
    await svc.abort(ended[1], ALICE)
    assert [name for name, _ in writes.calls] == ["append_action", "append_action"]
    assert all(plan is not None and not plan.timers for _name, plan in writes.calls)
    for match_id in ended:
        assert await timers(svc, match_id) == {}
    assert await svc.store.next_timer() is None
