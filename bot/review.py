"""``strategos boards``: sample positions of one game drawn at full and phone size, in every
language, for reviewing the pictures.

A seeded game of the game's own AI (the heuristic where it has one) is played to its end;
from it come the positions named in ``POSITIONS``: the opening, the middle, late in the game,
the end, and a decision that waits on a player (an interrupt, or several seats choosing at
once) taken nearest the middle. More positions than those are spread evenly over the game
(``step-<n>``, ``n`` the number of moves made). Every picture is drawn from the public view,
as the channel shows it.

Files are named ``<game>[-<option>-<value>…][-players-<n>]-<position>-<locale>-<size>.png``,
``size`` being ``full`` (the whole board) or ``phone`` (for a game that draws one).
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.core import Msg
from rules.games import get_game
from service.i18n import render

POSITIONS = ("opening", "mid", "late", "end", "decision")
LOCALES = ("en", "el", "it")
SIZES = ("full", "phone")
MAX_COUNT = 12
MAX_MOVES = 5000  # a game still going after this many moves is drawn where it stands
_UNSAFE = re.compile(r"[^A-Za-z0-9_.]+")


@dataclass(frozen=True)
class Position:
    name: str  # opening, mid, late, end, decision or step-<n>
    moves: int  # how many moves were made before it
    view: Any  # the public view


def play_game(game_id: str, options: dict[str, Any], players: int, seed: str) -> list[Any]:
    """Every state of one seeded AI game, from the setup to the end (at most ``MAX_MOVES``
    moves). Where several seats must act at once, the lowest acts first."""
    game = get_game(game_id)
    kind = "heuristic" if "heuristic" in game.ais else sorted(game.ais)[0]
    policy = game.ais[kind]
    rng = random.Random(f"{seed}:ai")
    state = game.setup(players, game.options(options), seed)
    states = [state]
    while len(states) <= MAX_MOVES and game.outcome(state) is None:
        seat = min(game.active_seats(state))
        legal = game.legal_actions(state, seat)
        state = game.apply(state, seat, policy(game.view(state, seat), legal, rng)).state
        states.append(state)
    return states


def _is_decision(game: Any, state: Any) -> bool:
    """A position where play waits on a choice off the usual turn: an interrupt (the rules'
    ``pending``) or several seats choosing at once."""
    return bool(getattr(state, "pending", None)) or len(game.active_seats(state)) > 1


def pick_positions(game_id: str, states: Sequence[Any], count: int) -> list[Position]:
    """``count`` positions of the game (see the module's docstring), each once."""
    game = get_game(game_id)
    last = len(states) - 1
    places: dict[str, int] = {
        "opening": 0,
        "mid": last // 2,
        "late": last * 4 // 5,
        "end": last,
    }
    decisions = [
        i for i, s in enumerate(states) if game.outcome(s) is None and _is_decision(game, s)
    ]
    if decisions:
        places["decision"] = min(decisions, key=lambda i: abs(i - last // 2))
    chosen = [(name, places[name]) for name in POSITIONS if name in places][:count]
    extra = count - len(chosen)
    for k in range(1, extra + 1):
        moves = last * k // (extra + 1)
        chosen.append((f"step-{moves}", moves))
    return [Position(name, moves, game.view(states[moves], None)) for name, moves in chosen]


def file_stem(game_id: str, options: dict[str, Any], players: int | None) -> str:
    """``<game>[-<option>-<value>…][-players-<n>]``, safe as a file name."""
    parts = [game_id]
    for key in sorted(options):
        value = options[key]
        text = str(value).lower() if isinstance(value, bool) else str(value)
        parts += [_UNSAFE.sub("_", key), _UNSAFE.sub("_", text)]
    if players is not None:
        parts += ["players", str(players)]
    return "-".join(parts)


def seat_names(players: int, locale: str) -> list[str]:
    return [render(Msg.of("table.player", n=i + 1), locale) for i in range(players)]


def write_boards(
    game_id: str,
    out: Path,
    *,
    options: dict[str, Any] | None = None,
    players: int | None = None,
    count: int = len(POSITIONS),
    seed: str = "review",
    locales: Sequence[str] = LOCALES,
    sizes: Sequence[str] = SIZES,
    only: Sequence[str] = (),
) -> list[Path]:
    """Draw ``count`` positions of a seeded game of ``game_id`` into ``out`` (``only``: just
    those of ``POSITIONS`` named there), each in every locale of ``locales`` and size of
    ``sizes``; the files written, in order."""
    from bot.render import render_board, render_pair

    game = get_game(game_id)
    opts = dict(options or {})
    seats = players if players is not None else max(game.min_players, 2)
    states = play_game(game.id, opts, seats, seed)
    stem = file_stem(game.id, opts, players)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    picked = pick_positions(game.id, states, len(POSITIONS) if only else count)
    for pos in (p for p in picked if not only or p.name in only):
        for locale in locales:
            names = seat_names(seats, locale)
            if "phone" in sizes:
                phone, full = render_pair(game.id, pos.view, names, locale)
            else:
                phone, full = None, render_board(game.id, pos.view, names, locale)
            for size, png in (("full", full), ("phone", phone)):
                if png is None or size not in sizes:
                    continue
                path = out / f"{stem}-{pos.name}-{locale}-{size}.png"
                path.write_bytes(png)
                written.append(path)
    return written
