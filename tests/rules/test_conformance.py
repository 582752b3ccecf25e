"""The conformance suite, run over every registered game (OpenSpiel's basic tests, our way).

Seeded random games to the end; at every step: legal actions exist for every active seat and
each applies; every action seen elsewhere in the game that is not legal now is refused with a
RuleError (at most SAMPLE of each, drawn from the seed, on steps with more); actions and
states round-trip through JSON and notation; views of one seat do not change when what that
seat cannot see changes; invariants hold; and replaying the log from the seed reproduces every
state hash. Past CHECKED_STEPS the heuristic AI finishes the game under the cheaper checks.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from rules.core import NotYourTurn, RuleError, state_hash
from rules.games import registered_games

GAMES = sorted(registered_games())
# Twelve seeded games per game; the two whose games are long (an Antike or Duellum game
# takes 4 to 22 s here) play the first six in the suite, three random and three heuristic.
# STRATEGOS_CONFORMANCE_SEEDS=N plays N seeds of every game (12 is the full sweep; more
# searches further), e.g. `STRATEGOS_CONFORMANCE_SEEDS=12 pytest -n auto -k conforms`.
SWEEP = os.environ.get("STRATEGOS_CONFORMANCE_SEEDS", "").strip()
SEEDS = {game_id: int(SWEEP) if SWEEP else 12 for game_id in GAMES}
if not SWEEP:
    SEEDS.update(antike=6, duellum=6)
CHECKED_STEPS = 600  # every check on every step up to here; after it, the heuristic AI
# finishes the game with the cheaper checks (long games such as Duellum's stay affordable)
SAMPLE = 40  # legal actions applied per step, and earlier actions tried, at most


def _key(game: Any, a: Any) -> str:
    return game.notation(a)


def _sample(items: list[Any], rng: random.Random) -> list[Any]:
    """All of ``items`` when few, else a seeded sample (so long action lists stay cheap)."""
    return items if len(items) <= SAMPLE else rng.sample(items, SAMPLE)


@pytest.mark.parametrize(
    ("seed", "game_id"),
    [(f"conformance-{i}", g) for i in range(max(SEEDS.values())) for g in GAMES if i < SEEDS[g]],
    ids=lambda v: str(v),
)
def test_random_game_conforms(game_id: str, seed: str) -> None:
    game = registered_games()[game_id]
    players = game.min_players
    state = game.setup(players, game.options(), seed)
    rng = random.Random(seed)
    # odd seeds are played by the heuristic AI, so games reach powers, interrupts and endings
    # that uniformly random play seldom does
    policy = game.ais.get("heuristic") if int(seed.rsplit("-", 1)[1]) % 2 else None
    seen: dict[str, Any] = {}
    log: list[tuple[int, Any, str]] = []
    steps = 0
    while game.outcome(state) is None:
        steps += 1
        assert steps < 20_000, "game did not end"
        game.check_invariants(state)
        active = game.active_seats(state)
        assert active, "no seat may act in an unfinished game"
        if steps > CHECKED_STEPS:
            policy = game.ais.get("heuristic") or policy
            seat = min(active)
            legal = game.legal_actions(state, seat)
            assert legal, f"active seat {seat} has no legal action"
            a = policy(game.view(state, seat), legal, rng) if policy else rng.choice(legal)
            assert game.parse_notation(game.notation(a)) == a
            state = game.apply(state, seat, a).state
            log.append((seat, game.dump_action(a), state_hash(game.dump_state(state))))
            continue

        # JSON round-trip of the whole state, bit for bit
        dumped = game.dump_state(state)
        assert game.dump_state(game.load_state(dumped)) == dumped

        # views: what a seat cannot see may change without changing its view
        for viewer in [*range(players), None]:
            scrambled = game.scramble_hidden(state, viewer, f"{seed}:{steps}")
            game.check_invariants(scrambled)
            assert game.view(scrambled, viewer) == game.view(state, viewer), (
                f"view of {viewer} leaks hidden information"
            )
            # ... and the re-deal owes nothing to what the viewer cannot see: re-dealing a
            # re-dealt position gives what re-dealing the real one gives (the strong AI
            # searches such re-deals, so it cannot learn hidden cards through them)
            again = game.scramble_hidden(scrambled, viewer, f"{seed}:again")
            assert game.dump_state(again) == game.dump_state(
                game.scramble_hidden(state, viewer, f"{seed}:again")
            ), f"the re-deal for {viewer} depends on hidden information"
        # the scramble really changes hidden fields, so the check above can fail
        assert state_hash(game.dump_state(game.scramble_hidden(state, 0, "x"))) != state_hash(
            dumped
        )

        for seat in range(players):
            legal = game.legal_actions(state, seat)
            if seat not in active:
                assert legal == []
                for a in list(seen.values())[:5]:
                    with pytest.raises(NotYourTurn):
                        game.apply(state, seat, a)
                continue
            assert legal, f"active seat {seat} has no legal action"
            legal_keys = {_key(game, a) for a in legal}
            assert len(legal_keys) == len(legal), "duplicate legal actions"
            for a in _sample(legal, rng):
                seen.setdefault(_key(game, a), a)
                assert game.parse_action(game.dump_action(a)) == a
                assert game.parse_notation(game.notation(a)) == a
                before = game.dump_state(state)
                tr = game.apply(state, seat, a)
                assert game.dump_state(state) == before, "apply mutated its input"
                game.check_invariants(tr.state)
            for key, a in _sample(list(seen.items()), rng):
                if key not in legal_keys:
                    with pytest.raises(RuleError):
                        game.apply(state, seat, a)

        seat = min(active)
        legal = game.legal_actions(state, seat)
        a = policy(game.view(state, seat), legal, rng) if policy else rng.choice(legal)
        state = game.apply(state, seat, a).state
        log.append((seat, game.dump_action(a), state_hash(game.dump_state(state))))

    assert game.outcome(state) is not None
    assert game.active_seats(state) == frozenset()

    # replay: the log from the seed reproduces every hash
    replayed = game.setup(players, game.options(), seed)
    for seat, raw, h in log:
        replayed = game.apply(replayed, seat, game.parse_action(raw)).state
        assert state_hash(game.dump_state(replayed)) == h


@pytest.mark.parametrize("game_id", GAMES)
def test_setup_is_a_function_of_the_seed(game_id: str) -> None:
    game = registered_games()[game_id]
    a = game.setup(game.min_players, game.options(), "same")
    b = game.setup(game.min_players, game.options(), "same")
    c = game.setup(game.min_players, game.options(), "other")
    assert game.dump_state(a) == game.dump_state(b)
    assert game.dump_state(a) != game.dump_state(c)


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_actions_are_invalid_not_crashes(game_id: str) -> None:
    game = registered_games()[game_id]
    for raw in [{}, {"type": "no-such-action"}, "[]", "not json", {"type": 3}]:
        with pytest.raises(RuleError):
            game.parse_action(raw)
    for text in ["", "fly to the moon", "move", "move nowhere"]:
        with pytest.raises(RuleError):
            game.parse_notation(text)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("kind", ["random", "heuristic"])
def test_ais_choose_legal_actions(game_id: str, kind: str) -> None:
    game = registered_games()[game_id]
    if kind not in game.ais:
        pytest.skip(f"{game_id} has no {kind} AI")
    state = game.setup(game.min_players, game.options(), f"ai-{kind}")
    rng = random.Random(1)
    while game.outcome(state) is None:
        seat = min(game.active_seats(state))
        legal = game.legal_actions(state, seat)
        a = game.ais[kind](game.view(state, seat), legal, rng)
        assert a in legal
        state = game.apply(state, seat, a).state
