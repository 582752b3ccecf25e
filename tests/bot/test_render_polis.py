"""Polis' board image on real coastlines: the opening, a game well under way, a battle, a
decision owed and the end render to PNGs of a fixed frame in every language; a battle's
committed cards and hands never change a byte of the picture (only that a side has committed
does); the sides differ by shape, not colour alone; the picture changes with what it shows;
the zoomed crop keeps names readable on a 412-px phone (measured); the map's layout is
computed once and reused."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PIL import Image

from bot.games.polis.render.board import (
    CITY_NAME,
    FOCUS_NAME,
    FOCUS_W,
    NAME_SIZE,
    W,
    draw_board,
    draw_focus,
    focus_with_labels,
    height,
)
from bot.games.polis.render.map import focus_regions, spread
from bot.render import has_renderer, render_board, render_focus, renderers, sample_views
from bot.render.frame import PHONE_W
from rules.polis import GAME
from rules.polis.actions import Commit
from rules.polis.state import Pending, PolisState
from rules.polis.view import PolisView
from tests.bot.pictures import (
    LOCALES,
    MIN_PHONE_PX,
    assert_focus_reads_on_a_phone,
    png_image,
    seeded_play,
    typed_view,
)

NAMES = ("Ada", "Ἀλέξανδρος")
ATHENS, SPARTA = 0, 1


def view(s: PolisState, seat: int | None = None) -> PolisView:
    return typed_view(GAME, s, seat, PolisView)


def play(seed: int, steps: int) -> PolisState:
    """Seeded play of the heuristic AI from setup (the lowest active seat acts first)."""
    s = GAME.setup(2, GAME.options(None), f"render-polis-{seed}")
    out = seeded_play(GAME, s, steps, seed, GAME.ais["heuristic"])
    assert isinstance(out, PolisState)
    return out


def battle() -> PolisState:
    """Round 2 (4 units a side): Athens moves its fourth hoplite into Boeotia against four
    Spartans and ends its turn, so a battle starts and both sides choose cards."""
    s = GAME.setup(2, GAME.options(None), "render-battle")
    s.round = 2
    s.hoplites["boiotia"] = [3, 4]
    s.hoplites["attike"] = [1, 0]
    s = GAME.apply(s, ATHENS, GAME.parse_notation("move hoplite attike boiotia 1")).state
    s = GAME.apply(s, ATHENS, GAME.parse_notation("end")).state
    assert s.battle is not None and GAME.active_seats(s) == frozenset({ATHENS, SPARTA})
    return s


@pytest.fixture(scope="module")
def positions() -> dict[str, PolisState]:
    mid = play(1, 40)
    assert mid.round > 1 and GAME.outcome(mid) is None  # a game well under way
    end = play(2, 400)
    assert GAME.outcome(end) is not None
    owed = mid.model_copy(deep=True)
    owed.battle = None
    owed.pending = Pending(kind="famine", seat=SPARTA, shortfall=2)
    return {"start": play(0, 0), "mid": mid, "battle": battle(), "owed": owed, "end": end}


def test_the_registry_draws_a_board_a_crop_and_a_score_race() -> None:
    assert has_renderer("polis")
    assert renderers()["polis"].phone is not None and renderers()["polis"].history is not None


@pytest.mark.parametrize("locale", LOCALES)
def test_every_position_renders_in_every_language(
    positions: dict[str, PolisState], locale: str
) -> None:
    for s in positions.values():
        img = png_image(render_board("polis", view(s), NAMES, locale))
        assert img.size == (W, height())
        crop = render_focus("polis", view(s), NAMES, locale)
        assert crop is not None and png_image(crop).width == FOCUS_W


def test_committed_cards_and_hands_never_show(positions: dict[str, PolisState]) -> None:
    """Athens commits two cards. Whichever cards they are, and whatever either hand holds,
    the picture is the same byte for byte (a re-deal of every hidden card changes none); every
    seat's view draws the spectator's picture. Only the public fact that Athens committed
    changes it."""
    s = positions["battle"]
    b = s.battle
    assert b is not None
    before = render_board("polis", view(s), NAMES)
    first, second = b.hands[ATHENS]
    s = GAME.apply(s, ATHENS, Commit(first=first + 1, second=second + 1)).state
    after = render_board("polis", view(s), NAMES)
    assert after != before  # "Athens: cards committed" is public
    crop = render_focus("polis", view(s), NAMES)
    redealt = 0
    for k in range(8):
        other = GAME.scramble_hidden(s, None, f"x{k}")
        assert other.battle is not None
        redealt += other.battle.commits[ATHENS] != s.battle.commits[ATHENS]  # type: ignore[union-attr]
        assert render_board("polis", view(other), NAMES) == after
        assert render_focus("polis", view(other), NAMES) == crop
    assert redealt  # the re-deal really changed the committed cards, so the check can fail
    for seat in (ATHENS, SPARTA):
        assert render_board("polis", view(s, seat), NAMES) == after
        assert render_focus("polis", view(s, seat), NAMES) == crop


def test_the_picture_changes_with_the_position(positions: dict[str, PolisState]) -> None:
    s = positions["start"]
    before = render_board("polis", view(s), NAMES)
    moved = s.model_copy(deep=True)
    moved.poleis["thebai"].owner = SPARTA
    assert render_board("polis", view(moved), NAMES) != before
    more = s.model_copy(deep=True)
    more.galleys["aigaion"] = [1, 0]
    assert render_board("polis", view(more), NAMES) != before
    assert render_board("polis", view(s), NAMES) == before
    assert render_board("polis", view(s), NAMES, "el") != before


def test_the_focus_follows_the_turn(positions: dict[str, PolisState]) -> None:
    assert focus_regions(view(positions["battle"]))[0] == "boiotia"
    s = positions["owed"]
    spartan = {GAME.data.poleis[p].territory for p, c in s.poleis.items() if c.owner == SPARTA}
    assert focus_regions(view(s))[0] in spartan  # Sparta owes a decision about its poleis
    start = focus_regions(view(positions["start"]))
    assert "attike" in start  # Athens to play: its hoplites and poleis


def test_the_focus_crop_reads_on_a_phone(positions: dict[str, PolisState]) -> None:
    """Names drawn in the crop, shown 412 px wide, are at least 12 px: the font's size and
    the drawn names' boxes (halo included) measured; the crop shows the turn's territory."""
    views = [view(s) for s in positions.values()]
    assert_focus_reads_on_a_phone(
        views, NAMES, focus_with_labels, focus_regions, FOCUS_W, FOCUS_NAME, "Gythium"
    )


def test_the_whole_board_would_not_read_on_a_phone() -> None:
    """Why the crop exists: the whole board's names shrink below 12 px on a phone."""
    assert NAME_SIZE * PHONE_W / W < MIN_PHONE_PX and CITY_NAME * PHONE_W / W < MIN_PHONE_PX


def test_the_focus_renders_in_every_language(positions: dict[str, PolisState]) -> None:
    seen = {draw_focus(view(positions["mid"]), NAMES, loc).tobytes() for loc in LOCALES}
    assert len(seen) == 3


def test_markers_are_pushed_apart() -> None:
    out = spread({"a": (10.0, 10.0), "b": (12.0, 10.0), "c": (100.0, 100.0)}, 20)
    assert abs(out["b"][0] - out["a"][0]) >= 20 and out["c"] == (100.0, 100.0)
    same = spread({"a": (5.0, 5.0), "b": (5.0, 5.0)}, 10)
    assert abs(same["a"][0] - same["b"][0]) >= 10


def test_the_layout_is_computed_once(positions: dict[str, PolisState]) -> None:
    """Instead of a timed test: after one picture, the province grid and the named base of
    the board are cached, so a later picture only draws the pieces."""
    from bot.render import geo, geo_layout

    draw_board(view(positions["start"]), NAMES)
    grids, named = len(geo_layout._PROVINCES), len(geo._NAMED)
    for s in positions.values():
        draw_board(view(s), NAMES)
    assert len(geo_layout._PROVINCES) == grids and len(geo._NAMED) == named


def test_sample_views_play_through_battles() -> None:
    """The bench's positions come from games where both sides choose cards at once."""
    views = sample_views(40, game_id="polis")
    assert len(views) == 40 and all(isinstance(v, PolisView) for v in views)


def test_the_sides_differ_by_shape_not_colour_alone() -> None:
    """Drawn without colour (only where ink is), Athens', Sparta's and a neutral polis'
    marks and both sides' unit chips still differ: their outlines are not the same."""
    from PIL import ImageDraw

    from bot.games.polis.render.map import side_shape, unit_chip

    def outline(draw: Callable[[ImageDraw.ImageDraw], object]) -> bytes:
        img = Image.new("RGB", (80, 40), (255, 255, 255))
        draw(ImageDraw.Draw(img))
        return img.convert("L").point(lambda p: 255 if p < 250 else 0).tobytes()

    def mark(owner: int | None) -> Callable[[ImageDraw.ImageDraw], object]:
        return lambda d: side_shape(d, (20, 20), 24, owner)

    def chip(side: int) -> Callable[[ImageDraw.ImageDraw], object]:
        return lambda d: unit_chip(d, (4, 20), 22, side, False, 3)

    assert len({outline(mark(o)) for o in (0, 1, None)}) == 3
    assert len({outline(chip(s)) for s in (0, 1)}) == 2
