"""One worker process of a sharded deployment, without Discord: the match service and the
timer dispatcher over a shared database, driven by a plan of moves.

``python -m bench.shard_driver --db LOCATION --plan PLAN.json --owner NAME`` plays the
plan's scripted moves through ``MatchService.act`` (what the bot calls for a slash command)
while a ``TimerDispatcher`` fires due timers, exactly as ``strategos run`` does in each
shard process. Several drivers on one plan race for the same moves: each move goes with
its request id (``<match>:<index>``) and the version the driver just read, so whichever
process stores it first wins and the others are told it moved on or was already applied.

Output: JSON lines on stdout, flushed one by one, so a test can trust what it read even if
the process is killed right after: ``{"ready": …}``, ``{"ack": request_id, "seq": n}`` for
every move this process stored (acknowledged only after the commit), ``{"claimed": [ids]}``
(``--claim-and-hang``), ``{"read": request_id, "version": v}`` (``--contest``),
``{"paused": n}`` (``--pause-after``), ``{"notice": kind, "match": id, "user": …}`` for each
timer notice, ``{"post": "moved", "match": id}`` for each move's board the outbox posted,
and ``{"done": acts, "seconds": s, "conflicts": n}`` when its part of the plan is played.

The plan: ``{"matches": [{"id": 1, "moves": [[user, action_json], …]}, …]}``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import signal
import sys
import time
from typing import Any

from rules.core import RuleError
from service import MatchService, Notice
from service.errors import AlreadyApplied, ServiceError, StaleView
from service.timers import TimerDispatcher
from storage import open_store


def say(**fields: Any) -> None:
    sys.stdout.write(json.dumps(fields) + "\n")
    sys.stdout.flush()


async def applied(svc: MatchService, match_id: int) -> tuple[int, int]:
    """How many moves of the match's log are stored, and its version."""
    snap = await svc.store.match_snapshot(match_id)
    last = await svc.store.last_actions(match_id, 1)
    return (last[-1].seq if last else 0), snap.match.version


async def play_alone(svc: MatchService, plan: dict[str, Any]) -> int:
    """Play the plan's matches round-robin when no other process plays them: no reads
    between moves, only ``act`` (a throughput run)."""
    scripts = [(int(m["id"]), m["moves"]) for m in plan["matches"]]
    acts = 0
    for i in range(max((len(moves) for _, moves in scripts), default=0)):
        for match_id, moves in scripts:
            if i < len(moves):
                user, action = moves[i]
                await svc.act(match_id, user, action)
                acts += 1
    return acts


async def next_line() -> None:
    """Wait for a line on stdin (the test's signal to go on)."""
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)


async def play(
    svc: MatchService,
    plan: dict[str, Any],
    seed: int,
    *,
    contest: bool = False,
    pause_after: int = 0,
) -> tuple[int, int]:
    """Play every match of the plan to the end of its script, racing other processes;
    returns (moves this process stored, conflicts met).

    ``contest``: the first attempt is on the plan's first match; after reading its version
    the process says ``{"read": request}`` and waits for a line on stdin before it acts, so
    processes let go together all write the same move from the same version.
    ``pause_after``: after storing that many moves, say ``{"paused": n}`` and wait for a line
    on stdin before going on."""
    rng = random.Random(seed)
    todo = {int(m["id"]): m["moves"] for m in plan["matches"]}
    acts = conflicts = 0
    while todo:
        order = list(todo)
        rng.shuffle(order)
        if contest:
            order = [int(plan["matches"][0]["id"])]
        for match_id in order:
            moves = todo[match_id]
            done, version = await applied(svc, match_id)
            if done >= len(moves):
                del todo[match_id]
                continue
            user, action = moves[done]
            request = f"{match_id}:{done}"
            if contest:
                contest = False
                say(read=request, version=version)
                await next_line()
            try:
                result = await svc.act(
                    match_id, user, action, expected_version=version, request_id=request
                )
            except (StaleView, AlreadyApplied):
                conflicts += 1  # another process moved first: look again
                continue
            except RuleError:
                conflicts += 1  # our read was already old: the move is not legal there
                continue
            except ServiceError as exc:
                say(error=exc.msg.key, match=match_id, request=request)
                raise
            acts += 1
            say(ack=request, version=result.match.version)
            if acts == pause_after:
                say(paused=acts)
                await next_line()
    return acts, conflicts


async def main(args: argparse.Namespace) -> int:
    with open(args.plan, encoding="utf-8") as f:
        plan = json.load(f)
    store = await open_store(args.db)
    svc = MatchService(store, timer_owner=args.owner, timer_lease=args.lease)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)

    async def notify(notices: list[Notice]) -> None:
        for n in notices:
            if n.kind == "moved":  # a move's board, from the outbox: not a timer's notice
                say(post=n.kind, match=n.match.id)
            else:
                say(notice=n.kind, match=n.match.id, user=n.user)

    dispatcher = None
    task = None
    if args.claim_and_hang:
        # Stand-in for a process that dies while it holds timers: it claims every due
        # timer and never handles them (the test kills it with SIGKILL).
        claimed = await store.claim_due_timers(args.owner, time.time(), args.lease)
        say(claimed=[t.id for t in claimed])
    elif not args.no_timers:
        dispatcher = TimerDispatcher(svc, notify=notify, poll=args.poll)
        task = asyncio.create_task(dispatcher.run())
    say(ready=args.owner)
    if args.wait_go:  # start together with the others: when a line comes on stdin
        await next_line()
    if args.start_at:
        await asyncio.sleep(max(0.0, args.start_at - time.time()))
    started = time.perf_counter()
    if args.alone:
        acts, conflicts = await play_alone(svc, plan), 0
    else:
        acts, conflicts = await play(
            svc, plan, args.seed, contest=args.contest, pause_after=args.pause_after
        )
    say(done=acts, seconds=round(time.perf_counter() - started, 4), conflicts=conflicts)
    if args.linger:
        await stop.wait()
    if dispatcher is not None and task is not None:
        dispatcher.stop()
        await task
    await store.close()
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bench.shard_driver", description=__doc__)
    p.add_argument("--db", required=True, help="SQLite file or postgresql:// URL")
    p.add_argument("--plan", required=True, help="the JSON plan of moves (see above)")
    p.add_argument("--owner", required=True, help="this process's name for timer claims")
    p.add_argument("--seed", type=int, default=0, help="the order it visits matches in")
    p.add_argument("--lease", type=float, default=60.0, help="timer lease, seconds")
    p.add_argument("--poll", type=float, default=1.0, help="dispatcher poll, seconds")
    p.add_argument("--start-at", type=float, default=0.0, help="epoch time to begin moving")
    p.add_argument("--wait-go", action="store_true", help="begin at a line on stdin")
    p.add_argument("--alone", action="store_true", help="no other process plays these")
    p.add_argument("--linger", action="store_true", help="keep firing timers until SIGTERM")
    p.add_argument("--no-timers", action="store_true", help="run no dispatcher")
    p.add_argument("--claim-and-hang", action="store_true", help="claim due timers, never fire")
    p.add_argument(
        "--contest", action="store_true",
        help="first write the plan's first move, from the version read before a stdin line",
    )  # fmt: skip
    p.add_argument(
        "--pause-after", type=int, default=0, metavar="N",
        help="after storing N moves, wait for a line on stdin",
    )  # fmt: skip
    return p


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parser().parse_args())))
