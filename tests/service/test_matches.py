"""The match service: lobby, turn flow, concurrency, AI seats, redaction and replay."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest

from rules.core import NotYourTurn, RuleError
from rules.games import get_game
from service import MatchService, ServiceError
from service.errors import StaleView
from service.i18n import render
from service.matches import name_players
from service.replay import verify_match
from tests.storage.raw import raw_execute

ALICE, BOB, CAROL = "user:alice", "user:bob", "user:carol"


async def two_player_match(svc: MatchService, seed: str = "fixed") -> tuple[int, dict[int, str]]:
    rec = await svc.create("babel", channel="chan:1", creator=ALICE, seed=seed)
    await svc.join(rec.id, BOB)
    result = await svc.start(rec.id, ALICE)
    seats = {s.seat: s.user for s in await svc.store.seats(rec.id)}
    assert result.to_act == [seats[0]]
    return rec.id, seats  # type: ignore[return-value]


async def state_of(svc: MatchService, match_id: int) -> Any:
    rec = await svc.store.get_match(match_id)
    return get_game("babel").load_state(rec.state or "")


async def test_lobby_flow_and_seat_order_from_seed(svc: MatchService) -> None:
    rec = await svc.create("babel", channel="chan:1", creator=ALICE, seed="s1")
    with pytest.raises(ServiceError) as busy:
        await svc.create("babel", channel="chan:1", creator=BOB)
    assert busy.value.msg.key == "service.error.channel_busy"
    with pytest.raises(ServiceError) as few:
        await svc.start(rec.id, ALICE)
    assert few.value.msg.key == "service.error.player_count"
    await svc.join(rec.id, BOB)
    with pytest.raises(ServiceError) as again:
        await svc.join(rec.id, BOB)
    assert again.value.msg.key == "service.error.already_seated"
    with pytest.raises(ServiceError) as full:
        await svc.join(rec.id, CAROL)
    assert full.value.msg.key == "service.error.match_full"
    with pytest.raises(ServiceError) as not_creator:
        await svc.start(rec.id, BOB)
    assert not_creator.value.msg.key == "service.error.only_creator_starts"
    await svc.start(rec.id, ALICE)
    order = [s.user for s in sorted(await svc.store.seats(rec.id), key=lambda s: s.seat or 0)]
    # the same seed always seats the players the same way
    rec2 = await svc.create("babel", channel="chan:2", creator=ALICE, seed="s1")
    await svc.join(rec2.id, BOB)
    await svc.start(rec2.id, ALICE)
    order2 = [s.user for s in sorted(await svc.store.seats(rec2.id), key=lambda s: s.seat or 0)]
    assert order == order2
    with pytest.raises(ServiceError) as started:
        await svc.join(rec.id, CAROL)
    assert started.value.msg.key == "service.error.not_in_lobby"


async def test_leave_lobby_and_leaving_last_human_aborts(svc: MatchService) -> None:
    rec = await svc.create("babel", channel="chan:1", creator=ALICE)
    await svc.add_ai(rec.id, ALICE, "random")
    rec = await svc.leave(rec.id, ALICE)
    assert rec.status == "aborted"
    # the channel is free again
    await svc.create("babel", channel="chan:1", creator=BOB)


async def test_only_seated_players_and_only_the_active_seat_act(svc: MatchService) -> None:
    match_id, seats = await two_player_match(svc)
    with pytest.raises(ServiceError) as outsider:
        await svc.act(match_id, CAROL, "move medes")
    assert outsider.value.msg.key == "service.error.not_seated"
    with pytest.raises(NotYourTurn):
        await svc.act(match_id, seats[1], "move medes")
    with pytest.raises(RuleError) as bad:
        await svc.act(match_id, seats[0], "fly away")
    assert bad.value.msg.key == "babel.error.unknown_verb"
    # nothing was stored by the refusals
    assert await svc.store.actions(match_id) == []


async def test_a_stale_view_is_refused_and_nothing_is_lost(svc: MatchService) -> None:
    match_id, seats = await two_player_match(svc)
    game = get_game("babel")
    state = await state_of(svc, match_id)
    a, b = game.legal_actions(state, 0)[:2]
    version = (await svc.store.get_match(match_id)).version
    await svc.act(match_id, seats[0], game.dump_action(a), expected_version=version)
    with pytest.raises(StaleView) as stale:
        await svc.act(match_id, seats[0], game.dump_action(b), expected_version=version)
    assert stale.value.msg.key == "service.error.stale_view"
    assert len(await svc.store.actions(match_id)) == 1


async def test_simultaneous_actions_apply_exactly_once(svc: MatchService) -> None:
    match_id, seats = await two_player_match(svc)
    game = get_game("babel")
    state = await state_of(svc, match_id)
    legal = game.legal_actions(state, 0)
    version = (await svc.store.get_match(match_id)).version
    results = await asyncio.gather(
        *(
            svc.act(
                match_id,
                seats[0],
                game.dump_action(legal[i % len(legal)]),
                expected_version=version,
            )
            for i in range(20)
        ),
        return_exceptions=True,
    )
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, StaleView)]
    assert len(applied) == 1 and len(refused) == 19
    assert len(await svc.store.actions(match_id)) == 1


async def test_racing_without_a_version_never_doubles_a_move(svc: MatchService) -> None:
    """Both requests read the same version; the store lets one through, the other is told."""
    match_id, seats = await two_player_match(svc)
    results = await asyncio.gather(
        *(
            svc.act(match_id, seats[0], "move " + n)
            for n in ("assyrians", "hittites", "medes", "persians", "sumerians")
        ),
        return_exceptions=True,
    )
    ok = [r for r in results if not isinstance(r, BaseException)]
    errors = [r for r in results if isinstance(r, BaseException)]
    assert all(isinstance(e, RuleError | StaleView) for e in errors)
    assert len(await svc.store.actions(match_id)) == len(ok) >= 1


async def test_ai_seat_answers_on_its_own_and_pings_the_human(svc: MatchService) -> None:
    rec = await svc.create("babel", channel="chan:1", creator=ALICE, seed="ai-1")
    await svc.add_ai(rec.id, ALICE, "heuristic")
    start = await svc.start(rec.id, ALICE)
    assert start.to_act == [ALICE]  # whoever went first, it is the human's move now
    game = get_game("babel")
    rng = random.Random(3)
    moves = 0
    while True:
        info = await svc.status(rec.id, ALICE)
        if info.outcome is not None:
            break
        assert info.to_act == [ALICE] and info.legal
        a = game.ais["heuristic"](info.view, info.legal, rng)
        result = await svc.act(rec.id, ALICE, game.dump_action(a))
        moves += 1
        if result.outcome is None and a.type == "end":
            # the AI played its whole turn; the human's turn began again
            assert result.newly_active == [ALICE]
            assert any(seat != info.viewer_seat for seat, _ in result.events)
        elif result.outcome is None and a.type != "end":
            assert result.newly_active == []  # no second ping inside one turn
    assert moves > 10
    assert (await svc.store.get_match(rec.id)).status == "finished"
    assert (await verify_match(svc.store, await svc.store.get_match(rec.id))).ok


async def test_log_shows_private_lines_only_to_their_owner(svc: MatchService) -> None:
    match_id, seats = await two_player_match(svc, seed="log")
    game = get_game("babel")
    rng = random.Random(5)
    for _ in range(40):
        state = await state_of(svc, match_id)
        seat = min(game.active_seats(state))
        a = game.ais["heuristic"](game.view(state, seat), game.legal_actions(state, seat), rng)
        await svc.act(match_id, seats[seat], game.dump_action(a))
    keys_for = {}
    for viewer in (seats[0], seats[1], None, CAROL):
        lines = await svc.log(match_id, viewer)
        keys_for[viewer] = [(seat, m.key) for line in lines for seat, m in line.messages]
    private = "babel.private.drew"
    assert any(k == private for _, k in keys_for[seats[0]])
    assert any(k == private for _, k in keys_for[seats[1]])
    assert not any(k == private for _, k in keys_for[None])
    assert not any(k == private for _, k in keys_for[CAROL])
    # each player's private lines are exactly their own draws
    raw = [e for act in await svc.store.actions(match_id) for e in act.payload["events"]]
    own = {0: 0, 1: 0}
    for e in raw:
        for seat in e.get("private", {}):
            own[int(seat)] += 1
    assert sum(1 for _, k in keys_for[seats[0]] if k == private) == own[0]
    assert sum(1 for _, k in keys_for[seats[1]] if k == private) == own[1]


async def test_hand_is_private_and_only_for_the_seated(svc: MatchService) -> None:
    match_id, seats = await two_player_match(svc)
    view = await svc.hand(match_id, seats[1])
    assert view.players[1].hand is not None and view.players[0].hand is None  # type: ignore[attr-defined]
    with pytest.raises(ServiceError):
        await svc.hand(match_id, CAROL)
    spectator = await svc.status(match_id, CAROL)
    assert all(p.hand is None for p in spectator.view.players)  # type: ignore[union-attr]


async def test_resign_and_abort(svc: MatchService) -> None:
    match_id, seats = await two_player_match(svc)
    with pytest.raises(ServiceError) as forbidden:
        await svc.abort(match_id, seats[1] if seats[1] != ALICE else seats[0])
    assert forbidden.value.msg.key == "service.error.abort_forbidden"
    result = await svc.resign(match_id, seats[1])
    assert result.outcome is not None and result.outcome.winners == (0,)
    with pytest.raises(ServiceError) as over:
        await svc.act(match_id, seats[0], "move medes")
    assert over.value.msg.key == "service.error.not_active"
    assert (await verify_match(svc.store, await svc.store.get_match(match_id))).ok

    rec = await svc.create("babel", channel="chan:1", creator=CAROL)
    await svc.join(rec.id, BOB)
    await svc.start(rec.id, CAROL)
    aborted = await svc.abort(rec.id, ALICE, is_admin=True)  # a moderator may abort
    assert aborted.status == "aborted"


async def test_a_resignation_names_the_player_not_a_seat_number(svc: MatchService) -> None:
    match_id, seats = await two_player_match(svc)
    await svc.resign(match_id, seats[1])
    reason = (await svc.status(match_id)).outcome.reason  # type: ignore[union-attr]
    assert reason is not None
    assert render(name_players(reason, lambda u: f"@{u}")) == f"won because @{seats[1]} resigned"
    # a match that ended before, stored with the seat number, reads the same
    old = {"winners": [0], "termination": "resignation"}
    old["reason"] = {"key": "service.end.resigned", "params": {"seat": 1}}  # type: ignore[assignment]
    await raw_execute(
        svc.store, "UPDATE matches SET outcome = ? WHERE id = ?", json.dumps(old), match_id
    )
    reason = (await svc.status(match_id)).outcome.reason  # type: ignore[union-attr]
    assert reason is not None
    for locale in ("en", "el", "it"):
        text = render(name_players(reason, lambda u: f"@{u}"), locale)
        assert f"@{seats[1]}" in text and "{" not in text, text


async def test_replay_detects_a_tampered_log(svc: MatchService) -> None:
    match_id, seats = await two_player_match(svc, seed="tamper")
    game = get_game("babel")
    for _ in range(6):
        state = await state_of(svc, match_id)
        seat = min(game.active_seats(state))
        await svc.act(match_id, seats[seat], game.dump_action(game.legal_actions(state, seat)[0]))
    rec = await svc.store.get_match(match_id)
    assert (await verify_match(svc.store, rec)).ok
    # forge one stored hash behind the service
    await raw_execute(
        svc.store,
        "UPDATE actions SET state_hash = 'forged' WHERE match_id = ? AND seq = 3",
        match_id,
    )
    result = await verify_match(svc.store, rec)
    assert not result.ok and "action 3" in result.problem


async def test_front_ends_never_receive_the_full_state_or_the_seed(svc: MatchService) -> None:
    """Hands and deck order live in the stored state, and every shuffle follows from the seed:
    what the service hands a front end carries neither, only per-seat views."""
    match_id, seats = await two_player_match(svc, seed="secret-seed")
    stored = await svc.store.get_match(match_id)
    assert stored.state and stored.seed == "secret-seed"
    info = await svc.status(match_id, seats[0])
    result = await svc.act(match_id, seats[0], "move " + str(info.legal[0].to.value))
    for rec in (info.match, result.match):
        assert rec.state is None and rec.seed == ""
        assert "secret-seed" not in rec.model_dump_json()
