"""``/help [game]`` and the lobby's "How to play" button: private, in the reader's
language, with examples from the current position inside a match's thread."""

from __future__ import annotations

import pytest

from bot.app.help import interpretations
from bot.app.i18n import tr
from rules.games import registered_games
from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.contract import discord_contract as contract
from tests.bot.harness import Sent, Table

ANSWER = "/interactions/{webhook_id}/{webhook_token}/callback"


def _answer(sent: list[Sent]) -> Sent:
    answers = [s for s in sent if s.path == ANSWER]
    assert len(answers) == 1, [(s.method, s.path) for s in sent]
    assert sent[0] is answers[0]  # no call to Discord before the interaction's answer
    assert answers[0].ephemeral and not contract.violations(answers[0])
    return answers[0]


def _embed(s: Sent) -> dict[str, object]:
    return dict(s.data["embeds"][0])


@pytest.mark.parametrize("game", registered_games())
async def test_help_for_each_game_in_each_language(table: Table, game: str) -> None:
    for player in (ALICE, BRUNO, ELENI):
        locale = player.locale[:2]
        embed = _embed(_answer(await table.command(player, "help", game=game)))
        assert embed["title"] == tr(locale, "bot.help.title", game=tr(locale, f"bot.game.{game}"))
        fields = embed["fields"]
        assert isinstance(fields, list) and len(fields) == 3
        group = tr(locale, f"cmd.{game}.name")
        assert f"/{group}" in fields[0]["value"] and f"/{group}" in fields[1]["value"]
        assert f"rules/{game}/README.md §" in fields[2]["value"]  # the section is named


def test_each_readme_names_its_interpretations_section() -> None:
    for game in registered_games():
        assert "nterpretation" in interpretations(game).split("§")[1]


async def test_help_without_a_game_outside_a_match_lists_the_games(table: Table) -> None:
    embed = _embed(_answer(await table.command(ALICE, "help")))
    text = str(embed["description"])
    assert all(tr("en", f"bot.game.{g}") in text for g in registered_games())


async def test_in_a_match_thread_the_examples_are_the_callers_own_moves(table: Table) -> None:
    t = table
    await t.command(ALICE, "match new", game="babel")
    thread = t.discord.threads[-1]
    await t.command(BRUNO, "match join", where=thread)
    await t.command(ALICE, "match start", where=thread)
    svc = t.bot.rt.svc
    rec = await svc.in_channel(str(thread))
    info = await svc.status(rec.id)
    mover = ALICE if str(ALICE.id) in info.to_act else BRUNO
    other = BRUNO if mover is ALICE else ALICE
    legal = (await svc.status(rec.id, str(mover.id))).legal
    locale = mover.locale[:2]
    moves = _embed(_answer(await t.command(mover, "help", where=thread)))["fields"][1]
    group = tr(locale, "cmd.babel.name")
    lines = [x for x in moves["value"].splitlines() if x.startswith(f"`/{group} ")]
    assert lines, moves
    kinds = {tr(locale, f"cmd.babel.{a.type}.name") for a in legal}
    assert all(line.split()[1].rstrip("`") in kinds for line in lines)
    # the player who is not to act gets the game's notation, not someone else's moves
    waiting = _embed(_answer(await t.command(other, "help", where=thread)))["fields"][1]
    assert not any(x.startswith("`/") for x in waiting["value"].splitlines())
    # another game's command here is pointed at the help
    wrong = _answer(await t.command(ALICE, "duellum end", where=thread))
    assert "/help" in wrong.content


async def test_a_duellum_thread_gives_examples_on_the_matchs_own_map(table: Table) -> None:
    t = table
    await t.command(ALICE, "match new", game="duellum", options="map=east")
    thread = t.discord.threads[-1]
    await t.command(BRUNO, "match join", where=thread)
    await t.command(ALICE, "match start", where=thread)
    rec = await t.bot.rt.svc.in_channel(str(thread))
    info = await t.bot.rt.svc.status(rec.id)
    waiting = ALICE if str(ALICE.id) not in info.to_act else BRUNO
    moves = _embed(_answer(await t.command(waiting, "help", where=thread)))["fields"][1]
    assert tr(waiting.locale[:2], "bot.help.typed", examples="").strip() in moves["value"]


async def test_the_lobby_has_a_how_to_play_button_answering_in_the_pressers_language(
    table: Table,
) -> None:
    t = table
    sent = await t.command(ALICE, "match new", game="polis")
    thread = t.discord.threads[-1]
    lobby = next(s for s in sent if s.path == "/channels/{channel_id}/messages")
    assert "h:polis" in lobby.custom_ids()
    help_ = _answer(await t.click(ELENI, lobby, "h:polis", where=thread))
    assert help_.payload["type"] == 4  # a new private message; the lobby stays as it is
    assert _embed(help_)["title"] == tr("el", "bot.help.title", game=tr("el", "bot.game.polis"))


def test_a_move_of_another_games_notation_is_pointed_at_that_game() -> None:
    """At the offline table, a line another game's notation reads is refused as that
    game's move (with the reason this game gives), pointing at ``help``."""
    from bot.table import read_action
    from rules.core import InvalidAction, RuleError
    from rules.games import get_game
    from service.i18n import render

    babel = get_game("babel")
    state = babel.setup(2, babel.options(None), "help")
    seat = min(babel.active_seats(state))
    legal = list(babel.legal_actions(state, seat))
    with pytest.raises(InvalidAction) as caught:
        read_action(babel, "rondel 4", legal)
    assert caught.value.msg.key == "table.looks_like"
    assert caught.value.msg.params["game"].key in ("bot.game.duellum", "bot.game.antike")
    text = render(caught.value.msg, "it")
    assert "Sembra una mossa di" in text and "help" in text
    with pytest.raises(RuleError) as plain:  # nobody's notation: the game's own refusal
        read_action(babel, "xyzzy plugh", legal)
    assert plain.value.msg.key != "table.looks_like"
