"""Every failure becomes one short, localized, ephemeral sentence that says what to do next.

Rule and service errors carry their own message (a catalog key and parameters). Discord's own
check and conversion errors get ours. Anything unexpected gets a generic apology with a short
reference that is also in the log, never a stack trace.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.app.i18n import msg, tr
from rules.core import RuleError
from service import ServiceError
from storage import NotFound, StaleVersion


class MoveSaved(Exception):
    """The move is stored, but the board that follows it could not be posted."""


class BotError(Exception):
    """A refusal from the Discord layer itself (permissions, wrong place)."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key, self.params = key, params


def describe_error(exc: BaseException, locale: str, ref: str) -> tuple[str, bool]:
    """(text for the player, whether the error was an expected refusal)."""
    if isinstance(exc, app_commands.CommandInvokeError):
        exc = exc.original
    if isinstance(exc, BotError):
        return tr(locale, exc.key, **exc.params), True
    if isinstance(exc, (RuleError, ServiceError)):
        return msg(locale, exc.msg), True
    if isinstance(exc, StaleVersion):
        return tr(locale, "service.error.moved_on"), True
    if isinstance(exc, NotFound):
        return tr(locale, "bot.error.no_match"), True
    if isinstance(exc, MoveSaved):
        return tr(locale, "bot.error.saved_not_shown"), False
    if isinstance(exc, app_commands.TransformerError):
        return tr(locale, "bot.error.bad_option", value=str(exc.value)[:100]), True
    if isinstance(exc, app_commands.MissingPermissions | app_commands.CheckFailure):
        return tr(locale, "bot.error.forbidden"), True
    if isinstance(exc, discord.Forbidden):
        return tr(locale, "bot.error.bot_permissions"), True
    if isinstance(exc, app_commands.CommandNotFound):
        return tr(locale, "bot.error.unknown_command"), True
    return tr(locale, "bot.error.unexpected", ref=ref), False
