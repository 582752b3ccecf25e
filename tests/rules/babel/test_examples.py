"""Every example printed in the rulebook, played through ``GAME.apply`` step by step.

Player 1 of the rulebook is seat 0, player 2 is seat 1. Actions are written in the game's
notation (positions count from 1, the bottom card of a site).
"""

import pytest

from rules.babel import GAME
from rules.babel.state import PendingDiscard
from rules.core.errors import IllegalAction
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


@pytest.mark.rule("babel.example.play", "babel.play.at-builder", "babel.play.fixed")
def test_example_playing_people_cards() -> None:
    """§2Β Παράδειγμα (Play people): at the Sumerian site the player adds an Assyrian and a
    Persian onto two Assyrians: A, A, A, P in the order played. He then discards an Assyrian
    to move to the Assyrian site and plays 2 Sumerians there."""
    s = position(player(hand="AAPSS", builder=S, sites={S: "AA"}))
    s = play(s, 0, "play assyrians", "play persians")
    assert s.players[0].side(S).people == cards("AAAP")
    s = play(s, 0, "move assyrians", "play sumerians", "play sumerians")
    me = s.players[0]
    assert me.builder is A and me.side(A).people == cards("SS") and me.hand == []
    assert me.side(S).people == cards("AAAP")


@pytest.mark.rule(
    "babel.example.build",
    "babel.build.piles",
    "babel.build.people",
    "babel.turn.actions",
)
def test_example_building_a_temple_at_the_medes_site() -> None:
    """§2Γ Παράδειγμα (Build): the player discards a Mede to move to the Medes site, where 4
    people cards allow a temple up to level 4, not higher. He builds level 2 from his own
    pile, levels 3 and 4 from the pile beside his opponent; adds 2 people (6 in all); then
    builds level 5 from his opponent's pile and level 6 from his own."""
    s = position(
        player(hand="MAS", builder=H, pile=[6, 2], sites={M: ("HHPS", [1])}),
        player(pile=[5, 4, 3]),
    )
    s = play(s, 0, "move medes", "build own", "build rival", "build rival")
    assert s.players[0].side(M).temple == [1, 2, 3, 4]
    with pytest.raises(IllegalAction) as exc:  # 4 people: not level 5
        apply(s, 0, "build rival")
    assert exc.value.msg.key == "babel.error.not_enough_people"
    s = play(s, 0, "play assyrians", "play sumerians")
    assert len(s.players[0].side(M).people) == 6
    s = play(s, 0, "build rival", "build own")
    assert s.players[0].side(M).temple == [1, 2, 3, 4, 5, 6]
    assert s.players[0].pile == [] and s.players[1].pile == []


@pytest.mark.rule("babel.example.migrate", "babel.build.people-after", "babel.migrate.three")
def test_example_migration_leaves_the_temple_standing() -> None:
    """§2Δ Παράδειγμα (Migration): the builder is at the Hittite site. The player moves the 3
    most recent cards of the Medes site (Sumerians, Sumerians, Hittites) to the Persian site.
    The level-4 temple at the Medes site stays although fewer than 4 people remain; level 5
    there will need 5 people first."""
    s = position(
        player(builder=H, hand="MAPS", pile=[5], sites={M: ("PA SSH", [1, 2, 3, 4]), P: "A"})
    )
    s = apply(s, 0, "migrate medes persians").state
    me = s.players[0]
    assert me.side(M).people == cards("PA") and me.side(M).temple == [1, 2, 3, 4]
    assert me.side(P).people == cards("A SSH")
    s = play(s, 0, "move medes", "play assyrians", "play persians")
    with pytest.raises(IllegalAction) as exc:  # 4 people: not yet
        apply(s, 0, "build own")
    assert exc.value.msg.key == "babel.error.not_enough_people"
    s = play(s, 0, "play sumerians", "build own")
    assert s.players[0].side(M).temple == [1, 2, 3, 4, 5]


@pytest.mark.rule("babel.example.sumerians", "babel.power.sumerians")
def test_example_sumerian_power_with_four_sumerians() -> None:
    """§2Ε Παράδειγμα (Powers): four consecutive Sumerians at the Assyrian site; one is
    discarded and the player takes all of the opponent's Persians at that site."""
    s = position(
        player(builder=A, sites={A: "M SSSS"}),
        player(sites={A: "P H P M P"}),
    )
    s = apply(s, 0, "power sumerians 2").state
    assert s.players[0].side(A).people == cards("M SSS PPP")
    assert s.players[1].side(A).people == cards("HM")
    assert s.discard[-1] is S
    # three Sumerians are left: the power could be used once more
    assert s.players[0].side(A).people[1:4] == [S, S, S]


@pytest.mark.rule("babel.example.half-hand", "babel.power.all-nations")
def test_example_half_the_hand() -> None:
    """Όλα τα Έθνη Παράδειγμα (All nations): a player uses 3 Sumerians to make his opponent
    discard half his hand, rounded down; with 7 cards the opponent discards 3 of his choice."""
    s = position(player(builder=P, sites={P: "SSS"}), player(hand="AAHMMPS"))
    s = apply(s, 0, "power all 1").state
    assert s.pending == PendingDiscard(seat=1, count=3)
    s = apply(s, 1, "discard assyrians assyrians hittites").state
    assert s.players[1].hand == hand("MMPS")
    assert s.players[0].side(P).people == cards("SS")


@pytest.mark.rule(
    "babel.example.worked",
    "babel.power.assyrians-quarry",
    "babel.power.hittites-people",
    "babel.power.must-act",
    "babel.score.temples",
)
def test_worked_example_player_1_at_the_hittite_site() -> None:
    """Παράδειγμα (the worked example at the end of the rulebook), phase 2 of player 1's turn.

    Player 1 stands at the Hittite site and wants to destroy player 2's level-6 temple
    there, holding Assyrian, Hittite and Sumerian cards.
    """
    s = position(
        player(
            hand="AHS",
            builder=H,
            pile=[4],
            sites={
                H: ("SSSS A PP", [1, 2, 3]),  # the rulebook lists cards bottom first
                A: "HH",
                S: "PP",
                M: ("", [1, 2]),
            },
        ),
        player(
            hand="AHHMPSS",
            builder=P,
            pile=[5],
            sites={H: ("P S A A M", [1, 2, 3, 4, 5, 6]), A: ("MMP", [1, 2, 3])},
        ),
        quarry_top=[5, 3],
        deck_top="SAH",  # player 2's next draw
    )
    quarry_before = list(s.quarry)
    assert s.scores() == (5, 9)

    # No Assyrian run yet: the temple cannot be destroyed straight away.
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, "power assyrians 5")
    assert exc.value.msg.key == "babel.error.run_too_short"

    # 1. A Sumerian pays for "change sides": player 2's latest card there, a Mede, comes over.
    s = apply(s, 0, "power sumerians 1").state
    assert s.players[0].side(H).people == cards("SSS A PP M")
    assert s.players[1].side(H).people == cards("P S A A")
    assert s.discard[-1] is S

    # 2. Migration: the 3 latest cards (Persian, Persian, Mede) go onto the Sumerian site,
    #    where a pair of Persians already lies.
    s = apply(s, 0, "migrate hittites sumerians").state
    assert s.players[0].side(H).people == cards("SSS A")
    assert s.players[0].side(S).people == cards("PP PPM")

    # 3. Another Sumerian: player 2's latest card is now an Assyrian; both Assyrians come.
    s = apply(s, 0, "power sumerians 1").state
    assert s.players[0].side(H).people == cards("SS A AA")
    assert s.players[1].side(H).people == cards("PS")

    # 4. Three Assyrians in a row: one pays to destroy the level-6 temple. "That must hurt!"
    t = apply(s, 0, "power assyrians 3")
    s = t.state
    assert s.players[0].side(H).people == cards("SS AA")
    assert s.players[1].side(H).temple == []
    assert s.quarry == [*quarry_before, 6, 5, 4, 3, 2, 1]
    assert event(t.events, "babel.event.power.assyrians").public.params["level"] == 6
    assert s.scores() == (5, 3)

    # 5. The Assyrian from the hand pays the move to the Assyrian site; a Hittite is played.
    s = play(s, 0, "move assyrians", "play hittites")
    assert s.players[0].builder is A
    assert s.players[0].side(A).people == cards("HHH")
    assert s.players[0].hand == [S]

    # 6. Three Hittites: one pays to steal player 2's level-3 card into the empty site. The
    #    paying Hittite still counts toward the 3 people needed.
    assert s.players[0].side(A).temple == []
    s = apply(s, 0, "power hittites 1").state
    assert s.players[0].side(A).temple == [3]
    assert s.players[0].side(A).people == cards("HH")
    assert s.players[1].side(A).temple == [1, 2]
    assert s.scores() == (8, 2)

    # 7. The Sumerian from the hand pays the move to the Sumerian site: P P P P M there.
    s = apply(s, 0, "move sumerians").state
    assert s.players[0].side(S).people == cards("PPPPM")
    assert s.players[0].hand == []

    # 8. Two Persians, one after the other, pay for the all-nations power: player 2 goes
    #    from 7 cards to 4, then from 4 to 2, choosing the cards each time.
    s = apply(s, 0, "power all 1").state
    assert s.pending == PendingDiscard(seat=1, count=3)
    assert GAME.active_seats(s) == frozenset({1})
    s = apply(s, 1, "discard hittites hittites sumerians").state
    assert len(s.players[1].hand) == 4 and GAME.active_seats(s) == frozenset({0})
    s = apply(s, 0, "power all 1").state
    assert s.pending == PendingDiscard(seat=1, count=2)
    s = apply(s, 1, "discard assyrians sumerians").state
    assert s.players[1].hand == hand("MP")
    assert s.players[0].side(S).people == cards("PPM")

    # 9. End of turn: the two temple cards drawn are the level 1 and level 2 of the
    #    destroyed temple, placed on player 1's pile with the lower on top.
    t = apply(s, 0, "end")
    s = t.state
    assert s.players[0].pile == [4, 2, 1]
    assert s.quarry == [*quarry_before, 6, 5, 4, 3]
    assert event(t.events, "babel.event.end_turn").public.params == {"temples": [1, 2], "hand": 0}
    # ... which player 2 will find useful: the rival pile's top is a level 1 for the
    # empty Hittite site.
    assert s.current == 1 and s.players[1].hand == hand("MP HAS")
    s = play(s, 1, "migrate assyrians hittites", "move hittites", "build rival")
    assert s.players[1].side(H).temple == [1] and s.players[0].pile == [4, 2]
