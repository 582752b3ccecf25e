"""Rule statements of the rulebook (``seeds/003``) that no other test named, on the test card
set (``deck.py``): the decks by age, the random first order, the tracks' limits, the columns
of the progress row, ties with two players, the action limit, what buildings and armies give,
wars bought with no army or lost by their buyer, wonders replaced and finished, deploying,
hiring refused, production, events' workers, the end after round 8 and the short game,
the B-side example and a printed card bought again."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.core.messages import Event
from rules.nations.actions import Pass, Pick, Withdraw
from rules.nations.board import military, production, stability, targets
from rules.nations.cards import Amounts, EventEffect, Outcome, Target
from rules.nations.engine import MAX_ACTIONS
from rules.nations.rounds import apply_part
from rules.nations.state import NationsState, Phase, Slot
from tests.rules.nations.scenario import GAME, act, grow_all, picked, put_in_row


def _actions(players: int = 2, **options: object) -> tuple[NationsState, int]:
    """The action phase of round 1, no event card, every seat with 10 gold, stone and food,
    no books, 5 VP and only empty places; the seat to act."""
    s = grow_all(picked(players, **options))
    s.event = None
    for p in s.seats:
        p.gold = p.stone = p.food = 10
        p.books, p.vp = 0, 5
        p.slots = [Slot() for _ in p.slots]
    return s, s.current


def _end_round(s: NationsState) -> NationsState:
    """Every seat still in the round passes, in turn."""
    while s.phase is Phase.ACTIONS and not all(p.passed for p in s.seats):
        s = act(s, s.current, "pass")
    return s


@pytest.mark.rule("nations.setup.decks-by-age")
def test_each_age_has_its_own_progress_and_event_deck() -> None:
    """[Setup for 4 players] the progress and event decks are shuffled apart, one per age;
    the first row is drawn from age I's."""
    s = picked(4)
    for age in range(1, 5):
        assert {GAME.cat.card(c).age for c in s.decks[age - 1]} == {age}
        assert {GAME.cat.event(e).age for e in s.event_decks[age - 1]} == {age}
    assert {GAME.cat.card(c).age for row in s.row for c in row if c} == {1}


@pytest.mark.rule("nations.setup.random-order")
def test_the_first_player_order_is_drawn_at_random() -> None:
    """[Setup step 1] the order is drawn: it differs from seed to seat, always all seats."""
    orders = {tuple(GAME.setup(4, GAME.Options(), f"order-{i}").order) for i in range(12)}
    assert len(orders) > 1
    assert all(sorted(o) == [0, 1, 2, 3] for o in orders)


@pytest.mark.rule("nations.setup.no-event-before-growth", "nations.event.reveal")
def test_the_event_card_is_revealed_after_growth() -> None:
    """[Setup step 2] no event card at setup, the players choosing growth first; [New
    events] then one card of the age's deck is revealed."""
    s = picked(3)
    assert s.event is None and s.phase is Phase.GROWTH
    deck = len(s.event_decks[0])
    s = grow_all(s)
    assert s.event is not None and GAME.cat.event(s.event).age == 1
    assert len(s.event_decks[0]) == deck - 1


@pytest.mark.rule("nations.setup.military-cap", "nations.setup.stability-cap")
def test_military_counts_at_most_40_and_stability_at_most_15() -> None:
    """[Setup steps 4 and 6] military above 40 counts 40; stability above 15 counts 15, and
    below 0 (below the track's -3) at its real value."""
    s, seat = _actions()
    p = s.seats[seat]
    p.adjust_military, p.adjust_stability = 55, 30
    assert (military(GAME.cat, p), stability(GAME.cat, p)) == (40, 15)
    p.adjust_stability = -9
    assert stability(GAME.cat, p) == -9


@pytest.mark.rule("nations.setup.columns")
@pytest.mark.parametrize(("players", "columns"), [(1, 4), (2, 4), (3, 5), (4, 6), (5, 7)])
def test_the_progress_row_has_a_column_count_by_players(players: int, columns: int) -> None:
    """[Progress cards] four players use columns 1-6; [Solo variant] 4 columns alone;
    README 33 for the others."""
    s = picked(players, cards="advanced" if players == 5 else "basic")
    assert [len(r) for r in s.row] == [columns] * 3
    assert all(c is not None for r in s.row for c in r)


@pytest.mark.rule("nations.setup.five-wonders")
def test_a_sixth_finished_wonder_covers_the_oldest() -> None:
    """[Player board setup] at most five finished wonders; [Hire] a new one goes over a
    finished one, which is lost (README 11: the oldest)."""
    s, seat = _actions()
    p = s.seats[seat]
    p.wonders = [f"wonder_{a}_{i}" for a, i in ((1, 1), (1, 2), (1, 3), (2, 0), (2, 1))]
    p.wonder, p.architects = "wonder_1_0", 1
    s.architects = 1
    q = act(s, seat, "hire").seats[seat]
    assert q.wonders == ["wonder_1_2", "wonder_1_3", "wonder_2_0", "wonder_2_1", "wonder_1_0"]


@pytest.mark.rule("nations.ties.two-players")
def test_with_two_players_a_tie_is_won_by_nobody_and_lost_by_both() -> None:
    """[Ties] "even in a two-player game" a reward needs a sole winner; [2 players] both tied
    take the penalty."""
    s, seat = _actions()
    assert military(GAME.cat, s.seats[0]) == military(GAME.cat, s.seats[1])
    assert targets(GAME.cat, s, Target.MOST_MILITARY) == []
    assert targets(GAME.cat, s, Target.LEAST_MILITARY) == [0, 1]
    s.seats[seat].adjust_military = 1
    assert targets(GAME.cat, s, Target.MOST_MILITARY) == [seat]
    assert targets(GAME.cat, s, Target.LEAST_MILITARY) == [1 - seat]


@pytest.mark.rule("nations.action.limit")
def test_after_the_last_action_of_a_round_only_passing_is_left() -> None:
    """README 6: a seat that took 20 actions this round may still withdraw or pass."""
    s, seat = _actions()
    p = s.seats[seat]
    p.slots[0] = Slot(card="farm", workers=1)
    p.acted = MAX_ACTIONS
    put_in_row(s, 3, 1, "building_1_0")
    with pytest.raises(RuleError) as refused:
        act(s, seat, "buy 3 1 slot 2")
    assert refused.value.msg.key == "nations.error.too_many_actions"
    assert set(GAME.legal_actions(s, seat)) == {Pass(), Withdraw(slot=1)}


@pytest.mark.rule("nations.building.produce", "nations.deploy.many-on-a-card")
def test_each_worker_on_a_building_yields_its_amounts() -> None:
    """[Building] each worker yields what the card shows, nothing without one; [Deploy]
    several workers on a card multiply it, one worker a turn."""
    s, seat = _actions()
    p = s.seats[seat]
    p.slots[0] = Slot(card="farm")  # 2 food a worker
    base = production(GAME.cat, p)["food"]
    s = act(s, seat, "deploy 1")
    assert s.current != seat  # one deploy, then the next seat
    s = act(s, s.current, "pass")
    s = act(s, seat, "deploy 1")
    q = s.seats[seat]
    assert q.slots[0].workers == 2 and production(GAME.cat, q)["food"] == base + 4


@pytest.mark.rule("nations.military.strength")
def test_each_worker_on_an_army_adds_military_at_once_and_eats_in_production() -> None:
    """[Military] a worker on an army raises military at once; its food upkeep is paid in
    production; an empty army gives nothing."""
    s, seat = _actions()
    p = s.seats[seat]
    p.slots[0] = Slot(card="army_1_0")  # 3 military and -1 food a worker
    before, food = military(GAME.cat, p), production(GAME.cat, p)["food"]
    q = act(s, seat, "deploy 1").seats[seat]
    assert military(GAME.cat, q) == before + 3
    assert production(GAME.cat, q)["food"] == food - 1


@pytest.mark.rule("nations.war.no-army-may-buy", "nations.war.buyer-can-lose")
def test_a_war_bought_without_an_army_and_one_that_defeats_its_buyer() -> None:
    """[War] a nation without an army may buy a war (of its military, here 0: nobody is
    defeated); a buyer whose military falls below its war's strength is defeated too."""
    s, seat = _actions()
    put_in_row(s, 3, 1, "war_1_0")
    after = act(s, seat, "buy 3 1")
    assert after.war == "war_1_0" and after.war_strength == 0
    s, seat = _actions()
    s.seats[seat].slots[0] = Slot(card="militia", workers=1)  # military 2
    put_in_row(s, 3, 1, "war_1_0")
    s = act(s, seat, "buy 3 1")
    assert s.war_strength == 2
    s = act(s, s.current, "pass")
    s = act(s, seat, "withdraw 1")  # military 0 now
    s = _end_round(s)
    assert s.seats[seat].vp == 4 and s.seats[1 - seat].vp == 4


@pytest.mark.rule("nations.wonder.replace-unfinished", "nations.wonder.works-when-done")
def test_a_wonder_works_once_finished_and_a_new_one_loses_the_unfinished() -> None:
    """[Wonder] a wonder under construction gives nothing; finished, its stability counts;
    buying another before it is done loses it with its architects and the stone paid."""
    s, seat = _actions()
    put_in_row(s, 3, 1, "wonder_1_0")  # sections 1 and 2 stone, stability 2 when finished
    put_in_row(s, 3, 2, "wonder_1_1")
    before = stability(GAME.cat, s.seats[seat])
    s = act(s, seat, "buy 3 1")
    s = act(s, s.current, "pass")
    s.architects = 3
    s = act(s, seat, "hire")
    assert stability(GAME.cat, s.seats[seat]) == before
    s = act(s, seat, "buy 3 2")
    p = s.seats[seat]
    assert (p.wonder, p.architects, p.stone, s.architects) == ("wonder_1_1", 0, 9, 2)
    s = act(s, seat, "hire")
    s = act(s, seat, "hire")
    p = s.seats[seat]
    assert p.wonders == ["wonder_1_1"] and stability(GAME.cat, p) == before + 2


@pytest.mark.rule("nations.deploy.only-buildings-and-armies")
def test_a_worker_goes_only_on_a_building_or_an_army() -> None:
    """[Deploy] workers stand only on buildings and armies: a deploy names one of the five
    places and an empty place is refused (colonies, wonders and advisors have none)."""
    s, seat = _actions()
    s.seats[seat].advisor = "advisor_1_0"
    with pytest.raises(RuleError) as refused:
        act(s, seat, "deploy 2")
    assert refused.value.msg.key == "nations.error.empty_slot"


@pytest.mark.rule("nations.hire.refused")
def test_no_hire_without_an_architect_a_wonder_or_the_stone() -> None:
    """[Hire] no architect on the board, no wonder under construction, or too little stone
    for the next section: the action cannot be taken."""
    s, seat = _actions()
    s.architects = 2
    with pytest.raises(RuleError) as refused:
        act(s, seat, "hire")
    assert refused.value.msg.key == "nations.error.no_wonder"
    s.seats[seat].wonder = "wonder_2_0"  # sections 2 and 3 stone
    s.architects = 0
    with pytest.raises(RuleError) as refused:
        act(s, seat, "hire")
    assert refused.value.msg.key == "nations.error.no_architect"
    s.architects, s.seats[seat].stone = 1, 1
    with pytest.raises(RuleError) as refused:
        act(s, seat, "hire")
    assert refused.value.msg.key == "nations.error.stone"
    s.seats[seat].stone = 2
    assert act(s, seat, "hire").seats[seat].architects == 1


@pytest.mark.rule("nations.produce.all-cards")
def test_production_counts_every_card_and_pays_gold_before_food() -> None:
    """[Production] every card counts (workers on buildings, advisor, colonies, wonders) and
    the kinds are settled gold, food, stone, books: here the food owed is paid, by the
    shortfall rule (README 9), from gold just produced."""
    s, seat = _actions()
    p = s.seats[seat]
    p.slots[0] = Slot(card="building_1_0", workers=2)  # 2 gold a worker
    p.advisor = "advisor_1_0"  # 1 gold
    p.colonies = ["colony_1_0"]  # 2 food
    p.wonders = ["wonder_1_0"]  # 2 stability
    net = production(GAME.cat, p)
    assert (net["gold"], net["food"]) == (5, 2 - 3 * p.taken_food)
    p.taken_food = 2  # 6 food upkeep: 4 owed each round
    p.gold, p.stone, p.food, p.books = 0, 1, 0, 0
    s = _end_round(s)
    q = s.seats[seat]
    assert (q.gold, q.stone, q.food, q.books) == (1, 1, 0, 0)  # 5 gold, 4 of it for food
    assert q.vp == 3  # 1 VP for the food, 1 for the books


@pytest.mark.rule("nations.produce.books-past-50")
def test_books_keep_counting_past_fifty() -> None:
    """[Production] past 50 books a 50 tile is taken and the count goes on."""
    s, seat = _actions()
    p = s.seats[seat]
    p.books = 49
    p.slots[0] = Slot(card="scribes", workers=2)  # 2 books a worker
    assert _end_round(s).seats[seat].books == 53


@pytest.mark.rule("nations.events.workers")
def test_an_events_workers_come_from_the_track_and_go_back_to_it() -> None:
    """[Events] a worker gained comes from the population track to the reserve; a worker
    lost goes back to an empty place of the track (README 10: stability's first)."""
    s, seat = _actions()
    p = s.seats[seat]
    food, stab, pool = p.taken_food, p.taken_stability, p.pool
    events: list[Event] = []
    apply_part(
        GAME.cat, s, seat, EventEffect(target=Target.ALL, outcome=Outcome(workers=1)), 1, events
    )
    assert (p.taken_food, p.pool) == (food + 1, pool + 1)
    p.taken_stability = 1
    lose = EventEffect(target=Target.ALL, outcome=Outcome(gain=Amounts(), workers=-1))
    apply_part(GAME.cat, s, seat, lose, 1, events)
    assert (p.taken_food, p.taken_stability, p.pool) == (food + 1, stab, pool)


@pytest.mark.rule("nations.end.after-round-eight")
def test_the_game_ends_after_the_eighth_rounds_resolution() -> None:
    """[End of the game] round 8 is resolved (books scored as usual), then the game is over."""
    s = picked(2)
    while s.phase is not Phase.OVER:
        assert s.round <= 8
        s = grow_all(s) if s.phase is Phase.GROWTH else _end_round(s)
        for p in s.seats:
            p.food = max(p.food, 20)
    assert s.round == 8 and len(s.history) == 8
    assert GAME.outcome(s) is not None


@pytest.mark.rule("nations.variant.short-game")
def test_a_short_game_of_two_ages_ends_after_round_four() -> None:
    """[Short game] the players agree on fewer ages; final scoring follows the last."""
    s = picked(2, ages=2)
    while s.phase is not Phase.OVER:
        s = grow_all(s) if s.phase is Phase.GROWTH else _end_round(s)
    assert s.round == 4 and len(s.history) == 4
    assert GAME.outcome(s) is not None


@pytest.mark.rule("nations.variant.b-example")
def test_side_b_example_of_three_players() -> None:
    """[B sides] example: China, Persia and Rome are drawn; player 3 takes Rome, then player
    2 Persia on side A, then player 1 China."""
    s = GAME.setup(3, GAME.Options(boards="b"), "b-example")
    s.offered = ["china", "persia", "rome"]
    first, second, third = s.order
    s = act(s, third, Pick(nation="rome", side="b"))
    s = act(s, second, Pick(nation="persia", side="a"))
    assert s.offered == ["china"] and GAME.active_seats(s) == frozenset({first})
    s = act(s, first, Pick(nation="china", side="b"))
    got = [(s.seats[i].nation, s.seats[i].side) for i in (first, second, third)]
    assert got == [("china", "b"), ("persia", "a"), ("rome", "b")]
    assert s.phase is Phase.GROWTH


@pytest.mark.rule("nations.variant.b-same-card-twice")
def test_a_card_printed_on_the_board_may_be_bought_again() -> None:
    """[B sides] a card the board already prints may be bought and held a second time."""
    s, seat = _actions()
    s.seats[seat].slots[0] = Slot(card="farm")
    put_in_row(s, 3, 1, "farm")
    q = act(s, seat, "buy 3 1 slot 2").seats[seat]
    assert [sl.card for sl in q.slots[:2]] == ["farm", "farm"]


@pytest.mark.rule("nations.solo.no-value")
def test_a_solo_rival_without_a_value_loses_that_comparison() -> None:
    """[Solo variant] where the rival's tile shows no value, the player wins every tie of
    that kind: no military, and the player still plays first with none of its own; no
    stability, and the stability duel is won even in revolt."""
    from rules.nations import GAME as REAL
    from rules.nations.rounds import _reorder, _solo_duel

    s = grow_all(picked(1))
    assert s.solo is not None
    s.solo.tile = "tile_1_0"  # no military on it
    s.seats[0].slots = [Slot() for _ in s.seats[0].slots]
    assert military(GAME.cat, s.seats[0]) == 0
    _reorder(GAME.cat, s, [])
    assert not s.solo.second
    s.solo.tile = "tile_1_1"  # military 4: the player is second
    _reorder(GAME.cat, s, [])
    assert s.solo.second
    s.solo.tile = next(t.id for t in REAL.cat.solo if t.stability is None)
    p = s.seats[0]
    p.nation, p.vp, p.adjust_stability = "egypt", 5, -6
    assert stability(REAL.cat, p) < 0
    _solo_duel(REAL.cat, s, [])
    assert p.vp == 6
