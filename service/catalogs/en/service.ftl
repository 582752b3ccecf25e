### Match service: statuses, refusals and log lines (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-":
### the key service.error.channel_busy is the id service-error-channel_busy.

## A match's status; it also reads after "This match is …"

service-status-lobby = waiting for players
service-status-active = in play
service-status-finished = finished
service-status-aborted = aborted

## Refusals

service-error-channel_busy = This channel already has a { $game } match (#{ $match }). Finish or abort it, or start yours in another channel or thread.
service-error-no_match_here = There is no match in this channel. Create one with the new-match command.
service-error-not_in_lobby = This match is { $status }, so its seats can no longer change.
service-error-already_seated = You already have a seat in this match. Wait for its creator to start it.
service-error-match_full = This match is full ({ $max ->
        [one] { $max } seat
       *[other] { $max } seats
    }). Watch it, or create another match elsewhere.
service-error-not_seated = You have no seat in this match. Join it while it waits for players.
service-error-unknown_ai = There is no AI called “{ $kind }”. Choose one of: { $known }.
service-error-bad_ai_budget = “{ $kind }” is not a thinking time the strong AI understands. Write strong, strong:2s (seconds, up to 30) or strong:400i (iterations).
service-error-leave_active = The match has started; you cannot just leave. Resign instead.
service-error-only_creator_starts = Only the player who created the match can start it. Ask them, or a moderator can abort it.
service-error-player_count = This game needs { $min } to { $max ->
        [one] { $max } player
       *[other] { $max } players
    }; the match has { $have }. Invite someone or add an AI.
service-error-stale_view = That choice belongs to an older position; the game has moved on. Look at the latest board and choose again.
service-error-moved_on = Someone acted at the same moment and the game moved on. Nothing of yours was applied: look at the latest board and choose again.
service-error-lobby_changed = The lobby changed at the same moment. Look at it again and repeat your command.
service-error-ai_runaway = The AI did not finish its turn within { $steps ->
        [one] { $steps } action
       *[other] { $steps } actions
    }. Ask a moderator to abort this match, and please report it.
service-error-already_over = This match is already over. Start a new one with the new-match command.
service-error-abort_forbidden = Only the match's creator or a moderator can abort it. You can resign instead.
service-error-not_active = This match is { $status }, so no moves can be made.
service-error-not_started = This match has not started yet.

## Results and log lines

service-end-resigned = won because { FORM($player, form: "person") ->
        [you] you
       *[other] { $player }
    } resigned
service-event-resigned = resigned.
service-event-aborted = The match was aborted.

## Requests that arrive twice
service-error-already_applied = That request was already carried out once, so it is not applied again. Look at the latest board.
service-error-repeated_move = You made exactly this move a moment ago, and it is stored.

## Match records (strategos replay --file, strategos play --from)

service-record-not_a_record = This file is not a Strategos match record (get one with /match export).
service-record-version = This record is written in format version { $version }, which this Strategos does not read. Update Strategos, or export the match again.
service-record-partial = This record of match #{ $match } was exported while the match was under way, so it holds only one player's view: it cannot be replayed. Export the match again once it is over.
service-record-damaged = This record is damaged and cannot be used ({ $problem }).
service-record-engine = This record was played with version { $stored } of the { $game } rules; this Strategos has version { $current }, which may not play it the same way.
service-record-no_action = There is no action { $at } in this record: choose a number from 0 to { $last }.
service-record-over_by_then = The match was already over after action { $at }: choose an earlier one.
service-record-seats = This match had { $count ->
        [one] 1 seat
       *[other] { $count } seats
    }: --seats names one kind per seat, in the record's seat order.
service-record-seat_kind = “{ $kind }” is not a kind of seat for this game.
