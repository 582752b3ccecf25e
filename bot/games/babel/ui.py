"""Babel's Discord UI: nation, source and power labels, the embed summary, the private hand
and the discard's multi-card pick."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from bot.app.gameui import GameUI, MultiPick
from bot.app.i18n import tr


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
        from bot.games.babel.text import table_hand
        from rules.babel.view import BabelView

        assert isinstance(view, BabelView)
        return table_hand(view, locale)

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
