### Async play across servers: /match mine (every match of a user), /match follow
### (spectators), /match help (how a game runs here).

## /match mine

cmd-match-mine-name = mine
cmd-match-mine-desc = Every match you play, in any server; usable in a DM with the bot
cmd-match-mine-page-name = page
cmd-match-mine-page-desc = Which page of the list (1 for the first)
bot-mine-title = Your matches
bot-mine-summary = { $count ->
        [one] One match
       *[other] { $count } matches
    }; { $yours ->
        [0] none waits for you.
        [one] one waits for you, listed first.
       *[other] { $yours } wait for you, listed first.
    }
bot-mine-none = You sit in no match that is waiting or in play. Open one with /match new in a server's channel.
bot-mine-field_title = { $game } · #{ $match } · { $server }
bot-mine-followed_title = Following: { $game } · #{ $match } · { $server }
bot-mine-other_server = another server
bot-mine-thread = [Open the thread]({ $link })
bot-mine-lobby = In the lobby, { $count ->
        [one] one seat taken
       *[other] { $count } seats taken
    }.
bot-mine-your_turn = **Your turn**{ $others ->
        [0] .
        [one] , with one other player.
       *[other] , with { $others } other players.
    }
bot-mine-turn_of = Waiting for { $players }.
bot-mine-deadline = Time runs out { $due }.
bot-mine-last_move = Last move { $when }.
bot-mine-page = Page { $page } of { $pages }
bot-mine-previous = Previous
bot-mine-next = Next
bot-error-in_dm = This works in a match's thread in a server. Here, /match mine lists your matches with a link to each thread.
