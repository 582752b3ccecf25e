"""Errors raised by the storage layer; the service maps them to player-facing messages."""

from __future__ import annotations


class StorageError(Exception):
    """Base class for every error the storage layer raises on purpose."""


class NotFound(StorageError):
    """The match (or seat) asked for does not exist."""


class StaleVersion(StorageError):
    """The match moved on since the caller read it: someone else wrote first.

    Nothing of the failed write is kept; the caller should re-read and decide again.
    """

    def __init__(self, match_id: int, expected: int, actual: int) -> None:
        super().__init__(
            f"match {match_id} is at version {actual}, not {expected}: the game moved on"
        )
        self.match_id = match_id
        self.expected = expected
        self.actual = actual


class ChannelBusy(StorageError):
    """The channel already has a match in the lobby or in play."""

    def __init__(self, channel: str, match_id: int) -> None:
        super().__init__(f"channel {channel} already has open match {match_id}")
        self.channel = channel
        self.match_id = match_id


class AlreadySeated(StorageError):
    """The user already holds a seat in this match."""

    def __init__(self, match_id: int, user: str) -> None:
        super().__init__(f"{user} is already seated in match {match_id}")
        self.match_id = match_id
        self.user = user


class DuplicateRequest(StorageError):
    """An action carrying this request id is already stored: the request was applied once."""

    def __init__(self, match_id: int, request_id: str) -> None:
        super().__init__(f"request {request_id} was already applied to match {match_id}")
        self.match_id = match_id
        self.request_id = request_id


class StaleRating(StorageError):
    """A rating changed since the caller read it (another match of the same player was
    rated first): nothing was written; read the ratings again and rate anew."""

    def __init__(self, match_id: int) -> None:
        super().__init__(f"a rating of a player of match {match_id} changed meanwhile")
        self.match_id = match_id
