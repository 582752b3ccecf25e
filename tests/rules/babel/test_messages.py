"""Every message Babel produces reads cleanly in English, Greek and Italian.

Seeded random games render every log line (public and private), the end reason, the
description of every legal action at a sample of steps, and the refusal of well-formed actions
tried where they are not allowed, for both seats; a missing key, a key passed where a nested
message belongs, or a Fluent error shows up as a raw key or a stray brace.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.babel import GAME
from rules.babel.actions import BabelAction, Power, Source, action_adapter
from rules.babel.state import BabelState, Nation
from rules.core import RuleError
from rules.core.messages import Msg
from tests.rendering import event_messages, problems

MAX_ACTIONS = 1500
SAMPLE_EVERY = 7
SEEDS = ["babel-messages-0", "babel-messages-1", "babel-messages-2"]


def _random_action(rng: random.Random) -> BabelAction:
    nations = [n.value for n in Nation]
    raw: dict[str, Any] = rng.choice(
        [
            {"type": "move", "to": rng.choice(nations)},
            {"type": "play", "nation": rng.choice(nations)},
            {"type": "build", "source": rng.choice([s.value for s in Source])},
            {"type": "migrate", "origin": rng.choice(nations), "to": rng.choice(nations)},
            {
                "type": "power",
                "power": rng.choice([p.value for p in Power]),
                "run": rng.randrange(6),
                **({"target": rng.choice(nations)} if rng.random() < 0.5 else {}),
                **({"source": rng.choice([s.value for s in Source])} if rng.random() < 0.3 else {}),
            },
            {"type": "discard", "cards": rng.choices(nations, k=rng.randrange(1, 4))},
            {"type": "end"},
        ]
    )
    return action_adapter.validate_python(raw)


def _check(msg: Msg, bad: list[str], seen: set[str]) -> None:
    seen.add(msg.key)
    bad += problems(msg)


def _play(seed: str, bad: list[str], seen: set[str]) -> None:
    state: BabelState = GAME.setup(2, GAME.options(), seed)
    rng = random.Random(seed)
    for step in range(MAX_ACTIONS):
        if GAME.outcome(state) is not None:
            break
        seat = min(GAME.active_seats(state))
        legal = GAME.legal_actions(state, seat)
        if step % SAMPLE_EVERY == 0:
            for a in legal:
                _check(GAME.describe(a), bad, seen)
            for who in (0, 1):
                for a in [_random_action(rng) for _ in range(8)]:
                    if who == seat and a in legal:
                        continue
                    _check(GAME.describe(a), bad, seen)
                    with pytest.raises(RuleError) as refusal:
                        GAME.apply(state, who, a)
                    _check(refusal.value.msg, bad, seen)
        tr = GAME.apply(state, seat, rng.choice(legal))
        for msg in event_messages(tr.events):
            _check(msg, bad, seen)
        state = tr.state
    outcome = GAME.outcome(state)
    assert outcome is not None, seed
    if outcome.reason is not None:
        _check(outcome.reason, bad, seen)


def test_random_games_render_in_every_language() -> None:
    bad: list[str] = []
    seen: set[str] = set()
    for seed in SEEDS:
        _play(seed, bad, seen)
    assert not bad, "\n".join(sorted(set(bad))[:30])
    families = {k.rsplit(".", 1)[0] for k in seen}
    assert {"babel.event", "babel.action", "babel.error", "babel.private"} <= families
    assert len({k for k in seen if k.startswith("babel.error.")}) >= 10
