"""Antike Duellum's pictures pass the layout check (``tests/bot/layout.py``): on both map
sides, with and without the General and the Admiral and with Fortress played by hand or at
once, from the opening to the end, in every language, no two words overlap, no marker covers
part of a word, nothing is cut by the edge, and the phone picture reads 412 px wide."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.layout import layout_problems, positions

CASES: list[dict[str, Any]] = [
    {"map": "west"},
    {"map": "east"},
    {"map": "west", "special_units": True, "fortress": "ask"},
    {"map": "east", "special_units": True, "fortress": "auto"},
]


@pytest.mark.parametrize("options", CASES, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_the_duellum_pictures_have_no_layout_problem(options: dict[str, Any]) -> None:
    views = positions("duellum", 2, options, games=1, every=90)
    assert len(views) >= 4
    # the opening, a crowded middle and the end (a winner): every language on each
    picked = [views[0], views[len(views) // 2], views[-1]]
    assert layout_problems("duellum", picked) == []
