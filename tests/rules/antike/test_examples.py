"""Every worked example of the Antike rulebook (English edition, seeds/001) as a test.

Sections are cited by the rulebook's headings. Each example gets a small fixture map with
the provinces it names; the nations' colours are given the nation indexes the example needs
(0 is the nation on turn unless said otherwise).
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.antike import GAME
from rules.antike.engine.economy import production
from rules.antike.engine.position import defence
from rules.antike.state import AntikeState, KnowHow, Order, PendingKind, Personage
from rules.common.maps import Resource, Unit
from rules.core import IllegalAction
from tests.rules.antike.fixtures import arrange, make_side, on_field, play, position, step

YELLOW, RED, GREEN = 0, 1, 2

# A strip of land and sea around the eastern Mediterranean, enough for the military examples:
#   castra - via - roma (land, legions), castra - vicus - roma;
#   attalia, tyros, alexandria, athenai, corniclanum on the coast; seas between.
EXAMPLES = [
    ("castra", "land", "iron"),
    ("via", "land", "marble"),
    ("roma", "land", "gold"),
    ("corniclanum", "land", "marble"),
    ("athenai", "land", "marble"),
    ("attalia", "land", "gold"),
    ("campus", "land", "iron"),
    ("tyros", "land", "gold"),
    ("alexandria", "land", "gold"),
    ("sidon", "land", "marble"),
    ("aegyptus", "land", "iron"),
    ("mare_aegaeum", "sea", None),
    ("mare_cyprium", "sea", None),
    ("mare_aegyptium", "sea", None),
    ("mare_libycum", "sea", None),
]
BORDERS = [
    ("castra", "via", "land"),
    ("via", "roma", "land"),
    ("roma", "corniclanum", "land"),
    ("corniclanum", "castra", "land"),
    ("castra", "campus", "land"),
    ("campus", "attalia", "land"),
    ("attalia", "tyros", "both"),
    ("tyros", "sidon", "land"),
    ("athenai", "mare_aegaeum", "sea"),
    ("athenai", "corniclanum", "both"),
    ("corniclanum", "mare_aegaeum", "sea"),
    ("mare_aegaeum", "mare_cyprium", "sea"),
    ("attalia", "mare_cyprium", "sea"),
    ("tyros", "mare_cyprium", "sea"),
    ("mare_cyprium", "mare_aegyptium", "sea"),
    ("alexandria", "mare_aegyptium", "sea"),
    ("mare_aegyptium", "mare_libycum", "sea"),
    ("alexandria", "mare_libycum", "sea"),
    ("alexandria", "aegyptus", "land"),
    ("sidon", "mare_aegyptium", "sea"),
]
STARTS = {
    "greeks": {"marble": "athenai", "iron": "castra", "gold": "attalia"},
    "romans": {"marble": "via", "iron": "campus", "gold": "roma"},
    "germanic_tribes": {"marble": "sidon", "iron": "corniclanum", "gold": "tyros"},
}


@pytest.fixture(scope="module", autouse=True)
def _side() -> None:
    make_side("examples", EXAMPLES, BORDERS, STARTS)
    chain = [(f"r{i:02}", "land", ("marble", "iron", "gold")[i % 3]) for i in range(28)]
    links = [(f"r{i:02}", f"r{i + 1:02}", "land") for i in range(27)]
    starts = {
        "greeks": {"marble": "r00", "iron": "r01", "gold": "r02"},
        "romans": {"marble": "r21", "iron": "r22", "gold": "r23"},
        "germanic_tribes": {"marble": "r24", "iron": "r25", "gold": "r26"},
    }
    make_side("chain", chain, links, starts)


def scene(cities: dict[str, tuple[int, bool]] | None = None, **kw: Any) -> AntikeState:
    """A 3-nation game on the examples map, every city cleared, the given ones placed.
    Every nation keeps a far-away city so none is at its last city by accident."""
    s = position("examples", 3)
    base = {"athenai": (YELLOW, False), "via": (RED, False), "sidon": (GREEN, False)}
    kw.setdefault("current", YELLOW)
    return arrange(s, clear=True, cities={**base, **(cities or {})}, **kw)


# --- Phase 2 Conquest: the example of Corniclanum -------------------------------------------------


@pytest.mark.rule(
    "antike.conquest.defence",
    "antike.knowhow.monarchy-democracy",
    "antike.temple.triples",
    "antike.conquest.mixed-units",
    "antike.conquest.units-spent",
    "antike.conquest.defender-loses",
    "antike.personage.generals",
)
def test_corniclanum_defends_with_6() -> None:
    """MILITARY ACTION, Phase 2, example: a temple city (3) with a galley and a legion (2) of a
    nation with MONARCHY (1) defends with 6. The conqueror spends six units; the defender loses
    its city stone, temple and units; the temple goes back to the bank."""
    s = scene(
        cities={"corniclanum": (RED, True)},
        legions={RED: {"corniclanum": 1}, YELLOW: {"corniclanum": 4}},
        galleys={RED: {"corniclanum": 1}, YELLOW: {"corniclanum": 3}},
        knowhows={RED: ["monarchy"]},
    )
    assert defence(s, "corniclanum") == 6
    s = on_field(s, "maneuver")
    temples = s.bank_temples
    s = play(s, "conquer corniclanum")
    assert s.pending[0].kind is PendingKind.CASUALTIES and s.pending[0].count == 6
    s = play(s, "casualties 4")  # four legions and two galleys
    assert s.cities["corniclanum"].owner == YELLOW and not s.cities["corniclanum"].temple
    assert s.count(YELLOW, Unit.LEGION, "corniclanum") == 0
    assert s.count(YELLOW, Unit.GALLEY, "corniclanum") == 1
    assert s.count(RED, Unit.LEGION, "corniclanum") == 0
    assert s.count(RED, Unit.GALLEY, "corniclanum") == 0
    assert s.bank_temples == temples + 1
    s = play(s, "end")
    assert s.nations[YELLOW].personages == {Personage.GENERAL: 1}


@pytest.mark.rule("antike.conquest.no-failed-attack", "antike.conquest.upright-units")
def test_corniclanum_with_too_few_units_is_refused() -> None:
    s = scene(
        cities={"corniclanum": (RED, True)},
        legions={RED: {"corniclanum": 1}, YELLOW: {"corniclanum": 5}},
        galleys={RED: {"corniclanum": 1}},
        knowhows={RED: ["monarchy"]},
    )
    s = on_field(s, "maneuver")
    with pytest.raises(IllegalAction) as refused:
        step(s, "conquer corniclanum")
    assert refused.value.msg.key == "antike.error.too_weak"
    assert refused.value.msg.params["defence"] == 6


# --- EXAMPLES OF CONQUEST ACTIONS: Tyros ----------------------------------------------------------


@pytest.mark.rule(
    "antike.conquest.defence",
    "antike.conquest.new-owner",
    "antike.conquest.units-spent",
    "antike.conquest.mixed-units",
)
def test_tyros_taken_by_two_galleys() -> None:
    """Tyros defends with 2 (city 1, legion 1); two yellow galleys conquer it and none is left."""
    s = scene(
        cities={"tyros": (GREEN, False)},
        legions={GREEN: {"tyros": 1}},
        galleys={YELLOW: {"tyros": 2}},
    )
    assert defence(s, "tyros") == 2
    s = play(on_field(s, "maneuver"), "conquer tyros")
    assert s.cities["tyros"].owner == YELLOW
    assert s.count(YELLOW, Unit.GALLEY, "tyros") == 0
    assert s.count(GREEN, Unit.LEGION, "tyros") == 0


@pytest.mark.rule("antike.conquest.mixed-units", "antike.conquest.new-owner")
@pytest.mark.parametrize(("legions_lost", "left"), [(1, Unit.LEGION), (2, Unit.GALLEY)])
def test_tyros_taken_by_a_legion_and_a_galley(legions_lost: int, left: Unit) -> None:
    """With two legions and a galley there, yellow chooses: a legion and a galley conquer and a
    legion remains, or two legions conquer and the galley remains."""
    s = scene(
        cities={"tyros": (GREEN, False)},
        legions={GREEN: {"tyros": 1}, YELLOW: {"tyros": 2}},
        galleys={YELLOW: {"tyros": 1}},
    )
    s = play(on_field(s, "maneuver"), "conquer tyros")
    p = s.pending[0]
    assert p.kind is PendingKind.CASUALTIES and p.count == 2
    assert {a.legions for a in GAME.legal_actions(s, s.nations[YELLOW].seat)} == {1, 2}
    s = play(s, f"casualties {legions_lost}")
    assert s.cities["tyros"].owner == YELLOW
    remaining = {u: s.count(YELLOW, u, "tyros") for u in Unit}
    assert remaining == {left: 1, (Unit.GALLEY if left is Unit.LEGION else Unit.LEGION): 0}


# --- Phase 1 Movement: the fight at Athens --------------------------------------------------------


@pytest.mark.rule(
    "antike.maneuver.like-fights-like",
    "antike.maneuver.demanded-fights",
    "antike.maneuver.sea-battles",
    "antike.maneuver.one-for-one",
)
def test_athens_galley_fight_demanded_by_the_greeks() -> None:
    """Three galleys enter Athens, where the Greeks (red here) have a galley and a legion; the
    Greeks demand a fight: one galley each is removed, the legion is not involved."""
    s = scene(
        cities={"athenai": (RED, False), "roma": (YELLOW, False)},
        legions={RED: {"athenai": 1}},
        galleys={RED: {"athenai": 1}, YELLOW: {"mare_aegaeum": 3}},
    )
    s = on_field(s, "maneuver")
    for _ in range(3):
        s = play(s, "move galley mare_aegaeum athenai")
        if s.pending:
            assert s.pending[0].kind is PendingKind.DEFEND
            assert GAME.active_seats(s) == {s.nations[RED].seat}
            s = play(s, "answer yes")
    assert s.count(YELLOW, Unit.GALLEY, "athenai") == 2
    assert s.count(RED, Unit.GALLEY, "athenai") == 0
    assert s.count(RED, Unit.LEGION, "athenai") == 1


# --- EXAMPLES OF MILITARY ACTION: the march on Rome -----------------------------------------------


def _rome(order: Order) -> AntikeState:
    """Five yellow legions with ROADS two borders from Rome; a green legion stands on the way;
    Rome (red, temple, one legion, MONARCHY) defends with 5."""
    s = scene(
        cities={"roma": (RED, True), "via": (RED, False)},
        legions={YELLOW: {"castra": 5}, GREEN: {"via": 1}, RED: {"roma": 1}},
        knowhows={YELLOW: ["wheel", "roads"], RED: ["monarchy"]},
    )
    s.nations[GREEN].order = order
    s.nations[RED].order = Order.NEVER
    return on_field(s, "maneuver")


@pytest.mark.rule(
    "antike.knowhow.wheel-roads",
    "antike.maneuver.demanded-fights",
    "antike.conquest.upright-units",
)
def test_rome_march_with_roads_and_a_demanded_fight() -> None:
    s = _rome(Order.ALWAYS)
    assert defence(s, "roma") == 5
    s = play(s, *["move legion castra via"] * 5)
    assert s.count(YELLOW, Unit.LEGION, "via") == 4
    s = play(s, *["move legion via roma"] * 4)
    assert s.count(YELLOW, Unit.LEGION, "roma") == 4
    assert s.count(GREEN, Unit.LEGION, "via") == 0
    with pytest.raises(IllegalAction) as refused:
        step(s, "conquer roma")
    assert refused.value.msg.params == {
        "region": refused.value.msg.params["region"],
        "defence": 5,
        "units": 4,
    }


@pytest.mark.rule("antike.knowhow.wheel-roads", "antike.conquest.upright-units")
def test_rome_march_with_roads_in_peace() -> None:
    s = _rome(Order.NEVER)
    s = play(s, *["move legion castra via"] * 5)
    s = play(s, *["move legion via roma"] * 5)
    assert s.count(YELLOW, Unit.LEGION, "roma") == 5
    assert s.this.legions_left["roma"] == [1] * 5
    s = play(s, "conquer roma")
    assert s.cities["roma"].owner == YELLOW


# --- EXAMPLES OF MILITARY ACTION: Attalia, in order -----------------------------------------------


@pytest.mark.rule(
    "antike.maneuver.mover-fights",
    "antike.maneuver.any-sequence",
    "antike.conquest.defence",
    "antike.knowhow.sailing-navigation",
)
def test_attalia_conquered_by_an_exact_plan() -> None:
    """Yellow (ROADS, NAVIGATION) first fights red legions 1 and 2, in that order, then its
    legions and galleys go to Attalia, its galleys fighting a red galley on the way; two legions
    and two galleys match Attalia's defence of 4 (city 1, two units, MONARCHY 1)."""
    s = scene(
        cities={"attalia": (RED, False)},
        legions={YELLOW: {"castra": 4}, RED: {"castra": 1, "campus": 1, "attalia": 1}},
        galleys={YELLOW: {"mare_aegaeum": 3}, RED: {"mare_cyprium": 1, "attalia": 1}},
        knowhows={YELLOW: ["wheel", "roads", "sailing", "navigation"], RED: ["monarchy"]},
    )
    s.nations[RED].order = Order.NEVER
    assert defence(s, "attalia") == 4
    s = on_field(s, "maneuver")
    s = play(s, "fight legion castra romans")  # red legion 1, where yellow stands
    s = play(s, *["move legion castra campus"] * 3)
    s = play(s, "fight legion campus romans")  # red legion 2, on the way
    s = play(s, *["move legion campus attalia"] * 2)
    s = play(s, *["move galley mare_aegaeum mare_cyprium"] * 3)
    s = play(s, "fight galley mare_cyprium romans")  # the red galley on the way
    s = play(s, *["move galley mare_cyprium attalia"] * 2)
    assert s.count(YELLOW, Unit.LEGION, "attalia") == 2
    assert s.count(YELLOW, Unit.GALLEY, "attalia") == 2
    s = play(s, "conquer attalia")  # two legions and two galleys: no choice left
    assert s.cities["attalia"].owner == YELLOW


# --- EXAMPLES OF MILITARY ACTION: Alexandria ------------------------------------------------------


@pytest.mark.rule("antike.knowhow.sailing-navigation", "antike.conquest.upright-units")
def test_alexandria_by_galleys_with_navigation() -> None:
    """Alexandria defends with 3; red galleys with NAVIGATION have three actions, so two borders
    away they still take part in the conquest."""
    s = scene(
        cities={"alexandria": (GREEN, False), "roma": (RED, False)},
        legions={GREEN: {"alexandria": 2}},
        galleys={RED: {"mare_cyprium": 3}},
        knowhows={RED: ["sailing", "navigation"]},
        current=RED,
    )
    assert defence(s, "alexandria") == 3
    s = on_field(s, "maneuver")
    s = play(s, *["move galley mare_cyprium mare_aegyptium"] * 3)
    s = play(s, *["move galley mare_aegyptium alexandria"] * 3)
    s = play(s, "conquer alexandria")
    assert s.cities["alexandria"].owner == RED


def _alexandria_sailing(defender: Unit) -> AntikeState:
    """Yellow has SAILING (two actions): one galley in Attalia, two borders from Alexandria's
    neighbouring sea, one in the Egyptian sea; Alexandria holds one green unit."""
    units = {GREEN: {"alexandria": 1}}
    s = scene(
        cities={"alexandria": (GREEN, False)},
        legions=units if defender is Unit.LEGION else {},
        galleys={
            YELLOW: {"mare_cyprium": 1, "mare_aegyptium": 1},
            **({} if defender is Unit.LEGION else units),
        },
        knowhows={YELLOW: ["sailing"]},
    )
    s.nations[GREEN].order = Order.NEVER
    return on_field(s, "maneuver")


@pytest.mark.rule(
    "antike.knowhow.sailing-navigation",
    "antike.maneuver.any-sequence",
    "antike.conquest.upright-units",
)
def test_alexandria_with_sailing_falls_one_galley_short() -> None:
    s = _alexandria_sailing(Unit.LEGION)
    assert defence(s, "alexandria") == 2
    s = play(s, "move galley mare_cyprium mare_aegyptium")
    # the galley that came from afar now has one action left, the other two: the rested one
    # goes first, then the tired one uses its last action and is tipped
    s = play(s, "move galley mare_aegyptium alexandria", "move galley mare_aegyptium alexandria")
    assert s.this.galleys_left["alexandria"] == [1, 0]
    with pytest.raises(IllegalAction) as refused:
        step(s, "conquer alexandria")
    assert refused.value.msg.params["units"] == 1


@pytest.mark.rule("antike.maneuver.mover-fights", "antike.maneuver.sea-battles")
def test_alexandria_with_a_green_galley_falls_after_a_fight() -> None:
    """If green had a galley instead of a legion there, the tipped galley fights it first and
    the other galley conquers (defence 1)."""
    s = _alexandria_sailing(Unit.GALLEY)
    s = play(s, "move galley mare_cyprium mare_aegyptium")
    s = play(s, "move galley mare_aegyptium alexandria", "move galley mare_aegyptium alexandria")
    s = play(s, "fight galley alexandria germanic_tribes")
    # the fight costs the galley with the fewest actions left: the tipped one
    assert s.this.galleys_left["alexandria"] == [1]
    assert defence(s, "alexandria") == 1
    s = play(s, "conquer alexandria")
    assert s.cities["alexandria"].owner == YELLOW


# --- GAME FLOW, Moving on the rondel --------------------------------------------------------------


@pytest.mark.rule("antike.rondel.free-steps", "antike.rondel.extra-step-cost")
def test_rondel_example_from_iron() -> None:
    """From IRON: TEMPLE, GOLD, MANEUVER free; ARMING costs one resource, MARBLE two."""
    s = scene(stock={YELLOW: {"gold": 3}})
    s.nations[YELLOW].marker = 0
    costs = {}
    for a in GAME.legal_actions(s, s.nations[YELLOW].seat):
        if a.type == "rondel":
            costs.setdefault(a.field, len(a.pay))
    assert costs == {1: 0, 2: 0, 3: 0, 4: 1, 5: 2, 6: 3}  # 7 and 0 cost 4 and 5
    with pytest.raises(IllegalAction):
        step(s, "rondel 4")
    s = play(s, "rondel 4 pay gold")
    assert s.nations[YELLOW].gold == 2


@pytest.mark.rule("antike.rondel.no-standing-still")
def test_staying_costs_a_whole_round() -> None:
    """To use the same wedge again a nation goes all the way round and pays 5 units."""
    s = scene(stock={YELLOW: {"gold": 5}})
    s.nations[YELLOW].marker = 2
    with pytest.raises(IllegalAction):
        step(s, "rondel 2 pay gold,gold,gold,gold")
    s = play(s, "rondel 2 pay gold,gold,gold,gold,gold")
    assert s.nations[YELLOW].marker == 2
    assert s.nations[YELLOW].gold == 0  # yellow has no gold city here: nothing produced


# --- PRODUCTION ACTIONS ---------------------------------------------------------------------------


@pytest.mark.rule("antike.produce.per-city", "antike.temple.triples")
def test_marble_production_example() -> None:
    """Three marble cities, one with a temple: 1 + 1 + 3 = 5 marble."""
    s = scene(
        cities={
            "athenai": (YELLOW, True),
            "corniclanum": (YELLOW, False),
            "via": (YELLOW, False),
            "castra": (RED, False),
        },
        stock={YELLOW: {}},
    )
    assert production(s, YELLOW, Resource.MARBLE) == 5
    s = play(s, "rondel 5")
    assert s.nations[YELLOW].marble == 5


@pytest.mark.rule("antike.produce.market-currency", "antike.produce.per-city")
@pytest.mark.parametrize(("knows", "gold"), [([], 5), (["market"], 6), (["market", "currency"], 7)])
def test_gold_production_with_market_and_currency(knows: list[str], gold: int) -> None:
    """Two gold cities without temple and one with: 5 gold; MARKET 6; CURRENCY 7."""
    s = scene(
        cities={"roma": (YELLOW, True), "tyros": (YELLOW, False), "alexandria": (YELLOW, False)},
        knowhows={YELLOW: knows},
        stock={YELLOW: {}},
    )
    s = play(s, "rondel 2")
    assert s.nations[YELLOW].gold == gold


# --- UTILIZATION ACTIONS, Know How ----------------------------------------------------------------


@pytest.mark.rule(
    "antike.knowhow.price",
    "antike.knowhow.several",
    "antike.knowhow.pairs",
    "antike.personage.scholars",
)
def test_navigation_costs_13_with_sailing_known_elsewhere() -> None:
    """Others have SAILING: it costs 3, the new NAVIGATION 10, total 13; a scholar for
    NAVIGATION only, since SAILING was not new."""
    s = scene(stock={YELLOW: {"gold": 13}}, knowhows={RED: ["sailing"]})
    s = on_field(s, "knowhow")
    with pytest.raises(IllegalAction) as refused:
        step(s, "develop navigation")
    assert refused.value.msg.key == "antike.error.knowhow_needs"
    s = play(s, "develop sailing", "develop navigation")
    assert s.nations[YELLOW].gold == 0
    s = play(s, "end")
    assert s.nations[YELLOW].personages == {Personage.SCHOLAR: 1}


# --- OBJECT OF GAME: kings ------------------------------------------------------------------------


@pytest.mark.rule("antike.personage.kings", "antike.personage.never-lost")
def test_kings_at_10_and_15_cities_are_never_given_twice() -> None:
    """A nation with 10 cities and two kings loses a city and keeps both kings; back at 10
    cities it gets no third king; the third comes at 15."""
    sites = [f"r{i:02}" for i in range(16)]
    s = position("chain", 3)
    others = {"r20": (RED, False), "r21": (GREEN, False)}
    s = arrange(s, clear=True, cities={**{r: (YELLOW, False) for r in sites[:10]}, **others})
    s = play(on_field(s, "iron"), "end")
    assert s.nations[YELLOW].personages == {Personage.KING: 2}
    s = arrange(s, current=YELLOW)
    s = arrange(s, clear=True, cities={**{r: (YELLOW, False) for r in sites[:9]}, **others})
    s = play(on_field(s, "iron"), "end")
    assert s.nations[YELLOW].personages == {Personage.KING: 2}  # kept
    s = arrange(s, cities={sites[9]: (YELLOW, False)}, current=YELLOW)
    s = play(on_field(s, "iron"), "end")
    assert s.nations[YELLOW].personages == {Personage.KING: 2}  # 10 again: nothing new
    s = arrange(s, cities={r: (YELLOW, False) for r in sites[10:15]}, current=YELLOW)
    s = play(on_field(s, "iron"), "end")
    assert s.nations[YELLOW].personages == {Personage.KING: 3}


# --- FAQ: trading with all eight know-hows --------------------------------------------------------


@pytest.mark.rule("antike.knowhow.all-eight-trade")
def test_faq_trade_three_gold_and_a_marble_for_two_iron() -> None:
    """A nation with all eight know-hows trades 3 gold and 1 marble for 2 iron, and sets up two
    units with them."""
    every = [k.value for k in KnowHow]
    s = scene(
        cities={"castra": (YELLOW, True)},
        stock={YELLOW: {"gold": 3, "marble": 1}},
        knowhows={YELLOW: every},
    )
    s = on_field(s, "arming")
    s = play(s, "trade gold,gold iron", "trade gold,marble iron")
    n = s.nations[YELLOW]
    assert (n.gold, n.marble, n.iron) == (0, 0, 2)
    s = play(s, "arm legion castra", "arm legion castra")
    assert s.count(YELLOW, Unit.LEGION, "castra") == 2


@pytest.mark.rule("antike.knowhow.all-eight-trade")
def test_trading_needs_all_eight_know_hows() -> None:
    s = scene(stock={YELLOW: {"gold": 3}})
    with pytest.raises(IllegalAction) as refused:
        step(s, "trade gold,gold iron")
    assert refused.value.msg.key == "antike.error.no_trade"


# --- RARE EXCEPTIONS ------------------------------------------------------------------------------


@pytest.mark.rule("antike.conquest.last-city")
def test_a_last_city_cannot_be_conquered() -> None:
    s = scene(
        cities={"sidon": (YELLOW, False), "tyros": (GREEN, False)}, legions={YELLOW: {"tyros": 3}}
    )
    s = on_field(s, "maneuver")
    with pytest.raises(IllegalAction) as refused:
        step(s, "conquer tyros")
    assert refused.value.msg.key == "antike.error.last_city"


@pytest.mark.rule("antike.conquest.no-stones")
def test_a_conqueror_without_city_stones_gives_up_a_city() -> None:
    """RARE EXCEPTIONS 1: with all 25 city stones on the board, the conqueror gives up one of
    its cities (its temple back to the bank) and uses that stone."""
    s = position("chain", 3)
    mine = {f"r{i:02}": (YELLOW, i == 3) for i in range(25)}
    s = arrange(
        s,
        clear=True,
        cities={**mine, "r25": (GREEN, True), "r26": (GREEN, False), "r27": (RED, False)},
        legions={YELLOW: {"r25": 3}},
        current=YELLOW,
    )
    assert s.nations[YELLOW].stones == 0
    s = on_field(s, "maneuver")
    with pytest.raises(IllegalAction) as refused:
        step(s, "conquer r25")
    assert refused.value.msg.key == "antike.error.release_needed"
    temples = s.bank_temples
    s = play(s, "conquer r25 release r03")
    assert s.cities["r25"].owner == YELLOW
    assert "r03" not in s.cities
    assert s.nations[YELLOW].stones == 0
    assert s.bank_temples == temples + 2  # the destroyed temple and the given-up one
