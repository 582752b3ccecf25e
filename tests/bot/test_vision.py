"""The colour-vision checks: which colours run together in greyscale or with deuteranopia."""

from __future__ import annotations

from PIL import Image

from bot.render.vision import as_deutan, as_grey, confusable, deutan, grey, untold


def test_red_and_green_run_together_under_deuteranopia_but_not_black_and_white() -> None:
    assert confusable({"red": (200, 60, 40), "green": (90, 140, 40)}) == {("green", "red")}
    assert confusable({"black": (0, 0, 0), "white": (255, 255, 255)}) == set()
    assert grey((255, 255, 255)) == 255 and deutan((0, 0, 0)) == (0, 0, 0)


def test_a_letter_tells_apart_what_colour_no_longer_does() -> None:
    colours = {"a": (200, 60, 40), "b": (90, 140, 40)}
    assert untold(colours, {"a": "R", "b": "R"})
    assert untold(colours, {"a": "R", "b": "G"}) == []


def test_the_simulated_pictures_keep_their_size() -> None:
    img = Image.new("RGB", (30, 20), (213, 94, 0))
    assert as_grey(img).size == as_deutan(img).size == (30, 20)
    assert as_deutan(img).getpixel((0, 0)) == deutan((213, 94, 0))
