### The offline table and the text board (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-":
### the key table.babel.header is the id table-babel-header.

table-hand_hidden = hand: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } (hidden)
table-hand = hand ({ $count }): { $cards }

## The Babel board

table-babel-header = Babel · turn { $turn } · { FORM($player, form: "person") ->
        [you] your move
       *[other] { $player } to play
    }
table-babel-scores = Temples: { $a } { $sa } · { $b } { $sb }
table-babel-final_phase = FINAL PHASE: the game ends at 20+ or at 9 or less.
table-babel-stocks = Quarry { $quarry ->
        [one] { $quarry } temple card
       *[other] { $quarry } temple cards
    } · people deck { $deck } · discard pile { $discard }
table-babel-quarry = the quarry
table-babel-builder = builder at { $site }
table-babel-pile = temple pile top { $top } ({ $size ->
        [one] { $size } card
       *[other] { $size } cards
    }, bottom→top: { $cards })
table-babel-foundation = starting level-1 card not yet built
table-babel-migrated = has migrated this turn
table-babel-pending = { FORM($player, form: "person") ->
        [you] You
       *[other] { $player }
    } must discard { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } before play goes on.
table-babel-legend = (Ln = temple level · people listed bottom→top, positions count from 1 · @ = builder)

## The table itself

table-welcome = Strategos offline table: { $game }, match #{ $match }. Database: { $db }
table-help = Type the number of an action, or write it out (for example: move medes, play hittites, build own, migrate medes persians, power sumerians 3, end). Other commands: board, hand, log, help, quit (the match stays saved), resign.
table-legal = { FORM($player, form: "person") ->
        [you] What you can do:
       *[other] What { $player } can do:
    }
# the prompt ends with a space, kept by the { " " } placeable
table-prompt = { $player } >{ " " }
table-pass_device = Pass the device to { $player } and press Enter.
table-saved = The match is saved. Resume it with: { $command }
table-result-win = { FORM($player, form: "person") ->
        [you] You win
       *[other] { $player } wins
    } ({ $reason }). Final scores: { $scores }.
table-result-draw = Game over, { $reason }. Final scores: { $scores }.
table-result-other = The match ended: { $reason }.
table-you = You
table-player = Player { $n }
table-player_you = Player { $n } (you)
table-ai = AI { $n } ({ $kind })
table-bad_choice = There is no action number { $n }; choose 1 to { $max }.
# the question ends with a space, kept by the { " " } placeable
table-resign_ask = Resign? The match ends and your opponent wins; it cannot be taken back. Type y to resign, anything else to play on:{ " " }
table-resign_kept = You did not resign; the match goes on.
table-resign_confirm = You resigned.
table-more_actions = … and { $more } more (type `list all` to see them)

## Resuming a match, and Antike's standing orders under the list

table-log_hidden = … { $count ->
        [one] 1 earlier line of the log is
       *[other] { $count } earlier lines of the log are
    } not shown (type `log` to see the whole log).
table-antike-orders = Standing orders are not numbered here: type one to change yours ({ $moves }), or `list all` to number them too.

## The match result on the offline table

table-babel-result-win = { FORM($player, form: "person") ->
        [you] You win
       *[other] { $player } wins
    } ({ $reason }). Final temples: { $scores }.
table-babel-result-draw = Game over, { $reason }. Final temples: { $scores }.
table-duellum-orders = Your standing order for Fortress is not numbered here: type one to change it ({ $moves }), or `list all` to number them too.

## A short list that leaves out only standing orders (a game may say it in its own words)
table-orders = Standing orders are not numbered here: type one to change yours ({ $moves }), or `list all` to number them too.
