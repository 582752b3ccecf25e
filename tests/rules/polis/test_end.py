"""[Condizioni di fine gioco] and [Punteggio finale]."""

from __future__ import annotations

import pytest

from rules.polis import GAME
from rules.polis.state import PolisState
from tests.rules.polis.scenario import ATHENS, SPARTA, act, fresh


def finish_round(s: PolisState) -> PolisState:
    s = act(s, s.current, "pass")
    if s.pending is None and s.ended is None:
        s = act(s, s.current, "pass")
    while s.pending is not None and s.ended is None:
        pd = s.pending
        s = act(s, pd.seat, {"growth": "done", "phoros": "phoros 0", "famine": "feed"}[pd.kind])
    return s


@pytest.mark.rule("polis.end.famine")
def test_a_capital_that_cannot_be_fed_ends_the_game_and_loses_it() -> None:
    s = fresh()
    s.players[SPARTA].resources["wheat"] = 20
    s.players[ATHENS].resources["wheat"] = 0
    s.players[ATHENS].prestige = 0
    for pid in ("chalkis", "chios"):
        s.poleis[pid].owner = None
    s = act(s, ATHENS, "pass")
    s = act(s, SPARTA, "pass")
    assert s.ended == "famine" and s.loser == ATHENS
    out = GAME.outcome(s)
    assert out is not None and out.winners == (SPARTA,)
    assert GAME.active_seats(s) == frozenset()


@pytest.mark.rule("polis.end.famine", "polis.round.shortfall")
def test_giving_up_the_last_polis_but_the_capital_without_prestige_loses() -> None:
    s = fresh()
    s.players[SPARTA].resources["wheat"] = 20
    s.players[ATHENS].resources["wheat"] = 0
    s.players[ATHENS].prestige = 1
    s.poleis["chalkis"].owner = None
    s = act(s, ATHENS, "pass")
    s = act(s, SPARTA, "pass")
    assert s.pending is not None and s.pending.kind == "famine"
    s = act(s, ATHENS, "abandon chios")  # 5 cubes to feed, 2 given up: 1 prestige is short
    assert s.ended == "famine" and s.loser == ATHENS


@pytest.mark.rule("polis.end.no-prestige")
def test_no_prestige_after_the_end_of_a_round_loses() -> None:
    s = fresh()
    for p in s.players:
        p.resources["wheat"] = 20
    s.players[SPARTA].prestige = 0
    s = finish_round(s)
    assert s.ended == "prestige" and s.loser == SPARTA
    out = GAME.outcome(s)
    assert out is not None and out.winners == (ATHENS,)


@pytest.mark.rule("polis.end.rounds", "polis.score.final")
def test_after_the_fourth_round_population_prestige_and_posterity_decide() -> None:
    s = fresh()
    s.round = 4
    for p in s.players:
        p.resources["wheat"] = 30
    s.poleis["chios"].projects = ["parthenon"]
    s.project_deck = [x for x in s.project_deck if x != "parthenon"]
    s.offer = [x for x in s.offer if x != "parthenon"]
    s = finish_round(s)
    assert s.ended == "rounds"
    out = GAME.outcome(s)
    assert out is not None
    for seat in (ATHENS, SPARTA):
        pop = sum(c.population for c in s.poleis.values() if c.owner == seat)
        post = 4 if seat == ATHENS else 0  # the Parthenon leaves 4 for posterity
        assert out.scores[seat] == pop + s.players[seat].prestige + post
    assert out.winners == ((0,) if out.scores[0] > out.scores[1] else (1,))


@pytest.mark.rule("polis.score.tie")
def test_equal_scores_go_to_the_side_with_more_poleis_then_a_draw() -> None:
    s = fresh()
    s.round = 4
    for p in s.players:
        p.resources["wheat"] = 30
    s = finish_round(s)
    a, b = GAME.scores(s)
    s.players[ATHENS].prestige += b - a
    out = GAME.outcome(s)
    assert out is not None and out.scores[0] == out.scores[1]
    assert out.winners == ()  # three poleis each
    s.poleis["thebai"].owner = SPARTA
    s.players[SPARTA].prestige -= s.poleis["thebai"].population
    out = GAME.outcome(s)
    assert out is not None and out.winners == (SPARTA,)


@pytest.mark.rule("polis.end.no-prestige", "polis.score.final")
def test_both_sides_without_prestige_after_a_round_end_the_game_on_the_score() -> None:
    """[Fine gioco] 2 with both players at 0 prestige (README 12): the game ends at once and
    the final score decides, as after round 5β."""
    s = fresh()
    for p in s.players:
        p.resources["wheat"] = 20
        p.prestige = 0
    s = finish_round(s)
    assert s.ended == "rounds" and s.round == 1 and s.loser is None
    out = GAME.outcome(s)
    assert out is not None and out.scores == GAME.scores(s)


@pytest.mark.rule("polis.end.no-prestige", "polis.round.megalopolis")
def test_no_prestige_is_judged_only_after_the_round_end() -> None:
    """[Fine gioco] 2 speaks of prestige *after* the end of the round: a side at 0 during the
    round plays on, and a megalopolis point at the round's end saves it."""
    s = fresh()
    for p in s.players:
        p.resources["wheat"] = 20
    s.players[ATHENS].prestige = 0
    s = act(s, ATHENS, "collect attike")  # free at home: the game goes on
    assert s.ended is None
    s = act(s, ATHENS, "end")
    s = act(s, SPARTA, "pass")
    s = act(s, ATHENS, "pass")
    assert s.pending is not None and s.pending.kind == "growth" and s.pending.seat == ATHENS
    s = act(s, ATHENS, "grow chalkis")  # above its base: 1 prestige at the megalopolis step
    s = act(s, ATHENS, "done")
    while s.pending is not None:
        s = act(s, s.pending.seat, {"growth": "done", "phoros": "phoros 0"}[s.pending.kind])
    assert s.ended is None and s.round == 2 and s.players[ATHENS].prestige == 1


@pytest.mark.rule("polis.end.rounds")
def test_the_game_goes_on_after_the_third_round_and_ends_after_the_fourth() -> None:
    s = fresh()
    s.round = 3
    for p in s.players:
        p.resources["wheat"] = 30
    s = finish_round(s)
    assert s.ended is None and s.round == 4 and GAME.outcome(s) is None
    for p in s.players:
        p.resources["wheat"] = 30
    s = finish_round(s)
    assert s.ended == "rounds" and GAME.outcome(s) is not None
