### Antike: board words, actions, log lines and refusals (Greek).
### A message's Fluent id is its key with "." replaced by "-".
###
### Grammar: board words reach a sentence as nested messages. Their plain text is the
### nominative without article; a sentence that needs another form asks for it with FORM:
###   $nation     .gen  genitive with article ("των Ρωμαίων")
###   $unit       .one  accusative with article ("μια λεγεώνα"); .many plural ("λεγεώνες")
###   $personage  .one ("έναν βασιλιά"), .many ("βασιλιάδες"), both accusative
### Legions and galleys are both feminine. A province is an "επαρχία"; a rondel wedge a "θέση".

## Λέξεις του ταμπλό

antike-region = { $name }

antike-nation-greeks = Έλληνες
    .gen = των Ελλήνων
antike-nation-romans = Ρωμαίοι
    .gen = των Ρωμαίων
antike-nation-germanic_tribes = Γερμανικά φύλα
    .gen = των Γερμανικών φύλων
antike-nation-phoenicians = Φοίνικες
    .gen = των Φοινίκων
antike-nation-carthaginians = Καρχηδόνιοι
    .gen = των Καρχηδονίων
antike-nation-persians = Πέρσες
    .gen = των Περσών
antike-nation-arabs = Άραβες
    .gen = των Αράβων
antike-nation-egyptians = Αιγύπτιοι
    .gen = των Αιγυπτίων
antike-nation-babylonians = Βαβυλώνιοι
    .gen = των Βαβυλωνίων

antike-field-iron = ΣΙΔΗΡΟΣ
antike-field-temple = ΝΑΟΣ
antike-field-gold = ΧΡΥΣΟΣ
antike-field-maneuver = ΕΚΣΤΡΑΤΕΙΑ
antike-field-arming = ΕΞΟΠΛΙΣΜΟΣ
antike-field-marble = ΜΑΡΜΑΡΟ
antike-field-knowhow = ΓΝΩΣΗ
antike-field-none = καμία ακόμα

antike-resource-marble = μάρμαρο
antike-resource-iron = σίδηρος
antike-resource-gold = χρυσός

antike-pay-marble = μάρμαρο
antike-pay-iron = σίδηρος
antike-pay-gold = χρυσός
antike-pay-coin = νόμισμα

antike-unit-legion = λεγεώνα
    .one = μια λεγεώνα
    .many = λεγεώνες
antike-unit-galley = γαλέρα
    .one = μια γαλέρα
    .many = γαλέρες

antike-knowhow-wheel = ΤΡΟΧΟΣ
antike-knowhow-sailing = ΙΣΤΙΟΠΛΟΪΑ
antike-knowhow-market = ΑΓΟΡΑ
antike-knowhow-monarchy = ΜΟΝΑΡΧΙΑ
antike-knowhow-roads = ΔΡΟΜΟΙ
antike-knowhow-navigation = ΝΑΥΣΙΠΛΟΪΑ
antike-knowhow-currency = ΝΟΜΙΣΜΑ
antike-knowhow-democracy = ΔΗΜΟΚΡΑΤΙΑ

antike-personage-king = βασιλιάς
    .one = έναν βασιλιά
    .many = βασιλιάδες
antike-personage-scholar = λόγιος
    .one = έναν λόγιο
    .many = λόγιους
antike-personage-general = στρατηγός
    .one = έναν στρατηγό
    .many = στρατηγούς
antike-personage-citizen = πολίτης
    .one = έναν πολίτη
    .many = πολίτες
antike-personage-navigator = θαλασσοπόρος
    .one = έναν θαλασσοπόρο
    .many = θαλασσοπόρους

antike-order-always = μάχη πάντα
antike-order-never = μάχη ποτέ
antike-order-ask = ρώτα με κάθε φορά

## Τι πληρώθηκε

antike-paid-marble = { $count } μάρμαρο
antike-paid-iron = { $count } σίδηρο
antike-paid-gold = { $count } χρυσό
antike-paid-coin = { $count ->
        [one] { $count } νόμισμα
       *[other] { $count } νομίσματα
    }
antike-paid-list = { $items }
antike-paid-nothing = τίποτα

## Οι επιτρεπτές κινήσεις

antike-action-rondel = Μετακίνησε τον δείκτη σου στη θέση { $field }, δωρεάν
antike-action-rondel_paid = Μετακίνησε τον δείκτη σου στη θέση { $field }, πληρώνοντας { $pay }
antike-action-temple = Χτίσε ναό στην επαρχία { $region }
antike-action-arm = Στήσε { FORM($unit, form: "one") } στην επαρχία { $region }
antike-action-develop = Απόκτησε τη γνώση { $knowhow }
antike-action-move = Μετακίνησε { FORM($unit, form: "one") } από την επαρχία { $origin } στην επαρχία { $to }
antike-action-fight = Πολέμησε τις { FORM($unit, form: "many") } { FORM($nation, form: "gen") } στην επαρχία { $region }
antike-action-conquer = Κατάκτησε την πόλη { $region }
antike-action-conquer_release = Κατάκτησε την πόλη { $region } και εγκατάλειψε την πόλη σου { $release } για να πάρεις τον δίσκο της
antike-action-casualties = Χάσε { $legions ->
        [one] { $legions } λεγεώνα
       *[other] { $legions } λεγεώνες
    } στην κατάκτηση και γαλέρες για τις υπόλοιπες
antike-action-found = Ίδρυσε πόλη στην επαρχία { $region }
antike-action-trade = Δώσε { $give } για ένα { $take }
antike-action-order = Πάγια εντολή για τους { $nation }: { $order }
antike-action-answer = { $fight ->
        [1] Πολέμησε τις μονάδες που μπήκαν
       *[other] Άφησε τις μονάδες να περάσουν χωρίς μάχη
    }
antike-action-answer_order = { $fight ->
        [1] Πολέμησε τις μονάδες που μπήκαν
       *[other] Άφησε τις μονάδες να περάσουν χωρίς μάχη
    }, και από εδώ και πέρα: { $order }
antike-action-instead = Πάρε ένα { $resource } αντί για το νόμισμα που λείπει από την τράπεζα
antike-action-extra = Πάρε { FORM($personage, form: "one") } για τις οκτώ γνώσεις
antike-action-start = Πάρε την πόλη { $region } ως αρχική πόλη
antike-action-end = Τέλος του γύρου σου

## Γραμμές του ημερολογίου· η καθεμία ακολουθεί το όνομα του παίκτη

antike-log-rondel = ({ $nation }) μετακίνησε τον δείκτη στη θέση { $field } (πλήρωσε: { $paid }).
antike-log-produce = ({ $nation }) παρήγαγε { $amount } { $resource }.
antike-log-temple = ({ $nation }) έχτισε ναό στην επαρχία { $region } (πλήρωσε: { $paid }).
antike-log-arm = ({ $nation }) έστησε { FORM($unit, form: "one") } στην επαρχία { $region } (πλήρωσε: { $paid }).
antike-log-develop = ({ $nation }) απέκτησε τη γνώση { $knowhow }{ $first ->
        [1] { " " }πρώτο απ' όλα τα έθνη
       *[other] { "" }
    } (πλήρωσε: { $paid }).
antike-log-found = ({ $nation }) ίδρυσε πόλη στην επαρχία { $region } (πλήρωσε: { $paid }).
antike-log-trade = ({ $nation }) έδωσε { $give } για ένα { $take }.
antike-log-move = ({ $nation }) μετακίνησε { FORM($unit, form: "one") } από την επαρχία { $origin } στην επαρχία { $to }.
antike-log-no_fight = ({ $nation }) άφησε τις μονάδες στην επαρχία { $region } να περάσουν χωρίς μάχη.
antike-log-order = ({ $nation }) όρισε πάγια εντολή: { $order }.
antike-log-battle = ({ $nation }) πολέμησε τους { $foe } στην επαρχία { $region }: κάθε πλευρά έχασε { $count ->
        [one] { FORM($unit, form: "one") }
       *[other] { $count } { FORM($unit, form: "many") }
    }.
antike-log-conquer = ({ $nation }) κατέκτησε την πόλη { $region } από τους { $foe } με { $loss ->
        [one] { $loss } μονάδα
       *[other] { $loss } μονάδες
    }{ $temple ->
        [1] · ο ναός της πόλης καταστράφηκε
       *[other] { "" }
    }.
antike-log-release = ({ $nation }) εγκατέλειψε την πόλη { $region } για να έχει δίσκο πόλης για την κατάκτηση.
antike-log-win_temple = ({ $nation }) κατέστρεψε ναό αφού είχαν μοιραστεί όλες οι προσωπικότητες, και κέρδισε το παιχνίδι.
antike-log-start_city = ({ $nation }) πήρε την πόλη { $region } ως αρχική πόλη.
antike-log-personage = ({ $nation }) κέρδισε { $count ->
        [one] { FORM($personage, form: "one") }
       *[other] { $count } { FORM($personage, form: "many") }
    }.
antike-log-win = ({ $nation }) έφτασε τους { $target } και κέρδισε το παιχνίδι.
antike-log-end = ({ $nation }) τελείωσε τον γύρο.
antike-log-coin_instead = ({ $nation }) πήρε ένα { $resource } αντί για νόμισμα, αφού η τράπεζα δεν έχει άλλα.

## Γιατί τελείωσε ο αγώνας (ακολουθεί το όνομα του νικητή)

antike-end-personages = κέρδισε με τους { $nation } φτάνοντας τους { $target }
antike-end-temple = κέρδισε με τους { $nation } καταστρέφοντας τον πρώτο ναό αφού μοιράστηκαν όλες οι προσωπικότητες

## Αρνήσεις: τι πήγε στραβά και τι μπορείς να κάνεις

antike-error-players = Το Antike παίζεται από 2 έως 6 παίκτες, όχι από { $seats }.
antike-error-notation = Η κίνηση δεν είναι γραμμένη σωστά. Γράψ' την έτσι: { $usage }
antike-error-unknown_notation = Το «{ $text }» δεν είναι κίνηση του Antike. Ξεκίνα με ένα από: rondel, temple, arm, develop, move, fight, conquer, casualties, found, trade, order, answer, instead, extra, start, end.
antike-error-nothing_to_answer = Κανείς δεν περιμένει απάντηση από σένα τώρα. Διάλεξε άλλη κίνηση.
antike-error-not_your_nation = Δεν παίζεις το έθνος «{ $nation }». Δώσε εντολές μόνο στα δικά σου έθνη.
antike-error-order_already = Αυτή είναι ήδη η πάγια εντολή ({ $order }). Διάλεξε άλλη εντολή ή άλλη κίνηση.
antike-error-rondel_done = Έχεις ήδη μετακινήσει τον δείκτη σου σε αυτόν τον γύρο. Κάνε την ενέργεια της θέσης, ίδρυσε πόλεις ή τελείωσε τον γύρο σου.
antike-error-rondel_first = Κάθε γύρος ξεκινά στον τροχό. Μετακίνησε πρώτα τον δείκτη σου σε μια θέση· αυτή ορίζει την ενέργειά σου.
antike-error-action_over = Μόλις ιδρύσεις πόλη, η ενέργεια της θέσης τελειώνει. Ίδρυσε κι άλλη πόλη ή τελείωσε τον γύρο σου.
antike-error-wrong_field = Αυτή η κίνηση ανήκει στη θέση { $field }, αλλά η θέση σου σε αυτόν τον γύρο είναι { $chosen }. Διάλεξε κίνηση της θέσης { $chosen }, ίδρυσε πόλη ή τελείωσε τον γύρο σου.
antike-error-no_region = Δεν υπάρχει επαρχία «{ $region }» σε αυτόν τον χάρτη. Διάλεξε μία από τις προτάσεις.
antike-error-no_city = Δεν υπάρχει πόλη στην επαρχία { $region }. Διάλεξε μία από τις πόλεις σου.
antike-error-not_your_city = Η πόλη { $region } δεν είναι δική σου. Διάλεξε μία από τις δικές σου πόλεις.
antike-error-cannot_pay_rondel = Πρόσφερες περισσότερο { $kind } απ' όσο έχεις. Πλήρωσε με άλλες μονάδες ή διάλεξε πιο κοντινή θέση.
antike-error-rondel_free = Η μετακίνηση στη θέση { $field } δεν κοστίζει τίποτα· άφησε έξω την πληρωμή.
antike-error-temple_exists = Η πόλη { $region } έχει ήδη ναό· κάθε πόλη έχει το πολύ έναν. Διάλεξε άλλη πόλη.
antike-error-no_temples_left = Και οι 20 ναοί είναι στο ταμπλό. Κανένας ναός δεν χτίζεται ώσπου να καταστραφεί κάποιος.
antike-error-cannot_afford_temple = Ένας ναός κοστίζει { $cost } μάρμαρο (τα νομίσματα μετρούν ως μάρμαρο) και δεν έχεις αρκετό. Παρήγαγε πρώτα μάρμαρο.
antike-error-no_units_left = Όλες οι { FORM($unit, form: "many") } σου είναι στο ταμπλό. Στήσε το άλλο είδος ή τελείωσε τον γύρο σου.
antike-error-cannot_stand = Η επαρχία { $region } δεν έχει σύνορο που να μπορεί να περάσει { FORM($unit, form: "one") }, άρα δεν στήνεται εκεί. Διάλεξε το άλλο είδος ή άλλη πόλη.
antike-error-arm_limit = Η επαρχία { $region } πήρε ήδη { $limit ->
        [one] τη { $limit } νέα μονάδα της
       *[other] τις { $limit } νέες μονάδες της
    } σε αυτόν τον γύρο. Στήσε μονάδες σε άλλη πόλη.
antike-error-cannot_afford_unit = Μια νέα μονάδα κοστίζει ένα σίδηρο (ή ένα νόμισμα) και δεν έχεις κανένα από τα δύο. Παρήγαγε πρώτα σίδηρο.
antike-error-knowhow_known = Έχεις ήδη τη γνώση { $knowhow }. Διάλεξε άλλη.
antike-error-knowhow_needs = Η γνώση { $knowhow } χτίζεται πάνω στη γνώση { $basic }. Απόκτησε πρώτα τη { $basic } (μπορείς και τις δύο σε αυτόν τον γύρο).
antike-error-cannot_afford_knowhow = Η γνώση { $knowhow } σου κοστίζει { $cost } χρυσό (τα νομίσματα μετρούν ως χρυσός) και δεν έχεις αρκετό. Διάλεξε φθηνότερη γνώση ή παρήγαγε χρυσό.
antike-error-no_city_site = Η επαρχία { $region } δεν έχει θέση πόλης. Ίδρυσε πόλεις μόνο όπου ο χάρτης δείχνει θέση.
antike-error-city_exists = Στην επαρχία { $region } υπάρχει ήδη πόλη. Ίδρυσε την πόλη σου σε άδεια θέση πόλης.
antike-error-no_unit_to_found = Για να ιδρύσεις πόλη στην επαρχία { $region } χρειάζεσαι εκεί μια λεγεώνα ή γαλέρα σου. Μετακίνησε πρώτα μία εκεί.
antike-error-no_stones_left = Όλοι οι δίσκοι πόλεων σου είναι στο ταμπλό, άρα δεν μπορείς να ιδρύσεις άλλη πόλη.
antike-error-cannot_afford_city = Μια πόλη στην επαρχία { $region } κοστίζει ένα μάρμαρο, ένα σίδηρο κι ένα χρυσό (τα νομίσματα μετρούν για όλα) και δεν έχεις αρκετά.
antike-error-no_trade = Μόνο ένα έθνος με και τις οκτώ γνώσεις μπορεί να ανταλλάσσει με την τράπεζα.
antike-error-trade_same = Αν δώσεις { $resource } για να πάρεις { $resource } δεν κερδίζεις τίποτα. Πάρε άλλον πόρο.
antike-error-cannot_trade = Δεν έχεις τόσο { $resource }. Δώσε πόρους που έχεις.
antike-error-moves_over = Μετά την πρώτη κατάκτηση του γύρου δεν γίνονται πια κινήσεις ούτε μάχες. Κατάκτησε κι άλλες πόλεις, ίδρυσε πόλεις ή τελείωσε τον γύρο σου.
antike-error-no_unit_there = Δεν έχεις { FORM($unit, form: "one") } στην επαρχία { $region }. Διάλεξε επαρχία όπου έχεις.
antike-error-unit_spent = Οι { FORM($unit, form: "many") } σου στην επαρχία { $region } έχουν εξαντλήσει τις ενέργειές τους σε αυτόν τον γύρο. Μετακίνησε άλλες μονάδες, κατάκτησε ή τελείωσε τον γύρο σου.
antike-error-not_adjacent = Οι επαρχίες { $origin } και { $to } δεν συνορεύουν. Μια μονάδα περνά ένα σύνορο τη φορά.
antike-error-wrong_border = Το σύνορο από την επαρχία { $origin } στην { $to } δεν το περνά { FORM($unit, form: "one") }: οι λεγεώνες περνούν χερσαία σύνορα, οι γαλέρες θαλάσσια. Διάλεξε άλλο δρόμο.
antike-error-no_such_foe = Δεν υπάρχει άλλο έθνος «{ $nation }» σε αυτό το παιχνίδι. Διάλεξε έθνος που έχει μονάδες μαζί με τις δικές σου.
antike-error-no_foe_there = Οι { $nation } δεν έχουν { FORM($unit, form: "many") } στην επαρχία { $region }. Οι λεγεώνες πολεμούν λεγεώνες και οι γαλέρες γαλέρες.
antike-error-no_enemy_city = Δεν υπάρχει ξένη πόλη στην επαρχία { $region } για να την κατακτήσεις. Διάλεξε πόλη άλλου έθνους.
antike-error-own_team = Η πόλη { $region } ανήκει στο άλλο σου έθνος. Κατάκτησε πόλεις του αντιπάλου σου.
antike-error-last_city = Η πόλη { $region } είναι η τελευταία του έθνους της, και η τελευταία πόλη δεν κατακτάται.
antike-error-too_weak = Η πόλη { $region } αμύνεται με { $defence }, αλλά εκεί έχεις μόνο { $units ->
        [one] { $units } μονάδα
       *[other] { $units } μονάδες
    } με ενέργεια που απομένει. Φέρε κι άλλες ή πολέμησε πρώτα τους αμυνόμενους.
antike-error-release_needed = Όλοι οι δίσκοι πόλεων σου είναι στο ταμπλό. Για να κατακτήσεις, όρισε μία πόλη σου που εγκαταλείπεις για τον δίσκο της.
antike-error-release_not_needed = Έχεις ακόμα δίσκους πόλεων, άρα δεν χρειάζεται να εγκαταλείψεις πόλη. Κατάκτησε χωρίς να ορίσεις καμία.
antike-error-not_a_start_city = Η πόλη { $region } δεν μπορεί να γίνει αρχική πόλη τώρα. Διάλεξε μία από όσες προσφέρονται.
antike-error-answer_defend = Ξένες μονάδες μπήκαν σε επαρχία όπου στέκονται μονάδες { FORM($nation, form: "gen") }. Αποφάσισε πρώτα αν θα πολεμήσεις.
antike-error-answer_casualties = Η κατάκτησή σου κοστίζει { $count ->
        [one] { $count } μονάδα
       *[other] { $count } μονάδες
    }. Πες πρώτα πόσες από αυτές είναι λεγεώνες· οι υπόλοιπες είναι γαλέρες.
antike-error-bad_casualties = { $count ->
        [one] Από τη μία μονάδα που ξοδεύεις
       *[other] Από τις { $count } μονάδες που ξοδεύεις
    }, λεγεώνες μπορούν να είναι τουλάχιστον { $low } και το πολύ { $high }, με όσες μονάδες έχεις εκεί. Διάλεξε αριθμό από { $low } έως { $high }.
antike-error-answer_coin = Η τράπεζα έμεινε χωρίς νομίσματα. Διάλεξε πρώτα ένα μάρμαρο, σίδηρο ή χρυσό αντί για νόμισμα.
antike-error-answer_extra = Έχεις και τις οκτώ γνώσεις. Διάλεξε πρώτα την προσωπικότητα που παίρνεις γι' αυτές.
antike-error-not_largest = Η στοίβα με τους { FORM($personage, form: "many") } δεν είναι από τις μεγαλύτερες. Διάλεξε από: { $choices }.
antike-error-answer_start = Το παιχνίδι αρχίζει με την επιλογή αρχικών πόλεων. Πάρε πρώτα μια αρχική πόλη.

## Οι λέξεις του γενικού πίνακα κινήσεων για το Antike

bot-quick-antike-end = Τέλος γύρου
bot-kind-antike-rondel = Τροχός
bot-kind-antike-temple = Ναός
bot-kind-antike-arm = Στήσιμο μονάδας
bot-kind-antike-develop = Γνώση
bot-kind-antike-move = Κίνηση
bot-kind-antike-fight = Μάχη
bot-kind-antike-conquer = Κατάκτηση
bot-kind-antike-casualties = Απώλειες
bot-kind-antike-found = Ίδρυση πόλης
bot-kind-antike-trade = Ανταλλαγή 2:1
bot-kind-antike-order = Πάγια εντολή
bot-kind-antike-answer = Απάντηση στην είσοδο
bot-kind-antike-instead = Πόρος αντί για νόμισμα
bot-kind-antike-extra = Προσωπικότητα για οκτώ γνώσεις
bot-kind-antike-start = Αρχική πόλη
bot-kind-antike-end = Τέλος γύρου
