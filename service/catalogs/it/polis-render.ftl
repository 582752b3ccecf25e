### L'immagine del tabellone di Polis (italiano).
### A message's Fluent id is its key with "." replaced by "-".

render-polis-title = POLIS
render-polis-stack = fino a { $stack } unità per parte in ogni territorio
render-polis-round = Round { $number } di { $total }
render-polis-who = { $side } ({ $player })
render-polis-toplay = Tocca a { $player } · azioni rimaste nel turno: { $actions }
render-polis-to_act = Devono agire: { $players }
render-polis-winner = Ha vinto { $player }
render-polis-draw = La partita è finita in parità
render-polis-battle-commit = Battaglia in { $where }: { $players } scelgono le carte formazione
render-polis-battle-attacker = Battaglia in { $where }: l'attaccante, { $attacker }, continua o si ritira
render-polis-battle-defender = Battaglia in { $where }: il difensore, { $defender }, continua o si ritira
render-polis-pending-famine = { $player }: carestia, mancano { $count } grano
render-polis-pending-growth = { $player }: le poleis crescono
render-polis-pending-phoros = { $player }: phoros, prestigio in argento
render-polis-prestige = Prestigio { $prestige } · punti { $score }
render-polis-merchants = Mercanti: { $home } in porto, { $out } ai mercati
render-polis-proxenos = Prosseno a { $city }
render-polis-proxenos_held = Il prosseno è nelle mani dell'altra parte
render-polis-poleis = Poleis { $count } · popolazione { $population } · progetti { $projects } (+{ $building } in costruzione)
render-polis-units = sulla mappa: { $hoplites ->
        [one] { $hoplites } oplita
       *[other] { $hoplites } opliti
    }, { $galleys ->
        [one] { $galleys } galea
       *[other] { $galleys } galee
    }
render-polis-acting = deve agire
render-polis-table = Questo round
render-polis-event = Evento: { $event }
render-polis-market = Valore di mercato { $value }
render-polis-tribute = Tributo riscosso: { $list }
render-polis-offer = Progetti in offerta: { $list }
render-polis-battle-where = Battaglia in { $where } · attacca { $attacker } · scambio { $exchange }
render-polis-committed = { $side }: carte giocate ({ $cards } in mano)
render-polis-choosing = { $side }: sta scegliendo ({ $cards } in mano)
render-polis-queued = Battaglie in arrivo: { $list }
render-polis-neutral = neutrale
render-polis-stacking = limite di unità per territorio { $stack }
render-polis-legend-population = popolazione
render-polis-legend-fortification = fortificazione
render-polis-legend-capital = capitale
render-polis-legend-hoplites = opliti
render-polis-legend-galleys = galee
render-polis-legend-moved = mosse di questo turno
render-polis-legend-battle = battaglia
