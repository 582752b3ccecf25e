"""Where a move's phone picture spends its time, for every game: drawing, choosing the
palette, mapping the pixels to it and deflating the PNG (``bot.render.base.to_png``).

``python -m bench.phone_cost [--views 20] [--games polis,antike] [--profile]`` draws the phone
picture of ``--views`` sample positions per game (``bot.render.sample_views``, in turn in
English, Greek and Italian) after ``warm_up``, as the picture process does: ``first`` is
each view's first drawing (a crop or language not seen before lays out its names then),
``again`` the same view drawn once more (everything cached that can be). Medians in ms of
this process' CPU time (``time.process_time``: a busy machine stretches it far less than the
wall clock), and the picture's size. ``--profile`` prints the functions that took longest
over the first drawings of each game (cProfile, cumulative).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import statistics
import time
from typing import Any

from PIL import Image

LOCALES = ("en", "el", "it")
NAMES = ("Ἀλέξανδρος", "Giulia Bianchi")


def _ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1e3, 2)


def game_cost(game_id: str, views: int, profile: bool = False) -> dict[str, Any]:
    from bot.games.registry import front_end
    from bot.render import sample_views
    from bot.render.base import PNG_LEVEL, palette_for

    fe = front_end(game_id)
    assert fe is not None
    r = fe.renderer()

    def phone(view: Any, locale: str) -> Image.Image:
        if r.phone is not None:
            return r.phone(view, NAMES, locale)
        assert r.both is not None
        return r.both(view, NAMES, locale)[1]

    shown = sample_views(views, game_id=game_id)
    first: list[float] = []
    again: list[float] = []
    palette: list[float] = []
    mapping: list[float] = []
    deflate: list[float] = []
    size = (0, 0)
    prof = cProfile.Profile() if profile else None
    for i, view in enumerate(shown):
        locale = LOCALES[i % len(LOCALES)]
        if prof is not None:
            prof.enable()
        t0 = time.process_time()
        img = phone(view, locale)
        first.append(time.process_time() - t0)
        if prof is not None:
            prof.disable()
        t0 = time.process_time()
        img = phone(view, locale)
        again.append(time.process_time() - t0)
        rgb = img.convert("RGB")
        t0 = time.process_time()
        pal = palette_for(rgb)
        t1 = time.process_time()
        small = rgb.quantize(palette=pal, dither=Image.Dither.NONE)
        t2 = time.process_time()
        small.save(io.BytesIO(), format="PNG", optimize=False, compress_level=PNG_LEVEL)
        t3 = time.process_time()
        palette.append(t1 - t0)
        mapping.append(t2 - t1)
        deflate.append(t3 - t2)
        size = img.size
    out: dict[str, Any] = {
        "views": len(shown),
        "size": list(size),
        "draw_first_ms": _ms(first),
        "draw_again_ms": _ms(again),
        "palette_ms": _ms(palette),
        "map_pixels_ms": _ms(mapping),
        "deflate_ms": _ms(deflate),
    }
    out["png_ms"] = round(out["palette_ms"] + out["map_pixels_ms"] + out["deflate_ms"], 2)
    if prof is not None:
        buf = io.StringIO()
        pstats.Stats(prof, stream=buf).sort_stats("cumulative").print_stats(25)
        out["profile"] = buf.getvalue()
    return out


def main(argv: list[str] | None = None) -> None:
    from bench.posts import GAMES
    from bot.render import warm_up

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--views", type=int, default=20)
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args(argv)
    t0 = time.process_time()
    warm_up()
    result: dict[str, Any] = {"warm_up_s": round(time.process_time() - t0, 2)}
    for game_id in args.games.split(","):
        got = game_cost(game_id, args.views, args.profile)
        text = got.pop("profile", None)
        if text:
            print(f"--- {game_id}\n{text}")
        result[game_id] = got
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
