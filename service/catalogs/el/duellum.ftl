### Antike Duellum: board words, actions, log lines and refusals (Greek).
### A message's Fluent id is its key with "." replaced by "-":
### the key duellum.error.too_weak is the id duellum-error-too_weak.
### Event card names and texts live in duellum-cards.ftl (duellum-card-<id>).
###
### Grammar: board words reach a sentence as nested messages ($region, $unit, $resource,
### $personage, $field, $knowhow, $card, $kind). Their plain text is the nominative without
### article; a sentence that needs another form asks for it with FORM:
###   $unit       .one   accusative WITH article, as an object ("μια λεγεώνα", "τον Στρατηγό")
###               .any   accusative after a negation ("καμία λεγεώνα", "τον Στρατηγό")
###               .the   nominative WITH article ("η λεγεώνα", "ο Στρατηγός")
###               .event what an event card's description adds (" με μια λεγεώνα")
###   $resource   .gen, .acc ("μαρμάρου", "σίδηρο"); .event (" (χρυσός)")
###   $region     .event (" στην περιοχή Roma")
###   $personage  .one ("έναν βασιλιά"), .many ("βασιλιάδες"), both accusative
### Legions and galleys are both feminine, so sentences about them alone agree in the feminine.
### Rondel fields and know-hows keep their Latin names. A rondel field is a "θέση", as in
### common.ftl; a region that may take a city has a "σύμβολο πόλης".

## Λέξεις του ταμπλό

duellum-region = { $name }
    .event = { " " }στην περιοχή { $name }

duellum-field-ferrum = FERRUM
duellum-field-templum = TEMPLUM
duellum-field-aurum = AURUM
duellum-field-duellum = DUELLUM
duellum-field-militia = MILITIA
duellum-field-marmor = MARMOR
duellum-field-scientia = SCIENTIA
duellum-field-none = καμία ακόμα

duellum-resource-marble = μάρμαρο
    .gen = μαρμάρου
    .acc = μάρμαρο
    .event = { " " }(μάρμαρο)
duellum-resource-iron = σίδηρος
    .gen = σιδήρου
    .acc = σίδηρο
    .event = { " " }(σίδηρος)
duellum-resource-gold = χρυσός
    .gen = χρυσού
    .acc = χρυσό
    .event = { " " }(χρυσός)

duellum-pay-marble = μάρμαρο
duellum-pay-iron = σίδηρος
duellum-pay-gold = χρυσός
duellum-pay-coin = νόμισμα

duellum-unit-legion = λεγεώνα
    .one = μια λεγεώνα
    .any = καμία λεγεώνα
    .the = η λεγεώνα
    .event = { " " }με μια λεγεώνα
duellum-unit-galley = γαλέρα
    .one = μια γαλέρα
    .any = καμία γαλέρα
    .the = η γαλέρα
    .event = { " " }με μια γαλέρα
duellum-unit-general = Στρατηγός
    .one = τον Στρατηγό
    .any = τον Στρατηγό
    .the = ο Στρατηγός
    .event = { " " }με τον Στρατηγό
duellum-unit-admiral = Ναύαρχος
    .one = τον Ναύαρχο
    .any = τον Ναύαρχο
    .the = ο Ναύαρχος
    .event = { " " }με τον Ναύαρχο

duellum-knowhow-strata = STRATA
duellum-knowhow-navigatio = NAVIGATIO
duellum-knowhow-moneta = MONETA
duellum-knowhow-commercium = COMMERCIUM
duellum-knowhow-res_publica = RES PUBLICA

duellum-personage-king = βασιλιάς
    .one = έναν βασιλιά
    .many = βασιλιάδες
duellum-personage-philosopher = φιλόσοφος
    .one = έναν φιλόσοφο
    .many = φιλοσόφους
duellum-personage-general = στρατηγός
    .one = έναν στρατηγό
    .many = στρατηγούς
duellum-personage-navigator = θαλασσοπόρος
    .one = έναν θαλασσοπόρο
    .many = θαλασσοπόρους
duellum-personage-citizen = πολίτης
    .one = έναν πολίτη
    .many = πολίτες

## Τι πληρώθηκε: στοιχεία μιας λίστας, ή τίποτα

duellum-paid-marble = { $count } μάρμαρο
duellum-paid-iron = { $count } σίδηρο
duellum-paid-gold = { $count } χρυσό
duellum-paid-coin = { $count ->
        [one] { $count } νόμισμα
       *[other] { $count } νομίσματα
    }
duellum-paid-list = { $items }
duellum-paid-nothing = τίποτα

## Επιτρεπτές ενέργειες, όπως εμφανίζονται στον παίκτη

duellum-action-rondel = Μετακίνησε τον δείκτη σου στη θέση { $field }, δωρεάν
duellum-action-rondel_paid = Μετακίνησε τον δείκτη σου στη θέση { $field } πληρώνοντας { $pay }
duellum-action-temple = Χτίσε ναό στην πόλη { $region }
duellum-action-wall = Χτίσε τείχος γύρω από την πόλη { $region }
duellum-action-deploy = Τοποθέτησε { FORM($unit, form: "one") } στην πόλη { $region }
duellum-action-develop = Ανάπτυξε την τεχνογνωσία { $knowhow }
duellum-action-recruit = Στρατολόγησε { FORM($unit, form: "one") } (από το προσωπικό σου απόθεμα στη θέση στρατολόγησης)
duellum-action-move = Μετακίνησε { FORM($unit, form: "one") } από την περιοχή { $origin } στην περιοχή { $to }
duellum-action-conquer = Κατάκτησε την πόλη { $region }
duellum-action-casualties = Χάσε { $legions ->
        [one] { $legions } λεγεώνα
       *[other] { $legions } λεγεώνες
    } στην κατάκτηση, και γαλέρες για τις υπόλοιπες απώλειες
duellum-action-found = Ίδρυσε πόλη στην περιοχή { $region } που να παράγει { FORM($resource, form: "acc") }
duellum-action-trade = Αντάλλαξε πόρους (δίνεις: { $give } · παίρνεις: { $take })
duellum-action-event = Παίξε την κάρτα γεγονότος «{ $card }»{ FORM($region, form: "event") }{ FORM($unit, form: "event") }{ FORM($resource, form: "event") }
duellum-action-fortress = { $play ->
        [1] Παίξε το «{ duellum-card-fortress }» σε αυτή την κατάκτηση
       *[other] Μην παίξεις το «{ duellum-card-fortress }»
    }
duellum-action-pick = Πάρε την κάρτα γεγονότος «{ $card }»
duellum-action-instead = Πάρε 1 { FORM($resource, form: "acc") } αντί για το νόμισμα που λείπει από την τράπεζα
duellum-action-end = Τελείωσε τον γύρο σου

## Γραμμές ημερολογίου· ακολουθούν το όνομα του παίκτη

duellum-log-rondel = μετακίνησε τον δείκτη του κυκλικού πίνακα στη θέση { $field } (πλήρωσε: { $paid }).
duellum-log-produce = παρήγαγε { $amount } { FORM($resource, form: "acc") }{ $coin ->
        [1] { " " }και πήρε ένα νόμισμα από την τράπεζα
       *[other] { "" }
    }.
duellum-log-temple = έχτισε ναό στην πόλη { $region } (πλήρωσε: { $paid }).
duellum-log-wall = έχτισε τείχος γύρω από την πόλη { $region } (πλήρωσε: { $paid }).
duellum-log-deploy = τοποθέτησε { FORM($unit, form: "one") } στην πόλη { $region } (πλήρωσε: { $paid }).
duellum-log-develop = ανέπτυξε την τεχνογνωσία { $knowhow }{ $first ->
        [1] { " " }πριν από τον αντίπαλο
       *[other] { "" }
    } (πλήρωσε: { $paid }).
duellum-log-recruit = στρατολόγησε { FORM($unit, form: "one") } στη θέση στρατολόγησης (πλήρωσε: { $paid }).
duellum-log-move = μετακίνησε { FORM($unit, form: "one") } από την περιοχή { $origin } στην περιοχή { $to }.
duellum-log-battle = έδωσε μάχη στην περιοχή { $region }: κάθε πλευρά έχασε { FORM($unit, form: "one") }.
duellum-log-threat = επιτέθηκε στην πόλη { $region }· ο κάτοχός της μπορεί να απαντήσει με το «{ duellum-card-fortress }».
duellum-log-fortress = έπαιξε την κάρτα «{ $card }»: η πόλη αμύνεται με +1 σε αυτή την κατάκτηση.
duellum-log-no_fortress = αποφάσισε να μην παίξει το «{ duellum-card-fortress }».
duellum-log-city_holds = δεν μπόρεσε να πάρει την πόλη { $region }: η πόλη άντεξε.
duellum-log-conquer = κατέκτησε την πόλη { $region } και έχασε { $loss ->
        [one] { $loss } μονάδα
       *[other] { $loss } μονάδες
    }{ $temple ->
        [1] · ο ναός της πόλης καταστράφηκε
       *[other] { "" }
    }.
duellum-log-found = ίδρυσε πόλη στην περιοχή { $region } που παράγει { FORM($resource, form: "acc") } (πλήρωσε: { $paid }).
duellum-log-trade = αντάλλαξε πόρους με το COMMERCIUM (έδωσε: { $give } · πήρε: { $take }).
duellum-log-event = έπαιξε την κάρτα γεγονότος «{ $card }».
duellum-log-event_at = έπαιξε την κάρτα γεγονότος «{ $card }» στην περιοχή { $region }.
duellum-log-pick = πήρε την κάρτα γεγονότος «{ $card }» από την ανοιχτή σειρά.
duellum-log-coin_instead = πήρε 1 { FORM($resource, form: "acc") } αντί για νόμισμα, αφού η τράπεζα δεν έχει άλλα.
duellum-log-personage = κέρδισε { $count ->
        [one] { FORM($personage, form: "one") }
       *[other] { $count } { FORM($personage, form: "many") }
    }.
duellum-log-walls_won = κέρδισε { $count ->
        [one] ένα τείχος
       *[other] { $count } τείχη
    } για το προσωπικό του απόθεμα.
duellum-log-end = τελείωσε τον γύρο του.
duellum-log-win = συγκέντρωσε αρκετές προσωπικότητες και κέρδισε το παιχνίδι.

## Γιατί τελείωσε μια παρτίδα (ακολουθεί το όνομα του νικητή)

duellum-end-personages = κέρδισε συγκεντρώνοντας { $target ->
        [one] { $target } προσωπικότητα
       *[other] { $target } προσωπικότητες
    }

## Αρνήσεις: τι πήγε στραβά και τι να κάνεις αντί γι' αυτό

duellum-error-two_players = Το Antike Duellum παίζεται από ακριβώς 2 παίκτες, όχι από { $seats }.
duellum-error-no_map = Δεν υπάρχει πλευρά χάρτη «{ $map }». Διάλεξε west (Καρχηδόνα και Ρώμη) ή east (Ελλάδα και Περσία).
duellum-error-notation = Η κίνηση δεν είναι γραμμένη σωστά. Γράψ' την έτσι: { $usage }
duellum-error-unknown_notation = Το «{ $text }» δεν είναι κίνηση του Duellum. Ξεκίνα με ένα από: rondel, temple, wall, deploy, develop, recruit, move, conquer, casualties, found, trade, event, fortress, pick, instead, end.
duellum-error-nothing_to_answer = Κανείς δεν περιμένει απάντηση από σένα: δεν υπάρχει τώρα απόφαση για Φρούριο, απώλειες, κάρτα ή νόμισμα. Διάλεξε άλλη ενέργεια.
duellum-error-rondel_done = Έχεις ήδη μετακινήσει τον δείκτη σου σε αυτόν τον γύρο. Κάνε την ενέργεια της θέσης, ίδρυσε πόλεις ή τελείωσε τον γύρο σου.
duellum-error-rondel_first = Κάθε γύρος αρχίζει στον κυκλικό πίνακα. Μετακίνησε πρώτα τον δείκτη σου σε μια θέση· αυτή ορίζει την ενέργειά σου.
duellum-error-action_over = Μόλις ιδρύσεις πόλη, η ενέργεια της θέσης για αυτόν τον γύρο τελειώνει. Ίδρυσε κι άλλη πόλη ή τελείωσε τον γύρο σου.
duellum-error-wrong_field = Αυτή η ενέργεια ανήκει στη θέση { $field }, αλλά η θέση αυτού του γύρου είναι { $chosen }. Διάλεξε μια ενέργεια της θέσης { $chosen }, ίδρυσε πόλη ή τελείωσε τον γύρο σου.
duellum-error-no_region = Δεν υπάρχει περιοχή «{ $region }» σε αυτόν τον χάρτη. Διάλεξε μία από τις προτάσεις.
duellum-error-no_city = Δεν υπάρχει πόλη στην περιοχή { $region }. Διάλεξε μία από τις πόλεις σου.
duellum-error-not_your_city = Η πόλη { $region } δεν είναι δική σου. Διάλεξε μία από τις δικές σου πόλεις.
duellum-error-answer_fortress = Ο αντίπαλός σου επιτίθεται στην πόλη { $region } και έχεις το «{ duellum-card-fortress }». Αποφάσισε πρώτα αν θα το παίξεις.
duellum-error-answer_casualties = Η κατάκτησή σου κοστίζει { $count ->
        [one] { $count } μονάδα
       *[other] { $count } μονάδες
    }. Πες πρώτα πόσες από αυτές είναι λεγεώνες· οι υπόλοιπες είναι γαλέρες.
duellum-error-bad_casualties = { $count ->
        [one] Από τη μία μονάδα που χάνεις
       *[other] Από τις { $count } μονάδες που χάνεις
    }, με όσες μονάδες έχεις εκεί, λεγεώνες μπορούν να είναι τουλάχιστον { $low } και το πολύ { $high }. Διάλεξε έναν αριθμό από { $low } έως { $high }.
duellum-error-answer_pick = Πάρε πρώτα { $count ->
        [one] { $count } κάρτα γεγονότος
       *[other] { $count } κάρτες γεγονότων
    } από την ανοιχτή σειρά.
duellum-error-not_in_row = Η κάρτα «{ $card }» δεν είναι στην ανοιχτή σειρά. Πάρε μία από τις κάρτες γεγονότων που βρίσκονται εκεί.
duellum-error-answer_coin = Η τράπεζα έμεινε χωρίς νομίσματα. Διάλεξε πρώτα ένα μάρμαρο, σίδηρο ή χρυσό να πάρεις στη θέση του.
duellum-error-cannot_pay_rondel = Πρόσφερες περισσότερες μονάδες από όσες έχεις σε αυτό το είδος: { $kind }. Πλήρωσε με άλλες μονάδες ή διάλεξε μια πιο κοντινή θέση.
duellum-error-rondel_free = Η μετακίνηση στη θέση { $field } δεν κοστίζει τίποτα, οπότε μην δώσεις πληρωμή.
duellum-error-oracle_free = Η κάρτα γεγονότος που έπαιξες κάνει δωρεάν τη μετακίνηση αυτού του γύρου στον κυκλικό πίνακα. Μην δώσεις πληρωμή.
duellum-error-no_city_site = Η περιοχή { $region } δεν έχει σύμβολο πόλης. Πόλεις ιδρύονται μόνο σε περιοχές με σύμβολο πόλης.
duellum-error-city_exists = Στην περιοχή { $region } υπάρχει ήδη πόλη. Ίδρυσε την πόλη σου σε άδεια περιοχή με σύμβολο πόλης.
duellum-error-no_unit_to_found = Για να ιδρύσεις πόλη στην περιοχή { $region } χρειάζεσαι μια δική σου μονάδα εκεί. Μετακίνησε πρώτα εκεί μια λεγεώνα ή μια γαλέρα.
duellum-error-special_cannot_found = Ο { $unit } δεν μπορεί να ιδρύσει πόλη μόνος του: για να ιδρύσεις πόλη στην περιοχή { $region } χρειάζεσαι εκεί μια δική σου λεγεώνα ή γαλέρα. Μετακίνησε πρώτα μία εκεί.
duellum-error-no_marker = Η τράπεζα δεν έχει άλλους δείκτες πόλεων { FORM($resource, form: "gen") }. Ίδρυσε την πόλη με άλλον πόρο.
duellum-error-cannot_afford_city = Μια πόλη στην περιοχή { $region } κοστίζει 1 μάρμαρο, 1 σίδηρο και 1 χρυσό{ $coins ->
        [0] { "" }
        [one] , συν { $coins } νόμισμα για μια γειτονική πόλη που παράγει τον ίδιο πόρο
       *[other] , συν { $coins } νομίσματα για γειτονικές πόλεις που παράγουν τον ίδιο πόρο
    }· τα νομίσματα αναπληρώνουν ό,τι λείπει. Δεν μπορείς να το πληρώσεις: διάλεξε άλλον πόρο ή άλλη περιοχή, ή παράγαγε πρώτα.
duellum-error-temple_exists = Η πόλη { $region } έχει ήδη ναό. Χτίσε σε άλλη πόλη σου.
duellum-error-no_temples = Η τράπεζα δεν έχει άλλους ναούς. Χτίσε τείχος ή διάλεξε άλλη ενέργεια.
duellum-error-cannot_afford_temple = Αυτός ο ναός κοστίζει { $marble } μάρμαρο{ $coins ->
        [0] { "" }
        [one] { " " }συν { $coins } νόμισμα για τον γειτονικό ναό
       *[other] { " " }συν { $coins } νομίσματα για τους γειτονικούς ναούς
    }· τα νομίσματα αναπληρώνουν το μάρμαρο που λείπει. Δεν μπορείς να το πληρώσεις: παράγαγε πρώτα μάρμαρο με το MARMOR ή χτίσε τείχος.
duellum-error-wall_exists = Η πόλη { $region } έχει ήδη τείχος. Βάλε το τείχος σου γύρω από άλλη πόλη σου.
duellum-error-no_walls = Δεν έχεις τείχος στο προσωπικό σου απόθεμα· νέα τείχη φέρνουν οι προσωπικότητες. Χτίσε ναό.
duellum-error-cannot_afford_wall = Ένα τείχος κοστίζει ένα μάρμαρο ή ένα νόμισμα στη θέση του, και δεν έχεις κανένα από τα δύο. Παράγαγε πρώτα μάρμαρο με το MARMOR.
duellum-error-unit_cannot_stand = Η περιοχή { $region } δεν μπορεί να δεχτεί { FORM($unit, form: "one") }: οι λεγεώνες θέλουν χερσαίο σύνορο και οι γαλέρες θαλάσσιο. Διάλεξε άλλη πόλη.
duellum-error-city_full = Η πόλη { $region } δέχτηκε ήδη { $limit ->
        [one] { $limit } νέα μονάδα
       *[other] { $limit } νέες μονάδες
    } σε αυτόν τον γύρο, όσες μπορεί να πάρει (3 με ναό, 1 χωρίς). Τοποθέτησε σε άλλη πόλη.
duellum-error-no_special_to_deploy = Δεν έχεις { FORM($unit, form: "one") } να περιμένει στη θέση στρατολόγησης: ή παίζεις χωρίς αυτόν ή είναι ήδη στον χάρτη. Τοποθέτησε μια λεγεώνα ή μια γαλέρα.
duellum-error-recruited_this_turn = Δεν είχες { FORM($unit, form: "one") } στη θέση στρατολόγησης όταν άρχισε αυτή η ενέργεια MILITIA. Τοποθέτησέ τον σε έναν επόμενο γύρο MILITIA.
duellum-error-special_needs_temple = Μπορείς να τοποθετήσεις { FORM($unit, form: "one") } μόνο σε πόλη με ναό. Διάλεξε μία από τις πόλεις σου που έχουν ναό.
duellum-error-special_no_battle = Δεν γίνεται να στείλεις { FORM($unit, form: "one") } σε περιοχή με εχθρικές μονάδες του είδους του: δεν δίνει ποτέ μάχη. Διάλεξε άλλη περιοχή.
duellum-error-none_to_deploy = Δεν έχεις καμία { $unit } έτοιμη για τοποθέτηση στη θέση στρατολόγησης. Διάλεξε το άλλο είδος μονάδας ή στρατολόγησε κι άλλες με το SCIENTIA.
duellum-error-cannot_afford_deploy = Η τοποθέτηση αυτής της μονάδας κοστίζει { $iron } σίδηρο, και τα νομίσματα αναπληρώνουν τον σίδηρο που λείπει· δεν μπορείς να το πληρώσεις. Παράγαγε πρώτα σίδηρο με το FERRUM.
duellum-error-no_knowhow = Δεν υπάρχει τεχνογνωσία «{ $knowhow }». Διάλεξε STRATA, NAVIGATIO, MONETA, COMMERCIUM ή RES PUBLICA.
duellum-error-knowhow_held = Έχεις ήδη την τεχνογνωσία { $knowhow }. Ανάπτυξε άλλη τεχνογνωσία.
duellum-error-cannot_afford_knowhow = Η τεχνογνωσία { $knowhow } σού κοστίζει { $gold } χρυσό, και τα νομίσματα αναπληρώνουν τον χρυσό που λείπει· δεν μπορείς να το πληρώσεις. Παράγαγε πρώτα χρυσό με το AURUM ή στρατολόγησε.
duellum-error-supply_empty = Στο προσωπικό σου απόθεμα δεν έμεινε καμία { $unit }: όλες είναι στον χάρτη ή στη θέση στρατολόγησης. Διάλεξε κάτι άλλο.
duellum-error-cannot_afford_recruit = Για να στρατολογήσεις { FORM($unit, form: "one") } χρειάζεσαι { $gold } χρυσό, και τα νομίσματα αναπληρώνουν τον χρυσό που λείπει· δεν μπορείς να το πληρώσεις. Παράγαγε πρώτα χρυσό με το AURUM.
duellum-error-moves_over = Η πρώτη σου κατάκτηση σε αυτόν τον γύρο τερμάτισε κάθε μετακίνηση. Κατάκτησε κι άλλες πόλεις, ίδρυσε πόλεις ή τελείωσε τον γύρο σου.
duellum-error-no_unit_there = Δεν έχεις { FORM($unit, form: "any") } στην περιοχή { $region }. Μετακίνησε μια μονάδα από περιοχή όπου έχεις.
duellum-error-unit_moved = Κάθε μονάδα κινείται μία φορά ανά γύρο, και { FORM($unit, form: "the") } που έχεις εκεί έχει ήδη κινηθεί. Μετακίνησε άλλη μονάδα.
duellum-error-too_far = Σε αυτόν τον γύρο { FORM($unit, form: "the") } μπορεί να περάσει το πολύ { $reach ->
        [one] { $reach } σύνορο
       *[other] { $reach } σύνορα
    }. Διάλεξε πιο κοντινή περιοχή· οι STRATA και NAVIGATIO δίνουν μεγαλύτερη εμβέλεια.
duellum-error-path_loops = Μια μετακίνηση πρέπει να καταλήγει σε άλλη περιοχή. Διάλεξε μια περιοχή που φτάνει η μονάδα σου.
duellum-error-no_border = Οι περιοχές { $origin } και { $to } δεν έχουν σύνορο από το οποίο να περάσει { FORM($unit, form: "the") }. Ακολούθησε τα κόκκινα σύνορα για τις λεγεώνες και τα μπλε για τις γαλέρες.
duellum-error-battle_on_the_way = Στην περιοχή { $region }, πάνω στη διαδρομή σου, υπάρχουν εχθρικές μονάδες, και μια μονάδα που τις συναντά δίνει μάχη και σταματά εκεί. Τελείωσε την κίνηση στην περιοχή { $region } ή πήγαινε γύρω της.
duellum-error-no_enemy_city = Δεν υπάρχει εχθρική πόλη στην περιοχή { $region } για να την κατακτήσεις. Διάλεξε μια πόλη του αντιπάλου όπου βρίσκονται μονάδες σου.
duellum-error-too_weak = Η πόλη { $region } αμύνεται με { $defence } και έχεις εκεί { $units ->
        [one] μόνο { $units } μονάδα
       *[other] μόνο { $units } μονάδες
    }· χρειάζεσαι τουλάχιστον τόσες μονάδες όση η άμυνά της. Φέρε πρώτα κι άλλες μονάδες.
duellum-error-city_held = Η πόλη { $region } άντεξε την επίθεσή σου σε αυτόν τον γύρο και είναι ασφαλής από σένα ως τον επόμενο γύρο σου. Κατάκτησε άλλη πόλη, ίδρυσε πόλεις ή τελείωσε τον γύρο σου.
duellum-error-no_commercium = Το εμπόριο θέλει την τεχνογνωσία COMMERCIUM, που δεν την έχεις. Ανάπτυξέ την πρώτα με το SCIENTIA.
duellum-error-commercium_this_turn = Ανέπτυξες το COMMERCIUM σε αυτόν τον γύρο, οπότε μπορείς να κάνεις εμπόριο από τον επόμενο γύρο σου.
duellum-error-cannot_give = Δεν έχεις τόσο { FORM($resource, form: "acc") } για να δώσεις. Αντάλλαξε ό,τι έχεις.
duellum-error-trade_same = Δεν μπορείς να πάρεις πίσω είδος πόρου που δίνεις. Πάρε δύο μονάδες από τα άλλα είδη.
duellum-error-no_card = Δεν υπάρχει κάρτα γεγονότος με το όνομα «{ $card }». Διάλεξε μία από τις κάρτες που προτείνονται.
duellum-error-card_not_held = Δεν έχεις την κάρτα «{ $card }». Παίξε μία από τις δικές σου κάρτες γεγονότων.
duellum-error-card_region = Η κάρτα «{ $card }» χρειάζεται περιοχή. Όρισε την περιοχή όπου την παίζεις.
duellum-error-card_no_region = Η κάρτα «{ $card }» δεν παίρνει περιοχή. Άφησε την περιοχή κενή.
duellum-error-card_unit = Η κάρτα «{ $card }» χρειάζεται μονάδα: λεγεώνα ή γαλέρα. Όρισε μία.
duellum-error-card_no_unit = Η κάρτα «{ $card }» δεν παίρνει μονάδα. Άφησε τη μονάδα κενή.
duellum-error-card_resource = Η κάρτα «{ $card }» χρειάζεται πόρο: μάρμαρο, σίδηρο ή χρυσό. Όρισε έναν.
duellum-error-card_no_resource = Η κάρτα «{ $card }» δεν παίρνει πόρο. Άφησε τον πόρο κενό.
duellum-error-fortress_only_defending = Το «{ duellum-card-fortress }» παίζεται μόνο όταν ο αντίπαλός σου επιτίθεται σε πόλη σου. Κράτα το για τότε.
duellum-error-no_wall_there = Δεν υπάρχει τείχος στην περιοχή { $region } για να καταστραφεί. Διάλεξε πόλη με τείχος.
duellum-error-nothing_to_steal = Ο αντίπαλός σου έχει λιγότερα από 2 νομίσματα, άρα τα μισά τους είναι μηδέν. Κράτα την κάρτα για αργότερα.
duellum-error-academy_in_scientia = Η «{ duellum-card-academy }» παίζεται στην ενέργεια SCIENTIA. Κράτα την για έναν γύρο SCIENTIA.
duellum-error-academy_nothing = Ο αντίπαλός σου δεν έχει ακόμα καμία τεχνογνωσία, άρα η «{ duellum-card-academy }» δεν θα έφερνε χρυσό. Κράτα την για αργότερα.
duellum-error-bank_no_walls = Η τράπεζα δεν έχει άλλα τείχη. Κράτα την κάρτα για αργότερα.
duellum-error-no_enemy_unit = Ο αντίπαλός σου δεν έχει καμία { $unit } στην περιοχή { $region }. Διάλεξε περιοχή όπου έχει.
duellum-error-foe_has_none = Ο αντίπαλός σου δεν έχει καθόλου { FORM($resource, form: "acc") }. Διάλεξε άλλον πόρο.
duellum-error-architect_when = Αυτή η κάρτα βοηθά στο χτίσιμο ναών: παίξ' την πριν από την κίνησή σου στον κυκλικό πίνακα ή σε μια ενέργεια TEMPLUM.
duellum-error-march_when = Αυτή η κάρτα δίνει μεγαλύτερη εμβέλεια: παίξ' την πριν από την κίνησή σου στον κυκλικό πίνακα ή σε μια ενέργεια DUELLUM πριν από την πρώτη σου κατάκτηση.
duellum-error-oracle_when = Αυτή η κάρτα κάνει δωρεάν μια κίνηση στον κυκλικό πίνακα: παίξ' την πριν μετακινήσεις τον δείκτη σου, μία φορά ανά γύρο.
duellum-error-bank_no_coins = Η τράπεζα δεν έχει άλλα νομίσματα, οπότε αυτή η κάρτα δεν θα σου έφερνε τίποτα. Κράτα την για αργότερα.
duellum-error-oracle_first_move = Η πρώτη σου κίνηση στον κυκλικό πίνακα είναι έτσι κι αλλιώς δωρεάν: κράτα αυτή την κάρτα για έναν επόμενο γύρο.
duellum-log-order = άλλαξε μια πάγια διαταγή.
duellum-private-order-ask = Η πάγια διαταγή σου για το «{ duellum-card-fortress }» καταργήθηκε: θα ερωτάσαι κάθε φορά που δέχεται επίθεση μια πόλη σου.
duellum-private-order-play = Η πάγια διαταγή σου για το «{ duellum-card-fortress }»: παίζεται αμέσως στην πρώτη επίθεση. Τη βλέπεις μόνο εσύ.
duellum-private-order-keep = Η πάγια διαταγή σου για το «{ duellum-card-fortress }»: το κρατάς, χωρίς να ερωτάσαι. Τη βλέπεις μόνο εσύ.
duellum-private-by_order-play = Η πάγια διαταγή σου έπαιξε για σένα το «{ duellum-card-fortress }».
duellum-private-by_order-keep = Η πάγια διαταγή σου κράτησε το «{ duellum-card-fortress }» στο χέρι σου.
duellum-order-ask = ρώτα κάθε φορά
duellum-order-play = παίξ' το αμέσως
duellum-order-keep = κράτα το, μη με ρωτάς
duellum-action-order = Πάγια διαταγή για το «{ duellum-card-fortress }»: { $order }
duellum-error-order_already = Αυτή είναι ήδη η πάγια διαταγή σου.
duellum-error-order_after_answer = Απάντησε πρώτα στην ερώτηση· μετά μπορείς να αλλάξεις την πάγια διαταγή σου.
