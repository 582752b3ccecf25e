"""Nations' pictures pass the layout check (``tests/bot/layout.py``): no two words overlap,
no word is half under a marker (seat marks, icons, column numbers, worker counts), nothing
is cut by the edge, and the phone picture reads 412 px wide and keeps between 1:2 and 2:1.
Solo, 2, 3 and 5 players (the row's 4, 5 and 7 columns; 5 players with the expert cards),
sides A and B, the long level names, a short game; the opening, the middle and the end, in
English, Greek and Italian."""

from __future__ import annotations

import pytest

from tests.bot.layout import layout_problems, positions


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (1, {}),
        (2, {"ages": 2, "easier": True}),
        (3, {"boards": "b", "levels": "emperor/chieftain/king"}),
        (5, {"cards": "expert"}),
    ],
)
def test_nations_pictures_lay_out_cleanly(players: int, options: dict[str, str]) -> None:
    views = positions("nations", players, options, games=1, every=40)
    picked = [views[0], views[len(views) // 2], views[-1]]
    assert len(picked) == 3
    assert layout_problems("nations", picked, players=players) == []
