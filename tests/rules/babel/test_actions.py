"""ΠΟΡΕΙΑ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ §2 (Actions): move the builder, play people, build, migrate.

Nation powers (§2Ε) are in test_powers.py; refusals with their message keys in test_errors.py.
"""

import pytest

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
from rules.babel.state import BabelState
from rules.core.errors import IllegalAction
from tests.rules.babel.scenario import A, H, M, P, S, apply, cards, hand, play, player, position

# --- §2Α Μετακίνηση του πιονιού κτισίματος (Move the builder) -----------------------------


@pytest.mark.rule("babel.move.discard")
def test_moving_discards_a_card_of_the_destination_site_nation() -> None:
    """§2Α (Move the builder): discard a card of the colour of the site you move to; the
    first move leaves the quarry."""
    s = position(player(hand="AMS"))
    after = apply(s, 0, MoveBuilder(to=M)).state
    assert after.players[0].builder is M
    assert after.players[0].hand == hand("AS")
    assert after.discard[-1] is M and len(after.discard) == len(s.discard) + 1


@pytest.mark.rule("babel.move.from-quarry", "babel.turn.actions")
def test_moving_from_site_to_site_and_many_moves_per_turn() -> None:
    """§2 (Actions): any number of actions in any order; §2Α: later moves go site to site."""
    s = position(player(hand="AHMPS", builder=H))
    s = play(s, 0, MoveBuilder(to=A), MoveBuilder(to=P), MoveBuilder(to=H))
    assert s.players[0].builder is H and s.players[0].hand == hand("MS")
    assert s.discard[-3:] == [A, P, H]


@pytest.mark.rule("babel.move.shared")
def test_both_builders_may_stand_on_the_same_site() -> None:
    """§2Α: both players' pawns may occupy the same construction site."""
    s = position(player(hand="P"), player(builder=P))
    after = apply(s, 0, MoveBuilder(to=P)).state
    assert [p.builder for p in after.players] == [P, P]


@pytest.mark.rule("babel.move.change-site")
def test_you_cannot_move_to_the_site_you_stand_on() -> None:
    """§2Α: a move goes from one site to another (README interpretation)."""
    s = position(player(hand="P", builder=P))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, MoveBuilder(to=P))
    assert exc.value.msg.key == "babel.error.already_there"


@pytest.mark.rule("babel.move.discard")
def test_you_cannot_move_without_a_card_of_that_nation() -> None:
    """§2Α: the move is paid with a card of the destination's colour."""
    s = position(player(hand="AAHM"))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, MoveBuilder(to=S))
    assert exc.value.msg.key == "babel.error.move_needs_card"


# --- §2Β Παίξιμο κάρτας Έθνους (Play people cards) -----------------------------------------


@pytest.mark.rule("babel.play.at-builder")
def test_people_are_played_at_the_builder_site_on_top_in_order() -> None:
    """§2Β (Play people): below the site where your pawn stands, on top of earlier cards,
    several per turn; their order stays visible."""
    s = position(player(hand="HMPSS", builder=M, sites={M: "AA", P: "S"}))
    s = play(s, 0, PlayPeople(nation=S), PlayPeople(nation=H), PlayPeople(nation=S))
    assert s.players[0].side(M).people == cards("AA SHS")
    assert s.players[0].side(P).people == [S]
    assert s.players[0].hand == hand("MP")


@pytest.mark.rule("babel.play.at-builder")
def test_people_cannot_be_played_while_the_builder_is_in_the_quarry() -> None:
    """§2Β: cards go to the site where your pawn is; in the quarry there is none."""
    with pytest.raises(IllegalAction) as exc:
        apply(position(player(hand="A")), 0, PlayPeople(nation=A))
    assert exc.value.msg.key == "babel.error.builder_in_quarry"


@pytest.mark.rule("babel.play.at-builder")
def test_you_can_only_play_cards_you_hold() -> None:
    """§2Β (Play people): the card is played from your hand."""
    with pytest.raises(IllegalAction) as exc:
        apply(position(player(hand="A", builder=A)), 0, PlayPeople(nation=H))
    assert exc.value.msg.key == "babel.error.not_in_hand"


# --- §2Γ Κατασκευή ενός ναού (Build a temple) ----------------------------------------------


@pytest.mark.rule("babel.build.order", "babel.build.piles")
def test_a_temple_rises_one_level_at_a_time_from_either_pile_top() -> None:
    """§2Γ (Build a temple): take a temple card from either pile and place it at your
    builder's site; levels go in order 1..6."""
    s = position(
        player(builder=H, pile=[4, 2], sites={H: ("AAAA", [1])}),
        player(pile=[5, 3]),
    )
    s = play(s, 0, Build(source=Source.OWN), Build(source=Source.RIVAL))
    assert s.players[0].side(H).temple == [1, 2, 3]
    assert s.players[0].pile == [4] and s.players[1].pile == [5]
    assert s.players[0].score == 3


@pytest.mark.rule("babel.build.order")
def test_only_the_next_level_may_be_built() -> None:
    """§2Γ: a level-2 card only on a level-1 card, and so on; a level-1 card only on an
    empty site."""
    s = position(player(builder=H, pile=[3], sites={H: ("AAAA", [1])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, Build(source=Source.OWN))
    assert exc.value.msg.key == "babel.error.wrong_level"
    assert exc.value.msg.params["card"] == 3 and exc.value.msg.params["level"] == 2


@pytest.mark.rule("babel.build.order")
def test_a_level_1_card_from_a_pile_founds_a_temple_on_an_empty_site() -> None:
    """§2Γ (Build): a level-1 card goes only on an empty site, from either pile."""
    s = position(player(builder=H, sites={H: "A"}), player(pile=[1]))
    after = apply(s, 0, Build(source=Source.RIVAL)).state
    assert after.players[0].side(H).temple == [1]


@pytest.mark.rule("babel.build.piles")
def test_only_the_top_card_of_a_pile_may_be_taken() -> None:
    """§2Γ: only the first card of each pile can be taken, even if a usable card lies
    below it."""
    s = position(player(builder=H, pile=[2, 5], sites={H: ("AAAA", [1])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, Build(source=Source.OWN))
    assert exc.value.msg.key == "babel.error.wrong_level"


@pytest.mark.rule("babel.build.piles")
def test_a_pile_may_be_empty() -> None:
    """§2Γ (Build): a card can only be taken from a pile that has one."""
    s = position(player(builder=H, sites={H: ("AAAA", [1])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, Build(source=Source.RIVAL))
    assert exc.value.msg.key == "babel.error.pile_empty"


@pytest.mark.rule("babel.build.people")
def test_the_site_needs_at_least_as_many_people_as_the_new_level() -> None:
    """§2Γ: the site must hold at least as many people cards as the level built
    (level 4 needs 4 people)."""
    short = position(player(builder=H, pile=[4], sites={H: ("AAA", [1, 2, 3])}))
    with pytest.raises(IllegalAction) as exc:
        apply(short, 0, Build(source=Source.OWN))
    assert exc.value.msg.key == "babel.error.not_enough_people"
    assert exc.value.msg.params == {"level": 4, "have": 3}

    enough = position(player(builder=H, pile=[4], sites={H: ("AAAH", [1, 2, 3])}))
    assert apply(enough, 0, Build(source=Source.OWN)).state.players[0].side(H).level == 4


@pytest.mark.rule("babel.build.people-after")
def test_people_leaving_a_site_do_not_unbuild_its_temple() -> None:
    """§2Γ Important: people are needed only at the moment of building; moving or destroying
    them later leaves the built levels standing."""
    s = position(
        player(sites={M: ("SSSS", [1, 2, 3, 4])}),
        player(builder=M, hand="", sites={M: "MMM"}),
        current=1,
    )
    s = apply(s, 1, UsePower(power=Power.MEDES, run=0, target=S)).state
    assert s.players[0].side(M).people == []
    assert s.players[0].side(M).temple == [1, 2, 3, 4]
    assert s.players[0].score == 4


@pytest.mark.rule("babel.build.order")
def test_a_finished_temple_has_six_levels() -> None:
    """ΟΙ ΚΑΡΤΕΣ (The cards): level 6 is the highest achievement."""
    s = position(player(builder=H, pile=[1], sites={H: ("AAAAAAA", [1, 2, 3, 4, 5, 6])}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, Build(source=Source.OWN))
    assert exc.value.msg.key == "babel.error.temple_complete"


@pytest.mark.rule("babel.build.where")
def test_temples_are_built_only_where_the_builder_stands() -> None:
    """§2Γ: temple cards cannot be placed at other sites."""
    s = position(player(hand="H", pile=[1], sites={H: "AAA"}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, Build(source=Source.OWN))
    assert exc.value.msg.key == "babel.error.builder_in_quarry"
    s = play(s, 0, MoveBuilder(to=H), Build(source=Source.OWN))
    assert s.players[0].side(H).temple == [1]


# --- the starting card (ΠΡΟΕΤΟΙΜΑΣΙΑ note, §2Γ reminder) ---------------------------------


def first_turn(hand_letters: str = "AHMPSS") -> BabelState:
    """Seat 0's first turn: the starting card still in hand, nothing built anywhere."""
    return position(player(hand=hand_letters, foundation=True), player(foundation=True), turn=1)


@pytest.mark.rule("babel.build.start-card")
def test_the_starting_card_is_built_on_an_empty_site_in_the_first_turn() -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ note and §2Γ reminder: each player must build their level-1 starting card
    the first time they play; only its owner may build it."""
    s = first_turn()
    s = play(s, 0, MoveBuilder(to=S), PlayPeople(nation=A), Build(source=Source.START))
    me = s.players[0]
    assert me.side(S).temple == [1] and me.foundation is False
    assert s.players[1].foundation is True
    s = apply(s, 0, EndTurn()).state
    assert s.current == 1


@pytest.mark.rule("babel.build.start-card")
def test_the_starting_card_needs_one_person_at_the_site() -> None:
    """§2Γ (Build): level 1 needs at least 1 people card at the site, for the
    starting card as for any other (README interpretation)."""
    s = play(first_turn(), 0, MoveBuilder(to=S))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, Build(source=Source.START))
    assert exc.value.msg.key == "babel.error.not_enough_people"


@pytest.mark.rule("babel.build.start-card")
def test_the_turn_cannot_end_before_the_starting_card_is_built() -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ note: the starting card must be built in the first turn."""
    s = play(first_turn(), 0, MoveBuilder(to=S), PlayPeople(nation=A))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, EndTurn())
    assert exc.value.msg.key == "babel.error.foundation_unbuilt"


@pytest.mark.rule("babel.build.start-card")
def test_the_starting_card_only_goes_on_an_empty_site() -> None:
    """§2Γ: a level-1 card only on an empty site, the starting card included."""
    s = position(
        player(hand="AA", builder=H, foundation=True, sites={H: ("SS", [1]), M: "M"}),
        player(pile=[1]),
        current=0,
        turn=2,
    )
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, Build(source=Source.START))
    assert exc.value.msg.key == "babel.error.start_needs_empty_site"


@pytest.mark.rule("babel.build.start-card")
def test_the_starting_card_is_gone_once_built() -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ note: the rule holds for the first card only; it is built once."""
    s = position(player(builder=H, sites={H: "AAA"}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, Build(source=Source.START))
    assert exc.value.msg.key == "babel.error.no_start_card"


# --- §2Δ Μετανάστευση (Migration) -----------------------------------------------------------


@pytest.mark.rule("babel.migrate.three")
def test_migration_moves_exactly_the_three_most_recent_cards_in_order() -> None:
    """§2Δ (Migration): exactly 3 cards, of any nations, the 3 most recently placed; they go
    on top of the destination's cards without changing their order."""
    s = position(player(sites={A: "HHMSP", P: "M"}))
    after = apply(s, 0, Migrate(origin=A, to=P)).state
    assert after.players[0].side(A).people == cards("HH")
    assert after.players[0].side(P).people == cards("M MSP")
    assert after.players[0].migrated is True


@pytest.mark.rule("babel.migrate.anywhere")
def test_migration_does_not_depend_on_the_builder() -> None:
    """§2Δ: wherever your builder is (here still in the quarry), between any two sites."""
    s = position(player(builder=None, sites={M: "SSS"}))
    after = apply(s, 0, Migrate(origin=M, to=H)).state
    assert after.players[0].side(H).people == cards("SSS")
    assert after.players[0].side(M).people == []


@pytest.mark.rule("babel.migrate.once")
def test_migration_only_once_per_turn() -> None:
    """§2: migration is the one action allowed only once in each turn."""
    s = apply(position(player(sites={A: "AAAAAA"})), 0, Migrate(origin=A, to=H)).state
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, Migrate(origin=H, to=M))
    assert exc.value.msg.key == "babel.error.migrated_already"


@pytest.mark.rule("babel.migrate.three")
def test_migration_needs_three_cards_at_the_origin() -> None:
    """§2Δ: exactly 3 cards, no fewer."""
    s = position(player(sites={A: "AS"}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, Migrate(origin=A, to=H))
    assert exc.value.msg.key == "babel.error.migrate_too_few"
    assert exc.value.msg.params["have"] == 2


@pytest.mark.rule("babel.migrate.anywhere")
def test_migration_goes_to_another_site() -> None:
    """§2Δ (Migration): from one site to another (README interpretation)."""
    s = position(player(sites={A: "AAA"}))
    with pytest.raises(IllegalAction) as exc:
        apply(s, 0, Migrate(origin=A, to=A))
    assert exc.value.msg.key == "babel.error.migrate_same_site"


@pytest.mark.rule("babel.migrate.three")
def test_migration_moves_only_your_own_cards() -> None:
    """§2Δ: you move 3 of *your* people cards; the opponent's side is untouched."""
    s = position(player(sites={A: "SSS"}), player(sites={A: "HHH"}))
    after = apply(s, 0, Migrate(origin=A, to=M)).state
    assert after.players[1].side(A).people == cards("HHH")
    assert after.players[1].side(M).people == []
