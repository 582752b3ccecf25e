"""``/mine``: every match a user sits in, across servers, theirs to move first; in a
server (privately) and in a DM with the bot, paged; and ``strategos matches --player``."""

from __future__ import annotations

import json

from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.contract import discord_contract as contract
from tests.bot.harness import GUILD_ID, Player, Sent, Table

ANSWER = "/interactions/{webhook_id}/{webhook_token}/callback"


def _answer(sent: list[Sent]) -> Sent:
    answers = [s for s in sent if s.path == ANSWER]
    assert len(answers) == 1, [(s.method, s.path) for s in sent]
    assert sent[0] is answers[0]  # no call to Discord before the interaction's answer
    return answers[0]


def _fields(s: Sent) -> list[dict[str, str]]:
    embeds = s.data.get("embeds") or []
    assert embeds, s.data
    return list(embeds[0].get("fields", []))


async def _started(t: Table, a: Player, b: Player) -> tuple[int, int]:
    """A Babel match between ``a`` and ``b`` in its own thread: (thread, match id)."""
    await t.command(a, "match new", game="babel")
    thread = t.discord.threads[-1]
    await t.command(b, "match join", where=thread)
    await t.command(a, "match start", where=thread)
    rec = await t.bot.rt.svc.in_channel(str(thread))
    return thread, rec.id


async def test_mine_lists_every_match_theirs_first_in_a_server_and_in_a_dm(table: Table) -> None:
    t = table
    svc = t.bot.rt.svc
    thread1, first = await _started(t, ALICE, BRUNO)
    thread2, second = await _started(t, ELENI, ALICE)
    await t.command(BRUNO, "match new", game="duellum")  # Alice is not in this one
    await t.command(ALICE, "match new", game="polis")  # a lobby of Alice's
    lobby_thread = t.discord.threads[-1]
    waiting = {m: (await svc.status(m)).to_act for m in (first, second)}
    alice = str(ALICE.id)
    hers = [m for m, users in waiting.items() if alice in users]
    others = [m for m in (first, second) if m not in hers]

    answer = _answer(await t.command(ALICE, "mine", where=thread1))
    assert answer.ephemeral
    titles = [f["name"] for f in _fields(answer)]
    assert len(titles) == 3  # the Duellum lobby is Bruno's alone
    order = [int(n.split("#")[1].split(" ")[0]) for n in titles]
    assert order[: len(hers)] == hers and order[len(hers) : 2] == others
    assert str(lobby_thread) in _fields(answer)[2]["value"]
    text = json.dumps(_fields(answer), ensure_ascii=False)
    for th in (thread1, thread2, lobby_thread):
        assert f"https://discord.com/channels/{GUILD_ID}/{th}" in text
    if hers:
        assert "**Your turn**" in _fields(answer)[0]["value"]
    for f in _fields(answer)[: len(hers) or 2][:2]:
        assert "<t:" in f["value"]  # the last move, as a Discord timestamp
    assert not contract.violations(answer)

    # the same list in a DM with the bot, in the caller's language
    dm = _answer(await t.dm_command(BRUNO, "mine"))
    assert dm.ephemeral and not contract.violations(dm)
    names = [f["name"] for f in _fields(dm)]
    assert len(names) == 2 and all("Babel" in n or "Antike Duellum" in n for n in names)
    assert "Le tue partite" in dm.text  # Bruno reads Italian


async def test_someone_without_matches_is_told_how_to_open_one(table: Table) -> None:
    answer = _answer(await table.dm_command(ELENI, "mine"))
    assert "/παρτίδα νέα" in answer.text and not _fields(answer)  # Eleni reads Greek


async def test_a_long_list_is_paged_with_buttons_that_show_the_pressers_own_list(
    table: Table,
) -> None:
    t = table
    for _ in range(8):  # eight lobbies of Alice's, one per thread
        await t.command(ALICE, "match new", game="babel")
    first = _answer(await t.dm_command(ALICE, "mine"))
    assert len(_fields(first)) == 6
    assert first.custom_ids() == ["y:0:p", "y:1:n"]
    assert first.data["components"][0]["components"][0]["disabled"] is True
    turned = _answer(await t.dm_click(ALICE, first, "y:1:n"))
    assert turned.payload["type"] == 7  # the message itself is updated
    assert len(_fields(turned)) == 2 and not contract.violations(turned)
    # page 2 asked for by the option gives the same; a page past the end shows the last
    by_option = _answer(await t.dm_command(ALICE, "mine", page=9))
    assert [f["name"] for f in _fields(by_option)] == [f["name"] for f in _fields(turned)]
    # someone else pressing the button sees their own (empty) list, never Alice's
    other = _answer(await t.dm_click(BRUNO, first, "y:1:n"))
    assert not _fields(other)


async def test_other_match_commands_in_a_dm_refuse_politely(table: Table) -> None:
    answer = _answer(await table.dm_command(ALICE, "match status"))
    assert answer.ephemeral and "/mine" in answer.text
