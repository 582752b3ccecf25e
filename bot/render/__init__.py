"""Board images (PNG) drawn with Pillow from a game's public view.

Each game's ``Renderer`` (how to draw its board and, optionally, where its score history
lives for the score race) is in its front end's folder, ``bot/games/<game>/``, found through
``bot.games.registry``; this module draws any of them. Renderers take the view only, never
the full state, and draw nothing that depends on who is looking: the picture is posted for
everyone.

Drawing takes a few tens of milliseconds; callers on the event loop run these functions in
``asyncio.to_thread``.
"""

from __future__ import annotations

import math
import random
import statistics
import threading
import time
from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel

from bot.games.frontend import Renderer
from bot.games.registry import front_end, front_ends
from bot.render.base import DRAW_LOCK, to_png
from bot.render.chart import draw_race


def renderers() -> dict[str, Renderer]:
    """Each game's ``Renderer``, by game id (each game's drawing modules load here)."""
    return {game_id: fe.renderer() for game_id, fe in front_ends().items()}


def has_renderer(game_id: str) -> bool:
    return front_end(game_id) is not None


def _renderer(game_id: str) -> Renderer:
    fe = front_end(game_id)
    if fe is None:
        raise ValueError(f"no board renderer for game {game_id!r}")
    return fe.renderer()


def render_board(game_id: str, view: BaseModel, names: Sequence[str], locale: str = "en") -> bytes:
    """The whole board as PNG bytes; ``names[i]`` is seat ``i``'s display name."""
    r = _renderer(game_id)
    with DRAW_LOCK:
        img = r.board(view, names, locale) if r.both is None else r.both(view, names, locale)[0]
    return to_png(img)


def render_phone(
    game_id: str, view: BaseModel, names: Sequence[str], locale: str = "en"
) -> bytes | None:
    """The phone picture as PNG bytes: what the turn is about, readable 412 px wide, drawn
    from the public view like the board; None for a game that has none."""
    r = _renderer(game_id)
    if r.both is None and r.phone is None:
        return None
    with DRAW_LOCK:
        if r.phone is not None:
            img = r.phone(view, names, locale)
        else:
            assert r.both is not None
            img = r.both(view, names, locale)[1]
    return to_png(img)


def render_focus(
    game_id: str, view: BaseModel, names: Sequence[str], locale: str = "en"
) -> bytes | None:
    """The former name of ``render_phone``."""
    return render_phone(game_id, view, names, locale)


def render_pair(
    game_id: str, view: BaseModel, names: Sequence[str], locale: str = "en"
) -> tuple[bytes | None, bytes]:
    """(phone picture or None, whole board) as PNG bytes, from one drawing where the game
    shares it (``Renderer.both``)."""
    r = _renderer(game_id)
    if r.both is not None:
        with DRAW_LOCK:
            full, phone = r.both(view, names, locale)
        return to_png(phone), to_png(full)
    return render_phone(game_id, view, names, locale), render_board(game_id, view, names, locale)


def render_score_race(
    game_id: str, view: BaseModel, names: Sequence[str], locale: str = "en"
) -> bytes | None:
    """The scores over the turns as a PNG chart; None if the game keeps no score history."""
    r = _renderer(game_id)
    if r.history is None:
        return None
    series = r.history(view)
    if not series:
        return None
    with DRAW_LOCK:
        img = draw_race(names, series, r.marks, locale)
    return to_png(img)


PHONE_FILE = "phone.png"  # shown in the channel's embed
BOARD_FILE = "board.png"  # the whole board: at the end of a match, or asked for by a button
RACE_FILE = "race.png"  # the score race, at the end of a match

Drawn = Literal["phone", "board", "both"]


def draw_pictures(
    game_id: str,
    view: BaseModel,
    names: Sequence[str],
    locale: str = "en",
    race: bool = False,
    what: Drawn = "both",
) -> list[tuple[str, bytes]]:
    """The pictures of a message as (file name, PNG bytes), drawn in one call, so a worker
    thread or process draws them all in one hop (``bot/app/pictures.py``).

    ``what``: ``"phone"``, the phone picture alone (what a move's post shows; the whole board
    instead for a game that draws no phone picture); ``"board"``, the whole board alone (the
    "Full board" button's answer); ``"both"``, the phone picture then the whole board (the
    last post of a match). The first file is the one an embed shows. With ``race``, the
    score race follows."""
    if not has_renderer(game_id):
        return []
    out: list[tuple[str, bytes]] = []
    if what == "both":
        phone, board = render_pair(game_id, view, names, locale)
        if phone is not None:
            out.append((PHONE_FILE, phone))
        out.append((BOARD_FILE, board))
    elif what == "phone" and (phone := render_phone(game_id, view, names, locale)) is not None:
        out.append((PHONE_FILE, phone))
    else:  # the board asked for, or a game without a phone picture
        out.append((BOARD_FILE, render_board(game_id, view, names, locale)))
    if race:
        chart = render_score_race(game_id, view, names, locale)
        if chart is not None:
            out.append((RACE_FILE, chart))
    return out


MAP_OPTIONS = ("map", "side")  # the option that picks a board's side, for the games with one
_WARM_LOCK = threading.Lock()
_warmed = False


def warm_up(locale: str = "en") -> list[tuple[str, str]]:
    """Draw each game (each map side) once, so the first real board is not the slow one.

    The first picture of a map lays out its provinces on the coastlines (a second or more on
    a busy machine), later ones reuse that; a game's ``Renderer.warm`` draws the rest its
    pictures are cut from (Polis' phone map at each zoom level). Every message catalog is
    parsed first: in the picture process a language's first picture would otherwise parse
    its catalog (some 400 ms). The bot runs this on a
    worker thread at start-up; it returns the ``(game, side)`` pairs it drew. A game or side
    that fails to draw is skipped: the real board will say what is wrong. Once per process:
    later calls return [].
    """
    import typing

    from rules.games import get_game

    global _warmed
    with _WARM_LOCK:
        if _warmed:
            return []
        _warmed = True
    from service.i18n import preload

    preload()  # every language's catalog, not only ``locale``'s: a picture process has its own
    warmed: list[tuple[str, str]] = []
    for game_id, renderer in renderers().items():
        try:
            game = get_game(game_id)
        except Exception:  # a game not registered (yet) has nothing to warm
            continue
        fields = type(game.options(None)).model_fields
        option = next((name for name in MAP_OPTIONS if name in fields), None)
        sides: tuple[object, ...] = (None,)
        if option is not None:
            sides = renderer.sides or typing.get_args(fields[option].annotation) or (None,)
        for side in sides:
            raw = {option: side} if option is not None and side is not None else None
            try:
                state = game.setup(game.min_players, game.options(raw), f"warm-{side}")
                view = game.view(state, None)
                names = [f"P{i + 1}" for i in range(game.min_players)]
                render_pair(game_id, view, names, locale)
            except Exception:  # warming is best effort
                continue
            warmed.append((game_id, str(side)))
        if renderer.warm is not None:
            try:
                renderer.warm()
            except Exception:  # as above
                continue
    return warmed


def sample_views(count: int, seed: int = 0, game_id: str = "babel") -> list[BaseModel]:
    """Spectator views of a game's positions from seeded AI games: opening to end, interrupts.

    Where several seats must act at once (Polis' formation cards), the lowest acts first."""
    from rules.games import get_game

    game = get_game(game_id)
    rng = random.Random(seed)
    views: list[BaseModel] = []
    g = 0
    while len(views) < count:
        policy = game.ais["heuristic" if g % 4 == 3 else "random"]
        s = game.setup(2, game.options(None), f"bench-{seed}-{g}")
        g += 1
        for step in range(3000):
            if game.outcome(s) is not None:
                views.append(game.view(s, None))
                break
            seat = min(game.active_seats(s))
            legal = game.legal_actions(s, seat)
            s = game.apply(s, seat, policy(game.view(s, seat), legal, rng)).state
            if step % 9 == 0 or getattr(s, "pending", None):
                views.append(game.view(s, None))
    return views[:count]


def bench_render(n: int, game_id: str = "babel") -> dict[str, float]:
    """Render ``n`` boards from varied positions; milliseconds per PNG (drawing + encoding).

    Positions are made first and not timed; one warm-up render loads the fonts (and lays out
    the map, for a game with one).
    """
    views = sample_views(min(n, 200), game_id=game_id)
    names = ("Ἀλέξανδρος", "Giulia Bianchi")
    render_board(game_id, views[0], names)
    times: list[float] = []
    for i in range(n):
        start = time.perf_counter()
        render_board(game_id, views[i % len(views)], names)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return {
        "n": float(n),
        "p50_ms": round(statistics.median(times), 2),
        "p99_ms": round(times[max(0, math.ceil(len(times) * 0.99) - 1)], 2),
        "mean_ms": round(statistics.fmean(times), 2),
        "max_ms": round(times[-1], 2),
    }


__all__ = [
    "BOARD_FILE",
    "PHONE_FILE",
    "RACE_FILE",
    "Drawn",
    "Renderer",
    "bench_render",
    "draw_pictures",
    "has_renderer",
    "render_board",
    "render_focus",
    "render_pair",
    "render_phone",
    "render_score_race",
    "renderers",
]
