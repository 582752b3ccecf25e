### L'immagine del tabellone di Nations (italiano).
### A message's Fluent id is its key with "." replaced by "-".
### Card, event, tile and nation names come from the data, in each language.

render-nations-title = NATIONS
render-nations-round = Età { $age } · turno { $round } di { $total }
render-nations-phase-pick = scelta delle nazioni
render-nations-phase-growth = crescita
render-nations-phase-actions = azioni
render-nations-phase-event_pick = scelta della carta evento
render-nations-phase-choice = risposta all'evento
render-nations-phase-over = partita finita
render-nations-who = { $player } ({ $nation })
render-nations-winner = Vince { $player } con { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }
render-nations-solo_over = Partita in solitario vinta con { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }
render-nations-solo_lost = Ha vinto il rivale: i tuoi punti sono scesi sotto zero
render-nations-status-pick = { $player } sceglie una nazione: { $nations }
render-nations-status-growth = Crescita: { $players } scelgono un lavoratore o delle risorse
render-nations-status-event_pick = { $player } tiene una delle due carte evento
render-nations-status-choice = L'evento attende la scelta di: { $players }
render-nations-status-actions = Tocca a { $player } · hanno passato finora: { $passed }

## The progress row and the round's table
render-nations-row = Carte progresso · buy 1 3 = fila 1, colonna 3
render-nations-event = Carta evento del turno
render-nations-no_event = La carta evento si scopre dopo la crescita
render-nations-famine = carestia
render-nations-except = { $target }, tranne: { $spared }
render-nations-optional = { $target } (può rifiutare)
render-nations-or = oppure
render-nations-to_first = primo nell'ordine
render-nations-to_last = ultimo nell'ordine
render-nations-target-all = Tutte le nazioni
render-nations-target-most_military = Il più forte militarmente
render-nations-target-least_military = Il più debole militarmente
render-nations-target-most_stability = Il più stabile
render-nations-target-least_stability = Il meno stabile
render-nations-target-most_books = Chi ha più libri
render-nations-target-least_books = Chi ha meno libri
render-nations-target-first_passer = Il primo a passare
render-nations-target-last_passer = L'ultimo a passare
render-nations-war = Guerra: { $card }, forza { $strength }, comprata da { $player }
render-nations-no_war = Nessuna guerra comprata in questo turno
render-nations-architects_left = architetti disponibili in questo turno
render-nations-decks = Restano in questa età: { $cards } carte progresso, { $events } carte evento
render-nations-rival = Il rivale (partita in solitario)
render-nations-rival_first = Il rivale agisce per primo in questo turno
render-nations-solo-die = Dado 5–6:
render-nations-solo-die_column = Dado 1–4: svuota quella colonna della fila
render-nations-solo-tiles_left = Tessere ancora da scoprire in questa età: { $count }
render-nations-solo-remove_row = svuota la fila { $count }
render-nations-solo-remove_kind = toglie le carte di tipo «{ $kind }»
render-nations-solo-take_architects = prende { $count ->
        [one] { $count } architetto
       *[other] { $count } architetti
    }
render-nations-solo-add_books = guadagna { $count ->
        [one] { $count } libro
       *[other] { $count } libri
    }
render-nations-solo-add_military = la sua forza militare sale di { $count } in questo turno

## Card kinds (on each card's band)
render-nations-kind-advisor = Consigliere
render-nations-kind-building = Edificio
render-nations-kind-military = Esercito
render-nations-kind-colony = Colonia
render-nations-kind-wonder = Meraviglia
render-nations-kind-golden_age = Età dell'oro
render-nations-kind-battle = Battaglia
render-nations-kind-war = Guerra

## A player's board
render-nations-nation = { $nation }, lato { $side }
render-nations-no_nation = ancora nessuna nazione
render-nations-order = { $place }° di { $players } nell'ordine
render-nations-acting = deve agire
render-nations-passed = ha passato
render-nations-free = { $count } nella riserva
render-nations-tokens = { $count } segnalini PV
render-nations-empty_place = posto { $place } libero
render-nations-no_advisor = nessun consigliere
render-nations-no_colony = posto per colonia
render-nations-no_wonder = nessuna meraviglia in costruzione
render-nations-building_wonder = In costruzione
render-nations-wonders = Meraviglie costruite ({ $count }):

## The legend
render-nations-icon-gold = oro
render-nations-icon-stone = pietra
render-nations-icon-food = cibo
render-nations-icon-books = libri
render-nations-icon-military = forza militare
render-nations-icon-stability = stabilità
render-nations-icon-vp = punti vittoria
render-nations-icon-worker = lavoratori
render-nations-icon-architect = architetti
render-nations-icon-raid = valore di razzia
render-nations-ability = un'abilità speciale

## The row's labels, the symbols' key and the end of the game
render-nations-row_word = Fila
render-nations-key-deploy = pietra per lavoratore, poi la sua resa
render-nations-key-workers = lavoratori sulla carta
render-nations-key-made = produzione a fine turno, meno il mantenimento
render-nations-key-needs = forza militare richiesta
render-nations-key-stages = pietra per architetto, fase per fase
render-nations-final = Punteggi finali
render-nations-final-line = { $place }. { $player }: { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }
render-nations-final-rival = Il rivale ha chiuso con { $books ->
        [one] { $books } libro
       *[other] { $books } libri
    }
render-nations-row_left = Carte progresso rimaste alla fine
