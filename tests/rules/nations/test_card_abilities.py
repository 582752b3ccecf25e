"""The abilities of the game's own cards (``rules/nations/data``) that the rulebook does not
name, one test per family of the vocabulary (README 21; [Notes on the cards]: a card's text
wins over the rulebook): Angkor Wat's famine, Archimedes' architects, Charlemagne, Escorial,
Henry the Navigator, the Moscow Kremlin, Genghis Khan and Rome's side B, Louis XIV and Adam
Smith, the triggers (Confucius, Ada Lovelace, Persia's side B, Charles Darwin, the Brandenburg
Gate), the colonies' one-time gains, Napoleon's removal, Galileo; and Saint Augustine with
five players."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.nations import GAME
from rules.nations.abilities import fire
from rules.nations.board import production, stability, total_workers
from rules.nations.cards import WarCard
from rules.nations.engine import NationsOptions
from rules.nations.rounds import finish_round
from rules.nations.state import NationsState, Phase, Slot

CAT = GAME.cat


def act(s: NationsState, seat: int, text: str) -> NationsState:
    return GAME.apply(s, seat, GAME.parse_notation(text)).state


def _actions(
    players: int = 2, nation: str | None = None, side: str = "a"
) -> tuple[NationsState, int]:
    """Round 1's action phase on the expert cards, no event card, every seat with 10 gold,
    stone and food, no books, 5 VP and empty places; the seat to act. ``nation``: the first
    seat to choose takes it on ``side`` and is put first in the order."""
    s = GAME.setup(players, NationsOptions(cards="expert", boards="b"), "card-abilities")
    if nation is not None:
        if nation not in s.offered:
            s.offered[0] = nation
        s = act(s, s.current, f"pick {nation} {side}")  # the first to choose
    while s.phase is Phase.PICK:
        s = act(s, s.current, f"pick {s.offered[0]} a")
    if nation is not None:  # the nation's seat acts first
        holder = next(i for i, p in enumerate(s.seats) if p.nation == nation)
        s.order = [holder, *(i for i in s.order if i != holder)]
    for seat in range(players):
        s = act(s, seat, "take stone")
    s.event = None
    for p in s.seats:
        p.gold = p.stone = p.food = 10
        p.books, p.vp = 0, 5
        p.slots = [Slot() for _ in p.slots]
        p.adjust_military = p.adjust_stability = 0
    return s, s.current


def _lay(s: NationsState, row: int, col: int, cid: str) -> None:
    s.row[row - 1][col - 1] = cid
    for deck in s.decks:
        if cid in deck:
            deck.remove(cid)


def _end_round(s: NationsState) -> NationsState:
    while s.phase is Phase.ACTIONS and not all(p.passed for p in s.seats):
        s = act(s, s.current, "pass")
    return s


@pytest.mark.rule("nations.famine.reduction")
def test_angkor_wat_lowers_the_famine_never_below_zero() -> None:
    """A finished Angkor Wat lowers the famine its holder pays by 2; the smallest famine, 2,
    costs it nothing."""
    for famine in (max(e.famine for e in CAT.events), min(e.famine for e in CAT.events)):
        s, seat = _actions()
        s.event = next(e.id for e in CAT.events if e.famine == famine)
        s.seats[seat].wonders = ["angkor_wat"]
        finish_round(CAT, s, [])  # [Resolution phase] step 5, famine
        assert s.seats[1 - seat].food == 10 - famine
        assert s.seats[seat].food == 10 - max(0, famine - 2)


@pytest.mark.rule(
    "nations.card.private-architects", "nations.arch.private", "nations.hire.extra-architects"
)
def test_archimedes_gives_an_architect_of_ones_own_each_round_not_added_up() -> None:
    """[Architects] a card may give private architects each round, used before the shared
    ones; unused, they are not added up to the next round."""
    s, seat = _actions()
    s.seats[seat].advisor = "archimedes"
    s = _end_round(s)
    for i in range(2):
        s = act(s, i, "take stone")
    p = s.seats[seat]
    assert p.own_architects == 1
    p.wonder, p.stone = "angkor_wat", 10
    s.architects = 0
    while s.current != seat:
        s = act(s, s.current, "pass")
    s = act(s, seat, "hire")
    assert (s.seats[seat].architects, s.seats[seat].own_architects) == (1, 0)
    s.event = None
    s = _end_round(s)
    for i in range(2):
        s = act(s, i, "take stone")
    assert s.seats[seat].own_architects == 1  # renewed, not 1 + what was left


@pytest.mark.rule("nations.arch.bought-this-round", "nations.card.private-architects")
def test_a_card_bought_this_round_brings_its_own_architect() -> None:
    """[Architects] "the cards bought in the round come with their architect": Archimedes
    bought in the action phase can be hired from at once (engine version 6); a match set up
    before (edition 1) gets it from the next round, as it was played."""
    s, seat = _actions()
    s.architects = 0
    s.seats[seat].wonder = "angkor_wat"
    _lay(s, 1, 1, "archimedes")
    old = s.model_copy(deep=True)
    old.edition = 1
    s = act(s, seat, "buy 1 1")
    assert s.seats[seat].own_architects == 1
    s = act(s, s.current, "pass")
    assert act(s, seat, "hire").seats[seat].architects == 1
    old = act(old, seat, "buy 1 1")
    assert old.seats[seat].own_architects == 0
    s2, seat2 = _actions()
    s2.architects = 0
    _lay(s2, 1, 1, "archimedes")
    _lay(s2, 1, 2, "confucius")
    s2 = act(s2, seat2, "buy 1 1")
    s2 = act(s2, s2.current, "pass")
    s2 = act(s2, seat2, "buy 1 2")  # Confucius over Archimedes takes his architect away
    assert (s2.seats[seat2].advisor, s2.seats[seat2].own_architects) == ("confucius", 0)


@pytest.mark.rule("nations.card.deploy-discount")
def test_charlemagne_deploys_for_a_stone_less() -> None:
    s, seat = _actions()
    p = s.seats[seat]
    p.slots[0] = Slot(card="aqua_appia")  # 2 stone
    p.advisor = "charlemagne"
    assert act(s, seat, "deploy 1").seats[seat].stone == 9
    p.slots[0] = Slot(card="ziggurat")  # 1 stone: free, never below 0
    assert act(s, seat, "deploy 1").seats[seat].stone == 10


@pytest.mark.rule("nations.card.architect-discount")
def test_escorial_hires_for_a_stone_less() -> None:
    s, seat = _actions()
    p = s.seats[seat]
    p.wonders = ["escorial"]
    p.wonder = "angkor_wat"  # 2, 3, 3, 4 stone
    s.architects = 1
    assert act(s, seat, "hire").seats[seat].stone == 9


@pytest.mark.rule("nations.card.extra-colony", "nations.card.scaled")
def test_henry_the_navigator_keeps_a_third_colony_and_a_gold_for_each() -> None:
    s, seat = _actions()
    p = s.seats[seat]
    p.advisor = "henry_the_navigator"
    p.colonies = ["massalia", "sicily"]
    p.adjust_military = 10
    gold = production(CAT, p)["gold"]
    _lay(s, 1, 1, "carthage")
    q = act(s, seat, "buy 1 1").seats[seat]
    assert q.colonies == ["massalia", "sicily", "carthage"]
    assert production(CAT, q)["gold"] == gold + 2 + 1  # Carthage's 2, Henry's 1 a colony
    p.advisor = None
    with pytest.raises(RuleError):
        act(s, seat, "buy 1 1")  # two colonies: a third must replace one


@pytest.mark.rule("nations.card.war-loss-reduction")
def test_the_moscow_kremlin_lowers_a_wars_losses_by_three_more() -> None:
    s, seat = _actions()
    war = "warring_states"  # 2 books
    card = CAT.card(war)
    assert isinstance(card, WarCard)
    s.war, s.war_strength = war, 30
    for p in s.seats:
        p.books, p.food = 5, 30
        p.taken_stability = 0
    s.seats[seat].wonders = ["moscow_kremlin"]
    assert stability(CAT, s.seats[1 - seat]) <= 0
    s = _end_round(s)
    assert s.seats[seat].books == 5 and s.seats[1 - seat].books == 3
    assert s.seats[seat].vp == s.seats[1 - seat].vp == 5 - card.vp_loss


@pytest.mark.rule("nations.card.raid-bonus")
@pytest.mark.parametrize(("holder", "bonus"), [("genghis_khan", 3), ("rome", 1)])
def test_a_raid_bonus_adds_to_the_battle(holder: str, bonus: int) -> None:
    """Genghis Khan (+3) and Rome's side B (+1): a battle gives the raid and the bonus."""
    if holder == "rome":
        s, seat = _actions(nation="rome", side="b")
    else:
        s, seat = _actions()
        s.seats[seat].advisor = holder
    army = next(c for c in sorted(CAT.cards) if getattr(CAT.cards[c], "raid", 0) == 3)
    s.seats[seat].slots[0] = Slot(card=army, workers=2)
    _lay(s, 1, 1, "marathon")
    q = act(s, seat, "buy 1 1 food").seats[seat]
    assert q.food == 10 + 3 + bonus


@pytest.mark.rule("nations.card.scaled")
def test_louis_xiv_and_adam_smith_count_wonders_and_buildings() -> None:
    s, seat = _actions()
    p = s.seats[seat]
    p.wonders = ["angkor_wat", "escorial"]
    base = stability(CAT, p)
    p.advisor = "louis_xiv"
    assert stability(CAT, p) == base + 4  # 2 a wonder
    p.advisor = "adam_smith"
    p.slots[0] = Slot(card="ziggurat")
    p.slots[1] = Slot(card="laurion_mines")
    gold = production(CAT, p)["gold"]
    p.advisor = None
    assert production(CAT, p)["gold"] == gold - 2  # 1 a building, workers or not


@pytest.mark.rule("nations.card.triggers")
def test_confucius_rewards_passing_first() -> None:
    s, seat = _actions()
    s.seats[seat].advisor = "confucius"
    s.seats[1 - seat].advisor = "confucius"
    s = act(s, seat, "pass")
    assert s.seats[seat].books == 2
    s = act(s, s.current, "pass")  # the second to pass gains nothing; then 1 each produced
    assert (s.seats[seat].books, s.seats[1 - seat].books) == (3, 1)


@pytest.mark.rule("nations.card.triggers")
def test_ada_lovelace_and_persias_side_b_reward_buying_a_kind_once_a_round() -> None:
    s, seat = _actions(nation="persia", side="b")
    p = s.seats[seat]
    p.advisor = "ada_lovelace"
    p.gold, p.adjust_military = 20, 10
    _lay(s, 3, 1, "ziggurat")
    _lay(s, 3, 2, "massalia")
    _lay(s, 3, 3, "laurion_mines")
    s = act(s, seat, "buy 3 1 slot 1")
    assert s.seats[seat].books == 2  # a building
    s = act(s, s.current, "pass")
    s = act(s, seat, "buy 3 2")
    assert s.seats[seat].gold == 20 - 1 - 1 + 2  # Persia B: a colony
    s = act(s, seat, "buy 3 3 slot 2")
    assert s.seats[seat].books == 2  # once a round


@pytest.mark.rule("nations.card.triggers")
def test_charles_darwin_gives_books_at_the_end_of_an_age() -> None:
    s, seat = _actions()
    s.seats[seat].advisor = "charles_darwin"  # 2 books a round
    s.round = 2
    for p in s.seats:
        p.food = 30
    s = _end_round(s)
    assert s.seats[seat].books == 2 + 3


@pytest.mark.rule("nations.card.triggers")
def test_the_brandenburg_gate_pays_for_a_war_survived() -> None:
    s, seat = _actions()
    s.war, s.war_strength = "punic_wars", 3
    for p in s.seats:
        p.food = 30
    s.seats[seat].wonders = ["brandenburg_gate"]  # military 2 and the board's 0
    s.seats[seat].adjust_military = 1
    gold = 10 + production(CAT, s.seats[seat])["gold"]
    s = _end_round(s)
    assert s.seats[seat].gold == gold + 2


@pytest.mark.rule("nations.card.once-gains")
def test_a_colonys_one_time_gain_comes_when_it_is_bought() -> None:
    """New Spain gives 3 gold once; Virginia a worker from the track."""
    s, seat = _actions()
    p = s.seats[seat]
    p.adjust_military, p.gold = 20, 10
    _lay(s, 3, 1, "new_spain")
    _lay(s, 3, 2, "virginia")
    workers = total_workers(p)
    s = act(s, seat, "buy 3 1")
    assert s.seats[seat].gold == 10 - 1 + 3
    s = act(s, s.current, "pass")
    s = act(s, seat, "buy 3 2")
    assert total_workers(s.seats[seat]) == workers + 1


@pytest.mark.rule("nations.card.napoleon", "nations.remove.when-condition")
def test_napoleon_leaves_the_least_strong_nation() -> None:
    s, seat = _actions()
    s.seats[seat].advisor = "napoleon"  # +6 military
    s.seats[1 - seat].adjust_military = 7
    q = act(s, seat, "pass")
    assert q.seats[seat].advisor is None


@pytest.mark.rule("nations.note.galileo", "nations.action.special-once")
def test_galileo_is_a_special_action_once_a_round() -> None:
    s, seat = _actions()
    s.seats[seat].advisor = "galileo"
    s = act(s, seat, "use galileo")
    assert (s.seats[seat].gold, s.seats[seat].books) == (8, 5)
    assert s.current != seat  # it takes the turn
    s = act(s, s.current, "pass")
    with pytest.raises(RuleError):
        act(s, seat, "use galileo")


@pytest.mark.rule("nations.variant.five-players-augustine")
def test_saint_augustine_works_for_the_second_most_stable_of_five() -> None:
    """[5 players] Saint Augustine (the most stable) gives his books to the first or the
    second in stability, not to the third."""
    for holder, books in ((1, 2), (2, 0)):
        s, _ = _actions(5)
        for i, extra in enumerate((4, 3, 1, 0, -2)):
            s.seats[i].adjust_stability = extra
        s.seats[holder].advisor = "saint_augustine"  # +1 stability
        s.seats[holder].adjust_stability -= 1
        ranks = sorted(range(5), key=lambda i: -stability(CAT, s.seats[i]))
        assert ranks.index(holder) == holder
        fire(CAT, s, holder, "production", [])
        assert s.seats[holder].books == books
