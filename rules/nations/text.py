"""Text forms of Nations actions: a canonical notation that round-trips, and descriptions.

Notation: ``pick egypt b`` (``pick egypt b king``: at a level of one's own), ``grow food``,
``take stone``, ``buy 1 3`` (row, column),
``buy 2 4 slot 3`` (a building or military into slot 3; a colony replacing colony 1),
``buy 3 1 books`` (a battle's or golden age's resource), ``buy 1 2 vp 0 1 2 0`` (a golden
age's point paid with gold, stone, food, books), ``deploy 2`` / ``deploy 2 from 4``,
``withdraw 3``, ``hire``, ``pass``. Names are read by ``rules.core.words``.
"""

from __future__ import annotations

from rules.core.errors import InvalidAction
from rules.core.messages import Msg
from rules.core.words import Lexicon, Names, read_int, shorten, words_of
from rules.nations.actions import (
    LEVELS,
    Buy,
    Choose,
    Deploy,
    Grow,
    Hire,
    NationsAction,
    Pass,
    Pick,
    Take,
    Use,
    Withdraw,
)
from rules.nations.cards import RESOURCES
from rules.nations.catalog import Catalog

VERBS = ["pick", "grow", "take", "buy", "deploy", "withdraw", "hire", "use", "choose", "pass"]
CHOICES = [*RESOURCES, "vp"]


def notation(a: NationsAction) -> str:
    match a:
        case Pick(nation=n, side=side, level=level):
            return f"pick {n} {side}" + (f" {level}" if level else "")
        case Grow(section=sec):
            return f"grow {sec}"
        case Take(resource=r):
            return f"take {r}"
        case Buy(row=r, col=c, slot=sl, choice=ch, pay=pay):
            out = f"buy {r} {c}"
            if sl:
                out += f" slot {sl}"
            if ch:
                out += f" {ch}"
            if ch == "vp":
                out += " " + " ".join(str(x) for x in pay)
            return out
        case Deploy(to=to, origin=o):
            return f"deploy {to}" + (f" from {o}" if o else "")
        case Withdraw(slot=sl):
            return f"withdraw {sl}"
        case Hire():
            return "hire"
        case Use(card=cid, choice=ch):
            return f"use {cid}" + (f" {ch}" if ch else "")
        case Choose(option=o):
            return f"choose {o}"
        case Pass():
            return "pass"
    raise AssertionError(a)


def _usage(usage: str) -> InvalidAction:
    return InvalidAction("nations.error.usage", usage=usage)


def parse_notation(text: str, names: Names | None = None) -> NationsAction:
    words = words_of(text)
    if not words:
        raise InvalidAction("nations.error.empty_command")
    verb, args = words[0].lower(), [w.lower() for w in words[1:]]
    match verb:
        case "pick":
            return _pick(args, names)
        case "grow":
            if args not in (["food"], ["stability"]):
                raise _usage("grow food|stability")
            return Grow(section="food" if args[0] == "food" else "stability")
        case "take":
            if args not in (["gold"], ["stone"], ["food"]):
                raise _usage("take gold|stone|food")
            res = args[0]
            return Take(resource="gold" if res == "gold" else "stone" if res == "stone" else "food")
        case "buy":
            return _buy(args)
        case "deploy":
            if len(args) == 1:
                return Deploy(to=read_int(args[0], 1, 5))
            if len(args) == 3 and args[1] == "from":
                return Deploy(to=read_int(args[0], 1, 5), origin=read_int(args[2], 1, 5))
            raise _usage("deploy <slot> [from <slot>]")
        case "withdraw":
            if len(args) != 1:
                raise _usage("withdraw <slot>")
            return Withdraw(slot=read_int(args[0], 1, 5))
        case "use":
            if not 1 <= len(args) <= 2 or not args[0].replace("_", "").isalnum():
                raise _usage("use <card> [resource]")
            if len(args) == 2 and args[1] not in RESOURCES:
                raise _usage("use <card> [resource]")
            return Use(card=args[0], choice=args[1] if len(args) == 2 else "")
        case "choose":
            if len(args) != 1:
                raise _usage("choose <0-5>")
            return Choose(option=read_int(args[0], 0, 5))
        case "hire" | "pass":
            if args:
                raise _usage(verb)
            return Hire() if verb == "hire" else Pass()
    raise InvalidAction("nations.error.unknown_verb", word=shorten(verb), choices=", ".join(VERBS))


PICK_USAGE = "pick <nation> [a|b] [chieftain|prince|king|emperor]"


def _pick(args: list[str], names: Names | None) -> Pick:
    """``pick <nation> [a|b] [level]``: the nation by any of its names, the level by its id
    or, given ``names["level"]``, a name of it in any language."""
    if not 1 <= len(args) <= 5:
        raise _usage(PICK_USAGE)
    levels = Lexicon("level", {lv: [] for lv in LEVELS}).extended(
        dict((names or {}).get("level", {}))
    )
    level = None
    if len(args) > 1:
        found, exact = levels.candidates(args[-1:])
        if exact and len(found) == 1:
            level, args = found.pop(), args[:-1]
    side = "a"
    if len(args) > 1 and args[-1] in ("a", "b"):
        side, args = args[-1], args[:-1]
    given = dict((names or {}).get("nation", {}))
    if given:
        nations = Lexicon("nation", given)
        if level is None and len(args) > 1 and len(nations.candidates(args)[0]) != 1:
            rest = args[:-1]
            if rest[-1:] in (["a"], ["b"]):
                rest = rest[:-1]
            if rest and len(nations.candidates(rest)[0]) == 1:  # a nation, then no level
                raise no_such_level(args[-1])
        nation = nations.pick(args)
    elif len(args) == 1 and args[0].replace("_", "").isalpha():
        nation = args[0]
    else:
        raise _usage(PICK_USAGE)
    return Pick(nation=nation, side="b" if side == "b" else "a", level=level)


def no_such_level(word: str) -> InvalidAction:
    """A word where a difficulty level goes that names none (README 3)."""
    return InvalidAction("nations.error.no_such_level", word=shorten(word, 40))


def _buy(args: list[str]) -> Buy:
    usage = (
        "buy <row> <column> [slot <n>] [gold|stone|food|books|vp [<gold> <stone> <food> <books>]]"
    )
    if len(args) < 2:
        raise _usage(usage)
    row, col = read_int(args[0], 1, 3), read_int(args[1], 1, 7)
    rest = args[2:]
    slot = 0
    if rest[:1] == ["slot"]:
        if len(rest) < 2:
            raise _usage(usage)
        slot = read_int(rest[1], 1, 5)
        rest = rest[2:]
    choice = ""
    pay = (0, 0, 0, 0)
    if rest:
        if rest[0] not in CHOICES:
            raise _usage(usage)
        choice, rest = rest[0], rest[1:]
        if choice == "vp":
            if len(rest) != 4:
                raise _usage(usage)
            g, s, f, b = (read_int(x, 0, 99) for x in rest)
            pay, rest = (g, s, f, b), []
    if rest:
        raise _usage(usage)
    return Buy(row=row, col=col, slot=slot, choice=choice, pay=pay)


def res_msg(res: str) -> Msg:
    return Msg.of(f"nations.res.{res}")


def name_msg(cat: Catalog, ident: str) -> Msg:
    """A card's, event's, tile's or nation's name: the data holds it in each language, and
    each language's catalog picks its own (README 2)."""
    given = cat.name(ident)
    words = given.model_dump() if given is not None else {}
    return Msg.of("nations.name", **{loc: words.get(loc, ident) for loc in ("en", "el", "it")})


def describe(a: NationsAction, cat: Catalog) -> Msg:
    match a:
        case Pick(nation=n, side=side, level=None):
            return Msg.of("nations.action.pick", nation=name_msg(cat, n), side=side.upper())
        case Pick(nation=n, side=side, level=str(level)):
            return Msg.of(
                "nations.action.pick_level",
                nation=name_msg(cat, n),
                side=side.upper(),
                level=Msg.of(f"nations.level.{level}"),
                count=cat.growth(level),
            )
        case Grow(section=sec):
            return Msg.of(f"nations.action.grow_{sec}")
        case Take(resource=r):
            return Msg.of("nations.action.take", resource=res_msg(r))
        case Buy(row=r, col=c, slot=sl, choice=ch, pay=pay):
            if ch == "vp":
                return Msg.of(
                    "nations.action.buy_vp",
                    row=r,
                    col=c,
                    gold=pay[0],
                    stone=pay[1],
                    food=pay[2],
                    books=pay[3],
                )
            if ch:
                return Msg.of("nations.action.buy_res", row=r, col=c, resource=res_msg(ch))
            if sl:
                return Msg.of("nations.action.buy_slot", row=r, col=c, slot=sl)
            return Msg.of("nations.action.buy", row=r, col=c)
        case Deploy(to=to, origin=o):
            if o:
                return Msg.of("nations.action.move", to=to, origin=o)
            return Msg.of("nations.action.deploy", to=to)
        case Withdraw(slot=sl):
            return Msg.of("nations.action.withdraw", slot=sl)
        case Hire():
            return Msg.of("nations.action.hire")
        case Use(card=cid, choice=ch):
            if ch:
                return Msg.of(
                    "nations.action.use_res", card=name_msg(cat, cid), resource=res_msg(ch)
                )
            return Msg.of("nations.action.use", card=name_msg(cat, cid))
        case Choose(option=o):
            if o == 0:
                return Msg.of("nations.action.decline")
            return Msg.of("nations.action.choose", option=o)
        case Pass():
            return Msg.of("nations.action.pass")
    raise AssertionError(a)
