"""ΠΟΡΕΙΑ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ §2Ε (Use a nation's power) and the six powers.

A power needs a run of 3+ consecutive same-nation people of yours at the site where your
builder stands; one card of the run is discarded for each use.
"""

import pytest

from rules.babel import GAME
from rules.babel.actions import DiscardHalf, EndTurn, Power, Source, UsePower
from rules.babel.state import PendingDiscard
from rules.core.errors import IllegalAction, NotYourTurn
from rules.core.messages import Msg
from service.i18n import render
from tests.rules.babel.scenario import (
    A,
    H,
    M,
    P,
    S,
    apply,
    cards,
    event,
    hand,
    play,
    player,
    position,
)

# --- the run (§2Ε) -----------------------------------------------------------------------------


@pytest.mark.rule("babel.power.run", "babel.power.pay", "babel.power.must-act")
def test_a_run_of_three_pays_one_card_for_one_use() -> None:
    """§2Ε: discard one card of a group of 3+ consecutive same-nation cards to use the power."""
    s = position(player(builder=H, sites={H: "MMM"}), player(sites={H: "SA"}))
    t = apply(s, 0, UsePower(power=Power.MEDES, run=0, target=A))
    assert t.state.players[0].side(H).people == cards("MM")
    assert t.state.discard[-2:] == [M, A]  # the paying Mede, then the deserter
    params = event(t.events, "babel.event.power.medes").public.params
    assert params["paid"].key == "babel.nation.medes" and params["count"] == 1


@pytest.mark.rule("babel.power.run")
def test_the_run_need_not_be_at_the_top_or_bottom() -> None:
    """§2Ε: other nations may lie above and below the group; they must not break it."""
    s = position(player(builder=H, sites={H: "P SSS AM"}), player(sites={H: "HA"}))
    after = apply(s, 0, UsePower(power=Power.SUMERIANS, run=1)).state
    assert after.players[0].side(H).people == cards("P SS AM A")


@pytest.mark.rule("babel.power.run")
def test_a_broken_group_is_not_a_run() -> None:
    """§2Ε: cards of other nations may not interrupt the group."""
    s = position(player(builder=H, sites={H: "AASA"}), player(sites={H: ("", [1])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.ASSYRIANS, run=0))
    assert exc.value.msg.key == "babel.error.run_too_short"
    assert exc.value.msg.params["length"] == 2


@pytest.mark.rule("babel.power.pay")
def test_a_run_of_four_allows_two_uses_in_a_row() -> None:
    """§2Ε: with more than 3 grouped cards the power can be used several times, one
    discard each; after two uses a run of 4 is down to 2 and spent."""
    s = position(player(builder=H, sites={H: "MMMM"}), player(sites={H: "SSAP"}))
    s = play(
        s,
        0,
        UsePower(power=Power.MEDES, run=0, target=S),
        UsePower(power=Power.MEDES, run=0, target=A),
    )
    assert s.players[0].side(H).people == cards("MM")
    assert s.players[1].side(H).people == cards("P")
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.MEDES, run=0, target=P))
    assert exc.value.msg.key == "babel.error.run_too_short"


@pytest.mark.rule("babel.power.builder")
def test_the_builder_must_stand_at_the_site_of_the_run() -> None:
    """§2Ε condition 1: your pawn must be at the site where you use the power; a run at
    another site does not count."""
    s = position(player(builder=H, sites={A: "AAA", H: "M"}), player(sites={A: ("", [1, 2])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.ASSYRIANS, run=0))
    assert exc.value.msg.key == "babel.error.run_too_short"
    in_quarry = position(player(sites={A: "AAA"}), player(sites={A: ("", [1, 2])}))
    with pytest.raises(IllegalAction) as exc:
        apply(in_quarry, 0, UsePower(power=Power.ASSYRIANS, run=0))
    assert exc.value.msg.key == "babel.error.builder_in_quarry"


@pytest.mark.rule("babel.power.nation")
def test_the_power_is_the_nation_of_the_run() -> None:
    """§2Ε: each nation has its own power; three Hittites do not pay for the Assyrians."""
    s = position(player(builder=A, sites={A: "HHH"}), player(sites={A: ("", [1, 2])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.ASSYRIANS, run=0))
    assert exc.value.msg.key == "babel.error.run_wrong_nation"


# --- Ασσύριοι (Assyrians: destroy a temple) ----------------------------------------------------


@pytest.mark.rule("babel.power.assyrians", "babel.power.assyrians-quarry")
def test_assyrians_destroy_the_whole_opponent_temple_at_this_site() -> None:
    """Ασσύριοι: destroy your opponent's temple at this site completely; the cards go face
    down on top of the temple draw pile (not the discards), highest placed first."""
    s = position(
        player(builder=H, sites={H: ("AAA", [1])}),
        player(sites={H: ("PP", [1, 2, 4, 5]), A: ("", [1])}),
        quarry_top=[6],
    )
    t = apply(s, 0, UsePower(power=Power.ASSYRIANS, run=0))
    opp = t.state.players[1]
    assert opp.side(H).temple == [] and opp.side(H).people == cards("PP")
    assert opp.side(A).temple == [1]  # other sites untouched
    assert t.state.quarry[-5:] == [6, 5, 4, 2, 1]  # the lowest ends on top
    assert t.state.players[0].side(H).temple == [1]
    assert event(t.events, "babel.event.power.assyrians").public.params["level"] == 5


@pytest.mark.rule("babel.power.must-act")
def test_assyrians_need_a_temple_to_destroy() -> None:
    """Ασσύριοι: there must be an opposing temple at this site (README interpretation)."""
    s = position(player(builder=H, sites={H: "AAA"}), player(sites={H: "PP"}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.ASSYRIANS, run=0))
    assert exc.value.msg.key == "babel.error.nothing_to_destroy"


# --- Χετταίοι (Hittites: steal a temple level) -------------------------------------------------


@pytest.mark.rule("babel.power.hittites", "babel.score.temples")
def test_hittites_steal_the_top_card_and_may_skip_levels() -> None:
    """Χετταίοι: take the opponent's highest temple card at this site onto your temple; it
    must be higher than yours, so levels can be skipped."""
    s = position(
        player(builder=A, sites={A: ("HHHSS", [1, 2])}),
        player(sites={A: ("", [1, 3, 5])}),
    )
    after = apply(s, 0, UsePower(power=Power.HITTITES, run=0)).state
    assert after.players[0].side(A).temple == [1, 2, 5]
    assert after.players[1].side(A).temple == [1, 3]
    assert after.players[0].side(A).people == cards("HHSS")
    assert after.scores() == (5, 3)


@pytest.mark.rule("babel.power.hittites")
def test_hittites_may_steal_into_an_empty_site() -> None:
    """Χετταίοι: you may steal even if your side of the site is completely empty."""
    s = position(player(builder=A, sites={A: "HHH"}), player(sites={A: ("", [1, 2, 3])}))
    after = apply(s, 0, UsePower(power=Power.HITTITES, run=0)).state
    assert after.players[0].side(A).temple == [3]


@pytest.mark.rule("babel.power.hittites-higher")
def test_hittites_only_steal_a_higher_card() -> None:
    """Χετταίοι condition 1: the stolen card must be higher than your temple there."""
    s = position(
        player(builder=A, sites={A: ("HHHHH", [1, 2, 3])}),
        player(sites={A: ("", [1, 3])}),
    )
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.HITTITES, run=0))
    assert exc.value.msg.key == "babel.error.steal_not_higher"
    assert exc.value.msg.params == {"theirs": 3, "yours": 3}


@pytest.mark.rule("babel.power.hittites-people")
def test_hittites_need_as_many_people_as_the_stolen_level_counting_the_payer() -> None:
    """Χετταίοι condition 2 and its note: at least as many people as the stolen level; the
    Hittite discarded to pay still counts."""
    s = position(player(builder=A, sites={A: "HHH"}), player(sites={A: ("", [1, 2, 4])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.HITTITES, run=0))
    assert exc.value.msg.key == "babel.error.not_enough_people"
    assert exc.value.msg.params == {"level": 4, "have": 3}
    s4 = position(player(builder=A, sites={A: "SHHH"}), player(sites={A: ("", [1, 2, 4])}))
    after = apply(s4, 0, UsePower(power=Power.HITTITES, run=1)).state
    assert after.players[0].side(A).temple == [4]
    assert len(after.players[0].side(A).people) == 3


@pytest.mark.rule("babel.power.must-act")
def test_hittites_need_a_temple_to_steal_from() -> None:
    """Χετταίοι: there must be an opposing temple card at this site."""
    s = position(player(builder=A, sites={A: "HHH"}), player(sites={A: "AAA"}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.HITTITES, run=0))
    assert exc.value.msg.key == "babel.error.nothing_to_steal"


# --- Μήδοι (Medes: desertion) --------------------------------------------------------------------


@pytest.mark.rule("babel.power.medes")
def test_medes_make_the_opponent_discard_every_card_of_one_nation_here() -> None:
    """Μήδοι: choose a nation; the opponent discards all people of that nation from their
    side of the site; your own cards are not affected."""
    s = position(
        player(builder=P, sites={P: "SMMMS"}),
        player(sites={P: "SASSH", A: "SSS"}),
    )
    t = apply(s, 0, UsePower(power=Power.MEDES, run=1, target=S))
    assert t.state.players[1].side(P).people == cards("AH")
    assert t.state.players[1].side(A).people == cards("SSS")  # only this site
    assert t.state.players[0].side(P).people == cards("SMMS")  # your own Sumerians stay
    assert t.state.discard[-4:] == [M, S, S, S]
    assert event(t.events, "babel.event.power.medes").public.params["count"] == 3


@pytest.mark.rule("babel.power.must-act", "babel.power.medes")
def test_medes_need_cards_of_the_chosen_nation_there() -> None:
    """Μήδοι: the chosen nation must be among the opponent's cards here (README
    interpretation: a power must have an effect)."""
    s = position(player(builder=P, sites={P: "MMM"}), player(sites={P: "AAH"}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.MEDES, run=0, target=S))
    assert exc.value.msg.key == "babel.error.no_such_people"


# --- Πέρσες (Persians: skip a temple level) ------------------------------------------------------


@pytest.mark.rule("babel.power.persians")
def test_persians_build_two_levels_above_an_empty_site() -> None:
    """Πέρσες: build a card two levels above the current one; level 2 on an empty site."""
    s = position(player(builder=S, pile=[2], sites={S: "PPP"}))
    after = apply(s, 0, UsePower(power=Power.PERSIANS, run=0, source=Source.OWN)).state
    assert after.players[0].side(S).temple == [2]
    assert after.players[0].pile == []
    assert after.players[0].side(S).people == cards("PP")


@pytest.mark.rule("babel.power.persians")
def test_persians_build_level_3_on_level_1_from_the_rival_pile() -> None:
    """Πέρσες condition 1: the card comes from the top of either temple pile."""
    s = position(player(builder=S, sites={S: ("PPP", [1])}), player(pile=[3]))
    after = apply(s, 0, UsePower(power=Power.PERSIANS, run=0, source=Source.RIVAL)).state
    assert after.players[0].side(S).temple == [1, 3]
    assert after.players[1].pile == []


@pytest.mark.rule("babel.power.persians")
def test_persians_build_exactly_two_levels_above() -> None:
    """Πέρσες: exactly two levels above the current one, not three."""
    s = position(player(builder=S, pile=[4], sites={S: ("PPPPP", [1])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.PERSIANS, run=0, source=Source.OWN))
    assert exc.value.msg.key == "babel.error.wrong_level"


@pytest.mark.rule("babel.power.persians-people")
def test_persians_need_people_for_the_level_counting_the_payer() -> None:
    """Πέρσες condition 2 and its note: people at least the level built; the discarded
    Persian counts toward it."""
    s = position(player(builder=S, pile=[3], sites={S: ("PPP", [1])}))
    after = apply(s, 0, UsePower(power=Power.PERSIANS, run=0, source=Source.OWN)).state
    assert after.players[0].side(S).temple == [1, 3]
    assert len(after.players[0].side(S).people) == 2

    short = position(player(builder=S, pile=[4], sites={S: ("PPP", [1, 2])}))
    with pytest.raises(IllegalAction) as exc:
        apply(short, 0, UsePower(power=Power.PERSIANS, run=0, source=Source.OWN))
    assert exc.value.msg.key == "babel.error.not_enough_people"
    assert exc.value.msg.params == {"level": 4, "have": 3}


@pytest.mark.rule("babel.power.persians")
def test_persians_cannot_go_above_level_6() -> None:
    """Πέρσες and ΟΙ ΚΑΡΤΕΣ: level 6 is the highest; a level-5 temple cannot skip."""
    s = position(player(builder=S, pile=[6], sites={S: ("PPPPPPP", [1, 2, 3, 4, 5])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.PERSIANS, run=0, source=Source.OWN))
    assert exc.value.msg.key == "babel.error.temple_too_high"


@pytest.mark.rule("babel.power.persians")
def test_persians_need_a_card_on_the_chosen_pile() -> None:
    """Πέρσες condition 1: the card comes from the top of a temple pile."""
    s = position(player(builder=S, sites={S: "PPP"}), player(pile=[2]))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.PERSIANS, run=0, source=Source.OWN))
    assert exc.value.msg.key == "babel.error.pile_empty"


# --- Σουμέριοι (Sumerians: change sides) ---------------------------------------------------------


@pytest.mark.rule("babel.power.sumerians")
def test_sumerians_take_every_card_matching_the_opponent_latest_card() -> None:
    """Σουμέριοι: all the opponent's people here that match their most recently played card
    here pass to your side, on top of your cards, in their original order."""
    s = position(
        player(builder=M, sites={M: "SSS H"}),
        player(sites={M: "A P H P A M P", H: "PP"}),
    )
    t = apply(s, 0, UsePower(power=Power.SUMERIANS, run=0))
    assert t.state.players[0].side(M).people == cards("SS H PPP")
    assert t.state.players[1].side(M).people == cards("A H A M")
    assert t.state.players[1].side(H).people == cards("PP")
    params = event(t.events, "babel.event.power.sumerians").public.params
    assert params["count"] == 3 and params["nation"].key == "babel.nation.persians"


@pytest.mark.rule("babel.power.must-act", "babel.power.sumerians")
def test_sumerians_need_opponent_people_there() -> None:
    """Σουμέριοι: the opponent must have people at this site (README interpretation)."""
    s = position(player(builder=M, sites={M: "SSS"}), player(sites={M: ("", [1])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.SUMERIANS, run=0))
    assert exc.value.msg.key == "babel.error.no_people_to_take"


# --- Όλα τα Έθνη (All nations: half the opponent's hand) -----------------------------------------


@pytest.mark.rule("babel.power.all-nations", "babel.power.all-nations-interrupt")
def test_all_nations_the_opponent_discards_half_their_hand_of_their_choice() -> None:
    """Όλα τα Έθνη: instead of its own power, any run can make the opponent discard half
    their people cards, rounded in the opponent's favour; the opponent picks the cards. The
    opponent answers at once: an interrupt where they are the active player."""
    s = position(player(builder=M, hand="AA", sites={M: "HHH"}), player(hand="AAHMPSS"))
    t = apply(s, 0, UsePower(power=Power.ALL, run=0))
    s = t.state
    assert s.pending == PendingDiscard(seat=1, count=3)
    assert GAME.active_seats(s) == frozenset({1})
    assert s.current == 0
    params = event(t.events, "babel.event.power.all").public.params
    assert params["count"] == 3 and params["target_seat"] == 1
    with pytest.raises(NotYourTurn):
        apply(s, 0, EndTurn())

    t = apply(s, 1, DiscardHalf(cards=(S, A, S)))
    s = t.state
    assert s.players[1].hand == hand("AHMP")
    assert s.pending is None and GAME.active_seats(s) == frozenset({0})
    assert s.discard[-3:] == [S, A, S]
    assert event(t.events, "babel.event.discarded_half").public.params["left"] == 4
    s = apply(s, 0, EndTurn()).state  # the turn goes on and ends normally
    assert s.current == 1


@pytest.mark.rule("babel.power.all-nations-interrupt")
def test_all_nations_each_seat_is_told_its_own_part() -> None:
    """While a discard is owed, the seat that owes it is told to discard (and how many); the
    other seat is told it waits for that discard, never the other way round."""
    s = position(player(builder=M, sites={M: "PPP"}), player(hand="AHMPS", builder=A))
    s = apply(s, 0, UsePower(power=Power.ALL, run=0)).state
    with pytest.raises(IllegalAction) as owes:
        apply(s, 1, EndTurn())
    with pytest.raises(NotYourTurn) as waits:
        apply(s, 0, EndTurn())
    assert owes.value.msg == Msg.of("babel.error.must_discard", count=2)
    assert waits.value.msg == Msg.of("babel.error.awaiting_discard", count=2)
    assert render(owes.value.msg).startswith("First you must discard 2 cards")
    assert render(waits.value.msg).startswith("Your opponent must first discard 2 cards")
    assert render(owes.value.msg, "el").startswith("Πρώτα πρέπει να απορρίψεις 2 κάρτες")
    assert render(waits.value.msg, "el").startswith("Ο αντίπαλός σου πρέπει πρώτα")
    assert render(owes.value.msg, "it").startswith("Prima devi scartare 2 carte")
    assert render(waits.value.msg, "it").startswith("Il tuo avversario deve prima scartare")


@pytest.mark.rule("babel.power.all-nations")
def test_all_nations_rounds_down_the_cards_to_discard() -> None:
    """Όλα τα Έθνη: half, rounded down (in the opponent's favour): 5 cards -> discard 2."""
    s = position(player(builder=M, sites={M: "PPP"}), player(hand="AHMPS"))
    s = apply(s, 0, UsePower(power=Power.ALL, run=0)).state
    assert s.pending == PendingDiscard(seat=1, count=2)
    legal = GAME.legal_actions(s, 1)
    assert all(isinstance(a, DiscardHalf) and len(a.cards) == 2 for a in legal)
    assert len(legal) == 10  # any 2 of 5 different cards


@pytest.mark.rule("babel.power.all-nations-interrupt")
def test_all_nations_the_opponent_must_answer_before_anything_else() -> None:
    """Όλα τα Έθνη: the opponent discards exactly half (rounded down) from their hand,
    before doing anything else."""
    s = position(player(builder=M, sites={M: "PPP"}), player(hand="AHMPS", builder=A))
    s = apply(s, 0, UsePower(power=Power.ALL, run=0)).state
    with pytest.raises(IllegalAction) as exc:
        apply(s, 1, EndTurn())
    assert exc.value.msg.key == "babel.error.must_discard"
    with pytest.raises(IllegalAction) as exc:
        apply(s, 1, DiscardHalf(cards=(A,)))
    assert exc.value.msg.key == "babel.error.discard_count"
    with pytest.raises(IllegalAction) as exc:
        apply(s, 1, DiscardHalf(cards=(A, A)))
    assert exc.value.msg.key == "babel.error.discard_not_in_hand"


@pytest.mark.rule("babel.power.persians-start")
def test_persians_take_their_card_from_a_pile_never_the_starting_card() -> None:
    """Πέρσες condition 1 (README 9): "from the top of either temple pile": the starting
    card is not on a pile, so the Persians cannot skip a level with it."""
    s = position(
        player(builder=H, foundation=True, hand="SS", pile=[2], sites={H: "PPP"}),
        player(),
        turn=1,
    )
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.PERSIANS, run=0, source=Source.START))
    assert exc.value.msg.key == "babel.error.persians_start"
    after = apply(s, 0, UsePower(power=Power.PERSIANS, run=0, source=Source.OWN)).state
    assert after.players[0].side(H).temple == [2] and after.players[0].foundation


# --- after a power: the temple rises on from its new top (§2Γ) ---------------------------------


@pytest.mark.rule("babel.power.hittites", "babel.build.order")
def test_after_a_hittite_theft_the_next_level_follows_the_stolen_card() -> None:
    """Χετταίοι "you can skip levels" and §2Γ "in numerical order": a temple at 2 that
    steals a 5 goes on with a 6, not with a 3."""
    s = position(
        player(builder=A, hand="A", pile=[3], sites={A: ("HHHSSS", [1, 2])}),
        player(pile=[6], sites={A: ("", [1, 2, 3, 4, 5])}),
    )
    s = apply(s, 0, UsePower(power=Power.HITTITES, run=0)).state
    assert s.players[0].side(A).temple == [1, 2, 5]
    s = play(s, 0, "play assyrians")  # 6 people: enough for a 6
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, "build own")  # the 3 on top of the own pile no longer fits
    assert exc.value.msg.key == "babel.error.wrong_level"
    s = apply(s, 0, "build rival").state
    assert s.players[0].side(A).temple == [1, 2, 5, 6]


@pytest.mark.rule("babel.power.persians", "babel.build.order")
def test_after_a_persian_skip_the_temple_goes_on_from_the_card_built() -> None:
    """Πέρσες and §2Γ: a level 3 built on a 1 is followed by a 4."""
    s = position(player(builder=S, pile=[4, 3], sites={S: ("PPPPS", [1])}))
    s = apply(s, 0, UsePower(power=Power.PERSIANS, run=0, source=Source.OWN)).state
    assert s.players[0].side(S).temple == [1, 3]
    s = apply(s, 0, "build own").state
    assert s.players[0].side(S).temple == [1, 3, 4]


@pytest.mark.rule("babel.power.assyrians", "babel.build.order")
def test_a_destroyed_temple_is_founded_again_from_level_1() -> None:
    """Ασσύριοι "destroy completely": the opponent's side of the site is empty again, so only
    a level-1 card may go there next, and the site's people still count for it."""
    s = position(
        player(builder=H, sites={H: "AAA"}),
        player(builder=H, pile=[2, 1], sites={H: ("MS", [1, 2, 3])}),
        quarry_top=[6],
    )
    s = apply(s, 0, UsePower(power=Power.ASSYRIANS, run=0)).state
    s = apply(s, 0, EndTurn()).state
    assert s.current == 1 and s.players[1].side(H).temple == []
    assert s.players[0].pile == [2, 1]  # the destroyed temple's lowest cards, drawn back
    s = apply(s, 1, "build own").state
    assert s.players[1].side(H).temple == [1] and s.players[1].side(H).people == cards("MS")
