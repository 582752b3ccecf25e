"""The Babel pictures, drawn from the public view only: the whole board and the phone picture.

The board (1100 px wide, fixed height so the picture never jumps in a channel), top to
bottom: a dark header (title, turn, final-phase or game-over badge); one panel per player
(token and name, score, hand size, builder, temple pile, the starting card and a migration);
the five sites, each with one line per player: the builder if it stands there, the temple as a
stepped tower with its level in large figures, and the people stack as lettered, coloured
chips numbered from 1 at the bottom; a banner for whose turn it is, a pending discard or the
result; the quarry, deck and discard pile; a legend keying every symbol.

The phone picture (``draw_phone``, the one the channel shows) holds the same in 640 px with no
word under 18 px, so every word reads 11 px or more on a 412-px screen: the players' panels
stacked, the sites' lines narrower (a player is named by a token: seat 1 a dark disc, seat 2 a
white square, each with a letter, keyed beside the names), the newest people cards of a stack
longer than the line after an ellipsis.

What does not depend on the position (frames, the sites' column, the players' rows, the empty
towers, headings, the legend) is drawn once per language and pair of players and copied.

Hands are never drawn, only their sizes, even when the view carries the viewer's own hand:
the pictures are posted in the channel. Nothing depends on ``view.viewer`` either, so every
seat and every spectator gets the same pictures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw
from pydantic import BaseModel

from bot.games.frontend import Renderer
from bot.render.base import (
    ACCENT,
    ALERT,
    BAND,
    CARD,
    FAINT,
    GOLD,
    GOLD_LIGHT,
    INK,
    LINE,
    MUTED,
    ON_BAND,
    PAPER,
    RGB,
    WARN,
    badge,
    clean,
    fit,
    font,
    heading,
    ink_on,
    pawn,
    player_name,
    static_part,
    t,
    text,
    tint,
    width,
    wrap,
)
from bot.render.ledger import CACHE_CLEARERS, note_marker
from rules.babel.state import FINAL_TARGET, LOW_MARK, NATIONS, TARGET, Nation
from rules.babel.view import BabelView, PlayerView

W = 1100
M = 16  # page margin

# Okabe-Ito colours, each nation also carries its letter.
NATION_COLOURS: dict[Nation, RGB] = {
    Nation.ASSYRIANS: (0, 114, 178),  # blue
    Nation.HITTITES: (213, 94, 0),  # vermillion
    Nation.MEDES: (0, 158, 115),  # bluish green
    Nation.PERSIANS: (240, 228, 66),  # yellow
    Nation.SUMERIANS: (204, 121, 167),  # reddish purple
}

# The players' tokens: seat 1 a dark disc, seat 2 a white square, each with a letter.
OWNER_COLOURS: dict[int, RGB] = {0: BAND, 1: CARD}
CARD_BACK: RGB = (203, 213, 225)  # a hand's cards, face down

HEADER_H = 72
PANEL_Y, PANEL_H = HEADER_H + 12, 258
GRID_Y = PANEL_Y + PANEL_H + 10  # column headings
SITES_Y = GRID_Y + 28
LINE_H = 62  # one player's side of one site
SITE_H = 2 * LINE_H + 8
BANNER_Y = SITES_Y + 5 * SITE_H + 2
BANNER_H = 54
STOCK_Y = BANNER_Y + BANNER_H + 10
STOCK_H = 96
LEGEND_Y = STOCK_Y + STOCK_H + 8
H = LEGEND_Y + 2 * 36 + 8

SITE_X, SITE_W = M, 164
NAME_X, NAME_W = SITE_X + SITE_W + 12, 164
PAWN_X = NAME_X + NAME_W + 24  # centre of the builder slot
TOWER_X, TOWER_W = PAWN_X + 26, 58
LEVEL_X = TOWER_X + TOWER_W + 26  # centre of the level figure
CHIPS_X = LEVEL_X + 30
CHIPS_END = W - M - 6
TIER_H = 8

# The phone picture: 640 px wide, so 18 px text reads as 11.6 px on a 412-px screen.
PW, PM = 640, 12
PHONE_MIN = 18
P_BAND_H = 52
P_BANNER_Y, P_BANNER_H = 60, 66
P_CARDS_Y, P_CARD_H = P_BANNER_Y + P_BANNER_H + 8, 170
P_HEAD_Y = P_CARDS_Y + 2 * P_CARD_H + 8 + 6
P_SITES_Y = P_HEAD_Y + 28
P_LINE_H = 52
P_SITE_H = 2 * P_LINE_H + 6
P_SITE_W = 128
P_TOKEN_X = PM + P_SITE_W + 22  # centres
P_PAWN_X = P_TOKEN_X + 32
P_TOWER_X = P_PAWN_X + 17  # left edge, 40 wide
P_LEVEL_X = P_TOWER_X + 57
P_CHIPS_X = P_LEVEL_X + 18
P_STOCK_Y = P_SITES_Y + 5 * P_SITE_H + 2
P_STOCK_H = 78
P_LEGEND_Y = P_STOCK_Y + P_STOCK_H + 6
PH = P_LEGEND_Y + 3 * 33 + 8

_Name = Callable[[int], str]
DASH = "\u2013"  # an empty temple
TIMES = "\u00d7"  # "Medes, times 2"
PLAY = "\u25b6"  # a play triangle before whose turn it is


def as_view(view: BaseModel) -> BabelView:
    if isinstance(view, BabelView):
        return view
    return BabelView.model_validate(view.model_dump())


def nation_name(n: Nation, locale: str) -> str:
    return t(f"babel.nation.{n.value}", locale)


def initial(n: Nation, locale: str) -> str:
    key = f"render.babel.initial.{n.value}"
    letter = t(key, locale)
    if letter == key or not letter.strip():  # no catalog text yet: the English initial
        return n.value[0].upper()
    return letter.strip()


def winner(v: BabelView) -> int | None:
    """The winning seat of an ended game (None on a draw), decided from public facts."""
    a, b = v.scores
    if a != b:
        return 0 if a > b else 1
    ha, hb = v.players[0].hand_size, v.players[1].hand_size
    if ha != hb:
        return 0 if ha > hb else 1
    return None


def owner_letters(names: Sequence[str]) -> tuple[str, str]:
    """The letter on each player's token: the first letter of each name, or 1 and 2 where a
    name has none or both names start alike (the tokens' shapes differ anyway)."""

    def first(seat: int) -> str:
        words = clean(names[seat]) if seat < len(names) else ""
        return next((ch.upper() for ch in words if ch.isalpha()), "")

    a, b = first(0), first(1)
    if not a or not b or a == b or len(a) > 1 or len(b) > 1:
        return ("1", "2")
    return (a, b)


def owner_token(
    d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, seat: int, letter: str, size: int = 0
) -> None:
    """A player's token: seat 1 a dark disc, seat 2 a white square, each with its letter."""
    box = (cx - r, cy - r, cx + r, cy + r)
    note_marker(d, box, f"player {seat + 1}")
    fill = OWNER_COLOURS[seat]
    if seat == 0:
        d.ellipse(box, fill=fill, outline=INK, width=2)
    else:
        inset = r * 0.12
        sq = (box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset)
        d.rounded_rectangle(sq, radius=max(2, int(r / 5)), fill=fill, outline=INK, width=3)
    size = size or max(12, int(r * 1.25))
    text(d, (cx, cy), letter, size, bold=True, fill=ink_on(fill), anchor="mm")


def chip(
    d: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    n: Nation,
    locale: str,
    size: int,
) -> None:
    """A people card: its nation's colour and letter."""
    colour = NATION_COLOURS[n]
    note_marker(d, box, f"people {n.value}")
    d.rounded_rectangle(box, radius=max(3, int((box[2] - box[0]) / 6)), fill=colour, outline=INK)
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    text(d, (cx, cy), initial(n, locale), size, bold=True, fill=ink_on(colour), anchor="mm")


def tower(
    d: ImageDraw.ImageDraw,
    x: float,
    bottom: float,
    w: float,
    tier: float,
    level: int,
    built: set[int],
    outline: bool = True,
) -> None:
    """A temple as a stepped tower: one tier per level up to ``level``, a level skipped (a
    Persian leap) pale, the levels above outlined (unless ``outline`` is off: they are on
    the picture's static layer already)."""
    note_marker(d, (x, bottom - 6 * (tier + 1), x + w, bottom), "temple")
    step = w / 14
    for k in range(1, 7):
        inset = (k - 1) * step
        box = (x + inset, bottom - k * (tier + 1) + 1, x + w - inset, bottom - (k - 1) * (tier + 1))
        if k <= level:
            d.rectangle(box, fill=GOLD if k in built else GOLD_LIGHT, outline=INK)
        elif outline:
            d.rectangle(box, outline=FAINT)


def temple_card(
    d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], level: int, top: bool, size: int
) -> None:
    """A temple card of the pile, its level on it; the top card dark."""
    note_marker(d, box, f"temple card {level}")
    d.rounded_rectangle(
        box, radius=4, fill=GOLD if top else GOLD_LIGHT, outline=INK, width=3 if top else 1
    )
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    d.text((cx, cy), str(level), font=font(size, True), fill=CARD if top else INK, anchor="mm")


def hand_icon(d: ImageDraw.ImageDraw, x: float, cy: float, h: float) -> float:
    """The back of a people card (a hand's size follows it); returns its width."""
    w = h * 0.7
    box = (x, cy - h / 2, x + w, cy + h / 2)
    note_marker(d, box, "hand")
    d.rounded_rectangle(box, radius=3, fill=CARD_BACK, outline=INK, width=2)
    d.rectangle((x + 4, cy - h / 2 + 4, x + w - 4, cy + h / 2 - 4), outline=MUTED, width=1)
    return w


def _namer(names: Sequence[str]) -> _Name:
    def name(seat: int) -> str:
        return player_name(names, seat)

    return name


def _seats(names: Sequence[str]) -> tuple[str, str]:
    """The two players' names as drawn (``#n`` for one that cannot be), a cache key."""
    return (player_name(names, 0), player_name(names, 1))


@lru_cache(maxsize=32)
def _board_base(locale: str, names: tuple[str, str]) -> Image.Image:
    """What the board shows whatever the position, for one language and pair of players:
    the frames, the sites' column, each side's player, the empty towers, the headings, the
    discard pile's chips and the legend. Drawn once, copied for each board."""
    img = Image.new("RGB", (W, H), PAPER)
    d = ImageDraw.Draw(img)
    letters = owner_letters(names)
    d.rectangle((0, 0, W, HEADER_H), fill=BAND)
    _sites_base(d, names, letters, locale)
    _stocks_base(d, locale)
    legend(d, (M, LEGEND_Y, W - M, H - 4), locale, 20)
    return img


def draw_board(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    v = as_view(view)
    img = _board_base(locale, _seats(names)).copy()
    d = ImageDraw.Draw(img)
    name = _namer(names)
    letters = owner_letters(names)
    _header(d, v, locale)
    for seat in (0, 1):
        _panel(d, v, seat, name(seat), letters[seat], locale)
    _sites(d, v, locale)
    _banner(d, v, name, locale)
    _stocks(d, v, name, letters, locale)
    return img


def _header(d: ImageDraw.ImageDraw, v: BabelView, locale: str) -> None:
    """The title and the turn; the final phase or the game's end as badges on the right
    (whose turn it is has the banner and the panels)."""
    x = float(M + 8)
    title = t("render.babel.title", locale)
    x += text(d, (x, HEADER_H / 2), title, 32, bold=True, fill=ON_BAND, anchor="lm") + 22
    turn = t("render.babel.turn", locale, turn=v.turn)
    x += text(d, (x, HEADER_H / 2), turn, 26, fill=ON_BAND, anchor="lm", max_w=300) + 24
    right = float(W - M)
    if v.ended is not None:
        right -= badge(d, (right, 16), t("render.babel.over", locale), 24, CARD, right=True) + 12
    if v.final_phase:
        words = t("render.babel.final", locale)
        badge(d, (right, 16), words, 22, WARN, right=True, max_w=right - x)


def _tags(v: BabelView, seat: int, locale: str) -> list[tuple[str, RGB]]:
    """The badges on a player's panel: to play, a discard owed, the winner."""
    out: list[tuple[str, RGB]] = []
    if v.ended is None and v.current == seat:
        out.append((t("render.babel.tag.toplay", locale), ACCENT))
    if v.pending is not None and v.pending.seat == seat:
        out.append((t("render.babel.tag.discard", locale, count=v.pending.count), ALERT))
    if v.ended is not None and winner(v) == seat:
        out.append((t("render.babel.tag.winner", locale), WARN))
    return out


def _migrated(p: PlayerView, locale: str) -> str:
    return t("render.babel.migrated", locale) if p.migrated else ""


def _foundation(p: PlayerView, locale: str) -> str:
    return t("render.babel.foundation", locale) if p.foundation else ""


def _builder_words(p: PlayerView, locale: str) -> str:
    site = (
        nation_name(p.builder, locale)
        if p.builder is not None
        else t("render.babel.inquarry", locale)
    )
    return t("render.babel.builder", locale, site=site)


def _pile(
    d: ImageDraw.ImageDraw, p: PlayerView, x: float, y: float, right: float, size: int, locale: str
) -> None:
    """The temple pile on one line from ``x`` (centred on ``y``): its label, then its cards
    bottom to top, the top one on the right and dark; the oldest left out where room lacks."""
    if not p.pile:
        text(
            d,
            (x, y),
            t("render.babel.pileempty", locale),
            size,
            anchor="lm",
            max_w=right - x,
            min_size=min(size, PHONE_MIN),
        )
        return
    label = t("render.babel.pile", locale, size=len(p.pile))
    x += text(
        d, (x, y), label, size, anchor="lm", max_w=(right - x) / 2, min_size=min(size, PHONE_MIN)
    )
    x += 10
    card = size + 8
    pitch = card + 4
    room = max(1, int((right - x) // pitch))
    shown = p.pile
    if len(shown) > room:
        shown = p.pile[-(room - 1) :]
        x += text(d, (x, y), "…", size, anchor="lm") + 6
    for i, level in enumerate(shown):
        top = i == len(shown) - 1
        temple_card(d, (x, y - card / 2, x + card, y + card / 2), level, top, size)
        x += pitch


def _panel(
    d: ImageDraw.ImageDraw, v: BabelView, seat: int, who: str, letter: str, locale: str
) -> None:
    p = v.players[seat]
    w = (W - 2 * M - 12) // 2
    x0 = M + seat * (w + 12)
    y0 = PANEL_Y
    current = v.ended is None and v.current == seat
    d.rounded_rectangle(
        (x0, y0, x0 + w, y0 + PANEL_H),
        radius=12,
        fill=CARD,
        outline=ACCENT if current else LINE,
        width=5 if current else 2,
    )
    pad = 20
    # token, name and score
    d.text((x0 + w - pad, y0 + 4), str(p.score), font=font(62, True), fill=INK, anchor="ra")
    text(
        d,
        (x0 + w - pad, y0 + 76),
        t("render.babel.score", locale),
        20,
        fill=MUTED,
        anchor="ra",
        max_w=130,
    )
    owner_token(d, x0 + pad + 17, y0 + 34, 17, seat, letter)
    text(
        d,
        (x0 + pad + 44, y0 + 34),
        who,
        30,
        bold=True,
        anchor="lm",
        max_w=w - 2 * pad - 44 - 130,
        min_size=20,
    )
    tx = float(x0 + pad)
    for words, colour in _tags(v, seat, locale):
        tx += badge(d, (tx, y0 + 60), words, 22, colour) + 10
    # hand size and builder
    y = y0 + 118
    hx = x0 + pad + hand_icon(d, x0 + pad, y, 30) + 10
    hx += text(d, (hx, y), t("render.babel.hand", locale, count=p.hand_size), 24, anchor="lm")
    bx = max(hx + 24, x0 + 190)
    pawn(d, bx + 12, y + 16, 32)
    text(
        d,
        (bx + 32, y),
        _builder_words(p, locale),
        24,
        anchor="lm",
        max_w=x0 + w - pad - bx - 32,
        min_size=16,
    )
    _pile(d, p, x0 + pad, y0 + 164, x0 + w - pad, 24, locale)
    for row, words in enumerate((_foundation(p, locale), _migrated(p, locale))):
        if words:
            text(
                d,
                (x0 + pad, y0 + 204 + row * 28),
                words,
                20,
                fill=MUTED,
                anchor="lm",
                max_w=w - 2 * pad,
                min_size=16,
            )


def _sites_base(
    d: ImageDraw.ImageDraw, names: tuple[str, str], letters: tuple[str, str], locale: str
) -> None:
    head = GRID_Y + 14
    text(
        d,
        (SITE_X + 8 + (SITE_W - 8) / 2, head),
        t("render.babel.column.site", locale),
        20,
        bold=True,
        fill=MUTED,
        anchor="mm",
        max_w=SITE_W - 8,
    )
    text(
        d,
        (TOWER_X + TOWER_W / 2 + 14, head),
        t("render.babel.column.temple", locale),
        20,
        bold=True,
        fill=MUTED,
        anchor="mm",
        max_w=120,
    )
    text(
        d,
        (CHIPS_X, head),
        t("render.babel.column.people", locale),
        20,
        bold=True,
        fill=MUTED,
        anchor="lm",
        max_w=CHIPS_END - CHIPS_X,
    )
    for idx, nation in enumerate(NATIONS):
        y0 = SITES_Y + idx * SITE_H
        _site_label(d, nation, (SITE_X, y0, SITE_X + SITE_W, y0 + 2 * LINE_H), 52, 32, 22, locale)
        d.rounded_rectangle(
            (SITE_X + SITE_W + 2, y0, W - M, y0 + 2 * LINE_H), radius=10, fill=CARD, outline=LINE
        )
        d.line((SITE_X + SITE_W + 8, y0 + LINE_H, W - M - 6, y0 + LINE_H), fill=FAINT, width=2)
        for seat in (0, 1):
            mid = y0 + seat * LINE_H + LINE_H / 2
            owner_token(d, NAME_X + 13, mid, 13, seat, letters[seat])
            text(
                d, (NAME_X + 32, mid), names[seat], 22, anchor="lm", max_w=NAME_W - 32, min_size=19
            )
            tower(d, TOWER_X, mid + LINE_H / 2 - 6, TOWER_W, TIER_H, 0, set())


def _sites(d: ImageDraw.ImageDraw, v: BabelView, locale: str) -> None:
    for idx in range(len(NATIONS)):
        for seat in (0, 1):
            _side(d, v.players[seat], idx, SITES_Y + idx * SITE_H + seat * LINE_H, locale)


def _site_label(
    d: ImageDraw.ImageDraw,
    nation: Nation,
    box: tuple[float, float, float, float],
    chip_size: int,
    letter: int,
    size: int,
    locale: str,
) -> None:
    """A site's own column: its nation's chip and name on a tint of its colour."""
    x0, y0, x1, y1 = box
    colour = NATION_COLOURS[nation]
    d.rounded_rectangle(box, radius=10, fill=tint(colour, 0.72), outline=LINE)
    d.rectangle((x0 + 1, y0 + 8, x0 + 8, y1 - 8), fill=colour)
    cx = x0 + 8 + (x1 - x0 - 8) / 2
    gap = (y1 - y0 - chip_size - size * 1.2) / 3
    top = y0 + gap
    chip(d, (cx - chip_size / 2, top, cx + chip_size / 2, top + chip_size), nation, locale, letter)
    text(
        d,
        (cx, top + chip_size + gap + size * 0.6),
        nation_name(nation, locale),
        size,
        bold=True,
        anchor="mm",
        max_w=x1 - x0 - 14,
        min_size=min(size, 15),
    )


def _stack(
    d: ImageDraw.ImageDraw,
    people: Sequence[Nation],
    x0: float,
    x1: float,
    top: float,
    chip_h: float,
    sizes: tuple[int, int],
    widest: float,
    narrowest: float,
    locale: str,
) -> None:
    """A people stack from ``x0``: lettered chips, each with its position (1 at the bottom)
    under it; where even the narrowest chips do not fit, the newest that do, after an
    ellipsis."""
    letter, number = sizes
    floor = letter if letter <= PHONE_MIN else 12  # the phone's sizes never shrink
    n = len(people)
    mid = top + chip_h / 2
    if not n:
        d.text((x0 + 10, mid), "·", font=font(letter + 4, True), fill=MUTED, anchor="lm")
        return
    start = 0
    narrowest = max(narrowest, width(str(n), number) + 6)  # room for the widest position
    pitch = min(widest, (x1 - x0) / n)
    if pitch < narrowest:
        ell = width("…", number) + 6
        pitch = narrowest
        shown = max(1, int((x1 - x0 - ell) // pitch))
        start = n - shown
        d.text((x0, mid), "…", font=font(number), fill=MUTED, anchor="lm")
        x0 += ell
    cw = round(pitch - max(3.0, pitch * 0.12))
    letter = min(letter, max(floor, int(cw * 0.62)))
    num = min(number, max(min(floor, number), int(pitch * 0.8)))
    shape = (cw, round(chip_h), letter, num)
    for i in range(start, n):
        x = x0 + (i - start) * pitch
        d._image.paste(_person(people[i], i + 1, shape, locale), (round(x), round(top)))


@lru_cache(maxsize=1024)
def _person(
    nation: Nation, position: int, shape: tuple[int, int, int, int], locale: str
) -> Image.Image:
    """One people card of a stack, lettered, with its position under it, on a row's white:
    drawn once, pasted wherever it stands (``shape``: its width and height, the letter's and
    the number's sizes)."""
    cw, ch, letter, num = shape
    img = Image.new("RGB", (cw + 1, ch + 4 + num), CARD)  # short of a row's dividing line
    d = ImageDraw.Draw(img)
    chip(d, (0, 0, cw, ch), nation, locale, letter)
    d.text((cw / 2, ch + 3 + num * 0.55), str(position), font=font(num), fill=INK, anchor="mm")
    return img


def _side(d: ImageDraw.ImageDraw, p: PlayerView, idx: int, y0: float, locale: str) -> None:
    side = p.sites[idx]
    mid = y0 + LINE_H / 2
    if p.builder == side.site:
        pawn(d, PAWN_X, y0 + LINE_H - 8, 44)
    tower(d, TOWER_X, y0 + LINE_H - 6, TOWER_W, TIER_H, side.level, set(side.temple), False)
    figure = str(side.level) if side.level else DASH
    d.text(
        (LEVEL_X, mid), figure, font=font(38, True), fill=INK if side.level else MUTED, anchor="mm"
    )
    _stack(d, side.people, CHIPS_X, CHIPS_END, y0 + 5, 32, (24, 20), 46, 24, locale)


def _status(v: BabelView, name: _Name, locale: str) -> tuple[str, RGB]:
    """The status line's words and colour: a discard owed, the result or whose turn it is."""
    if v.pending is not None:
        words = t(
            "render.babel.pending", locale, player=name(v.pending.seat), count=v.pending.count
        )
        return words, ALERT
    if v.ended is not None:
        seat = winner(v)
        if seat is None:
            return t("render.babel.draw", locale), WARN
        why = "tie_hand" if v.scores[0] == v.scores[1] else v.ended.value
        reason = t(f"babel.end.{why}", locale)
        return t("render.babel.result", locale, player=name(seat), reason=reason), WARN
    return PLAY + " " + t("render.babel.toplay", locale, player=name(v.current)), ACCENT


def _banner(d: ImageDraw.ImageDraw, v: BabelView, name: _Name, locale: str) -> None:
    box = (M, BANNER_Y, W - M, BANNER_Y + BANNER_H)
    mid = BANNER_Y + BANNER_H / 2
    words, colour = _status(v, name, locale)
    ink = INK
    if colour == ALERT:
        d.rounded_rectangle(box, radius=10, fill=ALERT)
        ink = ink_on(ALERT)
    elif colour == WARN:
        d.rounded_rectangle(box, radius=10, fill=tint(WARN, 0.55), outline=GOLD, width=2)
    else:
        d.rounded_rectangle(box, radius=10, fill=tint(ACCENT, 0.85), outline=ACCENT, width=2)
    text(
        d,
        (W / 2, mid),
        words,
        26,
        bold=True,
        fill=ink,
        anchor="mm",
        max_w=W - 2 * M - 30,
        min_size=16,
    )


STOCK_WIDTHS = (330, 250, W - 2 * M - 580 - 24)  # the quarry, the deck, the discard pile
STOCK_X = (M, M + 330 + 12, M + 330 + 12 + 250 + 12)
STOCK_TOP = STOCK_Y + 22  # the headings' middle


def _stocks_base(d: ImageDraw.ImageDraw, locale: str) -> None:
    """The stocks' frames and headings, and the discard pile's chips."""
    for x, w in zip(STOCK_X, STOCK_WIDTHS, strict=True):
        d.rounded_rectangle(
            (x, STOCK_Y, x + w, STOCK_Y + STOCK_H), radius=10, fill=CARD, outline=LINE, width=2
        )
    qx, dx, rx = STOCK_X
    heading(d, (qx + 16, STOCK_TOP), t("render.babel.quarry", locale), 100, 16)
    heading(d, (dx + 16, STOCK_TOP), t("render.babel.deck", locale), STOCK_WIDTHS[1] - 32)
    heading(d, (rx + 16, STOCK_TOP), t("render.babel.discard", locale), 300)
    _discard_chips(d, rx + 16, STOCK_Y + 65, (STOCK_WIDTHS[2] - 32) / 5, 34, 22, locale)


def _stocks(
    d: ImageDraw.ImageDraw, v: BabelView, name: _Name, letters: tuple[str, str], locale: str
) -> None:
    qx, dx, rx = STOCK_X
    # the quarry, with any builders still in it
    d.text((qx + 16, STOCK_Y + 66), str(v.quarry_size), font=font(38, True), fill=INK, anchor="lm")
    idle = [seat for seat in (0, 1) if v.players[seat].builder is None]
    for row, seat in enumerate(idle):
        y = STOCK_Y + (48 if len(idle) == 1 else 30 + row * 38)
        pawn(d, qx + 136, y + 14, 30)
        owner_token(d, qx + 164, y, 12, seat, letters[seat])
        text(
            d, (qx + 182, y), name(seat), 20, anchor="lm", max_w=STOCK_WIDTHS[0] - 192, min_size=16
        )
    # the people deck
    d.text((dx + 16, STOCK_Y + 66), str(v.deck_size), font=font(38, True), fill=INK, anchor="lm")
    # the discard pile, open, counted by nation
    words, size = fit(t("render.babel.discard", locale), 300, 20, True)
    lw = width(words, size, True)
    total = sum(v.discard.values())
    d.text((rx + 26 + lw, STOCK_TOP), str(total), font=font(24, True), fill=INK, anchor="lm")
    _discard_counts(d, v, rx + 16, STOCK_Y + 65, (STOCK_WIDTHS[2] - 32) / 5, 34, 22)


def _discard_chips(
    d: ImageDraw.ImageDraw, x: float, y: float, step: float, size: float, words: int, locale: str
) -> None:
    """The open discard pile's nations: a chip for each, ``step`` apart (on the static
    layer; ``_discard_counts`` writes the counts beside them)."""
    for nation in NATIONS:
        chip(d, (x, y - size / 2, x + size, y + size / 2), nation, locale, max(words - 2, 12))
        x += step


def _discard_counts(
    d: ImageDraw.ImageDraw, v: BabelView, x: float, y: float, step: float, size: float, words: int
) -> None:
    """How many cards of each nation the discard pile holds, beside its chip."""
    for nation in NATIONS:
        count = v.discard.get(nation, 0)
        d.text(
            (x + size + 6, y),
            f"{TIMES}{count}",
            font=font(words, count > 0),
            fill=INK if count else MUTED,
            anchor="lm",
        )
        x += step


# -- the legend ----------------------------------------------------------------------------

KEYS = ("level", "people", "position", "builder", "hand", "pile")


def _key_icon(
    d: ImageDraw.ImageDraw, kind: str, x: float, y: float, size: int, locale: str
) -> float:
    """Draw the symbol ``kind`` keys from ``x``, centred on ``y``; returns its width."""
    h = size * 1.5
    if kind == "level":
        w = size * 1.6
        tower(d, x, y + h / 2, w, h / 6 - 1, 3, {1, 2, 3})
        d.text((x + w + 4, y), "3", font=font(size + 4, True), fill=INK, anchor="lm")
        return w + 4 + width("3", size + 4, True)
    if kind == "people":
        chip(d, (x, y - h / 2, x + h, y + h / 2), Nation.ASSYRIANS, locale, size)
        return h
    if kind == "position":
        return text(d, (x, y), "1 2 3", size, bold=True, anchor="lm")
    if kind == "builder":
        pawn(d, x + h * 0.36, y + h / 2, h)
        return h * 0.72
    if kind == "hand":
        return hand_icon(d, x, y, h)
    card = size + 8
    temple_card(d, (x, y - card / 2, x + card, y + card / 2), 5, False, size)
    temple_card(d, (x + card + 4, y - card / 2, x + 2 * card + 4, y + card / 2), 2, True, size)
    return 2 * card + 4


def legend(
    d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], locale: str, size: int
) -> None:
    """Every symbol of the picture with what it means, in as few lines as ``box``'s width
    allows (the players' tokens are keyed by their names on the panels)."""
    x0, y0, x1, _ = box
    line = size * 1.5 + 6
    for row, kinds in enumerate(_legend_rows(locale, size, x1 - x0)):
        x, y = x0, y0 + line / 2 + row * line
        for kind in kinds:
            x += _key_icon(d, kind, x, y, size, locale) + 8
            words = t(f"render.babel.key.{kind}", locale)
            x += text(d, (x, y), words, size, anchor="lm", max_w=x1 - x, min_size=size) + KEY_GAP


KEY_GAP = 24  # between two keys on a line


def _legend_rows(locale: str, size: int, room: float) -> list[list[str]]:
    """The keys packed into lines: each, widest first, on the first line with room for it;
    each line then in the keys' own order."""
    need = {
        kind: _key_icon_width(kind, size)
        + 8
        + width(clean(t(f"render.babel.key.{kind}", locale)), size)
        for kind in KEYS
    }
    rows: list[list[str]] = []
    used: list[float] = []
    for kind in sorted(KEYS, key=lambda k: -need[k]):
        for i, taken in enumerate(used):
            if taken + KEY_GAP + need[kind] <= room:
                rows[i].append(kind)
                used[i] += KEY_GAP + need[kind]
                break
        else:
            rows.append([kind])
            used.append(need[kind])
    return [sorted(row, key=KEYS.index) for row in rows]


def _key_icon_width(kind: str, size: int) -> float:
    h = size * 1.5
    widths = {
        "level": size * 1.6 + 4 + width("3", size + 4, True),
        "people": h,
        "position": width("1 2 3", size, True),
        "builder": h * 0.72,
        "hand": h * 0.7,
        "pile": 2 * (size + 8) + 4,
    }
    return widths[kind]


def legend_height(locale: str, size: int, room: float) -> float:
    """How tall ``legend`` draws in ``room`` pixels of width."""
    return len(_legend_rows(locale, size, room)) * (size * 1.5 + 6)


# -- the phone picture ---------------------------------------------------------------------


def draw_phone(view: BaseModel, names: Sequence[str], locale: str = "en") -> Image.Image:
    """What the turn is about, readable 412 px wide: whose turn and what is owed, both
    players' scores, hands, builders and temple piles, the five sites with every temple level
    and people stack (positions numbered), the stocks and the legend; nothing smaller than
    ``PHONE_MIN`` px on a picture ``PW`` px wide."""
    v = as_view(view)
    img = _phone_base(locale, _seats(names)).copy()
    d = ImageDraw.Draw(img)
    name = _namer(names)
    letters = owner_letters(names)
    # the band and the status
    right = float(PW - PM)
    if v.ended is not None:
        right -= (
            _tag(d, (right, P_BAND_H / 2), t("render.babel.over", locale), CARD, right=True) + 10
        )
    elif v.final_phase:
        right -= (
            _tag(d, (right, P_BAND_H / 2), t("render.babel.final.short", locale), WARN, right=True)
            + 10
        )
    title = t("render.babel.title", locale) + " · " + t("render.babel.turn", locale, turn=v.turn)
    text(
        d,
        (PM + 4, P_BAND_H / 2),
        title,
        26,
        bold=True,
        fill=ON_BAND,
        anchor="lm",
        max_w=right - PM - 12,
        min_size=PHONE_MIN,
    )
    words, colour = _status(v, name, locale)
    lines = wrap(words, 22, True, PW - 2 * PM - 28, 2)
    if v.final_phase and v.ended is None and v.pending is None and len(lines) == 1:
        lines.append(t("render.babel.final", locale))
    box = (PM, P_BANNER_Y, PW - PM, P_BANNER_Y + P_BANNER_H)
    ink = INK
    if colour == ALERT:
        d.rounded_rectangle(box, radius=10, fill=ALERT)
        ink = ink_on(ALERT)
    else:
        d.rounded_rectangle(box, radius=10, fill=tint(colour, 0.8), outline=colour, width=3)
    rows = len(lines)
    for i, row in enumerate(lines):
        y = P_BANNER_Y + P_BANNER_H / 2 + (i - (rows - 1) / 2) * 28
        first = i == 0 or colour != ACCENT  # a second line under whose turn: the final phase
        text(
            d,
            (PM + 14, y),
            row,
            22 if first else 20,
            bold=first,
            fill=ink,
            anchor="lm",
            max_w=PW - 2 * PM - 28,
            min_size=PHONE_MIN,
        )
    for seat in (0, 1):
        _kept_card(img, v, seat, name(seat), letters[seat], locale)
    _phone_sites(d, v, locale)
    _phone_stocks(d, v, locale)
    return img


@lru_cache(maxsize=32)
def _phone_base(locale: str, names: tuple[str, str]) -> Image.Image:
    """The phone picture's static layer (as ``_board_base`` for the board)."""
    img = Image.new("RGB", (PW, PH), PAPER)
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, PW, P_BAND_H), fill=BAND)
    _phone_sites_base(d, owner_letters(names), locale)
    d.rounded_rectangle(
        (PM, P_STOCK_Y, PW - PM, P_STOCK_Y + P_STOCK_H), radius=10, fill=CARD, outline=LINE, width=2
    )
    for key, (x, _) in zip(STOCK_KEYS, _phone_stock_slots(locale), strict=True):
        text(
            d,
            (x, P_STOCK_Y + 22),
            t(f"render.babel.{key}", locale),
            PHONE_MIN,
            bold=True,
            fill=MUTED,
            anchor="lm",
            max_w=200,
            min_size=PHONE_MIN,
        )
    _discard_chips(d, PM + 12, P_STOCK_Y + 56, (PW - 2 * PM - 24) / 5, 26, 20, locale)
    legend(d, (PM, P_LEGEND_Y, PW - PM, PH), locale, PHONE_MIN)
    return img


def _clear_bases() -> None:
    _board_base.cache_clear()
    _phone_base.cache_clear()
    _person.cache_clear()


CACHE_CLEARERS.append(_clear_bases)

STOCK_KEYS = ("quarry", "deck", "discard")


@lru_cache(maxsize=8)
def _phone_stock_slots(locale: str) -> list[tuple[float, float]]:
    """Where the phone picture's three stock labels and their counts start."""
    out = []
    x = float(PM + 12)
    for key in STOCK_KEYS:
        words, size = fit(t(f"render.babel.{key}", locale), 200, PHONE_MIN, True, PHONE_MIN)
        label = x
        x += width(words, size, True) + 8
        out.append((label, x))
        x += width("00", 24, True) + 26
    return out


def _tag(
    d: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    words: str,
    colour: RGB,
    *,
    right: bool = False,
    max_w: float = 400,
) -> float:
    """A badge centred on ``xy[1]`` whose words never shrink below ``PHONE_MIN`` (cut
    short instead); returns its width."""
    words, size = fit(words, max_w - 20, PHONE_MIN + 2, True, PHONE_MIN)
    w = width(words, size, True) + 20
    h = size + 14
    x, y = xy
    if right:
        x -= w
    d.rounded_rectangle((x, y - h / 2, x + w, y + h / 2), radius=h // 3, fill=colour)
    note_marker(d, (x, y - h / 2, x + w, y + h / 2), f"badge {words}")
    d.text((x + w / 2, y), words, font=font(size, True), fill=ink_on(colour), anchor="mm")
    return w


def _kept_card(
    img: Image.Image, v: BabelView, seat: int, who: str, letter: str, locale: str
) -> None:
    """A player's card on the phone picture, drawn again only when what it shows changed (a
    move changes one card): kept by the player's part of the view and the card's words."""
    y0 = P_CARDS_Y + seat * (P_CARD_H + 8)
    acting = v.ended is None and v.current == seat
    shows = (v.players[seat].model_dump_json(), acting, tuple(_tags(v, seat, locale)))

    def draw(cd: ImageDraw.ImageDraw) -> None:
        _phone_card(cd, v, seat, who, letter, y0, locale)

    key = ("babel.card", seat, who, letter, locale, *shows)
    static_part(img, (0, y0 - 4, PW, y0 + P_CARD_H + 4), key, draw)


def _phone_card(
    d: ImageDraw.ImageDraw, v: BabelView, seat: int, who: str, letter: str, y0: float, locale: str
) -> None:
    p = v.players[seat]
    x0, x1 = PM, PW - PM
    current = v.ended is None and v.current == seat
    d.rounded_rectangle(
        (x0, y0, x1, y0 + P_CARD_H),
        radius=10,
        fill=CARD,
        outline=ACCENT if current else LINE,
        width=4 if current else 2,
    )
    pad = 12
    r1, r2, r3, r4, r5 = (y0 + 22 + k * 32 for k in range(5))
    sw = text(d, (x1 - pad, r1 + 4), str(p.score), 44, bold=True, anchor="rm")
    lw = text(
        d,
        (x1 - pad, r2 + 2),
        t("render.babel.score", locale),
        PHONE_MIN,
        fill=MUTED,
        anchor="rm",
        max_w=120,
        min_size=PHONE_MIN,
    )
    owner_token(d, x0 + pad + 15, r1, 15, seat, letter, PHONE_MIN + 2)
    text(
        d,
        (x0 + pad + 40, r1),
        who,
        24,
        bold=True,
        anchor="lm",
        max_w=x1 - pad - sw - 16 - (x0 + pad + 40),
        min_size=PHONE_MIN,
    )
    tx = float(x0 + pad)
    limit = x1 - pad - lw - 16
    for words, colour in _tags(v, seat, locale):
        if limit - tx < 60:
            break
        tx += _tag(d, (tx, r2), words, colour, max_w=limit - tx) + 8
    if p.migrated and limit - tx > 60:
        text(
            d,
            (tx, r2),
            _migrated(p, locale),
            PHONE_MIN,
            fill=MUTED,
            anchor="lm",
            max_w=limit - tx,
            min_size=PHONE_MIN,
        )
    hx = x0 + pad + hand_icon(d, x0 + pad, r3, 26) + 8
    hx += text(d, (hx, r3), t("render.babel.hand", locale, count=p.hand_size), 20, anchor="lm")
    bx = hx + 24
    pawn(d, bx + 10, r3 + 14, 28)
    text(
        d,
        (bx + 28, r3),
        _builder_words(p, locale),
        20,
        anchor="lm",
        max_w=x1 - pad - bx - 28,
        min_size=PHONE_MIN,
    )
    _pile(d, p, x0 + pad, r4, x1 - pad, 20, locale)
    if p.foundation:
        text(
            d,
            (x0 + pad, r5),
            _foundation(p, locale),
            PHONE_MIN,
            fill=MUTED,
            anchor="lm",
            max_w=x1 - x0 - 2 * pad,
            min_size=PHONE_MIN,
        )


def _phone_sites_base(d: ImageDraw.ImageDraw, letters: tuple[str, str], locale: str) -> None:
    head = P_HEAD_Y + 13
    text(
        d,
        (PM + 8 + (P_SITE_W - 8) / 2, head),
        t("render.babel.column.site", locale),
        PHONE_MIN,
        bold=True,
        fill=MUTED,
        anchor="mm",
        max_w=P_SITE_W - 8,
        min_size=PHONE_MIN,
    )
    text(
        d,
        (P_TOWER_X + 30, head),
        t("render.babel.column.temple", locale),
        PHONE_MIN,
        bold=True,
        fill=MUTED,
        anchor="mm",
        max_w=P_CHIPS_X - P_TOKEN_X + 10,
        min_size=PHONE_MIN,
    )
    text(
        d,
        (P_CHIPS_X, head),
        t("render.babel.column.stack", locale),
        PHONE_MIN,
        bold=True,
        fill=MUTED,
        anchor="lm",
        max_w=PW - PM - P_CHIPS_X,
        min_size=PHONE_MIN,
    )
    for idx, nation in enumerate(NATIONS):
        y0 = P_SITES_Y + idx * P_SITE_H
        _site_label(
            d, nation, (PM, y0, PM + P_SITE_W, y0 + 2 * P_LINE_H), 34, 22, PHONE_MIN, locale
        )
        d.rounded_rectangle(
            (PM + P_SITE_W + 2, y0, PW - PM, y0 + 2 * P_LINE_H), radius=8, fill=CARD, outline=LINE
        )
        d.line((PM + P_SITE_W + 8, y0 + P_LINE_H, PW - PM - 6, y0 + P_LINE_H), fill=FAINT, width=2)
        for seat in (0, 1):
            top = y0 + seat * P_LINE_H
            owner_token(d, P_TOKEN_X, top + P_LINE_H / 2, 15, seat, letters[seat], PHONE_MIN)
            tower(d, P_TOWER_X, top + P_LINE_H - 5, 40, 5, 0, set())


def _phone_sites(d: ImageDraw.ImageDraw, v: BabelView, locale: str) -> None:
    for idx in range(len(NATIONS)):
        for seat in (0, 1):
            p = v.players[seat]
            side = p.sites[idx]
            top = P_SITES_Y + idx * P_SITE_H + seat * P_LINE_H
            mid = top + P_LINE_H / 2
            if p.builder == side.site:
                pawn(d, P_PAWN_X, top + P_LINE_H - 6, 38)
            tower(d, P_TOWER_X, top + P_LINE_H - 5, 40, 5, side.level, set(side.temple), False)
            figure = str(side.level) if side.level else DASH
            d.text(
                (P_LEVEL_X, mid),
                figure,
                font=font(30, True),
                fill=INK if side.level else MUTED,
                anchor="mm",
            )
            _stack(
                d,
                side.people,
                P_CHIPS_X,
                PW - PM - 6,
                top + 3,
                26,
                (PHONE_MIN, PHONE_MIN),
                34,
                25,
                locale,
            )


def _phone_stocks(d: ImageDraw.ImageDraw, v: BabelView, locale: str) -> None:
    counts = (v.quarry_size, v.deck_size, sum(v.discard.values()))
    for (_, x), count in zip(_phone_stock_slots(locale), counts, strict=True):
        text(d, (x, P_STOCK_Y + 22), str(count), 24, bold=True, anchor="lm")
    _discard_counts(d, v, PM + 12, P_STOCK_Y + 56, (PW - 2 * PM - 24) / 5, 26, 20)


def draw_both(
    view: BaseModel, names: Sequence[str], locale: str = "en"
) -> tuple[Image.Image, Image.Image]:
    """The board and the phone picture, each from its cached static layer."""
    return draw_board(view, names, locale), draw_phone(view, names, locale)


def history(view: BaseModel) -> list[tuple[int, ...]]:
    """The score race: both scores at the end of each turn."""
    return [tuple(x) for x in as_view(view).history]


def marks() -> list[tuple[int, str]]:
    """Reference lines on the score race: the thresholds that end the game."""
    return [
        (FINAL_TARGET, "render.babel.mark.final"),
        (TARGET, "render.babel.mark.target"),
        (LOW_MARK, "render.babel.mark.low"),
    ]


PICTURES = Renderer(
    board=draw_board, phone=draw_phone, both=draw_both, history=history, marks=marks()
)
