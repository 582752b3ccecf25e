"""Antike in Discord: provinces by their map names, board words in the caller's language, the
rondel's wedges with their price, prices on the things that cost, every nation's open stock
in the embed, and the decisions the rules give a nation out of turn (a fight offered by units
entering its province, casualties, a resource for a coin, a personage, a start city) as
buttons under the board for the nation's player.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from bot.app.i18n import tr
from bot.app.ui_map import MapGameUI
from bot.text.names import typed_names
from rules.core.words import is_number, read_int

MAX_BUTTONS = 10  # answer buttons under the board (two rows of five)


def _view(view: BaseModel) -> Any:
    from rules.antike.view import AntikeView

    assert isinstance(view, AntikeView)
    return view


class AntikeUI(MapGameUI):
    game_id = "antike"
    REGION_FIELDS = ("region", "origin", "to", "release")
    NAMED: ClassVar[dict[str, tuple[str, str]]] = {  # field -> (lexicon, catalog prefix)
        "unit": ("unit", "antike.unit"),
        "resource": ("resource", "antike.resource"),
        "take": ("resource", "antike.resource"),
        "knowhow": ("knowhow", "antike.knowhow"),
        "personage": ("personage", "antike.personage"),
        "order": ("order", "antike.order"),
    }
    LISTS: ClassVar[dict[str, str]] = {"pay": "pay", "give": "resource"}  # field -> lexicon
    ANSWER = "fight"  # a fight offered: take it or not
    ANSWER_KEYS = ("bot.antike.answer.fight", "bot.antike.answer.pass")

    # --- labels ----------------------------------------------------------------------
    def field_label(self, action_type: str, field: str, value: str, locale: str) -> str:
        from bot.games.antike import text as text
        from rules.antike.state import FIELDS

        if field in self.REGION_FIELDS:
            return self._region(value)
        if field == "nation":
            return text.nation_word(value, locale)
        if field in self.NAMED:
            return tr(locale, f"{self.NAMED[field][1]}.{value}")
        if field == "field" and value.isdigit() and int(value) < len(FIELDS):
            return text.field_label(int(value), locale)
        return super().field_label(action_type, field, value, locale)

    @staticmethod
    def _region(region: str) -> str:
        from rules.antike.text import region_name

        return region_name(region)

    PRICED: ClassVar[set[tuple[str, str]]] = {
        ("temple", "region"),
        ("arm", "region"),
        ("arm", "unit"),
        ("develop", "knowhow"),
        ("found", "region"),
    }

    def view_class(self) -> type[BaseModel]:
        from rules.antike.view import AntikeView

        return AntikeView

    OPTIONS: ClassVar[dict[str, tuple[Any, ...]]] = {
        "side": ("west", "east"),
        "expert": (True, False),
        "military": (True, False),
        "longer": (True, False),
        "goal": (10, 12),
        "two_players": ("teams", "doubled"),
        "fight": ("ask", "always", "never"),
    }

    # --- reading what was typed ------------------------------------------------------
    def parse_option(self, action_type: str, field: str, text: str) -> Any:
        from rules.antike.text import read_name

        names = typed_names("antike")
        if field in self.REGION_FIELDS:
            return read_name("region", text, names)
        if field == "nation":
            return read_name("nation", text, names)
        if field in self.NAMED:
            return read_name(self.NAMED[field][0], text, names)
        if field in self.LISTS:
            return self._units(text, self.LISTS[field])
        if field == "field":
            return self._field(text)
        if field == self.ANSWER:
            word = text.strip().casefold()
            if word in ("true", "1"):
                return True
            if word in ("false", "0"):
                return False
            return read_name("answer", text, names) == "yes"
        return super().parse_option(action_type, field, text)

    def int_range(self, action_type: str, field: str) -> tuple[int, int]:
        from rules.antike.state import GALLEYS, LEGIONS

        if field == "legions":
            return 0, 2 * (LEGIONS + GALLEYS)
        return super().int_range(action_type, field)

    def _units(self, text: str, lexicon: str) -> list[str]:
        """Units as typed ("gold,coin", "2 gold, 1 coin", "χρυσός") into a list of kinds."""
        from rules.antike.text import MAX_PAY, read_name

        names = typed_names("antike")
        out: list[str] = []
        for part in text.split(","):
            words = part.split()
            if not words or words == [self.NONE]:
                continue
            count = 1
            if is_number(words[0]):
                count, words = read_int(words[0], 1, MAX_PAY), words[1:]
            if not words:
                continue
            out += [read_name(lexicon, " ".join(words), names)] * count
        return out

    def _field(self, text: str) -> int:
        """A rondel wedge by its number ("4", "4 · ARMING", as suggested) or its name."""
        from rules.antike.text import parse_notation

        label = text.split("(", 1)[0].replace("·", " ")  # a suggestion ends with "(free)"
        action = parse_notation(f"rondel {label}", typed_names("antike"))
        return int(getattr(action, "field", 0))

    # --- what the board offers ------------------------------------------------------
    def panel_order(self, view: BaseModel, legal: Sequence[Any]) -> list[Any]:
        from bot.games.antike.text import order_actions

        return order_actions(_view(view), legal)

    def quick_moves(self, view: BaseModel) -> set[str]:
        """The End button, once the rondel move is made and nobody owes an answer."""
        from rules.antike.state import Phase

        v = _view(view)
        if v.pending or v.winner is not None or v.this.phase in (Phase.RONDEL, Phase.START):
            return set()
        return {"end"}

    def answer_buttons(self, view: BaseModel, locale: str) -> list[tuple[str, str]]:
        """The decision play waits for, as buttons under the public board: read off the
        public view, so the same buttons show for everyone; only the nation's player may
        use them (the rules refuse anyone else politely)."""
        from rules.antike.actions import Answer, Casualties, CoinInstead, Extra, StartCity
        from rules.antike.state import RESOURCES, Order, PendingKind, Personage
        from rules.antike.text import notation

        v = _view(view)
        if not v.pending or v.winner is not None:
            return []
        p = v.pending[0]
        moves: list[Any] = []
        if p.kind is PendingKind.DEFEND:
            moves = [
                Answer(fight=True),
                Answer(fight=False),
                Answer(fight=True, order=Order.ALWAYS),
                Answer(fight=False, order=Order.NEVER),
            ]
        elif p.kind is PendingKind.CASUALTIES:
            region = p.region or ""
            legions = sum(1 for k in v.this.legions_left.get(region, ()) if k > 0)
            galleys = sum(1 for k in v.this.galleys_left.get(region, ()) if k > 0)
            low, high = max(0, p.count - galleys), min(p.count, legions)
            moves = [Casualties(legions=k) for k in range(low, high + 1)]
        elif p.kind is PendingKind.COIN:
            moves = [CoinInstead(resource=r) for r in RESOURCES]
        elif p.kind is PendingKind.EXTRA:
            moves = [Extra(personage=Personage(c)) for c in p.choices]
        elif p.kind is PendingKind.START:
            moves = [StartCity(region=c) for c in p.choices]
        return [(notation(a), self.action_label(a, locale)) for a in moves[:MAX_BUTTONS]]

    # --- views -----------------------------------------------------------------------
    def summary(self, view: BaseModel, names: Sequence[str], locale: str) -> list[tuple[str, str]]:
        from bot.games.antike import text as text

        v = _view(view)

        def name_of(seat: int) -> str:
            return names[seat] if seat < len(names) else str(seat + 1)

        fields = []
        for i in range(len(v.nations)):
            head = tr(
                locale,
                "bot.antike.who",
                player=name_of(v.nations[i].seat),
                nation=text.nation_name(v, i, locale),
            )
            if i == v.current and v.winner is None:
                head = "▶ " + head
            fields.append((head, "\n".join(text.nation_lines(v, i, locale))))
        fields.append(
            (tr(locale, "bot.antike.status"), "\n".join(text.status_lines(v, name_of, locale)))
        )
        return fields

    def hand_text(self, view: BaseModel, locale: str) -> str | None:
        """Nothing is hidden in Antike: the panel opens with the caller's own nations' stock
        and wedge, what a player looks up before choosing."""
        from bot.games.antike.text import table_hand

        return table_hand(_view(view), locale)
