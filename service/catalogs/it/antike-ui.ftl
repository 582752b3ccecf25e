### Antike su Discord e al tavolo offline: comandi, etichette delle opzioni, il riepilogo
### dell'embed, i pulsanti di risposta, la prima riga del pannello privato e il tabellone in
### testo. L'id Fluent di un messaggio è la sua chiave con "-" al posto di ".".

## /antike

cmd-antike-name = antike
cmd-antike-desc = Fai la tua mossa nella partita di Antike di questo canale
cmd-antike-rondel-name = rondella
cmd-antike-rondel-desc = Sposta il tuo segnalino sulla rondella per scegliere l'azione del turno
cmd-antike-rondel-field-name = spicchio
cmd-antike-rondel-field-desc = Lo spicchio dove va il segnalino
cmd-antike-rondel-pay-name = paga
cmd-antike-rondel-pay-desc = Cosa paghi per i passi oltre i 3 gratuiti
cmd-antike-temple-name = tempio
cmd-antike-temple-desc = TEMPIO: costruisci un tempio in una tua città
cmd-antike-temple-region-name = città
cmd-antike-temple-region-desc = La città che riceve il tempio
cmd-antike-arm-name = arma
cmd-antike-arm-desc = ARMAMENTO: schiera una legione o una galea in una tua città
cmd-antike-arm-unit-name = unità
cmd-antike-arm-unit-desc = Legione o galea
cmd-antike-arm-region-name = città
cmd-antike-arm-region-desc = La città dove la schieri
cmd-antike-develop-name = sapere
cmd-antike-develop-desc = SAPERE: acquisisci un sapere pagando oro
cmd-antike-develop-knowhow-name = sapere
cmd-antike-develop-knowhow-desc = Il sapere da acquisire
cmd-antike-move-name = muovi
cmd-antike-move-desc = MANOVRA: porta un'unità oltre un confine
cmd-antike-move-unit-name = unità
cmd-antike-move-unit-desc = L'unità da muovere
cmd-antike-move-origin-name = da
cmd-antike-move-origin-desc = La provincia o il mare che lascia
cmd-antike-move-to-name = verso
cmd-antike-move-to-desc = La provincia o il mare confinante in cui entra
cmd-antike-fight-name = battaglia
cmd-antike-fight-desc = MANOVRA: combatti le unità di un altro popolo dove stanno le tue
cmd-antike-fight-region-name = dove
cmd-antike-fight-region-desc = La provincia o il mare della battaglia
cmd-antike-fight-unit-name = unità
cmd-antike-fight-unit-desc = Le legioni combattono legioni, le galee combattono galee
cmd-antike-fight-nation-name = popolo
cmd-antike-fight-nation-desc = Il popolo che combatti
cmd-antike-conquer-name = conquista
cmd-antike-conquer-desc = MANOVRA: conquista una città straniera dove stanno le tue unità
cmd-antike-conquer-region-name = città
cmd-antike-conquer-region-desc = La città da conquistare
cmd-antike-conquer-release-name = cedi
cmd-antike-conquer-release-desc = Solo senza pietre città: la tua città da cedere per la sua pietra
cmd-antike-casualties-name = perdite
cmd-antike-casualties-desc = Di' quante delle unità che costa una conquista sono legioni
cmd-antike-casualties-legions-name = legioni
cmd-antike-casualties-legions-desc = Le legioni spese (le altre sono galee)
cmd-antike-found-name = fonda
cmd-antike-found-desc = Fonda una città dove sta una tua unità
cmd-antike-found-region-name = dove
cmd-antike-found-region-desc = Il sito di città libero
cmd-antike-trade-name = scambia
cmd-antike-trade-desc = Con tutti gli otto saperi: due risorse alla banca per una
cmd-antike-trade-give-name = dai
cmd-antike-trade-give-desc = Le due unità di risorse che dai
cmd-antike-trade-take-name = prendi
cmd-antike-trade-take-desc = La risorsa che prendi
cmd-antike-order-name = ordine
cmd-antike-order-desc = Il tuo ordine permanente quando unità straniere entrano nelle tue province
cmd-antike-order-nation-name = popolo
cmd-antike-order-nation-desc = Il tuo popolo a cui vale l'ordine
cmd-antike-order-order-name = ordine
cmd-antike-order-order-desc = Combatti sempre, non combattere mai, o chiedimelo ogni volta
cmd-antike-answer-name = rispondi
cmd-antike-answer-desc = Unità straniere sono entrate in una tua provincia: combattile o lasciale passare
cmd-antike-answer-fight-name = combatti
cmd-antike-answer-fight-desc = Se le combatti
cmd-antike-answer-order-name = d_ora_in_poi
cmd-antike-answer-order-desc = Facoltativo: il tuo ordine permanente d'ora in poi
cmd-antike-instead-name = invece
cmd-antike-instead-desc = La banca non ha monete: prendi una risorsa al loro posto
cmd-antike-instead-resource-name = risorsa
cmd-antike-instead-resource-desc = La risorsa che prendi
cmd-antike-extra-name = extra
cmd-antike-extra-desc = Tutti gli otto saperi: prendi un personaggio da una delle pile più alte
cmd-antike-extra-personage-name = personaggio
cmd-antike-extra-personage-desc = Il personaggio che prendi
cmd-antike-start-name = inizio
cmd-antike-start-desc = Prendi una delle città iniziali del tuo popolo
cmd-antike-start-region-name = città
cmd-antike-start-region-desc = La città iniziale che prendi
cmd-antike-end-name = fine
cmd-antike-end-desc = Termina il tuo turno

## Etichette delle opzioni nei suggerimenti e nel pannello

bot-antike-field_label = { $index } · { $field }
bot-antike-field_cost = { $index } · { $field } ({ $cost ->
        [0] gratis
        [one] { $cost } unità
       *[other] { $cost } unità
    })
bot-antike-rondel_move = Rondella { $index } · { $field } — { $cost ->
        [0] gratis
       *[other] paghi { $pay }
    }
bot-antike-pay_nothing = niente (gratis)
bot-antike-casualties = { $legions ->
        [one] { $legions } legione
       *[other] { $legions } legioni
    }, galee per il resto
bot-antike-price-temple = { $cost } marmo
bot-antike-price-unit = 1 ferro
bot-antike-price-knowhow = { $cost } oro
bot-antike-price-city = 1 marmo, 1 ferro, 1 oro
bot-antike-answer-fight = Combatti
bot-antike-answer-pass = Non combattere
bot-antike-answer-always = Combatti sempre
bot-antike-answer-never = Non combattere mai
bot-antike-answer-fight_always = Combatti, e sempre d'ora in poi
bot-antike-answer-fight_never = Combatti, ma mai più d'ora in poi
bot-antike-answer-fight_ask = Combatti, e chiedimelo ogni volta
bot-antike-answer-pass_always = Non combattere, ma sempre d'ora in poi
bot-antike-answer-pass_never = Non combattere, e mai d'ora in poi
bot-antike-answer-pass_ask = Non combattere, e chiedimelo ogni volta
bot-antike-word-yes = sì
bot-antike-word-no = no
bot-antike-word-always = sempre
bot-antike-word-never = mai
bot-antike-word-ask = chiedi

## Opzioni della partita

bot-antike-options-unknown = Antike non ha l'opzione «{ $option }». Le opzioni sono: { $known }.
bot-antike-options-value = «{ $value }» non è un valore di { $option }. Scrivi { $option }= e uno tra: { $known }.

## L'embed: un blocco per popolo, poi lo stato del gioco

bot-antike-who = { $nation } · { $player }
bot-antike-none = nessuno
bot-antike-personages = Personaggi { $count }/{ $target }: { $kinds }
bot-antike-personage-king = { $count ->
        [one] { $count } re
       *[other] { $count } re
    }
bot-antike-personage-scholar = { $count ->
        [one] { $count } sapiente
       *[other] { $count } sapienti
    }
bot-antike-personage-general = { $count ->
        [one] { $count } generale
       *[other] { $count } generali
    }
bot-antike-personage-citizen = { $count ->
        [one] { $count } cittadino
       *[other] { $count } cittadini
    }
bot-antike-personage-navigator = { $count ->
        [one] { $count } navigatore
       *[other] { $count } navigatori
    }
bot-antike-stock = Marmo { $marble } · ferro { $iron } · oro { $gold } · monete { $coins }
bot-antike-cities = Città { $count } · templi { $temples } · pietre rimaste { $stones }
bot-antike-units = Sulla mappa: { $legions ->
        [one] { $legions } legione
       *[other] { $legions } legioni
    }, { $galleys ->
        [one] { $galleys } galea
       *[other] { $galleys } galee
    } · scorta: { $supply_legions } + { $supply_galleys }
bot-antike-knowhows = Saperi: { $names }
bot-antike-no_knowhows = nessuno
bot-antike-marker = Rondella: { $index } { $field }
bot-antike-marker_none = Rondella: segnalino non ancora posato
bot-antike-order = Se attaccato: { $order }
bot-antike-status = Stato del gioco
bot-antike-turn = Giro { $round }: { $nation } ({ $player }) — { $phase }
bot-antike-phase-start = scelta delle città iniziali
bot-antike-phase-rondel = scelta di uno spicchio della rondella
bot-antike-phase-act = azione: { $field }
bot-antike-phase-found = fondazione di città
bot-antike-waiting = In attesa di: { $what }
bot-antike-pending-defend = { $who } decide se combattere: unità { $unit } ({ $foe }) entrate in { $region }
bot-antike-pending-casualties = { $count ->
        [one] { $who } dice se l'unità spesa in { $region } è una legione
       *[other] { $who } dice quante delle { $count } unità spese in { $region } sono legioni
    }
bot-antike-pending-coin = { $who } sceglie una risorsa, perché la banca non ha più monete
bot-antike-pending-extra = { $who } sceglie un personaggio per gli otto saperi
bot-antike-pending-start = { $who } sceglie una città iniziale
bot-antike-bank = Banca: { $coins ->
        [one] { $coins } moneta
       *[other] { $coins } monete
    } · { $temples ->
        [one] { $temples } tempio
       *[other] { $temples } templi
    } · { $personages ->
        [one] { $personages } personaggio
       *[other] { $personages } personaggi
    }
bot-antike-winner = { $nation } ({ $player }) ha vinto la partita
bot-antike-hand = { $nation }: { $stock } · { $marker }

## Il tabellone in testo (tavolo offline)

bot-antike-side-west = Ovest: il mondo romano
bot-antike-side-east = Est: il mondo di Alessandro
bot-antike-text-header = ANTIKE · { $side } · giro { $round }
bot-antike-text-regions = Città e unità:
bot-antike-text-rondel = Rondella:
bot-antike-text-temple = tempio
bot-antike-text-legions = { $nation }: { $count } leg
bot-antike-text-galleys = { $nation }: { $count } gal

table-antike-help = Scrivi il numero di un'azione, oppure scrivila per intero con i nomi che mostra il tabellone (maiuscole o minuscole, accenti facoltativi), per esempio: { $examples }. Altri comandi: board, log, list all, help, quit (la partita resta salvata), resign.

## Il risultato della partita al tavolo offline

table-antike-result-win = { FORM($player, form: "person") ->
        [you] Vinci
       *[other] Vince { $player }
    } ({ $reason }). Personaggi: { $scores }.
table-antike-result-draw = Partita finita, { $reason }. Personaggi: { $scores }.
