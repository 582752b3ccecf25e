"""Each game's front end in its own folder: ``bot/games/<game>/`` holds its Discord UI
(``ui.py``), its text board (``text.py``) and its pictures (``render.py``, or a ``render/``
package when it needs several modules). The game names them in its ``FRONT_END``
(``bot.games.frontend.FrontEnd``) and ``bot.games.registry`` finds it by game id, the way
``rules.games`` finds the rules. What the games share stays where it was: Discord
machinery in ``bot/app/``, drawing (maps, coastlines, frames, fonts) in ``bot/render/`` and
text helpers in ``bot/text/``.
"""
