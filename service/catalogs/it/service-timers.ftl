### Turn clock, vacation, undo and match settings (Italian).
### A message's Fluent id is its key with "." replaced by "-".
### $player / $players / $opponents name users; a front end may swap them for mentions.
### Sentences about a named player avoid gendered participles ("tornato/tornata"), and
### lists of players follow a colon or "per".

service-player = { $user }

## Promemoria e tempo scaduto (pubblicati nel canale della partita)

service-notice-reminder = { $player }, in questa partita tocca ancora a te. Fai la tua mossa appena puoi.
service-notice-reminder_until_remind = { $player }, in questa partita tocca ancora a te. { $hours ->
    [0] Il tuo tempo sta per scadere.
    [one] Hai ancora circa un'ora prima che il tavolo venga avvisato del tuo ritardo.
   *[other] Hai ancora circa { $hours } ore prima che il tavolo venga avvisato del tuo ritardo.
}
service-notice-reminder_until_claim = { $player }, in questa partita tocca ancora a te. { $hours ->
    [0] Il tuo tempo sta per scadere: muovi ora, o i tuoi avversari potranno rivendicare la vittoria.
    [one] Muovi entro circa un'ora, o i tuoi avversari potranno rivendicare la vittoria.
   *[other] Muovi entro circa { $hours } ore, o i tuoi avversari potranno rivendicare la vittoria.
}
service-notice-reminder_until_ai = { $player }, in questa partita tocca ancora a te. { $hours ->
    [0] Il tuo tempo sta per scadere: muovi ora, o il computer giocherà il turno al posto tuo.
    [one] Muovi entro circa un'ora, o il computer giocherà il turno al posto tuo.
   *[other] Muovi entro circa { $hours } ore, o il computer giocherà il turno al posto tuo.
}
service-notice-timeout_reminded = { $player }, il tempo per questo turno è scaduto ({ $hours ->
    [one] un'ora
   *[other] { $hours } ore
}). Fai la tua mossa, per favore; se ti serve una pausa, attiva la vacanza per fermare il tuo orologio.
service-notice-timeout_claimable = { $player } non ha mosso entro { $hours ->
    [one] un'ora
   *[other] { $hours } ore
}. { $opponents }: ora potete rivendicare la vittoria, oppure continuare ad aspettare; la richiesta decade appena arriva la mossa.
service-notice-ai_played = { $player } non ha mosso entro { $hours ->
    [one] un'ora
   *[other] { $hours } ore
}, quindi il computer ha giocato { $count ->
    [one] una mossa
   *[other] { $count } mosse
} al suo posto. Dal prossimo turno potrà di nuovo giocare da sé.
service-notice-vacation_on = { $player } è in vacanza: il suo orologio è fermo e, finché non torna, nessuno può vincere a tempo nelle sue partite.
service-notice-vacation_off = Per { $player } la vacanza è finita.
service-notice-vacation_off_clock = Per { $player } la vacanza è finita e il suo orologio riparte: { $hours ->
    [0] resta meno di un'ora.
    [one] resta circa un'ora.
   *[other] restano circa { $hours } ore.
}

## Righe del registro (seguono il nome del giocatore)

service-event-timeout_ai = ha esaurito il tempo; il computer ha giocato questo turno al suo posto.
service-event-timeout_claimed = ha rivendicato la vittoria a tempo (non hanno mosso in tempo: { $players }).
service-event-undone = ha ritirato la sua ultima mossa: { $what }
service-end-timeout = ha vinto a tempo: tempo scaduto per { $players }

## Rifiuti: perché, e cosa può fare invece il giocatore

service-error-nothing_to_claim = Non c'è nessuna vittoria da rivendicare: in questa partita non è scaduto il tempo di nessuno, oppure nel frattempo la mossa è arrivata. Aspetta la mossa, o chiedi a un moderatore.
service-error-claim_while_late = È scaduto anche il tuo tempo, quindi non puoi rivendicare la vittoria. Fai piuttosto la tua mossa.
service-error-settings_forbidden = Solo chi ha creato la partita o un moderatore può cambiare questa impostazione. La lingua e il momento in cui pubblicare le immagini del tabellone invece può cambiarli qualsiasi giocatore seduto al tavolo.
service-error-setting_unknown = Non esiste un'impostazione chiamata «{ $name }». Impostazioni che puoi cambiare: { $known }.
service-error-setting_use_vacation = La vacanza non si imposta qui: usa il comando vacanza per iniziarla o terminarla.
service-error-bad_language = «{ $value }» non è una lingua disponibile. Scegline una tra: { $known }.
service-error-bad_reminder_hours = I promemoria possono arrivare ogni { $min }–{ $max ->
        [one] { $max } ora
       *[other] { $max } ore
    }. Scegli un numero in questo intervallo, oppure disattiva i promemoria.
service-error-bad_timeout_hours = Il tempo per turno deve essere tra { $min } e { $max ->
        [one] { $max } ora
       *[other] { $max } ore
    }. Scegli un numero in questo intervallo, oppure disattiva il limite di tempo.
service-error-bad_timeout_action = Allo scadere del tempo la partita può fare una di queste cose: { $known }. Scegline una.
service-error-bad_timezone = «{ $value }» non è un fuso orario che conosciamo. Usa un nome come Europe/Athens, Europe/Rome o America/New_York.
service-error-bad_quiet_hours = Le ore di silenzio iniziano e finiscono a un'ora intera, da 0 a 23. Scegli ore in questo intervallo.
service-error-vacation_already_on = Sei già in vacanza. Disattivala quando torni.
service-error-vacation_not_on = Non sei in vacanza, quindi non c'è niente da disattivare.
service-error-undo_nothing = In questa partita non c'è nessuna mossa da ritirare.
service-error-undo_not_yours = Solo chi ha fatto l'ultima mossa può ritirarla, e l'ultima mossa non era tua. Chiedi a chi l'ha fatta, o continua a giocare.
service-error-undo_auto = L'ultima mossa l'ha fatta il computer al posto tuo quando il tuo tempo è scaduto, quindi non si può ritirare. Continua da qui.
service-error-undo_hidden = Quella mossa non si può ritirare: ha rivelato informazioni nascoste o ha pescato qualcosa a caso. Continua da qui.
service-error-undo_pending = C'è già una richiesta di ritirare questa mossa in attesa di risposte. Aspettale, o continua a giocare.
service-error-undo_none_pending = In questa partita non c'è nessuna richiesta di ritiro a cui rispondere.
service-error-undo_outdated = Quella richiesta non vale più: nel frattempo la partita è andata avanti. Chiedi di nuovo se la vuoi ancora.
service-error-undo_own_request = Questa richiesta l'hai fatta tu; devono rispondere gli altri giocatori.
service-error-undo_already_answered = Hai già accettato questa richiesta. Verrà applicata quando tutti avranno risposto.
service-error-bad_pictures = Per le immagini del tabellone scegli una di queste opzioni: { $known }.
service-event-forced = aveva una sola mossa possibile, giocata automaticamente al suo posto.
service-error-bad_forced_grace = L'attesa prima che l'unica mossa possibile di un giocatore venga giocata al suo posto è un numero intero di secondi, da 0 (mai) a { $max }.
service-error-bad_notice_mode = «{ $value }» non è un modo di avvisare che offriamo. Scegli uno tra: { $known }.
service-error-notice_digest = Un riepilogo giornaliero per messaggio diretto non lo inviamo ancora. Scegli uno tra: { $known }.
service-error-bad_stand_in = Per il computer che gioca un turno in ritardo scegli una di queste opzioni: { $known }.
service-error-bad_ai_seconds = Dai al computer forte un tempo di riflessione per mossa da { $min } s a { $max } s.
service-error-bad_digest_hour = «{ $value }» non è un’ora del giorno: scegli un’ora intera da 0 a 23.
