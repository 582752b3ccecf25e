"""Notices by direct message: a player's choice (validated, refused in their words), the
"your turn" message stored with the move that hands them the move (once per move, whatever
is retried), held until their quiet hours end without holding up the thread's posts, and
none for a player whose messages are closed."""

from __future__ import annotations

import pytest

from rules.games import get_game
from service import MatchService, ServiceError
from service.notices import QUIET_HOLDER, NoticeMode, dm_channel, dm_key

ALICE, BOB = "user:alice", "user:bob"


async def _two_player_babel(svc: MatchService) -> int:
    rec = await svc.create("babel", channel="chan-1", creator=ALICE, seed="notices")
    await svc.join(rec.id, BOB)
    started = await svc.start(rec.id, ALICE, hold_posts=True)
    await svc.posted(started.posts)
    return rec.id


async def _move_of_whoever(svc: MatchService, match_id: int) -> tuple[str, str]:
    """One legal move of the user to act (who then hands the move to the other)."""
    for _ in range(50):  # the moves within one turn are played here
        rec = await svc.store.get_match(match_id)
        game = get_game(rec.game)
        state = game.load_state(rec.state or "")
        seats = await svc.store.seats(match_id)
        seat = min(game.active_seats(state))
        user = next(s.user for s in seats if s.seat == seat)
        legal = list(game.legal_actions(state, seat))
        for a in legal:
            if seat not in game.active_seats(game.apply(state, seat, a).state):
                return user, game.dump_action(a)  # type: ignore[return-value]
        await svc.act(match_id, user, game.dump_action(legal[0]))
    raise AssertionError("no move hands the turn over")


async def _dms(svc: MatchService, match_id: int) -> list[str]:
    return [r.key for r in await svc.store.outbox(match_id) if r.kind == "dm_turn"]


async def test_choice_is_validated_and_refused_clearly(svc: MatchService) -> None:
    assert (await svc.notice_prefs(ALICE)).mode is NoticeMode.OFF
    new = await svc.update_notice_prefs(ALICE, {"mode": "turn"})
    assert new.mode is NoticeMode.TURN
    assert (await svc.notice_prefs(ALICE)).mode is NoticeMode.TURN  # stored
    with pytest.raises(ServiceError) as bad_mode:
        await svc.update_notice_prefs(ALICE, {"mode": "hourly"})
    assert bad_mode.value.msg.key == "service.error.bad_notice_mode"
    with pytest.raises(ServiceError) as bad_hour:
        await svc.update_notice_prefs(ALICE, {"mode": "digest", "digest_hour": 24})
    assert bad_hour.value.msg.key == "service.error.bad_digest_hour"
    with pytest.raises(ServiceError) as bad_key:
        await svc.update_notice_prefs(ALICE, {"hourly": 7})
    assert bad_key.value.msg.key == "service.error.setting_unknown"
    assert (await svc.notice_prefs(ALICE)).mode is NoticeMode.TURN  # refusals changed nothing


async def test_turn_message_stored_once_with_the_move(svc: MatchService) -> None:
    match_id = await _two_player_babel(svc)
    user, move = await _move_of_whoever(svc, match_id)
    other = BOB if user == ALICE else ALICE
    await svc.update_notice_prefs(other, {"mode": "turn"})
    result = await svc.act(match_id, user, move, hold_posts=True, request_id="req-1")
    keys = await _dms(svc, match_id)
    version = result.match.version
    assert keys == [dm_key(match_id, version, other)]
    assert other in result.newly_active  # the ping in the thread is still there
    assert not set(keys) & set(result.posts)  # the answer never settles a direct message
    await svc.posted(result.posts)
    with pytest.raises(ServiceError):  # the same request again: nothing new is stored
        await svc.act(match_id, user, move, request_id="req-1")
    assert await _dms(svc, match_id) == keys
    # the outbox pass hands it over as a notice for the player's direct messages
    claimed = await svc.claim_posts()
    dm = [n for n in claimed if n.kind == "dm_turn"]
    assert [(n.channel, n.user, n.version) for n in dm] == [(dm_channel(other), other, version)]


async def test_no_message_when_off_or_blocked(svc: MatchService) -> None:
    match_id = await _two_player_babel(svc)
    user, move = await _move_of_whoever(svc, match_id)
    other = BOB if user == ALICE else ALICE
    await svc.update_notice_prefs(other, {"mode": "turn"})
    await svc.dms_closed(other, svc.clock())  # Discord's 50007, the one mark for all DMs
    assert (await svc.notice_prefs(other)).blocked
    await svc.act(match_id, user, move)
    assert await _dms(svc, match_id) == []
    # choosing again clears the mark (their messages may be open now)
    assert not (await svc.update_notice_prefs(other, {"mode": "turn"})).blocked


async def test_quiet_hours_hold_the_message_not_the_thread(svc: MatchService) -> None:
    match_id = await _two_player_babel(svc)
    user, move = await _move_of_whoever(svc, match_id)
    other = BOB if user == ALICE else ALICE
    await svc.update_notice_prefs(other, {"mode": "turn"})
    now = svc.clock()
    hour = int((now // 3600) % 24)  # the clock's hour in UTC: make it quiet now
    await svc.update_user_settings(
        other, {"timezone": "UTC", "quiet_start": hour, "quiet_end": (hour + 2) % 24}
    )
    await svc.act(match_id, user, move)  # nobody holds the board row: the pass posts it
    rows = {r.kind: r for r in await svc.store.outbox(match_id, pending=True)}
    held = rows["dm_turn"]
    assert held.claimed_by == QUIET_HOLDER and held.lease_until is not None
    assert held.lease_until > now + 3600  # the end of the quiet hours, in over an hour
    claimed = await svc.claim_posts()
    kinds = [n.kind for n in claimed]
    assert "moved" in kinds and "dm_turn" not in kinds  # the thread's post is not held up
    await svc.posted([k for n in claimed for k in n.keys])
    later = await svc.claim_posts(now=held.lease_until + 1)
    assert [n.kind for n in later] == ["dm_turn"]
