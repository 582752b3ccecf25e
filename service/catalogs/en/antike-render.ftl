### Antike's board picture (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-".

render-antike-title = ANTIKE
render-antike-round = Round { $round }
render-antike-who = { $nation } ({ $player })
render-antike-toplay = { $player } to play: { $doing }
render-antike-doing = carry out { $field }
render-antike-phase-start = pick a start city
render-antike-phase-rondel = choose a rondel wedge
render-antike-phase-act = carry out the wedge
render-antike-phase-found = found cities or end the turn
render-antike-winner = { $player } won the game
render-antike-pending-defend = { $player }: fight the { $unit } that entered { $region }?
render-antike-pending-casualties = { $player }: { $count ->
        [one] is the 1 unit spent in { $region } a legion?
       *[other] how many of the { $count } units spent in { $region } are legions?
    }
render-antike-pending-coin = { $player }: choose a resource, the bank has no coin
render-antike-pending-extra = { $player }: choose a personage for all eight know-hows
render-antike-pending-start = { $player }: pick a start city
render-antike-rondel = RONDEL
render-antike-personage = { $count } { $kind }
render-antike-no_personages = no personages yet
render-antike-cities = { $count ->
        [one] { $count } city
       *[other] { $count } cities
    } · { $temples ->
        [one] { $temples } temple
       *[other] { $temples } temples
    } · { $stones ->
        [one] { $stones } stone
       *[other] { $stones } stones
    }
render-antike-units = On the map { $legions ->
        [one] { $legions } legion
       *[other] { $legions } legions
    }, { $galleys ->
        [one] { $galleys } galley
       *[other] { $galleys } galleys
    } · supply { $supply_legions } + { $supply_galleys }
render-antike-order = When attacked: { $order }
render-antike-knowhows = Know-how ({ $count }): { $count ->
    [0] none yet
   *[other] { $list }
}
render-antike-wedge = On the rondel: { $index } { $field }
render-antike-no_wedge = On the rondel: not yet
render-antike-legend-coin = coins
render-antike-legend-legion = legions
render-antike-legend-galley = galleys
render-antike-legend-temple = temple
render-antike-legend-wedge = wedge being carried out
