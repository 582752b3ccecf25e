### Antike Duellum in Discord and at the offline table: option labels, the embed summary,
### the private panel's first line and the text board (Greek).
### A message's Fluent id is its key with "." replaced by "-".
### Field and know-how names keep their Latin names; region names come from the map data.
### Terms follow duellum.ftl: θέση στρατολόγησης, προσωπικό απόθεμα, προσωπικότητες,
### κυκλικός πίνακας, ανοιχτή σειρά.

## Τα έθνη

bot-duellum-nation-carthage = Καρχηδόνα
bot-duellum-nation-rome = Ρώμη
bot-duellum-nation-greece = Ελλάδα
bot-duellum-nation-persia = Περσία

## Οι ετικέτες των προτάσεων

bot-duellum-field_label = { $index } · { $field }
bot-duellum-field_cost = { $index } · { $field } ({ $cost ->
        [0] δωρεάν
        [one] { $cost } μονάδα
       *[other] { $cost } μονάδες
    })
bot-duellum-rondel_move = Κυκλικός πίνακας { $index } · { $field } — { $cost ->
        [0] δωρεάν
       *[other] πληρωμή { $pay }
    }
bot-duellum-pay_nothing = τίποτα (δωρεάν)
bot-duellum-casualties = { $legions ->
        [one] { $legions } λεγεώνα
       *[other] { $legions } λεγεώνες
    }, γαλέρες οι υπόλοιπες
bot-duellum-fortress-yes = Παίξε το Φρούριο
bot-duellum-fortress-no = Κράτησε το Φρούριο
bot-duellum-word-yes = ναι
bot-duellum-word-no = όχι

## Το embed: ένα μπλοκ για κάθε έθνος, και μετά η κατάσταση του παιχνιδιού

bot-duellum-none = καμία
bot-duellum-no_personages = καμία ακόμα
bot-duellum-personages = Προσωπικότητες { $count }/{ $target }: { $kinds }
bot-duellum-personage-king = { $count ->
        [one] { $count } βασιλιάς
       *[other] { $count } βασιλιάδες
    }
bot-duellum-personage-philosopher = { $count ->
        [one] { $count } φιλόσοφος
       *[other] { $count } φιλόσοφοι
    }
bot-duellum-personage-general = { $count ->
        [one] { $count } στρατηγός
       *[other] { $count } στρατηγοί
    }
bot-duellum-personage-navigator = { $count ->
        [one] { $count } θαλασσοπόρος
       *[other] { $count } θαλασσοπόροι
    }
bot-duellum-personage-citizen = { $count ->
        [one] { $count } πολίτης
       *[other] { $count } πολίτες
    }
bot-duellum-cities = Πόλεις { $count } · ναοί { $temples } · τείχη { $walls } (+{ $supply } στο απόθεμα)
bot-duellum-stock = Μάρμαρο { $marble } · σίδηρος { $iron } · χρυσός { $gold } · νομίσματα { $coins }
bot-duellum-units = Θέση στρατολόγησης: { $recruit_legions ->
        [one] { $recruit_legions } λεγεώνα
       *[other] { $recruit_legions } λεγεώνες
    }, { $recruit_galleys ->
        [one] { $recruit_galleys } γαλέρα
       *[other] { $recruit_galleys } γαλέρες
    } · απόθεμα: { $legions ->
        [one] { $legions } λεγεώνα
       *[other] { $legions } λεγεώνες
    }, { $galleys ->
        [one] { $galleys } γαλέρα
       *[other] { $galleys } γαλέρες
    }
bot-duellum-special_waiting = { $unit }: στη θέση στρατολόγησης
bot-duellum-special_at = { $unit }: στην περιοχή { $region }
bot-duellum-knowhows = Τεχνογνωσίες: { $names }
bot-duellum-cards = Κάρτες γεγονότων: { $names }
bot-duellum-marker = Κυκλικός πίνακας: { $index } { $field }
bot-duellum-marker_none = Κυκλικός πίνακας: ο δείκτης δεν έχει μπει ακόμα
bot-duellum-status = Το παιχνίδι
bot-duellum-turn = Γύρος { $turn } · { $player }: { $phase }
bot-duellum-phase-rondel = επιλογή θέσης στον κυκλικό πίνακα
bot-duellum-phase-act = ενέργεια { $field }
bot-duellum-phase-found = ίδρυση πόλεων μετά το { $field }
bot-duellum-row = Ανοιχτή σειρά: { $cards } · τράπουλα { $deck } · απορρίψεις { $discard }
bot-duellum-waiting = Αναμονή: { $what }
bot-duellum-pending-fortress = { FORM($player, form: "person") ->
        [you] Μπορείς να παίξεις το Φρούριο για να υπερασπιστείς την πόλη { $region }.
       *[other] { $player }: μπορεί να παίξει το Φρούριο για να υπερασπιστεί την πόλη { $region }.
    }
bot-duellum-pending-casualties = { $count ->
        [one] { FORM($player, form: "person") ->
            [you] Πες
           *[other] { $player }: λέει
        } αν η μονάδα που χάνεται στην κατάκτηση της πόλης { $region } είναι λεγεώνα ή γαλέρα.
       *[other] { FORM($player, form: "person") ->
            [you] Πες
           *[other] { $player }: λέει
        } πόσες από τις { $count } μονάδες που χάνονται στην κατάκτηση της πόλης { $region } είναι λεγεώνες.
    }
bot-duellum-pending-pick = { FORM($player, form: "person") ->
        [you] Παίρνεις
       *[other] { $player }: παίρνει
    } { $count ->
        [one] μία κάρτα γεγονότος
       *[other] { $count } κάρτες γεγονότων
    } από την ανοιχτή σειρά.
bot-duellum-pending-coin = { FORM($player, form: "person") ->
        [you] Παίρνεις
       *[other] { $player }: παίρνει
    } μια πρώτη ύλη αντί για νόμισμα, γιατί η τράπεζα δεν έχει άλλα.

## Η πρώτη γραμμή του προσωπικού πάνελ (στο Duellum τίποτα δεν είναι κρυφό)

bot-duellum-hand = { $nation }: { $stock }. { $marker }. Οι κάρτες γεγονότων σου: { $cards }.
bot-duellum-card_line = • { $name }: { $text }
bot-duellum-row_pick = Η ανοιχτή σειρά: πάρε { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }.

## Το ταμπλό σε κείμενο, για το τραπέζι εκτός σύνδεσης (80 στήλες)

table-duellum-header = ANTIKE DUELLUM · { $side }: { $a } – { $b } · γύρος { $turn }
table-duellum-side-west = Δυτική Μεσόγειος
table-duellum-side-east = Αιγαίο και Ανατολία
table-duellum-to_play = { FORM($player, form: "person") ->
        [you] Παίζεις εσύ ({ $nation })
       *[other] Παίζει: { $player } ({ $nation })
    } · { $phase }
table-duellum-winner =
    { FORM($player, form: "person") ->
        [you] Κέρδισες με { $count ->
            [one] { $count } προσωπικότητα
           *[other] { $count } προσωπικότητες
        }.
       *[other] Νικητής: { $player }, με { $count ->
            [one] { $count } προσωπικότητα
           *[other] { $count } προσωπικότητες
        }.
    }
table-duellum-tag-to_act = παίζει
table-duellum-tag-winner = νικητής
table-duellum-col-region = Περιοχή
table-duellum-col-city = Πόλη
table-duellum-letter-legion = { $count } λεγ
table-duellum-letter-galley = { $count } γαλ
table-duellum-letter-general = Στρατηγός
table-duellum-letter-admiral = Ναύαρχος
table-duellum-letter-temple = +ναός
table-duellum-letter-wall = +τείχος
table-duellum-legend = (λεγ λεγεώνες · γαλ γαλέρες · το γράμμα μιας πόλης δείχνει ποιος την κατέχει)
table-duellum-rondel = Κυκλικός πίνακας:
table-duellum-help = Γράψε τον αριθμό μιας ενέργειας ή γράψε την ολόκληρη με τα ονόματα που δείχνει ο πίνακας (κεφαλαία ή πεζά, με ή χωρίς τόνους), για παράδειγμα: { $examples }. Άλλες εντολές: board, log, list all, help, quit (ο αγώνας μένει αποθηκευμένος), resign.
table-duellum-result-win = { FORM($player, form: "person") ->
        [you] Κερδίζεις
       *[other] Κερδίζει: { $player }
    } ({ $reason }). Προσωπικότητες: { $scores }.
table-duellum-result-draw = Τέλος παιχνιδιού, { $reason }. Προσωπικότητες: { $scores }.

## /match new … options: για το Antike Duellum

bot-duellum-options-unknown = Το Antike Duellum δεν έχει επιλογή «{ $option }». Οι επιλογές του είναι { $known }, για παράδειγμα: map=east special_units=true fortress=auto
bot-duellum-options-map = Το «{ $value }» δεν είναι πλευρά του ταμπλό. Γράψε map=west (Καρχηδόνα εναντίον Ρώμης) ή map=east (Ελλάδα εναντίον Περσίας).
bot-duellum-options-special_units = Το special_units παίρνει τιμή true ή false, όχι «{ $value }». Γράψε special_units=true για να παίξετε με τον Στρατηγό και τον Ναύαρχο.
bot-duellum-options-fortress = Το fortress παίρνει τιμή ask ή auto, όχι «{ $value }». Με fortress=ask ο αμυνόμενος αποφασίζει κάθε φορά· με fortress=auto το Φρούριο παίζεται αμέσως στην πρώτη επίθεση.
bot-kind-duellum-order = Πάγια διαταγή για το Φρούριο
bot-duellum-order = Η πάγια διαταγή σου για το Φρούριο (τη βλέπεις μόνο εσύ): { $order }
