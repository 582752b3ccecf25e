"""Undo: the generic "revealed or random" rule, refusals, the approval flow, chains of undos,
replay across undos, the log and the "since your last turn" digest."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.games import get_game
from service import MatchService, ServiceError
from service.errors import StaleView
from service.replay import verify_match
from tests.storage.raw import raw_execute

ALICE, BOB, CAROL = "user:alice", "user:bob", "user:carol"
GAME = get_game("babel")


async def two_humans(svc: MatchService, seed: str = "fixed") -> tuple[int, dict[int, str]]:
    rec = await svc.create("babel", channel="chan:1", creator=ALICE, seed=seed)
    await svc.join(rec.id, BOB)
    await svc.start(rec.id, ALICE)
    return rec.id, {s.seat: s.user for s in await svc.store.seats(rec.id) if s.seat is not None}


async def state_of(svc: MatchService, match_id: int) -> Any:
    return GAME.load_state((await svc.store.get_match(match_id)).state or "")


async def move(svc: MatchService, match_id: int, seat: int, user: str, kind: str = "move") -> Any:
    state = await state_of(svc, match_id)
    a = next(a for a in GAME.legal_actions(state, seat) if a.type == kind)
    await svc.act(match_id, user, GAME.dump_action(a))
    return a


async def finish_turn(svc: MatchService, match_id: int, seat: int, user: str) -> None:
    """Play out the turn: build the starting temple if it must be built, then end it."""
    rng = random.Random(1)
    for _ in range(50):
        state = await state_of(svc, match_id)
        legal = GAME.legal_actions(state, seat)
        a = next((a for a in legal if a.type == "end"), None)
        a = a or next((a for a in legal if a.type == "build" and a.source == "start"), None)
        a = a or GAME.ais["heuristic"](GAME.view(state, seat), legal, rng)
        await svc.act(match_id, user, GAME.dump_action(a))
        if a.type == "end":
            return
    raise AssertionError("the turn never ended")


# --- the generic rule -----------------------------------------------------------------------
def test_babel_mid_turn_moves_are_undoable_but_ending_the_turn_is_not() -> None:
    s = GAME.setup(2, GAME.options(), "undo-rule")
    checked = set()
    rng = random.Random(0)
    for _ in range(400):
        if GAME.outcome(s) is not None:
            break
        seat = min(GAME.active_seats(s))
        a = GAME.ais["heuristic"](GAME.view(s, seat), GAME.legal_actions(s, seat), rng)
        tr = GAME.apply(s, seat, a)
        allowed = GAME.undo_allowed(s, tr.state, tr.events)
        if a.type in ("move", "play", "build"):
            assert allowed, a
        if a.type == "end":
            assert not allowed  # people cards were drawn, seen by one player only
        checked.add((a.type, allowed))
        s = tr.state
    assert {("move", True), ("play", True), ("build", True), ("end", False)} <= checked


def test_the_default_rule_looks_at_private_parts_and_the_rng() -> None:
    s = GAME.setup(2, GAME.options(), "undo-rule")
    a = GAME.legal_actions(s, 0)[0]
    tr = GAME.apply(s, 0, a)
    assert GAME.undo_allowed(s, tr.state, tr.events)
    moved = tr.state.model_copy(update={"rng": tr.state.rng.model_copy(update={"counter": 99})})
    assert not GAME.undo_allowed(s, moved, tr.events)
    secret = [tr.events[0].with_private(0, "babel.private.drew", cards=[])]
    assert not GAME.undo_allowed(s, tr.state, secret)


# --- against the AI: applied at once --------------------------------------------------------
async def test_undo_against_the_ai_applies_at_once_and_chains(svc: MatchService) -> None:
    rec = await svc.create("babel", channel="c", creator=ALICE, seed="ai-undo")
    await svc.add_ai(rec.id, ALICE, "heuristic")
    await svc.start(rec.id, ALICE)
    me = next(s.seat for s in await svc.store.seats(rec.id) if s.user == ALICE)
    assert me is not None
    turn_start = await state_of(svc, rec.id)
    await move(svc, rec.id, me, ALICE)
    after_one = await state_of(svc, rec.id)
    await move(svc, rec.id, me, ALICE, "play")
    timers = await svc.store.match_timers(rec.id)

    first = await svc.request_undo(rec.id, ALICE)
    assert first.applied and first.waiting_for == [] and first.result is not None
    assert first.to_act == [ALICE]
    assert [e.public.key for _s, e in first.events] == ["service.event.undone"]
    assert await state_of(svc, rec.id) == after_one
    assert await svc.store.match_timers(rec.id) == timers  # same seat to act: clock untouched
    # undo again: the move before goes too
    second = await svc.request_undo(rec.id, ALICE)
    assert second.applied and second.seq < first.seq
    assert await state_of(svc, rec.id) == turn_start
    # nothing of Alice's is left in this turn: the last move in force is the AI's, or none
    with pytest.raises(ServiceError) as nothing:
        await svc.request_undo(rec.id, ALICE)
    assert nothing.value.msg.key in ("service.error.undo_not_yours", "service.error.undo_nothing")
    # the log keeps everything and says what was taken back
    lines = await svc.log(rec.id, ALICE)
    undone = [line.seq for line in lines if line.undone]
    assert undone == [second.seq, first.seq]
    undo_lines = [line for line in lines if line.kind == "undo"]
    assert len(undo_lines) == 2
    what = undo_lines[0].messages[0][1]
    assert what.key == "service.event.undone"
    assert what.params["what"][0]["key"] == "babel.event.play"
    # the game goes on from the restored position, and replay proves it all
    await move(svc, rec.id, me, ALICE)
    assert (await verify_match(svc.store, await svc.store.get_match(rec.id))).ok


# --- between humans: approvals --------------------------------------------------------------
async def test_the_other_player_must_agree(svc: MatchService) -> None:
    match_id, seats = await two_humans(svc)
    before = await state_of(svc, match_id)
    await move(svc, match_id, 0, seats[0])
    with pytest.raises(ServiceError) as not_yours:
        await svc.request_undo(match_id, seats[1])
    assert not_yours.value.msg.key == "service.error.undo_not_yours"
    with pytest.raises(ServiceError) as outsider:
        await svc.request_undo(match_id, CAROL)
    assert outsider.value.msg.key == "service.error.not_seated"
    with pytest.raises(ServiceError) as none:
        await svc.answer_undo(match_id, seats[1], True)
    assert none.value.msg.key == "service.error.undo_none_pending"

    asked = await svc.request_undo(match_id, seats[0])
    assert not asked.applied and asked.waiting_for == [seats[1]]
    assert asked.requested_by == seats[0] and asked.approved == [seats[0]]
    with pytest.raises(ServiceError) as pending:
        await svc.request_undo(match_id, seats[0])
    assert pending.value.msg.key == "service.error.undo_pending"
    with pytest.raises(ServiceError) as own:
        await svc.answer_undo(match_id, seats[0], True)
    assert own.value.msg.key == "service.error.undo_own_request"
    with pytest.raises(ServiceError) as outsider_answer:
        await svc.answer_undo(match_id, CAROL, True)
    assert outsider_answer.value.msg.key == "service.error.not_seated"
    with pytest.raises(StaleView):  # a button from before the request
        await svc.answer_undo(match_id, seats[1], True, expected_version=asked.match.version - 1)

    done = await svc.answer_undo(match_id, seats[1], True, expected_version=asked.match.version)
    assert done.applied and done.result is not None and done.request_id == asked.request_id
    assert await state_of(svc, match_id) == before
    assert "undo" not in (await svc.store.get_match(match_id)).settings  # request cleared
    assert (await verify_match(svc.store, await svc.store.get_match(match_id))).ok


async def test_a_refusal_cancels_the_request(svc: MatchService) -> None:
    match_id, seats = await two_humans(svc)
    await move(svc, match_id, 0, seats[0])
    after = await state_of(svc, match_id)
    await svc.request_undo(match_id, seats[0])
    no = await svc.answer_undo(match_id, seats[1], False)
    assert no.refused and no.refused_by == seats[1] and not no.applied
    assert await state_of(svc, match_id) == after
    with pytest.raises(ServiceError) as gone:
        await svc.answer_undo(match_id, seats[1], True)
    assert gone.value.msg.key == "service.error.undo_none_pending"
    # the player may ask again
    again = await svc.request_undo(match_id, seats[0])
    assert again.waiting_for == [seats[1]]


async def test_a_request_lapses_when_the_game_moves_on(svc: MatchService) -> None:
    match_id, seats = await two_humans(svc)
    await move(svc, match_id, 0, seats[0])
    await svc.request_undo(match_id, seats[0])
    await move(svc, match_id, 0, seats[0], "play")  # the requester plays on instead
    with pytest.raises(ServiceError) as outdated:
        await svc.answer_undo(match_id, seats[1], True)
    assert outdated.value.msg.key == "service.error.undo_outdated"
    # a fresh request (for the newer move) is not blocked by the old one
    fresh = await svc.request_undo(match_id, seats[0])
    assert not fresh.applied and fresh.waiting_for == [seats[1]]


async def test_moves_that_reveal_or_draw_cannot_be_undone(svc: MatchService) -> None:
    match_id, seats = await two_humans(svc)
    with pytest.raises(ServiceError) as empty:
        await svc.request_undo(match_id, seats[0])
    assert empty.value.msg.key == "service.error.undo_nothing"
    await finish_turn(svc, match_id, 0, seats[0])  # ending the turn draws cards
    with pytest.raises(ServiceError) as hidden:
        await svc.request_undo(match_id, seats[0])
    assert hidden.value.msg.key == "service.error.undo_hidden"
    with pytest.raises(ServiceError) as theirs:
        await svc.request_undo(match_id, seats[1])
    assert theirs.value.msg.key == "service.error.undo_not_yours"


async def test_no_undo_once_the_match_is_over(svc: MatchService) -> None:
    match_id, seats = await two_humans(svc)
    await move(svc, match_id, 0, seats[0])
    await svc.resign(match_id, seats[1])
    with pytest.raises(ServiceError) as over:
        await svc.request_undo(match_id, seats[0])
    assert over.value.msg.key == "service.error.not_active"


async def test_undoing_a_move_within_a_turn_keeps_the_clock(svc: MatchService) -> None:
    match_id, seats = await two_humans(svc)
    timers = await svc.store.match_timers(match_id)
    await move(svc, match_id, 0, seats[0])
    await svc.request_undo(match_id, seats[0])
    await svc.answer_undo(match_id, seats[1], True)
    assert await svc.store.match_timers(match_id) == timers
    assert await svc.deadlines(match_id) == {seats[0]: timers[-1].due_at}


# --- replay ---------------------------------------------------------------------------------
async def test_replay_follows_undos_and_catches_a_forged_one(svc: MatchService) -> None:
    rec = await svc.create("babel", channel="c", creator=ALICE, seed="replay-undo")
    await svc.add_ai(rec.id, ALICE, "heuristic")
    await svc.start(rec.id, ALICE)
    me = next(s.seat for s in await svc.store.seats(rec.id) if s.user == ALICE)
    assert me is not None
    for _ in range(3):
        await move(svc, rec.id, me, ALICE)
        await move(svc, rec.id, me, ALICE, "play")
        await svc.request_undo(rec.id, ALICE)
        await svc.request_undo(rec.id, ALICE)
        await move(svc, rec.id, me, ALICE)
        await svc.request_undo(rec.id, ALICE)
    match = await svc.store.get_match(rec.id)
    result = await verify_match(svc.store, match)
    assert result.ok, result.problem
    kinds = [a.kind for a in await svc.store.actions(rec.id)]
    assert kinds.count("undo") == 9
    # every undo's stored hash is the hash of the state before the move it took back
    actions = await svc.store.actions(rec.id)
    by_seq = {a.seq: a for a in actions}
    undos = [a for a in actions if a.kind == "undo" and a.payload["undo_seq"] > 1]
    assert undos
    for a in undos:
        assert a.state_hash == by_seq[a.payload["undo_seq"] - 1].state_hash
    # an undo that names a move other than the last one in force cannot be replayed
    last_undo = max(a.seq for a in actions if a.kind == "undo")
    await raw_execute(
        svc.store,
        "UPDATE actions SET payload = json_set(payload, '$.undo_seq', 1) "
        "WHERE match_id = ? AND seq = ?",
        rec.id,
        last_undo,
        postgres="UPDATE actions SET payload = jsonb_set(payload::jsonb, '{undo_seq}', '1')::text "
        "WHERE match_id = $1 AND seq = $2",
    )
    forged = await verify_match(svc.store, match)
    assert not forged.ok and f"undo {last_undo}" in forged.problem


# --- digest ---------------------------------------------------------------------------------
async def test_digest_is_what_the_others_did_since_my_last_move(svc: MatchService) -> None:
    match_id, seats = await two_humans(svc, seed="digest")
    await finish_turn(svc, match_id, 0, seats[0])
    seat1_start = len(await svc.store.actions(match_id))
    await move(svc, match_id, 1, seats[1])
    await finish_turn(svc, match_id, 1, seats[1])
    digest = await svc.digest(match_id, seats[0])
    # exactly the public lines of seat 1's moves since seat 0's last one
    public_log = await svc.log(match_id, None)
    expected = [m for line in public_log[seat1_start:] for m in line.messages]
    assert digest == expected and all(line.seat == 1 for line in public_log[seat1_start:])
    keys = [m.key for _s, m in digest]
    assert "babel.event.move" in keys and "babel.event.end_turn" in keys
    assert not any(k.startswith("babel.private") for k in keys)  # public by default
    mine = await svc.digest(match_id, seats[0], private=True)
    drew = [m for _s, m in mine if m.key == "babel.private.drew"]
    assert len(drew) == 1  # the cards seat 0 was dealt as its new turn began: its own
    raw = [
        e for a in (await svc.store.actions(match_id))[seat1_start:] for e in a.payload["events"]
    ]
    assert all(set(e.get("private", {})) <= {"0"} for e in raw if e.get("private"))
    assert len(await svc.digest(match_id, seats[0], limit=2)) == 2
    # for the player who just moved, nothing happened since
    assert await svc.digest(match_id, seats[1]) == []
    with pytest.raises(ServiceError):
        await svc.digest(match_id, CAROL)
