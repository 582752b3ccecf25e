"""The arena's bookkeeping: seats rotate, every game's win is counted once, the interval
is Wilson's (the strength runs themselves are benchmarks, not tests)."""

from __future__ import annotations

import pytest

from bench.arena import play_one, run_cell, wilson


def test_the_wilson_interval_holds_the_rate_and_narrows_with_games() -> None:
    lo, hi = wilson(65, 100)
    assert lo < 0.65 < hi
    assert (round(lo, 3), round(hi, 3)) == (0.553, 0.736)  # 65 of 100: 55.3 to 73.6 %
    lo2, hi2 = wilson(650, 1000)
    assert hi2 - lo2 < hi - lo
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_seats_rotate_and_each_game_is_won_once() -> None:
    first = play_one("babel", 2, {}, ["heuristic", "random"], 0, "arena-test")
    second = play_one("babel", 2, {}, ["heuristic", "random"], 1, "arena-test")
    for g in (first, second):
        assert sum(g.shares) == pytest.approx(1.0)
        assert all(g.think)  # both kinds were asked for moves
    cell = run_cell("babel", 2, {}, ["heuristic", "random"], 4, prefix="arena-test")
    assert sum(k["wins"] for k in cell["kinds"]) == pytest.approx(4.0)
    assert [k["fair"] for k in cell["kinds"]] == [0.5, 0.5]
    assert cell["per_game"][:2] == [first.shares, second.shares]  # the same seeds, replayed
