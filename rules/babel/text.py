"""Text forms of Babel actions: a canonical notation that round-trips, and descriptions.

Notation examples: ``move medes``, ``play hittites``, ``build own``, ``migrate medes persians``,
``power sumerians 1``, ``power medes 4 hittites``, ``power persians 1 rival``, ``end``,
``discard medes medes``. Positions in the notation count from 1 (the bottom card);
nation and source names may be shortened to any unique prefix. Names are read by
``rules.core.words``: any case, accents optional, several words, and with the names the
players are shown (passed in by the front end) as well as the ids.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TypeVar

from rules.babel.actions import (
    BabelAction,
    Build,
    DiscardHalf,
    EndTurn,
    Migrate,
    MoveBuilder,
    PlayPeople,
    Power,
    Source,
    UsePower,
)
from rules.babel.state import PEOPLE_PER_NATION, PEOPLE_TOTAL, Nation
from rules.core.errors import InvalidAction
from rules.core.messages import Msg
from rules.core.words import Lexicon, Names, is_number, read_int, shorten, split_names, words_of

E = TypeVar("E", bound=StrEnum)


def notation(a: BabelAction) -> str:
    match a:
        case MoveBuilder(to=to):
            return f"move {to.value}"
        case PlayPeople(nation=n):
            return f"play {n.value}"
        case Build(source=src):
            return f"build {src.value}"
        case Migrate(origin=o, to=t):
            return f"migrate {o.value} {t.value}"
        case UsePower(power=pw, run=run, target=target, source=src):
            extra = target.value if target else (src.value if src else "")
            return f"power {pw.value} {run + 1}" + (f" {extra}" if extra else "")
        case EndTurn():
            return "end"
        case DiscardHalf(cards=cards):
            return " ".join(["discard", *(c.value for c in cards)])
    raise AssertionError(a)


NATION_WORDS = [n.value for n in Nation]
VERBS = ["move", "play", "build", "migrate", "power", "end", "discard"]


def _lexicon(what: str, enum: type[E], names: Names | None, *families: str) -> Lexicon:
    """The names of an enum's values: their ids, plus what ``names`` gives for each family
    (the display names of every language, from the front end's catalogs)."""
    given: dict[str, list[str]] = {m.value: [] for m in enum}
    for family in families or (what,):
        for value, more in (names or {}).get(family, {}).items():
            if value in given:
                given[value].extend(more)
    return Lexicon(what, given)


def parse_notation(text: str, names: Names | None = None) -> BabelAction:
    """Read a typed action. Names may be ids (``medes``), a unique beginning (``med``) or,
    with ``names`` (family -> id -> names: ``site``, ``source``, ``power``), any name the
    players are shown, in several words, without case or accents."""
    words = words_of(text)
    if not words:
        raise InvalidAction("babel.error.empty_command")
    verb, args = words[0].lower(), words[1:]
    site = _lexicon("site", Nation, names)
    nation = _lexicon("nation", Nation, names, "site")

    def need(ok: bool, usage: str) -> None:
        if not ok:
            raise InvalidAction("babel.error.usage", usage=usage)

    match verb:
        case "move":
            need(bool(args), "move <site>")
            return MoveBuilder(to=Nation(split_names(args, [site])[0]))
        case "play":
            need(bool(args), "play <nation>")
            return PlayPeople(nation=Nation(split_names(args, [nation])[0]))
        case "build":
            need(bool(args), "build own|rival|start")
            return Build(source=Source(split_names(args, [_lexicon("source", Source, names)])[0]))
        case "migrate":
            need(len(args) >= 2, "migrate <from-site> <to-site>")
            origin, to = split_names(args, [site, site])
            return Migrate(origin=Nation(origin), to=Nation(to))
        case "power":
            return _power(args, names, nation)
        case "end":
            need(not args, "end")
            return EndTurn()
        case "discard":
            need(bool(args), "discard <nation> <nation> ...")
            return DiscardHalf(cards=_cards(args, nation))
    raise InvalidAction("babel.error.unknown_verb", word=shorten(verb), choices=VERBS)


def _cards(args: list[str], nation: Lexicon) -> tuple[Nation, ...]:
    """Cards as typed: "medes medes persians", "2 medes, persians" or "medes,medes"."""
    cards: list[Nation] = []
    count: int | None = None
    for word in " ".join(args).replace(",", " ").split():
        if is_number(word) and count is None:
            count = read_int(word, 1, PEOPLE_PER_NATION)
            continue
        cards += [Nation(nation.pick([word]))] * (count or 1)
        count = None
        if len(cards) > PEOPLE_TOTAL:
            break
    if count is not None or not cards:  # a number with no nation after it
        raise InvalidAction("babel.error.usage", usage="discard <nation> <nation> ...")
    return tuple(cards)


def _power(args: list[str], names: Names | None, nation: Lexicon) -> UsePower:
    """``power <nation|all> <position> [target nation | temple pile]``: the position is the
    first number; the power's name may take several words before it."""
    usage = "power <nation|all> <position> [...]"
    at = next((i for i, w in enumerate(args) if is_number(w)), None)
    if at is None or at == 0:
        raise InvalidAction("babel.error.usage", usage=usage)
    power = Power(split_names(args[:at], [_lexicon("power", Power, names, "power", "site")])[0])
    run = read_int(args[at], 1, PEOPLE_TOTAL) - 1
    rest = args[at + 1 :]
    target = source = None
    if rest:
        if power is Power.MEDES:
            target = Nation(split_names(rest, [nation])[0])
        elif power is Power.PERSIANS:
            source = Source(split_names(rest, [_lexicon("source", Source, names)])[0])
        else:
            raise InvalidAction("babel.error.usage", usage=f"power {power.value} <position>")
    return UsePower(power=power, run=run, target=target, source=source)


def nation_msg(n: Nation) -> Msg:
    return Msg(key=f"babel.nation.{n.value}")


def source_msg(src: Source) -> Msg:
    return Msg(key=f"babel.source.{src.value}")


def taken_from_msg(src: Source) -> Msg:
    """Where a card came from, told in the third person for the log."""
    return Msg(key=f"babel.from.{src.value}")


def power_msg(p: Power) -> Msg:
    return Msg(key=f"babel.power.{p.value}")


def describe(a: BabelAction) -> Msg:
    match a:
        case MoveBuilder(to=to):
            return Msg.of("babel.action.move", site=nation_msg(to))
        case PlayPeople(nation=n):
            return Msg.of("babel.action.play", nation=nation_msg(n))
        case Build(source=src):
            return Msg.of("babel.action.build", source=source_msg(src))
        case Migrate(origin=o, to=t):
            return Msg.of("babel.action.migrate", origin=nation_msg(o), to=nation_msg(t))
        case UsePower(power=pw, run=run, target=target, source=src):
            # a power typed without the nation or pile it needs still reads as words
            params: dict[str, object] = {
                "position": run + 1,
                "target": Msg.of("babel.action.no_target"),
                "source": Msg.of("babel.action.no_source"),
            }
            if target is not None:
                params["target"] = nation_msg(target)
            if src is not None:
                params["source"] = source_msg(src)
            return Msg.of(f"babel.action.power.{pw.value}", **params)
        case EndTurn():
            return Msg.of("babel.action.end")
        case DiscardHalf(cards=cards):
            return Msg.of("babel.action.discard", cards=[nation_msg(c) for c in cards])
    raise AssertionError(a)
