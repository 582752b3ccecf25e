"""The bot lays out every map side once at start-up, so no player waits for the first one."""

from __future__ import annotations

import pytest

import bot.render as render
from bot.render import geo
from rules.duellum.maps import load_side
from rules.games import get_game


def test_warm_up_draws_every_map_side_once_per_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(render, "_warmed", False)
    warmed = render.warm_up()
    assert ("duellum", "west") in warmed and ("duellum", "east") in warmed
    assert ("antike", "west") in warmed and ("antike", "east") in warmed
    assert ("polis", "None") in warmed  # one map, no side option
    assert all(g in render.renderers() for g, _ in warmed)
    assert render.warm_up() == []  # once per process
    # the province layout of both Duellum sides is now cached: a board reuses it, not
    # computing it again (checked by the cache, not by a clock a busy machine would fool)
    from bot.render import geo_layout

    known = dict(geo_layout._PROVINCES)
    for side in ("west", "east"):
        assert any(geo.provinces(load_side(side)) is got for got in known.values())
    assert len(geo_layout._PROVINCES) == len(known)  # nothing was laid out again
    game = get_game("duellum")
    view = game.view(game.setup(2, game.options({"map": "east"}), "after-warm"), None)
    assert render.render_board("duellum", view, ["A", "B"]).startswith(b"\x89PNG")
