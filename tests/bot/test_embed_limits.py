"""The board's embed stays within Discord's 6,000-character total, however long its parts."""

from __future__ import annotations

import discord

from bot.app.present import EMBED_TOTAL, fit_embed


def _long_embed(fields: int) -> discord.Embed:
    embed = discord.Embed(title="Babel · match #1", description="\n".join(["x" * 90] * 42))
    for n in range(fields):
        embed.add_field(name=f"Player {n + 1}", value="y" * 1024, inline=True)
    embed.set_footer(text="version 12")
    return embed


def test_a_long_description_is_shortened_first() -> None:
    embed = _long_embed(fields=3)
    assert len(embed) > EMBED_TOTAL
    fit_embed(embed)
    assert len(embed) <= EMBED_TOTAL
    assert embed.description is not None and embed.description.endswith("…")
    assert all(len(str(f.value)) == 1024 for f in embed.fields)  # fields untouched


def test_fields_are_shortened_when_the_description_is_not_enough() -> None:
    embed = _long_embed(fields=6)
    fit_embed(embed)
    assert len(embed) <= EMBED_TOTAL
    assert embed.description is None
    assert embed.fields[0].value == "y" * 1024  # the last fields give way first
    assert str(embed.fields[-1].value).endswith("…")


def test_an_embed_within_the_total_is_left_alone() -> None:
    embed = _long_embed(fields=1)
    embed.description = "short"
    before = embed.to_dict()
    assert fit_embed(embed).to_dict() == before
