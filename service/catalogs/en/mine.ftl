### Async play across servers: /mine (every match of a user), /follow
### (spectators), /help (how a game runs here).

## /mine

cmd-mine-name = mine
cmd-mine-desc = Every match you play, in any server; usable in a DM with the bot
cmd-mine-page-name = page
cmd-mine-page-desc = Which page of the list (1 for the first)
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
bot-error-in_dm = This works in a match's thread in a server. Here, /mine lists your matches with a link to each thread.

## /help and the lobby's "How to play"

cmd-help-name = help
cmd-help-desc = How a game runs here: commands, buttons, typed moves, the bot's readings of the rules
cmd-help-game-name = game
cmd-help-game-desc = The game (in a match's thread, that match's game when left out)
bot-help-button = How to play
bot-help-title = How to play { $game } here
bot-help-how_title = A match on Discord
bot-help-how = Each match lives in its own thread. Open one with /match new, join with the Join button or /match join; the creator presses Start. On your turn the bot pings you under the board. **My hand and moves** shows you, privately, your hand and every move you can make, as buttons; a move with nothing to choose is one button under the board. You can also type a move with the /{ $group } commands, whose options suggest only legal values. /match status, /match log and /match hand look without moving; /match undo asks the others to take a move back; /match resign ends it for you. /mine lists all your matches, from any server or a DM.
bot-help-moves_title = Moves
bot-help-yours = Some of your moves right now, written as commands (the options fill in as you type):
bot-help-typed = Written out for this position: { $examples }
bot-help-rules_title = Where the bot decides
bot-help-readme = Every reading, with its test: { $where } in the bot's source.
bot-help-games_title = Games on this bot
bot-help-games_intro = Pick one with /help game: to see how it runs here.
bot-help-game_line = **{ $game }**
bot-help-unknown_game = There is no game called "{ $game }" here.

bot-help-babel-goal = For { $players } players. Each of you raises temples on your side of five building sites, one per people, paying with people cards from your hand; each people's power helps you or hurts your rival. Reach the temple total that ends the game while your rival trails, or lead when the final phase closes. On your turn you take actions until you end it; then you draw.
bot-help-babel-notation = Each kind of move is a /{ $group } command: move, play, build, migrate, power, end, and discard when you must let half your hand go. Written out: move medes, play hittites, build own, migrate medes persians, power sumerians 3, end.
bot-help-babel-rules = Where the printed rules are unclear, the bot checks the end after every single action (a game can stop mid-turn), keeps the final phase open until one of you reaches 20 or drops to 9, and gives a tie to the player holding more people cards.

bot-help-duellum-goal = For { $players } players, on a map of the western or eastern Mediterranean. Move your marker around the rondel: each field produces, builds temples or walls, recruits, researches know-how, trades or sends your armies to war. Found cities, conquer your rival's, and win personages: nine of them win at the end of that turn.
bot-help-duellum-notation = A turn is small steps, each a /{ $group } command: first the rondel field, then one step of its action at a time (a temple, a recruit, one unit's move, a conquest), then any foundings, then end. Written out: rondel 4, move legion …, found …, end.
bot-help-duellum-rules = The bot splits a turn into those steps, spends a resource before coins when you pay, limits the bank to 30 coins, and lets event cards and trades come at any moment of your own turn.

bot-help-antike-goal = For { $players } players, each leading one or more nations of the ancient world. Move around the rondel to produce, build temples, arm, develop know-how, trade or send legions and galleys. Win personages by founding, conquering, building and learning; the first to the target number for your table wins.
bot-help-antike-notation = Each step is a /{ $group } command: rondel, then the field's action step by step, foundings, and end. When units enter a province the defender answers with the buttons (fight or not, or a standing order). Written out: rondel 3, end.
bot-help-antike-rules = The bot lets coins stand in for any resource when you pay, keeps each nation's standing order for battles (always, never or ask), and fixes the rondel's order of steps where the rules leave it loose.

bot-help-polis-goal = For { $players } players: Athens against Sparta. Raise hoplites, galleys and merchants, besiege or win over the poleis of Greece, trade abroad for the wheat your people eat, and build projects. Battles are fought with formation cards both sides choose in secret. Population, prestige and the projects you leave decide.
bot-help-polis-notation = Two actions a turn, each a /{ $group } command; a move may gather units from several places (the also option). In a battle both of you commit a card privately with the buttons. Written out: create galley athinai 1, move hoplite attike megaris 1, pass.
bot-help-polis-rules = The bot keeps a committed battle card hidden from the other side and the log until both have chosen, charges population for new units, and applies the stacking limit of the round.

bot-help-nations-goal = For { $players } players (alone too). Lead a nation through four ages: buy progress cards from the shared row, put workers on buildings and armies, build wonders, and weather wars, events and famines. Victory points are counted at the end.
bot-help-nations-notation = Each kind of move is a /{ $group } command, or a button under the board (a card of the row, deploy, pass). Growth and event answers are buttons anyone who must choose may press. Written out: grow food, buy 1 3 (row, column), deploy 2, hire, pass.
bot-help-nations-rules = The bot lets every nation choose its growth at once, asks event choices one nation at a time, and reads each card's effect from its data, saying it in its own words.
table-looks_like = That looks like a move of { $game }, not of this game ({ $reason }). Type help to see how this game's moves are written.

## /follow

cmd-follow-name = follow
cmd-follow-desc = Follow this match without playing: its result, or every turn, by direct message
cmd-follow-notices-name = notices
cmd-follow-notices-desc = What to be told by DM (the result when left out)
bot-follow-choice-result = The result only
bot-follow-choice-turns = Every turn and the result
bot-follow-choice-stop = Stop following
bot-follow-result = You follow match #{ $match }: I will send you its result by direct message. /mine lists it under your own matches.
bot-follow-turns = You follow match #{ $match }: I will send you a direct message at each turn and at the end. /mine lists it under your own matches.
bot-follow-stopped = You no longer follow this match.
bot-follow-not_following = You were not following this match.
bot-follow-result_dm = { $game }, match #{ $match }: it is over. { $result }
bot-follow-turn_dm = { $game }, match #{ $match }: now waiting for { $players }.
service-follow-seated = You play in this match: its pings reach you already. Following is for those without a seat.
service-follow-over = This match is over; there is nothing left to follow.
