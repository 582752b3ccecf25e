### Η γραμμή εντολών strategos: απορρίψεις όσων γράφτηκαν, και το `strategos matches`.
### Το Fluent id ενός μηνύματος είναι το κλειδί του με "-" στη θέση της ".".

## Απορρίψεις (τυπώνονται μόνες τους· η εντολή σταματά με κωδικό 2)

bot-cli-error-usage = Η εντολή δεν είναι πλήρης ή σωστή: { $problem }. Δες το { $help } για το τι δέχεται.
bot-cli-error-option = Το «{ $pair }» δεν είναι επιλογή. Γράψε την καθεμία ως --option ΚΛΕΙΔΙ=ΤΙΜΗ, για παράδειγμα --option map=east.
bot-cli-error-seat_kind = Το «{ $kind }» δεν είναι είδος θέσης. Κάθε θέση είναι ένα από: { $known }.
bot-cli-error-seat_count = Το { $game } παίζεται από { $players } παίκτες, οπότε το --seats ορίζει μία θέση για κάθε παίκτη (για παράδειγμα --seats { $example }). Όρισες { $have }.
bot-cli-error-players = Το { $game } παίζεται από { $players } παίκτες· το --players { $have } δεν ταιριάζει.
bot-cli-error-number = Το { $flag } δέχεται έναν ακέραιο από { $min } έως { $max }, όχι { $value }.
bot-cli-error-shards = Το --shard-ids παίρνει αριθμούς shard από 0 έως { $max }, χωρισμένους με κόμμα, τον καθένα μία φορά (για παράδειγμα --shard-ids 0,1 με --shard-count { $count }). Το «{ $ids }» δεν ταιριάζει.
bot-cli-error-shard_count = Το --shard-ids θέλει και το --shard-count: πόσα shard έχει το bot συνολικά, τον ίδιο αριθμό σε κάθε διεργασία.
bot-cli-error-seed = Ο σπόρος (seed) είναι σύντομο ορατό κείμενο: { $max ->
        [one] 1 χαρακτήρας
       *[other] 1 έως { $max } χαρακτήρες
    } χωρίς κενά στην αρχή ή στο τέλος, για παράδειγμα --seed 42 ή --seed friday-game.
bot-cli-error-no_match = Δεν υπάρχει παρτίδα #{ $match } στο { $db }. Δες τις αποθηκευμένες με: { $command }
bot-cli-error-not_table = Η παρτίδα #{ $match } δεν άνοιξε σε αυτό το τραπέζι (ανήκει στο Discord ή σε αυτόματο παιχνίδι μεταξύ AI), οπότε δεν μπορεί να συνεχιστεί εδώ.
bot-cli-error-never_started = Η παρτίδα #{ $match } δεν ξεκίνησε ποτέ, οπότε δεν υπάρχει κάτι να συνεχιστεί. Ξεκίνα καινούργια παρτίδα.
bot-cli-error-resume_fixed = Το --resume συνεχίζει την παρτίδα #{ $match } ακριβώς όπως αποθηκεύτηκε, γι' αυτό δεν δέχεται { $flags }. Παράλειψέ τα.
bot-cli-error-resume_game = Η παρτίδα #{ $match } είναι παιχνίδι { $game }, όχι { $asked }. Συνέχισέ τη με: { $command }
bot-cli-error-no_db = Δεν υπάρχει βάση δεδομένων στο { $db }. Δώσε το σωστό αρχείο με --db ή παίξε πρώτα μια παρτίδα για να δημιουργηθεί.
bot-cli-error-no_tables = Η βάση δεδομένων PostgreSQL { $db } δεν έχει καμία παρτίδα: δεν έχει ακόμη κανέναν από τους πίνακες του Strategos. Έλεγξε το όνομα της βάσης στη διεύθυνση URL ή παίξε πρώτα μια παρτίδα εκεί.
bot-cli-error-db_folder = Το { $db } είναι φάκελος, όχι αρχείο βάσης δεδομένων. Δώσε ένα αρχείο με --db, για παράδειγμα --db data/strategos.db.
bot-cli-error-db_open = Το { $db } δεν μπορεί να χρησιμοποιηθεί ως βάση δεδομένων ({ $reason }). Δώσε με --db ή STRATEGOS_DB ένα αρχείο στο οποίο μπορείς να γράψεις, για παράδειγμα --db data/strategos.db.
bot-cli-error-db_url = Η βάση δεδομένων PostgreSQL { $db } δεν μπορεί να χρησιμοποιηθεί ({ $reason }). Έλεγξε στη διεύθυνση URL τον διακομιστή, τον χρήστη, τον κωδικό και το όνομα της βάσης ή δώσε ένα αρχείο SQLite με --db ή STRATEGOS_DB.
bot-cli-error-db_url_form = Το «{ $db }» δεν είναι ούτε αρχείο ούτε διεύθυνση PostgreSQL: μια διεύθυνση αρχίζει με postgresql:// (δύο κάθετοι), για παράδειγμα postgresql://strategos@localhost:5432/strategos.
bot-cli-error-sqlite_sync = Το { $var }={ $value } δεν είναι τρόπος φύλαξης των δεδομένων της SQLite: δέχεται { $modes }· με το NORMAL (την προεπιλογή) δεν χάνεται τίποτα αν το πρόγραμμα τερματιστεί απότομα, με το FULL ούτε σε διακοπή ρεύματος.
bot-cli-error-ratings_game = Δώσε με το --game το παιχνίδι του οποίου την κατάταξη θέλεις (ένα από τα { $known }) ή ξαναϋπολόγισε όλες τις βαθμολογίες με το --recompute.
bot-cli-error-record_file = Το { $file } δεν διαβάζεται ως καταγραφή παρτίδας ({ $reason }). Δώσε το αρχείο .json που επισύναψε το /match export.
bot-cli-error-from_at = Τα --from και --at πάνε μαζί: το --from δίνει την καταγραφή (το αρχείο .json που επισύναψε το /match export), το --at την ενέργεια μετά την οποία ανοίγει η θέση, για παράδειγμα --from match-12.json --at 40.
bot-cli-error-from_fixed = Το --from παίρνει το παιχνίδι, τις επιλογές και τον σπόρο του από την καταγραφή, οπότε δεν δέχεται { $flags }. Παράλειψέ τα.
bot-cli-error-boards = Οι εικόνες του ταμπλό δεν μπορούν να γραφτούν στο { $dir } ({ $reason }). Διάλεξε άλλον φάκελο με --boards ΦΑΚΕΛΟΣ ή παράλειψέ τες με --no-boards.

## Η συνεδρία στο τραπέζι εκτός σύνδεσης

bot-cli-interrupted = Διακόπηκε.
bot-cli-boards = Εικόνες του ταμπλό: { $dir } (το latest.png είναι πάντα η πιο πρόσφατη και το latest-phone.png η ίδια στιγμή σε μέγεθος για κινητό).
bot-cli-boards_failed = Οι εικόνες του ταμπλό σταμάτησαν να γράφονται ({ $reason })· το παιχνίδι συνεχίζεται χωρίς αυτές.

## strategos matches

bot-cli-matches-id = #
bot-cli-matches-game = ΠΑΙΧΝΙΔΙ
bot-cli-matches-status = ΚΑΤΑΣΤΑΣΗ
bot-cli-matches-players = ΠΑΙΚΤΕΣ
bot-cli-matches-turn = ΣΕΙΡΑ
bot-cli-matches-updated = ΤΕΛΕΥΤΑΙΑ ΔΡΑΣΤΗΡΙΟΤΗΤΑ
bot-cli-matches-options = ΕΠΙΛΟΓΕΣ
bot-cli-matches-user = χρήστης { $id }
bot-cli-matches-none = Δεν υπάρχουν αποθηκευμένες παρτίδες στο { $db }.
bot-cli-matches-none_open = Καμία παρτίδα στο { $db } δεν περιμένει παίκτες ούτε είναι σε εξέλιξη. Πρόσθεσε --all για να δεις και τις ολοκληρωμένες και τις ακυρωμένες.
bot-cli-matches-resume = Συνέχισε μια παρτίδα αυτού του τραπεζιού με: { $command }

## strategos boards: sample pictures for review

bot-cli-error-choice = Το { $flag } δέχεται ένα από τα { $known }, όχι «{ $value }».
bot-cli-review-done = { $count ->
        [one] Γράφτηκε 1 εικόνα
       *[other] Γράφτηκαν { $count } εικόνες
    } στο { $dir }.
bot-cli-help-boards-command = σχεδιάζει δείγματα θέσεων ενός παιχνιδιού (αρχή, μέση, προχωρημένο στάδιο, τέλος, μια απόφαση) σε πλήρες μέγεθος και μέγεθος κινητού σε κάθε γλώσσα, για έλεγχο
bot-cli-help-boards-game = το παιχνίδι: babel, antike, duellum, nations ή polis
bot-cli-help-boards-option = μια επιλογή του παιχνιδιού, για παράδειγμα map=east (επαναλαμβάνεται)
bot-cli-help-boards-players = πόσοι παίκτες (προεπιλογή: οι λιγότεροι που δέχεται το παιχνίδι, τουλάχιστον 2)
bot-cli-help-boards-out = ο φάκελος όπου γράφονται οι εικόνες (προεπιλογή: data/review)
bot-cli-help-boards-count = πόσες θέσεις, από 1 έως 12 (προεπιλογή: 5)
bot-cli-help-boards-seed = ο σπόρος της παρτίδας που παίζεται (προεπιλογή: review)
bot-cli-help-boards-locale = μόνο αυτή η γλώσσα: en, el ή it (επαναλαμβάνεται· προεπιλογή: και οι τρεις)
bot-cli-help-boards-size = μόνο αυτό το μέγεθος: full ή phone (επαναλαμβάνεται· προεπιλογή: και τα δύο)
bot-cli-help-boards-position = μόνο αυτή η θέση: opening (αρχή), mid (μέση), late (προχωρημένο στάδιο), end (τέλος) ή decision (απόφαση) (επαναλαμβάνεται· αντί για το --count)
bot-cli-matches-none_player = Ο χρήστης { $id } δεν συμμετέχει σε καμία παρτίδα του { $db } που περιμένει ή παίζεται. Πρόσθεσε --all για να δεις και τις τελειωμένες ή ακυρωμένες.
bot-cli-digest-none = Τίποτα στο { $db } δεν περιμένει τον χρήστη { $id }: καμία σύνοψη δεν θα σταλεί τώρα.
