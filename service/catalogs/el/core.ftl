### Core messages shared by every game (Greek).
### A message's Fluent id is its key with "." replaced by "-":
### the key core.error.unknown_game is the id core-error-unknown_game.

core-error-unknown_game = Δεν υπάρχει παιχνίδι με το όνομα «{ $game }». Παιχνίδια που μπορείς να παίξεις: { $known }.
core-error-bad_options = Αυτές οι επιλογές δεν ταιριάζουν στο { $game }: { $details }.
core-error-game_over = Αυτή η παρτίδα έχει τελειώσει. Ξεκίνα μια καινούργια για να ξαναπαίξεις.
core-error-not_your_turn = Δεν είναι η σειρά σου να παίξεις. Θα σε ειδοποιήσουμε όταν έρθει.
core-error-bad_action = Αυτή η ενέργεια δεν είναι σωστά διατυπωμένη ({ $details }). Διάλεξε μία από τη λίστα των επιτρεπτών ενεργειών.
