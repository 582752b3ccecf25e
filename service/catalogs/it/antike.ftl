### Antike: board words, actions, log lines and refusals (Italian).
### A message's Fluent id is its key with "." replaced by "-".
###
### Board words reach a sentence as nested messages; FORM asks for another form:
###   $nation     .gen  with the preposition "di" and article ("dei Romani")
###   $unit       .one ("una legione"), .many ("legioni")
###   $personage  .one ("un re"), .many ("re")
### Legions and galleys are both feminine. A province is a "provincia"; a rondel wedge a "settore".

## Parole del tabellone

antike-region = { $name }

antike-nation-greeks = Greci
    .gen = dei Greci
antike-nation-romans = Romani
    .gen = dei Romani
antike-nation-germanic_tribes = Tribù germaniche
    .gen = delle Tribù germaniche
antike-nation-phoenicians = Fenici
    .gen = dei Fenici
antike-nation-carthaginians = Cartaginesi
    .gen = dei Cartaginesi
antike-nation-persians = Persiani
    .gen = dei Persiani
antike-nation-arabs = Arabi
    .gen = degli Arabi
antike-nation-egyptians = Egizi
    .gen = degli Egizi
antike-nation-babylonians = Babilonesi
    .gen = dei Babilonesi

antike-field-iron = FERRO
antike-field-temple = TEMPIO
antike-field-gold = ORO
antike-field-maneuver = MANOVRA
antike-field-arming = ARMAMENTO
antike-field-marble = MARMO
antike-field-knowhow = SAPERE
antike-field-none = nessuno ancora

antike-resource-marble = marmo
antike-resource-iron = ferro
antike-resource-gold = oro

antike-pay-marble = marmo
antike-pay-iron = ferro
antike-pay-gold = oro
antike-pay-coin = moneta

antike-unit-legion = legione
    .one = una legione
    .many = legioni
antike-unit-galley = galea
    .one = una galea
    .many = galee

antike-knowhow-wheel = RUOTA
antike-knowhow-sailing = VELA
antike-knowhow-market = MERCATO
antike-knowhow-monarchy = MONARCHIA
antike-knowhow-roads = STRADE
antike-knowhow-navigation = NAVIGAZIONE
antike-knowhow-currency = MONETA
antike-knowhow-democracy = DEMOCRAZIA

antike-personage-king = re
    .one = un re
    .many = re
antike-personage-scholar = studioso
    .one = uno studioso
    .many = studiosi
antike-personage-general = generale
    .one = un generale
    .many = generali
antike-personage-citizen = cittadino
    .one = un cittadino
    .many = cittadini
antike-personage-navigator = navigatore
    .one = un navigatore
    .many = navigatori

antike-order-always = combatti sempre
antike-order-never = non combattere mai
antike-order-ask = chiedimelo ogni volta

## Che cosa si è pagato

antike-paid-marble = { $count } marmo
antike-paid-iron = { $count } ferro
antike-paid-gold = { $count } oro
antike-paid-coin = { $count ->
        [one] { $count } moneta
       *[other] { $count } monete
    }
antike-paid-list = { $items }
antike-paid-nothing = niente

## Le azioni possibili

antike-action-rondel = Sposta il segnalino su { $field }, gratis
antike-action-rondel_paid = Sposta il segnalino su { $field }, pagando { $pay }
antike-action-temple = Costruisci un tempio a { $region }
antike-action-arm = Schiera { FORM($unit, form: "one") } a { $region }
antike-action-develop = Acquisisci { $knowhow }
antike-action-move = Muovi { FORM($unit, form: "one") } da { $origin } a { $to }
antike-action-fight = Combatti le { FORM($unit, form: "many") } { FORM($nation, form: "gen") } a { $region }
antike-action-conquer = Conquista { $region }
antike-action-conquer_release = Conquista { $region }, cedendo la tua città di { $release } per averne il disco
antike-action-casualties = Perdi { $legions ->
        [one] { $legions } legione
       *[other] { $legions } legioni
    } nella conquista, e galee per il resto
antike-action-found = Fonda una città a { $region }
antike-action-trade = Cedi { $give } per un { $take }
antike-action-order = Ordine permanente per i { $nation }: { $order }
antike-action-answer = { $fight ->
        [1] Combatti le unità entrate
       *[other] Lascia passare le unità senza combattere
    }
antike-action-answer_order = { $fight ->
        [1] Combatti le unità entrate
       *[other] Lascia passare le unità senza combattere
    }, e d'ora in poi: { $order }
antike-action-instead = Prendi un { $resource } al posto della moneta che la banca non ha
antike-action-extra = Prendi { FORM($personage, form: "one") } per tutti e otto i saperi
antike-action-start = Prendi { $region } come città iniziale
antike-action-end = Termina il turno

## Righe del registro; ognuna segue il nome del giocatore

antike-log-rondel = ({ $nation }) ha spostato il segnalino su { $field } (pagato: { $paid }).
antike-log-produce = ({ $nation }) ha prodotto { $amount } { $resource }.
antike-log-temple = ({ $nation }) ha costruito un tempio a { $region } (pagato: { $paid }).
antike-log-arm = ({ $nation }) ha schierato { FORM($unit, form: "one") } a { $region } (pagato: { $paid }).
antike-log-develop = ({ $nation }) ha acquisito { $knowhow }{ $first ->
        [1] { " " }per prima fra le nazioni
       *[other] { "" }
    } (pagato: { $paid }).
antike-log-found = ({ $nation }) ha fondato una città a { $region } (pagato: { $paid }).
antike-log-trade = ({ $nation }) ha ceduto { $give } per un { $take }.
antike-log-move = ({ $nation }) ha mosso { FORM($unit, form: "one") } da { $origin } a { $to }.
antike-log-no_fight = ({ $nation }) ha lasciato passare le unità a { $region } senza combattere.
antike-log-order = ({ $nation }) ha dato l'ordine permanente: { $order }.
antike-log-battle = ({ $nation }) ha combattuto contro i { $foe } a { $region }: ogni parte ha perso { $count ->
        [one] { FORM($unit, form: "one") }
       *[other] { $count } { FORM($unit, form: "many") }
    }.
antike-log-conquer = ({ $nation }) ha conquistato { $region } ai { $foe }, impiegando { $loss ->
        [one] { $loss } unità
       *[other] { $loss } unità
    }{ $temple ->
        [1] ; il tempio della città è stato distrutto
       *[other] { "" }
    }.
antike-log-release = ({ $nation }) ha ceduto la città di { $region } per avere un disco città per la conquista.
antike-log-win_temple = ({ $nation }) ha distrutto un tempio dopo che tutti i personaggi erano stati assegnati, e ha vinto la partita.
antike-log-start_city = ({ $nation }) ha preso { $region } come città iniziale.
antike-log-personage = ({ $nation }) ha ottenuto { $count ->
        [one] { FORM($personage, form: "one") }
       *[other] { $count } { FORM($personage, form: "many") }
    }.
antike-log-win = ({ $nation }) ha raggiunto { $target } e ha vinto la partita.
antike-log-end = ({ $nation }) ha terminato il turno.
antike-log-coin_instead = ({ $nation }) ha preso un { $resource } al posto di una moneta, perché la banca non ne ha più.

## Perché la partita è finita (segue il nome del vincitore)

antike-end-personages = ha vinto con i { $nation } raggiungendo { $target }
antike-end-temple = ha vinto con i { $nation } distruggendo il primo tempio dopo che tutti i personaggi erano stati assegnati

## Rifiuti: che cosa non va e che cosa fare invece

antike-error-players = Antike si gioca da 2 a 6 giocatori, non in { $seats }.
antike-error-notation = La mossa non è scritta nel modo giusto. Scrivila così: { $usage }
antike-error-unknown_notation = «{ $text }» non è una mossa di Antike. Comincia con una di queste: rondel, temple, arm, develop, move, fight, conquer, casualties, found, trade, order, answer, instead, extra, start, end.
antike-error-nothing_to_answer = Nessuno sta aspettando una tua risposta adesso. Scegli un'altra azione.
antike-error-not_your_nation = Non giochi la nazione «{ $nation }». Dai ordini solo alle tue nazioni.
antike-error-order_already = Questo è già l'ordine permanente ({ $order }). Scegli un altro ordine o un'altra azione.
antike-error-rondel_done = Hai già spostato il segnalino in questo turno. Esegui l'azione del settore, fonda città o termina il turno.
antike-error-rondel_first = Ogni turno comincia sul rondello. Sposta prima il segnalino su un settore: è quello a decidere la tua azione.
antike-error-action_over = Una volta fondata una città, l'azione del settore è finita. Fonda un'altra città o termina il turno.
antike-error-wrong_field = Questa azione appartiene a { $field }, ma il settore di questo turno è { $chosen }. Scegli un'azione di { $chosen }, fonda una città o termina il turno.
antike-error-no_region = Non c'è nessuna provincia «{ $region }» su questa mappa. Scegline una fra i suggerimenti.
antike-error-no_city = Non c'è nessuna città a { $region }. Scegli una delle tue città.
antike-error-not_your_city = La città di { $region } non è tua. Scegli una delle tue città.
antike-error-cannot_pay_rondel = Hai offerto più { $kind } di quanto ne possiedi. Paga con altre unità o scegli un settore più vicino.
antike-error-rondel_free = Spostarsi su { $field } non costa nulla: togli il pagamento.
antike-error-temple_exists = { $region } ha già un tempio; ogni città ne può avere al massimo uno. Scegli un'altra città.
antike-error-no_temples_left = Tutti i 20 templi sono sul tabellone. Non se ne può costruire un altro finché uno non viene distrutto.
antike-error-cannot_afford_temple = Un tempio costa { $cost } marmo (le monete possono sostituirlo) e non ne hai abbastanza. Produci prima del marmo.
antike-error-no_units_left = Tutte le tue { FORM($unit, form: "many") } sono sul tabellone. Schiera l'altro tipo o termina il turno.
antike-error-cannot_stand = { $region } non ha confini che { FORM($unit, form: "one") } possa attraversare, quindi lì non si può schierare. Scegli l'altro tipo o un'altra città.
antike-error-arm_limit = { $region } ha già ricevuto { $limit ->
        [one] la sua { $limit } nuova unità
       *[other] le sue { $limit } nuove unità
    } in questo turno. Schiera unità in un'altra città.
antike-error-cannot_afford_unit = Una nuova unità costa un ferro (o una moneta) e non hai né l'uno né l'altra. Produci prima del ferro.
antike-error-knowhow_known = Possiedi già { $knowhow }. Scegli un altro sapere.
antike-error-knowhow_needs = { $knowhow } si basa su { $basic }. Acquisisci prima { $basic } (puoi prenderli entrambi in questo turno).
antike-error-cannot_afford_knowhow = { $knowhow } ti costa { $cost } oro (le monete possono sostituirlo) e non ne hai abbastanza. Scegli un sapere più economico o produci oro.
antike-error-no_city_site = { $region } non ha un sito per una città. Fonda città solo dove la mappa ne mostra uno.
antike-error-city_exists = A { $region } c'è già una città. Fonda la tua città su un sito libero.
antike-error-no_unit_to_found = Per fondare una città a { $region } ti serve lì una tua legione o galea. Portane prima una.
antike-error-no_stones_left = Tutti i tuoi dischi città sono sul tabellone, quindi non puoi fondare altre città.
antike-error-cannot_afford_city = Una città a { $region } costa un marmo, un ferro e un oro (le monete possono sostituirli) e non ne hai abbastanza.
antike-error-no_trade = Solo una nazione con tutti e otto i saperi può scambiare con la banca.
antike-error-trade_same = Cedere { $resource } per avere { $resource } non porta nulla. Prendi un'altra risorsa.
antike-error-cannot_trade = Non hai tanto { $resource }. Cedi risorse che possiedi.
antike-error-moves_over = Dopo la prima conquista del turno non si può più muovere né combattere. Conquista altre città, fonda città o termina il turno.
antike-error-no_unit_there = Non hai { FORM($unit, form: "one") } a { $region }. Scegli una provincia dove ne hai.
antike-error-unit_spent = Le tue { FORM($unit, form: "many") } a { $region } hanno esaurito le azioni di questo turno. Muovi altre unità, conquista o termina il turno.
antike-error-not_adjacent = { $origin } e { $to } non confinano. Un'unità attraversa un confine alla volta.
antike-error-wrong_border = Il confine fra { $origin } e { $to } non può essere attraversato da { FORM($unit, form: "one") }: le legioni passano i confini di terra, le galee quelli di mare. Scegli un'altra via.
antike-error-no_such_foe = In questa partita non c'è un'altra nazione «{ $nation }». Indica una nazione che ha unità insieme alle tue.
antike-error-no_foe_there = I { $nation } non hanno { FORM($unit, form: "many") } a { $region }. Le legioni combattono legioni e le galee galee.
antike-error-no_enemy_city = A { $region } non c'è una città straniera da conquistare. Scegli una città di un'altra nazione.
antike-error-own_team = La città di { $region } appartiene alla tua altra nazione. Conquista le città del tuo avversario.
antike-error-last_city = La città di { $region } è l'ultima della sua nazione, e l'ultima città non può essere conquistata.
antike-error-too_weak = { $region } si difende con { $defence }, ma lì hai solo { $units } unità con un'azione rimasta. Porta altre unità o combatti prima i difensori.
antike-error-release_needed = Tutti i tuoi dischi città sono sul tabellone. Per conquistare, indica una tua città da cedere per il suo disco.
antike-error-release_not_needed = Hai ancora dischi città, quindi non devi cedere nessuna città. Conquista senza indicarne una.
antike-error-not_a_start_city = { $region } non può essere presa come città iniziale adesso. Scegli una delle città proposte.
antike-error-answer_defend = Unità straniere sono entrate in una provincia dove stanno unità { FORM($nation, form: "gen") }. Decidi prima se combattere.
antike-error-answer_casualties = La conquista ti costa { $count ->
        [one] { $count } unità
       *[other] { $count } unità
    }. Di' prima quante di queste sono legioni; le altre sono galee.
antike-error-bad_casualties = { $count ->
        [one] Dell'unica unità che impieghi
       *[other] Delle { $count } unità che impieghi
    }, le legioni possono essere almeno { $low } e al massimo { $high }, date le unità che hai lì. Scegli un numero da { $low } a { $high }.
antike-error-answer_coin = La banca ha finito le monete. Scegli prima un marmo, un ferro o un oro da prendere al loro posto.
antike-error-answer_extra = Possiedi tutti e otto i saperi. Scegli prima il personaggio che prendi per questo.
antike-error-not_largest = La pila dei { FORM($personage, form: "many") } non è fra le più alte. Scegli fra: { $choices }.
antike-error-answer_start = La partita comincia con la scelta delle città iniziali. Prendi prima una città iniziale.

## Le parole del pannello generico delle azioni per Antike

bot-quick-antike-end = Fine turno
bot-kind-antike-rondel = Rondello
bot-kind-antike-temple = Tempio
bot-kind-antike-arm = Schiera un'unità
bot-kind-antike-develop = Sapere
bot-kind-antike-move = Muovi
bot-kind-antike-fight = Combatti
bot-kind-antike-conquer = Conquista
bot-kind-antike-casualties = Perdite
bot-kind-antike-found = Fonda una città
bot-kind-antike-trade = Scambio 2:1
bot-kind-antike-order = Ordine permanente
bot-kind-antike-answer = Rispondi all'ingresso
bot-kind-antike-instead = Risorsa al posto di una moneta
bot-kind-antike-extra = Personaggio per gli otto saperi
bot-kind-antike-start = Città iniziale
bot-kind-antike-end = Fine turno
