"""Slash-command strings Discord accepts, in every language: names short, lowercase and without
spaces, descriptions and choice names at most 100 characters, and no two options (or
subcommands) of one parent sharing a name once translated."""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict

import pytest

from rules.core import Msg
from service.i18n import DEFAULT_LOCALE, LOCALES, keys, render

NAME = re.compile(r"^[-_\w]{1,32}$")
LIMIT = 100  # Discord's limit for descriptions and choice names
# Catalog families shown to Discord as the fixed choices of a command option.
CHOICES = ("bot.language.", "bot.timeout_action.", "bot.ai.", "bot.game.")


def _text(key: str, locale: str) -> str:
    return render(Msg(key=key), locale)


def _command_keys(locale: str, suffix: str) -> list[str]:
    return sorted(k for k in keys(locale) if k.startswith("cmd.") and k.endswith(suffix))


def test_the_commands_are_in_the_catalogs() -> None:
    names = _command_keys(DEFAULT_LOCALE, ".name")
    assert "cmd.match.name" in names and "cmd.babel.power.target.name" in names
    assert {k.removesuffix(".name") for k in names} == {
        k.removesuffix(".desc") for k in _command_keys(DEFAULT_LOCALE, ".desc")
    }
    assert all(any(k.startswith(p) for k in keys(DEFAULT_LOCALE)) for p in CHOICES)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_command_has_a_name_and_a_description(locale: str) -> None:
    for suffix in (".name", ".desc"):
        assert _command_keys(locale, suffix) == _command_keys(DEFAULT_LOCALE, suffix), locale


@pytest.mark.parametrize("locale", LOCALES)
def test_names_are_what_discord_accepts(locale: str) -> None:
    bad = {}
    for key in _command_keys(locale, ".name"):
        value = _text(key, locale)
        if (
            not NAME.match(value)
            or value != value.lower()
            or value != unicodedata.normalize("NFC", value)
        ):
            bad[key] = value
    assert not bad, f"{locale}: {bad}"


@pytest.mark.parametrize("locale", LOCALES)
def test_descriptions_and_choices_fit(locale: str) -> None:
    shown = _command_keys(locale, ".desc") + sorted(
        k for k in keys(locale) if k.startswith(CHOICES)
    )
    bad = {}
    for key in shown:
        value = _text(key, locale)
        if not value.strip() or len(value) > LIMIT:
            bad[key] = f"{len(value)}: {value}"
    assert not bad, f"{locale}: {bad}"


@pytest.mark.parametrize("locale", LOCALES)
def test_siblings_have_different_names(locale: str) -> None:
    """Subcommands of one group, and options of one command, must differ: Discord refuses a
    command whose localized names collide."""
    by_parent: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for key in _command_keys(locale, ".name"):
        path = key.removesuffix(".name")
        parent = path.rpartition(".")[0]
        by_parent[parent][_text(key, locale)].append(path)
    clashes = {
        parent: {name: paths for name, paths in names.items() if len(paths) > 1}
        for parent, names in by_parent.items()
        if any(len(paths) > 1 for paths in names.values())
    }
    assert not clashes, f"{locale}: {clashes}"
    assert "cmd.match" in by_parent and "cmd.babel.power" in by_parent
