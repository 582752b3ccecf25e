"""Card abilities on the game's own cards (``rules/nations/data``), with the rulebook's words
for them: [Symbols] Great Lighthouse, Notre Dame, Piazza San Marco; [Golden age] Uraniborg;
[Notes on the cards] Elizabeth, Great Wall, Anna Komnene, Sun Tzu, Mansa Musa, Sphinx,
Boudica; and the once-a-round limit of triggers and actions."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.nations import GAME
from rules.nations.board import production
from rules.nations.engine import NationsOptions
from rules.nations.state import NationsState, Phase, Slot


def act(s: NationsState, seat: int, text: str) -> NationsState:
    return GAME.apply(s, seat, GAME.parse_notation(text)).state


def _actions(players: int = 2) -> tuple[NationsState, int]:
    s = GAME.setup(players, NationsOptions(cards="expert"), "abilities")
    while s.phase is Phase.PICK:
        s = act(s, s.current, f"pick {s.offered[0]}")
    for seat in range(players):
        s = act(s, seat, "take stone")
    seat = s.current
    for p in s.seats:
        p.gold, p.stone, p.food, p.books, p.vp = 10, 10, 10, 0, 5
    return s, seat


def _lay(s: NationsState, row: int, col: int, cid: str) -> None:
    s.row[row - 1][col - 1] = cid
    for deck in s.decks:
        if cid in deck:
            deck.remove(cid)


@pytest.mark.rule("nations.symbols.examples")
def test_great_lighthouse_gives_a_book_for_a_card_bought_for_three_gold() -> None:
    """[Symbols] with the Great Lighthouse, each card bought for 3 gold gives a book (our
    cards: once a round, [Notes on the cards])."""
    s, seat = _actions()
    s.seats[seat].wonders = ["great_lighthouse"]
    _lay(s, 1, 1, "age_of_pericles")
    _lay(s, 2, 1, "pax_romana")
    s = act(s, seat, "buy 1 1 books")
    assert s.seats[seat].books == 3 + 1
    s = act(s, s.current, "pass")
    s = act(s, seat, "buy 2 1 gold")  # row 2 costs 2: no book
    assert s.seats[seat].books == 4


@pytest.mark.rule("nations.symbols.examples")
def test_notre_dame_gives_three_books_to_the_most_stable() -> None:
    """[Symbols] Notre Dame: in production, with the most stability, 3 books."""
    s, seat = _actions()
    other = 1 - seat
    for p in s.seats:
        p.slots = [Slot() for _ in p.slots]
        p.food = 30
    s.event = None
    s.seats[seat].wonders = ["notre_dame"]
    s.seats[seat].adjust_stability = 2
    s = act(s, seat, "pass")
    s = act(s, other, "pass")
    assert s.seats[seat].books == 3 and s.seats[other].books == 0


@pytest.mark.rule("nations.symbols.one-kind", "nations.action.special-once")
def test_piazza_san_marco_trades_one_gold_for_five_once_a_round() -> None:
    """[Symbols] once each round, 1 gold for 5 books, 5 food or 5 stone (one kind)."""
    s, seat = _actions()
    s.seats[seat].wonders = ["piazza_san_marco"]
    names = {GAME.notation(a) for a in GAME.legal_actions(s, seat)}
    assert {"use piazza_san_marco books", "use piazza_san_marco food"} <= names
    s = act(s, seat, "use piazza_san_marco food")
    assert (s.seats[seat].gold, s.seats[seat].food) == (9, 15)
    s = act(s, s.current, "pass")
    with pytest.raises(RuleError):
        act(s, seat, "use piazza_san_marco stone")


@pytest.mark.rule("nations.golden.advantage")
def test_uraniborg_golden_age_example() -> None:
    """[Golden age] example: with Uraniborg (advantage 2), the Renaissance golden age gives 4
    stone instead of 2, or a VP for 1 resource instead of 3."""
    s, seat = _actions()
    s.seats[seat].wonders = ["uraniborg"]
    _lay(s, 3, 1, "renaissance")
    q = act(s, seat, "buy 3 1 stone").seats[seat]
    assert q.stone == 14
    q = act(s, seat, "buy 3 1 vp 0 0 1 0").seats[seat]
    assert (q.vp, q.food) == (6, 9)
    with pytest.raises(RuleError):
        act(s, seat, "buy 3 1 vp 0 0 3 0")


def _war(s: NationsState, strength: int) -> None:
    s.event = None
    for p in s.seats:
        p.slots = [Slot() for _ in p.slots]
        p.food = 30
    s.war, s.war_strength = (
        next(c for c in sorted(GAME.cat.cards) if GAME.cat.cards[c].kind == "war"),
        strength,
    )


@pytest.mark.rule("nations.note.elizabeth")
def test_elizabeth_counts_eight_more_military_against_a_war() -> None:
    """[Notes on the cards] Elizabeth: military counts +8 when checking a war's defeat."""
    s, seat = _actions()
    _war(s, 9)
    s.seats[seat].advisor = "elizabeth"  # 0 military + 8 < 9: still defeated
    s.seats[1 - seat].advisor = "elizabeth"
    s.seats[1 - seat].adjust_military = 1  # 1 + 8 = 9: safe
    s = act(s, seat, "pass")
    s = act(s, 1 - seat, "pass")
    assert s.seats[seat].vp == 4 and s.seats[1 - seat].vp == 5


@pytest.mark.rule("nations.note.great-wall")
def test_great_wall_spares_the_vp_of_whoever_passed_first() -> None:
    """[Notes on the cards] Great Wall: defeated after passing first, only resources are lost."""
    s, seat = _actions()
    _war(s, 5)
    for p in s.seats:
        p.wonders = ["great_wall"]  # military 2 each: both defeated
    s = act(s, seat, "pass")
    s = act(s, 1 - seat, "pass")
    assert s.seats[seat].vp == 5 and s.seats[1 - seat].vp == 4


@pytest.mark.rule("nations.note.anna-komnene")
def test_anna_komnene_cancels_army_upkeep() -> None:
    s, seat = _actions()
    p = s.seats[seat]
    army = next(
        c
        for c in sorted(GAME.cat.cards)
        if GAME.cat.cards[c].kind == "military" and GAME.cat.cards[c].per_worker.food < 0
    )
    p.slots = [Slot(card=army, workers=2), Slot(), Slot(), Slot(), Slot()]
    p.taken_food = 0
    upkeep = production(GAME.cat, p)["food"]
    assert upkeep < 0
    p.advisor = "anna_komnene"
    assert production(GAME.cat, p)["food"] == 0


@pytest.mark.rule("nations.note.sun-tzu")
def test_sun_tzu_gives_two_actions_in_the_first_turn() -> None:
    s = GAME.setup(2, NationsOptions(cards="expert"), "suntzu")
    while s.phase is Phase.PICK:
        s = act(s, s.current, f"pick {s.offered[0]}")
    first = s.order[0]
    s.seats[first].advisor = "sun_tzu"
    for seat in range(2):
        s = act(s, seat, "take stone")
    s.seats[first].stone = 10
    s = act(s, first, "deploy 1")
    assert s.current == first  # the second action of the first turn
    s = act(s, first, "deploy 2")
    assert s.current != first


@pytest.mark.rule("nations.note.mansa-musa")
def test_mansa_musa_pays_books_for_the_last_gold() -> None:
    s, seat = _actions()
    s.seats[seat].advisor = "mansa_musa"
    s.seats[seat].gold = 3
    _lay(s, 1, 1, "age_of_pericles")
    q = act(s, seat, "buy 1 1 books").seats[seat]
    assert q.gold == 0 and q.books == 3 + 3


@pytest.mark.rule("nations.note.sphinx")
def test_sphinx_gives_stone_when_a_wonder_is_finished() -> None:
    """[Notes on the cards] Sphinx: stone when another wonder is finished."""
    s, seat = _actions()
    p = s.seats[seat]
    p.wonders = ["sphinx"]
    p.wonder, p.architects = "great_lighthouse", 2
    s.architects = 1
    q = act(s, seat, "hire").seats[seat]
    assert q.wonders == ["sphinx", "great_lighthouse"]
    assert q.stone == 10 - 2 + 3


@pytest.mark.rule("nations.note.boudica", "nations.remove.when-condition")
def test_boudica_leaves_when_a_worker_stands_on_an_army() -> None:
    """[Notes on the cards] Boudica is removed only by workers on military cards."""
    s, seat = _actions()
    p = s.seats[seat]
    p.advisor = "boudica"
    army = next(
        i for i, sl in enumerate(p.slots) if sl.card and GAME.cat.card(sl.card).kind == "military"
    )
    p.slots[army].workers = 0
    s = act(s, seat, f"deploy {army + 1}")
    assert s.seats[seat].advisor is None


def _to_events(s: NationsState, event: str) -> NationsState:
    s.event = event
    for p in s.seats:
        p.slots = [Slot() for _ in p.slots]
        p.food = 30
    for seat in list(s.order):
        s = act(s, seat, "pass")
    return s


@pytest.mark.rule("nations.note.zoroastrian-revival")
def test_an_event_with_alternatives_waits_for_the_choice() -> None:
    """[Events] Zoroastrian revival: the most stable nation takes 3 books or 3 stone; the
    round waits for its choice (README 24)."""
    s, seat = _actions()
    s.seats[seat].adjust_stability = 3
    s = _to_events(s, "zoroastrian_revival")
    assert s.phase is Phase.CHOICE and GAME.active_seats(s) == frozenset({seat})
    with pytest.raises(RuleError):
        act(s, seat, "choose 0")  # not optional
    tr = GAME.apply(s, seat, GAME.parse_notation("choose 2"))
    hits = [e.public.params for e in tr.events if e.public.key == "nations.log.event_hit"]
    assert hits and hits[0]["stone"] == 3 and hits[0]["books"] == 0
    assert tr.state.phase is Phase.GROWTH and tr.state.choice is None


@pytest.mark.rule("nations.note.han-and-janissaries", "nations.events.choices-reverse")
def test_an_optional_event_asks_every_seat_it_reaches_in_reverse_order() -> None:
    """[Notes on the cards] Han dynasty: an option, both parts or neither; [Events] the
    nations it reaches answer in reverse player order, the last in order first."""
    s, _ = _actions()
    s = _to_events(s, "han_dynasty")
    assert s.order == [1, 0]
    assert s.phase is Phase.CHOICE and GAME.active_seats(s) == frozenset({0})
    assert GAME.legal_actions(s, 1) == []
    pools = [p.pool for p in s.seats]
    s = act(s, 0, "choose 0")
    assert GAME.active_seats(s) == frozenset({1})
    s = act(s, 1, "choose 1")
    assert s.seats[0].pool == pools[0] and s.seats[1].pool == pools[1] + 1


@pytest.mark.rule("nations.note.versailles", "nations.note.once-a-round")
def test_versailles_counts_as_least_stable_the_round_it_is_finished() -> None:
    """[Notes on the cards] Versailles: for the rest of the round it is finished in, the
    nation's stability counts as the lowest, like a nation in revolt."""
    from rules.nations.board import targets
    from rules.nations.cards import Target

    s, seat = _actions()
    p = s.seats[seat]
    p.adjust_stability = 10
    assert targets(GAME.cat, s, Target.MOST_STABILITY) == [seat]
    p.wonder, p.architects = "versailles", len(GAME.cat.card("versailles").build_costs) - 1
    s.architects = 1
    p.stone = 20
    s = act(s, seat, "hire")
    assert "versailles" in s.seats[seat].wonders
    assert targets(GAME.cat, s, Target.LEAST_STABILITY) == [seat]
    assert targets(GAME.cat, s, Target.MOST_STABILITY) == [1 - seat]


@pytest.mark.rule(
    "nations.note.titanic",
    "nations.advisor.unless-a-card",
    "nations.setup.one-advisor",
)
def test_the_porcelain_tower_keeps_a_second_advisor_and_the_titanic_sinks_both() -> None:
    """[Notes on the cards] Titanic: with the Porcelain Tower and two advisors, both go."""
    s, seat = _actions()
    p = s.seats[seat]
    p.advisor = "confucius"
    _lay(s, 1, 1, "saint_augustine")
    with_one = act(s, seat, "buy 1 1").seats[seat]
    assert (with_one.advisor, with_one.advisor2) == ("saint_augustine", None)  # replaced
    p.wonders = ["porcelain_tower"]
    two = act(s, seat, "buy 1 1").seats[seat]
    assert (two.advisor, two.advisor2) == ("confucius", "saint_augustine")
    p.advisor2 = "sun_tzu"
    with pytest.raises(RuleError):
        act(s, seat, "buy 1 1")  # both places full: name the one replaced
    assert act(s, seat, "buy 1 1 slot 2").seats[seat].advisor2 == "saint_augustine"
    p.wonder, p.architects = "titanic", len(GAME.cat.card("titanic").build_costs) - 1
    s.architects, p.stone = 1, 20
    sunk = act(s, seat, "hire").seats[seat]
    assert sunk.advisor is None and sunk.advisor2 is None


@pytest.mark.rule("nations.note.machiavelli")
def test_machiavelli_keeps_one_of_two_event_cards_shown_to_all() -> None:
    """[Notes on the cards] Machiavelli: both event cards are shown to every player; the
    holder keeps one (the other leaves the game, README 27)."""
    s = GAME.setup(3, NationsOptions(cards="expert"), "machiavelli")
    while s.phase is Phase.PICK:
        s = act(s, s.current, f"pick {s.offered[0]}")
    holder = s.order[1]
    s.seats[holder].advisor = "machiavelli"
    deck = list(s.event_decks[0])
    for seat in range(3):
        s = act(s, seat, "take gold")
    assert s.phase is Phase.EVENT_PICK and GAME.active_seats(s) == frozenset({holder})
    assert s.event_offer == [deck[-1], deck[-2]]
    for viewer in (0, 1, 2, None):
        assert GAME.view(s, viewer).event_offer == s.event_offer  # type: ignore[attr-defined]
    with pytest.raises(RuleError):
        act(s, holder, "choose 3")
    s = act(s, holder, "choose 2")
    assert s.event == deck[-2] and s.phase is Phase.ACTIONS and s.event_offer == []
    assert len(s.event_decks[0]) == len(deck) - 2


@pytest.mark.rule("nations.note.tokugawa", "nations.card.scaled")
def test_tokugawa_counts_armies_not_workers() -> None:
    """[Notes on the cards] Tokugawa: the advantage counts per card, not per worker: two
    armies manned by four workers give it twice, as two armies with one worker each do."""
    from rules.nations import GAME as REAL
    from rules.nations.board import stability
    from rules.nations.cards import MilitaryCard
    from rules.nations.state import Seat

    armies = [c.id for c in REAL.cat.decks[3] if isinstance(c, MilitaryCard)][:3]
    p = Seat(nation="rome", slots=[Slot() for _ in range(5)])
    p.slots[0] = Slot(card=armies[0], workers=3)
    p.slots[1] = Slot(card=armies[1], workers=1)
    p.slots[2] = Slot(card=armies[2], workers=0)  # unmanned: not counted
    without = stability(REAL.cat, p)
    p.advisor = "tokugawa"
    many = stability(REAL.cat, p)
    p.slots[0].workers = 1
    p.advisor = None
    fewer_without = stability(REAL.cat, p)
    p.advisor = "tokugawa"
    assert many - without == 4  # 2 stability per manned army, two of them
    assert stability(REAL.cat, p) - fewer_without == 4
