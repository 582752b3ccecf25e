"""Babel's front end: its Discord UI, its text board and its pictures."""

from bot.games.frontend import FrontEnd

FRONT_END = FrontEnd(
    game_id="babel",
    ui=f"{__name__}.ui:BabelUI",
    text=f"{__name__}.text",
    pictures=f"{__name__}.render:PICTURES",
)
