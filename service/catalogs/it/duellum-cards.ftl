### Antike Duellum's event cards: each card's name and a short rules text in our own words (Italian).
### The cards themselves are data (rules/duellum/data/events.json); a card with the id storm_at_athos
### has the name duellum-card-storm_at_athos and the rules text duellum-card-storm_at_athos-text.

## The four public cards

duellum-card-fortress = Fortezza
duellum-card-fortress-text = Si gioca nel turno dell'avversario, quando attacca una tua città: la città ha +1 in difesa contro questa conquista.
duellum-card-earthquake = Terremoto
duellum-card-earthquake-text = Distruggi una cinta muraria in una regione a tua scelta, tua o dell'avversario.
duellum-card-burglary = Furto con scasso
duellum-card-burglary-text = L'avversario perde metà delle sue monete, arrotondando per difetto.
duellum-card-academy = Accademia
duellum-card-academy-text = Si gioca durante la tua azione SCIENTIA: prendi 1 oro per ogni conoscenza che possiede l'avversario.

## Resources

duellum-card-laurion_silver = Argento del Laurio
duellum-card-laurion_silver-text = Prendi 3 oro dalla banca.
duellum-card-iberian_mines = Miniere iberiche
duellum-card-iberian_mines-text = Prendi 3 ferro dalla banca.
duellum-card-parian_marble = Marmo pario
duellum-card-parian_marble-text = Prendi 3 marmo dalla banca.
duellum-card-phoenician_traders = Mercanti fenici
duellum-card-phoenician_traders-text = Prendi 2 monete dalla banca.
duellum-card-sicilian_grain = Grano di Sicilia
duellum-card-sicilian_grain-text = Prendi dalla banca 1 marmo, 1 ferro e 1 oro.
duellum-card-persian_darics = Darici persiani
duellum-card-persian_darics-text = Prendi 2 oro e 1 moneta dalla banca.

## Troops and walls

duellum-card-celtiberian_mercenaries = Mercenari celtiberi
duellum-card-celtiberian_mercenaries-text = Sposta gratis 2 legioni dalla tua riserva alla tua area di reclutamento.
duellum-card-greek_mercenaries = Mercenari greci
duellum-card-greek_mercenaries-text = Sposta gratis 2 legioni dalla tua riserva alla tua area di reclutamento.
duellum-card-captured_quinquereme = Quinquereme catturata
duellum-card-captured_quinquereme-text = Sposta gratis 1 galea dalla tua riserva alla tua area di reclutamento.
duellum-card-hoplite_levy = Leva degli opliti
duellum-card-hoplite_levy-text = Piazza gratis un'unità dalla tua area di reclutamento in una delle tue città.
duellum-card-themistocles_walls = Mura di Temistocle
duellum-card-themistocles_walls-text = Prendi dalla banca 1 cinta muraria e mettila nella tua riserva.
duellum-card-servian_wall = Mura serviane
duellum-card-servian_wall-text = Prendi dalla banca 1 cinta muraria e mettila nella tua riserva.

## Blows against the opponent

duellum-card-plague_of_athens = Peste di Atene
duellum-card-plague_of_athens-text = Una legione nemica in una regione a tua scelta si ammala e torna alla sua area di reclutamento.
duellum-card-mercenary_revolt = Rivolta dei mercenari
duellum-card-mercenary_revolt-text = Una legione nemica in una regione a tua scelta si ammutina e torna alla sua area di reclutamento.
duellum-card-storm_at_athos = Tempesta al largo dell'Athos
duellum-card-storm_at_athos-text = Una galea nemica in una regione a tua scelta fa naufragio e torna alla sua area di reclutamento.
duellum-card-storm_off_camarina = Tempesta al largo di Camarina
duellum-card-storm_off_camarina-text = Una galea nemica in una regione a tua scelta fa naufragio e torna alla sua area di reclutamento.
duellum-card-war_indemnity = Indennità di guerra
duellum-card-war_indemnity-text = Prendi dall'avversario 2 unità di un tipo di risorsa a tua scelta.

## Help for this turn

duellum-card-phidias = Fidia
duellum-card-phidias-text = In questo turno, con TEMPLUM, ogni tempio che costruisci costa 3 marmo in meno.
duellum-card-hannibals_march = La marcia di Annibale
duellum-card-hannibals_march-text = In questo turno, con DUELLUM, le tue legioni possono attraversare un confine in più.
duellum-card-etesian_winds = Venti etesii
duellum-card-etesian_winds-text = In questo turno, con DUELLUM, le tue galee possono attraversare un confine in più.
duellum-card-oracle_of_delphi = Oracolo di Delfi
duellum-card-oracle_of_delphi-text = Si gioca prima di scegliere la casella della rondella: in questo turno lo spostamento non costa nulla.
