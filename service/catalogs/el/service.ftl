### Match service: statuses, refusals and log lines (Greek).
### A message's Fluent id is its key with "." replaced by "-":
### the key service.error.channel_busy is the id service-error-channel_busy.

## Η κατάσταση μιας παρτίδας· διαβάζεται και μετά το «Αυτή η παρτίδα είναι …» (θηλυκό)

service-status-lobby = σε αναμονή παικτών
service-status-active = σε εξέλιξη
service-status-finished = ολοκληρωμένη
service-status-aborted = ακυρωμένη

## Αρνήσεις

service-error-channel_busy = Αυτό το κανάλι έχει ήδη παρτίδα { $game } (#{ $match }). Τελείωσέ την ή ακύρωσέ την, ή ξεκίνα τη δική σου σε άλλο κανάλι ή νήμα.
service-error-no_match_here = Δεν υπάρχει παρτίδα σε αυτό το κανάλι. Δημιούργησε μία με την εντολή νέας παρτίδας.
service-error-not_in_lobby = Αυτή η παρτίδα είναι { $status }, οπότε οι θέσεις της δεν μπορούν πια να αλλάξουν.
service-error-already_seated = Έχεις ήδη θέση σε αυτή την παρτίδα. Περίμενε να την ξεκινήσει αυτός που τη δημιούργησε.
service-error-match_full = Αυτή η παρτίδα είναι γεμάτη ({ $max ->
        [one] μία θέση
       *[other] { $max } θέσεις
    }). Παρακολούθησέ τη ή δημιούργησε άλλη παρτίδα αλλού.
service-error-not_seated = Δεν έχεις θέση σε αυτή την παρτίδα. Μπες όσο περιμένει παίκτες.
service-error-unknown_ai = Δεν υπάρχει AI με το όνομα «{ $kind }». Διάλεξε ένα από: { $known }.
service-error-bad_ai_budget = Το «{ $kind }» δεν είναι χρόνος σκέψης που καταλαβαίνει το δυνατό AI. Γράψε strong, strong:2s (δευτερόλεπτα, έως 30) ή strong:400i (επαναλήψεις).
service-error-leave_active = Η παρτίδα έχει ξεκινήσει· δεν μπορείς απλώς να φύγεις. Παραιτήσου καλύτερα.
service-error-only_creator_starts = Μόνο ο παίκτης που δημιούργησε την παρτίδα μπορεί να την ξεκινήσει. Ζήτα του το, ή ένας συντονιστής μπορεί να την ακυρώσει.
service-error-player_count = Αυτό το παιχνίδι θέλει από { $min } έως { $max ->
        [one] { $max } παίκτη
       *[other] { $max } παίκτες
    }· η παρτίδα έχει { $have }. Κάλεσε κάποιον ή πρόσθεσε ένα AI.
service-error-stale_view = Αυτή η επιλογή αφορά παλαιότερη κατάσταση· το παιχνίδι έχει προχωρήσει. Δες το πιο πρόσφατο ταμπλό και διάλεξε ξανά.
service-error-moved_on = Κάποιος έπαιξε την ίδια στιγμή και το παιχνίδι προχώρησε. Δεν εφαρμόστηκε τίποτα δικό σου: δες το πιο πρόσφατο ταμπλό και διάλεξε ξανά.
service-error-lobby_changed = Η αίθουσα αναμονής άλλαξε την ίδια στιγμή. Ξαναδές τη και επανάλαβε την εντολή σου.
service-error-ai_runaway = Το AI δεν τελείωσε τον γύρο του μέσα σε { $steps ->
        [one] μία ενέργεια
       *[other] { $steps } ενέργειες
    }. Ζήτα από έναν συντονιστή να ακυρώσει αυτή την παρτίδα και, σε παρακαλώ, ανάφερέ το.
service-error-already_over = Αυτή η παρτίδα έχει ήδη τελειώσει. Ξεκίνα μια καινούργια με την εντολή νέας παρτίδας.
service-error-abort_forbidden = Μόνο αυτός που δημιούργησε την παρτίδα ή ένας συντονιστής μπορεί να την ακυρώσει. Μπορείς όμως να παραιτηθείς.
service-error-not_active = Αυτή η παρτίδα είναι { $status }, οπότε δεν γίνονται κινήσεις.
service-error-not_started = Αυτή η παρτίδα δεν έχει ξεκινήσει ακόμα.

## Αποτελέσματα και γραμμές ημερολογίου

service-end-resigned = κέρδισε επειδή { FORM($player, form: "person") ->
        [you] παραιτήθηκες εσύ
       *[other] παραιτήθηκε ο αντίπαλος: { $player }
    }
service-event-resigned = παραιτήθηκε.
service-event-aborted = Η παρτίδα ακυρώθηκε.

## Requests that arrive twice
service-error-already_applied = Αυτό το αίτημα έχει ήδη εκτελεστεί μία φορά, γι' αυτό δεν εφαρμόζεται ξανά. Δες το πιο πρόσφατο ταμπλό.
service-error-repeated_move = Έκανες ακριβώς αυτή την κίνηση πριν από λίγο, και έχει αποθηκευτεί.

## Αρχεία παρτίδων (strategos replay --file, strategos play --from)

service-record-not_a_record = Αυτό το αρχείο δεν είναι καταγραφή παρτίδας του Strategos (πάρε μία με το /match export).
service-record-version = Αυτή η καταγραφή είναι γραμμένη στη μορφή { $version }, που αυτό το Strategos δεν διαβάζει. Ενημέρωσε το Strategos ή κάνε ξανά εξαγωγή της παρτίδας.
service-record-partial = Αυτή η καταγραφή της παρτίδας #{ $match } εξήχθη ενώ η παρτίδα συνεχιζόταν, οπότε έχει μόνο ό,τι έβλεπε ένας παίκτης: δεν μπορεί να αναπαραχθεί. Κάνε ξανά εξαγωγή όταν τελειώσει η παρτίδα.
service-record-damaged = Αυτή η καταγραφή είναι χαλασμένη και δεν μπορεί να χρησιμοποιηθεί ({ $problem }).
service-record-engine = Αυτή η καταγραφή παίχτηκε με την έκδοση { $stored } των κανόνων του { $game }· αυτό το Strategos έχει την έκδοση { $current }, που ίσως δεν την παίζει με τον ίδιο τρόπο.
service-record-no_action = Δεν υπάρχει ενέργεια { $at } σε αυτή την καταγραφή: διάλεξε αριθμό από 0 έως { $last }.
service-record-over_by_then = Η παρτίδα είχε ήδη τελειώσει μετά την ενέργεια { $at }: διάλεξε προηγούμενη.
service-record-seats = Αυτή η παρτίδα είχε { $count ->
        [one] 1 θέση
       *[other] { $count } θέσεις
    }: το --seats δίνει ένα είδος ανά θέση, με τη σειρά των θέσεων της καταγραφής.
service-record-seat_kind = Το «{ $kind }» δεν είναι είδος θέσης για αυτό το παιχνίδι.
