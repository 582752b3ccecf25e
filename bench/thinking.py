"""How long each AI level takes a decision, and the event loop's lag while the strong AI
thinks: ``"ai"`` and ``"loop_lag_thinking"`` in ``strategos bench``.

Decision times: positions along a seeded heuristic game of each game (two players, the
fewest the game allows otherwise), every level asked at each: ``random`` and ``heuristic``
on the seat's view, ``strong`` at the game's arena budget (``SearchSpec.arena_iterations``,
about 0.1 s) and, timed, at its default second (``strong:1s``, a few positions only). p50
and p99 in ms, with the iterations the timed search made.

Loop lag: a loop sleeps 5 ms again and again, as the bot's loop does between answers, while
the strong AI makes timed decisions in its own process (``service.thinking.Thinker``, as
the bot runs it); how late the loop woke is the lag (p50, p99, max).

``python -m bench.thinking [--quick]`` runs this part alone.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from rules.core.levels import AIKind, choose, kinds
from rules.core.search import Search
from rules.games import get_game, registered_games
from service.thinking import Thinker

TICK = 0.005


def _pct(samples: Sequence[float], p: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def _ms(samples: Sequence[float]) -> dict[str, float]:
    if not samples:
        return {"p50_ms": 0.0, "p99_ms": 0.0}
    return {
        "p50_ms": round(statistics.median(samples) * 1e3, 2),
        "p99_ms": round(_pct(samples, 99) * 1e3, 2),
    }


def positions(game_id: str, count: int, seed: str) -> list[tuple[Any, int]]:
    """Positions with a choice along a heuristic game, spread over the whole game."""
    game = get_game(game_id)
    players = max(2, game.min_players)
    state = game.setup(players, game.options(), seed)
    rng = random.Random(seed)
    found: list[tuple[Any, int]] = []
    while game.outcome(state) is None and len(found) < 400:
        seat = min(game.active_seats(state))
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            found.append((state, seat))
        state = game.apply(
            state, seat, game.ais["heuristic"](game.view(state, seat), legal, rng)
        ).state
    step = max(1, len(found) // count)
    return found[::step][:count]


def _after(seconds: float) -> Callable[[int], bool]:
    """A search's ``stop``: true once ``seconds`` have passed from now."""
    deadline = time.monotonic() + seconds
    return lambda _i: time.monotonic() >= deadline


def decision_times(game_id: str, count: int, timed: int) -> dict[str, Any]:
    """Each level's decision time over ``count`` positions; ``timed`` of them also at
    ``strong:1s`` on the clock."""
    game = get_game(game_id)
    spec = game.search
    out: dict[str, Any] = {}
    places = positions(game_id, count, f"think-{game_id}")
    for kind in kinds(game):
        k = AIKind(kind, iterations=spec.arena_iterations if kind == "strong" and spec else None)
        samples = []
        for i, (state, seat) in enumerate(places):
            t0 = time.perf_counter()
            choose(game, k, state, seat, random.Random(i))
            samples.append(time.perf_counter() - t0)
        name = str(k) if kind == "strong" else kind
        out[name] = _ms(samples)
    if spec is not None and timed:
        samples, made = [], []
        for i, (state, seat) in enumerate(places[:timed]):
            search = Search(game, state, seat, game.legal_actions(state, seat), spec, f"t{i}")
            t0 = time.perf_counter()
            search.run(10**6, stop=_after(1.0))
            samples.append(time.perf_counter() - t0)
            made.append(search.report.iterations)
        out["strong:1s"] = {**_ms(samples), "iterations_p50": int(statistics.median(made))}
    return out


async def thinking_lag(seconds: float, games: Sequence[str]) -> dict[str, Any]:
    """The loop's lag while the strong AI thinks in its own process (see the docstring)."""
    thinker = Thinker("process", processes=1)
    lags: list[float] = []
    done = asyncio.Event()

    async def ticker() -> None:
        while not done.is_set():
            t0 = time.perf_counter()
            await asyncio.sleep(TICK)
            lags.append(time.perf_counter() - t0 - TICK)

    async def think() -> int:
        made = 0
        places = [(g, p) for g in games for p in positions(g, 3, f"lag-{g}")]
        end = time.perf_counter() + seconds
        i = 0
        while time.perf_counter() < end:
            game_id, (state, seat) = places[i % len(places)]
            await thinker.decide(get_game(game_id), "strong:0.5s", state, seat, f"lag{i}")
            made += 1
            i += 1
        return made

    try:
        await thinker.decide(get_game(games[0]), "strong:1i", *positions(games[0], 1, "w")[0], "w")
        tick = asyncio.create_task(ticker())
        made = await think()
        done.set()
        await tick
    finally:
        thinker.close()
    return {
        "p50_ms": round(statistics.median(lags) * 1e3, 2),
        "p99_ms": round(_pct(lags, 99) * 1e3, 2),
        "max_ms": round(max(lags) * 1e3, 2),
        "decisions": made,
        "ticks": len(lags),
    }


async def run(quick: bool) -> dict[str, Any]:
    searched = [g for g, game in registered_games().items() if game.search is not None]
    ai = {g: decision_times(g, 6 if quick else 20, 2 if quick else 5) for g in registered_games()}
    lag = await thinking_lag(4.0 if quick else 20.0, searched) if searched else None
    return {"ai": ai, "loop_lag_thinking": lag}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m bench.thinking", description=__doc__.split("\n\n")[0]
    )
    p.add_argument("--quick", action="store_true")
    args = p.parse_args(argv)
    print(json.dumps(asyncio.run(run(args.quick))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
