"""The controls under each message (``discord.ui.View``): the public board's buttons, the
private move panel (paged by kind of move), the lobby, undo, resignation, claim and repeat
buttons. The items themselves, and what their custom ids carry, are in ``components``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.app.components import (
    KIND_BUTTONS,
    PAGE,
    ActSelect,
    AnswerButton,
    ClaimButton,
    FullBoardButton,
    HelpButton,
    LobbyButton,
    MenuButton,
    MovesButton,
    PickSelect,
    QuickButton,
    RepeatButton,
    ResignButton,
    TypeButton,
    UndoButton,
)
from bot.app.gameui import GameUI
from bot.app.i18n import tr

if TYPE_CHECKING:
    from service.matches import StatusInfo


Items = list[discord.ui.Item[Any]]


def as_view(items: Items) -> discord.ui.View:
    """A message's controls from its items. The items may be made on a worker thread (the
    game's labels and buttons can take milliseconds); the ``View`` is made on the event loop,
    which discord.py ties it to."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def state_view(
    match_id: int, version: int, ui: GameUI, locale: str, info: StatusInfo
) -> discord.ui.View:
    return as_view(state_items(match_id, version, ui, locale, info))


MAX_ITEMS = 25  # Discord: five rows of five buttons under a message


def state_items(match_id: int, version: int, ui: GameUI, locale: str, info: StatusInfo) -> Items:
    """Buttons under a public state message. They reveal nothing: whoever clicks gets their
    own private panel, or the whole board privately; a move without options (end the turn)
    is one click. The panel's and the board's buttons always fit: a game's own buttons
    beyond Discord's 25 are left out (its panel still offers those moves)."""
    items: Items = [MovesButton(match_id, tr(locale, "bot.button.moves"))]
    if info.view is not None:
        for move, label in ui.answer_buttons(info.view, locale):
            items.append(AnswerButton(match_id, version, move, label))
        for b in ui.board_buttons(info.view, locale):
            kind = MenuButton if b.menu else AnswerButton
            items.append(kind(match_id, version, b.move, b.label, disabled=not b.enabled))
    for spec in ui.specs.values():
        if not spec.fields and spec.type in _types_to_act(ui, info):
            items.append(
                QuickButton(
                    match_id, version, spec.type, tr(locale, f"bot.quick.{ui.game.id}.{spec.type}")
                )
            )
    board = FullBoardButton(match_id, tr(locale, "bot.button.board"))
    return [*items[: MAX_ITEMS - 1], board]


def _types_to_act(ui: GameUI, info: StatusInfo) -> set[str]:
    """Option-less move types that some seat to act may make (from the public view only)."""
    if info.view is None or not info.to_act:
        return set()
    # the public message must not hint at anyone's hand: the game judges from the public
    # view alone (no quick move while an interrupt waits) — legality is checked on click
    return ui.quick_moves(info.view)


def moves_view(
    match_id: int,
    version: int,
    ui: GameUI,
    locale: str,
    info: StatusInfo,
    *,
    action_type: str | None = None,
    page: int = 0,
) -> discord.ui.View:
    return as_view(
        moves_items(match_id, version, ui, locale, info, action_type=action_type, page=page)
    )


def moves_items(
    match_id: int,
    version: int,
    ui: GameUI,
    locale: str,
    info: StatusInfo,
    *,
    action_type: str | None = None,
    page: int = 0,
) -> Items:
    """The private panel's controls: one select of all moves when they fit, otherwise a
    button per kind of move and a select of that kind (25 a page)."""
    items: Items = []
    assert info.view is not None
    pick = ui.multi_pick(info.view, locale)
    if pick is not None:
        items.append(
            PickSelect(
                match_id,
                version,
                pick.options,
                pick.count,
                tr(locale, "bot.panel.pick", count=pick.count),
            )
        )
        return items
    legal = ui.panel_order(info.view, list(info.legal))
    by_type: dict[str, list[Any]] = {}
    for a in legal:
        by_type.setdefault(str(getattr(a, "type", "")), []).append(a)
    if action_type is None and len(legal) <= PAGE:
        chosen = legal
    else:
        action_type = action_type if action_type in by_type else next(iter(by_type))
        kind = by_type[action_type]
        pages = max(1, (len(kind) + PAGE - 1) // PAGE)
        page = min(max(page, 0), pages - 1)  # an old panel may ask for a page now gone
        chosen = kind[page * PAGE : (page + 1) * PAGE]
        for t in list(by_type)[:KIND_BUTTONS]:
            items.append(
                TypeButton(
                    match_id,
                    version,
                    t,
                    0,
                    tr(locale, f"bot.kind.{ui.game.id}.{t}"),
                    current=t == action_type,
                )
            )
        if pages > 1:
            # no wrapping: the ends are disabled, so every page id differs from the kind's
            for step, target, arrow in (("p", page - 1, "◀"), ("n", page + 1, "▶")):
                there = 0 <= target < pages
                label = tr(locale, "bot.panel.page", page=target + 1, pages=pages)
                items.append(
                    TypeButton(
                        match_id,
                        version,
                        action_type,
                        target if there else page,
                        f"{arrow} {label}" if there else arrow,
                        step=step,
                        disabled=not there,
                    )
                )
    options = [(ui.game.notation(a), ui.move_label(info.view, a, locale)) for a in chosen]
    items.append(ActSelect(match_id, version, options, tr(locale, "bot.panel.placeholder")))
    return items


def lobby_view(match_id: int, locale: str, game_id: str | None = None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for op in ("join", "ai", "start", "leave"):
        view.add_item(LobbyButton(match_id, op, tr(locale, f"bot.lobby.button.{op}")))
    if game_id is not None:  # each reader gets it privately, in their own language
        view.add_item(HelpButton(game_id, tr(locale, "bot.help.button")))
    return view


def undo_view(match_id: int, version: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(UndoButton(match_id, version, "y", tr(locale, "bot.undo.approve")))
    view.add_item(UndoButton(match_id, version, "n", tr(locale, "bot.undo.refuse")))
    return view


def resign_view(match_id: int, version: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton(match_id, version, "y", tr(locale, "bot.resign.confirm")))
    view.add_item(ResignButton(match_id, version, "n", tr(locale, "bot.resign.cancel")))
    return view


def claim_view(match_id: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ClaimButton(match_id, tr(locale, "bot.claim.button")))
    return view


def repeat_view(match_id: int, version: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(RepeatButton(match_id, version, tr(locale, "bot.repeat.again")))
    return view
