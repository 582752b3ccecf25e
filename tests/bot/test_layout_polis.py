"""Polis' pictures lay out cleanly: on the whole board and the phone picture no two words
overlap, no marker covers part of a word and nothing is cut by the edge, and every word of
the phone picture reads at 11 px or more on a 412-px phone; the opening, a battle, a decision
owed at the end of a round and the end of a game, in every language."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from bot.games.polis.render.board import PICTURES
from bot.render import ledger
from rules.polis import GAME
from rules.polis.state import PolisState
from tests.bot.layout import LOCALES, NAMES, layout_problems, positions

ATHENS, SPARTA = 0, 1


def battle() -> PolisState:
    """Athens moves a fourth hoplite into Boeotia against four Spartans: a battle."""
    s = GAME.setup(2, GAME.options(None), "layout-battle")
    s.round = 2
    s.hoplites["boiotia"] = [3, 4]
    s.hoplites["attike"] = [1, 0]
    s = GAME.apply(s, ATHENS, GAME.parse_notation("move hoplite attike boiotia 1")).state
    s = GAME.apply(s, ATHENS, GAME.parse_notation("end")).state
    assert s.battle is not None
    return s


@pytest.fixture(scope="module")
def views() -> list[BaseModel]:
    seen = positions("polis", 2, {}, games=2, every=45)
    owed = [v for v in seen if getattr(v, "pending", None) is not None][:1]
    assert getattr(seen[-1], "ended", None) is not None  # a finished game: late crowding
    return [seen[0], seen[len(seen) // 3], *owed, seen[-1], GAME.view(battle(), None)]


def test_the_board_and_the_phone_picture_lay_out_cleanly(views: list[BaseModel]) -> None:
    assert layout_problems("polis", views, LOCALES, 2) == []


def test_every_name_is_on_the_board(views: list[BaseModel]) -> None:
    """The layout may move a name, never drop one: every territory, sea and polis is named on
    the whole board, in every language."""
    from rules.polis.data import load

    d = load()
    for loc in LOCALES:
        from rules.core import Msg
        from service.i18n import render

        want = {render(Msg(key=f"polis.terr.{x}", params={}), loc) for x in d.territories}
        want |= {render(Msg(key=f"polis.city.{x}", params={}), loc) for x in d.poleis}
        with ledger.recording():
            board = PICTURES.board(views[-1], NAMES[:2], loc)
            words = {m.what for m in ledger.marks(board) if m.kind == "text"}
        assert want <= words, sorted(want - words)
