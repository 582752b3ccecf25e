"""Text forms of Babel actions: a canonical notation that round-trips, and descriptions.

Notation examples: ``move medes``, ``play hittites``, ``build own``, ``migrate medes persians``,
``power sumerians 1``, ``power medes 4 hittites``, ``power persians 1 rival``, ``end``,
``discard medes medes``. Positions in the notation count from 1 (the bottom card);
nation and source names may be shortened to any unique prefix.
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
from rules.babel.state import Nation
from rules.core.errors import InvalidAction
from rules.core.messages import Msg

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


def _pick(enum: type[E], word: str, what: str) -> E:
    word = word.lower()
    hits = [m for m in enum if m.value.startswith(word)]
    exact = [m for m in enum if m.value == word]
    if exact:
        return exact[0]
    if len(hits) == 1:
        return hits[0]
    raise InvalidAction(
        "babel.error.unknown_word", word=word, what=what, choices=[m.value for m in enum]
    )


def parse_notation(text: str) -> BabelAction:
    words = text.strip().lower().split()
    if not words:
        raise InvalidAction("babel.error.empty_command")
    verb, args = words[0], words[1:]

    def need(n: int, usage: str) -> None:
        if len(args) != n:
            raise InvalidAction("babel.error.usage", usage=usage)

    match verb:
        case "move":
            need(1, "move <site>")
            return MoveBuilder(to=_pick(Nation, args[0], "site"))
        case "play":
            need(1, "play <nation>")
            return PlayPeople(nation=_pick(Nation, args[0], "nation"))
        case "build":
            need(1, "build own|rival|start")
            return Build(source=_pick(Source, args[0], "source"))
        case "migrate":
            need(2, "migrate <from-site> <to-site>")
            return Migrate(origin=_pick(Nation, args[0], "site"), to=_pick(Nation, args[1], "site"))
        case "power":
            if len(args) not in (2, 3):
                raise InvalidAction(
                    "babel.error.usage", usage="power <nation|all> <position> [...]"
                )
            power = _pick(Power, args[0], "power")
            if not args[1].isdigit() or int(args[1]) < 1:
                raise InvalidAction("babel.error.bad_position", word=args[1])
            run = int(args[1]) - 1
            target = source = None
            if len(args) == 3:
                if power is Power.MEDES:
                    target = _pick(Nation, args[2], "nation")
                elif power is Power.PERSIANS:
                    source = _pick(Source, args[2], "source")
                else:
                    raise InvalidAction(
                        "babel.error.usage", usage=f"power {power.value} <position>"
                    )
            return UsePower(power=power, run=run, target=target, source=source)
        case "end":
            need(0, "end")
            return EndTurn()
        case "discard":
            return DiscardHalf(cards=tuple(_pick(Nation, w, "nation") for w in args))
    raise InvalidAction(
        "babel.error.unknown_verb",
        word=verb,
        choices=["move", "play", "build", "migrate", "power", "end", "discard"],
    )


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
