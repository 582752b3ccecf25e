"""Persistence for matches behind the ``Store`` repository: SQLite (aiosqlite, the default)
or PostgreSQL (asyncpg), chosen by ``open_store`` (``storage.factory``) from the location
(``STRATEGOS_DB``)."""

from storage.errors import (
    AlreadySeated,
    ChannelBusy,
    DuplicateRequest,
    NotFound,
    StaleVersion,
    StorageError,
)
from storage.factory import open_store
from storage.models import (
    MATCH_STATUSES,
    OPEN_STATUSES,
    ActionRecord,
    MatchRecord,
    MatchStatus,
    OutboxRecord,
    SeatRecord,
    TimerRecord,
)
from storage.repository import MatchSnapshot, OutboxItem, Store, TimerPlan

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
    "OutboxItem",
    "OutboxRecord",
    "SeatRecord",
    "StaleVersion",
    "StorageError",
    "Store",
    "TimerPlan",
    "TimerRecord",
    "open_store",
]
