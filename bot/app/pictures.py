"""Where the state message's pictures are drawn: in a worker process, or on a worker thread.

A board takes tens to hundreds of milliseconds of Python and Pillow to draw. On a worker
thread it holds the interpreter lock most of that time, and the event loop, waking to answer
an interaction or to fire a deferral, waits for the lock: at least up to
``sys.getswitchinterval()`` (5 ms) each time, longer when several threads want it. With all
five games played against the AI on one loop (``python -m bench.loop_lag --seconds 8``, a
loaded 2-core machine) the loop woke late by p99 67 ms, max 146 ms with the pictures on a
thread, and by 23 ms / 43 ms with them in a process.

So the bot (``strategos run``) draws in one worker process (``STRATEGOS_PICTURES=process``,
its default): started with the bot by ``spawn`` (never a fork of a process whose threads may
hold locks) and warmed there, so the map layouts are ready before the first board. Views are
small to send (2-3 kB pickled, 0.1 ms) and the PNGs come back as bytes. A process that died
(killed for memory, say) is replaced at the next picture, and the picture that found it dead
is drawn on a thread; after three deaths in a row (a process that cannot start at all, say a
main module that spawn cannot import) the pictures stay on a thread. The process holds
about 200 MB once it has drawn every game. ``thread`` mode (``Runtime``'s default: tests,
the benchmark's post latency, one-off scripts) draws on a worker thread as before, with
nothing to start.

A move's post draws the phone picture alone; the whole board is drawn when someone presses
the post's "Full board" button, and kept a while in a ``BoardCache`` by (match, version,
language), so a position's board is drawn once however many press.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from collections import OrderedDict
from collections.abc import Callable, Coroutine, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from bot.render import Drawn

log = logging.getLogger("strategos.bot")

Mode = Literal["process", "thread"]
GIVE_UP = 3  # picture processes dying in a row after which the pictures go to a thread


class Pictures:
    """Draws a state message's pictures off the event loop (see the module docstring)."""

    def __init__(self, mode: Mode = "thread") -> None:
        self.mode: Mode = mode
        self._pool: ProcessPoolExecutor | None = None
        self._deaths = 0  # picture processes that died in a row

    def _ensure(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn")
            )
        return self._pool

    def _drop(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    async def _run(self, fn: Any, *args: Any) -> Any:
        if self.mode == "process":
            try:
                out = await asyncio.get_running_loop().run_in_executor(self._ensure(), fn, *args)
                self._deaths = 0
                return out
            except BrokenProcessPool:
                self._drop()
                self._deaths += 1
                if self._deaths >= GIVE_UP:  # it cannot start here: stop paying for tries
                    self.mode = "thread"
                    log.error(
                        "the picture process died %d times in a row; drawing on a "
                        "worker thread from now on",
                        self._deaths,
                    )
                else:
                    log.warning("the picture process died; a new one starts with the next one")
        return await asyncio.to_thread(fn, *args)

    async def warm(self) -> list[tuple[str, str]]:
        """Lay out every map side where the pictures are drawn (start the process first)."""
        from bot.render import warm_up

        warmed: list[tuple[str, str]] = await self._run(warm_up)
        return warmed

    async def draw(
        self,
        game_id: str,
        view: Any,
        names: Sequence[str],
        locale: str,
        *,
        race: bool,
        what: Drawn = "both",
    ) -> list[tuple[str, bytes]]:
        """``bot.render.draw_pictures``: (file name, PNG bytes) of each picture."""
        from bot.render import draw_pictures

        drawn: list[tuple[str, bytes]] = await self._run(
            draw_pictures, game_id, view, list(names), locale, race, what
        )
        return drawn

    def close(self) -> None:
        """Stop the worker process (pictures asked for later start a new one)."""
        self._drop()


BoardKey = tuple[int, int, str]  # (match, version, locale)


class BoardCache:
    """The whole boards the "Full board" button showed lately, by (match, version, locale):
    many presses on one position cost one drawing. What is kept is the drawing itself (a
    task), so presses that come while it is drawn wait for the same one; a drawing that
    failed is forgotten, so the next press tries again. The least recently used go first
    beyond ``size`` (a board is a few hundred kB)."""

    def __init__(self, size: int = 16) -> None:
        self.size = size
        self.drawn = 0  # drawings started (the rest were answered from the cache)
        self._kept: OrderedDict[BoardKey, asyncio.Task[bytes]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    async def get(self, key: BoardKey, draw: Callable[[], Coroutine[Any, Any, bytes]]) -> bytes:
        """The board of ``key``: kept, or drawn now by ``draw`` (and kept)."""
        task = self._kept.get(key)
        if task is None or (task.done() and (task.cancelled() or task.exception() is not None)):
            task = asyncio.get_running_loop().create_task(draw())
            task.add_done_callback(_seen)  # a failure nobody waits for any more is not logged
            self.drawn += 1
            self._kept[key] = task
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
        self._kept.move_to_end(key)
        try:
            # shielded: a press whose answer was given up on leaves the drawing to the others
            return await asyncio.shield(task)
        except Exception:
            if self._kept.get(key) is task:
                del self._kept[key]
            raise


def _seen(task: asyncio.Task[bytes]) -> None:
    if not task.cancelled():
        task.exception()
