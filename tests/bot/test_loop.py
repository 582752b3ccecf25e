"""The event loop never waits on CPU work: the AI's decisions, the state message's embed and
buttons, and the pictures run on other threads (or the picture process), so an interaction's
deferral goes out on time however long they take; ``Offload`` keeps work known to be short
on the loop; ``Pictures`` draws in a worker process when asked to."""

from __future__ import annotations

import asyncio
import os
import threading
import time
from typing import Any

import pytest

import bot.render as render
from bot.app.gameui import ui_for
from bot.app.offload import Offload
from bot.app.pictures import Pictures
from rules.games import get_game
from tests.bot.conftest import ALICE
from tests.bot.harness import DEADLINE, Table, answer_of, move_command

GAME = get_game("babel")


def burn(seconds: float) -> None:
    """CPU work, not a sleep: pure Python that holds the interpreter lock between switches."""
    end = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < end:
        n += 1


async def test_the_deferral_goes_out_on_time_while_the_ai_board_and_pictures_compute(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A move answered by the AI, whose decisions, summary and pictures burn CPU for 0.15 s
    a decision, 0.3 s and 1 s: every one of them runs off the loop's thread, and the deferral
    goes out well inside Discord's 3 s (the bot's deferral is due after 0.5 s here)."""
    loop_thread = threading.get_ident()
    ran: dict[str, set[int]] = {"ai": set(), "summary": set(), "pictures": set()}

    policy = GAME.ais["random"]

    def slow_ai(view: Any, legal: Any, rng: Any) -> Any:
        ran["ai"].add(threading.get_ident())
        burn(0.15)
        return policy(view, legal, rng)

    ui = ui_for("babel")
    summary = ui.summary

    def slow_summary(*args: Any) -> Any:
        ran["summary"].add(threading.get_ident())
        burn(0.3)
        return summary(*args)

    draw = render.draw_pictures

    def slow_pictures(*args: Any) -> Any:
        ran["pictures"].add(threading.get_ident())
        burn(1.0)
        return draw(*args)

    monkeypatch.setattr(ui, "summary", slow_summary)  # before the first state message
    await table.command(ALICE, "match new", game="babel")
    thread = table.discord.threads[-1]
    await table.command(ALICE, "match add-ai", where=thread, level="easy")
    await table.command(ALICE, "match start", where=thread)
    monkeypatch.setitem(GAME.ais, "random", slow_ai)
    monkeypatch.setattr(render, "draw_pictures", slow_pictures)
    svc = table.bot.rt.svc
    match_id = (await svc.in_channel(str(thread))).id
    mine = await svc.status(match_id, str(ALICE.id))
    assert mine.legal, "the AI moved first and handed the turn over"
    move = next((a for a in mine.legal if a.type == "end"), mine.legal[0])
    path, options = move_command(ui, move)
    for seen in ran.values():
        seen.clear()

    table.bot.rt.defer_after = 0.5
    table.discord.deadline = DEADLINE  # a first response after 3 s is refused, as Discord does
    sent = await table.command(ALICE, path, where=thread, **options)
    iid = int(table.last_payload["id"])
    defer = sent[0]
    assert defer.path.endswith("/callback") and defer.payload["type"] == 5, defer.payload
    took = defer.at - table.discord.arrived[iid]
    assert not defer.refused and took < 1.5, took  # due after 0.5 s; 2.5 s is the promise
    posted = answer_of(sent)
    assert posted.files and posted.at - table.discord.arrived[iid] > 1.0  # the work did run
    assert ran["summary"] and ran["pictures"]
    if (await svc.status(match_id)).match.version > mine.match.version + 1:
        assert ran["ai"]  # the AI answered the move
    assert loop_thread not in set().union(*ran.values()), ran


async def test_offload_keeps_short_work_on_the_loop_and_long_work_off_it() -> None:
    loop_thread = threading.get_ident()
    offload = Offload(inline_below=0.01)
    where: list[int] = []

    def quick() -> int:
        where.append(threading.get_ident())
        return 1

    def slow() -> int:
        where.append(threading.get_ident())
        burn(0.03)
        return 2

    assert await offload.run("quick", quick) == 1  # a kind never seen: on a thread
    assert await offload.run("quick", quick) == 1  # known to be short: in place
    assert where[0] != loop_thread and where[1] == loop_thread
    where.clear()
    for _ in range(3):
        assert await offload.run("slow", slow) == 2
    assert loop_thread not in where
    assert (offload.threaded, offload.inline) == (4, 1)

    def fails() -> None:
        raise ValueError("refused")

    with pytest.raises(ValueError, match="refused"):
        await offload.run("fails", fails)


async def test_pictures_in_process_mode_are_drawn_in_another_process() -> None:
    pictures = Pictures("process")
    try:
        other = await pictures._run(os.getpid)
        assert other != os.getpid()
        view = GAME.view(GAME.setup(2, GAME.options(), "pictures"), None)
        drawn = await pictures.draw("babel", view, ["Alice", "Bruno"], "en", race=True)
        names = [name for name, _png in drawn]
        assert "board.png" in names
        assert all(png.startswith(b"\x89PNG") for _name, png in drawn)
        # a process that died is replaced; the picture that found it dead is drawn here
        pool = pictures._pool
        assert pool is not None
        for process in list(pool._processes.values()):
            process.kill()
        await asyncio.sleep(0.2)
        again = await pictures.draw(
            "babel", view, ["Alice", "Bruno"], "en", race=False, what="phone"
        )
        assert [name for name, _png in again] == ["phone.png"]
        assert await pictures._run(os.getpid) not in (other, os.getpid())
    finally:
        pictures.close()


async def test_pictures_go_to_a_thread_for_good_when_the_process_cannot_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from concurrent.futures import Executor
    from concurrent.futures.process import BrokenProcessPool

    from bot.app import pictures as module

    class Broken(Executor):
        def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Any:
            raise BrokenProcessPool("cannot start")

    pictures = Pictures("process")
    monkeypatch.setattr(pictures, "_ensure", lambda: Broken())
    for _ in range(module.GIVE_UP - 1):
        assert await pictures._run(threading.get_ident) != threading.get_ident()
        assert pictures.mode == "process"  # a death or two: the process is tried again
    assert await pictures._run(threading.get_ident) != threading.get_ident()
    assert pictures.mode == "thread"
