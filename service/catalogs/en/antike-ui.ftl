### Antike in Discord and at the offline table: commands, option labels, the embed summary,
### the answer buttons, the private panel's first line and the text board (English, the
### reference catalog). A message's Fluent id is its key with "." replaced by "-".
### Board words ($field, $knowhow, …) come from antike.ftl; province names from the map data.

## /antike

cmd-antike-name = antike
cmd-antike-desc = Make your move in this channel's Antike match
cmd-antike-rondel-name = rondel
cmd-antike-rondel-desc = Move your marker on the rondel to choose this turn's action
cmd-antike-rondel-field-name = wedge
cmd-antike-rondel-field-desc = The wedge to move to
cmd-antike-rondel-pay-name = pay
cmd-antike-rondel-pay-desc = What you pay for steps past the 3 free ones
cmd-antike-temple-name = temple
cmd-antike-temple-desc = TEMPLE: build a temple in one of your cities
cmd-antike-temple-region-name = city
cmd-antike-temple-region-desc = The city that gets the temple
cmd-antike-arm-name = arm
cmd-antike-arm-desc = ARMING: set up a legion or a galley in one of your cities
cmd-antike-arm-unit-name = unit
cmd-antike-arm-unit-desc = Legion or galley
cmd-antike-arm-region-name = city
cmd-antike-arm-region-desc = The city where it is set up
cmd-antike-develop-name = develop
cmd-antike-develop-desc = KNOW-HOW: acquire a know-how with gold
cmd-antike-develop-knowhow-name = knowhow
cmd-antike-develop-knowhow-desc = The know-how to acquire
cmd-antike-move-name = move
cmd-antike-move-desc = MANEUVER: move one unit across one border
cmd-antike-move-unit-name = unit
cmd-antike-move-unit-desc = The unit to move
cmd-antike-move-origin-name = from
cmd-antike-move-origin-desc = The province or sea it leaves
cmd-antike-move-to-name = to
cmd-antike-move-to-desc = The neighbouring province or sea it enters
cmd-antike-fight-name = fight
cmd-antike-fight-desc = MANEUVER: fight another nation's units where yours stand
cmd-antike-fight-region-name = place
cmd-antike-fight-region-desc = The province or sea of the fight
cmd-antike-fight-unit-name = unit
cmd-antike-fight-unit-desc = Legions fight legions, galleys fight galleys
cmd-antike-fight-nation-name = nation
cmd-antike-fight-nation-desc = The nation you fight
cmd-antike-conquer-name = conquer
cmd-antike-conquer-desc = MANEUVER: conquer a foreign city where your units stand
cmd-antike-conquer-region-name = city
cmd-antike-conquer-region-desc = The city to conquer
cmd-antike-conquer-release-name = release
cmd-antike-conquer-release-desc = Only with no city stone left: your city to give up for its stone
cmd-antike-casualties-name = casualties
cmd-antike-casualties-desc = Say how many of the units a conquest costs are legions
cmd-antike-casualties-legions-name = legions
cmd-antike-casualties-legions-desc = Legions spent (the rest are galleys)
cmd-antike-found-name = found
cmd-antike-found-desc = Found a city where one of your units stands
cmd-antike-found-region-name = site
cmd-antike-found-region-desc = The empty city site
cmd-antike-trade-name = trade
cmd-antike-trade-desc = With all eight know-hows: two resources to the bank for one
cmd-antike-trade-give-name = give
cmd-antike-trade-give-desc = The two resource units you give
cmd-antike-trade-take-name = take
cmd-antike-trade-take-desc = The resource you take
cmd-antike-order-name = order
cmd-antike-order-desc = Your standing order when units enter your provinces
cmd-antike-order-nation-name = nation
cmd-antike-order-nation-desc = Your nation the order is for
cmd-antike-order-order-name = order
cmd-antike-order-order-desc = Always fight, never fight, or ask me each time
cmd-antike-answer-name = answer
cmd-antike-answer-desc = Units entered your province: fight them or let them pass
cmd-antike-answer-fight-name = fight
cmd-antike-answer-fight-desc = Whether you fight them
cmd-antike-answer-order-name = from-now-on
cmd-antike-answer-order-desc = Optionally, your standing order from now on
cmd-antike-instead-name = instead
cmd-antike-instead-desc = The bank has no coin: take a resource in its place
cmd-antike-instead-resource-name = resource
cmd-antike-instead-resource-desc = The resource you take
cmd-antike-extra-name = extra
cmd-antike-extra-desc = All eight know-hows: take a personage from a largest stack
cmd-antike-extra-personage-name = personage
cmd-antike-extra-personage-desc = The personage you take
cmd-antike-start-name = start
cmd-antike-start-desc = Take one of your nation's start cities
cmd-antike-start-region-name = city
cmd-antike-start-region-desc = The start city you take
cmd-antike-end-name = end
cmd-antike-end-desc = End your turn

## Option labels in the suggestions and the panel

bot-antike-field_label = { $index } · { $field }
bot-antike-field_cost = { $index } · { $field } ({ $cost ->
        [0] free
        [one] { $cost } unit
       *[other] { $cost } units
    })
bot-antike-rondel_move = Rondel { $index } · { $field } — { $cost ->
        [0] free
       *[other] pay { $pay }
    }
bot-antike-pay_nothing = nothing (free)
bot-antike-casualties = { $legions ->
        [one] { $legions } legion
       *[other] { $legions } legions
    }, galleys for the rest
bot-antike-price-temple = { $cost } marble
bot-antike-price-unit = 1 iron
bot-antike-price-knowhow = { $cost } gold
bot-antike-price-city = 1 marble, 1 iron, 1 gold
bot-antike-answer-fight = Fight
bot-antike-answer-pass = Don't fight
bot-antike-answer-always = Always fight
bot-antike-answer-never = Never fight
bot-antike-answer-fight_always = Fight, and always from now on
bot-antike-answer-fight_never = Fight, but never from now on
bot-antike-answer-fight_ask = Fight, and ask me each time
bot-antike-answer-pass_always = Don't fight, but always from now on
bot-antike-answer-pass_never = Don't fight, and never from now on
bot-antike-answer-pass_ask = Don't fight, and ask me each time
bot-antike-word-yes = yes
bot-antike-word-no = no
bot-antike-word-always = always
bot-antike-word-never = never
bot-antike-word-ask = ask

## Match options

bot-antike-options-unknown = Antike has no option “{ $option }”. The options are: { $known }.
bot-antike-options-value = “{ $value }” is not a value of { $option }. Write { $option }= and one of: { $known }.

## The embed: one block per nation, then the state of play

bot-antike-who = { $nation } · { $player }
bot-antike-none = none
bot-antike-personages = Personages { $count }/{ $target }: { $kinds }
bot-antike-personage-king = { $count ->
        [one] { $count } king
       *[other] { $count } kings
    }
bot-antike-personage-scholar = { $count ->
        [one] { $count } scholar
       *[other] { $count } scholars
    }
bot-antike-personage-general = { $count ->
        [one] { $count } general
       *[other] { $count } generals
    }
bot-antike-personage-citizen = { $count ->
        [one] { $count } citizen
       *[other] { $count } citizens
    }
bot-antike-personage-navigator = { $count ->
        [one] { $count } navigator
       *[other] { $count } navigators
    }
bot-antike-stock = Marble { $marble } · iron { $iron } · gold { $gold } · coins { $coins }
bot-antike-cities = Cities { $count } · temples { $temples } · stones left { $stones }
bot-antike-units = On the map: { $legions ->
        [one] { $legions } legion
       *[other] { $legions } legions
    }, { $galleys ->
        [one] { $galleys } galley
       *[other] { $galleys } galleys
    } · supply: { $supply_legions } + { $supply_galleys }
bot-antike-knowhows = Know-hows: { $names }
bot-antike-no_knowhows = none
bot-antike-marker = Rondel: { $index } { $field }
bot-antike-marker_none = Rondel: not placed yet
bot-antike-order = When attacked: { $order }
bot-antike-status = State of play
bot-antike-turn = Round { $round }: { $nation } ({ $player }) { $phase }
bot-antike-phase-start = are picking start cities
bot-antike-phase-rondel = choose a rondel wedge
bot-antike-phase-act = carry out { $field }
bot-antike-phase-found = are founding cities
bot-antike-waiting = Waiting for: { $what }
bot-antike-pending-defend = { $who } decide whether to fight the { $foe }' { $unit } that entered { $region }
bot-antike-pending-casualties = { $count ->
        [one] { $who } say whether the 1 unit spent in { $region } is a legion
       *[other] { $who } say how many of the { $count } units spent in { $region } are legions
    }
bot-antike-pending-coin = { $who } choose a resource, as the bank has no coin left
bot-antike-pending-extra = { $who } choose a personage for all eight know-hows
bot-antike-pending-start = { $who } pick a start city
bot-antike-bank = Bank: { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    } · { $temples ->
        [one] { $temples } temple
       *[other] { $temples } temples
    } · { $personages ->
        [one] { $personages } personage
       *[other] { $personages } personages
    }
bot-antike-winner = { $nation } ({ $player }) won the game
bot-antike-hand = { $nation }: { $stock } · { $marker }

## The text board (offline table)

bot-antike-side-west = West: the Roman world
bot-antike-side-east = East: Alexander's world
bot-antike-text-header = ANTIKE · { $side } · round { $round }
bot-antike-text-regions = Cities and units:
bot-antike-text-rondel = Rondel:
bot-antike-text-temple = temple
bot-antike-text-legions = { $nation }: { $count } leg
bot-antike-text-galleys = { $nation }: { $count } gal

table-antike-help = Type the number of an action, or write it out with the names the board shows (any case, accents optional), for example: { $examples }. Other commands: board, log, list all, help, quit (the match stays saved), resign.

## The match result on the offline table

table-antike-result-win = { FORM($player, form: "person") ->
        [you] You win
       *[other] { $player } wins
    } ({ $reason }). Personages: { $scores }.
table-antike-result-draw = Game over, { $reason }. Personages: { $scores }.
