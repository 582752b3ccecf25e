"""A seat's board in the Nations picture: its mark, player, nation, side and level, total score,
place in the order and state; resources with what they produce; military, stability,
workers in reserve and VP tokens; the five places with their cards and workers; advisor,
colonies and the wonder under construction; the wonders built. The same drawing serves the
whole board and the phone picture, at the sizes of a ``BoardStyle``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.nations.render.parts import (
    GAP,
    Box,
    Item,
    Pen,
    TileStyle,
    card,
    card_tile,
    draw_items,
    icon,
    named,
    seat_colour,
    seat_mark,
    signed,
    tile_height,
)
from bot.games.nations.render.table import nation_name, player_name
from bot.render.base import ACCENT, CARD, INK, LINE, MUTED, RGB, t, tint, width, wrap
from rules.nations.state import Phase
from rules.nations.view import NationsView

# a tile on a board: the card (None: an empty frame), a label, workers, figures to show
Entry = tuple[str | None, str | None, int | None, list[Item] | None]


@dataclass(frozen=True)
class BoardStyle:
    head: int  # the player's name
    body: int  # lines of figures and words
    least: int  # no text smaller
    tile: TileStyle
    per_line: int  # card tiles to a line


def board_height(st: BoardStyle) -> int:
    lines = -(-5 // st.per_line)  # five places; and at most five of advisors, colonies, wonder
    return (
        (st.head + 14)
        + (st.body + 10)
        + 2 * (st.body + 12)
        + 2 * lines * (tile_height(st.tile) + GAP)
        + 2 * (st.body + 8)
        + 4
    )


def resource_items(v: NationsView, seat: int) -> list[Item]:
    """Gold, stone, food and books, each with what production will add at the end of the
    round, upkeep taken off (``0 (+3)``); no projection once the game is over."""
    p = v.seats[seat]
    res: list[Item] = []
    for k in ("gold", "stone", "food", "books"):
        made = p.production.get(k, 0) if v.phase is not Phase.OVER else 0
        res.append((k, f"{getattr(p, k)}" + (f" ({signed(made)})" if made else "")))
    return res


def seat_board(
    pen: Pen,
    v: NationsView,
    seat: int,
    box: Box,
    names: Sequence[str],
    st: BoardStyle,
    locale: str,
) -> None:
    x0, y0, x1, _ = box
    p = v.seats[seat]
    d = pen.d
    acting = seat in v.active and v.phase is not Phase.OVER
    colour = seat_colour(seat)
    d.rounded_rectangle(
        box, radius=10, fill=CARD, outline=ACCENT if acting else LINE, width=4 if acting else 2
    )
    head_h = st.head + 14
    d.rounded_rectangle((x0, y0, x1, y0 + head_h), radius=10, fill=tint(colour, 0.7))
    d.rectangle((x0, y0 + head_h - 10, x1, y0 + head_h), fill=tint(colour, 0.7))
    r = st.head * 0.6
    seat_mark(pen, x0 + 10 + r, y0 + head_h / 2, r, seat, st.least)
    right = x1 - 10
    right -= pen.text((right, y0 + head_h / 2), str(p.score), st.head + 4, bold=True, anchor="rm")
    icon(d, "vp", right - st.head * 0.6, y0 + head_h / 2, st.head * 0.45)
    right -= st.head * 1.3
    lx = x0 + 20 + 2 * r
    if p.nation:  # the level the player chose with the board, kept whole before the name
        level = f"\u00b7 {t(f'nations.level.{p.level}', locale)}"
        room = min(width(level, st.body), (right - lx) / 2)
        right -= room + 12
        pen.text(
            (right + 6, y0 + head_h / 2), level, st.body, anchor="lm", max_w=room,
            min_size=st.least,
        )  # fmt: skip
    pen.text(
        (lx, y0 + head_h / 2),
        player_name(names, seat),
        st.head,
        bold=True,
        anchor="lm",
        max_w=right - lx,
        min_size=st.least,
    )
    lw = x1 - x0 - 20
    x, y = x0 + 10, y0 + head_h + 4
    # nation, side, order, state
    parts = []
    n = nation_name(p, locale)
    if n:
        parts.append(t("render.nations.nation", locale, nation=n, side=p.side.upper()))
    else:
        parts.append(t("render.nations.no_nation", locale))
    parts.append(
        t("render.nations.order", locale, place=v.order.index(seat) + 1, players=v.players)
    )
    if v.phase is not Phase.OVER:
        if acting:
            parts.append(t("render.nations.acting", locale))
        elif p.passed and v.phase is Phase.ACTIONS:
            parts.append(t("render.nations.passed", locale))
    pen.text(
        (x, y),
        " \u00b7 ".join(parts),
        st.body,
        bold=acting,
        fill=ACCENT if acting else INK,
        max_w=lw,
        min_size=st.least,
    )
    y += st.body + 10
    draw_items(pen, x, y + st.body / 2, resource_items(v, seat), st.body, lw, st.least)
    y += st.body + 12
    tracks: list[Item] = [
        ("military", str(p.military)),
        ("stability", str(p.stability)),
        ("worker", t("render.nations.free", locale, count=p.pool)),
        ("vp", t("render.nations.tokens", locale, count=p.vp)),
    ]
    draw_items(pen, x, y + st.body / 2, tracks, st.body, lw, st.least)
    y += st.body + 12
    per = st.per_line
    tw = (x1 - x0 - 20 - (per - 1) * GAP) / per
    th = tile_height(st.tile)

    def tiles(entries: list[Entry]) -> None:
        nonlocal y
        for k, (cid, label, workers, items) in enumerate(entries):
            tx = x + (k % per) * (tw + GAP)
            ty = y + (k // per) * (th + GAP)
            card_tile(
                pen,
                (tx, ty, tx + tw, ty + th),
                cid,
                locale,
                st.tile,
                label=label,
                workers=workers,
                items=items,
            )
        y += -(-5 // per) * (th + GAP)

    places: list[Entry] = [
        (
            sl.card,
            None if sl.card else t("render.nations.empty_place", locale, place=k + 1),
            sl.workers if sl.card else None,
            None,
        )
        for k, sl in enumerate(p.slots[:5])
    ]
    places += [
        (None, t("render.nations.empty_place", locale, place=k + 1), None, None)
        for k in range(len(places), 5)
    ]
    tiles(places)
    others: list[Entry] = []
    for a in (p.advisor, p.advisor2):
        if a is not None or not others:
            others.append((a, None if a else t("render.nations.no_advisor", locale), None, None))
    for place in range(2):
        colony = p.colonies[place] if place < len(p.colonies) else None
        others.append(
            (colony, None if colony else t("render.nations.no_colony", locale), None, None)
        )
    others += [(colony, None, None, None) for colony in p.colonies[2:]]
    if p.wonder is not None:
        w = card(p.wonder)
        costs: tuple[int, ...] = getattr(w, "build_costs", ())
        nxt = costs[p.architects] if p.architects < len(costs) else 0
        others.append(
            (
                p.wonder,
                t("render.nations.building_wonder", locale),
                None,
                [
                    ("architect", f"{p.architects}/{len(costs)}"),
                    ("stone", str(nxt)),
                    ("vp", str(getattr(w, "vp", 0))),
                ],
            )
        )
    else:
        others.append((None, t("render.nations.no_wonder", locale), None, None))
    tiles(others[:5])
    built = [named(card(cid).name, locale) for cid in p.wonders]
    label = t("render.nations.wonders", locale, count=len(built))
    words = label + " " + (", ".join(built) if built else "\u2013")
    for row in wrap(words, st.body, False, lw, 2):
        pen.text((x, y), row, st.body, max_w=lw, min_size=st.least)
        y += st.body + 8


def seat_summary(
    pen: Pen,
    v: NationsView,
    seat: int,
    box: Box,
    names: Sequence[str],
    size: int,
    locale: str,
) -> None:
    """A nation's figures for the phone picture, in ``box``: its mark, player and score;
    nation and side; place in the order and state; resources with what they produce;
    military, stability, workers in reserve, VP tokens; the wonder being built. Lines that
    do not fit are left off (the whole board has them all)."""
    x0, y0, x1, y1 = box
    p = v.seats[seat]
    d = pen.d
    acting = seat in v.active and v.phase is not Phase.OVER
    colour = seat_colour(seat)
    d.rounded_rectangle(
        box, radius=10, fill=CARD, outline=ACCENT if acting else LINE, width=3 if acting else 2
    )
    head_h = size + 16
    d.rounded_rectangle((x0, y0, x1, y0 + head_h), radius=10, fill=tint(colour, 0.7))
    d.rectangle((x0, y0 + head_h - 10, x1, y0 + head_h), fill=tint(colour, 0.7))
    r = size * 0.6
    seat_mark(pen, x0 + 8 + r, y0 + head_h / 2, r, seat, size)
    right = x1 - 8
    right -= pen.text((right, y0 + head_h / 2), str(p.score), size + 2, bold=True, anchor="rm")
    icon(d, "vp", right - size * 0.6, y0 + head_h / 2, size * 0.45)
    right -= size * 1.3
    lx = x0 + 16 + 2 * r
    pen.text(
        (lx, y0 + head_h / 2), player_name(names, seat), size, bold=True, anchor="lm",
        max_w=right - lx, min_size=size,
    )  # fmt: skip
    x, y = x0 + 8, y0 + head_h + 6
    lw = x1 - x0 - 16
    step = size + 7

    def room() -> bool:
        return y + step <= y1 - 4

    def line(words: str, *, bold: bool = False, fill: RGB = INK) -> None:
        nonlocal y
        if room():
            pen.text((x, y), words, size, bold=bold, fill=fill, max_w=lw, min_size=size)
            y += step

    def figures(items: list[Item]) -> None:
        nonlocal y
        if room():
            draw_items(pen, x, y + size / 2 + 1, items, size, lw, size)
            y += step

    n = nation_name(p, locale)
    if n:
        level = t(f"nations.level.{p.level}", locale)
        line(t("render.nations.nation", locale, nation=n, side=p.side.upper()) + " \u00b7 " + level)
    else:
        line(t("render.nations.no_nation", locale), fill=MUTED)
    state = t("render.nations.order", locale, place=v.order.index(seat) + 1, players=v.players)
    if acting:
        state += " \u00b7 " + t("render.nations.acting", locale)
    elif p.passed and v.phase is Phase.ACTIONS:
        state += " \u00b7 " + t("render.nations.passed", locale)
    line(state, bold=acting, fill=ACCENT if acting else INK)
    res = resource_items(v, seat)
    figures(res[:2])
    figures(res[2:])
    figures([("military", str(p.military)), ("stability", str(p.stability))])
    figures([("worker", t("render.nations.free", locale, count=p.pool))])
    figures([("vp", t("render.nations.tokens", locale, count=p.vp))])
    if p.wonder is not None:
        w = card(p.wonder)
        costs: tuple[int, ...] = getattr(w, "build_costs", ())
        line(t("render.nations.building_wonder", locale) + ": " + named(w.name, locale))
        figures([("architect", f"{p.architects}/{len(costs)}")])
