"""What the map games' Discord UIs share (Antike, Antike Duellum): a rondel field offered
with its price, the price beside the things that cost, payments (an empty one offered as
"-"), a yes/no answer, casualties, and action labels in the game's own words. Each game
names its view class, its list fields and its
yes/no field."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, ClassVar

from pydantic import BaseModel

from bot.app.gameui import GameUI
from bot.app.i18n import tr


class MapGameUI(GameUI):
    """A map game with a rondel; ``PRICED`` lists the (action, field) choices shown with
    what they cost, ``LISTS`` the fields that hold units paid or given (an empty one is
    offered as ``NONE``), ``ANSWER`` the field answered yes or no, and ``ANSWER_KEYS`` the
    catalog keys of its yes and no labels."""

    PRICED: ClassVar[set[tuple[str, str]]] = set()
    NONE: ClassVar[str] = "-"  # the option value of an empty list (no payment)
    LISTS: ClassVar[Collection[str]] = ()
    ANSWER: ClassVar[str] = ""
    ANSWER_KEYS: ClassVar[tuple[str, str]] = ("", "")

    def text(self) -> Any:
        """The game's text module, as its front end names it (``bot/games/<game>/text.py``)."""
        from bot.games.registry import front_end

        fe = front_end(self.game_id)
        if fe is None:
            raise LookupError(f"no front end for game {self.game_id!r}")
        return fe.text_board()

    def view_class(self) -> type[BaseModel]:
        raise NotImplementedError

    def option_text(self, action_type: str, field: str, raw: str) -> str:
        if field in self.LISTS and not raw:
            return self.NONE
        if field == self.ANSWER:
            return "yes" if raw == "True" else "no"
        return raw

    def field_label(self, action_type: str, field: str, value: str, locale: str) -> str:
        """Payments, casualties and the yes/no answer; a game labels its other fields and
        leaves these to this one."""
        if field in self.LISTS:
            kinds = [] if value == self.NONE else value.split(",")
            return str(self.text().payment_text(kinds, locale))
        if field == "legions" and value.isdigit():
            return tr(locale, f"bot.{self.game_id}.casualties", legions=int(value))
        if field == self.ANSWER:
            return tr(locale, self.ANSWER_KEYS[0] if value == "yes" else self.ANSWER_KEYS[1])
        return value

    def choice_label(
        self,
        action: BaseModel,
        action_type: str,
        field: str,
        value: str,
        locale: str,
        view: BaseModel | None = None,
    ) -> str:
        text = self.text()
        pay = getattr(action, "pay", None)
        if field == "field" and isinstance(pay, tuple) and value.isdigit():
            return tr(
                locale,
                f"bot.{self.game_id}.field_cost",
                index=value,
                field=text.field_name(int(value), locale),
                cost=len(pay),
            )
        label = self.field_label(action_type, field, value, locale)
        if isinstance(view, self.view_class()) and (action_type, field) in self.PRICED:
            price = text.price_text(view, action, locale)
            if price:
                return f"{label} — {price}"
        return label

    def action_label(self, action: BaseModel, locale: str) -> str:
        return self.text().action_text(action, locale) or super().action_label(action, locale)
