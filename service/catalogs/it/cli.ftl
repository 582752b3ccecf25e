### La riga di comando strategos: i rifiuti di ciò che è stato scritto, e `strategos matches`.
### L'id Fluent di un messaggio è la sua chiave con "-" al posto di ".".

## Rifiuti (stampati da soli; il comando termina con codice 2)

bot-cli-error-usage = Il comando non è completo o non è corretto: { $problem }. Vedi { $help } per sapere cosa accetta.
bot-cli-error-option = “{ $pair }” non è un'opzione. Scrivile una per una come --option CHIAVE=VALORE, per esempio --option map=east.
bot-cli-error-seat_kind = “{ $kind }” non è un tipo di posto. Ogni posto è uno tra: { $known }.
bot-cli-error-seat_count = { $game } si gioca in { $players } giocatori, quindi --seats indica un posto per giocatore (per esempio --seats { $example }); ne hai indicati { $have }.
bot-cli-error-players = { $game } si gioca in { $players } giocatori; --players { $have } non va bene.
bot-cli-error-number = { $flag } vuole un numero intero da { $min } a { $max }, non { $value }.
bot-cli-error-shards = --shard-ids elenca numeri di shard da 0 a { $max }, separati da virgole, ciascuno una volta sola (per esempio --shard-ids 0,1 con --shard-count { $count }); «{ $ids }» non va bene.
bot-cli-error-shard_count = --shard-ids richiede anche --shard-count: quanti shard ha il bot in tutto, lo stesso numero in ogni processo.
bot-cli-error-seed = Un seme (seed) è un breve testo visibile: { $max ->
        [one] 1 carattere
       *[other] da 1 a { $max } caratteri
    }, senza spazi all'inizio o alla fine, per esempio --seed 42 o --seed friday-game.
bot-cli-error-no_match = Non c'è nessuna partita #{ $match } in { $db }. Guarda quelle salvate con: { $command }
bot-cli-error-not_table = La partita #{ $match } non è stata aperta a questo tavolo (appartiene a Discord o a una sfida automatica tra IA), quindi non si può riprendere qui.
bot-cli-error-never_started = La partita #{ $match } non è mai cominciata, quindi non c'è niente da riprendere. Inizia invece una nuova partita.
bot-cli-error-resume_fixed = --resume riprende la partita #{ $match } esattamente com'è stata salvata, quindi non accetta { $flags }. Toglili.
bot-cli-error-resume_game = La partita #{ $match } è una partita di { $game }, non di { $asked }. Riprendila con: { $command }
bot-cli-error-no_db = Non c'è nessun database in { $db }. Indica il file giusto con --db, oppure gioca prima una partita per crearlo.
bot-cli-error-no_tables = Il database PostgreSQL { $db } non contiene partite: non ha ancora nessuna delle tabelle di Strategos. Controlla il nome del database nell'URL, oppure gioca prima una partita lì.
bot-cli-error-db_folder = { $db } è una cartella, non un file di database. Indica un file con --db, per esempio --db data/strategos.db.
bot-cli-error-db_open = { $db } non si può usare come database ({ $reason }). Indica con --db o STRATEGOS_DB un file che puoi scrivere, per esempio --db data/strategos.db.
bot-cli-error-db_url = Il database PostgreSQL { $db } non si può usare ({ $reason }). Controlla nell'URL server, utente, password e nome del database, oppure indica un file SQLite con --db o STRATEGOS_DB.
bot-cli-error-db_url_form = “{ $db }” non è né un file né un URL PostgreSQL: un URL comincia con postgresql:// (due barre), per esempio postgresql://strategos@localhost:5432/strategos.
bot-cli-error-sqlite_sync = { $var }={ $value } non è un modo di conservare i dati di SQLite: accetta { $modes }; con NORMAL (il predefinito) non si perde nulla se il programma va in crash, con FULL nemmeno se manca la corrente.
bot-cli-error-ratings_game = Indica con --game il gioco di cui stampare la classifica (uno tra { $known }), oppure ricalcola tutti i punteggi con --recompute.
bot-cli-error-record_file = { $file } non si può leggere come registrazione di una partita ({ $reason }). Indica il file .json allegato da /match export.
bot-cli-error-from_at = --from e --at vanno insieme: --from indica la registrazione (il file .json allegato da /match export), --at l'azione dopo la quale aprire la posizione, per esempio --from match-12.json --at 40.
bot-cli-error-from_fixed = --from prende dalla registrazione il gioco, le opzioni e il seme, quindi non accetta { $flags }. Toglili.
bot-cli-error-boards = Le immagini del tabellone non si possono scrivere in { $dir } ({ $reason }). Scegli un'altra cartella con --boards CARTELLA, oppure fanne a meno con --no-boards.

## La sessione al tavolo offline

bot-cli-interrupted = Interrotto.
bot-cli-boards = Immagini del tabellone: { $dir } (latest.png è sempre la più recente, latest-phone.png lo stesso turno in formato telefono).
bot-cli-boards_failed = Le immagini del tabellone non funzionano più ({ $reason }); la partita continua senza.

## strategos matches

bot-cli-matches-id = #
bot-cli-matches-game = GIOCO
bot-cli-matches-status = STATO
bot-cli-matches-players = GIOCATORI
bot-cli-matches-turn = TURNO
bot-cli-matches-updated = ULTIMA ATTIVITÀ
bot-cli-matches-options = OPZIONI
bot-cli-matches-user = utente { $id }
bot-cli-matches-none = Non ci sono partite salvate in { $db }.
bot-cli-matches-none_open = Nessuna partita in { $db } è in attesa o in corso. Aggiungi --all per vedere anche quelle concluse e annullate.
bot-cli-matches-resume = Riprendi una partita di questo tavolo con: { $command }

## strategos boards: sample pictures for review

bot-cli-error-choice = { $flag } accetta uno tra { $known }, non «{ $value }».
bot-cli-review-done = { $count ->
        [one] 1 immagine scritta
       *[other] { $count } immagini scritte
    } in { $dir }.
bot-cli-help-boards-command = disegna posizioni di esempio di un gioco (apertura, metà, fase avanzata, fine, una decisione) a grandezza piena e per telefono in ogni lingua, da rivedere
bot-cli-help-boards-game = il gioco: babel, antike, duellum, nations o polis
bot-cli-help-boards-option = un'opzione del gioco, per esempio map=east (ripetibile)
bot-cli-help-boards-players = quanti giocatori (predefinito: il minimo che il gioco accetta, almeno 2)
bot-cli-help-boards-out = la cartella in cui vanno le immagini (predefinita: data/review)
bot-cli-help-boards-count = quante posizioni, da 1 a 12 (predefinito: 5)
bot-cli-help-boards-seed = il seme della partita giocata (predefinito: review)
bot-cli-help-boards-locale = solo questa lingua: en, el o it (ripetibile; predefinito: tutte e tre)
bot-cli-help-boards-size = solo questa dimensione: full o phone (ripetibile; predefinito: entrambe)
bot-cli-help-boards-position = solo questa posizione: opening (apertura), mid (metà), late (fase avanzata), end (fine) o decision (decisione) (ripetibile; al posto di --count)
bot-cli-matches-none_player = L'utente { $id } non siede a nessuna partita di { $db } in attesa o in corso. Aggiungi --all per elencare anche quelle finite o annullate.
bot-cli-digest-none = Nulla in { $db } aspetta l’utente { $id }: ora non verrebbe inviato alcun riepilogo.
