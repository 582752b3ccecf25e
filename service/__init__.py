"""The match service: lobby, turn flow, AI seats, logs. No Discord imports.

Both front ends (the Discord bot and the offline table) are thin layers over it.
"""

from service.errors import ServiceError
from service.matches import ActResult, LogLine, MatchService, StatusInfo

__all__ = ["ActResult", "LogLine", "MatchService", "ServiceError", "StatusInfo"]
