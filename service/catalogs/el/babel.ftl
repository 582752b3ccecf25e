### Babel: nations, actions, log lines and refusals (Greek).
### A message's Fluent id is its key with "." replaced by "-":
### the key babel.error.pile_empty is the id babel-error-pile_empty.
###
### Grammar: nation, power and pile names reach a sentence as nested messages ($site, $nation,
### $origin, $to, $paid, $target, $source, $power). Their plain text is the nominative; a
### sentence that needs another case asks for it with FORM, which reads the attribute:
###   στην τοποθεσία των { FORM($site, form: "gen") }  →  στην τοποθεσία των Μήδων
###   έχασε τους { FORM($nation, form: "acc") }        →  έχασε τους Μήδους
### Nations: .gen and .acc WITHOUT article (all five are masculine plural, so the sentence
### supplies οι / των / τους, and "μία κάρτα Μήδων" needs none).
### Piles (source, from): .gen and .acc WITH article ("από τη στοίβα ναών σου").
### Powers: .acc WITH article, because their genders differ ("την Ασσυριακή καταστροφή",
### "το Περσικό άλμα").

## Λαοί (κάθε τοποθεσία έχει το όνομα του λαού της)

babel-nation-assyrians = Ασσύριοι
    .gen = Ασσυρίων
    .acc = Ασσυρίους
babel-nation-hittites = Χετταίοι
    .gen = Χετταίων
    .acc = Χετταίους
babel-nation-medes = Μήδοι
    .gen = Μήδων
    .acc = Μήδους
babel-nation-persians = Πέρσες
    .gen = Περσών
    .acc = Πέρσες
babel-nation-sumerians = Σουμέριοι
    .gen = Σουμερίων
    .acc = Σουμερίους

## Από πού έρχεται μια κάρτα ναού: προς τον παίκτη (source) και στο ημερολόγιο (from)

babel-source-own = η στοίβα ναών σου
    .gen = της στοίβας ναών σου
    .acc = τη στοίβα ναών σου
babel-source-rival = η στοίβα ναών του αντιπάλου σου
    .gen = της στοίβας ναών του αντιπάλου σου
    .acc = τη στοίβα ναών του αντιπάλου σου
babel-source-start = η αρχική σου κάρτα ναού
    .gen = της αρχικής σου κάρτας ναού
    .acc = την αρχική σου κάρτα ναού
babel-from-own = η δική του στοίβα ναών
    .gen = της δικής του στοίβας ναών
    .acc = τη δική του στοίβα ναών
babel-from-rival = η στοίβα ναών του άλλου παίκτη
    .gen = της στοίβας ναών του άλλου παίκτη
    .acc = τη στοίβα ναών του άλλου παίκτη
babel-from-start = η αρχική του κάρτα
    .gen = της αρχικής του κάρτας
    .acc = την αρχική του κάρτα

## Δυνάμεις

babel-power-assyrians = Ασσυριακή καταστροφή
    .acc = την Ασσυριακή καταστροφή
babel-power-hittites = Χεττιτική κλοπή
    .acc = τη Χεττιτική κλοπή
babel-power-medes = Μηδική λιποταξία
    .acc = τη Μηδική λιποταξία
babel-power-persians = Περσικό άλμα
    .acc = το Περσικό άλμα
babel-power-sumerians = Σουμεριακή αποστασία
    .acc = τη Σουμεριακή αποστασία
babel-power-all = η δύναμη όλων των λαών
    .acc = τη δύναμη όλων των λαών

## Επιτρεπτές ενέργειες, όπως εμφανίζονται στον παίκτη

babel-action-move = Μετακίνησε τον οικοδόμο σου στην τοποθεσία των { FORM($site, form: "gen") } (πληρώνεις μία κάρτα { FORM($site, form: "gen") })
babel-action-play = Παίξε μία κάρτα { FORM($nation, form: "gen") } στην τοποθεσία του οικοδόμου σου
babel-action-build = Χτίσε το επόμενο επίπεδο ναού από { FORM($source, form: "acc") }
babel-action-migrate = Μετάφερε τις 3 πιο πρόσφατες κάρτες λαών σου από την τοποθεσία των { FORM($origin, form: "gen") } στην τοποθεσία των { FORM($to, form: "gen") }
babel-action-power-assyrians = { babel-nation-assyrians } (σειρά στη θέση { $position }): γκρέμισε τον ναό του αντιπάλου εδώ
babel-action-power-hittites = { babel-nation-hittites } (σειρά στη θέση { $position }): κλέψε την πάνω κάρτα ναού του αντιπάλου εδώ
babel-action-no_target = (έθνος που δεν ορίστηκε)
    .gen = (έθνους που δεν ορίστηκε)
babel-action-no_source = (στοίβα που δεν ορίστηκε)
    .gen = (στοίβας που δεν ορίστηκε)
    .acc = (στοίβα που δεν ορίστηκε)
babel-action-power-medes = { babel-nation-medes } (σειρά στη θέση { $position }): ο αντίπαλος χάνει εδώ όλες τις κάρτες { FORM($target, form: "gen") }
babel-action-power-persians = { babel-nation-persians } (σειρά στη θέση { $position }): χτίσε δύο επίπεδα πιο πάνω με κάρτα από { FORM($source, form: "acc") }
babel-action-power-sumerians = { babel-nation-sumerians } (σειρά στη θέση { $position }): πάρε εδώ τις κάρτες λαών του αντιπάλου που ταιριάζουν με την πιο πρόσφατη κάρτα του
babel-action-power-all = Όλοι οι λαοί (σειρά στη θέση { $position }): ο αντίπαλος απορρίπτει το μισό του χέρι
babel-action-end = Τελείωσε τον γύρο σου (τράβα 2 κάρτες ναού στη στοίβα σου)
babel-action-discard = Απόρριψε: { $cards }

## Γραμμές ημερολογίου· οι περισσότερες ακολουθούν το όνομα του παίκτη

babel-event-move = μετακίνησε τον οικοδόμο στην τοποθεσία των { FORM($site, form: "gen") }.
babel-event-play = έπαιξε μία κάρτα { FORM($nation, form: "gen") } στην τοποθεσία των { FORM($site, form: "gen") }.
babel-event-build = έχτισε ναό επιπέδου { $level } στην τοποθεσία των { FORM($site, form: "gen") } από { FORM($source, form: "acc") }.
babel-event-migrate = μετέφερε από την τοποθεσία των { FORM($origin, form: "gen") } στην τοποθεσία των { FORM($to, form: "gen") } τις κάρτες: { $cards }.
babel-event-discarded_half = απέρριψε τις κάρτες: { $cards }· τώρα κρατά { $left ->
        [one] μία κάρτα λαού
       *[other] { $left } κάρτες λαών
    }.
babel-event-power-assyrians = θυσίασε μία κάρτα { FORM($paid, form: "gen") } στην τοποθεσία των { FORM($site, form: "gen") } και γκρέμισε εκεί τον ναό επιπέδου { $level } του αντιπάλου.
babel-event-power-hittites = θυσίασε μία κάρτα { FORM($paid, form: "gen") } στην τοποθεσία των { FORM($site, form: "gen") } και έκλεψε την κάρτα ναού επιπέδου { $level } του αντιπάλου.
babel-event-power-medes = θυσίασε μία κάρτα { FORM($paid, form: "gen") } στην τοποθεσία των { FORM($site, form: "gen") }· ο αντίπαλος έχασε εκεί τους { FORM($nation, form: "acc") } του ({ $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }).
babel-event-power-persians = θυσίασε μία κάρτα { FORM($paid, form: "gen") } στην τοποθεσία των { FORM($site, form: "gen") } και με ένα άλμα έφτασε σε ναό επιπέδου { $level } με κάρτα από { FORM($source, form: "acc") }.
babel-event-power-sumerians = θυσίασε μία κάρτα { FORM($paid, form: "gen") } στην τοποθεσία των { FORM($site, form: "gen") } και πήρε εκεί τους { FORM($nation, form: "acc") } του αντιπάλου ({ $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }).
babel-event-power-all = θυσίασε μία κάρτα { FORM($paid, form: "gen") } στην τοποθεσία των { FORM($site, form: "gen") }: ο αντίπαλος πρέπει να απορρίψει { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    } της επιλογής του.
babel-event-people_exhausted = Η τράπουλα λαών και η στοίβα απορρίψεων είναι και οι δύο άδειες: το τράβηγμα σταματά νωρίτερα.
babel-event-reshuffle = Η στοίβα απορρίψεων ανακατεύτηκε και έγινε νέα τράπουλα λαών ({ $size ->
        [one] μία κάρτα
       *[other] { $size } κάρτες
    }).
babel-event-draw_people = { $count ->
        [0] δεν τράβηξε καμία κάρτα λαού.
        [one] τράβηξε μία κάρτα λαού.
       *[other] τράβηξε { $count } κάρτες λαών.
    }
babel-event-end_turn = τελείωσε τον γύρο με { $hand ->
        [one] μία κάρτα λαού
       *[other] { $hand } κάρτες λαών
    } στο χέρι και έβαλε στη στοίβα ναών του τις κάρτες ναού { $temples }.
babel-event-quarry_empty = Το λατομείο άδειασε: το παιχνίδι τελειώνει τώρα.
babel-event-turn = Αρχίζει ο γύρος { $turn }.
babel-event-final_phase = Αρχίζει η τελική φάση: το παιχνίδι τελειώνει μόλις κάποιος παίκτης φτάσει το 20 ή πέσει στο 9 ή χαμηλότερα.
babel-event-end-target = Ένας παίκτης έφτασε το 15 ενώ ο άλλος είχε 9 ή λιγότερο: το παιχνίδι τελείωσε.
babel-event-end-final = Η τελική φάση ολοκληρώθηκε: το παιχνίδι τελειώνει.
babel-event-end-quarry = Το παιχνίδι τελείωσε.
babel-private-drew = { $count ->
        [0] Δεν τράβηξες τίποτα: δεν έμεινε καμία κάρτα λαού.
       *[other] Τράβηξες: { $cards }.
    }

## Γιατί τελείωσε μια παρτίδα (ακολουθεί το όνομα του νικητή)

babel-end-target = κέρδισε φτάνοντας το 15 ενώ ο αντίπαλος είχε 9 ή λιγότερο
babel-end-final = κέρδισε στην τελική φάση
babel-end-quarry = προηγούνταν όταν άδειασε το λατομείο
babel-end-tie_hand = ισοπαλία στους ναούς, αλλά κέρδισε με περισσότερες κάρτες λαών στο χέρι
babel-end-draw = ισοπαλία: ίσοι ναοί και ίσα χέρια

## Αρνήσεις: τι πήγε στραβά και τι να κάνεις αντί γι' αυτό

babel-error-two_players = Το Babel παίζεται από ακριβώς 2 παίκτες, όχι από { $seats }.
babel-error-builder_in_quarry = Ο οικοδόμος σου είναι ακόμα στο λατομείο. Μετακίνησέ τον πρώτα σε μια τοποθεσία (απόρριψε μία κάρτα του λαού εκείνης της τοποθεσίας).
babel-error-no_start_card = Έχεις ήδη χτίσει την αρχική σου κάρτα ναού. Χτίσε από μια στοίβα ναών.
babel-error-pile_empty = Δεν υπάρχει καμία κάρτα στην κορυφή { FORM($source, form: "gen") }. Δοκίμασε την άλλη στοίβα.
babel-error-wrong_level = Η πάνω κάρτα { FORM($source, form: "gen") } είναι επιπέδου { $card }, αλλά αυτός ο ναός χρειάζεται τώρα επίπεδο { $level }. Δοκίμασε την άλλη στοίβα ή { babel-power-persians.acc } για να πηδήξεις ένα επίπεδο.
babel-error-not_enough_people = Ένας ναός επιπέδου { $level } χρειάζεται τουλάχιστον { $level ->
        [one] μία δική σου κάρτα λαού
       *[other] { $level } δικές σου κάρτες λαών
    } στην τοποθεσία· έχεις { $have }. Παίξε πρώτα κι άλλες κάρτες λαών εκεί.
babel-error-must_discard = Πρώτα πρέπει να απορρίψεις { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }, το μισό σου χέρι: διάλεξέ { $count ->
        [one] την
       *[other] τες
    } πριν από οτιδήποτε άλλο.
babel-error-awaiting_discard = Ο αντίπαλός σου πρέπει πρώτα να απορρίψει { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }. Περίμενε.
babel-error-already_there = Ο οικοδόμος σου βρίσκεται ήδη στην τοποθεσία των { FORM($site, form: "gen") }. Διάλεξε άλλη τοποθεσία.
babel-error-move_needs_card = Η μετακίνηση στην τοποθεσία των { FORM($site, form: "gen") } κοστίζει μία κάρτα { FORM($site, form: "gen") }, και δεν έχεις καμία. Διάλεξε μια τοποθεσία για την οποία έχεις κάρτα του λαού της.
babel-error-not_in_hand = Δεν έχεις καμία κάρτα { FORM($nation, form: "gen") }. Δες το χέρι σου με την εντολή hand.
babel-error-temple_complete = Αυτός ο ναός είναι ήδη στο επίπεδο 6, το ψηλότερο. Χτίσε σε άλλη τοποθεσία.
babel-error-start_needs_empty_site = Ο αρχικός σου ναός επιπέδου 1 πρέπει να χτιστεί σε τοποθεσία όπου δεν έχεις ακόμα ναό. Μετακίνησε τον οικοδόμο σου σε μια άδεια τοποθεσία.
babel-error-migrated_already = Έχεις ήδη κάνει μετανάστευση σε αυτόν τον γύρο· επιτρέπεται μία μετανάστευση ανά γύρο.
babel-error-migrate_same_site = Η μετανάστευση πρέπει να γίνει προς άλλη τοποθεσία. Διάλεξε άλλον προορισμό.
babel-error-migrate_too_few = Η μετανάστευση μετακινεί ακριβώς 3 κάρτες λαών, και έχεις { $have } στην τοποθεσία των { FORM($site, form: "gen") }. Διάλεξε τοποθεσία με τουλάχιστον 3.
babel-error-foundation_unbuilt = Πρέπει να χτίσεις τον αρχικό σου ναό επιπέδου 1 πριν τελειώσεις τον πρώτο σου γύρο: πήγαινε σε μια άδεια τοποθεσία, παίξε εκεί μια κάρτα λαού και χτίσε από την αρχική σου κάρτα.
babel-error-no_discard_pending = Κανείς δεν σου ζήτησε να απορρίψεις κάρτες. Διάλεξε άλλη ενέργεια.
babel-error-foundation_first = Έτσι δεν θα μπορείς να χτίσεις τον αρχικό σου ναό σε αυτόν τον γύρο, όπως απαιτούν οι κανόνες. Κράτα μία κάρτα για να φτάσεις σε άδεια τοποθεσία και μία για να παίξεις εκεί.
babel-error-no_card_at = Δεν έχεις κάρτα λαού στη θέση { $position } στην τοποθεσία των { FORM($site, form: "gen") }. Οι θέσεις μετρούν από το 1, στη βάση της στήλης.
babel-error-run_too_short = Οι { $nation } σε εκείνη τη θέση σχηματίζουν σειρά μόνο { $length ->
        [one] μίας κάρτας
       *[other] { $length } καρτών
    }· μια δύναμη θέλει 3 ή περισσότερες συνεχόμενες.
babel-error-run_wrong_nation = Για { FORM($power, form: "acc") } χρειάζεσαι σειρά του αντίστοιχου λαού, αλλά αυτή η σειρά είναι των { FORM($nation, form: "gen") }. Χρησιμοποίησε τη δύναμη αυτού του λαού ή { babel-power-all.acc }.
babel-error-run_not_start = Όρισε μια σειρά με την κάτω κάρτα της: η σειρά που εννοείς ξεκινά από τη θέση { $start }, όχι από τη θέση { $position }.
babel-error-target_only_medes = Μόνο η { babel-power-medes } ορίζει λαό-στόχο. Μην δώσεις στόχο για αυτή τη δύναμη.
babel-error-source_only_persians = Μόνο το { babel-power-persians } παίρνει κάρτα ναού. Μην δώσεις στοίβα για αυτή τη δύναμη ή χτίσε κανονικά με την ενέργεια χτισίματος.
babel-error-nothing_to_destroy = Ο αντίπαλός σου δεν έχει ναό στην τοποθεσία των { FORM($site, form: "gen") }, άρα δεν υπάρχει τίποτα να γκρεμίσεις.
babel-error-nothing_to_steal = Ο αντίπαλός σου δεν έχει ναό στην τοποθεσία των { FORM($site, form: "gen") }, άρα δεν υπάρχει τίποτα να κλέψεις.
babel-error-steal_not_higher = Εδώ μπορείς να κλέψεις μόνο κάρτα ψηλότερη από τον δικό σου ναό: ο ναός του αντιπάλου είναι επιπέδου { $theirs }, ο δικός σου επιπέδου { $yours }.
babel-error-no_such_people = Ο αντίπαλός σου δεν έχει { FORM($nation, form: "acc") } στην τοποθεσία των { FORM($site, form: "gen") }. Διάλεξε έναν λαό που έχει εκεί.
babel-error-persians_start = Το { babel-power-persians } παίρνει την κάρτα του από στοίβα ναών, όχι από την αρχική σου κάρτα.
babel-error-temple_too_high = Δύο επίπεδα πιο πάνω θα ξεπερνούσες το επίπεδο 6. Εδώ χτίσε ένα επίπεδο τη φορά.
babel-error-no_people_to_take = Ο αντίπαλός σου δεν έχει κάρτες λαών στην τοποθεσία των { FORM($site, form: "gen") } για να τις πάρεις.
babel-error-hand_too_small = Ο αντίπαλός σου κρατά { $size ->
        [one] μία κάρτα λαού
       *[other] { $size } κάρτες λαών
    }· το μισό, στρογγυλεμένο προς τα κάτω, είναι μηδέν. Χρησιμοποίησε άλλη δύναμη.
babel-error-discard_count = Πρέπει να απορρίψεις ακριβώς { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }· εσύ όρισες { $given }.
babel-error-discard_not_in_hand = Δεν μπορείς να απορρίψεις τόσους { FORM($nation, form: "acc") }: έχεις { $have }.

## Ανάγνωση μιας γραπτής εντολής

babel-error-empty_command = Γράψε μια ενέργεια ή τον αριθμό της από τη λίστα.
babel-error-usage = Γράψ' το έτσι: { $usage }
babel-error-unknown_verb = Το «{ $word }» δεν είναι ενέργεια. Ενέργειες: { $choices }.
