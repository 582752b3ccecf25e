"""The strong AI of every game that has one: it never peeks (re-dealing what the seat cannot
see leaves its move unchanged), the same seed and iterations give the same move, and the
levels and budgets read as the lobby and the table write them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.core.errors import InvalidAction
from rules.core.levels import AIKind, base_of, choose, kinds, parse_kind
from rules.core.search import Search, lead_values
from rules.games import registered_games

SEARCHED = [g for g in registered_games().values() if g.search is not None]
ITERATIONS = 12


def _positions(game: Any, players: int, count: int, seed: str) -> list[tuple[Any, int]]:
    """Positions along a heuristic game where the seat to act has a choice."""
    state = game.setup(players, game.options(), seed)
    rng = random.Random(seed)
    out: list[tuple[Any, int]] = []
    steps = 0
    while game.outcome(state) is None and len(out) < count and steps < 400:
        seat = min(game.active_seats(state))
        legal = game.legal_actions(state, seat)
        if len(legal) > 1 and steps % 7 == 3:
            out.append((state, seat))
        state = game.apply(
            state, seat, game.ais["heuristic"](game.view(state, seat), legal, rng)
        ).state
        steps += 1
    return out


@pytest.mark.parametrize("game", SEARCHED, ids=lambda g: g.id)
def test_the_strong_ai_never_peeks(game: Any) -> None:
    """Issue 34: re-deal every other player's hidden cards and the decks' order (and reseed
    the dice): the strong AI's move, for the same seed, does not change."""
    for state, seat in _positions(
        game, 2 if game.min_players <= 2 else game.min_players, 4, "peek"
    ):
        mine = Search(game, state, seat, game.legal_actions(state, seat), game.search, "s")
        move = mine.run(ITERATIONS)
        for other in ("x", "y"):
            redealt = game.scramble_hidden(state, seat, other)
            again = Search(game, redealt, seat, game.legal_actions(redealt, seat), game.search, "s")
            assert again.run(ITERATIONS) == move
            assert again.report.visits == mine.report.visits  # the whole search, not only the move


@pytest.mark.parametrize("game", SEARCHED, ids=lambda g: g.id)
def test_the_same_seed_and_iterations_give_the_same_move(game: Any) -> None:
    (state, seat), *_ = _positions(game, max(2, game.min_players), 1, "same")
    picks = {
        game.notation(choose(game, f"strong:{ITERATIONS}i", state, seat, random.Random(9)))
        for _ in range(2)
    }
    assert len(picks) == 1
    report = Search(game, state, seat, game.legal_actions(state, seat), game.search, "r")
    report.run(ITERATIONS)
    assert report.report.iterations in (0, ITERATIONS)  # 0: a routine move, not searched
    if report.report.iterations:
        assert sum(report.report.visits.values()) == ITERATIONS


@pytest.mark.parametrize("game", SEARCHED, ids=lambda g: g.id)
def test_the_evaluation_gives_each_seat_a_value_between_0_and_1(game: Any) -> None:
    spec = game.search
    for state, seat in _positions(game, max(2, game.min_players), 3, "values"):
        values = spec.evaluate(state, seat)
        assert len(values) >= 2
        assert all(0.0 <= v <= 1.0 for v in values)


def test_lead_values_rank_the_seats_by_their_lead() -> None:
    v = lead_values([10.0, 4.0, 4.0], scale=3.0)
    assert v[0] > 0.5 > v[1] == v[2]
    assert lead_values([1.0, 1.0], 5.0) == [0.5, 0.5]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("easy", AIKind("random")),
        ("normal", AIKind("heuristic")),
        ("strong", AIKind("strong")),
        ("strong:2s", AIKind("strong", seconds=2.0)),
        ("strong:0.5s", AIKind("strong", seconds=0.5)),
        ("strong:400i", AIKind("strong", iterations=400)),
        (" STRONG:3S ", AIKind("strong", seconds=3.0)),
    ],
)
def test_levels_and_budgets_read_as_written(text: str, kind: AIKind) -> None:
    game = registered_games()["babel"]
    assert parse_kind(game, text) == kind
    assert parse_kind(game, str(kind)) == kind  # what is stored reads back the same
    assert base_of(str(kind)) == kind.base


@pytest.mark.parametrize(
    "text", ["hard", "strong:", "strong:0s", "strong:99s", "strong:2", "random:2s"]
)
def test_a_budget_or_level_that_means_nothing_is_refused(text: str) -> None:
    game = registered_games()["babel"]
    with pytest.raises(InvalidAction):
        parse_kind(game, text)


def test_a_budget_in_seconds_is_iterations_when_no_clock_is_watched() -> None:
    game = registered_games()["babel"]
    spec = game.search
    assert AIKind("strong", seconds=2.0).budget(game) == 2 * spec.iterations_per_second
    assert AIKind("strong").budget(game) == spec.iterations_per_second
    assert AIKind("strong", iterations=7).budget(game) == 7
    assert "strong" in kinds(game) and "heuristic" in kinds(game)


def test_a_move_not_tried_is_worth_its_nodes_mean_when_the_game_says_so() -> None:
    """``parent_value``: where the moves tried so far are all good, an untried one is not
    taken for a coin toss (0.5) and passed over, but for as good as they are."""
    import dataclasses

    from rules.core.search import _Edge, _Node

    game = registered_games()["babel"]
    (state, seat), *_ = _positions(game, 2, 1, "fpu")
    legal = game.legal_actions(state, seat)
    picks = {}
    for parent_value in (False, True):
        spec = dataclasses.replace(game.search, explore=0.2, parent_value=parent_value)
        search = Search(game, state, seat, legal, spec, "fpu")
        node = _Node(visits=4)
        tried, untried = _Edge(legal[0], 0.5, visits=4, total=3.6), _Edge(legal[1], 0.5)
        node.edges = {"a": tried, "b": untried}
        picks[parent_value] = search._select(node, [tried, untried])
    assert picks[False] is not picks[True]
    assert picks[True].visits == 0  # worth 0.9 like its sibling, plus the bonus of the untried
