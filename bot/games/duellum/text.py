"""Antike Duellum as text: the board for the terminal table (80 columns), the words the Discord
embed and option labels share, and a readable order for long lists of moves.

Everything here reads a seat's view (``DuellumView``), never the full state. Nothing imports
Discord, so the offline table can use it too.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from bot.text.names import every_name
from rules.core import Msg
from rules.core.words import Names
from rules.duellum.actions import PAY_ORDER, Rondel, SetOrder
from rules.duellum.data import RONDEL
from rules.duellum.maps import load_side
from rules.duellum.state import TARGET, FortressOrder, Pay, PendingKind, Personage, Phase
from rules.duellum.text import region_name
from rules.duellum.view import DuellumView
from service.i18n import render

WIDTH = 80
RESOURCE_KINDS = ("marble", "iron", "gold")


def t(locale: str, key: str, **params: Any) -> str:
    return render(Msg(key=key, params=params), locale)


# --- names ---------------------------------------------------------------------------------


def nation_name(v: DuellumView, seat: int, locale: str) -> str:
    return t(locale, f"bot.duellum.nation.{v.nation_ids[seat]}")


def initial(v: DuellumView, seat: int, locale: str) -> str:
    return nation_name(v, seat, locale)[:1].upper()


def field_name(index: int, locale: str) -> str:
    return t(locale, f"duellum.field.{RONDEL.fields[index]}")


def card_name(card: str, locale: str) -> str:
    return t(locale, f"duellum.card.{card}")


def card_line(card: str, locale: str) -> str:
    """A card with what it does, for a list: "• Fortress: play in your opponent's turn…"."""
    return t(
        locale,
        "bot.duellum.card_line",
        name=card_name(card, locale),
        text=t(locale, f"duellum.card.{card}.text"),
    )


def cards_text(cards: Iterable[str], locale: str) -> str:
    names = [card_name(c, locale) for c in cards]
    return ", ".join(names) if names else t(locale, "bot.duellum.none")


def payment_text(kinds: Sequence[str], locale: str) -> str:
    """A list of units ("coin", "gold", "gold") as "2 gold, 1 coin"; empty: "nothing"."""
    if not kinds:
        return t(locale, "bot.duellum.pay_nothing")
    order = {p.value: i for i, p in enumerate(Pay)}
    counts: dict[str, int] = {}
    for k in sorted(kinds, key=lambda k: order.get(k, len(order))):
        counts[k] = counts.get(k, 0) + 1
    return ", ".join(t(locale, f"duellum.paid.{k}", count=n) for k, n in counts.items())


def fold(text: str) -> str:
    """Text reduced for matching what a player types: no accents, no case, no spacing."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return "".join(c for c in bare if c.isalnum())


# --- moves in a readable order ---------------------------------------------------------------


def preferred_payment(v: DuellumView, seat: int, cost: int) -> tuple[str, ...]:
    """The payment we suggest first for ``cost`` rondel units: resources before coins, each
    unit from the resource the nation holds most of."""
    n = v.nations[seat]
    stock = {k: n.stock(Pay(k)) for k in (*RESOURCE_KINDS, "coin")}
    out: list[str] = []
    for _ in range(cost):
        kinds = [k for k in RESOURCE_KINDS if stock[k] > 0] or (["coin"] if stock["coin"] else [])
        if not kinds:
            break
        best = max(kinds, key=lambda k: stock[k])  # ties: the first kind (marble first)
        stock[best] -= 1
        out.append(best)
    return tuple(sorted(out, key=lambda k: PAY_ORDER[Pay(k)]))


TYPE_ORDER = (
    # answers first, then the turn's steps in the order they happen
    "fortress",
    "casualties",
    "pick",
    "instead",
    "rondel",
    "temple",
    "wall",
    "deploy",
    "develop",
    "recruit",
    "conquer",
    "move",
    "found",
    "event",
    "trade",
    "end",
    "order",  # standing orders last: they may change at any step
)


def order_actions(v: DuellumView, legal: Sequence[Any], *, end_first: bool = False) -> list[Any]:
    """Legal moves grouped by kind, the field's own action before founding, cards and trades.
    Rondel moves come one per field (with the payment we suggest), nearest first; the other
    ways to pay close the list, then the standing orders. ``end_first`` puts "end the turn"
    right after the answers and the rondel, where a short list shows it."""
    order = list(TYPE_ORDER)
    if end_first:
        order.remove("end")
        order.insert(order.index("rondel") + 1, "end")
    rank = {k: i for i, k in enumerate(order)}
    seat = v.viewer if v.viewer is not None else v.current
    by_type: dict[str, list[Any]] = {}
    for a in legal:
        by_type.setdefault(str(getattr(a, "type", "")), []).append(a)
    out: list[Any] = []
    extra: list[Any] = []
    orders: list[Any] = []
    for kind in sorted(by_type, key=lambda k: rank.get(k, len(rank))):
        group = by_type[kind]
        if kind == "rondel":
            group, extra = _rondel_order(v, seat, group)
        if kind == "order":
            orders = group
            continue
        out.extend(group)
    return [*out, *extra, *orders]


def other_payments(legal: Sequence[Any]) -> int:
    """How many rondel moves only pay differently for a field already offered."""
    fields = [a.field for a in legal if isinstance(a, Rondel)]
    return len(fields) - len(set(fields))


def _rondel_order(v: DuellumView, seat: int, moves: list[Any]) -> tuple[list[Any], list[Any]]:
    """(one move per field, nearest first; the other ways to pay, nearest first)."""
    marker = v.nations[seat].marker
    size = len(RONDEL.fields)

    def distance(a: Any) -> int:
        return int(a.field) if marker is None else (a.field - marker) % size or size

    first: dict[int, Any] = {}
    for a in moves:
        first.setdefault(a.field, a)
    for a in moves:
        if tuple(p.value for p in a.pay) == preferred_payment(v, seat, len(a.pay)):
            first[a.field] = a
    main = sorted(first.values(), key=distance)
    rest = sorted((a for a in moves if all(a is not b for b in main)), key=distance)
    return main, rest


def action_text(a: Any, locale: str) -> str | None:
    """A move as listed in the panel and at the table, where ours reads better than the
    rules' description: a rondel move as "0 · FERRUM — pay 1 iron"."""
    if not isinstance(a, Rondel):
        return None
    return t(
        locale,
        "bot.duellum.rondel_move",
        index=str(a.field),
        field=field_name(a.field, locale),
        pay=payment_text([p.value for p in a.pay], locale),
        cost=len(a.pay),
    )


# --- sentences shared by the embed and the table ---------------------------------------------


def phase_text(v: DuellumView, locale: str) -> str:
    f = v.this.field
    field = t(locale, f"duellum.field.{f.value}") if f is not None else ""
    if v.this.phase is Phase.RONDEL:
        return t(locale, "bot.duellum.phase.rondel")
    if v.this.phase is Phase.ACT:
        return t(locale, "bot.duellum.phase.act", field=field)
    return t(locale, "bot.duellum.phase.found", field=field)


def pending_text(v: DuellumView, name_of: Callable[[int], str], locale: str) -> str | None:
    if not v.pending:
        return None
    p = v.pending[0]
    who = name_of(p.seat)
    region = region_name(p.region) if p.region else ""
    if p.kind is PendingKind.FORTRESS:
        return t(locale, "bot.duellum.pending.fortress", player=who, region=region)
    if p.kind is PendingKind.CASUALTIES:
        return t(locale, "bot.duellum.pending.casualties", player=who, region=region, count=p.count)
    if p.kind is PendingKind.PICK:
        return t(locale, "bot.duellum.pending.pick", player=who, count=p.count)
    return t(locale, "bot.duellum.pending.coin", player=who)


def personages_text(v: DuellumView, seat: int, locale: str) -> str:
    n = v.nations[seat]
    parts = [
        t(locale, f"bot.duellum.personage.{p.value}", count=n.personages[p])
        for p in Personage
        if n.personages.get(p, 0)
    ]
    return t(
        locale,
        "bot.duellum.personages",
        count=n.personage_count,
        target=TARGET,
        kinds=", ".join(parts) or t(locale, "bot.duellum.no_personages"),
    )


def stock_text(v: DuellumView, seat: int, locale: str) -> str:
    n = v.nations[seat]
    return t(locale, "bot.duellum.stock", marble=n.marble, iron=n.iron, gold=n.gold, coins=n.coins)


def units_text(v: DuellumView, seat: int, locale: str) -> str:
    n = v.nations[seat]
    return t(
        locale,
        "bot.duellum.units",
        recruit_legions=n.recruit_legions,
        recruit_galleys=n.recruit_galleys,
        legions=n.legions,
        galleys=n.galleys,
    )


def special_text(v: DuellumView, seat: int, locale: str) -> str | None:
    n = v.nations[seat]
    if n.special is None:
        return None
    unit = t(locale, f"duellum.unit.{n.special.value}")
    if n.special_at is None:
        return t(locale, "bot.duellum.special_waiting", unit=unit)
    return t(locale, "bot.duellum.special_at", unit=unit, region=region_name(n.special_at))


def knowhows_text(v: DuellumView, seat: int, locale: str) -> str:
    names = [t(locale, f"duellum.knowhow.{k}") for k in v.nations[seat].knowhows]
    return ", ".join(names) if names else t(locale, "bot.duellum.none")


def cities_text(v: DuellumView, seat: int, locale: str) -> str:
    mine = [c for c in v.cities.values() if c.owner == seat]
    return t(
        locale,
        "bot.duellum.cities",
        count=len(mine),
        temples=sum(1 for c in mine if c.temple),
        walls=sum(1 for c in mine if c.wall),
        supply=v.nations[seat].walls,
    )


def marker_text(v: DuellumView, seat: int, locale: str) -> str:
    m = v.nations[seat].marker
    if m is None:
        return t(locale, "bot.duellum.marker_none")
    return t(locale, "bot.duellum.marker", index=str(m), field=field_name(m, locale))


def row_text(v: DuellumView, locale: str) -> str:
    return t(
        locale,
        "bot.duellum.row",
        cards=cards_text(v.row, locale),
        deck=v.deck_size,
        discard=len(v.discard),
    )


# --- the board as text ---------------------------------------------------------------------


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - len(text))


def _units_cell(v: DuellumView, seat: int, region: str, locale: str) -> str:
    parts = []
    legions = v.legions[seat].get(region, 0)
    galleys = v.galleys[seat].get(region, 0)
    if legions:
        parts.append(t(locale, "table.duellum.letter.legion", count=legions))
    if galleys:
        parts.append(t(locale, "table.duellum.letter.galley", count=galleys))
    n = v.nations[seat]
    if n.special is not None and n.special_at == region:
        parts.append(t(locale, f"table.duellum.letter.{n.special.value}"))
    return ", ".join(parts)


def _city_cell(v: DuellumView, region: str, locale: str) -> str:
    city = v.cities.get(region)
    if city is None:
        return ""
    marks = [t(locale, f"duellum.resource.{city.resource.value}")]
    if city.temple:
        marks.append(t(locale, "table.duellum.letter.temple"))
    if city.wall:
        marks.append(t(locale, "table.duellum.letter.wall"))
    return f"{initial(v, city.owner, locale)}: " + " ".join(marks)


def _regions_table(v: DuellumView, order: Sequence[int], locale: str) -> list[str]:
    held = set(v.cities)
    for seat in (0, 1):
        held |= set(v.legions[seat]) | set(v.galleys[seat])
        if v.nations[seat].special_at is not None:
            held.add(str(v.nations[seat].special_at))

    def key(region: str) -> tuple[int, str]:
        city = v.cities.get(region)
        group = order.index(city.owner) if city is not None else 2
        return group, region_name(region)

    regions = sorted(held, key=key)
    head = [
        t(locale, "table.duellum.col.region"),
        t(locale, "table.duellum.col.city"),
        *(f"{nation_name(v, s, locale)} ({initial(v, s, locale)})" for s in order),
    ]
    rows = [
        [
            region_name(r),
            _city_cell(v, r, locale),
            *(_units_cell(v, s, r, locale) for s in order),
        ]
        for r in regions
    ]
    widths = [max(len(row[i]) for row in [head, *rows]) for i in range(len(head))]
    lines = []
    for row in [head, *rows]:
        cells = [_pad(cell, widths[i]) for i, cell in enumerate(row)]
        lines.append("  " + "  ".join(cells).rstrip())
    lines.insert(1, "  " + "  ".join("-" * w for w in widths))
    return lines


def _rondel_lines(v: DuellumView, locale: str) -> list[str]:
    cells = []
    for i in range(len(RONDEL.fields)):
        here = [initial(v, s, locale) for s in (0, 1) if v.nations[s].marker == i]
        mark = f" [{','.join(here)}]" if here else ""
        cells.append(f"{i} {field_name(i, locale)}{mark}")
    width = max(len(c) for c in cells) + 2
    label = t(locale, "table.duellum.rondel")
    indent = " " * (len(label) + 1)
    half = len(cells) // 2
    return [
        label + " " + "".join(_pad(c, width) for c in cells[:half]).rstrip(),
        indent + "".join(_pad(c, width) for c in cells[half:]).rstrip(),
    ]


def _nation_lines(
    v: DuellumView, seat: int, name_of: Callable[[int], str], locale: str
) -> list[str]:
    head = f"{nation_name(v, seat, locale)} · {name_of(seat)}"
    tags = []
    if v.winner == seat:
        tags.append(t(locale, "table.duellum.tag.winner"))
    elif v.winner is None and seat in v.active:
        tags.append(t(locale, "table.duellum.tag.to_act"))
    if tags:
        head += "  (" + ", ".join(tags) + ")"
    lines = [head]
    items = [
        personages_text(v, seat, locale),
        stock_text(v, seat, locale),
        cities_text(v, seat, locale),
        units_text(v, seat, locale),
        special_text(v, seat, locale),
        t(locale, "bot.duellum.knowhows", names=knowhows_text(v, seat, locale)),
        t(locale, "bot.duellum.cards", names=cards_text(v.nations[seat].events, locale)),
        marker_text(v, seat, locale),
    ]
    for item in items:
        if item:
            lines.extend(_wrap(item, WIDTH, "  "))
    return lines


def _wrap(text: str, width: int, indent: str) -> list[str]:
    """Wrap a line between its " · " parts (or, for a part too long, between words);
    continuation lines are indented by two more spaces."""
    more = indent + "  "
    out: list[str] = []
    line = ""
    for part in text.split(" · "):
        joined = f"{line} · {part}" if line else part
        if len((more if out else indent) + joined) <= width:
            line = joined
            continue
        if line:
            out.append(line)
        line = part
        while len((more if out else indent) + line) > width and " " in line:
            lead = more if out else indent
            cut = line.rfind(" ", 0, width - len(lead) + 1)
            if cut <= 0:
                break
            out.append(line[:cut])
            line = line[cut + 1 :]
    out.append(line)
    return [(indent if i == 0 else more) + x for i, x in enumerate(out)]


def render_duellum(v: DuellumView, name_of: Callable[[int], str], locale: str = "en") -> str:
    me = v.viewer if v.viewer is not None else 0
    order = [me, 1 - me]
    rule = "─" * 60
    side = t(locale, f"table.duellum.side.{v.side}")
    lines = [
        t(
            locale,
            "table.duellum.header",
            side=side,
            a=nation_name(v, 0, locale),
            b=nation_name(v, 1, locale),
            turn=v.turn,
        )
    ]
    if v.winner is not None:
        lines.append(
            t(
                locale,
                "table.duellum.winner",
                player=name_of(v.winner),
                count=v.nations[v.winner].personage_count,
            )
        )
    else:
        lines.append(
            t(
                locale,
                "table.duellum.to_play",
                player=name_of(v.current),
                nation=nation_name(v, v.current, locale),
                phase=phase_text(v, locale),
            )
        )
    waiting = pending_text(v, name_of, locale)
    if waiting:
        lines.append("!! " + waiting)
    for seat in order:
        lines.append(rule)
        lines.extend(_nation_lines(v, seat, name_of, locale))
    lines.append(rule)
    lines.extend(_regions_table(v, order, locale))
    lines.append(t(locale, "table.duellum.legend"))
    lines.append(rule)
    lines.extend(_rondel_lines(v, locale))
    lines.extend(_wrap(row_text(v, locale), WIDTH, ""))
    # what the cards do: the viewer's own, and the open row when the viewer picks from it
    if v.viewer is not None:
        texts = [card_line(c, locale) for c in dict.fromkeys(v.nations[v.viewer].events)]
        p = v.pending[0] if v.pending else None
        if p is not None and p.seat == v.viewer and p.kind is PendingKind.PICK:
            texts.append(t(locale, "bot.duellum.row_pick", count=p.count))
            texts += [card_line(c, locale) for c in v.row]
        for line in texts:
            lines.extend(_words(line, WIDTH, "  "))
    return "\n".join(lines)


def _words(text: str, width: int, more: str) -> list[str]:
    """Wrap plain prose at spaces; continuation lines indented by ``more``."""
    out: list[str] = []
    line = ""
    for word in text.split(" "):
        lead = more if out else ""
        if line and len(lead + line + " " + word) > width:
            out.append(lead + line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    out.append((more if out else "") + line)
    return out


# --- what a player may type ------------------------------------------------------------------


def help_examples(v: DuellumView) -> str:
    """Example commands for the table's help, with places of this match's own map: one of
    the player's cities, a land neighbour of it, a sea and a free city site."""
    from rules.common.maps import LEGION_BORDERS, RegionKind

    m = load_side(v.side)
    seat = v.viewer if v.viewer is not None else v.current
    mine = [r for r, c in v.cities.items() if c.owner == seat] or list(m.city_sites())

    def land_of(region: str) -> list[str]:
        """A legion's steps from ``region``: open land first, then other cities."""
        steps = [n for n in m.neighbours(region, LEGION_BORDERS) if n != region]
        return sorted(steps, key=lambda n: n in v.cities)

    # a move always goes between two different regions: a city of the player's with a land
    # neighbour, and a sea with a sea beside it
    city = next((c for c in mine if land_of(c)), mine[0])
    land = land_of(city) or [city]
    foes = [n for n in land if n in v.cities and v.cities[n].owner != seat]
    seas = m.region_ids(RegionKind.SEA)

    def seas_of(sea: str) -> list[str]:
        return [n for n in m.neighbours(sea) if n != sea and m.region(n).kind is RegionKind.SEA]

    sea = next((x for x in seas if seas_of(x)), seas[0])
    sea_to = seas_of(sea) or [sea]
    free = [r for r in m.city_sites() if r not in v.cities] or [city]

    def name(region: str) -> str:
        return region_name(region).lower()

    return ", ".join(
        [
            "rondel 4",
            "rondel militia",
            "rondel 5 pay iron",
            f"temple {name(city)}",
            f"deploy legion {name(city)}",
            f"move legion {name(city)} {name(land[0])}",
            f"move galley {name(sea)} {name(sea_to[0])}",
            f"conquer {name((foes or land)[0])}",
            f"found {name(free[0])} gold",
            "fortress yes",
            "pick academy",
            "end",
        ]
    )


def price_text(v: DuellumView, a: Any, locale: str) -> str | None:
    """What a listed move costs, where the rules put a price on it: a temple or a wall
    (marble), a deployment (iron), a recruit or a know-how (gold, less once the opponent
    has it). ``None`` for moves without a price (the rondel's own payment is in its text)."""
    from rules.duellum.actions import BuildTemple, BuildWall, Deploy, Develop, Recruit
    from rules.duellum.data import KnowHowId, load_knowhow
    from rules.duellum.state import (
        DEPLOY_IRON,
        RECRUIT_GOLD,
        SPECIAL_DEPLOY_IRON,
        TEMPLE_MARBLE,
        WALL_MARBLE,
        Special,
    )

    seat = v.viewer if v.viewer is not None else v.current
    match a:
        case BuildTemple(region=region):
            marble = max(0, TEMPLE_MARBLE - v.this.discount)
            m = load_side(v.side)
            coins = sum(1 for r in m.neighbours(region) if r in v.cities and v.cities[r].temple)
            parts = [t(locale, "duellum.paid.marble", count=marble)] if marble else []
            parts += [t(locale, "duellum.paid.coin", count=coins)] if coins else []
            return ", ".join(parts) or t(locale, "bot.duellum.pay_nothing")
        case BuildWall():
            kind, count = "marble", WALL_MARBLE
        case Deploy(unit=unit):
            kind = "iron"
            count = SPECIAL_DEPLOY_IRON if isinstance(unit, Special) else DEPLOY_IRON
        case Recruit(unit=unit):
            kind, count = "gold", RECRUIT_GOLD[unit]
        case Develop(knowhow=k):
            theirs = a.knowhow in v.nations[1 - seat].knowhows
            kind, count = "gold", load_knowhow()[KnowHowId(k)].price(theirs)
        case _:
            return None
    return t(locale, f"duellum.paid.{kind}", count=count)


render_board = render_duellum


def typed_names() -> Names:
    """Family -> value id -> every display name, for ``parse_notation(text, names)``."""
    from rules.common.maps import Resource, Unit
    from rules.duellum.data import KnowHowId
    from rules.duellum.events import load_events
    from rules.duellum.state import Special

    pay = {p.value: every_name(f"duellum.pay.{p.value}") for p in Pay}
    for r in Resource:
        pay[r.value] += every_name(f"duellum.resource.{r.value}")
    return {
        "unit": {u.value: every_name(f"duellum.unit.{u.value}") for u in (*Unit, *Special)},
        "resource": {r.value: every_name(f"duellum.resource.{r.value}") for r in Resource},
        "pay": pay,
        "knowhow": {k.value: every_name(f"duellum.knowhow.{k.value}") for k in KnowHowId},
        "card": {c: every_name(f"duellum.card.{c}") for c in load_events().ids},
        "field": {f: every_name(f"duellum.field.{f}") for f in dict.fromkeys(RONDEL.fields)},
        "answer": {
            a: every_name(f"bot.duellum.word.{a}") + every_name(f"bot.duellum.fortress.{a}")
            for a in ("yes", "no")
        },
        "order": {o.value: every_name(f"duellum.order.{o.value}") for o in FortressOrder},
    }


# --- the offline table's hooks (bot/table.py) --------------------------------------------------


def table_order(view: Any, legal: list[Any], shown: int) -> tuple[list[Any], int]:
    """The moves in the table's order, and how many a short list shows: the payments past the
    first ones and the standing orders (open at every step, they would crowd every list)
    wait for ``all``."""
    ordered = order_actions(view, legal, end_first=True)
    orders = sum(1 for a in ordered if isinstance(a, SetOrder))
    moves = len(ordered) - other_payments(ordered) - orders
    return ordered, min(shown, moves) if moves else shown


def table_describe(game: Any, action: Any, view: Any, locale: str) -> str | None:
    """A listed move in the table's words, with its price where the rules put one on it (a
    temple's marble, a know-how's gold); ``None``: the rules' words."""
    text = action_text(action, locale)
    if text is not None:
        return text
    price = price_text(view, action, locale) if view is not None else None
    if price is not None:
        return f"{render(game.describe(action), locale)} — {price}"
    return None


def table_examples(view: Any) -> str:
    """The help's examples, naming places of this match's own map."""
    return help_examples(view) if view is not None else "rondel 4, end"


def table_hand(v: DuellumView, locale: str) -> str | None:
    """Nothing is hidden in Duellum: the viewer's own part is their stock, wedge and event
    cards with what each does, and the open row when it is theirs to pick from (None for a
    spectator)."""
    seat = v.viewer
    if seat is None:
        return None
    lines = [
        t(
            locale,
            "bot.duellum.hand",
            nation=nation_name(v, seat, locale),
            stock=stock_text(v, seat, locale),
            cards=cards_text(v.nations[seat].events, locale),
            marker=marker_text(v, seat, locale),
        )
    ]
    lines += [card_line(c, locale) for c in dict.fromkeys(v.nations[seat].events)]
    if v.my_fortress is not None:  # only its owner sees it: it tells intent
        order = t(locale, f"duellum.order.{v.my_fortress.value}")
        lines.append(t(locale, "bot.duellum.order", order=order))
    picking = v.pending and v.pending[0].seat == seat
    if picking and v.pending[0].kind is PendingKind.PICK:
        lines.append(t(locale, "bot.duellum.row_pick", count=v.pending[0].count))
        lines += [card_line(c, locale) for c in v.row]
    return "\n".join(lines)
