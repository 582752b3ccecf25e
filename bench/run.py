"""Measure engine apply latency and one service action end to end over a big database.

The service action is the real path a Discord command takes: load the match, apply the
action, persist state, hash and log in one transaction. ``sqlite_txn_us`` is a bare SQLite
write transaction of the same state size through the standard library's ``sqlite3`` (no
aiosqlite, no thread hop), measured in the same run on the same database, so the ratios
(``service_over_sqlite`` at p50, ``service_over_sqlite_p99`` at p99) say how much the
service adds on top of the database itself.

Each game's ``bot_post`` and ``bot_post_text_only`` (``bench/posts.py``) are the bot's whole
post for a move, with its pictures and as text only, alternated in the same run, and
``full_board`` a press of the post's Full board button; ``loop_lag_posts`` how late the loop
woke meanwhile, during the posts with pictures and the text-only ones.

``loop_lag`` (``bench/loop_lag.py``) is how late the event loop wakes (p50, p99, max in ms)
while all five games are played against the AI on it as the bot plays them, pictures and all;
``deferral_s`` how long a 2-second deferral armed meanwhile really took.
"""

from __future__ import annotations

import json
import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from rules.games import get_game
from service import MatchService
from storage import Store, open_store
from storage.sqlite import _INSERT_ACTION as INSERT_ACTION
from storage.sqlite import SQL

TARGET_MATCHES = 10_000


def _pct(samples: list[float], p: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def engine_latency(
    game_id: str, games: int, seed: str, timings: dict[str, list[float]] | None = None
) -> tuple[list[float], int]:
    """Apply times over AI games (odd games heuristic, even random), and the largest state.

    ``timings``, when given, also collects ``legal`` (legal_actions) and ``ai`` (the heuristic
    AI's decision) times.
    """
    game = get_game(game_id)
    samples: list[float] = []
    state_bytes = 0
    for g in range(games):
        state = game.setup(2, game.options(), f"{seed}:{g}")
        rng = random.Random(g)
        kind = "heuristic" if g % 2 else "random"
        policy = game.ais[kind]
        for _ in range(20_000):
            if game.outcome(state) is not None:
                break
            seat = min(game.active_seats(state))
            t0 = time.perf_counter()
            legal = game.legal_actions(state, seat)
            t1 = time.perf_counter()
            a = policy(game.view(state, seat), legal, rng)
            t2 = time.perf_counter()
            state = game.apply(state, seat, a).state
            samples.append(time.perf_counter() - t2)
            if timings is not None:
                timings.setdefault("legal", []).append(t1 - t0)
                if kind == "heuristic":
                    timings.setdefault("ai", []).append(t2 - t1)
        state_bytes = max(state_bytes, len(game.dump_state(state)))
    return samples, state_bytes


def _ms(samples: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(statistics.median(samples) * 1e3, 3),
        "p99_ms": round(_pct(samples, 99) * 1e3, 3),
    }


def game_figures(game_id: str, games: int, renders: int) -> dict[str, Any]:
    """Per-game engine, AI and board-picture figures (for games beyond the service bench)."""
    from bot.render import bench_render, has_renderer

    timings: dict[str, list[float]] = {}
    engine, state_bytes = engine_latency(game_id, games, f"bench-{game_id}", timings)
    render = bench_render(renders, game_id) if has_renderer(game_id) else None
    return {
        "engine_apply": _ms(engine),
        "legal_actions": _ms(timings["legal"]),
        "heuristic_ai": _ms(timings.get("ai", [0.0])),
        "render_board": (  # None until the game has a board picture
            {"p50_ms": render["p50_ms"], "p99_ms": render["p99_ms"]} if render else None
        ),
        "state_bytes": state_bytes,
        "actions": len(engine),
    }


async def _fill(store: Store, count: int, seed: str) -> None:
    """Add ``count`` started Babel matches (two seats each) in batches of one transaction."""
    game = get_game("babel")
    batch: list[tuple[str, str, str, str, list[str]]] = []
    for i in range(count):
        state = game.dump_state(game.setup(2, game.options(), f"{seed}:{i}"))
        batch.append(("babel", f"bench:{seed}:{i}", f"{seed}:{i}", state, [f"p1:{i}", f"p2:{i}"]))
        if len(batch) == 1_000 or i == count - 1:
            await store.import_started_matches(
                batch, engine_version=game.engine_version, now=time.time()
            )
            batch = []


async def service_latency(svc: MatchService, matches: int, actions: int, seed: str) -> list[float]:
    """Play ``actions`` human actions round-robin over fresh matches; time each ``act``.

    The heuristic AI chooses every move first, for all matches (a script per match); the
    timed loop then only calls ``act``, back to back like the bare transactions it is
    compared with. (Choosing a move in between costs milliseconds of unrelated Python that
    leaves the CPU caches cold for the next ``act``: that made the service look 30-40 %
    slower against a bare loop that never pays it.)"""
    game = get_game("babel")
    live: list[tuple[int, list[tuple[str, dict[str, Any]]]]] = []
    for i in range(matches):
        host, guest = f"bench:p1:{seed}:{i}", f"bench:p2:{seed}:{i}"
        rec = await svc.create(
            "babel", channel=f"bench:live:{seed}:{i}", creator=host, seed=f"live{i}"
        )
        await svc.join(rec.id, guest)
        await svc.start(rec.id, host)
        seats = {s.seat: s.user for s in await svc.store.seats(rec.id)}
        state = game.load_state((await svc.store.get_match(rec.id)).state or "")
        rng = random.Random(i)
        script: list[tuple[str, dict[str, Any]]] = []
        while game.outcome(state) is None and len(script) < actions:
            seat = min(game.active_seats(state))
            legal = game.legal_actions(state, seat)
            a = game.ais["heuristic"](game.view(state, seat), legal, rng)
            script.append((seats[seat], game.dump_action(a)))
            state = game.apply(state, seat, a).state
        live.append((rec.id, script))
    samples: list[float] = []
    step = 0
    while len(samples) < actions:
        playing = [(match_id, script) for match_id, script in live if step < len(script)]
        if not playing:
            break
        for match_id, script in playing:
            user, payload = script[step]
            t0 = time.perf_counter()
            await svc.act(match_id, user, payload)
            samples.append(time.perf_counter() - t0)
            if len(samples) >= actions:
                break
        step += 1
    return samples


def sqlite_txn(path: str, size: int, n: int) -> list[float]:
    """The same write as one move, bare: bump a stored match's version and state (padded to
    ``size`` bytes) and append its action row, in one ``BEGIN IMMEDIATE … COMMIT`` through the
    standard library's ``sqlite3`` on its own connection to the same database (the store's
    pragmas, the repository's statements; no aiosqlite, no thread hop). The floor no service
    built on SQLite can go below."""
    conn = sqlite3.connect(path, isolation_level=None, timeout=5)
    samples = []
    try:
        conn.execute("PRAGMA synchronous=NORMAL")
        match_id, version, state = conn.execute(
            "SELECT id, version, state FROM matches WHERE status = 'active' ORDER BY id LIMIT 1"
        ).fetchone()
        state = state.ljust(size)  # trailing blanks keep it the same JSON
        payload = json.dumps({"action": {"kind": "pass"}, "events": []})
        for _ in range(n):
            t0 = time.perf_counter()
            now = time.time()
            conn.execute("BEGIN IMMEDIATE")
            row = conn.execute(
                SQL.BUMP_ACTION, (state, None, None, None, now, match_id, version)
            ).fetchall()
            conn.execute(
                INSERT_ACTION, (match_id, match_id, 0, "bench", payload, "0" * 32, now, None)
            )
            conn.execute("COMMIT")
            samples.append(time.perf_counter() - t0)
            version = row[0][8]
        # Leave the match as a player would find it: no foreign entries in its log.
        conn.execute("DELETE FROM actions WHERE match_id = ? AND kind = 'bench'", (match_id,))
    finally:
        conn.close()
    return samples


async def run_bench(*, quick: bool, db: Path | None) -> dict[str, Any]:
    from bot.app.pictures import Pictures

    drawer = Pictures("process")  # one picture process, warmed once, for the posts and the loop
    try:
        return await _run_bench(quick=quick, db=db, drawer=drawer)
    finally:
        drawer.close()


async def _run_bench(*, quick: bool, db: Path | None, drawer: Any) -> dict[str, Any]:
    from bench.loop_lag import loop_lag
    from bench.posts import bot_posts
    from bench.thinking import run as think_figures

    started = time.perf_counter()
    engine, state_bytes = engine_latency("babel", 20 if quick else 150, "bench")
    with tempfile.TemporaryDirectory() as tmp:
        path = db or Path(tmp) / "bench.db"
        async with await open_store(path) as store:
            svc = MatchService(store)
            have = await store.count_matches()
            fill_t0 = time.perf_counter()
            if have < TARGET_MATCHES:
                await _fill(store, TARGET_MATCHES - have, f"fill{have}")
            fill_s = time.perf_counter() - fill_t0
            service = await service_latency(
                svc, 20 if quick else 100, 1_000 if quick else 10_000, f"run{time.time_ns()}"
            )
            txn = sqlite_txn(store.path, state_bytes, 500 if quick else 3_000)
            stored = await store.count_matches()
            posts = await bot_posts(
                svc, 10 if quick else 100, f"post{time.time_ns()}", drawer=drawer
            )
    from bot.render import bench_render

    render = bench_render(30 if quick else 300)
    duellum = game_figures("duellum", 2 if quick else 10, 20 if quick else 150)
    antike = game_figures("antike", 2 if quick else 6, 20 if quick else 150)
    polis = game_figures("polis", 2 if quick else 10, 20 if quick else 150)
    nations = game_figures("nations", 2 if quick else 6, 20 if quick else 150)
    loop = await loop_lag(seconds=6 if quick else 30, drawer=drawer)
    thinking = await think_figures(quick)
    p50_txn = statistics.median(txn)
    service_p50 = statistics.median(service)
    p99_txn = _pct(txn, 99)
    return {
        "engine_apply_p50_us": round(statistics.median(engine) * 1e6, 1),
        "engine_apply_p99_us": round(_pct(engine, 99) * 1e6, 1),
        "service_action_p50_ms": round(service_p50 * 1e3, 3),
        "service_action_p99_ms": round(_pct(service, 99) * 1e3, 3),
        "actions_per_s": round(len(service) / sum(service), 1),
        "matches_stored": stored,
        "sqlite_txn_us": round(p50_txn * 1e6, 1),
        "sqlite_txn_p99_us": round(p99_txn * 1e6, 1),
        "service_over_sqlite": round(service_p50 / p50_txn, 1),
        "service_over_sqlite_p99": round(_pct(service, 99) / p99_txn, 1),
        "state_bytes": state_bytes,
        "render_board_p50_ms": render["p50_ms"],
        "render_board_p99_ms": render["p99_ms"],
        "render_samples": int(render["n"]),
        "engine_samples": len(engine),
        "service_samples": len(service),
        "fill_seconds": round(fill_s, 1),
        "babel": posts["babel"],
        "duellum": {**duellum, **posts["duellum"]},
        "antike": {**antike, **posts["antike"]},
        "polis": {**polis, **posts["polis"]},
        "nations": {**nations, **posts["nations"]},
        "loop_lag": {k: loop["loop_lag"][k] for k in ("p50_ms", "p99_ms", "max_ms")},
        "loop_lag_posts": posts["loop_lag"],
        "deferral_s": loop["deferral"],
        "ai": thinking["ai"],
        "loop_lag_thinking": thinking["loop_lag_thinking"],
        "loop_load": {**loop["loop_load"], "ticks": loop["loop_lag"]["ticks"]},
        "seconds": round(time.perf_counter() - started, 1),
        "quick": quick,
    }
