### Slash command names, descriptions and option names (Greek).
### A message's Fluent id is its key with "." replaced by "-": cmd.match.new.name is cmd-match-new-name.
### Names: lowercase, no spaces, at most 32 characters; two options of one command never share
### a name. Descriptions: at most 100 characters. Names are nouns ("/παρτίδα έναρξη");
### Babel keeps its name in Latin letters.

## /match

cmd-match-name = παρτίδα
cmd-match-desc = Άνοιξε, μπες και διαχειρίσου παρτίδες σε αυτό το κανάλι ή νήμα
cmd-match-new-name = νέα
cmd-match-new-desc = Άνοιξε νέα παρτίδα (σε κανάλι κειμένου παίρνει δικό της νήμα)
cmd-match-new-game-name = παιχνίδι
cmd-match-new-game-desc = Το παιχνίδι που θα παίξετε
cmd-match-new-options-name = επιλογές
cmd-match-new-options-desc = Παραλλαγές ως ζεύγη κλειδί=τιμή, χωρισμένα με κενά (προαιρετικό)
cmd-match-join-name = συμμετοχή
cmd-match-join-desc = Πάρε θέση στην παρτίδα αυτού του καναλιού όσο περιμένει παίκτες
cmd-match-leave-name = αποχώρηση
cmd-match-leave-desc = Άφησε τη θέση σου πριν ξεκινήσει η παρτίδα
cmd-match-add_ai-name = προσθήκη-υπολογιστή
cmd-match-add_ai-desc = Βάλε έναν παίκτη-υπολογιστή σε αυτή την παρτίδα
cmd-match-add_ai-kind-name = στυλ
cmd-match-add_ai-kind-desc = Πώς παίζει ο υπολογιστής
cmd-match-start-name = έναρξη
cmd-match-start-desc = Ξεκίνα την παρτίδα (μόνο ο δημιουργός της)
cmd-match-status-name = κατάσταση
cmd-match-status-desc = Δες το ταμπλό και ποιος έχει σειρά (την απάντηση τη βλέπεις μόνο εσύ)
cmd-match-log-name = ημερολόγιο
cmd-match-log-desc = Δες τις τελευταίες κινήσεις αυτής της παρτίδας
cmd-match-log-lines-name = γραμμές
cmd-match-log-lines-desc = Πόσες γραμμές να εμφανιστούν (1 έως 50)
cmd-match-hand-name = χέρι
cmd-match-hand-desc = Δες το χέρι σου και τις κινήσεις που μπορείς να κάνεις (μόνο εσύ το βλέπεις)
cmd-match-resign-name = παραίτηση
cmd-match-resign-desc = Παραιτήσου από αυτή την παρτίδα
cmd-match-abort-name = ακύρωση
cmd-match-abort-desc = Ακύρωσε αυτή την παρτίδα (ο δημιουργός της ή ένας συντονιστής)
cmd-match-undo-name = αναίρεση
cmd-match-undo-desc = Ζήτα να πάρεις πίσω την τελευταία σου κίνηση
cmd-match-claim-name = διεκδίκηση
cmd-match-claim-desc = Διεκδίκησε τη νίκη όταν ένας αντίπαλος έχει ξεμείνει από χρόνο
cmd-match-settings-name = ρυθμίσεις
cmd-match-settings-desc = Δες ή άλλαξε τη γλώσσα, τις υπενθυμίσεις και το χρονικό όριο της παρτίδας
cmd-match-settings-language-name = γλώσσα
cmd-match-settings-language-desc = Η γλώσσα των αναρτήσεων της παρτίδας
cmd-match-settings-reminder_hours-name = ώρες-υπενθύμισης
cmd-match-settings-reminder_hours-desc = Κάθε πόσες ώρες θα θυμίζουμε στον παίκτη να παίξει (το 0 κλείνει τις υπενθυμίσεις)
cmd-match-settings-timeout_hours-name = ώρες-ανά-γύρο
cmd-match-settings-timeout_hours-desc = Χρόνος για κάθε γύρο, σε ώρες (το 0 σημαίνει χωρίς όριο)
cmd-match-settings-timeout_action-name = λήξη-χρόνου
cmd-match-settings-timeout_action-desc = Τι γίνεται όταν λήξει ο χρόνος ενός γύρου
cmd-match-vacation-name = διακοπές
cmd-match-vacation-desc = Σταμάτα τα ρολόγια σου σε όλες τις παρτίδες σου, ή γύρνα πίσω
cmd-match-vacation-away-name = λείπω
cmd-match-vacation-away-desc = True όσο λείπεις, False όταν γυρίσεις
cmd-match-profile-name = προφίλ
cmd-match-profile-desc = Η ζώνη ώρας σου και οι ώρες ησυχίας σου (καμία ειδοποίηση τότε)
cmd-match-profile-timezone-name = ζώνη-ώρας
cmd-match-profile-timezone-desc = Η ζώνη ώρας σου, για παράδειγμα Europe/Athens
cmd-match-profile-quiet_start-name = αρχή-ησυχίας
cmd-match-profile-quiet_start-desc = Η ώρα που αρχίζει η ησυχία σου (0 έως 23, στη δική σου ώρα)
cmd-match-profile-quiet_end-name = τέλος-ησυχίας
cmd-match-profile-quiet_end-desc = Η ώρα που τελειώνει η ησυχία σου (0 έως 23, στη δική σου ώρα)

## /babel

cmd-babel-name = babel
cmd-babel-desc = Κάνε την κίνησή σου στην παρτίδα Babel αυτού του καναλιού
cmd-babel-move-name = μετακίνηση
cmd-babel-move-desc = Πήγαινε τον οικοδόμο σου σε άλλη τοποθεσία (πληρώνεις μία κάρτα εκείνου του λαού)
cmd-babel-move-to-name = τοποθεσία
cmd-babel-move-to-desc = Η τοποθεσία όπου πηγαίνεις
cmd-babel-play-name = παίξιμο
cmd-babel-play-desc = Παίξε μία κάρτα λαού στην τοποθεσία του οικοδόμου σου
cmd-babel-play-nation-name = λαός
cmd-babel-play-nation-desc = Ο λαός της κάρτας
cmd-babel-build-name = χτίσιμο
cmd-babel-build-desc = Χτίσε το επόμενο επίπεδο ναού στην τοποθεσία του οικοδόμου σου
cmd-babel-build-source-name = από
cmd-babel-build-source-desc = Με ποια κάρτα ναού θα χτίσεις
cmd-babel-migrate-name = μετανάστευση
cmd-babel-migrate-desc = Μετάφερε τις 3 πιο πρόσφατες κάρτες λαών σου σε άλλη τοποθεσία (μία φορά ανά γύρο)
cmd-babel-migrate-origin-name = από
cmd-babel-migrate-origin-desc = Η τοποθεσία που αφήνουν
cmd-babel-migrate-to-name = προς
cmd-babel-migrate-to-desc = Η τοποθεσία όπου πηγαίνουν
cmd-babel-power-name = δύναμη
cmd-babel-power-desc = Χρησιμοποίησε μια δύναμη: θυσίασε μία κάρτα από σειρά 3+ στην τοποθεσία σου
cmd-babel-power-power-name = δύναμη
cmd-babel-power-power-desc = Η δύναμη που θα χρησιμοποιήσεις
cmd-babel-power-run-name = θέση
cmd-babel-power-run-desc = Η θέση της κάτω κάρτας της σειράς, με το 1 στη βάση
cmd-babel-power-target-name = στόχος
cmd-babel-power-target-desc = Μηδική λιποταξία: ο λαός που χάνει ο αντίπαλός σου
cmd-babel-power-source-name = από
cmd-babel-power-source-desc = Περσικό άλμα: η στοίβα ναών από την οποία χτίζεις
cmd-babel-end-name = τέλος
cmd-babel-end-desc = Τελείωσε τον γύρο σου και τράβηξε τις κάρτες ναού σου
cmd-babel-discard-name = απόρριψη
cmd-babel-discard-desc = Απάντησε στη δύναμη όλων των λαών: διάλεξε τις κάρτες που απορρίπτεις
cmd-babel-discard-cards-name = κάρτες
cmd-babel-discard-cards-desc = Οι κάρτες που απορρίπτεις
