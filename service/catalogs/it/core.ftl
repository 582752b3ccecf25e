### Core messages shared by every game (Italian).
### A message's Fluent id is its key with "." replaced by "-":
### the key core.error.unknown_game is the id core-error-unknown_game.

core-error-unknown_game = Non esiste un gioco chiamato «{ $game }». Giochi disponibili: { $known }.
core-error-bad_options = Queste opzioni non vanno bene per { $game }: { $details }.
core-error-game_over = Questa partita è finita. Iniziane una nuova per giocare ancora.
core-error-not_your_turn = Non è il tuo turno. Riceverai una notifica quando toccherà a te.
core-error-bad_action = Questa azione non è scritta correttamente ({ $details }). Scegline una dall'elenco delle azioni consentite.
