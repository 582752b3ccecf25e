"""Polis as text: the board for the terminal table and the lines the Discord embed and the
private panel share. Everything here reads a seat's view (``PolisView``), never the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.text.names import every_name
from rules.core import Msg
from rules.core.words import Names
from rules.polis.data import RESOURCES, SIDES, load
from rules.polis.text import effect_msg
from rules.polis.view import PolisView
from service.i18n import render


def t(locale: str, key: str, **params: Any) -> str:
    return render(Msg(key=key, params=params), locale)


def side_name(seat: int, locale: str) -> str:
    return t(locale, f"polis.side.{SIDES[seat].value}")


def city(pid: str, locale: str) -> str:
    return t(locale, f"polis.city.{pid}")


def terr(tid: str, locale: str) -> str:
    return t(locale, f"polis.terr.{tid}")


def stock_text(v: PolisView, seat: int, locale: str) -> str:
    p = v.players[seat]
    parts = [f"{p.resources[r.value]} {t(locale, f'polis.res.{r.value}')}" for r in RESOURCES]
    return t(
        locale,
        "bot.polis.stock",
        prestige=p.prestige,
        goods=", ".join(parts),
        merchants=p.merchants,
        score=p.score,
    )


def poleis_text(v: PolisView, seat: int, locale: str) -> str:
    d = load()
    own = [
        f"{city(x, locale)} {c.population}/{d.poleis[x].max}"
        + (" +" + str(len(c.projects) + len(c.building)) if c.projects or c.building else "")
        for x, c in v.poleis.items()
        if c.owner == seat
    ]
    return t(locale, "bot.polis.poleis", list=", ".join(own) or "—")


def units_text(v: PolisView, seat: int, locale: str) -> str:
    land = [f"{terr(k, locale)} {u[seat]}" for k, u in v.hoplites.items() if u[seat]]
    sea = [f"{terr(k, locale)} {u[seat]}" for k, u in v.galleys.items() if u[seat]]
    prox = v.players[seat].proxenos
    return t(
        locale,
        "bot.polis.units",
        hoplites=", ".join(land) or "—",
        galleys=", ".join(sea) or "—",
        proxenos=city(prox, locale) if prox else t(locale, "bot.polis.held"),
    )


def status_text(v: PolisView, name_of: Callable[[int], str], locale: str) -> str:
    d = load()
    lines = [
        t(
            locale,
            "bot.polis.round",
            round=t(locale, f"polis.round.{d.rounds.rounds[v.round - 1].name}"),
            stack=v.stack,
            market=v.market,
        )
    ]
    if v.event:
        effects = [effect_msg(e) for e in d.events[v.event].effects]
        lines.append(
            t(locale, "bot.polis.event", event=Msg.of(f"polis.card.{v.event}"), effects=effects)
        )
    if v.offer:
        names = ", ".join(t(locale, f"polis.project.{x}") for x in v.offer)
        lines.append(t(locale, "bot.polis.offer", list=names))
    if v.battle is not None:
        b = v.battle
        lines.append(
            t(
                locale,
                "bot.polis.battle",
                where=terr(b.where, locale),
                attacker=name_of(b.attacker),
                exchange=b.exchange,
            )
        )
    if v.ended is None and v.active:
        who = ", ".join(name_of(s) for s in v.active)
        lines.append(t(locale, "bot.polis.to_act", players=who))
    return "\n".join(lines)


def hand_text(v: PolisView, locale: str) -> str | None:
    seat = v.viewer
    if seat is None:
        return None
    lines = [stock_text(v, seat, locale)]
    if v.battle is not None and v.battle.hand is not None:
        cards = [
            t(
                locale,
                "polis.card.combat",
                number=c + 1,
                formation=Msg.of(f"polis.formation.{load().cards[c].formation}"),
                value=load().cards[c].value,
            )
            for c in v.battle.hand
        ]
        lines.append(t(locale, "bot.polis.hand", cards=", ".join(cards) or "—"))
    if v.my_order is not None:  # only its owner sees it: it tells intent
        lines.append(t(locale, "bot.polis.order", order=Msg.of(f"polis.order.{v.my_order}")))
    return "\n".join(lines)


def render_polis(v: PolisView, name_of: Callable[[int], str], locale: str = "en") -> str:
    out = [status_text(v, name_of, locale), ""]
    for seat in (0, 1):
        out.append(f"{side_name(seat, locale)} · {name_of(seat)}")
        out.append("  " + stock_text(v, seat, locale))
        out.append("  " + poleis_text(v, seat, locale))
        out.append("  " + units_text(v, seat, locale))
    if v.viewer is not None:
        hand = hand_text(v, locale)
        if hand and v.battle is not None:
            out += ["", hand]
    return "\n".join(out)


render_board = render_polis


def typed_names() -> Names:
    """Family -> value id -> every display name, for ``parse_notation(text, names)``."""
    d = load()
    return {
        "polis": {x: every_name(f"polis.city.{x}") for x in d.poleis},
        "territory": {x: every_name(f"polis.terr.{x}") for x in d.territories},
        "project": {x: every_name(f"polis.project.{x}") for x in d.project_cards},
        "market": {x: every_name(f"polis.market.{x}") for x in d.markets},
        "unit": {u: every_name(f"polis.unit.{u}") for u in ("hoplite", "galley", "merchant")},
    }


table_hand = hand_text
