"""``/help [game]`` and the lobby's "How to play" button: how a match of a game runs on
Discord, privately and in the reader's language.

One embed: the game's goal and turn in a few lines (our own words, ``bot.help.<game>.goal``),
how a match runs here (the commands and buttons), the notation with examples — real moves of
the reader's from the current position when they are to act in the match of that thread,
otherwise the game's own examples (``table_examples`` of its text module where it has one,
naming places of the match's map, else ``bot.help.<game>.notation``) — and which rules the
bot reads its own way (``bot.help.<game>.rules``), pointing at the section of the game's
README that lists them. Nothing here calls Discord before the answer.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import discord

from bot.app.gameui import GameUI, field_value, ui_for
from bot.app.i18n import tr
from bot.app.outgoing import Outgoing
from bot.games.registry import front_end
from rules.games import get_game, registered_games

RULES = Path(__file__).resolve().parents[2] / "rules"
EXAMPLES = 5  # real moves shown, one per kind of move
MAX_FIELD = 1024


@functools.cache
def interpretations(game_id: str) -> str:
    """Where the game's README lists the bot's readings of the rules: its path and the
    heading of that section (the first ``##`` heading about interpretations)."""
    path = f"rules/{game_id}/README.md"
    try:
        lines = (RULES / game_id / "README.md").read_text(encoding="utf-8").splitlines()
    except OSError:
        return path
    for line in lines:
        if line.startswith("## ") and "nterpretation" in line:
            return f"{path} § {line[3:].strip()}"
    return path


def command_line(ui: GameUI, action: Any, locale: str) -> str | None:
    """A legal move as the slash command that makes it (``/babel build site:own``)."""
    spec = ui.specs.get(getattr(action, "type", ""))
    if spec is None:
        return None
    group = tr(locale, f"cmd.{ui.game.id}.name")
    sub = tr(locale, f"cmd.{ui.game.id}.{spec.type}.name")
    parts = [f"/{group} {sub}"]
    for f in spec.fields:
        raw = field_value(action, f.name)
        value = None if raw is None else ui.option_text(spec.type, f.name, raw)
        if value:
            name = tr(locale, f"cmd.{ui.game.id}.{spec.type}.{f.name}.name")
            parts.append(f"{name}:{value}")
    return " ".join(parts)


def move_examples(ui: GameUI, legal: Sequence[Any], locale: str) -> list[str]:
    """Up to ``EXAMPLES`` of the reader's legal moves, one per kind, as commands."""
    out: list[str] = []
    kinds: set[str] = set()
    for action in legal:
        kind = getattr(action, "type", "")
        if kind in kinds:
            continue
        line = command_line(ui, action, locale)
        if line is not None:
            kinds.add(kind)
            out.append(f"`{line}`")
        if len(out) >= EXAMPLES:
            break
    return out


def view_examples(game_id: str, view: Any) -> str | None:
    """The game's typed examples for a position (``table_examples``), when it has them."""
    fe = front_end(game_id)
    hook = fe.text_hook("table_examples") if fe is not None else None
    if hook is None or view is None:
        return None
    try:
        return str(hook(view))
    except Exception:  # examples are a courtesy: the notation text stands without them
        return None


def help_message(
    game_id: str, locale: str, *, legal: Sequence[Any] = (), view: Any = None
) -> Outgoing:
    """The help for ``game_id``; ``legal``: the reader's moves now (in that match's thread),
    ``view``: what they see of it."""
    ui = ui_for(game_id)
    game = get_game(game_id)
    name = ui.game_name(locale)
    group = tr(locale, f"cmd.{game_id}.name")
    players = (
        str(game.min_players)
        if game.min_players == game.max_players
        else f"{game.min_players}\u2013{game.max_players}"
    )
    embed = discord.Embed(
        title=tr(locale, "bot.help.title", game=name),
        description=tr(locale, f"bot.help.{game_id}.goal", players=players)[:4000],
        colour=discord.Colour.dark_gold(),
    )
    embed.add_field(
        name=tr(locale, "bot.help.how_title"),
        value=tr(locale, "bot.help.how", group=group)[:MAX_FIELD],
        inline=False,
    )
    examples = move_examples(ui, legal, locale)
    if examples:
        moves = tr(locale, "bot.help.yours", group=group) + "\n" + "\n".join(examples)
    else:
        typed = view_examples(game_id, view)
        notation = tr(locale, f"bot.help.{game_id}.notation", group=group)
        moves = notation + (
            "\n" + tr(locale, "bot.help.typed", examples=typed) if typed is not None else ""
        )
    embed.add_field(name=tr(locale, "bot.help.moves_title"), value=moves[:MAX_FIELD], inline=False)
    rules = (
        tr(locale, f"bot.help.{game_id}.rules")
        + "\n"
        + tr(locale, "bot.help.readme", where=interpretations(game_id))
    )
    embed.add_field(name=tr(locale, "bot.help.rules_title"), value=rules[:MAX_FIELD], inline=False)
    return Outgoing(embed=embed, ephemeral=True)


def games_message(locale: str) -> Outgoing:
    """``/help`` outside a match with no game named: the games, one line each."""
    lines = [
        tr(locale, "bot.help.game_line", game=ui_for(g).game_name(locale), id=g)
        for g in registered_games()
    ]
    embed = discord.Embed(
        title=tr(locale, "bot.help.games_title"),
        description="\n".join([tr(locale, "bot.help.games_intro"), *lines])[:4000],
        colour=discord.Colour.dark_gold(),
    )
    return Outgoing(embed=embed, ephemeral=True)
