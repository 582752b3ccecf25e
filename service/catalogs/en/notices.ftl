## /notices: a player's own direct messages about their turns (service/notices.py)

cmd-notices-name = notices
cmd-notices-desc = Direct messages when your turn begins: see or change your choice
cmd-notices-mode-name = mode
cmd-notices-mode-desc = None, or one each time your turn begins
bot-notices-mode-off = none
bot-notices-mode-turn = one each turn
bot-notices-show = Direct messages: { $mode } (they wait for the end of your quiet hours; set your time zone and quiet hours with /match profile)
bot-notices-blocked = Discord did not let us message you. Allow direct messages from members of the server, then choose a mode again with /notices.
bot-dm-turn = It is your turn in { $game }, match #{ $match }.
bot-dm-jump = Open the match: { $link }
