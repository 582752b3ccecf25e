### L'immagine del tabellone di Antike.
### L'id Fluent di un messaggio è la sua chiave con "-" al posto di ".".

render-antike-title = ANTIKE
render-antike-round = Giro { $round }
render-antike-who = { $nation } ({ $player })
render-antike-toplay = Tocca a { $player }: { $doing }
render-antike-doing = azione { $field }
render-antike-phase-start = scegliere una città iniziale
render-antike-phase-rondel = scegliere uno spicchio della rondella
render-antike-phase-act = eseguire lo spicchio
render-antike-phase-found = fondare città o finire il turno
render-antike-winner = { $player } ha vinto la partita
render-antike-pending-defend = { $player }: combattere le unità ({ $unit }) entrate in { $region }?
render-antike-pending-casualties = { $player }: { $count ->
        [one] l'unità spesa in { $region } è una legione?
       *[other] quante delle { $count } unità spese in { $region } sono legioni?
    }
render-antike-pending-coin = { $player }: scegli una risorsa, la banca non ha monete
render-antike-pending-extra = { $player }: scegli un personaggio per gli otto saperi
render-antike-pending-start = { $player }: scegli una città iniziale
render-antike-rondel = RONDELLA
render-antike-personage = { $count } { $kind }
render-antike-no_personages = nessun personaggio per ora
render-antike-cities = { $count } città · { $temples ->
        [one] { $temples } tempio
       *[other] { $temples } templi
    } · { $stones ->
        [one] { $stones } pietra
       *[other] { $stones } pietre
    }
render-antike-units = Sulla mappa { $legions ->
        [one] { $legions } legione
       *[other] { $legions } legioni
    }, { $galleys ->
        [one] { $galleys } galea
       *[other] { $galleys } galee
    } · scorta { $supply_legions } + { $supply_galleys }
render-antike-order = Se attaccato: { $order }
render-antike-knowhows = Conoscenze ({ $count }): { $count ->
    [0] nessuna per ora
   *[other] { $list }
}
render-antike-wedge = Sulla rondella: { $index } { $field }
render-antike-no_wedge = Sulla rondella: non ancora
render-antike-legend-coin = monete
render-antike-legend-legion = legioni
render-antike-legend-galley = galee
render-antike-legend-temple = tempio
render-antike-legend-wedge = spicchio in esecuzione
