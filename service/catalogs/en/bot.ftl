### The Discord front end: state posts, panels, lobby, pings, settings and refusals.
### A message's Fluent id is its key with "." replaced by "-": bot.state.title is bot-state-title.

## Games and computer players

bot-game-babel = Babel
bot-game-duellum = Antike Duellum
bot-game-antike = Antike
bot-game-nations = Nations
bot-game-polis = Polis
bot-ai-heuristic = normal
bot-ai-random = easy
bot-ai-strong = strong
bot-ai_name = Computer { $n } ({ $kind })
bot-unknown_player = a player
bot-language-en = English
bot-language-el = Greek (Ελληνικά)
bot-language-it = Italian (Italiano)
bot-timeout_action-remind = only remind
bot-timeout_action-claim = opponents may claim the win
bot-timeout_action-ai = the computer plays the turn

## The state post

bot-state-title = { $game } · match #{ $match }
bot-state-footer = state { $version }
bot-state-to_act = To play
bot-state-waiting = { $who }
bot-state-waiting_due = { $who }, time runs out { $due }
bot-more_lines = … { $count } more lines (see the match log)
bot-result-win = **Game over.** { $winners } { $reason }.
bot-result-draw = **Game over:** { $reason }.
bot-result-aborted = This match was cancelled.
bot-ping-your_turn = { $who }, it is your turn.
bot-ping-since = Since your last turn:
    { $events }
bot-button-moves = My hand and moves
bot-quick-babel-end = End turn
bot-quick-duellum-end = End turn

## The private panel

bot-hand = Your hand ({ $count ->
        [one] 1 card
       *[other] { $count } cards
    }): { $cards }
bot-panel-choose = Choose your move:
bot-panel-wait = It is not your move now; waiting for { $who }.
bot-panel-not_active = This match is not in play.
bot-panel-placeholder = Pick a move
bot-panel-pick = Pick { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
bot-panel-page = Page { $page } of { $pages }
bot-kind-babel-move = Move
bot-kind-babel-play = Play
bot-kind-babel-build = Build
bot-kind-babel-migrate = Migrate
bot-kind-babel-power = Power
bot-kind-babel-end = End turn
bot-kind-babel-discard = Discard
bot-kind-duellum-rondel = Rondel
bot-kind-duellum-temple = Temple
bot-kind-duellum-wall = Wall
bot-kind-duellum-deploy = Deploy
bot-kind-duellum-develop = Develop
bot-kind-duellum-recruit = Recruit
bot-kind-duellum-move = Move
bot-kind-duellum-conquer = Conquer
bot-kind-duellum-casualties = Casualties
bot-kind-duellum-found = Found a city
bot-kind-duellum-trade = Trade
bot-kind-duellum-event = Event card
bot-kind-duellum-fortress = Fortress
bot-kind-duellum-pick = Take a card
bot-kind-duellum-instead = Resource for a coin
bot-kind-duellum-end = End turn

## Babel in the embed

bot-babel-player = Temples { $score } · hand { $hand } · builder at { $site } · pile top { $top } ({ $pile })
bot-babel-status = Game
bot-babel-turn = Turn { $turn } · quarry { $quarry }
bot-babel-position = position { $position }
bot-babel-cards = { $count ->
        [one] { $nation }
       *[other] { $nation } ×{ $count }
    }

## Autocomplete hints (shown as a suggestion that cannot be chosen)

bot-complete-not_now = It is not your move now; you will be pinged.
bot-complete-none = Nothing fits here now; try another option first.
bot-complete-too_long = The choices do not fit here; make this move from “My hand and moves”.

## Lobby

bot-lobby-title = { $game } · match #{ $match } · waiting for players
bot-lobby-body = Opened by { $creator }. Players: { $needed } · seats taken: { $count }. Join or add a computer player; then the creator starts.
bot-lobby-seats = Seats
bot-lobby-options = Options
bot-lobby-button-join = Join
bot-lobby-button-ai = Add computer
bot-lobby-button-start = Start
bot-lobby-button-leave = Leave
bot-lobby-opened = Match #{ $match } is open in { $thread }. Join it there.
bot-lobby-closed = Match #{ $match } closed: nobody is left at the table.
bot-thread_name = { $game } · { $who }
bot-aborted = Match #{ $match } was cancelled by { $who }.
bot-log-empty = Nothing has happened in this match yet.

## Undo and time

bot-undo-asked = { $who } asks to take back their last move. { $approvers }, do you agree?
bot-undo-approve = Agree
bot-undo-refuse = Refuse
bot-undo-applied = The last move was taken back.
bot-undo-refused = The undo was refused; the move stands.
bot-resign-ask = Are you sure? Resigning ends match #{ $match } for you: your opponent wins, and it cannot be taken back.
bot-resign-confirm = Resign
bot-resign-cancel = Keep playing
bot-resign-kept = You did not resign; the match goes on.
bot-claim-button = Claim the win
bot-vacation-on = Your clocks are paused in { $count ->
        [one] 1 match
       *[other] { $count } matches
    }. Use this command again with away set to false when you are back.
bot-vacation-off = Welcome back: your clocks run again in { $count ->
        [one] 1 match
       *[other] { $count } matches
    }.

## Settings

bot-settings-match = Language: { $language } · reminders: { $reminder } · time per turn: { $timeout } · when time runs out: { $action }
bot-settings-off = off
bot-settings-hours = { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
    }
bot-profile-show = Time zone: { $timezone } · { $quiet }
bot-profile-quiet = quiet hours { $start }:00–{ $end }:00 (no pings then)
bot-profile-no_quiet = no quiet hours

## Refusals

bot-error-no_match = That match does not exist any more. Look at the channel for the latest one.
bot-error-bad_option = “{ $value }” is not a value this option takes. Pick one of the suggestions.
bot-error-forbidden = You are not allowed to do that here. Ask the match's creator or a moderator.
bot-error-unknown_command = That command is not available any more. Type / to see the current ones.
bot-error-need_text_channel = Open matches in a server text channel or in a thread.
bot-error-no_choice = That suggestion only explains why nothing fits. Choose a real value, or wait for your turn.
bot-error-nothing_to_pick = There is nothing for you to pick now. Open your moves again to see what you can do.
bot-error-options_format = “{ $pair }” is not an option. Write options as key=value, separated by spaces.
bot-error-saved_not_shown = Your move is saved. Its board could not be sent just now; the bot posts it in the match thread in a moment (or use /match status).
bot-error-unexpected = Something went wrong on our side and nothing was changed. Try again; if it keeps happening, report code { $ref }.
bot-error-wrong_game = This channel's match is { $game }. Use that game's commands here; /help shows how its moves are written.
bot-error-other_match = This button or menu belongs to a match in another channel, so nothing was done. Use the buttons in that match's own thread, or /match status there.
bot-deadline = Time runs out { $due }.
bot-error-bot_permissions = The bot lacks a permission here (it needs to send messages, attach files and create threads). Ask a server admin to grant it.

## Answering late, twice, or without a permission
bot-repeat-asked = You made exactly this move ({ $move }) { $when }, and it is stored. Nothing was applied now. To make the same move once more, press the button below.
bot-repeat-again = Make it again
bot-repeat-nothing = There is no repeated move waiting for your answer. Choose your move again.
bot-error-unexpected_saved = Your change is saved, but something went wrong on our side while showing it. Use /match status to see where things stand; if it keeps happening, report code { $ref }.
bot-error-missing_permission = The bot lacks the "{ $permission }" permission here, so the match was not opened. Ask a server admin to grant it, then try again.
bot-permission-create_public_threads = Create Public Threads
bot-permission-send_messages_in_threads = Send Messages in Threads
bot-pictures-every = after every move
bot-pictures-turn = only when the turn passes to another player
bot-settings-pictures = Board pictures: { $pictures }
bot-settings-forced = { $seconds ->
    [0] A player's only legal move waits for them: forced moves are off.
    [one] A player's only legal move is played for them after one second.
   *[other] A player's only legal move is played for them after { $seconds } seconds.
}

## The whole board, one press away from the post's phone picture

bot-button-board = Full board
bot-board-whole = The whole board of match #{ $match }, state { $version }.
bot-board-none = This match has no board picture to show.

## Ratings, profile and match records

bot-scope-server = this server
bot-scope-global = all servers
bot-ratings-head-server = **{ $game }**: the best rated players on this server
bot-ratings-head-global = **{ $game }**: the best rated players on all servers
bot-ratings-line = { $rank }. { $name }: { $rating } (won { $wins }, lost { $losses }, drawn { $draws })
bot-ratings-none-server = No rated match of { $game } has finished on this server yet.
bot-ratings-none-global = No rated match of { $game } has finished yet.
bot-ratings-ai = Computer ({ $kind })
bot-ratings-explain = A rating is a cautious estimate of skill: it starts at 0 and rises as results come in.
bot-profile-ratings-head = **Ratings and record**
bot-profile-ratings-line = { $game }: { $everywhere } on all servers, { $here } on this server · won { $wins }, lost { $losses }, drawn { $draws }
bot-profile-ratings-unrated = none yet
bot-profile-ratings-none = No rated match yet. A match counts for ratings when two or more people play it, or when it was opened with rated=true.
bot-export-done = The record of match #{ $match } ({ $game }, { $actions ->
        [one] 1 action
       *[other] { $actions } actions
    }): the .json file is the record, which `strategos replay --file` checks; the .txt file is its log in your language.
bot-export-partial = Match #{ $match } is still under way, so this record holds only what you may see: no seed, and other players' moves only as their public lines. It cannot be replayed until the match is over.
bot-export-log-head = Match #{ $match } · { $game } · { $players }
bot-export-log-result = Result: { $result }
bot-error-rated_value = The option rated takes true or false, not “{ $value }”.
bot-error-export_elsewhere = There is no match #{ $match } on this server.
bot-settings-ai = A late player's turn, when the computer plays it: { $level } level. The strong computer thinks { $seconds } s a move.
