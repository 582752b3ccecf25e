"""Who an event reaches [Ties], [5 players]: a good one only a strict leader, a bad one all
tied for last; negative stability is all tied for last; with five players the strict second
also gains and the two last (with all their ties) also lose. Then the rulebook's notes on
event cards [Notes on the cards], on the data's events."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.nations.board import targets
from rules.nations.cards import Amounts, Target
from rules.nations.state import NationsState, Slot
from tests.rules.nations.deck import card
from tests.rules.nations.scenario import engine_with, picked

ADVISORS = [
    card(f"tie_{key}_{v + 3}", 0, "advisor", static=Amounts(**{key: v}))
    for key in ("military", "stability")
    for v in range(-3, 24)
]
TIES = engine_with(*ADVISORS)


def _with(values: list[int], key: str) -> NationsState:
    """A game where each seat's military or stability is exactly ``values`` (an advisor of
    that value, nothing else on the board)."""
    s = picked(len(values))
    for p, v in zip(s.seats, values, strict=True):
        p.slots = [Slot() for _ in p.slots]
        p.taken_food = p.taken_stability = 0
        p.colonies, p.wonders = [], []
        p.advisor = f"tie_{key}_{v + 3}"
    return s


@pytest.mark.rule(
    "nations.variant.five-players-examples",
    "nations.variant.five-players-good",
    "nations.variant.five-players-bad",
)
def test_five_player_military_example() -> None:
    """[5 players] example: China 23, Persia 22, Greece 22, Rome 5, Egypt 4: China is the
    strongest (the tied second gains nothing); Rome and Egypt are the weakest."""
    s = _with([23, 22, 22, 5, 4], "military")
    assert targets(TIES.cat, s, Target.MOST_MILITARY) == [0]
    assert targets(TIES.cat, s, Target.LEAST_MILITARY) == [3, 4]


@pytest.mark.rule("nations.variant.five-players-examples", "nations.variant.five-players-bad")
def test_five_player_stability_example() -> None:
    """[5 players] example: 8, 7, 5, 5, 4: the first two are the most stable; the three
    last (5, 5, 4) the least."""
    s = _with([8, 7, 5, 5, 4], "stability")
    assert targets(TIES.cat, s, Target.MOST_STABILITY) == [0, 1]
    assert targets(TIES.cat, s, Target.LEAST_STABILITY) == [2, 3, 4]


@pytest.mark.rule("nations.ties.good-needs-a-sole-leader", "nations.ties.bad-hits-all-tied")
def test_a_tie_for_most_wins_nothing_and_a_tie_for_least_takes_all() -> None:
    s = _with([6, 6, 2], "military")
    assert targets(TIES.cat, s, Target.MOST_MILITARY) == []
    s = _with([6, 2, 2], "military")
    assert targets(TIES.cat, s, Target.LEAST_MILITARY) == [1, 2]
    assert targets(TIES.cat, s, Target.MOST_MILITARY) == [0]


@pytest.mark.rule("nations.ties.negative-stability")
def test_every_negative_stability_ties_for_last() -> None:
    s = _with([3, -1, -3], "stability")
    assert targets(TIES.cat, s, Target.LEAST_STABILITY) == [1, 2]


@pytest.mark.rule("nations.variant.five-players-passing")
def test_passing_first_and_last_with_five_players() -> None:
    """[5 players] the first two to pass count as first, the fourth and fifth as last."""
    s = _with([0, 0, 0, 0, 0], "military")
    s.passes = [3, 1, 4, 0, 2]
    assert targets(TIES.cat, s, Target.FIRST_PASSER) == [1, 3]
    assert targets(TIES.cat, s, Target.LAST_PASSER) == [0, 2]
    s4 = _with([0, 0, 0, 0], "military")
    s4.passes = [3, 1, 0, 2]
    assert targets(TIES.cat, s4, Target.FIRST_PASSER) == [3]
    assert targets(TIES.cat, s4, Target.LAST_PASSER) == [2]


HIT = "nations.log.event_hit"
STABLE = [1, 9, 3, 12, 5]  # seat 3 the most stable, seat 1 the second


def _resolved(
    players: int, event: str, mil: list[int], stab: list[int], order: list[int] | None = None
) -> NationsState:
    """A game on the data's cards whose seats' military and stability are ``mil`` and
    ``stab``, with 5 stone each (and the player order ``order``), after the round's event
    ``event`` resolved, or stopped at the choice it asks for."""
    from rules.nations import GAME as REAL
    from rules.nations.board import military, stability
    from rules.nations.engine import NationsOptions
    from rules.nations.rounds import resolve_events
    from rules.nations.state import Phase

    s = REAL.setup(players, NationsOptions(cards="advanced"), f"{event}-{players}")
    while s.phase is Phase.PICK:
        s = REAL.apply(s, s.current, REAL.legal_actions(s, s.current)[0]).state
    for p, m, st in zip(s.seats, mil, stab, strict=True):
        p.adjust_military = m - military(REAL.cat, p)
        p.adjust_stability = st - stability(REAL.cat, p)
        p.stone = 5
    s.order = order or s.order
    s.event = event
    resolve_events(REAL.cat, s, [], 0)
    return s


@pytest.mark.rule("nations.note.olympic-games", "nations.events.order-moves-in-order")
def test_olympic_games_with_five_players_the_most_stable_first_the_second_second() -> None:
    """[Notes on the cards] Olympic Games: with five players the most stable plays first and
    the second most stable second (both are reached [5 players]; the first version moved
    each to the front in turn, so the second ended up first)."""
    s = _resolved(5, "olympic_games", [0] * 5, STABLE, order=[0, 2, 4, 1, 3])
    assert s.order == [3, 1, 0, 2, 4]


@pytest.mark.rule("nations.note.olympic-games")
def test_olympic_games_with_five_players_break_ties_by_player_order() -> None:
    """[Notes on the cards] Olympic Games with five players: "ties are resolved by player
    order": two tied for most stable both play ahead, the earlier in player order first
    (the general [Ties] rule would reach nobody). With four players a tie still reaches
    nobody."""
    s = _resolved(5, "olympic_games", [0] * 5, [9, 2, 9, 3, 1], order=[4, 2, 3, 0, 1])
    assert s.order == [2, 0, 4, 3, 1]
    s = _resolved(5, "olympic_games", [0] * 5, [9, 6, 6, 3, 1], order=[4, 2, 3, 0, 1])
    assert s.order == [0, 2, 4, 3, 1]  # a tie for second: the earlier of the two
    s = _resolved(4, "olympic_games", [0] * 4, [9, 2, 9, 3], order=[3, 2, 0, 1])
    assert s.order == [3, 2, 0, 1]


@pytest.mark.rule("nations.note.fourth-crusade")
def test_fourth_crusade_with_five_players_the_strongest_chooses_for_both() -> None:
    """[Notes on the cards] Fourth Crusade with five players: the strongest alone makes the
    choice (a tie goes to the earlier in player order) and the advantage it chose applies
    to both of the two strongest; the weakest two lose as usual."""
    from rules.nations import GAME as REAL
    from rules.nations.actions import Choose
    from rules.nations.state import Phase

    s = _resolved(5, "fourth_crusade", [20, 3, 14, 9, 1], [0] * 5, order=[1, 3, 4, 2, 0])
    assert s.phase is Phase.CHOICE and REAL.active_seats(s) == {0}  # only the strongest
    books = [p.books for p in s.seats]
    tr = REAL.apply(s, 0, Choose(option=2))  # the books, for seats 0 and 2
    s = tr.state
    assert s.phase is not Phase.CHOICE and s.choice is None
    gained = [p.books - b for p, b in zip(s.seats, books, strict=True)]
    assert gained[0] == gained[2] == 3  # the chosen books, for both of the two strongest
    assert all(gained[i] <= 0 for i in (1, 3, 4))  # (the round then goes on: famine, order)
    hits = [e for e in tr.events if e.public.key == "nations.log.event_hit"]
    assert [(h.seat, h.public.params["books"], h.public.params["food"]) for h in hits] == [
        (0, 3, 0),
        (2, 3, 0),
        (1, 0, -3),
        (4, 0, -3),
    ]
    # a tie for strongest: the earlier in player order chooses, for both of them
    s = _resolved(5, "fourth_crusade", [5, 14, 3, 14, 1], [0] * 5, order=[2, 3, 0, 1, 4])
    assert REAL.active_seats(s) == {3}
    with pytest.raises(RuleError):
        REAL.apply(s, 1, Choose(option=1))  # the other one does not choose
    hits = [e for e in REAL.apply(s, 3, Choose(option=1)).events if e.public.key == HIT]
    assert [(h.seat, h.public.params["gold"]) for h in hits] == [(3, 3), (1, 3), (2, 0), (4, 0)]


@pytest.mark.rule("nations.note.zoroastrian-revival")
def test_zoroastrian_revival_with_five_players_the_most_stable_chooses() -> None:
    """[Notes on the cards] Zoroastrian Revival: a choice of the one or the other; with five
    players the most stable makes it (ties by player order), for the two most stable."""
    from rules.nations import GAME as REAL
    from rules.nations.actions import Choose
    from rules.nations.state import Phase

    s = _resolved(5, "zoroastrian_revival", [0] * 5, [4, 8, 1, 8, 0], order=[3, 4, 1, 0, 2])
    assert s.phase is Phase.CHOICE and REAL.active_seats(s) == {3}
    hits = [e for e in REAL.apply(s, 3, Choose(option=2)).events if e.public.key == HIT]
    assert [(h.seat, h.public.params["stone"]) for h in hits][:2] == [(3, 3), (1, 3)]
    # with three players nothing changes: a tie for most stable reaches nobody
    s = _resolved(3, "zoroastrian_revival", [0] * 3, [8, 8, 1], order=[1, 0, 2])
    assert s.phase is not Phase.CHOICE


@pytest.mark.rule("nations.note.glorious-revolution", "nations.events.order-moves-in-order")
def test_glorious_revolution_with_five_players_the_second_plays_last() -> None:
    """[Notes on the cards] Glorious Revolution with five players: the two most stable may
    each take it (asked in reverse player order); when both do, the second most stable plays
    last and the most stable second to last; one who declines keeps its place."""
    from rules.nations import GAME as REAL
    from rules.nations.actions import Choose
    from rules.nations.state import Phase

    def resolved(picks: dict[int, int]) -> list[int]:
        s = _resolved(5, "glorious_revolution", [0] * 5, STABLE, order=[3, 0, 1, 2, 4])
        assert s.phase is Phase.CHOICE and REAL.active_seats(s) == {1}  # 1 is later in order
        for seat, option in picks.items():
            s = REAL.apply(s, seat, Choose(option=option)).state
        return s.order

    assert resolved({1: 1, 3: 1}) == [0, 2, 4, 3, 1]
    assert resolved({1: 0, 3: 1}) == [0, 1, 2, 4, 3]


@pytest.mark.rule("nations.note.bronze-age-collapse")
def test_bronze_age_collapse_spares_the_strongest_and_the_most_stable() -> None:
    """[Notes on the cards] Bronze Age Collapse: the strongest and the most stable nation
    are spared (with five players up to four: the two of each); a tie spares nobody."""
    s = _resolved(4, "bronze_age_collapse", [9, 4, 4, 1], [2, 8, 3, 3])
    assert [p.stone for p in s.seats] == [5, 5, 3, 3]
    s = _resolved(5, "bronze_age_collapse", [9, 7, 4, 1, 0], [2, 3, 8, 6, 1])
    assert [p.stone for p in s.seats] == [5, 5, 5, 5, 3]
    s = _resolved(4, "bronze_age_collapse", [9, 9, 4, 1], [2, 8, 3, 3])
    assert [p.stone for p in s.seats] == [3, 5, 3, 3]


@pytest.mark.rule("nations.note.vasa", "nations.setup.military-cap")
def test_the_sinking_of_the_vasa_never_takes_military_below_zero() -> None:
    """[Notes on the cards] Sinking of the Vasa: a nation's military is never below 0."""
    from rules.nations import GAME as REAL
    from rules.nations.board import military

    s = _resolved(3, "sinking_of_the_vasa", [2, 1, 0], [1, 1, 1])
    assert military(REAL.cat, s.seats[0]) == 0
    assert [military(REAL.cat, p) for p in s.seats[1:]] == [1, 0]


@pytest.mark.rule("nations.note.great-exhibition")
def test_the_great_exhibition_builds_for_free() -> None:
    """[Notes on the cards] Great Exhibition: the nation with the most books takes
    architects from the supply onto its wonder under construction without paying stone."""
    from rules.nations import GAME as REAL
    from rules.nations.board import sections
    from rules.nations.cards import WonderCard
    from rules.nations.engine import NationsOptions
    from rules.nations.rounds import resolve_events
    from rules.nations.state import Phase

    s = REAL.setup(3, NationsOptions(cards="advanced"), "exhibition")
    while s.phase is Phase.PICK:
        s = REAL.apply(s, s.current, REAL.legal_actions(s, s.current)[0]).state
    wonder = next(
        c.id
        for deck in REAL.cat.decks.values()
        for c in deck
        if isinstance(c, WonderCard) and len(sections(REAL.cat, c.id)) > 2
    )
    for deck in s.decks:
        if wonder in deck:
            deck.remove(wonder)
    p = s.seats[1]
    p.wonder, p.architects = wonder, 0
    for i, q in enumerate(s.seats):
        q.books = 9 if i == 1 else 2
    stone = p.stone
    s.event = "great_exhibition"
    resolve_events(REAL.cat, s, [], 0)
    assert (s.seats[1].wonder, s.seats[1].architects) == (wonder, 2)
    assert s.seats[1].stone == stone
