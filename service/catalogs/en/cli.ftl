### The strategos command line: refusals of what was typed, and `strategos matches`.
### A message's Fluent id is its key with "." replaced by "-":
### the key bot.cli.error.seed is the id bot-cli-error-seed.

## Refusals (printed alone; the command stops with status 2)

# $problem is argparse's own English description of the mistake
bot-cli-error-usage = That command is not complete or not right: { $problem }. See { $help } for what it takes.
bot-cli-error-option = “{ $pair }” is not an option. Write each one as --option KEY=VALUE, for example --option map=east.
bot-cli-error-seat_kind = “{ $kind }” is not a kind of seat. Each seat is one of: { $known }.
bot-cli-error-seat_count = { $game } is played by { $players } players, so --seats names one seat per player (for example --seats { $example }); you named { $have }.
bot-cli-error-players = { $game } is played by { $players } players; --players { $have } does not fit.
bot-cli-error-number = { $flag } takes a whole number from { $min } to { $max }, not { $value }.
bot-cli-error-shards = --shard-ids lists shard numbers from 0 to { $max }, separated by commas, each once (for example --shard-ids 0,1 with --shard-count { $count }); “{ $ids }” does not fit.
bot-cli-error-shard_count = --shard-ids also needs --shard-count: how many shards the bot has in all, the same number in every process.
bot-cli-error-seed = A seed is short text you can see: { $max ->
        [one] 1 character
       *[other] 1 to { $max } characters
    } with no spaces at either end, for example --seed 42 or --seed friday-game.
bot-cli-error-no_match = There is no match #{ $match } in { $db }. See the saved ones with: { $command }
bot-cli-error-not_table = Match #{ $match } was not opened at this table (it belongs to Discord or to a self-play run), so it cannot be continued here.
bot-cli-error-never_started = Match #{ $match } never started, so there is nothing to resume. Start a new match instead.
bot-cli-error-resume_fixed = --resume continues match #{ $match } exactly as it was saved, so it takes no { $flags }. Leave them out.
bot-cli-error-resume_game = Match #{ $match } is a game of { $game }, not { $asked }. Resume it with: { $command }
bot-cli-error-no_db = There is no database at { $db }. Give the right file with --db, or play a match first to create one.
bot-cli-error-no_tables = The PostgreSQL database { $db } holds no matches: it has none of Strategos' tables yet. Check the database's name in the URL, or play a match there first.
bot-cli-error-db_folder = { $db } is a folder, not a database file. Give a file with --db, for example --db data/strategos.db.
bot-cli-error-db_open = { $db } cannot be used as a database ({ $reason }). Give a file you may write with --db or STRATEGOS_DB, for example --db data/strategos.db.
bot-cli-error-db_url = The PostgreSQL database { $db } cannot be used ({ $reason }). Check the server, user, password and database name in the URL, or give a SQLite file with --db or STRATEGOS_DB.
bot-cli-error-db_url_form = “{ $db }” is neither a file nor a PostgreSQL URL: a URL starts with postgresql:// (two slashes), for example postgresql://strategos@localhost:5432/strategos.
bot-cli-error-sqlite_sync = { $var }={ $value } is not a way of keeping SQLite's data: it takes { $modes }; with NORMAL (the default) nothing is lost when the program crashes, with FULL not even on a power cut.
bot-cli-error-ratings_game = Name the game whose leaderboard to print with --game (one of { $known }), or rebuild every rating with --recompute.
bot-cli-error-record_file = { $file } cannot be read as a match record ({ $reason }). Give the .json file that /match export attached.
bot-cli-error-from_at = --from and --at go together: --from names the record (the .json file /match export attached), --at the action after which to open the position, for example --from match-12.json --at 40.
bot-cli-error-from_fixed = --from takes the game, its options and its seed from the record, so it takes no { $flags }. Leave them out.
bot-cli-error-boards = Board pictures cannot be written to { $dir } ({ $reason }). Choose another folder with --boards DIR, or leave them out with --no-boards.

## The offline table's session

bot-cli-interrupted = Stopped.
bot-cli-boards = Board pictures: { $dir } (latest.png is always the newest, latest-phone.png the same turn sized for a phone).
bot-cli-boards_failed = Board pictures stopped working ({ $reason }); the game goes on without them.

## strategos matches

bot-cli-matches-id = #
bot-cli-matches-game = GAME
bot-cli-matches-status = STATUS
bot-cli-matches-players = PLAYERS
bot-cli-matches-turn = TURN
bot-cli-matches-updated = LAST ACTIVITY
bot-cli-matches-options = OPTIONS
bot-cli-matches-user = user { $id }
bot-cli-matches-none = There are no saved matches in { $db }.
bot-cli-matches-none_open = No match in { $db } is waiting or in play. Add --all to list the finished and aborted ones too.
bot-cli-matches-resume = Continue a match from this table with: { $command }

## strategos boards: sample pictures for review

bot-cli-error-choice = { $flag } takes one of { $known }, not “{ $value }”.
bot-cli-review-done = { $count ->
        [one] 1 picture
       *[other] { $count } pictures
    } written to { $dir }.
bot-cli-help-boards-command = draw sample positions of a game (opening, middle, late, end, a decision) at full and phone size in every language, for review
bot-cli-help-boards-game = the game: babel, antike, duellum, nations or polis
bot-cli-help-boards-option = one of the game's options, for example map=east (repeatable)
bot-cli-help-boards-players = how many players (default: the fewest the game takes, at least 2)
bot-cli-help-boards-out = the folder the pictures go to (default: data/review)
bot-cli-help-boards-count = how many positions, 1 to 12 (default: 5)
bot-cli-help-boards-seed = the seed of the game played (default: review)
bot-cli-help-boards-locale = only this language: en, el or it (repeatable; default: all three)
bot-cli-help-boards-size = only this size: full or phone (repeatable; default: both)
bot-cli-help-boards-position = only this position: opening, mid (the middle), late, end or decision (repeatable; instead of --count)
bot-cli-matches-none_player = User { $id } sits in no match in { $db } that is waiting or in play. Add --all to list their finished and aborted ones too.
bot-cli-digest-none = Nothing in { $db } is waiting for user { $id }: no digest would be sent now.
