## Words drawn on Antike Duellum's board image (bot/games/duellum/render/), in Greek.
## Ids are the code's keys with "." as "-". Region names are proper names from the map data.

render-duellum-title = Antike Duellum
render-duellum-side-west = Δυτική Μεσόγειος
render-duellum-side-east = Αιγαίο και Ανατολία
render-duellum-turn = Γύρος { $turn }
render-duellum-who = { $nation } ({ $player })
render-duellum-toplay = Σειρά: { $player }
render-duellum-winner = Νικητής: { $player } με { $count ->
        [one] { $count } προσωπικότητα
       *[other] { $count } προσωπικότητες
    }
render-duellum-pending-fortress = { $player }: μπορεί να παίξει το Φρούριο για να υπερασπιστεί την πόλη { $region }
render-duellum-pending-casualties = { $player }: επιλέγει τις απώλειες για την κατάκτηση της πόλης { $region }: { $count ->
        [one] { $count } μονάδα
       *[other] { $count } μονάδες
    }
render-duellum-pending-pick = { $player }: παίρνει { $count ->
        [one] μία κάρτα γεγονότος
       *[other] { $count } κάρτες γεγονότων
    } από την ανοιχτή σειρά
render-duellum-pending-coin = { $player }: η τράπεζα δεν έχει άλλα νομίσματα, άρα μια πρώτη ύλη στη θέση τους

## The nations, and one letter each (drawn on cities, markers and panels)

render-duellum-nation-carthage = Καρχηδόνα
render-duellum-nation-rome = Ρώμη
render-duellum-nation-greece = Ελλάδα
render-duellum-nation-persia = Περσία
render-duellum-initial-carthage = Κ
render-duellum-initial-rome = Ρ
render-duellum-initial-greece = Ε
render-duellum-initial-persia = Π

## Resources: the name, and the letter on the resource chips

render-duellum-resource-marble = Μάρμαρο
render-duellum-resource-iron = Σίδηρος
render-duellum-resource-gold = Χρυσός
render-duellum-letter-marble = Μ
render-duellum-letter-iron = Σ
render-duellum-letter-gold = Χ
render-duellum-coins = Νομίσματα

## The map legend

render-duellum-legend-land = λεγεώνες
render-duellum-legend-sea = γαλέρες
render-duellum-legend-both = και τα δύο
render-duellum-legend-galley_sea = ανοιχτή θάλασσα (σύμβολο γαλέρας)
render-duellum-legend-legion = λεγεώνες
render-duellum-legend-galley = γαλέρες
render-duellum-legend-special = στρατηγός / ναύαρχος
render-duellum-legend-temple = ναός
render-duellum-legend-wall = τείχος

## The nation panels

render-duellum-tag-toplay = παίζει
render-duellum-tag-decide = πρέπει να αποφασίσει
render-duellum-tag-winner = νικητής
render-duellum-tag-first = ξεκίνησε το παιχνίδι
render-duellum-supply = Απόθεμα
render-duellum-recruits = Περιοχή στρατολόγησης
render-duellum-walls = τείχη
render-duellum-special-general = Στρατηγός: { $region }
render-duellum-special-admiral = Ναύαρχος: { $region }
render-duellum-special-waiting = εκτός χάρτη
render-duellum-knowhows = Τεχνογνωσίες
render-duellum-personages = Προσωπικότητες: { $count } από { $target }
render-duellum-holdings = πόλεις { $cities }, ναοί { $temples }
render-duellum-held = Κάρτες γεγονότων ({ $count }):
render-duellum-none = καμία
render-duellum-personage-king = Βασιλείς
render-duellum-personage-philosopher = Φιλόσοφοι
render-duellum-personage-general = Στρατηγοί
render-duellum-personage-navigator = Θαλασσοπόροι
render-duellum-personage-citizen = Πολίτες

## Know-hows and rondel fields: the Latin names printed on the board

render-duellum-knowhow-strata = STRATA
render-duellum-knowhow-navigatio = NAVIGATIO
render-duellum-knowhow-moneta = MONETA
render-duellum-knowhow-commercium = COMMERCIUM
render-duellum-knowhow-res_publica = RES PUBLICA
render-duellum-field-ferrum = FERRUM
render-duellum-field-templum = TEMPLUM
render-duellum-field-aurum = AURUM
render-duellum-field-duellum = DUELLUM
render-duellum-field-militia = MILITIA
render-duellum-field-marmor = MARMOR
render-duellum-field-scientia = SCIENTIA

## The rondel, the open row and the deck

render-duellum-rondel = Κυκλικός πίνακας (οι δείκτες κινούνται δεξιόστροφα)
render-duellum-row = Ανοιχτές κάρτες γεγονότων
render-duellum-deck = Τράπουλα: { $count }
render-duellum-discard = Πεταμένες: { $count }

## The legend's third row (a free site; the owners by colour and letter; a unit chip) and the rondel's outlined field

render-duellum-legend-site = ελεύθερη θέση πόλης
render-duellum-legend-chip = μονάδες: κάτοχος, λεγεώνες ή γαλέρες, πόσες
render-duellum-rondel-now = με περίγραμμα: η θέση που εκτελείται τώρα
