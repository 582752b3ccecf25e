"""The Polis board as a schematic picture: territories and seas as labelled discs at their
places on the map data (``x``, ``y``), borders as lines, each polis with its owner's colour
and population, the units of both sides, and a band with the round, the market and both
sides' tracks. Drawn from the public view only; no real coastlines (a clean schematic until
the shared coastline renderer is ready).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw
from pydantic import BaseModel

from bot.render.base import (
    BAND,
    CARD,
    INK,
    LINE,
    MUTED,
    ON_BAND,
    PAPER,
    RGB,
    SEAT_COLOURS,
    t,
    text,
)
from rules.polis.data import RESOURCES, SIDES, load
from rules.polis.view import PolisView

W, H = 1200, 900
BAND_H = 150
SEA: RGB = (214, 232, 245)
LAND: RGB = (236, 228, 205)
NEUTRAL: RGB = (160, 160, 160)


def _xy(x: float, y: float) -> tuple[float, float]:
    return 40 + x * (W - 80), BAND_H + 30 + y * (H - BAND_H - 60)


def draw_board(view: BaseModel, names: Sequence[str], locale: str) -> Image.Image:
    assert isinstance(view, PolisView)
    d = load()
    img = Image.new("RGB", (W, H), PAPER)
    draw = ImageDraw.Draw(img)
    for a, b in d.map.borders:
        ta, tb = d.territories[a], d.territories[b]
        draw.line([_xy(ta.x, ta.y), _xy(tb.x, tb.y)], fill=LINE, width=2)
    for terr in d.territories.values():  # discs first, so no disc hides a label
        cx, cy = _xy(terr.x, terr.y)
        r = 44 if terr.kind == "land" else 36
        fill = LAND if terr.kind == "land" else SEA
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=fill, outline=MUTED, width=2)
    for tid, terr in d.territories.items():
        cx, cy = _xy(terr.x, terr.y)
        r = 44 if terr.kind == "land" else 36
        text(
            draw,
            (cx, cy - r - 4),
            t(f"polis.terr.{tid}", locale),
            15,
            bold=True,
            anchor="ms",
            max_w=150,
            min_size=10,
        )
        units = view.hoplites.get(tid) or view.galleys.get(tid) or [0, 0]
        for seat in (0, 1):
            if units[seat]:
                bx = cx - 30 + seat * 40
                draw.rectangle([bx, cy + 8, bx + 22, cy + 30], fill=SEAT_COLOURS[seat])
                text(
                    draw,
                    (bx + 11, cy + 26),
                    str(units[seat]),
                    16,
                    bold=True,
                    fill=CARD,
                    anchor="ms",
                )
        for i, pid in enumerate(d.poleis_in.get(tid, ())):
            c = view.poleis[pid]
            colour = NEUTRAL if c.owner is None else SEAT_COLOURS[c.owner]
            px = cx - 30 + i * 30
            draw.ellipse([px - 11, cy - 26, px + 11, cy - 4], fill=colour, outline=INK)
            text(draw, (px, cy - 9), str(c.population), 14, bold=True, fill=CARD, anchor="ms")
    # the band: round, market, and each side's tracks
    draw.rectangle([0, 0, W, BAND_H], fill=BAND)
    rnd = d.rounds.rounds[view.round - 1].name
    head = t(
        "bot.polis.round",
        locale,
        round=t(f"polis.round.{rnd}", locale),
        stack=view.stack,
        market=view.market,
    )
    text(draw, (20, 30), head, 20, bold=True, fill=ON_BAND, max_w=W - 40, min_size=12)
    for seat in (0, 1):
        p = view.players[seat]
        name = names[seat] if seat < len(names) else str(seat + 1)
        side = t(f"polis.side.{SIDES[seat].value}", locale)
        goods = " · ".join(
            f"{t(f'polis.res.{r.value}', locale)} {p.resources[r.value]}" for r in RESOURCES
        )
        y = 70 + seat * 38
        draw.rectangle([20, y - 16, 36, y], fill=SEAT_COLOURS[seat])
        line = f"{side} · {name} · {p.score} · ★{p.prestige} · {goods}"
        text(draw, (46, y), line, 17, fill=ON_BAND, max_w=W - 70, min_size=11)
    return img


def history(view: BaseModel) -> Sequence[Sequence[int]]:
    """Both sides' scores at the end of each round, for the score race."""
    assert isinstance(view, PolisView)
    return [tuple(h) for h in view.history]
