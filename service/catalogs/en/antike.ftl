### Antike: board words, actions, log lines and refusals (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-":
### the key antike.error.too_weak is the id antike-error-too_weak.
###
### Board words reach a sentence as nested messages ($nation, $region, $unit, $resource,
### $personage, $field, $knowhow, $order). Some sentences ask for another form with FORM:
###   $unit       .one, .many ("a legion", "legions")
###   $personage  .one, .many ("a king", "kings")
### $paid is a list of payments ("5 marble, 1 coin") or "nothing".
### Log lines follow the acting player's name and say which of their nations acted.

## Board words

antike-region = { $name }

antike-nation-greeks = Greeks
antike-nation-romans = Romans
antike-nation-germanic_tribes = Germanic tribes
antike-nation-phoenicians = Phoenicians
antike-nation-carthaginians = Carthaginians
antike-nation-persians = Persians
antike-nation-arabs = Arabs
antike-nation-egyptians = Egyptians
antike-nation-babylonians = Babylonians

antike-field-iron = IRON
antike-field-temple = TEMPLE
antike-field-gold = GOLD
antike-field-maneuver = MANEUVER
antike-field-arming = ARMING
antike-field-marble = MARBLE
antike-field-knowhow = KNOW-HOW
antike-field-none = none yet

antike-resource-marble = marble
antike-resource-iron = iron
antike-resource-gold = gold

antike-pay-marble = marble
antike-pay-iron = iron
antike-pay-gold = gold
antike-pay-coin = coin

antike-unit-legion = legion
    .one = a legion
    .many = legions
antike-unit-galley = galley
    .one = a galley
    .many = galleys

antike-knowhow-wheel = WHEEL
antike-knowhow-sailing = SAILING
antike-knowhow-market = MARKET
antike-knowhow-monarchy = MONARCHY
antike-knowhow-roads = ROADS
antike-knowhow-navigation = NAVIGATION
antike-knowhow-currency = CURRENCY
antike-knowhow-democracy = DEMOCRACY

antike-personage-king = king
    .one = a king
    .many = kings
antike-personage-scholar = scholar
    .one = a scholar
    .many = scholars
antike-personage-general = general
    .one = a general
    .many = generals
antike-personage-citizen = citizen
    .one = a citizen
    .many = citizens
antike-personage-navigator = navigator
    .one = a navigator
    .many = navigators

antike-order-always = always fight
antike-order-never = never fight
antike-order-ask = ask me each time

## What was paid: items of a list, or nothing

antike-paid-marble = { $count } marble
antike-paid-iron = { $count } iron
antike-paid-gold = { $count } gold
antike-paid-coin = { $count ->
        [one] { $count } coin
       *[other] { $count } coins
    }
antike-paid-list = { $items }
antike-paid-nothing = nothing

## Legal actions, as listed to the player

antike-action-rondel = Move your marker to { $field }, free
antike-action-rondel_paid = Move your marker to { $field }, paying { $pay }
antike-action-temple = Build a temple in { $region }
antike-action-arm = Set up { FORM($unit, form: "one") } in { $region }
antike-action-develop = Acquire { $knowhow }
antike-action-move = Move { FORM($unit, form: "one") } from { $origin } to { $to }
antike-action-fight = Fight the { $nation }' { FORM($unit, form: "many") } in { $region }
antike-action-conquer = Conquer { $region }
antike-action-conquer_release = Conquer { $region }, giving up your city in { $release } for its city stone
antike-action-casualties = Lose { $legions ->
        [one] { $legions } legion
       *[other] { $legions } legions
    } in the conquest, and galleys for the rest
antike-action-found = Found a city in { $region }
antike-action-trade = Trade { $give } for one { $take }
antike-action-order = Standing order for the { $nation }: { $order }
antike-action-answer = { $fight ->
        [1] Fight the units that entered
       *[other] Let the units pass without a fight
    }
antike-action-answer_order = { $fight ->
        [1] Fight the units that entered
       *[other] Let the units pass without a fight
    }, and from now on: { $order }
antike-action-instead = Take one { $resource } instead of the coin the bank lacks
antike-action-extra = Take { FORM($personage, form: "one") } for all eight know-hows
antike-action-start = Take { $region } as a start city
antike-action-end = End your turn

## Log lines; each follows the acting player's name

antike-log-rondel = ({ $nation }) moved the rondel marker to { $field } (paid: { $paid }).
antike-log-produce = ({ $nation }) produced { $amount } { $resource }.
antike-log-temple = ({ $nation }) built a temple in { $region } (paid: { $paid }).
antike-log-arm = ({ $nation }) set up { FORM($unit, form: "one") } in { $region } (paid: { $paid }).
antike-log-develop = ({ $nation }) acquired { $knowhow }{ $first ->
        [1] { " " }as the first nation
       *[other] { "" }
    } (paid: { $paid }).
antike-log-found = ({ $nation }) founded a city in { $region } (paid: { $paid }).
antike-log-trade = ({ $nation }) traded { $give } for one { $take }.
antike-log-move = ({ $nation }) moved { FORM($unit, form: "one") } from { $origin } to { $to }.
antike-log-no_fight = ({ $nation }) let the units in { $region } pass without a fight.
antike-log-order = ({ $nation }) set the standing order: { $order }.
antike-log-battle = ({ $nation }) fought the { $foe } in { $region }: each side lost { $count ->
        [one] { FORM($unit, form: "one") }
       *[other] { $count } { FORM($unit, form: "many") }
    }.
antike-log-conquer = ({ $nation }) conquered { $region } from the { $foe }, spending { $loss ->
        [one] { $loss } unit
       *[other] { $loss } units
    }{ $temple ->
        [1] ; the city's temple was destroyed
       *[other] { "" }
    }.
antike-log-release = ({ $nation }) gave up the city in { $region } to have a city stone for the conquest.
antike-log-win_temple = ({ $nation }) destroyed a temple after every personage was given out, and won the game.
antike-log-start_city = ({ $nation }) took { $region } as a start city.
antike-log-personage = ({ $nation }) gained { $count ->
        [one] { FORM($personage, form: "one") }
       *[other] { $count } { FORM($personage, form: "many") }
    }.
antike-log-win = ({ $nation }) reached { $target } and won the game.
antike-log-end = ({ $nation }) ended the turn.
antike-log-coin_instead = ({ $nation }) took one { $resource } instead of a coin, as the bank has none left.

## Why a match ended (follows the winner's name)

antike-end-personages = won with the { $nation } by reaching { $target }
antike-end-temple = won with the { $nation } by destroying the first temple after every personage was given out

## Refusals: what went wrong and what to do instead

antike-error-players = Antike is played by 2 to 6 players, not { $seats }.
antike-error-notation = That move is not written the right way. Write it like this: { $usage }
antike-error-unknown_notation = “{ $text }” is not an Antike move. Start with one of: rondel, temple, arm, develop, move, fight, conquer, casualties, found, trade, order, answer, instead, extra, start, end.
antike-error-nothing_to_answer = Nobody is waiting for an answer from you now. Choose another action.
antike-error-not_your_nation = You do not play the nation “{ $nation }”. Give orders only to your own nations.
antike-error-order_already = That is already the standing order ({ $order }). Choose another order or another action.
antike-error-rondel_done = You have already moved your marker this turn. Carry out the wedge's action, found cities, or end your turn.
antike-error-rondel_first = Every turn begins on the rondel. Move your marker to a wedge first; that wedge decides your action.
antike-error-action_over = Once you found a city, this turn's wedge action is over. Found another city or end your turn.
antike-error-wrong_field = That action belongs to { $field }, but this turn's wedge is { $chosen }. Choose an action of { $chosen }, found a city, or end your turn.
antike-error-no_region = There is no province “{ $region }” on this map. Pick one from the suggestions.
antike-error-no_city = There is no city in { $region }. Choose one of your cities.
antike-error-not_your_city = The city in { $region } is not yours. Choose one of your own cities.
antike-error-cannot_pay_rondel = You offered more { $kind } than you hold. Pay with other units, or pick a nearer wedge.
antike-error-rondel_free = Moving to { $field } costs nothing, so leave the payment out.
antike-error-temple_exists = { $region } already has a temple; a city holds one temple at most. Choose another city.
antike-error-no_temples_left = All 20 temples stand on the board. No temple can be built until one is destroyed.
antike-error-cannot_afford_temple = A temple costs { $cost } marble (coins may stand in), and you do not have enough. Produce marble first.
antike-error-no_units_left = All your { FORM($unit, form: "many") } are on the board. Set up the other kind, or end your turn.
antike-error-cannot_stand = { $region } has no border { FORM($unit, form: "one") } could cross, so it cannot be set up there. Choose the other kind or another city.
antike-error-arm_limit = { $region } has already had { $limit ->
        [one] its { $limit } new unit
       *[other] its { $limit } new units
    } this turn. Set up units in another city.
antike-error-cannot_afford_unit = A new unit costs one iron (or a coin), and you have neither. Produce iron first.
antike-error-knowhow_known = You already have { $knowhow }. Choose another know-how.
antike-error-knowhow_needs = { $knowhow } builds on { $basic }. Acquire { $basic } first (you may do both this turn).
antike-error-cannot_afford_knowhow = { $knowhow } costs you { $cost } gold (coins may stand in), and you do not have enough. Choose a cheaper know-how or produce gold.
antike-error-no_city_site = { $region } has no city site. Found cities only where the map shows one.
antike-error-city_exists = { $region } already holds a city. Found your city on an empty city site.
antike-error-no_unit_to_found = To found a city in { $region } you need a legion or a galley of yours there. Move one there first.
antike-error-no_stones_left = All your city stones are on the board, so you cannot found another city.
antike-error-cannot_afford_city = A city in { $region } costs one marble, one iron and one gold (coins may stand in), and you do not have enough.
antike-error-no_trade = Only a nation with all eight know-hows may trade with the bank.
antike-error-trade_same = Trading for { $resource } while giving { $resource } gains nothing. Take another resource.
antike-error-cannot_trade = You do not hold that much { $resource }. Give resources you have.
antike-error-moves_over = After the first conquest of a turn there is no more moving or fighting. Conquer more cities, found cities, or end your turn.
antike-error-no_unit_there = You have no { FORM($unit, form: "one") } in { $region }. Pick a province where you have one.
antike-error-unit_spent = Your { FORM($unit, form: "many") } in { $region } have used all their actions this turn. Move other units, conquer, or end your turn.
antike-error-not_adjacent = { $origin } and { $to } do not share a border. A unit crosses one border at a time.
antike-error-wrong_border = The border from { $origin } to { $to } cannot be crossed by { FORM($unit, form: "one") }: legions cross land borders, galleys sea borders. Choose another way.
antike-error-no_such_foe = There is no other nation “{ $nation }” in this game. Name a nation whose units stand with yours.
antike-error-no_foe_there = The { $nation } have no { FORM($unit, form: "many") } in { $region }. Legions fight legions and galleys fight galleys.
antike-error-no_enemy_city = There is no foreign city in { $region } to conquer. Choose a city of another nation.
antike-error-own_team = The city in { $region } belongs to your other nation. Conquer cities of your opponent.
antike-error-last_city = The city in { $region } is its nation's last city, and a last city cannot be conquered.
antike-error-too_weak = { $region } defends with { $defence }, but you have only { $units ->
        [one] { $units } unit
       *[other] { $units } units
    } with an action left there. Bring more units or fight its defenders first.
antike-error-release_needed = All your city stones are on the board. To conquer, name one of your cities to give up for its stone.
antike-error-release_not_needed = You still have city stones, so you need not give up a city. Conquer without naming one.
antike-error-not_a_start_city = { $region } cannot be taken as a start city now. Choose one of the cities offered.
antike-error-answer_defend = Foreign units have entered a province of the { $nation }. First decide whether to fight them.
antike-error-answer_casualties = Your conquest costs { $count ->
        [one] { $count } unit
       *[other] { $count } units
    }. First say how many of them are legions; the rest are galleys.
antike-error-bad_casualties = Of the { $count ->
        [one] { $count } unit
       *[other] { $count } units
    } you spend, at least { $low } and at most { $high } can be legions, given the units you have there. Pick a number from { $low } to { $high }.
antike-error-answer_coin = The bank has run out of coins. First choose one marble, iron or gold to take instead.
antike-error-answer_extra = You hold all eight know-hows. First choose the personage you take for them.
antike-error-not_largest = The stack of { FORM($personage, form: "many") } is not one of the largest. Choose from: { $choices }.
antike-error-answer_start = The game begins with choosing start cities. First take a start city.

## The generic action panel's words for Antike (the front end may move these to its own file)

bot-quick-antike-end = End turn
bot-kind-antike-rondel = Rondel
bot-kind-antike-temple = Temple
bot-kind-antike-arm = Set up a unit
bot-kind-antike-develop = Know-how
bot-kind-antike-move = Move
bot-kind-antike-fight = Fight
bot-kind-antike-conquer = Conquer
bot-kind-antike-casualties = Casualties
bot-kind-antike-found = Found a city
bot-kind-antike-trade = Trade 2:1
bot-kind-antike-order = Standing order
bot-kind-antike-answer = Answer the entry
bot-kind-antike-instead = Resource for a coin
bot-kind-antike-extra = Personage for eight know-hows
bot-kind-antike-start = Start city
bot-kind-antike-end = End turn
