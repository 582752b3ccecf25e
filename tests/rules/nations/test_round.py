"""The phases around the actions: maintenance [Progress cards], [Growth], [New events],
[Architects] and resolution [Production], [Player order], [War], [Events], [Famine]."""

from __future__ import annotations

import pytest

from rules.core.errors import InvalidAction, RuleError
from rules.nations.board import production
from rules.nations.engine import NationsOptions
from rules.nations.state import Phase, Slot
from tests.rules.nations.scenario import GAME, act, grow_all, picked


@pytest.mark.rule("nations.growth.choice")
def test_growth_is_asked_of_every_seat_at_once() -> None:
    s = picked(4)
    assert GAME.active_seats(s) == frozenset({0, 1, 2, 3})
    s = act(s, 2, "grow food")
    assert GAME.active_seats(s) == frozenset({0, 1, 3})
    with pytest.raises(RuleError):
        act(s, 2, "take gold")  # already chosen
    for seat in (0, 3, 1):
        s = act(s, seat, "take gold")
    assert s.phase is Phase.ACTIONS and GAME.active_seats(s) == frozenset({s.order[0]})


@pytest.mark.rule("nations.growth.worker-cost")
def test_egypt_food_upkeep_example() -> None:
    """[Growth] example: Egypt takes its second worker from the food part of the track: its
    population eats 3 + 3 = 6 food a round instead of 3."""
    s = picked(2)
    p = s.seats[0]
    p.slots = [Slot() for _ in p.slots]
    p.taken_food = 1
    assert production(GAME.cat, p)["food"] == -3
    s = act(s, 0, "grow food")
    q = s.seats[0]
    assert q.taken_food == 2 and production(GAME.cat, q)["food"] == -6
    assert q.pool == p.pool + 1


@pytest.mark.rule(
    "nations.workers.gain-and-return",
    "nations.workers.section-max",
    "nations.workers.spare",
)
def test_population_track_example() -> None:
    """[Gaining workers] example: workers may all come from one section (three from food,
    none from stability), but no section gives more than 4; a worker returned when no place
    of the track is empty waits first in line, and the next growth takes it free."""
    from rules.nations.board import return_workers

    s = picked(2)
    p = s.seats[0]
    p.taken_food, p.taken_stability = 3, 0
    s = act(s, 0, "grow food")  # the fourth from food
    assert (s.seats[0].taken_food, s.seats[0].taken_stability) == (4, 0)
    s = picked(2)
    s.seats[0].taken_food = 4
    with pytest.raises(RuleError) as refused:
        act(s, 0, "grow food")  # a fifth: the section is empty
    assert refused.value.msg.key == "nations.error.section_empty"
    p = s.seats[0]
    p.taken_food = p.taken_stability = 0
    pool, food = p.pool, production(GAME.cat, p)["food"]
    assert return_workers(p, 1) == 1 and p.spare == 1 and p.pool == pool - 1
    s = act(s, 0, "grow stability")  # the waiting worker, free: no place taken
    q = s.seats[0]
    assert (q.spare, q.taken_food, q.taken_stability, q.pool) == (0, 0, 0, pool)
    assert production(GAME.cat, q)["food"] == food


@pytest.mark.parametrize(
    ("level", "amount"), [("chieftain", 4), ("prince", 3), ("king", 2), ("emperor", 1)]
)
@pytest.mark.rule("nations.level.growth-only", "nations.growth.one-kind")
def test_the_difficulty_level_sets_the_growth_resources(level: str, amount: int) -> None:
    """[Difficulty levels] the levels differ only in the resources of growth; the prince
    takes 3 [Growth]."""
    s = picked(2, level=level)
    gold = s.seats[1].gold
    s = act(s, 1, "take gold")
    assert s.seats[1].gold == gold + amount


@pytest.mark.rule("nations.setup.own-level")
def test_each_player_may_choose_a_level() -> None:
    """[Difficulty levels] "every player may choose between four levels" (a handicap system)
    and [Setup step 3]: ``levels`` gives each seat its own level in seat order; seats it does
    not name play at ``level``; more levels than seats are refused."""
    s = picked(3, levels="emperor/chieftain", level="king")
    assert [p.level for p in s.seats] == ["emperor", "chieftain", "king"]
    before = [p.gold for p in s.seats]
    s = grow_all(s, "take gold")
    assert [p.gold - b for p, b in zip(s.seats, before, strict=True)] == [1, 4, 2]
    assert picked(2).seats[1].level == "prince"  # neither option: the prince for everyone
    with pytest.raises(InvalidAction) as refused:
        GAME.setup(2, NationsOptions(levels=("king", "king", "king")), "three")
    assert refused.value.msg.key == "nations.error.levels"
    assert refused.value.msg.params == {"seats": 2, "count": 3}


def test_the_levels_option_reads_a_slash_separated_list_and_refuses_other_words() -> None:
    assert NationsOptions.model_validate({"levels": "Prince/ king"}).levels == ("prince", "king")
    assert NationsOptions.model_validate({"levels": ["emperor"]}).levels == ("emperor",)
    with pytest.raises(InvalidAction):
        GAME.options({"levels": "prince/duke"})


@pytest.mark.rule("nations.maint.refill", "nations.maint.first-round")
def test_the_progress_row_moves_on_each_round() -> None:
    """[Progress cards] rows 1 and 2 are cleared, row 3 moves to row 1 on the left, and every
    empty place is filled; with four players six columns are used."""
    s = grow_all(picked(4))
    assert all(len(r) == 6 for r in s.row)
    s.row[2][0] = None
    kept = [c for c in s.row[2] if c is not None]
    for seat in list(s.order):
        s = act(s, seat, "pass")
    assert s.row[0][: len(kept)] == kept
    assert all(c is not None for r in s.row for c in r)


@pytest.mark.rule(
    "nations.arch.example",
    "nations.arch.count",
    "nations.concept.events-shown-early",
)
def test_architects_by_players_plus_the_event_card() -> None:
    """[Architects] example: four players and an event card with 1 architect: 2 + 1 = 3."""
    s = picked(4)
    deck = s.event_decks[0]
    one = next(e for e in deck if GAME.cat.event(e).architects == 1)
    deck.remove(one)
    deck.append(one)
    s = grow_all(s)
    assert s.event == one and s.architects == 3


@pytest.mark.rule("nations.order.by-military")
def test_player_order_by_military_then_stability_then_the_old_order() -> None:
    """[Player order] the strongest goes first; ties by stability, then as before."""
    s = grow_all(picked(3))
    s.event = None
    for p in s.seats:
        p.slots = [Slot() for _ in p.slots]
        p.food = 20
    s.seats[2].slots[3] = Slot(card="militia", workers=1)  # military 2
    old = list(s.order)
    for seat in list(s.order):
        s = act(s, seat, "pass")
    rest = [i for i in old if i != 2]
    assert s.order == [2, *rest]


@pytest.mark.rule("nations.war.defeat", "nations.war.stability-shield", "nations.war.discarded")
def test_war_losses_less_stability_but_the_vp_always() -> None:
    """[War] a nation below the war's strength loses the war's VP and its resources, less its
    positive stability; a nation at the strength is safe."""
    s = grow_all(picked(3))
    s.event = None
    for p in s.seats:
        p.slots = [Slot() for _ in p.slots]
        p.gold = p.stone = p.food = 20
        p.vp = 5
    s.war, s.war_strength = "war_1_0", 2  # 3 gold and 1 VP
    s.seats[0].slots[3] = Slot(card="militia", workers=1)  # military 2: safe
    s.seats[1].slots[0] = Slot(card="building_1_0", workers=1)  # stability 1: loses 2 gold
    for seat in list(s.order):
        s = act(s, seat, "pass")
    assert [p.vp for p in s.seats] == [5, 4, 4]
    assert s.seats[2].gold == 17
    assert s.seats[1].gold == 18 + 2  # 18 after the war, +2 from the building's production
    assert s.war is None


@pytest.mark.rule("nations.war.zero")
def test_a_war_of_strength_zero_defeats_nobody() -> None:
    s = grow_all(picked(2))
    s.event = None
    for p in s.seats:
        p.slots = [Slot() for _ in p.slots]
        p.vp, p.food = 5, 20
    s.war, s.war_strength = "war_1_0", 0
    for seat in list(s.order):
        s = act(s, seat, "pass")
    assert [p.vp for p in s.seats] == [5, 5]


@pytest.mark.rule("nations.produce.revolt")
def test_revolt_costs_a_book_per_negative_point_and_a_vp() -> None:
    """[Production] a nation with negative stability loses a book per point and 1 VP."""
    s = grow_all(picked(2))
    s.event = None
    for p in s.seats:
        p.slots = [Slot() for _ in p.slots]
        p.vp, p.food, p.books = 5, 20, 10
    s.seats[0].taken_stability = 1  # -3 stability
    for seat in list(s.order):
        s = act(s, seat, "pass")
    assert (s.seats[0].books, s.seats[0].vp) == (7, 4)
    assert (s.seats[1].books, s.seats[1].vp) == (10, 5)


@pytest.mark.rule(
    "nations.famine.pay",
    "nations.events.top-to-bottom",
    "nations.concept.events-shown-early",
)
def test_famine_and_events_resolve_after_production() -> None:
    """[Events] both events in order, then [Famine] the card's food from everyone."""
    s = grow_all(picked(2))
    card = GAME.cat.event(s.event) if s.event else None
    assert card is not None
    for p in s.seats:
        p.slots = [Slot() for _ in p.slots]
        p.food, p.vp = 30, 5
    for seat in list(s.order):
        s = act(s, seat, "pass")
    lost = [30 - p.food for p in s.seats]
    assert all(x >= card.famine for x in lost)


@pytest.mark.rule("nations.variant.five-players-cards")
def test_five_players_need_more_than_the_basic_cards() -> None:
    """[5 players] five players play with the advanced or expert cards."""
    with pytest.raises(RuleError):
        GAME.setup(5, NationsOptions(cards="basic"), "five")
    assert GAME.setup(5, NationsOptions(cards="advanced"), "five").players == 5


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.rule("nations.setup.starting-books")
def test_the_later_in_the_first_order_the_more_books_to_start(players: int) -> None:
    """[Setup step 1] the first player's disc goes on 1 of the heritage (books) track, each
    next player's one further: the k-th player starts with k books (the test boards' side A
    prints none)."""
    s = picked(players, "heritage", cards="advanced" if players == 5 else "basic")
    assert [s.seats[seat].books for seat in s.order] == list(range(1, players + 1))


@pytest.mark.rule("nations.variant.b-choice")
def test_side_b_is_chosen_in_reverse_order() -> None:
    """[B sides] boards are chosen in reverse player order; side A may still be taken."""
    s = GAME.setup(3, NationsOptions(boards="b"), "sides")
    last = s.order[-1]
    assert GAME.active_seats(s) == frozenset({last})
    s = act(s, last, f"pick {s.offered[0]} b")
    assert s.seats[last].side == "b" and GAME.active_seats(s) == frozenset({s.order[1]})
    s = act(s, s.order[1], f"pick {s.offered[0]} a")
    s2 = GAME.setup(3, NationsOptions(boards="a"), "sides")
    with pytest.raises(RuleError):
        act(s2, s2.order[-1], f"pick {s2.offered[0]} b")


def test_no_undo_once_new_cards_or_events_are_revealed() -> None:
    """Ending a round draws new progress cards and an event card: that action cannot be
    taken back; a plain purchase can."""
    s = grow_all(picked(2))
    s.seats[s.current].gold = 10
    col = next(i for i, c in enumerate(s.row[2]) if c is not None) + 1
    kind = GAME.cat.card(s.row[2][col - 1] or "").kind
    text = f"buy 3 {col}" + (" slot 5" if kind in ("building", "military") else "")
    legal = {GAME.notation(a) for a in GAME.legal_actions(s, s.current)}
    if text in legal:
        tr = GAME.apply(s, s.current, GAME.parse_notation(text))
        assert GAME.undo_allowed(s, tr.state, tr.events)
    before = s
    last = GAME.apply(before, before.order[0], GAME.parse_notation("pass"))
    assert GAME.undo_allowed(before, last.state, last.events)  # one pass reveals nothing
    s2 = last.state
    tr = GAME.apply(s2, s2.current, GAME.parse_notation("pass"))
    assert tr.state.round == 2
    assert not GAME.undo_allowed(s2, tr.state, tr.events)
