"""Text forms of Antike actions: a canonical notation that round-trips, and descriptions.

Notation examples: ``rondel 4 pay gold,coin``, ``temple roma``, ``arm legion roma``,
``develop wheel``, ``move galley tyros mare_internum``, ``fight legion athenai greeks``,
``conquer corniclanum``, ``conquer tyros release sidon``, ``casualties 1``, ``found ostia``,
``trade gold,marble iron``, ``order romans always``, ``answer yes``, ``answer no never``,
``instead marble``, ``extra king``, ``start roma``, ``end``.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from rules.antike.actions import (
    Answer,
    AntikeAction,
    Arm,
    BuildTemple,
    Casualties,
    CoinInstead,
    Conquer,
    Develop,
    EndTurn,
    Extra,
    Fight,
    Found,
    Move,
    Rondel,
    SetOrder,
    StartCity,
    Trade,
    action_adapter,
)
from rules.antike.state import FIELDS, GALLEYS, LEGIONS, KnowHow, Order, Pay, Personage
from rules.common.maps import Resource, Unit
from rules.core.errors import InvalidAction
from rules.core.messages import Msg
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

SIDES = ("west", "east")


def notation(a: AntikeAction) -> str:
    match a:
        case Rondel(field=f, pay=pay):
            return f"rondel {f}" + (" pay " + ",".join(p.value for p in pay) if pay else "")
        case BuildTemple(region=r):
            return f"temple {r}"
        case Arm(unit=u, region=r):
            return f"arm {u.value} {r}"
        case Develop(knowhow=k):
            return f"develop {k.value}"
        case Move(unit=u, origin=o, to=t):
            return f"move {u.value} {o} {t}"
        case Fight(region=r, unit=u, nation=n):
            return f"fight {u.value} {r} {n}"
        case Conquer(region=r, release=rel):
            return f"conquer {r}" + (f" release {rel}" if rel else "")
        case Casualties(legions=k):
            return f"casualties {k}"
        case Found(region=r):
            return f"found {r}"
        case Trade(give=g, take=t):
            return f"trade {','.join(x.value for x in g)} {t.value}"
        case SetOrder(nation=n, order=o):
            return f"order {n} {o.value}"
        case Answer(fight=f, order=o):
            return "answer " + ("yes" if f else "no") + (f" {o.value}" if o else "")
        case CoinInstead(resource=r):
            return f"instead {r.value}"
        case Extra(personage=p):
            return f"extra {p.value}"
        case StartCity(region=r):
            return f"start {r}"
        case EndTurn():
            return "end"
    raise AssertionError(a)


USAGE = {
    "rondel": "rondel FIELD [pay KIND,...]",
    "temple": "temple REGION",
    "arm": "arm UNIT REGION",
    "develop": "develop KNOWHOW",
    "move": "move UNIT FROM TO",
    "fight": "fight UNIT REGION NATION",
    "conquer": "conquer REGION [release REGION]",
    "casualties": "casualties LEGIONS",
    "found": "found REGION",
    "trade": "trade GIVE,GIVE TAKE",
    "order": "order NATION always|never|ask",
    "answer": "answer yes|no [always|never|ask]",
    "instead": "instead RESOURCE",
    "extra": "extra PERSONAGE",
    "start": "start REGION",
    "end": "end",
}
MAX_PAY = 9  # rondel steps paid for at most (a whole round)


def known_sides() -> list[Any]:
    """Every side the notation can name regions and nations of: the real ones that load,
    and the fixture sides of tests."""
    from rules.antike.board import _FIXTURES, side_of

    out: list[Any] = []
    for name in SIDES:
        try:
            out.append(side_of(name))
        except (ImportError, ValueError, OSError):
            continue
    out.extend(_FIXTURES.values())
    return out


def _nation_ids(side: Any) -> list[str]:
    ids: list[str] = []
    for count in (3, 4, 5, 6):
        try:
            got = side.nations(count)
        except (KeyError, ValueError):
            continue
        ids.extend(n for n in got if n not in ids)
    return ids


class _Words:
    """The lexicons the notation reads, built once per set of extra names."""

    def __init__(self, names: Names | None) -> None:
        extra = names or {}

        def lex(what: str, base: dict[str, list[str]], family: str | None = None) -> Lexicon:
            for value, more in extra.get(family or what, {}).items():
                if value in base:
                    base[value] = [*base[value], *more]
            return Lexicon(what, base)

        regions: dict[str, list[str]] = {}
        nations: dict[str, list[str]] = {}
        for side in known_sides():
            for r in side.map.regions:
                regions.setdefault(r.id, []).append(r.name)
            for nid in _nation_ids(side):
                nations.setdefault(nid, [])
        self.region = lex("region", regions)
        self.nation = lex("nation", nations)
        self.unit = lex("unit", {u.value: [] for u in Unit})
        self.resource = lex("resource", {r.value: [] for r in Resource})
        self.pay = lex("payment", {p.value: [] for p in Pay}, "pay")
        self.knowhow = lex("knowhow", {k.value: [] for k in KnowHow})
        self.personage = lex("personage", {p.value: [] for p in Personage})
        self.order = lex("order", {o.value: [] for o in Order})
        fields = {str(i): [f"{i} {f.value.upper()}", f.value] for i, f in enumerate(FIELDS)}
        for i, f in enumerate(FIELDS):
            fields[str(i)] += list(extra.get("field", {}).get(f.value, []))
        self.field = Lexicon("field", fields)
        self.answer = lex("answer", {"yes": [], "no": []})


_WORDS: dict[int, tuple[Names | None, _Words]] = {}


def _words(names: Names | None) -> _Words:
    got = _WORDS.get(id(names))
    if got is None or got[0] is not names:
        if len(_WORDS) > 8:
            _WORDS.clear()
        got = _WORDS[id(names)] = (names, _Words(names))
    return got[1]


def reset_words() -> None:
    """Forget the lexicons (tests that register a fixture side call this)."""
    _WORDS.clear()


def read_name(what: str, text: str, names: Names | None = None) -> str:
    """The id a typed name stands for (``what``: region, nation, unit, resource, knowhow...),
    read as the notation reads it; an unknown or ambiguous name is refused saying so."""
    lexicon: Lexicon = getattr(_words(names), what)
    return split_names(words_of(text), [lexicon])[0]


def _counted(args: list[str], lex: Lexicon) -> list[str]:
    """A list of units as typed: "gold,gold,coin", "gold gold coin" or "2 gold, 1 coin"."""
    out: list[str] = []
    count: int | None = None
    for word in " ".join(args).replace(",", " ").split():
        if is_number(word):
            count = read_int(word, 1, MAX_PAY)
            continue
        out += [lex.pick([word])] * (1 if count is None else count)
        count = None
        if len(out) > MAX_PAY:
            raise InvalidAction("core.input.too_many_words", words=shorten(" ".join(args), 40))
    return out


def _fields(verb: str, args: list[str], w: _Words) -> dict[str, Any]:
    usage = InvalidAction("antike.error.notation", usage=USAGE[verb])

    def need(ok: bool) -> None:
        if not ok:
            raise usage

    def names(*lexicons: Lexicon) -> list[str]:
        need(len(args) >= len(lexicons))
        return split_names(args, lexicons)

    if verb == "rondel":
        need(bool(args))
        folded = [fold(a) for a in args]
        at = folded.index("pay") if "pay" in folded else len(args)
        out: dict[str, Any] = {"field": _field(args[:at], w)}
        if at < len(args):
            need(at + 1 < len(args))
            out["pay"] = [] if args[at + 1 :] == ["-"] else _counted(args[at + 1 :], w.pay)
        return out
    if verb in ("temple", "found", "start"):
        return {"region": names(w.region)[0]}
    if verb == "conquer":
        folded = [fold(a) for a in args]
        at = folded.index("release") if "release" in folded else len(args)
        need(at > 0)
        out = {"region": split_names(args[:at], [w.region])[0]}
        if at < len(args):
            need(at + 1 < len(args))
            out["release"] = split_names(args[at + 1 :], [w.region])[0]
        return out
    if verb == "arm":
        unit, region = names(w.unit, w.region)
        return {"unit": unit, "region": region}
    if verb == "develop":
        return {"knowhow": names(w.knowhow)[0]}
    if verb == "move":
        unit, origin, to = names(w.unit, w.region, w.region)
        return {"unit": unit, "origin": origin, "to": to}
    if verb == "fight":
        unit, region, nation = names(w.unit, w.region, w.nation)
        return {"unit": unit, "region": region, "nation": nation}
    if verb == "casualties":
        need(len(args) == 1)
        return {"legions": read_int(args[0], 0, 2 * (LEGIONS + GALLEYS))}
    if verb == "trade":
        units = _counted(args, w.resource)
        need(len(units) == 3)
        return {"give": units[:2], "take": units[2]}
    if verb == "order":
        nation, order = names(w.nation, w.order)
        return {"nation": nation, "order": order}
    if verb == "answer":
        need(1 <= len(args) <= 2)
        out = {"fight": split_names(args[:1], [w.answer])[0] == "yes"}
        if len(args) == 2:
            out["order"] = split_names(args[1:], [w.order])[0]
        return out
    if verb == "instead":
        return {"resource": names(w.resource)[0]}
    if verb == "extra":
        return {"personage": names(w.personage)[0]}
    need(not args)
    return {}


def _field(words: list[str], w: _Words) -> int:
    """A rondel wedge by its number (0 = IRON, clockwise) or its name; "4 arming" too.
    MANEUVER is printed twice, so its name alone is ambiguous: the number decides."""
    if words and any(c.isdigit() for c in words[0]):
        index = read_int(words[0], 0, len(FIELDS) - 1)
        if words[1:] and str(index) not in w.field.candidates(words[1:])[0]:
            raise w.field.unknown(" ".join(words))
        return index
    return int(split_names(words, [w.field])[0])


def parse_notation(text: str, names: Names | None = None) -> AntikeAction:
    """Read a typed action: the notation above, with names as the players are shown them
    (map names in several words, any case, accents optional, a unique beginning; with
    ``names``, the display names of every language) and wedges by number or name."""
    words = [w for w in words_of(text) if fold(w) or w == "-"]
    verb = fold(words[0]) if words else ""
    if verb not in USAGE:
        raise InvalidAction("antike.error.unknown_notation", text=shorten(" ".join(words), 40))
    raw = {"type": verb, **_fields(verb, words[1:], _words(names))}
    try:
        return action_adapter.validate_python(raw)
    except ValidationError:
        raise InvalidAction("antike.error.notation", usage=USAGE[verb]) from None


def region_name(region: str) -> str:
    for side in known_sides():
        try:
            return str(side.map.region(region).name)
        except (KeyError, ValueError):
            continue
    return region


def describe(a: AntikeAction) -> Msg:
    """A localizable description of an action, for menus and logs."""
    params: dict[str, Any] = {}
    for name, value in a:
        if name == "type":
            continue
        if name in ("region", "origin", "to", "release"):
            params[name] = Msg.of("antike.region", name=region_name(value)) if value else ""
        elif name == "unit":
            params[name] = Msg.of(f"antike.unit.{value.value}")
        elif name in ("resource", "take"):
            params[name] = Msg.of(f"antike.resource.{value.value}")
        elif name == "give":
            params[name] = [Msg.of(f"antike.resource.{v.value}") for v in value]
        elif name == "pay":
            params[name] = [Msg.of(f"antike.pay.{v.value}") for v in value]
        elif name == "field":
            params[name] = Msg.of(f"antike.field.{FIELDS[value].value}")
        elif name == "knowhow":
            params[name] = Msg.of(f"antike.knowhow.{value.value}")
        elif name == "personage":
            params[name] = Msg.of(f"antike.personage.{value.value}")
        elif name == "order":
            params[name] = Msg.of(f"antike.order.{value.value}") if value else ""
        elif name == "nation":
            # a name that is no nation (typed JSON) reads as typed, never as a key
            known = any(value in _nation_ids(side) for side in known_sides())
            params[name] = Msg.of(f"antike.nation.{value}") if known else value
        elif isinstance(value, bool):
            params[name] = 1 if value else 0
        else:
            params[name] = value
    key: str = a.type
    if params.get("pay") == []:
        del params["pay"]
    elif "pay" in params:
        key = "rondel_paid"
    if params.get("release") == "":
        del params["release"]
    elif "release" in params:
        key = "conquer_release"
    if params.get("order") == "":
        del params["order"]
    elif a.type == "answer":
        key = "answer_order"
    return Msg(key=f"antike.action.{key}", params=params)
