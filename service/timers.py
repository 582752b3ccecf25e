"""The timer dispatcher: fires reminders and timeouts when they fall due, in one loop.

It asks the service to fire every due timer (so timers that fell due while the bot was down
fire at start-up), hands the notices to the front end, then sleeps until the earliest timer
left, or until ``wake()`` says a timer changed. The clock and the sleep are injected, so tests
run it without real waiting. No Discord here: ``notify`` is the front end's business.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

from service.matches import MatchService, Notice

log = logging.getLogger(__name__)

ERROR_BACKOFF = 60.0  # seconds to wait after the store itself failed, before trying again

Notify = Callable[[list[Notice]], Awaitable[None]]


class TimerDispatcher:
    """Runs ``svc.fire_due`` whenever a timer falls due; see the module docstring.

    Unless the service already has an ``on_timers_changed`` hook, the dispatcher installs its
    own ``wake`` there, so a move that sets an earlier timer wakes it up.
    """

    def __init__(
        self,
        svc: MatchService,
        *,
        clock: Callable[[], float] = time.time,
        sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
        notify: Notify,
    ) -> None:
        self.svc = svc
        self.clock = clock
        self.sleep = sleep
        self.notify = notify
        self._wake = asyncio.Event()
        self._stopped = False
        self.running = False
        if svc.on_timers_changed is None:
            svc.on_timers_changed = self.wake

    def wake(self) -> None:
        """A timer changed: look again for the earliest one (safe from any coroutine)."""
        self._wake.set()

    def stop(self) -> None:
        """End ``run`` after the current step; it returns cleanly."""
        self._stopped = True
        self._wake.set()

    async def run(self) -> None:
        self.running = True
        try:
            while not self._stopped:
                # Cleared before looking, so a wake() during the step is not lost.
                self._wake.clear()
                delay = await self.step()
                if self._stopped:
                    break
                await self._wait(delay)
        finally:
            self.running = False

    async def step(self) -> float | None:
        """Fire what is due and post it; the seconds until the next timer (None: none)."""
        try:
            notices = await self.svc.fire_due(self.clock())
        except Exception:
            log.exception("firing due timers failed; trying again in %ss", ERROR_BACKOFF)
            return ERROR_BACKOFF
        if notices:
            try:
                await self.notify(notices)
            except Exception:
                log.exception("posting %d timer notices failed", len(notices))
        try:
            nxt = await self.svc.store.next_timer()
        except Exception:
            log.exception("reading the next timer failed; trying again in %ss", ERROR_BACKOFF)
            return ERROR_BACKOFF
        return None if nxt is None else max(0.0, nxt.due_at - self.clock())

    async def _wait(self, delay: float | None) -> None:
        woken = asyncio.ensure_future(self._wake.wait())
        if delay is None:
            await woken
            return
        slept = asyncio.ensure_future(self.sleep(delay))
        try:
            await asyncio.wait({woken, slept}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (woken, slept):
                if not task.done():
                    task.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await task
