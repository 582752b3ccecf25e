"""Where the strong AI thinks: in its own processes, never on the event loop.

A strong decision searches for a second or more (``rules.core.search``); on a worker thread
it would hold the interpreter lock for most of that time and the loop would stutter. So the
bot gives the service a ``Thinker`` in ``process`` mode: a pool of ``processes`` worker
processes (default one), each deciding one move at a time; at most ``queue`` decisions wait
for one, more are refused at once (``ThinkerBusy``) and the AI job that asked runs again a
little later (its timer is stored; nothing is lost). Closing the thinker cancels what waits
and ends the processes: a decision cut short is made again by the AI job after a restart.

In ``inline`` mode (tests, the offline table, the arena) a decision is made where it is
asked for, searching the iterations its kind names: a time budget becomes iterations
(``AIKind.budget``), so the same seed plays the same move.

A worker gets the game's id, the position as JSON and a seed, and answers with the move as
JSON: nothing else crosses the process boundary.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import random
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Literal

from rules.core.game import Game
from rules.core.levels import STRONG, AIKind, choose, parse_kind
from rules.games import get_game

log = logging.getLogger("strategos.thinking")

Mode = Literal["process", "inline"]
QUEUE = 8  # decisions that may wait for a free process before more are refused
CAP_PER_SECOND = 50_000  # iterations a timed search may never pass (a runaway guard)


class ThinkerBusy(Exception):
    """Too many decisions wait already: the AI job asks again later."""


def is_slow(kind: str | None) -> bool:
    """Whether a seat's AI kind searches (is answered by the AI job, not within a move)."""
    return kind is not None and kind.partition(":")[0] == STRONG


def think(game_id: str, kind: str, state_json: str, seat: int, seed: str, timed: bool) -> Any:
    """A worker's decision: the move (as JSON) of ``kind`` for ``seat``. ``timed``: think
    for the kind's seconds by the clock (else its iterations, exactly)."""
    game = get_game(game_id)
    state = game.load_state(state_json)
    k = parse_kind(game, kind)
    return game.dump_action(move_of(game, k, state, seat, seed, timed))


def move_of(game: Game[Any, Any], k: AIKind, state: Any, seat: int, seed: str, timed: bool) -> Any:
    """``k``'s move, searched by the clock (``timed``) or by its iterations."""
    rng = random.Random(seed)
    if not timed or k.base != STRONG or k.iterations is not None:
        return choose(game, k, state, seat, rng)
    seconds = k.seconds or 1.0
    deadline = time.monotonic() + seconds
    stop: Callable[[int], bool] = lambda _i: time.monotonic() >= deadline  # noqa: E731
    return choose(game, k, state, seat, rng, stop=stop, cap=int(CAP_PER_SECOND * seconds))


def _warm() -> None:
    """A worker's first job: import every game, so the first decision is not slower."""
    get_game("babel")


class Thinker:
    """Makes the strong AI's decisions (see the module docstring)."""

    def __init__(self, mode: Mode = "inline", processes: int = 1, queue: int = QUEUE) -> None:
        self.mode: Mode = mode
        self.processes = max(1, processes)
        self.queue = queue
        self._pool: ProcessPoolExecutor | None = None
        self._waiting = 0
        self.decisions = 0  # asked for, for the tests

    def _ensure(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=self.processes,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_warm,
            )
        return self._pool

    async def decide(
        self, game: Game[Any, Any], kind: str, state: Any, seat: int, seed: str
    ) -> Any:
        """``kind``'s move for ``seat`` of ``state``."""
        try:
            if self.mode == "inline":
                return move_of(game, parse_kind(game, kind), state, seat, seed, timed=False)
            if self._waiting >= self.processes + self.queue:
                raise ThinkerBusy
            self._waiting += 1
            try:
                loop = asyncio.get_running_loop()
                raw = await loop.run_in_executor(
                    self._ensure(), think, game.id, kind, game.dump_state(state), seat, seed, True
                )
            except BrokenProcessPool:
                log.warning("a thinking process died; a new pool starts with the next decision")
                self._drop()
                raise ThinkerBusy from None
            finally:
                self._waiting -= 1
            return game.parse_action(raw)
        finally:
            self.decisions += 1

    def _drop(self) -> None:
        pool, self._pool = self._pool, None
        if pool is None:
            return
        workers = list(getattr(pool, "_processes", {}).values())  # to end a search under way
        pool.shutdown(wait=False, cancel_futures=True)
        for w in workers:
            if w.is_alive():
                w.terminate()

    def close(self) -> None:
        """Cancel what waits, end the processes (a search under way included)."""
        self._drop()
