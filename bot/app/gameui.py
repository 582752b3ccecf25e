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
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, Literal

from pydantic import BaseModel

from bot.app.i18n import msg, tr
from bot.text.names import typed_names
from rules.core import Game, get_game
from rules.core.errors import InvalidAction
from rules.core.words import is_number, read_int

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

    def check_options(self, options: dict[str, Any]) -> None:
        """Refuse match options (``/match new … options:``) in the players' words before the
        rules read them; by default the rules' own check is all there is."""

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


class BabelUI(GameUI):
    game_id = "babel"

    def field_label(self, action_type: str, field: str, value: str, locale: str) -> str:
        if field in ("to", "origin", "nation", "target", "site"):
            return tr(locale, f"babel.nation.{value}")
        if field == "source":
            return tr(locale, f"babel.source.{value}")
        if field == "power":
            return tr(locale, f"babel.power.{value}")
        if field == "run":
            return tr(locale, "bot.babel.position", position=value)
        if field == "cards":
            counts = Counter(value.split(","))
            return ", ".join(
                tr(locale, "bot.babel.cards", nation=tr(locale, f"babel.nation.{n}"), count=c)
                for n, c in counts.items()
            )
        return value

    def option_text(self, action_type: str, field: str, raw: str) -> str:
        # a run is named by its bottom card, counted from 1 as on the board picture
        return str(int(raw) + 1) if field == "run" else raw

    def parse_option(self, action_type: str, field: str, text: str) -> Any:
        value = super().parse_option(action_type, field, text)
        return value - 1 if field == "run" else value

    def int_range(self, action_type: str, field: str) -> tuple[int, int]:
        from rules.babel.state import PEOPLE_TOTAL

        # a run is named by its bottom card's position, counted from 1
        return (1, PEOPLE_TOTAL) if field == "run" else super().int_range(action_type, field)

    def summary(self, view: BaseModel, names: Sequence[str], locale: str) -> list[tuple[str, str]]:
        from rules.babel.view import BabelView

        assert isinstance(view, BabelView)
        fields = []
        for p in view.players:
            name = names[p.seat] if p.seat < len(names) else str(p.seat + 1)
            site = (
                tr(locale, f"babel.nation.{p.builder}")
                if p.builder is not None
                else tr(locale, "table.babel.quarry")
            )
            top = p.pile[-1] if p.pile else "—"
            fields.append(
                (
                    name,
                    tr(
                        locale,
                        "bot.babel.player",
                        score=p.score,
                        hand=p.hand_size,
                        site=site,
                        top=str(top),
                        pile=len(p.pile),
                    ),
                )
            )
        status = [tr(locale, "bot.babel.turn", turn=view.turn, quarry=view.quarry_size)]
        if view.final_phase:
            status.append(tr(locale, "table.babel.final_phase"))
        if view.pending is not None:
            who = names[view.pending.seat] if view.pending.seat < len(names) else "?"
            status.append(tr(locale, "table.babel.pending", player=who, count=view.pending.count))
        fields.append((tr(locale, "bot.babel.status"), "\n".join(status)))
        return fields

    def hand_text(self, view: BaseModel, locale: str) -> str | None:
        from rules.babel.view import BabelView

        assert isinstance(view, BabelView)
        if view.viewer is None:
            return None
        hand = view.players[view.viewer].hand or []
        counts = Counter(hand)
        parts = [
            tr(locale, "bot.babel.cards", nation=tr(locale, f"babel.nation.{n}"), count=c)
            for n, c in counts.items()
        ]
        return tr(locale, "bot.hand", count=len(hand), cards=", ".join(parts) or "—")

    def multi_pick(self, view: BaseModel, locale: str) -> MultiPick | None:
        from rules.babel.view import BabelView

        assert isinstance(view, BabelView)
        pending = view.pending
        if pending is None or view.viewer != pending.seat:
            return None
        hand = view.players[pending.seat].hand or []
        seen: Counter[str] = Counter()
        options = []
        for n in hand:
            seen[n] += 1
            label = tr(locale, f"babel.nation.{n}")
            options.append((f"{n}#{seen[n]}", f"{label} {seen[n]}" if seen[n] > 1 else label))
        return MultiPick("discard", "cards", pending.count, options)


HAND_LIMIT = 1600  # the panel's message also holds a line about the moves


class DuellumUI(GameUI):
    """Antike Duellum: regions by name, board words in the caller's language, the rondel's
    fields with their price, and the nations' open stock in the embed."""

    game_id = "duellum"
    NONE = "-"  # the option value of an empty list (no payment)
    REGION_FIELDS = ("region", "origin", "to")
    UNIT_LISTS = ("pay", "give", "take")
    NAMED = {"unit": "duellum.unit", "resource": "duellum.resource", "knowhow": "duellum.knowhow"}

    # --- labels ----------------------------------------------------------------------
    def option_text(self, action_type: str, field: str, raw: str) -> str:
        if field == "pay" and not raw:
            return self.NONE
        if field == "play":
            return "yes" if raw == "True" else "no"
        return raw

    def field_label(self, action_type: str, field: str, value: str, locale: str) -> str:
        from bot.text import duellum as text
        from rules.duellum.data import RONDEL
        from rules.duellum.text import region_name

        if field in self.REGION_FIELDS:
            return region_name(value)
        if field in self.NAMED:
            return tr(locale, f"{self.NAMED[field]}.{value}")
        if field == "card":
            return text.card_name(value, locale)
        if field == "field" and value.isdigit() and int(value) < len(RONDEL.fields):
            return tr(
                locale,
                "bot.duellum.field_label",
                index=value,
                field=text.field_name(int(value), locale),
            )
        if field in self.UNIT_LISTS:
            kinds = [] if value == self.NONE else value.split(",")
            return text.payment_text(kinds, locale)
        if field == "legions" and value.isdigit():
            return tr(locale, "bot.duellum.casualties", legions=int(value))
        if field == "play":
            return tr(locale, f"bot.duellum.fortress.{'yes' if value == 'yes' else 'no'}")
        return value

    PRICED = {("temple", "region"), ("wall", "region"), ("recruit", "unit"), ("develop", "knowhow")}

    def choice_label(
        self,
        action: BaseModel,
        action_type: str,
        field: str,
        value: str,
        locale: str,
        view: BaseModel | None = None,
    ) -> str:
        from bot.text import duellum as text
        from rules.duellum.view import DuellumView

        pay = getattr(action, "pay", None)
        if field == "field" and isinstance(pay, tuple) and value.isdigit():
            return tr(
                locale,
                "bot.duellum.field_cost",
                index=value,
                field=text.field_name(int(value), locale),
                cost=len(pay),
            )
        label = self.field_label(action_type, field, value, locale)
        if isinstance(view, DuellumView) and (action_type, field) in self.PRICED:
            price = text.price_text(view, action, locale)
            if price:
                return f"{label} — {price}"
        return label

    OPTIONS: ClassVar[dict[str, tuple[Any, ...]]] = {
        "map": ("west", "east"),
        "special_units": (True, False),
        "fortress": ("ask", "auto"),
    }

    def check_options(self, options: dict[str, Any]) -> None:
        """``map=east special_units=true fortress=auto``: each key and value, or a sentence
        naming the one that is wrong and what it may be."""
        for key, value in options.items():
            allowed = self.OPTIONS.get(key)
            if allowed is None:
                raise InvalidAction(
                    "bot.duellum.options.unknown",
                    option=str(key)[:40],
                    known=", ".join(self.OPTIONS),
                )
            if value not in allowed or isinstance(value, bool) != isinstance(allowed[0], bool):
                shown = str(value).lower() if isinstance(value, bool) else str(value)[:40]
                raise InvalidAction(f"bot.duellum.options.{key}", value=shown)

    # --- reading what was typed ------------------------------------------------------
    def parse_option(self, action_type: str, field: str, text: str) -> Any:
        from rules.duellum.text import read_name

        if field in self.REGION_FIELDS:
            return read_name("region", text, typed_names("duellum"))
        if field in self.UNIT_LISTS:
            return self._units(text)
        if field == "field":
            return self._field(text)
        if field == "play":
            return self._yes_no(text)
        if field in self.NAMED or field == "card":
            return read_name(field, text, typed_names("duellum"))
        return super().parse_option(action_type, field, text)

    def int_range(self, action_type: str, field: str) -> tuple[int, int]:
        from rules.duellum.state import GALLEYS_PER_NATION, LEGIONS_PER_NATION

        if field == "legions":
            return 0, LEGIONS_PER_NATION + GALLEYS_PER_NATION
        return super().int_range(action_type, field)

    def _units(self, text: str) -> list[str]:
        """Units as typed ("gold,coin", "2 gold, 1 coin", "χρυσός") into a list of kinds."""
        from bot.text.duellum import fold

        out: list[str] = []
        for part in text.split(","):
            words = part.split()
            if not words or words == [self.NONE]:
                continue
            count = 1
            if is_number(words[0]):
                count, words = read_int(words[0], 1, 9), words[1:]
            name = " ".join(words)
            out += [_names("pay").get(fold(name), name.strip()[:40])] * count
        return out

    def _field(self, text: str) -> int:
        """A rondel field by its number ("4", "4 · MILITIA", as suggested) or its name."""
        from rules.duellum.text import parse_notation

        label = text.split("(", 1)[0]  # a suggestion's label ends with its price: "(1 unit)"
        action = parse_notation(f"rondel {label}", typed_names("duellum"))
        return int(getattr(action, "field", 0))

    def _yes_no(self, text: str) -> bool | str:
        from bot.text.duellum import fold

        word = fold(text)
        if word in ("yes", "true", "1") or word in _names("yes"):
            return True
        if word in ("no", "false", "0") or word in _names("no"):
            return False
        return text

    # --- views -----------------------------------------------------------------------
    def summary(self, view: BaseModel, names: Sequence[str], locale: str) -> list[tuple[str, str]]:
        from bot.text import duellum as text
        from rules.duellum.view import DuellumView

        assert isinstance(view, DuellumView)

        def name_of(seat: int) -> str:
            return names[seat] if seat < len(names) else str(seat + 1)

        fields = []
        for seat in (0, 1):
            lines = [
                text.personages_text(view, seat, locale),
                text.cities_text(view, seat, locale),
                text.stock_text(view, seat, locale),
                text.units_text(view, seat, locale),
                text.special_text(view, seat, locale),
                tr(locale, "bot.duellum.knowhows", names=text.knowhows_text(view, seat, locale)),
                tr(
                    locale,
                    "bot.duellum.cards",
                    names=text.cards_text(view.nations[seat].events, locale),
                ),
                text.marker_text(view, seat, locale),
            ]
            head = f"{text.nation_name(view, seat, locale)} · {name_of(seat)}"
            fields.append((head, "\n".join(line for line in lines if line)))
        status = []
        if view.winner is None:
            status.append(
                tr(
                    locale,
                    "bot.duellum.turn",
                    turn=view.turn,
                    player=name_of(view.current),
                    phase=text.phase_text(view, locale),
                )
            )
        status.append(text.row_text(view, locale))
        waiting = text.pending_text(view, name_of, locale)
        if waiting:
            status.append(tr(locale, "bot.duellum.waiting", what=waiting))
        fields.append((tr(locale, "bot.duellum.status"), "\n".join(status)))
        return fields

    def hand_text(self, view: BaseModel, locale: str) -> str | None:
        """Nothing is hidden in Duellum: the panel opens with the caller's own stock and
        cards, the things a player looks up before choosing."""
        from bot.text import duellum as text
        from rules.duellum.state import PendingKind
        from rules.duellum.view import DuellumView

        assert isinstance(view, DuellumView)
        seat = view.viewer
        if seat is None:
            return None
        lines = [
            tr(
                locale,
                "bot.duellum.hand",
                nation=text.nation_name(view, seat, locale),
                stock=text.stock_text(view, seat, locale),
                cards=text.cards_text(view.nations[seat].events, locale),
                marker=text.marker_text(view, seat, locale),
            )
        ]
        # what the cards do: those held, and the open row when it is the caller's to pick
        lines += [text.card_line(c, locale) for c in dict.fromkeys(view.nations[seat].events)]
        picking = view.pending and view.pending[0].seat == seat
        if picking and view.pending[0].kind is PendingKind.PICK:
            lines.append(tr(locale, "bot.duellum.row_pick", count=view.pending[0].count))
            lines += [text.card_line(c, locale) for c in view.row]
        out = "\n".join(lines)
        return out if len(out) <= HAND_LIMIT else out[: HAND_LIMIT - 1] + "…"

    def action_label(self, action: BaseModel, locale: str) -> str:
        from bot.text.duellum import action_text

        return action_text(action, locale) or super().action_label(action, locale)

    def panel_order(self, view: BaseModel, legal: Sequence[Any]) -> list[Any]:
        from bot.text.duellum import order_actions
        from rules.duellum.view import DuellumView

        assert isinstance(view, DuellumView)
        return order_actions(view, legal)

    def quick_moves(self, view: BaseModel) -> set[str]:
        """The End button, once the rondel move is made and nobody owes an answer."""
        from rules.duellum.state import Phase
        from rules.duellum.view import DuellumView

        assert isinstance(view, DuellumView)
        if view.pending or view.winner is not None or view.this.phase is Phase.RONDEL:
            return set()
        return {"end"}


def _names(family: str) -> dict[str, str]:
    """Folded names in every language (and the ids themselves) to the value they stand for."""
    return _NAME_TABLES[family] if family in _NAME_TABLES else _name_table(family)


_NAME_TABLES: dict[str, dict[str, str]] = {}


def _name_table(family: str) -> dict[str, str]:
    from bot.text.duellum import fold
    from rules.common.maps import Resource, Unit
    from rules.duellum.data import RONDEL, KnowHowId
    from rules.duellum.events import load_events
    from rules.duellum.state import Pay, Special
    from service.i18n import LOCALES

    answers = ("bot.duellum.word.{}", "bot.duellum.fortress.{}")
    sources: dict[str, tuple[tuple[str, ...], list[str]]] = {
        "unit": (("duellum.unit.{}",), [u.value for u in (*Unit, *Special)]),
        "resource": (("duellum.resource.{}",), [r.value for r in Resource]),
        "pay": (("duellum.pay.{}",), [p.value for p in Pay]),
        "knowhow": (("duellum.knowhow.{}",), [k.value for k in KnowHowId]),
        "card": (("duellum.card.{}",), list(load_events().ids)),
        "field": (("duellum.field.{}",), list(dict.fromkeys(RONDEL.fields))),
        "yes": (answers, ["yes"]),
        "no": (answers, ["no"]),
    }
    keys, values = sources[family]
    table: dict[str, str] = {}
    for value in values:
        table[fold(value)] = value
        for key in keys:
            for locale in LOCALES:
                table.setdefault(fold(tr(locale, key.format(value))), value)
    if family == "pay":  # resource words say the same ("gold" and "χρυσός")
        table.update({k: v for k, v in _names("resource").items() if k not in table})
    _NAME_TABLES[family] = table
    return table


_UIS: dict[str, type[GameUI]] = {"babel": BabelUI, "duellum": DuellumUI}
_CACHE: dict[str, GameUI] = {}


def ui_for(game_id: str) -> GameUI:
    if game_id not in _CACHE:
        if game_id == "antike":
            from bot.app.ui_antike import AntikeUI

            _UIS[game_id] = AntikeUI
        if game_id == "nations":
            from bot.app.ui_nations import NationsUI

            _UIS[game_id] = NationsUI
        _CACHE[game_id] = _UIS.get(game_id, GameUI)(get_game(game_id))
    return _CACHE[game_id]


class PolisUI(GameUI):
    """Polis: names for the map's ids, both sides' tracks in the embed, the caller's combat
    hand in the private panel, End and Pass as buttons in the main phase."""

    game_id = "polis"
    FAMILIES: ClassVar[dict[str, str]] = {
        "polis": "polis.city",
        "origin": "polis.terr",
        "to": "polis.terr",
        "territory": "polis.terr",
        "project": "polis.project",
        "market": "polis.market",
        "unit": "polis.unit",
    }

    def field_label(self, action_type: str, field: str, value: str, locale: str) -> str:
        if field == "also":  # a move's extra origins, "euboia:2,megaris:1"
            parts = []
            for part in value.split(","):
                where, _, n = part.rpartition(":")
                name = tr(locale, f"polis.terr.{where}") if where else part
                parts.append(tr(locale, "polis.leg", where=name, count=n) if where else part)
            return ", ".join(parts)
        family = self.FAMILIES.get(field)
        if family is None:
            return value
        return tr(locale, f"{family}.{value}")

    def int_range(self, action_type: str, field: str) -> tuple[int, int]:
        if action_type == "commit":
            return 0, 24
        if action_type == "phoros":
            return 0, 99
        return 1, 9

    def summary(self, view: BaseModel, names: Sequence[str], locale: str) -> list[tuple[str, str]]:
        from bot.text import polis as text
        from rules.polis.view import PolisView

        assert isinstance(view, PolisView)

        def name_of(seat: int) -> str:
            return names[seat] if seat < len(names) else str(seat + 1)

        fields = [
            (
                f"{text.side_name(seat, locale)} · {name_of(seat)}",
                "\n".join(
                    [
                        text.stock_text(view, seat, locale),
                        text.poleis_text(view, seat, locale),
                        text.units_text(view, seat, locale),
                    ]
                ),
            )
            for seat in (0, 1)
        ]
        fields.append((tr(locale, "bot.game.polis"), text.status_text(view, name_of, locale)))
        return fields

    def hand_text(self, view: BaseModel, locale: str) -> str | None:
        from bot.text import polis as text
        from rules.polis.view import PolisView

        assert isinstance(view, PolisView)
        return text.hand_text(view, locale)

    def quick_moves(self, view: BaseModel) -> set[str]:
        from rules.polis.view import PolisView

        assert isinstance(view, PolisView)
        if view.pending or view.battle is not None or view.ended is not None:
            return set()
        return {"end", "pass"}


_UIS["polis"] = PolisUI
