"""Pay or play last (README 32): the rulebook's player-order example [Resolution phase,
Player order], on the data's Great Famine: every nation pays 2 food or goes to the back;
those who did not pay keep their order behind those who paid, who keep theirs."""

from __future__ import annotations

import random

import pytest

from rules.core.errors import RuleError
from rules.nations import GAME
from rules.nations.actions import Choose, Pick
from rules.nations.engine import NationsOptions
from rules.nations.rounds import resolve_events
from rules.nations.state import NationsState, Phase

FIRST_ORDER = ("china", "persia", "rome")


def _at_the_famine(food: dict[str, int]) -> tuple[NationsState, dict[str, int]]:
    """Three nations in the order China, Persia, Rome with ``food`` each, stopped at the
    Great Famine's choice; and the seat of each nation."""
    s = GAME.setup(3, NationsOptions(cards="advanced"), "pay-or-last")
    s.offered = sorted(FIRST_ORDER)
    while s.phase is Phase.PICK:  # the k-th in order takes the k-th nation
        nation = FIRST_ORDER[s.order.index(s.current)]
        s = GAME.apply(s, s.current, Pick(nation=nation)).state
    seat = {p.nation: i for i, p in enumerate(s.seats) if p.nation}
    assert [s.seats[i].nation for i in s.order] == list(FIRST_ORDER)
    for nation, n in food.items():
        s.seats[seat[nation]].food = n
    s.event = "great_famine"
    resolve_events(GAME.cat, s, [], 0)
    # [Events] the last in order (Rome) answers first
    assert s.phase is Phase.CHOICE and GAME.active_seats(s) == {seat["rome"]}
    return s, seat


@pytest.mark.rule("nations.order.pay-or-last", "nations.events.choices-reverse")
def test_rulebook_example_rome_pays_and_leads_china_and_persia_follow() -> None:
    """[Resolution phase, Player order] example: the order is China, Persia, Rome; an event
    asks each nation for 2 food or to play last; Rome pays, the others do not: the order
    becomes Rome, China, Persia."""
    s, seat = _at_the_famine({"china": 5, "persia": 5, "rome": 5})
    answers = {"china": 2, "persia": 2, "rome": 1}  # 1: pay the food, 2: play last
    for nation in reversed(FIRST_ORDER):  # the last in order answers first
        s = GAME.apply(s, seat[nation], Choose(option=answers[nation])).state
    assert [s.seats[i].nation for i in s.order] == ["rome", "china", "persia"]
    # the food of the choice, then the card's famine (3) from everyone
    famine = GAME.cat.event("great_famine").famine
    assert s.seats[seat["rome"]].food == 5 - 2 - famine
    assert s.seats[seat["china"]].food == s.seats[seat["persia"]].food == 5 - famine


@pytest.mark.rule("nations.order.pay-or-last")
def test_all_pay_keeps_the_order_and_none_paying_keeps_it_too() -> None:
    """Both groups keep their relative order, so all paying or none paying changes
    nothing."""
    for option in (1, 2):
        s, seat = _at_the_famine({"china": 4, "persia": 4, "rome": 4})
        for nation in reversed(FIRST_ORDER):
            s = GAME.apply(s, seat[nation], Choose(option=option)).state
        assert [s.seats[i].nation for i in s.order] == list(FIRST_ORDER)


@pytest.mark.rule("nations.order.pay-or-last")
def test_a_nation_short_of_food_can_only_play_last() -> None:
    """README 32: one not holding the 2 food cannot choose to pay; the heuristic AI answers
    with the one choice left."""
    s, seat = _at_the_famine({"china": 1, "persia": 2, "rome": 0})

    def answer_by_ai(s: NationsState, nation: str) -> NationsState:
        legal = GAME.legal_actions(s, seat[nation])
        a = GAME.ais["heuristic"](GAME.view(s, seat[nation]), legal, random.Random(0))
        assert a in legal
        return GAME.apply(s, seat[nation], a).state

    with pytest.raises(RuleError):
        GAME.apply(s, seat["rome"], Choose(option=1))
    with pytest.raises(RuleError):  # China, first in order, answers last
        GAME.apply(s, seat["china"], Choose(option=2))
    assert GAME.legal_actions(s, seat["rome"]) == [Choose(option=2)]
    s = answer_by_ai(s, "rome")
    assert GAME.legal_actions(s, seat["persia"]) == [Choose(option=1), Choose(option=2)]
    answer_by_ai(s, "persia")  # it answers a choice with both options open too
    s = GAME.apply(s, seat["persia"], Choose(option=1)).state
    with pytest.raises(RuleError):
        GAME.apply(s, seat["china"], Choose(option=1))
    assert GAME.legal_actions(s, seat["china"]) == [Choose(option=2)]
    s = answer_by_ai(s, "china")
    assert [s.seats[i].nation for i in s.order] == ["persia", "china", "rome"]
