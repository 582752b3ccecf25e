"""Antike Duellum in Discord: regions by name, board words in the caller's language, the
rondel's fields with their price, and the nations' open stock in the embed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from bot.app.gameui import HAND_LIMIT
from bot.app.i18n import tr
from bot.app.ui_map import MapGameUI
from bot.text.names import typed_names
from rules.core.errors import InvalidAction
from rules.core.words import is_number, read_int


class DuellumUI(MapGameUI):
    """Antike Duellum: regions by name, board words in the caller's language, the rondel's
    fields with their price, and the nations' open stock in the embed."""

    game_id = "duellum"
    REGION_FIELDS = ("region", "origin", "to")
    LISTS = ("pay", "give", "take")
    ANSWER = "play"  # the Fortress card: play it or not
    ANSWER_KEYS = ("bot.duellum.fortress.yes", "bot.duellum.fortress.no")
    NAMED = {
        "unit": "duellum.unit",
        "resource": "duellum.resource",
        "knowhow": "duellum.knowhow",
        "order": "duellum.order",  # the standing order for Fortress
    }

    # --- labels ----------------------------------------------------------------------
    def field_label(self, action_type: str, field: str, value: str, locale: str) -> str:
        from bot.games.duellum import text as text
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
        return super().field_label(action_type, field, value, locale)

    PRICED = {("temple", "region"), ("wall", "region"), ("recruit", "unit"), ("develop", "knowhow")}

    def view_class(self) -> type[BaseModel]:
        from rules.duellum.view import DuellumView

        return DuellumView

    OPTIONS: ClassVar[dict[str, tuple[Any, ...]]] = {
        "map": ("west", "east"),
        "special_units": (True, False),
        "fortress": ("ask", "auto"),
    }

    def check_option(self, key: str, value: Any, allowed: tuple[Any, ...]) -> None:
        """``map=east special_units=true fortress=auto``: each option has its own sentence."""
        if value not in allowed or isinstance(value, bool) != isinstance(allowed[0], bool):
            raise InvalidAction(f"bot.duellum.options.{key}", value=self.shown_value(value))

    # --- reading what was typed ------------------------------------------------------
    def parse_option(self, action_type: str, field: str, text: str) -> Any:
        from rules.duellum.text import read_name

        if field in self.REGION_FIELDS:
            return read_name("region", text, typed_names("duellum"))
        if field in self.LISTS:
            return self._units(text)
        if field == "field":
            return self._field(text)
        if field == self.ANSWER:
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
        from bot.games.duellum.text import fold

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
        from bot.games.duellum.text import fold

        word = fold(text)
        if word in ("yes", "true", "1") or word in _names("yes"):
            return True
        if word in ("no", "false", "0") or word in _names("no"):
            return False
        return text

    # --- views -----------------------------------------------------------------------
    def summary(self, view: BaseModel, names: Sequence[str], locale: str) -> list[tuple[str, str]]:
        from bot.games.duellum import text as text
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
        from bot.games.duellum.text import table_hand
        from rules.duellum.view import DuellumView

        assert isinstance(view, DuellumView)
        out = table_hand(view, locale)
        if out is None:
            return None
        return out if len(out) <= HAND_LIMIT else out[: HAND_LIMIT - 1] + "…"

    def panel_order(self, view: BaseModel, legal: Sequence[Any]) -> list[Any]:
        from bot.games.duellum.text import order_actions
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
    from bot.games.duellum.text import fold
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
