"""Changing a match's settings and a player's own (time zone, quiet hours, language)."""

from __future__ import annotations

from typing import Any

from rules.games import get_game
from service.errors import ServiceError, StaleView
from service.schedule import Scheduling
from service.settings import (
    MATCH_SETTING_KEYS,
    PLAYER_SETTING_KEYS,
    USER_SETTING_KEYS,
    MatchSettings,
    UserSettings,
    merged,
)
from storage import StaleVersion


class Preferences(Scheduling):
    """Reading and changing match and user settings."""

    async def match_settings(self, match_id: int) -> MatchSettings:
        return MatchSettings.of((await self.store.get_match(match_id)).settings)

    async def update_match_settings(
        self, match_id: int, user: str, changes: dict[str, Any], *, is_admin: bool = False
    ) -> MatchSettings:
        """Change a match's settings (see ``service.settings`` for who may change what).

        A change of the turn clock (reminder, timeout or its action) re-arms the timers of
        whoever is to act now, counting from this moment."""
        for _ in range(5):  # settings do not depend on the position: retry a race
            rec = await self.store.get_match(match_id)
            if rec.status not in ("lobby", "active"):
                raise ServiceError("service.error.already_over")
            seats = await self.store.seats(match_id)
            if user != rec.creator and not is_admin:
                seated = any(s.user == user for s in seats)
                if not seated or not set(changes) <= PLAYER_SETTING_KEYS:
                    raise ServiceError("service.error.settings_forbidden")
            current = MatchSettings.of(rec.settings)
            new: MatchSettings = merged(MatchSettings, current, changes, MATCH_SETTING_KEYS)
            if new == current:
                return new
            try:
                rec = await self.store.update_settings(
                    rec.id,
                    expected_version=rec.version,
                    settings={**rec.settings, **new.model_dump(mode="json")},
                    now=self.clock(),
                )
            except StaleVersion:
                continue
            clock_changed = any(
                getattr(new, k) != getattr(current, k)
                for k in ("reminder_hours", "timeout_hours", "timeout_action")
            )
            if clock_changed and rec.status == "active" and rec.state is not None:
                game = get_game(rec.game)
                state = game.load_state(rec.state)
                active = game.active_seats(state)
                await self._schedule(rec, seats, game, active, state, set(active))
            return new
        raise StaleView("service.error.lobby_changed")

    async def update_user_settings(self, user: str, changes: dict[str, Any]) -> UserSettings:
        """Change the user's own settings (time zone, quiet hours, language). They apply to
        reminders and timeouts set from now on."""
        current = await self.user_settings(user)
        new: UserSettings = merged(UserSettings, current, changes, USER_SETTING_KEYS)
        if new != current:
            await self._save_prefs(user, new)
        return new
