### Antike Duellum's event cards: each card's name and a short rules text in our own words (Greek).
### The cards themselves are data (rules/duellum/data/events.json); a card with the id storm_at_athos
### has the name duellum-card-storm_at_athos and the rules text duellum-card-storm_at_athos-text.

## The four public cards

duellum-card-fortress = Φρούριο
duellum-card-fortress-text = Παίζεται στη σειρά του αντιπάλου σου, όταν επιτίθεται σε πόλη σου: η πόλη παίρνει +1 άμυνα σε αυτή την κατάκτηση.
duellum-card-earthquake = Σεισμός
duellum-card-earthquake-text = Κατάστρεψε ένα τείχος πόλης σε όποια περιοχή διαλέξεις, δικό σου ή του αντιπάλου σου.
duellum-card-burglary = Διάρρηξη
duellum-card-burglary-text = Ο αντίπαλός σου χάνει τα μισά νομίσματά του, με στρογγυλοποίηση προς τα κάτω.
duellum-card-academy = Ακαδημία
duellum-card-academy-text = Παίζεται στην ενέργεια SCIENTIA: πάρε 1 χρυσό για κάθε τεχνογνωσία που έχει ο αντίπαλός σου.

## Resources

duellum-card-laurion_silver = Το ασήμι του Λαυρίου
duellum-card-laurion_silver-text = Πάρε 3 χρυσό από την τράπεζα.
duellum-card-iberian_mines = Ιβηρικά ορυχεία
duellum-card-iberian_mines-text = Πάρε 3 σίδηρο από την τράπεζα.
duellum-card-parian_marble = Πάριο μάρμαρο
duellum-card-parian_marble-text = Πάρε 3 μάρμαρο από την τράπεζα.
duellum-card-phoenician_traders = Φοίνικες έμποροι
duellum-card-phoenician_traders-text = Πάρε 2 νομίσματα από την τράπεζα.
duellum-card-sicilian_grain = Το σιτάρι της Σικελίας
duellum-card-sicilian_grain-text = Πάρε 1 μάρμαρο, 1 σίδηρο και 1 χρυσό από την τράπεζα.
duellum-card-persian_darics = Περσικοί δαρεικοί
duellum-card-persian_darics-text = Πάρε 2 χρυσό και 1 νόμισμα από την τράπεζα.

## Troops and walls

duellum-card-celtiberian_mercenaries = Κελτίβηρες μισθοφόροι
duellum-card-celtiberian_mercenaries-text = Μετακίνησε δωρεάν 2 λεγεώνες από το απόθεμά σου στην περιοχή στρατολόγησής σου.
duellum-card-greek_mercenaries = Έλληνες μισθοφόροι
duellum-card-greek_mercenaries-text = Μετακίνησε δωρεάν 2 λεγεώνες από το απόθεμά σου στην περιοχή στρατολόγησής σου.
duellum-card-captured_quinquereme = Αιχμαλωτισμένη πεντήρης
duellum-card-captured_quinquereme-text = Μετακίνησε δωρεάν 1 γαλέρα από το απόθεμά σου στην περιοχή στρατολόγησής σου.
duellum-card-hoplite_levy = Επιστράτευση οπλιτών
duellum-card-hoplite_levy-text = Τοποθέτησε δωρεάν μία μονάδα από την περιοχή στρατολόγησής σου σε μία από τις πόλεις σου.
duellum-card-themistocles_walls = Τα τείχη του Θεμιστοκλή
duellum-card-themistocles_walls-text = Πάρε 1 τείχος πόλης από την τράπεζα στο απόθεμά σου.
duellum-card-servian_wall = Το Σερβιανό τείχος
duellum-card-servian_wall-text = Πάρε 1 τείχος πόλης από την τράπεζα στο απόθεμά σου.

## Blows against the opponent

duellum-card-plague_of_athens = Ο λοιμός των Αθηνών
duellum-card-plague_of_athens-text = Μία εχθρική λεγεώνα σε περιοχή της επιλογής σου αρρωσταίνει και επιστρέφει στην περιοχή στρατολόγησής της.
duellum-card-mercenary_revolt = Ανταρσία μισθοφόρων
duellum-card-mercenary_revolt-text = Μία εχθρική λεγεώνα σε περιοχή της επιλογής σου στασιάζει και επιστρέφει στην περιοχή στρατολόγησής της.
duellum-card-storm_at_athos = Θύελλα στον Άθω
duellum-card-storm_at_athos-text = Μία εχθρική γαλέρα σε περιοχή της επιλογής σου ναυαγεί και επιστρέφει στην περιοχή στρατολόγησής της.
duellum-card-storm_off_camarina = Θύελλα στην Καμάρινα
duellum-card-storm_off_camarina-text = Μία εχθρική γαλέρα σε περιοχή της επιλογής σου ναυαγεί και επιστρέφει στην περιοχή στρατολόγησής της.
duellum-card-war_indemnity = Πολεμική αποζημίωση
duellum-card-war_indemnity-text = Πάρε από τον αντίπαλό σου 2 μονάδες ενός πόρου της επιλογής σου.

## Help for this turn

duellum-card-phidias = Φειδίας
duellum-card-phidias-text = Σε αυτόν τον γύρο, στο TEMPLUM, κάθε ναός που χτίζεις κοστίζει 3 μάρμαρο λιγότερο.
duellum-card-hannibals_march = Η πορεία του Αννίβα
duellum-card-hannibals_march-text = Σε αυτόν τον γύρο, στο DUELLUM, οι λεγεώνες σου μπορούν να περάσουν ένα σύνορο παραπάνω.
duellum-card-etesian_winds = Τα μελτέμια
duellum-card-etesian_winds-text = Σε αυτόν τον γύρο, στο DUELLUM, οι γαλέρες σου μπορούν να περάσουν ένα σύνορο παραπάνω.
duellum-card-oracle_of_delphi = Το μαντείο των Δελφών
duellum-card-oracle_of_delphi-text = Παίζεται πριν διαλέξεις θέση στον κυκλικό πίνακα: η κίνησή σου σε αυτόν τον γύρο δεν κοστίζει τίποτα.
