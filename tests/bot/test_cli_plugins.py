"""``strategos bench`` and ``strategos chaos`` come from the benchmark through the
``strategos.commands`` entry points: the CLI lists them without importing ``bench`` itself."""

from __future__ import annotations

import argparse

from bot.cli import command_plugins, parser


def test_the_bench_subcommands_are_entry_points() -> None:
    assert command_plugins() == {
        "bench": "bench.cli:add_bench",
        "chaos": "bench.cli:add_chaos",
        "arena": "bench.cli:add_arena",
    }


def test_the_parser_offers_them_where_they_were() -> None:
    sub = next(a for a in parser()._actions if isinstance(a, argparse._SubParsersAction))
    names = list(sub.choices)
    # after the commands that read stored matches (replay, ratings), bench then chaos
    assert names.index("replay") < names.index("ratings") < names.index("arena")
    assert names.index("bench") + 1 == names.index("chaos")
    assert names.index("arena") + 1 == names.index("bench")  # plugins in name order
    args = parser().parse_args(["chaos", "--db", "x.db", "--kills", "2"])
    assert args.func.__module__ == "bench.cli" and args.kills == 2
