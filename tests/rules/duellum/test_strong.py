"""The strong AI's Duellum settings: replayable searches, evaluations in [0, 1], and the
special units put to use."""

from __future__ import annotations

import random

from rules.core.search import Search, search
from rules.duellum import GAME
from rules.duellum.actions import Deploy, Move, Rondel
from rules.duellum.ai.search import SEARCH, candidates, evaluate, playout, think
from rules.duellum.state import DuellumState, Phase, Special
from tests.rules.duellum.scenario import on_field, position

CARTHAGE, ROME = 0, 1


def _positions(seed: str, steps: int, **options: object) -> list[DuellumState]:
    """The positions of a heuristic game, one every few moves."""
    s = GAME.setup(2, GAME.options(dict(options)), seed)
    rng = random.Random(seed)
    out = []
    for i in range(steps):
        if GAME.outcome(s) is not None:
            break
        seat = min(GAME.active_seats(s))
        a = GAME.ais["heuristic"](GAME.view(s, seat), GAME.legal_actions(s, seat), rng)
        s = GAME.apply(s, seat, a).state
        if i % 7 == 0:
            out.append(s)
    return out


def _rondel_position(seed: str) -> tuple[DuellumState, int]:
    for s in _positions(seed, 200):
        seat = min(GAME.active_seats(s))
        if not s.pending and s.this.phase is Phase.RONDEL and s.turn > 8:
            return s, seat
    raise AssertionError("no rondel decision found")


def test_the_game_has_a_search() -> None:
    assert GAME.search is SEARCH
    assert SEARCH.arena_iterations >= 1 and SEARCH.iterations_per_second >= 1


def test_same_seed_and_iterations_give_the_same_move() -> None:
    s, seat = _rondel_position("strong-replay")
    first = search(GAME, s, seat, iterations=4, seed="same")
    again = search(GAME, s, seat, iterations=4, seed="same")
    assert first == again
    assert isinstance(first, Rondel)


def test_the_rondel_choice_is_searched_and_each_field_is_tried() -> None:
    s, seat = _rondel_position("strong-visits")
    legal = GAME.legal_actions(s, seat)
    assert think(s, seat, legal)
    run = Search(GAME, s, seat, legal, SEARCH, "visits")
    run.run(6)
    assert run.report.iterations == 6
    fields = {GAME.parse_notation(k).field for k in run.report.visits}  # type: ignore[union-attr]
    assert len(fields) >= min(3, len({a.field for a in legal if isinstance(a, Rondel)}))


def test_routine_decisions_are_not_searched() -> None:
    s = on_field(position("west", current=CARTHAGE, stock=({"iron": 4}, {})), "militia")
    assert not think(s, CARTHAGE, GAME.legal_actions(s, CARTHAGE))


def test_evaluation_is_in_unit_interval_for_both_seats() -> None:
    for s in _positions("strong-eval", 400, special_units=True):
        for me in (0, 1):
            values = evaluate(s, me)
            assert len(values) == 2
            assert all(0.0 <= x <= 1.0 for x in values)


def test_the_evaluation_prefers_the_nation_with_more_personages() -> None:
    s = position("west", current=CARTHAGE)
    even = evaluate(s, CARTHAGE)
    s.nations[CARTHAGE].personages = {"king": 1}  # type: ignore[dict-item]
    ahead = evaluate(s, CARTHAGE)
    assert ahead[CARTHAGE] > even[CARTHAGE] and ahead[ROME] < even[ROME]


def test_candidates_lead_with_the_playout_move_and_list_each_field_once() -> None:
    s, seat = _rondel_position("strong-candidates")
    legal = GAME.legal_actions(s, seat)
    rng = random.Random(1)
    ranked = candidates(s, seat, legal, rng)
    assert ranked[0] == playout(s, seat, legal, random.Random(1))
    rest = [a for a in ranked[1:] if isinstance(a, Rondel)]
    assert len({a.field for a in rest}) == len(rest)


def test_militia_deploys_the_special_unit_into_a_temple_city() -> None:
    s = position(
        "west",
        current=CARTHAGE,
        cities={"carthago": (CARTHAGE, "iron", "temple")},
        stock=({"iron": 6}, {}),
        options={"special_units": True},
    )
    n = s.nations[CARTHAGE]
    n.legions += n.recruit_legions
    n.galleys += n.recruit_galleys
    n.recruit_legions = n.recruit_galleys = 0
    s = on_field(s, "militia")
    legal = GAME.legal_actions(s, CARTHAGE)
    a = playout(s, CARTHAGE, legal, random.Random(0))
    assert a == Deploy(unit=Special.GENERAL, region="carthago")


def test_the_general_joins_an_attack_it_makes_possible() -> None:
    """Tarraco's defence is 2 (a city and Rome's galley); one Carthaginian legion alone cannot
    take it, with the general beside it the defence is 1."""
    s = position(
        "west",
        current=CARTHAGE,
        cities={"tarraco": (ROME, "gold")},
        legions=({"saguntum": 1}, {}),
        galleys=({}, {"tarraco": 1}),
        options={"special_units": True},
    )
    s.nations[CARTHAGE].special_at = "saguntum"
    s = on_field(s, "duellum")
    legal = GAME.legal_actions(s, CARTHAGE)
    a = playout(s, CARTHAGE, legal, random.Random(0))
    assert isinstance(a, Move)
    assert a.unit is Special.GENERAL and a.to == "tarraco", a
