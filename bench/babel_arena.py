"""Babel strength runs: the heuristic AI against uniform random play, one JSON line per run.

``python -m bench.babel_arena --games 200`` plays the 200 seeded games the issue's target
names (the heuristic wins at least 80% of them): game ``i`` is set up from the seed
``strength-<i>`` and the heuristic takes seat ``i % 2``, so the first player's edge cancels
out. The test suite plays the first few dozen of the same games
(tests/rules/test_babel_ai_strength.py); this runs the long sample.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from rules.babel import GAME


def play(seed: str, heuristic_seat: int) -> tuple[int, ...]:
    """The winners of one game between the heuristic (at ``heuristic_seat``) and random play."""
    state = GAME.setup(2, GAME.options(), seed)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        seat = min(GAME.active_seats(state))
        kind = "heuristic" if seat == heuristic_seat else "random"
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, GAME.ais[kind](GAME.view(state, seat), legal, rng)).state
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.winners


def heuristic_wins(games: int, first: int = 0, prefix: str = "strength") -> int:
    """How many of games ``first`` .. ``first + games - 1`` the heuristic won outright."""
    return sum(play(f"{prefix}-{i}", i % 2) == (i % 2,) for i in range(first, first + games))


def run(games: int, first: int, prefix: str) -> dict[str, Any]:
    started = time.perf_counter()
    wins = heuristic_wins(games, first, prefix)
    return {
        "games": games,
        "first": first,
        "seed": prefix,
        "heuristic_wins": wins,
        "share": round(wins / games, 4) if games else None,
        "seconds": round(time.perf_counter() - started, 2),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.babel_arena", description=__doc__)
    p.add_argument("--games", type=int, default=200, help="how many games (default 200)")
    p.add_argument("--first", type=int, default=0, help="the first game's number")
    p.add_argument("--seed", default="strength", help="the seeds' prefix: <seed>-<number>")
    args = p.parse_args(argv)
    print(json.dumps(run(args.games, args.first, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
