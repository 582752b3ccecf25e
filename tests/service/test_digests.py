"""The daily digest by direct message: its moment in the player's zone (summer time, quiet
hours), written once with the timer's move to the next day whatever crashes, nothing on a
day nothing waits, nothing more once Discord refused (50007), public lines only, and its
text in every language."""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import Any

import pytest

from bot.text.digest import digest_text
from rules.core import Event
from service import MatchService
from service.digests import digest_key
from service.notices import DIGEST_TIMER, NoticeMode, next_digest_at
from service.settings import UserSettings
from tests.service.test_notices import ALICE, BOB, _move_of_whoever, _two_player_babel

UTC = dt.UTC


def _local(t: float, zone: str) -> dt.datetime:
    return dt.datetime.fromtimestamp(t, UserSettings(timezone=zone).zone)


def test_the_hour_is_local_and_keeps_through_summer_time() -> None:
    athens = UserSettings(timezone="Europe/Athens")
    # 2024-03-31: Athens moves from +2 to +3 at 04:00 local
    start = dt.datetime(2024, 3, 30, 12, tzinfo=UTC).timestamp()
    first = next_digest_at(start, athens, 9)
    second = next_digest_at(first, athens, 9)
    assert [_local(t, "Europe/Athens").isoformat() for t in (first, second)] == [
        "2024-03-31T09:00:00+03:00",
        "2024-04-01T09:00:00+03:00",
    ]
    before = next_digest_at(start - 86400, athens, 9)
    assert (first - before) / 3600 == 23  # the short night
    # New York falls back on 2024-11-03: that day's digest comes 25 hours after the last
    ny = UserSettings(timezone="America/New_York")
    a = next_digest_at(dt.datetime(2024, 11, 2, 11, tzinfo=UTC).timestamp(), ny, 8)
    b = next_digest_at(a, ny, 8)
    assert (b - a) / 3600 == 25
    assert _local(b, "America/New_York").hour == 8
    # an hour the spring skips (02:00 on 2024-03-10) comes as the hour after the gap
    gap = next_digest_at(dt.datetime(2024, 3, 10, 0, tzinfo=UTC).timestamp(), ny, 2)
    assert _local(gap, "America/New_York").isoformat() == "2024-03-10T03:00:00-04:00"


def test_quiet_hours_move_it_to_their_end() -> None:
    rome = UserSettings(timezone="Europe/Rome", quiet_start=22, quiet_end=8)
    now = dt.datetime(2024, 6, 1, 3, tzinfo=UTC).timestamp()  # 05:00 in Rome
    assert _local(next_digest_at(now, rome, 7), "Europe/Rome").isoformat() == (
        "2024-06-01T08:00:00+02:00"
    )
    # 23:00 falls in the night: yesterday's, moved to this morning, still lies ahead
    late = next_digest_at(now, rome, 23)
    assert _local(late, "Europe/Rome").isoformat() == "2024-06-01T08:00:00+02:00"
    assert _local(next_digest_at(late, rome, 23), "Europe/Rome").day == 2
    # outside the quiet hours the hour stands
    assert _local(next_digest_at(now, rome, 12), "Europe/Rome").hour == 12


async def _waiting_on(svc: MatchService) -> tuple[int, str, str]:
    """A Babel match where one player moved and the other is to act: (match, mover, other)."""
    match_id = await _two_player_babel(svc)
    user, move = await _move_of_whoever(svc, match_id)
    other = BOB if user == ALICE else ALICE
    await svc.act(match_id, user, move)
    return match_id, user, other


async def _due(svc: MatchService, user: str) -> float:
    timer = await svc.store.user_timer(user, DIGEST_TIMER)
    assert timer is not None
    return timer.due_at


def day(notice: Any) -> dt.date:
    return dt.date.fromisoformat(notice.extra["date"])


def _digest_rows(rows: list[Any]) -> list[str]:
    return [r.key for r in rows if r.kind == "dm_digest"]


async def test_nothing_is_sent_on_a_day_nothing_waits(svc: MatchService) -> None:
    await svc.update_notice_prefs(ALICE, {"mode": "digest", "digest_hour": 9})
    due = await _due(svc, ALICE)
    assert await svc.fire_due(due) == []
    assert await svc.store.outbox() == []
    assert await _due(svc, ALICE) == due + 86400  # tomorrow, same hour (UTC)
    assert await svc.digest_payload(ALICE) is None


async def test_a_digest_player_gets_no_turn_message_and_one_digest(svc: MatchService) -> None:
    match_id = await _two_player_babel(svc)
    user, move = await _move_of_whoever(svc, match_id)
    other = BOB if user == ALICE else ALICE
    await svc.update_notice_prefs(other, {"mode": "digest"})
    result = await svc.act(match_id, user, move)
    assert other in result.newly_active  # the thread still pings them
    assert [r.kind for r in await svc.store.outbox(match_id) if r.kind.startswith("dm_")] == []
    due = await _due(svc, other)
    [notice] = [n for n in await svc.fire_due(due) if n.kind == "dm_digest"]
    day = dt.datetime.fromtimestamp(due, UTC).date()
    assert notice.keys == [digest_key(other, day)] and notice.nonce is not None
    assert notice.channel == f"dm:{other}" and notice.users_to_ping == []
    [entry] = notice.extra["matches"]
    assert (entry["match"], entry["to_act"], entry["game"]) == (match_id, [other], "babel")
    assert entry["moves"] >= 1 and entry["lines"]
    # a turn player gets none
    await svc.update_notice_prefs(other, {"mode": "turn"})
    assert await svc.store.user_timer(other, DIGEST_TIMER) is None


async def test_exactly_once_through_a_crash_after_the_write(svc: MatchService) -> None:
    match_id, _, other = await _waiting_on(svc)
    await svc.update_notice_prefs(other, {"mode": "digest"})
    due = await _due(svc, other)
    sent = [n for n in await svc.fire_due(due) if n.kind == "dm_digest"]
    assert len(sent) == 1  # … and the process dies before posting it
    other_process = MatchService(svc.store, clock=svc.clock, timer_owner="second")
    assert [n for n in await other_process.fire_due(due + 5) if n.kind == "dm_digest"] == []
    # once the hold runs out, the outbox pass hands the same row over, rendered from it alone
    later = due + svc.post_hold + 1
    again = [n for n in await other_process.claim_posts(later) if n.kind == "dm_digest"]
    assert [n.keys for n in again] == [sent[0].keys]
    assert again[0].extra["matches"] == sent[0].extra["matches"]
    await other_process.posted(again[0].keys)
    assert _digest_rows(await svc.store.outbox(match_id)) == sent[0].keys
    # the player moves the hour later the same day: that day's digest is not sent twice
    svc.clock.now = later  # type: ignore[attr-defined]
    await svc.update_notice_prefs(other, {"digest_hour": 23})
    assert dt.datetime.fromtimestamp(await _due(svc, other), UTC).date() == day(sent[0])
    assert [n for n in await svc.fire_due(await _due(svc, other)) if n.kind == "dm_digest"] == []
    assert _digest_rows(await svc.store.outbox(match_id)) == sent[0].keys


async def test_exactly_once_through_a_crash_before_the_write(
    svc: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, _, other = await _waiting_on(svc)
    await svc.update_notice_prefs(other, {"mode": "digest"})
    due = await _due(svc, other)

    class Crash(BaseException):
        pass

    async def dies(*_a: Any, **_k: Any) -> Any:
        raise Crash

    dying = MatchService(svc.store, clock=svc.clock, timer_owner="dying")
    monkeypatch.setattr(dying, "digest_payload", dies)
    with pytest.raises(Crash):
        await dying.fire_digests(due)
    assert _digest_rows(await svc.store.outbox(match_id)) == []
    # its claim holds until the lease runs out; then another process writes it, once
    alive = MatchService(svc.store, clock=svc.clock, timer_owner="alive")
    assert await alive.fire_digests(due + 1) == []
    [notice] = await alive.fire_digests(due + svc.timer_lease)
    assert _digest_rows(await svc.store.outbox(match_id)) == notice.keys
    assert await alive.fire_digests(due + svc.timer_lease) == []


async def test_closed_messages_are_not_tried_again(svc: MatchService) -> None:
    match_id, _, other = await _waiting_on(svc)
    await svc.update_notice_prefs(other, {"mode": "digest"})
    due = await _due(svc, other)
    await svc.dms_closed(other, svc.clock())  # the front end met Discord's 50007
    assert await svc.fire_due(due) == []
    assert await svc.store.user_timer(other, DIGEST_TIMER) is None  # no day after either
    assert _digest_rows(await svc.store.outbox(match_id)) == []
    prefs = await svc.notice_prefs(other)
    assert prefs.blocked and prefs.mode is NoticeMode.DIGEST
    # choosing again clears the mark and sets the timer anew
    assert not (await svc.update_notice_prefs(other, {"mode": "digest"})).blocked
    assert await svc.store.user_timer(other, DIGEST_TIMER) is not None


async def test_a_new_zone_moves_the_digest(svc: MatchService) -> None:
    await svc.update_notice_prefs(ALICE, {"mode": "digest", "digest_hour": 9})
    await svc.update_user_settings(ALICE, {"timezone": "Asia/Tokyo"})
    assert _local(await _due(svc, ALICE), "Asia/Tokyo").hour == 9


async def test_only_public_lines_and_every_language(svc: MatchService) -> None:
    match_id, _, _ = await _waiting_on(svc)
    for _ in range(6):  # a few turns each, so cards were drawn in secret
        user, move = await _move_of_whoever(svc, match_id)
        await svc.act(match_id, user, move)
    user, move = await _move_of_whoever(svc, match_id)
    waiting = BOB if user == ALICE else ALICE
    await svc.act(match_id, user, move)
    private = [
        json.dumps(m.model_dump(mode="json"), sort_keys=True)
        for a in await svc.store.actions(match_id)
        for raw in a.payload.get("events", [])
        for m in Event.model_validate(raw).private.values()
    ]
    assert private  # the test can fail: hidden lines exist in the log
    payload = await svc.digest_payload(waiting)
    assert payload is not None
    shown = json.dumps(payload, sort_keys=True)
    assert not [p for p in private if p in shown]
    words = {"en": "waiting for you", "el": "σε περιμέν", "it": "ti aspett"}
    for locale, word in words.items():
        text = digest_text({**payload, "locale": locale})
        assert word in text and f"#{match_id}" in text, (locale, text)
        assert "https://discord.com/channels/" in text
        assert not re.search(r"bot[.-]digest|\{ ?\$", text), text
        assert len(text) <= 2000
