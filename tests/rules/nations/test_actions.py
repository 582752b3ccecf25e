"""The action phase [Action phase, pp. 14-17]: buying from the progress row at 3/2/1 gold,
deploying and moving workers, architects and wonders, colonies, battles, golden ages and
wars; one action a turn, passing for good."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from rules.core.errors import RuleError
from rules.nations.board import gain_workers, military, production, side_of, stability
from rules.nations.cards import Amounts
from rules.nations.engine import NationsOptions
from rules.nations.state import NationsState, Slot
from tests.rules.nations.deck import card
from tests.rules.nations.scenario import engine_with, picked, put_in_row

ZIGGURAT = card(
    "ziggurat",
    1,
    "building",
    deploy_cost=1,
    per_worker=Amounts(stone=1, stability=2),
    worker_vp=(1, 1),
)
HOPLITES = card(
    "hoplites",
    1,
    "military",
    deploy_cost=1,
    raid=3,
    per_worker=Amounts(military=3, stone=-1),
    worker_vp=(1, 1),
)
MACEDONIA = card("macedonia", 1, "colony", min_military=5, static=Amounts(military=2), vp=1)
CONQUISTADOR = card(
    "conquistador", 3, "military", deploy_cost=3, raid=6, per_worker=Amounts(military=7)
)
RAILROAD = card("railroad", 4, "building", deploy_cost=4, per_worker=Amounts(stability=3, gold=2))
RENAISSANCE = card("renaissance", 3, "golden_age", gain="stone", gain_amount=2, vp_price=3)
GAME = engine_with(ZIGGURAT, HOPLITES, MACEDONIA, CONQUISTADOR, RAILROAD, RENAISSANCE)


def _start(players: int = 2) -> tuple[NationsState, int]:
    s = GAME.setup(players, GAME.Options(), "actions")
    while s.phase == "pick":
        s = GAME.apply(s, s.current, GAME.parse_notation(f"pick {s.offered[0]}")).state
    for seat in range(players):
        s = GAME.apply(s, seat, GAME.parse_notation("take stone")).state
    seat = s.current
    p = s.seats[seat]
    p.gold, p.stone, p.food, p.books = 10, 10, 10, 0
    return s, seat


def act(s: NationsState, seat: int, text: str) -> NationsState:
    return GAME.apply(s, seat, GAME.parse_notation(text)).state


@pytest.mark.rule(
    "nations.buy.price-by-row",
    "nations.setup.progress-row",
    "nations.action.one-per-turn",
)
def test_a_card_costs_three_two_or_one_gold_by_row() -> None:
    for row, price in ((1, 3), (2, 2), (3, 1)):
        s, seat = _start()
        put_in_row(s, row, 1, "ziggurat")
        after = act(s, seat, f"buy {row} 1 slot 5")
        assert after.seats[seat].gold == 10 - price
        assert after.seats[seat].slots[4].card == "ziggurat"
        assert after.row[row - 1][0] is None
        assert after.current != seat  # one action a turn


@pytest.mark.rule("nations.buy.price-by-row")
def test_a_card_you_cannot_afford_is_refused() -> None:
    s, seat = _start()
    s.seats[seat].gold = 2
    put_in_row(s, 1, 1, "ziggurat")
    with pytest.raises(RuleError):
        act(s, seat, "buy 1 1 slot 5")


@pytest.mark.rule(
    "nations.deploy.ziggurat-example",
    "nations.deploy.cost",
    "nations.concept.tracks-at-once",
)
def test_ziggurat_example() -> None:
    """[Deploy] example: a worker on the Ziggurat costs 1 stone, raises stability by 2 at
    once and produces 1 stone; its first and second workers score 1 VP each."""
    s, seat = _start()
    p = s.seats[seat]
    p.slots[4] = Slot(card="ziggurat")
    before = stability(GAME.cat, p)
    after = act(s, seat, "deploy 5")
    q = after.seats[seat]
    assert q.stone == 9 and stability(GAME.cat, q) == before + 2


@pytest.mark.rule("nations.buy.covered-is-gone")
def test_a_new_building_over_an_old_one_sends_its_workers_home() -> None:
    """[Building] a replaced card's workers return to the reserve; the card is gone."""
    s, seat = _start()
    p = s.seats[seat]
    p.slots[0] = Slot(card="farm", workers=2)
    pool = p.pool
    put_in_row(s, 2, 1, "ziggurat")
    q = act(s, seat, "buy 2 1 slot 1").seats[seat]
    assert q.slots[0].card == "ziggurat" and q.slots[0].workers == 0
    assert q.pool == pool + 2


@pytest.mark.rule("nations.building.five-at-once", "nations.setup.slots")
def test_five_buildings_or_armies_at_once() -> None:
    """[Building] [Military] examples: a building may replace an army and an army a
    building, so a board may hold five buildings at once, or armies in several places."""
    s, seat = _start()
    assert [s.seats[seat].slots[i].card for i in (3, 4)] == ["militia", None]
    put_in_row(s, 2, 1, "ziggurat")
    put_in_row(s, 2, 2, "railroad")
    s.seats[seat].gold = 20
    s = act(s, seat, "buy 2 1 slot 4")  # over the militia
    other = 1 - seat
    s = act(s, other, "pass")
    s = act(s, seat, "buy 2 2 slot 5")
    kinds = [GAME.cat.card(sl.card).kind for sl in s.seats[seat].slots if sl.card]
    assert kinds == ["building"] * 5
    s, seat = _start()
    put_in_row(s, 2, 1, "hoplites")
    put_in_row(s, 2, 2, "conquistador")
    s.seats[seat].gold = 20
    s = act(s, seat, "buy 2 1 slot 1")  # over the farm
    s = act(s, 1 - seat, "pass")
    s = act(s, seat, "buy 2 2 slot 5")
    assert [sl.card for sl in s.seats[seat].slots] == [
        "hoplites", "quarry", "scribes", "militia", "conquistador"
    ]  # fmt: skip


@pytest.mark.rule(
    "nations.deploy.railroad-example",
    "nations.deploy.sources",
    "nations.buy.tracks-updated",
)
def test_conquistador_to_railroad_example() -> None:
    """[Deploy] example: a worker moved from the Conquistador to the Railroad: pay 4 stone,
    military falls by 7, stability rises by 3."""
    s, seat = _start()
    p = s.seats[seat]
    p.slots[3] = Slot(card="conquistador", workers=1)
    p.slots[4] = Slot(card="railroad")
    mil, stab = military(GAME.cat, p), stability(GAME.cat, p)
    q = act(s, seat, "deploy 5 from 4").seats[seat]
    assert q.stone == 6
    assert military(GAME.cat, q) == mil - 7
    assert stability(GAME.cat, q) == stab + 3


@pytest.mark.rule("nations.deploy.withdraw-free")
def test_withdrawing_is_not_an_action() -> None:
    """[Deploy] a worker may be taken off at any time in one's turn; the turn goes on."""
    s, seat = _start()
    s.seats[seat].slots[0] = Slot(card="farm", workers=1)
    after = act(s, seat, "withdraw 1")
    assert after.current == seat and after.seats[seat].slots[0].workers == 0


@pytest.mark.rule("nations.battle.raid-gain", "nations.military.raid", "nations.buy.use-at-once")
def test_battle_raid_example() -> None:
    """[Battle] example: Blue has 3 workers on the Hoplites, raid 3: a battle gives 3 of one
    resource, however many workers stand there."""
    s, seat = _start()
    s.seats[seat].slots[3] = Slot(card="hoplites", workers=3)
    put_in_row(s, 1, 1, "battle_1_0")
    q = act(s, seat, "buy 1 1 books").seats[seat]
    assert q.books == 3


@pytest.mark.rule("nations.battle.needs-army")
def test_a_battle_needs_a_manned_army() -> None:
    s, seat = _start()
    s.seats[seat].slots[3] = Slot(card="hoplites", workers=0)
    put_in_row(s, 1, 1, "battle_1_0")
    with pytest.raises(RuleError):
        act(s, seat, "buy 1 1 books")


@pytest.mark.rule("nations.colony.military-needed", "nations.buy.tracks-updated")
def test_macedonia_needs_the_military_and_adds_two_at_once() -> None:
    """[Colony] a colony needs its military to be bought; Macedonia adds 2 military at once,
    and the requirement no longer matters afterwards."""
    s, seat = _start()
    p = s.seats[seat]
    p.slots[3] = Slot(card="militia", workers=1)  # 2 military
    put_in_row(s, 1, 1, "macedonia")
    with pytest.raises(RuleError):
        act(s, seat, "buy 1 1")
    p.slots[3].workers = 3  # 6 military
    q = act(s, seat, "buy 1 1").seats[seat]
    assert q.colonies == ["macedonia"] and military(GAME.cat, q) == 8


@pytest.mark.rule("nations.setup.two-colonies")
def test_a_third_colony_replaces_one_of_two() -> None:
    s, seat = _start()
    p = s.seats[seat]
    p.colonies = ["colony_1_0", "colony_1_1"]
    p.slots[3] = Slot(card="militia", workers=4)
    put_in_row(s, 1, 1, "colony_1_2")
    with pytest.raises(RuleError):
        act(s, seat, "buy 1 1")
    q = act(s, seat, "buy 1 1 slot 1").seats[seat]
    assert q.colonies == ["colony_1_2", "colony_1_1"]


@pytest.mark.rule(
    "nations.hire.next-section",
    "nations.hire.finish",
    "nations.hire.definition",
    "nations.setup.one-wonder-in-progress",
)
def test_architects_build_a_wonder_section_by_section() -> None:
    """[Hire] an architect from the board goes on the next section for its stone; the last
    one finishes the wonder; a new wonder bought over an unfinished one loses it."""
    s, seat = _start()
    put_in_row(s, 1, 1, "wonder_1_0")  # sections 1, 2
    put_in_row(s, 1, 2, "wonder_1_1")
    s = act(s, seat, "buy 1 1")
    other = s.current
    s = act(s, other, "pass")
    s.architects = 2
    s = act(s, seat, "hire")
    p = s.seats[seat]
    assert (p.wonder, p.architects, p.stone, s.architects) == ("wonder_1_0", 1, 9, 1)
    s = act(s, seat, "hire")
    p = s.seats[seat]
    assert p.wonders == ["wonder_1_0"] and p.wonder is None and p.stone == 7
    with pytest.raises(RuleError):
        act(s, seat, "hire")  # no wonder under construction (and no architect left)


@pytest.mark.rule("nations.golden.example", "nations.golden.choice")
def test_golden_age_example() -> None:
    """[Golden age] example: Persia's Renaissance golden age gives 2 stone, or 1 VP for 3
    resources in any mix (here 1 food and 2 books)."""
    s, seat = _start()
    s.seats[seat].books = 2
    put_in_row(s, 3, 1, "renaissance")
    q = act(s, seat, "buy 3 1 stone").seats[seat]
    assert q.stone == 12
    q = act(s, seat, "buy 3 1 vp 0 0 1 2").seats[seat]
    assert (q.vp, q.food, q.books) == (s.seats[seat].vp + 1, 9, 0)
    with pytest.raises(RuleError):
        act(s, seat, "buy 3 1 vp 0 0 1 1")  # 2 resources are not the price


@pytest.mark.rule(
    "nations.war.one-per-round",
    "nations.war.strength-fixed",
    "nations.setup.war-marker",
)
def test_one_war_a_round_and_its_strength_stays() -> None:
    """[War] only one war a round; its strength is the buyer's military when bought and does
    not follow the buyer afterwards."""
    s, seat = _start()
    p = s.seats[seat]
    p.slots[3] = Slot(card="militia", workers=2)
    put_in_row(s, 1, 1, "war_1_0")
    put_in_row(s, 1, 2, "war_1_1")
    s = act(s, seat, "buy 1 1")
    assert (s.war, s.war_strength, s.war_buyer) == ("war_1_0", 4, seat)
    other = s.current
    with pytest.raises(RuleError):
        act(s, other, "buy 1 2")


@pytest.mark.rule("nations.action.passed-is-out", "nations.action.turns")
def test_after_passing_a_seat_acts_no_more_this_round() -> None:
    s, seat = _start(3)
    s = act(s, seat, "pass")
    for _ in range(4):
        assert s.current != seat
        s = (
            act(s, s.current, "withdraw 1")
            if any(sl.workers for sl in [s.seats[s.current].slots[0]])
            else s
        )
        s = act(s, s.current, "deploy 1") if s.seats[s.current].pool else act(s, s.current, "pass")
        if s.phase != "actions":
            break


@pytest.mark.rule("nations.variant.easier")
def test_easier_game_starts_with_a_worker_more_whose_upkeep_is_hidden() -> None:
    """[Extra rules, Easier game] each nation takes a worker more from the population track
    with its upkeep hidden (README 31): one more in the reserve, the food section's first
    space emptied and its upkeep not paid; the next food worker costs its own space."""
    plain, easier = picked(3), picked(3, easier=True)
    for p, q in zip(plain.seats, easier.seats, strict=True):
        assert (q.pool, q.taken_food, q.taken_stability) == (p.pool + 1, 1, 0)
        assert production(GAME.cat, q) == production(GAME.cat, p)  # no upkeep for it
        food = side_of(GAME.cat, q).growth.food
        assert food[0] > 0  # there was an upkeep to hide
        gain_workers(q, 1, "food")
        gain_workers(p, 1, "food")
        hidden = production(GAME.cat, p)["food"] + food[0] - food[1]
        assert production(GAME.cat, q)["food"] == hidden
    with pytest.raises(ValidationError):
        NationsOptions.model_validate({"easier": "maybe"})
