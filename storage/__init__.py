"""Persistence for matches: SQLite via aiosqlite behind the ``Store`` repository."""

from storage.errors import (
    AlreadySeated,
    ChannelBusy,
    DuplicateRequest,
    NotFound,
    StaleVersion,
    StorageError,
)
from storage.models import (
    MATCH_STATUSES,
    OPEN_STATUSES,
    ActionRecord,
    MatchRecord,
    MatchStatus,
    SeatRecord,
    TimerRecord,
)
from storage.repository import MatchSnapshot, Store

__all__ = [
    "MATCH_STATUSES",
    "OPEN_STATUSES",
    "ActionRecord",
    "AlreadySeated",
    "ChannelBusy",
    "DuplicateRequest",
    "MatchRecord",
    "MatchSnapshot",
    "MatchStatus",
    "NotFound",
    "SeatRecord",
    "StaleVersion",
    "StorageError",
    "Store",
    "TimerRecord",
]
