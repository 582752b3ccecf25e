### Core messages shared by every game (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-":
### the key core.error.unknown_game is the id core-error-unknown_game.

core-error-unknown_game = There is no game called “{ $game }”. Games you can play: { $known }.
core-error-bad_options = Those options do not fit { $game }: { $details }.
core-error-game_over = This match has ended. Start a new one to play again.
core-error-not_your_turn = It is not your turn to act. You will be pinged when it is.
core-error-bad_action = That action is not well formed ({ $details }). Pick one from the list of legal actions.
