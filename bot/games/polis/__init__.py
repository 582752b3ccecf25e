"""Polis' front end: its Discord UI, its text board and its pictures."""

from bot.games.frontend import FrontEnd

FRONT_END = FrontEnd(
    game_id="polis",
    ui=f"{__name__}.ui:PolisUI",
    text=f"{__name__}.text",
    pictures=f"{__name__}.render.board:PICTURES",
)
