"""``strategos bench`` and ``strategos chaos``: the benchmark's own subcommands.

The ``strategos`` command (``bot/cli.py``) finds them through the entry-point group
``strategos.commands`` in ``pyproject.toml`` and never imports the benchmark itself: the
front end does not depend on it. Each function here adds its subcommand to the subparsers.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from bot.cli import CliError, _count, _probe_db, _run


def cmd_chaos(args: argparse.Namespace) -> int:
    """Fault injection (``bench/chaos.py``): the last line is its JSON report; the exit
    status is 1 when anything was lost, frozen, left unposted or shown twice."""
    from bench.chaos import FAILURES, run_chaos
    from storage.repository import is_postgres_url

    if not is_postgres_url(args.db):
        _probe_db(Path(args.db))
    kills = _count("--kills", args.kills, 0, 10_000)
    report = run_chaos(args.db, kills, seed=args.seed)
    print(json.dumps(report))
    return 0 if all(report[k] == 0 for k in FAILURES) else 1


def cmd_bench(args: argparse.Namespace) -> int:
    from bot.location import is_url

    url = args.db is not None and is_url(args.db)
    counts: list[int] = []
    if args.processes is not None:
        counts = [
            _count("--processes", int(n), 1, 64)
            for n in args.processes.split(",")
            if n.strip().isascii() and n.strip().isdigit()
        ]
        if not counts or len(counts) != len(args.processes.split(",")):
            raise CliError(
                "bot.cli.error.number", flag="--processes", value=args.processes[:40], min=1, max=64
            )
    if args.db is not None:
        _probe_db(args.db)
    if counts:
        from bench.processes import run_processes

        print(json.dumps(_run(run_processes(counts, args.db))))
        return 0
    if url:  # one move through the service against one bare commit, on that database
        from bench.pg_move import run_pg_move

        print(json.dumps({"postgresql_move": _run(run_pg_move(args.db))}))
        return 0
    from bench.run import run_bench

    result = _run(run_bench(quick=args.quick, db=None if args.db is None else Path(args.db)))
    print(json.dumps(result))
    return 0


def add_bench(sub: Any) -> None:
    bn = sub.add_parser("bench", help="latency benchmark; last line is a JSON summary")
    bn.add_argument("--quick", action="store_true")
    bn.add_argument(
        "--db",
        default=None,
        help="keep the benchmark database here (a file; with --processes also a postgresql:// URL)",
    )
    bn.add_argument(
        "--processes",
        default=None,
        metavar="N[,N...]",
        help="moves per second of N processes sharing the database (e.g. 1,2,4)",
    )
    bn.set_defaults(func=cmd_bench)


def add_chaos(sub: Any) -> None:
    ch = sub.add_parser(
        "chaos", help="kill a worker playing every game N times; check nothing was lost"
    )
    ch.add_argument("--db", required=True, help="a SQLite file or a postgresql:// URL")
    ch.add_argument("--kills", type=int, default=10)
    ch.add_argument("--seed", type=int, default=1)
    ch.set_defaults(func=cmd_chaos)


def cmd_arena(args: argparse.Namespace) -> int:
    from bench.arena import run

    return run(args)


def add_arena(sub: Any) -> None:
    ar = sub.add_parser(
        "arena", help="AI levels against each other, seats rotated; win rates with their intervals"
    )
    from bench.arena import add_arguments

    add_arguments(ar)
    ar.set_defaults(func=cmd_arena)
