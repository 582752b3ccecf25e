"""What one game's front end is made of, named by where it lives.

A game's ``bot/games/<game>/__init__.py`` holds a ``FrontEnd`` naming its modules; nothing
there is imported until it is asked for, so the text table never loads ``discord`` and no one
loads Pillow, a map or a catalog before the first board needs them.

- ``ui``: ``"module:Class"``, its Discord UI, a ``bot.app.gameui.GameUI`` (imports discord);
- ``text``: its text board module, a ``TextBoard``;
- ``pictures``: ``"module:attribute"``, a ``Renderer`` for its board pictures.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, cast

from pydantic import BaseModel

if TYPE_CHECKING:
    from PIL import Image

    from rules.core.words import Names

BoardFn = Callable[[BaseModel, Sequence[str], str], "Image.Image"]
PairFn = Callable[[BaseModel, Sequence[str], str], "tuple[Image.Image, Image.Image]"]
HistoryFn = Callable[[BaseModel], Sequence[Sequence[int]]]


@dataclass(frozen=True)
class Renderer:
    """How a game's pictures are drawn: the whole board, the phone picture (the one shown in
    the channel: what the turn is about, every word readable 412 px wide, between 1:2 and 2:1)
    and, optionally, where its score history lives for the score race.

    ``both`` draws the two from one drawing (the phone picture cut from the board, or both
    from the same cached layers), when a game can share the work; it is used instead of
    calling ``board`` and ``phone`` one after the other."""

    board: BoardFn
    history: HistoryFn | None = None  # one score tuple per turn, for the score race
    marks: Sequence[tuple[int, str]] = field(default_factory=tuple)  # (score, catalog key)
    phone: BoardFn | None = None  # the picture shown in the channel, readable on a phone
    both: PairFn | None = None  # (board, phone) from one drawing
    sides: tuple[str, ...] = ()  # the map sides to warm up, when the option does not list them
    warm: Callable[[], object] | None = None  # draws at start-up what an opening's pictures do not


class TextBoard(Protocol):
    """A game's text module. Besides these it may hold the offline table's hooks:
    ``table_order(view, legal, shown) -> (ordered, shown)``, ``table_describe(game, action,
    view, locale) -> str | None``, ``table_examples(view) -> str`` (the examples of
    ``table.<game>.help``), ``table_hand(view, locale) -> str | None`` (the viewer's own
    part, what ``hand`` prints; the whole board without it). A short list that leaves out
    only standing orders (actions of type ``order``) says how to type them with
    ``table.<game>.orders``."""

    def render_board(self, view: Any, name_of: Callable[[int], str], locale: str) -> str:
        """The board as text, drawn from a seat's view (never from the full state)."""
        ...

    def typed_names(self) -> Names:
        """Family -> value id -> every display name, for ``Game.parse_notation``."""
        ...


def load(ref: str) -> Any:
    """``"module:attribute"`` (or a bare module) imported on first use."""
    module, _, attr = ref.partition(":")
    loaded = importlib.import_module(module)
    return getattr(loaded, attr) if attr else loaded


@dataclass(frozen=True)
class FrontEnd:
    game_id: str
    ui: str
    text: str
    pictures: str

    def text_board(self) -> TextBoard:
        return cast(TextBoard, load(self.text))

    def text_hook(self, name: str) -> Callable[..., Any] | None:
        """One of the offline table's optional hooks in the text module (see ``TextBoard``)."""
        return cast("Callable[..., Any] | None", getattr(load(self.text), name, None))

    def renderer(self) -> Renderer:
        return cast(Renderer, load(self.pictures))

    def ui_class(self) -> type[Any]:
        return cast("type[Any]", load(self.ui))
