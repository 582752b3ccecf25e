"""Nations' board picture: drawing time and PNG size, the whole board and the phone picture.

    .venv/bin/python -m bench.nations_render [--positions 100]

Positions come from seeded self-play with 1 to 5 players (one heuristic seat, random seats
otherwise; every seventh position kept, the end included), made first and not timed. Times
are ``bot.render.render_board`` / ``render_focus``: drawing and PNG encoding, after one
warm-up picture of each kind (fonts and glyph checks). Wall-clock and CPU medians are both
printed: on a busy shared machine the CPU time is the picture's own cost.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from pydantic import BaseModel

from bot.render import render_board, render_focus
from rules.nations import GAME

NAMES = ("Ἀλέξανδρος", "Giulia Bianchi", "Ada", "Niccolò", "Zoë")


def positions(count: int, seed: int = 0) -> list[BaseModel]:
    rng = random.Random(seed)
    views: list[BaseModel] = []
    g = 0
    while len(views) < count:
        players = (2, 3, 4, 5, 1)[g % 5]
        cards = "expert" if players == 5 else "advanced"
        s = GAME.setup(players, GAME.options({"cards": cards}), f"bench-nations-{seed}-{g}")
        g += 1
        step = 0
        while GAME.outcome(s) is None:
            seat = min(GAME.active_seats(s))
            legal = GAME.legal_actions(s, seat)
            policy = GAME.ais["heuristic" if seat == 0 else "random"]
            s = GAME.apply(s, seat, policy(GAME.view(s, seat), legal, rng)).state
            if step % 7 == 0:
                views.append(GAME.view(s, None))
            step += 1
        views.append(GAME.view(s, None))
    return views[:count]


def _times(fn: object, views: list[BaseModel]) -> tuple[list[float], list[float], list[int]]:
    """Wall-clock and CPU milliseconds per picture (on a shared machine the CPU time is the
    picture's own cost), and the PNG sizes."""
    ms: list[float] = []
    cpu: list[float] = []
    sizes: list[int] = []
    for v in views:
        names = NAMES[: len(v.seats)]  # type: ignore[attr-defined]
        start, start_cpu = time.perf_counter(), time.process_time()
        out = fn("nations", v, names)  # type: ignore[operator]
        ms.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        sizes.append(len(out or b""))
    return sorted(ms), cpu, sizes


def main() -> None:
    p = argparse.ArgumentParser(prog="python -m bench.nations_render")
    p.add_argument("--positions", type=int, default=100)
    args = p.parse_args()
    views = positions(args.positions)
    start = time.perf_counter()
    render_board("nations", views[0], NAMES[:2])
    render_focus("nations", views[0], NAMES[:2])
    print(f"first board and phone picture (fonts, glyphs): {time.perf_counter() - start:.2f} s")
    for label, fn in (("board", render_board), ("phone picture", render_focus)):
        ms, cpu, sizes = _times(fn, views)
        p99 = ms[max(0, math.ceil(len(ms) * 0.99) - 1)]
        print(
            f"{label}: median {statistics.median(ms):.1f} ms (CPU {statistics.median(cpu):.1f} ms),"
            f" p99 {p99:.1f} ms over {len(ms)} positions;"
            f" PNG median {int(statistics.median(sizes))} B, max {max(sizes)} B"
        )


if __name__ == "__main__":
    main()
