"""AI-against-AI playouts, straight on the engine or through the service and storage."""

from __future__ import annotations

import random
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from rules.core import RuleError
from rules.core.levels import choose
from rules.games import get_game
from service.matches import MatchService
from storage import open_store
from storage.repository import Location

MAX_ACTIONS = 20_000


@dataclass
class SelfplayReport:
    game: str
    games: int
    ai: list[str]
    players: int
    finished: int = 0
    errors: int = 0
    actions: int = 0
    seconds: float = 0.0
    wins: dict[str, int] = field(default_factory=dict)
    draws: int = 0
    error_samples: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "players": self.players,
            "ai": self.ai,
            "finished": self.finished,
            "errors": self.errors,
            "actions": self.actions,
            "seconds": round(self.seconds, 3),
            "wins": self.wins,
            "draws": self.draws,
        }


def _record_outcome(report: SelfplayReport, winners: tuple[int, ...], wins: Counter[str]) -> None:
    report.finished += 1
    if not winners:
        report.draws += 1
    for w in winners:
        wins[f"seat{w}"] += 1


def run_engine(
    game_id: str, *, games: int, seed: str, players: int, ais: list[str], options: dict[str, Any]
) -> SelfplayReport:
    game = get_game(game_id)
    opts = game.options(options)
    report = SelfplayReport(game=game.id, games=games, ai=ais, players=players)
    wins: Counter[str] = Counter({f"seat{i}": 0 for i in range(players)})
    t0 = time.perf_counter()
    for g in range(games):
        try:
            state = game.setup(players, opts, f"{seed}:{g}")
            rng = random.Random(f"{seed}:{g}:ai")
            for _ in range(MAX_ACTIONS):
                if game.outcome(state) is not None:
                    break
                seat = min(game.active_seats(state))
                legal = game.legal_actions(state, seat)
                if not legal:
                    raise RuntimeError(f"seat {seat} has no legal action")
                a = choose(game, ais[seat % len(ais)], state, seat, rng)
                state = game.apply(state, seat, a).state
                report.actions += 1
            outcome = game.outcome(state)
            if outcome is None:
                raise RuntimeError(f"no result after {MAX_ACTIONS} actions")
            _record_outcome(report, outcome.winners, wins)
        except (RuleError, RuntimeError, AssertionError, ValueError) as exc:
            report.errors += 1
            if len(report.error_samples) < 5:
                report.error_samples.append(f"game {g}: {exc!r}\n{traceback.format_exc(limit=4)}")
    report.seconds = time.perf_counter() - t0
    report.wins = dict(wins)
    return report


async def run_service(
    game_id: str,
    *,
    games: int,
    seed: str,
    players: int,
    ais: list[str],
    options: dict[str, Any],
    db: Location,
) -> SelfplayReport:
    """Every game through the match service: each action is a stored, hashed transaction."""
    game = get_game(game_id)
    report = SelfplayReport(game=game.id, games=games, ai=ais, players=players)
    wins: Counter[str] = Counter({f"seat{i}": 0 for i in range(players)})
    t0 = time.perf_counter()
    async with await open_store(db) as store:
        svc = MatchService(store)
        svc.outbox_posts = False  # nobody reads a channel here
        for g in range(games):
            try:
                host = f"selfplay:{seed}:{g}"
                rec = await svc.create(
                    game.id,
                    channel=f"selfplay:{seed}:{g}:{time.time_ns()}",
                    creator=host,
                    options=options,
                    seed=f"{seed}:{g}",
                    seat_creator=False,
                )
                for i in range(players):
                    rec = await svc.add_ai(rec.id, host, ais[i % len(ais)])
                result = await svc.start(rec.id, host)
                report.actions += len(await store.actions(rec.id))
                if result.outcome is None:
                    raise RuntimeError("the AIs stopped before the end")
                _record_outcome(report, result.outcome.winners, wins)
            except Exception as exc:  # a selfplay run reports every failure, it never stops
                report.errors += 1
                if len(report.error_samples) < 5:
                    report.error_samples.append(
                        f"game {g}: {exc!r}\n{traceback.format_exc(limit=4)}"
                    )
    report.seconds = time.perf_counter() - t0
    report.wins = dict(wins)
    return report
