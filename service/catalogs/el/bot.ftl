### The Discord front end: state posts, panels, lobby, pings, settings and refusals (Greek).
### A message's Fluent id is its key with "." replaced by "-": bot.state.title is bot-state-title.
### Game names stay in Latin letters, as on the boxes (and as "Το Babel" in babel.ftl).
### Command names quoted here (/παρτίδα κατάσταση, «λείπω») are the Greek names of commands.ftl.

## Παιχνίδια και παίκτες-υπολογιστές

bot-game-babel = Babel
bot-game-duellum = Antike Duellum
bot-game-antike = Antike
bot-game-nations = Nations
bot-game-polis = Polis
bot-ai-heuristic = κανονικός
bot-ai-random = εύκολος
bot-ai-strong = δυνατός
bot-ai_name = Υπολογιστής { $n } ({ $kind })
bot-unknown_player = ένας παίκτης
bot-language-en = Αγγλικά (English)
bot-language-el = Ελληνικά
bot-language-it = Ιταλικά (Italiano)
bot-timeout_action-remind = μόνο υπενθύμιση
bot-timeout_action-claim = οι αντίπαλοι μπορούν να διεκδικήσουν τη νίκη
bot-timeout_action-ai = ο υπολογιστής παίζει τον γύρο

## Η ανάρτηση της κατάστασης

bot-state-title = { $game } · παρτίδα #{ $match }
bot-state-footer = κατάσταση { $version }
bot-state-to_act = Σειρά έχει
bot-state-waiting = { $who }
# $due is a Discord relative time, shown by the reader's app ("σε 3 ώρες")
bot-state-waiting_due = { $who }, ο χρόνος λήγει { $due }
bot-more_lines = … { $count ->
        [one] ακόμα μία γραμμή
       *[other] ακόμα { $count } γραμμές
    } (δες το ημερολόγιο της παρτίδας)
# $reason reads after the winner's name (babel-end-*: "κέρδισε στην τελική φάση")
bot-result-win = **Τέλος παιχνιδιού.** Νικητής: { $winners } ({ $reason }).
bot-result-draw = **Τέλος παιχνιδιού:** { $reason }.
bot-result-aborted = Αυτή η παρτίδα ακυρώθηκε.
bot-ping-your_turn = { $who }, είναι η σειρά σου!
bot-ping-since = Από τον προηγούμενο γύρο σου:
    { $events }
bot-button-moves = Το χέρι και οι κινήσεις μου
bot-quick-babel-end = Τέλος γύρου
bot-quick-duellum-end = Τέλος γύρου

## Το ιδιωτικό πάνελ

bot-hand = Το χέρι σου ({ $count ->
        [one] 1 κάρτα
       *[other] { $count } κάρτες
    }): { $cards }
bot-panel-choose = Διάλεξε την κίνησή σου:
bot-panel-wait = Δεν είναι η σειρά σου τώρα· περιμένουμε: { $who }.
bot-panel-not_active = Αυτή η παρτίδα δεν είναι σε εξέλιξη.
bot-panel-placeholder = Διάλεξε κίνηση
bot-panel-pick = Διάλεξε { $count ->
        [one] 1 κάρτα
       *[other] { $count } κάρτες
    }
bot-panel-page = Σελίδα { $page } από { $pages }
bot-kind-babel-move = Μετακίνηση
bot-kind-babel-play = Παίξιμο κάρτας
bot-kind-babel-build = Χτίσιμο
bot-kind-babel-migrate = Μετανάστευση
bot-kind-babel-power = Δύναμη
bot-kind-babel-end = Τέλος γύρου
bot-kind-babel-discard = Απόρριψη
bot-kind-duellum-rondel = Κυκλικός πίνακας
bot-kind-duellum-temple = Ναός
bot-kind-duellum-wall = Τείχος
bot-kind-duellum-deploy = Τοποθέτηση
bot-kind-duellum-develop = Ανάπτυξη
bot-kind-duellum-recruit = Στρατολόγηση
bot-kind-duellum-move = Κίνηση
bot-kind-duellum-conquer = Κατάκτηση
bot-kind-duellum-casualties = Απώλειες
bot-kind-duellum-found = Ίδρυση πόλης
bot-kind-duellum-trade = Εμπόριο
bot-kind-duellum-event = Κάρτα γεγονότος
bot-kind-duellum-fortress = Φρούριο
bot-kind-duellum-pick = Πάρε κάρτα
bot-kind-duellum-instead = Πόρος αντί για νόμισμα
bot-kind-duellum-end = Τέλος γύρου

## Το Babel στην ενσωμάτωση

bot-babel-player = Ναοί { $score } · χέρι { $hand } · οικοδόμος: { $site } · στοίβα: πάνω { $top } ({ $pile })
bot-babel-status = Παιχνίδι
bot-babel-turn = Γύρος { $turn } · λατομείο { $quarry }
bot-babel-position = θέση { $position }
bot-babel-cards = { $count ->
        [one] { $nation }
       *[other] { $nation } ×{ $count }
    }

## Υποδείξεις αυτόματης συμπλήρωσης (μια πρόταση που δεν επιλέγεται)

bot-complete-not_now = Δεν είναι η σειρά σου τώρα· θα σε ειδοποιήσουμε.
bot-complete-none = Τίποτα δεν ταιριάζει εδώ τώρα· συμπλήρωσε πρώτα μια άλλη επιλογή.
bot-complete-too_long = Οι επιλογές δεν χωρούν εδώ· κάνε την κίνηση από το «Το χέρι και οι κινήσεις μου».

## Αίθουσα αναμονής

bot-lobby-title = { $game } · παρτίδα #{ $match } · αναμονή παικτών
bot-lobby-body = Δημιουργός: { $creator }. Παίκτες: { $needed } · πιασμένες θέσεις: { $count }. Μπες ή πρόσθεσε έναν υπολογιστή· την παρτίδα την ξεκινά ο δημιουργός της.
bot-lobby-seats = Θέσεις
bot-lobby-options = Επιλογές
bot-lobby-button-join = Συμμετοχή
bot-lobby-button-ai = Προσθήκη υπολογιστή
bot-lobby-button-start = Έναρξη
bot-lobby-button-leave = Αποχώρηση
bot-lobby-opened = Η παρτίδα #{ $match } άνοιξε στο { $thread }. Μπες από εκεί!
bot-lobby-closed = Η παρτίδα #{ $match } έκλεισε: δεν έμεινε κανείς στο τραπέζι.
bot-thread_name = { $game } · { $who }
bot-aborted = { $who } ακύρωσε την παρτίδα #{ $match }.
bot-log-empty = Δεν έχει γίνει τίποτα ακόμα σε αυτή την παρτίδα.

## Αναίρεση και χρόνος

bot-undo-asked = { $who } ζητά να πάρει πίσω την τελευταία κίνηση. { $approvers }, συμφωνείτε;
bot-undo-approve = Συμφωνώ
bot-undo-refuse = Διαφωνώ
bot-undo-applied = Η τελευταία κίνηση πάρθηκε πίσω.
bot-undo-refused = Η αναίρεση απορρίφθηκε· η κίνηση μένει.
# $due is a Discord relative time ("σε 3 ώρες"), appended to a reminder
bot-deadline = Ο χρόνος λήγει { $due }.
bot-resign-ask = Σίγουρα; Με την παραίτηση η παρτίδα #{ $match } τελειώνει για σένα: κερδίζει ο αντίπαλός σου, και δεν παίρνεται πίσω.
bot-resign-confirm = Παραιτούμαι
bot-resign-cancel = Συνεχίζω
bot-resign-kept = Δεν παραιτήθηκες· η παρτίδα συνεχίζεται.
bot-claim-button = Διεκδίκησε τη νίκη
bot-vacation-on = Τα ρολόγια σου σταμάτησαν { $count ->
        [one] σε 1 παρτίδα
       *[other] σε { $count } παρτίδες
    }. Όταν γυρίσεις, τρέξε ξανά αυτή την εντολή με «λείπω» = False.
bot-vacation-off = Καλώς ήρθες πίσω! Τα ρολόγια σου τρέχουν ξανά { $count ->
        [one] σε 1 παρτίδα
       *[other] σε { $count } παρτίδες
    }.

## Ρυθμίσεις

bot-settings-match = Γλώσσα: { $language } · υπενθυμίσεις: { $reminder } · χρόνος ανά γύρο: { $timeout } · όταν λήξει ο χρόνος: { $action }
bot-settings-off = κλειστό
bot-settings-hours = { $hours ->
        [one] 1 ώρα
       *[other] { $hours } ώρες
    }
bot-profile-show = Ζώνη ώρας: { $timezone } · { $quiet }
bot-profile-quiet = ώρες ησυχίας { $start }:00–{ $end }:00 (καμία ειδοποίηση τότε)
bot-profile-no_quiet = χωρίς ώρες ησυχίας

## Αρνήσεις

bot-error-no_match = Αυτή η παρτίδα δεν υπάρχει πια. Δες στο κανάλι την πιο πρόσφατη.
bot-error-bad_option = Το «{ $value }» δεν είναι τιμή που δέχεται αυτή η επιλογή. Διάλεξε μία από τις προτάσεις.
bot-error-forbidden = Δεν σου επιτρέπεται να το κάνεις αυτό εδώ. Ζήτα το από τον δημιουργό της παρτίδας ή από έναν συντονιστή.
bot-error-unknown_command = Αυτή η εντολή δεν υπάρχει πια. Γράψε / για να δεις τις τωρινές.
bot-error-need_text_channel = Οι παρτίδες ανοίγουν σε κανάλι κειμένου ενός διακομιστή ή σε νήμα.
bot-error-no_choice = Αυτή η πρόταση απλώς εξηγεί γιατί δεν ταιριάζει τίποτα. Διάλεξε μια πραγματική τιμή ή περίμενε τη σειρά σου.
bot-error-nothing_to_pick = Δεν έχεις κάτι να διαλέξεις τώρα. Άνοιξε ξανά τις κινήσεις σου για να δεις τι μπορείς να κάνεις.
bot-error-options_format = Το «{ $pair }» δεν είναι επιλογή. Γράψε τις επιλογές ως κλειδί=τιμή, χωρισμένες με κενά.
bot-error-saved_not_shown = Η κίνησή σου αποθηκεύτηκε. Το ταμπλό δεν στάλθηκε αυτή τη στιγμή· το bot θα το αναρτήσει στο νήμα της παρτίδας σε λίγο (ή δες το με /παρτίδα κατάσταση).
bot-error-unexpected = Κάτι πήγε στραβά από τη δική μας πλευρά και δεν άλλαξε τίποτα. Δοκίμασε ξανά· αν συνεχίσει, ανάφερε τον κωδικό { $ref }.
bot-error-wrong_game = Σε αυτό το κανάλι παίζεται { $game }. Εδώ χρησιμοποίησε τις εντολές αυτού του παιχνιδιού· το /βοήθεια δείχνει πώς γράφονται οι κινήσεις του.
bot-error-other_match = Αυτό το κουμπί ή το μενού ανήκει σε παρτίδα άλλου καναλιού, οπότε δεν έγινε τίποτα. Χρησιμοποίησε τα κουμπιά στο νήμα εκείνης της παρτίδας ή γράψε εκεί /παρτίδα κατάσταση.
bot-error-bot_permissions = Το bot δεν έχει κάποια άδεια εδώ (χρειάζεται να στέλνει μηνύματα, να επισυνάπτει αρχεία και να ανοίγει νήματα). Ζήτα από έναν διαχειριστή να τη δώσει.

## Answering late, twice, or without a permission
bot-repeat-asked = Έκανες ακριβώς αυτή την κίνηση ({ $move }) { $when }, και έχει αποθηκευτεί. Τώρα δεν εφαρμόστηκε τίποτα. Για να κάνεις την ίδια κίνηση άλλη μία φορά, πάτησε το κουμπί από κάτω.
bot-repeat-again = Κάν' την ξανά
bot-repeat-nothing = Δεν υπάρχει επαναλαμβανόμενη κίνηση που να περιμένει την απάντησή σου. Διάλεξε ξανά την κίνησή σου.
bot-error-unexpected_saved = Η αλλαγή σου αποθηκεύτηκε, αλλά κάτι πήγε στραβά από τη δική μας πλευρά όταν τη δείχναμε. Δες πού βρίσκεται η παρτίδα με /παρτίδα κατάσταση· αν συνεχίσει, ανάφερε τον κωδικό { $ref }.
bot-error-missing_permission = Το bot δεν έχει εδώ την άδεια «{ $permission }», γι' αυτό η παρτίδα δεν άνοιξε. Ζήτα από έναν διαχειριστή του διακομιστή να τη δώσει και δοκίμασε ξανά.
bot-permission-create_public_threads = Δημιουργία δημόσιων νημάτων
bot-permission-send_messages_in_threads = Αποστολή μηνυμάτων σε νήματα
bot-pictures-every = μετά από κάθε κίνηση
bot-pictures-turn = μόνο όταν η σειρά περνά σε άλλον παίκτη
bot-settings-pictures = Εικόνες ταμπλό: { $pictures }
bot-settings-forced = { $seconds ->
    [0] Η μόνη νόμιμη κίνηση ενός παίκτη περιμένει τον ίδιο: οι αυτόματες κινήσεις είναι κλειστές.
    [one] Η μόνη νόμιμη κίνηση ενός παίκτη παίζεται αυτόματα μετά από ένα δευτερόλεπτο.
   *[other] Η μόνη νόμιμη κίνηση ενός παίκτη παίζεται αυτόματα μετά από { $seconds } δευτερόλεπτα.
}

## The whole board, one press away from the post's phone picture

bot-button-board = Όλο το ταμπλό
bot-board-whole = Ολόκληρο το ταμπλό της παρτίδας #{ $match }, κατάσταση { $version }.
bot-board-none = Αυτή η παρτίδα δεν έχει εικόνα ταμπλό για να δείξει.

## Βαθμολογίες, προφίλ και αρχεία παρτίδων

bot-scope-server = αυτός ο διακομιστής
bot-scope-global = όλοι οι διακομιστές
bot-ratings-head-server = **{ $game }**: οι καλύτεροι παίκτες σε αυτόν τον διακομιστή
bot-ratings-head-global = **{ $game }**: οι καλύτεροι παίκτες σε όλους τους διακομιστές
bot-ratings-line = { $rank }. { $name }: { $rating } (νίκες { $wins }, ήττες { $losses }, ισοπαλίες { $draws })
bot-ratings-none-server = Δεν έχει τελειώσει ακόμα καμία βαθμολογούμενη παρτίδα { $game } σε αυτόν τον διακομιστή.
bot-ratings-none-global = Δεν έχει τελειώσει ακόμα καμία βαθμολογούμενη παρτίδα { $game }.
bot-ratings-ai = Υπολογιστής ({ $kind })
bot-ratings-explain = Η βαθμολογία είναι μια συγκρατημένη εκτίμηση της δεξιότητας: ξεκινά από το 0 και ανεβαίνει όσο μαζεύονται αποτελέσματα.
bot-profile-ratings-head = **Βαθμολογίες και απολογισμός**
bot-profile-ratings-line = { $game }: { $everywhere } σε όλους τους διακομιστές, { $here } σε αυτόν · νίκες { $wins }, ήττες { $losses }, ισοπαλίες { $draws }
bot-profile-ratings-unrated = καμία ακόμα
bot-profile-ratings-none = Καμία βαθμολογούμενη παρτίδα ακόμα. Μια παρτίδα μετρά για τη βαθμολογία όταν την παίζουν δύο ή περισσότεροι άνθρωποι ή όταν άνοιξε με rated=true.
bot-export-done = Το αρχείο της παρτίδας #{ $match } ({ $game }, { $actions ->
        [one] 1 ενέργεια
       *[other] { $actions } ενέργειες
    }): το αρχείο .json είναι η καταγραφή, που την ελέγχει το `strategos replay --file`· το αρχείο .txt είναι το ημερολόγιό της στη γλώσσα σου.
bot-export-partial = Η παρτίδα #{ $match } συνεχίζεται ακόμα, οπότε η καταγραφή έχει μόνο ό,τι σου επιτρέπεται να δεις: χωρίς σπόρο, και τις κινήσεις των άλλων μόνο ως δημόσιες γραμμές. Δεν μπορεί να αναπαραχθεί πριν τελειώσει η παρτίδα.
bot-export-log-head = Παρτίδα #{ $match } · { $game } · { $players }
bot-export-log-result = Αποτέλεσμα: { $result }
bot-error-rated_value = Η επιλογή rated παίρνει true ή false, όχι «{ $value }».
bot-error-export_elsewhere = Δεν υπάρχει παρτίδα #{ $match } σε αυτόν τον διακομιστή.
bot-settings-ai = Τον γύρο ενός καθυστερημένου παίκτη, όταν τον παίζει ο υπολογιστής: επίπεδο { $level }. Ο δυνατός υπολογιστής σκέφτεται { $seconds } δλ. κάθε κίνηση.
