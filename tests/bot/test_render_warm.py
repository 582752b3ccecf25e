"""The bot lays out every map side once at start-up, so no player waits for the first one."""

from __future__ import annotations

import pytest

import bot.render as render
from rules.games import get_game


def test_warm_up_draws_every_map_side_once_per_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(render, "_warmed", False)
    warmed = render.warm_up()
    assert ("duellum", "west") in warmed and ("duellum", "east") in warmed
    assert ("antike", "west") in warmed and ("antike", "east") in warmed
    assert ("polis", "None") in warmed  # one map, no side option
    assert all(g in render.renderers() for g, _ in warmed)
    assert render.warm_up() == []  # once per process
    # the province layouts of both Duellum sides are now cached: a board of either side
    # lays out nothing again (counted, not timed: a busy machine would fool a clock)
    from bot.render import geo_layout

    computed: list[object] = []
    real = geo_layout._compute
    monkeypatch.setattr(
        geo_layout, "_compute", lambda *a, **k: computed.append(a[0]) or real(*a, **k)
    )
    game = get_game("duellum")
    for side in ("west", "east"):
        view = game.view(game.setup(2, game.options({"map": side}), "after-warm"), None)
        assert render.render_board("duellum", view, ["A", "B"]).startswith(b"\x89PNG")
    assert computed == []
