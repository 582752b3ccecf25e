"""Positions to check a game's pictures on, and the check: every position's whole board and
phone picture, drawn while ``bot.render.ledger`` records, in each language.

A game's layout test (``tests/bot/test_layout_<game>.py``) picks its options (every map side,
every player count) and calls ``layout_problems``; it must come back empty."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any

from PIL import Image
from pydantic import BaseModel

from bot.games.registry import front_end
from bot.render import ledger
from rules.games import get_game

LOCALES = ("en", "el", "it")
NAMES = ("Ἀλέξανδρος ὁ Μέγας", "Giulia Bianchi", "Bartholomew Fairweather", "Νίκη", "Zoë")


def positions(
    game_id: str,
    players: int,
    options: Mapping[str, Any] | None = None,
    *,
    games: int = 2,
    every: int = 7,
    seed: str = "layout",
) -> list[BaseModel]:
    """Spectator views along seeded heuristic games: the opening, every ``every``-th step
    (more where a decision is pending) and the end, late-game crowding included."""
    game = get_game(game_id)
    views: list[BaseModel] = []
    for g in range(games):
        rng = random.Random(f"{seed}:{g}")
        raw = dict(options or {})
        s = game.setup(players, game.options(raw), f"{seed}-{game_id}-{players}-{g}")
        views.append(game.view(s, None))
        policy = game.ais["heuristic"] if g % 2 else game.ais["random"]
        for step in range(4000):
            if game.outcome(s) is not None:
                break
            seat = min(game.active_seats(s))
            legal = game.legal_actions(s, seat)
            s = game.apply(s, seat, policy(game.view(s, seat), legal, rng)).state
            if step % every == every - 1 or getattr(s, "pending", None):
                views.append(game.view(s, None))
        views.append(game.view(s, None))
    return views


def layout_problems(
    game_id: str, views: Iterable[BaseModel], locales: Iterable[str] = LOCALES, players: int = 2
) -> list[str]:
    """Every layout problem of the board and the phone picture of each view, each language."""
    fe = front_end(game_id)
    assert fe is not None
    r = fe.renderer()
    names = NAMES[:players]
    out: list[str] = []
    phone: Image.Image | None
    with ledger.recording():
        for i, v in enumerate(views):
            for loc in locales:
                if r.both is not None:
                    board, phone = r.both(v, names, loc)
                else:
                    board = r.board(v, names, loc)
                    phone = r.phone(v, names, loc) if r.phone is not None else None
                where = f"{game_id} view {i} [{loc}]"
                out += [f"{where} board: {p}" for p in ledger.problems(board)]
                if phone is None:
                    out.append(f"{where}: no phone picture")
                    continue
                out += [f"{where} phone: {p}" for p in ledger.problems(phone, phone=True)]
                out += [f"{where} phone: {p}" for p in ledger.phone_shape(phone)]
    return out
