"""Render localizable messages (``Msg``) from Project Fluent catalogs.

Layout: one package per language under ``service/catalogs/<locale>/``; every ``*.ftl`` file
there is loaded into that language's ``FluentBundle``, sorted by file name, so a new file
(``commands.ftl``, say) needs no code change. An id defined twice keeps its first text.

Key mapping: a ``Msg`` key uses dots (``babel.error.pile_empty``) but a Fluent id cannot,
so the Fluent id is the key with every ``.`` replaced by ``-`` (``babel-error-pile_empty``).
Keys therefore never contain ``-``; ``keys()`` maps ids back the same way.

Parameters:

* a nested ``Msg`` (or a dict with a ``"key"``) is a message of its own, rendered in the
  same language; in a sentence that needs another grammatical form of it, the catalog writes
  ``{ FORM($site, form: "gen") }``, which renders that message's ``.gen`` attribute (the
  Greek genitive ``Μήδων`` of ``babel-nation-medes = Μήδοι``), or its plain text when the
  message has no such attribute (English needs none);
* a ``Reader`` (a name that is the reader's own, such as the offline table's "You") prints as
  itself, and ``FORM($player, form: "person")`` gives ``you`` for it (any other name gives
  itself), so a sentence can select the reader's own wording, verb and case:
  ``{ FORM($player, form: "person") -> [you] You win *[other] { $player } wins }``;
* a list is joined with ", " (an empty one reads "—");
* an int stays a number, so plural selectors (``{ $count -> [one] … *[other] … }``) work,
  and is formatted without digit grouping (match 12345, never "12,345"); an int of 16 digits
  or more is passed as shortened text instead (Fluent's decimal formatting fails on such
  numbers), and any value Fluent still cannot format is retried as plain text, so rendering
  never raises in front of a player; a text too long for Fluent (over 2,500 characters,
  where it would print ``{???}`` for the whole message) is shortened and the message said
  again;
* anything else becomes a string.

A key missing from a language falls back to English, then to the key itself; a variable the
caller did not pass shows up as ``{name}`` rather than failing in front of a player.
"""

from __future__ import annotations

import logging
from functools import cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.errors import FluentReferenceError
from fluent.runtime.types import FluentNone, FluentType, fluent_number
from fluent.syntax import ast as ftl

from rules.core.messages import Msg

DEFAULT_LOCALE = "en"
LOCALES = ("en", "el", "it")

log = logging.getLogger(__name__)

_MISSING_VARIABLE = "Unknown external: "


def fluent_id(key: str) -> str:
    """The Fluent id of a message key: dots become dashes."""
    return key.replace(".", "-")


def message_key(fid: str) -> str:
    """The message key of a Fluent id: dashes become dots."""
    return fid.replace("-", ".")


def normalize_locale(value: str | None) -> str:
    """One of ``LOCALES`` for any locale string (``"el-GR"`` → ``"el"``; unknown → English)."""
    if not value:
        return DEFAULT_LOCALE
    language = value.strip().replace("_", "-").split("-")[0].lower()
    return language if language in LOCALES else DEFAULT_LOCALE


@cache
def _resources(locale: str) -> tuple[tuple[str, ftl.Resource], ...]:
    """The parsed ``*.ftl`` files of a language, sorted by file name."""
    if locale not in LOCALES:
        return ()
    folder = resources.files("service.catalogs").joinpath(locale)
    files = sorted(
        (f for f in folder.iterdir() if f.is_file() and f.name.endswith(".ftl")),
        key=lambda f: f.name,
    )
    return tuple((f.name, FluentResource(f.read_text("utf-8"))) for f in files)


@cache
def _bundle(locale: str) -> FluentBundle:
    bundle = FluentBundle([locale], functions={"FORM": _form}, use_isolating=False)
    for _name, resource in _resources(locale):
        bundle.add_resource(resource)
    return bundle


def preload() -> None:
    """Parse every shipped catalog now (a few hundred milliseconds), not at a language's
    first message: a server runs this on a worker thread at start-up, so that no event loop
    stalls on it while it answers players."""
    for locale in LOCALES:
        _bundle(locale)


def keys(locale: str) -> set[str]:
    """The (dotted) message keys a language defines; empty for a language we do not ship."""
    return set(_keys(locale))


@cache
def _keys(locale: str) -> frozenset[str]:
    return frozenset(
        message_key(entry.id.name)
        for _name, resource in _resources(locale)
        for entry in resource.body
        if isinstance(entry, ftl.Message)
    )


def has_key(key: str) -> bool:
    """Whether English (and so every complete language) has a text for ``key``."""
    return _bundle(DEFAULT_LOCALE).has_message(fluent_id(key))


class Reader(str):
    """A player's name that addresses the reader ("You"): a sentence about that player is
    written to them (see the module notes)."""


READER_PERSON = "you"


class _ReaderArg(FluentType):
    def __init__(self, name: Reader) -> None:
        self.name = name

    def format(self, _babel_locale: Any) -> str:
        return str(self.name)

    def form(self, name: str) -> str:
        return READER_PERSON if name == "person" else str(self.name)


class _MsgArg(FluentType):
    """A nested message passed as a Fluent variable: prints as its own text, and FORM can ask
    it for a grammatical form (an attribute of its message)."""

    def __init__(self, msg: Msg, locale: str) -> None:
        self.msg, self.locale = msg, locale

    def format(self, _babel_locale: Any) -> str:
        return _render(self.msg, self.locale)

    def form(self, name: str) -> str:
        return _render(self.msg, self.locale, attribute=name or None)


def _form(value: Any, form: str = "") -> Any:
    """``FORM($x, form: "gen")``: the ``.gen`` attribute of the message in ``$x``.

    Plain strings and numbers come back unchanged, so a caller that passes a ready-made
    string still reads sensibly."""
    if isinstance(value, (_MsgArg, _ReaderArg)):
        return value.form(form)
    return value


def _as_msg(value: Any) -> Msg | None:
    if isinstance(value, Msg):
        return value
    if isinstance(value, dict) and "key" in value:
        return Msg.model_validate(value)
    return None


def _text(value: Any, locale: str) -> str:
    """A list element as plain text."""
    nested = _as_msg(value)
    if nested is not None:
        return _render(nested, locale)
    if isinstance(value, (list, tuple)):
        return ", ".join(_text(v, locale) for v in value) if value else "—"
    return str(value)


def _arg(value: Any, locale: str) -> Any:
    """A parameter as a Fluent variable."""
    nested = _as_msg(value)
    if nested is not None:
        return _MsgArg(nested, locale)
    if isinstance(value, Reader):
        return _ReaderArg(value)
    if isinstance(value, (list, tuple)):
        return _text(value, locale)
    if isinstance(value, int) and not isinstance(value, bool):
        if abs(value) >= BIG_NUMBER:
            return _big(value)  # Fluent's decimal formatting fails on very long numbers
        return fluent_number(value, useGrouping=False)
    return value if isinstance(value, str) else str(value)


BIG_NUMBER = 10**15  # larger ints are shown as shortened text, never formatted as numbers


def _big(value: int) -> str:
    """A huge int as short text: its first digits and an ellipsis (``str`` itself refuses
    ints of more than a few thousand digits)."""
    try:
        digits = str(value)
    except ValueError:
        return "…"
    return digits if len(digits) <= 16 else digits[:12] + "…"


def _render(msg: Msg, locale: str, attribute: str | None = None) -> str:
    fid = fluent_id(msg.key)
    for loc in dict.fromkeys((locale, DEFAULT_LOCALE)):
        bundle = _bundle(loc)
        if not bundle.has_message(fid):
            continue
        message = bundle.get_message(fid)
        pattern = message.attributes.get(attribute) if attribute else None
        if pattern is None:
            pattern = message.value
        if pattern is None:
            continue
        # parameters are rendered in the language of the sentence they go into
        args = {name: _arg(value, loc) for name, value in msg.params.items()}
        return _format(bundle, pattern, args, msg.key, loc)
    return msg.key


def _format(bundle: FluentBundle, pattern: Any, args: dict[str, Any], key: str, loc: str) -> str:
    filled: list[str] = []
    cut = False
    for _ in range(8):  # each round fills the variables the previous one found missing
        try:
            text, errors = bundle.format_pattern(pattern, args)
        except Exception:  # a value Fluent cannot format must not reach a player as a crash
            log.exception("message %s (%s) could not be formatted", key, loc)
            args = {name: _plain(value) for name, value in args.items()}
            try:
                text, errors = bundle.format_pattern(pattern, args)
            except Exception:
                return key
        if not cut and any(_too_long(e) for e in errors):
            # Fluent gives up on a whole message ("{???}") when one text placeable is
            # longer than it allows: say it again with every long text shortened.
            log.warning("message %s (%s): a parameter was too long, shortened", key, loc)
            args, cut = {name: _cut(value) for name, value in args.items()}, True
            continue
        missing = {
            str(e)[len(_MISSING_VARIABLE) :]
            for e in errors
            if isinstance(e, FluentReferenceError) and str(e).startswith(_MISSING_VARIABLE)
        } - args.keys()
        if not missing:
            break
        filled += sorted(missing)
        args = {**args, **{name: "{" + name + "}" for name in missing}}
    if filled:
        log.warning("message %s (%s) lacks the parameters %s", key, loc, ", ".join(filled))
    if errors:
        log.warning("message %s (%s): %s", key, loc, "; ".join(map(str, errors)))
    if isinstance(text, FluentNone):
        return key
    return str(text)


# A text parameter longer than this is shortened when Fluent refuses a placeable as too long
# (it allows ``fluent.runtime.resolver.MAX_PART_LENGTH``, 2,500 characters).
LONG_TEXT = 200


def _too_long(error: Exception) -> bool:
    return isinstance(error, ValueError) and "Too many characters in placeable" in str(error)


def _cut(value: Any) -> Any:
    if isinstance(value, str) and len(value) > LONG_TEXT:
        return value[: LONG_TEXT - 1] + "…"
    return value


def _plain(value: Any) -> Any:
    """A Fluent variable as plain text (the fallback after a formatting failure)."""
    if isinstance(value, FluentType) and not isinstance(value, _MsgArg):
        try:
            return str(value.format(None))  # type: ignore[arg-type]
        except Exception:
            return "…"
    return value


def render(msg: Msg, locale: str = DEFAULT_LOCALE) -> str:
    """The text of ``msg`` in ``locale`` (any locale string; unknown ones read English)."""
    return _render(msg, normalize_locale(locale))
