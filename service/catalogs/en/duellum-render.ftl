## Words drawn on Antike Duellum's board image (bot/games/duellum/render/).
## Ids are the code's keys with "." as "-". Region names are proper names from the map data.

render-duellum-title = Antike Duellum
render-duellum-side-west = Western Mediterranean
render-duellum-side-east = Aegean and Anatolia
render-duellum-turn = Turn { $turn }
render-duellum-who = { $nation } ({ $player })
render-duellum-toplay = { $player } to play
render-duellum-winner = { $player } wins with { $count ->
        [one] { $count } personage
       *[other] { $count } personages
    }
render-duellum-pending-fortress = { $player } may play Fortress to defend { $region }
render-duellum-pending-casualties = { $player } chooses the losses for conquering { $region }: { $count ->
        [one] { $count } unit
       *[other] { $count } units
    }
render-duellum-pending-pick = { $player } takes { $count ->
        [one] { $count } event card
       *[other] { $count } event cards
    } from the open row
render-duellum-pending-coin = { $player }: the bank has no coins left, so a resource instead

## The nations, and one letter each (drawn on cities, markers and panels)

render-duellum-nation-carthage = Carthage
render-duellum-nation-rome = Rome
render-duellum-nation-greece = Greece
render-duellum-nation-persia = Persia
render-duellum-initial-carthage = C
render-duellum-initial-rome = R
render-duellum-initial-greece = G
render-duellum-initial-persia = P

## Resources: the name, and the letter on the resource chips

render-duellum-resource-marble = Marble
render-duellum-resource-iron = Iron
render-duellum-resource-gold = Gold
render-duellum-letter-marble = M
render-duellum-letter-iron = I
render-duellum-letter-gold = G
render-duellum-coins = Coins

## The map legend

render-duellum-legend-land = legions
render-duellum-legend-sea = galleys
render-duellum-legend-both = both
render-duellum-legend-galley_sea = open sea (galley symbol)
render-duellum-legend-legion = legions
render-duellum-legend-galley = galleys
render-duellum-legend-special = general / admiral
render-duellum-legend-temple = temple
render-duellum-legend-wall = wall

## The nation panels

render-duellum-tag-toplay = to play
render-duellum-tag-decide = must decide
render-duellum-tag-winner = winner
render-duellum-tag-first = started the game
render-duellum-supply = Supply
render-duellum-recruits = Recruitment area
render-duellum-walls = walls
render-duellum-special-general = General: { $region }
render-duellum-special-admiral = Admiral: { $region }
render-duellum-special-waiting = not on the map
render-duellum-knowhows = Know-hows
render-duellum-personages = Personages: { $count } of { $target }
render-duellum-holdings = cities { $cities }, temples { $temples }
render-duellum-held = Event cards ({ $count }):
render-duellum-none = none
render-duellum-personage-king = Kings
render-duellum-personage-philosopher = Philosophers
render-duellum-personage-general = Generals
render-duellum-personage-navigator = Navigators
render-duellum-personage-citizen = Citizens

## Know-hows and rondel fields: the Latin names printed on the board

render-duellum-knowhow-strata = STRATA
render-duellum-knowhow-navigatio = NAVIGATIO
render-duellum-knowhow-moneta = MONETA
render-duellum-knowhow-commercium = COMMERCIUM
render-duellum-knowhow-res_publica = RES PUBLICA
render-duellum-field-ferrum = FERRUM
render-duellum-field-templum = TEMPLUM
render-duellum-field-aurum = AURUM
render-duellum-field-duellum = DUELLUM
render-duellum-field-militia = MILITIA
render-duellum-field-marmor = MARMOR
render-duellum-field-scientia = SCIENTIA

## The rondel, the open row and the deck

render-duellum-rondel = Rondel (markers move clockwise)
render-duellum-row = Open event cards
render-duellum-deck = Deck: { $count }
render-duellum-discard = Discard pile: { $count }

## The legend's third row (a free site; the owners by colour and letter; a unit chip) and the rondel's outlined field

render-duellum-legend-site = free city site
render-duellum-legend-chip = units: owner, legions or galleys, how many
render-duellum-rondel-now = outlined: the field being carried out
