## /notices: a player's own direct messages about their turns (service/notices.py)

cmd-notices-name = notices
cmd-notices-desc = Direct messages about your turns: see or change your choice
cmd-notices-mode-name = mode
cmd-notices-mode-desc = None, one each time your turn begins, or a daily digest
bot-notices-mode-off = none
bot-notices-mode-turn = one each turn
bot-notices-show = Direct messages: { $mode } (they wait for the end of your quiet hours; set your time zone and quiet hours with /match profile)
bot-notices-blocked = Discord did not let us message you. Allow direct messages from members of the server, then choose a mode again with /notices.
bot-dm-turn = It is your turn in { $game }, match #{ $match }.
bot-dm-jump = Open the match: { $link }
cmd-notices-hour-name = hour
cmd-notices-hour-desc = The hour of your daily digest, 0 to 23, in your own time zone
bot-notices-mode-digest = a daily digest
bot-notices-digest_at = Your digest comes at { $hour }:00 your time ({ $zone }), or when your quiet hours end if they cover that hour, and only on days when a match is waiting for you.
bot-digest-title = { $count ->
    [one] One match is waiting for you:
   *[other] { $count } matches are waiting for you:
}
bot-digest-match = **{ $game }**, match #{ $match }: { $players } to move
bot-digest-since = { $count ->
    [one] One move since your last turn; the latest:
   *[other] { $count } moves since your last turn; the latest:
}
bot-digest-none_since = Nobody else has moved since your last turn.
bot-digest-more = { $count ->
    [one] …and one more match: /mine lists them all.
   *[other] …and { $count } more matches: /mine lists them all.
}
