### Nations: ενέργειες, γραμμές καταγραφής και αρνήσεις (ελληνικά).
### Οι γραμμές με παίκτη ακολουθούν το όνομά του ("Η Αίγυπτος αγόρασε ...").
### Τα ονόματα καρτών, γεγονότων, πλακιδίων και εθνών έρχονται από τα δεδομένα.

### Each language shows its own of the three names the data gives (README 2).
nations-name = { $el }{ $en ->
       *[other] {""}
    }{ $it ->
       *[other] {""}
    }

## Πόροι και είδη

nations-res-gold = χρυσός
nations-res-stone = πέτρα
nations-res-food = τροφή
nations-res-books = βιβλία
nations-res-vp = πόντοι νίκης
nations-amount = { $count } { $resource }
nations-kind-advisor = σύμβουλοι
nations-kind-battle = μάχες
nations-kind-building = κτίρια
nations-kind-colony = αποικίες
nations-kind-golden = χρυσές εποχές
nations-kind-military = κάρτες στρατού
nations-kind-war = πόλεμοι
nations-kind-wonder = θαύματα

## Ενέργειες

nations-action-pick = Ηγηθείτε του έθνους { $nation } (πλευρά { $side })
nations-action-pick_level = Ηγηθείτε του έθνους { $nation } (πλευρά { $side }), επίπεδο: { $level } (η ανάπτυξη δίνει { $count ->
        [one] { $count } πόρο
       *[other] { $count } πόρους
    })
nations-action-grow_food = Ανάπτυξη: ένας εργάτης από το τμήμα τροφής του πληθυσμού
nations-action-grow_stability = Ανάπτυξη: ένας εργάτης από το τμήμα σταθερότητας του πληθυσμού
nations-action-take = Πάρτε { $resource } αντί για εργάτη
nations-action-buy = Αγορά της κάρτας στη γραμμή { $row }, στήλη { $col }
nations-action-buy_slot = Αγορά της κάρτας στη γραμμή { $row }, στήλη { $col }, στη θέση { $slot }
nations-action-buy_res = Αγορά της κάρτας στη γραμμή { $row }, στήλη { $col }, παίρνοντας { $resource }
nations-action-buy_vp = Αγορά της κάρτας στη γραμμή { $row }, στήλη { $col }, πληρώνοντας { $gold } χρυσό, { $stone } πέτρα, { $food } τροφή και { $books ->
        [one] { $books } βιβλίο
       *[other] { $books } βιβλία
    } για έναν πόντο νίκης
nations-action-deploy = Ένας εργάτης από το απόθεμα στη θέση { $to }
nations-action-move = Μετακίνηση εργάτη από τη θέση { $origin } στη θέση { $to }
nations-action-withdraw = Απομάκρυνση εργάτη από τη θέση { $slot }
nations-action-hire = Πρόσληψη αρχιτέκτονα για το θαύμα
nations-action-pass = Πάσο για τον υπόλοιπο γύρο

## Γραμμές καταγραφής

nations-log-pick = ηγείται του έθνους { $nation } (πλευρά { $side }).
nations-log-pick_level = ηγείται του έθνους { $nation } (πλευρά { $side }), επίπεδο: { $level } (η ανάπτυξη δίνει { $count ->
        [one] { $count } πόρο
       *[other] { $count } πόρους
    }).
nations-log-round = Αρχίζει ο γύρος { $round } της εποχής { $age }.
nations-log-grow_food = πήρε νέο εργάτη· τρώει περισσότερη τροφή.
nations-log-grow_stability = πήρε νέο εργάτη· η σταθερότητα πέφτει.
nations-log-take = πήρε { $amount }.
nations-log-event_card = Τα γεγονότα του γύρου: { $card }.
nations-log-tile = Ο μοναχικός αντίπαλος δείχνει { $tile } σε αυτόν τον γύρο.
nations-log-buy = αγόρασε { $card } με { $gold } χρυσό.
nations-log-deploy = έβαλε εργάτη στο { $card } με { $stone } πέτρα.
nations-log-withdraw = απομάκρυνε εργάτη από τη θέση { $slot }.
nations-log-hire = προσέλαβε αρχιτέκτονα για το { $card }.
nations-log-wonder_done = ολοκλήρωσε το { $card }.
nations-log-war = Ξεσπά πόλεμος: { $card }, με δύναμη { $strength }.
nations-log-gain = κέρδισε { $amount }.
nations-log-golden_vp = πλήρωσε για έναν πόντο νίκης.
nations-log-pass = είπε πάσο.
nations-log-produced = παρήγαγε χρυσό { $gold }, πέτρα { $stone }, τροφή { $food }, βιβλία { $books }.
nations-log-revolt = είναι σε εξέγερση και χάνει { $count ->
        [one] { $count } βιβλίο
       *[other] { $count } βιβλία
    }.
nations-log-short = { $count ->
        [one] του έλειψε { $count } μονάδα
       *[other] του έλειψαν { $count } μονάδες
    }: { $resource }.
nations-log-vp_lost = έχασε { $count ->
        [one] { $count } πόντο νίκης
       *[other] { $count } πόντους νίκης
    }.
nations-log-order = Η σειρά των παικτών αλλάζει.
nations-log-war_lost = ηττήθηκε στον πόλεμο ({ $card }).
nations-log-event_hit = δέχτηκε γεγονός: χρυσός { $gold }, πέτρα { $stone }, τροφή { $food }, βιβλία { $books }, πόντοι νίκης { $vp }, εργάτες { $workers }.
nations-log-books = κέρδισε { $count ->
        [one] { $count } πόντο νίκης
       *[other] { $count } πόντους νίκης
    } για τα βιβλία.
nations-log-solo_stable = είναι σταθερότερο από τον αντίπαλο και κερδίζει έναν πόντο νίκης.
nations-log-die = Το ζάρι του αντιπάλου φέρνει { $face }.
nations-log-solo_war = Ο αντίπαλος κηρύσσει πόλεμο δύναμης { $strength }.
nations-log-solo_architects = Ο αντίπαλος παίρνει { $count ->
        [one] { $count } αρχιτέκτονα
       *[other] { $count } αρχιτέκτονες
    }.
nations-log-solo_row = Ο αντίπαλος αδειάζει τη γραμμή { $row } του ταμπλό προόδου.
nations-log-solo_kind = Ο αντίπαλος αφαιρεί από το ταμπλό προόδου: { $kind }.
nations-log-solo_books = Ο αντίπαλος κερδίζει { $count ->
        [one] { $count } βιβλίο
       *[other] { $count } βιβλία
    }.
nations-log-solo_military = Η στρατιωτική δύναμη του αντιπάλου αυξάνεται κατά { $count } σε αυτόν τον γύρο.
nations-log-game_over = Η τελευταία εποχή τελείωσε· μετράμε το τελικό σκορ.

## Τέλος

nations-end-score = κέρδισε με το μεγαλύτερο σύνολο πόντων νίκης, { $score }· σε ισοπαλία κερδίζει όποιος είναι πιο μπροστά στη σειρά
nations-end-solo = κέρδισε το ατομικό παιχνίδι με { $score ->
        [one] { $score } πόντο νίκης
       *[other] { $score } πόντους νίκης
    }{ FORM($rank, form: "ranked") ->
        [no] , όχι ακόμη αρκετούς για μια θέση στο πάνθεον
       *[other] , κατάταξη: { $rank }
    }
nations-end-solo_lost = το ατομικό παιχνίδι χάθηκε: οι πόντοι νίκης έπεσαν κάτω από το μηδέν

## Αρνήσεις

nations-error-seats = Το Nations παίζεται από 1 έως 5 παίκτες, όχι { $seats }.
nations-error-card_set = Με { $seats ->
        [one] { $seats } παίκτη
       *[other] { $seats } παίκτες
    } οι κάρτες πρέπει να είναι τουλάχιστον «{ $least }».
nations-error-levels = Η επιλογή levels δίνει { $count ->
        [one] { $count } επίπεδο
       *[other] { $count } επίπεδα
    }, αλλά στο τραπέζι { $seats ->
        [one] κάθεται μόνο { $seats } παίκτης
       *[other] κάθονται μόνο { $seats } παίκτες
    }: δώστε ένα επίπεδο για κάθε θέση ή λιγότερα (οι υπόλοιποι παίζουν στο level).
nations-error-empty_command = Γράψτε μια ενέργεια, για παράδειγμα «buy 1 3» ή «pass».
nations-error-usage = Γράψτε το έτσι: { $usage }
nations-error-unknown_verb = Το «{ $word }» δεν είναι ενέργεια του Nations. Ενέργειες: { $choices }.
nations-error-pick_first = Πρώτα κάθε παίκτης διαλέγει έθνος.
nations-error-no_such_nation = Αυτό το έθνος δεν προσφέρεται.
nations-error-side_a_only = Σε αυτό το παιχνίδι παίζεται μόνο η πλευρά Α των ταμπλό.
nations-error-no_such_level = Το «{ $word }» δεν είναι επίπεδο δυσκολίας. Κλείστε την κίνηση με φύλαρχος, πρίγκιπας, βασιλιάς ή αυτοκράτορας (chieftain, prince, king, emperor· η ανάπτυξη δίνει τότε αντίστοιχα πόρους: 4, 3, 2 ή 1), ή αφήστε έξω το επίπεδο για να κρατήσετε αυτό που όρισε η παρτίδα για εσάς.
nations-error-picked = Τα έθνη έχουν ήδη επιλεγεί.
nations-error-section_empty = Σε αυτό το τμήμα του πληθυσμού σας δεν έμεινε εργάτης.
nations-error-growth_first = Πρώτα διαλέξτε ανάπτυξη: εργάτη ή πόρους.
nations-error-not_growth = Η ανάπτυξη τελείωσε για αυτόν τον γύρο.
nations-error-no_worker = Δεν υπάρχει εργάτης στη θέση { $slot }.
nations-error-too_many_actions = Κάνατε { $count ->
        [one] { $count } ενέργεια
       *[other] { $count } ενέργειες
    } σε αυτόν τον γύρο· τώρα μπορείτε μόνο πάσο.
nations-error-empty_slot = Η θέση { $slot } δεν έχει κάρτα κτιρίου ή στρατού.
nations-error-no_idle_worker = Δεν έχετε εργάτη στο απόθεμα.
nations-error-stone = Χρειάζονται { $need } πέτρες· έχετε { $have }.
nations-error-gold = Η κάρτα κοστίζει { $need } χρυσό· έχετε { $have }.
nations-error-no_wonder = Δεν έχετε θαύμα υπό κατασκευή.
nations-error-no_architect = Δεν έμεινε αρχιτέκτονας σε αυτόν τον γύρο.
nations-error-no_card = Δεν υπάρχει κάρτα στη γραμμή { $row }, στήλη { $col }.
nations-error-colony_military = Αυτή η αποικία θέλει στρατιωτική δύναμη { $need }.
nations-error-one_war = Έχει ήδη αγοραστεί πόλεμος σε αυτόν τον γύρο.
nations-error-no_army = Η μάχη θέλει εργάτη σε μία από τις κάρτες στρατού σας.
nations-error-golden_pay = Ένας πόντος νίκης από αυτή τη χρυσή εποχή κοστίζει { $cost ->
        [one] { $cost } πόρο, και πρέπει να τον έχετε
       *[other] { $cost } πόρους, και πρέπει να τους έχετε
    }.
nations-error-bad_buy = Η κάρτα δεν δέχεται αυτή την επιλογή: ελέγξτε τη θέση, τον πόρο ή την πληρωμή.

## Solo hall of fame

nations-fame-trajan = Τραϊανός
nations-fame-ashoka = Ασόκα
nations-fame-wu_zetian = Γου Τσετιέν
nations-fame-saladin = Σαλαντίν
nations-fame-victoria = Βικτώρια
nations-fame-charles_v = Κάρολος Ε΄
nations-fame-cleopatra = Κλεοπάτρα
nations-fame-pericles = Περικλής
nations-fame-darius_iii = Δαρείος Γ΄
nations-fame-atahualpa = Αταχουάλπα
nations-fame-cixi = Τσισί
nations-fame-dan_quayle = Νταν Κουέιλ
nations-fame-none = χωρίς κατάταξη ακόμη
    .ranked = no

## Card abilities

nations-action-use = Χρήση: { $card }
nations-action-use_res = Χρήση: { $card } για { $resource }
nations-log-ability = χρησιμοποίησε { $card }.
nations-log-removed = έχασε { $card }: η συνθήκη του εκπληρώθηκε.
nations-error-no_special = Δεν έχετε τέτοια ενέργεια κάρτας διαθέσιμη σε αυτόν τον γύρο.
nations-error-bad_choice = Αυτή η ενέργεια κάρτας θέλει έναν από τους δικούς της πόρους, και μόνο τότε.
nations-error-cannot_pay = Δεν μπορείτε να πληρώσετε αυτή την ενέργεια κάρτας.

## Event choices

nations-action-decline = Απόρριψη του γεγονότος
nations-action-choose = Επιλογή { $option } (1: το γεγονός όπως είναι, ή η πρώτη κάρτα γεγονότος που προσφέρεται)
nations-log-declined = απέρριψε το γεγονός.
nations-error-choose_first = Πρώτα επιλέγουν τα έθνη που αφορά το γεγονός.
nations-error-no_choice = Κανένα γεγονός δεν περιμένει επιλογή.
nations-error-no_such_option = Το γεγονός δεν προσφέρει τέτοια επιλογή.
nations-error-event_cannot_pay = Δεν έχετε όλα όσα ζητά το γεγονός: διαλέξτε την άλλη επιλογή.
nations-log-event_offer = μπορεί να κρατήσει μία από δύο κάρτες γεγονότων: { $cards }.

## Difficulty levels, easiest first (README 3)

nations-level-chieftain = φύλαρχος
nations-level-prince = πρίγκιπας
nations-level-king = βασιλιάς
nations-level-emperor = αυτοκράτορας
