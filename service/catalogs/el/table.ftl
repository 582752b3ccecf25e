### The offline table and the text board (Greek).
### A message's Fluent id is its key with "." replaced by "-":
### the key table.babel.header is the id table-babel-header.

table-hand_hidden = χέρι: { $count ->
        [one] { $count } κάρτα
       *[other] { $count } κάρτες
    } (κρυφό)
table-hand = χέρι ({ $count }): { $cards }

## Το ταμπλό του Babel

table-babel-header = Babel · γύρος { $turn } · { FORM($player, form: "person") ->
        [you] παίζεις εσύ
       *[other] παίζει: { $player }
    }
table-babel-scores = Ναοί: { $a } { $sa } · { $b } { $sb }
table-babel-final_phase = ΤΕΛΙΚΗ ΦΑΣΗ: το παιχνίδι τελειώνει στο 20+ ή στο 9 ή χαμηλότερα.
table-babel-stocks = Λατομείο: { $quarry ->
        [one] { $quarry } κάρτα ναού
       *[other] { $quarry } κάρτες ναού
    } · τράπουλα λαών { $deck } · απορρίψεις { $discard }
# reads after "οικοδόμος:" in table-babel-builder, like a site's name
table-babel-quarry = λατομείο
table-babel-builder = οικοδόμος: { $site }
table-babel-pile = στοίβα ναών: πάνω { $top } ({ $size ->
        [one] { $size } κάρτα
       *[other] { $size } κάρτες
    }, από κάτω προς τα πάνω: { $cards })
table-babel-foundation = η αρχική κάρτα επιπέδου 1 δεν έχει χτιστεί ακόμα
table-babel-migrated = έκανε μετανάστευση σε αυτόν τον γύρο
table-babel-pending = { FORM($player, form: "person") ->
        [you] Πρέπει να απορρίψεις
       *[other] { $player }: πρέπει να απορρίψει
    } { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    } πριν συνεχιστεί το παιχνίδι.
table-babel-legend = (Ln = επίπεδο ναού · λαοί από κάτω προς τα πάνω, οι θέσεις μετρούν από το 1 · @ = οικοδόμος)

## Το τραπέζι

table-welcome = Τραπέζι εκτός σύνδεσης Strategos: { $game }, παρτίδα #{ $match }. Βάση δεδομένων: { $db }
table-help = Γράψε τον αριθμό μιας ενέργειας ή γράψ' την ολόκληρη (για παράδειγμα: move medes, play hittites, build own, migrate medes persians, power sumerians 3, end). Άλλες εντολές: board, hand, log, help, quit (η παρτίδα μένει αποθηκευμένη), resign.
table-legal = { FORM($player, form: "person") ->
        [you] Τι μπορείς να κάνεις:
       *[other] Ενέργειες για { $player }:
    }
# the prompt ends with a space, kept by the { " " } placeable
table-prompt = { $player } >{ " " }
table-pass_device = Σειρά έχει: { $player }. Δώσε τη συσκευή και πάτα Enter.
table-saved = Η παρτίδα αποθηκεύτηκε. Συνέχισέ τη με: { $command }
table-result-win = { FORM($player, form: "person") ->
        [you] Κερδίζεις
       *[other] Κερδίζει: { $player }
    } ({ $reason }). Τελικό σκορ: { $scores }.
table-result-draw = Τέλος παιχνιδιού, { $reason }. Τελικό σκορ: { $scores }.
table-result-other = Η παρτίδα τελείωσε: { $reason }.
table-you = Εσύ
table-player = Παίκτης { $n }
table-player_you = Παίκτης { $n } (εσύ)
table-ai = AI { $n } ({ $kind })
table-bad_choice = Δεν υπάρχει ενέργεια με αριθμό { $n }· διάλεξε από 1 έως { $max }.
# the question ends with a space, kept by the { " " } placeable
table-resign_ask = Παραίτηση; Η παρτίδα τελειώνει και κερδίζει ο αντίπαλός σου· δεν παίρνεται πίσω. Γράψε y για να παραιτηθείς ή οτιδήποτε άλλο για να συνεχίσεις:{ " " }
table-resign_kept = Δεν παραιτήθηκες· η παρτίδα συνεχίζεται.
table-resign_confirm = Παραιτήθηκες.
table-more_actions = … και ακόμα { $more } (γράψε `list all` για να τις δεις όλες)

## Resuming a match, and Antike's standing orders under the list

table-log_hidden = … { $count ->
        [one] 1 παλαιότερη γραμμή του ημερολογίου δεν εμφανίζεται
       *[other] { $count } παλαιότερες γραμμές του ημερολογίου δεν εμφανίζονται
    } (γράψε `log` για να δεις όλο το ημερολόγιο).
table-antike-orders = Οι πάγιες διαταγές δεν αριθμούνται εδώ: γράψε μία για να αλλάξεις τη δική σου ({ $moves }) ή `list all` για να τις αριθμήσεις κι αυτές.

## Το αποτέλεσμα της παρτίδας στο τραπέζι εκτός σύνδεσης

table-babel-result-win = { FORM($player, form: "person") ->
        [you] Κερδίζεις
       *[other] Κερδίζει: { $player }
    } ({ $reason }). Τελικοί ναοί: { $scores }.
table-babel-result-draw = Τέλος παιχνιδιού, { $reason }. Τελικοί ναοί: { $scores }.
table-duellum-orders = Η πάγια διαταγή σου για το Φρούριο δεν αριθμείται εδώ: γράψε μία για να την αλλάξεις ({ $moves }) ή `list all` για να αριθμηθούν κι αυτές.

## A short list that leaves out only standing orders (a game may say it in its own words)
table-orders = Οι πάγιες διαταγές δεν αριθμούνται εδώ: γράψε μία για να αλλάξεις τη δική σου ({ $moves }), ή `list all` για να αριθμηθούν κι αυτές.
