"""The Babel board as text: readable in a terminal and on a phone-width screen."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from bot.text.names import every_name
from rules.babel.view import BabelView, PlayerView
from rules.core import Msg
from rules.core.words import Names
from service.i18n import render

ABBR = {
    "assyrians": "Ass",
    "hittites": "Hit",
    "medes": "Med",
    "persians": "Per",
    "sumerians": "Sum",
}


def _t(key: str, locale: str, **params: object) -> str:
    return render(Msg(key=key, params=params), locale)


def _nation(n: str, locale: str) -> str:
    return _t(f"babel.nation.{n}", locale)


def _people(people: Sequence[str]) -> str:
    return " ".join(ABBR[p] for p in people) if people else "·"


def _temple(temple: list[int]) -> str:
    return "L" + str(temple[-1]) if temple else "—"


def _hand(p: PlayerView, locale: str) -> str:
    if p.hand is None:
        return _t("table.hand_hidden", locale, count=p.hand_size)
    counts = Counter(p.hand)
    times = "\u00d7"  # the multiplication sign, as in "Medes, times 2"
    parts = [
        f"{_nation(n, locale)}{times}{c}" if c > 1 else _nation(n, locale)
        for n, c in counts.items()
    ]
    return _t("table.hand", locale, count=p.hand_size, cards=", ".join(parts) or "—")


def render_babel(v: BabelView, name_of: Callable[[int], str], locale: str = "en") -> str:
    me = v.viewer if v.viewer is not None else 0
    order = [me, 1 - me]
    lines = [
        _t("table.babel.header", locale, turn=v.turn, player=name_of(v.current)),
        _t(
            "table.babel.scores",
            locale,
            a=name_of(order[0]),
            sa=v.scores[order[0]],
            b=name_of(order[1]),
            sb=v.scores[order[1]],
        ),
    ]
    if v.final_phase:
        lines.append(_t("table.babel.final_phase", locale))
    lines.append(
        _t(
            "table.babel.stocks",
            locale,
            quarry=v.quarry_size,
            deck=v.deck_size,
            discard=sum(v.discard.values()),
        )
    )
    lines.append("")
    width = max(len(_nation(s.site, locale)) for s in v.players[0].sites)
    lines.append(f"{'':{width}}  " + "  |  ".join(name_of(i) for i in order))
    for idx, site in enumerate(v.players[0].sites):
        cells = []
        for i in order:
            side = v.players[i].sites[idx]
            mark = "@" if v.players[i].builder == site.site else " "
            cells.append(f"{mark}{_temple(side.temple):>3}  {_people(side.people)}")
        lines.append(f"{_nation(site.site, locale):{width}}  " + "  |  ".join(cells))
    lines.append("")
    for i in order:
        p = v.players[i]
        where = _nation(p.builder, locale) if p.builder else _t("table.babel.quarry", locale)
        top = str(p.pile[-1]) if p.pile else "—"
        extras = [_t("table.babel.builder", locale, site=where)]
        extras.append(
            _t("table.babel.pile", locale, top=top, size=len(p.pile), cards=p.pile or "—")
        )
        if p.foundation:
            extras.append(_t("table.babel.foundation", locale))
        if p.migrated:
            extras.append(_t("table.babel.migrated", locale))
        lines.append(f"{name_of(i)}: " + " · ".join(extras))
        lines.append("   " + _hand(p, locale))
    if v.pending is not None:
        lines.append(
            _t("table.babel.pending", locale, player=name_of(v.pending.seat), count=v.pending.count)
        )
    lines.append(_t("table.babel.legend", locale))
    return "\n".join(lines)


render_board = render_babel


def typed_names() -> Names:
    """Family -> value id -> every display name, for ``parse_notation(text, names)``."""
    from rules.babel.actions import Power, Source
    from rules.babel.state import Nation

    return {
        "site": {n.value: every_name(f"babel.nation.{n.value}") for n in Nation},
        "source": {s.value: every_name(f"babel.source.{s.value}") for s in Source},
        "power": {p.value: every_name(f"babel.power.{p.value}") for p in Power},
    }


def table_hand(v: BabelView, locale: str) -> str | None:
    """The viewer's own hand, the one thing hidden from the others (None for a spectator)."""
    if v.viewer is None:
        return None
    hand = v.players[v.viewer].hand or []
    counts = Counter(hand)
    parts = [
        _t("bot.babel.cards", locale, nation=_nation(n, locale), count=c) for n, c in counts.items()
    ]
    return _t("bot.hand", locale, count=len(hand), cards=", ".join(parts) or "—")
