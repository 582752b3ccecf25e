### Antike Duellum in Discord and at the offline table: option labels, the embed summary,
### the private panel's first line and the text board (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-".
### Field and know-how names keep their Latin names; region names come from the map data.

## The nations

bot-duellum-nation-carthage = Carthage
bot-duellum-nation-rome = Rome
bot-duellum-nation-greece = Greece
bot-duellum-nation-persia = Persia

## Option labels in the suggestions

bot-duellum-field_label = { $index } · { $field }
bot-duellum-field_cost = { $index } · { $field } ({ $cost ->
        [0] free
        [one] { $cost } unit
       *[other] { $cost } units
    })
bot-duellum-rondel_move = Rondel { $index } · { $field } — { $cost ->
        [0] free
       *[other] pay { $pay }
    }
bot-duellum-pay_nothing = nothing (free)
bot-duellum-casualties = { $legions ->
        [one] { $legions } legion
       *[other] { $legions } legions
    }, galleys for the rest
bot-duellum-fortress-yes = Play Fortress
bot-duellum-fortress-no = Keep Fortress
bot-duellum-word-yes = yes
bot-duellum-word-no = no

## The embed: one block per nation, then the state of play

bot-duellum-none = none
bot-duellum-no_personages = none yet
bot-duellum-personages = Personages { $count }/{ $target }: { $kinds }
bot-duellum-personage-king = { $count ->
        [one] { $count } king
       *[other] { $count } kings
    }
bot-duellum-personage-philosopher = { $count ->
        [one] { $count } philosopher
       *[other] { $count } philosophers
    }
bot-duellum-personage-general = { $count ->
        [one] { $count } general
       *[other] { $count } generals
    }
bot-duellum-personage-navigator = { $count ->
        [one] { $count } navigator
       *[other] { $count } navigators
    }
bot-duellum-personage-citizen = { $count ->
        [one] { $count } citizen
       *[other] { $count } citizens
    }
bot-duellum-cities = Cities { $count } · temples { $temples } · walls { $walls } (+{ $supply } in supply)
bot-duellum-stock = Marble { $marble } · iron { $iron } · gold { $gold } · coins { $coins }
bot-duellum-units = Recruitment area: { $recruit_legions ->
        [one] { $recruit_legions } legion
       *[other] { $recruit_legions } legions
    }, { $recruit_galleys ->
        [one] { $recruit_galleys } galley
       *[other] { $recruit_galleys } galleys
    } · supply: { $legions ->
        [one] { $legions } legion
       *[other] { $legions } legions
    }, { $galleys ->
        [one] { $galleys } galley
       *[other] { $galleys } galleys
    }
bot-duellum-special_waiting = { $unit }: in the recruitment area
bot-duellum-special_at = { $unit }: in { $region }
bot-duellum-knowhows = Know-hows: { $names }
bot-duellum-cards = Event cards: { $names }
bot-duellum-marker = Rondel: { $index } { $field }
bot-duellum-marker_none = Rondel: not placed yet
bot-duellum-status = The game
bot-duellum-turn = Turn { $turn } · { $player }: { $phase }
bot-duellum-phase-rondel = choosing a rondel field
bot-duellum-phase-act = action { $field }
bot-duellum-phase-found = founding cities after { $field }
bot-duellum-row = Open row: { $cards } · deck { $deck } · discards { $discard }
bot-duellum-waiting = Waiting: { $what }
bot-duellum-pending-fortress = { FORM($player, form: "person") ->
        [you] You
       *[other] { $player }
    } may play Fortress to defend { $region }.
bot-duellum-pending-casualties = { $count ->
        [one] { FORM($player, form: "person") ->
            [you] Say
           *[other] { $player } says
        } whether the unit lost taking { $region } is a legion or a galley.
       *[other] { FORM($player, form: "person") ->
            [you] Say
           *[other] { $player } says
        } how many of the { $count } units lost taking { $region } are legions.
    }
bot-duellum-pending-pick = { FORM($player, form: "person") ->
        [you] You take
       *[other] { $player } takes
    } { $count ->
        [one] { $count } event card
       *[other] { $count } event cards
    } from the open row.
bot-duellum-pending-coin = { FORM($player, form: "person") ->
        [you] You take
       *[other] { $player } takes
    } a resource instead of a coin: the bank has none left.

## The private panel's first line (nothing is hidden in Duellum)

bot-duellum-hand = { $nation }: { $stock }. { $marker }. Your event cards: { $cards }.
bot-duellum-card_line = • { $name }: { $text }
bot-duellum-row_pick = The open row: take { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }.

## The text board of the offline table (80 columns)

table-duellum-header = ANTIKE DUELLUM · { $side }: { $a } against { $b } · turn { $turn }
table-duellum-side-west = Western Mediterranean
table-duellum-side-east = Aegean and Anatolia
table-duellum-to_play = { FORM($player, form: "person") ->
        [you] Your move ({ $nation })
       *[other] { $player } ({ $nation }) to play
    }: { $phase }
table-duellum-winner =
    { FORM($player, form: "person") ->
        [you] You have
       *[other] { $player } has
    } won with { $count ->
        [one] { $count } personage
       *[other] { $count } personages
    }.
table-duellum-tag-to_act = to act
table-duellum-tag-winner = winner
table-duellum-col-region = Region
table-duellum-col-city = City
table-duellum-letter-legion = { $count } leg
table-duellum-letter-galley = { $count } gal
table-duellum-letter-general = General
table-duellum-letter-admiral = Admiral
table-duellum-letter-temple = +temple
table-duellum-letter-wall = +wall
table-duellum-legend = (leg legions · gal galleys · a city's letter is its owner)
table-duellum-rondel = Rondel:
table-duellum-help = Type the number of an action, or write it out with the names the board shows (any case, accents optional), for example: { $examples }. Other commands: board, log, list all, help, quit (the match stays saved), resign.
table-duellum-result-win = { FORM($player, form: "person") ->
        [you] You win
       *[other] { $player } wins
    } ({ $reason }). Personages: { $scores }.
table-duellum-result-draw = Game over, { $reason }. Personages: { $scores }.

## /match new … options: for Antike Duellum

bot-duellum-options-unknown = Antike Duellum has no option “{ $option }”. Its options are { $known }, for example: map=east special_units=true fortress=auto
bot-duellum-options-map = “{ $value }” is not a side of the board. Write map=west (Carthage against Rome) or map=east (Greece against Persia).
bot-duellum-options-special_units = special_units is true or false, not “{ $value }”. Write special_units=true to play with the General and the Admiral.
bot-duellum-options-fortress = fortress is ask or auto, not “{ $value }”. With fortress=ask the defender decides each time; with fortress=auto Fortress is played at once on the first attack.
bot-kind-duellum-order = Standing order for Fortress
bot-duellum-order = Your standing order for Fortress (only you see it): { $order }
