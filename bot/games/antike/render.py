"""The Antike board as a PNG, drawn from the public view only, on real coastlines.

Layout, top to bottom (1240 px wide; the height is fixed per map side and number of nations,
so the picture never jumps in a channel): a dark header (title, map side, round); a status
banner (who is to play and what, a pending decision, or the winner); the map; the rondel
beside one panel per nation.

The map is ``bot.render.geo``'s province map of the side (Natural Earth coastlines, provinces
grown from every region's longitude and latitude). On it: every region's name; a city stone
in its owner's colour with the owner's letter, its resource as a small square (marble white,
iron grey, gold yellow) and a pediment for a temple; an empty city site as a small square in
its resource's colour; legions (a shield) and galleys (a hull) as chips in the nation's
colour with their count. The provinces of a pending decision, or of the turn's movers, are
tinted.

The rondel is a wheel of eight wedges, IRON at the top and clockwise, each nation's marker a
disc with its letter; the wedge being carried out is outlined. Each nation's panel: nation and
player, personages against the target in big figures and by kind, resources and coins,
cities, temples and stones, units on the map and in supply, the standing order, and the eight
know-hows (filled when held).

``draw_focus`` is a zoomed crop of the map around what the turn is about, 600 px wide with
names at 20 px: shown on a 412-px phone they read at 13.7 px.

Only public facts are drawn and nothing depends on ``view.viewer``: every seat and every
spectator gets the same picture.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache

from PIL import Image, ImageDraw
from pydantic import BaseModel

from bot.games.frontend import Renderer
from bot.render.base import (
    ACCENT,
    ALERT,
    BAND,
    CARD,
    FAINT,
    INK,
    LINE,
    MUTED,
    ON_BAND,
    PAPER,
    RGB,
    clean,
    font,
    hull,
    ink_on,
    player_name,
    status_banner,
    t,
    text,
    tint,
    top_band,
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
from bot.render.geo import Box, MapCanvas, named_base, paste_named
from rules.antike.state import FIELDS, KnowHow, Personage, Phase
from rules.antike.view import AntikeView
from rules.common.maps import Bounds, GameMap, Region, Resource, Unit

NAME_SIZE = 13  # region names on the whole board (the focus draws them larger)
CITY = 18  # city stones
CHIP_H = 18  # unit chips

RONDEL_W = 400
PANEL_GAP = 10
PANEL_H = 196

# Okabe-Ito, one per nation; every nation also carries its letter.
NATION_COLOURS: tuple[RGB, ...] = (
    (0, 114, 178),  # blue
    (213, 94, 0),  # vermillion
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
)
RESOURCE_COLOURS: dict[Resource, RGB] = {
    Resource.MARBLE: (245, 245, 245),
    Resource.IRON: (110, 118, 130),
    Resource.GOLD: (240, 200, 40),
}
COIN: RGB = (205, 150, 40)


def as_view(view: BaseModel) -> AntikeView:
    if not isinstance(view, AntikeView):
        raise TypeError(f"not an Antike view: {type(view).__name__}")
    return view


@cache
def side_map(side: str) -> GameMap:
    from rules.antike.board import side_of

    return side_of(side).map


def colour(i: int) -> RGB:
    return NATION_COLOURS[i % len(NATION_COLOURS)]


def map_height(side: str) -> int:
    return MapCanvas(side_map(side), MAP_W).height


def panel_rows(nations: int) -> int:
    return max(2, math.ceil(nations / 2))


def height(side: str, nations: int) -> int:
    lower = max(RONDEL_W, panel_rows(nations) * (PANEL_H + PANEL_GAP))
    return MAP_Y + map_height(side) + 12 + lower + M


def nation_name(v: AntikeView, i: int, locale: str) -> str:
    from bot.games.antike.text import nation_name as name

    return name(v, i, locale)


def initial(v: AntikeView, i: int, locale: str) -> str:
    from bot.games.antike.text import initial as first

    return first(v, i, locale)


# --- glyphs ---------------------------------------------------------------------------------


def shield(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: RGB = INK) -> None:
    h = s / 2
    d.polygon(
        [(cx - h * 0.8, cy - h), (cx + h * 0.8, cy - h), (cx + h * 0.8, cy), (cx, cy + h),
         (cx - h * 0.8, cy)],
        fill=fill,
    )  # fmt: skip


def temple(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: RGB = INK) -> None:
    h = s / 2
    d.polygon([(cx - h, cy - h * 0.3), (cx + h, cy - h * 0.3), (cx, cy - h)], fill=fill)
    for k in (-0.6, 0.0, 0.6):
        d.rectangle((cx + k * h - h * 0.12, cy - h * 0.25, cx + k * h + h * 0.12, cy + h * 0.7),
                    fill=fill)  # fmt: skip
    d.rectangle((cx - h, cy + h * 0.7, cx + h, cy + h), fill=fill)


def _glyph(kind: Unit, ink: RGB) -> Callable[[ImageDraw.ImageDraw, float, float, float], None]:
    def draw(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
        (shield if kind is Unit.LEGION else hull)(d, cx, cy, s, ink)

    return draw


# --- the map --------------------------------------------------------------------------------


def focus_regions(v: AntikeView) -> list[str]:
    """The regions the turn is about, most important first: a pending decision's province,
    where the mover's units still have actions, else the player to move's units and cities."""
    out: list[str] = [p.region for p in v.pending if p.region]
    out += [c for p in v.pending for c in p.choices]
    out += list(v.this.legions_left) + list(v.this.galleys_left) + list(v.this.armed)
    nation = v.winner if v.winner is not None else v.current
    if 0 <= nation < len(v.legions):
        units: dict[str, int] = {}
        for kind in (v.legions, v.galleys):
            for region, count in kind[nation].items():
                units[region] = units.get(region, 0) + count
        out += sorted(units, key=lambda r: (-units[r], r))
        out += sorted(r for r, c in v.cities.items() if c.owner == nation)
    m = side_map(v.side)
    known = {r.id for r in m.regions}
    return [r for r in dict.fromkeys(out) if r in known]


def _draw_map(
    img: Image.Image,
    canvas: MapCanvas,
    v: AntikeView,
    locale: str,
    *,
    name_size: int,
    city: float,
    chip: float,
    highlight: Sequence[str],
    dx: int = 0,
    dy: int = 0,
) -> list[tuple[str, Box]]:
    """Provinces, names, cities and units on ``img`` at offset (dx, dy); returns each drawn
    name's box (for tests: readability on a phone)."""
    named = named_base(canvas, name_size, _region_name)
    marks = [(list(highlight)[:8], ACCENT, 0.14, 2)]
    boxes = paste_named(img, canvas, named, marks, dx=dx, dy=dy)
    d = ImageDraw.Draw(img)
    m = canvas.map
    letters = [initial(v, i, locale) for i in range(len(v.nations))]
    for r in m.regions:
        if not canvas.visible(r.id, margin=-4):
            continue
        cx, cy = canvas.center(r.id)
        cx, cy = cx + dx, cy + dy
        if r.city:
            sx, sy = canvas.site(r.id)
            sx, sy = sx + dx, sy + dy
            owned = v.cities.get(r.id)
            res = RESOURCE_COLOURS.get(r.resource) if r.resource else None
            if owned is None:
                h = city * 0.32
                d.rectangle((sx - h, sy - h, sx + h, sy + h), fill=res or CARD, outline=INK,
                            width=2)  # fmt: skip
            else:
                canvas.city_marker(d, (sx, sy), city, colour(owned.owner), letters[owned.owner],
                                   res, temple=owned.temple)  # fmt: skip
        chips = []
        for i in range(len(v.nations)):
            for kind, table in ((Unit.LEGION, v.legions), (Unit.GALLEY, v.galleys)):
                n = table[i].get(r.id, 0)
                if n:
                    chips.append((i, kind, n))
        if chips:
            widths = [_chip_width(n, chip) for _, _, n in chips]
            row = sum(widths) + 3 * (len(widths) - 1)
            x = cx - row / 2
            y = cy + name_size * 0.55 + chip / 2
            if r.city:  # keep the city stone in sight: the chips go under it
                sx, sy = canvas.site(r.id)
                sx, sy = sx + dx, sy + dy
                if abs(sx - cx) < row / 2 + city and y - chip / 2 < sy + city * 0.8:
                    y = max(y, sy + city * 0.8 + chip / 2 + 2)
            for (i, kind, n), w in zip(chips, widths, strict=True):
                c = colour(i)
                canvas.unit_chip(d, (x, y), chip, c, n, glyph=_glyph(kind, ink_on(c)))
                x += w + 3
    return boxes


def _region_name(r: Region) -> str:
    return r.name


def _chip_width(count: int, h: float) -> float:
    f = font(max(8, int(h * 0.72)), True)
    return f.getlength(str(count)) + h * 0.5 + h * 0.9


# --- the picture -----------------------------------------------------------------------------


def draw_board(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    v = as_view(view)
    img = Image.new("RGB", (W, height(v.side, len(v.nations))), PAPER)
    d = ImageDraw.Draw(img)
    who = _who(v, names, locale)
    _header(d, v, locale)
    _banner(d, v, who, locale)
    canvas = MapCanvas(side_map(v.side), MAP_W)
    _draw_map(img, canvas, v, locale, name_size=NAME_SIZE, city=CITY, chip=CHIP_H,
              highlight=_highlight(v), dx=M, dy=MAP_Y)  # fmt: skip
    d.rectangle((M, MAP_Y, M + MAP_W - 1, MAP_Y + canvas.height - 1), outline=LINE, width=2)
    y0 = MAP_Y + canvas.height + 12
    _rondel(d, v, (M + RONDEL_W / 2, y0 + RONDEL_W / 2), RONDEL_W / 2 - 8, locale)
    pw = (W - 2 * M - RONDEL_W - 2 * PANEL_GAP) // 2
    for i in range(len(v.nations)):
        col, row = i % 2, i // 2
        x = M + RONDEL_W + PANEL_GAP + col * (pw + PANEL_GAP)
        y = y0 + row * (PANEL_H + PANEL_GAP)
        _panel(d, v, i, player_name(names, v.nations[i].seat), (x, y, x + pw, y + PANEL_H), locale)
    return img


def _who(v: AntikeView, names: Sequence[str], locale: str) -> Callable[[int], str]:
    """Nation ``i``'s player and nation, for the status words."""

    def who(i: int) -> str:
        return t("render.antike.who", locale, player=player_name(names, v.nations[i].seat),
                 nation=nation_name(v, i, locale))  # fmt: skip

    return who


def _highlight(v: AntikeView) -> list[str]:
    if v.pending:
        return [p.region for p in v.pending[:1] if p.region] + list(v.pending[0].choices)
    if v.this.phase is Phase.ACT:
        return list(v.this.legions_left) + list(v.this.galleys_left) + list(v.this.armed)
    return []


def _header(d: ImageDraw.ImageDraw, v: AntikeView, locale: str) -> None:
    d.rectangle((0, 0, W, HEADER_H), fill=BAND)
    mid = HEADER_H / 2
    x = float(M + 8)
    x += text(d, (x, mid), t("render.antike.title", locale), 30, bold=True, fill=ON_BAND,
              anchor="lm") + 20  # fmt: skip
    side = t(f"render.antike.side.{v.side}", locale) if v.side in ("west", "east") else v.side
    right = t("render.antike.round", locale, round=v.round)
    rw = text(d, (W - M - 8, mid), right, 22, bold=True, fill=ON_BAND, anchor="rm")
    text(d, (x, mid), side, 20, fill=ON_BAND, anchor="lm", max_w=W - M - rw - x - 30,
         min_size=12)  # fmt: skip


def status_words(v: AntikeView, who: Callable[[int], str], locale: str) -> tuple[str, RGB]:
    if v.winner is not None:
        return STAR + " " + t("render.antike.winner", locale, player=who(v.winner)), ACCENT
    if v.pending:
        p = v.pending[0]
        from bot.games.antike.text import region_name

        words = t(
            f"render.antike.pending.{p.kind.value}",
            locale,
            player=who(p.nation),
            region=region_name(v.side, p.region) if p.region else "",
            count=p.count,
            unit=t(f"antike.unit.{(p.unit or Unit.LEGION).value}", locale),
        )
        return "! " + words, ALERT
    phase = v.this.phase
    if phase is Phase.ACT and v.this.field is not None:
        doing = t("render.antike.doing", locale, field=t(f"antike.field.{v.this.field.value}",
                                                          locale))  # fmt: skip
    else:
        doing = t(f"render.antike.phase.{phase.value}", locale)
    return PLAY + " " + t(
        "render.antike.toplay", locale, player=who(v.current), doing=doing
    ), ACCENT


def _banner(d: ImageDraw.ImageDraw, v: AntikeView, who: Callable[[int], str], locale: str) -> None:
    words, fill = status_words(v, who, locale)
    status_banner(d, BANNER, words, fill)


def _rondel(
    d: ImageDraw.ImageDraw,
    v: AntikeView,
    centre: tuple[float, float],
    radius: float,
    locale: str,
) -> None:
    cx, cy = centre
    d.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=CARD, outline=INK,
              width=2)  # fmt: skip
    step = 360 / len(FIELDS)
    chosen = v.nations[v.current].marker if v.this.phase is not Phase.RONDEL else None
    tones = {"iron": RESOURCE_COLOURS[Resource.IRON], "gold": RESOURCE_COLOURS[Resource.GOLD],
             "marble": (225, 225, 225)}  # fmt: skip
    for i, f in enumerate(FIELDS):
        start = -90 - step / 2 + i * step
        fill = tint(tones.get(f.value, FAINT), 0.55)
        d.pieslice((cx - radius, cy - radius, cx + radius, cy + radius), start, start + step,
                   fill=fill, outline=INK, width=2)  # fmt: skip
    for i, f in enumerate(FIELDS):
        mid = math.radians(-90 + i * step)
        lx, ly = cx + math.cos(mid) * radius * 0.72, cy + math.sin(mid) * radius * 0.72
        label = f"{i} {t(f'antike.field.{f.value}', locale)}"
        text(d, (lx, ly), label, 15, bold=True, anchor="mm", max_w=radius * 0.62, min_size=9)
        holders = [k for k, n in enumerate(v.nations) if n.marker == i]
        r = radius * 0.4
        disc = 22
        for j, k in enumerate(holders):
            off = (j - (len(holders) - 1) / 2) * (disc + 2)
            px = cx + math.cos(mid) * r - math.sin(mid) * off
            py = cy + math.sin(mid) * r + math.cos(mid) * off
            c = colour(k)
            d.ellipse((px - disc / 2, py - disc / 2, px + disc / 2, py + disc / 2), fill=c,
                      outline=INK, width=2)  # fmt: skip
            d.text((px, py + 1), clean(initial(v, k, locale)), font=font(11, True), fill=ink_on(c),
                   anchor="mm")  # fmt: skip
        if chosen == i:
            start = -90 - step / 2 + i * step
            d.arc((cx - radius, cy - radius, cx + radius, cy + radius), start, start + step,
                  fill=ALERT, width=6)  # fmt: skip
    d.ellipse((cx - 30, cy - 30, cx + 30, cy + 30), fill=BAND)
    text(d, (cx, cy), t("render.antike.rondel", locale), 11, bold=True, fill=ON_BAND, anchor="mm",
         max_w=56, min_size=7)  # fmt: skip


def _panel(
    d: ImageDraw.ImageDraw,
    v: AntikeView,
    i: int,
    player: str,
    box: tuple[int, int, int, int],
    locale: str,
) -> None:
    x0, y0, x1, _ = box
    n = v.nations[i]
    c = colour(i)
    current = i == v.current and v.winner is None
    d.rounded_rectangle(box, radius=10, fill=CARD, outline=ACCENT if current else LINE,
                        width=4 if current else 2)  # fmt: skip
    d.rounded_rectangle((x0, y0, x1, y0 + 34), radius=10, fill=c)
    d.rectangle((x0, y0 + 20, x1, y0 + 34), fill=c)
    ink = ink_on(c)
    score = n.personage_count + (n.personages.get(Personage.GENERAL, 0) if v.military else 0)
    big = f"{score}/{v.target}"
    bw = text(d, (x1 - 10, y0 + 17), big, 24, bold=True, fill=ink, anchor="rm")
    head = f"{initial(v, i, locale)} · {nation_name(v, i, locale)} · {player}"
    text(d, (x0 + 10, y0 + 17), head, 17, bold=True, fill=ink, anchor="lm",
         max_w=x1 - x0 - bw - 30, min_size=10)  # fmt: skip
    y = y0 + 42
    kinds = [
        t(f"bot.antike.personage.{p.value}", locale, count=n.personages[p])  # "2 kings"
        for p in Personage
        if n.personages.get(p)
    ]  # fmt: skip
    line = ", ".join(kinds) or t("render.antike.no_personages", locale)
    text(d, (x0 + 10, y), line, 14, fill=MUTED, max_w=x1 - x0 - 20, min_size=9)
    y += 24
    x = float(x0 + 10)
    stock = (
        (RESOURCE_COLOURS[Resource.MARBLE], n.marble),
        (RESOURCE_COLOURS[Resource.IRON], n.iron),
        (RESOURCE_COLOURS[Resource.GOLD], n.gold),
        (COIN, n.coins),
    )
    for k, (fill, count) in enumerate(stock):
        if k == 3:
            d.ellipse((x, y, x + 18, y + 18), fill=fill, outline=INK, width=2)
        else:
            d.rectangle((x, y, x + 18, y + 18), fill=fill, outline=INK, width=2)
        x += 24 + text(d, (x + 24, y + 9), str(count), 17, bold=True, anchor="lm") + 14
    cities = [cc for cc in v.cities.values() if cc.owner == i]
    text(d, (x + 6, y + 9), t("render.antike.cities", locale, count=len(cities),
         temples=sum(1 for cc in cities if cc.temple), stones=n.stones), 14, anchor="lm",
         max_w=x1 - x - 16, min_size=9)  # fmt: skip
    y += 28
    units = t(
        "render.antike.units",
        locale,
        legions=sum(v.legions[i].values()),
        galleys=sum(v.galleys[i].values()),
        supply_legions=n.legions,
        supply_galleys=n.galleys,
    )
    text(d, (x0 + 10, y), units, 14, max_w=x1 - x0 - 20, min_size=9)
    y += 22
    order = t("render.antike.order", locale, order=t(f"antike.order.{n.order.value}", locale))
    text(d, (x0 + 10, y), order, 14, fill=MUTED, max_w=x1 - x0 - 20, min_size=9)
    y += 24
    bw_ = (x1 - x0 - 20 - 3 * 6) / 4
    for k, kh in enumerate(KnowHow):
        bx = x0 + 10 + (k % 4) * (bw_ + 6)
        by = y + (k // 4) * 26
        held = kh in n.knowhows
        d.rounded_rectangle((bx, by, bx + bw_, by + 22), radius=5, fill=c if held else CARD,
                            outline=INK if held else FAINT, width=2)  # fmt: skip
        text(d, (bx + bw_ / 2, by + 11), t(f"antike.knowhow.{kh.value}", locale), 12, bold=held,
             fill=ink_on(c) if held else MUTED, anchor="mm", max_w=bw_ - 6, min_size=7)  # fmt: skip


# --- the focus: a zoomed crop for phones ---------------------------------------------------------

FOCUS_CITY = 26
FOCUS_CHIP = 24
FOCUS_SPANS = (0.3, 0.4, 0.5)  # the crop's width as a share of the map's: three zoom levels


def focus_window(side: str, regions: Sequence[str]) -> Bounds:
    """The crop's box: the smallest zoom level that holds the regions (the first win when
    none does), its centre on a quarter-degree grid so that few crops exist per side."""
    return MapCanvas.snapped_window(side_map(side), regions, (FOCUS_W, FOCUS_MAP_H), FOCUS_SPANS)


def focus_canvas(v: AntikeView) -> tuple[MapCanvas, list[str]]:
    regions = focus_regions(v)
    return MapCanvas(side_map(v.side), FOCUS_W, focus_window(v.side, regions)), regions


def draw_focus(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    """The map around what the turn is about, large enough to read on a phone."""
    return focus_with_labels(view, names, locale)[0]


def focus_with_labels(
    view: BaseModel, names: Sequence[str], locale: str = "en"
) -> tuple[Image.Image, list[tuple[str, Box]]]:
    v = as_view(view)
    canvas, regions = focus_canvas(v)
    img = Image.new("RGB", (FOCUS_W, FOCUS_TOP + canvas.height), PAPER)
    shown = [r for r in regions if canvas.visible(r)]
    boxes = _draw_map(img, canvas, v, locale, name_size=FOCUS_NAME, city=FOCUS_CITY,
                      chip=FOCUS_CHIP, highlight=shown[:6], dy=FOCUS_TOP)  # fmt: skip
    words, _ = status_words(v, _who(v, names, locale), locale)
    top_band(ImageDraw.Draw(img), (FOCUS_W, FOCUS_TOP), words)
    return img, boxes


PICTURES = Renderer(board=draw_board, phone=draw_focus, sides=("west", "east"))
