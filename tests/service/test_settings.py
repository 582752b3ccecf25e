"""Match and user settings: defaults, validation with specific refusals, who may change what,
and quiet hours in the user's own time zone (wrapping midnight, across DST)."""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

import pytest

from service import MatchService, MatchSettings, ServiceError, TimeoutAction, UserSettings
from service.settings import PictureTiming

ALICE, BOB, CAROL, MOD = "user:alice", "user:bob", "user:carol", "user:mod"
ATHENS = ZoneInfo("Europe/Athens")


def athens(*args: int) -> float:
    return dt.datetime(*args, tzinfo=ATHENS).timestamp()


async def test_defaults() -> None:
    s = MatchSettings()
    assert (s.language, s.reminder_hours, s.timeout_hours, s.timeout_action) == (
        "en",
        24.0,
        72.0,
        TimeoutAction.REMIND,
    )
    assert s.pictures is PictureTiming.EVERY  # the board after every move
    u = UserSettings()
    assert u.timezone == "UTC" and u.quiet is None and not u.on_vacation and u.locale is None


async def test_match_settings_read_and_change(svc: MatchService) -> None:
    rec = await svc.create("babel", channel="c", creator=ALICE)
    await svc.join(rec.id, BOB)
    assert await svc.match_settings(rec.id) == MatchSettings()
    new = await svc.update_match_settings(
        rec.id, ALICE, {"reminder_hours": 12, "timeout_hours": None, "timeout_action": "ai"}
    )
    assert new.reminder_hours == 12 and new.timeout_hours is None
    assert new.timeout_action is TimeoutAction.AI
    assert await svc.match_settings(rec.id) == new
    # settings are stored next to the service's own keys, which survive a change
    stored = (await svc.store.get_match(rec.id)).settings
    assert stored["timeout_action"] == "ai"


async def test_who_may_change_what(svc: MatchService) -> None:
    rec = await svc.create("babel", channel="c", creator=ALICE)
    await svc.join(rec.id, BOB)
    # any seated player may change the language of the channel posts…
    assert (await svc.update_match_settings(rec.id, BOB, {"language": "el"})).language == "el"
    # …and when the board pictures are posted…
    turn = await svc.update_match_settings(rec.id, BOB, {"pictures": "turn"})
    assert turn.pictures is PictureTiming.TURN and turn.language == "el"
    assert (await svc.store.get_match(rec.id)).settings["pictures"] == "turn"
    # …but not the clock
    with pytest.raises(ServiceError) as forbidden:
        await svc.update_match_settings(rec.id, BOB, {"timeout_hours": 5})
    assert forbidden.value.msg.key == "service.error.settings_forbidden"
    with pytest.raises(ServiceError) as mixed:
        await svc.update_match_settings(rec.id, BOB, {"language": "it", "timeout_hours": 5})
    assert mixed.value.msg.key == "service.error.settings_forbidden"
    # an outsider may change nothing, a moderator everything
    with pytest.raises(ServiceError) as outsider:
        await svc.update_match_settings(rec.id, CAROL, {"language": "it"})
    assert outsider.value.msg.key == "service.error.settings_forbidden"
    with pytest.raises(ServiceError) as outsider:
        await svc.update_match_settings(rec.id, CAROL, {"pictures": "every"})
    assert outsider.value.msg.key == "service.error.settings_forbidden"
    assert (await svc.match_settings(rec.id)).pictures is PictureTiming.TURN
    assert (
        await svc.update_match_settings(rec.id, MOD, {"timeout_hours": 5}, is_admin=True)
    ).timeout_hours == 5
    # a match that is over keeps its settings
    await svc.abort(rec.id, ALICE)
    with pytest.raises(ServiceError) as over:
        await svc.update_match_settings(rec.id, ALICE, {"language": "en"})
    assert over.value.msg.key == "service.error.already_over"


@pytest.mark.parametrize(
    ("changes", "key"),
    [
        ({"language": "fr"}, "service.error.bad_language"),
        ({"reminder_hours": 0.5}, "service.error.bad_reminder_hours"),
        ({"reminder_hours": 10_000}, "service.error.bad_reminder_hours"),
        ({"timeout_hours": 0}, "service.error.bad_timeout_hours"),
        ({"timeout_hours": 61 * 24}, "service.error.bad_timeout_hours"),
        ({"timeout_hours": "soon"}, "service.error.bad_timeout_hours"),
        ({"timeout_action": "explode"}, "service.error.bad_timeout_action"),
        ({"pictures": "sometimes"}, "service.error.bad_pictures"),
        ({"colour": "red"}, "service.error.setting_unknown"),
    ],
)
async def test_invalid_match_settings_are_refused_with_a_reason(
    svc: MatchService, changes: dict[str, object], key: str
) -> None:
    rec = await svc.create("babel", channel="c", creator=ALICE)
    with pytest.raises(ServiceError) as bad:
        await svc.update_match_settings(rec.id, ALICE, changes)
    assert bad.value.msg.key == key
    assert await svc.match_settings(rec.id) == MatchSettings()  # nothing stored


async def test_the_bounds_themselves_are_allowed(svc: MatchService) -> None:
    rec = await svc.create("babel", channel="c", creator=ALICE)
    s = await svc.update_match_settings(rec.id, ALICE, {"reminder_hours": 1, "timeout_hours": 1440})
    assert (s.reminder_hours, s.timeout_hours) == (1, 1440)


async def test_user_settings(svc: MatchService) -> None:
    assert await svc.user_settings(ALICE) == UserSettings()
    s = await svc.update_user_settings(ALICE, {"timezone": "Europe/Athens", "quiet_start": 22})
    assert s.timezone == "Europe/Athens" and s.quiet is None  # one end alone does nothing yet
    s = await svc.update_user_settings(ALICE, {"quiet_end": 7, "locale": "el"})
    assert s.quiet == (22, 7) and s.locale == "el"
    assert await svc.user_settings(ALICE) == s
    assert await svc.user_settings(BOB) == UserSettings()  # per user


@pytest.mark.parametrize(
    ("changes", "key"),
    [
        ({"timezone": "Mars/Olympus"}, "service.error.bad_timezone"),
        ({"timezone": "../etc/passwd"}, "service.error.bad_timezone"),
        ({"quiet_start": 24}, "service.error.bad_quiet_hours"),
        ({"quiet_end": -1}, "service.error.bad_quiet_hours"),
        ({"locale": "de"}, "service.error.bad_language"),
        ({"vacation_since": 5.0}, "service.error.setting_use_vacation"),
        ({"nickname": "x"}, "service.error.setting_unknown"),
    ],
)
async def test_invalid_user_settings_are_refused(
    svc: MatchService, changes: dict[str, object], key: str
) -> None:
    with pytest.raises(ServiceError) as bad:
        await svc.update_user_settings(ALICE, changes)
    assert bad.value.msg.key == key
    assert await svc.user_settings(ALICE) == UserSettings()


def test_quiet_hours_wrap_midnight_in_the_users_zone() -> None:
    u = UserSettings(timezone="Europe/Athens", quiet_start=22, quiet_end=7)
    assert not u.is_quiet(athens(2024, 1, 10, 21, 59))
    assert u.is_quiet(athens(2024, 1, 10, 22, 0))
    assert u.is_quiet(athens(2024, 1, 11, 3, 0))
    assert not u.is_quiet(athens(2024, 1, 11, 7, 0))
    # in quiet hours → the end of that quiet period; otherwise unchanged
    assert u.after_quiet(athens(2024, 1, 10, 23, 30)) == athens(2024, 1, 11, 7)
    assert u.after_quiet(athens(2024, 1, 11, 2, 15)) == athens(2024, 1, 11, 7)
    assert u.after_quiet(athens(2024, 1, 11, 12, 0)) == athens(2024, 1, 11, 12, 0)
    # 23:30 in Athens is 21:30 UTC: a UTC reading would not call it quiet
    assert not UserSettings(quiet_start=22, quiet_end=7).is_quiet(athens(2024, 1, 10, 23, 30))


def test_quiet_hours_within_one_day_and_over_a_dst_change() -> None:
    day = UserSettings(timezone="Europe/Athens", quiet_start=13, quiet_end=15)
    assert day.after_quiet(athens(2024, 6, 1, 14, 20)) == athens(2024, 6, 1, 15)
    assert day.after_quiet(athens(2024, 6, 1, 15, 0)) == athens(2024, 6, 1, 15)
    night = UserSettings(timezone="Europe/Athens", quiet_start=1, quiet_end=6)
    # the night the clocks go forward (31 March 2024, 03:00 → 04:00 in Athens)
    t = athens(2024, 3, 31, 2, 30)
    assert night.after_quiet(t) == athens(2024, 3, 31, 6)
    assert night.after_quiet(t) - t == 2.5 * 3600  # one hour of that night never happened
    # start == end is no quiet period at all
    assert UserSettings(quiet_start=5, quiet_end=5).quiet is None
