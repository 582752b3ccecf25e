"""``strategos bench``'s AI figures: every level of a game is timed, the strong AI at its
arena budget (counted, not judged: a benchmark's figures are not a test's)."""

from __future__ import annotations

from bench.thinking import decision_times, positions
from rules.games import get_game


def test_every_level_of_a_game_is_timed_at_positions_with_a_choice() -> None:
    game = get_game("babel")
    spec = game.search
    assert spec is not None
    places = positions("babel", 3, "bench-test")
    assert len(places) == 3
    assert all(len(game.legal_actions(s, seat)) > 1 for s, seat in places)
    figures = decision_times("babel", 2, 0)
    assert set(figures) == {"random", "heuristic", f"strong:{spec.arena_iterations}i"}
    assert all(f["p50_ms"] > 0 and f["p99_ms"] >= f["p50_ms"] for f in figures.values())
