"""Decisions the engine takes where the rulebook is silent or loose (see rules/babel/README.md).

Each test is named in the README's numbered list.
"""

import pytest

from rules.babel import GAME
from rules.babel.actions import (
    Build,
    EndTurn,
    Migrate,
    MoveBuilder,
    PlayPeople,
    Power,
    Source,
    UsePower,
)
from rules.core.errors import IllegalAction
from tests.rules.babel.scenario import A, H, M, P, S, apply, cards, play, player, position


@pytest.mark.rule("babel.power.which-card", "babel.power.all-nations")
def test_with_two_runs_at_the_site_the_player_picks_the_run_that_pays() -> None:
    """§2Ε: any run of 3+ pays for the all-nations power; with two runs at the site the
    ``run`` field (the run's bottom card) says which one loses a card."""
    s = position(player(builder=M, sites={M: "AAA HHH"}), player(hand="SSSS"))
    by_a = apply(s, 0, UsePower(power=Power.ALL, run=0)).state
    by_h = apply(s, 0, UsePower(power=Power.ALL, run=3)).state
    assert by_a.players[0].side(M).people == cards("AA HHH")
    assert by_h.players[0].side(M).people == cards("AAA HH")
    legal = [a for a in GAME.legal_actions(s, 0) if isinstance(a, UsePower)]
    assert {a.run for a in legal} == {0, 3}


@pytest.mark.rule("babel.power.which-card")
def test_which_card_of_a_run_pays_makes_no_difference() -> None:
    """Removing any one card of a run of identical cards leaves the same site, so the engine
    names a run by its bottom card and refuses the other positions."""
    s = position(player(builder=M, sites={M: "P AAAA S"}), player(sites={M: ("", [1])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, UsePower(power=Power.ASSYRIANS, run=3))
    assert exc.value.msg.key == "babel.error.run_not_start"
    assert exc.value.msg.params == {"position": 4, "start": 2}
    after = apply(s, 0, UsePower(power=Power.ASSYRIANS, run=1)).state
    assert after.players[0].side(M).people == cards("P AAA S")


@pytest.mark.rule("babel.build.start-card")
def test_a_level_1_card_from_a_pile_may_be_built_while_the_starting_card_waits() -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ note: only the starting card is tied to its owner's first turn; level-1
    cards from the piles may be built on other empty sites meanwhile."""
    s = position(
        player(pile=[3, 1]),
        player(hand="AAHMPSSS", foundation=True),
        current=1,
        turn=2,
    )
    s = play(s, 1, MoveBuilder(to=A), PlayPeople(nation=A), Build(source=Source.RIVAL))
    assert s.players[1].side(A).temple == [1] and s.players[1].foundation
    s = play(s, 1, MoveBuilder(to=S), PlayPeople(nation=S), Build(source=Source.START))
    assert s.players[1].side(S).temple == [1] and not s.players[1].foundation


@pytest.mark.rule("babel.build.start-card")
def test_an_action_that_strands_the_starting_card_is_refused() -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ note: the starting card must be built this turn, so an action after
    which it could no longer be built is refused at once rather than at the end of the
    turn. Here playing the last hand card at a site that already has a temple leaves no
    card to pay a move or to play elsewhere."""
    s = position(
        player(pile=[3]),
        player(hand="HM", builder=A, foundation=True, sites={A: ("A", [1])}),
        current=1,
        turn=2,
    )
    with pytest.raises(IllegalAction) as exc:
        apply(s, 1, PlayPeople(nation=M))
    assert exc.value.msg.key == "babel.error.foundation_first"
    ok = play(s, 1, MoveBuilder(to=H), PlayPeople(nation=M), Build(source=Source.START))
    assert ok.players[1].side(H).temple == [1]


@pytest.mark.rule("babel.build.start-card")
def test_migration_can_still_bring_people_to_the_starting_site() -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ note with §2Δ: the last hand card pays the move to an empty site; a
    migration then brings 3 people there and the starting card is built, all in the first
    turn. The rulebook allows this line, so the move must not be refused."""
    s = position(
        player(pile=[3]),
        player(hand="H", builder=A, foundation=True, sites={A: ("AAA", [1])}),
        current=1,
        turn=2,
    )
    s = play(s, 1, MoveBuilder(to=H), Migrate(origin=A, to=H), Build(source=Source.START))
    assert s.players[1].side(H).temple == [1] and s.players[1].side(H).people == cards("AAA")


@pytest.mark.rule("babel.turn.open-discard")
def test_the_discard_pile_is_open_to_everyone() -> None:
    """Cards are discarded face up (moves, powers, desertion): every seat and spectators see
    how many of each nation lie there."""
    s = position(player(hand="H"), player(), discard="AAS", spare_people="deck")
    s = apply(s, 0, MoveBuilder(to=H)).state
    for viewer in (0, 1, None):
        view = GAME.view(s, viewer)
        assert view.discard == {A: 2, H: 1, M: 0, P: 0, S: 1}


@pytest.mark.rule("babel.turn.hidden-hands")
def test_hands_are_kept_sorted_so_their_order_tells_nothing() -> None:
    """A hand's order would leak when cards were drawn; the engine keeps it in nation order."""
    s = position(player(), player(hand="SM"), deck_top="H P A")
    s = apply(s, 0, EndTurn()).state
    assert s.players[1].hand == [A, H, M, P, S]


@pytest.mark.rule("babel.power.all-nations")
def test_the_all_nations_count_is_fixed_when_the_power_is_used() -> None:
    """Όλα τα Έθνη: half of the hand the opponent holds at that moment, rounded down."""
    s = position(player(builder=M, sites={M: "PPPP"}), player(hand="AAHHMMPPS"))
    s = apply(s, 0, UsePower(power=Power.ALL, run=0)).state
    assert s.pending is not None and s.pending.count == 4  # 9 cards -> 4
    s = apply(s, 1, "discard assyrians assyrians hittites hittites").state
    s = apply(s, 0, UsePower(power=Power.ALL, run=0)).state
    assert s.pending is not None and s.pending.count == 2  # 5 cards -> 2
    with pytest.raises(IllegalAction):  # the Persians are spent: 2 left
        apply(apply(s, 1, "discard medes medes").state, 0, UsePower(power=Power.ALL, run=0))


@pytest.mark.rule("babel.power.medes-any")
def test_the_medes_may_name_any_nation_even_their_own() -> None:
    """Μήδοι: 'choose a nation' sets no limit, so the Medes may make the opponent's Medes
    desert too."""
    s = position(player(builder=H, sites={H: "MMM"}), player(sites={H: "MSM"}))
    after = apply(s, 0, UsePower(power=Power.MEDES, run=0, target=M)).state
    assert after.players[1].side(H).people == [S]
