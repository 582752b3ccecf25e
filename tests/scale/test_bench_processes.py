"""``strategos bench --processes``: every process's moves are counted, on one database."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.processes import run_processes
from bot.cli import main
from storage import open_store


async def test_two_processes_play_all_their_moves_on_one_file(tmp_path: Path) -> None:
    db = str(tmp_path / "bench.db")
    result = await run_processes([2], db, matches=2, moves=5)
    (run,) = result["runs"]
    assert result["backend"] == "sqlite"
    assert run["processes"] == 2 and run["actions"] == 20
    assert run["actions_per_s"] > 0 and len(run["per_process_actions_per_s"]) == 2
    async with await open_store(db) as store:
        matches = await store.list_matches(status="active")
        assert sorted([len(await store.actions(m.id)) for m in matches]) == [5] * 4


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["bench", "--processes", "1,x"], "--processes takes a whole number"),
        (["bench", "--processes", "0"], "--processes takes a whole number"),
    ],
)
def test_bench_options_refused_plainly(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    out = capsys.readouterr()
    assert words in out.out + out.err and "Traceback" not in out.out + out.err


async def test_a_move_on_postgresql_is_one_call_and_is_measured_against_a_bare_one(
    pg_url: str,
) -> None:
    from bench.pg_move import run_pg_move

    result = await run_pg_move(pg_url, moves=6)
    assert result["moves"] >= 5
    assert result["calls_per_move"]["p50"] == 1  # one statement, one round trip
    assert result["service_ms"]["p50"] > 0 and result["bare_commit_ms"]["p50"] > 0
