"""[Azioni politiche] trade and the market value, the proxenos, its ransom, civil war."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.polis import GAME
from tests.rules.polis.scenario import ATHENS, SPARTA, act, dice, fresh, new_turn


@pytest.mark.rule("polis.trade.exchange")
def test_an_exchange_pays_by_the_market_value_then_moves_it_right_by_a_die() -> None:
    s = fresh()
    s.market = 3
    tr = GAME.data.market.track
    s.players[ATHENS].resources.update(oil=4, wheat=0)
    dice(s, 2)
    s = act(s, ATHENS, "trade pontos 1")  # 2 oil for wheat
    assert s.players[ATHENS].resources["oil"] == 2
    assert s.players[ATHENS].resources["wheat"] == tr.wheat_for_goods[3]
    assert s.market == 5
    assert s.players[ATHENS].merchants == 0 and s.shiploads["pontos"][0] == ATHENS


@pytest.mark.rule("polis.trade.purchase")
def test_a_purchase_pays_silver_then_moves_the_value_left_by_the_higher_of_two_dice() -> None:
    s = fresh()
    s.market = 6
    tr = GAME.data.market.track
    s.players[ATHENS].resources.update(silver=5, wheat=0)
    dice(s, 1, 3)
    s = act(s, ATHENS, "trade pontos 3")
    assert s.players[ATHENS].resources["silver"] == 5 - tr.silver_for_wheat[6]
    assert s.players[ATHENS].resources["wheat"] == GAME.data.market.purchase_wheat
    assert s.market == 3


@pytest.mark.rule("polis.trade.track-ends")
def test_the_market_value_stays_on_its_track() -> None:
    s = fresh()
    s.market = 9
    dice(s, 4)
    s = act(s, ATHENS, "trade pontos 1")
    assert s.market == 9


@pytest.mark.rule("polis.trade.shipload")
def test_a_shipload_serves_one_merchant_a_round_and_needs_a_merchant() -> None:
    s = fresh()
    s.players[ATHENS].merchants = 2
    s = act(s, ATHENS, "trade pontos 1")
    new_turn(s, ATHENS)
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "trade pontos 1")
    assert exc.value.msg.key == "polis.error.load_taken"
    s = act(s, ATHENS, "trade kypros 1")
    new_turn(s, ATHENS)
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "trade sikelia 1")
    assert exc.value.msg.key == "polis.error.no_merchant"


@pytest.mark.rule("polis.trade.route")
def test_enemy_galleys_on_the_route_block_trade() -> None:
    s = fresh()
    s.galleys["hellespontos"] = [0, 1]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "trade pontos 1")
    assert exc.value.msg.key == "polis.error.route_blocked"


@pytest.mark.rule("polis.proxenos.move")
def test_the_proxenos_bribes_each_enemy_unit_it_passes_with_silver_to_the_bank() -> None:
    s = fresh()
    s.players[ATHENS].resources["silver"] = 5
    spartan_silver = s.players[SPARTA].resources["silver"]
    # every way from Athens to Corinth now passes at least 2 Spartan units
    s.hoplites["megaris"] = [0, 2]
    s.galleys["saronikos"] = [0, 2]
    s.hoplites["boiotia"] = [0, 3]
    assert GAME.bribe(s, ATHENS, "attike", "korinthia") == 2
    s = act(s, ATHENS, "proxenos korinthos")
    assert s.players[ATHENS].proxenos == "korinthos"
    assert s.players[ATHENS].resources["silver"] == 3
    assert s.players[SPARTA].resources["silver"] == spartan_silver


@pytest.mark.rule("polis.proxenos.move")
def test_a_proxenos_without_enough_silver_for_the_bribes_stays() -> None:
    s = fresh()
    s.players[ATHENS].resources["silver"] = 0
    s.hoplites["megaris"] = [0, 2]
    s.galleys["saronikos"] = [0, 2]
    s.hoplites["boiotia"] = [0, 1]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "proxenos korinthos")
    assert exc.value.msg.key == "polis.error.bribe"


@pytest.mark.rule("polis.civilwar.neutral", "polis.civilwar.prestige")
def test_civil_war_in_a_neutral_polis_costs_twice_its_base_population() -> None:
    s = fresh()
    s.players[ATHENS].proxenos = "thebai"
    s.players[ATHENS].resources["silver"] = 6
    p = s.players[ATHENS].prestige
    s = act(s, ATHENS, "civilwar thebai")
    assert s.poleis["thebai"].owner == ATHENS
    assert s.players[ATHENS].resources["silver"] == 0
    assert s.players[ATHENS].prestige == p + 3  # the population won, not the silver spent


@pytest.mark.rule("polis.civilwar.enemy")
def test_civil_war_in_an_enemy_polis_costs_three_times_its_population() -> None:
    s = fresh()
    s.players[ATHENS].proxenos = "pylos"
    s.poleis["pylos"].population = 2
    s.players[ATHENS].resources["silver"] = 5
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "civilwar pylos")
    assert exc.value.msg.key == "polis.error.silver"
    s.players[ATHENS].resources["silver"] = 6
    s = act(s, ATHENS, "civilwar pylos")
    assert s.poleis["pylos"].owner == ATHENS and s.players[ATHENS].resources["silver"] == 0


@pytest.mark.rule("polis.civilwar.proxenos")
def test_civil_war_needs_the_proxenos_there() -> None:
    s = fresh()
    s.players[ATHENS].resources["silver"] = 9
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "civilwar thebai")
    assert exc.value.msg.key == "polis.error.civil_war_proxenos"


@pytest.mark.rule("polis.proxenos.capture", "polis.proxenos.ransom")
def test_taking_a_polis_captures_the_enemy_proxenos_which_is_ransomed_for_two_silver() -> None:
    s = fresh()
    s.players[SPARTA].proxenos = "thebai"
    s.players[ATHENS].proxenos = "thebai"
    s.players[ATHENS].resources["silver"] = 6
    s = act(s, ATHENS, "civilwar thebai")
    assert s.players[SPARTA].proxenos is None
    s = act(s, ATHENS, "end")
    s.players[SPARTA].resources["silver"] = 3
    athens_silver = s.players[ATHENS].resources["silver"]
    s = act(s, SPARTA, "ransom")
    assert s.players[SPARTA].proxenos == "sparti"
    assert s.players[SPARTA].resources["silver"] == 1
    assert s.players[ATHENS].resources["silver"] == athens_silver + 2


@pytest.mark.rule("polis.proxenos.ransom")
def test_a_free_proxenos_needs_no_ransom() -> None:
    s = fresh()
    s.players[ATHENS].resources["silver"] = 5
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "ransom")
    assert exc.value.msg.key == "polis.error.proxenos_free"


@pytest.mark.rule("polis.trade.track-start")
def test_the_market_value_starts_at_four() -> None:
    """market.json (design): the track runs 0 to 9 and the value starts at 4."""
    tr = GAME.data.market.track
    assert tr.start == 4 and fresh().market == 4
    assert len(tr.wheat_for_goods) == len(tr.silver_for_goods) == len(tr.silver_for_wheat) == 10


@pytest.mark.rule("polis.trade.exchange", "polis.trade.track-ends")
@pytest.mark.parametrize("value", range(10))
@pytest.mark.parametrize("roll", [1, 2, 3, 4])
def test_an_exchange_for_wheat_at_every_value_and_roll(value: int, roll: int) -> None:
    """[Politiche] l.26: 2 oil go for the wheat the track pays at its value; the value then
    moves right by the die, stopping at the track's top (9)."""
    s = fresh()
    s.market = value
    s.players[ATHENS].resources.update(oil=2, wheat=0)
    dice(s, roll)
    s = act(s, ATHENS, "trade pontos 1")
    assert s.players[ATHENS].resources["oil"] == 0
    assert s.players[ATHENS].resources["wheat"] == GAME.data.market.track.wheat_for_goods[value]
    assert s.market == min(9, value + roll)


@pytest.mark.rule("polis.trade.exchange")
@pytest.mark.parametrize("value", range(10))
def test_an_exchange_for_silver_pays_by_the_silver_row(value: int) -> None:
    """[Politiche] l.26: goods for silver (Egypt's second shipload: 2 wine for silver)."""
    s = fresh()
    s.market = value
    s.players[ATHENS].resources.update(wine=3, silver=0)
    dice(s, 2)
    s = act(s, ATHENS, "trade aigyptos 2")
    assert s.players[ATHENS].resources["wine"] == 1
    assert s.players[ATHENS].resources["silver"] == GAME.data.market.track.silver_for_goods[value]
    assert s.market == min(9, value + 2)


@pytest.mark.rule("polis.trade.purchase", "polis.trade.track-ends")
@pytest.mark.parametrize("value", range(10))
@pytest.mark.parametrize("rolls", [(1, 4), (4, 1), (2, 2), (3, 1)])
def test_a_purchase_at_every_value_falls_by_the_higher_die(
    value: int, rolls: tuple[int, int]
) -> None:
    """[Politiche] l.27: silver at the track's price buys 3 wheat; the value then moves left
    by the higher of two dice, stopping at the bottom (0)."""
    s = fresh()
    s.market = value
    price = GAME.data.market.track.silver_for_wheat[value]
    s.players[ATHENS].resources.update(silver=price, wheat=0)
    dice(s, *rolls)
    s = act(s, ATHENS, "trade pontos 3")
    assert s.players[ATHENS].resources["silver"] == 0
    assert s.players[ATHENS].resources["wheat"] == 3
    assert s.market == max(0, value - max(rolls))


@pytest.mark.rule("polis.trade.exchange", "polis.trade.purchase")
def test_a_trade_needs_the_goods_or_the_price() -> None:
    s = fresh()
    s.players[ATHENS].resources.update(oil=1)
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "trade pontos 1")
    assert exc.value.msg.key == "polis.error.resource"
    s.market = 9
    s.players[ATHENS].resources["silver"] = GAME.data.market.track.silver_for_wheat[9] - 1
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "trade pontos 3")
    assert exc.value.msg.key == "polis.error.silver"
    assert s.market == 9 and s.players[ATHENS].merchants == 1  # nothing was spent


@pytest.mark.rule("polis.civilwar.enemy", "polis.civilwar.prestige", "polis.siege.projects")
def test_civil_war_in_an_enemy_polis_gives_its_population_and_takes_its_projects() -> None:
    """[Politiche] l.30: 3 x the present population in silver; the prestige is the
    population won (3), not the silver spent (9); the polis comes with its projects."""
    s = fresh()
    s.players[ATHENS].proxenos = "pylos"
    s.poleis["pylos"].population = 3
    s.poleis["pylos"].projects = ["long_walls"]
    s.players[ATHENS].resources["silver"] = 10
    p = s.players[ATHENS].prestige
    s = act(s, ATHENS, "civilwar pylos")
    assert s.poleis["pylos"].owner == ATHENS and s.poleis["pylos"].population == 3
    assert s.poleis["pylos"].projects == ["long_walls"]
    assert s.players[ATHENS].resources["silver"] == 1
    assert s.players[ATHENS].prestige == p + 3


@pytest.mark.rule("polis.civilwar.neutral", "polis.civilwar.prestige")
def test_a_neutral_polis_above_its_base_costs_its_base_and_gives_its_cubes() -> None:
    """[Politiche] l.30: a neutral polis costs 2 x its *base* population, whatever it holds
    now (a polis given up in a famine keeps its cubes); the prestige is the cubes won."""
    s = fresh()
    s.poleis["thebai"].population = 5  # base 3
    s.players[ATHENS].proxenos = "thebai"
    s.players[ATHENS].resources["silver"] = 6
    p = s.players[ATHENS].prestige
    s = act(s, ATHENS, "civilwar thebai")
    assert s.players[ATHENS].resources["silver"] == 0
    assert s.players[ATHENS].prestige == p + 5


@pytest.mark.rule("polis.civilwar.capital")
def test_a_capital_and_an_own_polis_cannot_be_subverted() -> None:
    s = fresh()
    s.players[ATHENS].resources["silver"] = 30
    s.players[ATHENS].proxenos = "sparti"
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "civilwar sparti")
    assert exc.value.msg.key == "polis.error.capital"
    s.players[ATHENS].proxenos = "chios"
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "civilwar chios")
    assert exc.value.msg.key == "polis.error.already_yours"


@pytest.mark.rule("polis.proxenos.ransom", "polis.proxenos.capture")
def test_a_captured_proxenos_cannot_move_until_ransomed() -> None:
    s = fresh()
    s.players[ATHENS].proxenos = None
    s.players[ATHENS].resources["silver"] = 1
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "proxenos megara")
    assert exc.value.msg.key == "polis.error.proxenos_held"
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "ransom")
    assert exc.value.msg.key == "polis.error.silver"
