### What a player types: numbers and names, read the same way by every game (Greek).
### rules/core/words.py raises these; $what is one of the core-input-what-* names below.

core-input-not_a_number = Το «{ $value }» δεν είναι αριθμός. Γράψε έναν ακέραιο από { $min } έως { $max } με τα ψηφία 0–9.
core-input-out_of_range = Το { $value } είναι εκτός ορίων: διάλεξε έναν αριθμό από { $min } έως { $max }.
core-input-too_long = Αυτό είναι πολύ μεγάλο για μία κίνηση (το πολύ { $limit ->
        [one] { $limit } χαρακτήρας
       *[other] { $limit } χαρακτήρες
    }). Γράψε μία κίνηση ή τον αριθμό της από τη λίστα.
core-input-unknown_name = Δεν υπάρχει { $what } με το όνομα «{ $word }». Διάλεξε ένα από τα: { $choices }.
core-input-unknown_name_many = Δεν υπάρχει { $what } με το όνομα «{ $word }». Γράψε το όνομα όπως φαίνεται στον πίνακα ή τα πρώτα του γράμματα.
core-input-ambiguous = Το «{ $word }» ταιριάζει σε περισσότερα από ένα ({ $what }): { $choices }. Γράψε περισσότερο από το όνομα ή αυτό που εννοείς ακριβώς όπως στη λίστα.
core-input-missing_name = Λείπει ένα όνομα ({ $what }). Γράψε την κίνηση ολόκληρη, όπως στη λίστα των κινήσεων.
core-input-too_many_words = Το «{ $words }» είναι περισσότερο απ' όσο παίρνει αυτή η κίνηση. Γράψ' τη όπως στη λίστα των κινήσεων.
core-input-what-site = τοποθεσία
core-input-what-nation = λαός
core-input-what-source = στοίβα ναών
core-input-what-power = δύναμη
core-input-what-region = περιοχή
core-input-what-unit = μονάδα
core-input-what-resource = πόρος
core-input-what-payment = πληρωμή
core-input-what-knowhow = τεχνογνωσία
core-input-what-card = κάρτα γεγονότος
core-input-what-field = θέση του κυκλικού πίνακα
core-input-what-answer = απάντηση (ναι ή όχι)
core-input-what-order = πάγια εντολή (always, never ή ask)
core-input-what-personage = προσωπικότητα
bot-error-ambiguous = Το «{ $value }» ταιριάζει σε περισσότερες από μία επιλογές: { $choices }. Γράψε περισσότερο από το όνομα ή διάλεξε μία από τις προτάσεις.
bot-error-option_too_long = Η επιλογή «{ $option }» δέχεται το πολύ { $limit ->
        [one] { $limit } χαρακτήρα
       *[other] { $limit } χαρακτήρες
    }, ενώ αυτό που έγραψες έχει { $length }. Διάλεξε μία από τις προτάσεις ή γράψε την αρχή ενός ονόματος.
