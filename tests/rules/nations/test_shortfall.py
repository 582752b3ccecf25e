"""Paying what one does not have [Resource loss], [Production]: all that is held, 1 VP and a
book per missing unit; books missing in turn cost a VP and another resource each; at most
one VP a round per kind; never below 0 VP."""

from __future__ import annotations

import pytest

from rules.core.messages import Event
from rules.nations.board import pay
from rules.nations.state import NationsState, Seat
from tests.rules.nations.scenario import grow_all, picked


def _seat() -> tuple[NationsState, Seat]:
    s = grow_all(picked(2))
    p = s.seats[0]
    p.gold = p.stone = p.food = p.books = 0
    p.vp = 10
    return s, p


@pytest.mark.rule(
    "nations.loss.example-three-food",
    "nations.loss.pay-what-you-have",
    "nations.famine.shortfall",
)
def test_three_food_owed_with_one_held_example() -> None:
    """[Resource loss] example: 3 food to pay with 1 held: lose 1 VP and 2 books."""
    s, p = _seat()
    p.food, p.books = 1, 5
    pay(s, 0, "food", 3, [])
    assert (p.food, p.books, p.vp) == (0, 3, 9)


@pytest.mark.rule("nations.produce.example-five-stone", "nations.loss.pay-what-you-have")
def test_five_stone_owed_with_two_held_example() -> None:
    """[Production] example: 5 stone to pay with 2: lose the 2 stone, 1 VP and 3 books."""
    s, p = _seat()
    p.stone, p.books = 2, 10
    pay(s, 0, "stone", 5, [])
    assert (p.stone, p.books, p.vp) == (0, 7, 9)


@pytest.mark.rule("nations.loss.books-at-zero")
def test_books_at_zero_cost_a_vp_and_another_resource_each() -> None:
    """[Resource loss] books stay at 0; 1 VP and one other resource for each book missing
    (the engine takes the resource held most, README 9)."""
    s, p = _seat()
    p.food, p.books, p.gold, p.stone = 0, 1, 4, 2
    events: list[Event] = []
    pay(s, 0, "food", 4, events)  # 4 missing: 1 book, then 3 more from gold and stone
    assert (p.books, p.vp) == (0, 8)  # a VP for food and a VP for books
    assert p.gold + p.stone == 3
    assert any(e.public.key == "nations.log.short" for e in events)


@pytest.mark.rule("nations.loss.vp-once-per-kind")
def test_one_vp_per_kind_and_round_at_most() -> None:
    s, p = _seat()
    p.books = 20
    pay(s, 0, "food", 2, [])
    pay(s, 0, "food", 2, [])
    pay(s, 0, "gold", 1, [])
    assert p.vp == 8  # food once, gold once
    assert p.books == 15


@pytest.mark.rule("nations.loss.vp-floor")
def test_vp_never_below_zero() -> None:
    s, p = _seat()
    p.vp = 0
    pay(s, 0, "stone", 3, [])
    assert p.vp == 0
