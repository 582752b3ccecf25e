"""The score race: every player's score at the end of each turn, as a line chart.

Game-neutral: it takes the names, one score tuple per turn, and optional reference lines
(a game's thresholds) with their catalog keys. Drawn at twice the size and scaled down, so
the lines come out smooth; each player has its own colour *and* marker shape.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.render.base import (
    CARD,
    FAINT,
    INK,
    LINE,
    MUTED,
    PAPER,
    RGB,
    SEAT_COLOURS,
    font,
    t,
    text,
)

W, H = 1000, 500
S = 2  # supersampling factor


def _step(top: int) -> int:
    """A round tick step giving about 5-8 ticks up to ``top``."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000):
        if top / step <= 8:
            return step
    return max(1, int(10 ** int(math.log10(top))))


def _marker(d: ImageDraw.ImageDraw, seat: int, x: float, y: float, r: float, fill: RGB) -> None:
    shape = seat % 4
    if shape == 0:
        d.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=CARD, width=S)
    elif shape == 1:
        d.rectangle((x - r, y - r, x + r, y + r), fill=fill, outline=CARD, width=S)
    elif shape == 2:
        d.polygon([(x, y - r * 1.2), (x + r * 1.1, y + r), (x - r * 1.1, y + r)], fill=fill)
    else:
        d.polygon(
            [(x, y - r * 1.3), (x + r * 1.3, y), (x, y + r * 1.3), (x - r * 1.3, y)], fill=fill
        )


def draw_race(
    names: Sequence[str],
    series: Sequence[Sequence[int]],
    marks: Sequence[tuple[int, str]] = (),
    locale: str = "en",
) -> Image.Image:
    """``series[k][seat]`` is ``seat``'s score after turn ``k + 1``."""
    seats = max((len(row) for row in series), default=len(names))
    img = Image.new("RGB", (W * S, H * S), PAPER)
    d = ImageDraw.Draw(img)
    left, right, top, bottom = 84 * S, (W - 56) * S, 78 * S, (H - 66) * S

    text(
        d,
        (24 * S, 30 * S),
        t("render.chart.title", locale),
        30 * S,
        bold=True,
        anchor="lm",
        max_w=(W - 48) * S * 0.5,
        min_size=18 * S,
    )
    # the legend, top right: marker, colour and name for each seat
    lx = float(right)
    for seat in reversed(range(seats)):
        who = names[seat] if seat < len(names) else f"#{seat + 1}"
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        drawn = text(
            d,
            (lx, 30 * S),
            who,
            22 * S,
            bold=True,
            anchor="rm",
            max_w=(W * 0.48 / seats - 50) * S,
            min_size=14 * S,
        )
        lx -= drawn + 14 * S
        d.line((lx - 34 * S, 30 * S, lx, 30 * S), fill=colour, width=5 * S)
        _marker(d, seat, lx - 17 * S, 30 * S, 7 * S, colour)
        lx -= 34 * S + 28 * S

    turns = len(series)
    high = max([v for row in series for v in row] + [m for m, _ in marks] + [1])
    y_max = math.ceil((high + 1) / _step(high + 1)) * _step(high + 1)
    x_max = max(turns, 2)

    def px(turn: float) -> float:
        return left + (turn - 1) / (x_max - 1) * (right - left)

    def py(score: float) -> float:
        return bottom - score / y_max * (bottom - top)

    d.rectangle((left, top, right, bottom), fill=CARD, outline=LINE, width=S)
    tick = font(18 * S)
    for score in range(0, y_max + 1, _step(y_max)):
        y = py(score)
        d.line((left, y, right, y), fill=FAINT, width=S)
        d.text((left - 10 * S, y), str(score), font=tick, fill=MUTED, anchor="rm")
    step = _step(x_max)
    for turn in sorted({1} | set(range(step, x_max + 1, step))):
        x = px(turn)
        d.line((x, bottom, x, bottom + 8 * S), fill=LINE, width=S)
        d.text((x, bottom + 12 * S), str(turn), font=tick, fill=MUTED, anchor="mt")
    text(
        d,
        ((left + right) / 2, (H - 16) * S),
        t("render.chart.turn", locale),
        20 * S,
        bold=True,
        fill=MUTED,
        anchor="ms",
        max_w=300 * S,
    )
    label = t("render.chart.score", locale)
    side = Image.new("RGB", (int(font(20 * S, True).getlength(label)) + 8 * S, 30 * S), PAPER)
    text(ImageDraw.Draw(side), (4 * S, 15 * S), label, 20 * S, bold=True, fill=MUTED, anchor="lm")
    side = side.rotate(90, expand=True)
    img.paste(side, (14 * S, int((top + bottom) / 2 - side.height / 2)))

    # reference lines: dashed, labelled at the left end inside the plot
    for value, key in marks:
        if value > y_max:
            continue
        y = py(value)
        for x0 in range(int(left), int(right), 18 * S):
            d.line((x0, y, min(x0 + 10 * S, right), y), fill=LINE, width=2 * S)
        text(
            d,
            (left + 10 * S, y - 4 * S),
            t(key, locale),
            16 * S,
            fill=MUTED,
            anchor="ld",
            max_w=(right - left) * 0.6,
            min_size=11 * S,
        )

    for seat in range(seats):
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        points = [(px(k + 1), py(row[seat])) for k, row in enumerate(series) if seat < len(row)]
        if len(points) > 1:
            d.line(points, fill=colour, width=5 * S, joint="curve")
        r = (6 if turns <= 40 else 4) * S
        for x, y in points:
            _marker(d, seat, x, y, r, colour)
        if points:
            x, y = points[-1]
            final = series[-1][seat]
            d.text((x + 12 * S, y), str(final), font=font(20 * S, True), fill=INK, anchor="lm")

    return img.resize((W, H), Image.Resampling.LANCZOS)
