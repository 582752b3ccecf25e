"""Antike's board image: real positions on both sides render to PNGs of a fixed frame in every
language, a seat's view draws exactly the spectator's image, the picture changes with what it
shows, and the zoomed crop keeps province names readable on a 412-px phone (measured)."""

from __future__ import annotations

import pytest

from bot.games.antike.render import (
    FOCUS_W,
    PHONE_SIZES,
    W,
    draw_board,
    draw_focus,
    focus_regions,
    focus_with_labels,
    height,
)
from bot.render import has_renderer, render_board
from bot.render.frame import PHONE_W
from rules.antike import GAME
from rules.antike.state import AntikeState, Pending, PendingKind, Phase
from rules.antike.view import AntikeView
from rules.common.maps import Unit
from tests.bot.pictures import (
    LOCALES,
    MIN_PHONE_PX,
    assert_focus_reads_on_a_phone,
    png_image,
    seeded_play,
    typed_view,
)

NAMES = ("Ada", "Bob", "Ἀλέξανδρος", "Niccolò")


def play(side: str, seats: int, seed: int, steps: int) -> AntikeState:
    """Seeded random play from setup for ``steps`` actions (or to the end)."""
    s = GAME.setup(seats, GAME.options({"side": side}), f"render-{side}-{seed}")
    out = seeded_play(GAME, s, steps, seed)
    assert isinstance(out, AntikeState)
    return out


def view(s: AntikeState, seat: int | None = None) -> AntikeView:
    return typed_view(GAME, s, seat, AntikeView)


@pytest.fixture(scope="module")
def positions() -> dict[str, AntikeState]:
    return {"west": play("west", 4, 1, 120), "east": play("east", 5, 2, 120)}


def test_the_registry() -> None:
    assert has_renderer("antike")


@pytest.mark.parametrize("locale", LOCALES)
def test_real_positions_render_in_every_language(
    positions: dict[str, AntikeState], locale: str
) -> None:
    for side, s in positions.items():
        img = png_image(render_board("antike", view(s), NAMES, locale))
        assert img.size == (W, height(side, len(s.nations)))


def test_the_frame_depends_only_on_side_and_nations(positions: dict[str, AntikeState]) -> None:
    s = positions["west"]
    fresh = GAME.setup(4, GAME.options({"side": "west"}), "other")
    assert draw_board(view(s), NAMES).size == draw_board(view(fresh), NAMES).size


def test_a_seat_view_draws_exactly_the_spectator_image(positions: dict[str, AntikeState]) -> None:
    s = positions["west"]
    spectator = render_board("antike", view(s, None), NAMES)
    for seat in range(s.players):
        assert render_board("antike", view(s, seat), NAMES) == spectator


def test_the_picture_changes_with_the_position(positions: dict[str, AntikeState]) -> None:
    s = positions["west"]
    before = render_board("antike", view(s), NAMES)
    moved = s.model_copy(deep=True)
    city = sorted(moved.cities)[0]
    was = moved.cities[city]
    moved.cities[city] = was.model_copy(update={"temple": not was.temple})  # cities are frozen
    assert render_board("antike", view(moved), NAMES) != before
    assert render_board("antike", view(s), NAMES) == before
    assert render_board("antike", view(s), NAMES, "el") != before


def test_every_pending_decision_renders(positions: dict[str, AntikeState]) -> None:
    s = positions["west"].model_copy(deep=True)
    s.this.phase = Phase.ACT
    region = sorted(s.cities)[0]
    for kind in PendingKind:
        s.pending = [Pending(kind=kind, nation=1, region=region, unit=Unit.GALLEY, count=2,
                             choices=[region] if kind is PendingKind.START else [])]  # fmt: skip
        img = png_image(render_board("antike", view(s), NAMES, "it"))
        assert img.size[0] == W
        assert region in focus_regions(view(s))


def test_the_focus_crop_reads_on_a_phone(positions: dict[str, AntikeState]) -> None:
    """Names drawn in the crop, shown 412 px wide, are at least 12 px: the font's size and
    the ink of a drawn name (a capital and a descender: Tyros) both measured; the crop shows
    the turn's own regions."""
    views = [view(s) for s in positions.values()]
    assert_focus_reads_on_a_phone(
        views, NAMES, focus_with_labels, focus_regions, FOCUS_W, PHONE_SIZES.name, "Tyros"
    )


def test_the_whole_board_would_not_read_on_a_phone() -> None:
    """Why the crop exists: the whole board's names shrink below 12 px on a phone."""
    from bot.games.antike.render import NAME_SIZE

    assert NAME_SIZE * PHONE_W / W < MIN_PHONE_PX


def test_focus_renders_every_side_and_language(positions: dict[str, AntikeState]) -> None:
    seen = set()
    for s in positions.values():
        for locale in LOCALES:
            img = draw_focus(view(s), NAMES, locale)
            seen.add(img.tobytes())
    assert len(seen) == 6
