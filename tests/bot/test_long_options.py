"""An over-long slash-command option (Discord lets a text option carry 6,000 characters) is
refused in the player's language, naming the option, in every game and for every option;
and no message ever turns into Fluent's bare ``{???}`` because a value is long."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app.errors import BotError, describe_error
from bot.app.games import MAX_OPTION, build_action
from bot.app.gameui import ui_for
from bot.app.i18n import tr
from rules.core import Msg, RuleError
from rules.games import get_game, registered_games
from service.i18n import LOCALES, render
from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.harness import Table, answer_of

GAMES = sorted(registered_games())
LENGTHS = [MAX_OPTION + 1, 1_001, 3_000, 6_000]
REFUSAL = {
    "en": "option takes at most 200 characters",
    "el": "δέχεται το πολύ 200 χαρακτήρες",
    "it": "accetta al massimo 200 caratteri",
}


def _start(game_id: str) -> tuple[Any, int, list[Any]]:
    game = get_game(game_id)
    state = game.setup(max(2, game.min_players), game.options(None), "long")
    seat = min(game.active_seats(state))
    return state, seat, list(game.legal_actions(state, seat))


def _readable(text: str) -> None:
    assert "{" not in text and "}" not in text and "???" not in text, text
    assert len(text) < 1_000, text


@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_of_every_game_refuses_an_over_long_value(game_id: str) -> None:
    ui = ui_for(game_id)
    _state, _seat, legal = _start(game_id)
    fields = [(spec, f) for spec in ui.specs.values() for f in spec.fields]
    assert fields
    for spec, f in fields:
        for n, length in enumerate(LENGTHS):
            value = ("athens " * length)[:length] if n % 2 else "9" * length
            for locale in LOCALES:
                with pytest.raises(BotError) as caught:
                    build_action(ui, spec, {f.name: value}, legal, locale)
                text, expected = describe_error(caught.value, locale, "ref")
                assert expected
                _readable(text)
                assert REFUSAL[locale] in text, text
                name = tr(locale, f"cmd.{game_id}.{spec.type}.{f.name}.name")
                assert name in text and str(len(value.strip())) in text


@pytest.mark.parametrize("game_id", GAMES)
def test_a_value_at_the_limit_is_read_as_usual(game_id: str) -> None:
    """At exactly ``MAX_OPTION`` characters the value goes to the game, whose refusal (or
    reading) is a normal sentence too."""
    game = get_game(game_id)
    ui = ui_for(game_id)
    state, seat, legal = _start(game_id)
    for spec in ui.specs.values():
        for f in spec.fields:
            for locale in LOCALES:
                try:
                    action = build_action(ui, spec, {f.name: "x" * MAX_OPTION}, legal, locale)
                    game.apply(state, seat, game.parse_action(action))
                except (BotError, RuleError) as exc:
                    text, expected = describe_error(exc, locale, "ref")
                    assert expected, text
                    assert REFUSAL[locale] not in text
                    _readable(text)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_name_too_long_for_fluent_is_shortened_not_lost(locale: str) -> None:
    """Fluent refuses a placeable over 2,500 characters and prints "{???}" for the whole
    message; the renderer says it again with the long text shortened."""
    for key in ("polis.error.unknown_polis", "core.input.unknown_name_many"):
        text = render(
            Msg(key=key, params={"name": "a" * 3_000, "word": "b" * 3_000, "what": "c" * 3_000}),
            locale,
        )
        assert "???" not in text and "{" not in text and len(text) < 1_000, text
        assert "a" * 50 in text or "b" * 50 in text
        assert "…" in text


def _option(game_id: str, action: str, name: str) -> str:
    """An option's English name as the harness takes it."""
    return tr("en", f"cmd.{game_id}.{action}.{name}.name").replace("-", "_")


@pytest.mark.parametrize("game_id", GAMES)
async def test_the_bot_answers_an_over_long_option_in_the_players_language(
    game_id: str, table: Table
) -> None:
    """Through real interaction payloads: the refusal is private and nothing is played."""
    await table.command(ALICE, "match new", game=game_id)
    thread = table.discord.threads[-1]
    game = get_game(game_id)
    for player in [ELENI, BRUNO][: max(2, game.min_players) - 1]:
        await table.command(player, "match join", where=thread)
    await table.command(ALICE, "match start", where=thread)
    rec = await table.bot.rt.svc.in_channel(str(thread))
    assert rec is not None
    before = (await table.bot.rt.svc.status(rec.id)).match.version
    ui = ui_for(game_id)
    for spec in [s for s in ui.specs.values() if s.fields][:3]:
        f = spec.fields[0]

        # Discord always sends the required options: the first is the long one
        values = {_option(game_id, spec.type, g.name): "x" for g in spec.fields if g.required}
        values[_option(game_id, spec.type, f.name)] = "Ἀθῆναι " * 500
        path = f"{game_id} {tr('en', f'cmd.{game_id}.{spec.type}.name')}"
        for player, locale in ((ALICE, "en"), (ELENI, "el"), (BRUNO, "it")):
            sent = await table.command(player, path, where=thread, **values)
            answer = answer_of(sent)
            assert answer.ephemeral
            _readable(answer.content)
            assert REFUSAL[locale] in answer.text, answer.text
        # suggestions for a long beginning: none fit, said in a normal sentence
        focused = tr("en", f"cmd.{game_id}.{spec.type}.{f.name}.name")
        for player in (ALICE, ELENI):
            choices = await table.autocomplete(player, path, focused, "Ἀθῆναι " * 500, where=thread)
            assert 1 <= len(choices) <= 25
            for choice in choices:
                _readable(choice["name"])
                assert len(choice["name"]) <= 100 and len(choice["value"]) <= 100
    assert (await table.bot.rt.svc.status(rec.id)).match.version == before
