"""The AIs: the heuristic beats random legal play, and neither side is favoured by much
when the heuristic plays both (the full 400-game measure is in rules/polis/README.md)."""

from __future__ import annotations

import random

from rules.polis import GAME
from rules.polis.actions import Commit, Fight, Move, PolisAction
from rules.polis.data import load
from rules.polis.state import Phase, PolisState
from tests.rules.polis.scenario import ATHENS, SPARTA, act, clear_units, fresh


def play(seats: tuple[str, str], seed: str) -> tuple[int, ...]:
    s = GAME.setup(2, GAME.options(), seed)
    rng = random.Random(seed)
    while GAME.outcome(s) is None:
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        a = GAME.ais[seats[seat]](GAME.view(s, seat), legal, rng)
        assert a in legal
        s = GAME.apply(s, seat, a).state
    out = GAME.outcome(s)
    assert out is not None
    return out.winners


def test_the_heuristic_beats_random_play_nine_times_in_ten() -> None:
    wins = 0
    for i in range(20):
        seats = ("heuristic", "random") if i % 2 == 0 else ("random", "heuristic")
        winners = play(seats, f"strength-{i}")
        wins += sum(1 for w in winners if seats[w] == "heuristic")
    assert wins >= 18


def test_neither_side_wins_far_more_than_its_share() -> None:
    sides = [0, 0]
    for i in range(40):
        for w in play(("heuristic", "heuristic"), f"balance-{i}"):
            sides[w] += 1
    assert 12 <= sides[0] <= 28 and 12 <= sides[1] <= 28, sides


def heuristic(s: PolisState, seat: int) -> PolisAction:
    legal = GAME.legal_actions(s, seat)
    a: PolisAction = GAME.ais["heuristic"](GAME.view(s, seat), legal, random.Random(0))
    return a


def test_battles_happen_when_the_heuristic_plays_itself() -> None:
    """About one battle in three games (80 games: 28 battles, with or without the rule that
    a turn's two actions differ); 30 games have at least 5."""
    battles = 0
    for i in range(30):
        s = GAME.setup(2, GAME.options(), f"battles-{i}")
        rng = random.Random(i)
        while GAME.outcome(s) is None:
            seat = min(GAME.active_seats(s))
            legal = GAME.legal_actions(s, seat)
            step = GAME.apply(s, seat, GAME.ais["heuristic"](GAME.view(s, seat), legal, rng))
            battles += sum(1 for e in step.events if e.public.key == "polis.event.battle")
            s = step.state
    assert battles >= 5, battles


def war_front() -> PolisState:
    """Round 3 (stack 5): 5 Athenian hoplites in Megaris, 3 Spartan ones in Boeotia."""
    s = fresh("front")
    clear_units(s)
    s.round = 3
    s.event = "plague"  # no truce
    s.hoplites["megaris"] = [5, 0]
    s.hoplites["boiotia"] = [0, 3]
    s.players[ATHENS].prestige = 6
    s.players[ATHENS].resources["wheat"] = 20
    return s


def test_the_heuristic_marches_into_a_battle_it_can_start() -> None:
    a = heuristic(war_front(), ATHENS)
    assert isinstance(a, Move) and a.to == "boiotia" and a.total >= 5


def test_under_a_truce_it_does_not_seek_the_battle() -> None:
    s = war_front()
    s.event = "peace_of_nikias"
    a = heuristic(s, ATHENS)
    assert not (isinstance(a, Move) and a.to == "boiotia")


def test_the_defender_covers_two_formations_and_the_attacker_plays_two_cards() -> None:
    s = war_front()
    s = act(s, ATHENS, "move hoplite megaris boiotia 5")
    s = act(s, ATHENS, "end")
    assert s.battle is not None
    d = load()
    s.battle.hands[SPARTA] = sorted([0, 1, 6])  # two of one formation, one of another
    pick = heuristic(s, SPARTA)
    assert isinstance(pick, Commit) and pick.first and pick.second
    forms = {d.cards[pick.first - 1].formation, d.cards[pick.second - 1].formation}
    assert len(forms) == 2
    att = heuristic(s, ATHENS)
    assert isinstance(att, Commit) and att.first and att.second


def test_a_defender_at_home_fights_on_and_elsewhere_withdraws() -> None:
    s = war_front()
    s = act(s, ATHENS, "move hoplite megaris boiotia 5")
    s = act(s, ATHENS, "end")
    assert s.battle is not None
    s.battle.phase = Phase.DEFENDER
    assert heuristic(s, SPARTA) == Fight(on=False)  # Laconia can take its hoplites in
    s.hoplites["lakedaimon"] = [0, 5]  # home is full: withdrawing would lose them all
    assert heuristic(s, SPARTA) == Fight(on=True)
