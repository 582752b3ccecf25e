"""Antike Duellum's board image: real positions on both map sides render to PNGs of a fixed,
phone-friendly frame in every language, a seat's view draws exactly the spectator's image,
the map on its coastlines keeps every name apart, and the phone picture reads on a phone.

The game is imported directly (``rules.duellum``), not through the registry. Words are not
asserted: the image is checked for structure and for changing with what it shows.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any

import pytest

from bot.games.duellum.render.board import (
    MAP_X0,
    MAP_X1,
    MAP_Y,
    W,
    draw_phone,
    focus_regions,
    height,
    layout,
    phone_crop,
    phone_size,
)
from bot.render import has_renderer, ledger, render_board, render_focus, render_pair
from bot.render.base import width
from rules.duellum import GAME
from rules.duellum.state import DuellumState, Pending, PendingKind
from rules.duellum.view import DuellumView
from tests.bot.conftest import ALICE
from tests.bot.harness import Table, answer_of
from tests.bot.pictures import AWKWARD_NAMES, GREEK, ITALIAN, LOCALES, PNG, png_image, typed_view
from tests.bot.test_duellum_ui import open_duellum

NAMES = ("Ada", "Bob")
CAP = 6000


def play(
    side: str,
    seed: int,
    stop: Callable[[DuellumState, int], bool],
    special: bool = False,
) -> DuellumState:
    """Seeded random play from setup until ``stop`` holds, the game ends or ``CAP`` actions."""
    rng = random.Random(seed)
    options = GAME.options({"map": side, "special_units": special})
    s: DuellumState = GAME.setup(2, options, f"render-{side}-{seed}")
    steps = 0
    while GAME.outcome(s) is None and not stop(s, steps) and steps < CAP:
        (seat,) = GAME.active_seats(s)
        s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat))).state
        steps += 1
    return s


def ended(side: str) -> DuellumState:
    """A finished game: random play to the end, on the first seed that gets there."""
    for seed in range(8):
        s = play(side, seed, lambda s, n: False)
        if GAME.outcome(s) is not None:
            return s
    raise AssertionError(f"no random {side} game ended within {CAP} actions")


def view(s: DuellumState, seat: int | None = None) -> DuellumView:
    return typed_view(GAME, s, seat, DuellumView)


@pytest.fixture(scope="module")
def positions() -> dict[str, DuellumState]:
    out = {
        "west_start": play("west", 0, lambda s, n: True),
        "east_start": play("east", 0, lambda s, n: True),
        "west_mid": play("west", 1, lambda s, n: n >= 300),
        "east_mid": play("east", 1, lambda s, n: n >= 300),
        "west_special": play("west", 2, lambda s, n: n >= 300, special=True),
        "east_special": play("east", 2, lambda s, n: n >= 300, special=True),
        "pending": play("east", 3, lambda s, n: n > 20 and bool(s.pending)),
        "west_end": ended("west"),
        "east_end": ended("east"),
    }
    assert out["pending"].pending
    assert out["west_special"].special_units and out["east_special"].special_units
    for key in ("west_end", "east_end"):
        assert GAME.outcome(out[key]) is not None and out[key].winner is not None
    for key in ("west_mid", "east_mid"):
        assert GAME.outcome(out[key]) is None
    return out


def test_the_registry() -> None:
    assert has_renderer("duellum")


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(
    "which",
    [
        "west_start",
        "east_start",
        "west_mid",
        "east_mid",
        "west_special",
        "east_special",
        "pending",
        "west_end",
        "east_end",
    ],
)
def test_real_positions_render_to_a_phone_sized_png(
    positions: dict[str, DuellumState], which: str, locale: str
) -> None:
    s = positions[which]
    img = png_image(render_board("duellum", view(s), NAMES, locale))
    assert img.format == "PNG"
    assert img.width == W and 1100 <= img.width <= 1400
    assert img.height == height(s.side)
    assert 1400 <= img.height <= 2400


def test_each_side_has_one_frame(positions: dict[str, DuellumState]) -> None:
    sizes: dict[str, set[tuple[int, int]]] = {"west": set(), "east": set()}
    for s in positions.values():
        sizes[s.side].add(png_image(render_board("duellum", view(s), NAMES)).size)
    assert all(len(found) == 1 for found in sizes.values()), sizes


@pytest.mark.parametrize("seat", [0, 1])
def test_a_seat_view_draws_exactly_the_spectator_image(
    positions: dict[str, DuellumState], seat: int
) -> None:
    for s in positions.values():
        mine, spectator = view(s, seat), view(s)
        assert mine.viewer == seat and spectator.viewer is None
        assert render_board("duellum", mine, NAMES) == render_board("duellum", spectator, NAMES)


def test_different_positions_give_different_images(positions: dict[str, DuellumState]) -> None:
    pngs = {render_board("duellum", view(s), NAMES) for s in positions.values()}
    assert len(pngs) == len(positions)


def test_the_same_view_gives_the_same_bytes(positions: dict[str, DuellumState]) -> None:
    v = view(positions["east_mid"])
    assert render_board("duellum", v, NAMES, "el") == render_board("duellum", v, NAMES, "el")


def test_the_languages_draw_different_words(positions: dict[str, DuellumState]) -> None:
    v = view(positions["west_mid"])
    assert len({render_board("duellum", v, NAMES, loc) for loc in LOCALES}) == 3
    png_image(render_board("duellum", v, NAMES, "xx"))  # an unknown language reads as English


def test_every_pending_decision_shows(positions: dict[str, DuellumState]) -> None:
    v = view(positions["east_mid"])
    assert not v.pending
    plain = render_board("duellum", v, NAMES)
    city = next(iter(v.cities))
    decisions = [
        Pending(kind=PendingKind.FORTRESS, seat=1 - v.current, region=city),
        Pending(kind=PendingKind.CASUALTIES, seat=v.current, region=city, count=3),
        Pending(kind=PendingKind.PICK, seat=1 - v.current, count=1),
        Pending(kind=PendingKind.PICK, seat=1 - v.current, count=2),
        Pending(kind=PendingKind.COIN, seat=v.current),
    ]
    pngs = {plain}
    for p in decisions:
        for locale in LOCALES:
            png = render_board("duellum", v.model_copy(update={"pending": [p]}), NAMES, locale)
            png_image(png)
            if locale == "en":
                pngs.add(png)
    assert len(pngs) == len(decisions) + 1


def test_a_winner_shows(positions: dict[str, DuellumState]) -> None:
    s = positions["east_end"]
    v = view(s)
    assert v.winner is not None
    other = v.model_copy(update={"winner": 1 - v.winner})
    assert render_board("duellum", v, NAMES) != render_board("duellum", other, NAMES)


def test_special_units_show_on_the_map(positions: dict[str, DuellumState]) -> None:
    v = view(positions["west_special"])
    assert all(n.special is not None for n in v.nations)
    region = next(iter(v.cities))
    nations = [n.model_copy() for n in v.nations]
    nations[0].special_at = region
    placed = v.model_copy(update={"nations": nations})
    nations = [n.model_copy() for n in v.nations]
    nations[0].special_at = None
    waiting = v.model_copy(update={"nations": nations})
    assert render_board("duellum", placed, NAMES) != render_board("duellum", waiting, NAMES)


def test_crowded_holdings_still_render(positions: dict[str, DuellumState]) -> None:
    """Every know-how, many event cards, big counts, both kinds of units everywhere."""
    v = view(positions["east_mid"])
    crowded = v.model_copy(deep=True)
    for seat, n in enumerate(crowded.nations):
        n.knowhows = ["strata", "navigatio", "moneta", "commercium", "res_publica"]
        n.events = [*crowded.row, *crowded.discard, "celtiberian_mercenaries"] * 3
        n.marble, n.iron, n.gold, n.coins = 99, 99, 99, 30
        n.personages = {p: 9 for p in n.personages} or {}
        crowded.legions[seat] = {r: 12 for r in list(crowded.cities)[seat::2]}
        crowded.galleys[seat] = {r: 12 for r in list(crowded.cities)[seat::2]}
    assert render_board("duellum", crowded, NAMES) != render_board("duellum", v, NAMES)


@pytest.mark.parametrize("names", AWKWARD_NAMES)
def test_any_names_render(positions: dict[str, DuellumState], names: tuple[str, ...]) -> None:
    for which in ("pending", "west_end"):
        png_image(render_board("duellum", view(positions[which]), names))


def test_names_show_on_the_picture(positions: dict[str, DuellumState]) -> None:
    v = view(positions["west_start"])
    assert len({render_board("duellum", v, n) for n in (NAMES, GREEK, ITALIAN)}) == 3


def name_box(node: Any) -> tuple[float, float, float, float]:
    w = max(width(line, node.size, not node.sea) for line in node.lines)
    return (node.cx - w / 2, node.cy - node.half, node.cx + w / 2, node.cy + node.half)


def apart(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


@pytest.mark.parametrize("side", ["west", "east"])
def test_the_map_keeps_every_name_apart_and_inside(side: str) -> None:
    lay = layout(side)
    assert len(lay.nodes) >= 40
    for node in lay.nodes.values():
        x0, y0, x1, y1 = node.box
        assert x0 >= MAP_X0 and x1 <= MAP_X1, node.id
        assert y0 >= MAP_Y and y1 <= MAP_Y + lay.height, node.id
    for a, b in itertools.combinations(lay.nodes.values(), 2):
        assert apart(name_box(a), name_box(b)), (a.id, b.id)


@pytest.mark.parametrize(
    "which", ["west_start", "east_start", "west_mid", "east_mid", "pending", "east_end"]
)
def test_the_phone_picture_reads_on_a_phone(positions: dict[str, DuellumState], which: str) -> None:
    """Shown 412 px wide (a phone), every word of the phone picture is at least 11 px, as
    the layout ledger measures it (each word's font size against the picture's width), none
    overlaps another or runs off the edge; it is between 1:2 and 2:1, and it shows what the
    turn is about: the first focus region's name is on it."""
    v = view(positions[which])
    with ledger.recording():
        img = draw_phone(v, NAMES)
    assert ledger.problems(img, phone=True) == []
    assert ledger.phone_shape(img) == []
    assert img.size == phone_size(v.side)
    lay = layout(v.side)
    _, _, chosen, drawn = phone_crop(v, lay)
    words = {m.what for m in ledger.marks(img) if m.kind == "text"}
    assert len(drawn) >= 4
    if focus_regions(v):
        assert chosen and chosen[0] == focus_regions(v)[0] and chosen[0] in drawn
        assert lay.nodes[chosen[0]].lines[0] in words


@pytest.mark.parametrize("which", ["west_mid", "east_mid"])
def test_the_phone_picture_follows_the_turn(positions: dict[str, DuellumState], which: str) -> None:
    """A conquest waiting for a decision moves the crop to its city, wherever that is."""
    v = view(positions[which])
    lay = layout(v.side)
    _, _, _, quiet = phone_crop(v, lay)
    for city in sorted(v.cities):
        if city in quiet:
            continue  # already in the picture: look for one that is not
        p = Pending(kind=PendingKind.FORTRESS, seat=1 - v.current, region=city)
        busy = v.model_copy(update={"pending": [p]})
        assert focus_regions(busy)[0] == city
        assert city in phone_crop(busy, lay)[3]
        assert render_focus("duellum", busy, NAMES) != render_focus("duellum", v, NAMES)
        return
    pytest.skip("every city is already in the quiet crop")


def test_the_phone_pictures_have_one_size_per_side(positions: dict[str, DuellumState]) -> None:
    for side in ("west", "east"):
        sizes = {draw_phone(view(s), NAMES).size for s in positions.values() if s.side == side}
        assert sizes == {phone_size(side)}, sizes


def test_board_and_phone_from_one_call_match_the_single_pictures(
    positions: dict[str, DuellumState],
) -> None:
    v = view(positions["east_mid"])
    phone, board = render_pair("duellum", v, NAMES, "it")
    assert phone == render_focus("duellum", v, NAMES, "it")
    assert board == render_board("duellum", v, NAMES, "it")


@pytest.mark.parametrize("seat", [0, 1])
def test_a_seat_view_draws_exactly_the_spectator_focus(
    positions: dict[str, DuellumState], seat: int
) -> None:
    for s in positions.values():
        mine, spectator = view(s, seat), view(s)
        assert render_focus("duellum", mine, NAMES) == render_focus("duellum", spectator, NAMES)


async def test_the_bot_posts_the_crop_and_offers_the_board(table: Table) -> None:
    """The public message after a move carries the crop for phones (the embed's picture);
    the whole board, wider, is the "Full board" button's private answer."""
    match, start = await open_duellum(table)
    assert set(start.files) == {"phone.png"}
    assert start.files["phone.png"].startswith(PNG)
    crop = png_image(start.files["phone.png"])
    embeds = start.data.get("embeds") or []
    assert embeds[0]["image"]["url"] == "attachment://phone.png"
    board = answer_of(await table.click(ALICE, start, "f:", where=match.thread))
    assert board.ephemeral and set(board.files) == {"board.png"}
    assert crop.width < png_image(board.files["board.png"]).width
