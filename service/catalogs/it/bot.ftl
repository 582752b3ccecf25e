### The Discord front end: state posts, panels, lobby, pings, settings and refusals (Italian).
### A message's Fluent id is its key with "." replaced by "-": bot.state.title is bot-state-title.
### Command names quoted here (/partita stato, «assente») are the Italian names of commands.ftl.

## Giochi e giocatori computer

bot-game-babel = Babel
bot-game-duellum = Antike Duellum
bot-game-antike = Antike
bot-game-nations = Nations
bot-game-polis = Polis
bot-ai-heuristic = normale
bot-ai-random = facile
bot-ai-strong = forte
bot-ai_name = Computer { $n } ({ $kind })
bot-unknown_player = un giocatore
bot-language-en = Inglese (English)
bot-language-el = Greco (Ελληνικά)
bot-language-it = Italiano
bot-timeout_action-remind = solo un promemoria
bot-timeout_action-claim = gli avversari possono rivendicare la vittoria
bot-timeout_action-ai = il computer gioca il turno

## Il messaggio di stato

bot-state-title = { $game } · partita #{ $match }
bot-state-footer = stato { $version }
bot-state-to_act = Tocca a
bot-state-waiting = { $who }
# $due is a Discord relative time, shown by the reader's app ("tra 3 ore")
bot-state-waiting_due = { $who }, il tempo scade { $due }
bot-more_lines = … { $count ->
        [one] ancora una riga
       *[other] altre { $count } righe
    } (vedi il registro della partita)
# $reason reads after the winner's name (babel-end-*: "ha vinto la fase finale")
bot-result-win = **Partita finita.** Vince { $winners } ({ $reason }).
bot-result-draw = **Partita finita:** { $reason }.
bot-result-aborted = Questa partita è stata annullata.
bot-ping-your_turn = { $who }, tocca a te!
bot-ping-since = Dal tuo ultimo turno:
    { $events }
bot-button-moves = La mia mano e le mosse
bot-quick-babel-end = Fine turno
bot-quick-duellum-end = Fine turno

## Il pannello privato

bot-hand = La tua mano ({ $count ->
        [one] 1 carta
       *[other] { $count } carte
    }): { $cards }
bot-panel-choose = Scegli la tua mossa:
bot-panel-wait = Ora non tocca a te; si aspetta { $who }.
bot-panel-not_active = Questa partita non è in corso.
bot-panel-placeholder = Scegli una mossa
bot-panel-pick = Scegli { $count ->
        [one] 1 carta
       *[other] { $count } carte
    }
bot-panel-page = Pagina { $page } di { $pages }
bot-kind-babel-move = Sposta
bot-kind-babel-play = Gioca
bot-kind-babel-build = Costruisci
bot-kind-babel-migrate = Migra
bot-kind-babel-power = Potere
bot-kind-babel-end = Fine turno
bot-kind-babel-discard = Scarta
bot-kind-duellum-rondel = Rondella
bot-kind-duellum-temple = Tempio
bot-kind-duellum-wall = Mura
bot-kind-duellum-deploy = Schiera
bot-kind-duellum-develop = Sviluppa
bot-kind-duellum-recruit = Recluta
bot-kind-duellum-move = Muovi
bot-kind-duellum-conquer = Conquista
bot-kind-duellum-casualties = Perdite
bot-kind-duellum-found = Fonda una città
bot-kind-duellum-trade = Scambia
bot-kind-duellum-event = Carta evento
bot-kind-duellum-fortress = Fortezza
bot-kind-duellum-pick = Prendi una carta
bot-kind-duellum-instead = Risorsa al posto della moneta
bot-kind-duellum-end = Fine turno

## Babel nel riquadro

bot-babel-player = Templi { $score } · mano { $hand } · costruttore: { $site } · pila: in cima { $top } ({ $pile })
bot-babel-status = Partita
bot-babel-turn = Turno { $turn } · cava { $quarry }
bot-babel-position = posizione { $position }
bot-babel-cards = { $count ->
        [one] { $nation }
       *[other] { $nation } ×{ $count }
    }

## Suggerimenti dell'autocompletamento (un suggerimento che non si può scegliere)

bot-complete-not_now = Ora non tocca a te; riceverai una notifica.
bot-complete-none = Qui per ora non va bene niente; compila prima un'altra opzione.
bot-complete-too_long = Le scelte non ci stanno qui: fai la mossa da «La mia mano e le mosse».

## Sala d'attesa

bot-lobby-title = { $game } · partita #{ $match } · in attesa di giocatori
bot-lobby-body = Aperta da { $creator }. Giocatori: { $needed } · posti occupati: { $count }. Unisciti o aggiungi un computer; poi chi ha creato la partita la avvia.
bot-lobby-seats = Posti
bot-lobby-options = Opzioni
bot-lobby-button-join = Unisciti
bot-lobby-button-ai = Aggiungi computer
bot-lobby-button-start = Avvia
bot-lobby-button-leave = Esci
bot-lobby-opened = La partita #{ $match } è aperta in { $thread }. Unisciti lì!
bot-lobby-closed = La partita #{ $match } è chiusa: al tavolo non è rimasto nessuno.
bot-thread_name = { $game } · { $who }
bot-aborted = La partita #{ $match } è stata annullata da { $who }.
bot-log-empty = In questa partita non è ancora successo niente.

## Annullamento e tempo

bot-undo-asked = { $who } chiede di ritirare la sua ultima mossa. { $approvers }, d'accordo?
bot-undo-approve = Accetta
bot-undo-refuse = Rifiuta
bot-undo-applied = L'ultima mossa è stata ritirata.
bot-undo-refused = La richiesta è stata rifiutata: la mossa resta.
# $due is a Discord relative time ("tra 3 ore"), appended to a reminder
bot-deadline = Il tempo scade { $due }.
bot-resign-ask = Sei sicuro? Abbandonando, la partita #{ $match } finisce per te: vince il tuo avversario, e non si può tornare indietro.
bot-resign-confirm = Abbandona
bot-resign-cancel = Continua a giocare
bot-resign-kept = Non hai abbandonato: la partita continua.
bot-claim-button = Rivendica la vittoria
bot-vacation-on = I tuoi orologi sono in pausa { $count ->
        [one] in 1 partita
       *[other] in { $count } partite
    }. Quando torni, usa di nuovo questo comando con «assente» = False.
bot-vacation-off = Eccoti di nuovo! I tuoi orologi ripartono { $count ->
        [one] in 1 partita
       *[other] in { $count } partite
    }.

## Impostazioni

bot-settings-match = Lingua: { $language } · promemoria: { $reminder } · tempo per turno: { $timeout } · a tempo scaduto: { $action }
bot-settings-off = disattivato
bot-settings-hours = { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
    }
bot-profile-show = Fuso orario: { $timezone } · { $quiet }
bot-profile-quiet = ore di silenzio { $start }:00–{ $end }:00 (niente notifiche in quelle ore)
bot-profile-no_quiet = nessuna ora di silenzio

## Rifiuti

bot-error-no_match = Quella partita non esiste più. Guarda nel canale qual è la più recente.
bot-error-bad_option = «{ $value }» non è un valore valido per questa opzione. Scegline uno tra i suggerimenti.
bot-error-forbidden = Qui non puoi farlo. Chiedi a chi ha creato la partita o a un moderatore.
bot-error-unknown_command = Questo comando non è più disponibile. Scrivi / per vedere quelli attuali.
bot-error-need_text_channel = Le partite si aprono in un canale testuale di un server o in un thread.
bot-error-no_choice = Quel suggerimento spiega solo perché non va bene niente. Scegli un valore vero, o aspetta il tuo turno.
bot-error-nothing_to_pick = Ora non hai niente da scegliere. Riapri le tue mosse per vedere cosa puoi fare.
bot-error-options_format = «{ $pair }» non è un'opzione. Scrivi le opzioni come chiave=valore, separate da spazi.
bot-error-saved_not_shown = La tua mossa è salvata. Il tabellone non è stato inviato subito: il bot lo pubblica tra poco nel thread della partita (oppure usa /partita stato).
bot-error-unexpected = Qualcosa è andato storto da parte nostra e non è cambiato niente. Riprova; se succede ancora, segnala il codice { $ref }.
bot-error-wrong_game = In questo canale si gioca a { $game }. Qui usa i comandi di quel gioco; /aiuto mostra come si scrivono le sue mosse.
bot-error-other_match = Questo pulsante o menu appartiene a una partita di un altro canale, quindi non è stato fatto nulla. Usa i pulsanti nel thread di quella partita, oppure scrivi lì /partita stato.
bot-error-bot_permissions = Al bot manca un permesso qui (deve poter inviare messaggi, allegare file e creare thread). Chiedi a un amministratore del server di concederlo.

## Answering late, twice, or without a permission
bot-repeat-asked = Hai fatto esattamente questa mossa ({ $move }) { $when }, ed è salvata. Ora non è stato applicato niente. Per fare la stessa mossa ancora una volta, premi il pulsante qui sotto.
bot-repeat-again = Rifalla
bot-repeat-nothing = Non c'è nessuna mossa ripetuta in attesa della tua risposta. Scegli di nuovo la tua mossa.
bot-error-unexpected_saved = La tua modifica è salvata, ma qualcosa è andato storto da parte nostra mentre la mostravamo. Usa /partita stato per vedere a che punto è la partita; se succede ancora, segnala il codice { $ref }.
bot-error-missing_permission = Al bot manca qui il permesso «{ $permission }», quindi la partita non è stata aperta. Chiedi a un amministratore del server di concederlo, poi riprova.
bot-permission-create_public_threads = Creare thread pubblici
bot-permission-send_messages_in_threads = Inviare messaggi nei thread
bot-pictures-every = dopo ogni mossa
bot-pictures-turn = solo quando il turno passa a un altro giocatore
bot-settings-pictures = Immagini del tabellone: { $pictures }
bot-settings-forced = { $seconds ->
    [0] L'unica mossa possibile di un giocatore resta ad aspettarlo: le mosse obbligate automatiche sono disattivate.
    [one] L'unica mossa possibile di un giocatore viene giocata al suo posto dopo un secondo.
   *[other] L'unica mossa possibile di un giocatore viene giocata al suo posto dopo { $seconds } secondi.
}

## The whole board, one press away from the post's phone picture

bot-button-board = Tabellone intero
bot-board-whole = Il tabellone intero della partita #{ $match }, stato { $version }.
bot-board-none = Questa partita non ha un'immagine del tabellone da mostrare.

## Punteggi, profilo e registrazioni delle partite

bot-scope-server = questo server
bot-scope-global = tutti i server
bot-ratings-head-server = **{ $game }**: i giocatori con il punteggio più alto su questo server
bot-ratings-head-global = **{ $game }**: i giocatori con il punteggio più alto su tutti i server
bot-ratings-line = { $rank }. { $name }: { $rating } (vinte { $wins }, perse { $losses }, pari { $draws })
bot-ratings-none-server = Su questo server non è ancora finita nessuna partita a punteggio di { $game }.
bot-ratings-none-global = Non è ancora finita nessuna partita a punteggio di { $game }.
bot-ratings-ai = Computer ({ $kind })
bot-ratings-explain = Il punteggio è una stima prudente dell'abilità: parte da 0 e sale man mano che arrivano i risultati.
bot-profile-ratings-head = **Punteggi e risultati**
bot-profile-ratings-line = { $game }: { $everywhere } su tutti i server, { $here } su questo · vinte { $wins }, perse { $losses }, pari { $draws }
bot-profile-ratings-unrated = ancora nessuno
bot-profile-ratings-none = Ancora nessuna partita a punteggio. Una partita conta per il punteggio quando la giocano due o più persone, o quando è stata aperta con rated=true.
bot-export-done = La registrazione della partita #{ $match } ({ $game }, { $actions ->
        [one] 1 azione
       *[other] { $actions } azioni
    }): il file .json è la registrazione, che `strategos replay --file` verifica; il file .txt è il suo registro nella tua lingua.
bot-export-partial = La partita #{ $match } è ancora in corso, quindi questa registrazione contiene solo ciò che puoi vedere: niente seme, e le mosse degli altri solo come righe pubbliche. Non si può rigiocare finché la partita non è finita.
bot-export-log-head = Partita #{ $match } · { $game } · { $players }
bot-export-log-result = Risultato: { $result }
bot-error-rated_value = L'opzione rated accetta true o false, non «{ $value }».
bot-error-export_elsewhere = Su questo server non c'è una partita #{ $match }.
bot-settings-ai = Il turno di chi è in ritardo, quando lo gioca il computer: livello { $level }. Il computer forte pensa { $seconds } s a mossa.
