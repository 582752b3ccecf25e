"""Antike's pictures lay out cleanly: on both map sides, with 2, 3 and 6 nations, at the
opening, in the middle and at the end of a game and in every language, no two words overlap,
no marker covers part of a word, no word is cut by the edge, and every word of the phone
picture reads 412 px wide.

Few views per case, so the test stays quick: per side, a game of 3 nations played to its end
(at random, then by the heuristic AI, which ends it) seen at its opening, middle and end, the
end in all three languages; and random play with 2 and 6 nations (the middle of a game and
the crowding after many moves)."""

from __future__ import annotations

import random

import pytest
from pydantic import BaseModel

from rules.antike import GAME
from rules.antike.view import AntikeView
from tests.bot.layout import LOCALES, layout_problems


def played(
    side: str, nations: int, policy: str, stops: tuple[int, ...], warm: int = 0
) -> list[BaseModel]:
    """Spectator views at the step counts ``stops`` of a seeded game (and at its end if it
    ends sooner): moves at random for the first ``warm`` steps, then by ``policy`` (an AI, or
    "random")."""
    rng = random.Random(f"layout-{side}-{nations}")
    s = GAME.setup(nations, GAME.options({"side": side}), f"layout-{side}-{nations}")
    views: list[BaseModel] = []
    for step in range(max(stops) + 1):
        if step in stops:
            views.append(GAME.view(s, None))
        if GAME.outcome(s) is not None:
            views.append(GAME.view(s, None))
            break
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        if policy == "random" or step < warm:
            action = rng.choice(legal)
        else:
            action = GAME.ais[policy](GAME.view(s, seat), legal, rng)
        s = GAME.apply(s, seat, action).state
    return views


@pytest.mark.parametrize("side", ["west", "east"])
def test_a_whole_game_of_three_nations(side: str) -> None:
    views = played(side, 3, "heuristic", (0, 250, 4000), warm=200)
    end = views[-1]
    assert len(views) == 3 and isinstance(end, AntikeView)
    assert end.winner is not None  # the last view is the game's end
    assert layout_problems("antike", views[:1], ("el",), 3) == []
    assert layout_problems("antike", views[1:2], ("it",), 3) == []
    assert layout_problems("antike", [end], LOCALES, 3) == []


@pytest.mark.parametrize("side", ["west", "east"])
@pytest.mark.parametrize("nations", [2, 6])
def test_two_and_six_nations(side: str, nations: int) -> None:
    views = played(side, nations, "random", (120, 900))
    assert len(views) == 2
    assert layout_problems("antike", views, ("en",), nations) == []
