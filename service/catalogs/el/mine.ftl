### Ασύγχρονο παιχνίδι σε όλους τους διακομιστές: /παρτίδα δικές-μου, /match follow, /match help.

## /παρτίδα δικές-μου

cmd-match-mine-name = δικές-μου
cmd-match-mine-desc = Όλες οι παρτίδες σου, σε κάθε διακομιστή· λειτουργεί και σε προσωπικό μήνυμα με το bot
cmd-match-mine-page-name = σελίδα
cmd-match-mine-page-desc = Ποια σελίδα της λίστας (1 για την πρώτη)
bot-mine-title = Οι παρτίδες σου
bot-mine-summary = { $count ->
        [one] Μία παρτίδα
       *[other] { $count } παρτίδες
    }· { $yours ->
        [0] καμία δεν περιμένει εσένα.
        [one] μία περιμένει εσένα και είναι πρώτη στη λίστα.
       *[other] { $yours } περιμένουν εσένα και είναι πρώτες στη λίστα.
    }
bot-mine-none = Δεν συμμετέχεις σε καμία παρτίδα που περιμένει ή παίζεται. Άνοιξε μία με το /παρτίδα νέα σε κανάλι ενός διακομιστή.
bot-mine-field_title = { $game } · #{ $match } · { $server }
bot-mine-followed_title = Παρακολουθείς: { $game } · #{ $match } · { $server }
bot-mine-other_server = άλλος διακομιστής
bot-mine-thread = [Άνοιξε το νήμα]({ $link })
bot-mine-lobby = Στον προθάλαμο, { $count ->
        [one] μία θέση πιασμένη
       *[other] { $count } θέσεις πιασμένες
    }.
bot-mine-your_turn = **Σειρά σου**{ $others ->
        [0] .
        [one] , μαζί με έναν ακόμη παίκτη.
       *[other] , μαζί με { $others } ακόμη παίκτες.
    }
bot-mine-turn_of = Περιμένει: { $players }.
bot-mine-deadline = Ο χρόνος τελειώνει { $due }.
bot-mine-last_move = Τελευταία κίνηση { $when }.
bot-mine-page = Σελίδα { $page } από { $pages }
bot-mine-previous = Προηγούμενη
bot-mine-next = Επόμενη
bot-error-in_dm = Αυτό λειτουργεί στο νήμα μιας παρτίδας, μέσα σε διακομιστή. Εδώ, το /παρτίδα δικές-μου δείχνει τις παρτίδες σου με σύνδεσμο προς κάθε νήμα.
