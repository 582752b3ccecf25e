"""Antike rule statements the worked examples leave out, each test citing the seed's place
(`seeds/001`, line and manual page; `rules/antike/RULES.md` indexes them): the rondel's
wedges and every paid step, temples and arming against the bank and foreign units, founding,
a unit's maneuver actions and borders, sea battles, personages per threshold and stack, the
targets per number of nations and the FAQ's bank and trading answers."""

from __future__ import annotations

import random

import pytest

from rules.antike import GAME
from rules.antike.engine.economy import knowhow_price, production
from rules.antike.engine.position import defence, reach
from rules.antike.state import (
    FIELDS,
    MILITARY_TARGETS,
    PRODUCES,
    TARGETS,
    AntikeState,
    Field,
    KnowHow,
    Order,
    Personage,
)
from rules.common.maps import Resource, Unit
from rules.core import IllegalAction
from rules.core.errors import InvalidAction
from tests.rules.antike.fixtures import (
    arrange,
    make_side,
    on_field,
    play,
    position,
    ring_side,
    step,
)

A, B, C = 0, 1, 2


@pytest.fixture(scope="module", autouse=True)
def _sides() -> None:
    ring_side()
    _seas_side()


def _refused(s: AntikeState, text: str) -> str:
    with pytest.raises(IllegalAction) as refused:
        step(s, text)
    return refused.value.msg.key


# --- the rondel -------------------------------------------------------------------------------


@pytest.mark.rule("antike.rondel.wedges")
def test_eight_wedges_each_use_facing_its_resource_and_maneuver_twice() -> None:
    """seed 001 l.29 p.6 "Wedges": three production wedges, the utilisation wedges exactly
    opposite them, MANEUVER printed twice (l.14 p.8)."""
    assert len(FIELDS) == 8
    assert FIELDS.count(Field.MANEUVER) == 2
    uses = {Field.MARBLE: Field.TEMPLE, Field.IRON: Field.ARMING, Field.GOLD: Field.KNOWHOW}
    assert set(PRODUCES) == set(uses)
    for produce, use in uses.items():
        assert FIELDS[(FIELDS.index(produce) + 4) % 8] is use
    m = [i for i, f in enumerate(FIELDS) if f is Field.MANEUVER]
    assert m[1] - m[0] == 4


@pytest.mark.rule("antike.rondel.first-move")
def test_the_first_move_takes_any_wedge_for_free() -> None:
    """seed 001 l.22 p.5: on its first turn a nation may select any wedge."""
    s = arrange(position("ring", 3), stock={A: {}})
    assert s.nations[A].marker is None
    rondel = [a for a in GAME.legal_actions(s, s.nations[A].seat) if a.type == "rondel"]
    assert sorted(a.field for a in rondel) == list(range(8))
    assert all(not a.pay for a in rondel)
    s = play(s, "rondel 6")
    assert s.nations[A].marker == 6


@pytest.mark.rule("antike.rondel.free-steps", "antike.rondel.extra-step-cost")
@pytest.mark.parametrize("start", range(8))
@pytest.mark.parametrize("steps", range(1, 9))
def test_every_step_beyond_the_third_costs_one_unit(start: int, steps: int) -> None:
    """seed 001 l.22 p.5 "Moving on the rondel": one to three wedges clockwise are free, each
    further wedge costs one unit; eight wedges (back to the same one) cost five."""
    s = arrange(position("ring", 3), stock={A: {"iron": 9}}, current=A)
    s.nations[A].marker = start
    field = (start + steps) % 8
    cost = max(0, steps - 3)
    offered = {
        len(a.pay)
        for a in GAME.legal_actions(s, s.nations[A].seat)
        if a.type == "rondel" and a.field == field
    }
    assert offered == {cost}
    pay = f" pay {','.join(['iron'] * cost)}" if cost else ""
    if cost:
        assert _refused(s, f"rondel {field}") == "common.rondel.error.unpaid"
    s = play(s, f"rondel {field}{pay}")
    assert s.nations[A].marker == field
    produced = production(s, A, Resource.IRON) if FIELDS[field] is Field.IRON else 0
    assert s.nations[A].iron == 9 - cost + produced


@pytest.mark.rule("antike.rondel.extra-step-cost", "antike.flow.coin-substitute")
def test_paid_steps_take_any_mix_of_resources_and_coins() -> None:
    """seed 001 l.22 p.5: each wedge beyond three is paid with one marble, iron or gold unit or
    a coin, the nation's choice; the coin goes back to the bank."""
    s = arrange(
        position("ring", 3),
        stock={A: {"marble": 1, "iron": 1, "gold": 1, "coins": 2}},
        current=A,
    )
    s.nations[A].marker = 0  # IRON; KNOW-HOW (6) is 6 wedges on: 3 units, MANEUVER (7) 4
    bank = s.bank_coins
    assert _refused(s, "rondel 6 pay coin,coin") == "common.rondel.error.unpaid"
    assert _refused(s, "rondel 6 pay coin,coin,coin,coin") == "common.rondel.error.overpaid"
    assert _refused(s, "rondel 6 pay coin,coin,coin") == "antike.error.cannot_pay_rondel"
    assert _refused(s, "rondel 2 pay gold") == "antike.error.rondel_free"
    s = play(s, "rondel 7 pay marble,gold,coin,coin")
    n = s.nations[A]
    assert (n.marble, n.iron, n.gold, n.coins) == (0, 1, 0, 0)
    assert s.bank_coins == bank + 2


# --- production, temples, arming --------------------------------------------------------------


@pytest.mark.rule("antike.produce.per-city")
def test_iron_production_counts_iron_cities_only() -> None:
    """seed 001 l.28 p.6: 1 iron per iron city, 3 with a temple; other cities give no iron."""
    s = arrange(
        position("ring", 3),
        cities={"rom_i": (A, True), "ger_i": (A, False), "gre_m": (A, True)},
        stock={A: {}},
        current=A,
    )
    s = play(s, "rondel 0")
    assert s.nations[A].iron == 4


@pytest.mark.rule("antike.produce.foreign-units", "antike.arming.foreign-units")
def test_foreign_units_neither_stop_production_nor_arming() -> None:
    """seed 001 l.31 p.8: a city with enemy units in its province goes on producing and
    setting up units; l.30 p.6: any number of units, own or foreign, may stand together."""
    s = arrange(
        position("ring", 3),
        legions={A: {"rom_i": 12}, B: {"rom_i": 9}, C: {"rom_i": 7}},
        galleys={B: {"rom_g": 4}},
        stock={A: {"iron": 2}},
        current=A,
    )
    s = play(s, "rondel 0")
    assert s.nations[A].iron == 3  # 2 + the iron city
    s = on_field(s, "arming")
    s = play(s, "arm legion rom_i", "arm galley rom_g")
    assert s.count(A, Unit.LEGION, "rom_i") == 13
    assert s.count(A, Unit.GALLEY, "rom_g") == 1


@pytest.mark.rule("antike.temple.cost", "antike.temple.one-per-city")
def test_several_temples_at_five_marble_and_one_per_city() -> None:
    """seed 001 l.28 p.6 "Temple": one or more temples, five marble each, one per city."""
    s = arrange(position("ring", 3), stock={A: {"marble": 10}}, current=A)
    s = on_field(s, "temple")
    s = play(s, "temple rom_m", "temple rom_i")
    assert s.nations[A].marble == 0
    assert s.cities["rom_m"].temple and s.cities["rom_i"].temple
    s = arrange(s, stock={A: {"marble": 5}})
    assert _refused(s, "temple rom_m") == "antike.error.temple_exists"


@pytest.mark.rule("antike.temple.bank-limit", "antike.faq.bank-exhausted")
def test_no_temple_when_all_twenty_stand() -> None:
    """seed 001 l.28 p.6 and l.17 p.12 FAQ: with every temple on the board none is built
    until a conquest destroys one."""
    others = [f"{p}_{k}" for p in ("gre", "pho", "car", "per") for k in "migf"] + ["ger_f"]
    mine = {r: (A, True) for r in ("rom_i", "rom_g", "rom_f")}
    s = arrange(
        position("ring", 3),
        cities={r: (C, True) for r in others} | mine,
        stock={A: {"marble": 5}},
        current=A,
    )
    assert s.bank_temples == 0
    s = on_field(s, "temple")
    assert _refused(s, "temple rom_m") == "antike.error.no_temples_left"
    s = arrange(s, cities={others[0]: (C, False)})
    s = play(s, "temple rom_m")
    assert s.bank_temples == 0


@pytest.mark.rule("antike.faq.bank-exhausted", "antike.setup.supplies")
def test_no_unit_from_an_empty_supply() -> None:
    """seed 001 l.17 p.12 FAQ: a nation with no legion left in its supply sets up no legion
    (galleys still come); l.27 p.3: never more than 17 of each."""
    s = arrange(position("ring", 3), stock={A: {"iron": 3}}, current=A)
    s = arrange(s, legions={A: {"gre_f": 17}})
    assert s.nations[A].legions == 0
    s = on_field(s, "arming")
    assert _refused(s, "arm legion rom_i") == "antike.error.no_units_left"
    s = play(s, "arm galley rom_g")
    assert s.nations[A].galleys == 16


@pytest.mark.rule("antike.faq.no-credit", "antike.arming.cost")
@pytest.mark.parametrize(
    ("field", "action", "key"),
    [
        ("temple", "temple rom_m", "antike.error.cannot_afford_temple"),
        ("arming", "arm legion rom_m", "antike.error.cannot_afford_unit"),
        ("knowhow", "develop wheel", "antike.error.cannot_afford_knowhow"),
        ("iron", "found rom_f", "antike.error.cannot_afford_city"),
    ],
)
def test_the_bank_gives_no_credit(field: str, action: str, key: str) -> None:
    """seed 001 l.17 p.12 FAQ: the bank gives no advance; one unit short, nothing is done,
    and a coin covers that unit."""
    short = {
        "temple": {"marble": 4},
        "arming": {},
        "knowhow": {"gold": 6},
        "iron": {"marble": 1, "iron": 1},
    }[field]
    s = arrange(position("ring", 3), legions={A: {"rom_f": 1}}, stock={A: short}, current=A)
    s = on_field(s, field)
    assert _refused(s, action) == key
    s = arrange(s, stock={A: {**short, "coins": 1}})
    s = play(s, action)
    assert s.nations[A].coins == 0


@pytest.mark.rule("antike.arming.cost")
def test_units_are_set_up_only_beside_an_own_city() -> None:
    """seed 001 l.28 p.6 "Arming": one iron per unit, in a province where the nation owns a
    city."""
    s = arrange(position("ring", 3), stock={A: {"iron": 2}}, current=A)
    s = on_field(s, "arming")
    assert _refused(s, "arm legion ger_m") == "antike.error.not_your_city"
    assert _refused(s, "arm legion rom_f") == "antike.error.no_city"
    s = play(s, "arm legion rom_m", "arm legion rom_i")
    assert s.nations[A].iron == 0 and s.nations[A].legions == 15


# --- know-how -------------------------------------------------------------------------------------


@pytest.mark.rule("antike.knowhow.pairs")
@pytest.mark.parametrize(
    ("basic", "secondary"),
    [
        ("wheel", "roads"),
        ("sailing", "navigation"),
        ("market", "currency"),
        ("monarchy", "democracy"),
    ],
)
def test_a_secondary_know_how_needs_its_basic_one(basic: str, secondary: str) -> None:
    """seed 001 l.30 p.6: wheel before roads, sailing before navigation, market before
    currency, monarchy before democracy; another basic one does not do."""
    other = next(k.value for k in KnowHow if k.value not in (basic, secondary))
    s = arrange(position("ring", 3), stock={A: {"gold": 30}}, knowhows={A: [other]}, current=A)
    s = on_field(s, "knowhow")
    assert _refused(s, f"develop {secondary}") == "antike.error.knowhow_needs"
    s = play(s, f"develop {basic}", f"develop {secondary}")
    assert s.nations[A].knowhows[-2:] == [KnowHow(basic), KnowHow(secondary)]
    assert _refused(s, f"develop {basic}") == "antike.error.knowhow_known"


@pytest.mark.rule("antike.knowhow.price", "antike.personage.scholars")
@pytest.mark.parametrize(
    ("knowhow", "basic", "new", "old"),
    [
        ("wheel", None, 7, 3),
        ("market", None, 7, 3),
        ("roads", "wheel", 10, 5),
        ("democracy", "monarchy", 10, 5),
    ],
)
def test_a_know_how_costs_more_while_no_other_nation_has_it(
    knowhow: str, basic: str | None, new: int, old: int
) -> None:
    """seed 001 l.19 p.7 and l.25 p.14: 7 gold for a new basic know-how, 10 for a new
    secondary one; 3 and 5 once another nation has it. The first nation to develop it gets a
    scholar; whoever follows pays the lower price and gets none."""
    known = [basic] if basic else []
    s = arrange(
        position("ring", 3),
        stock={A: {"gold": new}, B: {"gold": old}},
        knowhows={A: known, B: known},
        current=A,
    )
    k = KnowHow(knowhow)
    assert knowhow_price(s, A, k) == new and knowhow_price(s, B, k) == new
    s = play(on_field(s, "knowhow"), f"develop {knowhow}", "end")
    assert s.nations[A].gold == 0
    assert s.nations[A].personages == {Personage.SCHOLAR: 1}
    assert knowhow_price(s, B, k) == old
    s = play(on_field(s, "knowhow"), f"develop {knowhow}", "end")
    assert s.nations[B].gold == 0
    assert s.nations[B].personages == {}


@pytest.mark.rule("antike.knowhow.wheel-roads", "antike.knowhow.sailing-navigation")
@pytest.mark.parametrize(
    ("knows", "legion", "galley"),
    [
        ([], 1, 1),
        (["wheel"], 2, 1),
        (["wheel", "roads"], 3, 1),
        (["sailing"], 1, 2),
        (["sailing", "navigation"], 1, 3),
        (["wheel", "roads", "sailing"], 3, 2),
    ],
)
def test_movement_know_hows_give_each_unit_its_actions(
    knows: list[str], legion: int, galley: int
) -> None:
    """seed 001 l.19 p.7 and l.14 p.8: WHEEL two actions per legion, ROADS three; SAILING two
    per galley, NAVIGATION three; each kind only its own units."""
    s = arrange(position("ring", 3), knowhows={A: knows}, current=A)
    n = s.nations[A]
    assert (reach(n, Unit.LEGION), reach(n, Unit.GALLEY)) == (legion, galley)


@pytest.mark.rule("antike.knowhow.monarchy-democracy", "antike.conquest.defence")
@pytest.mark.parametrize(
    ("knows", "value"), [([], 3), (["monarchy"], 4), (["monarchy", "democracy"], 5)]
)
def test_monarchy_and_democracy_strengthen_every_city(knows: list[str], value: int) -> None:
    """seed 001 l.14 p.8: MONARCHY adds one to a city's defence, DEMOCRACY two (not three)."""
    s = arrange(position("ring", 3), legions={B: {"ger_m": 2}}, knowhows={B: knows})
    assert defence(s, "ger_m") == value
    assert defence(s, "ger_i") == value - 2


# --- founding -------------------------------------------------------------------------------------


@pytest.mark.rule("antike.found.unit-present")
def test_a_city_is_founded_only_where_an_own_unit_stands() -> None:
    """seed 001 l.22 p.5 and l.29 p.6: a legion or galley of the nation must stand in the
    province; foreign units there neither help nor prevent."""
    s = arrange(
        position("ring", 3),
        legions={B: {"rom_f": 3}},
        stock={A: {"marble": 2, "iron": 2, "gold": 2}},
        current=A,
    )
    s = play(s, "rondel 2")
    assert _refused(s, "found rom_f") == "antike.error.no_unit_to_found"
    assert _refused(s, "found rom_sea") == "antike.error.no_city_site"
    s = arrange(s, galleys={A: {"rom_f": 1}})
    s = play(s, "found rom_f")
    assert s.cities["rom_f"].owner == A
    assert s.count(B, Unit.LEGION, "rom_f") == 3


@pytest.mark.rule("antike.found.after-action", "antike.flow.turn-steps")
def test_cities_are_founded_after_the_rondel_action_as_many_as_paid() -> None:
    """seed 001 l.22 p.5: after the rondel action a nation may found one or more cities; the
    wedge comes first."""
    s = arrange(
        position("ring", 3),
        legions={A: {"rom_f": 1, "gre_f": 1}},
        stock={A: {"marble": 2, "iron": 2, "gold": 2}},
        current=A,
    )
    assert _refused(s, "found rom_f") == "antike.error.rondel_first"
    s = play(s, "rondel 1", "found rom_f")
    assert _refused(s, "temple rom_m") == "antike.error.action_over"
    s = play(s, "found gre_f")
    assert {s.cities["rom_f"].owner, s.cities["gre_f"].owner} == {A}
    n = s.nations[A]
    assert (n.marble, n.iron, n.gold) == (0, 0, 0)


@pytest.mark.rule("antike.found.stones", "antike.setup.supplies")
def test_no_city_without_a_city_stone() -> None:
    """seed 001 l.27 p.3: 25 city stones, never more; FAQ l.17 p.12: out of stones, no city."""
    s = arrange(
        position("ring", 3),
        legions={A: {"rom_f": 1}},
        stock={A: {"marble": 1, "iron": 1, "gold": 1}},
        current=A,
    )
    s = play(s, "rondel 1")
    s.nations[A].stones = 0
    assert _refused(s, "found rom_f") == "antike.error.no_stones_left"


# --- MANEUVER -------------------------------------------------------------------------------------


@pytest.mark.rule("antike.maneuver.one-action", "antike.conquest.upright-units")
def test_without_know_hows_a_unit_moves_or_conquers_once() -> None:
    """seed 001 l.14 p.8: one maneuver action per unit and turn, a move or a conquest; a unit
    that has moved does not conquer."""
    s = arrange(position("ring", 3), legions={A: {"rom_f": 2}}, current=A)
    s.nations[B].order = Order.NEVER
    s = play(on_field(s, "maneuver"), "move legion rom_f ger_m")
    assert _refused(s, "move legion ger_m ger_i") == "antike.error.unit_spent"
    assert _refused(s, "conquer ger_m") == "antike.error.too_weak"
    s = play(s, "move legion rom_f ger_m")
    assert _refused(s, "conquer ger_m") == "antike.error.too_weak"  # both spent


@pytest.mark.rule("antike.maneuver.move-one-border", "antike.knowhow.wheel-roads")
def test_with_roads_a_legion_crosses_three_land_borders() -> None:
    """seed 001 l.21 p.8 example: a legion with ROADS crosses three land borders in a turn,
    one border per move."""
    s = arrange(position("ring", 3), legions={A: {"rom_m": 1}}, knowhows={A: ["wheel", "roads"]})
    s = on_field(arrange(s, current=A), "maneuver")
    assert _refused(s, "move legion rom_m rom_g") == "antike.error.not_adjacent"
    s = play(s, "move legion rom_m rom_i", "move legion rom_i rom_g", "move legion rom_g rom_f")
    assert s.count(A, Unit.LEGION, "rom_f") == 1
    assert _refused(s, "move legion rom_f ger_m") == "antike.error.unit_spent"


@pytest.mark.rule(
    "antike.board.borders", "antike.faq.no-transport", "antike.maneuver.move-one-border"
)
def test_legions_cross_land_borders_galleys_sea_borders_both_a_mixed_one() -> None:
    """seed 001 l.21 p.8: red land borders for legions, blue sea borders for galleys, red-blue
    ones for both; FAQ l.11 p.12: legions are never carried over water."""
    s = arrange(
        position("ring", 3),
        legions={A: {"rom_g": 2}},
        galleys={A: {"rom_g": 2, "rom_sea": 1}},
        knowhows={A: ["wheel", "sailing"]},
        current=A,
    )
    s = on_field(s, "maneuver")
    assert _refused(s, "move legion rom_g rom_sea") == "antike.error.wrong_border"
    assert _refused(s, "move galley rom_g rom_i") == "antike.error.wrong_border"
    assert _refused(s, "move galley rom_sea rom_m") == "antike.error.not_adjacent"
    s = play(s, "move legion rom_g rom_f", "move galley rom_g rom_f")  # red-blue
    s = play(s, "move galley rom_g rom_sea", "move legion rom_g rom_i")
    assert s.count(A, Unit.GALLEY, "rom_sea") == 2
    assert s.count(A, Unit.LEGION, "rom_i") == 1


@pytest.mark.rule("antike.maneuver.any-sequence", "antike.knowhow.sailing-navigation")
def test_a_navigation_galley_moved_twice_stays_upright_and_conquers() -> None:
    """seed 001 l.31 p.8 example: a galley with NAVIGATION that has moved only twice is not
    tipped: it still has an action, enough to conquer."""
    s = arrange(
        position("ring", 3),
        galleys={A: {"rom_sea": 1}},
        knowhows={A: ["sailing", "navigation"]},
        current=A,
    )
    s = play(on_field(s, "maneuver"), "move galley rom_sea ger_sea", "move galley ger_sea ger_g")
    assert s.this.galleys_left["ger_g"] == [1]
    s = play(s, "conquer ger_g")
    assert s.cities["ger_g"].owner == A


@pytest.mark.rule("antike.conquest.not-by-entering")
def test_entering_a_province_does_not_conquer_its_city() -> None:
    """seed 001 l.32 p.13 FAQ: moving into a province is not a conquest; that needs phase 2."""
    s = arrange(position("ring", 3), legions={A: {"rom_f": 3}}, current=A)
    s.nations[B].order = Order.NEVER
    s = play(on_field(s, "maneuver"), *["move legion rom_f ger_m"] * 2)
    s = play(s, "end")
    assert s.cities["ger_m"].owner == B
    assert s.count(A, Unit.LEGION, "ger_m") == 2


# --- sea battles ----------------------------------------------------------------------------------


@pytest.mark.rule(
    "antike.maneuver.sea-battles", "antike.maneuver.mover-fights", "antike.maneuver.one-for-one"
)
def test_the_mover_starts_a_sea_battle_one_galley_for_one() -> None:
    """seed 001 l.21 p.8: galleys in a sea fight 1:1; the mover's galleys that have not moved
    may fight too; the side with more keeps the difference."""
    s = arrange(
        position("ring", 3),
        galleys={A: {"ger_sea": 3}, B: {"ger_sea": 1}},
        legions={B: {"ger_g": 1}},
        current=A,
    )
    s = play(on_field(s, "maneuver"), "fight galley ger_sea germanic_tribes")
    assert (s.count(A, Unit.GALLEY, "ger_sea"), s.count(B, Unit.GALLEY, "ger_sea")) == (2, 0)
    assert s.nations[B].galleys == 17  # back in the supply
    assert s.this.galleys_left["ger_sea"] == [1, 1]
    assert _refused(s, "fight galley ger_sea germanic_tribes") == "antike.error.no_foe_there"


@pytest.mark.rule(
    "antike.maneuver.sea-battles", "antike.maneuver.demanded-fights", "antike.maneuver.one-for-one"
)
def test_a_fleet_demands_a_battle_from_a_smaller_one_entering_its_sea() -> None:
    """seed 001 l.21 p.8 and FAQ l.11 p.12: the nation whose sea is entered may demand the
    battle; both lose as many galleys as the smaller side has."""
    s = arrange(
        position("ring", 3),
        galleys={A: {"rom_sea": 2}, B: {"ger_sea": 3}},
        knowhows={A: ["sailing"]},
        current=A,
    )
    s.nations[B].order = Order.ASK
    s = play(on_field(s, "maneuver"), "move galley rom_sea ger_sea", "answer yes")
    assert (s.count(A, Unit.GALLEY, "ger_sea"), s.count(B, Unit.GALLEY, "ger_sea")) == (0, 2)
    s = play(s, "move galley rom_sea ger_sea", "answer no")
    assert (s.count(A, Unit.GALLEY, "ger_sea"), s.count(B, Unit.GALLEY, "ger_sea")) == (1, 2)
    # the mover may still start the fight itself
    s = play(s, "fight galley ger_sea germanic_tribes")
    assert (s.count(A, Unit.GALLEY, "ger_sea"), s.count(B, Unit.GALLEY, "ger_sea")) == (0, 1)


@pytest.mark.rule("antike.maneuver.like-fights-like", "antike.maneuver.sea-battles")
def test_galleys_and_legions_never_fight_each_other() -> None:
    """seed 001 l.21 p.8 and FAQ l.11 p.12: no fight between legions and galleys; galleys
    entering a province of enemy legions are offered no fight."""
    s = arrange(
        position("ring", 3),
        galleys={A: {"ger_sea": 2}},
        legions={B: {"ger_g": 2}},
        current=A,
    )
    s.nations[B].order = Order.ASK
    s = play(on_field(s, "maneuver"), "move galley ger_sea ger_g")
    assert not s.pending
    assert _refused(s, "fight galley ger_g germanic_tribes") == "antike.error.no_foe_there"
    assert _refused(s, "fight legion ger_g germanic_tribes") == "antike.error.no_unit_there"


# --- personages ---------------------------------------------------------------------------------


def _seas_side() -> None:
    """Three nations on a coast along fourteen seas in a row."""
    regions: list[tuple[str, str, str | None]] = []
    borders: list[tuple[str, str, str]] = []
    starts = {}
    for k, nation in enumerate(("greeks", "romans", "germanic_tribes")):
        p = nation[:3]
        regions += [(f"{p}_m", "land", "marble"), (f"{p}_i", "land", "iron")]
        regions += [(f"{p}_g", "land", "gold")]
        borders += [(f"{p}_m", f"{p}_i", "land"), (f"{p}_i", f"{p}_g", "land")]
        borders += [(f"{p}_g", f"s{k * 5:02}", "sea")]
        starts[nation] = {"marble": f"{p}_m", "iron": f"{p}_i", "gold": f"{p}_g"}
    regions += [(f"s{i:02}", "sea", None) for i in range(14)]
    borders += [(f"s{i:02}", f"s{i + 1:02}", "sea") for i in range(13)]
    make_side("seas", regions, borders, starts)


@pytest.mark.rule("antike.personage.navigators", "antike.personage.end-of-turn")
def test_a_navigator_for_seven_seas_and_another_for_fourteen() -> None:
    """seed 001 l.26 p.4 "Navigators": every seven seas holding a galley of the nation at the
    end of its turn bring a navigator; other nations' galleys there are ignored; a coastal
    province is not a sea (README 14)."""
    s = arrange(
        position("seas", 3),
        galleys={
            A: {f"s{i:02}": 1 for i in range(6)} | {"gre_g": 2},
            B: {f"s{i:02}": 1 for i in range(14)},
        },
        current=A,
    )
    s = play(on_field(s, "iron"), "end")
    assert s.nations[A].personages == {}  # six seas and a port
    s = arrange(s, galleys={A: {"s06": 1}}, current=A)
    s = play(on_field(s, "iron"), "end")
    assert s.nations[A].personages == {Personage.NAVIGATOR: 1}
    s = arrange(s, galleys={A: {f"s{i:02}": 1 for i in range(7, 14)}}, current=A)
    s = play(on_field(s, "iron"), "end")
    assert s.nations[A].personages == {Personage.NAVIGATOR: 2}


@pytest.mark.rule("antike.personage.citizens")
def test_a_citizen_for_three_temples_and_another_for_six() -> None:
    """seed 001 l.26 p.4 "Citizens": one citizen for three temples, a second at six."""
    temples = {r: (A, True) for r in ("rom_m", "rom_i", "rom_g", "gre_f", "ger_f")}
    s = arrange(position("ring", 3), cities=temples, current=A)
    s = play(on_field(s, "iron"), "end")
    assert s.nations[A].personages[Personage.CITIZEN] == 1  # five temples
    s = arrange(s, cities={"pho_f": (A, True)}, current=A)
    s = play(on_field(s, "iron"), "end")
    assert s.nations[A].personages[Personage.CITIZEN] == 2


@pytest.mark.rule("antike.personage.empty-stack", "antike.personage.end-of-turn")
def test_an_empty_stack_awards_nothing_and_the_threshold_is_used() -> None:
    """seed 001 l.29 p.6: a personage is collected only while the bank still has it; the
    threshold reached meanwhile is not kept for later (README 14)."""
    s = arrange(
        position("ring", 3),
        cities={"rom_m": (A, True), "rom_i": (A, True), "rom_g": (A, True)},
        current=A,
    )
    s.bank_personages[Personage.CITIZEN] = 0
    s.nations[C].personages = {Personage.CITIZEN: 6}
    s = play(on_field(s, "iron"), "end")
    assert s.nations[A].personages == {}
    assert s.nations[A].marks[Personage.CITIZEN] == 1
    s.nations[C].personages = {Personage.CITIZEN: 5}
    s.bank_personages[Personage.CITIZEN] = 1
    s = play(on_field(arrange(s, current=A), "iron"), "end")
    assert s.nations[A].personages == {}


# --- the end --------------------------------------------------------------------------------------


def _almost(s: AntikeState, nation: int, points: int) -> AntikeState:
    """Give ``nation`` scholars, then kings, worth ``points``, taken from the bank."""
    scholars = min(points, 8)
    kings = points - scholars
    s.nations[nation].personages = {Personage.SCHOLAR: scholars, Personage.KING: kings}
    s.bank_personages[Personage.SCHOLAR] -= scholars
    s.bank_personages[Personage.KING] -= kings
    s.nations[nation].marks = {Personage.KING: 9}
    return s


@pytest.mark.rule("antike.end.targets", "antike.end.first-to-target")
@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("short", [2, 1])
def test_the_target_per_number_of_nations_wins_and_one_less_does_not(
    players: int, short: int
) -> None:
    """seed 001 l.33 p.4: 10, 9, 8, 7 personages with 3, 4, 5, 6 nations; three temples bring
    the turn's citizen: the nation wins when that makes the target, not before."""
    target = TARGETS[players]
    s = position("ring", players)
    assert s.target == target
    temples = {r: (A, True) for r in s.cities_of(A)}
    s = _almost(arrange(s, cities=temples, current=A), A, target - short)
    s = play(on_field(s, "iron"), "end")
    assert s.nations[A].personage_count == target - short + 1
    assert (s.winner == A) is (short == 1)
    assert (s.current == B) is (short == 2)


@pytest.mark.rule("antike.variant.military", "antike.end.targets")
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_military_points_per_number_of_nations(players: int) -> None:
    """seed 001 l.15 p.13: 13, 11, 9, 8 victory points with 3, 4, 5, 6 nations; a general
    destroyed in the turn is worth two."""
    target = MILITARY_TARGETS[players]
    s = position("ring", players, options={"military": True})
    assert s.target == target
    s = _almost(s, A, target - 2)
    s = arrange(s, cities={"ger_m": (B, True)}, legions={A: {"ger_m": 4}}, current=A)
    s = play(on_field(s, "maneuver"), "conquer ger_m", "end")
    assert s.winner == A


# --- FAQ ------------------------------------------------------------------------------------------


@pytest.mark.rule("antike.faq.no-trading-between-nations")
def test_no_action_moves_goods_between_nations() -> None:
    """seed 001 l.17 p.12 FAQ: nations may not trade, lend or give each other chips, coins or
    anything else; in random play no nation's stock changes on another nation's action,
    except the round's coin from the bank, and no notation gives or lends."""
    for text in ("give gold romans", "lend coin greeks", "trade gold romans"):
        with pytest.raises(InvalidAction):
            GAME.parse_notation(text)
    s = GAME.setup(4, GAME.options({"side": "west", "fight": "always"}), "no-trading")
    rng = random.Random(7)
    for _ in range(400):
        if s.winner is not None:
            break
        actor = GAME.acting(s)
        legal = GAME.legal_actions(s, s.nations[actor].seat)
        before = [(n.marble, n.iron, n.gold, n.coins) for n in s.nations]
        bank, new_round = s.bank_coins, s.round
        s = GAME.apply(s, s.nations[actor].seat, rng.choice(legal)).state
        coin = 1 if s.round > new_round and bank > 0 else 0
        for i, n in enumerate(s.nations):
            if i != actor:
                got = (n.marble, n.iron, n.gold, n.coins)
                assert got == (*before[i][:3], before[i][3] + coin), (i, got, before[i])
