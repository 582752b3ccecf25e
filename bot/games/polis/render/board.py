"""The Polis board as a PNG, drawn from the public view only, on real coastlines.

Layout, top to bottom (1240 px wide, a fixed height, so the picture never jumps in a
channel): a dark header (title, the stacking limit, "Round N of 4" as the text names the
round); a status banner (who is to act and what: a turn, a battle's choice, a decision owed
at the end of a round, or the result); the map (``bot.games.polis.render.map``: the Aegean
from Kerkyra to the Hellespont, Natural Earth coastlines, territories grown from their real
coordinates); three panels: Athens, the round's table (event, market value, tribute
collected, the project offer, a battle and the legend of every map symbol) and Sparta.

A side's panel: its shape and colour, player and score in big figures, prestige, the six
resources in words and figures, merchants in port and at sea, where the proxenos stands,
poleis and population, units on the map, and a "to act" tag while the side has to act.

``draw_focus`` is the phone picture (the one the channel shows): whose turn and what in a
band, the map around what the turn is about (names laid out once per crop and language, see
``map.layer``) and the side the turn is about (prestige, score, resources, units, the round
and its stacking limit) with the legend; 600 px wide, every word at least 17 px, so that on a
412-px phone it reads at 11.7 px or more. ``draw_both`` gives both pictures for one post.

A battle shows where it is, the exchange, each side's hand size and whether each side has
committed, never the cards: the picture is the same for every seat and every spectator.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw
from pydantic import BaseModel

from bot.games.frontend import Renderer
from bot.games.polis.render.map import (
    SIDE_COLOURS,
    Sizes,
    board_map,
    canvas,
    draw_legend,
    draw_map,
    focus_regions,
    growth,
    legend_rows,
    side_shape,
    unit_chip,
)
from bot.render.base import (
    ACCENT,
    ALERT,
    BAND,
    CARD,
    INK,
    LINE,
    MUTED,
    ON_BAND,
    PAPER,
    RGB,
    player_name,
    static_part,
    status_banner,
    t,
    text,
    tint,
    wrap,
)
from bot.render.frame import (
    BANNER,
    FOCUS_MAP_H,
    FOCUS_NAME,
    FOCUS_W,
    HEADER_H,
    MAP_W,
    MAP_Y,
    PLAY,
    STAR,
    M,
    W,
)
from bot.render.geo import Box, MapCanvas
from rules.common.maps import Bounds
from rules.polis.data import RESOURCES, SIDES, load
from rules.polis.state import Phase
from rules.polis.view import PolisView

NAME_SIZE = 14  # territory names on the whole board (the focus draws them larger)
CITY = 20
CITY_NAME = 12
CHIP_H = 20
BOARD_SIZES = Sizes(name=NAME_SIZE, city=CITY, city_name=CITY_NAME, chip=CHIP_H)
PANEL_GAP = 10
PANEL_H = 300
PANEL_W = (W - 2 * M - 2 * PANEL_GAP) // 3

# the banner's words, written out so that the catalog test finds every key
PENDING = {
    "famine": "render.polis.pending.famine",
    "growth": "render.polis.pending.growth",
    "phoros": "render.polis.pending.phoros",
}
BATTLE = {
    Phase.COMMIT: "render.polis.battle.commit",
    Phase.ATTACKER: "render.polis.battle.attacker",
    Phase.DEFENDER: "render.polis.battle.defender",
}


def as_view(view: BaseModel) -> PolisView:
    if not isinstance(view, PolisView):
        raise TypeError(f"not a Polis view: {type(view).__name__}")
    return view


def map_height() -> int:
    return canvas(MAP_W).height


def height() -> int:
    return MAP_Y + map_height() + 12 + PANEL_H + M


def _who(names: Sequence[str], locale: str) -> Callable[[int], str]:
    """A seat's side and player, for the status words."""

    def who(seat: int) -> str:
        return t("render.polis.who", locale, side=side_name(seat, locale),
                 player=player_name(names, seat))  # fmt: skip

    return who


def side_name(seat: int, locale: str) -> str:
    return t(f"polis.side.{SIDES[seat].value}", locale)


def terr(tid: str, locale: str) -> str:
    return t(f"polis.terr.{tid}", locale)


# --- the picture -----------------------------------------------------------------------------


def draw_board(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    v = as_view(view)
    img = Image.new("RGB", (W, height()), PAPER)
    d = ImageDraw.Draw(img)
    who = _who(names, locale)
    _header(d, v, locale)
    words, fill = status_words(v, who, locale)
    status_banner(d, BANNER, words, fill)
    c = canvas(MAP_W)
    draw_map(img, c, v, locale, BOARD_SIZES, dx=M, dy=MAP_Y)
    d.rectangle((M, MAP_Y, M + MAP_W - 1, MAP_Y + c.height - 1), outline=LINE, width=2)
    y0 = MAP_Y + c.height + 12
    for col, seat in ((0, 0), (2, 1)):
        x = M + col * (PANEL_W + PANEL_GAP)
        _side_panel(
            d, v, seat, player_name(names, seat), (x, y0, x + PANEL_W, y0 + PANEL_H), locale
        )
    x = M + PANEL_W + PANEL_GAP
    _table(d, v, who, (x, y0, x + PANEL_W, y0 + PANEL_H), locale)
    return img


def _header(d: ImageDraw.ImageDraw, v: PolisView, locale: str) -> None:
    d.rectangle((0, 0, W, HEADER_H), fill=BAND)
    mid = HEADER_H / 2
    x = float(M + 8)
    x += text(d, (x, mid), t("render.polis.title", locale), 30, bold=True, fill=ON_BAND,
              anchor="lm") + 20  # fmt: skip
    total = len(load().rounds.rounds)
    right = t("render.polis.round", locale, number=v.round, total=total)
    rw = text(d, (W - M - 8, mid), right, 22, bold=True, fill=ON_BAND, anchor="rm")
    text(d, (x, mid), t("render.polis.stacking", locale, stack=v.stack), 18, fill=ON_BAND,
         anchor="lm", max_w=W - M - rw - x - 30, min_size=11)  # fmt: skip


def status_words(v: PolisView, who: Callable[[int], str], locale: str) -> tuple[str, RGB]:
    """The banner: the result, a battle, a decision owed, or whose turn it is."""
    if v.ended is not None:
        scores = [p.score for p in v.players]
        if v.loser is not None:
            win: int | None = 1 - v.loser
        else:
            win = None if scores[0] == scores[1] else (0 if scores[0] > scores[1] else 1)
        if win is None:
            return STAR + " " + t("render.polis.draw", locale), ACCENT
        return STAR + " " + t("render.polis.winner", locale, player=who(win)), ACCENT
    if v.battle is not None:
        b = v.battle
        players = ", ".join(who(s) for s in v.active)
        return "! " + t(BATTLE[b.phase], locale, where=terr(b.where, locale), players=players,
                        attacker=who(b.attacker), defender=who(1 - b.attacker)), ALERT  # fmt: skip
    if v.pending is not None:
        p = v.pending
        return "! " + t(PENDING[p.kind], locale, player=who(p.seat), count=p.shortfall), ALERT
    if len(v.active) > 1:
        return PLAY + " " + t("render.polis.to_act", locale,
                              players=", ".join(who(s) for s in v.active)), ACCENT  # fmt: skip
    seat = v.active[0] if v.active else v.current
    return PLAY + " " + t("render.polis.toplay", locale, player=who(seat),
                          actions=v.actions_left), ACCENT  # fmt: skip


def _side_panel(
    d: ImageDraw.ImageDraw, v: PolisView, seat: int, player: str, box: Box, locale: str
) -> None:
    x0, y0, x1, _ = box
    p = v.players[seat]
    c = SIDE_COLOURS[seat]
    acting = seat in v.active and v.ended is None
    d.rounded_rectangle(box, radius=10, fill=CARD, outline=ACCENT if acting else LINE,
                        width=4 if acting else 2)  # fmt: skip
    d.rounded_rectangle((x0, y0, x1, y0 + 40), radius=10, fill=tint(c, 0.75))
    d.rectangle((x0, y0 + 24, x1, y0 + 40), fill=tint(c, 0.75))
    side_shape(d, (x0 + 22, y0 + 20), 24, seat)
    bw = text(d, (x1 - 10, y0 + 20), str(p.score), 28, bold=True, anchor="rm")
    head = f"{side_name(seat, locale)} · {player}"
    text(d, (x0 + 42, y0 + 20), head, 18, bold=True, anchor="lm", max_w=x1 - x0 - bw - 60,
         min_size=10)  # fmt: skip
    y = y0 + 50
    lw = x1 - x0 - 20
    line = t("render.polis.prestige", locale, prestige=p.prestige, score=p.score)
    text(d, (x0 + 10, y), STAR + " " + line, 16, bold=True, max_w=lw, min_size=9)
    y += 26
    res = [f"{t(f'polis.res.{r.value}', locale)} {p.resources[r.value]}" for r in RESOURCES]
    for k in range(2):
        text(d, (x0 + 10, y), " · ".join(res[3 * k : 3 * k + 3]), 15, max_w=lw, min_size=9)
        y += 22
    y += 4
    prox = (
        t("render.polis.proxenos", locale, city=t(f"polis.city.{p.proxenos}", locale))
        if p.proxenos
        else t("render.polis.proxenos_held", locale)
    )
    merchants = t("render.polis.merchants", locale, home=p.merchants, out=p.merchants_out)
    text(d, (x0 + 10, y), merchants, 14, fill=MUTED, max_w=lw, min_size=8)
    y += 21
    text(d, (x0 + 10, y), prox, 14, fill=MUTED, max_w=lw, min_size=8)
    y += 21
    own = [(pid, x) for pid, x in v.poleis.items() if x.owner == seat]
    poleis = t("render.polis.poleis", locale, count=len(own),
               population=sum(x.population for _, x in own),
               projects=sum(len(x.projects) for _, x in own),
               building=sum(len(x.building) for _, x in own))  # fmt: skip
    text(d, (x0 + 10, y), poleis, 14, max_w=lw, min_size=8)
    y += 25
    hop = sum(u[seat] for u in v.hoplites.values())
    gal = sum(u[seat] for u in v.galleys.values())
    x = x0 + 10.0
    x += unit_chip(d, (x, y + 10), 20, seat, False, hop) + 6
    x += unit_chip(d, (x, y + 10), 20, seat, True, gal) + 10
    text(d, (x, y + 10), t("render.polis.units", locale, hoplites=hop, galleys=gal), 14,
         anchor="lm", max_w=x1 - x - 10, min_size=8)  # fmt: skip
    y += 30
    if acting:
        tag = PLAY + " " + t("render.polis.acting", locale)
        text(d, (x0 + 10, y), tag, 16, bold=True, fill=ACCENT, max_w=lw, min_size=9)


def _table(
    d: ImageDraw.ImageDraw, v: PolisView, who: Callable[[int], str], box: Box, locale: str
) -> None:
    """The round's table: event, market, tribute, offer, a battle, and the legend."""
    x0, y0, x1, y1 = box
    d.rounded_rectangle(box, radius=10, fill=CARD, outline=LINE, width=2)
    lw = x1 - x0 - 20
    x, y = x0 + 10, y0 + 10
    text(d, (x, y), t("render.polis.table", locale), 17, bold=True, max_w=lw, min_size=10)
    y += 26
    lines: list[tuple[str, RGB, bool]] = []
    if v.battle is not None:
        b = v.battle
        lines.append((t("render.polis.battle.where", locale, where=terr(b.where, locale),
                        attacker=who(b.attacker), exchange=b.exchange), ALERT, True))  # fmt: skip
        for seat in (0, 1):
            key = "render.polis.committed" if b.committed[seat] else "render.polis.choosing"
            lines.append((t(key, locale, side=side_name(seat, locale),
                            cards=b.hand_sizes[seat]), INK, False))  # fmt: skip
    if v.battles_queued:
        queued = ", ".join(terr(x_, locale) for x_ in v.battles_queued)
        lines.append((t("render.polis.queued", locale, list=queued), ALERT, False))
    lines.append((t("render.polis.market", locale, value=v.market), INK, True))
    if v.event:
        lines.append((t("render.polis.event", locale, event=t(f"polis.card.{v.event}", locale)),
                      INK, False))  # fmt: skip
    used = ", ".join(terr(x_, locale) for x_ in v.tribute_used) or "—"
    lines.append((t("render.polis.tribute", locale, list=used), MUTED, False))
    offer = ", ".join(t(f"polis.project.{p}", locale) for p in v.offer) or "—"
    lines.append((t("render.polis.offer", locale, list=offer), MUTED, False))
    legend = legend_rows(locale, 13, lw)
    legend_y = y1 - 10 - len(legend) * (13 * 1.3 + 6)
    for words, fill, bold in lines:
        for row in wrap(words, 14, bold, lw, 3):
            if y + 20 > legend_y - 8:
                break
            text(d, (x, y), row, 14, bold=bold, fill=fill, max_w=lw, min_size=8)
            y += 19
        y += 3
    # the legend: every symbol of the map, so that nothing rests on colour alone
    d.line((x0 + 10, legend_y - 6, x1 - 10, legend_y - 6), fill=LINE, width=1)
    draw_legend(d, (x, legend_y), legend, 13)


# --- the phone picture: the turn's corner of the map and the side it is about -----------------

PHONE_W = FOCUS_W  # 600 px: a word of 17 px reads as 11.7 px on a 412-px phone
PHONE_TEXT = 18  # the phone's words (12.4 px on a phone)
PHONE_SMALL = 17  # the least a phone word may be
FOCUS_CITY = 28
FOCUS_CITY_NAME = 19
FOCUS_CHIP = 26
PHONE_SIZES = Sizes(name=FOCUS_NAME, city=FOCUS_CITY, city_name=FOCUS_CITY_NAME, chip=FOCUS_CHIP)
FOCUS_SPANS = (0.2, 0.3, 0.45)  # the crop's width as a share of the map's
PHONE_PAD = 12


def focus_window(regions: Sequence[str]) -> Bounds:
    """The crop's box: the smallest zoom level that holds the regions (the first win when
    none does), its centre on a quarter-degree grid so that few crops exist."""
    reach, extra, reaches = growth()
    return MapCanvas.snapped_window(board_map(), regions, (FOCUS_W, FOCUS_MAP_H), FOCUS_SPANS,
                                    reach=reach, extra=extra, reaches=reaches)  # fmt: skip


def focus_canvas(window: Bounds) -> MapCanvas:
    """The phone's map through ``window``: cut from the whole map drawn at the crop's zoom
    (one drawing per zoom level, kept), not drawn anew for each crop."""
    full = board_map().bounds
    assert full is not None
    return canvas(
        FOCUS_W,
        window,
        whole=round(FOCUS_W * (full.east - full.west) / (window.east - window.west)),
    )


def warm() -> None:
    """Draw the whole map at each of the phone's zoom levels (its crops are cut from them)."""
    reach, extra, reaches = growth()
    some = board_map().regions[0].id
    for span in FOCUS_SPANS:
        window = MapCanvas.snapped_window(board_map(), [some], (FOCUS_W, FOCUS_MAP_H), (span,),
                                          reach=reach, extra=extra, reaches=reaches)  # fmt: skip
        focus_canvas(window).prepare()


def focus_seat(v: PolisView) -> int:
    """The side the phone picture is about: the one owing a decision, else the first to act
    (at the end, the winner)."""
    if v.pending is not None:
        return v.pending.seat
    if v.ended is not None:
        scores = [p.score for p in v.players]
        return 1 - v.loser if v.loser is not None else (0 if scores[0] >= scores[1] else 1)
    return v.active[0] if v.active else v.current


def draw_focus(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    """The phone picture: whose turn and what, the map around what the turn is about and the
    side it is about: every word at least 17 px in 600 (11.7 px on a 412-px phone)."""
    return focus_with_labels(view, names, locale)[0]


def focus_with_labels(
    view: BaseModel, names: Sequence[str], locale: str = "en"
) -> tuple[Image.Image, list[tuple[str, Box]]]:
    """The phone picture and the boxes of the map names drawn on it."""
    v = as_view(view)
    who = _who(names, locale)
    status, fill = status_words(v, who, locale)
    band = wrap(status, PHONE_TEXT, True, PHONE_W - 2 * PHONE_PAD, 3)
    band_h = PHONE_PAD + 26 * len(band) + 6
    seat = focus_seat(v)
    rows = _phone_rows(v, seat, who, locale)
    legend = legend_rows(locale, PHONE_SMALL, PHONE_W - 2 * PHONE_PAD)
    legend_h = len(legend) * (PHONE_SMALL * 1.3 + 6) + 10
    panel_h = 52 + 27 * len(rows) + round(legend_h) + PHONE_PAD
    c = focus_canvas(focus_window(focus_regions(v)))
    img = Image.new("RGB", (PHONE_W, band_h + c.height + panel_h), PAPER)
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, PHONE_W, band_h), fill=BAND)
    d.rectangle((0, band_h - 5, PHONE_W, band_h), fill=fill)
    y = PHONE_PAD
    for row in band:
        text(d, (PHONE_PAD, y), row, PHONE_TEXT, bold=True, fill=ON_BAND)
        y += 26
    boxes = draw_map(img, c, v, locale, PHONE_SIZES, dy=band_h)
    _phone_panel(d, v, seat, names, rows, (0, band_h + c.height, PHONE_W, img.height), locale)
    ly = img.height - PHONE_PAD - legend_h + 10
    d.line((PHONE_PAD, ly - 8, PHONE_W - PHONE_PAD, ly - 8), fill=LINE, width=1)
    top = math.floor(ly) - 4  # the legend is the same for every position: drawn once
    static_part(img, (0, top, PHONE_W, img.height), ("polis.legend", locale),
                lambda ld: draw_legend(ld, (PHONE_PAD, ly), legend, PHONE_SMALL))  # fmt: skip
    return img, boxes


def _phone_rows(
    v: PolisView, seat: int, who: Callable[[int], str], locale: str
) -> list[tuple[str, RGB, bool]]:
    """The phone panel's lines under its head: prestige and score, resources, units, the
    round, a battle's state."""
    p = v.players[seat]
    rows: list[tuple[str, RGB, bool]] = []
    line = t("render.polis.prestige", locale, prestige=p.prestige, score=p.score)
    rows.append((STAR + " " + line, INK, True))
    res = [f"{t(f'polis.res.{r.value}', locale)} {p.resources[r.value]}" for r in RESOURCES]
    rows.append((" · ".join(res[:3]), INK, False))
    rows.append((" · ".join(res[3:]), INK, False))
    rows.append(("", INK, False))  # the units' chips and words
    rows.append((round_words(v, locale), MUTED, False))
    if v.battle is not None:
        b = v.battle
        for s in (0, 1):
            key = "render.polis.committed" if b.committed[s] else "render.polis.choosing"
            rows.append((t(key, locale, side=side_name(s, locale), cards=b.hand_sizes[s]),
                         ALERT, False))  # fmt: skip
    return rows


def _phone_panel(
    d: ImageDraw.ImageDraw,
    v: PolisView,
    seat: int,
    names: Sequence[str],
    rows: list[tuple[str, RGB, bool]],
    box: Box,
    locale: str,
) -> None:
    x0, y0, x1, _ = box
    c = SIDE_COLOURS[seat]
    d.rectangle((x0, y0, x1, y0 + 44), fill=tint(c, 0.75))
    d.line((x0, y0, x1, y0), fill=LINE, width=2)
    side_shape(d, (x0 + PHONE_PAD + 14, y0 + 22), 26, seat)
    score = str(v.players[seat].score)
    sw = text(d, (x1 - PHONE_PAD, y0 + 22), score, 30, bold=True, anchor="rm")
    head = f"{side_name(seat, locale)} · {player_name(names, seat)}"
    x = x0 + PHONE_PAD + 36
    text(d, (x, y0 + 22), head, 20, bold=True, anchor="lm", max_w=x1 - x - sw - 30,
         min_size=PHONE_SMALL)  # fmt: skip
    y = y0 + 52
    lw = x1 - x0 - 2 * PHONE_PAD
    for words, fill, bold in rows:
        if not words:
            hop = sum(u[seat] for u in v.hoplites.values())
            gal = sum(u[seat] for u in v.galleys.values())
            ux = x0 + PHONE_PAD + 0.0
            ux += unit_chip(d, (ux, y + 12), 26, seat, False, hop) + 6
            ux += unit_chip(d, (ux, y + 12), 26, seat, True, gal) + 10
            units = t("render.polis.units", locale, hoplites=hop, galleys=gal)
            text(d, (ux, y + 12), units, PHONE_SMALL, anchor="lm", max_w=x1 - ux - PHONE_PAD,
                 min_size=PHONE_SMALL)  # fmt: skip
        else:
            text(d, (x0 + PHONE_PAD, y), words, PHONE_TEXT, bold=bold, fill=fill, max_w=lw,
                 min_size=PHONE_SMALL)  # fmt: skip
        y += 27


def round_words(v: PolisView, locale: str) -> str:
    """The round as the text names it, and its stacking limit beside it."""
    total = len(load().rounds.rounds)
    return (
        t("render.polis.round", locale, number=v.round, total=total)
        + " · "
        + t("render.polis.stacking", locale, stack=v.stack)
    )


def history(view: BaseModel) -> Sequence[Sequence[int]]:
    """Both sides' scores at the end of each round, for the score race."""
    v = as_view(view)
    return [tuple(h) for h in v.history]


def draw_both(
    view: BaseModel, names: Sequence[str], locale: str = "en"
) -> tuple[Image.Image, Image.Image]:
    """The whole board and the phone picture, both over the cached layers of their map
    (each name laid out once per language: ``map.layer``)."""
    return draw_board(view, names, locale), draw_focus(view, names, locale)


__all__ = [
    "PICTURES",
    "draw_board",
    "draw_both",
    "draw_focus",
    "focus_with_labels",
    "height",
    "history",
]


PICTURES = Renderer(board=draw_board, history=history, phone=draw_focus, both=draw_both, warm=warm)
