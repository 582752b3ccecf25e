"""Rule errors: every refusal carries a message key a player can act on.

The hierarchy follows python-chess's split between an action that cannot be parsed
(``InvalidAction``), one that parses but the rules forbid (``IllegalAction``) and one
from a seat that may not act now (``NotYourTurn``).
"""

from __future__ import annotations

from rules.core.messages import Msg, Param


class RuleError(Exception):
    """Base of every refusal by a rules engine. ``msg`` is the localizable reason."""

    def __init__(self, key: str, **params: Param) -> None:
        self.msg = Msg(key=key, params=params)
        super().__init__(f"{key} {params}" if params else key)


class InvalidAction(RuleError):
    """The action is malformed: unknown type, missing or wrong field."""


class IllegalAction(RuleError):
    """The action is well-formed but the rules forbid it in this position."""


class NotYourTurn(RuleError):
    """The seat may not act now (another player's turn, or an interrupt elsewhere)."""


class GameOver(IllegalAction):
    """The match has ended; nothing more can be played."""
