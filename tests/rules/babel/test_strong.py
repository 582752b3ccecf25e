"""The strong AI's search settings for Babel: replayable, valued in [0, 1], and the rule of
thumb its playouts use."""

from __future__ import annotations

import random

from rules.babel import GAME
from rules.babel.actions import Build, EndTurn, PlayPeople
from rules.babel.ai import SEARCH, search_candidates, search_playout
from rules.babel.state import BabelState, Nation
from rules.core.levels import choose
from rules.core.search import Search, search
from tests.rules.babel.scenario import player, position

A, H = Nation.ASSYRIANS, Nation.HITTITES


def _positions(seed: str, every: int = 9) -> list[tuple[BabelState, int]]:
    """Positions of one heuristic game, one in ``every``."""
    s = GAME.setup(2, GAME.options({}), seed)
    rng = random.Random(seed)
    out: list[tuple[BabelState, int]] = []
    n = 0
    while GAME.outcome(s) is None:
        seat = min(GAME.active_seats(s))
        n += 1
        if n % every == 0:
            out.append((s, seat))
        s = GAME.apply(s, seat, choose(GAME, "heuristic", s, seat, rng)).state
    return out


def test_the_same_seed_and_budget_give_the_same_move() -> None:
    for s, seat in _positions("strong-replay", every=17)[:4]:
        first = search(GAME, s, seat, iterations=20, seed="replay")
        again = search(GAME, s, seat, iterations=20, seed="replay")
        assert first == again


def test_the_evaluation_is_a_chance_per_seat() -> None:
    for s, seat in _positions("strong-values"):
        values = SEARCH.evaluate(s, seat)
        assert len(values) == 2
        assert all(0.0 <= v <= 1.0 for v in values)
        assert abs(sum(values) - 1.0) < 1e-9


def test_a_lead_in_temples_is_worth_more() -> None:
    behind = position(player(sites={A: ("A", [1])}), player(sites={A: ("A", [1]), H: ("H", [1])}))
    ahead = position(player(sites={A: ("A", [1]), H: ("H", [1])}), player(sites={A: ("A", [1])}))
    assert SEARCH.evaluate(ahead, 0)[0] > 0.5 > SEARCH.evaluate(behind, 0)[0]


def test_playouts_build_when_they_can_and_end_the_turn_rather_than_waste_cards() -> None:
    ready = position(player(hand="A", builder=A, sites={A: "AA"}, pile=[3, 1]))
    legal = GAME.legal_actions(ready, 0)
    assert search_playout(ready, 0, legal, random.Random(1)) == Build(source="own")
    # nothing to build toward at the Hittites' site: a lone card is kept in hand
    idle = position(player(hand="A", builder=H, sites={H: ("HH", [1])}, pile=[4]))
    legal = GAME.legal_actions(idle, 0)
    assert PlayPeople(nation=A) in legal
    assert search_playout(idle, 0, legal, random.Random(1)) == EndTurn()


def test_a_node_puts_the_heuristics_move_first() -> None:
    ready = position(player(hand="A", builder=A, sites={A: "AA"}, pile=[3, 1]))
    legal = GAME.legal_actions(ready, 0)
    order = search_candidates(ready, 0, legal, random.Random(1))
    assert sorted(map(GAME.notation, order)) == sorted(map(GAME.notation, legal))
    assert order[0] == Build(source="own")


def test_the_search_reports_its_iterations_and_plays_a_legal_move() -> None:
    s, seat = _positions("strong-report", every=11)[1]
    legal = GAME.legal_actions(s, seat)
    run = Search(GAME, s, seat, legal, SEARCH, "report")
    move = run.run(30)
    assert move in legal
    assert run.report.iterations in (0, 30)
    if run.report.iterations:
        assert sum(run.report.visits.values()) == 30
