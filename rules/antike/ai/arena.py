"""AI-against-AI games on the engine, with what balance questions need: the winning nation,
its seat and place in turn order, and the length of the game.

``run`` plays the games and returns one JSON-ready mapping: games, errors, rounds, wins per
nation, per seat and per place in turn order (the start nation is place 0). A game that has
not ended after ``MAX_TURNS`` nation turns counts as an error, never as a result. The command
line for it is ``python -m bench.antike_arena`` (kept out of ``rules/``, which does no I/O).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from rules.antike.engine import Antike, AntikeOptions
from rules.core.policy import AIPolicy

MAX_TURNS = 3_000


@dataclass
class Result:
    winner_nation: str | None = None
    winner_seat: int | None = None
    winner_place: int | None = None
    rounds: int = 0
    actions: int = 0
    error: str | None = None
    nations: list[str] = field(default_factory=list)
    seats: list[int] = field(default_factory=list)


def play(
    game: Antike,
    players: int,
    options: AntikeOptions,
    seed: str,
    policies: Sequence[AIPolicy],
) -> Result:
    """One game; ``policies[seat]`` plays each seat."""
    s = game.setup(players, options, seed)
    rng = random.Random(f"{seed}:ai")
    res = Result(nations=[n.id for n in s.nations], seats=[n.seat for n in s.nations])
    try:
        while game.outcome(s) is None:
            if s.turn > MAX_TURNS:
                raise RuntimeError(f"no winner after {MAX_TURNS} turns")
            seat = min(game.active_seats(s))
            legal = game.legal_actions(s, seat)
            if not legal:
                raise RuntimeError(f"seat {seat} has no legal action")
            a = policies[seat](game.view(s, seat), legal, rng)
            s = game.apply(s, seat, a).state
            res.actions += 1
    except Exception as exc:  # a run reports every failure, it never stops
        res.error = repr(exc)
    res.rounds = s.round
    if s.winner is not None:
        res.winner_nation = s.nations[s.winner].id
        res.winner_seat = s.nations[s.winner].seat
        res.winner_place = s.winner
    return res


def run(
    players: int,
    side: str,
    games: int,
    seed: str,
    ais: list[str],
    start: int = 0,
    two_players: Literal["teams", "doubled"] = "teams",
) -> dict[str, Any]:
    """``two_players`` is the 2-player form: two nations per seat, or one doubled nation."""
    game = Antike()
    from rules.antike.ai import AIS, heuristic_ai

    table = {**AIS, "simple": heuristic_ai}  # the engine helper's first AI, for comparison
    policies = [table[ais[i % len(ais)]] for i in range(players)]
    opts = AntikeOptions(side=side, two_players=two_players)
    nations: Counter[str] = Counter()
    seats: Counter[int] = Counter()
    places: Counter[int] = Counter()
    plays: Counter[str] = Counter()
    errors: list[str] = []
    rounds: list[int] = []
    for g in range(start, start + games):
        r = play(game, players, opts, f"{seed}:{g}", policies)
        plays.update(r.nations)
        if r.error is not None or r.winner_nation is None:
            errors.append(f"game {g}: {r.error}")
            continue
        rounds.append(r.rounds)
        nations[r.winner_nation] += 1
        seats[r.winner_seat or 0] += 1
        places[r.winner_place or 0] += 1
    return {
        "players": players,
        "side": side,
        "ai": ais,
        **({"two_players": two_players} if players == 2 else {}),
        "games": games,
        "finished": len(rounds),
        "errors": len(errors),
        "error_samples": errors[:3],
        "rounds_mean": round(sum(rounds) / len(rounds), 1) if rounds else None,
        "rounds_max": max(rounds, default=None),
        "wins_nation": dict(sorted(nations.items())),
        "wins_seat": {f"seat{k}": seats[k] for k in range(players)},
        "wins_place": {f"place{k}": places[k] for k in sorted(places)},
    }
