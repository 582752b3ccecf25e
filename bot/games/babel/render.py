"""The Babel board as a PNG, drawn from the public view only.

Layout, top to bottom (1100 px wide, fixed height so the picture never jumps in a channel):
a dark header (turn, who is to play, final-phase or game-over badge); one panel per player
(name, score, hand size, builder, temple pile); the five sites, each with one line per
player: the builder if it stands there, the temple as a stepped tower with its level in large
figures, and the people stack as lettered, coloured chips numbered from 1 at the bottom; a
banner for a pending discard or the result; the quarry, deck and discard pile; a legend.

Hands are never drawn, only their sizes, even when the view carries the viewer's own hand:
the image is posted in the channel. Nothing depends on ``view.viewer`` either, so every seat
and every spectator gets the same picture.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw
from pydantic import BaseModel

from bot.games.frontend import Renderer
from bot.render.base import (
    ACCENT,
    ALERT,
    BAND,
    CARD,
    FAINT,
    GOLD,
    GOLD_LIGHT,
    INK,
    LINE,
    MUTED,
    ON_BAND,
    PAPER,
    RGB,
    WARN,
    badge,
    font,
    heading,
    ink_on,
    pawn,
    t,
    text,
    tint,
)
from rules.babel.state import FINAL_TARGET, LOW_MARK, NATIONS, TARGET, Nation
from rules.babel.view import BabelView, PlayerView

W, H = 1100, 1244
M = 16  # page margin

# Okabe-Ito colours, each nation also carries its letter.
NATION_COLOURS: dict[Nation, RGB] = {
    Nation.ASSYRIANS: (0, 114, 178),  # blue
    Nation.HITTITES: (213, 94, 0),  # vermillion
    Nation.MEDES: (0, 158, 115),  # bluish green
    Nation.PERSIANS: (240, 228, 66),  # yellow
    Nation.SUMERIANS: (204, 121, 167),  # reddish purple
}

HEADER_H = 72
PANEL_Y, PANEL_H = HEADER_H + 12, 232
GRID_Y = PANEL_Y + PANEL_H + 10  # column headings
SITES_Y = GRID_Y + 28
LINE_H = 62  # one player's side of one site
SITE_H = 2 * LINE_H + 8
BANNER_Y = SITES_Y + 5 * SITE_H + 2
BANNER_H = 54
STOCK_Y = BANNER_Y + BANNER_H + 10
STOCK_H = 96
LEGEND_Y = STOCK_Y + STOCK_H + 10

SITE_X, SITE_W = M, 164
NAME_X, NAME_W = SITE_X + SITE_W + 12, 164
PAWN_X = NAME_X + NAME_W + 24  # centre of the builder slot
TOWER_X, TOWER_W = PAWN_X + 26, 58
LEVEL_X = TOWER_X + TOWER_W + 26  # centre of the level figure
CHIPS_X = LEVEL_X + 30
CHIPS_END = W - M - 6
TIER_H = 8

_Name = Callable[[int], str]
DASH = "\u2013"  # an empty temple
TIMES = "\u00d7"  # "Medes, times 2"
PLAY = "\u25b6"  # a play triangle before whose turn it is


def as_view(view: BaseModel) -> BabelView:
    if isinstance(view, BabelView):
        return view
    return BabelView.model_validate(view.model_dump())


def nation_name(n: Nation, locale: str) -> str:
    return t(f"babel.nation.{n.value}", locale)


def initial(n: Nation, locale: str) -> str:
    key = f"render.babel.initial.{n.value}"
    letter = t(key, locale)
    if letter == key or not letter.strip():  # no catalog text yet: the English initial
        return n.value[0].upper()
    return letter.strip()


def winner(v: BabelView) -> int | None:
    """The winning seat of an ended game (None on a draw), decided from public facts."""
    a, b = v.scores
    if a != b:
        return 0 if a > b else 1
    ha, hb = v.players[0].hand_size, v.players[1].hand_size
    if ha != hb:
        return 0 if ha > hb else 1
    return None


def chip(
    d: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    n: Nation,
    locale: str,
    size: int,
) -> None:
    colour = NATION_COLOURS[n]
    d.rounded_rectangle(box, radius=max(3, int((box[2] - box[0]) / 6)), fill=colour, outline=INK)
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    text(d, (cx, cy), initial(n, locale), size, bold=True, fill=ink_on(colour), anchor="mm")


def draw_board(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    v = as_view(view)
    img = Image.new("RGB", (W, H), PAPER)
    d = ImageDraw.Draw(img)

    def name(seat: int) -> str:
        return names[seat] if seat < len(names) and names[seat].strip() else f"#{seat + 1}"

    _header(d, v, name, locale)
    for seat in (0, 1):
        _panel(d, v, seat, name(seat), locale)
    _sites(d, v, name, locale)
    _banner(d, v, name, locale)
    _stocks(d, v, name, locale)
    legend = t("render.babel.legend", locale)
    drawn = text(d, (M, LEGEND_Y + 14), legend, 18, fill=MUTED, max_w=W - 2 * M - 40, anchor="lm")
    pawn(d, M + drawn + 18, LEGEND_Y + 26, 26)
    return img


def _header(d: ImageDraw.ImageDraw, v: BabelView, name: _Name, locale: str) -> None:
    d.rectangle((0, 0, W, HEADER_H), fill=BAND)
    right = float(W - M)
    if v.ended is not None:
        right -= badge(d, (right, 16), t("render.babel.over", locale), 24, CARD, right=True) + 12
    if v.final_phase:
        words = t("render.babel.final", locale)
        right -= badge(d, (right, 16), words, 22, WARN, right=True, max_w=right - 420) + 12
    x = float(M + 8)
    x += (
        text(
            d,
            (x, HEADER_H / 2),
            t("render.babel.title", locale),
            32,
            bold=True,
            fill=ON_BAND,
            anchor="lm",
        )
        + 22
    )
    words = t("render.babel.turn", locale, turn=v.turn)
    if v.ended is None:
        words += "  ·  " + t("render.babel.toplay", locale, player=name(v.current))
    text(
        d, (x, HEADER_H / 2), words, 26, fill=ON_BAND, max_w=right - x - 8, min_size=18, anchor="lm"
    )


def _panel(d: ImageDraw.ImageDraw, v: BabelView, seat: int, who: str, locale: str) -> None:
    p = v.players[seat]
    w = (W - 2 * M - 12) // 2
    x0 = M + seat * (w + 12)
    y0 = PANEL_Y
    current = v.ended is None and v.current == seat
    d.rounded_rectangle(
        (x0, y0, x0 + w, y0 + PANEL_H),
        radius=12,
        fill=CARD,
        outline=ACCENT if current else LINE,
        width=5 if current else 2,
    )
    pad = 20
    # name and score
    d.text((x0 + w - pad, y0 + 4), str(p.score), font=font(62, True), fill=INK, anchor="ra")
    text(
        d,
        (x0 + w - pad, y0 + 76),
        t("render.babel.score", locale),
        18,
        fill=MUTED,
        anchor="ra",
        max_w=130,
    )
    text(d, (x0 + pad, y0 + 16), who, 30, bold=True, max_w=w - 2 * pad - 130, min_size=20)
    # status tags
    tx = float(x0 + pad)
    if current:
        tx += badge(d, (tx, y0 + 58), t("render.babel.tag.toplay", locale), 22, ACCENT) + 10
    if v.pending is not None and v.pending.seat == seat:
        words = t("render.babel.tag.discard", locale, count=v.pending.count)
        tx += badge(d, (tx, y0 + 58), words, 22, ALERT) + 10
    if v.ended is not None and winner(v) == seat:
        tx += badge(d, (tx, y0 + 58), t("render.babel.tag.winner", locale), 22, WARN) + 10
    # hand size and builder
    y = y0 + 116
    d.rounded_rectangle(
        (x0 + pad, y - 14, x0 + pad + 20, y + 14), radius=3, fill=GOLD_LIGHT, outline=INK, width=2
    )
    hx = float(x0 + pad + 30)
    hx += text(d, (hx, y), t("render.babel.hand", locale, count=p.hand_size), 22, anchor="lm")
    bx = max(hx + 30, x0 + 190)
    pawn(d, bx + 10, y + 14, 30)
    site = (
        nation_name(p.builder, locale)
        if p.builder is not None
        else t("render.babel.inquarry", locale)
    )
    text(
        d,
        (bx + 28, y),
        t("render.babel.builder", locale, site=site),
        22,
        anchor="lm",
        max_w=x0 + w - pad - bx - 28,
        min_size=16,
    )
    # temple pile: bottom -> top, the top card on the right and highlighted
    y = y0 + 160
    if not p.pile:
        text(d, (x0 + pad, y), t("render.babel.pileempty", locale), 22, anchor="lm")
    else:
        label = t("render.babel.pile", locale, size=len(p.pile))
        px = x0 + pad + text(d, (x0 + pad, y), label, 22, anchor="lm", max_w=240, min_size=16)
        px += 10
        room = int((x0 + w - pad - px) // 34)
        shown = p.pile[-room:] if len(p.pile) > room else p.pile
        if len(shown) < len(p.pile):
            shown = p.pile[-(room - 1) :]
            px += text(d, (px, y), "…", 22, anchor="lm") + 6
        for i, level in enumerate(shown):
            top = i == len(shown) - 1
            box = (px, y - 15, px + 30, y + 15)
            d.rounded_rectangle(
                box, radius=4, fill=GOLD if top else GOLD_LIGHT, outline=INK, width=3 if top else 1
            )
            d.text(
                (px + 15, y),
                str(level),
                font=font(20, True),
                fill=CARD if top else INK,
                anchor="mm",
            )
            px += 34
    flags = []
    if p.foundation:
        flags.append(t("render.babel.foundation", locale))
    if p.migrated:
        flags.append(t("render.babel.migrated", locale))
    if flags:
        text(
            d,
            (x0 + pad, y0 + 204),
            " · ".join(flags),
            19,
            fill=MUTED,
            anchor="lm",
            max_w=w - 2 * pad,
            min_size=14,
        )


def _sites(d: ImageDraw.ImageDraw, v: BabelView, name: _Name, locale: str) -> None:
    head = GRID_Y + 14
    text(
        d,
        (TOWER_X + TOWER_W / 2 + 14, head),
        t("render.babel.column.temple", locale),
        18,
        bold=True,
        fill=MUTED,
        anchor="mm",
        max_w=120,
    )
    text(
        d,
        (CHIPS_X, head),
        t("render.babel.column.people", locale),
        18,
        bold=True,
        fill=MUTED,
        anchor="lm",
        max_w=CHIPS_END - CHIPS_X,
    )
    for idx, nation in enumerate(NATIONS):
        y0 = SITES_Y + idx * SITE_H
        colour = NATION_COLOURS[nation]
        d.rounded_rectangle((M, y0, W - M, y0 + 2 * LINE_H), radius=10, fill=CARD, outline=LINE)
        d.rounded_rectangle(
            (SITE_X, y0, SITE_X + SITE_W, y0 + 2 * LINE_H),
            radius=10,
            fill=tint(colour, 0.72),
            outline=LINE,
        )
        d.rectangle((SITE_X + 1, y0 + 8, SITE_X + 9, y0 + 2 * LINE_H - 8), fill=colour)
        cx = SITE_X + 8 + (SITE_W - 8) / 2
        chip(d, (cx - 26, y0 + 12, cx + 26, y0 + 64), nation, locale, 32)
        text(
            d,
            (cx, y0 + 94),
            nation_name(nation, locale),
            22,
            bold=True,
            anchor="mm",
            max_w=SITE_W - 20,
            min_size=15,
        )
        d.line((SITE_X + SITE_W + 6, y0 + LINE_H, W - M - 6, y0 + LINE_H), fill=FAINT, width=2)
        for seat in (0, 1):
            _side(d, v.players[seat], idx, y0 + seat * LINE_H, name(seat), locale)


def _side(
    d: ImageDraw.ImageDraw, p: PlayerView, idx: int, y0: float, who: str, locale: str
) -> None:
    side = p.sites[idx]
    mid = y0 + LINE_H / 2
    text(d, (NAME_X, mid), who, 22, anchor="lm", max_w=NAME_W, min_size=19)
    if p.builder == side.site:
        pawn(d, PAWN_X, y0 + LINE_H - 8, 44)
    # the temple: one tier per level up to the top one; a level skipped is drawn pale
    bottom = y0 + LINE_H - 6
    built = set(side.temple)
    for level in range(1, 7):
        inset = (level - 1) * 4
        box = (
            TOWER_X + inset,
            bottom - level * (TIER_H + 1) + 1,
            TOWER_X + TOWER_W - inset,
            bottom - (level - 1) * (TIER_H + 1),
        )
        if level <= side.level:
            d.rectangle(box, fill=GOLD if level in built else GOLD_LIGHT, outline=INK)
        else:
            d.rectangle(box, outline=FAINT)
    figure = str(side.level) if side.level else DASH
    d.text(
        (LEVEL_X, mid), figure, font=font(38, True), fill=INK if side.level else MUTED, anchor="mm"
    )
    # the people stack, bottom (1) on the left
    n = len(side.people)
    if not n:
        d.text((CHIPS_X + 10, mid), "·", font=font(26, True), fill=MUTED, anchor="lm")
        return
    pitch = min(46.0, (CHIPS_END - CHIPS_X) / n)
    cw = max(14.0, pitch - 6)
    letter = 24 if cw >= 30 else 18 if cw >= 20 else 14
    for i, nation in enumerate(side.people):
        x = CHIPS_X + i * pitch
        chip(d, (x, y0 + 5, x + cw, y0 + 43), nation, locale, letter)
        d.text(
            (x + cw / 2, y0 + 53),
            str(i + 1),
            font=font(16 if pitch >= 22 else 12),
            fill=MUTED,
            anchor="mm",
        )


def _banner(d: ImageDraw.ImageDraw, v: BabelView, name: _Name, locale: str) -> None:
    box = (M, BANNER_Y, W - M, BANNER_Y + BANNER_H)
    mid = BANNER_Y + BANNER_H / 2
    if v.pending is not None:
        d.rounded_rectangle(box, radius=10, fill=ALERT)
        words = t(
            "render.babel.pending", locale, player=name(v.pending.seat), count=v.pending.count
        )
        text(
            d,
            (W / 2, mid),
            words,
            26,
            bold=True,
            fill=ink_on(ALERT),
            anchor="mm",
            max_w=W - 2 * M - 30,
            min_size=16,
        )
    elif v.ended is not None:
        d.rounded_rectangle(box, radius=10, fill=tint(WARN, 0.55), outline=GOLD, width=2)
        seat = winner(v)
        if seat is None:
            words = t("render.babel.draw", locale)
        else:
            why = "tie_hand" if v.scores[0] == v.scores[1] else v.ended.value
            reason = t(f"babel.end.{why}", locale)
            words = t("render.babel.result", locale, player=name(seat), reason=reason)
        text(d, (W / 2, mid), words, 24, bold=True, anchor="mm", max_w=W - 2 * M - 30, min_size=16)
    else:
        d.rounded_rectangle(box, radius=10, fill=tint(ACCENT, 0.85), outline=ACCENT, width=2)
        words = PLAY + " " + t("render.babel.toplay", locale, player=name(v.current))
        text(d, (W / 2, mid), words, 24, bold=True, anchor="mm", max_w=W - 2 * M - 30, min_size=16)


def _stocks(d: ImageDraw.ImageDraw, v: BabelView, name: _Name, locale: str) -> None:
    gap = 12
    widths = (380, 206, W - 2 * M - 586 - 2 * gap)
    x = float(M)
    boxes = []
    for w in widths:
        boxes.append((x, STOCK_Y, x + w, STOCK_Y + STOCK_H))
        d.rounded_rectangle(boxes[-1], radius=10, fill=CARD, outline=LINE, width=2)
        x += w + gap
    top = STOCK_Y + 22
    # the quarry, with any builders still in it
    qx, _, qx1, _ = boxes[0]
    heading(d, (qx + 16, top), t("render.babel.quarry", locale), 94, 14)
    d.text((qx + 16, STOCK_Y + 66), str(v.quarry_size), font=font(38, True), fill=INK, anchor="lm")
    idle = [seat for seat in (0, 1) if v.players[seat].builder is None]
    for row, seat in enumerate(idle):
        y = STOCK_Y + (48 if len(idle) == 1 else 32 + row * 36)
        pawn(d, qx + 122, y + 13, 28)
        text(d, (qx + 142, y), name(seat), 20, anchor="lm", max_w=qx1 - qx - 152, min_size=16)
    # the people deck
    dx = boxes[1][0]
    heading(d, (dx + 16, top), t("render.babel.deck", locale), widths[1] - 32)
    d.text((dx + 16, STOCK_Y + 66), str(v.deck_size), font=font(38, True), fill=INK, anchor="lm")
    # the discard pile, open, counted by nation
    rx = boxes[2][0]
    total = sum(v.discard.values())
    label = t("render.babel.discard", locale)
    lw = heading(d, (rx + 16, top), label, 300)
    d.text((rx + 26 + lw, top), str(total), font=font(24, True), fill=INK, anchor="lm")
    cx = rx + 16
    for nation in NATIONS:
        count = v.discard.get(nation, 0)
        chip(d, (cx, STOCK_Y + 48, cx + 34, STOCK_Y + 82), nation, locale, 20)
        d.text(
            (cx + 40, STOCK_Y + 65),
            f"{TIMES}{count}",
            font=font(20, count > 0),
            fill=INK if count else MUTED,
            anchor="lm",
        )
        cx += (widths[2] - 32) / 5


def history(view: BaseModel) -> list[tuple[int, ...]]:
    """The score race: both scores at the end of each turn."""
    return [tuple(x) for x in as_view(view).history]


def marks() -> list[tuple[int, str]]:
    """Reference lines on the score race: the thresholds that end the game."""
    return [
        (FINAL_TARGET, "render.babel.mark.final"),
        (TARGET, "render.babel.mark.target"),
        (LOW_MARK, "render.babel.mark.low"),
    ]


PICTURES = Renderer(board=draw_board, history=history, marks=marks())
