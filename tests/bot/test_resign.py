"""Resigning asks first: an ephemeral "are you sure?" with buttons that carry the match and
the version the player saw; only Confirm ends the match, and the result names who resigned."""

from __future__ import annotations

from bot.app.i18n import tr
from service.i18n import normalize_locale
from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.harness import Table
from tests.bot.test_interactions import only_reply, started
from tests.bot.test_time_and_undo import a_quiet_move, first_and_other

UPDATE_MESSAGE = 7


async def test_resign_asks_and_only_confirm_ends_the_match(table: Table) -> None:
    thread, match_id, _ = await started(table)
    svc = table.bot.rt.svc
    version = (await svc.status(match_id)).match.version
    asked = only_reply(await table.command(ALICE, "match resign", where=thread))
    assert asked.ephemeral
    assert asked.content == tr("en", "bot.resign.ask", match=match_id)
    assert asked.custom_ids() == [f"x:{match_id}:{version}:y", f"x:{match_id}:{version}:n"]
    assert (await svc.status(match_id)).match.status == "active"  # asking changes nothing

    kept = only_reply(await table.click(ALICE, asked, f"x:{match_id}:{version}:n", where=thread))
    assert kept.kind == UPDATE_MESSAGE  # the question is replaced, its buttons gone
    assert kept.content == tr("en", "bot.resign.kept") and not kept.custom_ids()
    assert (await svc.status(match_id)).match.status == "active"

    done = only_reply(await table.click(ALICE, asked, f"x:{match_id}:{version}:y", where=thread))
    assert not done.ephemeral
    info = await svc.status(match_id)
    assert info.match.status == "finished"
    bruno = next(s.seat for s in info.seats if s.user == str(BRUNO.id))
    assert info.outcome is not None and info.outcome.winners == (bruno,)
    # the result line names the one who resigned, never a seat number
    assert f"won because <@{ALICE.id}> resigned" in done.text
    assert "player 0" not in done.text and "player 1" not in done.text


async def test_a_confirmation_from_an_older_position_is_refused(table: Table) -> None:
    thread, match_id, _ = await started(table)
    first, other = await first_and_other(table, match_id)
    asked = only_reply(await table.command(other, "match resign", where=thread))
    await a_quiet_move(table, thread, match_id, first)  # the match moves on meanwhile
    late = only_reply(await table.click(other, asked, "x:", where=thread))
    assert late.ephemeral
    assert tr(normalize_locale(other.locale), "service.error.stale_view") in late.text
    assert (await table.bot.rt.svc.status(match_id)).match.status == "active"


async def test_only_a_seated_player_is_asked(table: Table) -> None:
    thread, _match_id, _ = await started(table)
    refused = only_reply(await table.command(ELENI, "match resign", where=thread))
    assert refused.ephemeral and not refused.custom_ids()
    assert tr("el", "service.error.not_seated") in refused.text
