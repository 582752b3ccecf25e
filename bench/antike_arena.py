"""Antike balance runs from the command line: AI-against-AI games, one JSON line per run.

``python -m bench.antike_arena --players 4 --side west --games 50 --seed s --ai heuristic``
prints what ``rules.antike.ai.arena.run`` returns: games, errors, rounds, wins per nation,
per seat and per place in turn order (the start nation is place 0).

``--lines`` and ``--red`` try nation-card data before it is written into the data files:
``--lines '{"persians": {"4": {"marble": "rhagae", "iron": "ecbatana", "gold": "persepolis"}}}'``
replaces start lines, ``--red '{"greeks": [3]}'`` moves red dots (the counts named leave the
nations that had them; a nation named keeps its other dots). The changed cards go through
the same validation as the data files.

``--tune '{"plans.LEADER": 0.4}'`` tries other values for the planner's weights (module-level
constants of ``rules.antike.ai``, named by module and constant) in this process only.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from typing import Any, cast

from rules.antike.ai.arena import run
from rules.antike.board import register_side
from rules.antike.maps import AntikeSide, Side, parse_side, side_data


def trial_side(side: Side, lines: dict[str, Any], red: dict[str, list[int]]) -> AntikeSide:
    """The side's cards with ``lines`` and ``red`` applied, validated like the data files."""
    map_text, cards_text = side_data(side)
    cards = json.loads(cards_text)
    unknown = (set(lines) | set(red)) - {n["id"] for n in cards["nations"]}
    if unknown:
        raise ValueError(f"no such nation on the {side} side: {', '.join(sorted(unknown))}")
    moved = {c for counts in red.values() for c in counts}
    for n in cards["nations"]:
        n["lines"].update(lines.get(n["id"], {}))
        kept = [c for c in n["starts"] if c not in moved]
        n["starts"] = sorted({*kept, *red.get(n["id"], [])})
    return parse_side(side, map_text, cards)


def tune(weights: dict[str, float]) -> None:
    """Set planner weights (``module.CONSTANT`` under ``rules.antike.ai``) for this run."""
    for name, value in weights.items():
        module_name, _, constant = name.rpartition(".")
        module = importlib.import_module(f"rules.antike.ai.{module_name}")
        old = getattr(module, constant, None)
        if not isinstance(old, (int, float)) or not constant.isupper():
            raise ValueError(f"no such planner weight: {name}")
        setattr(module, constant, type(old)(value))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.antike_arena")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--side", default="west")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--start", type=int, default=0)
    p.add_argument("--seed", default="arena")
    p.add_argument("--ai", default="heuristic", help="comma list, one per seat (cycled)")
    p.add_argument("--two-players", choices=("teams", "doubled"), default="teams")
    p.add_argument("--lines", default="{}", help="start lines to try, JSON by nation and count")
    p.add_argument("--red", default="{}", help="red dots to try, JSON: nation -> counts")
    p.add_argument("--tune", default="{}", help="planner weights, JSON: module.NAME -> value")
    args = p.parse_args(argv)
    tune(json.loads(args.tune))
    lines, red = json.loads(args.lines), json.loads(args.red)
    if lines or red:  # the games below look the side up by name: the trial cards stand in
        register_side(args.side, trial_side(cast(Side, args.side), lines, red))
    ais = [a.strip() for a in args.ai.split(",") if a.strip()]
    print(
        json.dumps(
            run(args.players, args.side, args.games, args.seed, ais, args.start, args.two_players)
        )
    )
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
