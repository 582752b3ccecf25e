"""``/match settings pictures``: the board pictures after every move (the default), or only
when the turn passes to another player and at the end; the text goes out after every move."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.app.gameui import ui_for
from bot.app.i18n import tr
from service.settings import PictureTiming
from tests.bot.conftest import ALICE, BRUNO, ELENI, Player
from tests.bot.harness import Sent, Table, move_command
from tests.bot.test_interactions import only_reply, open_match, started
from tests.bot.test_time_and_undo import first_and_other


async def move(t: Table, thread: int, match_id: int, who: Player, *kinds: str) -> Sent:
    """``who`` makes their first legal move of the first of ``kinds`` they may make, by its
    slash command."""
    mine = await t.bot.rt.svc.status(match_id, str(who.id))
    action = next(a for kind in kinds for a in mine.legal if a.type == kind)
    path, options = move_command(ui_for("babel"), action)
    return only_reply(await t.command(who, path, where=thread, **options))


def pictures(sent: Sent) -> list[str]:
    return sorted(sent.files)


def shows_the_board(sent: Sent) -> bool:
    """The embed shows the phone picture, attached, and the whole board is a button away."""
    image = embed(sent).get("image", {}).get("url", "")
    return (
        pictures(sent) == ["phone.png"]
        and image == "attachment://phone.png"
        and any(cid.startswith("f:") for cid in sent.custom_ids())
    )


def embed(sent: Sent) -> dict[str, Any]:
    embeds: list[dict[str, Any]] = sent.data["embeds"]
    assert len(embeds) == 1
    return embeds[0]


async def test_every_move_shows_the_board_by_default(table: Table) -> None:
    thread, match_id, _ = await started(table)
    first, _ = await first_and_other(table, match_id)
    kept = await move(table, thread, match_id, first, "move")  # the turn stays with them
    assert shows_the_board(kept)


async def test_with_turn_only_a_move_that_passes_the_turn_shows_the_board(table: Table) -> None:
    thread, match_id, _ = await started(table)
    first, other = await first_and_other(table, match_id)
    # a seated player who did not create the match may choose it, as the language
    changed = only_reply(
        await table.command(BRUNO, "match settings", where=thread, pictures="turn")
    )
    assert not changed.ephemeral
    assert tr("it", "bot.pictures.turn") in changed.content  # Bruno reads Italian
    svc = table.bot.rt.svc
    assert (await svc.match_settings(match_id)).pictures is PictureTiming.TURN
    kept = await move(table, thread, match_id, first, "move")
    assert pictures(kept) == [] and "image" not in embed(kept)
    assert embed(kept)["description"]  # the move is told all the same
    assert (await svc.status(match_id)).to_act == [str(first.id)]
    for _ in range(30):  # on to the end of the turn: the board once it passes
        passed = await move(table, thread, match_id, first, "end", "build", "play", "move")
        if (await svc.status(match_id)).to_act != [str(first.id)]:
            break
        assert pictures(passed) == [] and embed(passed)["description"]
    assert (await svc.status(match_id)).to_act == [str(other.id)]
    assert shows_the_board(passed)
    # the board asked for is always drawn
    shown = only_reply(await table.command(other, "match status", where=thread))
    assert shows_the_board(shown)
    # back to every move
    only_reply(await table.command(ALICE, "match settings", where=thread, pictures="every"))
    again = await move(table, thread, match_id, other, "move")
    assert shows_the_board(again)


async def test_only_the_table_chooses_when_the_pictures_come(table: Table) -> None:
    thread, match_id, _ = await started(table)
    refused = only_reply(
        await table.command(ELENI, "match settings", where=thread, pictures="turn")
    )
    assert refused.ephemeral
    assert tr("el", "service.error.settings_forbidden") in refused.content
    assert (await table.bot.rt.svc.match_settings(match_id)).pictures is PictureTiming.EVERY


async def test_with_turn_the_computer_s_answer_shows_the_board(table: Table) -> None:
    """Against the computer the turn comes straight back: its moves passed it, so the board
    goes with the move that handed it over."""
    thread = await open_match(table, ALICE)
    only_reply(await table.command(ALICE, "match add-ai", where=thread, level="normal"))
    only_reply(await table.command(ALICE, "match settings", where=thread, pictures="turn"))
    await table.command(ALICE, "match start", where=thread)
    svc = table.bot.rt.svc
    match_id = (await svc.in_channel(str(thread))).id
    answered = False
    for _ in range(30):
        before = (await svc.status(match_id)).match.version
        sent = await move(table, thread, match_id, ALICE, "end", "build", "play", "move", "discard")
        for _ in range(200):  # on a busy machine the computer may answer from its job
            if (await svc.status(match_id)).to_act == [str(ALICE.id)]:
                break
            await asyncio.sleep(0.05)
        answered = (await svc.status(match_id)).match.version - before > 1  # the computer too
        assert shows_the_board(sent) if answered else pictures(sent) == []
        if answered:
            break
    assert answered and (await svc.status(match_id)).to_act == [str(ALICE.id)]
