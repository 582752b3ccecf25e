"""The bot's whole post for a move, for every game, with its pictures and without them.

A move as the bot answers it: the service call (``act``) and the public state message
(``state_message``: embed, summary, buttons, turn pings, and the pictures drawn in the bot's
picture process, ``bot/app/pictures.py``: the phone picture while the match is in play, the
phone picture, the whole board and the score race at its end), with no network. Two players
play random legal moves, match after match; the moves alternate between a post with its
pictures (``bot_post``) and the same post as text only (``bot_post_text_only``: what
``/match settings pictures:turn`` posts after a move that keeps the turn), so both are
measured in the same run over the same kind of positions, and ``pictures_over_text`` is the
ratio of their medians. After each post with pictures of a match still in play, its "Full
board" button is pressed once (``full_board``: the whole board drawn in the picture process
and kept for the presses after it; not part of the post). The picture process is started and
warmed (every map laid out) before the first timed move, as the bot does at start-up.

Meanwhile a ticker sleeps 5 ms again and again on the same event loop and records how much
later than asked it woke (as ``bench/loop_lag.py`` does), counted for the kind of post under
way: ``loop_lag`` with ``pictures`` and ``text_only`` (p99, max in ms). With the pictures
drawn in their own process the loop never waits on drawing, so the two should be alike;
drawn on a thread (``pictures="thread"``) the drawing holds the interpreter lock and the
first is much the worse.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from service import MatchService

GAMES: tuple[str, ...] = ("babel", "duellum", "antike", "nations", "polis")
TICK = 0.005  # seconds the ticker asks to sleep


class Lag:
    """How late the loop woke, by the kind of post under way (``posting``: None between)."""

    def __init__(self) -> None:
        self.posting: bool | None = None  # True: a post with pictures, False: text only
        self.late: dict[bool, list[float]] = {True: [], False: []}

    async def tick(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            t0 = time.perf_counter()
            await asyncio.sleep(TICK)
            if self.posting is not None:
                self.late[self.posting].append(max(0.0, time.perf_counter() - t0 - TICK))

    def figures(self) -> dict[str, dict[str, float]]:
        def of(samples: list[float]) -> dict[str, float]:
            if not samples:
                return {"p99_ms": 0.0, "max_ms": 0.0, "ticks": 0}
            return {
                "p99_ms": round(_pct(samples, 99) * 1e3, 2),
                "max_ms": round(max(samples) * 1e3, 2),
                "ticks": len(samples),
            }

        return {"pictures": of(self.late[True]), "text_only": of(self.late[False])}


def _pct(samples: Sequence[float], p: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def _ms(samples: Sequence[float]) -> dict[str, float]:
    return {
        "p50_ms": round(statistics.median(samples) * 1e3, 2),
        "p99_ms": round(_pct(samples, 99) * 1e3, 2),
    }


async def game_posts(
    svc: MatchService, rt: Any, game_id: str, moves: int, seed: str, lag: Lag | None = None
) -> dict[str, Any]:
    """``moves`` moves of ``game_id`` (at least two), alternately posted with and without
    their pictures; the figures of each kind."""
    from bot.app.present import full_board, state_message
    from rules.games import get_game

    game = get_game(game_id)
    players = [str(n) for n in range(1, max(2, game.min_players) + 1)]
    rng = random.Random(seed)
    timed: dict[bool, list[float]] = {True: [], False: []}
    boards: list[float] = []
    match_id: int | None = None
    n = 0
    while n < max(2, moves):
        if match_id is None or (await svc.status(match_id)).match.status != "active":
            rec = await svc.create(game_id, channel=f"posts-{seed}-{n}", creator=players[0])
            for user in players[1:]:
                await svc.join(rec.id, user)
            await svc.start(rec.id, players[0])
            match_id = rec.id
        info = await svc.status(match_id)
        user = info.to_act[0]
        mine = await svc.status(match_id, user)
        action = rng.choice(mine.legal)
        pictures = n % 2 == 0
        if lag is not None:
            lag.posting = pictures
        t0 = time.perf_counter()
        result = await svc.act(match_id, user, action.model_dump(mode="json"))
        out = await state_message(rt, match_id, result=result, pictures=pictures)
        timed[pictures].append(time.perf_counter() - t0)
        if lag is not None:
            lag.posting = None
        assert bool(out.files) == pictures, (game_id, pictures)
        if pictures and out.view is not None:  # in play: the whole board is a press away
            t0 = time.perf_counter()
            await full_board(rt, match_id, "en")
            boards.append(time.perf_counter() - t0)
        n += 1
    with_pictures, text_only = _ms(timed[True]), _ms(timed[False])
    return {
        "bot_post": with_pictures,
        "bot_post_text_only": text_only,
        "pictures_over_text": round(with_pictures["p50_ms"] / text_only["p50_ms"], 2),
        "bot_post_samples": len(timed[True]) + len(timed[False]),
        "full_board": _ms(boards) if boards else {},
    }


async def bot_posts(
    svc: MatchService,
    moves: int,
    seed: str,
    *,
    pictures: str = "process",
    games: Sequence[str] = GAMES,
    warm: bool = True,
    drawer: Any = None,
) -> dict[str, Any]:
    """``game_posts`` for each game, by game id, with the pictures drawn where the bot draws
    them (``pictures``: "process", or "thread"), and the loop's lag meanwhile
    (``loop_lag``). ``warm``: lay out every map first, as the bot does at start-up;
    ``drawer``: a ``Pictures`` already started to draw in (left running) instead."""
    from bot.app.pictures import Mode
    from bot.app.runtime import Runtime

    mode: Mode = "process" if pictures == "process" else "thread"
    rt = Runtime(svc, pictures=mode)
    if drawer is not None:
        rt.pictures = drawer
    lag, stop = Lag(), asyncio.Event()
    ticker = asyncio.create_task(lag.tick(stop))
    try:
        if warm:
            await rt.warm()
        out: dict[str, Any] = {
            g: await game_posts(svc, rt, g, moves, f"{seed}-{g}", lag) for g in games
        }
    finally:
        stop.set()
        await ticker
        if rt.pictures is not drawer:
            rt.pictures.close()
    out["loop_lag"] = lag.figures()
    return out
