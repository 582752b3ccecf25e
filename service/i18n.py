"""Render localizable messages (``Msg``) from per-language JSON catalogs.

Parameters that are messages (a nation's name) are rendered in the same language; lists
are joined. A key missing from a language falls back to English, then to the key itself,
and a test checks that every key the code can produce is in every catalog.
"""

from __future__ import annotations

import json
import string
from functools import cache
from importlib import resources
from typing import Any

from rules.core.messages import Msg

DEFAULT_LOCALE = "en"
LOCALES = ("en",)


@cache
def catalog(locale: str) -> dict[str, str]:
    try:
        text = resources.files("service.catalogs").joinpath(f"{locale}.json").read_text("utf-8")
    except FileNotFoundError:
        return {}
    data: dict[str, str] = json.loads(text)
    return data


def _param(value: Any, locale: str) -> str:
    if isinstance(value, Msg):
        return render(value, locale)
    if isinstance(value, dict) and "key" in value:
        return render(Msg.model_validate(value), locale)
    if isinstance(value, (list, tuple)):
        return ", ".join(_param(v, locale) for v in value) if value else "—"
    return str(value)


def render(msg: Msg, locale: str = DEFAULT_LOCALE) -> str:
    template = catalog(locale).get(msg.key) or catalog(DEFAULT_LOCALE).get(msg.key) or msg.key
    values = {k: _param(v, locale) for k, v in msg.params.items()}
    return string.Formatter().vformat(template, (), _Missing(values))


class _Missing(dict[str, str]):
    """Leave an unknown placeholder visible rather than failing in front of a player."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
