"""``/notices`` and the "your turn" direct messages: the choice shown and changed
privately, one direct message per turn with the match's link (none twice, whether Discord
failed or the process died mid-way), and a reader whose messages are closed recorded once
and not tried again, while the thread's ping goes on."""

from __future__ import annotations

import asyncio
import contextlib

import pytest
from discord import app_commands

from bot.app.i18n import tr
from service.notices import NoticeMode
from service.posts import POST_HOLD, POST_RETRY
from tests.bot.conftest import ALICE, BRUNO, Clock
from tests.bot.harness import GUILD_ID, Sent, Table, answer_of
from tests.bot.test_delivery_windows import dead_service, human_move, to_act
from tests.bot.test_interactions import started


@pytest.fixture(autouse=True)
async def stepped_by_hand(table: Table) -> None:
    """The dispatcher's own loop stopped: each test steps it, so no pass of the loop races
    the test's own (the fake clock never wakes it; a stored move does)."""
    task = table.bot._dispatcher_task
    assert task is not None
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task


def dms_to(table: Table, mark: int, user: int) -> list[Sent]:
    """The direct messages Discord took for ``user`` since ``mark`` (refused ones left out;
    one whose nonce Discord had seen counts, marked ``deduped``)."""
    dm = next((c for c, u in table.discord.dm_users.items() if u == user), None)
    return [
        s
        for s in table.discord.since(mark)
        if s.method == "POST"
        and s.path == "/channels/{channel_id}/messages"
        and s.channel == dm
        and not s.refused
    ]


async def _hand_over(table: Table, match_id: int, mode: str = "turn") -> tuple[str, str]:
    """The waiting player chooses ``mode``; the one to act moves (through the service, its
    answer already shown): (mover, the player whose turn it becomes)."""
    svc = table.bot.rt.svc
    mover = await to_act(table, match_id)
    other = str(BRUNO.id) if mover == str(ALICE.id) else str(ALICE.id)
    await svc.update_notice_prefs(other, {"mode": mode})
    for _ in range(50):  # babel: the turn passes once its moves are made
        result = await svc.act(match_id, mover, await human_move(svc, match_id, mover))
        if other in result.newly_active:
            return mover, other
    raise AssertionError("the turn never passed")


async def test_notices_command_shows_and_changes_the_choice(table: Table) -> None:
    shown = answer_of(await table.command(ALICE, "notices"))
    assert shown.ephemeral and "Direct messages: none" in shown.content
    changed = answer_of(await table.command(ALICE, "notices", mode="turn"))
    assert changed.ephemeral and "one each turn" in changed.content
    prefs = await table.bot.rt.svc.notice_prefs(str(ALICE.id))
    assert prefs.mode is NoticeMode.TURN
    italian = answer_of(await table.command(BRUNO, "notices", mode="turn"))
    assert "uno a ogni turno" in italian.content  # Bruno reads Italian
    spec = next(c for c in table.bot.tree.get_commands() if c.name == "notices")
    assert isinstance(spec, app_commands.Command)
    mode, hour = spec.parameters
    assert (hour.min_value, hour.max_value) == (0, 23)
    assert [c.value for c in mode.choices] == ["off", "turn", "digest"]
    daily = answer_of(await table.command(ALICE, "notices", mode="digest", hour=7))
    assert "a daily digest" in daily.content and "7:00" in daily.content
    assert (await table.bot.rt.svc.notice_prefs(str(ALICE.id))).digest_hour == 7


async def test_daily_digest_sent_once_and_not_again_once_refused(
    table: Table, clock: Clock
) -> None:
    thread, match_id, _ = await started(table)
    mark = len(table.discord.sent)
    _, other = await _hand_over(table, match_id, mode="digest")
    svc = table.bot.rt.svc
    await table.bot.dispatcher.step()
    assert dms_to(table, mark, int(other)) == []  # no "your turn" message in this mode
    timer = await svc.store.user_timer(other, "digest")
    assert timer is not None
    clock.now = timer.due_at
    await table.bot.dispatcher.step()
    (dm,) = dms_to(table, mark, int(other))
    assert f"match #{match_id}" in dm.content or f"#{match_id}" in dm.content
    assert f"https://discord.com/channels/{GUILD_ID}/{thread}" in dm.content
    assert dm.payload.get("nonce") and len(str(dm.payload["nonce"])) <= 25
    assert await svc.store.outbox(pending=True) == []
    # the next day Discord refuses (50007): recorded, and no digest is tried after that
    table.discord.dms_closed.add(int(other))
    nxt = await svc.store.user_timer(other, "digest")
    assert nxt is not None
    clock.now = nxt.due_at
    await table.bot.dispatcher.step()
    assert (await svc.notice_prefs(other)).blocked
    assert await svc.store.outbox(pending=True) == []  # settled, not retried
    refused = len([s for s in table.discord.since(mark) if s.refused])
    assert refused == 1
    last = await svc.store.user_timer(other, "digest")
    assert last is not None
    clock.now = last.due_at  # the day after: nothing is written or tried, the timer ends
    await table.bot.dispatcher.step()
    assert len([s for s in table.discord.since(mark) if s.refused]) == refused
    assert await svc.store.user_timer(other, "digest") is None


async def test_turn_message_once_with_its_link_and_nonce(table: Table, clock: Clock) -> None:
    thread, match_id, _ = await started(table)
    mark = len(table.discord.sent)
    _, other = await _hand_over(table, match_id)
    await table.bot.dispatcher.step()
    (dm,) = dms_to(table, mark, int(other))
    assert dm.content.startswith(f"It is your turn in Babel, match #{match_id}.")
    assert "Since your last turn:" in dm.content
    assert f"https://discord.com/channels/{GUILD_ID}/{thread}" in dm.content
    assert dm.payload.get("nonce") and len(str(dm.payload["nonce"])) <= 25
    assert await table.bot.rt.svc.store.outbox(pending=True) == []
    await table.bot.dispatcher.step()
    clock.now += 3600
    await table.bot.dispatcher.step()
    assert len(dms_to(table, mark, int(other))) == 1  # never twice


async def test_failed_message_is_retried_and_shown_once(table: Table, clock: Clock) -> None:
    _thread, match_id, _ = await started(table)
    mark = len(table.discord.sent)
    table.discord.fail_dms = 1  # Discord fails the first try
    _, other = await _hand_over(table, match_id)
    await table.bot.dispatcher.step()
    assert dms_to(table, mark, int(other)) == []
    assert [r.kind for r in await table.bot.rt.svc.store.outbox(pending=True)] == ["dm_turn"]
    clock.now += 20 * POST_RETRY
    for _ in range(3):
        await table.bot.dispatcher.step()
    assert len(dms_to(table, mark, int(other))) == 1
    assert await table.bot.rt.svc.store.outbox(pending=True) == []


async def test_message_sent_by_a_process_that_died_is_not_shown_twice(
    table: Table, clock: Clock
) -> None:
    _thread, match_id, _ = await started(table)
    _, other = await _hand_over(table, match_id)
    dead = dead_service(table, clock)
    # the dead process takes the rows and sends the direct message, then dies
    claimed = [n for n in await dead.claim_posts() if n.kind == "dm_turn"]
    assert len(claimed) == 1
    mark = len(table.discord.sent)
    await table.bot.post_notices(claimed)
    clock.now += POST_HOLD + 120  # its lease runs out: the running bot takes the row over
    await table.bot.dispatcher.step()
    sent = dms_to(table, mark, int(other))
    assert len(sent) == 2 and not sent[0].deduped and sent[1].deduped  # one shown
    assert await table.bot.rt.svc.store.outbox(pending=True) == []


async def test_closed_messages_are_recorded_and_not_tried_again(table: Table, clock: Clock) -> None:
    _thread, match_id, _ = await started(table)
    mark = len(table.discord.sent)
    _, other = await _hand_over(table, match_id)
    table.discord.dms_closed.add(int(other))
    await table.bot.dispatcher.step()
    tries = [s for s in table.discord.since(mark) if s.refused and s.channel is not None]
    assert len(tries) == 1  # refused once (50007)
    svc = table.bot.rt.svc
    assert (await svc.notice_prefs(other)).blocked
    assert await svc.store.outbox(pending=True) == []  # settled, not retried
    clock.now += 3600
    await table.bot.dispatcher.step()
    assert len([s for s in table.discord.since(mark) if s.refused]) == 1
    # the next turn handed to them owes no direct message
    await _hand_over_again(table, match_id, other)
    assert len([r for r in await svc.store.outbox(match_id) if r.kind == "dm_turn"]) == 1
    reader = ALICE if other == str(ALICE.id) else BRUNO
    shown = answer_of(await table.command(reader, "notices"))
    assert tr(reader.locale, "bot.notices.blocked") in shown.content


async def _hand_over_again(table: Table, match_id: int, other: str) -> None:
    svc = table.bot.rt.svc
    for _ in range(100):
        mover = await to_act(table, match_id)
        result = await svc.act(match_id, mover, await human_move(svc, match_id, mover))
        if mover != other and other in result.newly_active:
            return
    raise AssertionError("the turn never came back")
