"""Nations' board picture: every phase with 1 to 5 players renders in English, Greek and
Italian with every word from the catalogs and every character in the fonts; the decks' and
tiles' hidden order never changes a byte (a re-deal is checked to really re-deal); the row,
the event and a player's resources are drawn where they belong (the picture changes there
and only there when they change); the phone picture's smallest text, measured, reads at 11 px
or more on a 412-px phone and the picture stays between 1:2 and 2:1; seats differ by shape,
not colour alone."""

from __future__ import annotations

import io
import random
import unicodedata

import pytest
from PIL import Image, ImageChops, ImageDraw

from bot.games.nations.render.board import (
    FOCUS_LEAST,
    FOCUS_W,
    PHONE_W,
    W,
    board_box,
    board_with_pen,
    draw_board,
    focus_seat,
    focus_with_pen,
    height,
    row_box,
)
from bot.games.nations.render.parts import seat_shape
from bot.render import (
    has_renderer,
    render_board,
    render_focus,
    render_score_race,
    renderers,
)
from bot.render.base import PAPER, font, has_glyph
from rules.nations import GAME
from rules.nations.state import EventChoice, NationsState, Phase
from rules.nations.view import NationsView
from tests.rendering import FLUENT_ERROR, RAW_KEY

PNG = b"\x89PNG\r\n\x1a\n"
NAMES = ("Ada", "Ἀλέξανδρος", "Niccolò", "Zoë Ђурић", "Þórunn")
LOCALES = ("en", "el", "it")


def view(s: NationsState, seat: int | None = None) -> NationsView:
    v = GAME.view(s, seat)
    assert isinstance(v, NationsView)
    return v


def options(players: int) -> object:
    return GAME.options({"cards": "expert"} if players == 5 else None)


def play(players: int, seed: int) -> dict[str, NationsState]:
    """A seeded game to its end (random seats; the heuristic plays the solo game), keeping
    the first position of each phase and one from the second half of the game."""
    rng = random.Random(seed)
    s = GAME.setup(players, options(players), f"render-nations-{players}-{seed}")
    seen: dict[str, NationsState] = {}
    while True:
        seen.setdefault(s.phase.value, s)
        if s.phase is Phase.ACTIONS and s.round >= 5:
            seen.setdefault("late", s)
        if GAME.outcome(s) is not None:
            return seen
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        policy = GAME.ais["heuristic" if players == 1 else "random"]
        s = GAME.apply(s, seat, policy(view(s, seat), legal, rng)).state


def with_event_offer(s: NationsState) -> NationsState:
    """Machiavelli's moment (README 27): two event cards of the age shown, one to keep."""
    out = s.model_copy(deep=True)
    deck = out.event_decks[(out.round + 1) // 2 - 1]
    out.phase, out.event, out.event_offer = Phase.EVENT_PICK, None, [deck.pop(), deck.pop()]
    return out


def with_choice(s: NationsState) -> NationsState:
    """An event part waiting for every nation's answer (README 24)."""
    out = s.model_copy(deep=True)
    out.phase = Phase.CHOICE
    out.choice = EventChoice(part=0, seats=list(range(out.players)), picks={0: 1})
    return out


@pytest.fixture(scope="module")
def positions() -> dict[int, dict[str, NationsState]]:
    out = {}
    for players in range(1, 6):
        seen = play(players, players)
        late = seen.get("late", seen["actions"])
        if players > 1:
            seen.setdefault("event_pick", with_event_offer(late))
            seen.setdefault("choice", with_choice(late))
        out[players] = seen
    for players in range(2, 6):
        assert {p.value for p in Phase} <= set(out[players]), sorted(out[players])
    assert {"growth", "actions", "over"} <= set(out[1])
    return out


def png_image(data: bytes) -> Image.Image:
    assert data.startswith(PNG)
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def test_the_registry_draws_a_board_a_focus_and_a_score_race() -> None:
    assert has_renderer("nations")
    r = renderers()["nations"]
    assert r.phone is not None and r.history is not None


def drawable(text: str) -> bool:
    return all(ch.isspace() or unicodedata.category(ch) == "Cf" or has_glyph(ch) for ch in text)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("locale", LOCALES)
def test_every_phase_renders_with_every_word_and_glyph(
    positions: dict[int, dict[str, NationsState]], players: int, locale: str
) -> None:
    names = NAMES[:players]
    for phase, s in positions[players].items():
        v = view(s)
        for pen, size in ((board_with_pen(v, names, locale), (W, height(players))),
                          (focus_with_pen(v, names, locale), None)):  # fmt: skip
            if size is not None:
                assert pen.img.size == (W, height(players, locale))
            else:
                assert pen.img.width == FOCUS_W
            assert len(pen.texts) > 40, phase
            for words in pen.texts:
                assert not RAW_KEY.search(words), (phase, words)
                cleaned = "".join(ch for ch in words if unicodedata.category(ch) != "Cf")
                assert not FLUENT_ERROR.search(cleaned), (phase, words)
                assert drawable(words), (phase, words)
        assert render_board("nations", v, names, locale).startswith(PNG)
        assert (render_focus("nations", v, names, locale) or b"").startswith(PNG)


def test_names_and_card_names_are_in_the_pictures_language(
    positions: dict[int, dict[str, NationsState]],
) -> None:
    s = positions[3]["late"]
    first = next(c for c in s.row[0] if c)
    from rules.nations.catalog import load_catalog

    name = load_catalog().card(first).name
    for locale in LOCALES:
        texts = " ".join(board_with_pen(view(s), NAMES[:3], locale).texts)
        assert getattr(name, locale).split()[0] in texts
        assert "Ἀλέξανδρος" in texts and "Niccolò" in texts


def test_each_seats_chosen_level_is_on_its_board(
    positions: dict[int, dict[str, NationsState]],
) -> None:
    """README 3: every player chooses a level with the board; each board says which, in the
    picture's language, on the whole board and on the phone picture."""
    from bot.app.i18n import tr

    s = positions[3]["late"].model_copy(deep=True)
    for p, level in zip(s.seats, ("emperor", "chieftain", "king"), strict=True):
        p.level = level
    for locale in LOCALES:
        words = {tr(locale, f"nations.level.{lv}") for lv in ("emperor", "chieftain", "king")}
        for pen in (board_with_pen(view(s), NAMES[:3], locale),
                    focus_with_pen(view(s, 1), NAMES[:3], locale)):  # fmt: skip
            texts = " ".join(pen.texts)
            shown = {w for w in words if w in texts}
            assert shown == words or (pen.img.width == FOCUS_W and shown), (locale, shown)


def test_the_hidden_order_never_shows(positions: dict[int, dict[str, NationsState]]) -> None:
    """Re-dealing the progress decks, event decks and solo tiles (and the seed) changes no
    byte of the board or the phone picture; every seat's view draws the spectator's picture."""
    for players, phase in ((3, "late"), (5, "growth"), (1, "actions"), (4, "event_pick")):
        s = positions[players][phase]
        board = render_board("nations", view(s), NAMES[:players])
        focus = render_focus("nations", view(s), NAMES[:players])
        changed = 0
        for k in range(4):
            other = GAME.scramble_hidden(s, None, f"re-deal-{k}")
            changed += other.decks != s.decks or other.event_decks != s.event_decks
            if s.solo is not None and other.solo is not None:
                changed += other.solo.tiles != s.solo.tiles
            assert render_board("nations", view(other), NAMES[:players]) == board
            assert render_focus("nations", view(other), NAMES[:players]) == focus
        assert changed  # the re-deal really moved hidden cards, so the check can fail
        for seat in range(players):
            assert render_board("nations", view(s, seat), NAMES[:players]) == board


def diff_box(a: NationsState, b: NationsState) -> tuple[int, int, int, int] | None:
    """Where the whole boards of two positions differ (drawn before the PNG's palette, which
    shifts with the content)."""
    names = NAMES[: a.players]
    return ImageChops.difference(draw_board(view(a), names), draw_board(view(b), names)).getbbox()


def inside(small: tuple[int, int, int, int] | None, big: tuple[float, ...]) -> bool:
    assert small is not None, "the picture did not change"
    return (small[0] >= big[0] and small[1] >= big[1] and small[2] <= big[2] + 1
            and small[3] <= big[3] + 1)  # fmt: skip


def test_the_row_is_drawn_in_its_place(positions: dict[int, dict[str, NationsState]]) -> None:
    s = positions[4]["late"]
    age = (s.round + 1) // 2
    other = s.model_copy(deep=True)
    spare = next(c for c in other.decks[age - 1] if c not in other.row[0])
    col = next(i for i, c in enumerate(other.row[0]) if c)
    other.row[0][col] = spare
    assert inside(diff_box(s, other), row_box())
    emptied = s.model_copy(deep=True)
    emptied.row[2][col] = None if emptied.row[2][col] else spare
    assert inside(diff_box(s, emptied), row_box())
    assert render_focus("nations", view(other), NAMES[:4]) != render_focus(
        "nations", view(s), NAMES[:4]
    )


@pytest.mark.parametrize("resource", ["gold", "stone", "food", "books"])
def test_a_players_resources_are_drawn_on_their_board(
    positions: dict[int, dict[str, NationsState]], resource: str
) -> None:
    s = positions[3]["late"]
    seat = next(i for i in range(3) if i != focus_seat(view(s)))
    richer = s.model_copy(deep=True)
    setattr(richer.seats[seat], resource, getattr(s.seats[seat], resource) + 7)
    assert inside(diff_box(s, richer), board_box(seat))
    # the phone picture shows the seat to act, and only that seat
    assert render_focus("nations", view(richer), NAMES[:3]) == render_focus(
        "nations", view(s), NAMES[:3]
    )
    acting = focus_seat(view(s))
    richer.seats[acting].gold += 5
    assert render_focus("nations", view(richer), NAMES[:3]) != render_focus(
        "nations", view(s), NAMES[:3]
    )


def test_the_event_and_the_war_are_drawn(positions: dict[int, dict[str, NationsState]]) -> None:
    s = positions[2]["late"]
    assert s.event is not None
    other = s.model_copy(deep=True)
    age = (s.round + 1) // 2
    other.event = next(e for e in other.event_decks[age - 1] if e != s.event)
    changed = diff_box(s, other)
    assert changed is not None and changed[0] >= row_box()[2] and changed[3] <= row_box()[3]


def test_the_phone_picture_reads_at_11_px_and_keeps_its_shape(
    positions: dict[int, dict[str, NationsState]],
) -> None:
    """The smallest text drawn in the phone picture, shown 412 px wide, is 11 px or more
    (sizes as drawn, after any shrinking to fit; and the font's real height at that size),
    and the picture is between 1:2 and 2:1 so a channel's preview does not shrink it to a
    strip."""
    from bot.render.ledger import MIN_PHONE_PX as LEAST_ON_PHONE

    scale = PHONE_W / FOCUS_W
    assert FOCUS_LEAST * scale >= LEAST_ON_PHONE
    for players, seen in positions.items():
        for s in seen.values():
            for locale in LOCALES:
                pen = focus_with_pen(view(s), NAMES[:players], locale)
                assert min(pen.sizes) * scale >= LEAST_ON_PHONE, (players, s.phase, locale)
                w, h = pen.img.size
                assert 0.5 <= w / h <= 2, (players, s.phase, locale, pen.img.size)
                # nothing runs off the bottom: the picture ends in a blank strip of paper
                assert pen.img.crop((0, h - 6, w, h)).getcolors() == [(w * 6, PAPER)]
    ascent, descent = font(FOCUS_LEAST, True).getmetrics()
    assert (ascent + descent) * scale >= LEAST_ON_PHONE


def test_the_whole_board_would_not_read_on_a_phone(
    positions: dict[int, dict[str, NationsState]],
) -> None:
    """Why the phone picture exists: the whole board's small text falls under 12 px."""
    pen = board_with_pen(view(positions[5]["late"]), NAMES)
    assert min(pen.sizes) * PHONE_W / W < 11


def test_the_score_race_follows_the_rounds(positions: dict[int, dict[str, NationsState]]) -> None:
    s = positions[3]["over"]
    assert len(s.history) >= 2
    assert (render_score_race("nations", view(s), NAMES[:3]) or b"").startswith(PNG)


def test_seats_differ_by_shape_not_colour_alone() -> None:
    """Drawn in one colour and without their numbers, the five seats' marks still differ."""

    def outline(seat: int) -> bytes:
        img = Image.new("RGB", (60, 60), (255, 255, 255))
        seat_shape(ImageDraw.Draw(img), 30, 30, 20, seat, (128, 128, 128))
        return img.convert("L").point(lambda p: 255 if p < 250 else 0).tobytes()

    assert len({outline(seat) for seat in range(5)}) == 5


def test_the_solo_rival_has_a_board_of_its_own(
    positions: dict[int, dict[str, NationsState]],
) -> None:
    """Beside the player's board, the rival's: its books change it, not the player's."""
    s = positions[1]["actions"]
    assert s.solo is not None and s.solo.tile is not None
    other = s.model_copy(deep=True)
    assert other.solo is not None
    other.solo.books += 5
    a, b = draw_board(view(s), NAMES[:1]), draw_board(view(other), NAMES[:1])

    def part(img: Image.Image, seat: int) -> bytes:
        return img.crop(board_box(seat)).tobytes()

    assert part(a, 1) != part(b, 1)
    assert part(a, 0) == part(b, 0)


def test_the_rivals_added_military_shows_beside_its_tile(
    positions: dict[int, dict[str, NationsState]],
) -> None:
    """[Solo variant] a 5-6 roll adding military to the rival is public: its board and the
    round's table show the total and the addition (``8 (+3)``), the player's board not."""
    from bot.games.nations.render.table import rival_military

    s = positions[1]["actions"]
    assert s.solo is not None and s.solo.tile is not None
    other = s.model_copy(deep=True)
    assert other.solo is not None
    other.solo.military = 3
    a, b = draw_board(view(s), NAMES[:1]), draw_board(view(other), NAMES[:1])
    assert a.crop(board_box(1)).tobytes() != b.crop(board_box(1)).tobytes()
    assert a.crop(board_box(0)).tobytes() == b.crop(board_box(0)).tobytes()
    assert (rival_military(5, 3), rival_military(None, 2), rival_military(None, 0)) == (
        "8 (+3)",
        "2 (+2)",
        "\u2013",
    )


def test_the_event_part_awaiting_answers_is_marked(
    positions: dict[int, dict[str, NationsState]],
) -> None:
    """With an event part waiting for the nations' choices, that part is marked in the
    round's table (beside the row), and marking the other part changes only the table."""
    s = positions[3]["choice"]
    assert s.choice is not None and s.event is not None
    other = s.model_copy(deep=True)
    assert other.choice is not None
    other.choice.part = 1 - s.choice.part
    changed = diff_box(s, other)
    assert changed is not None and changed[0] >= row_box()[2] and changed[3] <= row_box()[3]


def test_strategos_bench_reports_nations() -> None:
    """``strategos bench`` gives Nations' engine, legal-action, heuristic-AI and picture
    times like every other game's (a short run: one random and one heuristic game)."""
    from bench.run import game_figures

    figures = game_figures("nations", 2, 2)
    assert figures["actions"] > 50 and figures["state_bytes"] > 1000
    for key in ("engine_apply", "legal_actions", "heuristic_ai", "render_board"):
        assert figures[key]["p50_ms"] > 0, key


def test_owners_and_resources_are_told_apart_without_colour() -> None:
    """Every seat carries its own shape and number, every resource and track icon its own
    shape, so the pairs whose colours run together in greyscale or under deuteranopia still
    differ (``bot.render.vision.untold``)."""
    from bot.games.nations.render.parts import ICON_COLOURS, ICON_SHAPES, SEAT_SHAPES, seat_colour
    from bot.render.vision import confusable, untold

    seats = {f"seat {i + 1}": seat_colour(i) for i in range(5)}
    marks = {f"seat {i + 1}": f"{SEAT_SHAPES[i]} {i + 1}" for i in range(5)}
    assert untold(seats, marks) == []
    assert untold(ICON_COLOURS, ICON_SHAPES) == []
    # the check can fail: military and raid share a colour, only their shapes differ
    assert ("military", "raid") in confusable(ICON_COLOURS)
    assert untold(ICON_COLOURS, {k: "" for k in ICON_COLOURS})


def test_the_seat_marks_stay_distinct_in_grey_and_for_deuteranopia(
    positions: dict[int, dict[str, NationsState]],
) -> None:
    """On a drawn 5-player board, each seat's mark (found where the drawing noted it) keeps
    its number readable on its fill and differs from every other mark, in greyscale and as a
    reader with deuteranopia sees it."""
    from bot.render import ledger
    from bot.render.vision import as_deutan, as_grey

    with ledger.recording():
        img = draw_board(view(positions[5]["late"]), NAMES)
        seats = [m.box for m in ledger.marks(img) if m.what == "seat"]
    heads = sorted(seats, key=lambda b: (b[1], b[0]))[:5]  # the boards' own marks
    assert len(heads) == 5
    for seen in (as_grey(img), as_deutan(img)):
        grey = seen.convert("L")
        shapes = []
        for box in heads:
            crop = grey.crop((round(box[0]), round(box[1]), round(box[2]), round(box[3])))
            low, high = (int(v) for v in crop.getextrema())  # type: ignore[arg-type]
            assert high - low >= 100  # the number stands out of the mark's fill
            mid = (low + high) // 2
            shapes.append(crop.resize((24, 24)).point(lambda p, m=mid: 255 if p > m else 0))
        bits = [s.tobytes() for s in shapes]
        assert len(set(bits)) == 5


def test_the_row_speaks_the_notations_numbers(
    positions: dict[int, dict[str, NationsState]],
) -> None:
    """``buy ROW COL`` counts rows from the top and columns from the left: the picture labels
    each row with that number in the text board's word for it ("Row 1 (3 gold): 1. …") and
    each card with its column, in every language."""
    from bot.games.nations.text import row_lines
    from bot.render.base import t

    s = positions[5]["late"]
    columns = len(s.row[0])
    for locale in LOCALES:
        for pen in (board_with_pen(view(s), NAMES, locale), focus_with_pen(view(s), NAMES, locale)):
            word = t("render.nations.row_word", locale)
            texts = pen.texts
            starts = [i for i, w in enumerate(texts) if w == word]
            assert [texts[i + 1] for i in starts] == ["1", "2", "3"]  # the number follows
            assert all(str(c) in texts for c in range(1, columns + 1))
            for r, line in enumerate(row_lines(view(s), locale), start=1):
                assert line.startswith(f"{word} {r} ")
