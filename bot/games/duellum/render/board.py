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
colour: a shield for legions, a galley for galleys, with their count, and a star for the
general or admiral of the variant. Blocks are nudged apart once per side, never out of their
province, so no two names overlap; the layout and the drawn map are cached per side.

Each nation's panel: nation and player, personages by kind with the total out of 9 in big
figures, resources, supply and recruitment area, walls, know-hows (filled when held) and the
event cards held (open information: every card is taken from the open row in sight of both).

The rondel is drawn as a loop of eight fields, FERRUM to DUELLUM on the top row and back
along the bottom row, so it reads clockwise; each nation's marker is a disc with its letter,
and the field of the action being carried out is outlined. Beside it: the open event row by
name, the deck's size and the discard pile's.

**The crop for phones** (``draw_focus``): the whole board's names are 17 px in 1240, too
small on a 412-px phone, so a second picture shows the map around what the turn is about
(a pending decision's city, the regions this turn deployed to, moved into or held, else the
player to move's units and cities), ``FOCUS_W`` px wide with names of ``FOCUS_NAME`` px: at
least 12 px when a phone shows it full width. Three zoom levels and a quarter-degree grid
for its centre keep the crops few, so their layouts are cached too; of names crowded where
the crop's edge cuts provinces short, the one farther from the middle is left out.

Only public facts are drawn and nothing depends on ``view.viewer``: every seat and every
spectator gets the same pictures. The deck is drawn as its size.

What never changes with the position (the map, its lines and names, the legend, the rondel's
fields) is drawn once per side or language and pasted; the first board of a side costs well
under a second on an idle machine (the provinces and the map), later ones about 20 ms of
drawing plus the PNG encoding.

The code: the frame and the map's layout in ``duellum_layout``, the map and its marks in
``duellum_map``, the nations' panels and the rondel strip in ``duellum_panels``; here the
header, the banner, the whole picture and the crop.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw
from pydantic import BaseModel

from bot.games.duellum.render.layout import (
    MAP_X0,
    MAP_X1,
    PANEL_H,
    Layout,
    as_view,
    height,
    layout,
    panels_y,
    side_map,
)
from bot.games.duellum.render.map import (
    draw_cities,
    draw_units,
    field_name,
    legend,
    map_layer,
    nation_name,
    region_name,
)
from bot.games.duellum.render.panels import draw_panel, draw_strip, strip_frame
from bot.games.frontend import Renderer
from bot.render.base import (
    ACCENT,
    ALERT,
    BAND,
    GOLD,
    INK,
    ON_BAND,
    PAPER,
    WARN,
    ink_on,
    player_name,
    t,
    text,
    tint,
    top_band,
)
from bot.render.frame import (
    BANNER,
    BANNER_H,
    BANNER_Y,
    FOCUS_MAP_H,
    FOCUS_NAME,
    FOCUS_TOP,
    FOCUS_W,
    HEADER_H,
    MAP_Y,
    PHONE_W,
    PLAY,
    STAR,
    M,
    W,
)
from bot.render.geo import MapCanvas
from rules.duellum.state import Pending, Phase
from rules.duellum.view import DuellumView

_Name = Callable[[int], str]


# --- the picture -----------------------------------------------------------------------------


def draw_board(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    v = as_view(view)
    side = "east" if v.side == "east" else "west"
    img = Image.new("RGB", (W, height(side)), PAPER)
    lay = layout(side)
    img.paste(map_layer(lay), (MAP_X0, MAP_Y))
    img.paste(legend(locale), (0, MAP_Y + lay.height))
    y = panels_y(side)
    img.paste(strip_frame(locale), (0, y + PANEL_H + 12))
    d = ImageDraw.Draw(img)

    _header(d, v, locale)
    _banner(d, v, _who(v, names, locale), locale)
    draw_cities(d, v, lay, locale)
    draw_units(d, v, lay)
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


# --- the focus: a zoomed crop for phones ---------------------------------------------------------

FOCUS_SPANS = (0.3, 0.4, 0.5)  # the crop's width as a share of the map's: three zoom levels


def focus_regions(v: DuellumView) -> list[str]:
    """The regions a zoomed crop should show, most important first: a pending decision's
    region, what this turn deployed, moved or held, else the player to move's units and
    cities (public facts only: the view's open position)."""
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


def focus_window(side: str, regions: Sequence[str]) -> tuple[float, float, float, float]:
    """The crop's box: the smallest zoom level that holds the regions (the first win when
    none does), its centre on a quarter-degree grid so that few crops exist per side."""
    b = MapCanvas.snapped_window(side_map(side), regions, (FOCUS_W, FOCUS_MAP_H), FOCUS_SPANS)
    return (b.west, b.south, b.east, b.north)


def focus_layout(v: DuellumView) -> tuple[Layout, list[str]]:
    side = "east" if v.side == "east" else "west"
    regions = focus_regions(v)
    lay = layout(side, focus_window(side, regions), FOCUS_W, FOCUS_NAME, 0.0, float(FOCUS_TOP))
    return lay, regions


def draw_focus(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    """The map around what the turn is about, large enough to read on a phone: the same
    marks as the board, names at ``FOCUS_NAME`` px in a ``FOCUS_W``-px picture."""
    v = as_view(view)
    lay, regions = focus_layout(v)
    img = Image.new("RGB", (FOCUS_W, FOCUS_TOP + FOCUS_MAP_H), PAPER)
    area = map_layer(lay).copy()
    shown = [r for r in regions if lay.canvas.visible(r)]
    lay.canvas.highlight(area, shown[:6], ACCENT, amount=0.12, outline=2)
    img.paste(area, (0, FOCUS_TOP))
    d = ImageDraw.Draw(img)

    draw_cities(d, v, lay, locale)
    draw_units(d, v, lay)

    who = _who(v, names, locale)
    turn = t("render.duellum.turn", locale, turn=v.turn)
    if v.winner is not None:
        words = STAR + " " + who(v.winner)
    elif v.pending:
        words = "! " + pending_text(v, v.pending[0], who, locale)
    else:
        words = PLAY + " " + t("render.duellum.toplay", locale, player=who(v.current))
    top_band(d, (FOCUS_W, FOCUS_TOP), words, right=turn, min_size=14)
    return img


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
    if phase is Phase.RONDEL or not field:
        return t("render.duellum.phase.rondel", locale)
    if phase is Phase.FOUND:
        return t("render.duellum.phase.found", locale, field=field)
    return t("render.duellum.phase.act", locale, field=field)


def pending_text(v: DuellumView, p: Pending, who: _Name, locale: str) -> str:
    key = f"render.duellum.pending.{p.kind.value}"
    return t(key, locale, player=who(p.seat), region=region_name(v, p.region), count=p.count)


__all__ = [
    "FOCUS_TOP",
    "FOCUS_W",
    "MAP_X0",
    "MAP_X1",
    "MAP_Y",
    "PHONE_W",
    "PICTURES",
    "W",
    "draw_board",
    "draw_focus",
    "focus_layout",
    "focus_regions",
    "height",
    "layout",
    "side_map",
]


PICTURES = Renderer(board=draw_board, phone=draw_focus)
