"""Answering in time and exactly once: a move waiting behind another writer is acknowledged
within Discord's three seconds and posted with its ping afterwards; errors after a public
deferral stay private; a redelivered or retried move is never applied silently twice;
``/match new`` cleans up after a missing permission; one failing channel does not stop the
timer notices of the others."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
import time
from typing import Any

import discord
import pytest

from bot.app.gameui import ui_for
from bot.app.i18n import tr
from rules.games import get_game
from service import ServiceError
from tests.bot.conftest import ALICE, BRUNO, Clock
from tests.bot.harness import DEADLINE, Player, Sent, Table, _Status, answer_of, slowed
from tests.bot.test_interactions import open_match, started

HOUR = 3600.0
GAME = get_game("babel")


async def first_and_other(t: Table, match_id: int) -> tuple[Player, Player]:
    info = await t.bot.rt.svc.status(match_id)
    first = ALICE if info.to_act == [str(ALICE.id)] else BRUNO
    return first, (BRUNO if first is ALICE else ALICE)


def command_options(action: Any) -> dict[str, Any]:
    """The slash-command options that make ``action`` (English option names)."""
    from bot.app.games import option_value

    ui = ui_for("babel")
    spec = ui.specs[action.type]
    options: dict[str, Any] = {}
    for f in spec.fields:
        if getattr(action, f.name) is None:
            continue
        name = tr("en", f"cmd.babel.{action.type}.{f.name}.name")
        options[name.replace("-", "_")] = option_value(ui, spec, f, action)
    return options


async def until_turn_passes(t: Table, match_id: int) -> tuple[Player, Any]:
    """Play (through the service) until the seat to act can end its turn; (player, end)."""
    for _ in range(200):
        first, _other = await first_and_other(t, match_id)
        mine = await t.bot.rt.svc.status(match_id, str(first.id))
        ends = [a for a in mine.legal if a.type == "end"]
        if ends:
            return first, ends[0]
        await t.bot.rt.svc.act(match_id, str(first.id), GAME.notation(mine.legal[0]))
    raise AssertionError("no turn end reached")


async def until_repeatable(t: Table, match_id: int) -> tuple[Player, Any]:
    """Play on until the seat to act has a move it may legally make twice in a row."""
    svc = t.bot.rt.svc
    for _ in range(300):
        first, _other = await first_and_other(t, match_id)
        rec = await svc.store.get_match(match_id)
        assert rec.state is not None
        state = GAME.load_state(rec.state)
        seat = next(iter(GAME.active_seats(state)))
        for a in GAME.legal_actions(state, seat):
            after = GAME.apply(state, seat, a).state
            again = {GAME.notation(b) for b in GAME.legal_actions(after, seat)}
            if seat in GAME.active_seats(after) and GAME.notation(a) in again:
                return first, a
        mine = await svc.status(match_id, str(first.id))
        await svc.act(match_id, str(first.id), GAME.notation(mine.legal[-1]))
    raise AssertionError("no repeatable move found")


def hold_write_lock(path: str, seconds: float, held: threading.Event) -> None:
    """Another writer (a second process, a backup) holding SQLite's write lock."""
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        held.set()
        time.sleep(seconds)
        other.execute("COMMIT")
    finally:
        other.close()


async def test_a_move_behind_a_held_write_lock_is_acknowledged_then_posted_with_its_ping(
    table: Table,
) -> None:
    thread, match_id, _ = await started(table)
    first, end = await until_turn_passes(table, match_id)
    info = await table.bot.rt.svc.status(match_id)
    other = BRUNO if first is ALICE else ALICE
    table.bot.rt.defer_after = 1.0
    table.discord.deadline = DEADLINE  # a first response after 3 s is refused, as Discord does
    held = threading.Event()
    locker = asyncio.ensure_future(
        asyncio.to_thread(hold_write_lock, table.bot.rt.svc.store._db.path, 4.0, held)
    )
    await asyncio.to_thread(held.wait, 5)
    begun = time.monotonic()
    sent = await table.command(first, "babel end", where=thread, **command_options(end))
    await locker
    defer = sent[0]
    assert defer.path.endswith("/callback") and defer.payload["type"] == 5, defer.payload
    assert not defer.refused and defer.at - begun < DEADLINE  # acknowledged in time
    posted = answer_of(sent)
    assert posted.at - begun > 3.5  # after the other writer let go
    assert not posted.ephemeral and posted.data.get("embeds")
    assert posted.pings == [str(other.id)]  # a new message: the ping notifies
    assert f"<@{other.id}>" in posted.content
    assert (await table.bot.rt.svc.status(match_id)).match.version == info.match.version + 1


async def test_an_error_after_a_public_deferral_is_private_and_no_thinking_is_left(
    table: Table, monkeypatch: Any
) -> None:
    import bot.app.runtime as runtime

    thread, match_id, _ = await started(table)
    first, end = await until_turn_passes(table, match_id)

    async def broken(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(0.3)
        raise RuntimeError("the board could not be drawn")

    monkeypatch.setattr(runtime, "state_message", broken)
    table.bot.rt.defer_after = 0.05
    version = (await table.bot.rt.svc.status(match_id)).match.version
    sent = await table.command(first, "babel end", where=thread, **command_options(end))
    assert sent[0].payload["type"] == 5 and not sent[0].ephemeral  # a public "thinking…"
    assert any(s.method == "DELETE" and s.path.endswith("/@original") for s in sent)
    error = answer_of(sent)
    assert error.ephemeral  # as Discord shows it, not only as asked
    assert error.content == tr(first.locale, "bot.error.saved_not_shown")
    assert (await table.bot.rt.svc.status(match_id)).match.version == version + 1


async def test_status_is_deferred_privately_when_drawing_is_slow(
    table: Table, monkeypatch: Any
) -> None:
    import bot.app.lobby as lobby

    thread, _match_id, _ = await started(table)
    monkeypatch.setattr(lobby, "state_message", slowed(lobby.state_message))
    table.bot.rt.defer_after = 0.05
    sent = await table.command(BRUNO, "match status", where=thread)
    assert sent[0].payload["type"] == 5 and sent[0].ephemeral
    shown = answer_of(sent)
    assert shown.ephemeral and shown.data.get("embeds")
    assert not [s for s in sent if not s.ephemeral and s.payload.get("type") != 5]


async def test_the_same_interaction_twice_is_applied_once(table: Table) -> None:
    thread, match_id, _ = await started(table)
    first, end = await until_turn_passes(table, match_id)
    svc = table.bot.rt.svc
    await table.command(first, "babel end", where=thread, **command_options(end))
    version = (await svc.status(match_id)).match.version
    again = answer_of(await table.redeliver(table.last_payload))
    assert again.ephemeral
    assert again.content == tr(first.locale, "service.error.already_applied")
    assert (await svc.status(match_id)).match.version == version


async def test_a_retried_move_is_asked_about_and_a_deliberate_repeat_still_works(
    table: Table,
) -> None:
    thread, match_id, _ = await started(table)
    svc = table.bot.rt.svc
    player, action = await until_repeatable(table, match_id)
    path = f"babel {action.type}"
    options = command_options(action)
    # Discord gave up on the first request before the bot answered (the player saw "did not
    # respond"), yet the move was stored
    version = (await svc.status(match_id)).match.version
    table.discord.expire_next = True
    mark = len(table.discord.sent)
    lost = await table.command(player, path, where=thread, **options)
    assert lost and all(s.refused for s in lost if s.path.endswith("/callback"))
    # one refused answer, and no further call on the dead token (an error reply included)
    assert [s.path.endswith("/callback") for s in lost].count(True) == 1
    assert not [s for s in lost if "/webhooks/" in s.path]
    assert (await svc.status(match_id)).match.version == version + 1
    # the stored move is not left unseen: the outbox posts its board in the thread, once
    posts = await channel_posts(table, mark, thread)
    assert len(posts) == 1 and posts[0].data.get("embeds") and posts[0].data.get("nonce")
    assert posts[0].data.get("enforce_nonce") is True
    # the player retries: nothing is applied, they see the state and are asked
    asked = answer_of(await table.command(player, path, where=thread, **options))
    assert asked.ephemeral and asked.data.get("embeds")
    assert GAME.notation(action) in asked.content
    assert (await svc.status(match_id)).match.version == version + 1
    confirm = asked.component(f"r:{match_id}:{version + 1}")
    assert len(confirm["custom_id"]) <= 100
    # they really mean it: the same move once more
    done = answer_of(await table.click(player, asked, "r:", where=thread))
    assert not done.ephemeral and done.data.get("embeds")
    assert (await svc.status(match_id)).match.version == version + 2
    # the confirmation is used up
    spent = answer_of(await table.click(player, asked, "r:", where=thread))
    assert spent.ephemeral
    assert (await svc.status(match_id)).match.version == version + 2


async def test_a_repeat_seen_to_go_through_needs_no_confirmation(table: Table) -> None:
    thread, match_id, _ = await started(table)
    svc = table.bot.rt.svc
    player, action = await until_repeatable(table, match_id)
    path, options = f"babel {action.type}", command_options(action)
    version = (await svc.status(match_id)).match.version
    one = answer_of(await table.command(player, path, where=thread, **options))
    two = answer_of(await table.command(player, path, where=thread, **options))
    assert not one.ephemeral and not two.ephemeral
    assert (await svc.status(match_id)).match.version == version + 2


async def channel_posts(table: Table, mark: int, channel: int) -> list[Sent]:
    """The messages posted in ``channel`` since ``mark``, once the dispatcher has run."""

    def posted() -> list[Sent]:
        return [
            s
            for s in table.discord.since(mark)
            if s.method == "POST"
            and s.path == "/channels/{channel_id}/messages"
            and s.channel == channel
        ]

    for _ in range(400):
        if posted():
            await asyncio.sleep(0.05)  # let anything more arrive
            break
        await asyncio.sleep(0.01)
    return posted()


def _forbidden(*_: Any) -> discord.Forbidden:
    return discord.Forbidden(_Status(403, "Forbidden"), {"code": 50013, "message": "Missing"})  # type: ignore[arg-type]


async def test_match_new_cleans_up_when_the_lobby_cannot_be_posted(
    table: Table, monkeypatch: Any
) -> None:
    real = table.discord.http_request

    async def no_thread_posts(route: Any, **kwargs: Any) -> Any:
        if route.path == "/channels/{channel_id}/messages" and route.method == "POST":
            table.discord.sent.append(
                Sent(route.method, route.path, {}, channel=int(route.channel_id), refused=True)
            )
            raise _forbidden()
        return await real(route, **kwargs)

    monkeypatch.setattr(table.bot.http, "request", no_thread_posts)
    sent = await table.command(ALICE, "match new", game="babel")
    assert sent[0].payload.get("type") == 5  # deferred before the first Discord call
    thread = table.discord.threads[-1]
    reply = answer_of([s for s in sent if s.channel is None])
    assert reply.ephemeral
    lacking = tr("en", "bot.permission.send_messages_in_threads")
    assert reply.content == tr("en", "bot.error.missing_permission", permission=lacking)
    assert table.discord.deleted_channels == [thread]  # no orphan thread
    with pytest.raises(ServiceError):  # and no orphan match
        await table.bot.rt.svc.in_channel(str(thread))
    monkeypatch.setattr(table.bot.http, "request", real)
    assert await open_match(table)  # the creator can open one once the permission is there


async def test_vacation_defers_before_posting_to_its_matches(table: Table) -> None:
    thread, _match_id, _ = await started(table)
    sent = await table.command(BRUNO, "match vacation", where=thread, away=True)
    assert sent[0].path.endswith("/callback") and sent[0].payload["type"] == 5
    assert sent[0].ephemeral
    assert any(s.channel == thread for s in sent[1:])
    assert answer_of([s for s in sent if s.channel is None]).ephemeral


async def test_one_failing_channel_does_not_drop_the_other_notices(
    table: Table, clock: Clock, monkeypatch: Any, caplog: pytest.LogCaptureFixture
) -> None:
    from service.posts import POST_ATTEMPTS as NOTICE_ATTEMPTS

    locked, _m1, _ = await started(table)
    open_thread, _m2, _ = await started(table)
    real = table.discord.http_request
    failures: list[int] = []

    async def locked_thread(route: Any, **kwargs: Any) -> Any:
        if route.method == "POST" and route.channel_id == locked:
            failures.append(locked)
            raise _forbidden()  # a locked thread, a lost permission
        return await real(route, **kwargs)

    monkeypatch.setattr(table.bot.http, "request", locked_thread)
    clock.now += 25 * HOUR  # both reminders fall due
    mark = len(table.discord.sent)
    await table.bot.dispatcher.step()
    posted = [s for s in table.discord.since(mark) if s.method == "POST"]
    assert [s.channel for s in posted] == [open_thread]  # the other match still hears
    assert failures == [locked]
    waiting = await table.bot.rt.svc.store.outbox(pending=True)
    assert [n.channel for n in waiting] == [str(locked)]  # kept for a retry
    # the retry waits: nothing is tried again at once
    await table.bot.dispatcher.step()
    assert failures == [locked]
    # later, still locked: tried again with a growing wait, then given up and logged
    caplog.set_level(logging.ERROR, logger="service.matches")
    for _ in range(NOTICE_ATTEMPTS + 2):
        clock.now += 1000.0  # more than the longest wait, less than a reminder's period
        await table.bot.dispatcher.step()
    assert len(failures) == NOTICE_ATTEMPTS
    assert not await table.bot.rt.svc.store.outbox(pending=True)
    assert any("gave up" in r.getMessage() for r in caplog.records)


async def test_a_notice_that_failed_is_posted_when_the_channel_works_again(
    table: Table, clock: Clock, monkeypatch: Any
) -> None:
    thread, _match_id, _ = await started(table)
    real = table.discord.http_request
    broken = [True]

    async def flaky(route: Any, **kwargs: Any) -> Any:
        if route.method == "POST" and route.channel_id == thread and broken[0]:
            raise discord.HTTPException(_Status(500, "Server Error"), "down")  # type: ignore[arg-type]
        return await real(route, **kwargs)

    monkeypatch.setattr(table.bot.http, "request", flaky)
    clock.now += 25 * HOUR
    await table.bot.dispatcher.step()
    assert await table.bot.rt.svc.store.outbox(pending=True)
    broken[0] = False
    clock.now += HOUR
    mark = len(table.discord.sent)
    await table.bot.dispatcher.step()
    posts = [s for s in table.discord.since(mark) if s.channel == thread and s.method == "POST"]
    assert len(posts) == 1 and "<@" in posts[0].content
    assert not await table.bot.rt.svc.store.outbox(pending=True)
