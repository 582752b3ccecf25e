"""Nations self-play: AI-against-AI games on the data's cards, one JSON line per run.

``python -m bench.nations_arena --players 4 --games 200 --seed 1 --ai heuristic`` plays
``games`` seeded games (setup seed ``{seed}:{players}:{g}``) and reports wins per seat, per
first-round turn position, per nation and per AI (a shared top score counts as a tie, and
the engine's tie-break still names one winner), the mean final VP of each seat and AI,
errors (an AI choosing an illegal action or a game not ending) and seconds per game.
``--ai`` is a comma list, cycled over the seats and rotated by one seat each game, so that
every AI sits in every seat. Nations are drawn and chosen by the game itself, so a seat is
not tied to a nation.

With ``--players 1`` (the solo game) a win is a game not lost: the rulebook's only way to
lose alone is to fall below 0 VP; the report adds the hall-of-fame share (10 VP or more).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from typing import Any

from rules.nations import GAME
from rules.nations.engine import NationsOptions

MAX_ACTIONS = 5_000
HALL_OF_FAME = 10  # [Solo Hall of Fame] the lowest rank


def _play(players: int, opts: NationsOptions, seed: str, ais: list[str]) -> dict[str, Any]:
    s = GAME.setup(players, opts, seed)
    first_order = list(s.order)
    rng = random.Random(f"{seed}:ai")
    for _ in range(MAX_ACTIONS):
        if GAME.outcome(s) is not None:
            break
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        a = GAME.ais[ais[seat]](GAME.view(s, seat), legal, rng)
        if a not in legal:
            return {"error": f"seat {seat} ({ais[seat]}) chose an illegal {GAME.notation(a)}"}
        s = GAME.apply(s, seat, a).state
    out = GAME.outcome(s)
    if out is None:
        return {"error": "the game did not end"}
    top = max(out.scores)
    return {
        "winners": list(out.winners),
        "tied": [i for i, v in enumerate(out.scores) if v == top],
        "scores": list(out.scores),
        "nations": [p.nation for p in s.seats],
        "position": [first_order.index(i) for i in range(players)],
    }


def pct(n: int, d: int) -> float:
    return round(100.0 * n / d, 1) if d else 0.0


def run(
    players: int, games: int, seed: str, ais: list[str], opts: NationsOptions
) -> dict[str, Any]:
    seat_wins: Counter[int] = Counter()
    pos_wins: Counter[int] = Counter()
    seat_ties: Counter[int] = Counter()
    seat_vp: Counter[int] = Counter()
    nation_wins: Counter[str] = Counter()
    nation_games: Counter[str] = Counter()
    ai_wins: Counter[str] = Counter()
    ai_games: Counter[str] = Counter()
    ai_vp: Counter[str] = Counter()
    errors: list[str] = []
    fame = 0
    start = time.perf_counter()
    for g in range(games):
        seated = [ais[(i + g) % len(ais)] for i in range(players)]
        r = _play(players, opts, f"{seed}:{players}:{g}", seated)
        if "error" in r:
            errors.append(f"game {g}: {r['error']}")
            continue
        for i in range(players):
            nation_games[r["nations"][i]] += 1
            ai_games[seated[i]] += 1
            seat_vp[i] += r["scores"][i]
            ai_vp[seated[i]] += r["scores"][i]
        for w in r["winners"]:
            seat_wins[w] += 1
            pos_wins[r["position"][w]] += 1
            nation_wins[r["nations"][w]] += 1
            ai_wins[seated[w]] += 1
        if len(r["tied"]) > 1:
            for i in r["tied"]:
                seat_ties[i] += 1
        fame += players == 1 and r["scores"][0] >= HALL_OF_FAME
    played = games - len(errors)
    report: dict[str, Any] = {
        "players": players,
        "games": games,
        "played": played,
        "options": opts.model_dump(),
        "ai": ais,
        "fair_share_pct": round(100.0 / players, 1),
        "wins_by_seat_pct": [pct(seat_wins[i], played) for i in range(players)],
        "wins_by_turn_position_pct": [pct(pos_wins[i], played) for i in range(players)],
        "ties_by_seat": [seat_ties[i] for i in range(players)],
        "mean_vp_by_seat": [round(seat_vp[i] / max(played, 1), 1) for i in range(players)],
        "wins_by_nation": {n: f"{nation_wins[n]}/{nation_games[n]}" for n in sorted(nation_games)},
        "wins_by_ai_pct": {a: pct(ai_wins[a], ai_games[a]) for a in sorted(ai_games)},
        "mean_vp_by_ai": {a: round(ai_vp[a] / ai_games[a], 1) for a in sorted(ai_games)},
        "errors": errors[:10],
        "error_count": len(errors),
        "seconds_per_game": round((time.perf_counter() - start) / max(games, 1), 2),
    }
    if players == 1:
        report["solo_not_lost_pct"] = pct(seat_wins[0], played)
        report["solo_hall_of_fame_pct"] = pct(fame, played)
    return report


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.nations_arena")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", default="1")
    p.add_argument("--ai", default="heuristic", help="comma list, cycled over the seats")
    p.add_argument("--cards", default="advanced", choices=["basic", "advanced", "expert"])
    p.add_argument("--boards", default="a", choices=["a", "b"])
    p.add_argument("--level", default="prince", choices=["chieftain", "prince", "king", "emperor"])
    args = p.parse_args(argv)
    ais = [a.strip() for a in args.ai.split(",") if a.strip()]
    opts = NationsOptions(cards=args.cards, boards=args.boards, level=args.level)
    print(json.dumps(run(args.players, args.games, args.seed, ais, opts)))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
