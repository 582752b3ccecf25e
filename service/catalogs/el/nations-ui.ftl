### Το Nations στις διεπαφές: είδη κινήσεων, κουμπιά, ετικέτες επιλογών, ο πίνακας ως κείμενο
### και τι κάνει κάθε κάρτα, με δικά μας λόγια από το λεξιλόγιο εφέ των δεδομένων.

bot-kind-nations-pick = Επιλογή έθνους
bot-kind-nations-grow = Ανάπτυξη: εργάτης
bot-kind-nations-take = Ανάπτυξη: πόροι
bot-kind-nations-buy = Αγορά κάρτας
bot-kind-nations-deploy = Τοποθέτηση εργάτη
bot-kind-nations-withdraw = Απόσυρση εργάτη
bot-kind-nations-hire = Πρόσληψη αρχιτέκτονα
bot-kind-nations-use = Ενέργεια κάρτας
bot-kind-nations-choose = Απάντηση στο γεγονός
bot-kind-nations-pass = Πάσο
bot-quick-nations-hire = Πρόσληψη αρχιτέκτονα
bot-quick-nations-pass = Πάσο

## Κουμπιά κάτω από τον πίνακα

bot-nations-button-card = { $name } · { $gold }χ
bot-nations-button-deploy = Τοποθέτηση
bot-nations-button-hire = Αρχιτέκτονας
bot-nations-button-pass = Πάσο
bot-nations-button-use = Ενέργεια κάρτας
bot-nations-button-grow_food = Εργάτης (τροφή)
bot-nations-button-grow_stability = Εργάτης (σταθερότητα)
bot-nations-button-take = +{ $count } { $resource }
bot-nations-button-take_level = { $resource } (όσο δίνει το επίπεδό σου)
bot-nations-options-unknown = Το Nations δεν έχει επιλογή «{ $option }». Οι επιλογές είναι: { $known }.
bot-nations-options-value = Το «{ $value }» δεν είναι τιμή της επιλογής { $option }. Γράψε { $option }= και ένα από: { $known }.
bot-nations-options-levels = Το «{ $value }» δεν είναι επίπεδο δυσκολίας. Γράψε levels= και ένα επίπεδο για κάθε θέση με τη σειρά των θέσεων, χωρισμένα με «/», για παράδειγμα levels=prince/king· τα επίπεδα είναι: { $known }.
bot-nations-button-pick = { $nation } ({ $side })
bot-nations-button-choose = { $option }: { $label }
bot-nations-decline = άρνηση

## Ετικέτες επιλογών των εντολών

bot-nations-label-row = Σειρά { $row } · { $gold } χρυσός: { $cards }
bot-nations-label-col = { $col } · { $card }
bot-nations-label-slot = Θέση { $slot }: { $card }
bot-nations-label-slot-empty = Θέση { $slot } (κενή)
bot-nations-label-reserve = η εφεδρεία
bot-nations-label-deploy = Θέση { $slot }: { $card } ({ $stone } πέτρα)
bot-nations-label-side = Πλευρά { $side }
bot-nations-label-level = { $level } (η ανάπτυξη δίνει { $count })
bot-nations-preset_level = το επίπεδο που όρισε η παρτίδα για σένα

## Ο πίνακας ως κείμενο

bot-nations-word-military = στρατός
bot-nations-word-stability = σταθερότητα
bot-nations-or = { " ή " }
bot-nations-no_nation = Δεν έχει επιλεγεί έθνος ακόμα
bot-nations-seat = ⚔ { $military } · ☮ { $stability } · χρυσός { $gold }, πέτρα { $stone }, τροφή { $food }, βιβλία { $books } · ΠΝ { $vp } (σύνολο { $score })
bot-nations-workers = Εργάτες: { $idle } στην εφεδρεία, { $on } σε κάρτες
bot-nations-passed = Έκανε πάσο σε αυτόν τον γύρο
bot-nations-place = { $slot }: { $card } ({ $workers })
bot-nations-advisor = Σύμβουλος: { $names }
bot-nations-colonies = Αποικίες: { $names }
bot-nations-building_wonder = Χτίζει { $card } ({ $count ->
        [one] { $count } αρχιτέκτονας
       *[other] { $count } αρχιτέκτονες
    })
bot-nations-wonders = Θαύματα: { $names }
bot-nations-row = Σειρά { $row } ({ $gold } χρυσός): { $cards }
bot-nations-phase-pick = επιλογή εθνών
bot-nations-phase-growth = ανάπτυξη
bot-nations-phase-actions = ενέργειες
bot-nations-phase-event_pick = επιλογή κάρτας γεγονότων
bot-nations-phase-choice = απάντηση σε γεγονός
bot-nations-phase-over = τέλος παιχνιδιού
bot-nations-round = Εποχή { $age } από { $ages }, γύρος { $round } από { $rounds } · { $phase }
bot-nations-to_act = Παίζουν: { $players }
bot-nations-order = Σειρά παικτών: { $players }
bot-nations-event = Κάρτα γεγονότων: { $card }
bot-nations-event_offer = Προσφερόμενες κάρτες γεγονότων: { $cards }
bot-nations-war = Πόλεμος: { $card } (ισχύς { $strength })
bot-nations-architects = Διαθέσιμοι αρχιτέκτονες: { $count }
bot-nations-tile = Πλακίδιο του αντιπάλου: { $tile } · τα βιβλία του: { $books }
bot-nations-rival_military = Στρατιωτική δύναμη του αντιπάλου αυτόν τον γύρο: +{ $count } πάνω από το πλακίδιό του.
bot-nations-choice = { $event } — διάλεξε: { $options }
bot-nations-choice_for_all = Το πρώτο έθνος που επηρεάζει διαλέγει και για τα { $count }.
bot-nations-row-title = Ταμπλό προόδου
bot-nations-hand = Το έθνος σου: { $nation }

## Τι κάνει μια κάρτα

bot-nations-kind-advisor = σύμβουλος
bot-nations-kind-building = κτίριο
bot-nations-kind-military = στρατός
bot-nations-kind-colony = αποικία
bot-nations-kind-wonder = θαύμα
bot-nations-kind-golden_age = χρυσή εποχή
bot-nations-kind-battle = μάχη
bot-nations-kind-war = πόλεμος
bot-nations-effect-worker = κάθε εργάτης (κοστίζει { $stone } πέτρα): { $what }
bot-nations-effect-raid = επιδρομή { $count }
bot-nations-effect-worker_vp = ΠΝ ανά εργάτη { $list }
bot-nations-effect-colony = θέλει στρατό { $military }
bot-nations-effect-wonder = οι αρχιτέκτονες κοστίζουν { $costs } πέτρα
bot-nations-effect-golden = πάρε { $count } { $resource }, ή πλήρωσε { $price ->
        [one] { $price } πόρο
       *[other] { $price } πόρους
    } για 1 ΠΝ
bot-nations-effect-battle = κέρδισε την επιδρομή του καλύτερου στρατού σου σε { $kinds }
bot-nations-effect-war = τα πιο αδύναμα έθνη χάνουν { $vp } ΠΝ και { $loss }, μείον τη σταθερότητά τους
bot-nations-effect-vp = { $count } ΠΝ
bot-nations-effect-choose = { $count } { $kinds }
bot-nations-effect-workers = { $count ->
        [one] { $count } εργάτης
       *[other] { $count } εργάτες
    }
bot-nations-effect-discard = χάνει κάθε { $kinds }
bot-nations-effect-once = αμέσως: { $what }
bot-nations-effect-scaled = { $what } για κάθε { $per }
bot-nations-effect-each = για κάθε { $per }
bot-nations-effect-if = αν έχει { $condition }
bot-nations-effect-action = μία φορά τον γύρο, πλήρωσε { $cost }: { $what }
bot-nations-effect-remove = φεύγει όταν έχει { $condition }
bot-nations-effect-free_architects = { $count } δωρεάν αρχιτέκτονες
bot-nations-effect-undeploy = { $count ->
        [one] { $count } εργάτης αποσύρεται
       *[other] { $count } εργάτες αποσύρονται
    }
bot-nations-effect-order_first = παίζει πρώτο
bot-nations-effect-order_last = παίζει τελευταίο
bot-nations-metric-military = στρατό
bot-nations-metric-stability = σταθερότητα
bot-nations-metric-workers_on_military = εργάτες σε στρατό
bot-nations-cond-most = την πρώτη θέση σε { $metric }
bot-nations-cond-least = την τελευταία θέση σε { $metric }
bot-nations-cond-at_least = { $metric } τουλάχιστον { $count }
bot-nations-cond-at_most = { $metric } το πολύ { $count }
bot-nations-per-buildings = κτίριο
bot-nations-per-manned_military = στρατιωτική κάρτα με εργάτη
bot-nations-per-colonies = αποικία
bot-nations-per-wonders = ολοκληρωμένο θαύμα
bot-nations-when-production = στην παραγωγή: { $what }
bot-nations-when-buy_top_row = μετά από αγορά από την πάνω σειρά: { $what }
bot-nations-when-buy_kind = μετά από αγορά κάρτας { $kind }: { $what }
bot-nations-when-wonder_completed = μετά την ολοκλήρωση θαύματος: { $what }
bot-nations-when-pass_first = με πρώτο πάσο: { $what }
bot-nations-when-spend_last_gold = ξοδεύοντας τον τελευταίο χρυσό: { $what }
bot-nations-when-war_survived = όταν αντέχει έναν πόλεμο: { $what }
bot-nations-when-age_end = στο τέλος κάθε εποχής: { $what }
bot-nations-rule-golden_age_advantage = οι χρυσές εποχές δίνουν { $value } παραπάνω ή κοστίζουν { $value } λιγότερο
bot-nations-rule-war_strength_bonus = +{ $value } στρατός απέναντι σε πολέμους
bot-nations-rule-no_military_upkeep = καμία συντήρηση για τις στρατιωτικές κάρτες
bot-nations-rule-war_no_vp_if_passed_first = δεν χάνει ΠΝ σε πόλεμο αν έκανε πρώτο πάσο
bot-nations-rule-extra_advisor_slot = κρατά { $value } σύμβουλο επιπλέον
bot-nations-rule-extra_colony_slot = κρατά { $value } αποικία επιπλέον
bot-nations-rule-double_first_turn = δύο ενέργειες στην πρώτη σειρά του γύρου
bot-nations-rule-choose_event = βλέπει δύο κάρτες γεγονότων και κρατά μία
bot-nations-rule-stability_lowest_on_completion = μετρά ως λιγότερο σταθερό στον γύρο που ολοκληρώνεται
bot-nations-rule-private_architects = { $value } δικοί του αρχιτέκτονες κάθε γύρο
bot-nations-rule-deploy_discount = η τοποθέτηση κοστίζει { $value } πέτρα λιγότερο
bot-nations-rule-architect_discount = οι αρχιτέκτονες κοστίζουν { $value } πέτρα λιγότερο
bot-nations-rule-raid_bonus = οι μάχες δίνουν { $value } παραπάνω
bot-nations-rule-famine_reduction = ο λιμός κοστίζει { $value } τροφή λιγότερο
bot-nations-rule-war_loss_reduction = οι πόλεμοι παίρνουν { $value } λιγότερα

table-nations-help = Γράψε τον αριθμό μιας ενέργειας ή γράψ' την ολόκληρη: pick egypt a, pick egypt a king (δικό σου επίπεδο: φύλαρχος, πρίγκιπας, βασιλιάς, αυτοκράτορας), grow food, take stone, buy 1 3 (σειρά, στήλη), buy 2 4 slot 3, buy 3 2 books, deploy 2, deploy 2 from 4, withdraw 3, hire, use <κάρτα>, choose 1, pass. Άλλες εντολές: board, log, list all, help, quit (η παρτίδα μένει αποθηκευμένη), resign.
bot-nations-replaces = (αντικαθιστά: { $card })

## Το αποτέλεσμα της παρτίδας στο τραπέζι εκτός σύνδεσης

table-nations-result-win = { FORM($player, form: "person") ->
        [you] Κερδίζεις
       *[other] Κερδίζει: { $player }
    } ({ $reason }). Πόντοι νίκης: { $scores }.
table-nations-result-draw = Τέλος παιχνιδιού, { $reason }. Πόντοι νίκης: { $scores }.
