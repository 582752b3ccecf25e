"""[Fine del round] projects, supply and famine, growth, megalopolis, conservation (the
summary's own example), phoros; then [Preparativi per il prossimo round]."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.polis import GAME
from rules.polis.state import PolisState
from tests.rules.polis.scenario import ATHENS, SPARTA, act, fresh


def to_round_end(s: PolisState) -> PolisState:
    """Both players pass: Athens (to play) first, then Sparta."""
    s = act(s, ATHENS, "pass")
    return act(s, SPARTA, "pass")


def answer_all(s: PolisState, choice: dict[str, str] | None = None) -> PolisState:
    """Answer the end-of-round questions: no growth, no phoros (unless ``choice`` says)."""
    choice = choice or {}
    while s.pending is not None:
        pd = s.pending
        text = choice.get(
            pd.kind, {"growth": "done", "phoros": "phoros 0", "famine": "feed"}[pd.kind]
        )
        s = act(s, pd.seat, text)
    return s


def fed(s: PolisState) -> None:
    for p in s.players:
        p.resources["wheat"] = 30


@pytest.mark.rule("polis.round.supply")
def test_supply_pays_one_wheat_per_cube() -> None:
    s = fresh()
    fed(s)
    s.players[ATHENS].resources["wheat"] = 10
    need = sum(c.population for c in s.poleis.values() if c.owner == ATHENS)
    s = to_round_end(s)
    assert s.pending is not None and s.pending.kind == "growth"
    assert s.players[ATHENS].resources["wheat"] == 10 - need


@pytest.mark.rule("polis.round.conservation", "polis.round.order")
def test_conservation_halves_oil_wine_and_wheat_rounding_up() -> None:
    """The summary's example: 3 oil, 5 wine and 7 wheat become 2, 3 and 4."""
    s = fresh()
    fed(s)
    s = to_round_end(s)
    # stop at the first growth question and set the stores the summary's example uses
    assert s.pending is not None
    s.players[ATHENS].resources.update(oil=3, wine=5, wheat=7)
    s.players[SPARTA].resources.update(oil=3, wine=5, wheat=7)
    s = act(s, s.pending.seat, "done")
    assert s.pending is not None and s.pending.kind == "growth"
    s = act(s, s.pending.seat, "done")
    for p in s.players:
        assert (p.resources["oil"], p.resources["wine"], p.resources["wheat"]) == (2, 3, 4)


@pytest.mark.rule("polis.round.shortfall")
def test_a_shortfall_is_paid_with_prestige_or_with_a_polis() -> None:
    s = fresh()
    fed(s)
    s.players[ATHENS].resources["wheat"] = 4  # needs 6
    s.players[ATHENS].prestige = 5
    s = to_round_end(s)
    assert s.pending is not None and s.pending.kind == "famine" and s.pending.shortfall == 2
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "grow athinai")
    assert exc.value.msg.key == "polis.error.famine_first"
    paid = act(s, ATHENS, "feed")
    assert paid.players[ATHENS].prestige == 3
    given = act(s, ATHENS, "abandon chios")  # 2 cubes: the shortfall is met
    assert given.poleis["chios"].owner is None and given.players[ATHENS].prestige == 5
    assert given.pending is None or given.pending.kind != "famine"


@pytest.mark.rule("polis.round.shortfall")
def test_the_capital_is_never_given_up() -> None:
    s = fresh()
    fed(s)
    s.players[ATHENS].resources["wheat"] = 0
    s = to_round_end(s)
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "abandon athinai")
    assert exc.value.msg.key == "polis.error.capital"


@pytest.mark.rule("polis.round.growth")
def test_growth_adds_cubes_for_wheat_within_the_growth_and_the_maximum() -> None:
    s = fresh()
    fed(s)
    s = to_round_end(s)
    assert s.pending is not None and s.pending.seat == ATHENS
    s = act(s, ATHENS, "grow chalkis")  # growth 1, max 4
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "grow chalkis")
    assert exc.value.msg.key == "polis.error.growth_max"
    assert s.poleis["chalkis"].population == 2


@pytest.mark.rule("polis.round.megalopolis", "polis.round.order")
def test_megalopolis_gives_a_prestige_per_polis_above_its_base() -> None:
    s = fresh()
    fed(s)
    s = to_round_end(s)
    p = s.players[ATHENS].prestige
    s = act(s, ATHENS, "grow chalkis")
    s = act(s, ATHENS, "grow athinai")
    s = act(s, ATHENS, "done")
    s = act(s, SPARTA, "done")
    assert s.players[ATHENS].prestige == p + 2


@pytest.mark.rule("polis.round.phoros")
def test_phoros_turns_prestige_into_silver() -> None:
    s = fresh()
    fed(s)
    s.players[ATHENS].prestige = 6
    s = to_round_end(s)
    s = act(s, ATHENS, "done")
    s = act(s, SPARTA, "done")
    assert s.pending is not None and s.pending.kind == "phoros" and s.pending.seat == ATHENS
    silver = s.players[ATHENS].resources["silver"]
    s = act(s, ATHENS, "phoros 2")
    assert s.players[ATHENS].prestige == 4
    assert s.players[ATHENS].resources["silver"] == silver + 2


@pytest.mark.rule("polis.next-round.prepare", "polis.round.stacking", "polis.turn.first-player")
def test_the_next_round_clears_tribute_brings_merchants_home_and_deals_anew() -> None:
    s = fresh()
    fed(s)
    s = act(s, ATHENS, "collect attike")
    s = act(s, ATHENS, "trade pontos 1")
    offer = list(s.offer)
    s = act(s, SPARTA, "pass")
    s = act(s, ATHENS, "pass")
    s = answer_all(s)
    assert s.round == 2 and s.current == SPARTA
    assert s.tribute_used == [] and s.players[ATHENS].merchants == 1
    assert all(x is None for loads in s.shiploads.values() for x in loads)
    assert len(s.offer) == 3 and not set(s.offer) & set(offer)
    assert s.event in {e.id for e in GAME.data.rounds.rounds[1].events}
    assert GAME.stack(s) == 4


@pytest.mark.rule("polis.round.growth")
def test_growth_stops_at_the_largest_population() -> None:
    s = fresh()
    fed(s)
    s.poleis["chios"].population = 4  # its maximum
    s = to_round_end(s)
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "grow chios")
    assert exc.value.msg.key == "polis.error.population_max"


@pytest.mark.rule("polis.event.draw")
def test_an_event_card_acts_at_the_start_of_its_round() -> None:
    s = fresh()
    fed(s)
    s.events[1] = ["thirty_years_peace"]
    before = [p.prestige for p in s.players]
    s = act(s, ATHENS, "pass")
    s = act(s, SPARTA, "pass")
    s = answer_all(s)
    assert s.round == 2 and s.event == "thirty_years_peace"
    # no polis grew above its base, so no megalopolis prestige: only the card's
    assert [p.prestige for p in s.players] == [b + 1 for b in before]


@pytest.mark.rule("polis.round.phoros")
def test_phoros_keeps_one_prestige() -> None:
    s = fresh()
    fed(s)
    s.players[ATHENS].prestige = 4
    s = to_round_end(s)
    s = act(s, ATHENS, "done")
    s = act(s, SPARTA, "done")
    assert s.pending is not None and s.pending.kind == "phoros"
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "phoros 4")
    assert exc.value.msg.key == "polis.error.phoros_amount"
    s = act(s, ATHENS, "phoros 3")
    assert s.players[ATHENS].prestige == 1


@pytest.mark.rule("polis.round.growth", "polis.round.order")
def test_growth_spends_a_wheat_a_cube_before_conservation_halves_the_rest() -> None:
    """[Fine round] 3 before 5: the wheat left after supply pays for growth one for one,
    and only what remains is halved."""
    s = fresh()
    fed(s)
    s = to_round_end(s)
    s.players[ATHENS].resources["wheat"] = 5
    s = act(s, ATHENS, "grow athinai")
    s = act(s, ATHENS, "grow athinai")  # growth 2: 3 wheat left
    assert s.players[ATHENS].resources["wheat"] == 3
    assert s.poleis["athinai"].population == 5
    s = answer_all(s)
    assert s.round == 2 and s.players[ATHENS].resources["wheat"] == 2
