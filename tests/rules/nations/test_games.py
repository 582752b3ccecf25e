"""Whole Nations games beyond the shared suite. ``tests/rules/test_conformance.py`` plays the
registered game at its smallest table (the solo game, default options) with every check, and
checks seeded setup, bad input and both AIs; here the same checks run on the test card set
for 2 to 5 players under each option set, the data's cards finish at every table size, and
the heuristic's strength is measured."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.core import NotYourTurn, RuleError, state_hash
from rules.nations.engine import NationsOptions
from rules.nations.state import Phase
from tests.rules.nations.scenario import GAME

SAMPLE = 25
OPTIONS = [
    NationsOptions(cards="basic", boards="a", level="chieftain"),
    NationsOptions(cards="advanced", boards="b", level="prince", promo=True),
    NationsOptions(cards="expert", boards="b", level="emperor", ages=2),
]


def _sample(items: list[Any], rng: random.Random) -> list[Any]:
    return items if len(items) <= SAMPLE else rng.sample(items, SAMPLE)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("which", [0, 1, 2])
@pytest.mark.rule("nations.setup.players-and-ages", "nations.round.phases")
def test_random_game_conforms(players: int, which: int) -> None:
    opts = OPTIONS[which]
    if players == 5 and opts.cards == "basic":
        opts = opts.model_copy(update={"cards": "advanced"})
    seed = f"nations-{players}-{which}"
    state = GAME.setup(players, opts, seed)
    rng = random.Random(seed)
    seen: dict[str, Any] = {}
    log: list[tuple[int, Any, str]] = []
    steps = 0
    while GAME.outcome(state) is None:
        steps += 1
        assert steps < 5000, "game did not end"
        GAME.check_invariants(state)
        active = GAME.active_seats(state)
        assert active
        dumped = GAME.dump_state(state)
        assert GAME.dump_state(GAME.load_state(dumped)) == dumped
        if steps % 5 == 0:
            for viewer in [*range(players), None]:
                scrambled = GAME.scramble_hidden(state, viewer, f"{seed}:{steps}")
                GAME.check_invariants(scrambled)
                assert GAME.view(scrambled, viewer) == GAME.view(state, viewer)
        for seat in range(players):
            legal = GAME.legal_actions(state, seat)
            if seat not in active:
                assert legal == []
                for a in list(seen.values())[:3]:
                    with pytest.raises(NotYourTurn):
                        GAME.apply(state, seat, a)
                continue
            assert legal, f"active seat {seat} has no legal action"
            keys = {GAME.notation(a) for a in legal}
            assert len(keys) == len(legal), "duplicate legal actions"
            for a in _sample(legal, rng):
                seen.setdefault(GAME.notation(a), a)
                assert GAME.parse_action(GAME.dump_action(a)) == a
                assert GAME.parse_notation(GAME.notation(a)) == a
                GAME.apply(state, seat, a)
            assert GAME.dump_state(state) == dumped, "apply mutated its input"
            for key, a in _sample(list(seen.items()), rng):
                if key not in keys:
                    with pytest.raises(RuleError):
                        GAME.apply(state, seat, a)
        seat = min(active)
        legal = GAME.legal_actions(state, seat)
        a = rng.choice(legal)
        state = GAME.apply(state, seat, a).state
        log.append((seat, GAME.dump_action(a), state_hash(GAME.dump_state(state))))
    out = GAME.outcome(state)
    assert out is not None and state.phase is Phase.OVER
    assert GAME.active_seats(state) == frozenset()
    assert len(out.scores) == players
    if players > 1:
        assert len(out.winners) == 1 and state.round == 2 * opts.ages
    replayed = GAME.setup(players, opts, seed)
    for seat, raw, h in log:
        replayed = GAME.apply(replayed, seat, GAME.parse_action(raw)).state
        assert state_hash(GAME.dump_state(replayed)) == h


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_games_on_the_real_card_set_finish(players: int) -> None:
    """The data's cards (``rules/nations/data``), side B allowed, all sets: random games
    end, keep every invariant, and score every seat."""
    from rules.nations import GAME as REAL

    opts = NationsOptions(cards="expert", boards="b")
    for k in range(2):
        state = REAL.setup(players, opts, f"real-{players}-{k}")
        rng = random.Random(k)
        steps = 0
        while REAL.outcome(state) is None:
            steps += 1
            assert steps < 5000
            REAL.check_invariants(state)
            seat = min(REAL.active_seats(state))
            legal = REAL.legal_actions(state, seat)
            a = rng.choice(legal)
            assert REAL.parse_notation(REAL.notation(a)) == a
            state = REAL.apply(state, seat, a).state
        out = REAL.outcome(state)
        assert out is not None and len(out.scores) == players


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_the_heuristic_ai_plays_legal_actions_to_the_end(players: int) -> None:
    """The heuristic AI on the real cards, one seat against random seats."""
    from rules.nations import GAME as REAL

    opts = NationsOptions(cards="expert", boards="b", ages=2)
    state = REAL.setup(players, opts, f"heuristic-{players}")
    rng = random.Random(players)
    while REAL.outcome(state) is None:
        seat = min(REAL.active_seats(state))
        legal = REAL.legal_actions(state, seat)
        kind = "heuristic" if seat == 0 else "random"
        a = REAL.ais[kind](REAL.view(state, seat), legal, rng)
        assert a in legal
        state = REAL.apply(state, seat, a).state
    assert REAL.outcome(state) is not None


def test_the_heuristic_ai_beats_random_play() -> None:
    """Two players, the heuristic against random, six seeded games: it wins them all."""
    from rules.nations import GAME as REAL

    for g in range(6):
        state = REAL.setup(2, NationsOptions(), f"strength-{g}")
        rng = random.Random(g)
        me = g % 2
        while REAL.outcome(state) is None:
            seat = min(REAL.active_seats(state))
            legal = REAL.legal_actions(state, seat)
            kind = "heuristic" if seat == me else "random"
            state = REAL.apply(
                state, seat, REAL.ais[kind](REAL.view(state, seat), legal, rng)
            ).state
        out = REAL.outcome(state)
        assert out is not None and out.winners == (me,)
