# ruff: noqa: RUF001 - this file is about what players type: full-width digits, Greek
"""The shared reader of typed numbers and names (rules/core/words.py), and the notation
parsers that use it."""

from __future__ import annotations

import pytest

from rules.core import InvalidAction, Msg
from rules.core.words import Lexicon, fold, read_int, split_names
from rules.games import get_game
from service.i18n import LOCALES, render

BABEL, DUELLUM = get_game("babel"), get_game("duellum")


@pytest.mark.parametrize(
    ("text", "value"), [("3", 3), (" 007 ", 7), ("\uff13", 3), ("\uff11\uff12", 12), ("0", 0)]
)
def test_digits_and_full_width_digits_are_read(text: str, value: int) -> None:
    assert read_int(text, 0, 60) == value


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("²", "core.input.not_a_number"),
        ("①", "core.input.not_a_number"),
        ("\u0663", "core.input.not_a_number"),  # Arabic-Indic three
        ("-1", "core.input.not_a_number"),
        ("1.5", "core.input.not_a_number"),
        ("", "core.input.not_a_number"),
        ("61", "core.input.out_of_range"),
        ("9" * 5000, "core.input.out_of_range"),
    ],
)
def test_other_numbers_are_refused_with_the_range(text: str, key: str) -> None:
    with pytest.raises(InvalidAction) as exc:
        read_int(text, 1, 60)
    assert exc.value.msg.key == key
    for locale in LOCALES:
        said = render(exc.value.msg, locale)
        assert "60" in said and "{" not in said and len(said) < 200


def test_names_fold_case_accents_and_punctuation() -> None:
    assert fold("Μήδοι") == fold("ΜΗΔΟΙ") == fold("μηδοι")
    assert fold("Carthago_Nova") == fold("carthago nova") == "carthago nova"
    assert fold("Hannibal's March") == "hannibals march"


def test_several_words_split_between_names() -> None:
    region = Lexicon("region", {"carthago": ["Carthago"], "carthago_nova": ["Carthago Nova"]})
    unit = Lexicon("unit", {"legion": [], "galley": []})
    words = ["legion", "carthago", "nova", "carthago"]
    assert split_names(words, [unit, region, region]) == ["legion", "carthago_nova", "carthago"]
    with pytest.raises(InvalidAction) as exc:
        split_names(["carth"], [region])
    assert exc.value.msg.key == "core.input.ambiguous"
    assert "Carthago, Carthago Nova" in render(exc.value.msg)


def test_babel_reads_names_in_every_language() -> None:
    from bot.text.names import typed_names

    names = typed_names("babel")
    for text in ["move μηδοι", "move Medi", "move MEDES", "move med"]:
        assert BABEL.notation(BABEL.parse_notation(text, names)) == "move medes"
    discard = BABEL.parse_notation("discard 2 μηδοι, Persiani", names)
    assert BABEL.notation(discard) == "discard medes medes persians"
    persian = BABEL.parse_notation("power Balzo persiano ３ la pila dei templi del tuo", names)
    assert BABEL.notation(persian) == "power persians 3 rival"


def test_duellum_reads_map_names_fields_and_cards() -> None:
    from bot.text.names import typed_names

    names = typed_names("duellum")
    cases = {
        "move legion Carthago Nova roma": "move legion carthago_nova roma",
        "rondel militia": "rondel 4",
        "rondel 5 pay 2 σιδηρος": "rondel 5 pay iron,iron",
        "event θυελλα στον αθω region=aigaion pelagos": "event storm_at_athos region=aigaion",
        "develop res publica": "develop res_publica",
        "trade 3 oro 2 ferro": "trade gold,gold,gold iron,iron",
        "fortress ναι": "fortress yes",
    }
    for text, canonical in cases.items():
        assert DUELLUM.notation(DUELLUM.parse_notation(text, names)) == canonical, text
    with pytest.raises(InvalidAction) as exc:
        DUELLUM.parse_notation("casualties 99999999999999999999999999")
    assert exc.value.msg.key == "core.input.out_of_range"


def test_fluent_never_formats_a_huge_number() -> None:
    for locale in LOCALES:
        text = render(Msg.of("babel.action.power.sumerians", position=10**30), locale)
        assert "100000000000…" in text
        assert "…" in render(Msg.of("table.bad_choice", n=10**5000, max=3), locale)
