"""The Antike Duellum board as a PNG, drawn from the public view only.

Layout, top to bottom (1240 px wide; the height is fixed per map side, so the picture never
jumps in a channel): a dark header (title, map side, turn); a status banner (who is to play
and what, a pending decision, or the winner); the map; a legend; one panel per nation; the
rondel, the open event row and the deck.

The map is drawn on real coastlines by the shared renderer ``bot.render.geo``: the side's box
(``GameMap.bounds``) in its equirectangular projection, land and sea divided between the
regions as provinces grown from each region's place (its city, or a point of open sea).
Provinces that touch are always neighbours on the map (the renderer keeps others apart by a
strip off the board); a border the picture cannot show as a shared edge (a strait, an island
and a shore, or two land regions with their kind of border) is a line between the regions'
names: red for legions, dashed blue for galleys, red and blue for both. Each region's block
sits in its province where the province has room: the name (seas in blue, with the galley
symbol), above it a city's marks (the empty site; or the owner's letter, its resource, a
temple and a wall on the owner's colour) and below it the units as chips in the nation's
colour with its letter: a shield for legions, a galley for galleys, with their count, and a
star for the general or admiral of the variant. Blocks are nudged apart once per side inside
their provinces; two that stay crossed (small provinces side by side) are parted by letting
one's marks spill over its province's edge, its name staying inside, so no two names
overlap; the layout and the drawn map are cached per side. The legend keys every line and
mark, the owners by colour and letter included.

Each nation's panel: nation and player, personages by kind with the total out of 9 in big
figures, resources, supply and recruitment area, walls, know-hows (filled when held) and the
event cards held (open information: every card is taken from the open row in sight of both).

The rondel is drawn as a loop of eight fields, FERRUM to DUELLUM on the top row and back
along the bottom row, so it reads clockwise, each field with the number the notation uses
(``rondel 4``); each nation's marker is a disc with its letter,
and the field of the action being carried out is outlined. Beside it: the open event row by
name, the deck's size and the discard pile's.

**The phone picture** (``draw_phone``, the one the channel shows): ``PHONE_PX`` (540) px
wide, a crop of the board's own map at the board's scale, so that it costs a crop of cached
layers and not a second drawing, and every word on it (names 17 px, the letters on the
marks ``MARK_MIN``, 15 px) reads at least 11.4 px on a 412-px phone. It shows whose turn it
is and what (or the decision waited for, or the winner), the map around what the turn is
about (a pending decision's city, the regions this turn deployed to, moved into or held,
else the player to move's units and cities; tinted) and one line per nation: letter, name,
personages out of 9, resources and coins. Blocks the crop's edge would cut are left out
(their names covered with the map under them); among nearby crops the one cutting fewest
is taken. ``both_pictures`` draws the board and the phone picture for one post.

Only public facts are drawn and nothing depends on ``view.viewer``: every seat and every
spectator gets the same pictures. The deck is drawn as its size.

What never changes with the position (the map, its lines and names, the legend, the rondel's
fields) is drawn once per side or language and pasted; the first board of a side costs well
under a second on an idle machine (the provinces and the map), later ones about 20 ms of
drawing and the phone picture about 12 ms, plus the PNG encoding.

The code: the frame and the map's layout in ``layout``, the map and its marks in
``map``, the nations' panels and the rondel strip in ``panels``; here the
header, the banner, the whole picture and the crop.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw
from pydantic import BaseModel

from bot.games.duellum.render.layout import (
    MAP_X0,
    MAP_X1,
    MARK_MIN,
    PANEL_H,
    PHONE_MAP_H,
    PHONE_PX,
    Layout,
    as_view,
    height,
    layout,
    panels_y,
    side_map,
)
from bot.games.duellum.render.map import (
    NATION_COLOURS,
    coin,
    draw_cities,
    draw_units,
    field_name,
    initial,
    legend,
    map_ground,
    map_layer,
    name_area,
    nation_disc,
    nation_name,
    region_name,
    resource_chip,
    units_box,
)
from bot.games.duellum.render.panels import draw_panel, draw_strip, strip_frame
from bot.games.frontend import Renderer
from bot.render.base import (
    ACCENT,
    ALERT,
    BAND,
    GOLD,
    INK,
    LINE,
    ON_BAND,
    PAPER,
    WARN,
    ink_on,
    player_name,
    t,
    text,
    tint,
    wrap,
)
from bot.render.frame import (
    BANNER,
    BANNER_H,
    BANNER_Y,
    HEADER_H,
    MAP_Y,
    PLAY,
    STAR,
    M,
    W,
)
from rules.common.maps import Resource
from rules.duellum.state import TARGET, Pending, Phase
from rules.duellum.view import DuellumView

_Name = Callable[[int], str]


# --- the picture -----------------------------------------------------------------------------


def draw_board(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    v = as_view(view)
    side = "east" if v.side == "east" else "west"
    img = Image.new("RGB", (W, height(side)), PAPER)
    lay = layout(side)
    img.paste(map_layer(lay), (MAP_X0, MAP_Y))
    img.paste(legend(locale, tuple(v.nation_ids), side), (0, MAP_Y + lay.height))
    y = panels_y(side)
    img.paste(strip_frame(locale), (0, y + PANEL_H + 12))
    d = ImageDraw.Draw(img)

    _header(d, v, locale)
    _banner(d, v, _who(v, names, locale), locale)
    draw_cities(d, v, lay, locale)
    draw_units(d, v, lay, locale)
    for seat in (0, 1):
        draw_panel(d, v, seat, player_name(names, seat), y, locale)
    draw_strip(d, v, y + PANEL_H + 12, locale)
    return img


def _who(v: DuellumView, names: Sequence[str], locale: str) -> _Name:
    """A seat's player and nation, for the status words."""

    def who(seat: int) -> str:
        player = player_name(names, seat)
        return t("render.duellum.who", locale, player=player, nation=nation_name(v, seat, locale))

    return who


# --- the phone picture: the acting player's part of the map, at the board's scale ----------

PHONE_TOP = 72  # the band: whose turn, and what (two lines)
PHONE_ROW = 46  # one line per nation under the map
PHONE_GAP = 8


def focus_regions(v: DuellumView) -> list[str]:
    """The regions the phone picture should show, most important first: a pending
    decision's region, what this turn deployed, moved or held, else the player to move's
    units and cities (public facts only: the view's open position)."""
    out: list[str] = []
    for p in v.pending:
        if p.region:
            out.append(p.region)
    out.extend(v.this.arrived)
    out.extend(v.this.deployed)
    out.extend(v.this.held)
    seat = v.winner if v.winner is not None else v.current
    if not out and 0 <= seat < len(v.legions):
        units: dict[str, int] = {}
        for kind in (v.legions, v.galleys):
            if seat < len(kind):
                for region, count in kind[seat].items():
                    units[region] = units.get(region, 0) + count
        out.extend(sorted(units, key=lambda r: (-units[r], r)))
        out.extend(sorted(r for r, c in v.cities.items() if c.owner == seat))
    return list(dict.fromkeys(out))


Box = tuple[float, float, float, float]


def _union(boxes: Sequence[Box]) -> Box:
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def extents(v: DuellumView, lay: Layout) -> dict[str, Box]:
    """What each region's block covers in this position (its name, city marks and unit
    chips), in the map's own pixels."""
    out: dict[str, Box] = {}
    for node in lay.nodes.values():
        if not node.shown:
            continue
        parts = [node.box]
        units = units_box(v, node)
        if units is not None:
            parts.append(units)
        x0, y0, x1, y1 = _union(parts)
        out[node.id] = (x0 - lay.x0 - 2, y0 - lay.y0 - 2, x1 - lay.x0 + 2, y1 - lay.y0 + 2)
    return out


def phone_crop(v: DuellumView, lay: Layout) -> tuple[int, int, list[str], frozenset[str]]:
    """Where the phone picture's crop of the map starts (its top left, in the map's pixels),
    the focus regions it holds, and the regions whose blocks lie wholly inside it (the ones
    it draws: a block the crop's edge would cut is left out, its province still shown).

    The crop holds as many of ``focus_regions`` as fit, first ones first, and among nearby
    positions takes the one that cuts the fewest blocks."""
    cw, ch = min(PHONE_PX, lay.canvas.width), min(PHONE_MAP_H, lay.height)
    boxes = extents(v, lay)
    chosen: list[str] = []
    for r in focus_regions(v):
        if r not in boxes:
            continue
        u = _union([boxes[c] for c in [*chosen, r]])
        if u[2] - u[0] <= cw - 8 and u[3] - u[1] <= ch - 8:
            chosen.append(r)
    if chosen:
        u = _union([boxes[c] for c in chosen])
        cx, cy = (u[0] + u[2]) / 2, (u[1] + u[3]) / 2
    else:
        cx, cy = lay.canvas.width / 2, lay.height / 2
    max_x, max_y = lay.canvas.width - cw, lay.height - ch

    def inside(b: Box, x: int, y: int) -> bool:
        return b[0] >= x and b[1] >= y and b[2] <= x + cw and b[3] <= y + ch

    def cut(b: Box, x: int, y: int) -> bool:
        return not inside(b, x, y) and b[0] < x + cw and b[2] > x and b[1] < y + ch and b[3] > y

    best: tuple[int, float, int, int] | None = None
    bx = round(cx - cw / 2)
    by = round(cy - ch / 2)
    steps = range(-60, 61, 20)
    xs = [min(max(bx + dx, 0), max_x) for dx in steps]
    ys = [min(max(by + dy, 0), max_y) for dy in steps]
    # a block clear of every crop, or inside all of them, is cut by none: only the others
    # are counted
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    edgy = [
        b
        for b in boxes.values()
        if b[0] < x1 + cw
        and b[2] > x0
        and b[1] < y1 + ch
        and b[3] > y0
        and not (b[0] >= x1 and b[1] >= y1 and b[2] <= x0 + cw and b[3] <= y0 + ch)
    ]
    for dx, x in zip(steps, xs, strict=True):
        for dy, y in zip(steps, ys, strict=True):
            if not all(inside(boxes[c], x, y) for c in chosen):
                continue
            score = (sum(cut(b, x, y) for b in edgy), float(dx * dx + dy * dy), x, y)
            if best is None or score < best:
                best = score
    if best is None:
        x, y = min(max(bx, 0), max_x), min(max(by, 0), max_y)
    else:
        x, y = best[2], best[3]
    drawn = frozenset(r for r, b in boxes.items() if inside(b, x, y))
    return x, y, chosen, drawn


def phone_size(side: str) -> tuple[int, int]:
    lay = layout(side)
    ch = min(PHONE_MAP_H, lay.height)
    return PHONE_PX, PHONE_TOP + ch + PHONE_GAP + 2 * PHONE_ROW + PHONE_GAP


def draw_phone(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    """What the turn is about, readable 412 px wide: whose turn and what (or the decision
    waited for, or the winner), the acting player's part of the map (a crop of the board's
    map, at its scale: every word on it at least ``MARK_MIN`` px in ``PHONE_PX``) and each
    nation's personages, resources and coins."""
    v = as_view(view)
    side = "east" if v.side == "east" else "west"
    return _phone(v, names, locale, layout(side))


def _phone(v: DuellumView, names: Sequence[str], locale: str, lay: Layout) -> Image.Image:
    w, h = phone_size(v.side)
    ox, oy, chosen, drawn = phone_crop(v, lay)
    cw, ch = min(PHONE_PX, lay.canvas.width), min(PHONE_MAP_H, lay.height)
    img = Image.new("RGB", (w, h), PAPER)
    # the board's map with its names, cut out; the names of the blocks the crop's edge cuts
    # are covered with the map under them (the name of a block partly outside would be
    # alone, or cut by the edge)
    area = map_layer(lay).crop((ox, oy, ox + cw, oy + ch))
    ground = map_ground(lay)
    mx, my = round(lay.x0), round(lay.y0)  # the map's corner on the board (whole pixels)
    dx, dy = mx + ox, my + oy
    for node in lay.nodes.values():
        if not node.shown or node.id in drawn:
            continue
        x0, y0, x1, y1 = name_area(node)
        if x1 <= dx or y1 <= dy or x0 >= dx + cw or y0 >= dy + ch:
            continue
        gx, gy = x0 - mx, y0 - my
        area.paste(ground.crop((gx, gy, gx + x1 - x0, gy + y1 - y0)), (x0 - dx, y0 - dy))
    lay.canvas.highlight(area, chosen[:6], ACCENT, amount=0.12, outline=2, origin=(ox, oy))
    img.paste(area, (0, PHONE_TOP))
    d = ImageDraw.Draw(img)
    origin = (dx, dy - PHONE_TOP)
    draw_cities(d, v, lay, locale, origin, drawn)
    draw_units(d, v, lay, locale, origin, drawn)
    d.rectangle((0, PHONE_TOP, cw - 1, PHONE_TOP + ch - 1), outline=LINE, width=2)
    _phone_band(d, v, _who(v, names, locale), locale)
    y = PHONE_TOP + ch + PHONE_GAP
    for seat in (0, 1):
        if seat < len(v.nations):
            _phone_nation(d, v, seat, y + seat * PHONE_ROW, locale)
    return img


def _phone_band(d: ImageDraw.ImageDraw, v: DuellumView, who: _Name, locale: str) -> None:
    """Whose turn and what, on two lines beside the turn."""
    if v.winner is not None:
        count = v.nations[v.winner].personage_count if v.winner < len(v.nations) else 0
        words = STAR + " " + t("render.duellum.winner", locale, player=who(v.winner), count=count)
        fill, second = tint(WARN, 0.55), ""
    elif v.pending:
        words = "! " + pending_text(v, v.pending[0], who, locale)
        fill, second = ALERT, ""
    else:
        words = PLAY + " " + t("render.duellum.toplay", locale, player=who(v.current))
        fill, second = BAND, phase_text(v, locale)
    ink = ink_on(fill)
    d.rectangle((0, 0, PHONE_PX, PHONE_TOP), fill=fill)
    turn = t("render.duellum.turn", locale, turn=v.turn)
    tw = text(d, (PHONE_PX - 10, 20), turn, 18, bold=True, fill=ink, anchor="rm")
    first = PHONE_PX - 20 - tw - 16
    lines = [words, second] if second else wrap(words, 19, True, first, 2)
    for i, line in enumerate(lines):
        room = first if i == 0 else PHONE_PX - 20
        size = 19 if i == 0 or not second else 18
        text(
            d,
            (10, 20 + 32 * i),
            line,
            size,
            bold=i == 0 or not second,
            fill=ink,
            anchor="lm",
            max_w=room,
            min_size=MARK_MIN,
        )


def _phone_nation(d: ImageDraw.ImageDraw, v: DuellumView, seat: int, y: int, locale: str) -> None:
    """A nation's line: its letter and name, personages out of the target, resources, coins."""
    n = v.nations[seat]
    colour = NATION_COLOURS[seat % 2]
    acting = v.winner is None and v.current == seat
    box = (6, y, PHONE_PX - 6, y + PHONE_ROW - 6)
    d.rounded_rectangle(
        box,
        radius=8,
        fill=tint(colour, 0.7),
        outline=ACCENT if acting else LINE,
        width=3 if acting else 1,
    )
    mid = (box[1] + box[3]) / 2
    nation_disc(d, 26, mid, 30, seat, initial(v, seat, locale))
    score = f"{n.personage_count}/{TARGET}"
    x = 48.0
    stocks_w = 4 * 66
    name_w = PHONE_PX - 12 - stocks_w - x - 62
    x += (
        text(
            d,
            (x, mid),
            nation_name(v, seat, locale),
            19,
            bold=True,
            anchor="lm",
            max_w=name_w,
            min_size=MARK_MIN,
        )
        + 8
    )
    text(d, (x, mid), score, 22, bold=True, anchor="lm")
    x = PHONE_PX - 12 - stocks_w
    for r in (Resource.MARBLE, Resource.IRON, Resource.GOLD):
        resource_chip(d, x + 12, mid, 24, r, locale)
        text(d, (x + 28, mid + 1), str(n.stock(r)), 19, bold=True, anchor="lm")
        x += 66
    coin(d, x + 12, mid, 24)
    text(d, (x + 28, mid + 1), str(n.coins), 19, bold=True, anchor="lm")


def both_pictures(
    view: BaseModel, names: Sequence[str], locale: str = "en"
) -> tuple[Image.Image, Image.Image]:
    """The board and the phone picture, on the same cached map layers."""
    v = as_view(view)
    return draw_board(v, names, locale), draw_phone(v, names, locale)


def _header(d: ImageDraw.ImageDraw, v: DuellumView, locale: str) -> None:
    d.rectangle((0, 0, W, HEADER_H), fill=BAND)
    mid = HEADER_H / 2
    x = float(M + 8)
    title = t("render.duellum.title", locale)
    x += text(d, (x, mid), title, 30, bold=True, fill=ON_BAND, anchor="lm") + 20
    turn = t("render.duellum.turn", locale, turn=v.turn)
    right = W - M - 8
    tw = text(d, (right, mid), turn, 26, bold=True, fill=ON_BAND, anchor="rm")
    words = t(f"render.duellum.side.{'east' if v.side == 'east' else 'west'}", locale)
    text(d, (x, mid), words, 24, fill=ON_BAND, anchor="lm", max_w=right - tw - 20 - x, min_size=18)


def _banner(d: ImageDraw.ImageDraw, v: DuellumView, who: _Name, locale: str) -> None:
    box = BANNER
    mid = BANNER_Y + BANNER_H / 2
    if v.winner is not None:
        count = v.nations[v.winner].personage_count if v.winner < len(v.nations) else 0
        words = STAR + " " + t("render.duellum.winner", locale, player=who(v.winner), count=count)
        fill, edge, ink = tint(WARN, 0.55), GOLD, INK
    elif v.pending:
        words = "! " + pending_text(v, v.pending[0], who, locale)
        fill, edge, ink = ALERT, ALERT, ink_on(ALERT)
    else:
        words = PLAY + " " + t("render.duellum.toplay", locale, player=who(v.current))
        words += "  ·  " + phase_text(v, locale)
        fill, edge, ink = tint(ACCENT, 0.85), ACCENT, INK
    d.rounded_rectangle(box, radius=10, fill=fill, outline=edge, width=2)
    text(
        d,
        (W / 2, mid),
        words,
        24,
        bold=True,
        fill=ink,
        anchor="mm",
        max_w=W - 2 * M - 30,
        min_size=18,
    )


def phase_text(v: DuellumView, locale: str) -> str:
    phase = v.this.phase
    field = field_name(v.this.field.value, locale) if v.this.field else ""
    if phase is Phase.RONDEL or not field:  # the text board's words (bot/games/duellum/text.py)
        return t("bot.duellum.phase.rondel", locale)
    if phase is Phase.FOUND:
        return t("bot.duellum.phase.found", locale, field=field)
    return t("bot.duellum.phase.act", locale, field=field)


def pending_text(v: DuellumView, p: Pending, who: _Name, locale: str) -> str:
    key = f"render.duellum.pending.{p.kind.value}"
    return t(key, locale, player=who(p.seat), region=region_name(v, p.region), count=p.count)


__all__ = [
    "MAP_X0",
    "MAP_X1",
    "MAP_Y",
    "PHONE_PX",
    "PICTURES",
    "W",
    "both_pictures",
    "draw_board",
    "draw_phone",
    "focus_regions",
    "height",
    "layout",
    "phone_crop",
    "phone_size",
    "side_map",
]


PICTURES = Renderer(board=draw_board, phone=draw_phone, both=both_pictures)
