"""``/match ratings`` and ``/match profile`` through interactions: a finished rated match
shows on the server's and the global leaderboard and in both players' profiles, each answer
one private request; ``/match new`` takes ``rated=false`` and refuses other values."""

from __future__ import annotations

from tests.bot.conftest import ALICE, BRUNO
from tests.bot.harness import Table
from tests.bot.test_interactions import only_reply, started


async def test_a_finished_match_shows_on_the_leaderboards_and_profiles(table: Table) -> None:
    thread, match_id, _ = await started(table)
    svc = table.bot.rt.svc
    await svc.resign(match_id, str(BRUNO.id))
    for scope in ("server", "global"):
        sent = await table.command(ALICE, "match ratings", where=thread, game="babel", scope=scope)
        assert len(sent) == 1  # the answer is the one request: nothing goes before it
        board = only_reply(sent)
        assert board.ephemeral
        lines = board.content.splitlines()
        assert "Babel" in lines[0]
        assert lines[1].startswith("1. Alice: ") and "won 1, lost 0" in lines[1]
        assert lines[2].startswith("2. Bruno: ") and "won 0, lost 1" in lines[2]
        assert not board.mentions_allowed()
    mine = only_reply(await table.command(BRUNO, "match profile", where=thread))  # in Italian
    assert mine.ephemeral
    assert "Fuso orario" in mine.content
    assert "Babel: " in mine.content and "vinte 0, perse 1, pari 0" in mine.content
    empty = only_reply(
        await table.command(ALICE, "match ratings", where=thread, game="polis", scope="global")
    )
    assert "Polis" in empty.content and "1." not in empty.content


async def test_rated_is_a_match_option(table: Table) -> None:
    refused = only_reply(
        await table.command(ALICE, "match new", game="babel", options="rated=maybe")
    )
    assert refused.ephemeral and "maybe" in refused.content
    await table.command(ALICE, "match new", game="babel", options="rated=false")
    thread = table.discord.threads[-1]
    await table.command(BRUNO, "match join", where=thread)
    await table.command(ALICE, "match start", where=thread)
    svc = table.bot.rt.svc
    rec = await svc.in_channel(str(thread))
    assert rec.settings.get("rated") is False
    await svc.resign(rec.id, str(ALICE.id))
    assert await svc.player_ratings(str(ALICE.id)) == []
    profile = only_reply(await table.command(ALICE, "match profile", where=thread))
    assert "No rated match yet" in profile.content
