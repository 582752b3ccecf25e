"""One command group per registered game (``/babel move …``), generated from its action models.

Each action type is a subcommand; each field an option. Options take text with autocomplete:
the suggestions are the values the caller may legally choose now (from ``legal_actions``),
narrowed by the options already filled in, shown with their names in the caller's language.
A value typed by hand is matched against those names too, so "Μήδοι" works as well as "medes".
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.errors import BotError
from bot.app.gameui import ActionSpec, FieldSpec, GameUI, field_value, fold, ui_for
from bot.app.i18n import cmd, locale_of, tr
from rules.core.words import MAX_LINE
from rules.core.words import fold as fold_name
from rules.games import registered_games
from service import ServiceError
from service.i18n import LOCALES

if TYPE_CHECKING:
    from bot.app.runtime import CogHost

Interaction = discord.Interaction[Any]
MAX_CHOICES = 25
MAX_VALUE = 100  # characters of an autocomplete choice's value (Discord)
MAX_NAME = 100  # and of its name
NO_CHOICE = "?"


def option_value(ui: GameUI, spec: ActionSpec, f: FieldSpec, action: Any) -> str | None:
    raw = field_value(action, f.name)
    if raw is None:
        return None
    return ui.option_text(spec.type, f.name, raw)


class GameCommands:
    """The generated group of one game and the handlers behind it."""

    def __init__(self, bot: CogHost, game_id: str) -> None:
        self.bot = bot
        self.ui = ui_for(game_id)
        self.game_id = game_id
        self.group = app_commands.Group(
            name=cmd(f"cmd.{game_id}.name"),
            description=cmd(f"cmd.{game_id}.desc"),
            guild_only=True,
        )
        for spec in self.ui.specs.values():
            self.group.add_command(self._command(spec))

    def _opt_name(self, spec: ActionSpec, f: FieldSpec) -> str:
        return tr("en", f"cmd.{self.game_id}.{spec.type}.{f.name}.name")

    def _command(self, spec: ActionSpec) -> app_commands.Command[Any, Any, None]:
        async def callback(interaction: Interaction, /, **values: str | None) -> None:
            await self.submit(interaction, spec, values)

        params = [
            inspect.Parameter(
                "interaction",
                inspect.Parameter.POSITIONAL_OR_KEYWORD,
                annotation=discord.Interaction,
            )
        ]
        ordered = sorted(spec.fields, key=lambda f: not f.required)
        for f in ordered:
            params.append(
                inspect.Parameter(
                    f.name,
                    inspect.Parameter.KEYWORD_ONLY,
                    annotation=str if f.required else str | None,
                    default=inspect.Parameter.empty if f.required else None,
                )
            )
        callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
        callback.__name__ = f"{self.game_id}_{spec.type}"
        if spec.fields:
            base = f"cmd.{self.game_id}.{spec.type}"
            app_commands.rename(**{f.name: cmd(f"{base}.{f.name}.name") for f in spec.fields})(
                callback
            )
            app_commands.describe(**{f.name: cmd(f"{base}.{f.name}.desc") for f in spec.fields})(
                callback
            )
            app_commands.autocomplete(**{f.name: self._autocomplete(spec, f) for f in spec.fields})(
                callback
            )
        return app_commands.Command(
            name=cmd(f"cmd.{self.game_id}.{spec.type}.name"),
            description=cmd(f"cmd.{self.game_id}.{spec.type}.desc"),
            callback=callback,
        )

    # --- autocomplete ------------------------------------------------------------------
    def _autocomplete(
        self, spec: ActionSpec, f: FieldSpec
    ) -> Callable[[Interaction, str], Coroutine[Any, Any, list[app_commands.Choice[str]]]]:
        async def complete(
            interaction: Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            return await self.suggest(interaction, spec, f, current)

        return complete

    async def suggest(
        self, interaction: Interaction, spec: ActionSpec, f: FieldSpec, current: str
    ) -> list[app_commands.Choice[str]]:
        """Legal values for option ``f``, consistent with the options already filled in."""
        rt = self.bot.rt
        locale = locale_of(interaction)
        try:
            rec = await rt.match_here(interaction)
            info = await rt.svc.status(rec.id, str(interaction.user.id))
        except ServiceError as exc:
            return [_explain(tr(locale, exc.msg.key, **exc.msg.params))]
        if rec.game != self.game_id:
            return [
                _explain(
                    tr(locale, "bot.error.wrong_game", game=ui_for(rec.game).game_name(locale))
                )
            ]
        if not info.legal:
            return [_explain(tr(locale, "bot.complete.not_now"))]
        filled = {
            o.name: value
            for o in spec.fields
            if o.name != f.name
            and (value := getattr(interaction.namespace, self._opt_name(spec, o), None))
        }
        return await rt.offload.run(
            f"complete:{self.game_id}",
            suggestions,
            self.ui,
            spec,
            f,
            info.legal,
            info.view,
            filled,
            current,
            locale,
        )

    # --- submit ------------------------------------------------------------------------
    async def submit(
        self, interaction: Interaction, spec: ActionSpec, values: dict[str, str | None]
    ) -> None:
        rt = self.bot.rt
        rec = await rt.match_here(interaction)
        if rec.game != self.game_id:
            raise BotError(
                "bot.error.wrong_game", game=ui_for(rec.game).game_name(locale_of(interaction))
            )
        legal: list[Any] = []
        if any(values.get(f.name) is not None for f in spec.fields):
            legal = list((await rt.svc.status(rec.id, str(interaction.user.id))).legal)
        action = await rt.offload.run(
            f"submit:{self.game_id}",
            build_action,
            self.ui,
            spec,
            values,
            legal,
            locale_of(interaction),
        )
        await rt.perform(interaction, rec.id, action)


def suggestions(
    ui: GameUI,
    spec: ActionSpec,
    f: FieldSpec,
    legal: Sequence[Any],
    view: Any,
    filled: dict[str, str],
    current: str,
    locale: str,
) -> list[app_commands.Choice[str]]:
    """The choices for option ``f`` of ``spec``: the values the caller's legal moves give it,
    among the moves that agree with the options ``filled`` in, matching the text typed so far
    (``current``), labelled in ``locale``. Each is a choice Discord takes: a name and a value
    of 1 to 100 characters, at most 25 of them; an empty value (a move that leaves an
    optional list out, like Polis' ``also``) is not a choice. CPU work (labels read off every
    legal move): ``GameCommands.suggest`` runs it through ``rt.offload``."""
    seen: dict[str, str] = {}
    for a in legal:
        if getattr(a, "type", None) != spec.type:
            continue
        if any(
            option_value(ui, spec, o, a) != filled[o.name] for o in spec.fields if o.name in filled
        ):
            continue
        value = option_value(ui, spec, f, a)
        if value and value not in seen:
            label = ui.choice_label(a, spec.type, f.name, value, locale, view).strip()
            seen[value] = label or value
    if not seen:
        return [_explain(tr(locale, "bot.complete.none"))]
    # Discord refuses the whole list if one value is longer than it allows (a discard of
    # many cards): those moves are left to the panel
    fitting = {v: label for v, label in seen.items() if len(v) <= MAX_VALUE}
    if not fitting:
        return [_explain(tr(locale, "bot.complete.too_long"))]
    needle = fold(current)
    choices = [
        app_commands.Choice(name=_short(label), value=value)
        for value, label in fitting.items()
        if not needle or needle in fold(label) or needle in fold(value)
    ]
    return choices[:MAX_CHOICES] or [_explain(tr(locale, "bot.complete.none"))]


def _short(text: str) -> str:
    """A choice's name within Discord's 100 characters (cut with an ellipsis)."""
    return text if len(text) <= MAX_NAME else text[: MAX_NAME - 1] + "…"


# The longest option value read (Discord lets a text option carry 6,000 characters); the
# longest real one is a few dozen (a payment, Polis' list of origins).
MAX_OPTION = MAX_LINE


def build_action(
    ui: GameUI, spec: ActionSpec, values: dict[str, str | None], legal: list[Any], locale: str
) -> dict[str, Any]:
    """A slash command's options as an action for the service: each value matched against
    the caller's legal values (by value or by name) and read by the game's UI; options left
    out are filled in when only one legal move fits. Refuses with a ``BotError`` or a
    ``RuleError``, never anything else; a value longer than a whole typed move may be
    (``MAX_OPTION``) is refused before it is read, naming the option."""
    action: dict[str, Any] = {"type": spec.type}
    for f in spec.fields:
        text = values.get(f.name)
        if text is None:
            continue
        text = text.strip()
        if len(text) > MAX_OPTION:
            raise BotError(
                "bot.error.option_too_long",
                option=tr(locale, f"cmd.{ui.game.id}.{spec.type}.{f.name}.name"),
                limit=MAX_OPTION,
                length=len(text),
            )
        if text == NO_CHOICE:
            raise BotError("bot.error.no_choice")
        options = {
            v
            for a in legal
            if getattr(a, "type", None) == spec.type
            if (v := option_value(ui, spec, f, a)) is not None
        }
        if text not in options:
            text = match_value(ui, spec.type, f.name, text, options, locale)
        action[f.name] = ui.parse_option(spec.type, f.name, text)
    return ui.complete_action(action, legal) if len(action) > 1 else action


def match_value(
    ui: GameUI, action_type: str, field: str, text: str, values: set[str], locale: str
) -> str:
    """The legal value a typed option means: its value or its label in the caller's language,
    English or any other we ship, without case or accents (``μηδοι`` is ``Μήδοι``), or a
    unique beginning of one. Text that fits none is left for the parser and the rules to
    refuse in their own words; text that fits several legal values is refused here, naming
    them."""
    typed = fold_name(text)
    if not typed:
        return text
    names: dict[str, set[str]] = {}
    for v in sorted(values):
        names.setdefault(fold_name(v), set()).add(v)
        for loc in dict.fromkeys((locale, "en", *LOCALES)):
            label = fold_name(ui.field_label(action_type, field, v, loc))
            names.setdefault(label, set()).add(v)
    exact = names.get(typed, set())
    found = exact or {v for name, vs in names.items() if name.startswith(typed) for v in vs}
    if len(found) == 1:
        return found.pop()
    if len(found) > 1:
        labels = sorted(ui.field_label(action_type, field, v, locale) for v in found)
        raise BotError("bot.error.ambiguous", value=text[:40], choices=", ".join(labels[:10]))
    return text


def _explain(text: str) -> app_commands.Choice[str]:
    """A suggestion that only explains (why nothing can be chosen now)."""
    return app_commands.Choice(name=_short(text.strip()) or NO_CHOICE, value=NO_CHOICE)


class GamesCog(commands.Cog):
    def __init__(self, bot: CogHost) -> None:
        self.bot = bot
        self.games = {g: GameCommands(bot, g) for g in registered_games()}

    async def cog_load(self) -> None:
        for g in self.games.values():
            self.bot.tree.add_command(g.group, override=True)

    async def cog_unload(self) -> None:
        for g in self.games.values():
            self.bot.tree.remove_command(g.group.name)
