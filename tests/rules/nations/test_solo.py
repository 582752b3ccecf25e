"""The solo variant [Solo variant]: the rival is the round's tile and a die; you start with
1 book and the rival with 2; four columns; after a card bought, a worker on a military card or
an architect hired, the die: 1-4 clears that column (a war there is bought by the rival at
its military), 5-6 the tile's action; +1 VP for more stability than the rival, else -1; 3 VP
for more books at the end of an age; below 0 VP the game is lost."""

from __future__ import annotations

import pytest

from rules.nations.state import NationsState, Phase, Slot
from tests.rules.nations.scenario import GAME, act, dice, picked, put_in_row


def _solo() -> NationsState:
    s = picked(1)
    return act(s, 0, "take gold")


@pytest.mark.rule("nations.solo.start")
def test_solo_setup() -> None:
    s = picked(1)
    assert s.seats[0].books == 1 and s.solo is not None and s.solo.books == 2
    assert all(len(r) == 4 for r in s.row)
    s = act(s, 0, "take gold")
    assert s.solo is not None and s.solo.tile is not None
    tile = GAME.cat.tile(s.solo.tile)
    assert s.solo.books == 2 + tile.books
    assert s.architects == tile.architects  # no architects for one player, only the tile's


@pytest.mark.rule("nations.solo.die-column", "nations.solo.die-when")
def test_a_die_of_one_to_four_clears_its_column() -> None:
    s = _solo()
    s.seats[0].gold = 10
    put_in_row(s, 1, 1, "building_1_0")
    put_in_row(s, 2, 3, "advisor_1_0")
    put_in_row(s, 3, 3, "war_1_0")
    dice(s, 3)
    s = act(s, 0, "buy 1 1 slot 5")
    assert [r[2] for r in s.row] == [None, None, None]
    tile = GAME.cat.tile(s.solo.tile) if s.solo and s.solo.tile else None
    assert s.war == "war_1_0" and s.war_buyer is None
    assert tile is not None and s.war_strength == (tile.military or 0)


@pytest.mark.rule("nations.solo.die-tile-action")
def test_a_die_of_five_or_six_plays_the_tiles_action() -> None:
    s = _solo()
    assert s.solo is not None and s.solo.tile is not None
    tile = GAME.cat.tile(s.solo.tile)
    s.seats[0].gold = 10
    put_in_row(s, 1, 1, "building_1_0")
    s.architects = 3
    books = s.solo.books
    dice(s, 6)
    s = act(s, 0, "buy 1 1 slot 5")
    assert s.solo is not None
    if tile.action == "take_architects":
        assert s.architects == 3 - min(3, tile.value)
    elif tile.action == "remove_row":
        assert all(c is None for c in s.row[tile.value - 1])
    elif tile.action == "add_books":
        assert s.solo.books == books + tile.value
    elif tile.action == "add_military":
        assert s.solo.military == tile.value


@pytest.mark.rule("nations.solo.die-when")
def test_no_die_for_a_worker_on_a_building() -> None:
    s = _solo()
    s.seats[0].stone = 5
    counter = s.rng.counter
    s = act(s, 0, "deploy 1")
    assert s.rng.counter == counter
    s = act(s, 0, "deploy 4")
    assert s.rng.counter == counter + 1


@pytest.mark.rule("nations.solo.round", "nations.solo.tile")
def test_the_stability_duel_and_the_books_of_an_age() -> None:
    s = _solo()
    assert s.solo is not None
    p = s.seats[0]
    p.slots = [Slot() for _ in p.slots]
    p.vp, p.food, p.books = 5, 30, 40
    s.solo.tile = next(t.id for t in sorted(GAME.cat.solo, key=lambda t: t.id) if t.stability)
    s = act(s, 0, "pass")  # round 1: stability 0 is not more than the tile's: -1 VP
    assert s.seats[0].vp == 4
    s = act(s, 0, "take food")
    assert s.solo is not None
    s.solo.tile = None  # a rival without a value loses the comparison
    s.seats[0].slots = [Slot() for _ in s.seats[0].slots]
    s = act(s, 0, "pass")  # round 2: +1 VP, and 3 VP for more books than the rival
    assert s.seats[0].vp == 4 + 1 + 3


@pytest.mark.rule("nations.solo.lose-below-zero")
def test_falling_below_zero_vp_loses_the_solo_game() -> None:
    s = _solo()
    s.seats[0].vp = 0
    s.seats[0].food = 30
    assert s.solo is not None
    s.solo.tile = next(t.id for t in sorted(GAME.cat.solo, key=lambda t: t.id) if t.stability)
    s = act(s, 0, "pass")
    assert s.phase is Phase.OVER
    out = GAME.outcome(s)
    assert out is not None and out.winners == ()


@pytest.mark.rule("nations.solo.hall-of-fame")
def test_a_finished_solo_game_is_won_with_a_rank() -> None:
    s = _solo()
    assert s.solo is not None
    s.seats[0].vp = 50
    while s.phase is not Phase.OVER:
        s = act(s, 0, "take food") if s.phase is Phase.GROWTH else act(s, 0, "pass")
    out = GAME.outcome(s)
    assert out is not None and out.winners == (0,)
    assert out.reason is not None and out.reason.key == "nations.end.solo"
