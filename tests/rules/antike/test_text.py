"""Antike's notation: every action round-trips, names are read as players see them, and bad
text is refused with a message that says what to write."""

from __future__ import annotations

import pytest

from rules.antike import GAME
from rules.antike.actions import (
    Answer,
    Arm,
    BuildTemple,
    Casualties,
    CoinInstead,
    Conquer,
    Develop,
    EndTurn,
    Extra,
    Fight,
    Found,
    Move,
    Rondel,
    SetOrder,
    StartCity,
    Trade,
)
from rules.antike.state import KnowHow, Order, Pay, Personage
from rules.common.maps import Resource, Unit
from rules.core import InvalidAction

ACTIONS = [
    Rondel(field=4),
    Rondel(field=7, pay=(Pay.GOLD, Pay.COIN)),
    BuildTemple(region="roma"),
    Arm(unit=Unit.GALLEY, region="carthago"),
    Develop(knowhow=KnowHow.NAVIGATION),
    Move(unit=Unit.LEGION, origin="roma", to="neapolis"),
    Fight(region="roma", unit=Unit.LEGION, nation="greeks"),
    Conquer(region="roma"),
    Conquer(region="roma", release="carthago"),
    Casualties(legions=2),
    Found(region="neapolis"),
    Trade(give=(Resource.GOLD, Resource.MARBLE), take=Resource.IRON),
    SetOrder(nation="romans", order=Order.ALWAYS),
    Answer(fight=True),
    Answer(fight=False, order=Order.NEVER),
    CoinInstead(resource=Resource.MARBLE),
    Extra(personage=Personage.KING),
    StartCity(region="roma"),
    EndTurn(),
]


@pytest.mark.parametrize("action", ACTIONS, ids=lambda a: a.type)
def test_notation_round_trips(action: object) -> None:
    text = GAME.notation(action)
    assert GAME.parse_notation(text) == action
    assert GAME.parse_action(GAME.dump_action(action)) == action
    GAME.describe(action)


def test_names_as_players_see_them() -> None:
    assert GAME.parse_notation("rondel 4 ARMING") == Rondel(field=4)
    assert GAME.parse_notation("rondel arming pay 1 gold") == Rondel(field=4, pay=(Pay.GOLD,))
    assert GAME.parse_notation("trade 2 gold iron") == Trade(
        give=(Resource.GOLD, Resource.GOLD), take=Resource.IRON
    )
    names = {"knowhow": {"navigation": ["ΝΑΥΣΙΠΛΟΪΑ", "NAVIGAZIONE"]}}
    assert GAME.parse_notation("develop ναυσιπλοια", names) == Develop(knowhow=KnowHow.NAVIGATION)


def test_maneuver_by_name_is_ambiguous_the_number_decides() -> None:
    with pytest.raises(InvalidAction) as refused:
        GAME.parse_notation("rondel maneuver")
    assert refused.value.msg.key == "core.input.ambiguous"
    assert GAME.parse_notation("rondel 3") == Rondel(field=3)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("fly to rome", "antike.error.unknown_notation"),
        ("casualties", "antike.error.notation"),
        ("answer maybe", "core.input.unknown_name"),
        ("trade gold iron", "antike.error.notation"),
        ("rondel 9", "core.input.out_of_range"),
    ],
)
def test_bad_text_is_refused_with_a_reason(text: str, key: str) -> None:
    with pytest.raises(InvalidAction) as refused:
        GAME.parse_notation(text)
    assert refused.value.msg.key == key


def test_a_description_never_shows_a_key_for_an_unknown_nation() -> None:
    msg = GAME.describe(Fight(region="roma", unit=Unit.LEGION, nation="atlanteans"))
    assert msg.params["nation"] == "atlanteans"
    known = GAME.describe(Fight(region="roma", unit=Unit.LEGION, nation="greeks"))
    assert known.params["nation"].key == "antike.nation.greeks"
