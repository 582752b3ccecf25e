"""Text forms of Antike actions: a canonical notation that round-trips, and descriptions.

Notation examples: ``rondel 4 pay gold,coin``, ``temple roma``, ``arm legion roma``,
``develop wheel``, ``move galley tyros mare_internum``, ``fight legion athenai greeks``,
``conquer corniclanum``, ``conquer tyros release sidon``, ``casualties 1``, ``found ostia``,
``trade gold,marble iron``, ``order romans always``, ``answer yes``, ``answer no never``,
``instead marble``, ``extra king``, ``start roma``, ``end``.
"""

from __future__ import annotations

from typing import Any

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
from rules.common import notation as common
from rules.common.maps import Resource, Unit
from rules.common.notation import Args, LexiconCache, Lexicons
from rules.core.messages import Msg
from rules.core.words import Names, fold, read_int, split_names

SIDES = ("west", "east")


def notation(a: AntikeAction) -> str:
    match a:
        case Rondel(field=f, pay=pay):
            return common.rondel_notation(f, pay)
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


class _Words(Lexicons):
    """The lexicons the notation reads, built once per set of extra names."""

    def __init__(self, names: Names | None) -> None:
        super().__init__(names)
        regions: dict[str, list[str]] = {}
        nations: dict[str, list[str]] = {}
        for side in known_sides():
            for r in side.map.regions:
                regions.setdefault(r.id, []).append(r.name)
            for nid in _nation_ids(side):
                nations.setdefault(nid, [])
        self.region = self.lex("region", regions)
        self.nation = self.lex("nation", nations)
        self.unit = self.lex("unit", {u.value: [] for u in Unit})
        self.resource = self.lex("resource", {r.value: [] for r in Resource})
        self.pay = self.lex("payment", {p.value: [] for p in Pay}, "pay")
        self.knowhow = self.lex("knowhow", {k.value: [] for k in KnowHow})
        self.personage = self.lex("personage", {p.value: [] for p in Personage})
        self.order = self.lex("order", {o.value: [] for o in Order})
        self.field = self.fields([f.value for f in FIELDS])
        self.answer = self.lex("answer", {"yes": [], "no": []})


_words = LexiconCache(_Words)


def reset_words() -> None:
    """Forget the lexicons (tests that register a fixture side call this)."""
    _words.clear()


def read_name(what: str, text: str, names: Names | None = None) -> str:
    """The id a typed name stands for (``what``: region, nation, unit, resource, knowhow...),
    read as the notation reads it; an unknown or ambiguous name is refused saying so."""
    return common.read_name(_words(names), what, text)


def _fields(verb: str, a: Args, w: _Words) -> dict[str, Any]:
    args = a.args
    if verb == "rondel":
        # MANEUVER is printed twice, so its name alone is ambiguous: the number decides
        return common.rondel_fields(a, w.field, len(FIELDS), w.pay, MAX_PAY)
    if verb in ("temple", "found", "start"):
        return {"region": a.names(w.region)[0]}
    if verb == "conquer":
        folded = [fold(x) for x in args]
        at = folded.index("release") if "release" in folded else len(args)
        a.need(at > 0)
        out: dict[str, Any] = {"region": split_names(args[:at], [w.region])[0]}
        if at < len(args):
            a.need(at + 1 < len(args))
            out["release"] = split_names(args[at + 1 :], [w.region])[0]
        return out
    if verb == "arm":
        unit, region = a.names(w.unit, w.region)
        return {"unit": unit, "region": region}
    if verb == "develop":
        return {"knowhow": a.names(w.knowhow)[0]}
    if verb == "move":
        unit, origin, to = a.names(w.unit, w.region, w.region)
        return {"unit": unit, "origin": origin, "to": to}
    if verb == "fight":
        unit, region, nation = a.names(w.unit, w.region, w.nation)
        return {"unit": unit, "region": region, "nation": nation}
    if verb == "casualties":
        a.need(len(args) == 1)
        return {"legions": read_int(args[0], 0, 2 * (LEGIONS + GALLEYS))}
    if verb == "trade":
        units = common.counted(args, w.resource, MAX_PAY)
        a.need(len(units) == 3)
        return {"give": units[:2], "take": units[2]}
    if verb == "order":
        nation, order = a.names(w.nation, w.order)
        return {"nation": nation, "order": order}
    if verb == "answer":
        a.need(1 <= len(args) <= 2)
        out = {"fight": split_names(args[:1], [w.answer])[0] == "yes"}
        if len(args) == 2:
            out["order"] = split_names(args[1:], [w.order])[0]
        return out
    if verb == "instead":
        return {"resource": a.names(w.resource)[0]}
    if verb == "extra":
        return {"personage": a.names(w.personage)[0]}
    a.need(not args)
    return {}


def parse_notation(text: str, names: Names | None = None) -> AntikeAction:
    """Read a typed action: the notation above, with names as the players are shown them
    (map names in several words, any case, accents optional, a unique beginning; with
    ``names``, the display names of every language) and wedges by number or name."""
    w = _words(names)
    action: AntikeAction = common.parse(
        text,
        ("antike.error.unknown_notation", "antike.error.notation"),
        USAGE,
        lambda verb, a: _fields(verb, a, w),
        action_adapter,
    )
    return action


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
    key = common.paid_key(a.type, params)
    if params.get("release") == "":
        del params["release"]
    elif "release" in params:
        key = "conquer_release"
    if params.get("order") == "":
        del params["order"]
    elif a.type == "answer":
        key = "answer_order"
    return Msg(key=f"antike.action.{key}", params=params)
