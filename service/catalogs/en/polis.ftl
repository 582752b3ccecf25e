### Polis: names, actions, log lines and refusals (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-".
### Log lines with an acting player follow that player's name ("Athens moved ...").

## Sides, rounds, resources, units

polis-side-athens = Athens
polis-side-sparta = Sparta
polis-round-3 = round 3
polis-round-4 = round 4
polis-round-5a = round 5α
polis-round-5b = round 5β
polis-res-wheat = wheat
polis-res-silver = silver
polis-res-metal = metal
polis-res-wood = wood
polis-res-oil = oil
polis-res-wine = wine
polis-amount = { $count } { $resource }
polis-leg = { $where } ({ $count })
polis-unit-hoplite = hoplites
polis-unit-galley = galleys
polis-unit-merchant = merchants

## Territories and seas

polis-terr-attike = Attica
polis-terr-megaris = Megaris
polis-terr-boiotia = Boeotia
polis-terr-euboia = Euboea
polis-terr-korinthia = Corinthia
polis-terr-argolis = Argolis
polis-terr-arkadia = Arcadia
polis-terr-lakedaimon = Lacedaemon
polis-terr-messenia = Messenia
polis-terr-thessalia = Thessaly
polis-terr-chalkidike = Chalcidice
polis-terr-thrake = Thrace
polis-terr-ionia = Ionia
polis-terr-nesoi = the Islands
polis-terr-kerkyra = Corcyra
polis-terr-ionion = the Ionian Sea
polis-terr-korinthiakos = the Gulf of Corinth
polis-terr-saronikos = the Saronic Gulf
polis-terr-myrtoon = the Myrtoan Sea
polis-terr-kyklades = the Cyclades
polis-terr-noties_sporades = the Southern Sporades
polis-terr-aigaion = the Aegean Sea
polis-terr-thrakikon = the Thracian Sea
polis-terr-hellespontos = the Hellespont

## Poleis

polis-city-athinai = Athens
polis-city-chalkis = Chalcis
polis-city-chios = Chios
polis-city-sparti = Sparta
polis-city-gythion = Gythium
polis-city-pylos = Pylos
polis-city-thebai = Thebes
polis-city-plataiai = Plataea
polis-city-megara = Megara
polis-city-korinthos = Corinth
polis-city-argos = Argos
polis-city-mantineia = Mantinea
polis-city-korkyra = Corcyra
polis-city-naxos = Naxos
polis-city-samos = Samos
polis-city-potidaia = Potidaea
polis-city-amphipolis = Amphipolis

## Foreign markets

polis-market-pontos = the Black Sea
polis-market-aigyptos = Egypt
polis-market-sikelia = Sicily
polis-market-italia = Magna Graecia
polis-market-kypros = Cyprus

## Project tiles

polis-project-parthenon = the Parthenon
polis-project-long_walls = the Long Walls
polis-project-propylaia = the Propylaea
polis-project-odeion = an odeon
polis-project-theatron = a theatre
polis-project-stoa = a stoa
polis-project-gymnasion = a gymnasium
polis-project-agora = an agora
polis-project-heraion = a temple of Hera
polis-project-neoria = shipsheds
polis-project-telesterion = a telesterion
polis-project-tholos = a tholos
polis-project-palaistra = a palaestra
polis-project-temple_apollo = a temple of Apollo

## Combat cards and event cards

polis-formation-phalanx = phalanx
polis-formation-embolon = wedge
polis-formation-kyklos = circle
polis-formation-epikampios = refused flank
polis-card-combat = card { $number } ({ $formation }, { $value })
polis-card-none = no card
polis-card-delian_league = The Delian League: Athens gains 3 silver.
polis-card-eurymedon = Victory at the Eurymedon: Athens gains 1 prestige, Sparta 1 metal.
polis-card-helot_revolt = The helots revolt: Sparta loses a cube in its capital, Athens gains 1 wheat.
polis-card-thirty_years_peace = The Thirty Years' Peace: both sides gain 1 prestige.
polis-card-pericles = The age of Pericles: Athens gains 2 wood, Sparta 2 wheat.
polis-card-megarian_decree = The Megarian decree: the market value rises by 2, Sparta gains 1 silver.
polis-card-plague = The plague: Athens loses a cube in its capital, Sparta gains 1 metal.
polis-card-sphakteria = Sphacteria: Athens gains 1 prestige, Sparta loses 1 prestige and gains 2 wheat.
polis-card-peace_of_nikias = The Peace of Nicias: both sides gain 2 wheat.
polis-card-persian_gold = Persian gold: Sparta gains 3 silver.
polis-card-dekeleia = Decelea is fortified: Athens loses 2 silver, Sparta gains 1 wheat.
polis-card-sicilian_expedition = The Sicilian expedition: Athens loses 1 prestige and gains 2 metal; the market value falls by 2.

## Actions (menus)

polis-action-create-hoplite = Raise { $count ->
    [one] 1 hoplite
   *[other] { $count } hoplites
} in { $polis }
polis-action-create-galley = Build { $count ->
    [one] 1 galley
   *[other] { $count } galleys
} at { $polis }
polis-action-create-merchant = Fit out { $count ->
    [one] 1 merchant
   *[other] { $count } merchants
} at { $polis }
polis-action-build = Start { $project } in { $polis }
polis-action-move-hoplite = March { $count ->
    [one] 1 hoplite
   *[other] { $count } hoplites
} from { $origin } to { $to } (1 prestige)
polis-action-move-galley = Sail { $count ->
    [one] 1 galley
   *[other] { $count } galleys
} from { $origin } to { $to } (1 prestige)
polis-action-move_many-hoplite = March { $count } hoplites from { $origins } to { $to } (1 prestige)
polis-action-move_many-galley = Sail { $count } galleys from { $origins } to { $to } (1 prestige)
polis-action-siege = Besiege { $polis } (1 prestige)
polis-action-collect = Collect the tribute of { $where }
polis-action-trade = Send a merchant to { $market }, shipload { $load }
polis-action-proxenos = Send your proxenos to { $polis }
polis-action-ransom = Ransom your proxenos (2 silver)
polis-action-civilwar = Stir up civil war in { $polis }
polis-action-end = End your turn
polis-action-pass = Pass for the rest of the round
polis-action-commit = Play { $cards } face down
polis-action-fight = Fight on
polis-action-withdraw = Withdraw (1 prestige to the opponent)
polis-action-feed = Pay the missing wheat with prestige
polis-action-abandon = Give up { $polis }
polis-action-grow = Add a cube in { $polis } for 1 wheat
polis-action-done = Stop growing
polis-action-phoros = Turn { $amount } prestige into silver

## Log lines

polis-event-round = { $round } begins: up to { $stack } units of a side per territory. { $event } Projects on offer: { $projects }.
polis-event-turn = is to play.
polis-event-pass = passed for the rest of the round.
polis-event-end_turn = ended the turn.
polis-event-create-hoplite = raised { $count ->
    [one] 1 hoplite
   *[other] { $count } hoplites
} in { $polis }, paying { $paid }.
polis-event-create-galley = built { $count ->
    [one] 1 galley
   *[other] { $count } galleys
} at { $polis }, paying { $paid }.
polis-event-create-merchant = fitted out { $count ->
    [one] 1 merchant
   *[other] { $count } merchants
} at { $polis }, paying { $paid }.
polis-event-build = started { $project } in { $polis }.
polis-event-move-hoplite = marched { $count ->
    [one] 1 hoplite
   *[other] { $count } hoplites
} from { $origin } to { $to }.
polis-event-move-galley = sailed { $count ->
    [one] 1 galley
   *[other] { $count } galleys
} from { $origin } to { $to }.
polis-event-move_many-hoplite = marched { $count } hoplites from { $origins } to { $to }.
polis-event-move_many-galley = sailed { $count } galleys from { $origins } to { $to }.
polis-event-siege_won = rolled { $roll } against fortification { $fortification } and took { $polis }.
polis-event-siege_lost = rolled { $roll } against fortification { $fortification } at { $polis } and lost a hoplite{ $cubes ->
    [0] .
   *[other] ; the polis lost a cube.
}
polis-event-collect = collected the tribute of { $where }: { $goods }.
polis-event-exchange = traded { $give } { $good } in { $market } for { $get } { $got }; the die showed { $roll } and the market value went from { $before } to { $after }.
polis-event-purchase = bought { $wheat } wheat in { $market } for { $price } silver; the dice showed { $first } and { $second } and the market value went from { $before } to { $after }.
polis-event-proxenos = sent the proxenos to { $polis }, paying { $cost } silver in bribes.
polis-event-ransom = ransomed the proxenos for { $silver } silver.
polis-event-civil_war = stirred up civil war in { $polis } for { $cost } silver and won { $prestige } prestige.
polis-event-proxenos_captured = lost the proxenos, captured in { $polis }.
polis-event-battle = attacks: battle in { $where }.
polis-event-draw = drew { $count } combat cards.
polis-event-committed = laid down the formation cards face down.
polis-event-exchange_result = played { $attacker } against { $defender } in { $where }: the defender lost { $losses } units and the attacker won { $prestige } prestige.
polis-event-fight_on = fights on.
polis-event-withdraw = withdrew from { $where } and paid { $prestige } prestige; { $kept } units fell back to { $to }, { $lost } were lost.
polis-event-battle_over-units = The battle in { $where } is over: a side has fewer than 2 units left.
polis-event-battle_over-deck = The battle in { $where } is over: the combat deck has run out.
polis-event-battle_over-withdraw = The battle in { $where } is over.
polis-event-round_end = The round is over: projects, supply, growth, megalopolis, conservation and phoros.
polis-event-project_done = finished { $project } in { $polis } and won { $prestige } prestige.
polis-event-supply = had to feed { $need } cubes and paid { $paid } wheat.
polis-event-capital_unfed = cannot feed the capital: the game is over.
polis-event-megalopolis = won { $count } prestige for poleis above their base population and kept { $oil } oil, { $wine } wine and { $wheat } wheat.
polis-event-feed = paid { $prestige } prestige for the missing wheat.
polis-event-abandon = gave up { $polis }, which is neutral now.
polis-event-grow = added a cube in { $polis }.
polis-event-phoros = turned { $amount } prestige into silver.
polis-event-no_prestige = has no prestige left: the game is over.
polis-event-game_over = The fourth round is over: the game ends and the scores are counted.
polis-private-drew = You drew { $cards }.
polis-private-committed = You played { $cards }.

## End of the game

polis-end-score = Population, prestige and the prestige of projects decide.
polis-end-tie_poleis = A tie on points: the side with more poleis wins.
polis-end-draw = A tie on points and on poleis: the game is drawn.
polis-end-famine = { $loser } could not feed its capital.
polis-end-prestige = { $loser } ended a round without prestige.

## Refusals

polis-error-two_players = Polis is a game for two players, not { $seats }.
polis-error-empty_command = Type an action, for example “collect attike” or “pass”.
polis-error-usage = Write it as: { $usage }
polis-error-unknown_verb = “{ $word }” is not a Polis action. Actions: { $choices }.
polis-error-unknown_polis = There is no polis called “{ $name }”.
polis-error-unknown_territory = There is no territory called “{ $name }”.
polis-error-unknown_project = There is no project called “{ $name }”.
polis-error-unknown_market = There is no foreign market called “{ $name }”.
polis-error-no_such_load = { $market } has { $count } shiploads; pick one of them.
polis-error-no_battle = There is no battle now; cards are played only in a battle.
polis-error-not_round_end = That choice belongs to the end of a round; pick an action of your turn.
polis-error-pass_mid_turn = You have already acted this turn: end the turn instead of passing.
polis-error-turn_cap = You have had { $cap } turns this round: pass.
polis-error-end_needs_action = Take an action first, or pass for the round.
polis-error-not_yours = { $polis } is not yours.
polis-error-prestige = That needs { $need } prestige and you have { $have }.
polis-error-silver = That needs { $need } silver and you have { $have }.
polis-error-resource = That needs { $need } { $resource } and you have { $have }.
polis-error-created_this_turn = You already created { $unit } this turn, in one polis only.
polis-error-population_short = { $polis } has { $have } cubes and must keep one: create fewer units.
polis-error-no_port = { $polis } has no port: build galleys in a polis by the sea.
polis-error-not_commercial = { $polis } is not a commercial city: fit out merchants in one that is.
polis-error-stack = { $where } already holds { $have } of your units; this round allows { $limit }.
polis-error-merchant_limit = You own { $limit } merchants already.
polis-error-cannot_pay_units = { $count } units need { $count } { $resource } or silver; you have { $have } { $resource } and { $silver } silver.
polis-error-not_offered = { $project } is not on offer this round.
polis-error-project_population = { $project } needs a polis of { $need } cubes; this one has { $have }.
polis-error-project_slots = { $polis } has no room for another project.
polis-error-wrong_ground = { $unit } cannot go there: hoplites stay on land, galleys at sea.
polis-error-too_few_units = You have { $have } units in { $where }.
polis-error-same_territory = Pick a destination other than where the units stand.
polis-error-origin_twice = { $where } is named twice among the origins of this move: give each origin once, with all the units it sends.
polis-error-no_path = No free way leads from { $origin } to { $to }: the opponent blocks it, or no galley of yours carries the hoplites.
polis-error-already_yours = { $polis } is yours already.
polis-error-capital = { $polis } is a capital: it can be neither besieged, nor bought, nor given up.
polis-error-siege_force = To besiege { $polis } you need to control { $where } with { $need } hoplites; you have { $have }.
polis-error-no_tribute = { $where } is a sea: tribute comes from land.
polis-error-collect_no_polis = You own no polis in { $where }.
polis-error-collected = The tribute of { $where } was collected this round.
polis-error-collect_no_hoplites = You have no hoplites in { $where } to collect with.
polis-error-no_merchant = No merchant of yours waits in the trade port.
polis-error-load_taken = Shipload { $load } of { $market } is taken this round.
polis-error-route_blocked = The opponent's galleys block the route to { $market }.
polis-error-proxenos_held = Your proxenos is held by the opponent: ransom it first.
polis-error-proxenos_free = Your proxenos is free; there is nothing to ransom.
polis-error-proxenos_there = Your proxenos is in { $polis } already.
polis-error-bribe = The way there costs { $need } silver in bribes and you have { $have }.
polis-error-civil_war_proxenos = Your proxenos must stand in { $polis } to stir up civil war there.
polis-error-battle_commit = A battle is on: play your formation cards first.
polis-error-committed = You have played your cards; wait for the opponent.
polis-error-card_not_in_hand = Card { $card } is not in your hand.
polis-error-card_twice = Play two different cards.
polis-error-attacker_two_cards = The attacker plays two cards.
polis-error-battle_decide = Decide first whether to fight on or withdraw.
polis-error-famine_first = You are { $shortfall } wheat short: pay with prestige or give up a polis.
polis-error-population_max = { $polis } is at its largest ({ $max } cubes).
polis-error-growth_max = { $polis } may grow by { $growth } this round.
polis-error-growth_first = Add cubes to your poleis or stop growing first.
polis-error-phoros_first = Choose how much prestige to turn into silver (0 for none).
polis-error-phoros_amount = You may turn at most { $most } prestige into silver.

## Words read from typed commands

core-input-what-polis_city = polis
core-input-what-polis_territory = territory
core-input-what-polis_unit = unit
core-input-what-polis_project = project
core-input-what-polis_market = market
