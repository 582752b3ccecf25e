"""Nations in Discord: card and nation names in the caller's language, prices and places on
the suggestions, every nation's numbers and the progress board in the embed, and the board's
buttons: one per card of the progress row (its short name and price; greyed out when the
player to act cannot buy it), deploy / architect / pass, the growth choices (every seat that
must choose may press them at once) and the answers to an event (one nation at a time).

Nothing in Nations is hidden but the decks' order and the seed, so what the player to act may
do is read off the public view: the position ``rules.nations.view.public_position`` rebuilds
from it (decks left empty, as the heuristic AI reads it too) gives the rules' own legal actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from bot.app.gameui import BoardButton, GameUI
from bot.app.i18n import tr
from rules.core.errors import InvalidAction

MAX_BOARD_BUTTONS = 23  # Discord: 5 rows of 5; the panel and "Full board" take two
HAND_LIMIT = 1700  # the panel's message also holds a line about the moves
OPTION_LABEL = 100  # Discord: a select option's label


def _view(view: BaseModel) -> Any:
    from rules.nations.view import NationsView

    assert isinstance(view, NationsView)
    return view


def legal_of_current(game: Any, view: Any) -> list[Any]:
    """The legal actions of the seat whose turn it is in the action phase, from the public
    view alone (nothing a turn decides on is hidden)."""
    from rules.nations.view import public_position

    try:
        return list(game.legal_actions(public_position(view), view.current))
    except Exception:  # a view the rebuild cannot read: buttons stay on, the rules judge
        return []


class NationsUI(GameUI):
    game_id = "nations"
    RESOURCE_FIELDS = ("resource", "choice", "section")

    NONE = "-"  # the option value of "no choice" (a card that takes no resource)
    LEVELS = ("chieftain", "prince", "king", "emperor")
    OPTIONS: ClassVar[dict[str, tuple[Any, ...]]] = {
        "cards": ("basic", "advanced", "expert"),
        "boards": ("a", "b"),
        "level": LEVELS,
        "levels": (),  # a level per seat, ``prince/king``: checked part by part
        "ages": (1, 2, 3, 4),
        "promo": (True, False),
        "easier": (True, False),
    }

    # --- match options ---------------------------------------------------------------
    def check_option(self, key: str, value: Any, allowed: tuple[Any, ...]) -> None:
        """``cards=expert boards=b level=king levels=prince/emperor ages=2 promo=true
        easier=true``; ``levels`` is checked level by level."""
        if key != "levels":
            return super().check_option(key, value, allowed)
        parts = str(value).lower().split("/") if isinstance(value, str) else [value]
        for part in parts:
            if part not in self.LEVELS:
                raise InvalidAction(
                    "bot.nations.options.levels",
                    value=str(part)[:40],
                    known=", ".join(self.LEVELS),
                )

    # --- labels ----------------------------------------------------------------------
    def option_text(self, action_type: str, field: str, raw: str) -> str:
        return self.NONE if field == "choice" and not raw else raw

    def field_label(self, action_type: str, field: str, value: str, locale: str) -> str:
        from bot.games.nations import text as text

        if field == "nation" or (field == "card" and action_type == "use"):
            return text.name(value, locale)
        if field in self.RESOURCE_FIELDS and value and value != self.NONE:
            return self._word(value, locale)
        if field == "side":
            return tr(locale, "bot.nations.label.side", side=value.upper())
        if field == "level" and value in self.LEVELS:
            return text.level_label(value, locale)
        return value

    @staticmethod
    def _word(value: str, locale: str) -> str:
        from bot.games.nations import text as text

        known = (*text.RESOURCES, "vp", "military", "stability")
        return text.word(value, locale) if value in known else value

    def choice_label(
        self,
        action: BaseModel,
        action_type: str,
        field: str,
        value: str,
        locale: str,
        view: BaseModel | None = None,
    ) -> str:
        from bot.games.nations import text as text
        from rules.nations.view import NationsView

        base = super().choice_label(action, action_type, field, value, locale, view)
        if not isinstance(view, NationsView):
            return base
        if action_type == "buy" and field == "row" and value.isdigit():
            r = int(value)
            cards = [text.short_name(c, locale) for c in view.row[r - 1] if c]
            return tr(
                locale,
                "bot.nations.label.row",
                row=r,
                gold=text.row_price(r),
                cards=", ".join(cards),
            )
        if action_type == "buy" and field == "col" and value.isdigit():
            row = int(getattr(action, "row", 1))
            cid = view.row[row - 1][int(value) - 1]
            return tr(
                locale, "bot.nations.label.col", col=value, card=text.name(cid or "—", locale)
            )
        if action_type == "choose" and field == "option":
            labels = dict(text.choice_options(view, locale))
            label = labels.get(int(value)) if value.isdigit() else None
            return f"{value}: {label}"[:100] if label else value
        seat = view.viewer if view.viewer is not None else view.current
        slots = view.seats[seat].slots
        if field in ("slot", "to", "origin") and value.isdigit() and int(value) <= len(slots):
            n = int(value)
            if n == 0:
                return "—" if field == "slot" else tr(locale, "bot.nations.label.reserve")
            card = slots[n - 1].card
            if card is None:
                return tr(locale, "bot.nations.label.slot-empty", slot=n)
            if action_type == "deploy" and field == "to":
                stone = text.catalog().card(card)
                cost = int(getattr(stone, "deploy_cost", 0))
                return tr(
                    locale,
                    "bot.nations.label.deploy",
                    slot=n,
                    card=text.name(card, locale),
                    stone=cost,
                )
            return tr(locale, "bot.nations.label.slot", slot=n, card=text.name(card, locale))
        return base

    def move_label(self, view: BaseModel | None, action: BaseModel, locale: str) -> str:
        """The rules' description with the card it is about: the card bought and the one
        it replaces, the card a worker goes to."""
        from bot.games.nations.text import action_text
        from rules.nations.view import NationsView

        if not isinstance(view, NationsView):
            return self.action_label(action, locale)
        return action_text(view, action, locale, OPTION_LABEL)

    # --- reading what was typed ------------------------------------------------------
    def parse_option(self, action_type: str, field: str, text: str) -> Any:
        from bot.games.nations import text as ntext
        from rules.core.words import Lexicon

        if field == "nation" or (field == "card" and action_type == "use"):
            family = "nation" if field == "nation" else "card"
            return Lexicon(family, dict(ntext.typed_names()[family])).pick(text.split())
        if field == "side":
            return text.strip().lower()[-1:] if text.strip() else text
        if field == "level":
            return self._level(text)
        if field in self.RESOURCE_FIELDS:
            return "" if text.strip() == self.NONE else self._resource(text)
        return super().parse_option(action_type, field, text)

    @staticmethod
    def _level(text: str) -> str:
        """A difficulty level as typed: its id or its name in any of our languages, else a
        refusal naming the four levels (README 3)."""
        from bot.games.nations import text as ntext
        from rules.core.words import Lexicon
        from rules.nations.text import no_such_level

        found, exact = Lexicon("level", ntext.typed_names()["level"]).candidates(text.split())
        if len(found) == 1 and (exact or len(text.strip()) >= 2):
            return found.pop()
        raise no_such_level(text.strip())

    @staticmethod
    def _resource(text: str) -> str:
        """A resource or section as typed, in any of our languages, back to its id."""
        from bot.games.nations import text as ntext
        from rules.core.words import fold
        from service.i18n import LOCALES

        typed = fold(text)
        for value in (*ntext.RESOURCES, "vp", "stability"):
            if typed == value or any(typed == fold(ntext.word(value, loc)) for loc in LOCALES):
                return value
        return text.strip()

    RANGES: ClassVar[dict[str, tuple[int, int]]] = {
        "row": (1, 3),
        "col": (1, 7),
        "slot": (0, 5),
        "to": (1, 5),
        "origin": (0, 5),
        "option": (0, 5),
    }

    def int_range(self, action_type: str, field: str) -> tuple[int, int]:
        return self.RANGES.get(field, super().int_range(action_type, field))

    # --- what the board offers ------------------------------------------------------
    def quick_moves(self, view: BaseModel) -> set[str]:
        """None: hire and pass are among the board's buttons, greyed out when not possible."""
        return set()

    def board_buttons(self, view: BaseModel, locale: str) -> list[BoardButton]:
        """The buttons under the public board for the phase: nations to choose, growth,
        an event's options, or the progress row with deploy / architect / pass."""
        from rules.nations.state import Phase

        v = _view(view)
        if v.phase is Phase.PICK:
            return self._pick_buttons(v, locale)
        if v.phase is Phase.GROWTH:
            return self._growth_buttons(v, locale)
        if v.phase in (Phase.CHOICE, Phase.EVENT_PICK):
            return self._choice_buttons(v, locale)
        if v.phase is Phase.ACTIONS:
            return self._action_buttons(v, locale)
        return []

    def _pick_buttons(self, v: Any, locale: str) -> list[BoardButton]:
        """A nation and side per button; the one who presses chooses their level privately
        among the four (README 3)."""
        from bot.games.nations import text as text

        sides = ["a", "b"] if v.seats[v.current].side == "b" else ["a"]
        return [
            BoardButton(
                f"pick {n} {side}",
                tr(
                    locale,
                    "bot.nations.button.pick",
                    nation=text.short_name(n, locale, 20),
                    side=side.upper(),
                ),
                menu=True,
            )
            for n in v.offered
            for side in sides
        ][:MAX_BOARD_BUTTONS]

    def _growth_buttons(self, v: Any, locale: str) -> list[BoardButton]:
        from bot.games.nations import text as text

        # Every seat still choosing presses the same buttons: the amount shows only when their
        # levels give the same amount (README 3), else the label names no number.
        counts = {text.catalog().growth(v.seats[seat].level) for seat in v.active}
        out = [
            BoardButton(f"grow {sec}", tr(locale, f"bot.nations.button.grow_{sec}"))
            for sec in ("food", "stability")
        ]
        out += [
            BoardButton(
                f"take {r}",
                tr(
                    locale,
                    "bot.nations.button.take",
                    count=next(iter(counts)),
                    resource=text.word(r, locale),
                )
                if len(counts) == 1
                else tr(locale, "bot.nations.button.take_level", resource=text.word(r, locale)),
            )
            for r in ("gold", "stone", "food")
        ]
        return out

    def _choice_buttons(self, v: Any, locale: str) -> list[BoardButton]:
        from bot.games.nations import text as text

        return [
            BoardButton(
                f"choose {o}",
                tr(locale, "bot.nations.button.choose", option=o, label=label)[:80],
            )
            for o, label in text.choice_options(v, locale)
        ]

    def _action_buttons(self, v: Any, locale: str) -> list[BoardButton]:
        from bot.games.nations import text as text
        from rules.nations.actions import Buy, Deploy, Hire, Pass, Use

        legal = legal_of_current(self.game, v)
        bought = {(a.row, a.col) for a in legal if isinstance(a, Buy)}
        extras = [
            BoardButton(
                "deploy",
                tr(locale, "bot.nations.button.deploy"),
                enabled=any(isinstance(a, Deploy) for a in legal),
                menu=True,
            ),
            BoardButton(
                "hire",
                tr(locale, "bot.nations.button.hire"),
                enabled=any(isinstance(a, Hire) for a in legal),
            ),
            BoardButton("pass", tr(locale, "bot.nations.button.pass"), enabled=Pass() in legal),
        ]
        if any(isinstance(a, Use) for a in legal):
            extras.insert(2, BoardButton("use", tr(locale, "bot.nations.button.use"), menu=True))
        cards = []
        for r, row in enumerate(v.row, start=1):
            for col, cid in enumerate(row, start=1):
                if cid is None:
                    continue
                label = tr(
                    locale,
                    "bot.nations.button.card",
                    name=text.short_name(cid, locale),
                    gold=text.row_price(r),
                )
                cards.append(
                    BoardButton(f"buy {r} {col}", label, enabled=(r, col) in bought, menu=True)
                )
        room = MAX_BOARD_BUTTONS - len(extras)
        if len(cards) > room:  # a full row of five players: the dearest cards stay in the panel
            dearest = sorted(
                cards,
                key=lambda b: (-text.row_price(int(b.move.split()[1])), -int(b.move.split()[2])),
            )
            left_out = {b.move for b in dearest[: len(cards) - room]}
            cards = [b for b in cards if b.move not in left_out]
        return cards + extras

    # --- views -----------------------------------------------------------------------
    def summary(self, view: BaseModel, names: Sequence[str], locale: str) -> list[tuple[str, str]]:
        from bot.games.nations import text as text

        v = _view(view)

        def name_of(seat: int) -> str:
            return names[seat] if seat < len(names) else str(seat + 1)

        fields = []
        for seat in v.order:
            head = f"{name_of(seat)} · {text.nation_label(v, seat, locale)}"
            if seat in v.active:
                head = "▶ " + head
            fields.append((head, text.seat_text(v, seat, locale)))
        status = "\n".join(text.status_lines(v, name_of, locale))
        fields.append((tr(locale, "bot.game.nations"), status))
        fields.append((tr(locale, "bot.nations.row-title"), "\n".join(text.row_lines(v, locale))))
        return fields

    def hand_text(self, view: BaseModel, locale: str) -> str | None:
        """Nothing is hidden in Nations: the panel opens with the caller's own board and
        what the cards of the progress row do, the things looked up before choosing."""
        from bot.games.nations.text import table_hand

        out = table_hand(_view(view), locale)
        if out is None:
            return None
        return out if len(out) <= HAND_LIMIT else out[: HAND_LIMIT - 1] + "…"
