### Turn clock, vacation, undo and match settings (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-".
### $player / $players / $opponents name users; a front end may swap them for mentions.

service-player = { $user }

## Reminders and timeouts (posted in the match's channel)

service-notice-reminder = { $player }, it is still your turn in this match. Make your move when you can.
service-notice-reminder_until_remind = { $player }, it is still your turn in this match. { $hours ->
    [0] Your time is nearly up.
    [one] You have about one hour left before the table is told you are late.
   *[other] You have about { $hours } hours left before the table is told you are late.
}
service-notice-reminder_until_claim = { $player }, it is still your turn in this match. { $hours ->
    [0] Your time is nearly up: move now, or your opponents may claim the win.
    [one] Move within about one hour, or your opponents may claim the win.
   *[other] Move within about { $hours } hours, or your opponents may claim the win.
}
service-notice-reminder_until_ai = { $player }, it is still your turn in this match. { $hours ->
    [0] Your time is nearly up: move now, or the computer will play your turn.
    [one] Move within about one hour, or the computer will play your turn.
   *[other] Move within about { $hours } hours, or the computer will play your turn.
}
service-notice-timeout_reminded = { $player }, your time for this turn has run out ({ $hours ->
    [one] one hour
   *[other] { $hours } hours
}). Please make your move; if you need a break, turn on vacation to stop your clock.
service-notice-timeout_claimable = { $player } did not move within { $hours ->
    [one] one hour
   *[other] { $hours } hours
}. { $opponents }: you may now claim the win, or keep waiting; the claim lapses as soon as they move.
service-notice-ai_played = { $player } did not move within { $hours ->
    [one] one hour
   *[other] { $hours } hours
}, so the computer played { $count ->
    [one] one move
   *[other] { $count } moves
} for them. They can take over again on their next turn.
service-notice-vacation_on = { $player } is on vacation: their turn clock is stopped and nobody can win on time against them until they are back.
service-notice-vacation_off = { $player } is back from vacation.
service-notice-vacation_off_clock = { $player } is back from vacation, and their turn clock runs again: { $hours ->
    [0] less than an hour left.
    [one] about one hour left.
   *[other] about { $hours } hours left.
}

## Log lines (read after the acting player's name)

service-event-timeout_ai = ran out of time; the computer played this turn for them.
service-event-timeout_claimed = claimed the win on time: { $players } did not move in time.
service-event-undone = took back their last move: { $what }
service-end-timeout = won because { $players } ran out of time

## Refusals: say why, and what the player can do instead

service-error-nothing_to_claim = There is no win to claim: nobody's time has run out in this match, or they moved since. Wait for their move, or ask a moderator.
service-error-claim_while_late = Your own time has run out too, so you cannot claim the win. Make your move instead.
service-error-settings_forbidden = Only the match's creator or a moderator can change that setting. Any seated player can change the language and when the board pictures are posted.
service-error-setting_unknown = There is no setting called “{ $name }”. Settings you can change: { $known }.
service-error-setting_use_vacation = Vacation is not set here: use the vacation command to start or end it.
service-error-bad_language = “{ $value }” is not a language we offer. Choose one of: { $known }.
service-error-bad_reminder_hours = Reminders can come every { $min } to { $max ->
        [one] { $max } hour
       *[other] { $max } hours
    }. Pick a number in that range, or turn reminders off.
service-error-bad_timeout_hours = The time per turn must be between { $min } and { $max ->
        [one] { $max } hour
       *[other] { $max } hours
    }. Pick a number in that range, or turn the time limit off.
service-error-bad_timeout_action = When time runs out, the match can: { $known }. Pick one of these.
service-error-bad_timezone = “{ $value }” is not a time zone we know. Use a name like Europe/Athens, Europe/Rome or America/New_York.
service-error-bad_quiet_hours = Quiet hours start and end on a whole hour from 0 to 23. Pick hours in that range.
service-error-vacation_already_on = You are already on vacation. Turn it off when you are back.
service-error-vacation_not_on = You are not on vacation, so there is nothing to turn off.
service-error-undo_nothing = There is no move to take back in this match.
service-error-undo_not_yours = Only the player who made the last move can take it back, and the last move was not yours. Ask its player, or play on.
service-error-undo_auto = The computer made the last move for you when your time ran out, so it cannot be taken back. Play on from here.
service-error-undo_hidden = That move cannot be taken back: it revealed hidden information or drew something at random. Play on from here.
service-error-undo_pending = A request to take back this move is already waiting for answers. Wait for them, or play on.
service-error-undo_none_pending = There is no undo request to answer in this match.
service-error-undo_outdated = That undo request no longer applies: the game has moved on since. Ask again if you still want it.
service-error-undo_own_request = You asked for this undo yourself; the other players must answer it.
service-error-undo_already_answered = You have already agreed to this undo. It goes ahead once everyone has answered.
service-error-bad_pictures = For the board pictures, choose one of: { $known }.
service-event-forced = had only one legal move; it was played for them automatically.
service-error-bad_forced_grace = The wait before a player's only legal move is played for them is a whole number of seconds, from 0 (never) to { $max }.
service-error-bad_notice_mode = “{ $value }” is not a way we send notices. Choose one of: { $known }.
service-error-notice_digest = A daily digest by direct message is not something we send yet. Choose one of: { $known }.
service-error-bad_stand_in = For the computer that plays a late turn, choose one of: { $known }.
service-error-bad_ai_seconds = Give the strong computer a thinking time per move from { $min } s to { $max } s.
service-error-bad_digest_hour = “{ $value }” is not an hour of the day: choose a whole hour from 0 to 23.
