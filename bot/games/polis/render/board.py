"""The Polis board as a PNG, drawn from the public view only, on real coastlines.

Layout, top to bottom (1240 px wide, a fixed height, so the picture never jumps in a
channel): a dark header (title, the round's name, the stack limit); a status banner (who is
to act and what: a turn, a battle's choice, a decision owed at the end of a round, or the
result); the map (``bot.games.polis.render.map``: the Aegean from Kerkyra to the Hellespont, Natural
Earth coastlines, territories grown from their real coordinates); three panels: Athens, the
round's table (event, market value, tribute collected, the project offer, a battle and a
legend of the shapes) and Sparta.

A side's panel: its shape and colour, player and score in big figures, prestige, the six
resources in words and figures, merchants in port and at sea, where the proxenos stands,
poleis and population, units on the map, and a "to act" tag while the side has to act.

``draw_focus`` is a zoomed crop of the map around what the turn is about, 600 px wide with
names at 20 px: shown on a 412-px phone they read at 13.7 px.

A battle shows where it is, the exchange, each side's hand size and whether each side has
committed, never the cards: the picture is the same for every seat and every spectator.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw
from pydantic import BaseModel

from bot.games.frontend import Renderer
from bot.games.polis.render.map import (
    SIDE_COLOURS,
    board_map,
    canvas,
    draw_map,
    focus_regions,
    growth,
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
    status_banner,
    t,
    text,
    tint,
    top_band,
    wrap,
)
from bot.render.frame import (
    BANNER,
    FOCUS_MAP_H,
    FOCUS_NAME,
    FOCUS_TOP,
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
    draw_map(img, c, v, locale, name_size=NAME_SIZE, city=CITY, chip=CHIP_H, city_name=CITY_NAME,
             dx=M, dy=MAP_Y)  # fmt: skip
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
    data = load()
    rounds = data.rounds.rounds
    right = t("render.polis.round", locale, round=t(f"polis.round.{rounds[v.round - 1].name}",
              locale), number=v.round, total=len(rounds))  # fmt: skip
    rw = text(d, (W - M - 8, mid), right, 22, bold=True, fill=ON_BAND, anchor="rm")
    text(d, (x, mid), t("render.polis.stack", locale, stack=v.stack), 18, fill=ON_BAND,
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
    legend_y = y1 - 34
    for words, fill, bold in lines:
        for row in wrap(words, 14, bold, lw, 3):
            if y + 20 > legend_y:
                break
            text(d, (x, y), row, 14, bold=bold, fill=fill, max_w=lw, min_size=8)
            y += 19
        y += 3
    # the legend: the three shapes, so that a side never rests on colour alone
    d.line((x0 + 10, legend_y - 6, x1 - 10, legend_y - 6), fill=LINE, width=1)
    lx = float(x)
    for owner, key in ((0, "polis.side.athens"), (1, "polis.side.sparta"),
                       (None, "render.polis.neutral")):  # fmt: skip
        side_shape(d, (lx + 9, legend_y + 12), 16, owner)
        lx += 24 + text(d, (lx + 22, legend_y + 12), t(key, locale), 13, anchor="lm") + 14


# --- the focus: a zoomed crop for phones ---------------------------------------------------------

FOCUS_CITY = 28
FOCUS_CITY_NAME = 20
FOCUS_CHIP = 26
FOCUS_SPANS = (0.2, 0.3, 0.45)  # the crop's width as a share of the map's


def focus_window(regions: Sequence[str]) -> Bounds:
    """The crop's box: the smallest zoom level that holds the regions (the first win when
    none does), its centre on a quarter-degree grid so that few crops exist."""
    reach, extra, reaches = growth()
    return MapCanvas.snapped_window(board_map(), regions, (FOCUS_W, FOCUS_MAP_H), FOCUS_SPANS,
                                    reach=reach, extra=extra, reaches=reaches)  # fmt: skip


def draw_focus(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    """The map around what the turn is about, large enough to read on a phone."""
    return focus_with_labels(view, names, locale)[0]


def focus_with_labels(
    view: BaseModel, names: Sequence[str], locale: str = "en"
) -> tuple[Image.Image, list[tuple[str, Box]]]:
    v = as_view(view)
    regions = focus_regions(v)
    c = canvas(FOCUS_W, focus_window(regions))
    img = Image.new("RGB", (FOCUS_W, FOCUS_TOP + c.height), PAPER)
    boxes = draw_map(img, c, v, locale, name_size=FOCUS_NAME, city=FOCUS_CITY, chip=FOCUS_CHIP,
                     city_name=FOCUS_CITY_NAME, dy=FOCUS_TOP)  # fmt: skip
    words, _ = status_words(v, _who(names, locale), locale)
    top_band(ImageDraw.Draw(img), (FOCUS_W, FOCUS_TOP), words)
    return img, boxes


def history(view: BaseModel) -> Sequence[Sequence[int]]:
    """Both sides' scores at the end of each round, for the score race."""
    v = as_view(view)
    return [tuple(h) for h in v.history]


__all__ = ["PICTURES", "draw_board", "draw_focus", "focus_with_labels", "height", "history"]


PICTURES = Renderer(board=draw_board, history=history, phone=draw_focus)
