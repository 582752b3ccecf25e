"""Antike's front end: its Discord UI, its text board and its pictures."""

from bot.games.frontend import FrontEnd

FRONT_END = FrontEnd(
    game_id="antike",
    ui=f"{__name__}.ui:AntikeUI",
    text=f"{__name__}.text",
    pictures=f"{__name__}.render:PICTURES",
)
