"""Polis' board picture: drawing time and PNG size, board and phone crop.

    .venv/bin/python -m bench.polis_render

Positions come from ``bot.render.sample_views`` (seeded games, battles included); the board's
times are ``bot.render.bench_render`` (drawing and PNG encoding, after one warm-up board that
lays out the provinces). The crop's times include the first picture of each zoom window.
"""

from __future__ import annotations

import statistics
import time

from bot.render import bench_render, render_board, render_focus, sample_views

NAMES = ("Ἀλέξανδρος", "Giulia Bianchi")


def main() -> None:
    views = sample_views(120, game_id="polis")
    start = time.perf_counter()
    render_board("polis", views[0], NAMES)
    first = time.perf_counter() - start
    board = bench_render(200, "polis")
    sizes: list[int] = []
    crop_sizes: list[int] = []
    crop_ms: list[float] = []
    for v in views:
        sizes.append(len(render_board("polis", v, NAMES)))
        start = time.perf_counter()
        crop_sizes.append(len(render_focus("polis", v, NAMES) or b""))
        crop_ms.append((time.perf_counter() - start) * 1000)
    print(f"first board (province layout + drawing): {first:.2f} s")
    print(f"board: p50 {board['p50_ms']} ms, p99 {board['p99_ms']} ms over {int(board['n'])}")
    print(f"board PNG: median {int(statistics.median(sizes))} B, max {max(sizes)} B")
    print(f"crop: median {statistics.median(crop_ms):.1f} ms, max {max(crop_ms):.1f} ms")
    print(f"crop PNG: median {int(statistics.median(crop_sizes))} B, max {max(crop_sizes)} B")


if __name__ == "__main__":
    main()
