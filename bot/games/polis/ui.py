"""Polis in Discord: names for the map's ids, both sides' tracks in the embed, the caller's
combat hand in the private panel, End and Pass as buttons in the main phase."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from pydantic import BaseModel

from bot.app.gameui import GameUI
from bot.app.i18n import tr


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
        "order": "polis.order",
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
        from bot.games.polis import text as text
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
        from bot.games.polis import text as text
        from rules.polis.view import PolisView

        assert isinstance(view, PolisView)
        return text.hand_text(view, locale)

    def quick_moves(self, view: BaseModel) -> set[str]:
        from rules.polis.view import PolisView

        assert isinstance(view, PolisView)
        if view.pending or view.battle is not None or view.ended is not None:
            return set()
        return {"end", "pass"}
