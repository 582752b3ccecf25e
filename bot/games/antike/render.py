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
disc with its letter; the wedge being carried out is outlined in red (here and on the phone).
Each nation's panel: nation and player, personages against the target in big figures and by
kind, resources and coins, cities, temples and stones, units on the map and in supply, the
standing order, and the eight know-hows (filled when held).

``draw_focus`` is the phone picture: a part of the map around what the turn is about, 600 px
wide with names at 19 px (13 px on a 412-px phone), over the acting nation's card and the key.

Cost: the map's layers are drawn once per side and kept (``bot.render.geo``); the names are
placed once per side and zoom level (``mapdraw.placed``) and the board's named layer is cached.
The phone's map is a part cut from one of three zoom levels, all scaled from a single drawing
of the side 3000 px wide, with the names that fall wholly inside it: nothing is laid out per
move but the unit chips. ``draw_both`` draws the two pictures together (``Renderer.both``).

Only public facts are drawn and nothing depends on ``view.viewer``: every seat and every
spectator gets the same picture.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache

from PIL import Image, ImageDraw
from pydantic import BaseModel

from bot.games.antike.mapdraw import (
    RESOURCE_COLOURS,
    Layout,
    Sizes,
    chip_width,
    coin_mark,
    cut_layer,
    draw_chip,
    draw_city,
    pediment,
    place_rows,
    resource_mark,
    static_layer,
    unit_glyph,
)
from bot.games.frontend import Renderer
from bot.render import ledger
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
    ink_on,
    player_name,
    static_part,
    status_banner,
    t,
    text,
    tint,
    width,
    wrap,
)
from bot.render.frame import (
    BANNER,
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
from rules.antike.state import FIELDS, KnowHow, Nation, Personage, Phase
from rules.antike.view import AntikeView
from rules.common.maps import GameMap, Resource, Unit

NAME_SIZE = 13  # region names on the whole board (the phone picture draws them larger)
BOARD_SIZES = Sizes(name=NAME_SIZE, city=16, chip=15)

RONDEL_W = 400
LEGEND_H = 32  # the map's key, under the map
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
    return MAP_Y + map_height(side) + LEGEND_H + 12 + lower + M


def side_words(side: str, locale: str) -> str:
    """The map side's name, the text board's own words (one vocabulary for both)."""
    from bot.games.antike.text import side_name

    return side_name(side, locale)


def nation_name(v: AntikeView, i: int, locale: str) -> str:
    from bot.games.antike.text import nation_name as name

    return name(v, i, locale)


def initial(v: AntikeView, i: int, locale: str) -> str:
    from bot.games.antike.text import initial as first

    return first(v, i, locale)


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
    area: Image.Image,
    lay: Layout,
    v: AntikeView,
    locale: str,
    *,
    sizes: Sizes,
    dx: int = 0,
    dy: int = 0,
) -> list[tuple[str, Box]]:
    """The map ``area`` (provinces and names, from a cached layer) pasted on ``img`` at
    offset (dx, dy), with the cities and units where ``lay`` puts them; returns each drawn
    name's box (for tests: readability on a phone)."""
    img.paste(area, (dx, dy))
    d = ImageDraw.Draw(img)
    m = side_map(v.side)
    letters = [initial(v, i, locale) for i in range(len(v.nations))]
    rows: dict[str, list[tuple[int, Unit, int]]] = {}
    for r in m.regions:
        if r.id not in lay.slots:
            continue
        if r.id in lay.sites:
            sx, sy = lay.sites[r.id]
            owned = v.cities.get(r.id)
            owner = colour(owned.owner) if owned is not None else None
            letter = letters[owned.owner] if owned is not None else ""
            draw_city(d, (sx + dx, sy + dy), sizes.city, owner, letter, r.resource,
                      temple=owned is not None and owned.temple)  # fmt: skip
        chips = []
        for i in range(len(v.nations)):
            for kind, table in ((Unit.LEGION, v.legions), (Unit.GALLEY, v.galleys)):
                n = table[i].get(r.id, 0)
                if n:
                    chips.append((i, kind, n))
        if chips:
            rows[r.id] = chips
    widths = {
        region: sum(chip_width(letters[i], n, sizes.chip) for i, _, n in chips)
        + 3 * (len(chips) - 1)
        for region, chips in rows.items()
    }
    for region, (x, y) in place_rows(lay, widths, sizes).items():
        x += dx
        for i, kind, n in rows[region]:
            x += draw_chip(d, x, y + dy, sizes.chip, colour(i), letters[i], n, kind) + 3
    return [(r, (b[0] + dx, b[1] + dy, b[2] + dx, b[3] + dy)) for r, b in lay.names]


# --- the picture -----------------------------------------------------------------------------


def draw_board(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    v = as_view(view)
    img = Image.new("RGB", (W, height(v.side, len(v.nations))), PAPER)
    d = ImageDraw.Draw(img)
    who = _who(v, names, locale)
    _header(d, v, locale)
    _banner(d, v, who, locale)
    canvas = MapCanvas(side_map(v.side), MAP_W)
    base, lay = static_layer(canvas, BOARD_SIZES)
    area = base.copy()
    canvas.highlight(area, _highlight(v)[:8], ACCENT, amount=0.14, outline=2)
    _draw_map(img, area, lay, v, locale, sizes=BOARD_SIZES, dx=M, dy=MAP_Y)
    d.rectangle((M, MAP_Y, M + MAP_W - 1, MAP_Y + canvas.height - 1), outline=LINE, width=2)
    legend(d, (M, MAP_Y + canvas.height + 4, W - M, MAP_Y + canvas.height + 4 + LEGEND_H), 15,
           locale)  # fmt: skip
    y0 = MAP_Y + canvas.height + LEGEND_H + 12
    _rondel(d, v, (M + RONDEL_W / 2, y0 + RONDEL_W / 2), RONDEL_W / 2 - 30, locale)
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
    side = side_words(v.side, locale)
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


def carried_out(v: AntikeView) -> int | None:
    """The rondel's wedge being carried out: the one the nation to play moved to, once it
    has (not while it is choosing, nor after the game)."""
    if v.this.phase is Phase.RONDEL or v.winner is not None:
        return None
    return v.nations[v.current].marker


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
    chosen = carried_out(v)
    tones = {"iron": RESOURCE_COLOURS[Resource.IRON], "gold": RESOURCE_COLOURS[Resource.GOLD],
             "marble": (225, 225, 225)}  # fmt: skip
    for i, f in enumerate(FIELDS):
        start = -90 - step / 2 + i * step
        fill = tint(tones.get(f.value, FAINT), 0.55)
        d.pieslice((cx - radius, cy - radius, cx + radius, cy + radius), start, start + step,
                   fill=fill, outline=INK, width=2)  # fmt: skip
    disc = 20
    for i, f in enumerate(FIELDS):
        mid = math.radians(-90 + i * step)
        lx, ly = cx + math.cos(mid) * radius * 0.62, cy + math.sin(mid) * radius * 0.62
        label = f"{i} {t(f'antike.field.{f.value}', locale)}"
        text(d, (lx, ly), label, 15, bold=True, anchor="mm", max_w=radius * 0.72, min_size=9)
        if chosen == i:  # the wedge being carried out (the legend says so)
            start = -90 - step / 2 + i * step
            d.arc((cx - radius, cy - radius, cx + radius, cy + radius), start, start + step,
                  fill=ALERT, width=6)  # fmt: skip
        r = radius + disc / 2 + 4  # the markers ride outside the wheel, clear of its words
        for k, n in enumerate(v.nations):  # each nation its own place along its wedge's rim
            if n.marker != i:
                continue
            at = mid + math.radians(step) * ((k + 0.5) / len(v.nations) - 0.5)
            px, py = cx + math.cos(at) * r, cy + math.sin(at) * r
            c = colour(k)
            ledger.note_marker(d, (px - disc / 2, py - disc / 2, px + disc / 2, py + disc / 2),
                               f"marker {k}")  # fmt: skip
            d.ellipse((px - disc / 2, py - disc / 2, px + disc / 2, py + disc / 2), fill=c,
                      outline=INK, width=2)  # fmt: skip
            mark = clean(initial(v, k, locale))
            d.text((px, py + 1), mark, font=font(11 if len(mark) < 2 else 9, True),
                   fill=ink_on(c), anchor="mm")  # fmt: skip
    d.ellipse((cx - 30, cy - 30, cx + 30, cy + 30), fill=BAND)
    text(d, (cx, cy), t("render.antike.rondel", locale), 11, bold=True, fill=ON_BAND, anchor="mm",
         max_w=56, min_size=7)  # fmt: skip


def _stock(n: Nation) -> list[tuple[Resource | None, int]]:
    """A nation's resources and coins (None), in the legend's order."""
    return [(Resource.MARBLE, n.marble), (Resource.IRON, n.iron), (Resource.GOLD, n.gold),
            (None, n.coins)]  # fmt: skip


def stock_row(
    d: ImageDraw.ImageDraw,
    v: AntikeView,
    n: Nation,
    i: int,
    at: tuple[float, float, float],
    mark: int,
    sizes: tuple[int, int, int],
    locale: str,
) -> None:
    """Nation ``i``'s stock (a mark ``mark`` px and its count) and its cities, temples and
    stones, from ``at`` = (left, middle line, right edge); ``sizes``: the counts', the cities
    line's and that line's smallest font (the panel's and the phone's card differ)."""
    x, y, right = at
    count_size, line_size, smallest = sizes
    half, step = mark / 2, mark + 6
    for kind, count in _stock(n):
        if kind is None:
            coin_mark(d, x + half, y, mark, COIN)
        else:
            resource_mark(d, kind, x + half, y, mark)
        x += step + text(d, (x + step, y), str(count), count_size, bold=True, anchor="lm") + 14
    cities = [cc for cc in v.cities.values() if cc.owner == i]
    words = t("render.antike.cities", locale, count=len(cities),
              temples=sum(1 for cc in cities if cc.temple), stones=n.stones)  # fmt: skip
    text(d, (x + 5, y), words, line_size, anchor="lm", max_w=right - x - 15, min_size=smallest)


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
    stock_row(d, v, n, i, (x0 + 10, y + 9, x1), 18, (17, 14, 9), locale)
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


# --- the phone picture ------------------------------------------------------------------------
#
# 600 px wide: every word at least 17 px, so at least 11.7 px once shown 412 px wide. From the
# top: whose turn and what (up to two lines), the map around the acting nation, its card
# (stock, cities, know-hows, its wedge and the others' on the rondel) and the map's key.

PHONE_PX = 17  # the smallest word in the phone picture
PHONE_MAP_H = 420
PHONE_SIZES = Sizes(name=PHONE_PX + 2, city=28, chip=25)  # names: 13 px on a phone
PHONE_SPANS = (0.2, 0.26, 0.34)  # the crop's width as a share of the map's: three zoom levels
FOCUS_SIZES = PHONE_SIZES  # the former name
PHONE_BAND = 64
PHONE_CARD = 214
PHONE_KEY = 64


def acting_nation(v: AntikeView) -> int:
    """The nation the turn is about: the one a pending decision waits for, the winner at the
    end, else the one to play."""
    if v.pending:
        return v.pending[0].nation
    if v.winner is not None:
        return v.winner
    return v.current


PHONE_SOURCE = round(FOCUS_W / PHONE_SPANS[0])  # the whole map's width at the closest zoom
PHONE_GRID = 24  # the crop moves in steps of this many pixels: a small move keeps the picture


@cache
def zoom_canvas(side: str, level: int) -> MapCanvas:
    """The whole map at a phone zoom level: ``FOCUS_W`` px show ``PHONE_SPANS[level]`` of
    it. Its pixels are scaled from one cached drawing per side (``PHONE_SOURCE`` wide), its
    names placed once (``mapdraw.placed``): a phone picture only cuts a part out of it."""
    return MapCanvas(side_map(side), round(FOCUS_W / PHONE_SPANS[level]), source=PHONE_SOURCE)


def focus_cut(side: str, regions: Sequence[str]) -> tuple[MapCanvas, tuple[int, int, int, int]]:
    """The phone map: a zoom level's canvas and the part of it to show, ``FOCUS_W`` by
    ``PHONE_MAP_H``: the closest zoom that holds the regions (the first win when none does),
    centred on them, on a grid of ``PHONE_GRID`` px."""
    m = side_map(side)
    b = m.bounds
    assert b is not None
    box = MapCanvas.focus_window(m, regions, FOCUS_W / PHONE_MAP_H, min_span=PHONE_SPANS[0],
                                 max_span=PHONE_SPANS[-1])  # fmt: skip
    full = b.east - b.west
    level = next((k for k, span in enumerate(PHONE_SPANS)
                  if box.east - box.west <= span * full + 1e-9), len(PHONE_SPANS) - 1)  # fmt: skip
    canvas = zoom_canvas(side, level)
    cx, cy = canvas.to_px((box.west + box.east) / 2, (box.south + box.north) / 2)

    def snap(c: float, room: int, most: int) -> int:
        return int(min(max(round((c - room / 2) / PHONE_GRID) * PHONE_GRID, 0), most - room))

    x0, y0 = snap(cx, FOCUS_W, canvas.width), snap(cy, PHONE_MAP_H, canvas.height)
    return canvas, (x0, y0, x0 + FOCUS_W, y0 + PHONE_MAP_H)


def draw_focus(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    """The phone picture: what the turn is about, every word readable 412 px wide."""
    return focus_with_labels(view, names, locale)[0]


def phone_height() -> int:
    return PHONE_BAND + PHONE_MAP_H + PHONE_CARD + PHONE_KEY


def focus_with_labels(
    view: BaseModel, names: Sequence[str], locale: str = "en"
) -> tuple[Image.Image, list[tuple[str, Box]]]:
    """The phone picture, and the boxes of the region names drawn on its map."""
    v = as_view(view)
    regions = focus_regions(v)
    canvas, box = focus_cut(v.side, regions)
    img = Image.new("RGB", (FOCUS_W, phone_height()), PAPER)
    area, lay = cut_layer(canvas, PHONE_SIZES, box)
    shown = [r for r in regions if r in lay.slots]
    canvas.highlight(area, shown[:6], ACCENT, amount=0.14, outline=2, origin=(box[0], box[1]))
    boxes = _draw_map(img, area, lay, v, locale, sizes=PHONE_SIZES, dy=PHONE_BAND)
    d = ImageDraw.Draw(img)
    _phone_band(d, v, names, locale)
    y = PHONE_BAND + PHONE_MAP_H
    d.line((0, y, FOCUS_W, y), fill=LINE, width=2)
    _phone_card(d, v, acting_nation(v), names, (0, y + 2, FOCUS_W, y + PHONE_CARD), locale)
    key_box = (0, y + PHONE_CARD, FOCUS_W, y + PHONE_CARD + PHONE_KEY)
    static_part(img, key_box, ("antike.legend", locale),
                lambda kd: legend(kd, key_box, PHONE_PX, locale))  # fmt: skip
    return img, boxes


def _phone_band(d: ImageDraw.ImageDraw, v: AntikeView, names: Sequence[str], locale: str) -> None:
    d.rectangle((0, 0, FOCUS_W, PHONE_BAND), fill=BAND)
    words, _ = status_words(v, _who(v, names, locale), locale)
    right = t("render.antike.round", locale, round=v.round)
    rw = text(d, (FOCUS_W - 10, 16), right, PHONE_PX, bold=True, fill=ON_BAND, anchor="rm")
    lines = wrap(words, PHONE_PX + 1, True, FOCUS_W - 20, 2)
    first_w = FOCUS_W - rw - 34
    if lines and width(lines[0], PHONE_PX + 1, True) > first_w:
        lines = wrap(words, PHONE_PX + 1, True, first_w, 1) if len(lines) == 1 else lines
        head = wrap(words, PHONE_PX + 1, True, first_w, 2)
        lines = head if len(head) <= 2 else lines
    for k, line in enumerate(lines[:2]):
        room = first_w if k == 0 else FOCUS_W - 20
        text(d, (10, 16 + k * 30), line, PHONE_PX + 1, bold=True, fill=ON_BAND, anchor="lm",
             max_w=room, min_size=PHONE_PX)  # fmt: skip


def _phone_card(
    d: ImageDraw.ImageDraw,
    v: AntikeView,
    i: int,
    names: Sequence[str],
    box: tuple[int, int, int, int],
    locale: str,
) -> None:
    """The acting nation: who, its score, stock, cities, know-hows; the rondel's wedges with
    every nation's letter on its own, the acting nation's outlined."""
    x0, y0, x1, _ = box
    n = v.nations[i]
    c = colour(i)
    ink = ink_on(c)
    d.rectangle((x0, y0, x1, y0 + 36), fill=c)
    score = n.personage_count + (n.personages.get(Personage.GENERAL, 0) if v.military else 0)
    bw = text(d, (x1 - 10, y0 + 18), f"{score}/{v.target}", 22, bold=True, fill=ink, anchor="rm")
    head = f"{initial(v, i, locale)} · {nation_name(v, i, locale)} · {player_name(names, n.seat)}"
    text(d, (x0 + 10, y0 + 18), head, 19, bold=True, fill=ink, anchor="lm",
         max_w=x1 - x0 - bw - 30, min_size=PHONE_PX)  # fmt: skip
    y = y0 + 46
    stock_row(d, v, n, i, (x0 + 10, y + 11, x1), 22, (20, PHONE_PX, PHONE_PX), locale)
    y += 34
    held = [t(f"antike.knowhow.{kh.value}", locale) for kh in n.knowhows]
    words = t("render.antike.knowhows", locale, count=len(held), list=", ".join(held))
    for k, line in enumerate(wrap(words, PHONE_PX, False, x1 - x0 - 20, 2)):
        text(d, (x0 + 10, y + k * 24), line, PHONE_PX, max_w=x1 - x0 - 20, min_size=PHONE_PX)
    y += 52
    field = FIELDS[n.marker] if n.marker is not None else None
    where = (
        t("render.antike.wedge", locale, index=n.marker,
          field=t(f"antike.field.{field.value}", locale))
        if field is not None and n.marker is not None
        else t("render.antike.no_wedge", locale)
    )  # fmt: skip
    text(d, (x0 + 10, y), where, PHONE_PX, bold=True, max_w=x1 - x0 - 20, min_size=PHONE_PX)
    y += 26
    cw = (x1 - x0 - 20) / len(FIELDS)
    doing = carried_out(v)
    for k in range(len(FIELDS)):
        cx0 = x0 + 10 + k * cw
        mine = n.marker == k
        edge, thick = (ALERT, 3) if doing == k else (INK, 2) if mine else (LINE, 1)
        d.rectangle((cx0, y, cx0 + cw - 4, y + 44), fill=tint(c, 0.35) if mine else CARD,
                    outline=edge, width=thick)  # fmt: skip
        text(d, (cx0 + 6, y + 22), str(k), PHONE_PX, bold=True, fill=MUTED, anchor="lm")
        here = "".join(initial(v, j, locale) for j, o in enumerate(v.nations) if o.marker == k)
        if here:
            text(d, (cx0 + 22, y + 22), here, PHONE_PX, bold=True, anchor="lm",
                 max_w=cw - 30, min_size=PHONE_PX)  # fmt: skip


def legend(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], size: int, locale: str) -> None:
    """The map's key: the resources' shapes, coins, legions, galleys, a city (owner's
    letter, temple) and the rondel's outline (the wedge being carried out), laid out in rows
    that fit ``box``."""
    x0, y0, x1, y1 = box
    s = size + 4

    def mark(k: Resource) -> Callable[[float, float], None]:
        return lambda x, y: resource_mark(d, k, x, y, s)

    items: list[tuple[Callable[[float, float], None], str]] = [
        (mark(k), t(f"antike.resource.{k.value}", locale))
        for k in (Resource.MARBLE, Resource.IRON, Resource.GOLD)
    ]
    items += [
        (lambda x, y: coin_mark(d, x, y, s, COIN), t("render.antike.legend.coin", locale)),
        (lambda x, y: _legend_chip(d, x, y, s, Unit.LEGION),
         t("render.antike.legend.legion", locale)),
        (lambda x, y: _legend_chip(d, x, y, s, Unit.GALLEY),
         t("render.antike.legend.galley", locale)),
        (lambda x, y: _legend_temple(d, x, y, s), t("render.antike.legend.temple", locale)),
        (lambda x, y: _legend_wedge(d, x, y, s), t("render.antike.legend.wedge", locale)),
    ]  # fmt: skip
    rows = max(1, int((y1 - y0) // (s + 8)))
    x, row = float(x0 + 10), 0
    for draw_key, words in items:
        wd = s + 6 + width(words, size) + 16
        if x + wd > x1 - 6 and x > x0 + 10:
            row, x = row + 1, float(x0 + 10)
        if row >= rows:
            break
        y = y0 + 6 + row * (s + 8) + s / 2
        draw_key(x + s / 2, y)
        x += s + 6 + text(d, (x + s + 6, y), words, size, anchor="lm", max_w=x1 - x - s - 12,
                          min_size=size) + 16  # fmt: skip


def _legend_chip(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, kind: Unit) -> None:
    ledger.note_marker(d, (cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2), f"key {kind.value}")
    d.rounded_rectangle((cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2), radius=s / 3,
                        fill=CARD, outline=INK, width=2)  # fmt: skip
    unit_glyph(kind, INK)(d, cx, cy, s * 0.68)


def _legend_temple(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    ledger.note_marker(d, (cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2), "key temple")
    pediment(d, cx, cy + s * 0.2, s)


def _legend_wedge(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    ledger.note_marker(d, (cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2), "key wedge")
    d.rectangle((cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2), fill=CARD, outline=ALERT,
                width=3)  # fmt: skip


def draw_both(
    view: BaseModel, names: Sequence[str], locale: str = "en"
) -> tuple[Image.Image, Image.Image]:
    """The whole board and the phone picture, both from the side's cached layers: the
    board's map is a copy of its named layer, the phone's a part cut from the zoomed one."""
    return draw_board(view, names, locale), draw_focus(view, names, locale)


PICTURES = Renderer(board=draw_board, phone=draw_focus, both=draw_both, sides=("west", "east"))
