"""[Azioni militari] moving hoplites and galleys (1 prestige), the siege with the die against
the fortification, and collecting tribute."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.polis import GAME
from rules.polis.actions import Move, Siege
from tests.rules.polis.scenario import ATHENS, SPARTA, act, dice, fresh, new_turn


@pytest.mark.rule("polis.military.cost", "polis.move.one-destination", "polis.move.hoplite-sea")
def test_moving_costs_one_prestige_and_units_arrive_together() -> None:
    s = fresh()
    p = s.players[ATHENS].prestige
    s = act(s, ATHENS, "move hoplite attike boiotia 2")
    assert s.hoplites["attike"][ATHENS] == 1 and s.hoplites["boiotia"][ATHENS] == 2
    assert s.players[ATHENS].prestige == p - 1


@pytest.mark.rule("polis.military.cost")
def test_no_prestige_no_military_action() -> None:
    s = fresh()
    s.players[ATHENS].prestige = 0
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "move hoplite attike boiotia 1")
    assert exc.value.msg.key == "polis.error.prestige"
    assert not any(isinstance(a, Move) for a in GAME.legal_actions(s, ATHENS))


@pytest.mark.rule("polis.move.hoplite-sea")
def test_hoplites_cross_the_sea_only_where_own_galleys_are() -> None:
    s = fresh()
    # Attica -> the Cyclades (2 Athenian galleys) -> the Islands
    s = act(s, ATHENS, "move hoplite attike nesoi 1")
    assert s.hoplites["nesoi"][ATHENS] == 1
    s = fresh()
    s.galleys["kyklades"] = [0, 0]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "move hoplite attike nesoi 1")
    assert exc.value.msg.key == "polis.error.no_path"


@pytest.mark.rule("polis.move.blocked")
def test_a_sea_the_opponent_controls_blocks_the_crossing() -> None:
    s = fresh()
    s.galleys["kyklades"] = [2, 3]  # Sparta has more galleys there
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "move hoplite attike nesoi 1")
    assert exc.value.msg.key == "polis.error.no_path"


@pytest.mark.rule("polis.move.galleys", "polis.move.blocked")
def test_galleys_move_only_by_sea_and_are_blocked_by_a_controlled_sea() -> None:
    s = fresh()
    s = act(s, ATHENS, "move galley kyklades aigaion 2")
    assert s.galleys["aigaion"][ATHENS] == 2
    s = fresh()
    s.galleys["kyklades"] = [2, 0]
    s.galleys["myrtoon"] = [0, 3]
    # two seas away through the Myrtoan Sea, which Sparta holds
    with pytest.raises(IllegalAction):
        act(s, ATHENS, "move galley kyklades ionion 1")
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "move galley kyklades attike 1")
    assert exc.value.msg.key == "polis.error.wrong_ground"


@pytest.mark.rule("polis.move.stacking")
def test_moves_respect_the_stacking_limit() -> None:
    s = fresh()
    s.hoplites["boiotia"] = [3, 0]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "move hoplite attike boiotia 1")
    assert exc.value.msg.key == "polis.error.stack"


@pytest.mark.rule("polis.siege.success", "polis.military.cost")
def test_a_roll_at_least_the_fortification_takes_the_polis_and_its_prestige() -> None:
    s = fresh()
    s.hoplites["boiotia"] = [3, 1]
    dice(s, 3)
    p = s.players[ATHENS].prestige
    s = act(s, ATHENS, "siege thebai")  # fortification 3
    assert s.poleis["thebai"].owner == ATHENS
    assert s.players[ATHENS].prestige == p - 1 + 3
    assert s.hoplites["boiotia"] == [3, 1]


@pytest.mark.rule("polis.siege.failure")
def test_a_lower_roll_costs_a_hoplite_and_a_cube_of_an_enemy_polis() -> None:
    s = fresh()
    s.current = SPARTA
    s.hoplites["ionia"] = [0, 3]
    s.poleis["chios"].population = 3
    dice(s, 1)
    s = act(s, SPARTA, "siege chios")  # Athenian, fortification 2
    assert s.poleis["chios"].owner == ATHENS
    assert s.hoplites["ionia"] == [0, 2]
    assert s.poleis["chios"].population == 2


@pytest.mark.rule("polis.siege.failure")
def test_a_failed_siege_of_a_neutral_polis_costs_no_cube() -> None:
    s = fresh()
    s.hoplites["boiotia"] = [3, 0]
    dice(s, 2)
    s = act(s, ATHENS, "siege thebai")
    assert s.poleis["thebai"].owner is None and s.poleis["thebai"].population == 3
    assert s.hoplites["boiotia"] == [2, 0]


@pytest.mark.rule("polis.siege.conditions")
def test_a_siege_needs_control_and_as_many_hoplites_as_the_fortification() -> None:
    s = fresh()
    s.hoplites["boiotia"] = [2, 0]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "siege thebai")
    assert exc.value.msg.key == "polis.error.siege_force"
    s.hoplites["boiotia"] = [3, 3]  # enough hoplites, but no control
    with pytest.raises(IllegalAction):
        act(s, ATHENS, "siege thebai")


@pytest.mark.rule("polis.siege.capital")
def test_capitals_cannot_be_besieged() -> None:
    s = fresh()
    s.hoplites["lakedaimon"] = [3, 0]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "siege sparti")
    assert exc.value.msg.key == "polis.error.capital"


@pytest.mark.rule("polis.collect.goods", "polis.military.cost")
def test_collecting_takes_one_good_per_hoplite_and_exhausts_the_region() -> None:
    s = fresh()
    s.hoplites["euboia"] = [2, 0]
    box = GAME.data.territories["euboia"].tribute
    before = dict(s.players[ATHENS].resources)
    p = s.players[ATHENS].prestige
    s = act(s, ATHENS, "collect euboia")
    for r in box[:2]:
        before[r.value] += 1
    assert s.players[ATHENS].resources == before
    assert s.players[ATHENS].prestige == p - 1
    assert s.hoplites["euboia"] == [2, 0]  # the hoplites come back
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "collect euboia")
    assert exc.value.msg.key == "polis.error.same_action"
    new_turn(s, ATHENS)
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "collect euboia")
    assert exc.value.msg.key == "polis.error.collected"


@pytest.mark.rule("polis.collect.home")
def test_collecting_at_home_costs_no_prestige() -> None:
    s = fresh()
    p = s.players[ATHENS].prestige
    s = act(s, ATHENS, "collect attike")
    assert s.players[ATHENS].prestige == p


@pytest.mark.rule("polis.collect.polis")
def test_collecting_needs_a_polis_of_ours_there() -> None:
    s = fresh()
    s.hoplites["boiotia"] = [2, 0]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "collect boiotia")
    assert exc.value.msg.key == "polis.error.collect_no_polis"


@pytest.mark.rule("polis.siege.projects", "polis.score.final")
def test_a_polis_taken_by_siege_comes_with_its_projects_and_their_posterity() -> None:
    """[Militari] l.19: the besieger takes the polis card with all its projects; their
    prestige for posterity then counts for the new owner [Punteggio]."""
    s = fresh()
    s.poleis["pylos"].projects = ["long_walls"]  # 2 for posterity
    s.hoplites["messenia"] = [2, 0]
    before = GAME.scores(s)
    dice(s, 2)
    s = act(s, ATHENS, "siege pylos")  # fortification 2
    assert s.poleis["pylos"].owner == ATHENS and s.poleis["pylos"].projects == ["long_walls"]
    after = GAME.scores(s)
    pop = s.poleis["pylos"].population
    assert after[SPARTA] == before[SPARTA] - pop - 2
    assert after[ATHENS] == before[ATHENS] + pop + 2 - 1 + 2  # the move cost, the prestige won


@pytest.mark.rule("polis.siege.last-cube", "polis.siege.failure", "polis.military.cost")
def test_a_failed_siege_never_takes_the_last_cube_and_still_costs_its_prestige() -> None:
    s = fresh()
    s.hoplites["messenia"] = [2, 0]
    s.poleis["pylos"].population = 1
    p = s.players[ATHENS].prestige
    dice(s, 1)
    s = act(s, ATHENS, "siege pylos")
    assert s.poleis["pylos"].owner == SPARTA and s.poleis["pylos"].population == 1
    assert s.hoplites["messenia"] == [1, 0]
    assert s.players[ATHENS].prestige == p - 1


@pytest.mark.rule("polis.siege.conditions")
def test_an_own_polis_is_not_besieged() -> None:
    s = fresh()
    s.hoplites["ionia"] = [3, 0]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "siege chios")
    assert exc.value.msg.key == "polis.error.already_yours"
    sieges = {a.polis for a in GAME.legal_actions(s, ATHENS) if isinstance(a, Siege)}
    assert "chios" not in sieges and "samos" in sieges  # Samos, neutral, shares Ionia


@pytest.mark.rule("polis.collect.goods")
def test_collecting_needs_a_hoplite_there_and_takes_no_more_than_the_box() -> None:
    s = fresh()
    s.hoplites["euboia"] = [0, 0]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "collect euboia")
    assert exc.value.msg.key == "polis.error.collect_no_hoplites"
    box = GAME.data.territories["euboia"].tribute
    s.round = 4
    s.hoplites["euboia"] = [len(box) + 1, 0]
    total = sum(s.players[ATHENS].resources.values())
    s = act(s, ATHENS, "collect euboia")
    assert sum(s.players[ATHENS].resources.values()) == total + len(box)
