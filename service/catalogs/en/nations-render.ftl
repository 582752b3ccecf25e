### Nations' board picture (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-".
### Card, event, tile and nation names come from the data, in each language.

render-nations-title = NATIONS
render-nations-round = Age { $age } · round { $round } of { $total }
render-nations-phase-pick = choosing nations
render-nations-phase-growth = growth
render-nations-phase-actions = actions
render-nations-phase-event_pick = choosing the event card
render-nations-phase-choice = answering the event
render-nations-phase-over = game over
render-nations-who = { $player } ({ $nation })
render-nations-winner = { $player } won with { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
render-nations-solo_over = The solo game is won with { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
render-nations-solo_lost = The rival won: your points fell below zero
render-nations-status-pick = { $player } chooses a nation: { $nations }
render-nations-status-growth = Growth: { $players } to choose a worker or resources
render-nations-status-event_pick = { $player } keeps one of the two event cards
render-nations-status-choice = The event waits for { $players } to choose
render-nations-status-actions = { $player } to play · passed so far: { $passed }

## The progress row and the round's table
render-nations-row = Progress cards · buy 1 3 = row 1, column 3
render-nations-event = Event card of the round
render-nations-no_event = The event card is shown after growth
render-nations-famine = famine
render-nations-except = { $target }, except { $spared }
render-nations-optional = { $target } (may decline)
render-nations-or = or
render-nations-to_first = first in order
render-nations-to_last = last in order
render-nations-target-all = Every nation
render-nations-target-most_military = Most military
render-nations-target-least_military = Least military
render-nations-target-most_stability = Most stable
render-nations-target-least_stability = Least stable
render-nations-target-most_books = Most books
render-nations-target-least_books = Fewest books
render-nations-target-first_passer = First to pass
render-nations-target-last_passer = Last to pass
render-nations-war = War: { $card }, strength { $strength }, bought by { $player }
render-nations-no_war = No war bought this round
render-nations-architects_left = architects left this round
render-nations-decks = Left this age: { $cards } progress cards, { $events } event cards
render-nations-rival = The rival (solo game)
render-nations-rival_first = The rival acts first this round
render-nations-solo-die = Die 5–6:
render-nations-solo-die_column = Die 1–4: it clears that column of the row
render-nations-solo-tiles_left = Tiles still to come this age: { $count }
render-nations-solo-remove_row = it clears row { $count }
render-nations-solo-remove_kind = it clears the cards of kind “{ $kind }”
render-nations-solo-take_architects = it takes { $count ->
        [one] { $count } architect
       *[other] { $count } architects
    }
render-nations-solo-add_books = it gains { $count ->
        [one] { $count } book
       *[other] { $count } books
    }
render-nations-solo-add_military = its military rises by { $count } this round

## Card kinds (on each card's band)
render-nations-kind-advisor = Advisor
render-nations-kind-building = Building
render-nations-kind-military = Military
render-nations-kind-colony = Colony
render-nations-kind-wonder = Wonder
render-nations-kind-golden_age = Golden age
render-nations-kind-battle = Battle
render-nations-kind-war = War

## A player's board
render-nations-nation = { $nation }, side { $side }
render-nations-no_nation = no nation yet
render-nations-order = { $place } of { $players } in order
render-nations-acting = to act
render-nations-passed = passed
render-nations-free = { $count } in reserve
render-nations-tokens = { $count } VP tokens
render-nations-empty_place = place { $place } empty
render-nations-no_advisor = no advisor
render-nations-no_colony = colony place
render-nations-no_wonder = no wonder being built
render-nations-building_wonder = Being built
render-nations-wonders = Wonders built ({ $count }):

## The legend
render-nations-icon-gold = gold
render-nations-icon-stone = stone
render-nations-icon-food = food
render-nations-icon-books = books
render-nations-icon-military = military
render-nations-icon-stability = stability
render-nations-icon-vp = victory points
render-nations-icon-worker = workers
render-nations-icon-architect = architects
render-nations-icon-raid = raid value
render-nations-ability = a special ability

## The row's labels, the symbols' key and the end of the game
render-nations-row_word = Row
render-nations-key-deploy = stone per worker, then each worker's yield
render-nations-key-workers = workers on the card
render-nations-key-made = production at the round's end, net of upkeep
render-nations-key-needs = military needed
render-nations-key-stages = stone per architect, stage by stage
render-nations-final = Final scores
render-nations-final-line = { $place }. { $player }: { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
render-nations-final-rival = The rival ended with { $books ->
        [one] { $books } book
       *[other] { $books } books
    }
render-nations-row_left = Progress cards left at the end
