### Slash command names, descriptions and option names (English base).
### A message's Fluent id is its key with "." replaced by "-": cmd.match.new.name is cmd-match-new-name.
### Names: lowercase, no spaces, at most 32 characters. Descriptions: at most 100 characters.

## /match

cmd-match-name = match
cmd-match-desc = Open, join and manage matches in this channel or thread
cmd-match-new-name = new
cmd-match-new-desc = Open a new match (in a text channel it gets its own thread)
cmd-match-new-game-name = game
cmd-match-new-game-desc = The game to play
cmd-match-new-options-name = options
cmd-match-new-options-desc = Variants as key=value pairs, separated by spaces (optional)
cmd-match-join-name = join
cmd-match-join-desc = Take a seat in this channel's match while it waits for players
cmd-match-leave-name = leave
cmd-match-leave-desc = Give up your seat before the match starts
cmd-match-add_ai-name = add-ai
cmd-match-add_ai-desc = Seat a computer player in this match
cmd-match-add_ai-kind-name = kind
cmd-match-add_ai-kind-desc = How the computer plays
cmd-match-start-name = start
cmd-match-start-desc = Start the match (its creator only)
cmd-match-status-name = status
cmd-match-status-desc = Show the board and whose turn it is (only you see the reply)
cmd-match-log-name = log
cmd-match-log-desc = Show the latest moves of this match
cmd-match-log-lines-name = lines
cmd-match-log-lines-desc = How many lines to show (1 to 50)
cmd-match-hand-name = hand
cmd-match-hand-desc = See your hand and your possible moves (only you see it)
cmd-match-resign-name = resign
cmd-match-resign-desc = Concede this match
cmd-match-abort-name = abort
cmd-match-abort-desc = Cancel this match (its creator, or a moderator)
cmd-match-undo-name = undo
cmd-match-undo-desc = Ask to take back your last move
cmd-match-claim-name = claim
cmd-match-claim-desc = Claim the win when an opponent has run out of time
cmd-match-settings-name = settings
cmd-match-settings-desc = Show or change this match's language, reminders and time limit
cmd-match-settings-language-name = language
cmd-match-settings-language-desc = The language of this match's posts
cmd-match-settings-reminder_hours-name = reminder-hours
cmd-match-settings-reminder_hours-desc = Remind the player to move every this many hours (0 turns reminders off)
cmd-match-settings-timeout_hours-name = timeout-hours
cmd-match-settings-timeout_hours-desc = Time allowed for a turn, in hours (0 means no limit)
cmd-match-settings-timeout_action-name = timeout-action
cmd-match-settings-timeout_action-desc = What happens when a turn runs out of time
cmd-match-vacation-name = vacation
cmd-match-vacation-desc = Pause your clocks in all your matches, or come back
cmd-match-vacation-away-name = away
cmd-match-vacation-away-desc = True while you are away, false when you are back
cmd-match-profile-name = profile
cmd-match-profile-desc = Your time zone and quiet hours (no pings then)
cmd-match-profile-timezone-name = timezone
cmd-match-profile-timezone-desc = Your time zone, such as Europe/Athens
cmd-match-profile-quiet_start-name = quiet-start
cmd-match-profile-quiet_start-desc = Hour your quiet time begins (0 to 23, your time)
cmd-match-profile-quiet_end-name = quiet-end
cmd-match-profile-quiet_end-desc = Hour your quiet time ends (0 to 23, your time)

## /babel

cmd-babel-name = babel
cmd-babel-desc = Make your move in this channel's Babel match
cmd-babel-move-name = move
cmd-babel-move-desc = Move your builder to another site (pay one card of that nation)
cmd-babel-move-to-name = site
cmd-babel-move-to-desc = The site to move to
cmd-babel-play-name = play
cmd-babel-play-desc = Play a people card at your builder's site
cmd-babel-play-nation-name = nation
cmd-babel-play-nation-desc = The nation of the card
cmd-babel-build-name = build
cmd-babel-build-desc = Build the next temple level at your builder's site
cmd-babel-build-source-name = from
cmd-babel-build-source-desc = Which temple card to build with
cmd-babel-migrate-name = migrate
cmd-babel-migrate-desc = Move your 3 newest people from one site to another (once a turn)
cmd-babel-migrate-origin-name = from
cmd-babel-migrate-origin-desc = The site they leave
cmd-babel-migrate-to-name = to
cmd-babel-migrate-to-desc = The site they go to
cmd-babel-power-name = power
cmd-babel-power-desc = Use a power: give up one card of a run of 3 or more at your site
cmd-babel-power-power-name = power
cmd-babel-power-power-desc = The power to use
cmd-babel-power-run-name = position
cmd-babel-power-run-desc = Position of the bottom card of the run, from 1 at the bottom
cmd-babel-power-target-name = target
cmd-babel-power-target-desc = For the Medes' power only: the nation your opponent loses
cmd-babel-power-source-name = from
cmd-babel-power-source-desc = For the Persians' power only: the temple pile to build from
cmd-babel-end-name = end
cmd-babel-end-desc = End your turn and draw your temple cards
cmd-babel-discard-name = discard
cmd-babel-discard-desc = Answer the all-nations power: choose the cards you give up
cmd-babel-discard-cards-name = cards
cmd-babel-discard-cards-desc = The cards to give up
