"""``/follow``: a spectator gets the match's result (and, if they asked, each turn) by
DM, posted from the outbox; closed DMs (Discord's 50007) end their follows, tried once;
``/mine`` lists followed matches apart."""

from __future__ import annotations

import asyncio

from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.contract import discord_contract as contract
from tests.bot.harness import DM_CHANNEL_BASE, Sent, Table

ANSWER = "/interactions/{webhook_id}/{webhook_token}/callback"
OPEN_DM = "/users/@me/channels"


def _answer(sent: list[Sent]) -> Sent:
    answers = [s for s in sent if s.path == ANSWER]
    assert len(answers) == 1, [(s.method, s.path) for s in sent]
    assert sent[0] is answers[0]  # no call to Discord before the interaction's answer
    return answers[0]


def _dms(sent: list[Sent]) -> list[Sent]:
    return [
        s
        for s in sent
        if s.path == "/channels/{channel_id}/messages"
        and (s.channel or 0) >= DM_CHANNEL_BASE
        and (s.channel or 0) < DM_CHANNEL_BASE + 1_000_000
    ]


async def _drain(t: Table, match_id: int) -> None:
    """Outbox passes until nothing of the match is left to post (the bot's own dispatcher,
    woken by the moves, may be posting some of it meanwhile)."""
    for _ in range(50):
        await t.bot.dispatcher.step()
        for _ in range(20):
            await asyncio.sleep(0)
        if not await t.bot.rt.svc.store.outbox(match_id, pending=True):
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the outbox was not drained")


async def _babel(t: Table) -> tuple[int, int]:
    await t.command(ALICE, "match new", game="babel")
    thread = t.discord.threads[-1]
    await t.command(BRUNO, "match join", where=thread)
    await t.command(ALICE, "match start", where=thread)
    rec = await t.bot.rt.svc.in_channel(str(thread))
    return thread, rec.id


async def test_a_follower_gets_the_result_by_dm_in_their_language(table: Table) -> None:
    t = table
    thread, match_id = await _babel(t)
    refused = _answer(await t.command(ALICE, "follow", where=thread))
    assert refused.ephemeral and "pings reach you already" in refused.text
    told = _answer(await t.command(ELENI, "follow", where=thread))
    assert told.ephemeral and f"#{match_id}" in told.text and not contract.violations(told)
    # /mine shows the followed match apart, after the user's own
    mine = _answer(await t.dm_command(ELENI, "mine"))
    fields = mine.data["embeds"][0]["fields"]
    assert len(fields) == 1 and fields[0]["name"].startswith("Παρακολουθείς")
    mark = len(t.discord.sent)
    await t.command(BRUNO, "match resign", where=thread)
    resign = [s for s in t.discord.since(mark) if s.path == ANSWER][-1]
    await t.click(BRUNO, resign, resign.custom_ids()[0], where=thread)
    assert (await t.bot.rt.svc.store.get_match(match_id)).status == "finished"
    await _drain(t, match_id)  # the outbox pass posts the DM
    sent = t.discord.since(mark)
    assert [s.path for s in sent if s.path == OPEN_DM] == [OPEN_DM]
    dms = _dms(sent)
    assert len(dms) == 1 and f"#{match_id}" in dms[0].content and "τελείωσε" in dms[0].content
    assert "/channels/" in dms[0].content  # the link to the thread
    assert not dms[0].mentions_allowed()
    for s in sent:
        assert not contract.violations(s)
    mark = len(t.discord.sent)
    await t.bot.dispatcher.step()
    assert not _dms(t.discord.since(mark))  # posted once, settled


async def test_turn_notices_when_asked_and_closed_dms_are_not_retried(table: Table) -> None:
    t = table
    thread, match_id = await _babel(t)
    svc = t.bot.rt.svc
    await t.command(ELENI, "follow", where=thread, notices="turns")
    t.discord.dms_closed.add(ELENI.id)
    from rules.games import get_game

    game = get_game("babel")
    mark = len(t.discord.sent)
    for _ in range(30):  # until the turn goes to the other player
        mover = (await svc.status(match_id)).to_act[0]
        legal = (await svc.status(match_id, mover)).legal
        end = [a for a in legal if a.type == "end"]
        await svc.act(match_id, mover, game.notation(end[0] if end else legal[0]))
        if (await svc.status(match_id)).to_act != [mover]:
            break
    await _drain(t, match_id)
    tried = _dms(t.discord.since(mark))
    assert len(tried) == 1 and tried[0].refused  # the DM was refused: 50007
    assert await svc.followed(str(ELENI.id)) == []  # recorded: following stopped
    await svc.resign(match_id, str(ALICE.id))
    mark = len(t.discord.sent)
    await _drain(t, match_id)
    assert not _dms(t.discord.since(mark))  # nothing written for them any more
