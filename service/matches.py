"""The match service's one public face: ``MatchService``, assembled from its parts, and the
types and helpers front ends import."""

from __future__ import annotations

from service.clock import Clock
from service.core import ActResult, ai_user, is_ai, name_players, player, public_record
from service.lobby import Lobby
from service.notices import NoticeMode, NoticePrefs, Notices
from service.play import MAX_AI_STEPS
from service.posts import Notice, NoticeKind
from service.records import Records
from service.undo import Undo, UndoStatus
from service.views import LogLine, MyMatch, StatusInfo, Views

__all__ = [
    "MAX_AI_STEPS",
    "ActResult",
    "LogLine",
    "MatchService",
    "MyMatch",
    "Notice",
    "NoticeKind",
    "NoticeMode",
    "NoticePrefs",
    "StatusInfo",
    "UndoStatus",
    "ai_user",
    "is_ai",
    "name_players",
    "player",
    "public_record",
]


class MatchService(Records, Lobby, Clock, Undo, Notices, Views):
    """The match service. ``on_timers_changed`` is called (synchronously) after the service
    set or dropped timers, so a dispatcher sleeping until the next one can look again.

    Its parts share one store and clock (``service.core.ServiceCore``): ``service.lobby``
    (create, join, add_ai, leave, start, abort), ``service.play`` (act, AI seats, resign),
    ``service.clock`` (timers firing, deadlines, claims, vacations) over ``service.schedule``
    (timer planning), ``service.undo``, ``service.preferences`` (match and user
    settings) under ``service.notices`` (direct messages by choice) and
    ``service.views`` (status, hand, log, digest)."""
