"""The Discord front end: commands, buttons, posts and the bot process."""
