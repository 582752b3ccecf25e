### Antike Duellum: board words, actions, log lines and refusals (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-":
### the key duellum.error.too_weak is the id duellum-error-too_weak.
### Event card names and texts live in duellum-cards.ftl (duellum-card-<id>).
###
### Board words reach a sentence as nested messages ($region, $unit, $resource, $personage,
### $field, $knowhow, $card, $kind). Some sentences ask for another form with FORM, which reads
### that message's attribute:
###   $unit       .one   (the unit as an object: "a legion", "the General")
###               .event (what an event card's description adds: " with a legion")
###   $region     .event (" on Roma")
###   $resource   .event (" (gold)")
###   $personage  .one, .many ("a king", "kings")
### Fields and know-hows keep their Latin names in every language.
### $paid is a list of payments ("6 marble, 1 coin") or "nothing".

## Board words

duellum-region = { $name }
    .event = { " " }on { $name }

duellum-field-ferrum = FERRUM
duellum-field-templum = TEMPLUM
duellum-field-aurum = AURUM
duellum-field-duellum = DUELLUM
duellum-field-militia = MILITIA
duellum-field-marmor = MARMOR
duellum-field-scientia = SCIENTIA
duellum-field-none = none yet

duellum-resource-marble = marble
    .event = { " " }(marble)
duellum-resource-iron = iron
    .event = { " " }(iron)
duellum-resource-gold = gold
    .event = { " " }(gold)

duellum-pay-marble = marble
duellum-pay-iron = iron
duellum-pay-gold = gold
duellum-pay-coin = coin

duellum-unit-legion = legion
    .one = a legion
    .event = { " " }with a legion
duellum-unit-galley = galley
    .one = a galley
    .event = { " " }with a galley
duellum-unit-general = General
    .one = the General
    .event = { " " }with the General
duellum-unit-admiral = Admiral
    .one = the Admiral
    .event = { " " }with the Admiral

duellum-knowhow-strata = STRATA
duellum-knowhow-navigatio = NAVIGATIO
duellum-knowhow-moneta = MONETA
duellum-knowhow-commercium = COMMERCIUM
duellum-knowhow-res_publica = RES PUBLICA

duellum-personage-king = king
    .one = a king
    .many = kings
duellum-personage-philosopher = philosopher
    .one = a philosopher
    .many = philosophers
duellum-personage-general = general
    .one = a general
    .many = generals
duellum-personage-navigator = navigator
    .one = a navigator
    .many = navigators
duellum-personage-citizen = citizen
    .one = a citizen
    .many = citizens

## What was paid: items of a list, or nothing

duellum-paid-marble = { $count } marble
duellum-paid-iron = { $count } iron
duellum-paid-gold = { $count } gold
duellum-paid-coin = { $count ->
        [one] { $count } coin
       *[other] { $count } coins
    }
duellum-paid-list = { $items }
duellum-paid-nothing = nothing

## Legal actions, as listed to the player

duellum-action-rondel = Move your marker to { $field }, free
duellum-action-rondel_paid = Move your marker to { $field }, paying { $pay }
duellum-action-temple = Build a temple in { $region }
duellum-action-wall = Build a wall around { $region }
duellum-action-deploy = Deploy { FORM($unit, form: "one") } in { $region }
duellum-action-develop = Develop { $knowhow }
duellum-action-recruit = Recruit { FORM($unit, form: "one") } (from your personal supply to your recruitment area)
duellum-action-move = Move { FORM($unit, form: "one") } from { $origin } to { $to }
duellum-action-conquer = Conquer { $region }
duellum-action-casualties = Lose { $legions ->
        [one] { $legions } legion
       *[other] { $legions } legions
    } in the conquest, and galleys for the rest
duellum-action-found = Found a city in { $region } producing { $resource }
duellum-action-trade = Trade { $give } for { $take }
duellum-action-event = Play the event card { $card }{ FORM($region, form: "event") }{ FORM($unit, form: "event") }{ FORM($resource, form: "event") }
duellum-action-fortress = { $play ->
        [1] Play { duellum-card-fortress } against this conquest
       *[other] Do not play { duellum-card-fortress }
    }
duellum-action-pick = Take the event card { $card }
duellum-action-instead = Take one { $resource } instead of the coin the bank lacks
duellum-action-end = End your turn

## Log lines; each follows the acting player's name

duellum-log-rondel = moved the rondel marker to { $field } (paid: { $paid }).
duellum-log-produce = produced { $amount } { $resource }{ $coin ->
        [1] { " " }and took a coin from the bank
       *[other] { "" }
    }.
duellum-log-temple = built a temple in { $region } (paid: { $paid }).
duellum-log-wall = built a wall around { $region } (paid: { $paid }).
duellum-log-deploy = deployed { FORM($unit, form: "one") } in { $region } (paid: { $paid }).
duellum-log-develop = developed { $knowhow }{ $first ->
        [1] { " " }as the first nation
       *[other] { "" }
    } (paid: { $paid }).
duellum-log-recruit = recruited { FORM($unit, form: "one") } into the recruitment area (paid: { $paid }).
duellum-log-move = moved { FORM($unit, form: "one") } from { $origin } to { $to }.
duellum-log-battle = fought a battle in { $region }: each side lost { FORM($unit, form: "one") }.
duellum-log-threat = attacked { $region }; its owner may answer with { duellum-card-fortress }.
duellum-log-fortress = played { $card }: the city defends with +1 against this conquest.
duellum-log-no_fortress = chose not to play { duellum-card-fortress }.
duellum-log-city_holds = could not take { $region }: the city held out.
duellum-log-conquer = conquered { $region }, losing { $loss ->
        [one] { $loss } unit
       *[other] { $loss } units
    }{ $temple ->
        [1] ; the city's temple was destroyed
       *[other] { "" }
    }.
duellum-log-found = founded a city in { $region } producing { $resource } (paid: { $paid }).
duellum-log-trade = traded { $give } for { $take } (COMMERCIUM).
duellum-log-event = played the event card { $card }.
duellum-log-event_at = played the event card { $card } on { $region }.
duellum-log-pick = took the event card { $card } from the open row.
duellum-log-coin_instead = took one { $resource } instead of a coin, as the bank has none left.
duellum-log-personage = gained { $count ->
        [one] { FORM($personage, form: "one") }
       *[other] { $count } { FORM($personage, form: "many") }
    }.
duellum-log-walls_won = gained { $count ->
        [one] a wall
       *[other] { $count } walls
    } for the personal supply.
duellum-log-end = ended the turn.
duellum-log-win = gathered enough personages and won the game.

## Why a match ended (follows the winner's name)

duellum-end-personages = won by gathering { $target ->
        [one] { $target } personage
       *[other] { $target } personages
    }

## Refusals: what went wrong and what to do instead

duellum-error-two_players = Antike Duellum is played by exactly 2 players, not { $seats }.
duellum-error-no_map = There is no map side “{ $map }”. Choose west (Carthage and Rome) or east (Greece and Persia).
duellum-error-notation = That move is not written the right way. Write it like this: { $usage }
duellum-error-unknown_notation = “{ $text }” is not a Duellum move. Start with one of: rondel, temple, wall, deploy, develop, recruit, move, conquer, casualties, found, trade, event, fortress, pick, instead, end.
duellum-error-nothing_to_answer = Nobody is waiting for an answer from you: there is no Fortress, casualty, card or coin choice to make now. Choose another action.
duellum-error-rondel_done = You have already moved your marker this turn. Carry out the field's action, found cities, or end your turn.
duellum-error-rondel_first = Every turn begins on the rondel. Move your marker to a field first; that field decides your action.
duellum-error-action_over = Once you found a city, this turn's field action is over. Found another city or end your turn.
duellum-error-wrong_field = That action belongs to the { $field } field, but this turn's field is { $chosen }. Choose an action of { $chosen }, found a city, or end your turn.
duellum-error-no_region = There is no region “{ $region }” on this map. Pick one from the suggestions.
duellum-error-no_city = There is no city in { $region }. Choose one of your cities.
duellum-error-not_your_city = The city in { $region } is not yours. Choose one of your own cities.
duellum-error-answer_fortress = Your opponent is attacking { $region } and you hold { duellum-card-fortress }. First decide whether to play it.
duellum-error-answer_casualties = Your conquest costs { $count ->
        [one] { $count } unit
       *[other] { $count } units
    }. First say how many of them are legions; the rest are galleys.
duellum-error-bad_casualties = Of the { $count ->
        [one] { $count } unit
       *[other] { $count } units
    } you lose, at least { $low } and at most { $high } can be legions, given the units you have there. Pick a number from { $low } to { $high }.
duellum-error-answer_pick = First take { $count ->
        [one] { $count } event card
       *[other] { $count } event cards
    } from the open row.
duellum-error-not_in_row = { $card } is not in the open row. Take one of the event cards lying there.
duellum-error-answer_coin = The bank has run out of coins. First choose one marble, iron or gold to take instead.
duellum-error-cannot_pay_rondel = You offered more { $kind } than you hold. Pay with other units, or pick a nearer field.
duellum-error-rondel_free = Moving to { $field } costs nothing, so leave the payment out.
duellum-error-oracle_free = The event card you played makes this turn's rondel move free. Leave the payment out.
duellum-error-no_city_site = { $region } has no city site. Found cities only on regions with a city site.
duellum-error-city_exists = { $region } already holds a city. Found your city on an empty city site.
duellum-error-no_unit_to_found = To found a city in { $region } you need a unit of yours there. Move a legion or a galley there first.
duellum-error-special_cannot_found = Your { $unit } cannot found a city alone: founding needs a legion or a galley of yours in { $region }. Move one there first.
duellum-error-no_marker = The bank has no { $resource } city markers left. Found the city with another resource.
duellum-error-cannot_afford_city = A city in { $region } costs one marble, one iron and one gold{ $coins ->
        [0] { "" }
        [one] , plus { $coins } coin for a neighbouring city producing the same resource
       *[other] , plus { $coins } coins for neighbouring cities producing the same resource
    }; coins can stand in for missing units. You cannot pay that: choose another resource or site, or produce first.
duellum-error-temple_exists = { $region } already has a temple. Build in another of your cities.
duellum-error-no_temples = The bank has no temples left. Build a wall instead, or choose another action.
duellum-error-cannot_afford_temple = This temple costs { $marble } marble{ $coins ->
        [0] { "" }
        [one] { " " }plus { $coins } coin for the temple next to it
       *[other] { " " }plus { $coins } coins for the temples next to it
    }; coins can stand in for missing marble. You cannot pay that: produce marble with MARMOR first, or build a wall.
duellum-error-wall_exists = { $region } already has a wall. Put your wall around another of your cities.
duellum-error-no_walls = You have no wall in your personal supply; personages bring new ones. Build a temple instead.
duellum-error-cannot_afford_wall = A wall costs one marble, or a coin in its place, and you have neither. Produce marble with MARMOR first.
duellum-error-unit_cannot_stand = { $region } cannot hold { FORM($unit, form: "one") }: legions need a land border and galleys a sea border. Choose another city.
duellum-error-city_full = { $region } has already received { $limit ->
        [one] { $limit } new unit
       *[other] { $limit } new units
    } this turn, as many as it can take (3 with a temple, 1 without). Deploy in another city.
duellum-error-no_special_to_deploy = You do not have { FORM($unit, form: "one") } waiting in your recruitment area: you play without it, or it is already on the map. Deploy a legion or a galley.
duellum-error-recruited_this_turn = Your { $unit } was not in your recruitment area when this MILITIA action began. Deploy it in a later MILITIA turn.
duellum-error-special_needs_temple = You can deploy { FORM($unit, form: "one") } only in a city with a temple. Choose one of your temple cities.
duellum-error-special_no_battle = Your { $unit } never fights a battle, so it cannot enter a region where enemy units of its kind stand. Choose another region.
duellum-error-none_to_deploy = You have no { $unit } in your recruitment area ready to deploy. Choose the other kind of unit, or recruit more with SCIENTIA.
duellum-error-cannot_afford_deploy = Deploying this unit costs { $iron } iron, and coins can stand in for missing iron; you cannot pay that. Produce iron with FERRUM first.
duellum-error-no_knowhow = There is no know-how “{ $knowhow }”. Choose STRATA, NAVIGATIO, MONETA, COMMERCIUM or RES PUBLICA.
duellum-error-knowhow_held = You already hold { $knowhow }. Develop another know-how.
duellum-error-cannot_afford_knowhow = { $knowhow } costs you { $gold } gold, and coins can stand in for missing gold; you cannot pay that. Produce gold with AURUM first, or recruit instead.
duellum-error-supply_empty = Your personal supply has no { $unit } left: they are all on the map or in your recruitment area. Choose something else.
duellum-error-cannot_afford_recruit = Recruiting { FORM($unit, form: "one") } costs { $gold } gold, and coins can stand in for missing gold; you cannot pay that. Produce gold with AURUM first.
duellum-error-moves_over = Your first conquest this turn ended all movement. Conquer more cities, found cities, or end your turn.
duellum-error-no_unit_there = You have no { $unit } in { $region }. Move a unit from a region where you have one.
duellum-error-unit_moved = Each unit moves once per turn, and your { $unit } there has already moved. Move another unit.
duellum-error-too_far = This turn { FORM($unit, form: "one") } can cross at most { $reach ->
        [one] { $reach } border
       *[other] { $reach } borders
    }. Choose a nearer region; STRATA and NAVIGATIO add reach.
duellum-error-path_loops = A move must end in another region. Pick a region your unit can reach.
duellum-error-no_border = { $origin } and { $to } share no border that { FORM($unit, form: "one") } can cross. Follow red borders for legions and blue ones for galleys.
duellum-error-battle_on_the_way = Enemy units stand in { $region }, on your route, and a unit that meets them fights and stops there. End the move in { $region }, or go around it.
duellum-error-no_enemy_city = There is no enemy city in { $region } to conquer. Choose a city of your opponent where your units stand.
duellum-error-too_weak = { $region } defends with { $defence }, and you have { $units ->
        [one] only { $units } unit
       *[other] only { $units } units
    } there; you need at least as many units as its defence. Bring more units first.
duellum-error-city_held = { $region } held out against your conquest this turn and is safe from you until your next turn. Conquer another city, found cities, or end your turn.
duellum-error-no_commercium = Trading needs the COMMERCIUM know-how, which you do not hold. Develop it with SCIENTIA first.
duellum-error-commercium_this_turn = You developed COMMERCIUM this turn, so you can trade from your next turn on.
duellum-error-cannot_give = You do not hold that much { $resource } to give. Trade what you have.
duellum-error-trade_same = You cannot take back a kind of resource you give. Take two units of the other kinds.
duellum-error-no_card = There is no event card called “{ $card }”. Pick one of the cards offered.
duellum-error-card_not_held = You do not hold { $card }. Play one of your own event cards.
duellum-error-card_region = { $card } needs a region. Name the region to play it on.
duellum-error-card_no_region = { $card } takes no region. Leave the region out.
duellum-error-card_unit = { $card } needs a unit: a legion or a galley. Name one.
duellum-error-card_no_unit = { $card } takes no unit. Leave the unit out.
duellum-error-card_resource = { $card } needs a resource: marble, iron or gold. Name one.
duellum-error-card_no_resource = { $card } takes no resource. Leave the resource out.
duellum-error-fortress_only_defending = { duellum-card-fortress } is played only when your opponent attacks one of your cities. Keep it for then.
duellum-error-no_wall_there = There is no wall in { $region } to destroy. Choose a city with a wall.
duellum-error-nothing_to_steal = Your opponent has fewer than 2 coins, so half of them is nothing. Keep the card for later.
duellum-error-academy_in_scientia = { duellum-card-academy } is played during your SCIENTIA action. Keep it for a SCIENTIA turn.
duellum-error-academy_nothing = Your opponent holds no know-how yet, so { duellum-card-academy } would bring no gold. Keep it for later.
duellum-error-bank_no_walls = The bank has no walls left. Keep the card for later.
duellum-error-no_enemy_unit = Your opponent has no { $unit } in { $region }. Choose a region where they have one.
duellum-error-foe_has_none = Your opponent holds no { $resource }. Choose another resource.
duellum-error-architect_when = This card helps you build temples: play it before your rondel move or during a TEMPLUM action.
duellum-error-march_when = This card adds reach: play it before your rondel move, or in a DUELLUM action before your first conquest.
duellum-error-oracle_when = This card makes a rondel move free: play it before you move your marker, once per turn.
duellum-error-bank_no_coins = The bank has no coins left, so this card would bring nothing. Keep it for later.
duellum-error-oracle_first_move = Your first rondel move is free anyway: keep this card for a later turn.
duellum-log-order = changed a standing order.
duellum-private-order-ask = Your standing order for { duellum-card-fortress } is cleared: you will be asked each time a city of yours is attacked.
duellum-private-order-play = Your standing order for { duellum-card-fortress }: play it at once on the first attack. Only you can see it.
duellum-private-order-keep = Your standing order for { duellum-card-fortress }: keep it, and do not ask me. Only you can see it.
duellum-private-by_order-play = Your standing order played { duellum-card-fortress } for you.
duellum-private-by_order-keep = Your standing order kept { duellum-card-fortress } in your hand.
duellum-order-ask = ask each time
duellum-order-play = play it at once
duellum-order-keep = keep it, do not ask
duellum-action-order = Standing order for { duellum-card-fortress }: { $order }
duellum-error-order_already = That is your standing order already.
duellum-error-order_after_answer = Answer the question first; then you can change your standing order.
