"""What the map games' Discord UIs share (Antike, Antike Duellum): a rondel field offered
with its price, the price beside the things that cost, and action labels in the game's own
words. Each game names its text module (``bot.text.<game>``) and its view class."""

from __future__ import annotations

import importlib
from typing import Any, ClassVar

from pydantic import BaseModel

from bot.app.gameui import GameUI
from bot.app.i18n import tr


class MapGameUI(GameUI):
    """A map game with a rondel; ``PRICED`` lists the (action, field) choices shown with
    what they cost."""

    PRICED: ClassVar[set[tuple[str, str]]] = set()

    def text(self) -> Any:
        """The game's text module, ``bot.text.<game_id>``."""
        return importlib.import_module(f"bot.text.{self.game_id}")

    def view_class(self) -> type[BaseModel]:
        raise NotImplementedError

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
