### Η εικόνα του ταμπλό του Nations (ελληνικά).
### A message's Fluent id is its key with "." replaced by "-".
### Card, event, tile and nation names come from the data, in each language.

render-nations-title = NATIONS
render-nations-round = Εποχή { $age } · γύρος { $round } από { $total }
render-nations-phase-pick = επιλογή εθνών
render-nations-phase-growth = ανάπτυξη
render-nations-phase-actions = ενέργειες
render-nations-phase-event_pick = επιλογή κάρτας γεγονότων
render-nations-phase-choice = απάντηση στο γεγονός
render-nations-phase-over = τέλος παιχνιδιού
render-nations-who = { $player } ({ $nation })
render-nations-winner = Νίκη για { $player } με { $score ->
        [one] { $score } πόντο
       *[other] { $score } πόντους
    }
render-nations-solo_over = Το ατομικό παιχνίδι κερδήθηκε με { $score ->
        [one] { $score } πόντο
       *[other] { $score } πόντους
    }
render-nations-solo_lost = Νίκησε ο αντίπαλος: οι πόντοι σας έπεσαν κάτω από το μηδέν
render-nations-status-pick = { $player } διαλέγει έθνος: { $nations }
render-nations-status-growth = Ανάπτυξη: { $players } διαλέγουν εργάτη ή πόρους
render-nations-status-event_pick = { $player } κρατά μία από τις δύο κάρτες γεγονότων
render-nations-status-choice = Το γεγονός περιμένει την επιλογή: { $players }
render-nations-status-actions = Παίζει: { $player } · έχουν πει πάσο: { $passed }

## The progress row and the round's table
render-nations-row = Κάρτες προόδου · buy 1 3 = σειρά 1, στήλη 3
render-nations-event = Κάρτα γεγονότων του γύρου
render-nations-no_event = Η κάρτα γεγονότων φαίνεται μετά την ανάπτυξη
render-nations-famine = λιμός
render-nations-except = { $target }, εκτός από: { $spared }
render-nations-optional = { $target } (μπορεί να αρνηθεί)
render-nations-or = ή
render-nations-to_first = πρώτο στη σειρά
render-nations-to_last = τελευταίο στη σειρά
render-nations-target-all = Όλα τα έθνη
render-nations-target-most_military = Ο ισχυρότερος στρατός
render-nations-target-least_military = Ο ασθενέστερος στρατός
render-nations-target-most_stability = Η μεγαλύτερη σταθερότητα
render-nations-target-least_stability = Η μικρότερη σταθερότητα
render-nations-target-most_books = Τα περισσότερα βιβλία
render-nations-target-least_books = Τα λιγότερα βιβλία
render-nations-target-first_passer = Όποιος πει πρώτος πάσο
render-nations-target-last_passer = Όποιος πει τελευταίος πάσο
render-nations-war = Πόλεμος: { $card }, ισχύς { $strength }, τον αγόρασε: { $player }
render-nations-no_war = Κανένας πόλεμος αυτόν τον γύρο
render-nations-architects_left = αρχιτέκτονες διαθέσιμοι αυτόν τον γύρο
render-nations-decks = Μένουν στην εποχή: { $cards } κάρτες προόδου, { $events } κάρτες γεγονότων
render-nations-rival = Ο αντίπαλος (ατομικό παιχνίδι)
render-nations-rival_first = Ο αντίπαλος παίζει πρώτος αυτόν τον γύρο
render-nations-solo-die = Ζάρι 5–6:
render-nations-solo-die_column = Ζάρι 1–4: αδειάζει εκείνη τη στήλη της σειράς
render-nations-solo-tiles_left = Πλακίδια που μένουν σε αυτή την εποχή: { $count }
render-nations-solo-remove_row = αδειάζει τη σειρά { $count }
render-nations-solo-remove_kind = αφαιρεί τις κάρτες τύπου «{ $kind }»
render-nations-solo-take_architects = παίρνει { $count ->
        [one] { $count } αρχιτέκτονα
       *[other] { $count } αρχιτέκτονες
    }
render-nations-solo-add_books = κερδίζει { $count ->
        [one] { $count } βιβλίο
       *[other] { $count } βιβλία
    }
render-nations-solo-add_military = ο στρατός του ανεβαίνει κατά { $count } αυτόν τον γύρο

## Card kinds (on each card's band)
render-nations-kind-advisor = Σύμβουλος
render-nations-kind-building = Κτίριο
render-nations-kind-military = Στρατός
render-nations-kind-colony = Αποικία
render-nations-kind-wonder = Θαύμα
render-nations-kind-golden_age = Χρυσή εποχή
render-nations-kind-battle = Μάχη
render-nations-kind-war = Πόλεμος

## A player's board
render-nations-nation = { $nation }, πλευρά { $side }
render-nations-no_nation = δεν έχει έθνος ακόμη
render-nations-order = { $place }ος από { $players } στη σειρά
render-nations-acting = παίζει
render-nations-passed = πάσο
render-nations-free = { $count } στην εφεδρεία
render-nations-tokens = { $count } μάρκες ΠΝ
render-nations-empty_place = θέση { $place } κενή
render-nations-no_advisor = χωρίς σύμβουλο
render-nations-no_colony = θέση αποικίας
render-nations-no_wonder = κανένα θαύμα υπό κατασκευή
render-nations-building_wonder = Υπό κατασκευή
render-nations-wonders = Θαύματα ({ $count }):

## The legend
render-nations-icon-gold = χρυσός
render-nations-icon-stone = πέτρα
render-nations-icon-food = τροφή
render-nations-icon-books = βιβλία
render-nations-icon-military = στρατός
render-nations-icon-stability = σταθερότητα
render-nations-icon-vp = πόντοι νίκης
render-nations-icon-worker = εργάτες
render-nations-icon-architect = αρχιτέκτονες
render-nations-icon-raid = αξία επιδρομής
render-nations-ability = ειδική ικανότητα

## The row's labels, the symbols' key and the end of the game
render-nations-row_word = Σειρά
render-nations-key-deploy = πέτρα ανά εργάτη, και τι δίνει ο καθένας
render-nations-key-workers = εργάτες στην κάρτα
render-nations-key-made = παραγωγή στο τέλος του γύρου, μείον συντήρηση
render-nations-key-needs = απαιτούμενος στρατός
render-nations-key-stages = πέτρα ανά αρχιτέκτονα, στάδιο προς στάδιο
render-nations-final = Τελική βαθμολογία
render-nations-final-line = { $place }. { $player }: { $score ->
        [one] { $score } πόντος
       *[other] { $score } πόντοι
    }
render-nations-final-rival = Ο αντίπαλος τελείωσε με { $books ->
        [one] { $books } βιβλίο
       *[other] { $books } βιβλία
    }
render-nations-row_left = Κάρτες προόδου που έμειναν στο τέλος
