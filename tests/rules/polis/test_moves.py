"""[Azioni militari] one move brings units from several origins to one destination: "the
destination of all the hoplites must be the same; each unit is moved separately" (seed
summary, Spostare gli opliti / le galee). Each origin must reach the destination on its own
way, the stacking limit counts them all, and the move costs 1 prestige once."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction, InvalidAction
from rules.polis import GAME
from rules.polis.actions import Leg, Move
from rules.polis.state import PolisState
from tests.rules.polis.scenario import ATHENS, SPARTA, act, clear_units, fresh


def gathered() -> PolisState:
    """Athens with 1 hoplite in Attica, 2 in Megaris and 1 in Boeotia; round 1 (stack 3)."""
    s = fresh()
    clear_units(s)
    s.hoplites["attike"] = [1, 0]
    s.hoplites["megaris"] = [2, 0]
    s.hoplites["boiotia"] = [1, 0]
    s.galleys["kyklades"] = [1, 0]
    return s


def refused(s: PolisState, text: str) -> str:
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, text)
    return exc.value.msg.key


@pytest.mark.rule("polis.move.origins", "polis.move.one-destination")
def test_units_from_two_origins_arrive_together_for_one_prestige_and_one_action() -> None:
    s = gathered()
    prestige = s.players[ATHENS].prestige
    s = act(s, ATHENS, "move hoplite attike boiotia 1 also megaris 1")
    assert s.hoplites["boiotia"][ATHENS] == 3
    assert s.hoplites["attike"][ATHENS] == 0 and s.hoplites["megaris"][ATHENS] == 1
    assert s.players[ATHENS].prestige == prestige - 1
    assert s.actions_left == 1 and s.moved_to == ["boiotia"]


@pytest.mark.rule("polis.move.origins")
def test_each_origin_may_come_first_and_the_notation_reads_back() -> None:
    a = GAME.parse_notation("move hoplite megaris boiotia 1 also attike 1")
    b = GAME.parse_notation("move hoplite attike boiotia 1 also megaris 1")
    assert a != b and a.legs() != b.legs()  # type: ignore[union-attr]
    assert dict(a.legs()) == dict(b.legs())  # type: ignore[union-attr]
    for m in (a, b):
        assert GAME.parse_notation(GAME.notation(m)) == m
    s1, s2 = act(gathered(), ATHENS, a), act(gathered(), ATHENS, b)
    assert s1.hoplites == s2.hoplites
    # the extra origins are kept in id order, so one typing has one form
    c = Move.model_validate(
        {
            "unit": "hoplite",
            "origin": "boiotia",
            "to": "attike",
            "count": 1,
            "also": ["megaris:1", "euboia:1"],
        }
    )
    assert [g.origin for g in c.also] == ["euboia", "megaris"]


@pytest.mark.rule("polis.move.origins")
def test_an_origin_named_twice_is_refused() -> None:
    s = gathered()
    assert refused(s, "move hoplite megaris boiotia 1 also megaris 1") == "polis.error.origin_twice"
    assert refused(s, "move hoplite attike megaris 1 also attike 1") == "polis.error.origin_twice"


@pytest.mark.rule("polis.move.origins")
def test_every_origin_must_reach_the_destination_on_its_own() -> None:
    s = gathered()
    s.hoplites["lakedaimon"] = [1, 0]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "move hoplite megaris boiotia 1 also lakedaimon 1")
    assert exc.value.msg.key == "polis.error.no_path"
    assert exc.value.msg.params["origin"].key == "polis.terr.lakedaimon"


@pytest.mark.rule("polis.move.origins")
def test_an_extra_origin_must_hold_the_units_it_sends() -> None:
    s = gathered()
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "move hoplite megaris boiotia 1 also attike 2")
    assert exc.value.msg.key == "polis.error.too_few_units"
    assert exc.value.msg.params["where"].key == "polis.terr.attike"
    clear_units(s)
    assert refused(s, "move hoplite megaris boiotia 1 also attike 1") == "polis.error.too_few_units"


@pytest.mark.rule("polis.move.stacking")
def test_the_stacking_limit_counts_every_origin() -> None:
    s = gathered()  # Boeotia holds 1, the limit is 3: 2 may come, not 3
    assert refused(s, "move hoplite megaris boiotia 2 also attike 1") == "polis.error.stack"
    s = act(s, ATHENS, "move hoplite megaris boiotia 1 also attike 1")
    assert s.hoplites["boiotia"][ATHENS] == 3


@pytest.mark.rule("polis.move.hoplite-sea")
def test_by_sea_each_hoplite_needs_its_chain_of_galleys() -> None:
    """Attica reaches Euboea only by sea, through the Cyclades; Boeotia borders it."""
    s = gathered()
    t = act(s, ATHENS, "move hoplite boiotia euboia 1 also attike 1")
    assert t.hoplites["euboia"][ATHENS] == 2
    s.galleys["kyklades"] = [0, 0]
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "move hoplite boiotia euboia 1 also attike 1")
    assert exc.value.msg.key == "polis.error.no_path"
    assert exc.value.msg.params["origin"].key == "polis.terr.attike"
    s.galleys["kyklades"] = [1, 2]  # Sparta controls the sea: blocked as well
    assert refused(s, "move hoplite boiotia euboia 1 also attike 1") == "polis.error.no_path"


@pytest.mark.rule("polis.move.galleys", "polis.move.origins")
def test_galleys_gather_from_two_seas_and_never_mix_with_land() -> None:
    s = gathered()
    s.galleys["noties_sporades"] = [1, 0]
    s = act(s, ATHENS, "move galley kyklades aigaion 1 also noties_sporades 1")
    assert s.galleys["aigaion"][ATHENS] == 2
    s = gathered()
    assert refused(s, "move galley kyklades aigaion 1 also attike 1") == "polis.error.wrong_ground"
    assert refused(s, "move hoplite megaris boiotia 1 also kyklades 1") == (
        "polis.error.wrong_ground"
    )


@pytest.mark.rule("polis.move.origins")
def test_at_most_four_extra_origins_and_each_reads_origin_count() -> None:
    with pytest.raises(InvalidAction):
        GAME.parse_action(
            {
                "type": "move",
                "unit": "hoplite",
                "origin": "attike",
                "to": "boiotia",
                "count": 1,
                "also": ["megaris:1", "euboia:1", "thessalia:1", "korinthia:1", "argolis:1"],
            }
        )
    with pytest.raises(InvalidAction):
        GAME.parse_action(
            {"type": "move", "unit": "hoplite", "origin": "a", "to": "b", "count": 1, "also": ["x"]}
        )
    assert Leg.model_validate("megaris:2") == Leg(origin="megaris", count=2)
    assert str(Leg(origin="megaris", count=2)) == "megaris:2"


def test_legal_moves_list_every_gathering_and_each_applies() -> None:
    s = gathered()
    legal = [a for a in GAME.legal_actions(s, ATHENS) if isinstance(a, Move) and a.also]
    into = {a.to for a in legal}
    assert "boiotia" in into and "euboia" in into
    want = GAME.parse_notation("move hoplite megaris boiotia 1 also attike 1")
    assert want in legal
    for a in legal:
        GAME.apply(s, ATHENS, a)  # raises if the list and the check disagree
    # nothing beyond the stacking limit is listed
    assert all(s.hoplites[a.to][ATHENS] + a.total <= 3 for a in legal if a.unit == "hoplite")


@pytest.mark.rule("polis.battle.start")
def test_a_gathering_can_start_a_battle() -> None:
    """[Battaglia] 8+ units of both sides where the mover moved in this turn."""
    s = fresh()
    clear_units(s)
    s.round = 3  # stack 5
    s.hoplites["attike"] = [2, 0]
    s.hoplites["megaris"] = [3, 0]
    s.hoplites["boiotia"] = [0, 3]
    s = act(s, ATHENS, "move hoplite attike boiotia 2 also megaris 3")
    s = act(s, ATHENS, "end")
    assert s.battle is not None and s.battle.where == "boiotia"
    assert s.battle.attacker == ATHENS and s.hoplites["boiotia"] == [5, 3]
    assert SPARTA in GAME.active_seats(s)
