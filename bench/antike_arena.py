"""Antike balance runs from the command line: AI-against-AI games, one JSON line per run.

``python -m bench.antike_arena --players 4 --side west --games 50 --seed s --ai heuristic``
prints what ``rules.antike.ai.arena.run`` returns: games, errors, rounds, wins per nation,
per seat and per place in turn order (the start nation is place 0).
"""

from __future__ import annotations

import argparse
import json
import sys

from rules.antike.ai.arena import run


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.antike_arena")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--side", default="west")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--start", type=int, default=0)
    p.add_argument("--seed", default="arena")
    p.add_argument("--ai", default="heuristic", help="comma list, one per seat (cycled)")
    p.add_argument("--two-players", choices=("teams", "doubled"), default="teams")
    args = p.parse_args(argv)
    ais = [a.strip() for a in args.ai.split(",") if a.strip()]
    print(
        json.dumps(
            run(args.players, args.side, args.games, args.seed, ais, args.start, args.two_players)
        )
    )
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
