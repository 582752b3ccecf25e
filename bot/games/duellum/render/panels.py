"""Antike Duellum's lower half: one panel per nation (name and player, personages against the
target, resources, supply and recruits, walls, the special unit, know-hows, event cards held),
and the strip of the rondel, the open event row and the deck. The strip's frame (fields,
arrows, headings) is the same in every position and drawn once per language.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.duellum.render.layout import PANEL_H, STRIP_H
from bot.games.duellum.render.map import (
    NATION_COLOURS,
    RESOURCE_COLOURS,
    card_name,
    coin,
    field_name,
    galley,
    initial,
    nation_disc,
    nation_name,
    region_name,
    resource_chip,
    shield,
    wall,
)
from bot.render import ledger
from bot.render.base import (
    ACCENT,
    ALERT,
    CARD,
    FAINT,
    GOLD,
    INK,
    LINE,
    MUTED,
    PAPER,
    RGB,
    WARN,
    badge,
    fit,
    font,
    heading,
    ink_on,
    t,
    text,
    tint,
)
from bot.render.frame import PLAY, STAR, M, W
from rules.common.maps import Resource
from rules.duellum.data import RONDEL, KnowHowId
from rules.duellum.state import EVENT_ROW, TARGET, Field, Personage, Phase
from rules.duellum.view import DuellumView

# --- the nations' panels ---------------------------------------------------------------------

PANEL_W = (W - 2 * M - 12) // 2


def draw_panel(
    d: ImageDraw.ImageDraw, v: DuellumView, seat: int, player: str, y0: int, locale: str
) -> None:
    n = v.nations[seat]
    colour = NATION_COLOURS[seat % 2]
    x0 = M + seat * (PANEL_W + 12)
    x1 = x0 + PANEL_W
    current = v.winner is None and v.current == seat
    d.rounded_rectangle(
        (x0, y0, x1, y0 + PANEL_H),
        radius=12,
        fill=CARD,
        outline=ACCENT if current else LINE,
        width=5 if current else 2,
    )
    pad = 18
    # the name band
    d.rounded_rectangle((x0 + 6, y0 + 6, x1 - 6, y0 + 62), radius=9, fill=tint(colour, 0.55))
    nation_disc(d, x0 + pad + 20, y0 + 34, 40, seat, initial(v, seat, locale))
    nx = x0 + pad + 50
    total = n.personage_count
    big = f"{total}/{TARGET}"
    bw = font(44, True).getlength(big)
    d.text((x1 - pad, y0 + 34), big, font=font(44, True), fill=INK, anchor="rm")
    room = x1 - pad - bw - 16 - nx
    nw = text(
        d,
        (nx, y0 + 34),
        nation_name(v, seat, locale),
        28,
        bold=True,
        anchor="lm",
        max_w=room * 0.55,
        min_size=20,
    )
    text(d, (nx + nw + 12, y0 + 35), player, 24, anchor="lm", max_w=room - nw - 12, min_size=18)
    # tags
    y = y0 + 74
    tx = float(x0 + pad)
    tags: list[tuple[str, RGB]] = []
    if current and not v.pending:
        tags.append((PLAY + " " + t("render.duellum.tag.toplay", locale), ACCENT))
    if v.pending and v.pending[0].seat == seat and v.winner is None:
        tags.append(("! " + t("render.duellum.tag.decide", locale), ALERT))
    if v.winner == seat:
        tags.append((STAR + " " + t("render.duellum.tag.winner", locale), WARN))
    if v.first == seat:
        tags.append((t("render.duellum.tag.first", locale), FAINT))
    for words, bg in tags:
        tx += badge(d, (tx, y), words, 20, bg, max_w=x1 - pad - tx) + 10
    # resources
    y = y0 + 130
    cell = (PANEL_W - 2 * pad) / 4
    stocks: list[tuple[str, int, Resource | None]] = [
        (t(f"render.duellum.resource.{r.value}", locale), n.stock(r), r)
        for r in (Resource.MARBLE, Resource.IRON, Resource.GOLD)
    ]
    stocks.append((t("render.duellum.coins", locale), n.coins, None))
    for k, (label, count, res) in enumerate(stocks):
        cx = x0 + pad + k * cell
        if res is None:
            coin(d, cx + 15, y, 30)
        else:
            resource_chip(d, cx + 15, y, 30, res, locale)
        d.text((cx + 38, y + 2), str(count), font=font(32, True), fill=INK, anchor="lm")
        text(d, (cx, y + 30), label, 20, fill=MUTED, anchor="lm", max_w=cell - 8, min_size=16)
    # units: the personal supply and the recruitment area; walls; the special unit
    y = y0 + 200
    cols = (x0 + pad, x0 + pad + 250)
    heads = (t("render.duellum.supply", locale), t("render.duellum.recruits", locale))
    counts = ((n.legions, n.galleys), (n.recruit_legions, n.recruit_galleys))
    for cx, head, (legions, galleys) in zip(cols, heads, counts, strict=True):
        heading(d, (cx, y), head, x1 - pad - cx, 16)
        shield(d, cx + 12, y + 34, 24, colour, INK)
        ux = cx + 30 + text(d, (cx + 30, y + 35), str(legions), 28, bold=True, anchor="lm")
        galley(d, ux + 30, y + 34, 22, colour, INK)
        text(d, (ux + 48, y + 35), str(galleys), 28, bold=True, anchor="lm")
    y += 72
    wall(d, cols[0] + 12, y, 22)
    ux = cols[0] + 30 + text(d, (cols[0] + 30, y + 1), str(n.walls), 26, bold=True, anchor="lm")
    text(
        d,
        (ux + 8, y + 1),
        t("render.duellum.walls", locale),
        20,
        fill=MUTED,
        anchor="lm",
        max_w=cols[1] - ux - 16,
        min_size=15,
    )
    if n.special is not None:
        where = (
            region_name(v, n.special_at)
            if n.special_at
            else t("render.duellum.special.waiting", locale)
        )
        words = t(f"render.duellum.special.{n.special.value}", locale, region=where)
        d.text((cols[1], y + 1), STAR, font=font(24, True), fill=INK, anchor="lm")
        text(
            d,
            (cols[1] + 26, y + 1),
            words,
            20,
            anchor="lm",
            max_w=x1 - pad - cols[1] - 26,
            min_size=15,
        )
    # know-hows: five chips, filled when held
    y = y0 + 312
    heading(d, (x0 + pad, y), t("render.duellum.knowhows", locale), PANEL_W - 2 * pad)
    kw = (PANEL_W - 2 * pad - 2 * 8) / 3
    for k, kh in enumerate(KnowHowId):
        held = kh.value in n.knowhows
        col, row = k % 3, k // 3
        bx = x0 + pad + col * (kw + 8)
        by = y + 16 + row * 40
        box = (bx, by, bx + kw, by + 34)
        if held:
            d.rounded_rectangle(box, radius=8, fill=colour, outline=INK, width=3)
        else:
            d.rounded_rectangle(box, radius=8, fill=CARD, outline=FAINT, width=2)
        words = t(f"render.duellum.knowhow.{kh.value}", locale)
        text(
            d,
            ((box[0] + box[2]) / 2, by + 17),
            words,
            20,
            bold=held,
            fill=ink_on(colour) if held else MUTED,
            anchor="mm",
            max_w=kw - 12,
            min_size=15,
        )
    # personages by kind
    y = y0 + 424
    cities = sum(1 for c in v.cities.values() if c.owner == seat)
    temples = sum(1 for c in v.cities.values() if c.owner == seat and c.temple)
    words = t("render.duellum.personages", locale, count=total, target=TARGET)
    words += "  ·  " + t("render.duellum.holdings", locale, cities=cities, temples=temples)
    heading(d, (x0 + pad, y), words, PANEL_W - 2 * pad, 16)
    pw = (PANEL_W - 2 * pad) / 3
    for k, p in enumerate(Personage):
        count = n.personages.get(p, 0)
        col, row = k % 3, k // 3
        px = x0 + pad + col * pw
        py = y + 32 + row * 34
        d.text(
            (px + 4, py), str(count), font=font(28, True), fill=INK if count else MUTED, anchor="lm"
        )
        text(
            d,
            (px + 36, py + 1),
            t(f"render.duellum.personage.{p.value}", locale),
            20,
            fill=INK if count else MUTED,
            anchor="lm",
            max_w=pw - 42,
            min_size=15,
        )
    # event cards held: name chips over up to two rows, then "+N"
    y = y0 + 522
    label = t("render.duellum.held", locale, count=len(n.events))
    lw = heading(d, (x0 + pad, y), label, PANEL_W / 2)
    if not n.events:
        text(
            d,
            (x0 + pad + lw + 12, y),
            t("render.duellum.none", locale),
            20,
            fill=MUTED,
            anchor="lm",
        )
        return
    _held(d, [card_name(c, locale) for c in n.events], x0 + pad + lw + 12, x0 + pad, x1 - pad, y)


def _held(
    d: ImageDraw.ImageDraw, cards: list[str], first_x: float, x0: float, x1: float, y: float
) -> None:
    x, row = first_x, 0
    for k, name in enumerate(cards):
        words, size = fit(name, x1 - x0 - 16, 19, True, 15)
        w = font(size, True).getlength(words) + 16
        rest = len(cards) - k - 1
        room = x1 - (48 if rest and row == 1 else 0)
        if x + w > room:
            if row == 1:
                text(d, (x, y), f"+{len(cards) - k}", 20, bold=True, anchor="lm")
                return
            row, x, y = 1, x0, y + 34
            if x + w > x1 - (48 if rest else 0):
                text(d, (x, y), f"+{len(cards) - k}", 20, bold=True, anchor="lm")
                return
        d.rounded_rectangle(
            (x, y - 15, x + w, y + 15), radius=6, fill=tint(GOLD, 0.75), outline=GOLD
        )
        d.text((x + 8, y), words, font=font(size, True), fill=INK, anchor="lm")
        x += w + 6


# --- the rondel, the event row and the deck --------------------------------------------------


RONDEL_W = 700
CELL_W, CELL_H, CELL_GAP = 148.0, 74.0, 22.0
EVENTS_X0 = M + RONDEL_W + 12


def _cell(i: int) -> tuple[float, float]:
    """Top-left of rondel field ``i`` in the strip: fields 0-3 left to right on the top row,
    then 4-7 right to left on the bottom row, so the round reads clockwise."""
    gx, gy = M + 26.0, 46.0
    if i < 4:
        return gx + i * (CELL_W + CELL_GAP), gy
    return gx + (7 - i) * (CELL_W + CELL_GAP), gy + CELL_H + CELL_GAP


FIELD_RESOURCE: dict[Field, Resource] = {
    Field.MARMOR: Resource.MARBLE,
    Field.FERRUM: Resource.IRON,
    Field.AURUM: Resource.GOLD,
}


@lru_cache(maxsize=8)
def strip_frame(locale: str) -> Image.Image:
    """The rondel's fields and arrows, the event row's frame: the same in every position."""
    img = Image.new("RGB", (W, STRIP_H), PAPER)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(
        (M, 0, M + RONDEL_W, STRIP_H - 1), radius=12, fill=CARD, outline=LINE, width=2
    )
    words = t("render.duellum.rondel", locale)
    heading(d, (M + 16, 20), words, RONDEL_W - 32)
    words = t("render.duellum.rondel.now", locale)
    bx, by = _cell(7)
    d.rounded_rectangle(
        (bx, by + CELL_H + 14, bx + 30, by + CELL_H + 34), radius=5, outline=ACCENT, width=3
    )
    text(
        d,
        (bx + 40, by + CELL_H + 24),
        words,
        18,
        fill=MUTED,
        anchor="lm",
        max_w=RONDEL_W - 40 - (bx - M) - 16,
        min_size=14,
    )
    for i, f in enumerate(RONDEL.fields):
        bx, by = _cell(i)
        res = FIELD_RESOURCE.get(Field(f))
        fill = tint(RESOURCE_COLOURS[res], 0.55) if res is not None else (246, 244, 238)
        d.rounded_rectangle(
            (bx, by, bx + CELL_W, by + CELL_H), radius=10, fill=fill, outline=LINE, width=2
        )
        text(
            d,
            (bx + CELL_W / 2, by + 20),
            f"{i} {field_name(f, locale)}",
            20,
            bold=True,
            anchor="mm",
            max_w=CELL_W - 10,
            min_size=15,
        )
    arrow = font(22, True)
    for i in range(3):
        (ax, ay), (bx, by) = _cell(i), _cell(7 - i)
        x = ax + CELL_W + CELL_GAP / 2
        d.text((x, ay + CELL_H / 2), "\u2192", font=arrow, fill=MUTED, anchor="mm")
        d.text((x, by + CELL_H / 2), "\u2190", font=arrow, fill=MUTED, anchor="mm")
    (ax, ay), (bx, _by) = _cell(3), _cell(0)
    d.text(
        (ax + CELL_W / 2, ay + CELL_H + CELL_GAP / 2), "\u2193", font=arrow, fill=MUTED, anchor="mm"
    )
    d.text(
        (bx + CELL_W / 2, ay + CELL_H + CELL_GAP / 2), "\u2191", font=arrow, fill=MUTED, anchor="mm"
    )
    ex1 = W - M
    d.rounded_rectangle(
        (EVENTS_X0, 0, ex1, STRIP_H - 1), radius=12, fill=CARD, outline=LINE, width=2
    )
    words = t("render.duellum.row", locale)
    heading(d, (EVENTS_X0 + 16, 20), words, ex1 - EVENTS_X0 - 32)
    return img


def draw_strip(d: ImageDraw.ImageDraw, v: DuellumView, y0: int, locale: str) -> None:
    acting = v.this.phase is not Phase.RONDEL and v.winner is None
    for i in range(len(RONDEL.fields)):
        bx, by = _cell(i)
        by += y0
        if acting and v.current < len(v.nations) and v.nations[v.current].marker == i:
            d.rounded_rectangle(
                (bx, by, bx + CELL_W, by + CELL_H), radius=10, outline=ACCENT, width=5
            )
        here = [s for s in (0, 1) if s < len(v.nations) and v.nations[s].marker == i]
        for k, s in enumerate(here):
            cx = bx + CELL_W / 2 + (k - (len(here) - 1) / 2) * 40
            nation_disc(d, cx, by + 52, 32, s, initial(v, s, locale))
    # the open row and the deck
    ex1 = W - M
    for k in range(EVENT_ROW):
        by = y0 + 42 + k * 46
        box = (EVENTS_X0 + 16, by, ex1 - 16, by + 38)
        if k < len(v.row):
            d.rounded_rectangle(box, radius=8, fill=tint(GOLD, 0.75), outline=GOLD, width=2)
            words = card_name(v.row[k], locale)
            text(
                d,
                (box[0] + 14, by + 19),
                words,
                21,
                bold=True,
                anchor="lm",
                max_w=box[2] - box[0] - 28,
                min_size=16,
            )
        else:
            d.rounded_rectangle(box, radius=8, fill=CARD, outline=FAINT, width=2)
    words = (
        t("render.duellum.deck", locale, count=v.deck_size)
        + "  ·  "
        + t("render.duellum.discard", locale, count=len(v.discard))
    )
    text(
        d,
        (EVENTS_X0 + 16, y0 + 200),
        words,
        22,
        bold=True,
        anchor="lm",
        max_w=ex1 - EVENTS_X0 - 32,
        min_size=16,
    )


ledger.CACHE_CLEARERS.append(strip_frame.cache_clear)
