## Words drawn on the board images (bot/render), Italian. Ids are the code's keys with "." as "-".

## Il tabellone di Babel

render-babel-title = Babel
render-babel-turn = Turno { $turn }
render-babel-toplay = Tocca a { $player }
render-babel-final = Fase finale: si chiude a 20+ o a 9 o meno
render-babel-over = Partita finita
# $reason reads after the winner's name (babel-end-*)
render-babel-result = Vince { $player } ({ $reason })
render-babel-draw = Pareggio: templi pari e mani pari
render-babel-score = templi
render-babel-tag-toplay = ▶ di turno
render-babel-tag-discard = deve scartare { $count }
render-babel-tag-winner = ★ vincitore
render-babel-hand = Mano: { $count }
render-babel-builder = Costruttore: { $site }
render-babel-inquarry = nella cava
render-babel-pile = Pila dei templi ({ $size }):
render-babel-pileempty = Pila dei templi: vuota
render-babel-foundation = carta iniziale di livello 1 non ancora costruita
render-babel-migrated = ha fatto una migrazione in questo turno
render-babel-quarry = Cava
render-babel-deck = Mazzo dei popoli
render-babel-discard = Scarti
render-babel-pending = { $player } deve scartare { $count ->
        [one] una carta
       *[other] { $count } carte
    } prima che il gioco continui
render-babel-column-temple = Tempio
render-babel-column-people = Popoli: la posizione 1 è il fondo della colonna
render-babel-legend = Numero grande = livello del tempio (lo mostra anche la torre a gradoni) · costruttore:

## Una lettera per popolo, disegnata sulle carte popolo; le cinque lettere devono essere diverse.

render-babel-initial-assyrians = A
render-babel-initial-hittites = I
render-babel-initial-medes = M
render-babel-initial-persians = P
render-babel-initial-sumerians = S

## Il grafico della corsa ai punti

render-chart-title = Corsa ai punti
render-chart-turn = Turno
render-chart-score = Punti
render-babel-mark-target = 15: fine della partita, o inizio della fase finale
render-babel-mark-final = 20: fine della fase finale
render-babel-mark-low = 9 o meno: la soglia bassa

## Babel: l'immagine per il telefono e la legenda

render-babel-final-short = Fase finale
render-babel-column-stack = Popoli (1 = fondo)
render-babel-key-level = livello del tempio
render-babel-key-people = carta popolo (la lettera del suo popolo)
render-babel-key-position = posizione, 1 = fondo
render-babel-key-builder = costruttore
render-babel-key-hand = carte in mano
render-babel-key-pile = pila dei templi, la carta in cima scura
render-babel-column-site = Sito
