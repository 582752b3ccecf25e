"""The offline table's help for Antike Duellum: its example moves name places of the match's
own map, and a move always goes between two different regions, for a player's seat and for a
table of AIs alike (where the view has no reader)."""

from __future__ import annotations

import random
import re

import pytest

from bot.games.duellum.text import help_examples
from rules.common.maps import LEGION_BORDERS
from rules.duellum.maps import load_side
from rules.duellum.state import City
from rules.games import get_game

MOVE = re.compile(r"move (?:legion|galley) (.+?)(?:,|$)")


def _moves(examples: str) -> list[str]:
    return MOVE.findall(examples)


def _views(side: str, seed: str) -> list[object]:
    """Views of a match from its start to its end (the AI plays both seats), as the table's
    help would see them: the acting seat's and a spectator's."""
    game = get_game("duellum")
    s = game.setup(2, game.Options(map=side), seed)
    rng = random.Random(seed)
    views: list[object] = []
    for step in range(400):
        if game.outcome(s) is not None:
            break
        seat = min(game.active_seats(s))
        if step % 10 == 0:
            views += [game.view(s, seat), game.view(s, None)]
        legal = list(game.legal_actions(s, seat))
        s = game.apply(s, seat, rng.choice(legal)).state
    return views


def _crowded(side: str) -> list[object]:
    """The start, with a city of the other seat on every land neighbour of every city of
    seat 0 (Agrigentum's only one is Syracusae in the west): a legion's step is then always
    into a city."""
    game = get_game("duellum")
    s = game.setup(2, game.Options(map=side), "crowded")
    m = load_side(side)
    cities = dict(s.cities)
    for region, city in s.cities.items():
        if city.owner == 0:
            for n in m.neighbours(region, LEGION_BORDERS):
                cities.setdefault(n, City(owner=1, resource=city.resource))
    s = s.model_copy(update={"cities": cities, "current": 0})
    return [game.view(s, 0), game.view(s, None)]


@pytest.mark.parametrize("side", ["west", "east"])
def test_example_moves_go_between_two_regions(side: str) -> None:
    for view in _views(side, f"help-{side}") + _crowded(side):
        examples = help_examples(view)  # type: ignore[arg-type]
        moves = _moves(examples)
        assert len(moves) == 2, examples
        for move in moves:
            words = move.split()
            # region names may be several words: the two halves must differ
            half = len(words) // 2
            assert len(words) % 2 == 1 or words[:half] != words[half:], examples
        # a conquest is never of the player's own city
        seat = view.viewer if view.viewer is not None else view.current  # type: ignore[attr-defined]
        own = {r for r, c in view.cities.items() if c.owner == seat}  # type: ignore[attr-defined]
        target = re.search(r"conquer ([^,]+)", examples)
        assert target is not None and target.group(1).replace(" ", "_") not in own, examples
