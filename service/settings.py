"""Per-match and per-user settings: validated pydantic models over the store's JSON.

``MatchSettings`` lives in the match's ``settings`` JSON column next to the service's own
bookkeeping (a pending undo, timeout claims), which the model ignores. ``UserSettings`` is
one JSON object per user in the settings table (scope ``user:<id>``, key ``prefs``).

Who may change what (enforced by the service, documented here):

- ``language`` (the language of the match's channel posts) and ``pictures`` (when the board
  pictures are posted): the creator, a moderator, or any seated player; they are
  presentation only.
- ``reminder_hours``, ``timeout_hours``, ``timeout_action``: the creator or a moderator; a
  change re-arms the turn clock of whoever is to act now, counting from the change.
- ``forced_grace``: the creator or a moderator; seconds before a player's only legal move
  is played for them (0: never). A change applies from the next move.
- ``stand_in``: the creator or a moderator; the AI level (easy, normal, strong) that plays
  a late player's turn when the timeout action is ``ai``.
- ``ai_seconds``: the creator or a moderator; how long the strong AI thinks a move (its
  seats and the strong stand-in), from the next move.
- User settings: only the user; ``vacation_since`` only through the vacation command.
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from rules.core.levels import DEFAULT_SECONDS, LEVELS
from service.errors import ServiceError

Language = Literal["en", "el", "it"]
LANGUAGES: tuple[str, ...] = ("en", "el", "it")

HOUR = 3600.0
MIN_REMINDER_HOURS = 1.0
MAX_REMINDER_HOURS = 30 * 24.0
MIN_TIMEOUT_HOURS = 1.0
MAX_TIMEOUT_HOURS = 60 * 24.0
FORCED_GRACE = 30  # seconds, by default, before a player's only legal move is played for them
MAX_FORCED_GRACE = 3600
MIN_AI_SECONDS = 0.5  # how long the strong AI may be asked to think a move ...
MAX_AI_SECONDS = 10.0  # ... (its own budget, ``strong:2s``, is kept when a seat names one)


class TimeoutAction(StrEnum):
    """What happens when a player's turn time runs out."""

    REMIND = "remind"  # only remind them (and tell the table)
    CLAIM = "claim"  # the opponents may claim the win
    AI = "ai"  # the match's stand-in AI (``stand_in``, the heuristic unless chosen) plays it


class PictureTiming(StrEnum):
    """When the state message carries the board pictures (its text goes out after every
    action either way)."""

    EVERY = "every"  # after every action
    TURN = "turn"  # when the turn passes to another player, and when the match ends


class StandIn(StrEnum):
    """The AI level that plays a late player's turn (``TimeoutAction.AI``): the lobby's
    words for the random, heuristic and searching AIs."""

    EASY = "easy"
    NORMAL = "normal"
    STRONG = "strong"

    @property
    def kind(self) -> str:
        return LEVELS[self.value]


class MatchSettings(BaseModel):
    """A match's time, language and picture settings (defaults apply to every new match)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    language: Language = "en"
    reminder_hours: float | None = Field(default=24.0, ge=MIN_REMINDER_HOURS, le=MAX_REMINDER_HOURS)
    timeout_hours: float | None = Field(default=72.0, ge=MIN_TIMEOUT_HOURS, le=MAX_TIMEOUT_HOURS)
    timeout_action: TimeoutAction = TimeoutAction.REMIND
    pictures: PictureTiming = PictureTiming.EVERY
    forced_grace: int = Field(default=FORCED_GRACE, ge=0, le=MAX_FORCED_GRACE)
    stand_in: StandIn = StandIn.NORMAL
    ai_seconds: float = Field(default=DEFAULT_SECONDS, ge=MIN_AI_SECONDS, le=MAX_AI_SECONDS)

    @classmethod
    def of(cls, stored: dict[str, Any]) -> MatchSettings:
        """The settings held in a match's JSON; values that no longer validate fall back to
        the defaults rather than break a running match."""
        try:
            return cls.model_validate(stored)
        except ValidationError:
            fields = {k: v for k, v in stored.items() if k in cls.model_fields}
            good: dict[str, Any] = {}
            for key, value in fields.items():
                try:
                    cls.model_validate({key: value})
                except ValidationError:
                    continue
                good[key] = value
            return cls.model_validate(good)


MATCH_SETTING_KEYS: tuple[str, ...] = tuple(MatchSettings.model_fields)
PLAYER_SETTING_KEYS: frozenset[str] = frozenset({"language", "pictures"})  # any seated player


class UserSettings(BaseModel):
    """A user's time zone, quiet hours, vacation and preferred language.

    Quiet hours run from ``quiet_start:00`` to ``quiet_end:00`` local time and may wrap
    midnight (22 → 7). They apply only when both ends are set.
    """

    model_config = ConfigDict(extra="ignore", frozen=True)

    timezone: str = "UTC"
    quiet_start: int | None = Field(default=None, ge=0, le=23)
    quiet_end: int | None = Field(default=None, ge=0, le=23)
    vacation_since: float | None = None
    locale: Language | None = None

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        zone_of(value)
        return value

    @property
    def zone(self) -> ZoneInfo:
        return zone_of(self.timezone)

    @property
    def quiet(self) -> tuple[int, int] | None:
        if self.quiet_start is None or self.quiet_end is None:
            return None
        if self.quiet_start == self.quiet_end:
            return None
        return (self.quiet_start, self.quiet_end)

    @property
    def on_vacation(self) -> bool:
        return self.vacation_since is not None

    def is_quiet(self, t: float) -> bool:
        quiet = self.quiet
        if quiet is None:
            return False
        start, end = quiet
        hour = dt.datetime.fromtimestamp(t, self.zone).hour
        return start <= hour < end if start < end else hour >= start or hour < end

    def after_quiet(self, t: float) -> float:
        """``t`` itself, or the end of the quiet period that ``t`` falls in."""
        if not self.is_quiet(t):
            return t
        assert self.quiet is not None
        end = self.quiet[1]
        local = dt.datetime.fromtimestamp(t, self.zone)
        day = local.date()
        for _ in range(3):
            candidate = dt.datetime(day.year, day.month, day.day, end, tzinfo=self.zone)
            if candidate.timestamp() > t:
                return candidate.timestamp()
            day += dt.timedelta(days=1)
        return t  # unreachable: the end hour comes within a day


USER_SETTING_KEYS: tuple[str, ...] = ("timezone", "quiet_start", "quiet_end", "locale")


def zone_of(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(f"unknown time zone {name!r}") from None


# The refusal for an invalid value, by field: what a player can do instead is in the text.
_FIELD_ERRORS: dict[str, tuple[str, dict[str, Any]]] = {
    "language": ("service.error.bad_language", {"known": list(LANGUAGES)}),
    "locale": ("service.error.bad_language", {"known": list(LANGUAGES)}),
    "reminder_hours": (
        "service.error.bad_reminder_hours",
        {"min": int(MIN_REMINDER_HOURS), "max": int(MAX_REMINDER_HOURS)},
    ),
    "timeout_hours": (
        "service.error.bad_timeout_hours",
        {"min": int(MIN_TIMEOUT_HOURS), "max": int(MAX_TIMEOUT_HOURS)},
    ),
    "timeout_action": (
        "service.error.bad_timeout_action",
        {"known": [a.value for a in TimeoutAction]},
    ),
    "pictures": (
        "service.error.bad_pictures",
        {"known": [p.value for p in PictureTiming]},
    ),
    "forced_grace": ("service.error.bad_forced_grace", {"max": MAX_FORCED_GRACE}),
    "stand_in": ("service.error.bad_stand_in", {"known": [s.value for s in StandIn]}),
    "ai_seconds": (
        "service.error.bad_ai_seconds",
        {"min": MIN_AI_SECONDS, "max": MAX_AI_SECONDS},
    ),
    "timezone": ("service.error.bad_timezone", {}),
    "quiet_start": ("service.error.bad_quiet_hours", {}),
    "quiet_end": ("service.error.bad_quiet_hours", {}),
}


def merged(
    model: type[MatchSettings] | type[UserSettings],
    current: BaseModel,
    changes: dict[str, Any],
    allowed: tuple[str, ...],
) -> Any:
    """``current`` with ``changes`` applied and validated, or a ``ServiceError`` naming the
    first bad field."""
    for key in changes:
        if key not in allowed:
            if key == "vacation_since":
                raise ServiceError("service.error.setting_use_vacation")
            raise ServiceError("service.error.setting_unknown", name=key, known=list(allowed))
    data = {**current.model_dump(mode="json"), **changes}
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        field = str(exc.errors()[0]["loc"][0]) if exc.errors()[0]["loc"] else ""
        key, params = _FIELD_ERRORS.get(field, ("service.error.setting_unknown", {}))
        value = changes.get(field, "")
        raise ServiceError(key, name=field, value=str(value), **params) from None
