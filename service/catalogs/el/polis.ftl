### Polis: ονόματα, ενέργειες, γραμμές του ημερολογίου και αρνήσεις (ελληνικά).
### Οι γραμμές του ημερολογίου με παίκτη ακολουθούν το όνομά του ("Η Αθήνα μετακίνησε ...").

## Πλευρές, γύροι, πόροι, μονάδες

polis-side-athens = Αθήνα
polis-side-sparta = Σπάρτη
polis-round-3 = ο γύρος 1 από 4
polis-round-4 = ο γύρος 2 από 4
polis-round-5a = ο γύρος 3 από 4
polis-round-5b = ο γύρος 4 από 4
polis-res-wheat = σιτάρι
polis-res-silver = ασήμι
polis-res-metal = μέταλλο
polis-res-wood = ξύλο
polis-res-oil = λάδι
polis-res-wine = κρασί
polis-amount = { $count } { $resource }
polis-leg = { $where } ({ $count })
polis-unit-hoplite = οπλίτες
polis-unit-galley = γαλέρες
polis-unit-merchant = έμποροι

## Περιοχές και θάλασσες

polis-terr-attike = Αττική
polis-terr-megaris = Μεγαρίδα
polis-terr-boiotia = Βοιωτία
polis-terr-euboia = Εύβοια
polis-terr-korinthia = Κορινθία
polis-terr-argolis = Αργολίδα
polis-terr-arkadia = Αρκαδία
polis-terr-lakedaimon = Λακεδαίμων
polis-terr-messenia = Μεσσηνία
polis-terr-thessalia = Θεσσαλία
polis-terr-chalkidike = Χαλκιδική
polis-terr-thrake = Θράκη
polis-terr-ionia = Ιωνία
polis-terr-nesoi = Νησιά
polis-terr-kerkyra = Κέρκυρα
polis-terr-ionion = Ιόνιο Πέλαγος
polis-terr-korinthiakos = Κορινθιακός Κόλπος
polis-terr-saronikos = Σαρωνικός Κόλπος
polis-terr-myrtoon = Μυρτώο Πέλαγος
polis-terr-kyklades = Κυκλάδες
polis-terr-noties_sporades = Νότιες Σποράδες
polis-terr-aigaion = Αιγαίο Πέλαγος
polis-terr-thrakikon = Θρακικό Πέλαγος
polis-terr-hellespontos = Ελλήσποντος

## Πόλεις

polis-city-athinai = Αθήνα
polis-city-chalkis = Χαλκίδα
polis-city-chios = Χίος
polis-city-sparti = Σπάρτη
polis-city-gythion = Γύθειο
polis-city-pylos = Πύλος
polis-city-thebai = Θήβα
polis-city-plataiai = Πλαταιές
polis-city-megara = Μέγαρα
polis-city-korinthos = Κόρινθος
polis-city-argos = Άργος
polis-city-mantineia = Μαντίνεια
polis-city-korkyra = Κέρκυρα
polis-city-naxos = Νάξος
polis-city-samos = Σάμος
polis-city-potidaia = Ποτίδαια
polis-city-amphipolis = Αμφίπολη

## Ξένες αγορές

polis-market-pontos = Εύξεινος Πόντος
polis-market-aigyptos = Αίγυπτος
polis-market-sikelia = Σικελία
polis-market-italia = Μεγάλη Ελλάδα
polis-market-kypros = Κύπρος

## Έργα

polis-project-parthenon = ο Παρθενώνας
polis-project-long_walls = τα Μακρά Τείχη
polis-project-propylaia = τα Προπύλαια
polis-project-odeion = ένα ωδείο
polis-project-theatron = ένα θέατρο
polis-project-stoa = μια στοά
polis-project-gymnasion = ένα γυμνάσιο
polis-project-agora = μια αγορά
polis-project-heraion = ένας ναός της Ήρας
polis-project-neoria = νεώρια
polis-project-telesterion = ένα τελεστήριο
polis-project-tholos = μια θόλος
polis-project-palaistra = μια παλαίστρα
polis-project-temple_apollo = ένας ναός του Απόλλωνα

## Κάρτες μάχης και κάρτες γεγονότων

polis-formation-phalanx = φάλαγγα
polis-formation-embolon = έμβολο
polis-formation-kyklos = κύκλος
polis-formation-epikampios = λοξή παράταξη
polis-card-combat = κάρτα { $number } ({ $formation }, { $value })
polis-card-none = καμία κάρτα
polis-card-delian_league = Η Δηλιακή Συμμαχία
polis-card-eurymedon = Νίκη στον Ευρυμέδοντα
polis-card-helot_revolt = Εξέγερση των ειλώτων
polis-card-sparta_earthquake = Ο μεγάλος σεισμός
polis-card-ithome_dismissal = Διωγμένοι από την Ιθώμη
polis-card-long_walls = Τα Μακρά Τείχη
polis-card-tanagra = Η μάχη της Τανάγρας
polis-card-oinophyta = Η μάχη στα Οινόφυτα
polis-card-egyptian_disaster = Καταστροφή στην Αίγυπτο
polis-card-treasury_to_athens = Το ταμείο πάει στην Αθήνα
polis-card-five_years_truce = Η πενταετής ανακωχή
polis-card-peace_of_kallias = Η Καλλίειος Ειρήνη
polis-card-koroneia = Ήττα στην Κορώνεια
polis-card-euboean_revolt = Αποστασία της Εύβοιας
polis-card-thirty_years_peace = Η Τριακονταετής Ειρήνη
polis-card-pericles = Ο χρυσός αιώνας του Περικλή
polis-card-samian_war = Ο Σαμιακός πόλεμος
polis-card-amphipolis_founded = Η ίδρυση της Αμφίπολης
polis-card-olympic_truce = Η ολυμπιακή εκεχειρία
polis-card-sybota = Η ναυμαχία των Συβότων
polis-card-potidaea = Η πολιορκία της Ποτίδαιας
polis-card-megarian_decree = Το Μεγαρικό ψήφισμα
polis-card-sparta_votes_war = Η Σπάρτη ψηφίζει πόλεμο
polis-card-parthenon = Ο Παρθενώνας
polis-card-archidamian_invasion = Ο Αρχίδαμος εισβάλλει στην Αττική
polis-card-plague = Ο λοιμός της Αθήνας
polis-card-pericles_dies = Πεθαίνει ο Περικλής
polis-card-naupaktos = Ο Φορμίων στη Ναύπακτο
polis-card-plataea = Η άλωση των Πλαταιών
polis-card-mytilene_revolt = Η αποστασία της Μυτιλήνης
polis-card-kerkyra_stasis = Εμφύλιος στην Κέρκυρα
polis-card-pylos = Η οχύρωση της Πύλου
polis-card-sphakteria = Η Σφακτηρία
polis-card-delium = Η μάχη του Δηλίου
polis-card-brasidas = Ο Βρασίδας παίρνει την Αμφίπολη
polis-card-peace_of_nikias = Η Νικίειος Ειρήνη
polis-card-mantinea = Η μάχη της Μαντινείας
polis-card-melos = Η υπόθεση της Μήλου
polis-card-alcibiades_defects = Ο Αλκιβιάδης αλλάζει στρατόπεδο
polis-card-sicilian_expedition = Η Σικελική εκστρατεία
polis-card-dekeleia = Η οχύρωση της Δεκέλειας
polis-card-persian_gold = Το περσικό χρυσάφι
polis-card-four_hundred = Οι Τετρακόσιοι
polis-card-cyzicus = Η ναυμαχία της Κυζίκου
polis-card-cyrus_and_lysander = Ο Κύρος και ο Λύσανδρος
polis-card-notion = Η ναυμαχία του Νοτίου
polis-card-arginusae = Οι Αργινούσες
polis-card-aigospotamoi = Οι Αιγός Ποταμοί
polis-lore-delian_league = Οι σύμμαχοι των Περσικών πολέμων εμπιστεύονται στην Αθήνα τα πλοία και τον φόρο τους.
polis-lore-eurymedon = Ο Κίμων συντρίβει περσικό στρατό και στόλο στις ακτές της Ασίας.
polis-lore-helot_revolt = Οι είλωτες της Μεσσηνίας ξεσηκώνονται και οχυρώνονται στην Ιθώμη.
polis-lore-sparta_earthquake = Η γη συνταράζει τη Σπάρτη και πολλοί άνδρες της χάνονται.
polis-lore-ithome_dismissal = Η Σπάρτη στέλνει πίσω τους Αθηναίους που ήρθαν να βοηθήσουν, και η Αθήνα δεν το ξεχνά.
polis-lore-long_walls = Τείχη από την πόλη ως τη θάλασσα κρατούν την Αθήνα τροφοδοτημένη ό,τι κι αν γίνει στη στεριά.
polis-lore-tanagra = Οι Σπαρτιάτες οπλίτες κρατούν το πεδίο απέναντι στην Αθήνα και τους συμμάχους της.
polis-lore-oinophyta = Η Αθήνα νικά τους Βοιωτούς και απλώνει το χέρι στους κάμπους τους.
polis-lore-egyptian_disaster = Η εκστρατεία για την αιγυπτιακή εξέγερση χάνεται μαζί με τα πλοία της.
polis-lore-treasury_to_athens = Τα χρήματα της Συμμαχίας φεύγουν από τη Δήλο για την Ακρόπολη, και οι σύμμαχοι γκρινιάζουν.
polis-lore-five_years_truce = Ο Κίμων, πίσω από την εξορία, πείθει τις δύο πόλεις να αφήσουν τα όπλα.
polis-lore-peace_of_kallias = Τα νέα για ειρήνη με τον Μεγάλο Βασιλιά ανοίγουν τους θαλάσσιους δρόμους (αν υπογράφηκε ποτέ).
polis-lore-koroneia = Οι Βοιωτοί τρέπουν σε φυγή αθηναϊκό στρατό και ξανακερδίζουν την ελευθερία τους.
polis-lore-euboean_revolt = Ο Περικλής περνά στρατό απέναντι και φέρνει το νησί σε υποταγή.
polis-lore-thirty_years_peace = Αθήνα και Σπάρτη ορκίζονται να κρατήσουν την ειρήνη για μια γενιά.
polis-lore-pericles = Ναοί υψώνονται στην Αθήνα ενώ οι σύμμαχοι της Σπάρτης μαζεύουν πλούσιες σοδειές.
polis-lore-samian_war = Η Σάμος αποσπάται και η Αθήνα πληρώνει ακριβά για να την ξαναπάρει.
polis-lore-amphipolis_founded = Μια νέα αποικία στον Στρυμόνα ανοίγει στην Αθήνα τα δάση της Θράκης.
polis-lore-olympic_truce = Η ιερή εκεχειρία αφήνει αθλητές και προσκυνητές να φτάσουν με ασφάλεια στην Ολυμπία.
polis-lore-sybota = Ο στόλος της Κορίνθου σταματά μπροστά στην Κέρκυρα μόλις φανούν τα αθηναϊκά πλοία.
polis-lore-potidaea = Μια αποστάτρια πόλη του βορρά δεσμεύει αθηναϊκό στρατό για χρόνια.
polis-lore-megarian_decree = Η Αθήνα αποκλείει τα Μέγαρα από τις αγορές και τα λιμάνια της.
polis-lore-sparta_votes_war = Η σπαρτιατική συνέλευση κηρύσσει ότι η Αθήνα παραβίασε την ειρήνη.
polis-lore-parthenon = Ο μεγάλος ναός της Αθηνάς τελειώνει, πληρωμένος με τον φόρο των συμμάχων.
polis-lore-archidamian_invasion = Ο πελοποννησιακός στρατός καίει τα χωράφια της Αττικής ενώ η Αθήνα περιμένει πίσω από τα τείχη.
polis-lore-plague = Η αρρώστια σαρώνει την πολυπληθή πόλη.
polis-lore-pericles_dies = Η Αθήνα χάνει τον πολιτικό που την οδήγησε στον πόλεμο.
polis-lore-naupaktos = Λίγα αθηναϊκά πλοία νικούν δύο φορές μεγαλύτερους πελοποννησιακούς στόλους.
polis-lore-plataea = Η πιστή σύμμαχος της Αθήνας παραδίνεται ύστερα από μακρά πολιορκία.
polis-lore-mytilene_revolt = Η Λέσβος ξεσηκώνεται κατά της Αθήνας, που πρέπει να την αποκλείσει με μεγάλο κόστος.
polis-lore-kerkyra_stasis = Παράταξη χτυπά παράταξη στο νησί, και οι στόλοι γύρω του υποφέρουν.
polis-lore-pylos = Ένα αθηναϊκό φυλάκιο στη Μεσσηνία καλεί τους είλωτες να δραπετεύσουν.
polis-lore-sphakteria = Σπαρτιάτες πολίτες παγιδευμένοι σε ένα νησί παραδίνουν τα όπλα.
polis-lore-delium = Οι Βοιωτοί τρέπουν σε φυγή τον αθηναϊκό στρατό κοντά στα σύνορα.
polis-lore-brasidas = Μια τολμηρή σπαρτιατική πορεία στον βορρά αποσπά την αποικία της Αθήνας στον Στρυμόνα.
polis-lore-peace_of_nikias = Δέκα χρόνια πολέμου τελειώνουν με ειρήνη και οι αιχμάλωτοι γυρίζουν σπίτι.
polis-lore-mantinea = Η Σπάρτη νικά το Άργος και τους συμμάχους του και ξαναβρίσκει τη φήμη της.
polis-lore-melos = Η Αθήνα συντρίβει την ουδέτερη Μήλο, και όλη η Ελλάδα το μαθαίνει.
polis-lore-alcibiades_defects = Ο λαμπρός στρατηγός της Αθήνας καταφεύγει στη Σπάρτη και της δείχνει πώς να πλήξει την πόλη του.
polis-lore-sicilian_expedition = Η Αθήνα ρίχνει άνδρες και πλοία σε πόλεμο κατά των Συρακουσών.
polis-lore-dekeleia = Ένα σπαρτιατικό φρούριο στην Αττική αποκόπτει τα χωράφια και τα μεταλλεία αργύρου.
polis-lore-persian_gold = Οι σατράπες πληρώνουν τα σπαρτιατικά πλοία με αντάλλαγμα τις ελληνικές πόλεις της Ασίας.
polis-lore-four_hundred = Ένα ολιγαρχικό πραξικόπημα κρατά την Αθήνα για λίγους ταραγμένους μήνες.
polis-lore-cyzicus = Ο Αλκιβιάδης καταστρέφει τον πελοποννησιακό στόλο στην Προποντίδα.
polis-lore-cyrus_and_lysander = Το περσικό χρήμα ανεβάζει τον μισθό των κωπηλατών της Σπάρτης.
polis-lore-notion = Ο Λύσανδρος νικά τον αθηναϊκό στόλο ενώ ο αρχηγός του λείπει.
polis-lore-arginusae = Η Αθήνα κερδίζει μεγάλη ναυμαχία και μετά καταδικάζει σε θάνατο τους νικητές στρατηγούς της.
polis-lore-aigospotamoi = Ο Λύσανδρος αιφνιδιάζει τον αθηναϊκό στόλο στην ακτή και τον αιχμαλωτίζει.
polis-side_both = και οι δύο πλευρές
polis-effect-resource-gain = { $both ->
    [yes] { $side } παίρνουν
   *[other] η { $side } παίρνει
} { $count } { $resource }
polis-effect-resource-lose = { $both ->
    [yes] { $side } χάνουν
   *[other] η { $side } χάνει
} { $count } { $resource }
polis-effect-prestige-gain = { $both ->
    [yes] { $side } παίρνουν
   *[other] η { $side } παίρνει
} { $count } γόητρο
polis-effect-prestige-lose = { $both ->
    [yes] { $side } χάνουν
   *[other] η { $side } χάνει
} { $count } γόητρο
polis-effect-population-gain = { $both ->
    [yes] { $side } παίρνουν
   *[other] η { $side } παίρνει
} { $count ->
    [one] έναν κύβο
   *[other] { $count } κύβους
} στην πρωτεύουσα
polis-effect-population-lose = { $both ->
    [yes] { $side } χάνουν
   *[other] η { $side } χάνει
} { $count ->
    [one] έναν κύβο
   *[other] { $count } κύβους
} στην πρωτεύουσα
polis-effect-hoplites-gain = { $both ->
    [yes] { $side } στρατολογούν
   *[other] η { $side } στρατολογεί
} { $count ->
    [one] έναν οπλίτη
   *[other] { $count } οπλίτες
} στην πατρίδα
polis-effect-hoplites-lose = { $both ->
    [yes] { $side } χάνουν
   *[other] η { $side } χάνει
} { $count ->
    [one] έναν οπλίτη
   *[other] { $count } οπλίτες
} (πρώτα στην πατρίδα)
polis-effect-galleys-gain = { $both ->
    [yes] { $side } ναυπηγούν
   *[other] η { $side } ναυπηγεί
} { $count ->
    [one] μία γαλέρα
   *[other] { $count } γαλέρες
} στο λιμάνι της πατρίδας
polis-effect-galleys-lose = { $both ->
    [yes] { $side } χάνουν
   *[other] η { $side } χάνει
} { $count ->
    [one] μία γαλέρα
   *[other] { $count } γαλέρες
} (πρώτα στο λιμάνι της πατρίδας)
polis-effect-market-up = η αξία της αγοράς ανεβαίνει κατά { $count }
polis-effect-market-down = η αξία της αγοράς πέφτει κατά { $count }
polis-effect-truce = ανακωχή: ούτε μάχες ούτε πολιορκίες σε αυτόν τον γύρο
polis-effect-exhaust = ο φόρος της περιοχής { $where } έχει εξαντληθεί για αυτόν τον γύρο

## Ενέργειες (μενού)

polis-action-create-hoplite = Στρατολόγησε { $count ->
    [one] 1 οπλίτη
   *[other] { $count } οπλίτες
} στην πόλη { $polis }
polis-action-create-galley = Ναυπήγησε { $count ->
    [one] 1 γαλέρα
   *[other] { $count } γαλέρες
} στην πόλη { $polis }
polis-action-create-merchant = Εξόπλισε { $count ->
    [one] 1 έμπορο
   *[other] { $count } εμπόρους
} στην πόλη { $polis }
polis-action-build = Ξεκίνα το έργο: { $project }, στην πόλη { $polis }
polis-action-move-hoplite = Μετακίνησε { $count ->
    [one] 1 οπλίτη
   *[other] { $count } οπλίτες
}: { $origin } → { $to } (1 γόητρο)
polis-action-move-galley = Μετακίνησε { $count ->
    [one] 1 γαλέρα
   *[other] { $count } γαλέρες
}: { $origin } → { $to } (1 γόητρο)
polis-action-move_many-hoplite = Μετακίνησε { $count ->
        [one] { $count } οπλίτη
       *[other] { $count } οπλίτες
    }: { $origins } → { $to } (1 γόητρο)
polis-action-move_many-galley = Μετακίνησε { $count ->
        [one] { $count } γαλέρα
       *[other] { $count } γαλέρες
    }: { $origins } → { $to } (1 γόητρο)
polis-action-siege = Πολιόρκησε την πόλη { $polis } (1 γόητρο)
polis-action-collect = Εισέπραξε τον φόρο της περιοχής { $where }
polis-action-trade = Στείλε έμπορο στην αγορά { $market }, φορτίο { $load }
polis-action-proxenos = Στείλε τον πρόξενό σου στην πόλη { $polis }
polis-action-ransom = Εξαγόρασε τον πρόξενό σου (2 ασήμι)
polis-action-civilwar = Υποκίνησε εμφύλιο στην πόλη { $polis }
polis-action-end = Τέλος γύρου σειράς
polis-action-pass = Πάσο για τον υπόλοιπο γύρο
polis-action-commit = Παίξε κλειστές: { $cards }
polis-action-fight = Συνέχισε τη μάχη
polis-action-withdraw = Υποχώρησε (1 γόητρο στον αντίπαλο)
polis-action-feed = Πλήρωσε με γόητρο το σιτάρι που λείπει
polis-action-abandon = Εγκατάλειψε την πόλη { $polis }
polis-action-grow = Πρόσθεσε έναν κύβο στην πόλη { $polis } για 1 σιτάρι
polis-action-done = Φτάνει η αύξηση
polis-action-phoros = Μετάτρεψε { $amount } γόητρο σε ασήμι

## Γραμμές του ημερολογίου

polis-event-round = Αρχίζει { $round }: έως { $stack ->
        [one] { $stack } μονάδα
       *[other] { $stack } μονάδες
    } κάθε πλευράς ανά περιοχή. Γεγονός: { $event }. { $lore } Αποτέλεσμα: { $effects }. Διαθέσιμα έργα: { $projects }.
polis-event-turn = παίζει.
polis-event-pass = έκανε πάσο για τον υπόλοιπο γύρο.
polis-event-end_turn = τελείωσε τη σειρά του.
polis-event-create-hoplite = στρατολόγησε { $count ->
    [one] 1 οπλίτη
   *[other] { $count } οπλίτες
} στην πόλη { $polis }, πληρώνοντας { $paid }.
polis-event-create-galley = ναυπήγησε { $count ->
    [one] 1 γαλέρα
   *[other] { $count } γαλέρες
} στην πόλη { $polis }, πληρώνοντας { $paid }.
polis-event-create-merchant = εξόπλισε { $count ->
    [one] 1 έμπορο
   *[other] { $count } εμπόρους
} στην πόλη { $polis }, πληρώνοντας { $paid }.
polis-event-build = ξεκίνησε το έργο { $project } στην πόλη { $polis }.
polis-event-move-hoplite = μετακίνησε { $count ->
    [one] 1 οπλίτη
   *[other] { $count } οπλίτες
}: { $origin } → { $to }.
polis-event-move-galley = μετακίνησε { $count ->
    [one] 1 γαλέρα
   *[other] { $count } γαλέρες
}: { $origin } → { $to }.
polis-event-move_many-hoplite = μετακίνησε { $count ->
        [one] { $count } οπλίτη
       *[other] { $count } οπλίτες
    }: { $origins } → { $to }.
polis-event-move_many-galley = μετακίνησε { $count ->
        [one] { $count } γαλέρα
       *[other] { $count } γαλέρες
    }: { $origins } → { $to }.
polis-event-siege_won = έφερε { $roll } απέναντι σε οχύρωση { $fortification } και κατέλαβε την πόλη { $polis }.
polis-event-siege_lost = έφερε { $roll } απέναντι σε οχύρωση { $fortification } στην πόλη { $polis } και έχασε έναν οπλίτη{ $cubes ->
    [0] .
   *[other] · η πόλη έχασε έναν κύβο.
}
polis-event-collect = εισέπραξε τον φόρο της περιοχής { $where }: { $goods }.
polis-event-exchange = αντάλλαξε { $give } { $good } στην αγορά { $market } με { $get } { $got }· το ζάρι έφερε { $roll } και η αξία της αγοράς πήγε από { $before } σε { $after }.
polis-event-purchase = αγόρασε { $wheat } σιτάρι στην αγορά { $market } με { $price } ασήμι· τα ζάρια έφεραν { $first } και { $second } και η αξία της αγοράς πήγε από { $before } σε { $after }.
polis-event-proxenos = έστειλε τον πρόξενο στην πόλη { $polis }, πληρώνοντας { $cost } ασήμι σε δωροδοκίες.
polis-event-ransom = εξαγόρασε τον πρόξενο με { $silver } ασήμι.
polis-event-civil_war = υποκίνησε εμφύλιο στην πόλη { $polis } με { $cost } ασήμι και κέρδισε { $prestige } γόητρο.
polis-event-proxenos_captured = έχασε τον πρόξενο, που αιχμαλωτίστηκε στην πόλη { $polis }.
polis-event-battle = επιτίθεται: μάχη στην περιοχή { $where }.
polis-event-draw = { $count ->
        [0] δεν τράβηξε καμία κάρτα μάχης.
        [one] τράβηξε 1 κάρτα μάχης.
       *[other] τράβηξε { $count } κάρτες μάχης.
    }
polis-event-committed = έπαιξε κλειστές τις κάρτες παράταξης.
polis-event-exchange_result = έπαιξε { $attacker } απέναντι σε { $defender } ({ $where }): ο αμυνόμενος έχασε { $losses ->
        [one] { $losses } μονάδα
       *[other] { $losses } μονάδες
    } και ο επιτιθέμενος κέρδισε { $prestige } γόητρο.
polis-event-fight_on = συνεχίζει τη μάχη.
polis-event-withdraw = υποχώρησε ({ $where }) και πλήρωσε { $prestige } γόητρο· { $kept ->
        [one] { $kept } μονάδα οπισθοχώρησε
       *[other] { $kept } μονάδες οπισθοχώρησαν
    } ({ $to }), { $lost ->
        [one] { $lost } χάθηκε
       *[other] { $lost } χάθηκαν
    }.
polis-event-battle_over-units = Η μάχη ({ $where }) τελείωσε: μια πλευρά έχει λιγότερες από 2 μονάδες.
polis-event-battle_over-deck = Η μάχη ({ $where }) τελείωσε: η τράπουλα μάχης εξαντλήθηκε.
polis-event-battle_over-withdraw = Η μάχη ({ $where }) τελείωσε.
polis-event-round_end = Ο γύρος τελείωσε: έργα, ανεφοδιασμός, αύξηση, μεγαλούπολη, συντήρηση και φόρος.
polis-event-project_done = ολοκλήρωσε το έργο { $project } στην πόλη { $polis } και κέρδισε { $prestige } γόητρο.
polis-event-supply = έπρεπε να θρέψει { $need ->
        [one] { $need } κύβο
       *[other] { $need } κύβους
    } και πλήρωσε { $paid } σιτάρι.
polis-event-capital_unfed = δεν μπορεί να θρέψει την πρωτεύουσα: το παιχνίδι τελείωσε.
polis-event-megalopolis = κέρδισε { $count } γόητρο για πόλεις πάνω από τον βασικό πληθυσμό τους και κράτησε { $oil } λάδι, { $wine } κρασί και { $wheat } σιτάρι.
polis-event-feed = πλήρωσε { $prestige } γόητρο για το σιτάρι που έλειπε.
polis-event-abandon = εγκατέλειψε την πόλη { $polis }, που είναι πια ουδέτερη.
polis-event-grow = πρόσθεσε έναν κύβο στην πόλη { $polis }.
polis-event-phoros = μετέτρεψε { $amount } γόητρο σε ασήμι.
polis-event-no_prestige = δεν έχει πια γόητρο: το παιχνίδι τελείωσε.
polis-event-game_over = Ο τέταρτος γύρος τελείωσε: το παιχνίδι λήγει και μετρούν οι πόντοι.
polis-private-drew = { $count ->
        [0] Δεν τράβηξες τίποτα: η τράπουλα μάχης είναι άδεια.
       *[other] Τράβηξες: { $cards }.
    }
polis-private-committed = Έπαιξες: { $cards }.

## Τέλος του παιχνιδιού

polis-end-score = κέρδισε στους πόντους: πληθυσμός, γόητρο και γόητρο των έργων
polis-end-tie_poleis = κέρδισε την ισοπαλία στους πόντους με τις περισσότερες πόλεις
polis-end-draw = ισοπαλία: ίσοι πόντοι και ίσος αριθμός πόλεων
polis-end-famine = κέρδισε επειδή η πλευρά { $loser } δεν μπόρεσε να θρέψει την πρωτεύουσά της
polis-end-prestige = κέρδισε επειδή η πλευρά { $loser } έκλεισε έναν γύρο χωρίς γόητρο

## Αρνήσεις

polis-error-two_players = Το Polis παίζεται από δύο παίκτες, όχι από { $seats }.
polis-error-empty_command = Γράψε μια ενέργεια, για παράδειγμα «collect attike» ή «pass».
polis-error-usage = Γράψ' το έτσι: { $usage }
polis-error-unknown_verb = Το «{ $word }» δεν είναι ενέργεια του Polis. Ενέργειες: { $choices }.
polis-error-unknown_polis = Δεν υπάρχει πόλη με το όνομα «{ $name }».
polis-error-unknown_territory = Δεν υπάρχει περιοχή με το όνομα «{ $name }».
polis-error-unknown_project = Δεν υπάρχει έργο με το όνομα «{ $name }».
polis-error-unknown_market = Δεν υπάρχει ξένη αγορά με το όνομα «{ $name }».
polis-error-no_such_load = Η αγορά { $market } έχει { $count ->
        [one] { $count } φορτίο
       *[other] { $count } φορτία
    }· διάλεξε ένα από αυτά.
polis-error-no_battle = Τώρα δεν γίνεται μάχη· οι κάρτες παίζονται μόνο σε μάχη.
polis-error-not_round_end = Αυτή η επιλογή ανήκει στο τέλος του γύρου· διάλεξε μια ενέργεια της σειράς σου.
polis-error-pass_mid_turn = Έχεις ήδη παίξει σε αυτή τη σειρά: τελείωσέ την αντί για πάσο.
polis-error-turn_cap = Έπαιξες ήδη { $cap ->
        [one] { $cap } σειρά
       *[other] { $cap } σειρές
    } σε αυτόν τον γύρο: κάνε πάσο.
polis-error-end_needs_action = Κάνε πρώτα μια ενέργεια ή κάνε πάσο για τον γύρο.
polis-error-not_yours = Η πόλη { $polis } δεν είναι δική σου.
polis-error-prestige = Χρειάζεται { $need } γόητρο και έχεις { $have }.
polis-error-silver = Χρειάζεται { $need } ασήμι και έχεις { $have }.
polis-error-resource = Χρειάζεται { $need } { $resource } και έχεις { $have }.
polis-error-created_this_turn = Σε αυτή τη σειρά δημιούργησες ήδη μονάδες ({ $unit }), και μόνο σε μία πόλη.
polis-error-population_short = Η πόλη { $polis } έχει { $have ->
        [one] { $have } κύβο
       *[other] { $have } κύβους
    } και πρέπει να κρατήσει έναν: φτιάξε λιγότερες μονάδες.
polis-error-no_port = Η πόλη { $polis } δεν έχει λιμάνι: ναυπήγησε γαλέρες σε παραθαλάσσια πόλη.
polis-error-not_commercial = Η πόλη { $polis } δεν είναι εμπορική: εξόπλισε εμπόρους σε εμπορική πόλη.
polis-error-stack = Στην περιοχή { $where } έχεις ήδη { $have ->
        [one] { $have } μονάδα
       *[other] { $have } μονάδες
    }· σε αυτόν τον γύρο επιτρέπονται { $limit }.
polis-error-merchant_limit = Έχεις ήδη { $limit ->
        [one] { $limit } έμπορο
       *[other] { $limit } εμπόρους
    }.
polis-error-cannot_pay_units = { $count ->
        [one] { $count } μονάδα θέλει
       *[other] { $count } μονάδες θέλουν
    } { $count } { $resource } ή ασήμι· έχεις { $have } { $resource } και { $silver } ασήμι.
polis-error-not_offered = Το έργο { $project } δεν διατίθεται σε αυτόν τον γύρο.
polis-error-project_population = Το έργο { $project } θέλει πόλη με { $need ->
        [one] { $need } κύβο
       *[other] { $need } κύβους
    }· αυτή έχει { $have }.
polis-error-project_slots = Η πόλη { $polis } δεν έχει χώρο για άλλο έργο.
polis-error-wrong_ground = Οι μονάδες ({ $unit }) δεν πάνε εκεί: οι οπλίτες μένουν στη στεριά, οι γαλέρες στη θάλασσα.
polis-error-too_few_units = Έχεις { $have ->
        [one] { $have } μονάδα
       *[other] { $have } μονάδες
    } στην περιοχή { $where }.
polis-error-same_territory = Διάλεξε προορισμό διαφορετικό από εκεί που βρίσκονται οι μονάδες.
polis-error-truce_siege = Σε αυτόν τον γύρο ισχύει ανακωχή: καμία πολιορκία ώσπου να λήξει.
polis-error-origin_twice = Η περιοχή { $where } αναφέρεται δύο φορές στις αφετηρίες αυτής της κίνησης: γράψε κάθε αφετηρία μία φορά, με όλες τις μονάδες που στέλνει.
polis-error-no_path = Δεν υπάρχει ελεύθερος δρόμος από { $origin } προς { $to }: τον κλείνει ο αντίπαλος ή καμία γαλέρα σου δεν μεταφέρει τους οπλίτες.
polis-error-already_yours = Η πόλη { $polis } είναι ήδη δική σου.
polis-error-capital = Η πόλη { $polis } είναι πρωτεύουσα: δεν πολιορκείται, δεν εξαγοράζεται και δεν εγκαταλείπεται.
polis-error-siege_force = Για να πολιορκήσεις την πόλη { $polis } πρέπει να ελέγχεις την περιοχή { $where } με { $need ->
        [one] { $need } οπλίτη
       *[other] { $need } οπλίτες
    }· έχεις { $have }.
polis-error-no_tribute = Η περιοχή { $where } είναι θάλασσα: ο φόρος έρχεται από τη στεριά.
polis-error-collect_no_polis = Δεν έχεις καμία πόλη στην περιοχή { $where }.
polis-error-collected = Ο φόρος της περιοχής { $where } εισπράχθηκε ήδη σε αυτόν τον γύρο.
polis-error-collect_no_hoplites = Δεν έχεις οπλίτες στην περιοχή { $where } για να εισπράξεις.
polis-error-no_merchant = Κανένας έμπορός σου δεν περιμένει στο εμπορικό λιμάνι.
polis-error-load_taken = Το φορτίο { $load } της αγοράς { $market } πιάστηκε ήδη σε αυτόν τον γύρο.
polis-error-route_blocked = Οι γαλέρες του αντιπάλου κλείνουν τον δρόμο προς την αγορά { $market }.
polis-error-proxenos_held = Ο πρόξενός σου κρατείται από τον αντίπαλο: εξαγόρασέ τον πρώτα.
polis-error-proxenos_free = Ο πρόξενός σου είναι ελεύθερος· δεν υπάρχει τίποτα να εξαγοράσεις.
polis-error-proxenos_there = Ο πρόξενός σου είναι ήδη στην πόλη { $polis }.
polis-error-bribe = Ο δρόμος ως εκεί κοστίζει { $need } ασήμι σε δωροδοκίες και έχεις { $have }.
polis-error-civil_war_proxenos = Ο πρόξενός σου πρέπει να βρίσκεται στην πόλη { $polis } για να υποκινήσει εκεί εμφύλιο.
polis-error-battle_commit = Γίνεται μάχη: παίξε πρώτα τις κάρτες παράταξης.
polis-error-committed = Έπαιξες ήδη τις κάρτες σου· περίμενε τον αντίπαλο.
polis-error-card_not_in_hand = Η κάρτα { $card } δεν είναι στο χέρι σου.
polis-error-card_twice = Παίξε δύο διαφορετικές κάρτες.
polis-error-attacker_two_cards = Ο επιτιθέμενος παίζει δύο κάρτες.
polis-error-battle_decide = Αποφάσισε πρώτα αν θα συνεχίσεις τη μάχη ή θα υποχωρήσεις.
polis-error-famine_first = Σου λείπουν { $shortfall } σιτάρι: πλήρωσε με γόητρο ή εγκατάλειψε μια πόλη.
polis-error-population_max = Η πόλη { $polis } έφτασε στο μέγιστο ({ $max ->
        [one] { $max } κύβος
       *[other] { $max } κύβοι
    }).
polis-error-growth_max = Η πόλη { $polis } μπορεί να αυξηθεί κατά { $growth } σε αυτόν τον γύρο.
polis-error-growth_first = Πρόσθεσε κύβους στις πόλεις σου ή σταμάτα την αύξηση πρώτα.
polis-error-phoros_first = Διάλεξε πόσο γόητρο θα γίνει ασήμι (0 για καθόλου).
polis-error-phoros_amount = Μπορείς να μετατρέψεις σε ασήμι το πολύ { $most } γόητρο.

## Λέξεις από τις γραπτές εντολές

core-input-what-polis_city = πόλη
core-input-what-polis_territory = περιοχή
core-input-what-polis_unit = μονάδα
core-input-what-polis_project = έργο
core-input-what-polis_market = αγορά

# A turn's two actions must differ: what was already done this turn.
polis-error-same_action = Σε αυτή τη σειρά έχεις ήδη { $action }, και οι δύο ενέργειες μιας σειράς πρέπει να διαφέρουν: διάλεξε άλλη ενέργεια ή τελείωσε τη σειρά σου.
polis-kind-create-hoplite = στρατολογήσει οπλίτες
polis-kind-create-galley = ναυπηγήσει γαλέρες
polis-kind-create-merchant = εξοπλίσει εμπόρους
polis-kind-move-hoplite = μετακινήσει οπλίτες
polis-kind-move-galley = μετακινήσει γαλέρες
polis-kind-build = ξεκινήσει ένα έργο
polis-kind-siege = πολιορκήσει μια πόλη
polis-kind-collect = εισπράξει φόρο
polis-kind-trade = στείλει έμπορο για εμπόριο
polis-kind-proxenos = μετακινήσει τον πρόξενό σου
polis-kind-ransom = εξαγοράσει τον πρόξενό σου
polis-kind-civilwar = υποδαυλίσει εμφύλιο
polis-event-order = άλλαξε μια πάγια διαταγή.
polis-private-order-ask = Η πάγια διαταγή σου στη μάχη καταργήθηκε: θα ερωτάσαι κάθε φορά αν συνεχίζεις τη μάχη.
polis-private-order-on = Η πάγια διαταγή σου στη μάχη: πάντα συνεχίζεις. Τη βλέπεις μόνο εσύ.
polis-private-order-withdraw = Η πάγια διαταγή σου στη μάχη: πάντα αποσύρεσαι. Τη βλέπεις μόνο εσύ.
polis-private-by_order-on = Η πάγια διαταγή σου απάντησε για σένα: συνεχίζεις τη μάχη.
polis-private-by_order-withdraw = Η πάγια διαταγή σου απάντησε για σένα: αποσύρεσαι.
polis-order-ask = ρώτα κάθε φορά
polis-order-on = πάντα συνέχεια της μάχης
polis-order-withdraw = πάντα υποχώρηση
polis-action-order = Πάγια διαταγή στη μάχη: { $order }
polis-error-order_already = Αυτή είναι ήδη η πάγια διαταγή σου.
polis-error-order_in_battle = Πάγια διαταγή δίνεται μόνο σε μάχη, όταν διαλέγεις τις κάρτες σου ή αποφασίζεις· έξω από μάχη δεν έχει τίποτα να απαντήσει.
