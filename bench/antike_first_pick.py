"""Antike's doubled-materials game: an arena cell (``bench.arena.run_cell``) and how often the
player who picks the first start city wins it.

``python -m bench.antike_first_pick --seats strong,heuristic --games 100 --option side=east``
plays the cell as ``python -m bench.arena --game antike --players 2 --option
two_players=doubled`` would (same seeds, same seats) and prints two JSON lines: the arena's,
then the first picker's wins and rate with its Wilson 95 % interval, split by the kind that
picked first. Game ``i`` is set up from the seed ``<prefix>-<i>`` with kind ``j`` in seat
``(j + i) % 2``; the setup tells who picks first.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any

from bench.arena import _options, run_cell, wilson
from rules.core.levels import AIKind, parse_kind
from rules.games import get_game


def first_picker(cell: dict[str, Any], kinds: Sequence[str], first: int = 0) -> dict[str, Any]:
    """The first picker's share of ``cell``'s games (``per_game`` kept), by kind."""
    game = get_game("antike")
    opts = game.options(cell["options"])
    wins = 0.0
    by_kind: dict[str, list[float]] = {k: [0.0, 0.0] for k in kinds}
    for i, shares in enumerate(cell["per_game"], start=first):
        s = game.setup(2, opts, f"{cell['prefix']}-{i}")
        seat = s.nations[s.pending[0].nation].seat
        j = (seat - i) % 2 % len(kinds)  # the listed kind in that seat
        wins += shares[j]
        by_kind[kinds[j]][0] += shares[j]
        by_kind[kinds[j]][1] += 1
    n = len(cell["per_game"])
    lo, hi = wilson(wins, n)
    return {
        "first_picker": {
            "games": n,
            "wins": wins,
            "rate": round(wins / n, 3) if n else None,
            "ci95": [round(lo, 3), round(hi, 3)],
            "by_kind_picking_first": {
                k: {"games": int(g), "wins": w, "rate": round(w / g, 3) if g else None}
                for k, (w, g) in by_kind.items()
            },
        }
    }


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="antike_first_pick", description=__doc__.split("\n\n")[0])
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--seats", default="strong,heuristic")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--first", type=int, default=0)
    p.add_argument("--prefix", default="arena")
    args = p.parse_args(argv)
    game = get_game("antike")
    options = {**_options(args.option), "two_players": "doubled"}
    kinds = []
    for k in args.seats.split(","):
        kind = parse_kind(game, k)
        if kind.base == "strong" and kind.iterations is None and game.search is not None:
            kind = AIKind("strong", iterations=game.search.arena_iterations)
        kinds.append(str(kind))
    cell = run_cell("antike", 2, options, kinds, args.games, prefix=args.prefix, first=args.first)
    pick = first_picker(cell, kinds, args.first)
    del cell["per_game"]
    print(json.dumps(cell), flush=True)
    print(json.dumps(pick), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
