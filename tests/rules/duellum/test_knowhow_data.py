"""Antike Duellum's know-how table: the shipped data, its provenance and its validation.

Sections cited are of the Greek rulebook (``seeds/000_bba90373e4142edb.txt``): "Scientia"
(the first nation pays the higher price, and its worked example), the know-how properties,
and "Differences between Antike and Antike Duellum" (every know-how has its own price).
"""

import json
from importlib import resources
from typing import Any

import pytest
from pydantic import ValidationError

from rules.duellum.data import (
    Basis,
    DefenceBonus,
    KnowHowId,
    ProductionBonus,
    Reach,
    Trade,
    load_knowhow,
    parse_knowhow,
)

TABLE = load_knowhow()


def raw() -> dict[str, Any]:
    text = resources.files("rules.duellum").joinpath("data/knowhow.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def test_five_know_hows_paid_in_gold() -> None:
    """Differences from Antike: Antike's four plus COMMERCIUM; Scientia: paid in gold."""
    assert [k.id for k in TABLE.knowhows] == list(KnowHowId)
    assert TABLE.currency == "gold"
    assert {k.name for k in TABLE.knowhows} == {
        "STRATA", "NAVIGATIO", "MONETA", "COMMERCIUM", "RES PUBLICA",
    }  # fmt: skip
    assert load_knowhow() is TABLE  # loaded once


@pytest.mark.rule("duellum.example.scientia")
def test_example_developing_navigatio_and_commercium() -> None:
    """Scientia, example: brown develops NAVIGATIO for 3 gold, beige holding it already,
    and COMMERCIUM for 9 gold as the first nation: 12 gold in all."""
    navigatio, commercium = TABLE[KnowHowId.NAVIGATIO], TABLE[KnowHowId.COMMERCIUM]
    assert navigatio.price(opponent_holds=True) == 3
    assert commercium.price(opponent_holds=False) == 9
    assert navigatio.price(True) + commercium.price(False) == 12
    assert navigatio.second_price_basis is Basis.FACT
    assert commercium.first_price_basis is Basis.FACT


@pytest.mark.rule("duellum.scientia.knowhow")
def test_the_first_nation_pays_more_and_every_price_differs() -> None:
    """Scientia: the higher price is for the first nation; differences from Antike: each
    know-how has a price of its own (our reading: the first prices all differ)."""
    for k in TABLE.knowhows:
        assert k.price(False) == k.first_price > k.second_price == k.price(True)
    firsts = [k.first_price for k in TABLE.knowhows]
    assert len(set(firsts)) == 5


@pytest.mark.rule("duellum.scientia.knowhow")
def test_design_second_price_is_the_example_s_three() -> None:
    """Our design: whatever the know-how, the second nation pays 3 gold, the one second
    price the rulebook shows."""
    assert {k.second_price for k in TABLE.knowhows} == {3}


def test_effects() -> None:
    """Know-how properties: roads and navigation let legions and galleys cross two borders,
    money adds one unit to each production, the republic adds one to every city's defence,
    trade turns any three resource units into two of one's choice (no coins), not in the
    turn it was developed."""
    assert TABLE[KnowHowId.STRATA].effect == Reach(kind="reach", unit="legion", borders=2)
    assert TABLE[KnowHowId.NAVIGATIO].effect == Reach(kind="reach", unit="galley", borders=2)
    assert TABLE[KnowHowId.MONETA].effect == ProductionBonus(kind="production", extra=1)
    assert TABLE[KnowHowId.RES_PUBLICA].effect == DefenceBonus(kind="defence", extra=1)
    assert TABLE[KnowHowId.COMMERCIUM].effect == Trade(
        kind="trade", give=3, take=2, take_coins=False, in_turn_developed=False
    )
    assert all(k.effect_basis is Basis.FACT for k in TABLE.knowhows)


def test_the_file_says_what_is_fact_and_what_is_design() -> None:
    facts = {
        (k.id, which)
        for k in TABLE.knowhows
        for which, basis in (("first", k.first_price_basis), ("second", k.second_price_basis))
        if basis is Basis.FACT
    }
    assert facts == {(KnowHowId.COMMERCIUM, "first"), (KnowHowId.NAVIGATIO, "second")}
    assert "seeds/000_bba90373e4142edb.txt" in TABLE.source
    assert "design" in TABLE.about and all(k.cite for k in TABLE.knowhows)


# --- validation ------------------------------------------------------------------------------


def broken(change: Any) -> str:
    data = raw()
    change(data)
    return json.dumps(data)


def _set(index: int, **values: Any) -> Any:
    return lambda d: d["knowhows"][index].update(values)


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        (lambda d: d["knowhows"].pop(), "need each of"),
        (lambda d: d["knowhows"].append(d["knowhows"][0]), "need each of"),
        (_set(0, id="rota"), "strata"),
        (_set(0, first_price=3), "first nation must pay more"),
        (_set(1, first_price=6), "first prices must all differ"),
        (_set(2, second_price=0), "greater than or equal to 1"),
        (_set(3, first_price_basis="guess"), "fact"),
        (_set(4, effect={"kind": "defence", "extra": 0}), "greater than or equal to 1"),
        (_set(4, effect={"kind": "luck"}), "kind"),
        (_set(0, effect={"kind": "reach", "unit": "elephant", "borders": 2}), "legion"),
        (_set(3, effect={"kind": "trade", "give": 2, "take": 2, "take_coins": False,
                         "in_turn_developed": False}), "must cost something"),
        (_set(0, flavour="x"), "Extra inputs"),
        (lambda d: d.update(currency="iron"), "gold"),
    ],
)  # fmt: skip
def test_bad_data_is_refused_on_load(change: Any, complaint: str) -> None:
    with pytest.raises(ValidationError, match=complaint):
        parse_knowhow(broken(change))


def test_the_shipped_file_parses_as_is() -> None:
    assert parse_knowhow(json.dumps(raw())) == TABLE
