"""The ``strategos`` command: run, sync, commands, play, selfplay, replay, bench.

The JSON lines printed by ``selfplay`` and ``bench`` are contracts other tooling reads.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

DEFAULT_DB = Path(os.environ.get("STRATEGOS_DB", "data/strategos.db"))


def _options(pairs: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option wants KEY=VALUE, got {pair!r}")
        try:
            out[key] = json.loads(value)
        except json.JSONDecodeError:
            out[key] = value
    return out


def cmd_play(args: argparse.Namespace) -> int:
    from bot.table import play

    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    return asyncio.run(
        play(
            args.game,
            seats=seats,
            seed=args.seed,
            db=args.db,
            resume=args.resume,
            options=_options(args.option),
        )
    )


def cmd_selfplay(args: argparse.Namespace) -> int:
    from rules.core import get_game
    from service.selfplay import run_engine, run_service

    game = get_game(args.game)
    players = args.players or game.min_players
    ais = [a.strip() for a in args.ai.split(",") if a.strip()]
    unknown = [a for a in ais if a not in game.ais]
    if unknown:
        raise SystemExit(f"unknown AI {unknown}; {game.id} has {sorted(game.ais)}")
    options = _options(args.option)
    if args.db:
        report = asyncio.run(
            run_service(
                game.id,
                games=args.games,
                seed=args.seed,
                players=players,
                ais=ais,
                options=options,
                db=args.db,
            )
        )
    else:
        report = run_engine(
            game.id, games=args.games, seed=args.seed, players=players, ais=ais, options=options
        )
    for sample in report.error_samples:
        print(sample, file=sys.stderr)
    print(json.dumps(report.as_json()))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from service.replay import verify_match
    from storage import Store

    async def go() -> int:
        if not Path(args.db).exists():
            print(f"no database at {args.db}", file=sys.stderr)
            return 2
        async with await Store.open(args.db) as store:
            recs = [await store.get_match(args.match)] if args.match else await store.list_matches()
            checked = actions = 0
            for rec in recs:
                result = await verify_match(store, rec)
                if not result.ok:
                    print(f"match {rec.id}: {result.problem}", file=sys.stderr)
                    return 1
                checked += 1
                actions += result.actions
            print(json.dumps({"matches": checked, "actions": actions, "ok": True}))
            return 0

    return asyncio.run(go())


def cmd_bench(args: argparse.Namespace) -> int:
    from bench.run import run_bench

    result = asyncio.run(run_bench(quick=args.quick, db=args.db))
    print(json.dumps(result))
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from bot.app.launch import cmd_run as run

    return run()


def cmd_sync(args: argparse.Namespace) -> int:
    from bot.app.launch import cmd_sync as sync

    return sync(args.guild)


def cmd_commands(args: argparse.Namespace) -> int:
    from bot.app.launch import cmd_commands as commands

    return commands(args.json)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="strategos", description=__doc__)
    sub = p.add_subparsers(dest="command", required=True)

    play = sub.add_parser("play", help="play a match in the terminal (the offline table)")
    play.add_argument("game", nargs="?", default="babel")
    play.add_argument(
        "--seats", default="human,ai", help="comma list: human, ai, random, heuristic"
    )
    play.add_argument("--seed", default=None)
    play.add_argument("--db", type=Path, default=DEFAULT_DB)
    play.add_argument("--resume", type=int, default=None, metavar="MATCH_ID")
    play.add_argument("--option", action="append", default=[], metavar="K=V", help="map=east")
    play.set_defaults(func=cmd_play)

    sp = sub.add_parser("selfplay", help="AI-against-AI games; last line is a JSON summary")
    sp.add_argument("game")
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", default="1")
    sp.add_argument("--players", type=int, default=None)
    sp.add_argument("--ai", default="heuristic", help="KIND[,KIND...] per seat, cycling")
    sp.add_argument("--option", action="append", default=[], metavar="K=V")
    sp.add_argument("--db", type=Path, default=None)
    sp.set_defaults(func=cmd_selfplay)

    rp = sub.add_parser("replay", help="re-apply stored logs and check every hash")
    rp.add_argument("--db", type=Path, default=DEFAULT_DB)
    rp.add_argument("--match", type=int, default=None)
    rp.set_defaults(func=cmd_replay)

    bn = sub.add_parser("bench", help="latency benchmark; last line is a JSON summary")
    bn.add_argument("--quick", action="store_true")
    bn.add_argument("--db", type=Path, default=None, help="keep the benchmark database here")
    bn.set_defaults(func=cmd_bench)

    run = sub.add_parser("run", help="start the Discord bot (needs DISCORD_TOKEN)")
    run.set_defaults(func=cmd_run)

    sy = sub.add_parser("sync", help="register the slash commands with Discord (on purpose only)")
    sy.add_argument("--guild", type=int, default=None, help="sync to one server (instant)")
    sy.set_defaults(func=cmd_sync)

    cm = sub.add_parser("commands", help="print the command payloads that sync would send")
    cm.add_argument("--json", action="store_true")
    cm.set_defaults(func=cmd_commands)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
