"""The layout check finds what a reader would see wrong, however the picture was put
together: words drawn on a panel pasted later, on a cached layer, cropped or scaled."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.render import ledger
from bot.render.base import badge, font, text


def _words(img: Image.Image) -> list[str]:
    return [m.what for m in ledger.marks(img) if m.kind == "text"]


def test_nothing_is_noted_when_not_recording() -> None:
    img = Image.new("RGB", (200, 100), "white")
    ImageDraw.Draw(img).text((10, 10), "Roma", font=font(20))
    assert ledger.marks(img) == []


def test_overlapping_words_are_found_even_when_drawn_with_pillow_directly() -> None:
    with ledger.recording():
        img = Image.new("RGB", (300, 100), "white")
        d = ImageDraw.Draw(img)
        d.text((10, 10), "Alexandria", font=font(20))
        d.text((40, 15), "Pelusium", font=font(20))
        d.text((10, 60), "Gaza", font=font(20))
        found = ledger.problems(img)
    assert len(found) == 1 and "Alexandria" in found[0] and "Pelusium" in found[0]


def test_words_on_a_pasted_panel_land_where_the_panel_goes() -> None:
    with ledger.recording():
        page = Image.new("RGB", (400, 200), "white")
        text(ImageDraw.Draw(page), (110, 110), "Tyros", 20)
        panel = Image.new("RGB", (120, 60), "white")
        text(ImageDraw.Draw(panel), (5, 5), "Sidon", 20)
        page.paste(panel.copy(), (100, 100))  # the opaque panel hides Tyros under it
        marks = ledger.marks(page)
        assert [m.what for m in marks] == ["Sidon"]
        assert marks[0].box[0] >= 105 and marks[0].box[1] >= 105
        page.paste(panel, (380, 150))  # half off the page
        assert any("cut by the edge" in p for p in ledger.problems(page))


def test_a_marker_over_a_word_is_found_and_a_count_inside_its_chip_is_not() -> None:
    with ledger.recording():
        img = Image.new("RGB", (300, 120), "white")
        d = ImageDraw.Draw(img)
        text(d, (20, 20), "Damascus", 20)
        badge(d, (60, 15), "3", 18, (0, 114, 178))  # a badge on the name: its "3" is inside it
        found = ledger.problems(img)
    covered = [p for p in found if p.startswith("marker covers")]
    assert len(covered) == 1 and "badge 3" in covered[0] and "Damascus" in covered[0]


def test_crops_and_scaling_carry_the_boxes_and_the_phone_size() -> None:
    with ledger.recording():
        img = Image.new("RGB", (1240, 600), "white")
        d = ImageDraw.Draw(img)
        text(d, (700, 300), "Byzantium", 20)
        text(d, (10, 10), "Gades", 20)
        crop = img.crop((600, 200, 1000, 500))
        assert _words(crop) == ["Byzantium"]
        assert ledger.problems(crop, phone=True) == []  # 20 px at 400 wide: 20.6 px on a phone
        assert any("too small" in p for p in ledger.problems(img, phone=True))  # 6.6 px
        half = img.resize((620, 300))
        box = next(m for m in ledger.marks(half) if m.what == "Byzantium")
        assert 345 <= box.box[0] <= 355 and box.size == 10
    assert ledger.marks(Image.new("RGB", (1, 1))) == []


def test_the_phone_shape() -> None:
    assert ledger.phone_shape(Image.new("RGB", (600, 1822)))
    assert ledger.phone_shape(Image.new("RGB", (824, 900))) == []
