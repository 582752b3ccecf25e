"""[Azioni di sviluppo] hoplites, galleys and merchants, and the projects of a round."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.polis import GAME
from tests.rules.polis.scenario import ATHENS, SPARTA, act, fresh


@pytest.mark.rule("polis.create.hoplites", "polis.create.population", "polis.turn.two-actions")
def test_hoplites_cost_metal_and_a_cube_and_stand_in_the_polis_territory() -> None:
    s = fresh()
    s.hoplites["attike"] = [1, 0]
    metal = s.players[ATHENS].resources["metal"]
    s = act(s, ATHENS, "create hoplite athinai 2")
    assert s.hoplites["attike"] == [3, 0]
    assert s.players[ATHENS].resources["metal"] == metal - 2
    assert s.poleis["athinai"].population == 1
    assert s.actions_left == 1


@pytest.mark.rule("polis.create.silver")
def test_silver_pays_for_what_metal_does_not() -> None:
    s = fresh()
    s.hoplites["attike"] = [0, 0]
    s.players[ATHENS].resources.update(metal=1, silver=5)
    s = act(s, ATHENS, "create hoplite athinai 2")
    assert s.players[ATHENS].resources["metal"] == 0
    assert s.players[ATHENS].resources["silver"] == 4


@pytest.mark.rule("polis.create.one-polis", "polis.turn.two-different")
def test_units_are_created_in_one_polis_per_turn() -> None:
    s = fresh()
    s.hoplites["attike"] = [0, 0]
    s.hoplites["ionia"] = [0, 0]
    s = act(s, ATHENS, "create hoplite athinai 1")
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "create hoplite chios 1")
    assert exc.value.msg.key == "polis.error.same_action"  # a turn's two actions differ
    s.edition = 1  # a match set up before that rule: one polis per turn still holds
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "create hoplite chios 1")
    assert exc.value.msg.key == "polis.error.created_this_turn"


@pytest.mark.rule("polis.create.stacking", "polis.round.stacking")
def test_the_round_stacking_limit_holds_for_created_units() -> None:
    s = fresh()  # Attica already holds 3 Athenian hoplites, the limit of round 1
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "create hoplite athinai 1")
    assert exc.value.msg.key == "polis.error.stack"


@pytest.mark.rule("polis.create.population")
def test_a_polis_keeps_at_least_one_cube() -> None:
    s = fresh()
    s.hoplites["euboia"] = [0, 0]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "create hoplite chalkis 1")  # Chalcis has a single cube
    assert exc.value.msg.key == "polis.error.population_short"


@pytest.mark.rule("polis.create.galleys")
def test_galleys_cost_wood_and_go_to_the_sea_next_to_the_polis() -> None:
    s = fresh()
    wood = s.players[ATHENS].resources["wood"]
    s = act(s, ATHENS, "create galley athinai 1")
    assert s.galleys["saronikos"] == [1, 0]
    assert s.players[ATHENS].resources["wood"] == wood - 1


@pytest.mark.rule("polis.create.galleys")
def test_galleys_need_a_port() -> None:
    s = fresh()
    s.current = SPARTA
    with pytest.raises(IllegalAction) as exc:
        act(s, SPARTA, "create galley sparti 1")
    assert exc.value.msg.key == "polis.error.no_port"


@pytest.mark.rule("polis.create.merchants")
def test_merchants_only_in_a_commercial_city_and_wait_in_the_trade_port() -> None:
    s = fresh()
    s = act(s, ATHENS, "create merchant athinai 1")
    assert s.players[ATHENS].merchants == 2
    s2 = fresh()
    s2.current = SPARTA
    s2.poleis["sparti"].population = 4
    with pytest.raises(IllegalAction) as exc:
        act(s2, SPARTA, "create merchant sparti 1")
    assert exc.value.msg.key == "polis.error.not_commercial"


@pytest.mark.rule("polis.project.build", "polis.project.finish")
def test_a_project_is_paid_at_once_and_gives_its_prestige_at_the_end_of_the_round() -> None:
    s = fresh()
    proj = s.offer[0]
    card = GAME.data.project_cards[proj]
    s.poleis["athinai"].population = 6
    s.players[ATHENS].resources.update(silver=9, metal=9, wood=9, oil=9, wine=9)
    before = dict(s.players[ATHENS].resources)
    s = act(s, ATHENS, f"build {proj} athinai")
    for r, n in card.cost.items():
        assert s.players[ATHENS].resources[r.value] == before[r.value] - n
    assert s.poleis["athinai"].building == [proj] and proj not in s.offer
    prestige = s.players[ATHENS].prestige
    s.players[ATHENS].resources["wheat"] = 20
    s.players[SPARTA].resources["wheat"] = 20
    s = act(s, ATHENS, "end")
    s = act(s, SPARTA, "pass")
    s = act(s, ATHENS, "pass")  # [Fine round] 1: projects are finished
    assert s.poleis["athinai"].projects == [proj]
    assert s.players[ATHENS].prestige >= prestige + card.prestige


@pytest.mark.rule("polis.project.build")
def test_a_project_needs_population_and_a_free_slot() -> None:
    s = fresh()
    proj = max(s.offer, key=lambda x: GAME.data.project_cards[x].min_population)
    s.poleis["chalkis"].population = 1
    s.players[ATHENS].resources.update(silver=9, metal=9, wood=9, oil=9, wine=9)
    need = GAME.data.project_cards[proj].min_population
    if need > 1:
        with pytest.raises(IllegalAction) as exc:
            act(s, ATHENS, f"build {proj} chalkis")
        assert exc.value.msg.key == "polis.error.project_population"
    s.poleis["chalkis"].population = 4
    s.poleis["chalkis"].projects = ["stoa"] if "stoa" not in s.offer else ["agora"]
    s.project_deck = [x for x in s.project_deck if x not in s.poleis["chalkis"].projects]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, f"build {proj} chalkis")
    assert exc.value.msg.key == "polis.error.project_slots"


@pytest.mark.rule("polis.turn.cap")
def test_a_player_who_has_had_every_turn_of_the_round_must_pass() -> None:
    s = fresh()
    s.players[ATHENS].turns = GAME.data.rounds.max_turns_per_round + 1
    legal = GAME.legal_actions(s, ATHENS)
    assert [GAME.notation(a) for a in legal] == ["pass"]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "collect attike")
    assert exc.value.msg.key == "polis.error.turn_cap"


@pytest.mark.rule("polis.create.merchant-cap")
def test_a_player_owns_at_most_four_merchants_at_home_and_at_sea() -> None:
    s = fresh()
    s.poleis["athinai"].population = 8
    s.players[ATHENS].resources.update(wood=9)
    s.players[ATHENS].merchants, s.players[ATHENS].merchants_out = 2, 1
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "create merchant athinai 2")
    assert exc.value.msg.key == "polis.error.merchant_limit"
    s = act(s, ATHENS, "create merchant athinai 1")
    assert s.players[ATHENS].merchants == 3
