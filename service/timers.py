"""The timer dispatcher: fires reminders and timeouts when they fall due, in one loop.

It asks the service to fire every due timer (so timers that fell due while the bot was down
fire at start-up), hands the notices to the front end, then sleeps until the earliest timer
left, or until ``wake()`` says a timer changed. Several processes may share one database
(sharded bots): the service claims each due timer for a lease before firing it, so exactly
one process fires it, and a process that dies holding timers loses them to the others when
the lease runs out (``poll`` makes each process look again now and then). The clock and
the sleep are injected, so tests run it without real waiting. No Discord here: ``notify``
is the front end's business.

It also delivers the outbox (``service.posts``): what a timer, a move or an AI job must tell
a channel is stored with that change, and a notice the dispatcher posts carries the keys of
its rows. ``notify`` returns the notices it could not post (or raises, and then all count as
not posted). A posted notice's rows are marked done; a failed one's are given back with a
back-off (``POST_RETRY`` seconds, twice as long after each failure, ``POST_ATTEMPTS`` in
all), and every step's outbox pass (``svc.claim_posts``) posts what is left: rows given
back, and rows whose writer died before posting them (their hold runs out). A notice with
no stored row (the service's outbox turned off) is retried from memory in the same rhythm.
Nothing stops the loop but ``stop()``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from service.matches import MatchService, Notice

log = logging.getLogger(__name__)

ERROR_BACKOFF = 60.0  # seconds to wait after the store itself failed, before trying again
NOTICE_RETRY = 30.0  # seconds before the first new attempt at a notice that was not posted
NOTICE_ATTEMPTS = 6  # attempts at one notice (30 s … 16 min apart) before giving up
OUTBOX_BATCH = 50  # matches whose posts one outbox pass takes; a full batch: look again at once

# Posts notices; returns those it could not post (None or empty: all were posted).
Notify = Callable[[list[Notice]], Awaitable[Sequence[Notice] | None]]


@dataclass
class _Retry:
    notice: Notice
    attempts: int  # failed attempts so far
    due: float


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
        poll: float | None = None,
    ) -> None:
        self.svc = svc
        # Longest sleep (seconds). Only this process's moves wake the dispatcher, so when
        # several processes share the database it must look now and then for timers the
        # others set, or left behind when they died; None sleeps until the next timer.
        self.poll = poll
        self.clock = clock
        self.sleep = sleep
        self.notify = notify
        self._wake = asyncio.Event()
        self._retries: list[_Retry] = []
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

    @property
    def waiting_notices(self) -> list[Notice]:
        """Notices that failed to post and wait for another attempt."""
        return [r.notice for r in self._retries]

    def retry_later(self, notices: Sequence[Notice], *, attempts: int = 1) -> None:
        """Try these notices again later (the front end could not post them just now)."""
        now = self.clock()
        for notice in notices:
            if attempts >= NOTICE_ATTEMPTS:
                log.error(
                    "gave up posting a %s notice for match %s in channel %s after %d attempts",
                    notice.kind,
                    notice.match.id,
                    notice.channel,
                    attempts,
                )
                continue
            due = now + NOTICE_RETRY * 2 ** (attempts - 1)
            self._retries.append(_Retry(notice, attempts, due))
        if notices:
            self._wake.set()

    async def run(self) -> None:
        self.running = True
        try:
            while not self._stopped:
                # Cleared before looking, so a wake() during the step is not lost.
                self._wake.clear()
                try:
                    delay = await self.step()
                except Exception:  # step guards itself; this is the last line of defence
                    log.exception("the timer step failed; trying again in %ss", ERROR_BACKOFF)
                    delay = ERROR_BACKOFF
                if self._stopped:
                    break
                await self._wait(delay)
        finally:
            self.running = False

    async def step(self) -> float | None:
        """Fire what is due and post it, and post again the notices whose retry is due;
        the seconds until the next timer or retry (None: nothing waits)."""
        try:
            notices = await self.svc.fire_due(self.clock())
        except Exception:
            log.exception("firing due timers failed; trying again in %ss", ERROR_BACKOFF)
            return ERROR_BACKOFF
        if notices:
            await self._post(notices, attempts=0)
        more = False
        try:
            pending = await self.svc.claim_posts(self.clock(), limit=OUTBOX_BATCH)
        except Exception:
            log.exception("claiming outbox posts failed; trying again in %ss", ERROR_BACKOFF)
            pending = []
        if pending:
            more = len({n.match.id for n in pending}) >= OUTBOX_BATCH
            await self._post(pending, attempts=0)
        now = self.clock()
        due = [r for r in self._retries if r.due <= now]
        self._retries = [r for r in self._retries if r.due > now]
        for attempts in sorted({r.attempts for r in due}):
            await self._post([r.notice for r in due if r.attempts == attempts], attempts=attempts)
        try:
            # a timer another process holds counts from when its lease runs out
            nxt = await self.svc.store.next_claim_at()
            nxt_post = await self.svc.store.next_outbox_at()
        except Exception:
            log.exception("reading the next timer failed; trying again in %ss", ERROR_BACKOFF)
            return ERROR_BACKOFF
        if more:
            return 0.0
        wakes = [r.due for r in self._retries]
        wakes += [t for t in (nxt, nxt_post) if t is not None]
        delay = None if not wakes else max(0.0, min(wakes) - self.clock())
        if self.poll is not None and (delay is None or delay > self.poll):
            delay = self.poll
        return delay

    async def _post(self, notices: list[Notice], *, attempts: int) -> None:
        """Hand notices to the front end. A posted notice's outbox rows are done; what it
        could not post is given back to the outbox (or, with no stored row, kept in memory)
        for a retry."""
        try:
            failed = list(await self.notify(notices) or [])
        except Exception:
            log.exception("posting %d timer notices failed; they will be tried again", len(notices))
            failed = notices
        failed_ids = {id(n) for n in failed}
        try:
            await self.svc.posted([k for n in notices if id(n) not in failed_ids for k in n.keys])
            for n in failed:
                await self.svc.unposted(n.keys, attempts=n.attempts)
        except Exception:  # the rows stay held; their hold runs out and a pass takes them
            log.exception("recording which posts were made failed")
        keyless = [n for n in failed if not n.keys]
        if keyless:
            self.retry_later(keyless, attempts=attempts + 1)

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
