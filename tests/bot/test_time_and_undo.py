"""Undo with approval, reminders and timeouts posted by the timer dispatcher, vacation,
settings and profile — all through interactions, with a clock the test moves."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.app.i18n import tr
from tests.bot.conftest import ALICE, BRUNO, Clock
from tests.bot.harness import Player, Sent, Table, slowed
from tests.bot.test_interactions import only_reply, started

HOUR = 3600.0


async def first_and_other(t: Table, match_id: int) -> tuple[Player, Player]:
    info = await t.bot.rt.svc.status(match_id)
    first = ALICE if info.to_act == [str(ALICE.id)] else BRUNO
    return first, (BRUNO if first is ALICE else ALICE)


async def a_quiet_move(t: Table, thread: int, match_id: int, who: Player) -> Sent:
    """A move that neither draws nor reveals anything (moving the builder)."""
    mine = await t.bot.rt.svc.status(match_id, str(who.id))
    move = next(a for a in mine.legal if a.type == "move")
    return only_reply(await t.command(who, "babel move", where=thread, site=move.to.value))


async def fire(t: Table) -> list[Sent]:
    mark = len(t.discord.sent)
    await t.bot.dispatcher.step()
    await asyncio.sleep(0)
    return t.discord.since(mark)


async def test_undo_is_asked_approved_and_applied(table: Table) -> None:
    thread, match_id, _ = await started(table)
    first, other = await first_and_other(table, match_id)
    svc = table.bot.rt.svc
    before = (await svc.status(match_id, str(first.id))).view
    await a_quiet_move(table, thread, match_id, first)
    asked = only_reply(await table.command(first, "match undo", where=thread))
    assert not asked.ephemeral
    assert asked.mentions_allowed() == [str(other.id)]  # only the one who must agree
    # the asker cannot approve their own request
    own = only_reply(await table.click(first, asked, "u:", where=thread))
    assert own.ephemeral
    done = only_reply(await table.click(other, asked, "u:", where=thread))
    assert not done.ephemeral
    assert tr("en", "bot.undo.applied") in done.text
    after = (await svc.status(match_id, str(first.id))).view
    assert after == before


async def test_undo_refused_after_a_draw(table: Table) -> None:
    thread, match_id, _ = await started(table)
    first, _ = await first_and_other(table, match_id)
    svc = table.bot.rt.svc
    # play the first turn to its end (the end draws cards: no undo after that)
    for _ in range(40):
        mine = await svc.status(match_id, str(first.id))
        if not mine.legal:
            break
        end = next((a for a in mine.legal if a.type == "end"), None)
        action = end or next(a for a in mine.legal if a.type in ("build", "play", "move"))
        await svc.act(match_id, str(first.id), table.bot.rt.svc and _dump(action))
        if end is not None:
            break
    refused = only_reply(await table.command(first, "match undo", where=thread))
    assert refused.ephemeral
    version = (await svc.status(match_id)).match.version
    assert (await svc.status(match_id)).match.version == version


def _dump(action: Any) -> dict[str, Any]:
    return dict(action.model_dump(mode="json"))


async def test_deadline_shown_and_reminder_posted(table: Table, clock: Clock) -> None:
    thread, match_id, sent = await started(table)
    state = only_reply(sent)
    assert "<t:" in state.text  # the deadline as a Discord timestamp
    first, _ = await first_and_other(table, match_id)
    clock.now += 25 * HOUR
    posts = [s for s in await fire(table) if s.channel == thread and s.method == "POST"]
    assert posts, "a reminder is posted in the match thread"
    reminder = posts[0]
    assert reminder.mentions_allowed() == [str(first.id)]
    assert f"<@{first.id}>" in reminder.content


async def test_timeout_lets_the_opponent_claim(table: Table, clock: Clock) -> None:
    thread, match_id, _ = await started(table)
    first, other = await first_and_other(table, match_id)
    changed = only_reply(
        await table.command(
            ALICE, "match settings", where=thread, timeout_hours=2.0, timeout_action="claim"
        )
    )
    assert not changed.ephemeral  # a change is announced to the table
    # the new limit applies to the turn that starts next; move the clock past the old one too
    clock.now += 73 * HOUR
    posts = [s for s in await fire(table) if s.channel == thread and s.method == "POST"]
    claimable = next(s for s in posts if any(c.startswith("c:") for c in s.custom_ids()))
    assert str(other.id) in claimable.mentions_allowed()
    # the late player cannot claim against themselves
    wrong = only_reply(await table.click(first, claimable, "c:", where=thread))
    assert wrong.ephemeral
    won = only_reply(await table.click(other, claimable, "c:", where=thread))
    assert not won.ephemeral
    assert (await table.bot.rt.svc.status(match_id)).match.status == "finished"
    # the result names the late player, never their bare user id
    late = f"<@{first.id}>"
    assert f"won because {late} ran out of time" in won.text


async def test_vacation_tells_the_table_and_profile_replies_privately(table: Table) -> None:
    thread, match_id, _ = await started(table)
    mark = len(table.discord.sent)
    reply = await table.command(BRUNO, "match vacation", where=thread, away=True)
    posted = [s for s in table.discord.since(mark) if s.channel == thread]
    assert posted and not posted[0].mentions_allowed()  # the table is told, nobody pinged
    answer = only_reply([s for s in reply if s.channel is None])
    assert answer.ephemeral
    assert not (await table.bot.rt.svc.deadlines(match_id)).get(str(BRUNO.id))
    prof = only_reply(
        await table.command(
            BRUNO,
            "match profile",
            where=thread,
            timezone="Europe/Rome",
            quiet_start=23,
            quiet_end=7,
        )
    )
    assert prof.ephemeral and "Europe/Rome" in prof.content
    bad = only_reply(
        await table.command(BRUNO, "match profile", where=thread, timezone="Mars/Base")
    )
    assert bad.ephemeral and "Mars/Base" in bad.content


async def test_settings_need_the_creator_or_a_moderator(table: Table) -> None:
    thread, _match_id, _ = await started(table)
    refused = only_reply(
        await table.command(BRUNO, "match settings", where=thread, timeout_hours=5.0)
    )
    assert refused.ephemeral
    shown = only_reply(await table.command(BRUNO, "match settings", where=thread))
    assert shown.ephemeral and "72" in shown.content


async def test_slow_board_defers_then_follows_up(table: Table, monkeypatch: Any) -> None:
    import bot.app.present as present

    monkeypatch.setattr(present, "board_files", slowed(present.board_files))
    table.bot.rt.defer_after = 0.05
    _thread, _match_id, sent = await started(table)
    kinds = [s.payload.get("type") for s in sent if s.path.endswith("/callback")]
    assert kinds == [5]  # deferred ("thinking") first
    follow = [s for s in sent if s.path == "/webhooks/{webhook_id}/{webhook_token}"]
    assert len(follow) == 1 and follow[0].files
