"""Every message of every catalog, said with the counts 0, 1, 2 and 5 in English, Greek and
Italian, against a short list of grammar mistakes: a noun that does not agree with its count
("1 units", "2 galley", "1 πόντοι", "2 carta"), nested parentheses, a full stop inside
closing parentheses or doubled, and anything of Fluent's own (a raw key, ``{ $count }``).

Which variables are counts: those a message selects on with plural categories, and those
whose names say so (``NUMBERS``); every other variable is given a short name, so a count
printed straight before its noun with no plural selector is caught by the agreement list."""

from __future__ import annotations

import pathlib
import re
from collections.abc import Iterator
from functools import cache

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from rules.core.messages import Msg
from service import i18n
from service.i18n import LOCALES, render
from tests.rendering import FLUENT_ERROR, RAW_KEY

CATALOGS = pathlib.Path(__file__).resolve().parents[2] / "service" / "catalogs"
COUNTS = (0, 1, 2, 5)
PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}

# Variables that hold a number wherever they appear.
NUMBERS = {
    "age", "ages", "amount", "basic", "books", "cap", "coins", "col", "cost", "costs",
    "count", "deck", "defence", "discard", "food", "free", "galleys", "given", "gold", "hand",
    "have", "high", "hoplites", "hours", "iron", "kept", "left", "legions", "length", "level",
    "limit", "loss", "losses", "low", "marble", "max", "merchants", "min", "more", "most", "n",
    "need", "needed", "number", "oil", "page", "pages", "position", "prestige", "price",
    "quarry", "reach", "recruit_galleys", "recruit_legions", "round", "rounds", "row", "sa",
    "sb", "score", "seats", "shortfall", "silver", "size", "spared", "stack", "steps",
    "stone", "stones", "strength", "supply_galleys", "supply_legions", "target", "temples",
    "theirs", "total", "turn", "units", "vp", "walls", "wheat", "wine", "workers", "yours",
    "military", "stability", "cities", "personages", "start", "quiet", "idle", "lost",
    "match", "slot", "index", "timeout", "first", "second", "population", "load", "top",
}  # fmt: skip
# ... except in these families, where the same name holds something else
NOT_NUMBERS = {"babel-": {"target"}}


# --- the messages and their variables -----------------------------------------------------


@cache
def _messages(locale: str) -> dict[str, ftl.Message]:
    out: dict[str, ftl.Message] = {}
    for path in sorted((CATALOGS / locale).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text("utf-8")).body:
            if isinstance(entry, ftl.Message) and entry.value is not None:
                out.setdefault(entry.id.name, entry)
    return out


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()
        self.counted: set[str] = set()  # selected on with plural categories or numbers
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.messages.add(node.id.name)

    def visit_TermReference(self, node: ftl.TermReference) -> None:
        pass

    def visit_SelectExpression(self, node: ftl.SelectExpression) -> None:
        selector = node.selector
        keys = {
            v.key.name if isinstance(v.key, ftl.Identifier) else "number" for v in node.variants
        }
        if isinstance(selector, ftl.VariableReference) and (
            keys & PLURAL_KEYS - {"other"} or "number" in keys
        ):
            self.counted.add(selector.id.name)
        self.generic_visit(node)


def _variables(fid: str) -> tuple[set[str], set[str]]:
    """A message's variables in any language (those of messages it refers to included),
    and which of them are counts."""
    names: set[str] = set()
    counted: set[str] = set()
    seen: set[str] = set()
    todo = [fid]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        for locale in LOCALES:
            message = _messages(locale).get(current)
            if message is None:
                continue
            found = _Variables()
            found.visit(message)
            names |= found.names
            counted |= found.counted
            todo += sorted(found.messages)
    numbers = set(NUMBERS)
    for prefix, others in NOT_NUMBERS.items():
        if fid.startswith(prefix):
            numbers -= others
    return names, counted | (names & numbers)


def _said(fid: str, n: int, locale: str) -> str:
    names, counted = _variables(fid)
    params: dict[str, object] = {v: (n if v in counted else "Zed") for v in names}
    return render(Msg(key=i18n.message_key(fid), params=params), locale)


def _everything(locale: str) -> Iterator[tuple[str, int, str]]:
    for fid in _messages("en"):
        for n in COUNTS:
            yield fid, n, _said(fid, n, locale)


# --- what is wrong ------------------------------------------------------------------------


def _split(words: str) -> list[str]:
    return words.split()


# English: a plural noun after 1, a singular one after any other count.
EN_AFTER_ONE_OK = {
    "is", "was", "has", "does", "takes", "gets", "goes", "loses", "its", "us", "begins", "costs",
    "holds", "this", "needs",
}  # fmt: skip
EN_COUNT_NOUNS = _split(
    "unit cube point wall galley legion king scholar general citizen card city temple coin "
    "personage hoplite trireme action player round turn hour character seat field step "
    "resource book architect worker colonist merchant building wonder ship soldier move "
    "region border polis province die stack nation age time"
)
EN_MODIFIERS = (
    "victory|people|temple|event|resource|progress|military|building|wonder|war|combat|battle"
)
EN_ONE = re.compile(rf"(?<![\d.,])\b1 (?:(?:{EN_MODIFIERS}) )?([a-z]+s)\b")
# a number that names a level, a round or a place is no count ("a level 2 temple")
ORDINAL = "".join(rf"(?<!{w} )" for w in ("level", "Level", "round", "Round", "turn", "Turn"))
EN_NOUNS = "|".join(EN_COUNT_NOUNS)
EN_OTHER = re.compile(
    rf"(?<![\d.,]){ORDINAL}\b(?:0|2|5) (?:(?:{EN_MODIFIERS}) )?({EN_NOUNS})\b(?![- ]cards?\b)"
)

# Greek and Italian: the commonest counted nouns, in the wrong number.
GREEK_PLURALS = _split(
    "πόντοι πόντους κάρτες μονάδες κύβοι κύβους λεγεώνες γαλέρες ναοί ναούς νομίσματα "
    "πόλεις πόροι πόρους παίκτες γύροι γύρους ενέργειες τείχη οπλίτες τριήρεις βιβλία "
    "προσωπικότητες βασιλιάδες λόγιοι λογίους στρατηγοί στρατηγούς ώρες χαρακτήρες θέσεις"
)
GREEK_SINGULARS = _split(
    "πόντος πόντο κάρτα μονάδα κύβος κύβο λεγεώνα γαλέρα ναός ναό νόμισμα πόρος πόρο "
    "παίκτης παίκτη γύρος γύρο ενέργεια τείχος οπλίτης οπλίτη τριήρης βιβλίο "
    "προσωπικότητα βασιλιάς βασιλιά λόγιος λόγιο στρατηγός στρατηγό ώρα χαρακτήρας θέση"
)
ITALIAN_PLURALS = _split(
    "punti carte cubi legioni galee templi monete risorse giocatori turni azioni mosse "
    "opliti triremi libri personaggi generali studiosi ore caratteri posti mura"
)
ITALIAN_SINGULARS = _split(
    "punto carta cubo legione galea tempio moneta risorsa giocatore turno azione mossa "
    "oplita trireme libro personaggio generale studioso ora carattere posto muro"
)


def _words(words: list[str]) -> str:
    return "|".join(words)


AGREEMENT = {
    "el": (
        re.compile(rf"(?<![\d.,])\b1 ({_words(GREEK_PLURALS)})\b"),
        re.compile(rf"(?<![\d.,])\b(?:0|2|5) ({_words(GREEK_SINGULARS)})\b"),
    ),
    "it": (
        re.compile(rf"(?<![\d.,])\b1 ({_words(ITALIAN_PLURALS)})\b"),
        re.compile(rf"(?<![\d.,])\b(?:0|2|5) ({_words(ITALIAN_SINGULARS)})\b"),
    ),
}
DOUBLE_STOP = re.compile(r"(?<![.…])\.\.(?!\.)|\.\)[.,;:]|[!?]\)\.")


def _nested_parentheses(text: str) -> bool:
    depth = 0
    for ch in text:
        if ch == "(":
            depth += 1
            if depth > 1:
                return True
        elif ch == ")":
            depth = max(0, depth - 1)
    return False


def grammar_problems(text: str, locale: str, n: int) -> list[str]:
    """What is wrong with one rendered sentence (said with every count ``n``)."""
    out = []
    for pattern in (RAW_KEY, FLUENT_ERROR):
        if found := pattern.search(text):
            out.append(f"shows {found.group()!r}")
    if _nested_parentheses(text):
        out.append("nests parentheses")
    if found := DOUBLE_STOP.search(text):
        out.append(f"doubles its stop: {found.group()!r}")
    if locale == "en":
        if n == 1:
            out += [
                f"'1 {w}'"
                for w in EN_ONE.findall(text)
                if w not in EN_AFTER_ONE_OK and not w.endswith("ss")
            ]
        else:
            out += [f"'{n} {w}'" for w in EN_OTHER.findall(text)]
    elif locale in AGREEMENT:
        one, other = AGREEMENT[locale]
        out += [f"'{n} {w}'" for w in (one if n == 1 else other).findall(text)]
    return out


# --- the tests ----------------------------------------------------------------------------


def test_the_checks_catch_the_mistakes_they_name() -> None:
    assert grammar_problems("lost 1 victory points.", "en", 1) == ["'1 points'"]
    assert grammar_problems("1 units, 1 walls", "en", 1) == ["'1 units'", "'1 walls'"]
    assert grammar_problems("2 king, 3 scholar", "en", 2) == ["'2 king'"]
    assert grammar_problems("1 is enough; 1 progress", "en", 1) == []
    assert grammar_problems("5 VP, 2 people cards", "en", 5) == []
    assert grammar_problems("A wins (B ended a round without prestige.).", "en", 1) == [
        "doubles its stop: '.).'"
    ]
    assert grammar_problems("A wins (the total (21) decides).", "en", 1) == ["nests parentheses"]
    assert grammar_problems("You drew babel-nation-medes.", "en", 1)
    assert grammar_problems("Wait…", "en", 1) == []
    assert grammar_problems("ha 1 punti", "it", 1) == ["'1 punti'"]
    assert grammar_problems("ha 2 carta", "it", 2) == ["'2 carta'"]
    assert grammar_problems("έχει 1 πόντους", "el", 1) == ["'1 πόντους'"]
    assert grammar_problems("έχει 5 κάρτα", "el", 5) == ["'5 κάρτα'"]


def test_counts_are_found_by_selector_and_by_name() -> None:
    names, counted = _variables("table-hand_hidden")
    assert names == counted == {"count"}
    names, counted = _variables("table-babel-header")
    assert "player" in names and "player" not in counted


@pytest.mark.parametrize("locale", LOCALES)
def test_every_message_reads_right_with_every_count(locale: str) -> None:
    bad = [
        f"{fid} [{n}]: {'; '.join(found)}: {text!r}"
        for fid, n, text in _everything(locale)
        if (found := grammar_problems(text, locale, n))
    ]
    assert not bad, f"{len(bad)} wrong:\n" + "\n".join(bad)


# --- a match's result: its reason said inside each game's own result sentence --------------

GAMES = ("babel", "duellum", "antike", "nations", "polis")
REASON_ARGS: dict[str, object] = {
    "loser": Msg.of("polis.side.athens"),
    "nation": Msg.of("antike.nation.greeks"),
    "player": "Zed",
    "players": "Zed",
}


def _reasons(game: str) -> Iterator[Msg]:
    """Every way a match of ``game`` can end, as the outcome's reason."""
    for fid in [*_messages("en")]:
        if not (fid.startswith((f"{game}-end-", "service-end-"))):
            continue
        names, counted = _variables(fid)
        ranks = ["nations.fame.none", "nations.fame.pericles"] if "rank" in names else [""]
        for rank in ranks:
            params: dict[str, object] = {
                v: 21 if v in counted else REASON_ARGS.get(v, "Zed") for v in names
            }
            if rank:
                params["rank"] = Msg.of(rank)
            yield Msg(key=i18n.message_key(fid), params=params)


ZS = "Zed 7"  # the scores


def _own(game: str, key: str) -> str:
    own = f"table.{game}.{key}"
    return own if i18n.has_key(own) else f"table.{key}"


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game", GAMES)
def test_every_result_sentence_is_the_games_own_and_reads_right(game: str, locale: str) -> None:
    bad = []
    temples = {"en": "temples", "el": "ναοί", "it": "templi"}[locale]
    for reason in _reasons(game):
        said = render(reason, locale)
        lines = [
            render(Msg.of("bot.result.win", winners="@Zed", reason=said), locale),
            render(Msg.of("bot.result.draw", reason=said), locale),
            render(Msg.of(_own(game, "result.win"), player="Zed", reason=said, scores=ZS), locale),
            render(Msg.of(_own(game, "result.draw"), reason=said, scores=ZS), locale),
        ]
        for text in lines:
            found = grammar_problems(text, locale, 21)
            if game != "babel" and temples in text.lower():
                found.append("speaks of temples")
            if found:
                bad.append(f"{reason.key}: {'; '.join(found)}: {text!r}")
    assert not bad, "\n".join(bad)


def test_a_solo_game_without_a_rank_says_so() -> None:
    def solo(rank: str, locale: str) -> str:
        reason = Msg.of("nations.end.solo", score=1, rank=Msg.of(f"nations.fame.{rank}"))
        return render(reason, locale)

    assert solo("none", "en") == (
        "won the solo game with 1 victory point, not yet enough for a place in the hall of fame"
    )
    assert solo("pericles", "en").endswith(", the rank of Pericles")
    for locale in LOCALES:
        assert render(Msg.of("nations.fame.none"), locale) not in solo("none", locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_drawing_nothing_is_said_in_words(locale: str) -> None:
    for key in ("babel.private.drew", "polis.private.drew"):
        text = render(Msg.of(key, cards=[], count=0), locale)
        assert "—" not in text, text
