### Nations in the front ends: kinds of move, buttons, option labels, the board as text and
### what each card does, in our own words made from the card data's effect vocabulary.

bot-kind-nations-pick = Choose a nation
bot-kind-nations-grow = Grow: a worker
bot-kind-nations-take = Grow: resources
bot-kind-nations-buy = Buy a card
bot-kind-nations-deploy = Deploy a worker
bot-kind-nations-withdraw = Take a worker off
bot-kind-nations-hire = Hire an architect
bot-kind-nations-use = Card action
bot-kind-nations-choose = Answer the event
bot-kind-nations-pass = Pass
bot-quick-nations-hire = Hire an architect
bot-quick-nations-pass = Pass

## Buttons under the board (short: phones show about fourteen characters of a card)

bot-nations-button-card = { $name } · { $gold }g
bot-nations-button-deploy = Deploy
bot-nations-button-hire = Architect
bot-nations-button-pass = Pass
bot-nations-button-use = Card action
bot-nations-button-grow_food = Worker (food)
bot-nations-button-grow_stability = Worker (stability)
bot-nations-button-take = +{ $count } { $resource }
bot-nations-button-take_level = { $resource } (as many as your level gives)
bot-nations-options-unknown = Nations has no option “{ $option }”. The options are: { $known }.
bot-nations-options-value = “{ $value }” is not a value of { $option }. Write { $option }= and one of: { $known }.
bot-nations-options-levels = “{ $value }” is not a difficulty level. Write levels= and a level for each seat in seat order, separated by “/”, for example levels=prince/king; the levels are: { $known }.
bot-nations-button-pick = { $nation } ({ $side })
bot-nations-button-choose = { $option }: { $label }
bot-nations-decline = decline

## Option labels of the slash commands

bot-nations-label-row = Row { $row } · { $gold } gold: { $cards }
bot-nations-label-col = { $col } · { $card }
bot-nations-label-slot = Place { $slot }: { $card }
bot-nations-label-slot-empty = Place { $slot } (empty)
bot-nations-label-reserve = the reserve
bot-nations-label-deploy = Place { $slot }: { $card } ({ $stone } stone)
bot-nations-label-side = Side { $side }
bot-nations-label-level = { $level } (growth gives { $count })
bot-nations-preset_level = the level the match set for you

## The board as text

bot-nations-word-military = military
bot-nations-word-stability = stability
bot-nations-or = { " or " }
bot-nations-no_nation = No nation chosen yet
bot-nations-seat = ⚔ { $military } · ☮ { $stability } · gold { $gold }, stone { $stone }, food { $food }, books { $books } · VP { $vp } (score { $score })
bot-nations-workers = Workers: { $idle } in reserve, { $on } on cards
bot-nations-passed = Passed this round
bot-nations-place = { $slot }: { $card } ({ $workers })
bot-nations-advisor = Advisor: { $names }
bot-nations-colonies = Colonies: { $names }
bot-nations-building_wonder = Building { $card } ({ $count ->
        [one] { $count } architect
       *[other] { $count } architects
    })
bot-nations-wonders = Wonders: { $names }
bot-nations-row = Row { $row } ({ $gold } gold): { $cards }
bot-nations-phase-pick = choosing nations
bot-nations-phase-growth = growth
bot-nations-phase-actions = actions
bot-nations-phase-event_pick = choosing the event card
bot-nations-phase-choice = answering an event
bot-nations-phase-over = game over
bot-nations-round = Age { $age } of { $ages }, round { $round } of { $rounds } · { $phase }
bot-nations-to_act = To act: { $players }
bot-nations-order = Player order: { $players }
bot-nations-event = Event card: { $card }
bot-nations-event_offer = Event cards offered: { $cards }
bot-nations-war = War: { $card } (strength { $strength })
bot-nations-architects = Architects for hire: { $count }
bot-nations-tile = The rival's tile: { $tile } · its books: { $books }
bot-nations-rival_military = The rival's military this round: +{ $count } over its tile.
bot-nations-choice = { $event } asks you to choose: { $options }
bot-nations-choice_for_all = The first nation it reaches chooses for all { $count } of them.
bot-nations-row-title = Progress board
bot-nations-hand = Your nation: { $nation }

## What a card does

bot-nations-kind-advisor = advisor
bot-nations-kind-building = building
bot-nations-kind-military = military
bot-nations-kind-colony = colony
bot-nations-kind-wonder = wonder
bot-nations-kind-golden_age = golden age
bot-nations-kind-battle = battle
bot-nations-kind-war = war
bot-nations-effect-worker = each worker (costs { $stone } stone): { $what }
bot-nations-effect-raid = raid { $count }
bot-nations-effect-worker_vp = VP per worker { $list }
bot-nations-effect-colony = needs military { $military }
bot-nations-effect-wonder = architects cost { $costs } stone
bot-nations-effect-golden = take { $count } { $resource }, or pay { $price ->
        [one] { $price } resource
       *[other] { $price } resources
    } for 1 VP
bot-nations-effect-battle = gain your best army's raid in { $kinds }
bot-nations-effect-war = nations weaker than it lose { $vp } VP and { $loss }, less their stability
bot-nations-effect-vp = { $count } VP
bot-nations-effect-choose = { $count } { $kinds }
bot-nations-effect-workers = { $count ->
        [one] { $count } worker
       *[other] { $count } workers
    }
bot-nations-effect-discard = loses every { $kinds }
bot-nations-effect-once = at once: { $what }
bot-nations-effect-scaled = { $what } for each { $per }
bot-nations-effect-each = for each { $per }
bot-nations-effect-if = if { $condition }
bot-nations-effect-action = once a round, pay { $cost }: { $what }
bot-nations-effect-remove = leaves when { $condition }
bot-nations-effect-free_architects = { $count } free architects
bot-nations-effect-undeploy = { $count ->
        [one] { $count } worker
       *[other] { $count } workers
    } taken off
bot-nations-effect-order_first = goes first
bot-nations-effect-order_last = goes last
bot-nations-metric-military = military
bot-nations-metric-stability = stability
bot-nations-metric-workers_on_military = workers on military
bot-nations-cond-most = it has the most { $metric }
bot-nations-cond-least = it has the least { $metric }
bot-nations-cond-at_least = it has { $count } or more { $metric }
bot-nations-cond-at_most = it has { $count } or less { $metric }
bot-nations-per-buildings = building
bot-nations-per-manned_military = military card with a worker
bot-nations-per-colonies = colony
bot-nations-per-wonders = finished wonder
bot-nations-when-production = in production: { $what }
bot-nations-when-buy_top_row = after buying from the top row: { $what }
bot-nations-when-buy_kind = after buying a { $kind }: { $what }
bot-nations-when-wonder_completed = after finishing a wonder: { $what }
bot-nations-when-pass_first = passing first: { $what }
bot-nations-when-spend_last_gold = spending the last gold: { $what }
bot-nations-when-war_survived = surviving a war: { $what }
bot-nations-when-age_end = at the end of each age: { $what }
bot-nations-rule-golden_age_advantage = golden ages give { $value } more, or cost { $value } less
bot-nations-rule-war_strength_bonus = +{ $value } military against wars
bot-nations-rule-no_military_upkeep = no upkeep for military cards
bot-nations-rule-war_no_vp_if_passed_first = no VP lost to a war after passing first
bot-nations-rule-extra_advisor_slot = keeps { $value } more advisor
bot-nations-rule-extra_colony_slot = keeps { $value } more colony
bot-nations-rule-double_first_turn = two actions in the first turn of a round
bot-nations-rule-choose_event = sees two event cards and keeps one
bot-nations-rule-stability_lowest_on_completion = counts as least stable for the round it is finished in
bot-nations-rule-private_architects = { $value } architects of its own each round
bot-nations-rule-deploy_discount = deploying costs { $value } stone less
bot-nations-rule-architect_discount = architects cost { $value } stone less
bot-nations-rule-raid_bonus = battles gain { $value } more
bot-nations-rule-famine_reduction = famine costs { $value } food less
bot-nations-rule-war_loss_reduction = wars take { $value } less

table-nations-help = Type the number of an action, or write it out: pick egypt a, pick egypt a king (a level of your own: chieftain, prince, king, emperor), grow food, take stone, buy 1 3 (row, column), buy 2 4 slot 3, buy 3 2 books, deploy 2, deploy 2 from 4, withdraw 3, hire, use <card>, choose 1, pass. Other commands: board, log, list all, help, quit (the match stays saved), resign.
bot-nations-replaces = (replaces { $card })

## The match result on the offline table

table-nations-result-win = { FORM($player, form: "person") ->
        [you] You win
       *[other] { $player } wins
    } ({ $reason }). Victory points: { $scores }.
table-nations-result-draw = Game over, { $reason }. Victory points: { $scores }.
