"""Helpers for Polis scenario tests: a fresh position, a die that shows what a test needs,
and the one-line apply most tests use."""

from __future__ import annotations

from rules.core.rng import Rng
from rules.polis import GAME
from rules.polis.actions import PolisAction
from rules.polis.state import PolisState

ATHENS, SPARTA = 0, 1


def fresh(seed: str = "scenario") -> PolisState:
    """Round 1, Athens to play with both actions left, as set up for ``seed``."""
    s = GAME.setup(2, GAME.options(), seed)
    assert s.current == ATHENS and s.actions_left == 2
    return s


def dice(s: PolisState, *faces: int) -> None:
    """Move the state's random counter to where the next d4 rolls show ``faces``."""
    counter = s.rng.counter
    while True:
        probe = Rng(seed=s.rng.seed, counter=counter)
        if all(probe.die(4) == f for f in faces):
            s.rng.counter = counter
            return
        counter += 1


def act(s: PolisState, seat: int, a: PolisAction | str) -> PolisState:
    action = GAME.parse_notation(a) if isinstance(a, str) else a
    return GAME.apply(s, seat, action).state


def new_turn(s: PolisState, seat: int) -> None:
    """Give ``seat`` a fresh turn in the same round (a test's shortcut past the other side's
    turn): two actions, none taken yet."""
    s.current, s.actions_left, s.done = seat, 2, []
    s.players[seat].created = []


def clear_units(s: PolisState) -> None:
    for u in (*s.hoplites.values(), *s.galleys.values()):
        u[0] = u[1] = 0
