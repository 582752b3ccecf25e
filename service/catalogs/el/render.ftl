## Words drawn on the board images (bot/render), Greek. Ids are the code's keys with "." as "-".

## Το ταμπλό του Babel

render-babel-title = Babel
render-babel-turn = Γύρος { $turn }
render-babel-toplay = Παίζει: { $player }
render-babel-final = Τελική φάση: τέλος στο 20+ ή στο 9 ή λιγότερο
render-babel-over = Τέλος παιχνιδιού
# $reason reads after the winner's name (babel-end-*)
render-babel-result = Νικητής: { $player } ({ $reason })
render-babel-draw = Ισοπαλία: ίσοι ναοί και ίσα χέρια
render-babel-score = ναοί
render-babel-tag-toplay = ▶ έχει σειρά
render-babel-tag-discard = πρέπει να απορρίψει { $count }
render-babel-tag-winner = ★ νικητής
render-babel-hand = Χέρι: { $count }
render-babel-builder = Οικοδόμος: { $site }
render-babel-inquarry = στο λατομείο
render-babel-pile = Στοίβα ναών ({ $size }):
render-babel-pileempty = Στοίβα ναών: άδεια
render-babel-foundation = η αρχική κάρτα επιπέδου 1 δεν έχει χτιστεί ακόμα
render-babel-migrated = έκανε μετανάστευση σε αυτόν τον γύρο
render-babel-quarry = Λατομείο
render-babel-deck = Τράπουλα λαών
render-babel-discard = Απορρίψεις
render-babel-pending = { $player }: πρέπει να απορρίψει { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    } πριν συνεχιστεί το παιχνίδι
render-babel-column-temple = Ναός
render-babel-column-people = Λαοί: η θέση 1 είναι η βάση της στήλης
render-babel-legend = Μεγάλος αριθμός = επίπεδο ναού (το δείχνει και ο κλιμακωτός πύργος) · οικοδόμος:

## Ένα γράμμα ανά λαό, πάνω στις κάρτες λαών· τα πέντε γράμματα πρέπει να διαφέρουν.

render-babel-initial-assyrians = Α
render-babel-initial-hittites = Χ
render-babel-initial-medes = Μ
render-babel-initial-persians = Π
render-babel-initial-sumerians = Σ

## Το διάγραμμα της κούρσας

render-chart-title = Η κούρσα της βαθμολογίας
render-chart-turn = Γύρος
render-chart-score = Βαθμοί
render-babel-mark-target = 15: τέλος παιχνιδιού ή αρχή της τελικής φάσης
render-babel-mark-final = 20: τέλος της τελικής φάσης
render-babel-mark-low = 9 ή λιγότερο: το χαμηλό όριο

## Babel: η εικόνα για κινητό και το υπόμνημα

render-babel-final-short = Τελική φάση
render-babel-column-stack = Λαοί (1 = βάση)
render-babel-key-level = επίπεδο ναού
render-babel-key-people = κάρτα λαού (το γράμμα του λαού της)
render-babel-key-position = θέση, 1 = βάση
render-babel-key-builder = οικοδόμος
render-babel-key-hand = κάρτες στο χέρι
render-babel-key-pile = στοίβα ναών, η πάνω κάρτα σκούρα
render-babel-column-site = Τοποθεσία
