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
bot-cli-error-boards = Board pictures cannot be written to { $dir } ({ $reason }). Choose another folder with --boards DIR, or leave them out with --no-boards.

## The offline table's session

bot-cli-interrupted = Stopped.
bot-cli-boards = Board pictures: { $dir } (latest.png is always the newest).
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
