"""Text forms of Polis actions: a canonical notation that round-trips, and descriptions.

Notation: ``create hoplite athinai 2``, ``build parthenon athinai``,
``move hoplite attike boiotia 3``, ``siege thebai``, ``collect boiotia``, ``trade pontos 1``,
``proxenos thebai``, ``ransom``, ``civilwar thebai``, ``end``, ``pass``, ``commit 3 17``
(card numbers; ``0`` leaves a slot empty), ``fight`` / ``withdraw``, ``order on`` /
``order withdraw`` / ``order ask`` (a standing answer in battle), ``feed``,
``abandon chalkis``, ``grow athinai``, ``done``, ``phoros 2``. Names are read by
``rules.core.words``: ids or the names the players are shown, any case, unique beginnings.
"""

from __future__ import annotations

from rules.core.errors import InvalidAction
from rules.core.messages import Msg
from rules.core.words import (
    Lexicon,
    Names,
    is_number,
    read_int,
    shorten,
    split_names,
    words_of,
)
from rules.polis.actions import (
    MAX_ALSO,
    Abandon,
    Build,
    CivilWar,
    Collect,
    Commit,
    Create,
    Done,
    EndTurn,
    Feed,
    Fight,
    Grow,
    Leg,
    Move,
    Pass,
    Phoros,
    PolisAction,
    Proxenos,
    Ransom,
    SetOrder,
    Siege,
    Trade,
)
from rules.polis.data import SIDES, Effect, load
from rules.polis.state import FightOrder

VERBS = [
    "create",
    "build",
    "move",
    "siege",
    "collect",
    "trade",
    "proxenos",
    "ransom",
    "civilwar",
    "end",
    "pass",
    "commit",
    "fight",
    "withdraw",
    "order",
    "feed",
    "abandon",
    "grow",
    "done",
    "phoros",
]


def polis_msg(pid: str) -> Msg:
    return Msg.of(f"polis.city.{pid}")


def terr_msg(t: str) -> Msg:
    return Msg.of(f"polis.terr.{t}")


def legs_msg(a: Move) -> list[Msg]:
    """The origins of a move with their counts ("Attica (2)"), for a list in a message."""
    return [Msg.of("polis.leg", count=n, where=terr_msg(o)) for o, n in a.legs()]


def project_msg(p: str) -> Msg:
    return Msg.of(f"polis.project.{p}")


def side_msg(seat: int) -> Msg:
    return Msg.of(f"polis.side.{SIDES[seat].value}")


def effect_msg(e: Effect) -> Msg:
    """One effect of an event card, as a clause ("Athens gains 3 silver")."""
    way = "gain" if e.amount > 0 else "lose"
    if e.kind == "market":
        return Msg.of(
            f"polis.effect.market.{'up' if e.amount > 0 else 'down'}", count=abs(e.amount)
        )
    if e.kind == "truce":
        return Msg.of("polis.effect.truce")
    if e.kind == "exhaust":
        assert e.territory is not None
        return Msg.of("polis.effect.exhaust", where=terr_msg(e.territory))
    both = e.side == "both"
    side = Msg.of("polis.side_both") if both else Msg.of(f"polis.side.{e.side}")
    extra: dict[str, object] = {}
    if e.resource is not None:
        extra["resource"] = Msg.of(f"polis.res.{e.resource.value}")
    return Msg.of(
        f"polis.effect.{e.kind}.{way}",
        side=side,
        both="yes" if both else "no",
        count=abs(e.amount),
        **extra,
    )


def card_msg(c: int) -> Msg:
    card = load().cards[c]
    return Msg.of(
        "polis.card.combat",
        number=c + 1,
        formation=Msg.of(f"polis.formation.{card.formation}"),
        value=card.value,
    )


def notation(a: PolisAction) -> str:
    match a:
        case Create(unit=u, polis=p, count=n):
            return f"create {u} {p} {n}"
        case Build(project=x, polis=p):
            return f"build {x} {p}"
        case Move(unit=u, origin=o, to=t, count=n, also=also):
            more = "".join(f" {g.origin} {g.count}" for g in also)
            return f"move {u} {o} {t} {n}" + (f" also{more}" if also else "")
        case Siege(polis=p):
            return f"siege {p}"
        case Collect(territory=t):
            return f"collect {t}"
        case Trade(market=m, load=i):
            return f"trade {m} {i}"
        case Proxenos(polis=p):
            return f"proxenos {p}"
        case Ransom():
            return "ransom"
        case CivilWar(polis=p):
            return f"civilwar {p}"
        case EndTurn():
            return "end"
        case Pass():
            return "pass"
        case Commit(first=x, second=y):
            return f"commit {x} {y}"
        case Fight(on=on):
            return "fight" if on else "withdraw"
        case SetOrder(order=o):
            return f"order {o.value}"
        case Feed():
            return "feed"
        case Abandon(polis=p):
            return f"abandon {p}"
        case Grow(polis=p):
            return f"grow {p}"
        case Done():
            return "done"
        case Phoros(amount=n):
            return f"phoros {n}"
    raise AssertionError(a)


def _lex(what: str, ids: list[str], names: Names | None, family: str) -> Lexicon:
    given: dict[str, list[str]] = {i: [] for i in ids}
    for value, more in (names or {}).get(family, {}).items():
        if value in given:
            given[value].extend(more)
    return Lexicon(what, given)


def parse_notation(text: str, names: Names | None = None) -> PolisAction:
    words = words_of(text)
    if not words:
        raise InvalidAction("polis.error.empty_command")
    d = load()
    verb, args = words[0].lower(), words[1:]
    polis = _lex("polis_city", list(d.poleis), names, "polis")
    terr = _lex("polis_territory", list(d.territories), names, "territory")
    unit = _lex("polis_unit", ["hoplite", "galley", "merchant"], names, "unit")
    mover = _lex("polis_unit", ["hoplite", "galley"], names, "unit")

    def need(ok: bool, usage: str) -> None:
        if not ok:
            raise InvalidAction("polis.error.usage", usage=usage)

    def number(word: str, hi: int) -> int:
        return read_int(word, 0, hi)

    match verb:
        case "create":
            need(len(args) >= 3, "create hoplite|galley|merchant <polis> <count>")
            u, p = split_names(args[:-1], [unit, polis])
            return Create(unit=u, polis=p, count=read_int(args[-1], 1, 9))
        case "build":
            need(len(args) >= 2, "build <project> <polis>")
            proj = _lex("polis_project", list(d.project_cards), names, "project")
            x, p = split_names(args, [proj, polis])
            return Build(project=x, polis=p)
        case "move":
            usage = "move hoplite|galley <from> <to> <count> [also <from> <count> …]"
            cut = next((i for i, w in enumerate(args) if w.lower() == "also"), len(args))
            head, tail = args[:cut], args[cut + 1 :]
            need(len(head) >= 4 and (cut == len(args) or bool(tail)), usage)
            u, o, t = split_names(head[:-1], [mover, terr, terr])
            also: list[Leg] = []
            acc: list[str] = []
            for w in tail:
                if not is_number(w):
                    acc.append(w)
                    continue
                need(bool(acc), usage)
                where = split_names(acc, [terr])[0]
                also.append(Leg(origin=where, count=read_int(w, 1, 9)))
                acc = []
            need(not acc, usage)
            need(len(also) <= MAX_ALSO, usage)
            return Move(unit=u, origin=o, to=t, count=read_int(head[-1], 1, 9), also=tuple(also))
        case "siege" | "proxenos" | "civilwar" | "abandon" | "grow":
            need(bool(args), f"{verb} <polis>")
            p = split_names(args, [polis])[0]
            one: dict[str, PolisAction] = {
                "siege": Siege(polis=p),
                "proxenos": Proxenos(polis=p),
                "civilwar": CivilWar(polis=p),
                "abandon": Abandon(polis=p),
                "grow": Grow(polis=p),
            }
            return one[verb]
        case "collect":
            need(bool(args), "collect <territory>")
            return Collect(territory=split_names(args, [terr])[0])
        case "trade":
            need(len(args) >= 2, "trade <market> <shipload>")
            market = _lex("polis_market", list(d.markets), names, "market")
            m = split_names(args[:-1], [market])[0]
            return Trade(market=m, load=read_int(args[-1], 1, 9))
        case "commit":
            need(len(args) == 2, "commit <card> <card|0>")
            return Commit(first=number(args[0], 24), second=number(args[1], 24))
        case "order":
            orders = [o.value for o in FightOrder]
            need(len(args) == 1 and args[0].lower() in orders, "order ask|on|withdraw")
            return SetOrder(order=FightOrder(args[0].lower()))
        case "phoros":
            need(len(args) == 1, "phoros <amount>")
            return Phoros(amount=number(args[0], 99))
        case "ransom" | "end" | "pass" | "fight" | "withdraw" | "feed" | "done":
            need(not args, verb)
            simple: dict[str, PolisAction] = {
                "ransom": Ransom(),
                "end": EndTurn(),
                "pass": Pass(),
                "fight": Fight(on=True),
                "withdraw": Fight(on=False),
                "feed": Feed(),
                "done": Done(),
            }
            return simple[verb]
    raise InvalidAction("polis.error.unknown_verb", word=shorten(verb), choices=", ".join(VERBS))


def describe(a: PolisAction) -> Msg:
    match a:
        case Create(unit=u, polis=p, count=n):
            return Msg.of(f"polis.action.create.{u}", count=n, polis=polis_msg(p))
        case Build(project=x, polis=p):
            return Msg.of("polis.action.build", project=project_msg(x), polis=polis_msg(p))
        case Move(unit=u, origin=o, to=t, count=n, also=also) if not also:
            return Msg.of(f"polis.action.move.{u}", count=n, origin=terr_msg(o), to=terr_msg(t))
        case Move(unit=u, to=t):
            return Msg.of(
                f"polis.action.move_many.{u}", count=a.total, origins=legs_msg(a), to=terr_msg(t)
            )
        case Siege(polis=p):
            return Msg.of("polis.action.siege", polis=polis_msg(p))
        case Collect(territory=t):
            return Msg.of("polis.action.collect", where=terr_msg(t))
        case Trade(market=m, load=i):
            return Msg.of("polis.action.trade", market=Msg.of(f"polis.market.{m}"), load=i)
        case Proxenos(polis=p):
            return Msg.of("polis.action.proxenos", polis=polis_msg(p))
        case Ransom():
            return Msg.of("polis.action.ransom")
        case CivilWar(polis=p):
            return Msg.of("polis.action.civilwar", polis=polis_msg(p))
        case EndTurn():
            return Msg.of("polis.action.end")
        case Pass():
            return Msg.of("polis.action.pass")
        case Commit(first=x, second=y):
            return Msg.of("polis.action.commit", cards=[_slot(x), _slot(y)])
        case Fight(on=on):
            return Msg.of("polis.action.fight" if on else "polis.action.withdraw")
        case SetOrder(order=o):
            return Msg.of("polis.action.order", order=Msg.of(f"polis.order.{o.value}"))
        case Feed():
            return Msg.of("polis.action.feed")
        case Abandon(polis=p):
            return Msg.of("polis.action.abandon", polis=polis_msg(p))
        case Grow(polis=p):
            return Msg.of("polis.action.grow", polis=polis_msg(p))
        case Done():
            return Msg.of("polis.action.done")
        case Phoros(amount=n):
            return Msg.of("polis.action.phoros", amount=n)
    raise AssertionError(a)


def _slot(n: int) -> Msg:
    if n == 0 or n > len(load().cards):
        return Msg.of("polis.card.none")
    return card_msg(n - 1)
