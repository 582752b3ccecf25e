"""The event loop's lag while AI turns and board pictures run: ``loop_lag`` in ``strategos bench``.

The bot answers every interaction on one event loop, and each interaction's deferral
(``bot/app/answer.py``) fires from it: any CPU work run on the loop thread delays them all.
This bench loads one loop the way a busy bot does and measures how late it wakes:

- one driver per game (babel, duellum, antike, nations, polis) plays matches of one bench
  player against heuristic AI seats through ``MatchService`` with ``cpu_offload`` on, as the
  bot runs it: a random legal move of the player (``status`` gives the moves), the AI seats'
  answers (``run_cpu``), then the public state message as the bot posts it (``state_message``:
  embed, buttons, board pictures), and the player's private panel;
- a ticker sleeps ``TICK`` (5 ms) again and again and records how much later than asked it
  woke (``loop_lag``: p50, p99, max in ms);
- a ``Reply`` is armed every 0.25 s on a stand-in interaction with the bot's 2-second
  deferral, and the time until it deferred is recorded (``deferral``).

The pictures are drawn where the bot draws them, in its picture process
(``bot/app/pictures.py``). ``python -m bench.loop_lag`` runs this bench alone: ``--inline``
keeps all of it on the loop (the service's ``cpu_offload`` off, every ``Offload`` kind run in
place, the pictures drawn on the loop: how the bot ran before), ``--pictures thread`` draws
them on a worker thread, ``--switch-interval`` sets ``sys.setswitchinterval`` (ms).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import discord

from service import MatchService
from storage import open_store

TICK = 0.005  # seconds the ticker asks to sleep
ARM_EVERY = 0.25  # seconds between two stand-in interactions
DEFER_AFTER = 2.0  # the bot's deferral (``STRATEGOS_DEFER_AFTER``)
GAMES: dict[str, int] = {"babel": 2, "duellum": 2, "antike": 3, "nations": 3, "polis": 2}


def _pct(samples: Sequence[float], p: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def figures_ms(samples: Sequence[float]) -> dict[str, float]:
    if not samples:
        return {"p50_ms": 0.0, "p99_ms": 0.0, "max_ms": 0.0}
    return {
        "p50_ms": round(statistics.median(samples) * 1e3, 2),
        "p99_ms": round(_pct(samples, 99) * 1e3, 2),
        "max_ms": round(max(samples) * 1e3, 2),
    }


class _Response:
    """The part of ``discord.InteractionResponse`` a ``Reply`` uses before it answers."""

    def __init__(self) -> None:
        self.deferred_at: float | None = None

    def is_done(self) -> bool:
        return self.deferred_at is not None

    async def defer(self, **_: Any) -> None:
        self.deferred_at = time.perf_counter()


class _Interaction:
    """A stand-in interaction: a button press nobody answers, so the ``Reply`` defers."""

    type = discord.InteractionType.component

    def __init__(self, n: int) -> None:
        self.id = n
        self.response = _Response()
        self.extras: dict[str, Any] = {}


async def ticker(stop: asyncio.Event, lags: list[float]) -> None:
    while not stop.is_set():
        t0 = time.perf_counter()
        await asyncio.sleep(TICK)
        lags.append(max(0.0, time.perf_counter() - t0 - TICK))


async def deferrals(stop: asyncio.Event, waits: list[float], after: float) -> None:
    """Arm a ``Reply`` every ``ARM_EVERY`` s; each records how long until it deferred."""
    from bot.app.answer import Reply

    async def one(n: int) -> None:
        interaction = _Interaction(n)
        t0 = time.perf_counter()
        reply = Reply(interaction, after=after)  # type: ignore[arg-type]
        while interaction.response.deferred_at is None:
            await asyncio.sleep(0.05)
        waits.append(interaction.response.deferred_at - t0)
        reply.stop()

    tasks: list[asyncio.Task[None]] = []
    n = 0
    while not stop.is_set():
        n += 1
        tasks.append(asyncio.create_task(one(n)))
        await asyncio.sleep(ARM_EVERY)
    for t in tasks:  # the ones armed late still fire: wait for them
        await t


class _Counts:
    def __init__(self) -> None:
        self.moves = 0  # every stored move, the AI seats' too
        self.posts = 0  # state messages (each with its pictures)
        self.panels = 0


async def drive(
    svc: MatchService, rt: Any, game_id: str, seats: int, until: float, counts: _Counts, seed: int
) -> None:
    """Play matches of one bench player against heuristic AI seats until ``until``."""
    from bot.app.present import private_panel, state_message

    rng = random.Random(seed)
    human = f"{900 + seed}"
    n = 0
    while time.perf_counter() < until:
        n += 1
        channel = f"loop:{game_id}:{seed}:{n}:{time.time_ns()}"
        rec = await svc.create(game_id, channel=channel, creator=human, seed=channel)
        for _ in range(seats - 1):
            await svc.add_ai(rec.id, human, "heuristic")
        result = await svc.start(rec.id, human)
        version = result.match.version
        await state_message(rt, rec.id, result=result)
        await svc.posted(result.posts)  # the answer showed what the outbox held for it
        counts.posts += 1
        while time.perf_counter() < until:
            info = await svc.status(rec.id, human)
            if info.match.status != "active" or not info.legal:
                break
            if rng.random() < 0.2:
                await private_panel(rt, rec.id, human, "en")
                counts.panels += 1
            move = rng.choice(info.legal)
            result = await svc.act(rec.id, human, svc_action(move))
            counts.moves += result.match.version - version
            version = result.match.version
            await state_message(rt, rec.id, result=result)
            await svc.posted(result.posts)
            counts.posts += 1


def svc_action(move: Any) -> dict[str, Any]:
    dumped: dict[str, Any] = move.model_dump(mode="json")
    return dumped


async def loop_lag(
    *,
    seconds: float,
    inline: bool = False,
    pictures: str = "process",
    after: float = DEFER_AFTER,
    db: Path | None = None,
    drawer: Any = None,
) -> dict[str, Any]:
    """Load the loop for ``seconds`` with all five games; the lag and deferral figures.

    ``drawer``: a ``Pictures`` already started (and warmed) to draw in, left running."""
    from bot.app import present
    from bot.app.pictures import Mode
    from bot.app.runtime import Runtime
    from bot.render import Drawn, draw_pictures

    real_board_files = present.board_files
    if inline:

        async def on_loop(
            rt: Any,
            game_id: str,
            view: Any,
            names: Sequence[str],
            locale: str,
            *,
            race: bool,
            what: Drawn = "phone",
        ) -> list[discord.File]:
            drawn = draw_pictures(game_id, view, names, locale, race, what)
            return [discord.File(io.BytesIO(png), filename=name) for name, png in drawn]

        present.board_files = on_loop
    rt: Runtime | None = None
    try:
        with tempfile.TemporaryDirectory() as tmp:
            async with await open_store(db or Path(tmp) / "loop.db") as store:
                svc = MatchService(store)
                svc.cpu_offload = not inline
                mode: Mode = "process" if pictures == "process" and not inline else "thread"
                rt = Runtime(svc, pictures=mode)
                if drawer is not None and not inline:
                    rt.pictures = drawer
                await rt.warm()  # as the bot does at start-up, before anyone plays
                if inline:
                    rt.offload.inline_below = float("inf")
                    for kind in ("state", "panel"):
                        for g in GAMES:
                            rt.offload.cost[f"{kind}:{g}"] = 0.0
                stop = asyncio.Event()
                lags: list[float] = []
                waits: list[float] = []
                counts = _Counts()
                started = time.perf_counter()
                until = started + seconds
                tick = asyncio.create_task(ticker(stop, lags))
                armed = asyncio.create_task(deferrals(stop, waits, after))
                drivers = [
                    drive(svc, rt, g, n, until, counts, i) for i, (g, n) in enumerate(GAMES.items())
                ]
                await asyncio.gather(*drivers)
                stop.set()
                await armed
                await tick
                took = time.perf_counter() - started
                offload_inline, offload_threaded = rt.offload.inline, rt.offload.threaded
                offload_cost = {k: round(v * 1e3, 3) for k, v in sorted(rt.offload.cost.items())}
    finally:
        present.board_files = real_board_files
        if rt is not None and rt.pictures is not drawer:
            rt.pictures.close()
    return {
        "loop_lag": {**figures_ms(lags), "ticks": len(lags)},
        "deferral": {
            "after_s": after,
            "p50_s": round(statistics.median(waits), 3) if waits else None,
            "max_s": round(max(waits), 3) if waits else None,
            "samples": len(waits),
        },
        "loop_load": {
            "games": list(GAMES),
            "moves": counts.moves,
            "posts": counts.posts,
            "panels": counts.panels,
            "seconds": round(took, 1),
            "offload": not inline,
            "pictures": "loop" if inline else pictures,
            "switch_interval_ms": round(sys.getswitchinterval() * 1e3, 2),
            # the bot's own CPU work (``Offload``): calls run in place and on a thread, and
            # what each kind recently cost (ms)
            "offload_inline": offload_inline,
            "offload_threaded": offload_threaded,
            "offload_cost_ms": offload_cost,
        },
    }


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.loop_lag", description=__doc__)
    p.add_argument("--seconds", type=float, default=10.0)
    p.add_argument("--inline", action="store_true", help="everything on the loop (as before)")
    p.add_argument("--pictures", choices=("thread", "process"), default="process")
    p.add_argument("--switch-interval", type=float, default=None, help="milliseconds")
    p.add_argument("--after", type=float, default=DEFER_AFTER, help="the deferral, seconds")
    args = p.parse_args(argv)
    if args.switch_interval is not None:
        sys.setswitchinterval(args.switch_interval / 1e3)
    out = asyncio.run(
        loop_lag(seconds=args.seconds, inline=args.inline, pictures=args.pictures, after=args.after)
    )
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
