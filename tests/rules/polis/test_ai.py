"""The AIs: the heuristic beats random legal play, and neither side is favoured by much
when the heuristic plays both (the full 400-game measure is in rules/polis/README.md)."""

from __future__ import annotations

import random

from rules.polis import GAME


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
