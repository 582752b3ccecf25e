"""Buttons that survive restarts read their custom ids back into the same button: the answer
and the menu button share one way of writing and reading ``<prefix>:<match>:<version>:<move>``
and differ in prefix, style and what a press does."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.app.components import DYNAMIC_ITEMS, AnswerButton, MenuButton


def _read_back(custom_id: str) -> list[tuple[type[Any], Any]]:
    """Every registered dynamic item whose template takes the id, with its match."""
    out = []
    for cls in DYNAMIC_ITEMS:
        match = cls.__discord_ui_compiled_template__.fullmatch(custom_id)
        if match is not None:
            out.append((cls, match))
    return out


@pytest.mark.parametrize(
    ("cls", "style"),
    [(AnswerButton, discord.ButtonStyle.primary), (MenuButton, discord.ButtonStyle.secondary)],
)
async def test_a_notation_button_reads_its_own_id_back(
    cls: type[AnswerButton], style: discord.ButtonStyle
) -> None:
    made = cls(12, 34, "buy 1 3", "Pyramids", disabled=True)
    assert made.item.style is style and made.item.disabled
    taken = _read_back(made.custom_id)
    assert [c for c, _ in taken] == [cls], "exactly one kind of button takes the id"
    back = await cls.from_custom_id(None, made.item, taken[0][1])  # type: ignore[arg-type]
    assert type(back) is cls
    assert (back.match_id, back.version, back.move) == (12, 34, "buy 1 3")
    assert back.custom_id == made.custom_id and back.item.style is style


def test_a_long_move_is_cut_to_discords_limit_and_still_read() -> None:
    move = "choose " + "9" * 120
    made = MenuButton(1, 2, move)
    assert len(made.custom_id) == 100
    assert [c for c, _ in _read_back(made.custom_id)] == [MenuButton]
