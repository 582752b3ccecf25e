### Gioco asincrono su tutti i server: /partita mie, /match follow, /match help.

## /partita mie

cmd-match-mine-name = mie
cmd-match-mine-desc = Tutte le partite che giochi, in ogni server; si usa anche in privato con il bot
cmd-match-mine-page-name = pagina
cmd-match-mine-page-desc = Quale pagina dell'elenco (1 per la prima)
bot-mine-title = Le tue partite
bot-mine-summary = { $count ->
        [one] Una partita
       *[other] { $count } partite
    }; { $yours ->
        [0] nessuna aspetta te.
        [one] una aspetta te ed è in cima all'elenco.
       *[other] { $yours } aspettano te e sono in cima all'elenco.
    }
bot-mine-none = Non siedi a nessuna partita in attesa o in corso. Aprine una con /partita nuova nel canale di un server.
bot-mine-field_title = { $game } · #{ $match } · { $server }
bot-mine-followed_title = Segui: { $game } · #{ $match } · { $server }
bot-mine-other_server = un altro server
bot-mine-thread = [Apri il thread]({ $link })
bot-mine-lobby = Nella sala d'attesa, { $count ->
        [one] un posto occupato
       *[other] { $count } posti occupati
    }.
bot-mine-your_turn = **Tocca a te**{ $others ->
        [0] .
        [one] , insieme a un altro giocatore.
       *[other] , insieme ad altri { $others } giocatori.
    }
bot-mine-turn_of = Si aspetta { $players }.
bot-mine-deadline = Il tempo scade { $due }.
bot-mine-last_move = Ultima mossa { $when }.
bot-mine-page = Pagina { $page } di { $pages }
bot-mine-previous = Precedente
bot-mine-next = Successiva
bot-error-in_dm = Questo funziona nel thread di una partita, in un server. Qui, /partita mie elenca le tue partite con un collegamento a ciascun thread.
