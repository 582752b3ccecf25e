"""What no one may learn in a Nations match: the order of the progress decks, the event decks
and the seed. A two-player game played to the end by slash commands (random legal moves,
now and then one the rules refuse), with every message the bot sends, public or private,
the match log and every log record (at DEBUG, libraries capped as the bot's logging setup
caps them) searched for the seed and for any card still face down in a deck."""

from __future__ import annotations

import logging
import random
import re
from typing import Any

import pytest

from bot.app.gameui import ui_for
from bot.app.launch import LIBRARY_LEVELS
from bot.games.nations.text import name
from rules.games import get_game
from rules.nations.actions import Buy, Pick
from rules.nations.state import NationsState
from tests.bot.conftest import ALICE, BRUNO
from tests.bot.harness import Player, Sent, Table, answer_of, move_command

GAME = get_game("nations")
PLAYERS = {str(ALICE.id): ALICE, str(BRUNO.id): BRUNO}
LOCALES = ("en", "it")  # Alice's and Bruno's


def _face_down(s: NationsState, shown: set[str]) -> dict[str, str]:
    """Name (in the players' languages) -> id of every card and event still in a deck whose
    name no card on the table also bears."""
    out: dict[str, str] = {}
    for deck in (*s.decks, *s.event_decks):
        for cid in deck:
            for locale in LOCALES:
                label = name(cid, locale)
                if label not in shown:
                    out[label] = cid
    return out


def _shown(s: NationsState) -> set[str]:
    """Names on the table (the row, the boards, the event): a deck card may share one."""
    ids = {c for row in s.row for c in row if c}
    for p in s.seats:
        ids |= {sl.card for sl in p.slots if sl.card}
        ids |= {*p.colonies, *p.wonders, *(c for c in (p.advisor, p.advisor2, p.wonder) if c)}
        ids |= {p.nation} if p.nation else set()
    ids |= {c for c in (s.event, s.war) if c}
    return {name(c, loc) for c in ids for loc in LOCALES}


def _leaks(sent: list[Sent], seed: str, secret: dict[str, str]) -> list[str]:
    found = []
    for message in sent:
        text = message.text + " ".join(message.files)
        if seed in text:
            found.append(f"the seed in {message.path}")
        for label, cid in secret.items():
            if re.search(rf"(?<!\w){re.escape(label)}(?!\w)", text):
                found.append(f"{cid} ({label}) in {message.path}")
    return found


async def _move(table: Table, thread: int, player: Player, action: Any) -> list[Sent]:
    path, options = move_command(ui_for("nations"), action)
    return await table.command(player, path, where=thread, **options)


async def _pick_on_buttons(
    table: Table, thread: int, player: Player, prefix: str, rng: random.Random
) -> None:
    """A nation's button under the last board, then a level in the private select."""
    board = next(m for m in reversed(table.discord.sent) if prefix in " ".join(m.custom_ids()))
    reply = answer_of(await table.click(player, board, prefix, where=thread))
    assert reply.ephemeral
    value = rng.choice(reply.component("a:")["options"])["value"]
    await table.click(player, reply, "a:", where=thread, values=[value])


async def test_a_whole_game_shows_no_deck_and_no_seed(
    table: Table, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)  # the most the bot logs: STRATEGOS_LOG_LEVEL=DEBUG
    for logger, floor in LIBRARY_LEVELS.items():  # as setup_logging caps the libraries
        caplog.set_level(floor, logger=logger)
    await table.command(ALICE, "match new", game="nations", options="ages=1")
    thread = table.discord.threads[-1]
    await table.command(BRUNO, "match join", where=thread)
    answer_of(await table.command(ALICE, "match start", where=thread))
    svc = table.bot.rt.svc
    rec = await svc.in_channel(str(thread))
    assert rec is not None
    seed = (await svc.store.get_match(rec.id)).seed
    assert len(seed) >= 8
    rng = random.Random(12)
    mark = 0
    checked = refused = picked = 0  # moves made, moves refused, nations taken on buttons
    for _ in range(600):
        info = await svc.status(rec.id)
        if info.match.status != "active":
            break
        user = info.to_act[0]
        mine = await svc.status(rec.id, user)
        busy = [a for a in mine.legal if a.type != "pass"]  # a longer game shows more
        action = rng.choice(busy if busy and rng.random() < 0.9 else mine.legal)
        mark = len(table.discord.sent)
        if checked % 10 == 5:  # now and then a card the rules refuse (no 7th column)
            await _move(table, thread, PLAYERS[user], Buy(row=3, col=7))
            refused += 1
        if isinstance(action, Pick):  # README 3: the nation's button, the level privately
            await _pick_on_buttons(table, thread, PLAYERS[user], f"o:{rec.id}:", rng)
            picked += 1
        else:
            await _move(table, thread, PLAYERS[user], action)
        sent = table.discord.sent[mark:]
        assert sent
        # what is still face down after the move (the move itself may reveal cards: a new
        # row, the round's event)
        s = GAME.load_state((await svc.store.get_match(rec.id)).state)
        assert isinstance(s, NationsState)
        secret = _face_down(s, _shown(s))
        assert secret
        assert not _leaks(sent, seed, secret)
        checked += 1
    assert (await svc.status(rec.id)).match.status == "finished"
    assert checked > 40 and refused > 0 and picked == 2
    s = GAME.load_state((await svc.store.get_match(rec.id)).state)
    assert isinstance(s, NationsState)
    later = _face_down(s, _shown(s))
    assert later  # the ages never played: their cards were never shown
    for player in PLAYERS.values():
        mark = len(table.discord.sent)
        await table.command(player, "match log", where=thread)
        assert not _leaks(table.discord.sent[mark:], seed, later)
    records = [r.getMessage() for r in caplog.records]
    assert records  # the bot does log, so the search below can find something
    assert not [r for r in records if seed in r]
    assert not [r for r in records if any(cid in r for cid in later.values())]
