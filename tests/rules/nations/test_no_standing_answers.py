"""README 34: Nations takes no standing answers. Its only questions out of turn are the event
choices, and each is asked about a card revealed that round, in reverse player order after
the answers before it; war and famine ask nothing."""

from __future__ import annotations

import pytest

from rules.nations import GAME
from rules.nations.actions import Choose
from rules.nations.view import NationsView
from tests.rules.nations.test_pay_or_last import _at_the_famine


@pytest.mark.rule("nations.events.no-standing-answers")
def test_an_event_choice_offers_only_its_own_answers_and_shows_the_ones_before() -> None:
    s, seat = _at_the_famine({"china": 5, "persia": 5, "rome": 5})
    legal = GAME.legal_actions(s, seat["rome"])
    assert legal and all(isinstance(a, Choose) for a in legal)  # nothing to set ahead
    s = GAME.apply(s, seat["rome"], Choose(option=1)).state
    assert GAME.active_seats(s) == {seat["persia"]}
    # Persia answers knowing Rome's answer, which an answer given ahead could not weigh
    view = GAME.view(s, seat["persia"])
    assert isinstance(view, NationsView)
    assert view.choice is not None and view.choice.picks == {seat["rome"]: 1}
