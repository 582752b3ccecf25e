"""The notation reader the map games share (Antike and Antike Duellum).

Each game's ``text.py`` keeps its own vocabulary (verbs, usages, lexicons, descriptions); what
reads the same in both lives here: the lexicons built once per set of display names, counted
lists ("2 gold, coin"), a rondel field by number or name, the ``rondel FIELD [pay ...]`` verb,
and the parse itself (verb, fields, validation, one usage error for a malformed action).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from pydantic import TypeAdapter, ValidationError

from rules.core.errors import InvalidAction
from rules.core.words import (
    Lexicon,
    Names,
    fold,
    is_number,
    read_int,
    shorten,
    split_names,
    words_of,
)

W = TypeVar("W", bound="Lexicons")


class Lexicons:
    """A game's lexicons; ``names`` adds the display names of every language to each family."""

    def __init__(self, names: Names | None) -> None:
        self.extra = names or {}

    def lex(self, what: str, base: dict[str, list[str]], family: str | None = None) -> Lexicon:
        """The lexicon of ``what`` over ``base`` (id -> names), with the extra names of
        ``family`` (``what`` unless named) for ids it already has."""
        for value, more in self.extra.get(family or what, {}).items():
            if value in base:
                base[value] = [*base[value], *more]
        return Lexicon(what, base)

    def fields(self, fields: Sequence[str]) -> Lexicon:
        """The rondel's fields by index: "4 ARMING", "arming" and the extra names of each."""
        named = {str(i): [f"{i} {f.upper()}", f] for i, f in enumerate(fields)}
        for i, f in enumerate(fields):
            named[str(i)] += list(self.extra.get("field", {}).get(f, []))
        return Lexicon("field", named)


class LexiconCache(Generic[W]):
    """The lexicons of a game, built once per ``names`` object (a few kept at a time)."""

    def __init__(self, build: Callable[[Names | None], W]) -> None:
        self._build = build
        self._built: dict[int, tuple[Names | None, W]] = {}

    def __call__(self, names: Names | None) -> W:
        got = self._built.get(id(names))
        if got is None or got[0] is not names:
            if len(self._built) > 8:
                self._built.clear()
            got = self._built[id(names)] = (names, self._build(names))
        return got[1]

    def clear(self) -> None:
        self._built.clear()


def read_name(words: Lexicons, what: str, text: str) -> str:
    """The id a typed name stands for in the lexicon ``what`` of ``words``; an unknown or
    ambiguous name is refused saying so."""
    lexicon: Lexicon = getattr(words, what)
    return split_names(words_of(text), [lexicon])[0]


class Args:
    """The words after a verb, and the one usage error a malformed action gets."""

    def __init__(self, args: list[str], usage: InvalidAction) -> None:
        self.args = args
        self.usage = usage

    def need(self, ok: bool) -> None:
        if not ok:
            raise self.usage

    def names(self, *lexicons: Lexicon) -> list[str]:
        """One id per lexicon, the names in order (each may take several words)."""
        self.need(len(self.args) >= len(lexicons))
        return split_names(self.args, lexicons)


def counted(args: list[str], lex: Lexicon, most: int) -> list[str]:
    """A list of units as typed: "gold,gold,coin", "gold gold coin" or "2 gold, 1 coin"."""
    out: list[str] = []
    count: int | None = None
    for word in " ".join(args).replace(",", " ").split():
        if is_number(word):
            count = read_int(word, 1, most)
            continue
        out += [lex.pick([word])] * (1 if count is None else count)
        count = None
        if len(out) > most:
            raise InvalidAction("core.input.too_many_words", words=shorten(" ".join(args), 40))
    return out


def read_field(words: list[str], fields: Lexicon, count: int) -> int:
    """A rondel field by its number or its name; "4 arming" too (name and number must agree).
    A field printed twice is ambiguous by name alone: the number decides."""
    if words and any(c.isdigit() for c in words[0]):  # "-1", "4a", "²": numbers or nothing
        index = read_int(words[0], 0, count - 1)
        if words[1:] and str(index) not in fields.candidates(words[1:])[0]:
            raise fields.unknown(" ".join(words))
        return index
    return int(split_names(words, [fields])[0])


def rondel_fields(a: Args, fields: Lexicon, count: int, pay: Lexicon, most: int) -> dict[str, Any]:
    """``rondel FIELD [pay KIND,...]``; ``pay -`` pays nothing."""
    args = a.args
    a.need(bool(args))
    folded = [fold(x) for x in args]
    at = folded.index("pay") if "pay" in folded else len(args)
    out: dict[str, Any] = {"field": read_field(args[:at], fields, count)}
    if at < len(args):
        a.need(at + 1 < len(args))
        out["pay"] = [] if args[at + 1 :] == ["-"] else counted(args[at + 1 :], pay, most)
    return out


def rondel_notation(field: int, pay: Sequence[Any]) -> str:
    return f"rondel {field}" + (" pay " + ",".join(p.value for p in pay) if pay else "")


def parse(
    text: str,
    errors: tuple[str, str],
    usage: Mapping[str, str],
    fields: Callable[[str, Args], dict[str, Any]],
    adapter: TypeAdapter[Any],
    keep: Callable[[str], bool] = lambda w: w == "-",
) -> Any:
    """Read a typed action of ``game``: a verb of ``usage``, then what ``fields`` reads of
    the words after it, validated by ``adapter``. Words that fold to nothing are dropped
    unless ``keep`` wants them. ``errors``: the message keys for a verb it does not know
    and, with the verb's usage, for a malformed action."""
    unknown, malformed = errors
    words = [w for w in words_of(text) if fold(w) or keep(w)]
    verb = fold(words[0]) if words else ""
    if verb not in usage:
        raise InvalidAction(unknown, text=shorten(" ".join(words), 40))
    error = InvalidAction(malformed, usage=usage[verb])
    raw = {"type": verb, **fields(verb, Args(words[1:], error))}
    try:
        return adapter.validate_python(raw)
    except ValidationError:
        raise InvalidAction(malformed, usage=usage[verb]) from None


def paid_key(key: str, params: dict[str, Any]) -> str:
    """A description's key for a rondel move: ``rondel_paid`` when it pays, and no empty
    payment in the parameters."""
    if params.get("pay") == []:
        del params["pay"]
    elif "pay" in params:
        return "rondel_paid"
    return key
