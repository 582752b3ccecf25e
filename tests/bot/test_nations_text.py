"""Nations as text: every card of the data says what it does in each language (made from the
effect vocabulary, no raw keys), the embed's fields stay within Discord's limits at five
players, and an event's choice names what each option does."""

from __future__ import annotations

import random

import pytest

from bot.app.gameui import ui_for
from bot.games.nations import text as text
from rules.games import get_game
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
def test_the_text_board_says_what_the_rival_added_to_its_military(locale: str) -> None:
    """[Solo variant] the rival's military added by a 5-6 roll this round is on the board."""
    s = GAME.setup(1, GAME.options(None), "rival")
    while s.solo is not None and s.solo.tile is None:
        s = GAME.apply(s, 0, GAME.legal_actions(s, 0)[0]).state
    assert s.solo is not None
    said = text.t(locale, "bot.nations.rival_military", count=4)
    lines = ui_for("nations").summary(GAME.view(s, None), ["Ada"], locale)
    assert not any(said in value for _, value in lines)
    s.solo.military = 4
    lines = ui_for("nations").summary(GAME.view(s, None), ["Ada"], locale)
    assert any(said in value for _, value in lines)


@pytest.mark.parametrize("locale", LOCALES)
def test_one_chooser_for_several_nations_is_said(locale: str) -> None:
    """[Notes on the cards] Fourth Crusade with five players: the strongest chooses for both
    of the two strongest (README 28); the board says the choice is for all of them."""
    s = GAME.setup(5, GAME.options(None), "crusade")
    s.phase, s.event = Phase.CHOICE, "fourth_crusade"
    s.choice = EventChoice(part=0, seats=[3, 1], by=3)
    said = text.choice_text(GAME.view(s, None), locale)
    assert said.endswith(text.t(locale, "bot.nations.choice_for_all", count=2))
    s.choice = EventChoice(part=0, seats=[3, 1])
    alone = text.choice_text(GAME.view(s, None), locale)  # each chooses for itself
    assert text.t(locale, "bot.nations.choice_for_all", count=2) not in alone


@pytest.mark.parametrize("locale", LOCALES)
def test_a_move_in_a_select_names_its_card_within_the_option_limit(locale: str) -> None:
    """A golden age bought for a point lists its payments: in Italian the description alone
    is near the 100 characters of a select option, and the card's name at its end was cut
    off. Every buy with a golden age in the row keeps the name, shortening the description."""
    from bot.games.nations.ui import OPTION_LABEL
    from rules.nations.actions import Buy

    cat = load_catalog()
    golden = [c.id for c in cat.decks[1] if str(c.kind) == "golden_age"]
    assert golden
    s = GAME.setup(2, GAME.options(None), "golden")
    while s.phase is not Phase.ACTIONS:
        seat = min(GAME.active_seats(s))
        s = GAME.apply(s, seat, GAME.legal_actions(s, seat)[0]).state
    s.row[0][0] = golden[0]
    p = s.seats[s.current]
    p.gold = p.stone = p.food = p.books = 3
    view = GAME.view(s, s.current)
    buys = [a for a in GAME.legal_actions(s, s.current) if isinstance(a, Buy) and a.row == 1]
    assert any(a.choice == "vp" for a in buys)
    ui = ui_for("nations")
    card = text.name(golden[0], locale)
    shortened: set[str] = set()
    for a in buys:
        if a.col != 1:
            continue
        label = ui.move_label(view, a, locale)
        assert len(label) <= OPTION_LABEL and label.endswith(f" · {card}"), label
        full = text.action_text(view, a, locale)  # the table has no limit
        if len(full) <= OPTION_LABEL:
            assert label == full
        else:
            head = label.removesuffix(f" · {card}")
            assert head.endswith("…") and full.startswith(head[:-1])
            shortened.add(a.choice)
    if locale == "it":
        assert "vp" in shortened, "the Italian point payment was expected to need shortening"
