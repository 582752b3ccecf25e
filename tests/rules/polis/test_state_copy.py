"""The state's private copy, made on every action: written out field by field for speed, it
must stay as deep and as equal as pydantic's generic deep copy."""

from __future__ import annotations

import random

from rules.polis import GAME
from rules.polis.state import PolisState, clone


def _states(seed: str) -> list[PolisState]:
    """Every state of one game between two heuristics."""
    s = GAME.setup(2, GAME.options({}), seed)
    rng = random.Random(seed)
    out = [s]
    while GAME.outcome(s) is None:
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        s = GAME.apply(s, seat, GAME.ais["heuristic"](GAME.view(s, seat), legal, rng)).state
        out.append(s)
    return out


def test_a_clone_is_equal_and_stores_the_same_json() -> None:
    states = _states("copy-f")
    assert any(s.battle is not None for s in states)
    assert any(s.pending is not None for s in states)
    for s in states:
        c = clone(s)
        assert c == s.model_copy(deep=True)
        assert GAME.dump_state(c) == GAME.dump_state(s)


def test_changing_a_clone_leaves_the_original_alone() -> None:
    for s in _states("copy-f")[::2]:
        before = GAME.dump_state(s)
        c = clone(s)
        for p in c.players:
            p.resources["wheat"] = 99
            p.created.append("x")
        for city in c.poleis.values():
            city.projects.append("x")
            city.building.append("x")
        for table in (c.hoplites, c.galleys, c.shiploads):
            for units in table.values():
                units.append(None)  # type: ignore[arg-type]
        for lst in (c.offer, c.project_deck, c.tribute_used, c.moved_to, c.done, c.history):
            lst.append("x")  # type: ignore[arg-type]
        for deck in c.events:
            deck.append("x")
        c.orders.reverse()
        c.battles_queued.append("x")
        if c.battle is not None:
            c.battle.deck.append(0)
            c.battle.discard.append(0)
            for h in c.battle.hands:
                h.append(0)
            for commit in c.battle.commits:
                if commit is not None:
                    commit.append(0)
        if c.pending is not None:
            c.pending.grown["x"] = 1
            c.pending.shortfall = 7
        for q in c.queue:
            q.grown["x"] = 1
        c.rng.counter += 5
        assert GAME.dump_state(s) == before
