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


def _fields(verb: str, args: list[str]) -> dict[str, Any]:
    def need(n: int, most: int | None = None) -> None:
        if not n <= len(args) <= (n if most is None else most):
            raise InvalidAction("duellum.error.notation", usage=USAGE[verb])

    if verb == "rondel":
        need(1, 3)
        out: dict[str, Any] = {"field": args[0]}
        if len(args) > 1:
            if args[1] != "pay" or len(args) != 3:
                raise InvalidAction("duellum.error.notation", usage=USAGE[verb])
            out["pay"] = args[2].split(",")
        return out
    if verb in ("temple", "wall", "conquer"):
        need(1)
        return {"region": args[0]}
    if verb == "deploy":
        need(2)
        return {"unit": args[0], "region": args[1]}
    if verb == "develop":
        need(1)
        return {"knowhow": args[0]}
    if verb == "recruit":
        need(1)
        return {"unit": args[0]}
    if verb == "move":
        need(3)
        return {"unit": args[0], "origin": args[1], "to": args[2]}
    if verb == "casualties":
        need(1)
        return {"legions": args[0]}
    if verb == "found":
        need(2)
        return {"region": args[0], "resource": args[1]}
    if verb == "trade":
        need(2)
        return {"give": args[0].split(","), "take": args[1].split(",")}
    if verb == "event":
        need(1, 4)
        out = {"card": args[0]}
        for extra in args[1:]:
            key, sep, value = extra.partition("=")
            if not sep or key not in ("region", "unit", "resource"):
                raise InvalidAction("duellum.error.notation", usage=USAGE[verb])
            out[key] = value
        return out
    if verb == "fortress":
        need(1)
        if args[0] not in ("yes", "no"):
            raise InvalidAction("duellum.error.notation", usage=USAGE[verb])
        return {"play": args[0] == "yes"}
    if verb == "pick":
        need(1)
        return {"card": args[0]}
    if verb == "instead":
        need(1)
        return {"resource": args[0]}
    need(0)
    return {}


def parse_notation(text: str) -> DuellumAction:
    words = text.strip().lower().split()
    if not words or words[0] not in USAGE:
        raise InvalidAction("duellum.error.unknown_notation", text=text.strip())
    verb = words[0]
    raw = {"type": "instead" if verb == "instead" else verb, **_fields(verb, words[1:])}
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
