"""``view.public_position``: the position the front end and the heuristic AI read the rules
off. It is built from a public view alone, so it must hold nothing hidden (decks, tiles to
come, the seed) and still allow exactly the actions the real position allows."""

from __future__ import annotations

import random

import pytest

from rules.nations.engine import NationsOptions
from rules.nations.state import NationsState
from rules.nations.view import NationsView, make_view, public_position
from tests.rules.nations.scenario import GAME


def _view(s: NationsState, seat: int | None) -> NationsView:
    return make_view(GAME.cat, s, seat, GAME.active_seats(s))


CASES = [
    (1, NationsOptions(cards="basic", level="chieftain")),
    (2, NationsOptions(cards="advanced", boards="b", level="prince", ages=2)),
    (5, NationsOptions(cards="expert", level="emperor", ages=1)),
]
SIZES = {"deck_sizes", "event_deck_sizes"}


def _positions(players: int, opts: NationsOptions, seed: str) -> list[NationsState]:
    """Every fourth position of games played by random legal actions, as many games as
    give 30 (a random solo nation often falls below 0 points early and loses)."""
    out: list[NationsState] = []
    for game in range(20):
        s = GAME.setup(players, opts, f"{seed}-{game}")
        rng = random.Random(f"{seed}-{game}")
        steps = 0
        while GAME.outcome(s) is None:
            steps += 1
            if steps % 4 == 0:
                out.append(s)
            seat = rng.choice(sorted(GAME.active_seats(s)))
            legal = GAME.legal_actions(s, seat)
            s = GAME.apply(s, seat, legal[rng.randrange(len(legal))]).state
        if len(out) >= 30:
            break
    return out


@pytest.mark.parametrize(("players", "opts"), CASES)
def test_the_public_position_allows_what_the_real_one_allows(
    players: int, opts: NationsOptions
) -> None:
    """In every phase of whole games (solo, two players with B boards, five players), each
    active seat has the same legal actions in the rebuilt position as in the real one."""
    positions = _positions(players, opts, f"public-{players}")
    assert len(positions) >= 30
    for s in positions:
        rebuilt = public_position(_view(s, None))
        GAME.check_invariants(rebuilt)
        for seat in GAME.active_seats(s):
            assert GAME.legal_actions(rebuilt, seat) == GAME.legal_actions(s, seat)


@pytest.mark.parametrize(("players", "opts"), CASES)
def test_the_public_position_shows_again_the_view_it_came_from(
    players: int, opts: NationsOptions
) -> None:
    """Viewed again, the rebuilt position gives back its view field for field, but the
    sizes of the decks: those it left empty."""
    for s in _positions(players, opts, f"again-{players}")[::3]:
        for viewer in (None, 0):
            view = _view(s, viewer)
            again = _view(public_position(view), viewer)
            assert again.model_dump(exclude=SIZES | {"solo"}) == view.model_dump(
                exclude=SIZES | {"solo"}
            )
            assert (again.solo is None) == (view.solo is None)
            if view.solo is not None and again.solo is not None:
                assert again.solo.model_dump(exclude={"tiles_left"}) == view.solo.model_dump(
                    exclude={"tiles_left"}
                )


@pytest.mark.parametrize(("players", "opts"), CASES)
def test_the_public_position_holds_nothing_hidden(players: int, opts: NationsOptions) -> None:
    """Two positions that differ only in what is hidden (the decks' and tiles' order, the
    seed) rebuild to the same position: no deck card, no tile to come and not the game's
    seed is in it."""
    for s in _positions(players, opts, f"hidden-{players}")[::5]:
        other = GAME.scramble_hidden(s, None, "another deal")
        a = public_position(_view(s, None))
        b = public_position(_view(other, None))
        assert GAME.dump_state(a) == GAME.dump_state(b)
        assert all(deck == [] for deck in (*a.decks, *a.event_decks))
        assert a.solo is None or all(t == [] for t in a.solo.tiles)
        assert a.rng.seed != s.rng.seed
        dumped = str(GAME.dump_state(a))
        for deck in (*s.decks, *s.event_decks, *(s.solo.tiles if s.solo else [])):
            for cid in deck:
                assert f"'{cid}'" not in dumped, f"{cid} of a hidden deck in the position"


def test_the_solo_rivals_added_military_is_public_and_rebuilt() -> None:
    """[Solo variant] a 5-6 roll may add to the rival's military for the round (its tile's
    action); that is public (logged), so the view shows it and the position rebuilt from the
    view (the board's buttons, the heuristic AI) compares against the same military as the
    engine."""
    from rules.nations.solo import opponent_military

    s = GAME.setup(1, NationsOptions(cards="basic"), "rival")
    while GAME.outcome(s) is None and (s.solo is None or s.solo.tile is None):
        s = GAME.apply(s, 0, GAME.legal_actions(s, 0)[0]).state
    assert s.solo is not None
    s.solo.military = 3
    view = _view(s, None)
    assert view.solo is not None and view.solo.military == 3
    rebuilt = public_position(view)
    assert opponent_military(GAME.cat, rebuilt) == opponent_military(GAME.cat, s)
    s.solo.military = 0
    assert opponent_military(GAME.cat, rebuilt) == opponent_military(GAME.cat, s) + 3
