"""Service refusals, localizable like rule errors (a message key plus parameters)."""

from __future__ import annotations

from rules.core.messages import Msg, Param


class ServiceError(Exception):
    """A request the service refuses: wrong match state, wrong user, a stale view."""

    def __init__(self, key: str, **params: Param) -> None:
        self.msg = Msg(key=key, params=params)
        super().__init__(f"{key} {params}" if params else key)


class StaleView(ServiceError):
    """The player acted on an older position (a stale button, or someone moved first)."""


class AlreadyApplied(ServiceError):
    """This very request (the same Discord interaction) was applied before: it came twice."""

    def __init__(self, seq: int) -> None:
        super().__init__("service.error.already_applied")
        self.seq = seq


class RepeatedMove(ServiceError):
    """The player made exactly this move moments ago, and nothing happened in between but
    AI answers: most likely a retry of a request that was stored but never answered. The
    front end asks before applying it again; ``version`` is the position it was asked on."""

    def __init__(self, *, version: int, seq: int, at: float) -> None:
        super().__init__("service.error.repeated_move")
        self.version, self.seq, self.at = version, seq, at
