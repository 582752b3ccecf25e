"""Board images: real Babel positions render to PNGs of the right size, any names render,
and nothing hidden reaches the picture (seat 0's view draws exactly the spectator's image).

Words are not asserted: the catalogs are in flux, and the image is checked for structure.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from bot.render import (
    bench_render,
    has_renderer,
    ledger,
    render_board,
    render_pair,
    render_phone,
    render_score_race,
)
from bot.render.base import clean, has_glyph
from rules.babel.state import BabelState, EndReason, Nation, PendingDiscard
from rules.babel.view import BabelView
from rules.games import get_game
from tests.bot.pictures import AWKWARD_NAMES, GREEK, ITALIAN, png_image

GAME = get_game("babel")
NAMES = ("Ada", "Bob")


def play(policy: str, seed: int, stop: Callable[[BabelState, int], bool]) -> BabelState:
    """Seeded play from setup until ``stop`` holds or the game ends."""
    rng = random.Random(seed)
    s: BabelState = GAME.setup(2, GAME.options(None), f"seed-{seed}")
    steps = 0
    while GAME.outcome(s) is None and not stop(s, steps):
        (seat,) = GAME.active_seats(s)
        legal = GAME.legal_actions(s, seat)
        action = (
            GAME.ais[policy](GAME.view(s, seat), legal, rng)
            if policy != "pick"
            else (rng.choice(legal))
        )
        s = GAME.apply(s, seat, action).state
        steps += 1
    return s


@pytest.fixture(scope="module")
def positions() -> dict[str, BabelState]:
    out = {
        "setup": play("pick", 0, lambda s, n: True),
        "early": play("pick", 1, lambda s, n: n >= 12),
        "crowded": play("pick", 1, lambda s, n: n >= 100),
        "pending": play("pick", 2, lambda s, n: s.pending is not None),
        "final_phase": play("heuristic", 2, lambda s, n: s.final_phase),
        "ended_final": play("heuristic", 1, lambda s, n: False),
        "ended_target": play("heuristic", 0, lambda s, n: False),
        "ended_quarry": play("pick", 3, lambda s, n: False),
    }
    assert out["pending"].pending is not None
    assert out["final_phase"].final_phase and out["final_phase"].ended is None
    ends = {out[k].ended for k in ("ended_final", "ended_target", "ended_quarry")}
    assert ends == set(EndReason)
    return out


def test_the_registry() -> None:
    assert has_renderer("babel")
    assert not has_renderer("no-such-game")
    with pytest.raises(ValueError):
        render_board("no-such-game", GAME.view(play("pick", 0, lambda s, n: True), None), NAMES)


@pytest.mark.parametrize(
    "which",
    [
        "setup",
        "early",
        "crowded",
        "pending",
        "final_phase",
        "ended_final",
        "ended_target",
        "ended_quarry",
    ],
)
def test_real_positions_render_to_a_phone_sized_png(
    positions: dict[str, BabelState], which: str
) -> None:
    s = positions[which]
    for seat in (None, 0, 1):
        img = png_image(render_board("babel", GAME.view(s, seat), NAMES))
        assert img.format == "PNG"
        assert 1000 <= img.width <= 1200 and 900 <= img.height <= 1400


def test_every_position_has_the_same_frame(positions: dict[str, BabelState]) -> None:
    sizes = {
        png_image(render_board("babel", GAME.view(s, None), NAMES)).size for s in positions.values()
    }
    assert len(sizes) == 1


def test_a_pending_discard_in_the_final_phase(positions: dict[str, BabelState]) -> None:
    v = GAME.view(positions["final_phase"], None)
    assert isinstance(v, BabelView)
    blocked = v.model_copy(update={"pending": PendingDiscard(seat=1 - v.current, count=3)})
    plain, interrupted = render_board("babel", v, NAMES), render_board("babel", blocked, NAMES)
    png_image(interrupted)
    assert plain != interrupted


def test_different_positions_give_different_images(positions: dict[str, BabelState]) -> None:
    pngs = {render_board("babel", GAME.view(s, None), NAMES) for s in positions.values()}
    assert len(pngs) == len(positions)


def test_the_same_view_gives_the_same_bytes(positions: dict[str, BabelState]) -> None:
    v = GAME.view(positions["crowded"], None)
    assert render_board("babel", v, NAMES) == render_board("babel", v, NAMES)


@pytest.mark.parametrize("seat", [0, 1])
def test_a_seat_view_draws_exactly_the_spectator_image(
    positions: dict[str, BabelState], seat: int
) -> None:
    """The hand in a seat's view never reaches the picture (nor does who is looking)."""
    held = 0
    for s in positions.values():
        mine = GAME.view(s, seat)
        assert isinstance(mine, BabelView) and mine.players[seat].hand is not None
        spectator = GAME.view(s, None)
        assert isinstance(spectator, BabelView) and spectator.players[seat].hand is None
        assert render_board("babel", mine, NAMES) == render_board("babel", spectator, NAMES)
        assert render_phone("babel", mine, NAMES) == render_phone("babel", spectator, NAMES)
        held += len(mine.players[seat].hand or [])
    assert held > 0  # some of those views did carry cards


def test_other_hand_contents_do_not_change_the_picture(positions: dict[str, BabelState]) -> None:
    v = GAME.view(positions["early"], 1)
    assert isinstance(v, BabelView) and v.players[1].hand
    swapped = v.model_copy(deep=True)
    swapped.players[1].hand = [Nation.PERSIANS] * len(v.players[1].hand)
    assert swapped.players[1].hand != v.players[1].hand
    assert render_board("babel", swapped, NAMES) == render_board("babel", v, NAMES)
    assert render_phone("babel", swapped, NAMES) == render_phone("babel", v, NAMES)


@pytest.mark.parametrize("names", AWKWARD_NAMES)
def test_any_names_render(positions: dict[str, BabelState], names: tuple[str, ...]) -> None:
    for which in ("pending", "ended_final"):
        v = GAME.view(positions[which], None)
        png_image(render_board("babel", v, names))
        race = render_score_race("babel", v, names)
        assert race is not None
        png_image(race)


def test_names_show_on_the_picture(positions: dict[str, BabelState]) -> None:
    v = GAME.view(positions["early"], None)
    pngs = {render_board("babel", v, n) for n in (NAMES, GREEK, ITALIAN)}
    assert len(pngs) == 3


def test_other_locales_render(positions: dict[str, BabelState]) -> None:
    v = GAME.view(positions["ended_final"], None)
    for locale in ("el", "it", "xx"):
        png_image(render_board("babel", v, GREEK, locale))


def test_text_is_cleaned_to_what_the_font_can_draw() -> None:
    assert clean("\u2068Ada\u2069") == "Ada"  # Fluent's bidi isolation marks
    assert clean("Νίκος  Παπαδόπουλος") == "Νίκος Παπαδόπουλος"
    assert clean("Niccolò") == "Niccolò"
    assert clean("e\u0301") == "é"
    assert clean("\U0001d401\U0001d428\U0001d425\U0001d41d") == "Bold"
    for raw in ("⛪ chapel", "👨‍👩‍👧 family", "👍🏽", "日本", "a\u200db"):
        out = clean(raw)
        assert all(ch == " " or has_glyph(ch) for ch in out), (raw, out)
    assert clean("👨‍👩‍👧").count("?") <= 3


def test_crowded_sides_and_long_piles_still_render(positions: dict[str, BabelState]) -> None:
    v = GAME.view(positions["crowded"], None)
    assert isinstance(v, BabelView)
    big: dict[str, Any] = v.model_dump()
    big["players"][0]["sites"][0]["people"] = [n.value for n in Nation] * 6  # 30 cards
    big["players"][1]["pile"] = [6, 5, 4, 3, 2, 1] * 5
    big["players"][1]["sites"][4]["temple"] = [1, 2, 3, 4, 5, 6]
    big["players"][1]["sites"][4]["level"] = 6
    crowded = BabelView.model_validate(big)
    assert render_board("babel", crowded, NAMES) != render_board("babel", v, NAMES)


def test_score_race_of_a_finished_game(positions: dict[str, BabelState]) -> None:
    for which in ("ended_final", "ended_target", "ended_quarry"):
        s = positions[which]
        png = render_score_race("babel", GAME.view(s, None), GREEK)
        assert png is not None
        assert png_image(png).size == (1000, 500)
    assert render_score_race("babel", GAME.view(positions["setup"], None), NAMES) is None


def test_score_race_is_the_same_for_every_viewer(positions: dict[str, BabelState]) -> None:
    s = positions["ended_final"]
    races = {render_score_race("babel", GAME.view(s, seat), NAMES) for seat in (None, 0, 1)}
    assert len(races) == 1


def test_bench_render_reports_times() -> None:
    out = bench_render(4)
    assert out["n"] == 4
    assert 0 < out["p50_ms"] <= out["p99_ms"] <= out["max_ms"]
    assert out["mean_ms"] > 0


def test_the_phone_picture_reads_412_px_wide(positions: dict[str, BabelState]) -> None:
    """Every word of the phone picture is 11 px or more on a 412-px screen, nothing overlaps
    or is cut, and its shape suits a phone; every position has the same frame."""
    from bot.games.babel.render import draw_phone

    sizes = set()
    with ledger.recording():
        for s in positions.values():
            for locale in ("en", "el", "it"):
                img = draw_phone(GAME.view(s, None), GREEK, locale)
                assert ledger.problems(img, phone=True) == []
                assert ledger.phone_shape(img) == []
                sizes.add(img.size)
    assert len(sizes) == 1


def test_the_phone_picture_comes_first_and_differs_from_the_board(
    positions: dict[str, BabelState],
) -> None:
    v = GAME.view(positions["crowded"], None)
    phone, board = render_pair("babel", v, NAMES)
    assert phone is not None and phone != board
    assert png_image(phone).width < png_image(board).width
    crowded = GAME.view(positions["early"], None)
    assert render_phone("babel", crowded, NAMES) != phone


@pytest.mark.parametrize("locale", ["en", "el", "it"])
def test_the_picture_and_the_text_board_use_the_same_words(
    positions: dict[str, BabelState], locale: str
) -> None:
    """The stocks, the score and a player's marks are called the same in the picture and in
    the text board."""
    from bot.games.babel.text import render_babel
    from bot.render.base import t

    v = GAME.view(positions["early"], None)
    assert isinstance(v, BabelView)
    marked = v.model_copy(deep=True)
    marked.players[0].foundation = marked.players[0].migrated = True
    board = render_babel(marked, lambda seat: NAMES[seat], locale).casefold()
    for key in ("quarry", "deck", "discard", "score", "foundation", "migrated"):
        words = clean(t(f"render.babel.{key}", locale)).casefold()
        assert words in board, (key, words)
    for key in ("builder", "hand", "pile"):  # "Builder: {site}" and the like
        label = clean(t(f"render.babel.{key}", locale, site="", count="", size=""))
        assert label.split(":")[0].split("(")[0].strip().casefold() in board, key


def test_the_cached_layers_keep_nothing_of_a_position(positions: dict[str, BabelState]) -> None:
    """The static layers drawn once per language and players are copied, never drawn on:
    a picture is the same before and after other positions were drawn."""
    a, b = (GAME.view(positions[k], None) for k in ("early", "ended_final"))
    first = render_pair("babel", a, NAMES)
    render_pair("babel", b, NAMES)
    render_pair("babel", b, GREEK, "el")
    assert render_pair("babel", a, NAMES) == first


def test_the_png_keeps_the_picture_s_colours() -> None:
    """``to_png`` chooses its palette from a sample of the pixels: decoded again, each picture
    stays within a few shades of the drawing (the anti-aliased text with it), no pixel moves
    far from its colour, and the file stays a palette PNG of tens of kilobytes."""
    from PIL import Image, ImageChops

    from bot.render import _renderer, sample_views
    from bot.render.base import to_png

    renderer = _renderer("babel")
    drawings = []
    for view in sample_views(2, seed=4):
        if renderer.both is not None:
            drawings.extend(renderer.both(view, GREEK, "el"))
        else:
            drawings.append(renderer.board(view, GREEK, "el"))
    for drawing in drawings:
        drawn = drawing.convert("RGB")
        png = to_png(drawn)
        back = png_image(png)
        assert back.mode == "P" and len(png) < 120_000
        diff = ImageChops.difference(drawn, back.convert("RGB")).convert("L", (1 / 3,) * 3 + (0,))
        counts = diff.histogram()
        mean = sum(i * n for i, n in enumerate(counts)) / sum(counts)
        assert mean < 3.0
        assert max(i for i, n in enumerate(counts) if n) <= 32
    see_through = Image.new("RGBA", (40, 20), (0, 0, 0, 0))  # a see-through one keeps its alpha
    see_through.paste((200, 30, 30, 255), (10, 5, 30, 15))
    back = png_image(to_png(see_through)).convert("RGBA")
    assert back.getpixel((2, 2))[3] == 0 and back.getpixel((20, 10)) == (200, 30, 30, 255)
