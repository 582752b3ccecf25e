"""Throughput of several processes on one database: ``strategos bench --processes 1,2,4``.

Each process (``bench/shard_driver.py``: the match service and the timer dispatcher, as in
one bot shard) plays moves of its own matches (as a shard plays those of its guilds), all
processes starting together; the figure is every process's moves over the longest time one
of them took. The database is a SQLite file (a temporary one by default) or a
``postgresql://`` URL given with ``--db``.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from rules.games import get_game
from service import MatchService
from storage import Store, open_store
from storage.repository import is_postgres_url

ROOT = Path(__file__).resolve().parents[1]
MATCHES_PER_PROCESS = 10
MOVES_PER_MATCH = 40


async def _plan(store: Store, tag: str, matches: int, moves: int) -> dict[str, Any]:
    """Started two-player Babel matches with a script of random moves each."""
    game = get_game("babel")
    svc = MatchService(store)
    plan = []
    for i in range(matches):
        channel = f"bench:{tag}:{i}"
        rec = await svc.create("babel", channel=channel, creator=f"{channel}:a", seed=channel)
        await svc.join(rec.id, f"{channel}:b")
        await svc.start(rec.id, f"{channel}:a")
        seats = {s.seat: s.user for s in await store.seats(rec.id)}
        state = game.load_state((await store.get_match(rec.id)).state or "")
        rng = random.Random(channel)
        script: list[list[Any]] = []
        while len(script) < moves and game.outcome(state) is None:
            seat = min(game.active_seats(state))
            a = game.ais["random"](game.view(state, seat), game.legal_actions(state, seat), rng)
            script.append([seats[seat], game.dump_action(a)])
            state = game.apply(state, seat, a).state
        plan.append({"id": rec.id, "moves": script})
    return {"matches": plan}


def _drive(db: str, plans: list[Path], tag: str) -> list[dict[str, Any]]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    procs = []
    for i, plan in enumerate(plans):
        command = [sys.executable, "-m", "bench.shard_driver", "--db", db, "--plan", str(plan)]
        command += ["--owner", f"{tag}:{i}", "--alone", "--wait-go"]
        pipe = subprocess.PIPE
        procs.append(
            subprocess.Popen(command, cwd=ROOT, stdin=pipe, stdout=pipe, text=True, env=env)
        )
    lines: list[list[dict[str, Any]]] = [[] for _ in procs]
    ready = [threading.Event() for _ in procs]

    def read(i: int) -> None:
        out = procs[i].stdout
        assert out is not None
        for line in out:
            lines[i].append(json.loads(line))
            if "ready" in lines[i][-1]:
                ready[i].set()
        ready[i].set()

    readers = [threading.Thread(target=read, args=(i,), daemon=True) for i in range(len(procs))]
    for r in readers:
        r.start()
    for event in ready:
        event.wait(120)
    for p in procs:
        assert p.stdin is not None
        p.stdin.write("go\n")
        p.stdin.flush()
    for p in procs:
        p.wait(600)
    for r in readers:
        r.join(10)
    done = [next((x for x in out if "done" in x), None) for out in lines]
    if any(d is None for d in done) or any(p.returncode for p in procs):
        raise RuntimeError(f"a bench process failed: {lines}")
    return [d for d in done if d is not None]


async def run_processes(
    counts: list[int],
    db: str | None,
    *,
    matches: int = MATCHES_PER_PROCESS,
    moves: int = MOVES_PER_MATCH,
) -> dict[str, Any]:
    """Moves per second for each process count in ``counts`` on one database."""
    with tempfile.TemporaryDirectory() as tmp:
        location = db or str(Path(tmp) / "bench.db")
        runs = []
        for n in counts:
            tag = f"p{n}-{time.time_ns()}"
            plans = []
            async with await open_store(location) as store:
                backend = store.backend
                for i in range(n):
                    path = Path(tmp) / f"{tag}-{i}.json"
                    path.write_text(json.dumps(await _plan(store, f"{tag}:{i}", matches, moves)))
                    plans.append(path)
            done = _drive(location, plans, tag)
            acts = sum(int(d["done"]) for d in done)
            longest = max(float(d["seconds"]) for d in done)
            runs.append(
                {
                    "processes": n,
                    "actions": acts,
                    "seconds": round(longest, 3),
                    "actions_per_s": round(acts / longest, 1),
                    "per_process_actions_per_s": [
                        round(int(d["done"]) / float(d["seconds"]), 1) for d in done
                    ],
                }
            )
    return {
        "backend": backend,
        "db": "temporary SQLite file"
        if db is None
        else ("postgresql" if is_postgres_url(db) else db),
        "cpus": os.cpu_count(),
        "runs": runs,
    }
