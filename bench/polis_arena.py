"""Polis balance runs with battle counts: AI-against-AI games, one JSON line per run.

``python -m bench.polis_arena --games 400 --seed 1 --ai heuristic`` plays the same games as
``strategos selfplay polis`` with those arguments (the same setup seeds and AI streams) and
prints wins per side, draws, and how often battles start, how many exchanges they last,
how they end (withdrawal, units, deck) and what share of the games saw one.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from typing import Any

from rules.polis import GAME

MAX_ACTIONS = 20_000


def run(games: int, seed: str, ais: list[str]) -> dict[str, Any]:
    wins = Counter({"athens": 0, "sparta": 0})
    draws = battles = exchanges = with_battle = 0
    ends: Counter[str] = Counter()
    attackers = Counter({"athens": 0, "sparta": 0})
    for g in range(games):
        s = GAME.setup(2, GAME.options(), f"{seed}:{g}")
        rng = random.Random(f"{seed}:{g}:ai")
        seen = 0
        for _ in range(MAX_ACTIONS):
            if GAME.outcome(s) is not None:
                break
            seat = min(GAME.active_seats(s))
            legal = GAME.legal_actions(s, seat)
            a = GAME.ais[ais[seat % len(ais)]](GAME.view(s, seat), legal, rng)
            step = GAME.apply(s, seat, a)
            for e in step.events:
                key = e.public.key
                if key == "polis.event.battle":
                    seen += 1
                    attackers["athens" if e.seat == 0 else "sparta"] += 1
                elif key == "polis.event.exchange_result":
                    exchanges += 1
                elif key.startswith("polis.event.battle_over."):
                    ends[key.rsplit(".", 1)[1]] += 1
            s = step.state
        out = GAME.outcome(s)
        assert out is not None, f"game {g} did not finish"
        battles += seen
        with_battle += seen > 0
        if not out.winners:
            draws += 1
        for w in out.winners:
            wins["athens" if w == 0 else "sparta"] += 1
    return {
        "games": games,
        "ai": ais,
        "wins": dict(wins),
        "draws": draws,
        "battles": battles,
        "battles_per_game": round(battles / max(games, 1), 2),
        "games_with_a_battle": with_battle,
        "exchanges_per_battle": round(exchanges / max(battles, 1), 2),
        "attackers": dict(attackers),
        "ends": dict(ends),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.polis_arena")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", default="1")
    p.add_argument("--ai", default="heuristic", help="comma list, one per seat (cycled)")
    args = p.parse_args(argv)
    ais = [a.strip() for a in args.ai.split(",") if a.strip()]
    print(json.dumps(run(args.games, args.seed, ais)))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
