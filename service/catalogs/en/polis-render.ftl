### Polis' board picture (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-".

render-polis-title = POLIS
render-polis-stack = up to { $stack ->
        [one] { $stack } unit
       *[other] { $stack } units
    } a side per territory
render-polis-round = Round { $number } of { $total }
render-polis-who = { $side } ({ $player })
render-polis-toplay = { $player } to play · actions left this turn: { $actions }
render-polis-to_act = To act: { $players }
render-polis-winner = { $player } won the game
render-polis-draw = The game ended in a draw
render-polis-battle-commit = Battle in { $where }: { $players } choosing formation cards
render-polis-battle-attacker = Battle in { $where }: { $attacker }, the attacker, fights on or withdraws
render-polis-battle-defender = Battle in { $where }: { $defender }, the defender, fights on or withdraws
render-polis-pending-famine = { $player }: famine, { $count } wheat missing
render-polis-pending-growth = { $player }: the poleis grow
render-polis-pending-phoros = { $player }: phoros, prestige into silver
render-polis-prestige = Prestige { $prestige } · score { $score }
render-polis-merchants = Merchants: { $home } in port, { $out } at the markets
render-polis-proxenos = Proxenos in { $city }
render-polis-proxenos_held = Proxenos held by the other side
render-polis-poleis = Poleis { $count } · population { $population } · projects { $projects } (+{ $building } building)
render-polis-units = on the map: { $hoplites ->
        [one] { $hoplites } hoplite
       *[other] { $hoplites } hoplites
    }, { $galleys ->
        [one] { $galleys } galley
       *[other] { $galleys } galleys
    }
render-polis-acting = to act
render-polis-table = This round
render-polis-event = Event: { $event }
render-polis-market = Market value { $value }
render-polis-tribute = Tribute collected: { $list }
render-polis-offer = Projects on offer: { $list }
render-polis-battle-where = Battle in { $where } · { $attacker } attacks · exchange { $exchange }
render-polis-committed = { $side }: cards committed ({ $cards } in hand)
render-polis-choosing = { $side }: choosing ({ $cards } in hand)
render-polis-queued = Battles to come: { $list }
render-polis-neutral = neutral
render-polis-stacking = stacking limit { $stack }
render-polis-legend-population = population
render-polis-legend-fortification = fortification
render-polis-legend-capital = capital
render-polis-legend-hoplites = hoplites
render-polis-legend-galleys = galleys
render-polis-legend-moved = moved this turn
render-polis-legend-battle = battle
