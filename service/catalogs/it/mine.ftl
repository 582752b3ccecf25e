### Gioco asincrono su tutti i server: /mie, /segui, /aiuto.

## /mie

cmd-mine-name = mie
cmd-mine-desc = Tutte le partite che giochi, in ogni server; si usa anche in privato con il bot
cmd-mine-page-name = pagina
cmd-mine-page-desc = Quale pagina dell'elenco (1 per la prima)
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
bot-error-in_dm = Questo funziona nel thread di una partita, in un server. Qui, /mie elenca le tue partite con un collegamento a ciascun thread.

## /aiuto e il «Come si gioca» della sala d'attesa

cmd-help-name = aiuto
cmd-help-desc = Come si gioca qui: comandi, pulsanti, mosse scritte, come il bot legge le regole
cmd-help-game-name = gioco
cmd-help-game-desc = Il gioco (nel thread di una partita, se lo ometti, quello della partita)
bot-help-button = Come si gioca
bot-help-title = Come si gioca a { $game } qui
bot-help-how_title = Una partita su Discord
bot-help-how = Ogni partita ha il suo thread. Aprine una con /partita nuova, entra con il pulsante Unisciti o con /partita entra; chi l'ha creata preme Avvia. Quando tocca a te, il bot ti chiama sotto il tabellone. **La mia mano e le mosse** ti mostra, solo a te, la tua mano e ogni mossa possibile, come pulsanti; una mossa senza scelte è un pulsante sotto il tabellone. Puoi anche scrivere una mossa con i comandi /{ $group }, le cui opzioni propongono solo valori legali. /partita stato, /partita registro e /partita mano guardano senza muovere; /partita ritira-mossa chiede agli altri di annullare una mossa; /partita abbandona ti fa lasciare la partita. /mie elenca tutte le tue partite, da qualsiasi server o in privato.
bot-help-moves_title = Mosse
bot-help-yours = Alcune delle tue mosse adesso, scritte come comandi (le opzioni si completano mentre scrivi):
bot-help-typed = Scritte per questa posizione: { $examples }
bot-help-rules_title = Dove decide il bot
bot-help-readme = Ogni lettura, con il suo test: { $where } nel codice del bot.
bot-help-games_title = I giochi di questo bot
bot-help-games_intro = Scegline uno con /aiuto gioco: per vedere come si gioca qui.
bot-help-game_line = **{ $game }**
bot-help-unknown_game = Qui non c'è nessun gioco chiamato «{ $game }».

bot-help-babel-goal = Per { $players } giocatori. Ognuno innalza templi sul proprio lato di cinque cantieri, uno per popolo, pagando con le carte popolo della mano; il potere di ogni popolo aiuta te o colpisce l'avversario. Raggiungi il totale di templi che chiude la partita mentre l'avversario resta indietro, o sii in testa quando si chiude la fase finale. Nel tuo turno fai azioni finché non lo chiudi; poi peschi.
bot-help-babel-notation = Ogni tipo di mossa è un comando /{ $group }: sposta, gioca, costruisci, migra, potere, fine, e scarta quando devi lasciare metà della mano. Scritte: move medes, play hittites, build own, migrate medes persians, power sumerians 3, end.
bot-help-babel-rules = Dove le regole stampate non sono chiare, il bot controlla la fine dopo ogni singola azione (una partita può finire a metà turno), tiene aperta la fase finale finché qualcuno arriva a 20 o scende a 9, e in caso di parità premia chi ha più carte popolo in mano.

bot-help-duellum-goal = Per { $players } giocatori, su una mappa del Mediterraneo occidentale o orientale. Muovi il tuo segnalino sul rondello: ogni casella produce, costruisce templi o mura, arruola, sviluppa conoscenze, commercia o manda i tuoi eserciti in guerra. Fonda città, conquista quelle dell'avversario e ottieni personaggi: con nove vinci alla fine di quel turno.
bot-help-duellum-notation = Un turno è fatto di piccoli passi, ognuno un comando /{ $group }: prima la casella del rondello, poi un passo alla volta della sua azione (un tempio, un arruolamento, il movimento di un'unità, una conquista), poi le fondazioni, poi fine. Scritte: rondel 4, move legion …, found …, end.
bot-help-duellum-rules = Il bot divide il turno in questi passi, quando paghi spende prima le risorse e poi le monete, limita la banca a 30 monete, e permette carte evento e scambi in qualsiasi momento del tuo turno.

bot-help-antike-goal = Per { $players } giocatori, ognuno alla guida di una o più nazioni del mondo antico. Muoviti sul rondello per produrre, costruire templi, armarti, sviluppare conoscenze, commerciare o mandare legioni e galee. Ottieni personaggi fondando, conquistando, costruendo e imparando; vince chi arriva per primo al numero fissato per il vostro tavolo.
bot-help-antike-notation = Ogni passo è un comando /{ $group }: rondello, poi l'azione della casella passo per passo, le fondazioni e fine. Quando delle unità entrano in una provincia, chi difende risponde con i pulsanti (combattere o no, o un ordine permanente). Scritte: rondel 3, end.
bot-help-antike-rules = Il bot lascia che le monete sostituiscano qualsiasi risorsa quando paghi, tiene per ogni nazione un ordine permanente per le battaglie (sempre, mai o chiedi), e fissa l'ordine dei passi del rondello dove le regole lo lasciano aperto.

bot-help-polis-goal = Per { $players } giocatori: Atene contro Sparta. Arruola opliti, galee e mercanti, assedia o conquista alla tua causa le poleis della Grecia, commercia all'estero per il grano che il tuo popolo mangia, e costruisci progetti. Le battaglie si combattono con carte di schieramento che entrambi scelgono in segreto. Decidono popolazione, prestigio e i progetti che lasci.
bot-help-polis-notation = Due azioni per turno, ognuna un comando /{ $group }; un movimento può radunare unità da più luoghi (l'opzione also). In battaglia ognuno impegna una carta in segreto con i pulsanti. Scritte: create galley athinai 1, move hoplite attike megaris 1, pass.
bot-help-polis-rules = Il bot tiene nascosta una carta di battaglia impegnata all'altra parte e al registro finché entrambi hanno scelto, fa pagare popolazione per le nuove unità, e applica il limite di impilamento del round.

bot-help-nations-goal = Per { $players } giocatori (anche da soli). Guida una nazione attraverso quattro ere: compra carte progresso dalla fila comune, metti lavoratori su edifici ed eserciti, costruisci meraviglie, e supera guerre, eventi e carestie. I punti vittoria si contano alla fine.
bot-help-nations-notation = Ogni tipo di mossa è un comando /{ $group } o un pulsante sotto il tabellone (una carta della fila, schiera, passa). Le risposte di crescita e degli eventi sono pulsanti che preme chi deve scegliere. Scritte: grow food, buy 1 3 (riga, colonna), deploy 2, hire, pass.
bot-help-nations-rules = Il bot lascia scegliere la crescita a tutte le nazioni insieme, chiede le scelte degli eventi una nazione alla volta, e legge l'effetto di ogni carta dai suoi dati, dicendolo con parole sue.
table-looks_like = Sembra una mossa di { $game }, non di questo gioco ({ $reason }). Scrivi help per vedere come si scrivono le mosse qui.

## /segui

cmd-follow-name = segui
cmd-follow-desc = Segui questa partita senza giocare: il risultato, o ogni turno, in un messaggio privato
cmd-follow-notices-name = avvisi
cmd-follow-notices-desc = Che cosa ricevere in privato (il risultato, se lo ometti)
bot-follow-choice-result = Solo il risultato
bot-follow-choice-turns = Ogni turno e il risultato
bot-follow-choice-stop = Smetti di seguire
bot-follow-result = Segui la partita #{ $match }: ti manderò il risultato in un messaggio privato. /mie la elenca dopo le tue partite.
bot-follow-turns = Segui la partita #{ $match }: ti manderò un messaggio privato a ogni turno e alla fine. /mie la elenca dopo le tue partite.
bot-follow-stopped = Non segui più questa partita.
bot-follow-not_following = Non stavi seguendo questa partita.
bot-follow-result_dm = { $game }, partita #{ $match }: è finita. { $result }
bot-follow-turn_dm = { $game }, partita #{ $match }: ora si aspetta { $players }.
service-follow-seated = Giochi in questa partita: i suoi avvisi ti arrivano già. Seguire è per chi non ha un posto.
service-follow-over = Questa partita è finita; non c'è più niente da seguire.
