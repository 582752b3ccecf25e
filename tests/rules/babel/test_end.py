"""ΤΕΛΟΣ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ (End of the game), as decided in GAMES.md.

The Greek text says the game ends at 15+ against 9 *or more*; GAMES.md records the intended
rule: 15+ against 9 or less ends the game, 15+ against 10+ starts the final phase, which ends
as soon as a player has 20+ or a player has 9 or less. An empty quarry ends the game at once.
The higher total wins; a tie goes to the player with more people cards in hand, then a draw.
"""

import pytest

from rules.babel import GAME
from rules.babel.actions import Build, EndTurn, MoveBuilder, Power, Source, UsePower
from rules.babel.state import BabelState, EndReason
from rules.core.errors import IllegalAction
from tests.rules.babel.scenario import A, H, M, P, S, apply, keys, player, position


def up_to(level: int) -> list[int]:
    """A temple built level by level up to ``level``."""
    return list(range(1, level + 1))


def fourteen(**kw: object) -> dict:
    """Sites worth 14 (6 + 5 + 3); the Medes temple can grow to 4 with the 4 people there."""
    return {A: ("", up_to(6)), H: ("", up_to(5)), M: ("AAAA", up_to(3)), **kw}


@pytest.mark.rule("babel.end.target", "babel.end.winner", "babel.score.temples")
def test_15_against_9_or_less_ends_the_game_at_once() -> None:
    """ΤΕΛΟΣ: one player at 15+ while the other has 9 or less: the game is over, even in the
    middle of a turn."""
    s = position(
        player(builder=M, hand="SS", pile=[4], sites=fourteen()),
        player(sites={A: ("", up_to(6)), H: ("", up_to(3))}),
    )
    t = apply(s, 0, Build(source=Source.OWN))
    end = t.state
    assert end.scores() == (15, 9)
    assert end.ended is EndReason.TARGET
    assert "babel.event.end.target" in keys(t.events)
    assert GAME.active_seats(end) == frozenset()
    assert end.history[-1] == (15, 9)
    out = GAME.outcome(end)
    assert out is not None and out.winners == (0,) and out.scores == (15, 9)
    assert out.reason is not None and out.reason.key == "babel.end.target"
    with pytest.raises(IllegalAction) as exc:
        apply(end, 0, EndTurn())
    assert exc.value.msg.key == "core.error.game_over"
    assert GAME.legal_actions(end, 0) == []


@pytest.mark.rule("babel.end.target")
def test_14_against_9_does_not_end_the_game() -> None:
    """ΤΕΛΟΣ: below 15 nobody has reached the target."""
    s = position(
        player(builder=M, hand="SS", pile=[4], sites={**fourteen(), H: ("", up_to(4))}),
        player(sites={A: ("", up_to(6)), H: ("", up_to(3))}),
    )
    end = apply(s, 0, Build(source=Source.OWN)).state
    assert end.scores() == (14, 9)
    assert end.ended is None and not end.final_phase and GAME.outcome(end) is None


@pytest.mark.rule("babel.end.final-phase")
def test_15_against_10_starts_the_final_phase() -> None:
    """ΤΕΛΟΣ: 15+ while the opponent has 10 or more starts the final phase; play goes on."""
    s = position(
        player(builder=M, hand="SS", pile=[4], sites=fourteen()),
        player(sites={A: ("", up_to(6)), H: ("", up_to(4))}),
    )
    t = apply(s, 0, Build(source=Source.OWN))
    assert t.state.scores() == (15, 10)
    assert t.state.final_phase and t.state.ended is None
    assert "babel.event.final_phase" in keys(t.events)
    after = apply(t.state, 0, EndTurn()).state
    assert after.current == 1 and after.final_phase


@pytest.mark.rule("babel.end.final-20")
def test_the_final_phase_ends_when_a_player_reaches_20() -> None:
    """ΤΕΛΟΣ final phase case 1: a player's temples total 20 or more."""
    s = position(
        player(
            builder=M,
            pile=[6],
            sites={
                A: ("", up_to(6)),
                H: ("", up_to(5)),
                P: ("", up_to(3)),
                M: ("HHHHHH", up_to(5)),
            },
        ),
        player(sites={A: ("", up_to(6)), H: ("", up_to(5))}),
        final_phase=True,
    )
    assert s.scores() == (19, 11)
    t = apply(s, 0, Build(source=Source.OWN))
    assert t.state.scores() == (20, 11)
    assert t.state.ended is EndReason.FINAL
    assert "babel.event.end.final" in keys(t.events)
    out = GAME.outcome(t.state)
    assert out is not None and out.winners == (0,)
    assert out.reason is not None and out.reason.key == "babel.end.final"


@pytest.mark.rule("babel.end.final-9")
def test_the_final_phase_ends_when_a_player_falls_to_9() -> None:
    """ΤΕΛΟΣ final phase case 2: a player's temples total 9 or less. Here the leader is hit
    by the Assyrians and the trailing player wins."""
    s = position(
        player(sites={A: ("", up_to(6)), H: ("", up_to(5)), P: ("", up_to(4))}),
        player(builder=P, sites={P: ("AAA", up_to(2)), A: ("", up_to(6)), H: ("", up_to(3))}),
        current=1,
        final_phase=True,
    )
    assert s.scores() == (15, 11)
    t = apply(s, 1, UsePower(power=Power.ASSYRIANS, run=0))
    assert t.state.scores() == (11, 11)
    assert t.state.ended is None  # 11 is not 9 or less
    s2 = position(
        player(sites={A: ("", up_to(6)), H: ("", up_to(4)), P: ("", up_to(5))}),
        player(builder=P, sites={P: ("AAA", up_to(2)), A: ("", up_to(6)), H: ("", up_to(3))}),
        current=1,
        final_phase=True,
    )
    t = apply(s2, 1, UsePower(power=Power.ASSYRIANS, run=0))
    assert t.state.scores() == (10, 11) and t.state.ended is None
    s3 = position(
        player(sites={A: ("", up_to(5)), H: ("", up_to(4)), P: ("", up_to(6))}),
        player(builder=P, sites={P: ("AAA", up_to(2)), A: ("", up_to(6)), H: ("", up_to(3))}),
        current=1,
        final_phase=True,
    )
    t = apply(s3, 1, UsePower(power=Power.ASSYRIANS, run=0))
    assert t.state.scores() == (9, 11)
    assert t.state.ended is EndReason.FINAL
    out = GAME.outcome(t.state)
    assert out is not None and out.winners == (1,)


@pytest.mark.rule("babel.end.phase-stays")
def test_the_final_phase_lasts_even_if_both_fall_below_15() -> None:
    """ΤΕΛΟΣ: once entered, only 20+ or 9-or-less ends the final phase."""
    s = position(
        player(sites={A: ("", up_to(6)), H: ("", up_to(5)), P: ("", up_to(4))}),
        player(builder=P, sites={P: ("AAA", up_to(2)), A: ("", up_to(6)), H: ("", up_to(4))}),
        current=1,
        final_phase=True,
    )
    after = apply(s, 1, UsePower(power=Power.ASSYRIANS, run=0)).state
    assert after.scores() == (11, 12)
    assert after.final_phase and after.ended is None


@pytest.mark.rule("babel.end.phase-at-once")
def test_the_final_phase_is_checked_the_moment_it_begins() -> None:
    """ΤΕΛΟΣ: the final phase ends 'at once' at 20+; a Hittite theft can lift a player from
    14 to 20 in one action while the opponent stays at 10+, so the phase begins and ends
    together (README interpretation)."""
    s = position(
        player(
            builder=S, sites={A: ("", up_to(6)), H: ("", up_to(5)), M: ("", up_to(3)), S: "HHHHHH"}
        ),
        player(sites={S: ("", [1, 5, 6]), A: ("", up_to(5)), H: ("", up_to(3))}),
    )
    assert s.scores() == (14, 14)
    t = apply(s, 0, UsePower(power=Power.HITTITES, run=0))
    assert t.state.scores() == (20, 13)
    assert t.state.final_phase and t.state.ended is EndReason.FINAL
    assert keys(t.events)[-2:] == ["babel.event.final_phase", "babel.event.end.final"]


def ending_on_the_last_quarry_cards(p0: dict, p1: dict, quarry: list[int]) -> BabelState:
    s = position(player(**p0), player(**p1), quarry_top=quarry, spare_temples=1)
    return apply(s, 0, EndTurn()).state


@pytest.mark.rule("babel.end.quarry")
def test_the_game_ends_when_the_quarry_runs_out() -> None:
    """ΤΕΛΟΣ special case: the game also ends at once when the temple cards run out; here
    the end-of-turn draw takes the last two."""
    end = ending_on_the_last_quarry_cards(
        {"hand": "AA", "sites": {A: ("", up_to(3))}}, {"sites": {H: ("", up_to(2))}}, [2, 1]
    )
    assert end.quarry == [] and end.players[0].pile[-2:] == [2, 1]
    assert end.ended is EndReason.QUARRY
    assert end.current == 0  # no next turn, no draw for the opponent
    out = GAME.outcome(end)
    assert out is not None and out.winners == (0,) and out.scores == (3, 2)
    assert out.reason is not None and out.reason.key == "babel.end.quarry"


@pytest.mark.rule("babel.end.quarry")
def test_a_single_last_quarry_card_is_drawn_alone_and_ends_the_game() -> None:
    """README interpretation: with one card left the draw takes it and the game ends."""
    s = position(quarry_top=[4], spare_temples=1)
    t = apply(s, 0, EndTurn())
    assert t.state.players[0].pile == [4] and t.state.quarry == []
    assert t.state.ended is EndReason.QUARRY
    assert "babel.event.quarry_empty" in keys(t.events)


@pytest.mark.rule("babel.end.quarry")
def test_three_quarry_cards_leave_one_and_play_goes_on() -> None:
    """ΠΟΡΕΙΑ §3 (Draw 2 temple cards): a quarry that is not used up goes on."""
    s = position(quarry_top=[4, 5, 6], spare_temples=1)
    after = apply(s, 0, EndTurn()).state
    assert after.quarry == [4] and after.ended is None and after.current == 1


@pytest.mark.rule("babel.end.tie")
def test_a_tie_goes_to_the_player_with_more_people_cards_in_hand() -> None:
    """ΤΕΛΟΣ: equal totals: the player with more people cards in hand wins."""
    end = ending_on_the_last_quarry_cards(
        {"hand": "AA", "sites": {A: ("", up_to(3))}},
        {"hand": "SSS", "sites": {H: ("", up_to(3))}},
        [2, 1],
    )
    out = GAME.outcome(end)
    assert out is not None and out.winners == (1,) and out.scores == (3, 3)
    assert out.reason is not None and out.reason.key == "babel.end.tie_hand"


@pytest.mark.rule("babel.end.tie")
def test_equal_totals_and_equal_hands_are_a_draw() -> None:
    """GAMES.md: after the hand tie-break, it is a draw."""
    end = ending_on_the_last_quarry_cards(
        {"hand": "PM", "sites": {A: ("", up_to(3))}},
        {"hand": "SH", "sites": {H: ("", up_to(3))}},
        [2, 1],
    )
    out = GAME.outcome(end)
    assert out is not None and out.winners == () and out.is_draw
    assert out.reason is not None and out.reason.key == "babel.end.draw"


@pytest.mark.rule("babel.end.after-action")
def test_an_ending_in_the_middle_of_a_turn_skips_the_rest_of_it() -> None:
    """README interpretation: the end conditions are checked after every action; the player
    who ends the game mid-turn draws no temple cards."""
    s = position(
        player(builder=H, hand="MM", pile=[4], sites=fourteen()),
        player(sites={A: ("", up_to(6))}),
    )
    end = apply(s, 0, MoveBuilder(to=M)).state
    assert end.ended is None
    end = apply(end, 0, Build(source=Source.OWN)).state
    assert end.ended is EndReason.TARGET and end.players[0].pile == []
