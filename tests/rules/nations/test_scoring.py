"""Book scoring at the end of each age and the final scoring, with the rulebook's examples
([Age end]: 13/11/11/4 books score 3/1/1/0; [Final scoring] E: a sum of 37 scores 3)."""

from __future__ import annotations

import pytest

from rules.nations.cards import Amounts
from rules.nations.rounds import book_points
from rules.nations.scoring import ranking, resource_points, score
from rules.nations.state import Phase, Slot
from tests.rules.nations.deck import card
from tests.rules.nations.scenario import GAME, act, engine_with, grow_all, picked


@pytest.mark.rule("nations.books.example")
def test_book_scoring_example_of_the_rulebook() -> None:
    """[Age end] example: Blue 13, Yellow and Green 11, Red 4 books -> 3, 1, 1, 0 VP."""
    assert book_points([13, 11, 11, 4]) == [3, 1, 1, 0]


@pytest.mark.rule("nations.books.age-end")
def test_books_score_at_the_end_of_the_second_round_of_an_age() -> None:
    s = grow_all(picked(4))
    for p, books in zip(s.seats, [13, 11, 11, 4], strict=True):
        p.books, p.vp = books, 10
        p.slots = [Slot() for _ in p.slots]  # nothing produced, nothing eaten
        p.food = 50
    s.event = None
    for seat in list(s.order):  # round 1 ends without books
        s = act(s, seat, "pass")
    assert s.phase is Phase.GROWTH and s.round == 2
    assert [p.vp for p in s.seats] == [10, 10, 10, 10]
    s = grow_all(s, "take stone")
    s.event = None
    for seat in list(s.order):  # round 2 ends the age: books score
        s = act(s, seat, "pass")
    assert s.round == 3
    assert [p.vp for p in s.seats] == [13, 11, 11, 10]


@pytest.mark.rule("nations.score.resources-example", "nations.score.resources")
def test_final_resource_points_example_of_the_rulebook() -> None:
    """[Final scoring] E example: 3 stone, 7 gold, 5 food, 6 books, military 10, stability 6
    make 37, that is 3 VP."""
    assert resource_points(gold=7, stone=3, food=5, books=6, mil=10, stab=6) == 3


@pytest.mark.rule("nations.score.parts", "nations.score.workers")
def test_final_score_adds_its_five_parts() -> None:
    """[Final scoring] A-E: game VP, colonies, wonders, workers on cards (the first worker
    scores the first VP mark, extra workers nothing), resources over 10."""
    game = engine_with(
        card(
            "ziggurat",
            1,
            "building",
            deploy_cost=1,
            per_worker=Amounts(stone=1, stability=2),
            worker_vp=(1, 1),
        )
    )
    s = game.setup(2, game.Options(), "score")
    for seat in s.order[::-1]:
        s = game.apply(s, seat, game.parse_notation(f"pick {s.offered[0]}")).state
    p = s.seats[0]
    p.vp = 7
    p.colonies = ["colony_1_0"]  # 1 VP, +1 military
    p.wonders = ["wonder_2_0"]  # 3 VP, +2 stability
    p.slots = [Slot(card="ziggurat", workers=3), Slot(), Slot(), Slot(), Slot()]
    p.gold, p.stone, p.food, p.books = 7, 3, 5, 0
    sc = score(game.cat, p)
    assert (sc.vp, sc.colonies, sc.wonders, sc.workers) == (7, 1, 3, 2)
    # military 1 (colony), stability 6 (three workers) + 2 (wonder) = 8: 7+3+5+0+1+8 = 24
    assert sc.resources == 2
    assert sc.total == 15


@pytest.mark.rule("nations.score.tie")
def test_a_tie_on_the_final_score_goes_to_the_earlier_player_in_order() -> None:
    """[Final scoring] ties are broken by player order."""
    s = picked(3)
    for p in s.seats:
        p.gold = p.stone = p.food = p.books = 0
        p.vp = 5
        p.slots = [Slot() for _ in p.slots]
    s.order = [2, 0, 1]
    assert ranking(GAME.cat, s)[0] == 2
    s.order = [1, 2, 0]
    assert ranking(GAME.cat, s)[0] == 1
