### Nations nelle interfacce: tipi di mossa, pulsanti, etichette delle opzioni, la plancia come
### testo e che cosa fa ogni carta, con parole nostre dal vocabolario degli effetti dei dati.

bot-kind-nations-pick = Scegli una nazione
bot-kind-nations-grow = Crescita: lavoratore
bot-kind-nations-take = Crescita: risorse
bot-kind-nations-buy = Compra una carta
bot-kind-nations-deploy = Schiera un lavoratore
bot-kind-nations-withdraw = Ritira un lavoratore
bot-kind-nations-hire = Ingaggia un architetto
bot-kind-nations-use = Azione di una carta
bot-kind-nations-choose = Rispondi all'evento
bot-kind-nations-pass = Passa
bot-quick-nations-hire = Ingaggia un architetto
bot-quick-nations-pass = Passa

## Pulsanti sotto la plancia

bot-nations-button-card = { $name } · { $gold }o
bot-nations-button-deploy = Schiera
bot-nations-button-hire = Architetto
bot-nations-button-pass = Passa
bot-nations-button-use = Azione di carta
bot-nations-button-grow_food = Lavoratore (cibo)
bot-nations-button-grow_stability = Lavoratore (stabilità)
bot-nations-button-take = +{ $count } { $resource }
bot-nations-button-take_level = { $resource } (quanto dà il tuo livello)
bot-nations-options-unknown = Nations non ha l'opzione «{ $option }». Le opzioni sono: { $known }.
bot-nations-options-value = «{ $value }» non è un valore di { $option }. Scrivi { $option }= e uno tra: { $known }.
bot-nations-options-levels = «{ $value }» non è un livello di difficoltà. Scrivi levels= e un livello per ogni posto nell'ordine dei posti, separati da «/», per esempio levels=prince/king; i livelli sono: { $known }.
bot-nations-button-pick = { $nation } ({ $side })
bot-nations-button-choose = { $option }: { $label }
bot-nations-decline = rifiuta

## Etichette delle opzioni dei comandi

bot-nations-label-row = Fila { $row } · { $gold } oro: { $cards }
bot-nations-label-col = { $col } · { $card }
bot-nations-label-slot = Posto { $slot }: { $card }
bot-nations-label-slot-empty = Posto { $slot } (vuoto)
bot-nations-label-reserve = la riserva
bot-nations-label-deploy = Posto { $slot }: { $card } ({ $stone } pietra)
bot-nations-label-side = Lato { $side }
bot-nations-label-level = { $level } (la crescita dà { $count })
bot-nations-preset_level = il livello che la partita ti ha assegnato

## La plancia come testo

bot-nations-word-military = forza militare
bot-nations-word-stability = stabilità
bot-nations-or = { " o " }
bot-nations-no_nation = Nessuna nazione ancora scelta
bot-nations-seat = ⚔ { $military } · ☮ { $stability } · oro { $gold }, pietra { $stone }, cibo { $food }, libri { $books } · PV { $vp } (totale { $score })
bot-nations-workers = Lavoratori: { $idle } nella riserva, { $on } sulle carte
bot-nations-passed = Ha passato in questo round
bot-nations-place = { $slot }: { $card } ({ $workers })
bot-nations-advisor = Consigliere: { $names }
bot-nations-colonies = Colonie: { $names }
bot-nations-building_wonder = Costruisce { $card } ({ $count ->
        [one] { $count } architetto
       *[other] { $count } architetti
    })
bot-nations-wonders = Meraviglie: { $names }
bot-nations-row = Fila { $row } ({ $gold } oro): { $cards }
bot-nations-phase-pick = scelta delle nazioni
bot-nations-phase-growth = crescita
bot-nations-phase-actions = azioni
bot-nations-phase-event_pick = scelta della carta evento
bot-nations-phase-choice = risposta a un evento
bot-nations-phase-over = partita finita
bot-nations-round = Età { $age } di { $ages }, round { $round } di { $rounds } · { $phase }
bot-nations-to_act = Tocca a: { $players }
bot-nations-order = Ordine dei giocatori: { $players }
bot-nations-event = Carta evento: { $card }
bot-nations-event_offer = Carte evento offerte: { $cards }
bot-nations-war = Guerra: { $card } (forza { $strength })
bot-nations-architects = Architetti disponibili: { $count }
bot-nations-tile = Tessera del rivale: { $tile } · i suoi libri: { $books }
bot-nations-rival_military = Forza militare del rivale in questo round: +{ $count } oltre la sua tessera.
bot-nations-choice = { $event } chiede di scegliere: { $options }
bot-nations-choice_for_all = La prima nazione raggiunta sceglie per tutte e { $count }.
bot-nations-row-title = Plancia del progresso
bot-nations-hand = La tua nazione: { $nation }

## Che cosa fa una carta

bot-nations-kind-advisor = consigliere
bot-nations-kind-building = edificio
bot-nations-kind-military = militare
bot-nations-kind-colony = colonia
bot-nations-kind-wonder = meraviglia
bot-nations-kind-golden_age = età dell'oro
bot-nations-kind-battle = battaglia
bot-nations-kind-war = guerra
bot-nations-effect-worker = ogni lavoratore (costa { $stone } pietra): { $what }
bot-nations-effect-raid = razzia { $count }
bot-nations-effect-worker_vp = PV per lavoratore { $list }
bot-nations-effect-colony = richiede forza militare { $military }
bot-nations-effect-wonder = gli architetti costano { $costs } pietra
bot-nations-effect-golden = prendi { $count } { $resource }, o paga { $price ->
        [one] { $price } risorsa
       *[other] { $price } risorse
    } per 1 PV
bot-nations-effect-battle = ottieni la razzia del tuo esercito migliore in { $kinds }
bot-nations-effect-war = le nazioni più deboli perdono { $vp } PV e { $loss }, meno la loro stabilità
bot-nations-effect-vp = { $count } PV
bot-nations-effect-choose = { $count } { $kinds }
bot-nations-effect-workers = { $count ->
        [one] { $count } lavoratore
       *[other] { $count } lavoratori
    }
bot-nations-effect-discard = perde ogni { $kinds }
bot-nations-effect-once = subito: { $what }
bot-nations-effect-scaled = { $what } per ogni { $per }
bot-nations-effect-each = per ogni { $per }
bot-nations-effect-if = se { $condition }
bot-nations-effect-action = una volta per round, paga { $cost }: { $what }
bot-nations-effect-remove = se ne va quando { $condition }
bot-nations-effect-free_architects = { $count } architetti gratis
bot-nations-effect-undeploy = { $count ->
        [one] { $count } lavoratore ritirato
       *[other] { $count } lavoratori ritirati
    }
bot-nations-effect-order_first = gioca per primo
bot-nations-effect-order_last = gioca per ultimo
bot-nations-metric-military = forza militare
bot-nations-metric-stability = stabilità
bot-nations-metric-workers_on_military = lavoratori sui militari
bot-nations-cond-most = è prima per { $metric }
bot-nations-cond-least = è ultima per { $metric }
bot-nations-cond-at_least = ha { $metric }: almeno { $count }
bot-nations-cond-at_most = ha { $metric }: al massimo { $count }
bot-nations-per-buildings = edificio
bot-nations-per-manned_military = carta militare con un lavoratore
bot-nations-per-colonies = colonia
bot-nations-per-wonders = meraviglia finita
bot-nations-when-production = nella produzione: { $what }
bot-nations-when-buy_top_row = dopo un acquisto dalla fila in alto: { $what }
bot-nations-when-buy_kind = dopo l'acquisto di una carta { $kind }: { $what }
bot-nations-when-wonder_completed = dopo aver finito una meraviglia: { $what }
bot-nations-when-pass_first = passando per primo: { $what }
bot-nations-when-spend_last_gold = spendendo l'ultimo oro: { $what }
bot-nations-when-war_survived = superando una guerra: { $what }
bot-nations-when-age_end = alla fine di ogni età: { $what }
bot-nations-rule-golden_age_advantage = le età dell'oro danno { $value } in più o costano { $value } in meno
bot-nations-rule-war_strength_bonus = +{ $value } forza militare contro le guerre
bot-nations-rule-no_military_upkeep = nessun mantenimento per le carte militari
bot-nations-rule-war_no_vp_if_passed_first = nessun PV perso in guerra dopo aver passato per primo
bot-nations-rule-extra_advisor_slot = tiene { $value } consigliere in più
bot-nations-rule-extra_colony_slot = tiene { $value } colonia in più
bot-nations-rule-double_first_turn = due azioni nel primo turno del round
bot-nations-rule-choose_event = vede due carte evento e ne tiene una
bot-nations-rule-stability_lowest_on_completion = conta come la meno stabile nel round in cui è finita
bot-nations-rule-private_architects = { $value } architetti propri ogni round
bot-nations-rule-deploy_discount = schierare costa { $value } pietra in meno
bot-nations-rule-architect_discount = gli architetti costano { $value } pietra in meno
bot-nations-rule-raid_bonus = le battaglie danno { $value } in più
bot-nations-rule-famine_reduction = la carestia costa { $value } cibo in meno
bot-nations-rule-war_loss_reduction = le guerre tolgono { $value } in meno

table-nations-help = Scrivi il numero di un'azione, o scrivila per intero: pick egypt a, pick egypt a king (un tuo livello: capotribù, principe, re, imperatore), grow food, take stone, buy 1 3 (fila, colonna), buy 2 4 slot 3, buy 3 2 books, deploy 2, deploy 2 from 4, withdraw 3, hire, use <carta>, choose 1, pass. Altri comandi: board, log, list all, help, quit (la partita resta salvata), resign.
bot-nations-replaces = (sostituisce { $card })

## Il risultato della partita al tavolo offline

table-nations-result-win = { FORM($player, form: "person") ->
        [you] Vinci
       *[other] Vince { $player }
    } ({ $reason }). Punti vittoria: { $scores }.
table-nations-result-draw = Partita finita, { $reason }. Punti vittoria: { $scores }.
