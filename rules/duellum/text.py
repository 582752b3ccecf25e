"""Text forms of Duellum actions: a canonical notation that round-trips, and descriptions.

Notation examples: ``rondel 4 pay coin``, ``temple neapolis``, ``wall croton``,
``deploy legion zama``, ``develop strata``, ``recruit galley``, ``move legion roma capua``,
``move galley aigaion ainos``, ``conquer tarraco``, ``casualties 1``,
``found baecula gold``, ``trade gold,gold,gold iron,iron``, ``event storm_at_athos region=lemnos``,
``fortress yes``, ``pick academy``, ``instead marble``, ``end``.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

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
from rules.duellum.actions import (
    BuildTemple,
    BuildWall,
    Casualties,
    CoinInstead,
    Conquer,
    Deploy,
    Develop,
    DuellumAction,
    EndTurn,
    Fortress,
    Found,
    Move,
    Pick,
    PlayEvent,
    Recruit,
    Rondel,
    Trade,
    action_adapter,
)
from rules.duellum.state import GALLEYS_PER_NATION, LEGIONS_PER_NATION


def notation(a: DuellumAction) -> str:
    match a:
        case Rondel(field=f, pay=pay):
            return f"rondel {f}" + (" pay " + ",".join(p.value for p in pay) if pay else "")
        case BuildTemple(region=r):
            return f"temple {r}"
        case BuildWall(region=r):
            return f"wall {r}"
        case Deploy(unit=u, region=r):
            return f"deploy {u.value} {r}"
        case Develop(knowhow=k):
            return f"develop {k}"
        case Recruit(unit=u):
            return f"recruit {u.value}"
        case Move(unit=u, origin=o, to=t):
            return f"move {u.value} {o} {t}"
        case Conquer(region=r):
            return f"conquer {r}"
        case Casualties(legions=k):
            return f"casualties {k}"
        case Found(region=r, resource=res):
            return f"found {r} {res.value}"
        case Trade(give=g, take=t):
            return f"trade {','.join(x.value for x in g)} {','.join(x.value for x in t)}"
        case PlayEvent(card=c, region=r, unit=u, resource=res):
            extra = [f"region={r}"] if r else []
            extra += [f"unit={u.value}"] if u else []
            extra += [f"resource={res.value}"] if res else []
            return " ".join(["event", c, *extra])
        case Fortress(play=play):
            return "fortress " + ("yes" if play else "no")
        case Pick(card=c):
            return f"pick {c}"
        case CoinInstead(resource=r):
            return f"instead {r.value}"
        case EndTurn():
            return "end"
    raise AssertionError(a)


USAGE = {
    "rondel": "rondel FIELD [pay KIND,...]",
    "temple": "temple REGION",
    "wall": "wall REGION",
    "deploy": "deploy UNIT REGION",
    "develop": "develop KNOWHOW",
    "recruit": "recruit UNIT",
    "move": "move UNIT FROM TO",
    "conquer": "conquer REGION",
    "casualties": "casualties LEGIONS",
    "found": "found REGION RESOURCE",
    "trade": "trade GIVE,GIVE,GIVE TAKE,TAKE",
    "event": "event CARD [region=R] [unit=U] [resource=R]",
    "fortress": "fortress yes|no",
    "pick": "pick CARD",
    "instead": "instead RESOURCE",
    "end": "end",
}
EVENT_KEYS = ("region", "unit", "resource")
MAX_PAY = 9  # rondel steps paid for at most (a whole turn round)


class _Words:
    """The lexicons the notation reads, built once per set of extra names."""

    def __init__(self, names: Names | None) -> None:
        from rules.common.maps import Resource, Unit
        from rules.duellum.data import RONDEL, KnowHowId
        from rules.duellum.events import load_events
        from rules.duellum.maps import SIDES, load_side
        from rules.duellum.state import Pay, Special

        extra = names or {}

        def lex(what: str, base: dict[str, list[str]], family: str | None = None) -> Lexicon:
            for value, more in extra.get(family or what, {}).items():
                if value in base:
                    base[value] = [*base[value], *more]
            return Lexicon(what, base)

        regions: dict[str, list[str]] = {}
        for side in SIDES:
            for r in load_side(side).regions:
                regions.setdefault(r.id, []).append(r.name)
        self.region = lex("region", regions)
        self.unit = lex("unit", {u.value: [] for u in (*Unit, *Special)})
        self.resource = lex("resource", {r.value: [] for r in Resource})
        self.pay = lex("payment", {p.value: [] for p in Pay}, "pay")
        self.knowhow = lex("knowhow", {k.value: [] for k in KnowHowId})
        self.card = lex("card", {c: [] for c in load_events().ids})
        fields = {str(i): [f"{i} {f.upper()}", f] for i, f in enumerate(RONDEL.fields)}
        for i, f in enumerate(RONDEL.fields):
            fields[str(i)] += list(extra.get("field", {}).get(f, []))
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


def read_name(what: str, text: str, names: Names | None = None) -> str:
    """The id a typed name stands for (``what``: region, unit, resource, knowhow or card),
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
    usage = InvalidAction("duellum.error.notation", usage=USAGE[verb])

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
    if verb in ("temple", "wall", "conquer"):
        return {"region": names(w.region)[0]}
    if verb == "deploy":
        unit, region = names(w.unit, w.region)
        return {"unit": unit, "region": region}
    if verb == "develop":
        return {"knowhow": names(w.knowhow)[0]}
    if verb == "recruit":
        return {"unit": names(w.unit)[0]}
    if verb == "move":
        unit, origin, to = names(w.unit, w.region, w.region)
        return {"unit": unit, "origin": origin, "to": to}
    if verb == "casualties":
        need(len(args) == 1)
        return {"legions": read_int(args[0], 0, LEGIONS_PER_NATION + GALLEYS_PER_NATION)}
    if verb == "found":
        region, resource = names(w.region, w.resource)
        return {"region": region, "resource": resource}
    if verb == "trade":
        units = _counted(args, w.resource)
        need(len(units) == 5)
        return {"give": units[:3], "take": units[3:]}
    if verb == "event":
        return _event(args, w, usage)
    if verb == "fortress":
        return {"play": names(w.answer)[0] == "yes"}
    if verb == "pick":
        return {"card": names(w.card)[0]}
    if verb == "instead":
        return {"resource": names(w.resource)[0]}
    need(not args)
    return {}


def _field(words: list[str], w: _Words) -> int:
    """A rondel field by its number (as the board shows it) or its name; "4 militia" too."""
    from rules.duellum.data import RONDEL

    if words and any(c.isdigit() for c in words[0]):  # "-1", "4a", "²": numbers or nothing
        index = read_int(words[0], 0, len(RONDEL.fields) - 1)
        if words[1:] and str(index) not in w.field.candidates(words[1:])[0]:
            raise w.field.unknown(" ".join(words))
        return index
    return int(split_names(words, [w.field])[0])


def _event(args: list[str], w: _Words, usage: InvalidAction) -> dict[str, Any]:
    """``event CARD [region=R] [unit=U] [resource=R]``; names may take several words."""
    parts: list[tuple[str, list[str]]] = [("card", [])]
    for word in args:
        key, sep, value = word.partition("=")
        if sep:
            if fold(key) not in EVENT_KEYS or any(fold(key) == k for k, _ in parts):
                raise usage
            parts.append((fold(key), [value] if value else []))
        else:
            parts[-1][1].append(word)
    lexicons = {"card": w.card, "region": w.region, "unit": w.unit, "resource": w.resource}
    out: dict[str, Any] = {}
    for key, words in parts:
        if not words:
            raise usage
        out[key] = split_names(words, [lexicons[key]])[0]
    return out


def parse_notation(text: str, names: Names | None = None) -> DuellumAction:
    """Read a typed action: the notation above, with names as the players are shown them
    (map names in several words, any case, accents optional, a unique beginning; with
    ``names``, the display names of every language) and fields by number or name."""
    words = [w for w in words_of(text) if fold(w) or "=" in w or w == "-"]
    verb = fold(words[0]) if words else ""
    if verb not in USAGE:
        raise InvalidAction("duellum.error.unknown_notation", text=shorten(" ".join(words), 40))
    raw = {"type": verb, **_fields(verb, words[1:], _words(names))}
    try:
        return action_adapter.validate_python(raw)
    except ValidationError:
        raise InvalidAction("duellum.error.notation", usage=USAGE[verb]) from None


def region_name(region: str) -> str:
    """A region's display name, looked up on both map sides (ids are unique across them)."""
    from rules.duellum.maps import SIDES, load_side

    for side in SIDES:
        m = load_side(side)
        try:
            return m.region(region).name
        except (KeyError, ValueError):
            continue
    return region


def region_msg(region: str) -> Msg:
    return Msg.of("duellum.region", name=region_name(region))


def describe(a: DuellumAction) -> Msg:
    """A localizable description of an action, for menus and logs."""
    from rules.duellum.data import RONDEL, KnowHowId
    from rules.duellum.events import load_events

    params: dict[str, Any] = {}
    for name, value in a:
        if name == "type":
            continue
        if name in ("region", "origin", "to") and value:
            params[name] = region_msg(value)
        elif name == "unit" and value is not None:
            params[name] = Msg.of(f"duellum.unit.{value.value}")
        elif name == "resource" and value is not None:
            params[name] = Msg.of(f"duellum.resource.{value.value}")
        elif name in ("give", "take"):
            params[name] = [Msg.of(f"duellum.resource.{v.value}") for v in value]
        elif name == "pay":
            params[name] = [Msg.of(f"duellum.pay.{v.value}") for v in value]
        elif name == "field":
            params[name] = Msg.of(f"duellum.field.{RONDEL.fields[value]}")
        elif name == "knowhow":
            # a name that is no know-how or card (a typo) reads as typed, never as a key
            known = value in set(KnowHowId)
            params[name] = Msg.of(f"duellum.knowhow.{value}") if known else value
        elif name == "card":
            known = value in load_events().ids
            params[name] = Msg.of(f"duellum.card.{value}") if known else value
        elif isinstance(value, bool):
            params[name] = 1 if value else 0
        elif value is None:
            params[name] = ""
        else:
            params[name] = value
    key: str = a.type
    if params.get("pay") == []:
        del params["pay"]
    elif "pay" in params:
        key = "rondel_paid"
    return Msg(key=f"duellum.action.{key}", params=params)
