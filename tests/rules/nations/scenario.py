"""Helpers for Nations scenario tests: an engine on the test card set, a game past the
choice of nations, and the one-line apply most tests use."""

from __future__ import annotations

from rules.core.rng import Rng
from rules.nations.actions import NationsAction, Pick
from rules.nations.cards import ProgressCard
from rules.nations.engine import Nations, NationsOptions
from rules.nations.state import NationsState, Phase
from tests.rules.nations.deck import test_catalog, with_cards

GAME = Nations(test_catalog())
NATIONS = ("china", "egypt", "greece", "persia", "rome")


def picked(players: int = 4, seed: str = "scenario", **options: object) -> NationsState:
    """A game whose nations are chosen (side A, in reverse order), now in round 1's growth."""
    s = GAME.setup(players, NationsOptions.model_validate(options), seed)
    while s.phase is Phase.PICK:
        s = act(s, s.current, Pick(nation=s.offered[0]))
    assert s.phase is Phase.GROWTH
    return s


def act(s: NationsState, seat: int, a: NationsAction | str) -> NationsState:
    action = GAME.parse_notation(a) if isinstance(a, str) else a
    return GAME.apply(s, seat, action).state


def grow_all(s: NationsState, choice: str = "take gold") -> NationsState:
    """Every seat makes the same growth choice; the action phase begins."""
    for seat in range(s.players):
        s = act(s, seat, choice)
    assert s.phase is Phase.ACTIONS
    return s


def dice(s: NationsState, *faces: int) -> None:
    """Move the random counter to where the next d6 rolls show ``faces``."""
    counter = s.rng.counter
    while True:
        probe = Rng(seed=s.rng.seed, counter=counter)
        if all(probe.die(6) == f for f in faces):
            s.rng.counter = counter
            return
        counter += 1


def engine_with(*cards: ProgressCard) -> Nations:
    """An engine on the test card set plus ``cards`` (the rulebook's examples)."""
    return Nations(with_cards(test_catalog(), *cards))


def put_in_row(s: NationsState, row: int, col: int, cid: str) -> None:
    """Lay ``cid`` in the progress row (1-based row and column)."""
    s.row[row - 1][col - 1] = cid
    for deck in s.decks:
        if cid in deck:
            deck.remove(cid)
