"""Nations' front end: its Discord UI, its text board and its pictures."""

from bot.games.frontend import FrontEnd

FRONT_END = FrontEnd(
    game_id="nations",
    ui=f"{__name__}.ui:NationsUI",
    text=f"{__name__}.text",
    pictures=f"{__name__}.render.board:PICTURES",
)
