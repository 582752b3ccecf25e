### Το Polis στο Discord: το όνομα του παιχνιδιού, τα είδη κινήσεων, τα γρήγορα κουμπιά.

bot-kind-polis-create = Δημιουργία μονάδων
bot-kind-polis-build = Κατασκευή έργου
bot-kind-polis-move = Μετακίνηση
bot-kind-polis-siege = Πολιορκία
bot-kind-polis-collect = Είσπραξη φόρου
bot-kind-polis-trade = Εμπόριο
bot-kind-polis-proxenos = Μετακίνηση προξένου
bot-kind-polis-ransom = Εξαγορά προξένου
bot-kind-polis-civilwar = Εμφύλιος
bot-kind-polis-end = Τέλος σειράς
bot-kind-polis-pass = Πάσο
bot-kind-polis-commit = Κάρτες παράταξης
bot-kind-polis-fight = Μάχη ή υποχώρηση
bot-kind-polis-feed = Τροφή με γόητρο
bot-kind-polis-abandon = Εγκατάλειψη πόλης
bot-kind-polis-grow = Αύξηση
bot-kind-polis-phoros = Φόρος
bot-kind-polis-done = Τέλος αύξησης
bot-quick-polis-end = Τέλος σειράς
bot-quick-polis-pass = Πάσο
bot-quick-polis-ransom = Εξαγορά προξένου
bot-quick-polis-feed = Τροφή με γόητρο
bot-quick-polis-done = Τέλος αύξησης

## Ο πίνακας ως κείμενο (πεδία του embed, τραπέζι στο τερματικό, ιδιωτικό πάνελ)

bot-polis-stock = Γόητρο { $prestige } · πόντοι { $score } · { $goods } · έμποροι στο λιμάνι { $merchants }
bot-polis-poleis = Πόλεις: { $list }
bot-polis-units = Οπλίτες: { $hoplites } · γαλέρες: { $galleys } · πρόξενος: { $proxenos }
bot-polis-held = αιχμάλωτος του αντιπάλου
bot-polis-round = { $round } · έως { $stack ->
        [one] { $stack } μονάδα
       *[other] { $stack } μονάδες
    } κάθε πλευράς ανά περιοχή · αξία αγοράς { $market }
bot-polis-event = Γεγονός: { $event } ({ $effects })
bot-polis-offer = Διαθέσιμα έργα: { $list }
bot-polis-battle = Μάχη ({ $where }): επιτίθεται { $attacker }, ανταλλαγή { $exchange }
bot-polis-to_act = Σειρά: { $players }
bot-polis-hand = Οι κάρτες μάχης σου: { $cards }
table-polis-help = Γράψε τον αριθμό μιας ενέργειας ή γράψ' την με τα ονόματα που δείχνει ο πίνακας (πεζά ή κεφαλαία, τόνοι προαιρετικοί), για παράδειγμα: create galley athinai 1, move hoplite attike megaris 1, move hoplite attike boiotia 2 also megaris 1 (πολλές αφετηρίες, ένας προορισμός), pass. Άλλες εντολές: board, log, list all, help, quit (η παρτίδα μένει αποθηκευμένη), resign.

## Το αποτέλεσμα της παρτίδας στο τραπέζι εκτός σύνδεσης

table-polis-result-win = { FORM($player, form: "person") ->
        [you] Κερδίζεις
       *[other] Κερδίζει: { $player }
    } ({ $reason }). Πόντοι: { $scores }.
table-polis-result-draw = Τέλος παιχνιδιού, { $reason }. Πόντοι: { $scores }.
bot-kind-polis-order = Πάγια διαταγή στη μάχη
bot-polis-order = Η πάγια διαταγή σου στη μάχη (τη βλέπεις μόνο εσύ): { $order }
