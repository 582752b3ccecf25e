"""How a game meets Discord: its action types become subcommands, their fields options.

The generic part reads the game's action models (a discriminated union on ``type``): each
model is a subcommand, each field an option whose choices come from ``legal_actions`` of the
caller. A game adds a small ``GameUI`` subclass for what reads better by hand: labels of
board things, the embed summary, the private hand text and multi-card picks (a discard).
A new game works with the generic class alone; its labels are then the raw values.
"""

from __future__ import annotations

import builtins
import types
import typing
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, Literal

from pydantic import BaseModel

from bot.app.i18n import msg, tr
from rules.core import Game
from rules.core.errors import InvalidAction
from rules.core.words import read_int
from rules.games import get_game

DEFAULT_MAX = 999  # a whole-number option a game does not bound more tightly


@dataclass(frozen=True)
class FieldSpec:
    name: str
    required: bool
    kind: Literal["enum", "int", "list", "other"]


@dataclass(frozen=True)
class ActionSpec:
    type: str
    model: builtins.type[BaseModel]
    fields: tuple[FieldSpec, ...]


@dataclass(frozen=True)
class MultiPick:
    """A choice of several cards at once (Babel's discard): one select with ``count`` picks."""

    action_type: str
    field: str
    count: int
    options: list[tuple[str, str]]  # (value, label); values are distinct

    def to_action(self, values: Sequence[str]) -> dict[str, Any]:
        return {"type": self.action_type, self.field: [v.split("#", 1)[0] for v in values]}


@dataclass(frozen=True)
class BoardButton:
    """A button under the public board. ``move`` is a move's notation; with ``menu`` it is the
    beginning shared by several moves (a card bought into one of five places), and the one
    who presses picks among their own legal moves so beginning. ``enabled`` is judged from
    the public view; the rules judge the press."""

    move: str
    label: str
    enabled: bool = True
    menu: bool = False


def _unwrap(tp: Any) -> Any:
    if typing.get_origin(tp) is typing.Annotated:
        return typing.get_args(tp)[0]
    return tp


def action_models(game: Game[Any, Any]) -> list[type[BaseModel]]:
    """The models of the game's action union, in declaration order."""
    tp = _unwrap(getattr(game.action_adapter, "_type"))  # noqa: B009 - TypeAdapter keeps it here
    if typing.get_origin(tp) in (typing.Union, types.UnionType):
        return [m for m in typing.get_args(tp) if isinstance(m, type)]
    return [tp] if isinstance(tp, type) else []


def _kind(annotation: Any) -> Literal["enum", "int", "list", "other"]:
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    base = args[0] if typing.get_origin(annotation) in (typing.Union, types.UnionType) else None
    tp = base or annotation
    if isinstance(tp, type) and issubclass(tp, Enum):
        return "enum"
    if tp is int:
        return "int"
    if typing.get_origin(tp) in (tuple, list):
        return "list"
    return "other"


def action_specs(game: Game[Any, Any]) -> list[ActionSpec]:
    specs = []
    for model in action_models(game):
        type_field = model.model_fields.get("type")
        if type_field is None or not isinstance(type_field.default, str):
            continue
        fields = tuple(
            FieldSpec(name, f.is_required(), _kind(f.annotation))
            for name, f in model.model_fields.items()
            if name != "type"
        )
        specs.append(ActionSpec(type_field.default, model, fields))
    return specs


def fold(text: str) -> str:
    """Text as typed, for matching: no case and no accents ("Αθηνα" finds "Αθήνα")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).strip()


def field_value(action: BaseModel, name: str) -> str | None:
    """An action's field as option text: enums by value, lists joined with commas."""
    value = getattr(action, name, None)
    if value is None:
        return None
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, (tuple, list)):
        return ",".join(str(v.value if isinstance(v, Enum) else v) for v in value)
    return str(value)


class GameUI:
    """The generic adapter; games override the label and summary hooks."""

    game_id: ClassVar[str] = ""

    def __init__(self, game: Game[Any, Any]) -> None:
        self.game = game
        self.specs = {s.type: s for s in action_specs(game)}

    # --- labels ----------------------------------------------------------------------
    def game_name(self, locale: str) -> str:
        return tr(locale, f"bot.game.{self.game.id}")

    def field_label(self, action_type: str, field: str, value: str, locale: str) -> str:
        """How an option value (as ``option_text`` gives it) reads for a player."""
        return value

    def option_text(self, action_type: str, field: str, raw: str) -> str:
        """The option value offered for a field's raw value (``field_value``)."""
        return raw

    def parse_option(self, action_type: str, field: str, text: str) -> Any:
        """An option's text back into the field's JSON value; wrong text is left to the
        rules to refuse with their own message."""
        spec = self.specs.get(action_type)
        kind = next((f.kind for f in spec.fields if f.name == field), "other") if spec else "other"
        if kind == "list":
            return [part.strip() for part in text.split(",") if part.strip()]
        if kind == "int":
            lo, hi = self.int_range(action_type, field)
            return read_int(text, lo, hi)
        return text

    def int_range(self, action_type: str, field: str) -> tuple[int, int]:
        """The numbers a whole-number option may take, as typed (refused outside it)."""
        return 0, DEFAULT_MAX

    def choice_label(
        self,
        action: BaseModel,
        action_type: str,
        field: str,
        value: str,
        locale: str,
        view: BaseModel | None = None,
    ) -> str:
        """The label of a suggested value, read off the legal move that offers it (a rondel
        field with its price, say; ``view`` is the caller's, for prices that depend on the
        position); by default ``field_label``."""
        return self.field_label(action_type, field, value, locale)

    def action_label(self, action: BaseModel, locale: str) -> str:
        return msg(locale, self.game.describe(action))

    def move_label(self, view: BaseModel | None, action: BaseModel, locale: str) -> str:
        """A move in a list of the caller's moves (``view`` is theirs); by default
        ``action_label``, a game may name what the move is about from the view."""
        return self.action_label(action, locale)

    def complete_action(self, action: dict[str, Any], legal: Sequence[Any]) -> dict[str, Any]:
        """A move as typed, with the options left out filled in when exactly one legal move
        agrees with every option given (a rondel move's only way to pay, say). A move that is
        legal as typed, or that several legal moves fit, stays as it is for the rules to judge."""
        try:
            typed = self.game.parse_action(action)
        except InvalidAction:
            return action
        if typed in legal:
            return action
        given = self.game.dump_action(typed)
        fits = [
            a
            for a in legal
            if getattr(a, "type", None) == action["type"]
            and all(self.game.dump_action(a).get(k) == given[k] for k in action if k != "type")
        ]
        return self.game.dump_action(fits[0]) if len(fits) == 1 else action

    def panel_order(self, view: BaseModel, legal: Sequence[Any]) -> list[Any]:
        """The private panel's moves in the order it lists them (and groups their kinds)."""
        return list(legal)

    def quick_moves(self, view: BaseModel) -> set[str]:
        """Option-less move types worth a button under the public board, judged from the
        public view alone: none while an interrupt waits for an answer."""
        if getattr(view, "pending", None):
            return set()
        return {s.type for s in self.specs.values() if not s.fields}

    OPTIONS: ClassVar[dict[str, tuple[Any, ...]]] = {}  # match option -> the values it takes

    def check_options(self, options: dict[str, Any]) -> None:
        """Refuse match options (``/match new … options:``) in the players' words before the
        rules read them: a key not in ``OPTIONS`` (``bot.<game>.options.unknown``) or a value
        it does not take (``check_option``). A game without ``OPTIONS`` leaves it all to the
        rules' own check."""
        if not self.OPTIONS:
            return
        for key, value in options.items():
            allowed = self.OPTIONS.get(key)
            if allowed is None:
                raise InvalidAction(
                    f"bot.{self.game_id}.options.unknown",
                    option=str(key)[:40],
                    known=", ".join(self.OPTIONS),
                )
            self.check_option(key, value, allowed)

    def check_option(self, key: str, value: Any, allowed: tuple[Any, ...]) -> None:
        """One option's value: one of ``allowed``, a true/false option only true or false
        (``bot.<game>.options.value`` names the option and what it takes)."""
        if value not in allowed or isinstance(value, bool) != isinstance(allowed[0], bool):
            raise InvalidAction(
                f"bot.{self.game_id}.options.value",
                option=key,
                value=self.shown_value(value),
                known=", ".join(str(a).lower() for a in allowed),
            )

    @staticmethod
    def shown_value(value: Any) -> str:
        """An option's value as a refusal quotes it: true/false in lower case, cut to 40."""
        return str(value).lower() if isinstance(value, bool) else str(value)[:40]

    # --- views -----------------------------------------------------------------------
    def summary(self, view: BaseModel, names: Sequence[str], locale: str) -> list[tuple[str, str]]:
        return []

    def hand_text(self, view: BaseModel, locale: str) -> str | None:
        return None

    def multi_pick(self, view: BaseModel, locale: str) -> MultiPick | None:
        return None

    def answer_buttons(self, view: BaseModel, locale: str) -> list[tuple[str, str]]:
        """A decision play waits for, as (notation, label) buttons under the public board."""
        return []

    def board_buttons(self, view: BaseModel, locale: str) -> list[BoardButton]:
        """Moves and menus of moves as buttons under the public board (Nations' row)."""
        return []


HAND_LIMIT = 1600  # the panel's message also holds a line about the moves


_CACHE: dict[str, GameUI] = {}


def ui_for(game_id: str) -> GameUI:
    """The game's Discord UI: the class its front end names (``bot.games.registry``), or the
    generic ``GameUI`` for a game with none."""
    if game_id not in _CACHE:
        from bot.games.registry import front_end

        fe = front_end(game_id)
        cls: type[GameUI] = fe.ui_class() if fe is not None else GameUI
        _CACHE[game_id] = cls(get_game(game_id))
    return _CACHE[game_id]
