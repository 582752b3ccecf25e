"""Words for Discord: replies in the caller's language, channel posts in the match's language,
and command names and descriptions localized through discord.py's ``Translator``.

Every command string is a catalog key (``cmd.<path>.name`` / ``cmd.<path>.desc``); the English
catalog gives the base name Discord stores, and Greek and Italian come as localizations.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from rules.core import Msg
from service import i18n

TRANSLATED = ("el", "it")  # Discord locales we send localizations for, besides the English base


def tr(locale: str, key: str, **params: Any) -> str:
    return i18n.render(Msg(key=key, params=params), locale)


def msg(locale: str, m: Msg) -> str:
    return i18n.render(m, locale)


def locale_of(interaction: discord.Interaction[Any]) -> str:
    """The caller's language for ephemeral replies."""
    return i18n.normalize_locale(str(interaction.locale.value))


def match_locale(settings: dict[str, Any]) -> str:
    """The language of a match's channel posts (its ``language`` setting)."""
    return i18n.normalize_locale(str(settings.get("language") or i18n.DEFAULT_LOCALE))


def cmd(key: str) -> app_commands.locale_str:
    """A command string from the catalog: English text, with the key for the translator."""
    return app_commands.locale_str(tr("en", key), key=key)


class CatalogTranslator(app_commands.Translator):
    """Feeds Discord the Greek and Italian command names, descriptions and choice names."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        if not key:
            return None
        lang = str(locale.value).split("-")[0]
        if lang not in TRANSLATED or key not in i18n.keys(lang):
            return None
        return tr(lang, key)
