### Antike Duellum in Discord and at the offline table: option labels, the embed summary,
### the private panel's first line and the text board (Italian).
### A message's Fluent id is its key with "." replaced by "-".
### Field and know-how names keep their Latin names; region names come from the map data.
### Terms follow duellum.ftl: area di reclutamento, riserva personale, personaggi, rondella,
### fila scoperta, mura.

## Le nazioni

bot-duellum-nation-carthage = Cartagine
bot-duellum-nation-rome = Roma
bot-duellum-nation-greece = Grecia
bot-duellum-nation-persia = Persia

## Le etichette dei suggerimenti

bot-duellum-field_label = { $index } · { $field }
bot-duellum-field_cost = { $index } · { $field } ({ $cost ->
        [0] gratis
        [one] { $cost } unità
       *[other] { $cost } unità
    })
bot-duellum-rondel_move = Rondella { $index } · { $field } — { $cost ->
        [0] gratis
       *[other] paghi { $pay }
    }
bot-duellum-pay_nothing = niente (gratis)
bot-duellum-casualties = { $legions ->
        [one] { $legions } legione
       *[other] { $legions } legioni
    }, galee per il resto
bot-duellum-fortress-yes = Gioca la Fortezza
bot-duellum-fortress-no = Tieni la Fortezza
bot-duellum-word-yes = sì
bot-duellum-word-no = no

## L'embed: un riquadro per nazione, poi lo stato della partita

bot-duellum-none = nessuna
bot-duellum-no_personages = ancora nessuno
bot-duellum-personages = Personaggi { $count }/{ $target }: { $kinds }
bot-duellum-personage-king = { $count } re
bot-duellum-personage-philosopher = { $count ->
        [one] { $count } filosofo
       *[other] { $count } filosofi
    }
bot-duellum-personage-general = { $count ->
        [one] { $count } generale
       *[other] { $count } generali
    }
bot-duellum-personage-navigator = { $count ->
        [one] { $count } navigatore
       *[other] { $count } navigatori
    }
bot-duellum-personage-citizen = { $count ->
        [one] { $count } cittadino
       *[other] { $count } cittadini
    }
bot-duellum-cities = Città { $count } · templi { $temples } · mura { $walls } (+{ $supply } in riserva)
bot-duellum-stock = Marmo { $marble } · ferro { $iron } · oro { $gold } · monete { $coins }
bot-duellum-units = Area di reclutamento: { $recruit_legions ->
        [one] { $recruit_legions } legione
       *[other] { $recruit_legions } legioni
    }, { $recruit_galleys ->
        [one] { $recruit_galleys } galea
       *[other] { $recruit_galleys } galee
    } · riserva: { $legions ->
        [one] { $legions } legione
       *[other] { $legions } legioni
    }, { $galleys ->
        [one] { $galleys } galea
       *[other] { $galleys } galee
    }
bot-duellum-special_waiting = { $unit }: nell'area di reclutamento
bot-duellum-special_at = { $unit }: in { $region }
bot-duellum-knowhows = Conoscenze: { $names }
bot-duellum-cards = Carte evento: { $names }
bot-duellum-marker = Rondella: { $index } { $field }
bot-duellum-marker_none = Rondella: segnalino non ancora piazzato
bot-duellum-status = La partita
bot-duellum-turn = Turno { $turn } · { $player }: { $phase }
bot-duellum-phase-rondel = sceglie un campo della rondella
bot-duellum-phase-act = azione { $field }
bot-duellum-phase-found = fonda città dopo { $field }
bot-duellum-row = Fila scoperta: { $cards } · mazzo { $deck } · scarti { $discard }
bot-duellum-waiting = In attesa: { $what }
bot-duellum-pending-fortress = { FORM($player, form: "person") ->
        [you] Puoi
       *[other] { $player } può
    } giocare la Fortezza per difendere { $region }.
bot-duellum-pending-casualties = { $count ->
        [one] { FORM($player, form: "person") ->
            [you] Di' se
           *[other] { $player } dice se
        } l'unità persa nel conquistare { $region } è una legione o una galea.
       *[other] { FORM($player, form: "person") ->
            [you] Di' quante
           *[other] { $player } dice quante
        } delle { $count } unità perse nel conquistare { $region } sono legioni.
    }
bot-duellum-pending-pick = { FORM($player, form: "person") ->
        [you] Prendi
       *[other] { $player } prende
    } { $count ->
        [one] una carta evento
       *[other] { $count } carte evento
    } dalla fila scoperta.
bot-duellum-pending-coin = { FORM($player, form: "person") ->
        [you] Prendi
       *[other] { $player } prende
    } una risorsa al posto di una moneta: in banca non ce ne sono più.

## La prima riga del pannello privato (in Duellum non c'è niente di nascosto)

bot-duellum-hand = { $nation }: { $stock }. { $marker }. Le tue carte evento: { $cards }.
bot-duellum-card_line = • { $name }: { $text }
bot-duellum-row_pick = La fila scoperta: prendi { $count ->
        [one] una carta
       *[other] { $count } carte
    }.

## Il tabellone come testo, per il tavolo offline (80 colonne)

table-duellum-header = ANTIKE DUELLUM · { $side }: { $a } contro { $b } · turno { $turn }
table-duellum-side-west = Mediterraneo occidentale
table-duellum-side-east = Egeo e Anatolia
table-duellum-to_play = { FORM($player, form: "person") ->
        [you] Tocca a te ({ $nation })
       *[other] Di turno: { $player } ({ $nation })
    }, { $phase }
table-duellum-winner =
    { FORM($player, form: "person") ->
        [you] Hai vinto
       *[other] { $player } ha vinto
    } con { $count ->
        [one] { $count } personaggio
       *[other] { $count } personaggi
    }.
table-duellum-tag-to_act = di turno
table-duellum-tag-winner = vincitore
table-duellum-col-region = Regione
table-duellum-col-city = Città
table-duellum-letter-legion = { $count } leg
table-duellum-letter-galley = { $count } gal
table-duellum-letter-general = Generale
table-duellum-letter-admiral = Ammiraglio
table-duellum-letter-temple = +tempio
table-duellum-letter-wall = +mura
table-duellum-legend = (leg legioni · gal galee · la lettera di una città indica chi la possiede)
table-duellum-rondel = Rondella:
table-duellum-help = Scrivi il numero di un'azione, oppure scrivila per intero con i nomi che mostra il tabellone (maiuscole o minuscole, accenti facoltativi), per esempio: { $examples }. Altri comandi: board, log, list all, help, quit (la partita resta salvata), resign.
table-duellum-result-win = { FORM($player, form: "person") ->
        [you] Vinci
       *[other] Vince { $player }
    } ({ $reason }). Personaggi: { $scores }.
table-duellum-result-draw = Partita finita, { $reason }. Personaggi: { $scores }.

## /match new … options: per Antike Duellum

bot-duellum-options-unknown = Antike Duellum non ha l'opzione «{ $option }». Le sue opzioni sono { $known }, per esempio: map=east special_units=true fortress=auto
bot-duellum-options-map = «{ $value }» non è un lato del tabellone. Scrivi map=west (Cartagine contro Roma) o map=east (Grecia contro Persia).
bot-duellum-options-special_units = special_units vale true o false, non «{ $value }». Scrivi special_units=true per giocare con il Generale e l'Ammiraglio.
bot-duellum-options-fortress = fortress vale ask o auto, non «{ $value }». Con fortress=ask chi difende decide ogni volta; con fortress=auto la Fortezza si gioca subito al primo attacco.
bot-kind-duellum-order = Ordine permanente per la Fortezza
bot-duellum-order = Il tuo ordine permanente per la Fortezza (lo vedi solo tu): { $order }
