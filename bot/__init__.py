"""Front ends over the match service: the command line, the offline table and the Discord bot.

Nothing here is imported by `service`, `storage` or `rules`; Discord is imported only by the
Discord front end itself, so the offline table runs without it.
"""
