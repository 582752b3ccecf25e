### Antike Duellum: board words, actions, log lines and refusals (Italian).
### A message's Fluent id is its key with "." replaced by "-":
### the key duellum.error.too_weak is the id duellum-error-too_weak.
### Event card names and texts live in duellum-cards.ftl (duellum-card-<id>).
###
### Grammar: board words reach a sentence as nested messages ($region, $unit, $resource,
### $personage, $field, $knowhow, $card, $kind). Their plain text is the bare word; a sentence
### that needs the article or a preposition asks for it with FORM, which reads the attribute:
###   $unit       .one   with the article a sentence needs for an object ("una legione",
###                      "il Generale"); .any after a negation ("nessuna legione", "il Generale");
###                      .the with the definite article ("la legione")
###               .event what an event card's description adds (" con una legione")
###   $resource   .di ("di marmo", "d'oro"); .event (" (oro)")
###   $region     .event (" su Roma")
###   $personage  .one ("un re"), .many ("re", "filosofi")
### Legions and galleys are both feminine, so sentences about them alone agree in the feminine.
### Region names are Latin and take no article: "nella città di Roma", "nella regione Baecula".
### Rondel fields and know-hows keep their Latin names.

## Parole del tabellone

duellum-region = { $name }
    .event = { " " }su { $name }

duellum-field-ferrum = FERRUM
duellum-field-templum = TEMPLUM
duellum-field-aurum = AURUM
duellum-field-duellum = DUELLUM
duellum-field-militia = MILITIA
duellum-field-marmor = MARMOR
duellum-field-scientia = SCIENTIA
duellum-field-none = nessuna per ora

duellum-resource-marble = marmo
    .di = di marmo
    .event = { " " }(marmo)
duellum-resource-iron = ferro
    .di = di ferro
    .event = { " " }(ferro)
duellum-resource-gold = oro
    .di = d'oro
    .event = { " " }(oro)

duellum-pay-marble = marmo
duellum-pay-iron = ferro
duellum-pay-gold = oro
duellum-pay-coin = moneta

duellum-unit-legion = legione
    .one = una legione
    .any = nessuna legione
    .the = la legione
    .event = { " " }con una legione
duellum-unit-galley = galea
    .one = una galea
    .any = nessuna galea
    .the = la galea
    .event = { " " }con una galea
duellum-unit-general = Generale
    .one = il Generale
    .any = il Generale
    .the = il Generale
    .event = { " " }con il Generale
duellum-unit-admiral = Ammiraglio
    .one = l'Ammiraglio
    .any = l'Ammiraglio
    .the = l'Ammiraglio
    .event = { " " }con l'Ammiraglio

duellum-knowhow-strata = STRATA
duellum-knowhow-navigatio = NAVIGATIO
duellum-knowhow-moneta = MONETA
duellum-knowhow-commercium = COMMERCIUM
duellum-knowhow-res_publica = RES PUBLICA

duellum-personage-king = re
    .one = un re
    .many = re
duellum-personage-philosopher = filosofo
    .one = un filosofo
    .many = filosofi
duellum-personage-general = generale
    .one = un generale
    .many = generali
duellum-personage-navigator = navigatore
    .one = un navigatore
    .many = navigatori
duellum-personage-citizen = cittadino
    .one = un cittadino
    .many = cittadini

## Che cosa si è pagato: elementi di un elenco, o niente

duellum-paid-marble = { $count } marmo
duellum-paid-iron = { $count } ferro
duellum-paid-gold = { $count } oro
duellum-paid-coin = { $count ->
        [one] { $count } moneta
       *[other] { $count } monete
    }
duellum-paid-list = { $items }
duellum-paid-nothing = niente

## Azioni consentite, come le vede il giocatore

duellum-action-rondel = Sposta il tuo segnalino su { $field }, gratis
duellum-action-rondel_paid = Sposta il tuo segnalino su { $field } pagando { $pay }
duellum-action-temple = Costruisci un tempio nella città di { $region }
duellum-action-wall = Costruisci una cinta muraria nella città di { $region }
duellum-action-deploy = Schiera { FORM($unit, form: "one") } nella città di { $region }
duellum-action-develop = Sviluppa { $knowhow }
duellum-action-recruit = Recluta { FORM($unit, form: "one") } (dalla tua riserva personale all'area di reclutamento)
duellum-action-move = Muovi { FORM($unit, form: "one") } dalla regione { $origin } alla regione { $to }
duellum-action-conquer = Conquista { $region }
duellum-action-casualties = Perdi { $legions ->
        [one] { $legions } legione
       *[other] { $legions } legioni
    } nella conquista, e galee per il resto
duellum-action-found = Fonda una città nella regione { $region } che produca { $resource }
duellum-action-trade = Scambia risorse (dai: { $give } · prendi: { $take })
duellum-action-event = Gioca la carta evento { $card }{ FORM($region, form: "event") }{ FORM($unit, form: "event") }{ FORM($resource, form: "event") }
duellum-action-fortress = { $play ->
        [1] Gioca { duellum-card-fortress } contro questa conquista
       *[other] Non giocare { duellum-card-fortress }
    }
duellum-action-pick = Prendi la carta evento { $card }
duellum-action-instead = Prendi 1 { $resource } al posto della moneta che manca in banca
duellum-action-end = Termina il turno

## Righe del registro; seguono il nome del giocatore

duellum-log-rondel = ha spostato il segnalino della rondella su { $field } (ha pagato: { $paid }).
duellum-log-produce = ha prodotto { $amount } { $resource }{ $coin ->
        [1] { " " }e ha preso una moneta dalla banca
       *[other] { "" }
    }.
duellum-log-temple = ha costruito un tempio nella città di { $region } (ha pagato: { $paid }).
duellum-log-wall = ha costruito una cinta muraria nella città di { $region } (ha pagato: { $paid }).
duellum-log-deploy = ha schierato { FORM($unit, form: "one") } nella città di { $region } (ha pagato: { $paid }).
duellum-log-develop = ha sviluppato { $knowhow }{ $first ->
        [1] { " " }prima dell'avversario
       *[other] { "" }
    } (ha pagato: { $paid }).
duellum-log-recruit = ha reclutato { FORM($unit, form: "one") } nell'area di reclutamento (ha pagato: { $paid }).
duellum-log-move = ha mosso { FORM($unit, form: "one") } dalla regione { $origin } alla regione { $to }.
duellum-log-battle = ha combattuto nella regione { $region }: ogni parte ha perso { FORM($unit, form: "one") }.
duellum-log-threat = ha attaccato { $region }; chi la possiede può rispondere con { duellum-card-fortress }.
duellum-log-fortress = ha giocato { $card }: la città ha +1 in difesa contro questa conquista.
duellum-log-no_fortress = ha scelto di non giocare { duellum-card-fortress }.
duellum-log-city_holds = non è riuscito a prendere { $region }: la città ha resistito.
duellum-log-conquer = ha conquistato { $region } perdendo { $loss ->
        [one] { $loss } unità
       *[other] { $loss } unità
    }{ $temple ->
        [1] ; il tempio della città è stato distrutto
       *[other] { "" }
    }.
duellum-log-found = ha fondato una città nella regione { $region } che produce { $resource } (ha pagato: { $paid }).
duellum-log-trade = ha scambiato risorse con COMMERCIUM (ha dato: { $give } · ha preso: { $take }).
duellum-log-event = ha giocato la carta evento { $card }.
duellum-log-event_at = ha giocato la carta evento { $card } sulla regione { $region }.
duellum-log-pick = ha preso la carta evento { $card } dalla fila scoperta.
duellum-log-coin_instead = ha preso 1 { $resource } al posto di una moneta, perché la banca non ne ha più.
duellum-log-personage = ha ottenuto { $count ->
        [one] { FORM($personage, form: "one") }
       *[other] { $count } { FORM($personage, form: "many") }
    }.
duellum-log-walls_won = ha ottenuto { $count ->
        [one] una cinta muraria
       *[other] { $count } cinte murarie
    } per la sua riserva personale.
duellum-log-end = ha terminato il turno.
duellum-log-win = ha riunito abbastanza personaggi e ha vinto la partita.

## Perché una partita è finita (segue il nome del vincitore)

duellum-end-personages = ha vinto riunendo { $target ->
        [one] { $target } personaggio
       *[other] { $target } personaggi
    }

## Rifiuti: che cosa non va e che cosa fare invece

duellum-error-two_players = Antike Duellum si gioca esattamente in 2 giocatori, non in { $seats }.
duellum-error-no_map = Non esiste il lato di mappa «{ $map }». Scegli west (Cartagine e Roma) o east (Grecia e Persia).
duellum-error-notation = La mossa non è scritta nel modo giusto. Scrivila così: { $usage }
duellum-error-unknown_notation = «{ $text }» non è una mossa di Duellum. Comincia con una di queste parole: rondel, temple, wall, deploy, develop, recruit, move, conquer, casualties, found, trade, event, fortress, pick, instead, end.
duellum-error-nothing_to_answer = Nessuno aspetta una tua risposta: ora non c'è da decidere su Fortezza, perdite, carte o monete. Scegli un'altra azione.
duellum-error-rondel_done = Hai già spostato il segnalino in questo turno. Esegui l'azione della casella, fonda città o termina il turno.
duellum-error-rondel_first = Ogni turno comincia sulla rondella. Prima sposta il segnalino su una casella: è lei a decidere la tua azione.
duellum-error-action_over = Appena fondi una città, l'azione della casella di questo turno è finita. Fonda un'altra città o termina il turno.
duellum-error-wrong_field = Questa azione appartiene alla casella { $field }, ma la casella di questo turno è { $chosen }. Scegli un'azione di { $chosen }, fonda una città o termina il turno.
duellum-error-no_region = Su questa mappa non c'è la regione «{ $region }». Scegline una tra i suggerimenti.
duellum-error-no_city = Nella regione { $region } non c'è nessuna città. Scegli una delle tue città.
duellum-error-not_your_city = La città di { $region } non è tua. Scegli una delle tue città.
duellum-error-answer_fortress = L'avversario attacca { $region } e tu hai { duellum-card-fortress }. Prima decidi se giocarla.
duellum-error-answer_casualties = La tua conquista costa { $count ->
        [one] { $count } unità
       *[other] { $count } unità
    }. Prima di' quante sono legioni; le altre sono galee.
duellum-error-bad_casualties = { $count ->
        [one] Dell'unica unità che perdi
       *[other] Delle { $count } unità che perdi
    }, con le unità che hai lì, le legioni possono essere almeno { $low } e al massimo { $high }. Scegli un numero da { $low } a { $high }.
duellum-error-answer_pick = Prima prendi { $count ->
        [one] { $count } carta evento
       *[other] { $count } carte evento
    } dalla fila scoperta.
duellum-error-not_in_row = { $card } non è nella fila scoperta. Prendi una delle carte evento che ci sono.
duellum-error-answer_coin = La banca ha finito le monete. Prima scegli un marmo, un ferro o un oro da prendere al suo posto.
duellum-error-cannot_pay_rondel = Hai offerto più unità di quante ne possiedi di questo tipo: { $kind }. Paga con altre unità o scegli una casella più vicina.
duellum-error-rondel_free = Spostarsi su { $field } non costa nulla, quindi non indicare un pagamento.
duellum-error-oracle_free = La carta evento che hai giocato rende gratuito lo spostamento sulla rondella di questo turno. Non indicare un pagamento.
duellum-error-no_city_site = La regione { $region } non ha il simbolo di città. Le città si fondano solo nelle regioni che lo hanno.
duellum-error-city_exists = Nella regione { $region } c'è già una città. Fonda la tua città in una regione libera con il simbolo di città.
duellum-error-no_unit_to_found = Per fondare una città nella regione { $region } ti serve lì una tua unità. Prima muovi lì una legione o una galea.
duellum-error-special_cannot_found = Da solo { FORM($unit, form: "the") } non può fondare una città: per fondarne una nella regione { $region } ti serve lì una tua legione o galea. Prima muovine lì una.
duellum-error-no_marker = In banca non restano segnalini di città { FORM($resource, form: "di") }. Fonda la città con un'altra risorsa.
duellum-error-cannot_afford_city = Una città nella regione { $region } costa 1 marmo, 1 ferro e 1 oro{ $coins ->
        [0] { "" }
        [one] , più { $coins } moneta per una città vicina che produce la stessa risorsa
       *[other] , più { $coins } monete per le città vicine che producono la stessa risorsa
    }; le monete possono sostituire le unità che mancano. Non puoi pagarlo: scegli un'altra risorsa o un'altra regione, oppure produci prima.
duellum-error-temple_exists = { $region } ha già un tempio. Costruisci in un'altra tua città.
duellum-error-no_temples = In banca non restano templi. Costruisci una cinta muraria o scegli un'altra azione.
duellum-error-cannot_afford_temple = Questo tempio costa { $marble } marmo{ $coins ->
        [0] { "" }
        [one] { " " }più { $coins } moneta per il tempio vicino
       *[other] { " " }più { $coins } monete per i templi vicini
    }; le monete possono sostituire il marmo che manca. Non puoi pagarlo: prima produci marmo con MARMOR, oppure costruisci una cinta muraria.
duellum-error-wall_exists = { $region } ha già una cinta muraria. Metti la tua attorno a un'altra tua città.
duellum-error-no_walls = Nella tua riserva personale non hai cinte murarie; i personaggi ne portano di nuove. Costruisci invece un tempio.
duellum-error-cannot_afford_wall = Una cinta muraria costa un marmo, o una moneta al suo posto, e non hai né l'uno né l'altra. Prima produci marmo con MARMOR.
duellum-error-unit_cannot_stand = { $region } non può ospitare { FORM($unit, form: "one") }: le legioni hanno bisogno di un confine di terra e le galee di un confine di mare. Scegli un'altra città.
duellum-error-city_full = { $region } ha già ricevuto { $limit ->
        [one] { $limit } nuova unità
       *[other] { $limit } nuove unità
    } in questo turno, tutte quelle che può accogliere (3 con un tempio, 1 senza). Schiera in un'altra città.
duellum-error-no_special_to_deploy = Non hai { FORM($unit, form: "one") } in attesa nell'area di reclutamento: o giochi senza, o è già sulla mappa. Schiera una legione o una galea.
duellum-error-recruited_this_turn = Non avevi { FORM($unit, form: "one") } nell'area di reclutamento quando è cominciata questa azione MILITIA. Schieralo in un prossimo turno MILITIA.
duellum-error-special_needs_temple = Puoi schierare { FORM($unit, form: "one") } solo in una città con un tempio. Scegli una delle tue città con tempio.
duellum-error-special_no_battle = Non puoi mandare { FORM($unit, form: "one") } in una regione con unità nemiche del suo tipo: non combatte mai. Scegli un'altra regione.
duellum-error-none_to_deploy = Nell'area di reclutamento non hai nessuna { $unit } pronta da schierare. Scegli l'altro tipo di unità o recluta con SCIENTIA.
duellum-error-cannot_afford_deploy = Schierare questa unità costa { $iron } ferro, e le monete possono sostituire il ferro che manca; non puoi pagarlo. Prima produci ferro con FERRUM.
duellum-error-no_knowhow = Non esiste la conoscenza «{ $knowhow }». Scegli STRATA, NAVIGATIO, MONETA, COMMERCIUM o RES PUBLICA.
duellum-error-knowhow_held = Possiedi già { $knowhow }. Sviluppa un'altra conoscenza.
duellum-error-cannot_afford_knowhow = { $knowhow } ti costa { $gold } oro, e le monete possono sostituire l'oro che manca; non puoi pagarlo. Prima produci oro con AURUM, oppure recluta.
duellum-error-supply_empty = Nella tua riserva personale non resta nessuna { $unit }: sono tutte sulla mappa o nell'area di reclutamento. Scegli qualcos'altro.
duellum-error-cannot_afford_recruit = Reclutare { FORM($unit, form: "one") } costa { $gold } oro, e le monete possono sostituire l'oro che manca; non puoi pagarlo. Prima produci oro con AURUM.
duellum-error-moves_over = La tua prima conquista di questo turno ha chiuso ogni movimento. Conquista altre città, fonda città o termina il turno.
duellum-error-no_unit_there = Non hai { FORM($unit, form: "any") } nella regione { $region }. Muovi un'unità da una regione in cui ne hai.
duellum-error-unit_moved = Ogni unità si muove una volta per turno, e { FORM($unit, form: "the") } che hai lì ha già fatto la sua mossa. Muovi un'altra unità.
duellum-error-too_far = In questo turno { FORM($unit, form: "the") } può attraversare al massimo { $reach ->
        [one] { $reach } confine
       *[other] { $reach } confini
    }. Scegli una regione più vicina; STRATA e NAVIGATIO allungano il passo.
duellum-error-path_loops = Uno spostamento deve finire in un'altra regione. Scegli una regione che la tua unità può raggiungere.
duellum-error-no_border = { $origin } e { $to } non hanno un confine che { FORM($unit, form: "the") } possa attraversare. Segui i confini rossi per le legioni e quelli blu per le galee.
duellum-error-battle_on_the_way = Nella regione { $region }, sul tuo percorso, ci sono unità nemiche, e un'unità che le incontra combatte e si ferma lì. Termina la mossa nella regione { $region } o aggirala.
duellum-error-no_enemy_city = Nella regione { $region } non c'è una città nemica da conquistare. Scegli una città dell'avversario dove stanno le tue unità.
duellum-error-too_weak = { $region } si difende con { $defence } e lì hai { $units ->
        [one] solo { $units } unità
       *[other] solo { $units } unità
    }; ti servono almeno tante unità quanta è la sua difesa. Prima porta altre unità.
duellum-error-city_held = { $region } ha resistito alla tua conquista in questo turno ed è al sicuro da te fino al tuo prossimo turno. Conquista un'altra città, fonda città o termina il turno.
duellum-error-no_commercium = Per commerciare serve la conoscenza COMMERCIUM, che non possiedi. Prima sviluppala con SCIENTIA.
duellum-error-commercium_this_turn = Hai sviluppato COMMERCIUM in questo turno, quindi puoi commerciare dal prossimo turno.
duellum-error-cannot_give = Non hai abbastanza { $resource } da dare. Scambia quello che hai.
duellum-error-trade_same = Non puoi riprenderti un tipo di risorsa che dai. Prendi due unità degli altri tipi.
duellum-error-no_card = Non esiste una carta evento chiamata «{ $card }». Scegli una delle carte proposte.
duellum-error-card_not_held = Non hai la carta { $card }. Gioca una delle tue carte evento.
duellum-error-card_region = La carta { $card } richiede una regione. Indica la regione su cui giocarla.
duellum-error-card_no_region = La carta { $card } non richiede una regione. Lascia vuota la regione.
duellum-error-card_unit = La carta { $card } richiede un'unità: una legione o una galea. Indicane una.
duellum-error-card_no_unit = La carta { $card } non richiede un'unità. Lascia vuota l'unità.
duellum-error-card_resource = La carta { $card } richiede una risorsa: marmo, ferro o oro. Indicane una.
duellum-error-card_no_resource = La carta { $card } non richiede una risorsa. Lascia vuota la risorsa.
duellum-error-fortress_only_defending = { duellum-card-fortress } si gioca solo quando l'avversario attacca una tua città. Tienila per quel momento.
duellum-error-no_wall_there = Nella regione { $region } non c'è una cinta muraria da distruggere. Scegli una città con le mura.
duellum-error-nothing_to_steal = L'avversario ha meno di 2 monete, quindi la metà è zero. Tieni la carta per dopo.
duellum-error-academy_in_scientia = { duellum-card-academy } si gioca durante la tua azione SCIENTIA. Tienila per un turno SCIENTIA.
duellum-error-academy_nothing = L'avversario non possiede ancora conoscenze, quindi { duellum-card-academy } non ti darebbe oro. Tienila per dopo.
duellum-error-bank_no_walls = In banca non restano cinte murarie. Tieni la carta per dopo.
duellum-error-no_enemy_unit = L'avversario non ha nessuna { $unit } nella regione { $region }. Scegli una regione in cui ne ha.
duellum-error-foe_has_none = L'avversario non ha { $resource }. Scegli un'altra risorsa.
duellum-error-architect_when = Questa carta aiuta a costruire templi: giocala prima dello spostamento sulla rondella o durante un'azione TEMPLUM.
duellum-error-march_when = Questa carta allunga il passo: giocala prima dello spostamento sulla rondella, o in un'azione DUELLUM prima della tua prima conquista.
duellum-error-oracle_when = Questa carta rende gratuito uno spostamento sulla rondella: giocala prima di spostare il segnalino, una volta per turno.
duellum-error-bank_no_coins = In banca non restano monete, quindi questa carta non ti porterebbe nulla. Tienila per dopo.
duellum-error-oracle_first_move = Il tuo primo spostamento sulla rondella è comunque gratuito: tieni questa carta per un turno successivo.
duellum-log-order = ha cambiato un ordine permanente.
duellum-private-order-ask = Il tuo ordine permanente per { duellum-card-fortress } è annullato: ti verrà chiesto ogni volta che una tua città è attaccata.
duellum-private-order-play = Il tuo ordine permanente per { duellum-card-fortress }: giocarla subito al primo attacco. Lo vedi solo tu.
duellum-private-order-keep = Il tuo ordine permanente per { duellum-card-fortress }: tenerla, senza chiedermelo. Lo vedi solo tu.
duellum-private-by_order-play = Il tuo ordine permanente ha giocato { duellum-card-fortress } al posto tuo.
duellum-private-by_order-keep = Il tuo ordine permanente ha tenuto { duellum-card-fortress } in mano.
duellum-order-ask = chiedi ogni volta
duellum-order-play = giocala subito
duellum-order-keep = tienila, non chiedere
duellum-action-order = Ordine permanente per { duellum-card-fortress }: { $order }
duellum-error-order_already = È già il tuo ordine permanente.
duellum-error-order_after_answer = Prima rispondi alla domanda; poi puoi cambiare il tuo ordine permanente.
