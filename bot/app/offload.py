"""CPU work of an interaction, kept off the event loop when it is long enough to matter.

The event loop answers every interaction (and arms each one's deferral, ``bot/app/answer.py``);
while it computes legal moves, labels a panel or draws a board, nothing else is answered. So
that work runs on a worker thread (``asyncio.to_thread``). A thread hop costs about 0.1 ms
(80 µs at the median on a quiet machine, more under load), more than some of the work itself
(a Babel panel is labelled in 0.3 ms), so ``Offload`` remembers what each kind of work recently
cost and runs the kinds known to be shorter than ``inline_below`` in place. A kind never seen
before goes to a thread: the first call of a heavy kind never blocks the loop.

Worker threads still share the interpreter lock with the loop, but the loop takes it back
within ``sys.getswitchinterval()`` (5 ms) of waking up; ``strategos bench`` reports the loop's
lag while AI turns and pictures run (``loop_lag``).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

INLINE_BELOW = 0.001  # seconds: a kind of work that recently took less runs on the loop
WEIGHT = 0.3  # how much the latest run counts in a kind's remembered cost


class Offload:
    """Runs CPU work on a worker thread unless that kind of work is known to be short."""

    def __init__(self, inline_below: float = INLINE_BELOW) -> None:
        self.inline_below = inline_below
        self.cost: dict[str, float] = {}  # kind -> recent cost in seconds (moving average)
        self.threaded = 0  # calls sent to a thread, and run in place (for tests and figures)
        self.inline = 0

    def _note(self, kind: str, took: float) -> None:
        before = self.cost.get(kind)
        self.cost[kind] = took if before is None else before + WEIGHT * (took - before)

    async def run(self, kind: str, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
        """``fn(*args, **kwargs)``: in place when ``kind`` costs less than ``inline_below``,
        otherwise on a worker thread; either way its cost is remembered for the next call."""
        known = self.cost.get(kind)
        if known is not None and known < self.inline_below:
            self.inline += 1
            t0 = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                self._note(kind, time.perf_counter() - t0)

        def timed() -> tuple[T, float]:
            t0 = time.perf_counter()
            out = fn(*args, **kwargs)
            return out, time.perf_counter() - t0

        self.threaded += 1
        out, took = await asyncio.to_thread(timed)
        self._note(kind, took)
        return out
