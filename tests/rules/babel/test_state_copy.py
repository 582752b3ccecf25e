"""The state's private copy (made on every action) and its stored JSON.

Each action works on ``clone(state)``, and every stored state is ``dump_state``'s JSON with
its hash in the action log, so both are on the hot path. These tests pin what makes them
safe to speed up: a clone is deep and equal, and the stored JSON of a seeded game (pending
discards and the end included) is exactly what earlier code stored, so old logs replay
and old states load.
"""

from __future__ import annotations

import hashlib
import random

from rules.babel import GAME
from rules.babel.state import BabelState, Nation, PendingDiscard, clone
from rules.core import state_hash

# Written by the engine before nations were stored as plain text (a pending discard is open).
STORED_PENDING = (
    '{"current":1,"turn":12,"players":[{"hand":["assyrians","hittites","persians","sumerians",'
    '"sumerians"],"builder":"sumerians","foundation":false,"pile":[2,3,2,3,6,4,5,4,1,1],'
    '"sites":[{"people":["hittites","sumerians","medes","sumerians"],"temple":[]},'
    '{"people":[],"temple":[]},{"people":[],"temple":[]},{"people":["persians"],"temple":[1]},'
    '{"people":["hittites","hittites","assyrians"],"temple":[1]}],"migrated":false},'
    '{"hand":["assyrians","assyrians","hittites"],"builder":"hittites","foundation":false,'
    '"pile":[5,3,5,3,3,5,2,1,1],"sites":[{"people":["medes","assyrians","medes"],"temple":[]},'
    '{"people":["persians","sumerians","sumerians","medes"],"temple":[1]},'
    '{"people":["persians","medes","assyrians"],"temple":[]},{"people":[],"temple":[1,2]},'
    '{"people":[],"temple":[]}],"migrated":true}],"deck":["persians","medes","hittites",'
    '"persians","sumerians","hittites","assyrians","persians","medes","medes","hittites",'
    '"assyrians","medes","assyrians","hittites","persians"],"discard":["persians","sumerians",'
    '"hittites","assyrians","medes","persians","persians","hittites","medes","sumerians",'
    '"medes","sumerians","persians","assyrians","sumerians","assyrians","hittites",'
    '"sumerians"],"quarry":[6,4,6,2,2,1,4,4,6,3,2,3,6,2,4,5,5,3,4,1,2],"final_phase":false,'
    '"pending":{"seat":0,"count":2},"ended":null,"history":[[1,0],[1,2],[1,2],[1,2],[1,2],'
    '[1,3],[2,3],[2,3],[2,3],[2,3],[2,3]],"rng":{"seed":"pinned-b","counter":2}}'
)
STORED_PENDING_HASH = "1bbabc5a362cfc655880caf35daf18d2"
# sha256 over the JSON of every state of the seeded game below, as earlier code wrote them
GAME_CHAIN = "8261285e1e24d03998599082bfc6105d85fe025b42cebdbaf9dfc5e3333bc0b3"


def _states(seed: str = "pinned-b", rng_seed: int = 7) -> list[BabelState]:
    """Every state of one random game to its end (113 actions, two pending discards)."""
    s = GAME.setup(2, GAME.options(), seed)
    rng = random.Random(rng_seed)
    out = [s]
    while GAME.outcome(s) is None:
        seat = min(GAME.active_seats(s))
        a = GAME.ais["random"](GAME.view(s, seat), GAME.legal_actions(s, seat), rng)
        s = GAME.apply(s, seat, a).state
        out.append(s)
    return out


def test_a_seeded_game_stores_exactly_the_json_earlier_code_stored() -> None:
    states = _states()
    assert len(states) == 114
    assert sum(s.pending is not None for s in states) == 2
    assert states[-1].ended is not None
    chain = hashlib.sha256()
    for s in states:
        chain.update(GAME.dump_state(s).encode())
    assert chain.hexdigest() == GAME_CHAIN


def test_a_state_stored_by_earlier_code_loads_as_nations_and_writes_back_the_same() -> None:
    s = GAME.load_state(STORED_PENDING)
    assert type(s.players[0].hand[0]) is Nation
    assert type(s.players[1].builder) is Nation
    assert type(s.players[0].sites[0].people[0]) is Nation
    assert type(s.deck[0]) is Nation and type(s.discard[0]) is Nation
    assert s.pending == PendingDiscard(seat=0, count=2)
    GAME.check_invariants(s)
    again = GAME.dump_state(s)
    assert again == STORED_PENDING
    assert state_hash(again) == STORED_PENDING_HASH


def test_nations_are_written_as_their_plain_names() -> None:
    s = GAME.load_state(STORED_PENDING)
    dumped = s.model_dump(mode="json")
    hand = ["assyrians", "hittites", "persians", "sumerians", "sumerians"]
    assert dumped["players"][0]["hand"] == hand
    assert all(type(n) is str for n in dumped["deck"])
    assert dumped["players"][1]["builder"] == "hittites"


def test_a_clone_is_equal_and_shares_no_mutable_part() -> None:
    for s in [*_states()[::10], GAME.load_state(STORED_PENDING)]:
        c = clone(s)
        assert c == s
        assert GAME.dump_state(c) == GAME.dump_state(s)
        assert type(c) is BabelState
        for name in ("players", "deck", "discard", "quarry", "history"):
            assert getattr(c, name) is not getattr(s, name), name
        assert c.rng is not s.rng
        for p, q in zip(c.players, s.players, strict=True):
            assert p is not q
            assert p.hand is not q.hand and p.pile is not q.pile and p.sites is not q.sites
            for x, y in zip(p.sites, q.sites, strict=True):
                assert x is not y and x.people is not y.people and x.temple is not y.temple


def test_changing_a_clone_leaves_the_original_as_it_was() -> None:
    s = GAME.load_state(STORED_PENDING)
    c = clone(s)
    c.players[0].hand.append(Nation.MEDES)
    c.players[0].sites[0].people.pop()
    c.players[1].migrated = False
    c.deck.pop()
    c.rng.below(6)  # draws advance the clone's counter only
    c.current = 0
    c.pending = None
    assert GAME.dump_state(s) == STORED_PENDING
    assert c.rng.counter == s.rng.counter + 1
    # a changed clone dumps and loads like any state
    assert GAME.load_state(GAME.dump_state(c)) == c


def test_applying_an_action_never_changes_its_input() -> None:
    states = _states("pinned-c", 3)
    s = states[len(states) // 2]
    before = GAME.dump_state(s)
    seat = min(GAME.active_seats(s))
    for a in GAME.legal_actions(s, seat):
        GAME.apply(s, seat, a)
    assert GAME.dump_state(s) == before
