## Words drawn on Antike Duellum's board image (bot/games/duellum/render/), in Italian.
## Ids are the code's keys with "." as "-". Region names are proper names from the map data.

render-duellum-title = Antike Duellum
render-duellum-side-west = Mediterraneo occidentale
render-duellum-side-east = Egeo e Anatolia
render-duellum-turn = Turno { $turn }
render-duellum-who = { $nation } ({ $player })
render-duellum-toplay = Tocca a { $player }
render-duellum-winner = { $player } vince con { $count ->
        [one] { $count } personaggio
       *[other] { $count } personaggi
    }
render-duellum-pending-fortress = { $player } può giocare Fortezza per difendere { $region }
render-duellum-pending-casualties = { $player } sceglie le perdite per la conquista di { $region }: { $count } unità
render-duellum-pending-pick = { $player } prende { $count ->
        [one] una carta evento
       *[other] { $count } carte evento
    } dalla fila scoperta
render-duellum-pending-coin = { $player }: la banca non ha più monete, quindi una risorsa al loro posto

## The nations, and one letter each (drawn on cities, markers and panels)

render-duellum-nation-carthage = Cartagine
render-duellum-nation-rome = Roma
render-duellum-nation-greece = Grecia
render-duellum-nation-persia = Persia
render-duellum-initial-carthage = C
render-duellum-initial-rome = R
render-duellum-initial-greece = G
render-duellum-initial-persia = P

## Resources: the name, and the letter on the resource chips

render-duellum-resource-marble = Marmo
render-duellum-resource-iron = Ferro
render-duellum-resource-gold = Oro
render-duellum-letter-marble = M
render-duellum-letter-iron = F
render-duellum-letter-gold = O
render-duellum-coins = Monete

## The map legend

render-duellum-legend-land = legioni
render-duellum-legend-sea = galee
render-duellum-legend-both = entrambe
render-duellum-legend-galley_sea = mare aperto (simbolo della galea)
render-duellum-legend-legion = legioni
render-duellum-legend-galley = galee
render-duellum-legend-special = generale / ammiraglio
render-duellum-legend-temple = tempio
render-duellum-legend-wall = mura

## The nation panels

render-duellum-tag-toplay = di turno
render-duellum-tag-decide = deve decidere
render-duellum-tag-winner = vincitore
render-duellum-tag-first = ha iniziato la partita
render-duellum-supply = Riserva
render-duellum-recruits = Area di reclutamento
render-duellum-walls = mura
render-duellum-special-general = Generale: { $region }
render-duellum-special-admiral = Ammiraglio: { $region }
render-duellum-special-waiting = fuori dalla mappa
render-duellum-knowhows = Conoscenze
render-duellum-personages = Personaggi: { $count } su { $target }
render-duellum-holdings = città { $cities }, templi { $temples }
render-duellum-held = Carte evento ({ $count }):
render-duellum-none = nessuna
render-duellum-personage-king = Re
render-duellum-personage-philosopher = Filosofi
render-duellum-personage-general = Generali
render-duellum-personage-navigator = Navigatori
render-duellum-personage-citizen = Cittadini

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

render-duellum-rondel = Rondella (i segnalini girano in senso orario)
render-duellum-row = Carte evento scoperte
render-duellum-deck = Mazzo: { $count }
render-duellum-discard = Scarti: { $count }

## The legend's third row (a free site; the owners by colour and letter; a unit chip) and the rondel's outlined field

render-duellum-legend-site = sito di città libero
render-duellum-legend-chip = unità: proprietario, legioni o galee, quante
render-duellum-rondel-now = bordato: il campo in esecuzione
