### Polis: names, actions, log lines and refusals (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-".
### Log lines with an acting player follow that player's name ("Athens moved ...").

## Sides, rounds, resources, units

polis-side-athens = Athens
polis-side-sparta = Sparta
polis-round-3 = round 1 of 4
polis-round-4 = round 2 of 4
polis-round-5a = round 3 of 4
polis-round-5b = round 4 of 4
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
polis-card-delian_league = The Delian League
polis-card-eurymedon = Victory at the Eurymedon
polis-card-helot_revolt = The helots revolt
polis-card-sparta_earthquake = The great earthquake
polis-card-ithome_dismissal = Sent home from Ithome
polis-card-long_walls = The Long Walls
polis-card-tanagra = The battle of Tanagra
polis-card-oinophyta = The battle of Oenophyta
polis-card-egyptian_disaster = Disaster in Egypt
polis-card-treasury_to_athens = The treasury moves to Athens
polis-card-five_years_truce = The Five Years' Truce
polis-card-peace_of_kallias = The Peace of Callias
polis-card-koroneia = Defeat at Coronea
polis-card-euboean_revolt = Euboea revolts
polis-card-thirty_years_peace = The Thirty Years' Peace
polis-card-pericles = The age of Pericles
polis-card-samian_war = The Samian war
polis-card-amphipolis_founded = Amphipolis is founded
polis-card-olympic_truce = The Olympic truce
polis-card-sybota = The battle of Sybota
polis-card-potidaea = The siege of Potidaea
polis-card-megarian_decree = The Megarian decree
polis-card-sparta_votes_war = Sparta votes for war
polis-card-parthenon = The Parthenon
polis-card-archidamian_invasion = Archidamus invades Attica
polis-card-plague = The plague of Athens
polis-card-pericles_dies = Pericles dies
polis-card-naupaktos = Phormio at Naupactus
polis-card-plataea = The fall of Plataea
polis-card-mytilene_revolt = The Mytilenean revolt
polis-card-kerkyra_stasis = Civil war in Corcyra
polis-card-pylos = Pylos is fortified
polis-card-sphakteria = Sphacteria
polis-card-delium = The battle of Delium
polis-card-brasidas = Brasidas takes Amphipolis
polis-card-peace_of_nikias = The Peace of Nicias
polis-card-mantinea = The battle of Mantinea
polis-card-melos = The Melian affair
polis-card-alcibiades_defects = Alcibiades changes sides
polis-card-sicilian_expedition = The Sicilian expedition
polis-card-dekeleia = Decelea is fortified
polis-card-persian_gold = Persian gold
polis-card-four_hundred = The Four Hundred
polis-card-cyzicus = The battle of Cyzicus
polis-card-cyrus_and_lysander = Cyrus and Lysander
polis-card-notion = The battle of Notium
polis-card-arginusae = Arginusae
polis-card-aigospotamoi = Aegospotami
polis-lore-delian_league = The allies of the Persian war entrust their ships and their tribute to Athens.
polis-lore-eurymedon = Kimon crushes a Persian army and fleet on the coast of Asia.
polis-lore-helot_revolt = Messenia's serfs rise and dig in on Mount Ithome.
polis-lore-sparta_earthquake = The ground shakes Sparta to pieces and many of its men die.
polis-lore-ithome_dismissal = Sparta dismisses the Athenians who came to help, and Athens never forgets it.
polis-lore-long_walls = Walls from the city to the sea keep Athens fed whatever happens on land.
polis-lore-tanagra = Spartan hoplites hold the field against Athens and its allies.
polis-lore-oinophyta = Athens beats the Boeotians and lays hands on their plains.
polis-lore-egyptian_disaster = The expedition sent to aid the Egyptian revolt is lost with its ships.
polis-lore-treasury_to_athens = The League's money leaves Delos for the Acropolis, and the allies grumble.
polis-lore-five_years_truce = Kimon, back from exile, talks the two cities into laying down arms.
polis-lore-peace_of_kallias = Word of a peace with the Great King opens the sea lanes (if it ever was signed).
polis-lore-koroneia = The Boeotians rout an Athenian army and win back their freedom.
polis-lore-euboean_revolt = Pericles ships an army across the strait and brings the island to heel.
polis-lore-thirty_years_peace = Athens and Sparta swear to keep the peace for a generation.
polis-lore-pericles = Temples rise in Athens while Sparta's allies gather rich harvests.
polis-lore-samian_war = Samos breaks away and Athens pays dearly to win it back.
polis-lore-amphipolis_founded = A new colony on the Strymon opens the forests of Thrace to Athens.
polis-lore-olympic_truce = The sacred truce lets athletes and pilgrims travel safely to Olympia.
polis-lore-sybota = Corinth's fleet is stopped off Corcyra when Athenian ships come into view.
polis-lore-potidaea = A rebel city in the north ties down an Athenian army for years.
polis-lore-megarian_decree = Athens shuts Megara out of its markets and harbours.
polis-lore-sparta_votes_war = The Spartan assembly declares that Athens has broken the peace.
polis-lore-parthenon = The great temple of Athena is finished, paid for with the allies' tribute.
polis-lore-archidamian_invasion = The Peloponnesian army burns the Attic fields while Athens waits behind its walls.
polis-lore-plague = Sickness sweeps through the crowded city.
polis-lore-pericles_dies = Athens loses the statesman who led it into the war.
polis-lore-naupaktos = A few Athenian ships beat larger Peloponnesian fleets twice.
polis-lore-plataea = Athens' loyal ally surrenders after a long siege.
polis-lore-mytilene_revolt = Lesbos rises against Athens, which must blockade it at great cost.
polis-lore-kerkyra_stasis = Faction fights faction on the island, and the fleets around it suffer.
polis-lore-pylos = An Athenian outpost in Messenia calls the helots to run away.
polis-lore-sphakteria = Spartan citizens trapped on an island lay down their arms.
polis-lore-delium = The Boeotians rout the Athenian army near the border.
polis-lore-brasidas = A bold Spartan march north wins Athens' colony on the Strymon.
polis-lore-peace_of_nikias = Ten years of war end in a peace and the prisoners go home.
polis-lore-mantinea = Sparta defeats Argos and its allies and restores its name.
polis-lore-melos = Athens crushes neutral Melos, and all Greece hears of it.
polis-lore-alcibiades_defects = Athens' brilliant general flees to Sparta and teaches it how to hurt his city.
polis-lore-sicilian_expedition = Athens pours men and ships into a war against Syracuse.
polis-lore-dekeleia = A Spartan fort in Attica cuts off the farms and the silver mines.
polis-lore-persian_gold = The satraps pay for Spartan ships in return for the Greek cities of Asia.
polis-lore-four_hundred = An oligarchic coup seizes Athens for a few troubled months.
polis-lore-cyzicus = Alcibiades destroys the Peloponnesian fleet in the Propontis.
polis-lore-cyrus_and_lysander = Persian money raises the pay of Sparta's rowers.
polis-lore-notion = Lysander beats the Athenian fleet while its commander is away.
polis-lore-arginusae = Athens wins a great sea battle, then puts its victorious generals to death.
polis-lore-aigospotamoi = Lysander catches the Athenian fleet on the beach and takes it.
polis-side_both = both sides
polis-effect-resource-gain = { $side } { $both ->
    [yes] gain
   *[other] gains
} { $count } { $resource }
polis-effect-resource-lose = { $side } { $both ->
    [yes] lose
   *[other] loses
} { $count } { $resource }
polis-effect-prestige-gain = { $side } { $both ->
    [yes] gain
   *[other] gains
} { $count } prestige
polis-effect-prestige-lose = { $side } { $both ->
    [yes] lose
   *[other] loses
} { $count } prestige
polis-effect-population-gain = { $side } { $both ->
    [yes] gain
   *[other] gains
} { $count ->
    [one] a cube
   *[other] { $count } cubes
} in the capital
polis-effect-population-lose = { $side } { $both ->
    [yes] lose
   *[other] loses
} { $count ->
    [one] a cube
   *[other] { $count } cubes
} in the capital
polis-effect-hoplites-gain = { $side } { $both ->
    [yes] raise
   *[other] raises
} { $count ->
    [one] a hoplite
   *[other] { $count } hoplites
} at home
polis-effect-hoplites-lose = { $side } { $both ->
    [yes] lose
   *[other] loses
} { $count ->
    [one] a hoplite
   *[other] { $count } hoplites
} (at home first)
polis-effect-galleys-gain = { $side } { $both ->
    [yes] launch
   *[other] launches
} { $count ->
    [one] a galley
   *[other] { $count } galleys
} at the home port
polis-effect-galleys-lose = { $side } { $both ->
    [yes] lose
   *[other] loses
} { $count ->
    [one] a galley
   *[other] { $count } galleys
} (at the home port first)
polis-effect-market-up = the market value rises by { $count }
polis-effect-market-down = the market value falls by { $count }
polis-effect-truce = a truce: no battles and no sieges this round
polis-effect-exhaust = the tribute of { $where } is used up this round

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
polis-action-move_many-hoplite = March { $count ->
        [one] { $count } hoplite
       *[other] { $count } hoplites
    } from { $origins } to { $to } (1 prestige)
polis-action-move_many-galley = Sail { $count ->
        [one] { $count } galley
       *[other] { $count } galleys
    } from { $origins } to { $to } (1 prestige)
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

polis-event-round = Start of { $round }: up to { $stack ->
        [one] { $stack } unit
       *[other] { $stack } units
    } of a side per territory. Event: { $event }. { $lore } Effect: { $effects }. Projects on offer: { $projects }.
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
polis-event-move_many-hoplite = marched { $count ->
        [one] { $count } hoplite
       *[other] { $count } hoplites
    } from { $origins } to { $to }.
polis-event-move_many-galley = sailed { $count ->
        [one] { $count } galley
       *[other] { $count } galleys
    } from { $origins } to { $to }.
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
polis-event-draw = { $count ->
        [0] drew no combat card.
        [one] drew { $count } combat card.
       *[other] drew { $count } combat cards.
    }
polis-event-committed = laid down the formation cards face down.
polis-event-exchange_result = played { $attacker } against { $defender } in { $where }: the defender lost { $losses ->
        [one] { $losses } unit
       *[other] { $losses } units
    } and the attacker won { $prestige } prestige.
polis-event-fight_on = fights on.
polis-event-withdraw = withdrew from { $where } and paid { $prestige } prestige; { $kept ->
        [one] { $kept } unit
       *[other] { $kept } units
    } fell back to { $to }, { $lost ->
        [one] { $lost } was lost
       *[other] { $lost } were lost
    }.
polis-event-battle_over-units = The battle in { $where } is over: a side has fewer than 2 units left.
polis-event-battle_over-deck = The battle in { $where } is over: the combat deck has run out.
polis-event-battle_over-withdraw = The battle in { $where } is over.
polis-event-round_end = The round is over: projects, supply, growth, megalopolis, conservation and phoros.
polis-event-project_done = finished { $project } in { $polis } and won { $prestige } prestige.
polis-event-supply = had to feed { $need ->
        [one] { $need } cube
       *[other] { $need } cubes
    } and paid { $paid } wheat.
polis-event-capital_unfed = cannot feed the capital: the game is over.
polis-event-megalopolis = won { $count } prestige for poleis above their base population and kept { $oil } oil, { $wine } wine and { $wheat } wheat.
polis-event-feed = paid { $prestige } prestige for the missing wheat.
polis-event-abandon = gave up { $polis }, which is neutral now.
polis-event-grow = added a cube in { $polis }.
polis-event-phoros = turned { $amount } prestige into silver.
polis-event-no_prestige = has no prestige left: the game is over.
polis-event-game_over = The fourth round is over: the game ends and the scores are counted.
polis-private-drew = { $count ->
        [0] You drew nothing: the combat deck is empty.
       *[other] You drew { $cards }.
    }
polis-private-committed = You played { $cards }.

## End of the game

polis-end-score = won on points: population, prestige and the prestige of projects
polis-end-tie_poleis = won a tie on points by holding more poleis
polis-end-draw = a draw: equal points and equal poleis
polis-end-famine = won because { $loser } could not feed its capital
polis-end-prestige = won because { $loser } ended a round without prestige

## Refusals

polis-error-two_players = Polis is a game for two players, not { $seats }.
polis-error-empty_command = Type an action, for example “collect attike” or “pass”.
polis-error-usage = Write it as: { $usage }
polis-error-unknown_verb = “{ $word }” is not a Polis action. Actions: { $choices }.
polis-error-unknown_polis = There is no polis called “{ $name }”.
polis-error-unknown_territory = There is no territory called “{ $name }”.
polis-error-unknown_project = There is no project called “{ $name }”.
polis-error-unknown_market = There is no foreign market called “{ $name }”.
polis-error-no_such_load = { $market } has { $count ->
        [one] { $count } shipload
       *[other] { $count } shiploads
    }; pick one of them.
polis-error-no_battle = There is no battle now; cards are played only in a battle.
polis-error-not_round_end = That choice belongs to the end of a round; pick an action of your turn.
polis-error-pass_mid_turn = You have already acted this turn: end the turn instead of passing.
polis-error-turn_cap = You have had { $cap ->
        [one] { $cap } turn
       *[other] { $cap } turns
    } this round: pass.
polis-error-end_needs_action = Take an action first, or pass for the round.
polis-error-not_yours = { $polis } is not yours.
polis-error-prestige = That needs { $need } prestige and you have { $have }.
polis-error-silver = That needs { $need } silver and you have { $have }.
polis-error-resource = That needs { $need } { $resource } and you have { $have }.
polis-error-created_this_turn = You already created { $unit } this turn, in one polis only.
polis-error-population_short = { $polis } has { $have ->
        [one] { $have } cube
       *[other] { $have } cubes
    } and must keep one: create fewer units.
polis-error-no_port = { $polis } has no port: build galleys in a polis by the sea.
polis-error-not_commercial = { $polis } is not a commercial city: fit out merchants in one that is.
polis-error-stack = { $where } already holds { $have } of your units; this round allows { $limit }.
polis-error-merchant_limit = You own { $limit ->
        [one] { $limit } merchant
       *[other] { $limit } merchants
    } already.
polis-error-cannot_pay_units = { $count ->
        [one] { $count } unit needs
       *[other] { $count } units need
    } { $count } { $resource } or silver; you have { $have } { $resource } and { $silver } silver.
polis-error-not_offered = { $project } is not on offer this round.
polis-error-project_population = { $project } needs a polis of { $need ->
        [one] { $need } cube
       *[other] { $need } cubes
    }; this one has { $have }.
polis-error-project_slots = { $polis } has no room for another project.
polis-error-wrong_ground = { $unit } cannot go there: hoplites stay on land, galleys at sea.
polis-error-too_few_units = You have { $have ->
        [one] { $have } unit
       *[other] { $have } units
    } in { $where }.
polis-error-same_territory = Pick a destination other than where the units stand.
polis-error-truce_siege = A truce holds this round: no sieges until it ends.
polis-error-origin_twice = { $where } is named twice among the origins of this move: give each origin once, with all the units it sends.
polis-error-no_path = No free way leads from { $origin } to { $to }: the opponent blocks it, or no galley of yours carries the hoplites.
polis-error-already_yours = { $polis } is yours already.
polis-error-capital = { $polis } is a capital: it can be neither besieged, nor bought, nor given up.
polis-error-siege_force = To besiege { $polis } you need to control { $where } with { $need ->
        [one] { $need } hoplite
       *[other] { $need } hoplites
    }; you have { $have }.
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
polis-error-population_max = { $polis } is at its largest ({ $max ->
        [one] { $max } cube
       *[other] { $max } cubes
    }).
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

# A turn's two actions must differ: what was already done this turn.
polis-error-same_action = You have already { $action } this turn, and a turn's two actions must differ: choose another action, or end your turn.
polis-kind-create-hoplite = raised hoplites
polis-kind-create-galley = built galleys
polis-kind-create-merchant = fitted out merchants
polis-kind-move-hoplite = marched hoplites
polis-kind-move-galley = sailed galleys
polis-kind-build = started a project
polis-kind-siege = laid a siege
polis-kind-collect = collected a tribute
polis-kind-trade = sent a merchant to trade
polis-kind-proxenos = moved your proxenos
polis-kind-ransom = ransomed your proxenos
polis-kind-civilwar = stirred up a civil war
polis-event-order = changed a standing order.
polis-private-order-ask = Your standing order in battle is cleared: you will be asked each time whether to fight on.
polis-private-order-on = Your standing order in battle: always fight on. Only you can see it.
polis-private-order-withdraw = Your standing order in battle: always withdraw. Only you can see it.
polis-private-by_order-on = Your standing order answered for you: fight on.
polis-private-by_order-withdraw = Your standing order answered for you: withdraw.
polis-order-ask = ask each time
polis-order-on = always fight on
polis-order-withdraw = always withdraw
polis-action-order = Standing order in battle: { $order }
polis-error-order_already = That is your standing order already.
polis-error-order_in_battle = A standing order is given during a battle, while you choose your cards or decide; outside battles there is nothing for it to answer.
