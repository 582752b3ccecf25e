"""Reading what a player types: numbers within bounds, and names as the screen shows them.

Every parser (the games' notation, the offline table, the slash-command options) reads numbers
with ``read_int`` and names with ``Lexicon``, so the same text means the same everywhere.

Numbers: only the digits 0-9. Full-width digits (U+FF10-U+FF19, from an East Asian keyboard) are the
same digits typed in another width and are read on purpose, as are other full-width ASCII
characters; every other digit-like character (superscripts, circled digits, Arabic-Indic)
is refused with a message asking for 0-9. A number outside its range is refused with a
message that names the range; a long one is never turned into an int at all, and the refusal
quotes it shortened, as text, so no formatter ever sees a huge number.

Names: matched without case, accents, apostrophes or ``_``/``-`` (``Magna Graecia``,
``magna_graecia`` and ``MAGNA GRÆCIA`` are the same; Greek without tonos works), as several
words, and by a unique beginning (``carth`` when only one name starts so). When several
things fit, the refusal lists them.
"""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Iterable, Mapping, Sequence

from rules.core.errors import InvalidAction
from rules.core.messages import Msg

Names = Mapping[str, Mapping[str, Sequence[str]]]
"""More names to read, by family (``"region"``, ``"card"``...): value id -> its names."""

MAX_LINE = 200  # characters of one typed command that are read at all
MAX_WORDS = 24
SHOWN = 14  # characters of a refused value quoted back
MAX_CANDIDATES = 10  # names listed when several fit

APOSTROPHES = frozenset("'`\u2019\u00b4")
_FULL_WIDTH = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}


def shorten(text: str, limit: int = SHOWN) -> str:
    """Text quoted back to the player: at most ``limit`` characters, one line."""
    one = " ".join(text.split())
    return one if len(one) <= limit else one[: limit - 1] + "…"


def normalize(text: str) -> str:
    """A typed line as read: full-width ASCII as plain ASCII, NFC, spacing collapsed."""
    text = unicodedata.normalize("NFC", text.translate(_FULL_WIDTH))
    return " ".join(text.split())


def read_int(text: str, lo: int, hi: int) -> int:
    """A whole number from ``lo`` to ``hi`` typed with the digits 0-9 (full-width allowed).

    Raises ``InvalidAction`` (``core.input.not_a_number`` or ``core.input.out_of_range``),
    whose parameters are the quoted text and the two bounds."""
    typed = normalize(text)
    if not typed or not all("0" <= c <= "9" for c in typed):
        raise InvalidAction("core.input.not_a_number", value=shorten(typed), min=lo, max=hi)
    digits = typed.lstrip("0") or "0"
    if len(digits) > len(str(hi)) or not lo <= int(digits) <= hi:
        raise InvalidAction("core.input.out_of_range", value=shorten(digits), min=lo, max=hi)
    return int(digits)


def is_number(text: str) -> bool:
    """Whether ``text`` is meant as a number (any digits, even ones ``read_int`` refuses)."""
    typed = normalize(text)
    return bool(typed) and all(c.isdigit() or unicodedata.category(c) == "No" for c in typed)


def fold(text: str) -> str:
    """Text reduced for matching names: no case, accents or apostrophes; ``_``, ``-`` and
    other punctuation are spaces; one space between words."""
    decomposed = unicodedata.normalize("NFKD", normalize(text).casefold())
    out = []
    for c in decomposed:
        if unicodedata.combining(c) or c in APOSTROPHES:
            continue
        out.append(c if c.isalnum() else " ")
    return " ".join("".join(out).split())


def words_of(text: str) -> list[str]:
    """A typed line as words, refused when too long to be a command."""
    typed = normalize(text)
    if len(typed) > MAX_LINE or len(typed.split()) > MAX_WORDS:
        raise InvalidAction("core.input.too_long", limit=MAX_LINE)
    return typed.split()


class Lexicon:
    """The names of one kind of thing (sites, regions, cards), each standing for an id.

    ``names`` maps a value's id to the names it goes by (its display names in every
    language); the id itself always counts as a name. ``label`` is how a candidate is
    shown in a refusal (by default its first name)."""

    def __init__(self, what: str, names: Mapping[str, Iterable[str]]) -> None:
        self.what = what
        self.table: dict[str, set[str]] = {}
        self.labels: dict[str, str] = {}
        for value, given in names.items():
            given = list(given)
            self.labels[value] = given[0] if given else value
            for name in (value, *given):
                key = fold(name)
                if key:
                    self.table.setdefault(key, set()).add(value)

    def extended(self, names: Mapping[str, Iterable[str]]) -> Lexicon:
        """This lexicon with more names (another language's) for the same or new values."""
        merged: dict[str, list[str]] = {v: [self.labels[v]] for v in self.labels}
        for key, values in self.table.items():
            for v in values:
                merged[v].append(key)
        for v, more in names.items():
            merged.setdefault(v, []).extend(more)
        return Lexicon(self.what, merged)

    def candidates(self, words: Sequence[str]) -> tuple[set[str], bool]:
        """The values ``words`` may mean, and whether the match is exact (not a beginning)."""
        key = fold(" ".join(words))
        if not key:
            return set(), False
        if key in self.table:
            return set(self.table[key]), True
        starts = {v for name, values in self.table.items() if name.startswith(key) for v in values}
        return starts, False

    def pick(self, words: Sequence[str]) -> str:
        """The one value ``words`` name, or a refusal that says why (unknown or ambiguous)."""
        found, _exact = self.candidates(words)
        typed = " ".join(words)
        if len(found) == 1:
            return found.pop()
        if found:
            raise self.ambiguous(typed, found)
        raise self.unknown(typed)

    def unknown(self, typed: str) -> InvalidAction:
        """The refusal of a name that fits nothing; a short list of values is quoted."""
        what = Msg.of(f"core.input.what.{self.what}")
        if len(self.labels) <= MAX_CANDIDATES:
            choices = ", ".join(self.labels[v] for v in self.labels)
            return InvalidAction(
                "core.input.unknown_name", word=shorten(typed, 40), what=what, choices=choices
            )
        return InvalidAction("core.input.unknown_name_many", word=shorten(typed, 40), what=what)

    def ambiguous(self, typed: str, found: Iterable[str]) -> InvalidAction:
        names = sorted(self.labels.get(v, v) for v in found)
        more = len(names) - MAX_CANDIDATES
        shown = ", ".join(names[:MAX_CANDIDATES]) + (f", … (+{more})" if more > 0 else "")
        return InvalidAction(
            "core.input.ambiguous",
            word=shorten(typed, 40),
            what=Msg.of(f"core.input.what.{self.what}"),
            choices=shown,
        )


def split_names(words: Sequence[str], lexicons: Sequence[Lexicon]) -> list[str]:
    """Words that name one value of each lexicon in turn, however many words each name
    takes ("move legion carthago nova roma"). Exact names win over beginnings; when the
    words still split more than one way, or a part fits several values, the refusal says
    which part is unclear and what it could be."""
    n, k = len(words), len(lexicons)
    if k == 0:
        return []
    if n < k:
        raise InvalidAction(
            "core.input.missing_name", what=Msg.of(f"core.input.what.{lexicons[n].what}")
        )
    best: list[tuple[int, list[set[str]], list[str]]] = []
    for cuts in itertools.combinations(range(1, n), k - 1):
        bounds = (0, *cuts, n)
        parts, exact_count, ok = [], 0, True
        spans = []
        for i, lex in enumerate(lexicons):
            span = words[bounds[i] : bounds[i + 1]]
            found, exact = lex.candidates(span)
            if not found:
                ok = False
                break
            parts.append(found)
            spans.append(" ".join(span))
            exact_count += exact
        if ok:
            best.append((exact_count, parts, spans))
    if not best:
        _explain_unknown(words, lexicons)
    top = max(e for e, _, _ in best)
    best = [b for b in best if b[0] == top]
    if len(best) == 1 or all(b[1] == best[0][1] for b in best):
        _, parts, spans = best[0]
        for lex, found, span in zip(lexicons, parts, spans, strict=True):
            if len(found) > 1:
                raise lex.ambiguous(span, found)
        return [next(iter(p)) for p in parts]
    # the same words split two ways: ask for the first part that differs
    for i, lex in enumerate(lexicons):
        options = {frozenset(b[1][i]) for b in best}
        if len(options) > 1:
            raise lex.ambiguous(best[0][2][i], set().union(*options))
    raise AssertionError("unreachable: splits differ somewhere")  # pragma: no cover


def _explain_unknown(words: Sequence[str], lexicons: Sequence[Lexicon]) -> None:
    """Raise for the first name that no split of ``words`` can read."""
    start = 0
    for i, lex in enumerate(lexicons):
        rest = len(lexicons) - i - 1
        last = len(words) - rest
        ends = [e for e in range(start + 1, last + 1) if lex.candidates(words[start:e])[0]]
        if not ends:
            raise lex.unknown(
                " ".join(words[start:last] if rest == 0 else words[start : start + 1])
            )
        start = ends[0]
    raise InvalidAction("core.input.too_many_words", words=shorten(" ".join(words[start:]), 40))
