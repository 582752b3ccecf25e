### Antike στο Discord και στο τραπέζι εκτός σύνδεσης: εντολές, ετικέτες επιλογών, η σύνοψη
### του embed, τα κουμπιά απάντησης, η πρώτη γραμμή του ιδιωτικού πίνακα και ο πίνακας σε
### κείμενο. Το Fluent id ενός μηνύματος είναι το κλειδί του με "-" στη θέση της ".".

## /antike

cmd-antike-name = antike
cmd-antike-desc = Κάνε την κίνησή σου στην παρτίδα Antike αυτού του καναλιού
cmd-antike-rondel-name = κυκλικός_πίνακας
cmd-antike-rondel-desc = Μετακίνησε τον δείκτη σου για να διαλέξεις την ενέργεια του γύρου
cmd-antike-rondel-field-name = θέση
cmd-antike-rondel-field-desc = Η θέση όπου πηγαίνει ο δείκτης
cmd-antike-rondel-pay-name = πληρωμή
cmd-antike-rondel-pay-desc = Τι πληρώνεις για τα βήματα μετά τα 3 δωρεάν
cmd-antike-temple-name = ναός
cmd-antike-temple-desc = ΝΑΟΣ: χτίσε ναό σε μια πόλη σου
cmd-antike-temple-region-name = πόλη
cmd-antike-temple-region-desc = Η πόλη που παίρνει τον ναό
cmd-antike-arm-name = εξοπλισμός
cmd-antike-arm-desc = ΕΞΟΠΛΙΣΜΟΣ: βάλε μια λεγεώνα ή γαλέρα σε μια πόλη σου
cmd-antike-arm-unit-name = μονάδα
cmd-antike-arm-unit-desc = Λεγεώνα ή γαλέρα
cmd-antike-arm-region-name = πόλη
cmd-antike-arm-region-desc = Η πόλη όπου μπαίνει
cmd-antike-develop-name = γνώση
cmd-antike-develop-desc = ΓΝΩΣΗ: απόκτησε μια γνώση με χρυσό
cmd-antike-develop-knowhow-name = γνώση
cmd-antike-develop-knowhow-desc = Η γνώση που αποκτάς
cmd-antike-move-name = κίνηση
cmd-antike-move-desc = ΕΚΣΤΡΑΤΕΙΑ: πέρασε μία μονάδα πάνω από ένα σύνορο
cmd-antike-move-unit-name = μονάδα
cmd-antike-move-unit-desc = Η μονάδα που μετακινείς
cmd-antike-move-origin-name = από
cmd-antike-move-origin-desc = Η επαρχία ή θάλασσα που αφήνει
cmd-antike-move-to-name = προς
cmd-antike-move-to-desc = Η γειτονική επαρχία ή θάλασσα όπου μπαίνει
cmd-antike-fight-name = μάχη
cmd-antike-fight-desc = ΕΚΣΤΡΑΤΕΙΑ: πολέμησε τις μονάδες άλλου έθνους εκεί που στέκονται οι δικές σου
cmd-antike-fight-region-name = πού
cmd-antike-fight-region-desc = Η επαρχία ή θάλασσα της μάχης
cmd-antike-fight-unit-name = μονάδα
cmd-antike-fight-unit-desc = Λεγεώνες με λεγεώνες, γαλέρες με γαλέρες
cmd-antike-fight-nation-name = έθνος
cmd-antike-fight-nation-desc = Το έθνος που πολεμάς
cmd-antike-conquer-name = κατάκτηση
cmd-antike-conquer-desc = ΕΚΣΤΡΑΤΕΙΑ: κατάκτησε ξένη πόλη όπου στέκονται μονάδες σου
cmd-antike-conquer-region-name = πόλη
cmd-antike-conquer-region-desc = Η πόλη που κατακτάς
cmd-antike-conquer-release-name = παραχώρηση
cmd-antike-conquer-release-desc = Μόνο χωρίς πέτρα πόλης: η πόλη σου που αφήνεις για την πέτρα της
cmd-antike-casualties-name = απώλειες
cmd-antike-casualties-desc = Πες πόσες από τις μονάδες που κοστίζει μια κατάκτηση είναι λεγεώνες
cmd-antike-casualties-legions-name = λεγεώνες
cmd-antike-casualties-legions-desc = Οι λεγεώνες που ξοδεύεις (οι υπόλοιπες είναι γαλέρες)
cmd-antike-found-name = ίδρυση
cmd-antike-found-desc = Ίδρυσε πόλη εκεί που στέκεται μια μονάδα σου
cmd-antike-found-region-name = πού
cmd-antike-found-region-desc = Η άδεια θέση πόλης
cmd-antike-trade-name = εμπόριο
cmd-antike-trade-desc = Με όλες τις οκτώ γνώσεις: δύο πόροι στην τράπεζα για έναν
cmd-antike-trade-give-name = δίνεις
cmd-antike-trade-give-desc = Οι δύο μονάδες πόρων που δίνεις
cmd-antike-trade-take-name = παίρνεις
cmd-antike-trade-take-desc = Ο πόρος που παίρνεις
cmd-antike-order-name = διαταγή
cmd-antike-order-desc = Η πάγια διαταγή σου όταν ξένες μονάδες μπαίνουν στις επαρχίες σου
cmd-antike-order-nation-name = έθνος
cmd-antike-order-nation-desc = Το έθνος σου που αφορά η διαταγή
cmd-antike-order-order-name = διαταγή
cmd-antike-order-order-desc = Μάχη πάντα, μάχη ποτέ, ή ρώτα με κάθε φορά
cmd-antike-answer-name = απάντηση
cmd-antike-answer-desc = Ξένες μονάδες μπήκαν στην επαρχία σου: πολέμησέ τες ή άφησέ τες να περάσουν
cmd-antike-answer-fight-name = μάχη
cmd-antike-answer-fight-desc = Αν τις πολεμάς
cmd-antike-answer-order-name = από_τώρα
cmd-antike-answer-order-desc = Προαιρετικά, η πάγια διαταγή σου από τώρα και στο εξής
cmd-antike-instead-name = αντί_νομίσματος
cmd-antike-instead-desc = Η τράπεζα δεν έχει νόμισμα: πάρε έναν πόρο στη θέση του
cmd-antike-instead-resource-name = πόρος
cmd-antike-instead-resource-desc = Ο πόρος που παίρνεις
cmd-antike-extra-name = επιπλέον
cmd-antike-extra-desc = Όλες οι οκτώ γνώσεις: πάρε ένα πρόσωπο από μια από τις μεγαλύτερες στοίβες
cmd-antike-extra-personage-name = πρόσωπο
cmd-antike-extra-personage-desc = Το πρόσωπο που παίρνεις
cmd-antike-start-name = αρχή
cmd-antike-start-desc = Πάρε μία από τις αρχικές πόλεις του έθνους σου
cmd-antike-start-region-name = πόλη
cmd-antike-start-region-desc = Η αρχική πόλη που παίρνεις
cmd-antike-end-name = τέλος
cmd-antike-end-desc = Τελείωσε τον γύρο σου

## Ετικέτες επιλογών στις προτάσεις και στον πίνακα

bot-antike-field_label = { $index } · { $field }
bot-antike-field_cost = { $index } · { $field } ({ $cost ->
        [0] δωρεάν
        [one] { $cost } μονάδα
       *[other] { $cost } μονάδες
    })
bot-antike-rondel_move = Κυκλικός πίνακας { $index } · { $field } — { $cost ->
        [0] δωρεάν
       *[other] πληρωμή { $pay }
    }
bot-antike-pay_nothing = τίποτα (δωρεάν)
bot-antike-casualties = { $legions ->
        [one] { $legions } λεγεώνα
       *[other] { $legions } λεγεώνες
    }, γαλέρες για τις υπόλοιπες
bot-antike-price-temple = { $cost } μάρμαρο
bot-antike-price-unit = 1 σίδηρος
bot-antike-price-knowhow = { $cost } χρυσός
bot-antike-price-city = 1 μάρμαρο, 1 σίδηρος, 1 χρυσός
bot-antike-answer-fight = Μάχη
bot-antike-answer-pass = Χωρίς μάχη
bot-antike-answer-always = Μάχη πάντα
bot-antike-answer-never = Μάχη ποτέ
bot-antike-answer-fight_always = Μάχη, και πάντα από τώρα
bot-antike-answer-fight_never = Μάχη, αλλά ποτέ από τώρα
bot-antike-answer-fight_ask = Μάχη, και ρώτα με κάθε φορά
bot-antike-answer-pass_always = Χωρίς μάχη, αλλά πάντα από τώρα
bot-antike-answer-pass_never = Χωρίς μάχη, και ποτέ από τώρα
bot-antike-answer-pass_ask = Χωρίς μάχη, και ρώτα με κάθε φορά
bot-antike-word-yes = ναι
bot-antike-word-no = όχι
bot-antike-word-always = πάντα
bot-antike-word-never = ποτέ
bot-antike-word-ask = ρώτα

## Επιλογές παρτίδας

bot-antike-options-unknown = Το Antike δεν έχει επιλογή «{ $option }». Οι επιλογές είναι: { $known }.
bot-antike-options-value = Το «{ $value }» δεν είναι τιμή της επιλογής { $option }. Γράψε { $option }= και ένα από: { $known }.

## Το embed: ένα μπλοκ ανά έθνος, μετά η κατάσταση του παιχνιδιού

bot-antike-who = { $nation } · { $player }
bot-antike-none = κανένα
bot-antike-personages = Πρόσωπα { $count }/{ $target }: { $kinds }
bot-antike-personage-king = { $count ->
        [one] { $count } βασιλιάς
       *[other] { $count } βασιλιάδες
    }
bot-antike-personage-scholar = { $count ->
        [one] { $count } σοφός
       *[other] { $count } σοφοί
    }
bot-antike-personage-general = { $count ->
        [one] { $count } στρατηγός
       *[other] { $count } στρατηγοί
    }
bot-antike-personage-citizen = { $count ->
        [one] { $count } πολίτης
       *[other] { $count } πολίτες
    }
bot-antike-personage-navigator = { $count ->
        [one] { $count } θαλασσοπόρος
       *[other] { $count } θαλασσοπόροι
    }
bot-antike-stock = Μάρμαρο { $marble } · σίδηρος { $iron } · χρυσός { $gold } · νομίσματα { $coins }
bot-antike-cities = Πόλεις { $count } · ναοί { $temples } · πέτρες που μένουν { $stones }
bot-antike-units = Στον χάρτη: { $legions ->
        [one] { $legions } λεγεώνα
       *[other] { $legions } λεγεώνες
    }, { $galleys ->
        [one] { $galleys } γαλέρα
       *[other] { $galleys } γαλέρες
    } · απόθεμα: { $supply_legions } + { $supply_galleys }
bot-antike-knowhows = Γνώσεις: { $names }
bot-antike-no_knowhows = καμία
bot-antike-marker = Κυκλικός πίνακας: { $index } { $field }
bot-antike-marker_none = Κυκλικός πίνακας: ο δείκτης δεν έχει μπει ακόμα
bot-antike-order = Σε επίθεση: { $order }
bot-antike-status = Κατάσταση παιχνιδιού
bot-antike-turn = Γύρος { $round }: { $nation } ({ $player }) — { $phase }
bot-antike-phase-start = επιλογή αρχικών πόλεων
bot-antike-phase-rondel = επιλογή θέσης στον κυκλικό πίνακα
bot-antike-phase-act = εκτέλεση: { $field }
bot-antike-phase-found = ίδρυση πόλεων
bot-antike-waiting = Αναμένεται: { $what }
bot-antike-pending-defend = { $who } αποφασίζει αν θα πολεμήσει: { $unit } ({ $foe }) μπήκε στην επαρχία { $region }
bot-antike-pending-casualties = { $count ->
        [one] { $who } λέει αν η 1 μονάδα που ξοδεύεται στην επαρχία { $region } είναι λεγεώνα
       *[other] { $who } λέει πόσες από τις { $count } μονάδες που ξοδεύονται στην επαρχία { $region } είναι λεγεώνες
    }
bot-antike-pending-coin = { $who } διαλέγει πόρο, γιατί η τράπεζα δεν έχει πια νομίσματα
bot-antike-pending-extra = { $who } διαλέγει πρόσωπο για τις οκτώ γνώσεις
bot-antike-pending-start = { $who } διαλέγει αρχική πόλη
bot-antike-bank = Τράπεζα: { $coins ->
        [one] { $coins } νόμισμα
       *[other] { $coins } νομίσματα
    } · { $temples ->
        [one] { $temples } ναός
       *[other] { $temples } ναοί
    } · { $personages ->
        [one] { $personages } πρόσωπο
       *[other] { $personages } πρόσωπα
    }
bot-antike-winner = { $nation } ({ $player }): νίκη
bot-antike-hand = { $nation }: { $stock } · { $marker }

## Ο πίνακας σε κείμενο (τραπέζι εκτός σύνδεσης)

bot-antike-side-west = Δύση: ο ρωμαϊκός κόσμος
bot-antike-side-east = Ανατολή: ο κόσμος του Αλεξάνδρου
bot-antike-text-header = ANTIKE · { $side } · γύρος { $round }
bot-antike-text-regions = Πόλεις και μονάδες:
bot-antike-text-rondel = Κυκλικός πίνακας:
bot-antike-text-temple = ναός
bot-antike-text-legions = { $nation }: { $count } λεγ
bot-antike-text-galleys = { $nation }: { $count } γαλ

table-antike-help = Γράψε τον αριθμό μιας ενέργειας ή γράψ' την με τα ονόματα που δείχνει ο πίνακας (πεζά ή κεφαλαία, τόνοι προαιρετικοί), για παράδειγμα: { $examples }. Άλλες εντολές: board, log, list all, help, quit (η παρτίδα μένει αποθηκευμένη), resign.

## Το αποτέλεσμα της παρτίδας στο τραπέζι εκτός σύνδεσης

table-antike-result-win = { FORM($player, form: "person") ->
        [you] Κερδίζεις
       *[other] Κερδίζει: { $player }
    } ({ $reason }). Πρόσωπα: { $scores }.
table-antike-result-draw = Τέλος παιχνιδιού, { $reason }. Πρόσωπα: { $scores }.
