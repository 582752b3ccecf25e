"""Antike rules beyond the worked examples: setup per count, the round's coins, the strategy
tips' openings (their numbers must add up), arming limits, standing orders and interrupts,
personages for all eight know-hows, the all-35-personages rule."""

from __future__ import annotations

import pytest

from rules.antike import GAME
from rules.antike.maps import load_side
from rules.antike.state import (
    COINS,
    PERSONAGES,
    KnowHow,
    Order,
    PendingKind,
    Personage,
)
from rules.common.maps import Unit
from rules.core import IllegalAction, NotYourTurn
from tests.rules.antike.fixtures import arrange, on_field, play, position, ring_side, step

A, B, C = 0, 1, 2


@pytest.fixture(scope="module", autouse=True)
def _ring() -> None:
    ring_side()


# --- GAME SET UP ----------------------------------------------------------------------------------


@pytest.mark.rule(
    "antike.setup.bank",
    "antike.setup.nations-per-count",
    "antike.setup.start-stock",
    "antike.setup.supplies",
    "antike.setup.start-cities",
    "antike.setup.start-nation",
    "antike.flow.turn-order",
    "antike.end.targets",
)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup_per_count_on_the_west_side(players: int) -> None:
    """The nations of the count's line, the start nation first, three start cities each,
    1 iron, 2 marble, 3 gold, 17 legions, 17 galleys, the round's first coin."""
    side = load_side("west")
    s = GAME.setup(players, GAME.options({"side": "west"}), "setup")
    ids = [n.id for n in s.nations]
    assert set(ids) == set(side.nations(players))
    assert ids[0] == side.start_nation(players)
    table = list(side.nations(players))
    start = table.index(ids[0])
    assert ids == table[start:] + table[:start]
    assert sorted(n.seat for n in s.nations) == list(range(players))
    for i, n in enumerate(s.nations):
        assert (n.iron, n.marble, n.gold, n.coins) == (1, 2, 3, 1)
        assert (n.legions, n.galleys, n.stones) == (17, 17, 22)
        assert sorted(s.cities_of(i)) == sorted(side.start_cities(n.id, players).values())
    assert s.bank_coins == COINS - players
    assert s.bank_temples == 20
    assert s.bank_personages == PERSONAGES
    assert s.target == {3: 10, 4: 9, 5: 8, 6: 7}[players]


@pytest.mark.rule("antike.setup.cards-dealt")
def test_seats_are_dealt_from_the_seed() -> None:
    deals = {
        tuple(n.seat for n in GAME.setup(4, GAME.options(), f"deal-{i}").nations) for i in range(12)
    }
    assert len(deals) > 1


@pytest.mark.rule("antike.setup.nations-per-count", "antike.variant.two-players-teams")
def test_two_players_lead_the_rulebook_teams() -> None:
    s = GAME.setup(2, GAME.options({"side": "west"}), "teams")
    assert len(s.nations) == 4 and s.nations[0].id == "phoenicians"
    by_seat = {seat: {n.id for n in s.nations if n.seat == seat} for seat in (0, 1)}
    assert sorted(map(sorted, by_seat.values())) == [
        ["germanic_tribes", "greeks"],
        ["phoenicians", "romans"],
    ]
    assert s.target == 9


def test_wrong_player_counts_are_refused() -> None:
    for seats in (1, 7):
        with pytest.raises(Exception) as refused:
            GAME.setup(seats, GAME.options(), "x")
        assert getattr(refused.value, "msg", None) is not None


def test_bad_side_option_is_refused() -> None:
    with pytest.raises(Exception) as refused:
        GAME.options({"side": "north"})
    assert refused.value.msg.key == "core.error.bad_options"  # type: ignore[attr-defined]


# --- GAME FLOW: a coin each round -----------------------------------------------------------------


@pytest.mark.rule("antike.flow.round-coin", "antike.flow.turn-order")
def test_a_coin_for_every_nation_when_the_start_nation_begins_a_round() -> None:
    s = position("ring", 3)
    coins = [n.coins for n in s.nations]
    for _ in range(3):
        s = play(s, "rondel 0", "end")
    assert [n.coins for n in s.nations] == [c + 1 for c in coins]
    assert s.round == 2


@pytest.mark.rule("antike.flow.bank-out-of-coins")
def test_an_empty_bank_gives_a_resource_of_choice_instead() -> None:
    s = position("ring", 3)
    # move every coin out of the bank into the third nation's purse
    s.nations[C].coins += s.bank_coins
    s.bank_coins = 0
    s = play(s, "rondel 0", "end", "rondel 0", "end", "rondel 0", "end")
    assert [p.kind for p in s.pending] == [PendingKind.COIN] * 3
    assert GAME.active_seats(s) == {s.nations[A].seat}
    with pytest.raises(IllegalAction):
        step(s, "rondel 1")
    gold = s.nations[A].gold
    s = play(s, "instead gold")
    assert s.nations[A].gold == gold + 1
    s = play(s, "instead iron", "instead marble")
    assert not s.pending


# --- STRATEGY TIPS: the three openings ------------------------------------------------------------


@pytest.mark.rule(
    "antike.tips.openings",
    "antike.flow.coin-substitute",
    "antike.temple.cost",
    "antike.rondel.extra-step-cost",
)
def test_growth_opening_marble_then_temple() -> None:
    """MARBLE (1 marble city: 2 + 1 = 3 marble), then TEMPLE paying one gold for the fourth
    wedge; the temple costs 3 marble and 2 coins (the first two rounds' coins)."""
    s = position("ring", 3)
    s = play(s, "rondel 5", "end", "rondel 0", "end", "rondel 0", "end")
    n = s.nations[A]
    assert (n.marble, n.coins) == (3, 2)
    s = play(s, "rondel 1 pay gold", "temple rom_m")
    n = s.nations[A]
    assert (n.marble, n.coins, n.gold) == (0, 0, 2)
    assert s.cities["rom_m"].temple


@pytest.mark.rule(
    "antike.tips.openings",
    "antike.flow.coin-substitute",
    "antike.arming.cost",
    "antike.found.cost",
    "antike.found.unit-present",
    "antike.found.after-action",
    "antike.flow.turn-steps",
)
def test_military_opening_arming_maneuver_found() -> None:
    """ARMING: one iron and one coin set up two units; MANEUVER (three wedges on, free): both
    move; then a city for one gold, one marble and one coin."""
    s = position("ring", 3)
    s = play(s, "rondel 4", "arm legion rom_i", "arm galley rom_g")
    n = s.nations[A]
    assert (n.iron, n.coins) == (0, 0)
    s = play(s, "end", "rondel 0", "end", "rondel 0", "end")
    s = play(s, "rondel 7", "move legion rom_i rom_g", "move galley rom_g rom_f")
    s = play(s, "found rom_f")
    n = s.nations[A]
    assert (n.gold, n.marble, n.iron, n.coins) == (2, 1, 0, 0)
    assert s.cities["rom_f"].owner == A


@pytest.mark.rule(
    "antike.tips.openings",
    "antike.knowhow.price",
    "antike.personage.scholars",
    "antike.rondel.first-move",
)
def test_progress_opening_gold_marble_knowhow() -> None:
    """GOLD (3 + 1 = 4), MARBLE, then KNOW-HOW: four gold and three coins buy a new basic
    know-how and the first scholar."""
    s = position("ring", 3)
    s = play(s, "rondel 2", "end", "rondel 0", "end", "rondel 0", "end")
    s = play(s, "rondel 5", "end", "rondel 1", "end", "rondel 1", "end")
    n = s.nations[A]
    assert (n.gold, n.coins) == (4, 3)
    s = play(s, "rondel 6", "develop wheel", "end")
    n = s.nations[A]
    assert (n.gold, n.coins) == (0, 0)
    assert n.personages == {Personage.SCHOLAR: 1}


# --- ARMING ---------------------------------------------------------------------------------------


@pytest.mark.rule("antike.arming.limit", "antike.temple.triples")
def test_arming_limits_per_province_and_turn() -> None:
    s = arrange(position("ring", 3), stock={A: {"iron": 6}}, current=A)
    s = on_field(s, "arming")
    s = play(s, "arm legion rom_m")
    with pytest.raises(IllegalAction) as refused:
        step(s, "arm legion rom_m")
    assert refused.value.msg.key == "antike.error.arm_limit"
    s = arrange(s, cities={"rom_i": (A, True)})
    s = play(s, "arm legion rom_i", "arm legion rom_i", "arm legion rom_i")
    with pytest.raises(IllegalAction):
        step(s, "arm legion rom_i")


@pytest.mark.rule("antike.arming.borders")
def test_galleys_need_a_sea_border_and_legions_a_land_border() -> None:
    s = arrange(position("ring", 3), stock={A: {"iron": 3}}, current=A)
    s = on_field(s, "arming")
    with pytest.raises(IllegalAction) as refused:
        step(s, "arm galley rom_m")  # only land borders
    assert refused.value.msg.key == "antike.error.cannot_stand"
    s = play(s, "arm galley rom_g")  # a sea border
    assert s.count(A, Unit.GALLEY, "rom_g") == 1


@pytest.mark.rule("antike.flow.turn-steps")
def test_actions_belong_to_their_wedge() -> None:
    s = play(position("ring", 3), "rondel 0")
    with pytest.raises(IllegalAction) as refused:
        step(s, "temple rom_m")
    assert refused.value.msg.key == "antike.error.wrong_field"
    with pytest.raises(IllegalAction) as refused:
        step(s, "rondel 1")
    assert refused.value.msg.key == "antike.error.rondel_done"


# --- standing orders and the interrupt ------------------------------------------------------------


def _invasion(order: Order) -> object:
    s = arrange(
        position("ring", 3),
        legions={A: {"rom_f": 2}, B: {"ger_m": 1}},
        current=A,
    )
    s.nations[B].order = order
    return on_field(s, "maneuver")


@pytest.mark.rule("antike.maneuver.demanded-fights", "antike.maneuver.one-for-one")
def test_order_always_fights_at_once() -> None:
    s = play(_invasion(Order.ALWAYS), "move legion rom_f ger_m")
    assert not s.pending
    assert s.count(A, Unit.LEGION, "ger_m") == 0 and s.count(B, Unit.LEGION, "ger_m") == 0


@pytest.mark.rule("antike.maneuver.demanded-fights")
def test_order_never_lets_units_pass() -> None:
    s = play(_invasion(Order.NEVER), "move legion rom_f ger_m")
    assert not s.pending
    assert s.count(A, Unit.LEGION, "ger_m") == 1 and s.count(B, Unit.LEGION, "ger_m") == 1


@pytest.mark.rule("antike.maneuver.demanded-fights")
def test_order_ask_stops_play_for_the_defender() -> None:
    s = play(_invasion(Order.ASK), "move legion rom_f ger_m")
    assert s.pending[0].kind is PendingKind.DEFEND
    defender = s.nations[B].seat
    assert GAME.active_seats(s) == {defender}
    mover = s.nations[A].seat
    if mover != defender:
        with pytest.raises(NotYourTurn):
            GAME.apply(s, mover, GAME.parse_notation("end"))
    with pytest.raises(IllegalAction) as refused:
        step(s, "end")
    assert refused.value.msg.key == "antike.error.answer_defend"
    s = play(s, "answer yes always")
    assert s.nations[B].order is Order.ALWAYS
    assert s.count(B, Unit.LEGION, "ger_m") == 0
    # the second legion enters: the new order fights without asking... nothing left to fight
    s = play(s, "move legion rom_f ger_m")
    assert not s.pending and s.count(A, Unit.LEGION, "ger_m") == 1


@pytest.mark.rule("antike.maneuver.demanded-fights")
def test_answering_no_and_never_from_now_on() -> None:
    s = play(_invasion(Order.ASK), "move legion rom_f ger_m", "answer no never")
    assert s.nations[B].order is Order.NEVER
    assert s.count(B, Unit.LEGION, "ger_m") == 1
    s = play(s, "move legion rom_f ger_m")
    assert not s.pending


@pytest.mark.rule("antike.maneuver.demanded-fights")
def test_an_owner_changes_a_standing_order_on_their_turn() -> None:
    s = position("ring", 3)
    nation = s.nations[A]
    s = play(s, f"order {nation.id} always")
    assert s.nations[A].order is Order.ALWAYS
    with pytest.raises(IllegalAction) as refused:
        step(s, f"order {nation.id} always")
    assert refused.value.msg.key == "antike.error.order_already"
    with pytest.raises(IllegalAction) as refused:
        step(s, f"order {s.nations[B].id} never")
    assert refused.value.msg.key == "antike.error.not_your_nation"


@pytest.mark.rule("antike.maneuver.demanded-fights")
def test_default_order_comes_from_the_match_option() -> None:
    s = position("ring", 3, options={"fight": "never"})
    assert {n.order for n in s.nations} == {Order.NEVER}


@pytest.mark.rule("antike.maneuver.only-on-maneuver")
def test_no_fights_or_conquests_outside_maneuver() -> None:
    s = arrange(position("ring", 3), legions={A: {"ger_m": 3}, B: {"ger_m": 1}}, current=A)
    s = play(s, "rondel 0")
    for text in ("fight legion ger_m germanic_tribes", "conquer ger_m", "move legion ger_m ger_i"):
        with pytest.raises(IllegalAction) as refused:
            step(s, text)
        assert refused.value.msg.key == "antike.error.wrong_field"


@pytest.mark.rule("antike.conquest.after-movement")
def test_no_moves_after_the_first_conquest() -> None:
    s = arrange(position("ring", 3), legions={A: {"ger_m": 3, "rom_f": 1}}, current=A)
    s.nations[B].order = Order.NEVER
    s = play(on_field(s, "maneuver"), "conquer ger_m")
    with pytest.raises(IllegalAction) as refused:
        step(s, "move legion rom_f ger_m")
    assert refused.value.msg.key == "antike.error.moves_over"


# --- personages -----------------------------------------------------------------------------------


@pytest.mark.rule("antike.knowhow.all-eight-personage")
def test_all_eight_know_hows_bring_a_personage_from_the_largest_stack() -> None:
    every = [k.value for k in KnowHow if k is not KnowHow.DEMOCRACY]
    s = arrange(position("ring", 3), knowhows={A: every, B: ["monarchy", "democracy"]}, current=A)
    s = arrange(s, stock={A: {"gold": 5}})
    s = play(on_field(s, "knowhow"), "develop democracy", "end")
    # kings 9 is the largest stack
    assert s.nations[A].personages == {Personage.KING: 1}


@pytest.mark.rule("antike.knowhow.all-eight-personage")
def test_equal_largest_stacks_let_the_nation_choose() -> None:
    every = [k.value for k in KnowHow if k is not KnowHow.DEMOCRACY]
    s = arrange(position("ring", 3), knowhows={A: every, B: ["monarchy", "democracy"]})
    s = arrange(s, stock={A: {"gold": 5}}, current=A)
    s.bank_personages[Personage.KING] = 8
    s.nations[C].personages = {Personage.KING: 1}
    s = play(on_field(s, "knowhow"), "develop democracy", "end")
    assert s.pending[0].kind is PendingKind.EXTRA
    with pytest.raises(IllegalAction) as refused:
        step(s, "extra general")
    assert refused.value.msg.key == "antike.error.not_largest"
    s = play(s, "extra scholar")
    assert s.nations[A].personages == {Personage.SCHOLAR: 1}
    assert s.current == B


@pytest.mark.rule("antike.personage.scholars", "antike.knowhow.price", "antike.knowhow.several")
def test_a_new_know_how_brings_a_scholar_an_old_one_does_not() -> None:
    s = arrange(position("ring", 3), stock={A: {"gold": 10}}, knowhows={B: ["wheel"]}, current=A)
    s = play(on_field(s, "knowhow"), "develop wheel", "develop sailing", "end")
    assert s.nations[A].personages == {Personage.SCHOLAR: 1}
    assert s.nations[A].gold == 0  # 3 + 7


@pytest.mark.rule(
    "antike.personage.citizens",
    "antike.personage.navigators",
    "antike.personage.end-of-turn",
)
def test_citizens_and_navigators() -> None:
    seas = {f"{p[:3]}_sea": 1 for p in ("greeks", "romans", "germanic_tribes", "phoenicians")}
    seas |= {f"{p[:3]}_sea": 1 for p in ("carthaginians", "persians")}
    s = arrange(
        position("ring", 3),
        cities={"rom_m": (A, True), "rom_i": (A, True), "rom_g": (A, True)},
        galleys={A: seas},
        current=A,
    )
    s = play(on_field(s, "iron"), "end")
    # 6 seas only: no navigator yet; 3 temples: a citizen
    assert s.nations[A].personages == {Personage.CITIZEN: 1}


@pytest.mark.rule("antike.end.all-personages-out")
def test_when_every_personage_is_out_the_first_temple_destroyed_wins() -> None:
    s = arrange(
        position("ring", 3),
        cities={"ger_m": (B, True)},
        legions={A: {"ger_m": 3}},
        current=A,
    )
    for kind, total in PERSONAGES.items():
        s.bank_personages[kind] = 0
        s.nations[C].personages[kind] = total
    s.nations[C].marks = {}
    s.target = 99  # nobody has reached it
    s = play(on_field(s, "maneuver"), "conquer ger_m")
    assert s.winner == A
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == (s.nations[A].seat,)
    assert outcome.reason is not None and outcome.reason.key == "antike.end.temple"


@pytest.mark.rule("antike.end.first-to-target", "antike.personage.never-lost")
def test_reaching_the_target_wins_at_the_end_of_the_turn() -> None:
    s = arrange(position("ring", 3), current=A)
    s.nations[A].personages = {Personage.KING: 2, Personage.SCHOLAR: 3, Personage.CITIZEN: 4}
    s.bank_personages[Personage.KING] -= 2
    s.bank_personages[Personage.SCHOLAR] -= 3
    s.bank_personages[Personage.CITIZEN] -= 4
    s.nations[A].marks = {Personage.KING: 9, Personage.CITIZEN: 9}
    s = arrange(s, cities={"rom_f": (A, False), "gre_f": (A, False)})  # 5 cities
    s = play(on_field(s, "iron"), "end")
    assert s.winner is None  # the king mark was already used
    s.nations[A].marks = {}
    s = arrange(s, current=A)
    s = play(on_field(s, "iron"), "end")
    assert s.winner == A
    assert GAME.active_seats(s) == frozenset()
