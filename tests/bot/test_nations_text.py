"""Nations as text: every card of the data says what it does in each language (made from the
effect vocabulary, no raw keys), the embed's fields stay within Discord's limits at five
players, and an event's choice names what each option does."""

from __future__ import annotations

import random

import pytest

from bot.app.gameui import ui_for
from bot.text import nations as text
from rules.core import get_game
from rules.nations.catalog import load_catalog
from rules.nations.state import EventChoice, Phase

GAME = get_game("nations")
LOCALES = ("en", "el", "it")


def every_card() -> list[str]:
    cat = load_catalog()
    return [c.id for deck in cat.decks.values() for c in deck]


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_says_what_it_does(locale: str) -> None:
    for cid in every_card():
        line = text.effect_text(cid, locale)
        assert line, cid
        assert "bot." not in line and "nations." not in line and "{" not in line, (cid, line)
        assert text.name(cid, locale) != cid  # a name of its own in each language


def test_effects_read_the_data() -> None:
    """A few cards, each a different part of the vocabulary: a static value with a trigger
    on a condition, a modifier, a choice of resources for a price, a wonder's costs."""
    from rules.nations.cards import WonderCard

    assert text.effect_text("saint_augustine", "en") == (
        "+1 stability; in production: +2 books if it has the most stability"
    )
    assert text.effect_text("genghis_khan", "it") == (
        "+3 forza militare, -1 stabilità; le battaglie danno 3 in più"
    )
    assert "5 βιβλία ή τροφή ή πέτρα" in text.effect_text("piazza_san_marco", "el")
    wonder = next(c for c in load_catalog().decks[1] if isinstance(c, WonderCard))
    costs = "/".join(map(str, wonder.build_costs))
    assert f"architects cost {costs} stone" in text.effect_text(wonder.id, "en")
    assert f"{wonder.vp} VP" in text.effect_text(wonder.id, "en")


def test_the_summary_fits_discord_at_five_players() -> None:
    ui = ui_for("nations")
    s = GAME.setup(5, GAME.options(None), "fields")
    rng = random.Random(5)
    for step in range(400):
        if GAME.outcome(s) is not None:
            break
        if step % 20 == 0:
            for locale in LOCALES:
                fields = ui.summary(GAME.view(s, None), ["Ἀλέξανδρος"] * 5, locale)
                assert len(fields) <= 25
                assert all(len(n) <= 256 and 0 < len(v) <= 1024 for n, v in fields)
                assert sum(len(n) + len(v) for n, v in fields) < 6000 - 300
                hand = ui.hand_text(GAME.view(s, 0), locale) or ""
                assert len(hand) <= 1800
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        s = GAME.apply(s, seat, GAME.ais["random"](GAME.view(s, seat), legal, rng)).state


def test_an_event_choice_lists_its_options_as_buttons() -> None:
    cat = load_catalog()
    event = next(e for e in cat.events if any(p.alternatives or p.optional for p in e.events))
    part = next(i for i, p in enumerate(event.events) if p.alternatives or p.optional)
    s = GAME.setup(2, GAME.options(None), "choice")
    s.phase, s.event = Phase.CHOICE, event.id
    s.choice = EventChoice(part=part, seats=[0, 1])
    view = GAME.view(s, None)
    options = text.choice_options(view, "en")
    effect = event.events[part]
    assert len(options) == 1 + len(effect.alternatives) + (1 if effect.optional else 0)
    buttons = ui_for("nations").board_buttons(view, "el")
    assert [b.move for b in buttons] == [f"choose {o}" for o, _ in options]
    assert all(b.enabled and not b.menu for b in buttons)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_long_move_label_keeps_the_card_it_is_about(locale: str) -> None:
    """A golden age's payment is a long sentence (in Greek over a menu's 100 characters):
    the card comes first, so Discord's clipping at the end leaves it named."""
    from rules.nations.actions import Buy

    cat = load_catalog()
    ages = [c for deck in cat.decks.values() for c in deck if c.kind == "golden_age"]
    golden = max(ages, key=lambda c: len(text.name(c.id, "el")))
    s = GAME.setup(2, GAME.options(None), "golden")
    while s.phase is not Phase.ACTIONS:
        seat = min(GAME.active_seats(s))
        s = GAME.apply(s, seat, GAME.legal_actions(s, seat)[0]).state
    seat = s.current
    p = s.seats[seat]
    p.gold, p.stone, p.food, p.books = 10, 10, 10, 10
    s.row[0][0] = golden.id
    view = GAME.view(s, seat)
    pays = [
        a
        for a in GAME.legal_actions(s, seat)
        if isinstance(a, Buy) and (a.row, a.col) == (1, 1) and a.choice == "vp"
    ]
    assert pays
    for a in pays:
        label = text.action_text(view, a, locale)
        assert label[:100].startswith(f"{text.name(golden.id, locale)} · ")
