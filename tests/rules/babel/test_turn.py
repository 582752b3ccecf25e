"""ΠΟΡΕΙΑ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ (Course of the game): the three phases of a turn.

§1 draw 3 people cards; §2 any actions; §3 draw 2 temple cards onto your own pile.
"""

from collections import Counter

import pytest

from rules.babel import GAME
from rules.babel.actions import EndTurn
from rules.babel.state import NATIONS
from tests.rules.babel.scenario import (
    A,
    S,
    apply,
    cards,
    event,
    hand,
    keys,
    player,
    position,
)


@pytest.mark.rule("babel.turn.draw-people")
def test_a_turn_starts_by_drawing_3_people_cards() -> None:
    """§1 (Draw 3 people cards): at the start of your turn draw 3 into your hand."""
    s = position(player(hand="A"), player(hand="HH"), deck_top="M P S")
    t = apply(s, 0, EndTurn())
    after = t.state
    assert after.current == 1 and after.turn == s.turn + 1
    assert after.players[1].hand == hand("HH SPM")
    assert len(after.deck) == len(s.deck) - 3
    drew = event(t.events, "babel.event.draw_people")
    assert drew.seat == 1 and drew.public.params == {"count": 3}
    assert [m.key for m in drew.private[1].params["cards"]] == [
        "babel.nation.medes",
        "babel.nation.persians",
        "babel.nation.sumerians",
    ]
    assert keys(t.events) == ["babel.event.end_turn", "babel.event.turn", "babel.event.draw_people"]


@pytest.mark.rule("babel.turn.reshuffle")
def test_an_empty_draw_pile_is_refilled_by_shuffling_the_discard_pile() -> None:
    """§1 note (Draw 3): if you must draw from an empty pile, shuffle the discard pile into a
    new draw pile. Here one card is left: it is drawn, then the discards are shuffled."""
    s = position(player(), player(), deck_top="S", spare_people="discard")
    assert len(s.deck) == 1 and len(s.discard) == 59
    t = apply(s, 0, EndTurn())
    after = t.state
    assert S in after.players[1].hand and len(after.players[1].hand) == 3
    assert len(after.deck) == 59 - 2 and after.discard == []
    assert event(t.events, "babel.event.reshuffle").public.params == {"size": 59}
    # the new pile is a shuffle of the old discards, not the same order
    assert Counter(after.deck + after.players[1].hand) == Counter(s.discard + s.deck)


@pytest.mark.rule("babel.turn.draw-temples")
def test_the_temple_draw_puts_two_cards_on_your_own_pile_lowest_on_top() -> None:
    """§3 (Draw 2 temple cards): place them on the pile nearest you in falling order, so the
    lower card lies on top; only the top card of a pile may be built."""
    s = position(player(pile=[6]), player(pile=[5]), quarry_top=[2, 4])
    t = apply(s, 0, EndTurn())
    assert t.state.players[0].pile == [6, 4, 2]
    assert t.state.players[1].pile == [5]
    assert len(t.state.quarry) == len(s.quarry) - 2
    assert event(t.events, "babel.event.end_turn").public.params["temples"] == [2, 4]

    t = apply(position(quarry_top=[3, 1]), 0, EndTurn())
    assert t.state.players[0].pile == [3, 1]


@pytest.mark.rule("babel.turn.hand-size")
def test_the_hand_size_is_announced_at_the_end_of_the_turn() -> None:
    """§3: with 4 or more people cards left, tell the opponent how many you hold. The engine
    announces every hand size (hand sizes are public)."""
    t = apply(position(player(hand="AAHMPS")), 0, EndTurn())
    assert event(t.events, "babel.event.end_turn").public.params["hand"] == 6
    t = apply(position(player(hand="M")), 0, EndTurn())
    assert event(t.events, "babel.event.end_turn").public.params["hand"] == 1
    view = GAME.view(t.state, 0)
    assert view.players[0].hand_size == 1 and view.players[1].hand is None


@pytest.mark.rule("babel.setup.order")
def test_then_the_opponent_takes_a_turn() -> None:
    """§3: then it is the opponent's turn; the players alternate."""
    s = position(current=1)
    s2 = apply(s, 1, EndTurn()).state
    assert s2.current == 0 and GAME.active_seats(s2) == frozenset({0})


@pytest.mark.rule("babel.migrate.once")
def test_migration_is_available_again_in_the_next_turn() -> None:
    """§2Δ (Migration): once in each of your turns."""
    s = position(player(sites={A: "AAA"}, migrated=True))
    s = apply(s, 0, EndTurn()).state
    assert s.players[0].migrated is False


@pytest.mark.rule("babel.turn.people-exhausted")
def test_when_both_people_piles_are_empty_the_draw_stops_short() -> None:
    """§1 note: the rulebook only says to reshuffle; with no discards either, the player
    draws what there is (README interpretation)."""
    everyone = "AAAAAAAAAAAA HHHHHHHHHHHH MMMMMMMMMMMM PPPPPPPPPPPP SSSSSSSSSSS"
    s = position(
        player(sites={A: everyone}),
        player(),
        deck_top="S",
        spare_people="discard",
    )
    assert s.discard == [] and s.deck == [S]
    t = apply(s, 0, EndTurn())
    assert t.state.players[1].hand == [S]
    assert "babel.event.people_exhausted" in keys(t.events)
    assert event(t.events, "babel.event.draw_people").public.params == {"count": 1}


@pytest.mark.rule("babel.turn.hidden-hands", "babel.play.fixed")
def test_hands_are_hidden_and_the_sites_temples_and_piles_are_open() -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ: people cards in hand are kept hidden; §2Β: played people lie where both
    players see them; §2Γ: the temple piles are open, their top cards to choose from."""
    s = position(
        player(hand="AHM", builder=S, pile=[3, 2], sites={S: ("PPS", [1])}),
        player(hand="SS", pile=[4]),
    )
    for viewer in (1, None):
        seen = GAME.view(s, viewer).players[0]
        assert seen.hand is None and seen.hand_size == 3
        assert seen.pile == [3, 2] and seen.builder is S
        assert seen.sites[NATIONS.index(S)].people == cards("PPS")
        assert seen.sites[NATIONS.index(S)].temple == [1]
    assert GAME.view(s, 0).players[0].hand == hand("AHM")
    assert GAME.view(s, 0).players[1].hand is None
