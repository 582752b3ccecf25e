### Nations: actions, log lines and refusals (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-".
### Log lines with an acting player follow that player's name ("Egypt bought ...").
### Names of cards, events, tiles and nations come from the data, in each language.

### Each language shows its own of the three names the data gives (README 2).
nations-name = { $en }{ $el ->
       *[other] {""}
    }{ $it ->
       *[other] {""}
    }

## Resources and kinds

nations-res-gold = gold
nations-res-stone = stone
nations-res-food = food
nations-res-books = books
nations-res-vp = victory points
nations-amount = { $count } { $resource }
nations-kind-advisor = advisors
nations-kind-battle = battles
nations-kind-building = buildings
nations-kind-colony = colonies
nations-kind-golden = golden ages
nations-kind-military = military cards
nations-kind-war = wars
nations-kind-wonder = wonders

## Actions

nations-action-pick = Lead { $nation } (side { $side })
nations-action-pick_level = Lead { $nation } (side { $side }) at the { $level } level: growth gives { $count ->
        [one] { $count } resource
       *[other] { $count } resources
    }
nations-action-grow_food = Grow: a worker from the food part of the population track
nations-action-grow_stability = Grow: a worker from the stability part of the population track
nations-action-take = Take { $resource } instead of a worker
nations-action-buy = Buy the card in row { $row }, column { $col }
nations-action-buy_slot = Buy the card in row { $row }, column { $col } into place { $slot }
nations-action-buy_res = Buy the card in row { $row }, column { $col } and take { $resource }
nations-action-buy_vp = Buy the card in row { $row }, column { $col } and pay { $gold } gold, { $stone } stone, { $food } food and { $books ->
        [one] { $books } book
       *[other] { $books } books
    } for a victory point
nations-action-deploy = Place a worker from the reserve on place { $to }
nations-action-move = Move a worker from place { $origin } to place { $to }
nations-action-withdraw = Take a worker off place { $slot }
nations-action-hire = Hire an architect for the wonder
nations-action-pass = Pass for the rest of the round

## Log lines

nations-log-pick = leads { $nation } (side { $side }).
nations-log-pick_level = leads { $nation } (side { $side }) at the { $level } level (growth gives { $count ->
        [one] { $count } resource
       *[other] { $count } resources
    }).
nations-log-round = Round { $round } of age { $age } begins.
nations-log-grow_food = took a new worker; it eats more food.
nations-log-grow_stability = took a new worker; stability falls.
nations-log-take = took { $amount }.
nations-log-event_card = The events of this round: { $card }.
nations-log-tile = The lone rival shows { $tile } this round.
nations-log-buy = bought { $card } for { $gold } gold.
nations-log-deploy = put a worker on { $card } for { $stone } stone.
nations-log-withdraw = took a worker off place { $slot }.
nations-log-hire = hired an architect for { $card }.
nations-log-wonder_done = finished { $card }.
nations-log-war = A war breaks out: { $card }, of strength { $strength }.
nations-log-gain = gained { $amount }.
nations-log-golden_vp = paid for a victory point.
nations-log-pass = passed.
nations-log-produced = produced gold { $gold }, stone { $stone }, food { $food }, books { $books }.
nations-log-revolt = is in revolt and loses { $count ->
        [one] { $count } book
       *[other] { $count } books
    }.
nations-log-short = was { $count } { $resource } short.
nations-log-vp_lost = lost { $count ->
        [one] { $count } victory point
       *[other] { $count } victory points
    }.
nations-log-order = The player order changes.
nations-log-war_lost = lost the war ({ $card }).
nations-log-event_hit = was struck by an event: gold { $gold }, stone { $stone }, food { $food }, books { $books }, victory points { $vp }, workers { $workers }.
nations-log-books = scored { $count ->
        [one] { $count } victory point
       *[other] { $count } victory points
    } for books.
nations-log-solo_stable = is more stable than the rival and gains a victory point.
nations-log-die = The rival's die shows { $face }.
nations-log-solo_war = The rival starts a war of strength { $strength }.
nations-log-solo_architects = The rival takes { $count ->
        [one] { $count } architect
       *[other] { $count } architects
    }.
nations-log-solo_row = The rival clears row { $row } of the progress board.
nations-log-solo_kind = The rival clears the { $kind } from the progress board.
nations-log-solo_books = The rival gains { $count ->
        [one] { $count } book
       *[other] { $count } books
    }.
nations-log-solo_military = The rival's military rises by { $count } this round.
nations-log-game_over = The last age is over; the final scores are counted.

## End

nations-end-score = won with the highest total of victory points, { $score }; a tie goes to the earlier player in turn order
nations-end-solo = won the solo game with { $score ->
        [one] { $score } victory point
       *[other] { $score } victory points
    }{ FORM($rank, form: "ranked") ->
        [no] , not yet enough for a place in the hall of fame
       *[other] , the rank of { $rank }
    }
nations-end-solo_lost = the solo game is lost: the victory points fell below zero

## Refusals

nations-error-seats = Nations is played by 1 to 5 players, not { $seats }.
nations-error-card_set = With { $seats ->
        [one] { $seats } player
       *[other] { $seats } players
    } the card set must be at least “{ $least }”.
nations-error-levels = The option levels names { $count ->
        [one] { $count } level
       *[other] { $count } levels
    }, but only { $seats ->
        [one] { $seats } player sits
       *[other] { $seats } players sit
    } at this table: give one level per seat, or fewer (the rest play at level).
nations-error-empty_command = Type an action, for example “buy 1 3” or “pass”.
nations-error-usage = Write it as: { $usage }
nations-error-unknown_verb = “{ $word }” is not a Nations action. Actions: { $choices }.
nations-error-pick_first = First every player chooses a nation.
nations-error-no_such_nation = That nation is not on offer.
nations-error-side_a_only = This game uses side A of the boards only.
nations-error-no_such_level = “{ $word }” is not a difficulty level. End the move with chieftain, prince, king or emperor (growth then gives that many resources: 4, 3, 2 or 1), or leave the level out to keep the one the match set for you.
nations-error-picked = The nations are already chosen.
nations-error-section_empty = That part of your population track has no worker left.
nations-error-growth_first = First choose your growth: a worker or resources.
nations-error-not_growth = Growth is over for this round.
nations-error-no_worker = There is no worker on place { $slot }.
nations-error-too_many_actions = You have taken { $count ->
        [one] { $count } action
       *[other] { $count } actions
    } this round; you can only pass now.
nations-error-empty_slot = Place { $slot } holds no building or military card.
nations-error-no_idle_worker = You have no worker in your reserve.
nations-error-stone = That needs { $need } stone; you have { $have }.
nations-error-gold = That card costs { $need } gold; you have { $have }.
nations-error-no_wonder = You have no wonder under construction.
nations-error-no_architect = No architect is left this round.
nations-error-no_card = There is no card in row { $row }, column { $col }.
nations-error-colony_military = That colony needs a military of { $need }.
nations-error-one_war = A war has already been bought this round.
nations-error-no_army = A battle needs a worker on one of your military cards.
nations-error-golden_pay = A victory point from this golden age costs { $cost ->
        [one] { $cost } resource, and you must have it
       *[other] { $cost } resources, and you must have them
    }.
nations-error-bad_buy = That card does not take that choice: check the place, the resource or the payment.

## Solo hall of fame

nations-fame-trajan = Trajan
nations-fame-ashoka = Ashoka
nations-fame-wu_zetian = Wu Zetian
nations-fame-saladin = Saladin
nations-fame-victoria = Victoria
nations-fame-charles_v = Charles V
nations-fame-cleopatra = Cleopatra
nations-fame-pericles = Pericles
nations-fame-darius_iii = Darius III
nations-fame-atahualpa = Atahualpa
nations-fame-cixi = Cixi
nations-fame-dan_quayle = Dan Quayle
nations-fame-none = no rank yet
    .ranked = no

## Card abilities

nations-action-use = Use { $card }
nations-action-use_res = Use { $card } for { $resource }
nations-log-ability = used { $card }.
nations-log-removed = lost { $card }: its condition came true.
nations-error-no_special = You have no such card action ready this round.
nations-error-bad_choice = That card action needs one of its own resources, and only then.
nations-error-cannot_pay = You cannot pay for that card action.

## Event choices

nations-action-decline = Decline the event
nations-action-choose = Choose option { $option } (1: the event as it comes, or the first event card offered)
nations-log-declined = declined the event.
nations-error-choose_first = First the nations reached by the event choose.
nations-error-no_choice = No event is waiting for a choice.
nations-error-no_such_option = The event offers no such choice.
nations-error-event_cannot_pay = You do not hold all the event asks for: take the other choice.
nations-log-event_offer = may keep one of two event cards: { $cards }.

## Difficulty levels, easiest first (README 3)

nations-level-chieftain = chieftain
nations-level-prince = prince
nations-level-king = king
nations-level-emperor = emperor
