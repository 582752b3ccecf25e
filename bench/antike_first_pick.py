"""Antike's doubled-materials game: how often the player who picks the first start city wins,
read from the arena's JSON line (``python -m bench.arena --game antike --players 2 --option
two_players=doubled ...``).

``python -m bench.antike_first_pick < arena.json`` prints one JSON line: the first picker's
wins and rate with its Wilson 95 % interval, and the same split by the kind that picked first.
The arena's game ``i`` is set up from the seed ``<prefix>-<i>`` with kind ``j`` in seat
``(j + i) % 2``; the setup tells who picks first.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from bench.arena import wilson
from rules.games import get_game


def first_picker(cell: dict[str, Any]) -> dict[str, Any]:
    game = get_game("antike")
    opts = game.options(cell["options"])
    kinds = [k["kind"] for k in cell["kinds"]]
    wins = 0.0
    by_kind: dict[str, list[float]] = {k: [0.0, 0.0] for k in kinds}
    for i, shares in enumerate(cell["per_game"]):
        s = game.setup(2, opts, f"{cell['prefix']}-{i}")
        seat = s.nations[s.pending[0].nation].seat
        j = (seat - i) % 2  # the listed kind in that seat
        wins += shares[j]
        by_kind[kinds[j % len(kinds)]][0] += shares[j]
        by_kind[kinds[j % len(kinds)]][1] += 1
    n = len(cell["per_game"])
    lo, hi = wilson(wins, n)
    return {
        "games": n,
        "first_picker_wins": wins,
        "rate": round(wins / n, 3) if n else None,
        "ci95": [round(lo, 3), round(hi, 3)],
        "by_first_kind": {
            k: {"games": int(g), "first_wins": w, "rate": round(w / g, 3) if g else None}
            for k, (w, g) in by_kind.items()
        },
    }


def main() -> int:
    for line in sys.stdin:
        line = line.strip()
        if line.startswith("{"):
            print(json.dumps(first_picker(json.loads(line))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
