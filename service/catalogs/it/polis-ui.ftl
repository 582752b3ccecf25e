### Polis nel front end di Discord: il nome del gioco, i tipi di mossa, i pulsanti rapidi.

bot-kind-polis-create = Crea unità
bot-kind-polis-build = Costruisci un progetto
bot-kind-polis-move = Sposta
bot-kind-polis-siege = Assedio
bot-kind-polis-collect = Riscuoti il tributo
bot-kind-polis-trade = Commercio
bot-kind-polis-proxenos = Sposta il prosseno
bot-kind-polis-ransom = Riscatta il prosseno
bot-kind-polis-civilwar = Guerra civile
bot-kind-polis-end = Fine turno
bot-kind-polis-pass = Passa
bot-kind-polis-commit = Carte di formazione
bot-kind-polis-fight = Combatti o ritirati
bot-kind-polis-feed = Nutri con il prestigio
bot-kind-polis-abandon = Abbandona una polis
bot-kind-polis-grow = Crescita
bot-kind-polis-phoros = Phoros
bot-kind-polis-done = Basta crescere
bot-quick-polis-end = Fine turno
bot-quick-polis-pass = Passa
bot-quick-polis-ransom = Riscatta il prosseno
bot-quick-polis-feed = Nutri con il prestigio
bot-quick-polis-done = Basta crescere

## Il tabellone come testo (campi dell'embed, tavolo nel terminale, pannello privato)

bot-polis-stock = Prestigio { $prestige } · punti { $score } · { $goods } · mercanti in porto { $merchants }
bot-polis-poleis = Poleis: { $list }
bot-polis-units = Opliti: { $hoplites } · galee: { $galleys } · prosseno: { $proxenos }
bot-polis-held = prigioniero dell'avversario
bot-polis-round = { $round } · al massimo { $stack } unità per parte in un territorio · valore di mercato { $market }
bot-polis-event = Evento: { $event } ({ $effects })
bot-polis-offer = Progetti disponibili: { $list }
bot-polis-battle = Battaglia ({ $where }): attacca { $attacker }, scambio { $exchange }
bot-polis-to_act = Tocca a: { $players }
bot-polis-hand = Le tue carte battaglia: { $cards }
table-polis-help = Scrivi il numero di un'azione, oppure scrivila per intero con i nomi che mostra il tabellone (maiuscole o minuscole, accenti facoltativi), per esempio: create galley athinai 1, move hoplite attike megaris 1, move hoplite attike boiotia 2 also megaris 1 (più origini, una destinazione), pass. Altri comandi: board, log, list all, help, quit (la partita resta salvata), resign.

## Il risultato della partita al tavolo offline

table-polis-result-win = { FORM($player, form: "person") ->
        [you] Vinci
       *[other] Vince { $player }
    } ({ $reason }). Punti: { $scores }.
table-polis-result-draw = Partita finita, { $reason }. Punti: { $scores }.
bot-kind-polis-order = Ordine permanente in battaglia
bot-polis-order = Il tuo ordine permanente in battaglia (lo vedi solo tu): { $order }
