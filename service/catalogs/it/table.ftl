### The offline table and the text board (Italian).
### A message's Fluent id is its key with "." replaced by "-":
### the key table.babel.header is the id table-babel-header.

table-hand_hidden = mano: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    } (nascosta)
table-hand = mano ({ $count }): { $cards }

## Il tabellone di Babel

table-babel-header = Babel · turno { $turn } · { FORM($player, form: "person") ->
        [you] tocca a te
       *[other] tocca a { $player }
    }
table-babel-scores = Templi: { $a } { $sa } · { $b } { $sb }
table-babel-final_phase = FASE FINALE: la partita finisce a 20+ o a 9 o meno.
table-babel-stocks = Cava: { $quarry ->
        [one] { $quarry } carta tempio
       *[other] { $quarry } carte tempio
    } · mazzo dei popoli { $deck } · scarti { $discard }
# reads after "costruttore:" in table-babel-builder, like a site's name
table-babel-quarry = cava
table-babel-builder = costruttore: { $site }
table-babel-pile = pila dei templi: in cima { $top } ({ $size ->
        [one] { $size } carta
       *[other] { $size } carte
    }, dal basso all'alto: { $cards })
table-babel-foundation = carta iniziale di livello 1 non ancora costruita
table-babel-migrated = ha fatto una migrazione in questo turno
table-babel-pending = { FORM($player, form: "person") ->
        [you] Devi scartare
       *[other] { $player } deve scartare
    } { $count ->
        [one] una carta
       *[other] { $count } carte
    } prima che il gioco continui.
table-babel-legend = (Ln = livello del tempio · popoli elencati dal basso all'alto, le posizioni partono da 1 · @ = costruttore)

## Il tavolo

table-welcome = Tavolo offline di Strategos: { $game }, partita #{ $match }. Database: { $db }
table-help = Scrivi il numero di un'azione, oppure scrivila per intero (per esempio: move medes, play hittites, build own, migrate medes persians, power sumerians 3, end). Altri comandi: board, hand, log, help, quit (la partita resta salvata), resign.
table-legal = { FORM($player, form: "person") ->
        [you] Cosa puoi fare:
       *[other] Cosa può fare { $player }:
    }
# the prompt ends with a space, kept by the { " " } placeable
table-prompt = { $player } >{ " " }
table-pass_device = Passa il dispositivo a { $player } e premi Invio.
table-saved = La partita è salvata. Riprendila con: { $command }
table-result-win = { FORM($player, form: "person") ->
        [you] Vinci
       *[other] Vince { $player }
    } ({ $reason }). Punteggi finali: { $scores }.
table-result-draw = Partita finita, { $reason }. Punteggi finali: { $scores }.
table-result-other = La partita è terminata: { $reason }.
table-you = Tu
table-player = Giocatore { $n }
table-player_you = Giocatore { $n } (tu)
table-ai = IA { $n } ({ $kind })
table-bad_choice = Non esiste l'azione numero { $n }; scegli da 1 a { $max }.
# the question ends with a space, kept by the { " " } placeable
table-resign_ask = Abbandoni? La partita finisce e vince il tuo avversario; non si può annullare. Scrivi y per abbandonare, qualsiasi altra cosa per continuare:{ " " }
table-resign_kept = Non hai abbandonato: la partita continua.
table-resign_confirm = Hai abbandonato la partita.
table-more_actions = … e altre { $more } (scrivi `list all` per vederle)

## Resuming a match, and Antike's standing orders under the list

table-log_hidden = … { $count ->
        [one] 1 riga precedente del registro non è mostrata
       *[other] { $count } righe precedenti del registro non sono mostrate
    } (scrivi `log` per vedere tutto il registro).
table-antike-orders = Gli ordini permanenti non sono numerati qui: scrivine uno per cambiare il tuo ({ $moves }), oppure `list all` per numerare anche quelli.

## Il risultato della partita al tavolo offline

table-babel-result-win = { FORM($player, form: "person") ->
        [you] Vinci
       *[other] Vince { $player }
    } ({ $reason }). Templi finali: { $scores }.
table-babel-result-draw = Partita finita, { $reason }. Templi finali: { $scores }.
table-duellum-orders = Il tuo ordine permanente per la Fortezza non è numerato qui: scrivine uno per cambiarlo ({ $moves }), oppure `list all` per numerare anche questi.

## A short list that leaves out only standing orders (a game may say it in its own words)
table-orders = Gli ordini permanenti non sono numerati qui: scrivine uno per cambiare il tuo ({ $moves }), oppure `list all` per numerare anche quelli.
