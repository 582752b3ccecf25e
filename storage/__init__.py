"""Persistence for matches behind the ``Store`` repository: SQLite (aiosqlite, the default)
or PostgreSQL (asyncpg), chosen by ``open_store`` (``storage.factory``) from the location
(``STRATEGOS_DB``)."""

from storage.errors import (
    AlreadySeated,
    ChannelBusy,
    DuplicateRequest,
    NotFound,
    StaleRating,
    StaleVersion,
    StorageError,
)
from storage.factory import open_store
from storage.models import (
    MATCH_STATUSES,
    OPEN_STATUSES,
    ActionRecord,
    FinishedMatch,
    MatchRecord,
    MatchStatus,
    OutboxRecord,
    RatingRecord,
    SeatRecord,
    TimerRecord,
    UserTimerRecord,
)
from storage.repository import MatchSnapshot, OutboxItem, RatingChange, Store, TimerPlan

__all__ = [
    "MATCH_STATUSES",
    "OPEN_STATUSES",
    "ActionRecord",
    "AlreadySeated",
    "ChannelBusy",
    "DuplicateRequest",
    "FinishedMatch",
    "MatchRecord",
    "MatchSnapshot",
    "MatchStatus",
    "NotFound",
    "OutboxItem",
    "OutboxRecord",
    "RatingChange",
    "RatingRecord",
    "SeatRecord",
    "StaleRating",
    "StaleVersion",
    "StorageError",
    "Store",
    "TimerPlan",
    "TimerRecord",
    "UserTimerRecord",
    "open_store",
]
