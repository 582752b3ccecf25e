### Antike Duellum's event cards: each card's name and a short rules text in our own words (English, the reference catalog).
### The cards themselves are data (rules/duellum/data/events.json); a card with the id storm_at_athos
### has the name duellum-card-storm_at_athos and the rules text duellum-card-storm_at_athos-text.

## The four public cards

duellum-card-fortress = Fortress
duellum-card-fortress-text = Play in your opponent's turn when they attack one of your cities: that city gets +1 defence against this one conquest.
duellum-card-earthquake = Earthquake
duellum-card-earthquake-text = Destroy one city wall in any region you choose, yours or your opponent's.
duellum-card-burglary = Burglary
duellum-card-burglary-text = Your opponent loses half of their coins, rounded down.
duellum-card-academy = Academy
duellum-card-academy-text = Play during your SCIENTIA action: take 1 gold for each know-how your opponent holds.

## Resources

duellum-card-laurion_silver = Silver of Laurion
duellum-card-laurion_silver-text = Take 3 gold from the bank.
duellum-card-iberian_mines = Iberian Mines
duellum-card-iberian_mines-text = Take 3 iron from the bank.
duellum-card-parian_marble = Parian Marble
duellum-card-parian_marble-text = Take 3 marble from the bank.
duellum-card-phoenician_traders = Phoenician Traders
duellum-card-phoenician_traders-text = Take 2 coins from the bank.
duellum-card-sicilian_grain = Sicilian Grain
duellum-card-sicilian_grain-text = Take 1 marble, 1 iron and 1 gold from the bank.
duellum-card-persian_darics = Persian Darics
duellum-card-persian_darics-text = Take 2 gold and 1 coin from the bank.

## Troops and walls

duellum-card-celtiberian_mercenaries = Celtiberian Mercenaries
duellum-card-celtiberian_mercenaries-text = Move 2 legions from your supply to your recruitment area, free of charge.
duellum-card-greek_mercenaries = Greek Mercenaries
duellum-card-greek_mercenaries-text = Move 2 legions from your supply to your recruitment area, free of charge.
duellum-card-captured_quinquereme = Captured Quinquereme
duellum-card-captured_quinquereme-text = Move 1 galley from your supply to your recruitment area, free of charge.
duellum-card-hoplite_levy = Hoplite Levy
duellum-card-hoplite_levy-text = Place one unit from your recruitment area in one of your cities, free of charge.
duellum-card-themistocles_walls = Walls of Themistocles
duellum-card-themistocles_walls-text = Take 1 city wall from the bank into your supply.
duellum-card-servian_wall = Servian Wall
duellum-card-servian_wall-text = Take 1 city wall from the bank into your supply.

## Blows against the opponent

duellum-card-plague_of_athens = Plague of Athens
duellum-card-plague_of_athens-text = One enemy legion in a region you choose falls sick and goes back to its recruitment area.
duellum-card-mercenary_revolt = Mercenary Revolt
duellum-card-mercenary_revolt-text = One enemy legion in a region you choose mutinies and goes back to its recruitment area.
duellum-card-storm_at_athos = Storm off Athos
duellum-card-storm_at_athos-text = One enemy galley in a region you choose is wrecked and goes back to its recruitment area.
duellum-card-storm_off_camarina = Storm off Camarina
duellum-card-storm_off_camarina-text = One enemy galley in a region you choose is wrecked and goes back to its recruitment area.
duellum-card-war_indemnity = War Indemnity
duellum-card-war_indemnity-text = Take 2 units of one resource of your choice from your opponent.

## Help for this turn

duellum-card-phidias = Phidias
duellum-card-phidias-text = This turn, on TEMPLUM, each temple you build costs 3 marble less.
duellum-card-hannibals_march = Hannibal's March
duellum-card-hannibals_march-text = This turn, on DUELLUM, your legions may cross one more border than usual.
duellum-card-etesian_winds = Etesian Winds
duellum-card-etesian_winds-text = This turn, on DUELLUM, your galleys may cross one more border than usual.
duellum-card-oracle_of_delphi = Oracle of Delphi
duellum-card-oracle_of_delphi-text = Play before you choose your rondel field: this turn's move on the rondel costs nothing.
