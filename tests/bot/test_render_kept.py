"""What the pictures keep between drawings changes nothing drawn: the fonts' kept bitmaps, the
parts pasted from ``static_part``, the crops cut from a whole map and every cache a game
keeps give the pictures they would be drawn from nothing."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFont

from bot.games.registry import front_end
from bot.render import ledger
from bot.render.base import BOLD, PAPER, font, static_part
from tests.bot.layout import NAMES, positions


def same(a: Image.Image, b: Image.Image) -> bool:
    return (
        a.size == b.size
        and ImageChops.difference(a.convert("RGB"), b.convert("RGB")).getbbox() is None
    )


def write(img: Image.Image, xy: tuple[float, float], words: str, f: ImageFont.FreeTypeFont,
          ink: tuple[int, int, int], stroke: int) -> None:  # fmt: skip
    ImageDraw.Draw(img).text(xy, words, font=f, fill=ink, stroke_width=stroke,
                             stroke_fill=(255, 255, 255))  # fmt: skip


def test_a_kept_bitmap_is_the_one_freetype_renders() -> None:
    """Words drawn with the kept font, at whole and fractional points, with and without a
    halo, are the pixels of Pillow's own font; drawn again (in another ink) they render
    nothing new."""
    plain = ImageFont.truetype(str(BOLD), 21, layout_engine=ImageFont.Layout.BASIC)
    kept = font(21, True)
    spots = [(10, 10), (30.5, 40.25), (50.75, 70.5)]
    for words in ("Ἀθῆναι", "Corinth 3", "Σπάρτη · score 12"):
        for stroke in (0, 3):
            want = Image.new("RGB", (320, 110), PAPER)
            got = Image.new("RGB", (320, 110), PAPER)
            for xy in spots:
                write(want, xy, words, plain, (20, 24, 33), stroke)
                write(got, xy, words, kept, (20, 24, 33), stroke)
            assert same(want, got), (words, stroke)
            rendered = kept.bitmaps
            write(got, spots[1], words, kept, (200, 0, 0), stroke)
            assert kept.bitmaps == rendered


def test_a_static_part_is_drawn_once_and_pasted_as_drawn_in_place() -> None:
    calls: list[int] = []

    def legend(d: ImageDraw.ImageDraw) -> None:
        calls.append(1)
        d.rectangle((12.5, 103.25, 60.75, 130.5), fill=(0, 114, 178), outline=(20, 24, 33))
        d.text((70.5, 104.75), "battle · Μάχη", font=font(17), fill=(20, 24, 33))

    box = (0, 100, 300, 140)
    in_place = Image.new("RGB", (300, 160), PAPER)
    legend(ImageDraw.Draw(in_place))
    for _ in range(3):
        img = Image.new("RGB", (300, 160), PAPER)
        static_part(img, box, ("test.legend", "el"), legend)
        assert same(img, in_place)
    assert len(calls) == 2  # once in place, once kept
    static_part(Image.new("RGB", (300, 160), PAPER), box, ("test.legend", "it"), legend)
    assert len(calls) == 3  # another key is drawn anew


def test_a_crop_cut_from_the_whole_map_shows_the_same_provinces() -> None:
    """Polis' phone crop cut from the whole map at its zoom shows each pixel's province
    as the crop drawn by itself does (but for a seam's width along the borders)."""
    from bot.games.polis.render.board import FOCUS_SPANS, focus_canvas
    from bot.games.polis.render.map import board_map, canvas, growth
    from bot.render.geo import MapCanvas

    reach, extra, reaches = growth()
    for span in FOCUS_SPANS:
        window = MapCanvas.snapped_window(board_map(), ["attike"], (600, 450), (span,),
                                          reach=reach, extra=extra, reaches=reaches)  # fmt: skip
        cut, drawn = focus_canvas(window), canvas(600, window)
        assert cut.whole is not None and drawn.whole is None
        a, b = cut._layers().codes, drawn._layers().codes
        assert a.size == b.size
        differ = ImageChops.difference(a, b).point(lambda v: 255 if v else 0).histogram()[255]
        assert differ / (a.width * a.height) < 0.03, (span, differ)


@pytest.mark.parametrize("game_id", ["antike", "babel", "duellum", "nations", "polis"])
def test_pictures_over_kept_parts_are_the_pictures_drawn_from_nothing(game_id: str) -> None:
    """Along consecutive positions (each drawn while the previous one's parts are kept), the
    phone picture equals the one drawn with every cache emptied: no kept part is stale."""
    fe = front_end(game_id)
    assert fe is not None
    r = fe.renderer()

    def phone(view: object, locale: str) -> Image.Image:
        if r.phone is not None:
            return r.phone(view, NAMES[:2], locale)  # type: ignore[arg-type]
        assert r.both is not None
        return r.both(view, NAMES[:2], locale)[1]  # type: ignore[arg-type]

    views = positions(game_id, 2, games=1, every=1, seed="kept")[:14]
    for i, view in enumerate(views):
        locale = ("en", "el")[i % 2]
        if i:
            phone(views[i - 1], locale)  # what the previous position kept
        kept = phone(view, locale)
        for clear in ledger.CACHE_CLEARERS:
            clear()
        assert same(kept, phone(view, locale)), (game_id, i, locale)
