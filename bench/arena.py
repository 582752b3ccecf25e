"""The arena: AI kinds played against each other in any game, seats rotated, with each kind's
win rate and its 95 % interval; and the ladder, the levels rated as players are.

``strategos arena --game babel --seats strong:40i,heuristic --games 100 --jobs 2`` plays 100
seeded games (game ``i`` from the seed ``<prefix>-<i>``; the listed kinds take the seats
rotated by ``i``, so every kind sits in every seat equally often) and prints one JSON line:
per kind its wins (a shared win counts as a share), win rate, Wilson 95 % interval, the
fair share (1 / players) and the ratio to it, and its decision times. Strong budgets are
given in iterations (``strong:40i``) so a run can be replayed exactly; ``SearchSpec.
arena_iterations`` is each game's budget of about 0.1 s a decision.

``--curve 10,40,160`` plays ``strong:<N>i`` against the other listed seats for each N (the
same seeds each time): the win rate against the search's budget.

``strategos arena --game babel --ladder --games 60`` plays every pair of levels (easy,
normal, strong) and prints each level's rating: openskill's Plackett-Luce model, the one the
bot rates players with (``service/ratings.py``), games taken in seed order.

A benchmark, not a test: the test suite plays a handful of these games.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from rules.core.levels import AIKind, choose, parse_kind
from rules.games import get_game

MAX_STEPS = 20_000


@dataclass
class GameResult:
    """One game: who won (by kind position), the scores, the decision times per kind."""

    index: int
    shares: list[float]  # per listed kind (not per seat)
    steps: int
    think: list[list[float]] = field(default_factory=list)  # per listed kind: seconds a decision


def play_one(
    game_id: str,
    players: int,
    options: dict[str, Any],
    kinds: Sequence[str],
    index: int,
    prefix: str,
) -> GameResult:
    """Game ``index``: kind ``j`` (of the listed kinds, repeated to fill the seats) at seat
    ``(j + index) % players``."""
    game = get_game(game_id)
    parsed = [parse_kind(game, k) for k in kinds]
    seated: list[AIKind] = [parsed[0]] * players
    owner = [0] * players  # seat -> listed kind
    for j in range(players):
        seat = (j + index) % players
        seated[seat] = parsed[j % len(parsed)]
        owner[seat] = j % len(parsed)
    seed = f"{prefix}-{index}"
    state = game.setup(players, game.options(options), seed)
    rng = random.Random(seed)
    think: list[list[float]] = [[] for _ in parsed]
    steps = 0
    while (out := game.outcome(state)) is None:
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"{game_id} {seed}: no end after {MAX_STEPS} moves")
        seat = min(game.active_seats(state))
        t0 = time.perf_counter()
        a = choose(game, seated[seat], state, seat, rng)
        think[owner[seat]].append(time.perf_counter() - t0)
        state = game.apply(state, seat, a).state
    shares = [0.0] * len(parsed)
    if out.winners:
        for w in out.winners:
            shares[owner[w]] += 1.0 / len(out.winners)
    else:
        for seat in range(players):
            shares[owner[seat]] += 1.0 / players
    return GameResult(index, shares, steps, think)


def _progress(on: bool, r: GameResult, kinds: Sequence[str]) -> None:
    if on:
        won = ", ".join(f"{k} {s:g}" for k, s in zip(kinds, r.shares, strict=True))
        print(f"game {r.index}: {won} ({r.steps} moves)", file=sys.stderr, flush=True)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % with the default ``z``)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def run_cell(
    game_id: str,
    players: int,
    options: dict[str, Any],
    kinds: Sequence[str],
    games: int,
    *,
    jobs: int = 1,
    prefix: str = "arena",
    first: int = 0,
    progress: bool = False,
) -> dict[str, Any]:
    """Play ``games`` games and sum them up (see the module's docstring); with
    ``progress``, a line on standard error as each game ends."""
    t0 = time.perf_counter()
    indexes = range(first, first + games)
    args = [(game_id, players, options, list(kinds), i, prefix) for i in indexes]
    results: list[GameResult] = []
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for r in pool.map(play_one, *zip(*args, strict=True)):
                results.append(r)
                _progress(progress, r, kinds)
    else:
        for a in args:
            results.append(play_one(*a))
            _progress(progress, results[-1], kinds)
    # a kind listed k times holds k of every game's seats: its fair share is k / players
    per_kind: list[dict[str, Any]] = []
    seats_of = [sum(1 for j in range(players) if j % len(kinds) == i) for i in range(len(kinds))]
    for i, kind in enumerate(kinds):
        if kind in kinds[:i]:
            continue  # the same kind listed twice is summed under its first place
        same = [j for j, k in enumerate(kinds) if k == kind]
        wins = sum(r.shares[j] for r in results for j in same)
        fair = sum(seats_of[j] for j in same) / players
        times = [t for r in results for j in same for t in r.think[j]]
        lo, hi = wilson(wins, games)
        per_kind.append(
            {
                "kind": kind,
                "wins": round(wins, 2),
                "rate": round(wins / games, 3),
                "ci95": [round(lo, 3), round(hi, 3)],
                "fair": round(fair, 3),
                "vs_fair": round(wins / games / fair, 2) if fair else None,
                "think_p50_ms": round(1000 * _pct(times, 0.5), 2),
                "think_p99_ms": round(1000 * _pct(times, 0.99), 2),
            }
        )
    return {
        "game": game_id,
        "players": players,
        "options": options,
        "games": games,
        "prefix": prefix,
        "kinds": per_kind,
        "moves_p50": statistics.median(r.steps for r in results) if results else 0,
        "seconds": round(time.perf_counter() - t0, 1),
        "per_game": [r.shares for r in results],
    }


LADDER = ("random", "heuristic", "strong")


def run_ladder(
    game_id: str,
    players: int,
    options: dict[str, Any],
    games: int,
    *,
    strong: str | None = None,
    jobs: int = 1,
    prefix: str = "ladder",
) -> dict[str, Any]:
    """Every pair of levels plays ``games`` games (rotated seats, the rest of a table filled
    alternately); each level's rating, as the bot rates players."""
    from openskill.models import PlackettLuce

    game = get_game(game_id)
    spec = game.search
    levels = [k for k in LADDER if k in game.ais or (k == "strong" and spec is not None)]
    budget = strong or (f"strong:{spec.arena_iterations}i" if spec is not None else "strong")
    names = {k: (budget if k == "strong" else k) for k in levels}
    model = PlackettLuce()
    ratings = {k: model.rating(name=k) for k in levels}
    pairs = [(a, b) for i, a in enumerate(levels) for b in levels[i + 1 :]]
    cells = []
    for a, b in pairs:
        kinds = [names[a], names[b]]
        cell = run_cell(
            game_id, players, options, kinds, games, jobs=jobs, prefix=f"{prefix}-{a}-{b}"
        )
        cells.append(cell)
        for sa, sb in cell["per_game"]:
            ranks = [0.0, 0.0] if sa == sb else ([0.0, 1.0] if sa > sb else [1.0, 0.0])
            new = model.rate([[ratings[a]], [ratings[b]]], ranks=ranks)
            ratings[a], ratings[b] = new[0][0], new[1][0]
    return {
        "game": game_id,
        "players": players,
        "games_per_pair": games,
        "ratings": {
            names[k]: {
                "mu": round(ratings[k].mu, 2),
                "sigma": round(ratings[k].sigma, 2),
                "ordinal": round(ratings[k].ordinal(), 2),
            }
            for k in levels
        },
        "pairs": [
            {
                "kinds": [c["kinds"][0]["kind"], c["kinds"][1]["kind"]],
                "rate": c["kinds"][0]["rate"],
                "ci95": c["kinds"][0]["ci95"],
            }
            for c in cells
        ],
    }


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="strategos arena", description=__doc__.split("\n\n")[0])
    add_arguments(p)
    return run(p.parse_args(argv))


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--seats", default="strong,heuristic", help="kinds, comma separated")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--first", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--prefix", default="arena")
    p.add_argument("--ladder", action="store_true", help="rate the levels against each other")
    p.add_argument("--progress", action="store_true", help="a line on stderr as each game ends")
    p.add_argument(
        "--curve",
        default=None,
        metavar="N[,N...]",
        help="strong:Ni against the other seats for each N: win rate against iterations",
    )


def _options(pairs: Sequence[str]) -> dict[str, Any]:
    """``--option K=V`` (repeatable); values read as JSON where they can (true, 3)."""
    out: dict[str, Any] = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        try:
            out[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            out[key.strip()] = value
    return out


def run(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    options = _options(args.option)
    if args.ladder:
        print(json.dumps(run_ladder(args.game, args.players, options, args.games, jobs=args.jobs)))
        return 0
    if args.curve:
        rest = args.seats.split(",")[1:] or ["heuristic"]
        for n in (int(x) for x in args.curve.split(",")):
            cell = run_cell(
                args.game,
                args.players,
                options,
                [f"strong:{n}i", *rest],
                args.games,
                jobs=args.jobs,
                prefix=args.prefix,
                first=args.first,
                progress=args.progress,
            )
            mine = cell["kinds"][0]
            line = {
                "game": args.game,
                "players": args.players,
                "options": options,
                "games": args.games,
            }
            print(
                json.dumps(
                    {
                        **line,
                        "iterations": n,
                        **{k: mine[k] for k in ("rate", "ci95", "vs_fair", "think_p50_ms")},
                    }
                ),
                flush=True,
            )
        return 0
    kinds = []
    for k in args.seats.split(","):
        kind = parse_kind(game, k)
        if kind.base == "strong" and kind.seconds is None and kind.iterations is None:
            spec = game.search
            assert spec is not None
            kind = AIKind("strong", iterations=spec.arena_iterations)
        kinds.append(str(kind))
    cell = run_cell(
        args.game,
        args.players,
        options,
        kinds,
        args.games,
        jobs=args.jobs,
        prefix=args.prefix,
        first=args.first,
        progress=args.progress,
    )
    del cell["per_game"]
    print(json.dumps(cell), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
