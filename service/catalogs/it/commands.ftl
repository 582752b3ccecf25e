### Slash command names, descriptions and option names (Italian).
### A message's Fluent id is its key with "." replaced by "-": cmd.match.new.name is cmd-match-new-name.
### Names: lowercase, no spaces, at most 32 characters; two options of one command never share
### a name. Descriptions: at most 100 characters. Babel keeps its name.

## /match

cmd-match-name = partita
cmd-match-desc = Apri, unisciti e gestisci le partite in questo canale o thread
cmd-match-new-name = nuova
cmd-match-new-desc = Apri una nuova partita (in un canale testuale avrà un thread tutto suo)
cmd-match-new-game-name = gioco
cmd-match-new-game-desc = Il gioco a cui giocare
cmd-match-new-options-name = opzioni
cmd-match-new-options-desc = Varianti come coppie chiave=valore, separate da spazi (facoltativo)
cmd-match-join-name = entra
cmd-match-join-desc = Prendi posto nella partita di questo canale finché aspetta giocatori
cmd-match-leave-name = esci
cmd-match-leave-desc = Lascia il tuo posto prima che la partita inizi
cmd-match-add_ai-name = aggiungi-computer
cmd-match-add_ai-desc = Fai sedere un giocatore computer in questa partita
cmd-match-add_ai-kind-name = stile
cmd-match-add_ai-kind-desc = Come gioca il computer
cmd-match-start-name = avvia
cmd-match-start-desc = Avvia la partita (solo chi l'ha creata)
cmd-match-status-name = stato
cmd-match-status-desc = Mostra il tabellone e a chi tocca (la risposta la vedi solo tu)
cmd-match-log-name = registro
cmd-match-log-desc = Mostra le ultime mosse di questa partita
cmd-match-log-lines-name = righe
cmd-match-log-lines-desc = Quante righe mostrare (da 1 a 50)
cmd-match-hand-name = mano
cmd-match-hand-desc = Guarda la tua mano e le mosse possibili (la vedi solo tu)
cmd-match-resign-name = abbandona
cmd-match-resign-desc = Abbandona questa partita e concedi la vittoria
cmd-match-abort-name = annulla
cmd-match-abort-desc = Annulla questa partita (chi l'ha creata, o un moderatore)
cmd-match-undo-name = ritira-mossa
cmd-match-undo-desc = Chiedi di ritirare la tua ultima mossa
cmd-match-claim-name = rivendica
cmd-match-claim-desc = Rivendica la vittoria quando un avversario ha esaurito il tempo
cmd-match-settings-name = impostazioni
cmd-match-settings-desc = Mostra o cambia lingua, promemoria e limite di tempo di questa partita
cmd-match-settings-language-name = lingua
cmd-match-settings-language-desc = La lingua dei messaggi di questa partita
cmd-match-settings-reminder_hours-name = ore-promemoria
cmd-match-settings-reminder_hours-desc = Ogni quante ore ricordare al giocatore di muovere (0 disattiva i promemoria)
cmd-match-settings-timeout_hours-name = ore-per-turno
cmd-match-settings-timeout_hours-desc = Tempo concesso per un turno, in ore (0 significa nessun limite)
cmd-match-settings-timeout_action-name = a-tempo-scaduto
cmd-match-settings-timeout_action-desc = Cosa succede quando il tempo di un turno scade
cmd-match-vacation-name = vacanza
cmd-match-vacation-desc = Metti in pausa i tuoi orologi in tutte le tue partite, o torna a giocare
cmd-match-vacation-away-name = assente
cmd-match-vacation-away-desc = True mentre sei via, False quando torni
cmd-match-profile-name = profilo
cmd-match-profile-desc = Il tuo fuso orario e le ore di silenzio (niente notifiche in quelle ore)
cmd-match-profile-timezone-name = fuso-orario
cmd-match-profile-timezone-desc = Il tuo fuso orario, per esempio Europe/Rome
cmd-match-profile-quiet_start-name = inizio-silenzio
cmd-match-profile-quiet_start-desc = L'ora in cui inizia il tuo silenzio (da 0 a 23, ora locale)
cmd-match-profile-quiet_end-name = fine-silenzio
cmd-match-profile-quiet_end-desc = L'ora in cui finisce il tuo silenzio (da 0 a 23, ora locale)

## /babel

cmd-babel-name = babel
cmd-babel-desc = Fai la tua mossa nella partita di Babel di questo canale
cmd-babel-move-name = sposta
cmd-babel-move-desc = Sposta il costruttore su un altro sito (paghi una carta di quel popolo)
cmd-babel-move-to-name = sito
cmd-babel-move-to-desc = Il sito dove andare
cmd-babel-play-name = gioca
cmd-babel-play-desc = Gioca una carta popolo sul sito del tuo costruttore
cmd-babel-play-nation-name = popolo
cmd-babel-play-nation-desc = Il popolo della carta
cmd-babel-build-name = costruisci
cmd-babel-build-desc = Costruisci il livello successivo del tempio sul sito del tuo costruttore
cmd-babel-build-source-name = da
cmd-babel-build-source-desc = Con quale carta tempio costruire
cmd-babel-migrate-name = migra
cmd-babel-migrate-desc = Sposta i tuoi 3 popoli più recenti da un sito a un altro (una volta per turno)
cmd-babel-migrate-origin-name = da
cmd-babel-migrate-origin-desc = Il sito che lasciano
cmd-babel-migrate-to-name = a
cmd-babel-migrate-to-desc = Il sito dove vanno
cmd-babel-power-name = potere
cmd-babel-power-desc = Usa un potere: cedi una carta di una sequenza di 3 o più sul tuo sito
cmd-babel-power-power-name = potere
cmd-babel-power-power-desc = Il potere da usare
cmd-babel-power-run-name = posizione
cmd-babel-power-run-desc = Posizione della carta più in basso della sequenza, contando da 1 dal fondo
cmd-babel-power-target-name = bersaglio
cmd-babel-power-target-desc = Diserzione meda: il popolo che perde il tuo avversario
cmd-babel-power-source-name = da
cmd-babel-power-source-desc = Balzo persiano: la pila dei templi da cui costruire
cmd-babel-end-name = fine
cmd-babel-end-desc = Termina il turno e pesca le tue carte tempio
cmd-babel-discard-name = scarta
cmd-babel-discard-desc = Rispondi al potere di tutti i popoli: scegli le carte da scartare
cmd-babel-discard-cards-name = carte
cmd-babel-discard-cards-desc = Le carte da scartare
