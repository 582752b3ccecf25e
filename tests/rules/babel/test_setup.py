"""ΠΡΟΕΤΟΙΜΑΣΙΑ (Setup) and ΠΕΡΙΕΧΟΜΕΝΑ (Contents)."""

from collections import Counter

import pytest

from rules.babel import GAME
from rules.babel.state import NATIONS, BabelState
from rules.core.errors import InvalidAction, NotYourTurn
from tests.rules.babel.scenario import apply


@pytest.fixture(scope="module")
def start() -> BabelState:
    return GAME.setup(2, GAME.options(), "setup-seed")


@pytest.mark.rule("babel.setup.components")
def test_the_box_holds_45_temple_cards_and_60_people_cards(start: BabelState) -> None:
    """ΠΕΡΙΕΧΟΜΕΝΑ (Contents): temples 10x1, 9x2, 8x3, 7x4, 6x5, 5x6; 12 people per nation."""
    GAME.check_invariants(start)
    temples = Counter(start.quarry) + Counter({1: 2})  # plus the two starting cards
    assert temples == {1: 10, 2: 9, 3: 8, 4: 7, 5: 6, 6: 5}
    people = Counter(start.deck) + Counter(start.players[0].hand + start.players[1].hand)
    assert people == dict.fromkeys(NATIONS, 12)


@pytest.mark.rule("babel.setup.start-card")
def test_each_player_keeps_a_level_1_starting_card_and_43_go_to_the_quarry(
    start: BabelState,
) -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ (Setup): one level-1 card each, the other 43 face down in the quarry."""
    assert [p.foundation for p in start.players] == [True, True]
    assert len(start.quarry) == 43
    assert Counter(start.quarry)[1] == 8
    assert [p.pile for p in start.players] == [[], []]


@pytest.mark.rule("babel.setup.builders")
def test_builders_start_in_the_quarry_and_the_sites_are_empty(start: BabelState) -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ (Setup): each builder pawn stands on its owner's side of the quarry."""
    for p in start.players:
        assert p.builder is None
        assert all(side.people == [] and side.temple == [] for side in p.sites)
        assert p.score == 0


@pytest.mark.rule("babel.setup.hands", "babel.turn.draw-people")
def test_first_player_gets_3_cards_the_second_5_and_the_first_turn_starts_with_a_draw_of_3(
    start: BabelState,
) -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ (Setup): 3 cards to the first player, 5 to the second; ΠΟΡΕΙΑ ΤΟΥ
    ΠΑΙΧΝΙΔΙΟΥ §1 (Draw 3): the first player draws 3 at the start of the very first turn too.
    """
    assert start.current == 0 and start.turn == 1
    assert [len(p.hand) for p in start.players] == [3 + 3, 5]
    assert len(start.deck) == 60 - 11
    assert start.discard == []
    assert GAME.active_seats(start) == frozenset({0})


@pytest.mark.rule("babel.setup.order")
def test_only_the_first_player_may_act_first(start: BabelState) -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ (Setup): the first player plays a turn, then the players alternate."""
    with pytest.raises(NotYourTurn) as exc:
        apply(start, 1, "end")
    assert exc.value.msg.key == "core.error.not_your_turn"
    assert GAME.legal_actions(start, 1) == []


@pytest.mark.rule("babel.setup.hands")
def test_the_same_seed_deals_the_same_game_and_another_seed_another() -> None:
    """Setup shuffles with the seeded generator kept in the state, so a match replays."""
    a = GAME.setup(2, GAME.options(), "same")
    assert a == GAME.setup(2, GAME.options(), "same")
    assert a.deck != GAME.setup(2, GAME.options(), "other").deck


@pytest.mark.parametrize("seats", [1, 3])
@pytest.mark.rule("babel.setup.two-players")
def test_babel_is_for_exactly_two_players(seats: int) -> None:
    """ΣΚΟΠΟΣ (Aim): a game for 2 players."""
    with pytest.raises(InvalidAction) as exc:
        GAME.setup(seats, GAME.options(), "x")
    assert exc.value.msg.key == "babel.error.two_players"


@pytest.mark.rule("babel.build.start-card")
def test_a_first_turn_from_the_real_deal_builds_the_starting_temple(start: BabelState) -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ (Setup) note: the starting card must be built in the first turn; from any
    deal the first player can move, play a card and build it."""
    hand = start.players[0].hand
    site = hand[0]
    other = hand[1]
    s = apply(start, 0, f"move {site.value}").state
    s = apply(s, 0, f"play {other.value}").state
    s = apply(s, 0, "build start").state
    assert s.players[0].side(site).temple == [1]
    assert s.players[0].foundation is False
    s = apply(s, 0, "end").state
    assert s.current == 1 and GAME.active_seats(s) == frozenset({1})
    assert len(s.players[1].hand) == 5 + 3
    assert len(s.players[0].pile) == 2
