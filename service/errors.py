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
