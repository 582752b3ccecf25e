"""A move's post shows the phone picture alone; the whole board is one press away.

The "Full board" button (``f:<match>``) answers privately with the whole board of the match
as it is when pressed, in the presser's language, drawn from the public view off the event
loop and kept by (match, version, language): many presses cost one drawing. The last post of
a match has no buttons, so it carries the whole board (and the score race) itself."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from pydantic import BaseModel

import bot.render as render
from bot.app.i18n import match_locale, tr
from bot.app.pictures import BoardCache
from bot.games.frontend import Renderer
from rules.games import get_game
from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.harness import Sent, Table, answer_of, slowed
from tests.bot.test_interactions import only_reply, started
from tests.bot.test_time_and_undo import a_quiet_move, first_and_other

PNG = b"\x89PNG\r\n\x1a\n"
GAMES = ("babel", "duellum", "antike", "nations", "polis")


def image_of(sent: Sent) -> str:
    embeds = sent.data.get("embeds") or [{}]
    return str(embeds[0].get("image", {}).get("url", ""))


async def test_a_moves_post_shows_the_phone_picture_and_offers_the_board(table: Table) -> None:
    thread, match_id, sent = await started(table)
    start = answer_of([s for s in sent if s.channel is None])
    first, _other = await first_and_other(table, match_id)
    moved = await a_quiet_move(table, thread, match_id, first)
    locale = match_locale((await table.bot.rt.svc.store.get_match(match_id)).settings)
    for post in (start, moved):
        assert not post.ephemeral
        assert set(post.files) == {"phone.png"} and post.files["phone.png"].startswith(PNG)
        assert image_of(post) == "attachment://phone.png"
        button = post.component("f:")
        assert button["custom_id"] == f"f:{match_id}"
        assert button["label"] == tr(locale, "bot.button.board")
        assert len(post.custom_ids()) <= 25
    assert table.bot.rt.boards.drawn == 0  # nobody asked for the board yet


async def test_the_button_shows_the_board_of_now_privately_in_the_pressers_language(
    table: Table,
) -> None:
    thread, match_id, sent = await started(table)
    start = answer_of([s for s in sent if s.channel is None])
    rt = table.bot.rt
    version = (await rt.svc.store.get_match(match_id)).version
    shown = only_reply(await table.click(BRUNO, start, "f:", where=thread))
    assert shown.ephemeral and set(shown.files) == {"board.png"}
    assert shown.files["board.png"].startswith(PNG)
    assert shown.content == tr("it", "bot.board.whole", match=match_id, version=version)
    assert not shown.custom_ids()
    # pressed again, and by another Italian reader: drawn once
    again = only_reply(await table.click(BRUNO, start, "f:", where=thread))
    assert again.files["board.png"] == shown.files["board.png"]
    assert rt.boards.drawn == 1
    # a Greek spectator reads it in Greek: another drawing
    greek = only_reply(await table.click(ELENI, start, "f:", where=thread))
    assert greek.content == tr("el", "bot.board.whole", match=match_id, version=version)
    assert rt.boards.drawn == 2
    # after a move the first post's button shows the position now, not the one it was on
    first, _other = await first_and_other(table, match_id)
    await a_quiet_move(table, thread, match_id, first)
    now = (await rt.svc.store.get_match(match_id)).version
    assert now > version
    later = only_reply(await table.click(ALICE, start, "f:", where=thread))
    assert later.content == tr("en", "bot.board.whole", match=match_id, version=now)
    assert rt.boards.drawn == 3


async def test_a_slow_board_is_deferred_then_sent_privately(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    thread, _match_id, sent = await started(table)
    start = answer_of([s for s in sent if s.channel is None])
    rt = table.bot.rt
    monkeypatch.setattr(rt.pictures, "draw", slowed(rt.pictures.draw))
    rt.defer_after = 0.05
    pressed = await table.click(BRUNO, start, "f:", where=thread)
    kinds = [s.payload.get("type") for s in pressed if s.path.endswith("/callback")]
    assert kinds == [6]  # acknowledged at once, nothing shown
    shown = answer_of(pressed)
    assert shown.ephemeral and set(shown.files) == {"board.png"}


async def test_the_last_post_carries_the_whole_board_and_the_race(table: Table) -> None:
    thread, match_id, _sent = await started(table)
    first, _other = await first_and_other(table, match_id)
    await a_quiet_move(table, thread, match_id, first)
    asked = only_reply(await table.command(first, "match resign", where=thread))
    version = (await table.bot.rt.svc.store.get_match(match_id)).version
    final = only_reply(await table.click(first, asked, f"x:{match_id}:{version}:y", where=thread))
    assert (await table.bot.rt.svc.store.get_match(match_id)).status == "finished"
    assert not final.ephemeral and not final.custom_ids()  # no button after the end
    assert list(final.files)[:2] == ["phone.png", "board.png"]
    assert image_of(final) == "attachment://phone.png"
    assert set(final.files) <= {"phone.png", "board.png", "race.png"}


async def test_a_match_not_started_has_no_board_to_show(table: Table) -> None:
    await table.command(ALICE, "match new", game="babel")
    thread = table.discord.threads[-1]
    rec = await table.bot.rt.svc.in_channel(str(thread))
    from tests.bot.test_origin import Place, press

    shown = answer_of(await press(table, ALICE, f"f:{rec.id}", Place(thread)))
    assert shown.ephemeral and not shown.files
    assert shown.content == tr("en", "bot.board.none")


# --- what is drawn -------------------------------------------------------------------------


def a_view(game_id: str) -> BaseModel:
    game = get_game(game_id)
    players = max(2, game.min_players)
    return game.view(game.setup(players, game.options(None), f"full-{game_id}"), None)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_draws_and_encodes_the_phone_picture_only(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = a_view(game_id)
    names = [f"P{i}" for i in range(5)]
    encoded: list[int] = []
    to_png = render.to_png

    def counted(img: Any) -> bytes:
        encoded.append(img.width)
        return to_png(img)

    monkeypatch.setattr(render, "to_png", counted)
    phone = render.draw_pictures(game_id, view, names, "en", False, "phone")
    assert [name for name, _png in phone] == ["phone.png"]
    assert len(encoded) == 1  # the board was not encoded, nor drawn where the game can help it
    board = render.draw_pictures(game_id, view, names, "en", False, "board")
    assert [name for name, _png in board] == ["board.png"]
    both = render.draw_pictures(game_id, view, names, "en", False, "both")
    assert [name for name, _png in both] == ["phone.png", "board.png"]
    assert both[0][1] == phone[0][1] and both[1][1] == board[0][1]


def test_a_game_without_a_phone_picture_posts_its_board(monkeypatch: pytest.MonkeyPatch) -> None:
    real = render._renderer("babel")
    monkeypatch.setattr(render, "_renderer", lambda _game: Renderer(board=real.board))
    drawn = render.draw_pictures("babel", a_view("babel"), ["A", "B"], "en", False, "phone")
    assert [name for name, _png in drawn] == ["board.png"]


# --- the cache -----------------------------------------------------------------------------


async def test_presses_during_a_drawing_wait_for_that_one_drawing() -> None:
    cache = BoardCache(size=2)
    started = asyncio.Event()
    release = asyncio.Event()

    async def draw() -> bytes:
        started.set()
        await release.wait()
        return b"board"

    presses = [asyncio.ensure_future(cache.get((1, 5, "en"), draw)) for _ in range(3)]
    await started.wait()
    release.set()
    assert await asyncio.gather(*presses) == [b"board"] * 3
    assert cache.drawn == 1


async def test_a_failed_drawing_is_forgotten_and_the_oldest_boards_go_first() -> None:
    cache = BoardCache(size=2)
    calls: list[str] = []

    def drawing(png: bytes, fail: bool = False) -> Any:
        async def draw() -> bytes:
            calls.append(png.decode())
            if fail:
                raise RuntimeError("the picture process died")
            return png

        return draw

    with pytest.raises(RuntimeError):
        await cache.get((1, 1, "en"), drawing(b"a", fail=True))
    assert len(cache) == 0
    assert await cache.get((1, 1, "en"), drawing(b"a")) == b"a"  # tried again
    assert await cache.get((1, 2, "en"), drawing(b"b")) == b"b"
    assert await cache.get((1, 1, "en"), drawing(b"x")) == b"a"  # kept, and now the newest
    assert await cache.get((1, 3, "en"), drawing(b"c")) == b"c"  # (1, 2) goes
    assert await cache.get((1, 2, "en"), drawing(b"B")) == b"B"  # drawn again
    assert calls == ["a", "a", "b", "c", "B"]
    assert len(cache) == 2
