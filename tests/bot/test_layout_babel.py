"""Babel's pictures lay out cleanly: on the opening, mid-game, late and finished positions,
one with a discard owed and one crowded past any real game, in every language, the board
and the phone picture have no overlapping words, no word half under a marker and nothing cut
at the edge, and every word of the phone picture reads 412 px wide (``tests/bot/layout.py``).
"""

from __future__ import annotations

from typing import Any

from rules.babel.state import Nation, PendingDiscard
from rules.babel.view import BabelView
from tests.bot.layout import layout_problems, positions


def _views() -> list[BabelView]:
    seen = positions("babel", 2, games=2, every=30)
    views = [v for v in seen if isinstance(v, BabelView)]
    assert len(views) == len(seen) >= 6
    assert any(v.final_phase for v in views) and views[-1].ended is not None
    opening, middle, late = views[1], views[len(views) // 2], views[-2]
    owed = middle.model_copy(update={"pending": PendingDiscard(seat=1 - middle.current, count=3)})
    big: dict[str, Any] = late.model_dump()
    big["players"][0]["sites"][0]["people"] = [n.value for n in Nation] * 6  # 30 cards
    big["players"][1]["sites"][3]["people"] = [n.value for n in Nation] * 2  # 10 cards
    big["players"][1]["pile"] = [6, 5, 4, 3, 2, 1] * 5
    big["players"][0].update(foundation=True, migrated=True, builder=None)
    crowded = BabelView.model_validate(big)
    final = next(v for v in views if v.final_phase)
    return [opening, owed, final, views[-1], crowded]


def test_babel_pictures_have_no_layout_problems() -> None:
    assert layout_problems("babel", _views()) == []
