"""Text forms of Duellum actions: a canonical notation that round-trips, and descriptions.

Notation examples: ``rondel 4 pay coin``, ``temple neapolis``, ``wall croton``,
``deploy legion zama``, ``develop strata``, ``recruit galley``, ``move legion roma capua``,
``move galley aigaion ainos``, ``conquer tarraco``, ``casualties 1``,
``found baecula gold``, ``trade gold,gold,gold iron,iron``, ``event storm_at_athos region=lemnos``,
``fortress yes``, ``order play`` (Fortress's standing order: ``ask``, ``play`` or ``keep``),
``pick academy``, ``instead marble``, ``end``.
"""

from __future__ import annotations

from typing import Any

from rules.common import notation as common
from rules.common.notation import Args, LexiconCache, Lexicons
from rules.core.errors import InvalidAction
from rules.core.messages import Msg
from rules.core.words import Names, fold, read_int, split_names
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
    SetOrder,
    Trade,
    action_adapter,
)
from rules.duellum.state import GALLEYS_PER_NATION, LEGIONS_PER_NATION


def notation(a: DuellumAction) -> str:
    match a:
        case Rondel(field=f, pay=pay):
            return common.rondel_notation(f, pay)
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
        case SetOrder(order=o):
            return f"order {o.value}"
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
    "order": "order ask|play|keep",
    "pick": "pick CARD",
    "instead": "instead RESOURCE",
    "end": "end",
}
EVENT_KEYS = ("region", "unit", "resource")
MAX_PAY = 9  # rondel steps paid for at most (a whole turn round)


class _Words(Lexicons):
    """The lexicons the notation reads, built once per set of extra names."""

    def __init__(self, names: Names | None) -> None:
        from rules.common.maps import Resource, Unit
        from rules.duellum.data import RONDEL, KnowHowId
        from rules.duellum.events import load_events
        from rules.duellum.maps import SIDES, load_side
        from rules.duellum.state import FortressOrder, Pay, Special

        super().__init__(names)
        regions: dict[str, list[str]] = {}
        for side in SIDES:
            for r in load_side(side).regions:
                regions.setdefault(r.id, []).append(r.name)
        self.region = self.lex("region", regions)
        self.unit = self.lex("unit", {u.value: [] for u in (*Unit, *Special)})
        self.resource = self.lex("resource", {r.value: [] for r in Resource})
        self.pay = self.lex("payment", {p.value: [] for p in Pay}, "pay")
        self.knowhow = self.lex("knowhow", {k.value: [] for k in KnowHowId})
        self.card = self.lex("card", {c: [] for c in load_events().ids})
        self.field = self.fields(RONDEL.fields)
        self.answer = self.lex("answer", {"yes": [], "no": []})
        self.order = self.lex("order", {o.value: [] for o in FortressOrder})


_words = LexiconCache(_Words)


def read_name(what: str, text: str, names: Names | None = None) -> str:
    """The id a typed name stands for (``what``: region, unit, resource, knowhow or card),
    read as the notation reads it; an unknown or ambiguous name is refused saying so."""
    return common.read_name(_words(names), what, text)


def _fields(verb: str, a: Args, w: _Words) -> dict[str, Any]:
    from rules.duellum.data import RONDEL

    args = a.args
    if verb == "rondel":
        return common.rondel_fields(a, w.field, len(RONDEL.fields), w.pay, MAX_PAY)
    if verb in ("temple", "wall", "conquer"):
        return {"region": a.names(w.region)[0]}
    if verb == "deploy":
        unit, region = a.names(w.unit, w.region)
        return {"unit": unit, "region": region}
    if verb == "develop":
        return {"knowhow": a.names(w.knowhow)[0]}
    if verb == "recruit":
        return {"unit": a.names(w.unit)[0]}
    if verb == "move":
        unit, origin, to = a.names(w.unit, w.region, w.region)
        return {"unit": unit, "origin": origin, "to": to}
    if verb == "casualties":
        a.need(len(args) == 1)
        return {"legions": read_int(args[0], 0, LEGIONS_PER_NATION + GALLEYS_PER_NATION)}
    if verb == "found":
        region, resource = a.names(w.region, w.resource)
        return {"region": region, "resource": resource}
    if verb == "trade":
        units = common.counted(args, w.resource, MAX_PAY)
        a.need(len(units) == 5)
        return {"give": units[:3], "take": units[3:]}
    if verb == "event":
        return _event(args, w, a.usage)
    if verb == "fortress":
        return {"play": a.names(w.answer)[0] == "yes"}
    if verb == "order":
        return {"order": a.names(w.order)[0]}
    if verb == "pick":
        return {"card": a.names(w.card)[0]}
    if verb == "instead":
        return {"resource": a.names(w.resource)[0]}
    a.need(not args)
    return {}


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
    w = _words(names)
    action: DuellumAction = common.parse(
        text,
        ("duellum.error.unknown_notation", "duellum.error.notation"),
        USAGE,
        lambda verb, a: _fields(verb, a, w),
        action_adapter,
        keep=lambda word: "=" in word or word == "-",
    )
    return action


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
        elif name == "order":
            params[name] = Msg.of(f"duellum.order.{value.value}")
        elif isinstance(value, bool):
            params[name] = 1 if value else 0
        elif value is None:
            params[name] = ""
        else:
            params[name] = value
    return Msg(key=f"duellum.action.{common.paid_key(a.type, params)}", params=params)
