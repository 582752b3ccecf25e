### Babel: nations, actions, log lines and refusals (Italian).
### A message's Fluent id is its key with "." replaced by "-":
### the key babel.error.pile_empty is the id babel-error-pile_empty.
###
### Grammar: nation, power and pile names reach a sentence as nested messages ($site, $nation,
### $origin, $to, $paid, $target, $source, $power). Their plain text is the bare name; the
### article and the articulated preposition depend on the word ("gli Assiri" but "i Medi"),
### so a sentence asks for the form it needs with FORM, which reads the attribute:
###   sul sito { FORM($site, form: "di") }  →  sul sito degli Assiri / sul sito dei Medi
### Nations: .art (i Medi), .di (dei Medi).
### Piles (source, from): .da (dalla tua pila), .di (della tua pila), .in (nella tua pila).
### Powers: .art (la Distruzione assira, il Balzo persiano).

## Popoli (ogni sito porta il nome del suo popolo)

babel-nation-assyrians = Assiri
    .art = gli Assiri
    .di = degli Assiri
babel-nation-hittites = Ittiti
    .art = gli Ittiti
    .di = degli Ittiti
babel-nation-medes = Medi
    .art = i Medi
    .di = dei Medi
babel-nation-persians = Persiani
    .art = i Persiani
    .di = dei Persiani
babel-nation-sumerians = Sumeri
    .art = i Sumeri
    .di = dei Sumeri

## Da dove arriva una carta tempio: detto al giocatore (source) e nel registro (from)

babel-source-own = la tua pila dei templi
    .da = dalla tua pila dei templi
    .di = della tua pila dei templi
    .in = nella tua pila dei templi
babel-source-rival = la pila dei templi del tuo avversario
    .da = dalla pila dei templi del tuo avversario
    .di = della pila dei templi del tuo avversario
    .in = nella pila dei templi del tuo avversario
babel-source-start = la tua carta tempio iniziale
    .da = dalla tua carta tempio iniziale
    .di = della tua carta tempio iniziale
    .in = nella tua carta tempio iniziale
babel-from-own = la propria pila dei templi
    .da = dalla propria pila dei templi
    .di = della propria pila dei templi
    .in = nella propria pila dei templi
babel-from-rival = la pila dei templi dell'altro giocatore
    .da = dalla pila dei templi dell'altro giocatore
    .di = della pila dei templi dell'altro giocatore
    .in = nella pila dei templi dell'altro giocatore
babel-from-start = la propria carta iniziale
    .da = dalla propria carta iniziale
    .di = della propria carta iniziale
    .in = nella propria carta iniziale

## Poteri

babel-power-assyrians = Distruzione assira
    .art = la Distruzione assira
babel-power-hittites = Furto ittita
    .art = il Furto ittita
babel-power-medes = Diserzione meda
    .art = la Diserzione meda
babel-power-persians = Balzo persiano
    .art = il Balzo persiano
babel-power-sumerians = Defezione sumera
    .art = la Defezione sumera
babel-power-all = il potere di tutti i popoli
    .art = il potere di tutti i popoli

## Azioni consentite, come le vede il giocatore

babel-action-move = Sposta il tuo costruttore sul sito { FORM($site, form: "di") } (paghi una carta { FORM($site, form: "di") })
babel-action-play = Gioca una carta { FORM($nation, form: "di") } sul sito del tuo costruttore
babel-action-build = Costruisci il livello successivo del tempio { FORM($source, form: "da") }
babel-action-migrate = Fai migrare i tuoi 3 popoli più recenti dal sito { FORM($origin, form: "di") } al sito { FORM($to, form: "di") }
babel-action-power-assyrians = { babel-nation-assyrians } (sequenza in posizione { $position }): distruggi qui il tempio dell'avversario
babel-action-power-hittites = { babel-nation-hittites } (sequenza in posizione { $position }): ruba qui la carta tempio più alta dell'avversario
babel-action-no_target = (popolo non indicato)
    .di = di un popolo non indicato
babel-action-no_source = (pila non indicata)
    .da = da una pila non indicata
babel-action-power-medes = { babel-nation-medes } (sequenza in posizione { $position }): l'avversario perde qui tutte le carte { FORM($target, form: "di") }
babel-action-power-persians = { babel-nation-persians } (sequenza in posizione { $position }): sali di due livelli con una carta { FORM($source, form: "da") }
babel-action-power-sumerians = { babel-nation-sumerians } (sequenza in posizione { $position }): prendi qui le carte popolo dell'avversario uguali alla sua carta più recente
babel-action-power-all = Tutti i popoli (sequenza in posizione { $position }): l'avversario scarta metà della sua mano
babel-action-end = Termina il turno (pesca 2 carte tempio sulla tua pila)
babel-action-discard = Scarta: { $cards }

## Righe del registro; quasi tutte seguono il nome del giocatore

babel-event-move = ha spostato il costruttore sul sito { FORM($site, form: "di") }.
babel-event-play = ha giocato una carta { FORM($nation, form: "di") } sul sito { FORM($site, form: "di") }.
babel-event-build = ha costruito un tempio di livello { $level } sul sito { FORM($site, form: "di") } { FORM($source, form: "da") }.
babel-event-migrate = ha fatto migrare dal sito { FORM($origin, form: "di") } al sito { FORM($to, form: "di") } queste carte: { $cards }.
babel-event-discarded_half = ha scartato: { $cards }; ora ha in mano { $left ->
        [one] una carta popolo
       *[other] { $left } carte popolo
    }.
babel-event-power-assyrians = ha sacrificato una carta { FORM($paid, form: "di") } sul sito { FORM($site, form: "di") } e lì ha distrutto il tempio di livello { $level } dell'avversario.
babel-event-power-hittites = ha sacrificato una carta { FORM($paid, form: "di") } sul sito { FORM($site, form: "di") } e ha rubato la carta tempio di livello { $level } dell'avversario.
babel-event-power-medes = ha sacrificato una carta { FORM($paid, form: "di") } sul sito { FORM($site, form: "di") }; l'avversario lì ha perso { FORM($nation, form: "art") } ({ $count ->
        [one] una carta
       *[other] { $count } carte
    }).
babel-event-power-persians = ha sacrificato una carta { FORM($paid, form: "di") } sul sito { FORM($site, form: "di") } e con un balzo ha raggiunto un tempio di livello { $level } con una carta { FORM($source, form: "da") }.
babel-event-power-sumerians = ha sacrificato una carta { FORM($paid, form: "di") } sul sito { FORM($site, form: "di") } e lì ha conquistato { FORM($nation, form: "art") } dell'avversario ({ $count ->
        [one] una carta
       *[other] { $count } carte
    }).
babel-event-power-all = ha sacrificato una carta { FORM($paid, form: "di") } sul sito { FORM($site, form: "di") }: l'avversario deve scartare { $count ->
        [one] una carta
       *[other] { $count } carte
    } a sua scelta.
babel-event-people_exhausted = Il mazzo dei popoli e la pila degli scarti sono entrambi vuoti: la pesca si interrompe.
babel-event-reshuffle = La pila degli scarti è stata mescolata in un nuovo mazzo dei popoli ({ $size ->
        [one] una carta
       *[other] { $size } carte
    }).
babel-event-draw_people = { $count ->
        [0] non ha pescato nessuna carta popolo.
        [one] ha pescato una carta popolo.
       *[other] ha pescato { $count } carte popolo.
    }
babel-event-end_turn = ha finito il turno con { $hand ->
        [one] una carta popolo
       *[other] { $hand } carte popolo
    } in mano e ha messo sulla sua pila le carte tempio { $temples }.
babel-event-quarry_empty = La cava è vuota: la partita finisce ora.
babel-event-turn = Inizia il turno { $turn }.
babel-event-final_phase = Inizia la fase finale: la partita finisce appena un giocatore arriva a 20 o scende a 9 o meno.
babel-event-end-target = Un giocatore ha raggiunto 15 mentre l'altro aveva 9 o meno: la partita è finita.
babel-event-end-final = La fase finale è conclusa: la partita termina.
babel-event-end-quarry = La partita è finita.
babel-private-drew = { $count ->
        [0] Non hai pescato nulla: non restava nessuna carta popolo.
       *[other] Hai pescato: { $cards }.
    }

## Perché una partita è finita (segue il nome del vincitore)

babel-end-target = ha vinto raggiungendo 15 mentre l'avversario aveva 9 o meno
babel-end-final = ha vinto la fase finale
babel-end-quarry = era in testa quando la cava si è esaurita
babel-end-tie_hand = pari nei templi, ma ha vinto con più carte popolo in mano
babel-end-draw = pareggio: templi pari e mani pari

## Rifiuti: cosa non va e cosa fare invece

babel-error-two_players = Babel si gioca esattamente in 2, non in { $seats }.
babel-error-builder_in_quarry = Il tuo costruttore è ancora nella cava. Prima spostalo su un sito (scarta una carta del popolo di quel sito).
babel-error-no_start_card = Hai già costruito la tua carta tempio iniziale. Costruisci invece da una pila dei templi.
babel-error-pile_empty = Non ci sono carte { FORM($source, form: "in") }. Prova l'altra pila.
babel-error-wrong_level = La carta più in alto { FORM($source, form: "di") } è di livello { $card }, ma ora questo tempio richiede il livello { $level }. Prova l'altra pila, oppure { babel-power-persians.art } per saltare un livello.
babel-error-not_enough_people = Un tempio di livello { $level } richiede almeno { $level ->
        [one] una tua carta popolo
       *[other] { $level } tue carte popolo
    } nel sito; ne hai { $have }. Prima gioca lì altri popoli.
babel-error-must_discard = Prima devi scartare { $count ->
        [one] una carta
       *[other] { $count } carte
    }, metà della tua mano: { $count ->
        [one] sceglila
       *[other] sceglile
    } prima di qualsiasi altra cosa.
babel-error-awaiting_discard = Il tuo avversario deve prima scartare { $count ->
        [one] una carta
       *[other] { $count } carte
    }. Aspetta.
babel-error-already_there = Il tuo costruttore è già sul sito { FORM($site, form: "di") }. Scegli un altro sito.
babel-error-move_needs_card = Spostarsi sul sito { FORM($site, form: "di") } costa una carta { FORM($site, form: "di") }, e non ne hai. Scegli un sito di cui hai in mano il popolo.
babel-error-not_in_hand = Non hai carte { FORM($nation, form: "di") }. Controlla la tua mano con il comando hand.
babel-error-temple_complete = Questo tempio è già al livello 6, il massimo. Costruisci su un altro sito.
babel-error-start_needs_empty_site = Il tuo tempio iniziale di livello 1 va costruito su un sito dove non hai ancora un tempio. Sposta il tuo costruttore su un sito vuoto.
babel-error-migrated_already = Hai già fatto una migrazione in questo turno; è consentita una sola migrazione per turno.
babel-error-migrate_same_site = La migrazione deve andare verso un sito diverso. Scegli un'altra destinazione.
babel-error-migrate_too_few = La migrazione sposta esattamente 3 popoli, e ne hai { $have } sul sito { FORM($site, form: "di") }. Scegli un sito con almeno 3 popoli.
babel-error-foundation_unbuilt = Devi costruire il tuo tempio iniziale di livello 1 prima di finire il primo turno: spostati su un sito vuoto, gioca lì una carta popolo e costruisci dalla tua carta iniziale.
babel-error-no_discard_pending = Nessuno ti ha chiesto di scartare. Scegli un'altra azione.
babel-error-foundation_first = Così non potresti costruire il tuo tempio iniziale in questo turno, come richiedono le regole. Tieni una carta per raggiungere un sito vuoto e una da giocare lì.
babel-error-no_card_at = Non hai carte popolo in posizione { $position } sul sito { FORM($site, form: "di") }. Le posizioni si contano da 1, dal fondo della colonna.
babel-error-run_too_short = In quella posizione { FORM($nation, form: "art") } formano una sequenza di { $length ->
        [one] una sola carta
       *[other] sole { $length } carte
    }; un potere ne richiede almeno 3 di fila.
babel-error-run_wrong_nation = Per { FORM($power, form: "art") } serve una sequenza del popolo corrispondente, ma questa sequenza è { FORM($nation, form: "di") }. Usa invece il potere di quel popolo o { babel-power-all.art }.
babel-error-run_not_start = Indica una sequenza con la sua carta più in basso: quella che intendi inizia in posizione { $start }, non { $position }.
babel-error-target_only_medes = Solo { babel-power-medes.art } indica un popolo bersaglio. Per questo potere non indicare alcun bersaglio.
babel-error-source_only_persians = Solo { babel-power-persians.art } prende una carta tempio. Per questo potere non indicare la pila, oppure costruisci con l'azione di costruzione.
babel-error-nothing_to_destroy = Il tuo avversario non ha un tempio sul sito { FORM($site, form: "di") }, quindi non c'è niente da distruggere.
babel-error-nothing_to_steal = Il tuo avversario non ha un tempio sul sito { FORM($site, form: "di") }, quindi non c'è niente da rubare.
babel-error-steal_not_higher = Qui puoi rubare solo una carta più alta del tuo tempio: il suo è di livello { $theirs }, il tuo di livello { $yours }.
babel-error-no_such_people = Il tuo avversario non ha { $nation } sul sito { FORM($site, form: "di") }. Scegli un popolo che ha lì.
babel-error-persians_start = Il { babel-power-persians } prende la sua carta da una pila dei templi, non dalla tua carta iniziale.
babel-error-temple_too_high = Salire di due livelli supererebbe il livello 6. Qui costruisci un livello alla volta.
babel-error-no_people_to_take = Il tuo avversario non ha popoli da conquistare sul sito { FORM($site, form: "di") }.
babel-error-hand_too_small = Il tuo avversario ha in mano { $size ->
        [one] una carta popolo
       *[other] { $size } carte popolo
    }; la metà, arrotondata per difetto, è zero. Usa un altro potere.
babel-error-discard_count = Devi scartare esattamente { $count ->
        [one] una carta
       *[other] { $count } carte
    }; ne hai indicate { $given }.
babel-error-discard_not_in_hand = Non puoi scartare così tanti { $nation }: ne hai { $have }.

## Lettura di un comando scritto

babel-error-empty_command = Scrivi un'azione, o il suo numero nell'elenco.
babel-error-usage = Scrivilo così: { $usage }
babel-error-unknown_verb = «{ $word }» non è un'azione. Azioni: { $choices }.
