"""The Nations heuristic AI: positions where its first version chose wrongly (README 25).
Each test builds a position on the data's cards and asks the AI for its action; the AI is
deterministic given its random stream, so every test is seeded."""

from __future__ import annotations

import random

from rules.nations import GAME
from rules.nations.actions import Deploy, NationsAction
from rules.nations.engine import NationsOptions
from rules.nations.state import NationsState, Phase, Slot


def _actions_phase(seed: str) -> NationsState:
    """A solo game (chieftain, basic cards) past the pick and growth, in the action phase."""
    s = GAME.setup(1, NationsOptions(cards="basic", level="chieftain"), seed)
    while s.phase is not Phase.ACTIONS:
        seat = min(GAME.active_seats(s))
        s = GAME.apply(s, seat, GAME.legal_actions(s, seat)[0]).state
    return s


def _choice(s: NationsState) -> NationsAction:
    GAME.check_invariants(s)
    legal = GAME.legal_actions(s, 0)
    return GAME.ais["heuristic"](GAME.view(s, 0), legal, random.Random(0))


def test_a_worker_goes_where_production_is_short_not_to_a_fifth_food_worker() -> None:
    """Four workers already feed the nation 8 food a round; the first version put the
    fifth there too (production counted without limit), this one puts it on the quarry."""
    s = _actions_phase("ai-food")
    p = s.seats[0]
    assert [sl.card for sl in p.slots[:2]] == ["fields", "quarry"]
    p.slots[0].workers, p.pool = 4, p.pool - 4
    p.gold, p.stone = 0, 5
    assert _choice(s) == Deploy(to=2)


def test_a_worker_moves_from_a_printed_card_to_a_better_new_one() -> None:
    """With no worker in reserve, a new age I mine (2 gold a worker) stands empty beside
    the printed cards; the first version never moved workers, this one moves one there."""
    s = _actions_phase("ai-move")
    p = s.seats[0]
    p.slots[4] = Slot(card="laurion_mines")
    s.row = [[None] * len(r) for r in s.row]
    for deck in s.decks:
        if "laurion_mines" in deck:
            deck.remove("laurion_mines")
    for sl in p.slots[:4]:
        sl.workers = 0
    p.slots[0].workers = 3  # fields
    p.slots[1].workers = p.pool - 3  # quarry
    p.pool = 0
    p.gold, p.stone, p.food = 0, 5, 12
    a = _choice(s)
    assert isinstance(a, Deploy) and a.to == 5 and a.origin in (1, 2)


def test_the_heuristic_is_a_function_of_its_view_and_random_stream() -> None:
    """Asked twice about the same position with equal random streams, it answers the same,
    and the position is left as it was."""
    s = _actions_phase("ai-pure")
    before = GAME.dump_state(s)
    legal = GAME.legal_actions(s, 0)
    first = GAME.ais["heuristic"](GAME.view(s, 0), legal, random.Random(7))
    again = GAME.ais["heuristic"](GAME.view(s, 0), legal, random.Random(7))
    assert first == again and first in legal
    assert GAME.dump_state(s) == before
