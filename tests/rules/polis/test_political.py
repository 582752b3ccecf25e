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
