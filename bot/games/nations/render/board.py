"""The Nations board as a PNG, drawn from the public view only.

Layout, top to bottom (1200 px wide; the height depends only on the number of players, so
the picture never jumps in a channel): a dark header (title, age, round, phase); a status
banner (who is to act and what, or the result); the progress row, three rows of cards at
3, 2 and 1 gold, each card with its kind in words on a coloured band, its name in the
picture's language and its key numbers as icons; beside it the round's table (the event
card, or the solo rival's tile, the war bought, architects left, cards left in the decks);
one board per seat, two to a line; a legend of the icons.

A seat's board: its mark (colour, shape and number), player and nation with the side, the
total score, the order of play and whether it has passed or is to act; gold, stone, food
and books with what they produce a round; military, stability, workers in reserve and VP
tokens; the five places with their cards and workers; advisor, colonies and the wonder under
construction with its architects; the wonders built.

``draw_focus`` is a 600-px picture for phones: the banner, the row four cards to a line and
the board of the seat to act, no text under 18 px (12.4 px on a 412-px phone).

Only what is on the table is drawn: the decks' sizes, never their order; nothing depends on
who is looking (``view.viewer``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image
from pydantic import BaseModel

from bot.games.frontend import Renderer
from bot.games.nations.render.parts import (
    GAP,
    ICON_KEYS,
    Box,
    Pen,
    TileStyle,
    card_tile,
    draw_items,
    icon,
    items_width,
    named,
    nation,
    tile_height,
)
from bot.games.nations.render.seat import BoardStyle, board_height, seat_board, seat_summary
from bot.games.nations.render.table import age_of, draw_table, rival_board, who
from bot.render import ledger
from bot.render.base import (
    ACCENT,
    ALERT,
    BAND,
    INK,
    MUTED,
    ON_BAND,
    PAPER,
    RGB,
    clean,
    t,
    tint,
    width,
    wrap,
)
from rules.nations.catalog import load_catalog
from rules.nations.state import Phase
from rules.nations.view import NationsView

W = 1200
M = 14
HEADER_H = 56
BANNER_Y, BANNER_H = HEADER_H + 8, 44
ROW_Y = BANNER_Y + BANNER_H + 10
SIDE_W = 310  # the round's table beside the row
ROW_W = W - 2 * M - SIDE_W - 12
LABEL_W = 62  # a row's number and price
PLAY = "\u25b6"
STAR = "\u2605"
ROMAN = ("I", "II", "III", "IV")
ROW_BG = tint(INK, 0.93)

PHASE_KEYS: dict[Phase, str] = {
    Phase.PICK: "render.nations.phase.pick",
    Phase.GROWTH: "render.nations.phase.growth",
    Phase.ACTIONS: "render.nations.phase.actions",
    Phase.EVENT_PICK: "render.nations.phase.event_pick",
    Phase.CHOICE: "render.nations.phase.choice",
    Phase.OVER: "render.nations.phase.over",
}
FULL_TILE = TileStyle(band=13, name=15, figures=14, least=11, figure_lines=2)
FULL_BOARD = BoardStyle(
    head=20,
    body=16,
    least=11,
    per_line=5,
    tile=TileStyle(band=12, name=13, figures=13, least=10, figure_lines=2),
)
BOARD_GAP = 12
BOARD_W = (W - 2 * M - BOARD_GAP) // 2


def as_view(view: BaseModel) -> NationsView:
    if not isinstance(view, NationsView):
        raise TypeError(f"not a Nations view: {type(view).__name__}")
    return view


def winner(v: NationsView) -> int | None:
    """The winner of an ended game from public facts: the highest total, ties to the seat
    earlier in the final order; in the solo game nobody when the rival won."""
    if v.phase is not Phase.OVER:
        return None
    if v.solo is not None:
        return None if v.solo.lost else 0
    return min(v.order, key=lambda s: (-v.seats[s].score, v.order.index(s)))


def focus_seat(v: NationsView) -> int:
    """The seat the phone picture shows: the one to act (the earliest in the order when
    several choose at once), the winner at the end."""
    if v.phase is Phase.OVER:
        return winner(v) or 0
    if v.active:
        return min(v.active, key=v.order.index)
    return v.current


# --- sizes ------------------------------------------------------------------------------------


def row_height(st: TileStyle) -> int:
    return tile_height(st) + GAP


def board_lines(players: int) -> int:
    return -(-players // 2)


ROW_HEAD = 18


def row_box() -> Box:
    """Where the progress row is drawn on the whole board (its heading included)."""
    return (M, ROW_Y, M + ROW_W, ROW_Y + ROW_HEAD + 10 + 3 * row_height(FULL_TILE))


def board_box(seat: int) -> Box:
    """Where seat ``seat``'s board is drawn on the whole board."""
    x = M + (seat % 2) * (BOARD_W + BOARD_GAP)
    top = row_box()[3] + 10 + (seat // 2) * (board_height(FULL_BOARD) + BOARD_GAP)
    return (x, top, x + BOARD_W, top + board_height(FULL_BOARD))


def height(players: int, locale: str = "en") -> int:
    """The whole board's height: the players' boards, then the legend (its lines depend on
    the language)."""
    legend = _legend_image(locale, LEGEND_SIZE, W)[0].height
    return int(board_box(2 * (board_lines(players) - 1))[3]) + BOARD_GAP + legend + M


LEGEND_SIZE = 15


# --- the picture ------------------------------------------------------------------------------


def draw_board(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    return board_with_pen(view, names, locale).img


def board_with_pen(view: BaseModel, names: Sequence[str], locale: str = "en") -> Pen:
    """The whole board, and the pen that drew it (its texts and their sizes)."""
    v = as_view(view)
    img = Image.new("RGB", (W, height(v.players, locale)), PAPER)
    pen = Pen(img)
    _header(pen, v, W, 22, locale)
    words, fill = status_words(v, names, locale)
    pen.d.rounded_rectangle(
        (M, BANNER_Y, W - M, BANNER_Y + BANNER_H),
        radius=10,
        fill=tint(fill, 0.85),
        outline=fill,
        width=3,
    )
    pen.text(
        (M + 14, BANNER_Y + BANNER_H / 2),
        words,
        20,
        bold=True,
        anchor="lm",
        max_w=W - 2 * M - 28,
        min_size=12,
    )
    bottom = row_box()[3]
    _row(pen, v, row_box(), len(v.row[0]) if v.row else 0, FULL_TILE, ROW_HEAD, locale)
    draw_table(pen, v, (W - M - SIDE_W, ROW_Y, W - M, bottom), names, 15, 11, locale)
    for seat in range(v.players):
        seat_board(pen, v, seat, board_box(seat), names, FULL_BOARD, locale)
    if v.solo is not None:
        rival_board(pen, v, board_box(1), FULL_BOARD.body, FULL_BOARD.least, locale)
    _legend(pen, board_box(2 * (board_lines(v.players) - 1))[3] + BOARD_GAP, locale)
    return pen


def _header(
    pen: Pen, v: NationsView, w: int, size: int, locale: str, least: int = 12, title: bool = True
) -> None:
    h = size + 30
    pen.d.rectangle((0, 0, w, h), fill=BAND)
    x = float(M)
    if title:
        x += (
            pen.text(
                (x, h / 2),
                t("render.nations.title", locale),
                size + 6,
                bold=True,
                fill=ON_BAND,
                anchor="lm",
            )
            + 18
        )
    age = age_of(v)
    words = (
        t("render.nations.round", locale, age=ROMAN[age - 1], round=v.round, total=2 * v.ages)
        + " \u00b7 "
        + t(PHASE_KEYS[v.phase], locale)
    )
    pen.text(
        (x, h / 2),
        words,
        size,
        bold=not title,
        fill=ON_BAND,
        anchor="lm",
        max_w=w - x - M,
        min_size=least,
    )


def status_words(v: NationsView, names: Sequence[str], locale: str) -> tuple[str, RGB]:
    """The banner: the result, or who is to act and on what."""

    def one(seat: int) -> str:
        return who(v, names, seat, locale)

    def many() -> str:
        return ", ".join(one(s) for s in sorted(v.active, key=v.order.index))

    if v.phase is Phase.OVER:
        if v.solo is not None:
            if v.solo.lost:
                return STAR + " " + t("render.nations.solo_lost", locale), ALERT
            return STAR + " " + t(
                "render.nations.solo_over", locale, score=v.seats[0].score
            ), ACCENT
        win = winner(v)
        assert win is not None
        return STAR + " " + t(
            "render.nations.winner", locale, player=one(win), score=v.seats[win].score
        ), ACCENT
    if v.phase is Phase.PICK:
        offered = ", ".join(named(nation(n).name, locale) for n in v.offered)
        return PLAY + " " + t(
            "render.nations.status.pick", locale, player=one(v.current), nations=offered
        ), ACCENT
    if v.phase is Phase.GROWTH:
        return PLAY + " " + t("render.nations.status.growth", locale, players=many()), ACCENT
    if v.phase is Phase.EVENT_PICK:
        return PLAY + " " + t(
            "render.nations.status.event_pick", locale, player=one(v.current)
        ), ACCENT
    if v.phase is Phase.CHOICE:
        return "! " + t("render.nations.status.choice", locale, players=many()), ALERT
    return PLAY + " " + t(
        "render.nations.status.actions", locale, player=one(v.current), passed=len(v.passes)
    ), ACCENT


def _row(
    pen: Pen,
    v: NationsView,
    box: Box,
    columns: int,
    st: TileStyle,
    head: int,
    locale: str,
    per_line: int = 0,
    label_w: int = LABEL_W,
) -> float:
    """The progress row from ``box``'s top-left, ``per_line`` cards to a line (0: all);
    returns the bottom. Each row is labelled with its number as ``buy ROW COL`` counts it
    (1 at the top) and its price, each card with its column number."""
    x0, y0, x1, _ = box
    heading = "render.nations.row" if v.phase is not Phase.OVER else "render.nations.row_left"
    pen.text((x0, y0), t(heading, locale), head, bold=True, max_w=x1 - x0, min_size=st.least)
    y = y0 + head + 10
    per = per_line or max(1, columns)
    cw = (x1 - x0 - label_w - (per - 1) * GAP) / per
    th = tile_height(st)
    costs = load_catalog().setup.row_costs
    for r, cards in enumerate(v.row):
        cost = costs[r] if r < len(costs) else 0
        lines = max(1, -(-len(cards) // per))
        band = (x0, y, x1, y + lines * (th + GAP) - GAP)
        pen.d.rounded_rectangle(band, radius=8, fill=ROW_BG)
        row_label(pen, (x0, y, x0 + label_w - 4, band[3]), r + 1, cost, st, locale)
        for c, cid in enumerate(cards):
            cx = x0 + label_w + (c % per) * (cw + GAP)
            cy = y + (c // per) * (th + GAP)
            box = (cx, cy, cx + cw, cy + th)
            card_tile(
                pen,
                box,
                cid,
                locale,
                st,
                label=None if cid else "\u2013",
                bg=ROW_BG,
                number=c + 1,
            )
        y += lines * (th + GAP) + (GAP if per_line else 0)
    return y


def row_label(pen: Pen, box: Box, row: int, cost: int, st: TileStyle, locale: str) -> None:
    """A row's label: the word, its number large (what ``buy`` takes first), its price in
    gold under them, centred in ``box``."""
    x0, y0, x1, y1 = box
    big = round(st.band * 1.8)
    word, price = st.least, st.band
    tall = word + 4 + big + 6 + price
    top = (y0 + y1) / 2 - tall / 2
    mid = (x0 + x1) / 2
    pen.text(
        (mid, top), t("render.nations.row_word", locale), word, fill=MUTED, anchor="ma",
        max_w=x1 - x0 - 4, min_size=st.least,
    )  # fmt: skip
    pen.text((mid, top + word + 4), str(row), big, bold=True, anchor="ma")
    items: list[tuple[str | None, str]] = [("gold", str(cost))]
    w = items_width(items, price)
    draw_items(pen, mid - w / 2 + price * 0.2, top + tall - price / 2, items, price, x1 - x0, price)


def _legend(
    pen: Pen, y: float, locale: str, size: int = LEGEND_SIZE, w: int = W, workers: bool = True
) -> float:
    """The icons and what they stand for, in as many lines as needed; returns the bottom.
    The same for every picture of a language: drawn once and pasted after."""
    img, texts, sizes = _legend_image(locale, size, w, workers)
    pen.img.paste(img, (0, round(y)))
    pen.texts.extend(texts)
    pen.sizes.extend(sizes)
    return y + img.height


# The symbols drawn beside the icons, each with what it stands for.
SYMBOL_KEYS: tuple[tuple[str | None, str, str], ...] = (
    ("stone", "2 \u2192", "render.nations.key.deploy"),
    (None, "\u00d72", "render.nations.key.workers"),
    ("gold", "0 (+3)", "render.nations.key.made"),
    ("military", "\u22654", "render.nations.key.needs"),
    ("architect", "3\u00b74", "render.nations.key.stages"),
    (None, "\u2726", "render.nations.ability"),
)


@lru_cache(maxsize=16)
def _legend_image(
    locale: str, size: int, w: int, workers: bool = True
) -> tuple[Image.Image, tuple[str, ...], tuple[int, ...]]:
    pen = Pen(Image.new("RGB", (w, 8 * (size + 10)), PAPER))
    x, y = float(M), 0.0
    entries: list[tuple[str | None, str, str]] = [
        (k, "", t(key, locale)) for k, key in ICON_KEYS.items()
    ]
    entries += [
        (what, sample, t(key, locale))
        for what, sample, key in SYMBOL_KEYS
        if workers or key != "render.nations.key.workers"
    ]
    for what, sample, words in entries:
        need = (size + 4 if what else 0) + width(clean(words), size)
        if sample:
            need += width(sample, size, True) + 6
        if x > M and x + need > w - M:
            x, y = float(M), y + size + 10
        if what is not None:
            icon(pen.d, what, x + size / 2, y + size / 2, size * 0.45)
            x += size + 4
        if sample:
            x += pen.text((x, y + size / 2), sample, size, bold=True, anchor="lm") + 6
        rows = wrap(words, size, False, w - M - x, 3)  # a long key goes on under itself
        for k, row in enumerate(rows):
            if k:
                y += size + 10
            drawn = pen.text((x, y + size / 2), row, size, fill=MUTED, anchor="lm", max_w=w - M - x)
        x += drawn + 16
    img = pen.img.crop((0, 0, w, round(y + size + 6)))
    return img, tuple(pen.texts), tuple(pen.sizes)


ledger.CACHE_CLEARERS.append(_legend_image.cache_clear)


# --- the focus: a picture for phones ------------------------------------------------------------

PHONE_W = 412
FOCUS_W = 624
FOCUS_LEAST = 17  # 17 px at 624 px read as 11.2 px on a 412-px phone
FOCUS_TILE = TileStyle(band=17, name=17, figures=17, least=FOCUS_LEAST, figure_lines=1)
FOCUS_ROOMY = TileStyle(band=17, name=17, figures=17, least=FOCUS_LEAST, figure_lines=2)
FOCUS_LABEL_W = 56
FOCUS_MID_H = 226  # the round's table beside the acting nation's figures
FOCUS_SPLIT = 0.52  # the table's share of the width


def focus_per_line(columns: int) -> int:
    """Cards to a line in the phone picture's row: the whole row up to four (their figures
    on two lines), else the row on two lines (figures on one, the rest on the whole board)."""
    return columns if columns <= 4 else -(-columns // 2)


def draw_focus(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    """What this turn needs, readable on a phone: who acts and on what, the round's table,
    the acting nation's resources and tracks, the progress row with its row and column
    numbers and prices, the key. The players' boards are on the whole board."""
    return focus_with_pen(view, names, locale).img


def focus_with_pen(view: BaseModel, names: Sequence[str], locale: str = "en") -> Pen:
    """The phone picture, and the pen that drew it (its texts and their sizes)."""
    v = as_view(view)
    img = Image.new("RGB", (FOCUS_W, 2 * FOCUS_W), PAPER)  # cut to what was drawn
    pen = Pen(img)
    _header(pen, v, FOCUS_W, 18, locale, FOCUS_LEAST, title=False)
    words, fill = status_words(v, names, locale)
    y = 56.0
    inner = FOCUS_W - 2 * M - 16
    rows = wrap(words, FOCUS_LEAST + 2, True, inner, 2)
    pen.d.rounded_rectangle(
        (M, y, FOCUS_W - M, y + 24 * len(rows) + 10),
        radius=8,
        fill=tint(fill, 0.85),
        outline=fill,
        width=3,
    )
    for row in rows:
        pen.text((M + 8, y + 5), row, FOCUS_LEAST + 2, bold=True, max_w=inner, min_size=FOCUS_LEAST)
        y += 24
    y += 18
    split = M + round((FOCUS_W - 2 * M) * FOCUS_SPLIT)
    table = (M, y, split - 5, y + FOCUS_MID_H)
    draw_table(pen, v, table, names, FOCUS_LEAST, FOCUS_LEAST, locale, decks=False)
    seat_summary(pen, v, focus_seat(v), (split + 5, y, FOCUS_W - M, y + FOCUS_MID_H), names,
                 FOCUS_LEAST, locale)  # fmt: skip
    y += FOCUS_MID_H + 10
    columns = len(v.row[0]) if v.row else 0
    y = _row(
        pen,
        v,
        (M, y, FOCUS_W - M, 0),
        columns,
        FOCUS_ROOMY if columns <= 4 else FOCUS_TILE,
        FOCUS_LEAST + 2,
        locale,
        per_line=focus_per_line(columns),
        label_w=FOCUS_LABEL_W,
    )
    end = _legend(pen, y + 4, locale, FOCUS_LEAST, FOCUS_W, workers=False)
    pen.img = img.crop((0, 0, FOCUS_W, min(img.height, round(end) + 8)))
    return pen


def history(view: BaseModel) -> Sequence[Sequence[int]]:
    """Every seat's VP tokens at the end of each round, for the score race."""
    return [tuple(h) for h in as_view(view).history]


__all__ = [
    "PICTURES",
    "board_with_pen",
    "draw_board",
    "draw_focus",
    "focus_with_pen",
    "height",
    "history",
    "status_words",
]


PICTURES = Renderer(board=draw_board, history=history, phone=draw_focus)
