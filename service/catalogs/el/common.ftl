### Messages for mechanics several games share: the rondel of Antike and Antike Duellum (Greek).
### A message's Fluent id is its key with "." replaced by "-":
### the key common.rondel.error.too_far is the id common-rondel-error-too_far.

common-rondel-error-no_such_field = Δεν υπάρχει τέτοια θέση στον κυκλικό πίνακα: ο πίνακας έχει { $count ->
        [one] { $count } θέση
       *[other] { $count } θέσεις
    }. Διάλεξε μία από αυτές.
common-rondel-error-must_move = Ο δείκτης σου δεν μπορεί να μείνει στη θέση που πήρε την προηγούμενη φορά. Μετακίνησέ τον { $max ->
        [one] κατά 1 θέση
       *[other] από 1 έως { $max } θέσεις
    } δεξιόστροφα.
common-rondel-error-too_far = Αυτή η θέση απέχει { $steps ->
        [one] { $steps } θέση
       *[other] { $steps } θέσεις
    } δεξιόστροφα από τον δείκτη σου, αλλά μια κίνηση φτάνει το πολύ { $max ->
        [one] { $max } θέση
       *[other] { $max } θέσεις
    }. Διάλεξε μια πιο κοντινή θέση.
common-rondel-error-unpaid =
    Η μετακίνηση κατά { $steps ->
        [one] { $steps } θέση
       *[other] { $steps } θέσεις
    } κοστίζει { $cost ->
        [one] μία μονάδα
       *[other] { $cost } μονάδες
    } (μόνο οι πρώτες { $free } είναι δωρεάν· κάθε επιπλέον θέση κοστίζει ένα μάρμαρο, σίδηρο ή χρυσό, ή ένα νόμισμα), και πρόσφερες { $paid }. Πλήρωσε ολόκληρο το κόστος ή διάλεξε μια πιο κοντινή θέση.
common-rondel-error-overpaid = Η μετακίνηση κατά { $steps ->
        [one] { $steps } θέση
       *[other] { $steps } θέσεις
    } κοστίζει { $cost }, αλλά πρόσφερες { $paid }. Πλήρωσε ακριβώς το κόστος.
