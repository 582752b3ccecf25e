"""Memory of a long-running service: RSS and the Python heap over many stored actions.

``python -m bench.memory babel --games 200 --db /tmp/m.db [--trace] [--every 1000]``
plays AI games through ``MatchService`` over a store (as ``strategos selfplay --db`` does)
and prints one JSON line each ``--every`` actions: actions so far, RSS (kB, from
``/proc/self/status``), glibc's heap in use and free (``mallinfo2``), and with ``--trace``
tracemalloc's traced bytes. At the end (``--trace``) it lists the source lines whose
allocations grew most between the first report and the last, with their tracebacks, so an
unbounded cache names itself. tracemalloc slows the run several times over: keep ``--games``
small with it.
"""

from __future__ import annotations

import argparse
import asyncio
import ctypes
import ctypes.util
import gc
import json
import sys
import time
import tracemalloc
from typing import Any

from rules.games import get_game
from service.matches import MatchService
from storage import open_store


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def _libc() -> Any:
    name = ctypes.util.find_library("c")
    return ctypes.CDLL(name) if name else None


LIBC = _libc()


def rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def malloc_kb() -> tuple[int, int]:
    """glibc's heap: (bytes in use, bytes free but kept), in kB; (0, 0) elsewhere."""
    if LIBC is None or not hasattr(LIBC, "mallinfo2"):
        return 0, 0
    LIBC.mallinfo2.restype = _MallInfo2
    info = LIBC.mallinfo2()
    return (info.uordblks + info.hblkhd) // 1024, info.fordblks // 1024


def trim() -> None:
    """Hand glibc's free memory back to the system (``malloc_trim``), to tell memory that
    is held from memory that is only kept."""
    if LIBC is not None and hasattr(LIBC, "malloc_trim"):
        LIBC.malloc_trim(0)


async def run(args: argparse.Namespace) -> None:
    game = get_game(args.game)
    players = args.players or game.min_players
    if args.cache is not None:
        import service.core

        service.core.STATE_CACHE_SIZE = args.cache
    if args.trace:
        tracemalloc.start(args.frames)
    first: tracemalloc.Snapshot | None = None
    last: tracemalloc.Snapshot | None = None
    t0 = time.perf_counter()
    actions = reported = 0
    async with await open_store(args.db) as store:
        svc = MatchService(store)
        for g in range(args.games):
            host = f"mem:{g}"
            rec = await svc.create(
                game.id,
                channel=f"mem:{args.seed}:{g}:{time.time_ns()}",
                creator=host,
                options={},
                seed=f"{args.seed}:{g}",
                seat_creator=False,
            )
            for _ in range(players):
                rec = await svc.add_ai(rec.id, host, args.ai)
            await svc.start(rec.id, host)
            actions += len(await store.actions(rec.id))
            if actions - reported >= args.every or g == args.games - 1:
                reported = actions
                gc.collect()
                if args.trim:
                    trim()
                used, kept = malloc_kb()
                line: dict[str, Any] = {
                    "games": g + 1,
                    "actions": actions,
                    "rss_kb": rss_kb(),
                    "malloc_used_kb": used,
                    "malloc_free_kb": kept,
                    "seconds": round(time.perf_counter() - t0, 1),
                }
                line["cached"] = len(svc._states)
                if args.trace:
                    line["traced_kb"] = tracemalloc.get_traced_memory()[0] // 1024
                    snap = tracemalloc.take_snapshot()
                    if first is None:
                        first = snap
                    last = snap
                print(json.dumps(line), flush=True)
    if args.trace and first is not None and last is not None:
        print("largest growth between the first report and the last:", file=sys.stderr)
        for stat in last.compare_to(first, "traceback")[: args.top]:
            size, count = stat.size_diff / 1024, stat.count_diff
            print(f"{size:+.1f} kB in {count:+d} blocks", file=sys.stderr)
            for frame in stat.traceback.format()[-2 * args.frames :]:
                print("    " + frame, file=sys.stderr)


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("game")
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--ai", default="heuristic")
    p.add_argument("--seed", default="mem")
    p.add_argument("--db", required=True, help="a SQLite file or a postgresql:// URL")
    p.add_argument("--every", type=int, default=1000, help="report every N actions")
    p.add_argument("--trace", action="store_true", help="tracemalloc (slow)")
    p.add_argument("--frames", type=int, default=8, help="traceback depth with --trace")
    p.add_argument("--top", type=int, default=12)
    p.add_argument("--trim", action="store_true", help="malloc_trim before each report")
    p.add_argument(
        "--cache", type=int, default=None, help="the service's STATE_CACHE_SIZE for this run"
    )
    asyncio.run(run(p.parse_args(argv)))


if __name__ == "__main__":
    main()
