"""What one move costs on PostgreSQL, against one bare commit of the same statement.

``strategos bench --db postgresql://…`` (without ``--processes``) plays a two-player Babel
match through the match service — ``act`` as the bot calls it, the outbox on, its post held
for the answer — and, alternately with each move, sends the very statement the store sends
for a move (``storage.postgres._APPEND_MOVE``: the version bump, the action, a timer plan
and one outbox row) straight through asyncpg on a scratch match of its own. Both go to the
same database on the same pool, one after the other, so the cluster's commit cost (fsync
included) is in both; the ratio is what the service adds on top of one round trip.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from rules.games import get_game


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class _CountingPool:
    """The store's pool, counting the calls the store makes through it (each is at least one
    round trip; ``acquire`` stands for a transaction block of several)."""

    COUNTED = ("fetch", "fetchrow", "fetchval", "execute", "executemany", "acquire")

    def __init__(self, pool: Any, calls: list[str]) -> None:
        self._pool, self._calls = pool, calls

    def __getattr__(self, name: str) -> Any:
        real = getattr(self._pool, name)
        if name not in self.COUNTED:
            return real

        def counted(*args: Any, **kwargs: Any) -> Any:
            self._calls.append(name)
            return real(*args, **kwargs)

        return counted


async def run_pg_move(url: str, moves: int = 200, seed: int = 1) -> dict[str, Any]:
    from service import MatchService
    from storage import OutboxItem, TimerPlan, open_store
    from storage.postgres import _APPEND_MOVE, PostgresStore
    from storage.rows import dumps

    game = get_game("babel")
    store = await open_store(url)
    assert isinstance(store, PostgresStore)
    try:
        svc = MatchService(store)
        tag = f"bench-pg-{time.time_ns()}"
        rec = await svc.create("babel", channel=f"{tag}:svc", creator="u1", seed=tag)
        await svc.join(rec.id, "u2")
        started = await svc.start(rec.id, "u1", hold_posts=True)
        await svc.posted(started.posts)
        scratch = await svc.create("babel", channel=f"{tag}:bare", creator="u1", seed=tag)
        await svc.join(scratch.id, "u2")
        await svc.start(scratch.id, "u1")
        bare_rec = await store.get_match(scratch.id)
        state_json = bare_rec.state or "{}"
        version = bare_rec.version
        rng = random.Random(seed)
        calls: list[str] = []
        trips: list[int] = []
        real_pool = store._pool
        store._pool = _CountingPool(real_pool, calls)
        service_ms: list[float] = []
        bare_ms: list[float] = []
        for i in range(moves):
            info = await svc.status(rec.id)
            if info.match.status != "active":
                rec = await svc.create("babel", channel=f"{tag}:svc{i}", creator="u1", seed=tag)
                await svc.join(rec.id, "u2")
                await svc.start(rec.id, "u1")
                continue
            user = info.to_act[0]
            state = game.load_state((await store.get_match(rec.id)).state or "")
            seat = next(s.seat for s in info.seats if s.user == user)
            assert seat is not None
            move = game.dump_action(rng.choice(list(game.legal_actions(state, seat))))
            calls.clear()
            t0 = time.perf_counter()
            result = await svc.act(rec.id, user, move, hold_posts=True)
            service_ms.append((time.perf_counter() - t0) * 1000)
            trips.append(len(calls))
            await svc.posted(result.posts)
            # the bare statement: what the store sends for such a move, nothing around it
            plan = TimerPlan(
                frozenset({0, 1}), (("reminder", i % 2, 1e12), ("timeout", i % 2, 2e12))
            )
            post = OutboxItem(f"{tag}-{i}", bare_rec.channel, "moved", {"events": []}, "bench", 1.0)
            params = (
                state_json, None, None, None, time.time(), scratch.id, version, i % 2, "action",
                dumps({"action": move, "events": []}), "0" * 64, None, True,
                sorted(plan.keep_seats), [k for k, _s, _d in plan.timers],
                [s for _k, s, _d in plan.timers], [d for _k, _s, d in plan.timers],
                [post.key], [post.channel], [post.kind], [dumps(post.payload)], [post.holder],
                [post.hold_until], [1],
            )  # fmt: skip
            t0 = time.perf_counter()
            row = await real_pool.fetchrow(_APPEND_MOVE, *params)
            bare_ms.append((time.perf_counter() - t0) * 1000)
            assert row is not None
            version += 1
        store._pool = real_pool
        s50, b50 = statistics.median(service_ms), statistics.median(bare_ms)
        return {
            "moves": len(service_ms),
            "service_ms": {"p50": round(s50, 3), "p99": round(_pct(service_ms, 0.99), 3)},
            "bare_commit_ms": {"p50": round(b50, 3), "p99": round(_pct(bare_ms, 0.99), 3)},
            "ratio_p50": round(s50 / b50, 2),
            # the pool calls one act made (a transaction block counts as one acquire)
            "calls_per_move": {"p50": statistics.median(trips), "max": max(trips)},
        }
    finally:
        await store.close()
