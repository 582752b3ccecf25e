"""Antike as text: the words the Discord embed, the option labels and the offline table share,
a readable order for long lists of moves, and the board for the terminal (80 columns).

Everything here reads a seat's view (``AntikeView``), never the full state; Antike hides
nothing, so every view shows the same position. Nothing imports Discord.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from bot.text.names import every_name as _all
from rules.antike.actions import (
    Answer,
    Arm,
    BuildTemple,
    Develop,
    Found,
    Rondel,
    SetOrder,
)
from rules.antike.state import (
    BASIC,
    FIELDS,
    PRICE_NEW,
    PRICE_OLD,
    TEMPLE_MARBLE,
    KnowHow,
    Order,
    Pay,
    PendingKind,
    Personage,
    Phase,
)
from rules.antike.view import AntikeView
from rules.common.maps import Resource, Unit
from rules.core import Msg
from rules.core.words import Names
from service.i18n import has_key, render

WIDTH = 80
RESOURCE_KINDS = ("marble", "iron", "gold")


def t(locale: str, key: str, **params: Any) -> str:
    return render(Msg(key=key, params=params), locale)


# --- names ---------------------------------------------------------------------------------


def side_of_view(v: AntikeView) -> Any:
    from rules.antike.board import side_of

    return side_of(v.side)


def region_name(side: str, region: str) -> str:
    """A province or sea by its map name (proper names read the same in every language)."""
    from rules.antike.engine.messages import region_name as name

    return name(side, region)


def side_name(side: str, locale: str) -> str:
    """A map side's name, the same in the text board and the picture."""
    key = f"bot.antike.side.{side}"
    return t(locale, key) if has_key(key) else side


def nation_key(nation_id: str) -> str | None:
    """The catalog key of a nation's name; None when the catalogs lack it."""
    key = f"antike.nation.{nation_id}"
    return key if has_key(key) else None


def nation_word(nation_id: str, locale: str) -> str:
    key = nation_key(nation_id)
    if key is not None:
        return t(locale, key)
    return nation_id.replace("_", " ").title()


def nation_name(v: AntikeView, i: int, locale: str) -> str:
    return nation_word(v.nations[i].id, locale)


def initial(v: AntikeView, i: int, locale: str) -> str:
    """A nation's mark on the map: its first letter, the second too when two nations share it."""
    names = [_plain(nation_name(v, k, locale)) for k in range(len(v.nations))]
    first = [n[:1].upper() for n in names]
    if first.count(first[i]) > 1:
        return names[i][:2].title()
    return first[i]


def _plain(text: str) -> str:
    """Without accents, for marks: the Greek names of the Arabs and the Egyptians both start
    with alpha, one accented."""
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def field_name(index: int, locale: str) -> str:
    return t(locale, f"antike.field.{FIELDS[index].value}")


def field_label(index: int, locale: str) -> str:
    return t(locale, "bot.antike.field_label", index=str(index), field=field_name(index, locale))


def payment_text(kinds: Sequence[str], locale: str) -> str:
    """Payment units ("gold,coin,coin") as words: "1 gold, 2 coins"; nothing as "nothing"."""
    if not kinds:
        return t(locale, "bot.antike.pay_nothing")
    counts = Counter(kinds)
    order = [p.value for p in Pay]
    return ", ".join(t(locale, f"antike.paid.{k}", count=counts[k]) for k in order if counts.get(k))


def player_of(v: AntikeView, i: int, name_of: Callable[[int], str]) -> str:
    return name_of(v.nations[i].seat)


# --- prices ---------------------------------------------------------------------------------


def knowhow_price(v: AntikeView, nation: int, k: KnowHow) -> int:
    basic = k in BASIC
    new = not any(k in n.knowhows for i, n in enumerate(v.nations) if i != nation)
    return PRICE_NEW[basic] if new else PRICE_OLD[basic]


def price_text(v: AntikeView, a: Any, locale: str) -> str | None:
    """What a move costs, in the caller's words: a temple's marble, a unit's iron, a
    know-how's gold, a city's three resources (coins may stand in for any)."""
    if isinstance(a, BuildTemple):
        return t(locale, "bot.antike.price.temple", cost=TEMPLE_MARBLE)
    if isinstance(a, Arm):
        return t(locale, "bot.antike.price.unit")
    if isinstance(a, Develop):
        return t(locale, "bot.antike.price.knowhow", cost=knowhow_price(v, v.acting, a.knowhow))
    if isinstance(a, Found):
        return t(locale, "bot.antike.price.city")
    return None


# --- moves: labels and order -------------------------------------------------------------------


def action_text(a: Any, locale: str, v: AntikeView | None = None) -> str | None:
    """A listed move in the front end's own words where they read better than the rules'
    (a rondel move with its price, an answer as a button says it); None for the rules' own."""
    if isinstance(a, Rondel):
        return t(
            locale,
            "bot.antike.rondel_move",
            index=str(a.field),
            field=field_name(a.field, locale),
            cost=len(a.pay),
            pay=payment_text([p.value for p in a.pay], locale),
        )
    if isinstance(a, Answer):
        key = answer_key(a)
        return t(locale, f"bot.antike.answer.{key}")
    nation = getattr(a, "nation", None)
    if isinstance(nation, str) and nation_key(nation) is None:  # a name the catalogs lack
        from rules.antike.text import describe

        m = describe(a)
        return render(
            Msg(key=m.key, params={**m.params, "nation": nation_word(nation, locale)}), locale
        )
    if v is not None:
        price = price_text(v, a, locale)
        if price is not None:
            from rules.antike.text import describe

            return f"{render(describe(a), locale)} — {price}"
    return None


def answer_key(a: Answer) -> str:
    """The answer's button: fight, pass, always (fight, and always from now on), never, or
    the order-setting combinations the buttons do not offer (fight_ask, pass_ask…)."""
    if a.order is None:
        return "fight" if a.fight else "pass"
    if a.fight and a.order is Order.ALWAYS:
        return "always"
    if not a.fight and a.order is Order.NEVER:
        return "never"
    return f"{'fight' if a.fight else 'pass'}_{a.order.value}"


TYPE_ORDER = (
    "answer",
    "casualties",
    "instead",
    "extra",
    "start",
    "rondel",
    "conquer",
    "fight",
    "move",
    "arm",
    "temple",
    "develop",
    "found",
    "end",
    "trade",
    "order",
)


def order_actions(v: AntikeView, legal: Sequence[Any], *, end_first: bool = False) -> list[Any]:
    """The moves grouped by kind in the order a turn goes (answers first, then the rondel by
    price and wedge, the wedge's action, founding, the end), standing orders last."""
    rank = {k: i for i, k in enumerate(TYPE_ORDER)}
    if end_first:
        rank["end"] = -1

    def key(a: Any) -> tuple[int, int, int]:
        kind = rank.get(str(getattr(a, "type", "")), len(rank))
        if isinstance(a, Rondel):
            return kind, len(a.pay), a.field
        if isinstance(a, Answer):
            buttons = ("fight", "pass", "always", "never")
            k = answer_key(a)
            return kind, buttons.index(k) if k in buttons else len(buttons), 0
        return kind, 0, 0

    return sorted(legal, key=key)


# --- the position in words ------------------------------------------------------------------


def personages_text(v: AntikeView, i: int, locale: str) -> str:
    n = v.nations[i]
    kinds = [
        t(locale, f"bot.antike.personage.{p.value}", count=n.personages[p])
        for p in Personage
        if n.personages.get(p)
    ]
    score = n.personage_count + (n.personages.get(Personage.GENERAL, 0) if v.military else 0)
    return t(
        locale,
        "bot.antike.personages",
        count=score,
        target=v.target,
        kinds=", ".join(kinds) or t(locale, "bot.antike.none"),
    )


def stock_text(v: AntikeView, i: int, locale: str) -> str:
    n = v.nations[i]
    return t(locale, "bot.antike.stock", marble=n.marble, iron=n.iron, gold=n.gold, coins=n.coins)


def cities_text(v: AntikeView, i: int, locale: str) -> str:
    mine = [c for c in v.cities.values() if c.owner == i]
    return t(
        locale,
        "bot.antike.cities",
        count=len(mine),
        temples=sum(1 for c in mine if c.temple),
        stones=v.nations[i].stones,
    )


def units_text(v: AntikeView, i: int, locale: str) -> str:
    n = v.nations[i]
    return t(
        locale,
        "bot.antike.units",
        legions=sum(v.legions[i].values()),
        galleys=sum(v.galleys[i].values()),
        supply_legions=n.legions,
        supply_galleys=n.galleys,
    )


def knowhows_text(v: AntikeView, i: int, locale: str) -> str:
    names = [t(locale, f"antike.knowhow.{k.value}") for k in v.nations[i].knowhows]
    none = t(locale, "bot.antike.no_knowhows")
    return t(locale, "bot.antike.knowhows", names=", ".join(names) or none)


def marker_text(v: AntikeView, i: int, locale: str) -> str:
    m = v.nations[i].marker
    if m is None:
        return t(locale, "bot.antike.marker_none")
    return t(locale, "bot.antike.marker", index=str(m), field=field_name(m, locale))


def order_text(v: AntikeView, i: int, locale: str) -> str:
    return t(
        locale, "bot.antike.order", order=t(locale, f"antike.order.{v.nations[i].order.value}")
    )


def phase_text(v: AntikeView, locale: str) -> str:
    phase = v.this.phase
    if phase is Phase.ACT and v.this.field is not None:
        return t(
            locale, "bot.antike.phase.act", field=t(locale, f"antike.field.{v.this.field.value}")
        )
    return t(locale, f"bot.antike.phase.{phase.value}")


def pending_text(v: AntikeView, name_of: Callable[[int], str], locale: str) -> str | None:
    """The decision play waits for, naming the nation and its player."""
    if not v.pending:
        return None
    p = v.pending[0]
    who = t(
        locale,
        "bot.antike.who",
        player=player_of(v, p.nation, name_of),
        nation=nation_name(v, p.nation, locale),
    )
    region = region_name(v.side, p.region) if p.region else ""
    unit = t(locale, f"antike.unit.{(p.unit or Unit.LEGION).value}")
    return t(
        locale,
        f"bot.antike.pending.{p.kind.value}",
        who=who,
        region=region,
        unit=unit,
        count=p.count,
        foe=nation_name(v, v.current, locale),
    )


def status_lines(v: AntikeView, name_of: Callable[[int], str], locale: str) -> list[str]:
    out = []
    if v.winner is None:
        out.append(
            t(
                locale,
                "bot.antike.turn",
                round=v.round,
                player=player_of(v, v.current, name_of),
                nation=nation_name(v, v.current, locale),
                phase=phase_text(v, locale),
            )
        )
    else:
        out.append(
            t(
                locale,
                "bot.antike.winner",
                player=player_of(v, v.winner, name_of),
                nation=nation_name(v, v.winner, locale),
            )
        )
    waiting = pending_text(v, name_of, locale)
    if waiting:
        out.append(t(locale, "bot.antike.waiting", what=waiting))
    out.append(
        t(
            locale,
            "bot.antike.bank",
            coins=v.bank_coins,
            temples=v.bank_temples,
            personages=sum(v.bank_personages.values()),
        )
    )
    return out


def nation_lines(v: AntikeView, i: int, locale: str) -> list[str]:
    return [
        personages_text(v, i, locale),
        stock_text(v, i, locale),
        cities_text(v, i, locale),
        units_text(v, i, locale),
        knowhows_text(v, i, locale),
        marker_text(v, i, locale),
        order_text(v, i, locale),
    ]


# --- typed names ------------------------------------------------------------------------------


def typed_names() -> Names:
    """Family -> value -> every display name, for ``parse_notation(text, names)``: a Greek
    player's «λεγεώνα» or an Italian player's «oro» read as the ids they stand for."""
    from rules.antike.text import _nation_ids, known_sides

    pay = {p.value: _all(f"antike.pay.{p.value}") for p in Pay}
    nations: dict[str, list[str]] = {}
    for side in known_sides():
        for nid in _nation_ids(side):
            key = nation_key(nid)
            nations.setdefault(nid, _all(key) if key else [])
    return {
        "unit": {u.value: _all(f"antike.unit.{u.value}") for u in Unit},
        "resource": {r.value: _all(f"antike.resource.{r.value}") for r in Resource},
        "pay": pay,
        "knowhow": {k.value: _all(f"antike.knowhow.{k.value}") for k in KnowHow},
        "personage": {p.value: _all(f"antike.personage.{p.value}") for p in Personage},
        "order": {
            o.value: _all(f"antike.order.{o.value}") + _all(f"bot.antike.word.{o.value}")
            for o in Order
        },
        "field": {f.value: _all(f"antike.field.{f.value}") for f in dict.fromkeys(FIELDS)},
        "answer": {a: _all(f"bot.antike.word.{a}") for a in ("yes", "no")},
        "nation": nations,
    }


# --- the board for the terminal ----------------------------------------------------------------


def _pad(text: str, width: int) -> str:
    return text[:width].ljust(width)


def _units_cell(v: AntikeView, region: str, locale: str) -> str:
    parts = []
    for i in range(len(v.nations)):
        mark = initial(v, i, locale)
        legions = v.legions[i].get(region, 0)
        galleys = v.galleys[i].get(region, 0)
        if legions:
            parts.append(t(locale, "bot.antike.text.legions", nation=mark, count=legions))
        if galleys:
            parts.append(t(locale, "bot.antike.text.galleys", nation=mark, count=galleys))
    return ", ".join(parts)


def _regions_table(v: AntikeView, locale: str) -> list[str]:
    """Every province with a city or units, and every sea with galleys: owner, resource,
    temple, units. Empty sites are left out (the map picture shows them)."""
    side = side_of_view(v)
    rows = []
    for r in side.map.regions:
        units = _units_cell(v, r.id, locale)
        city = v.cities.get(r.id)
        if city is None and not units:
            continue
        cell = ""
        if city is not None:
            cell = initial(v, city.owner, locale)
            if r.resource is not None:
                cell += " " + t(locale, f"antike.resource.{r.resource.value}")
            if city.temple:
                cell += " " + t(locale, "bot.antike.text.temple")
        rows.append(f"  {_pad(r.name, 18)} {_pad(cell, 22)} {units}".rstrip())
    return rows


def _rondel_line(v: AntikeView, locale: str) -> list[str]:
    out = []
    for index in range(len(FIELDS)):
        marks = "".join(initial(v, i, locale) for i, n in enumerate(v.nations) if n.marker == index)
        out.append(f"{index} {field_name(index, locale)}" + (f" [{marks}]" if marks else ""))
    return _wrap(" · ".join(out), WIDTH, "  ")


def _wrap(text: str, width: int, indent: str) -> list[str]:
    lines: list[str] = []
    line = indent
    for word in text.split(" "):
        if len(line) + len(word) + 1 > width and line.strip():
            lines.append(line.rstrip())
            line = indent
        line += word + " "
    if line.strip():
        lines.append(line.rstrip())
    return lines


def render_antike(v: AntikeView, name_of: Callable[[int], str], locale: str = "en") -> str:
    """The position for the terminal: header, state of play, nations, provinces, rondel."""
    side = side_name(v.side, locale)
    lines = [t(locale, "bot.antike.text.header", side=side, round=v.round), ""]
    lines += status_lines(v, name_of, locale)
    lines.append("")
    order = list(range(len(v.nations)))
    if v.viewer is not None:  # the reader's own nations first
        order.sort(key=lambda i: v.nations[i].seat != v.viewer)
    for i in order:
        head = t(
            locale,
            "bot.antike.who",
            player=player_of(v, i, name_of),
            nation=nation_name(v, i, locale),
        )
        lines.append(f"{head} ({initial(v, i, locale)})")
        for line in nation_lines(v, i, locale):
            lines += _wrap(line, WIDTH, "  ")
    lines.append("")
    lines.append(t(locale, "bot.antike.text.regions"))
    lines += _regions_table(v, locale)
    lines.append("")
    lines.append(t(locale, "bot.antike.text.rondel"))
    lines += _rondel_line(v, locale)
    return "\n".join(lines)


def help_examples(v: AntikeView) -> str:
    """Notation examples naming places of this match's own map."""
    side = side_of_view(v)
    mine = sorted(r for r, c in v.cities.items() if c.owner == v.acting)
    city = mine[0] if mine else side.map.regions[0].id
    near = next(iter(sorted(side.map.neighbours(city))), city)
    return ", ".join(
        [
            "rondel 3",
            "rondel 6 pay gold,coin",
            f"arm legion {city}",
            f"move legion {city} {near}",
            f"found {near}",
            "answer yes always",
            "end",
        ]
    )


__all__ = [
    "PendingKind",
    "action_text",
    "help_examples",
    "order_actions",
    "price_text",
    "render_antike",
    "render_board",
    "typed_names",
]


render_board = render_antike


# --- the offline table's hooks (bot/table.py) --------------------------------------------------


def table_order(view: Any, legal: list[Any], shown: int) -> tuple[list[Any], int]:
    """The turn's moves in order; standing orders last and out of the short list (they can
    be changed at any step, so they would crowd every list): typed, or numbered by
    ``list all``."""
    ordered = order_actions(view, legal, end_first=True)
    moves = sum(1 for a in ordered if not isinstance(a, SetOrder))
    return ordered, min(shown, moves) if moves else shown


def table_describe(game: Any, action: Any, view: Any, locale: str) -> str | None:
    return action_text(action, locale, view) or None


def table_examples(view: Any) -> str:
    return help_examples(view) if view else "rondel 3, end"


def table_hand(view: Any, locale: str) -> str | None:
    """Nothing is hidden in Antike: the viewer's own part is each of their nations' stock
    and wedge (None for a spectator)."""
    v: AntikeView = view
    if v.viewer is None:
        return None
    lines = [
        t(
            locale,
            "bot.antike.hand",
            nation=nation_name(v, i, locale),
            stock=stock_text(v, i, locale),
            marker=marker_text(v, i, locale),
        )
        for i, n in enumerate(v.nations)
        if n.seat == v.viewer
    ]
    return "\n".join(lines) or None
