"""Keeping a match's timers in step with its position: whose reminder and deadline run, from
when."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from rules.core import Game
from rules.games import get_game
from service.core import ServiceCore, human_seats
from service.settings import HOUR, MatchSettings, UserSettings
from storage import MatchRecord, SeatRecord, TimerPlan


class Scheduling(ServiceCore):
    """Timer planning after a change of position (a move, an undo, new settings)."""

    async def _schedule(
        self,
        rec: MatchRecord,
        seats: Sequence[SeatRecord],
        game: Game[Any, Any],
        before: Collection[int],
        state: Any,
        restart: Collection[int],
    ) -> None:
        """Bring the match's timers in line after a change of position.

        ``before`` are the seats that were to act before the change, ``restart`` the seats
        handed the move during it (a new turn). A seat still to act that was not handed the
        move again keeps its timers: its time counts from when it became active. Costs
        nothing when the seats to act did not change, else one store transaction. (A move
        plans its timers with ``_plan_timers`` and stores them in its own transaction.)
        """
        finished = rec.status != "active"
        plan = await self._plan_timers(rec, seats, game, before, state, restart, finished=finished)
        if plan is None:
            return
        if finished:
            await self._clear_timers(rec.id)
            return
        written = await self.store.replace_timers(
            rec.id, keep_seats=plan.keep_seats, timers=plan.timers, expected_version=rec.version
        )
        if not written:  # someone moved (or changed settings) meanwhile: plan from now
            await self._reconcile_timers(rec.id)
            return
        self._timers_changed()

    async def _plan_timers(
        self,
        rec: MatchRecord,
        seats: Sequence[SeatRecord],
        game: Game[Any, Any],
        before: Collection[int],
        state: Any,
        restart: Collection[int],
        *,
        finished: bool,
    ) -> TimerPlan | None:
        """The timer change ``_schedule`` describes, to store (None: nothing changes). A
        finished match keeps no timer."""
        humans = human_seats(seats)
        if not humans:
            return None  # AI-only matches (selfplay) never have timers
        if finished:
            return TimerPlan(frozenset(), ())
        after_h = {s for s in game.active_seats(state) if s in humans}
        before_h = {s for s in before if s in humans}
        fresh = (after_h - before_h) | (after_h & set(restart))
        if after_h == before_h and not fresh:
            return None
        timers = await self._fresh_timers(rec, humans, fresh)
        return TimerPlan(frozenset(after_h - fresh), tuple(timers))

    async def _fresh_timers(
        self, rec: MatchRecord, humans: dict[int, str], seats: Collection[int]
    ) -> list[tuple[str, int | None, float]]:
        """A new turn's timers for each of ``seats`` whose player is not on vacation."""
        settings = MatchSettings.of(rec.settings)
        now = self.clock()
        timers: list[tuple[str, int | None, float]] = []
        for seat in sorted(seats):
            prefs = await self.user_settings(humans[seat])
            if not prefs.on_vacation:
                timers.extend(turn_timers(seat, prefs, settings, now))
        return timers

    async def _reconcile_timers(self, match_id: int) -> None:
        """Repair the timers from the stored position, when a race made the planned change
        stale: drop those of seats no longer to act, start a clock for seats to act that
        have none, and leave running clocks alone."""
        for _ in range(5):
            rec = await self.store.get_match(match_id)
            if rec.status != "active" or rec.state is None:
                await self._clear_timers(match_id)
                return
            humans = human_seats(await self.store.seats(match_id))
            game = get_game(rec.game)
            active = {s for s in game.active_seats(game.load_state(rec.state)) if s in humans}
            have = {t.seat for t in await self.store.match_timers(match_id)}
            missing = {
                seat
                for seat in active - have
                if not (await self.user_settings(humans[seat])).on_vacation
            }
            if have <= active and not missing:
                return
            timers = await self._fresh_timers(rec, humans, missing)
            if await self.store.replace_timers(
                match_id, keep_seats=active & have, timers=timers, expected_version=rec.version
            ):
                self._timers_changed()
                return


def turn_timers(
    seat: int,
    prefs: UserSettings,
    settings: MatchSettings,
    now: float,
    timeout_left: float | None = None,
) -> list[tuple[str, int | None, float]]:
    """The reminder and timeout of a seat whose turn (re)starts ``now``.

    Quiet hours: a reminder or a deadline that would fall in the player's quiet hours moves
    to their end, so nobody is pinged, or loses a game, while asleep."""
    timers: list[tuple[str, int | None, float]] = []
    if settings.reminder_hours is not None:
        timers.append(("reminder", seat, prefs.after_quiet(now + settings.reminder_hours * HOUR)))
    if settings.timeout_hours is not None:
        left = settings.timeout_hours * HOUR if timeout_left is None else timeout_left
        timers.append(("timeout", seat, prefs.after_quiet(now + left)))
    return timers
