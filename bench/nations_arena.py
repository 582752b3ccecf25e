"""Nations self-play: AI-against-AI games on the data's cards, one JSON line per run.

``python -m bench.nations_arena --players 4 --games 200 --seed 1 --ai heuristic`` plays
``games`` seeded games (setup seed ``{seed}:{players}:{g}``) and reports wins per seat, per
first-round turn position, per nation and per AI (a shared top score counts as a tie, and
the engine's tie-break still names one winner), the mean final VP of each seat and AI,
errors (an AI choosing an illegal action or a game not ending) and seconds per game.
``--ai`` is a comma list, cycled over the seats and rotated by one seat each game, so that
every AI sits in every seat. Nations are drawn and chosen by the game itself, so a seat is
not tied to a nation.

A long run can be cut in parts that add up: ``--first F`` starts at game ``F`` (the seeds
stay those of one run), ``--every K`` prints a partial report line each ``K`` games, and
``--merge FILE...`` adds the last lines of several outputs into one report (each line
carries its raw ``counts``).

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
from pathlib import Path
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


class Tally:
    """The counts behind a report; two tallies of disjoint games add up to one."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.games = 0
        self.seconds = 0.0
        self.c: dict[str, Counter[str]] = {
            k: Counter()
            for k in ("seat", "pos", "tie", "seat_vp", "nation", "nations", "ai", "ais", "ai_vp")
        }
        self.fame = 0
        self.errors: list[str] = []

    def add(self, g: int, seated: list[str], r: dict[str, Any]) -> None:
        self.games += 1
        if "error" in r:
            self.errors.append(f"game {g}: {r['error']}")
            return
        c = self.c
        for i in range(self.players):
            c["nations"][r["nations"][i]] += 1
            c["ais"][seated[i]] += 1
            c["seat_vp"][str(i)] += r["scores"][i]
            c["ai_vp"][seated[i]] += r["scores"][i]
        for w in r["winners"]:
            c["seat"][str(w)] += 1
            c["pos"][str(r["position"][w])] += 1
            c["nation"][r["nations"][w]] += 1
            c["ai"][seated[w]] += 1
        if len(r["tied"]) > 1:
            for i in r["tied"]:
                c["tie"][str(i)] += 1
        self.fame += self.players == 1 and r["scores"][0] >= HALL_OF_FAME

    def merge(self, other: Tally) -> None:
        self.games += other.games
        self.seconds += other.seconds
        for k, counter in other.c.items():
            self.c[k].update(counter)
        self.fame += other.fame
        self.errors += other.errors

    def counts(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "seconds": round(self.seconds, 1),
            "fame": self.fame,
            "errors": self.errors,
            **{k: dict(v) for k, v in self.c.items()},
        }

    @classmethod
    def of(cls, players: int, counts: dict[str, Any]) -> Tally:
        t = cls(players)
        t.games, t.seconds, t.fame = counts["games"], counts["seconds"], counts["fame"]
        t.errors = list(counts["errors"])
        for k in t.c:
            t.c[k].update(counts[k])
        return t

    def report(self, opts: NationsOptions, ais: list[str]) -> dict[str, Any]:
        n, c = self.players, self.c
        played = self.games - len(self.errors)
        seats = [str(i) for i in range(n)]
        out: dict[str, Any] = {
            "players": n,
            "games": self.games,
            "played": played,
            "options": opts.model_dump(),
            "ai": ais,
            "fair_share_pct": round(100.0 / n, 1),
            "wins_by_seat_pct": [pct(c["seat"][i], played) for i in seats],
            "wins_by_turn_position_pct": [pct(c["pos"][i], played) for i in seats],
            "ties_by_seat": [c["tie"][i] for i in seats],
            "mean_vp_by_seat": [round(c["seat_vp"][i] / max(played, 1), 1) for i in seats],
            "wins_by_nation": {
                k: f"{c['nation'][k]}/{c['nations'][k]}" for k in sorted(c["nations"])
            },
            "wins_by_ai_pct": {a: pct(c["ai"][a], c["ais"][a]) for a in sorted(c["ais"])},
            "mean_vp_by_ai": {a: round(c["ai_vp"][a] / c["ais"][a], 1) for a in sorted(c["ais"])},
            "errors": self.errors[:10],
            "error_count": len(self.errors),
            "seconds_per_game": round(self.seconds / max(self.games, 1), 2),
        }
        if n == 1:
            out["solo_not_lost_pct"] = pct(c["seat"]["0"], played)
            out["solo_hall_of_fame_pct"] = pct(self.fame, played)
        return out


def run(
    players: int,
    games: int,
    seed: str,
    ais: list[str],
    opts: NationsOptions,
    first: int = 0,
    every: int = 0,
) -> dict[str, Any]:
    """Games ``first`` to ``first + games - 1`` of the seed; with ``every``, a partial report
    line each ``every`` games (a long run killed early still says what it saw)."""
    tally = Tally(players)
    start = time.perf_counter()
    for g in range(first, first + games):
        seated = [ais[(i + g) % len(ais)] for i in range(players)]
        tally.add(g, seated, _play(players, opts, f"{seed}:{players}:{g}", seated))
        tally.seconds = time.perf_counter() - start
        if every and tally.games % every == 0 and tally.games < games:
            _emit(tally, opts, ais, first)
    return _emit(tally, opts, ais, first)


def _emit(tally: Tally, opts: NationsOptions, ais: list[str], first: int) -> dict[str, Any]:
    report = {**tally.report(opts, ais), "first": first, "counts": tally.counts()}
    print(json.dumps(report))
    sys.stdout.flush()
    return report


def merge(paths: list[str]) -> dict[str, Any]:
    """One report from the last lines of several runs' outputs (disjoint games, same table)."""
    reports = [json.loads(Path(p).read_text().strip().splitlines()[-1]) for p in paths]
    head = reports[0]
    tally = Tally(head["players"])
    for r in reports:
        tally.merge(Tally.of(r["players"], r["counts"]))
    opts = NationsOptions(**head["options"])
    return _emit(tally, opts, head["ai"], min(r["first"] for r in reports))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.nations_arena")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", default="1")
    p.add_argument("--ai", default="heuristic", help="comma list, cycled over the seats")
    p.add_argument("--cards", default="advanced", choices=["basic", "advanced", "expert"])
    p.add_argument("--boards", default="a", choices=["a", "b"])
    p.add_argument("--level", default="prince", choices=["chieftain", "prince", "king", "emperor"])
    p.add_argument("--first", type=int, default=0, help="the first game's number")
    p.add_argument("--every", type=int, default=0, help="a partial report every N games")
    p.add_argument("--merge", nargs="+", metavar="FILE", help="add up earlier runs' reports")
    args = p.parse_args(argv)
    if args.merge:
        merge(args.merge)
        return 0
    ais = [a.strip() for a in args.ai.split(",") if a.strip()]
    opts = NationsOptions(cards=args.cards, boards=args.boards, level=args.level)
    run(args.players, args.games, args.seed, ais, opts, args.first, args.every)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
