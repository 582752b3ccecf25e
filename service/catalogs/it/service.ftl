### Match service: statuses, refusals and log lines (Italian).
### A message's Fluent id is its key with "." replaced by "-":
### the key service.error.channel_busy is the id service-error-channel_busy.

## Lo stato di una partita; si legge anche dopo «Questa partita è …» (femminile)

service-status-lobby = in attesa di giocatori
service-status-active = in corso
service-status-finished = conclusa
service-status-aborted = annullata

## Rifiuti

service-error-channel_busy = Questo canale ha già una partita di { $game } (#{ $match }). Finiscila o annullala, oppure avvia la tua in un altro canale o thread.
service-error-no_match_here = Non c'è nessuna partita in questo canale. Creane una con il comando per una nuova partita.
service-error-not_in_lobby = Questa partita è { $status }, quindi i suoi posti non possono più cambiare.
service-error-already_seated = Hai già un posto in questa partita. Aspetta che chi l'ha creata la avvii.
service-error-match_full = Questa partita è al completo ({ $max ->
        [one] un posto
       *[other] { $max } posti
    }). Guardala, oppure crea un'altra partita altrove.
service-error-not_seated = Non hai un posto in questa partita. Unisciti mentre aspetta giocatori.
service-error-unknown_ai = Non esiste un'IA chiamata «{ $kind }». Scegli tra: { $known }.
service-error-bad_ai_budget = «{ $kind }» non è un tempo di riflessione che l'IA forte capisca. Scrivi strong, strong:2s (secondi, fino a 30) o strong:400i (iterazioni).
service-error-leave_active = La partita è iniziata; non puoi semplicemente andartene. Piuttosto, abbandona la partita.
service-error-only_creator_starts = Solo chi ha creato la partita può avviarla. Chiediglielo, oppure un moderatore può annullarla.
service-error-player_count = Questo gioco richiede da { $min } a { $max ->
        [one] { $max } giocatore
       *[other] { $max } giocatori
    }; la partita ne ha { $have }. Invita qualcuno o aggiungi un'IA.
service-error-stale_view = Quella scelta riguarda una posizione precedente; la partita è andata avanti. Guarda il tabellone più recente e scegli di nuovo.
service-error-moved_on = Qualcuno ha agito nello stesso momento e la partita è andata avanti. Non è stato applicato niente di tuo: guarda il tabellone più recente e scegli di nuovo.
service-error-lobby_changed = La sala d'attesa è cambiata nello stesso momento. Guardala di nuovo e ripeti il comando.
service-error-ai_runaway = L'IA non ha finito il suo turno entro { $steps ->
        [one] un'azione
       *[other] { $steps } azioni
    }. Chiedi a un moderatore di annullare questa partita e, per favore, segnalalo.
service-error-already_over = Questa partita è già finita. Iniziane una nuova con il comando per una nuova partita.
service-error-abort_forbidden = Solo chi ha creato la partita o un moderatore può annullarla. Puoi invece abbandonarla.
service-error-not_active = Questa partita è { $status }, quindi non si possono fare mosse.
service-error-not_started = Questa partita non è ancora iniziata.

## Risultati e righe del registro

service-end-resigned = ha vinto per { FORM($player, form: "person") ->
        [you] il tuo abbandono
       *[other] l'abbandono di { $player }
    }
service-event-resigned = ha abbandonato la partita.
service-event-aborted = La partita è stata annullata.

## Requests that arrive twice
service-error-already_applied = Questa richiesta è già stata eseguita una volta, quindi non viene applicata di nuovo. Guarda il tabellone più recente.
service-error-repeated_move = Hai fatto esattamente questa mossa poco fa, ed è salvata.

## Registrazioni delle partite (strategos replay --file, strategos play --from)

service-record-not_a_record = Questo file non è una registrazione di partita di Strategos (ottienine una con /match export).
service-record-version = Questa registrazione è scritta nel formato { $version }, che questo Strategos non legge. Aggiorna Strategos, oppure esporta di nuovo la partita.
service-record-partial = Questa registrazione della partita #{ $match } è stata esportata mentre la partita era in corso, quindi contiene solo ciò che vedeva un giocatore: non si può rigiocare. Esporta di nuovo la partita quando sarà finita.
service-record-damaged = Questa registrazione è danneggiata e non si può usare ({ $problem }).
service-record-engine = Questa registrazione è stata giocata con la versione { $stored } delle regole di { $game }; questo Strategos ha la versione { $current }, che potrebbe non giocarla allo stesso modo.
service-record-no_action = In questa registrazione non c'è l'azione { $at }: scegli un numero da 0 a { $last }.
service-record-over_by_then = La partita era già finita dopo l'azione { $at }: scegline una precedente.
service-record-seats = Questa partita aveva { $count ->
        [one] 1 posto
       *[other] { $count } posti
    }: --seats indica un tipo per posto, nell'ordine dei posti della registrazione.
service-record-seat_kind = «{ $kind }» non è un tipo di posto per questo gioco.
