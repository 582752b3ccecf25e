"""The match service: lobby, turn flow, AI seats, logs, turn clock and undo. No Discord imports.

Both front ends (the Discord bot and the offline table) are thin layers over it.
"""

from service.errors import ServiceError
from service.matches import (
    ActResult,
    LogLine,
    MatchService,
    Notice,
    StatusInfo,
    UndoStatus,
    name_players,
    player,
)
from service.settings import MatchSettings, TimeoutAction, UserSettings

__all__ = [
    "ActResult",
    "LogLine",
    "MatchService",
    "MatchSettings",
    "Notice",
    "ServiceError",
    "StatusInfo",
    "TimeoutAction",
    "UndoStatus",
    "UserSettings",
    "name_players",
    "player",
]
