### Polis: nomi, azioni, righe del registro e rifiuti (italiano).
### Le righe del registro con un giocatore seguono il suo nome ("Atene ha spostato ...").

## Parti, round, risorse, unità

polis-side-athens = Atene
polis-side-sparta = Sparta
polis-round-3 = il round 1 di 4
polis-round-4 = il round 2 di 4
polis-round-5a = il round 3 di 4
polis-round-5b = il round 4 di 4
polis-res-wheat = grano
polis-res-silver = argento
polis-res-metal = metallo
polis-res-wood = legno
polis-res-oil = olio
polis-res-wine = vino
polis-amount = { $count } { $resource }
polis-leg = { $where } ({ $count })
polis-unit-hoplite = opliti
polis-unit-galley = galee
polis-unit-merchant = mercanti

## Territori e mari

polis-terr-attike = Attica
polis-terr-megaris = Megaride
polis-terr-boiotia = Beozia
polis-terr-euboia = Eubea
polis-terr-korinthia = Corinzia
polis-terr-argolis = Argolide
polis-terr-arkadia = Arcadia
polis-terr-lakedaimon = Lacedemone
polis-terr-messenia = Messenia
polis-terr-thessalia = Tessaglia
polis-terr-chalkidike = Calcidica
polis-terr-thrake = Tracia
polis-terr-ionia = Ionia
polis-terr-nesoi = Isole
polis-terr-kerkyra = Corcira
polis-terr-ionion = Mar Ionio
polis-terr-korinthiakos = Golfo di Corinto
polis-terr-saronikos = Golfo Saronico
polis-terr-myrtoon = Mar Mirtoo
polis-terr-kyklades = Cicladi
polis-terr-noties_sporades = Sporadi Meridionali
polis-terr-aigaion = Mar Egeo
polis-terr-thrakikon = Mar di Tracia
polis-terr-hellespontos = Ellesponto

## Poleis

polis-city-athinai = Atene
polis-city-chalkis = Calcide
polis-city-chios = Chio
polis-city-sparti = Sparta
polis-city-gythion = Gizio
polis-city-pylos = Pilo
polis-city-thebai = Tebe
polis-city-plataiai = Platea
polis-city-megara = Megara
polis-city-korinthos = Corinto
polis-city-argos = Argo
polis-city-mantineia = Mantinea
polis-city-korkyra = Corcira
polis-city-naxos = Nasso
polis-city-samos = Samo
polis-city-potidaia = Potidea
polis-city-amphipolis = Anfipoli

## Mercati esteri

polis-market-pontos = Mar Nero
polis-market-aigyptos = Egitto
polis-market-sikelia = Sicilia
polis-market-italia = Magna Grecia
polis-market-kypros = Cipro

## Tessere progetto

polis-project-parthenon = il Partenone
polis-project-long_walls = le Lunghe Mura
polis-project-propylaia = i Propilei
polis-project-odeion = un odeon
polis-project-theatron = un teatro
polis-project-stoa = una stoà
polis-project-gymnasion = un ginnasio
polis-project-agora = un'agorà
polis-project-heraion = un tempio di Era
polis-project-neoria = gli arsenali
polis-project-telesterion = un telesterion
polis-project-tholos = una tholos
polis-project-palaistra = una palestra
polis-project-temple_apollo = un tempio di Apollo

## Carte battaglia e carte evento

polis-formation-phalanx = falange
polis-formation-embolon = cuneo
polis-formation-kyklos = cerchio
polis-formation-epikampios = fianco rifiutato
polis-card-combat = carta { $number } ({ $formation }, { $value })
polis-card-none = nessuna carta
polis-card-delian_league = La Lega delio-attica
polis-card-eurymedon = Vittoria all'Eurimedonte
polis-card-helot_revolt = Rivolta degli iloti
polis-card-sparta_earthquake = Il grande terremoto
polis-card-ithome_dismissal = Congedati da Itome
polis-card-long_walls = Le Lunghe Mura
polis-card-tanagra = La battaglia di Tanagra
polis-card-oinophyta = La battaglia di Enofita
polis-card-egyptian_disaster = Disastro in Egitto
polis-card-treasury_to_athens = Il tesoro passa ad Atene
polis-card-five_years_truce = La tregua di cinque anni
polis-card-peace_of_kallias = La pace di Callia
polis-card-koroneia = Sconfitta a Coronea
polis-card-euboean_revolt = L'Eubea si ribella
polis-card-thirty_years_peace = La Pace dei Trent'anni
polis-card-pericles = L'età di Pericle
polis-card-samian_war = La guerra di Samo
polis-card-amphipolis_founded = La fondazione di Anfipoli
polis-card-olympic_truce = La tregua olimpica
polis-card-sybota = La battaglia di Sibota
polis-card-potidaea = L'assedio di Potidea
polis-card-megarian_decree = Il decreto megarese
polis-card-sparta_votes_war = Sparta vota la guerra
polis-card-parthenon = Il Partenone
polis-card-archidamian_invasion = Archidamo invade l'Attica
polis-card-plague = La peste di Atene
polis-card-pericles_dies = Muore Pericle
polis-card-naupaktos = Formione a Naupatto
polis-card-plataea = La caduta di Platea
polis-card-mytilene_revolt = La rivolta di Mitilene
polis-card-kerkyra_stasis = Guerra civile a Corcira
polis-card-pylos = Pilo fortificata
polis-card-sphakteria = Sfacteria
polis-card-delium = La battaglia di Delio
polis-card-brasidas = Brasida prende Anfipoli
polis-card-peace_of_nikias = La Pace di Nicia
polis-card-mantinea = La battaglia di Mantinea
polis-card-melos = L'affare di Melo
polis-card-alcibiades_defects = Alcibiade cambia parte
polis-card-sicilian_expedition = La spedizione in Sicilia
polis-card-dekeleia = Decelea fortificata
polis-card-persian_gold = L'oro persiano
polis-card-four_hundred = I Quattrocento
polis-card-cyzicus = La battaglia di Cizico
polis-card-cyrus_and_lysander = Ciro e Lisandro
polis-card-notion = La battaglia di Nozio
polis-card-arginusae = Le Arginuse
polis-card-aigospotamoi = Egospotami
polis-lore-delian_league = Gli alleati della guerra persiana affidano ad Atene le loro navi e il loro tributo.
polis-lore-eurymedon = Cimone sbaraglia un esercito e una flotta persiani sulla costa d'Asia.
polis-lore-helot_revolt = I servi della Messenia insorgono e si arroccano sul monte Itome.
polis-lore-sparta_earthquake = La terra scuote Sparta dalle fondamenta e molti dei suoi uomini muoiono.
polis-lore-ithome_dismissal = Sparta rimanda a casa gli Ateniesi venuti ad aiutarla, e Atene non lo dimentica.
polis-lore-long_walls = Mura dalla città al mare tengono Atene rifornita qualunque cosa accada per terra.
polis-lore-tanagra = Gli opliti spartani restano padroni del campo contro Atene e i suoi alleati.
polis-lore-oinophyta = Atene batte i Beoti e mette le mani sulle loro pianure.
polis-lore-egyptian_disaster = La spedizione in aiuto della rivolta egiziana va perduta con le sue navi.
polis-lore-treasury_to_athens = Il denaro della Lega lascia Delo per l'Acropoli, e gli alleati mormorano.
polis-lore-five_years_truce = Cimone, tornato dall'esilio, convince le due città a deporre le armi.
polis-lore-peace_of_kallias = La voce di una pace con il Gran Re apre le rotte del mare (se mai fu firmata).
polis-lore-koroneia = I Beoti mettono in rotta un esercito ateniese e riconquistano la libertà.
polis-lore-euboean_revolt = Pericle porta un esercito oltre lo stretto e riduce l'isola all'obbedienza.
polis-lore-thirty_years_peace = Atene e Sparta giurano di mantenere la pace per una generazione.
polis-lore-pericles = Ad Atene sorgono templi mentre gli alleati di Sparta raccolgono ricchi raccolti.
polis-lore-samian_war = Samo si stacca e Atene paga caro per riprenderla.
polis-lore-amphipolis_founded = Una nuova colonia sullo Strimone apre ad Atene le foreste della Tracia.
polis-lore-olympic_truce = La tregua sacra permette ad atleti e pellegrini di raggiungere Olimpia sicuri.
polis-lore-sybota = La flotta di Corinto si ferma davanti a Corcira quando appaiono le navi ateniesi.
polis-lore-potidaea = Una città ribelle del nord tiene impegnato un esercito ateniese per anni.
polis-lore-megarian_decree = Atene esclude Megara dai suoi mercati e dai suoi porti.
polis-lore-sparta_votes_war = L'assemblea spartana dichiara che Atene ha violato la pace.
polis-lore-parthenon = Il grande tempio di Atena è finito, pagato con il tributo degli alleati.
polis-lore-archidamian_invasion = L'esercito peloponnesiaco brucia i campi dell'Attica mentre Atene aspetta dietro le mura.
polis-lore-plague = Il morbo dilaga nella città sovraffollata.
polis-lore-pericles_dies = Atene perde lo statista che l'ha guidata in guerra.
polis-lore-naupaktos = Poche navi ateniesi battono due volte flotte peloponnesiache più grandi.
polis-lore-plataea = La fedele alleata di Atene si arrende dopo un lungo assedio.
polis-lore-mytilene_revolt = Lesbo insorge contro Atene, che deve bloccarla a caro prezzo.
polis-lore-kerkyra_stasis = Fazione contro fazione sull'isola, e le flotte intorno ne soffrono.
polis-lore-pylos = Un avamposto ateniese in Messenia invita gli iloti alla fuga.
polis-lore-sphakteria = Cittadini spartani intrappolati su un'isola depongono le armi.
polis-lore-delium = I Beoti mettono in rotta l'esercito ateniese vicino al confine.
polis-lore-brasidas = Un'audace marcia spartana verso nord strappa ad Atene la sua colonia sullo Strimone.
polis-lore-peace_of_nikias = Dieci anni di guerra finiscono con una pace e i prigionieri tornano a casa.
polis-lore-mantinea = Sparta sconfigge Argo e i suoi alleati e ritrova il suo nome.
polis-lore-melos = Atene schiaccia la neutrale Melo, e tutta la Grecia lo viene a sapere.
polis-lore-alcibiades_defects = Il brillante generale ateniese fugge a Sparta e le insegna a colpire la sua città.
polis-lore-sicilian_expedition = Atene riversa uomini e navi in una guerra contro Siracusa.
polis-lore-dekeleia = Un forte spartano in Attica taglia fuori i campi e le miniere d'argento.
polis-lore-persian_gold = I satrapi pagano le navi spartane in cambio delle città greche d'Asia.
polis-lore-four_hundred = Un colpo di stato oligarchico si impadronisce di Atene per pochi mesi agitati.
polis-lore-cyzicus = Alcibiade distrugge la flotta peloponnesiaca nella Propontide.
polis-lore-cyrus_and_lysander = Il denaro persiano alza la paga dei rematori di Sparta.
polis-lore-notion = Lisandro batte la flotta ateniese mentre il suo comandante è lontano.
polis-lore-arginusae = Atene vince una grande battaglia navale, poi condanna a morte i suoi generali vittoriosi.
polis-lore-aigospotamoi = Lisandro sorprende la flotta ateniese sulla spiaggia e la cattura.
polis-side_both = entrambe le parti
polis-effect-resource-gain = { $side } { $both ->
    [yes] ricevono
   *[other] riceve
} { $count } { $resource }
polis-effect-resource-lose = { $side } { $both ->
    [yes] perdono
   *[other] perde
} { $count } { $resource }
polis-effect-prestige-gain = { $side } { $both ->
    [yes] ricevono
   *[other] riceve
} { $count } prestigio
polis-effect-prestige-lose = { $side } { $both ->
    [yes] perdono
   *[other] perde
} { $count } prestigio
polis-effect-population-gain = { $side } { $both ->
    [yes] ricevono
   *[other] riceve
} { $count ->
    [one] un cubo
   *[other] { $count } cubi
} nella capitale
polis-effect-population-lose = { $side } { $both ->
    [yes] perdono
   *[other] perde
} { $count ->
    [one] un cubo
   *[other] { $count } cubi
} nella capitale
polis-effect-hoplites-gain = { $side } { $both ->
    [yes] arruolano
   *[other] arruola
} { $count ->
    [one] un oplita
   *[other] { $count } opliti
} in patria
polis-effect-hoplites-lose = { $side } { $both ->
    [yes] perdono
   *[other] perde
} { $count ->
    [one] un oplita
   *[other] { $count } opliti
} (prima in patria)
polis-effect-galleys-gain = { $side } { $both ->
    [yes] varano
   *[other] vara
} { $count ->
    [one] una galea
   *[other] { $count } galee
} nel porto di casa
polis-effect-galleys-lose = { $side } { $both ->
    [yes] perdono
   *[other] perde
} { $count ->
    [one] una galea
   *[other] { $count } galee
} (prima nel porto di casa)
polis-effect-market-up = il valore di mercato sale di { $count }
polis-effect-market-down = il valore di mercato scende di { $count }
polis-effect-truce = una tregua: niente battaglie né assedi in questo round
polis-effect-exhaust = il tributo di { $where } è esaurito per questo round

## Azioni (menu)

polis-action-create-hoplite = Arruola { $count ->
    [one] 1 oplita
   *[other] { $count } opliti
} a { $polis }
polis-action-create-galley = Costruisci { $count ->
    [one] 1 galea
   *[other] { $count } galee
} a { $polis }
polis-action-create-merchant = Arma { $count ->
    [one] 1 mercante
   *[other] { $count } mercanti
} a { $polis }
polis-action-build = Avvia { $project } a { $polis }
polis-action-move-hoplite = Sposta { $count ->
    [one] 1 oplita
   *[other] { $count } opliti
} da { $origin } a { $to } (1 prestigio)
polis-action-move-galley = Sposta { $count ->
    [one] 1 galea
   *[other] { $count } galee
} da { $origin } a { $to } (1 prestigio)
polis-action-move_many-hoplite = Sposta { $count ->
        [one] { $count } oplita
       *[other] { $count } opliti
    } da { $origins } a { $to } (1 prestigio)
polis-action-move_many-galley = Sposta { $count ->
        [one] { $count } galea
       *[other] { $count } galee
    } da { $origins } a { $to } (1 prestigio)
polis-action-siege = Assedia { $polis } (1 prestigio)
polis-action-collect = Riscuoti il tributo: { $where }
polis-action-trade = Manda un mercante al mercato { $market }, carico { $load }
polis-action-proxenos = Manda il tuo prosseno a { $polis }
polis-action-ransom = Riscatta il tuo prosseno (2 argento)
polis-action-civilwar = Fomenta la guerra civile a { $polis }
polis-action-end = Termina il turno
polis-action-pass = Passa per il resto del round
polis-action-commit = Gioca coperte: { $cards }
polis-action-fight = Continua a combattere
polis-action-withdraw = Ritirati (1 prestigio all'avversario)
polis-action-feed = Paga con prestigio il grano mancante
polis-action-abandon = Abbandona { $polis }
polis-action-grow = Aggiungi un cubo a { $polis } per 1 grano
polis-action-done = Basta crescere
polis-action-phoros = Converti { $amount } prestigio in argento

## Righe del registro

polis-event-round = Inizia { $round }: al massimo { $stack } unità per parte in un territorio. Evento: { $event }. { $lore } Effetto: { $effects }. Progetti disponibili: { $projects }.
polis-event-turn = è di turno.
polis-event-pass = ha passato per il resto del round.
polis-event-end_turn = ha terminato il turno.
polis-event-create-hoplite = ha arruolato { $count ->
    [one] 1 oplita
   *[other] { $count } opliti
} a { $polis }, pagando { $paid }.
polis-event-create-galley = ha costruito { $count ->
    [one] 1 galea
   *[other] { $count } galee
} a { $polis }, pagando { $paid }.
polis-event-create-merchant = ha armato { $count ->
    [one] 1 mercante
   *[other] { $count } mercanti
} a { $polis }, pagando { $paid }.
polis-event-build = ha avviato { $project } a { $polis }.
polis-event-move-hoplite = ha spostato { $count ->
    [one] 1 oplita
   *[other] { $count } opliti
} da { $origin } a { $to }.
polis-event-move-galley = ha spostato { $count ->
    [one] 1 galea
   *[other] { $count } galee
} da { $origin } a { $to }.
polis-event-move_many-hoplite = ha spostato { $count ->
        [one] { $count } oplita
       *[other] { $count } opliti
    } da { $origins } a { $to }.
polis-event-move_many-galley = ha spostato { $count ->
        [one] { $count } galea
       *[other] { $count } galee
    } da { $origins } a { $to }.
polis-event-siege_won = ha tirato { $roll } contro fortificazione { $fortification } e ha preso { $polis }.
polis-event-siege_lost = ha tirato { $roll } contro fortificazione { $fortification } a { $polis } e ha perso un oplita{ $cubes ->
    [0] .
   *[other] ; la polis ha perso un cubo.
}
polis-event-collect = ha riscosso il tributo ({ $where }): { $goods }.
polis-event-exchange = ha scambiato { $give } { $good } al mercato { $market } per { $get } { $got }; il dado ha dato { $roll } e il valore di mercato è passato da { $before } a { $after }.
polis-event-purchase = ha comprato { $wheat } grano al mercato { $market } per { $price } argento; i dadi hanno dato { $first } e { $second } e il valore di mercato è passato da { $before } a { $after }.
polis-event-proxenos = ha mandato il prosseno a { $polis }, pagando { $cost } argento di corruzione.
polis-event-ransom = ha riscattato il prosseno per { $silver } argento.
polis-event-civil_war = ha fomentato la guerra civile a { $polis } per { $cost } argento e ha guadagnato { $prestige } prestigio.
polis-event-proxenos_captured = ha perso il prosseno, catturato a { $polis }.
polis-event-battle = attacca: battaglia ({ $where }).
polis-event-draw = { $count ->
        [0] non ha pescato nessuna carta battaglia.
        [one] ha pescato 1 carta battaglia.
       *[other] ha pescato { $count } carte battaglia.
    }
polis-event-committed = ha giocato coperte le carte di formazione.
polis-event-exchange_result = ha giocato { $attacker } contro { $defender } ({ $where }): il difensore ha perso { $losses } unità e l'attaccante ha guadagnato { $prestige } prestigio.
polis-event-fight_on = continua a combattere.
polis-event-withdraw = si è ritirato ({ $where }) e ha pagato { $prestige } prestigio; { $kept ->
        [one] { $kept } unità è ripiegata
       *[other] { $kept } unità sono ripiegate
    } ({ $to }), { $lost ->
        [one] { $lost } è andata persa
       *[other] { $lost } sono andate perse
    }.
polis-event-battle_over-units = La battaglia ({ $where }) è finita: una parte ha meno di 2 unità.
polis-event-battle_over-deck = La battaglia ({ $where }) è finita: il mazzo delle carte battaglia è esaurito.
polis-event-battle_over-withdraw = La battaglia ({ $where }) è finita.
polis-event-round_end = Il round è finito: progetti, rifornimento, crescita, megalopoli, conservazione e phoros.
polis-event-project_done = ha completato { $project } a { $polis } e ha guadagnato { $prestige } prestigio.
polis-event-supply = doveva nutrire { $need ->
        [one] { $need } cubo
       *[other] { $need } cubi
    } e ha pagato { $paid } grano.
polis-event-capital_unfed = non può nutrire la capitale: la partita è finita.
polis-event-megalopolis = ha guadagnato { $count } prestigio per le poleis oltre la popolazione base e ha conservato { $oil } olio, { $wine } vino e { $wheat } grano.
polis-event-feed = ha pagato { $prestige } prestigio per il grano mancante.
polis-event-abandon = ha abbandonato { $polis }, ora neutrale.
polis-event-grow = ha aggiunto un cubo a { $polis }.
polis-event-phoros = ha convertito { $amount } prestigio in argento.
polis-event-no_prestige = non ha più prestigio: la partita è finita.
polis-event-game_over = Il quarto round è finito: la partita termina e si contano i punti.
polis-private-drew = { $count ->
        [0] Non hai pescato nulla: il mazzo di battaglia è vuoto.
       *[other] Hai pescato: { $cards }.
    }
polis-private-committed = Hai giocato: { $cards }.

## Fine della partita

polis-end-score = ha vinto ai punti: popolazione, prestigio e prestigio dei progetti
polis-end-tie_poleis = ha vinto la parità di punti con più poleis
polis-end-draw = pareggio: punti pari e poleis pari
polis-end-famine = ha vinto perché { $loser } non ha potuto nutrire la sua capitale
polis-end-prestige = ha vinto perché { $loser } ha chiuso un round senza prestigio

## Rifiuti

polis-error-two_players = Polis si gioca in due, non in { $seats }.
polis-error-empty_command = Scrivi un'azione, per esempio “collect attike” o “pass”.
polis-error-usage = Scrivila così: { $usage }
polis-error-unknown_verb = “{ $word }” non è un'azione di Polis. Azioni: { $choices }.
polis-error-unknown_polis = Non c'è nessuna polis chiamata “{ $name }”.
polis-error-unknown_territory = Non c'è nessun territorio chiamato “{ $name }”.
polis-error-unknown_project = Non c'è nessun progetto chiamato “{ $name }”.
polis-error-unknown_market = Non c'è nessun mercato estero chiamato “{ $name }”.
polis-error-no_such_load = Il mercato { $market } ha { $count ->
        [one] { $count } carico
       *[other] { $count } carichi
    }; scegline uno.
polis-error-no_battle = Ora non c'è nessuna battaglia: le carte si giocano solo in battaglia.
polis-error-not_round_end = Questa scelta appartiene alla fine del round; scegli un'azione del tuo turno.
polis-error-pass_mid_turn = Hai già agito in questo turno: termina il turno invece di passare.
polis-error-turn_cap = Hai già giocato { $cap ->
        [one] { $cap } turno
       *[other] { $cap } turni
    } in questo round: passa.
polis-error-end_needs_action = Fai prima un'azione, oppure passa per il round.
polis-error-not_yours = { $polis } non è tua.
polis-error-prestige = Servono { $need } prestigio e ne hai { $have }.
polis-error-silver = Servono { $need } argento e ne hai { $have }.
polis-error-resource = Servono { $need } { $resource } e ne hai { $have }.
polis-error-created_this_turn = In questo turno hai già creato { $unit }, e solo in una polis.
polis-error-population_short = { $polis } ha { $have ->
        [one] { $have } cubo
       *[other] { $have } cubi
    } e deve tenerne uno: crea meno unità.
polis-error-no_port = { $polis } non ha un porto: costruisci le galee in una polis sul mare.
polis-error-not_commercial = { $polis } non è una città commerciale: arma i mercanti in una che lo sia.
polis-error-stack = In { $where } hai già { $have } unità; in questo round il massimo è { $limit }.
polis-error-merchant_limit = Possiedi già { $limit ->
        [one] { $limit } mercante
       *[other] { $limit } mercanti
    }.
polis-error-cannot_pay_units = { $count ->
        [one] { $count } unità costa
       *[other] { $count } unità costano
    } { $count } { $resource } o argento; hai { $have } { $resource } e { $silver } argento.
polis-error-not_offered = { $project } non è disponibile in questo round.
polis-error-project_population = { $project } richiede una polis di { $need ->
        [one] { $need } cubo
       *[other] { $need } cubi
    }; questa ne ha { $have }.
polis-error-project_slots = { $polis } non ha posto per un altro progetto.
polis-error-wrong_ground = Le unità ({ $unit }) non possono andare lì: gli opliti restano a terra, le galee in mare.
polis-error-too_few_units = Hai { $have } unità in { $where }.
polis-error-same_territory = Scegli una destinazione diversa da dove stanno le unità.
polis-error-truce_siege = In questo round vige una tregua: niente assedi finché dura.
polis-error-origin_twice = { $where } compare due volte tra le origini di questa mossa: indica ogni origine una sola volta, con tutte le unità che manda.
polis-error-no_path = Nessuna via libera porta da { $origin } a { $to }: l'avversario la blocca, o nessuna tua galea trasporta gli opliti.
polis-error-already_yours = { $polis } è già tua.
polis-error-capital = { $polis } è una capitale: non si può assediare, comprare né abbandonare.
polis-error-siege_force = Per assediare { $polis } devi controllare { $where } con { $need ->
        [one] { $need } oplita
       *[other] { $need } opliti
    }; ne hai { $have }.
polis-error-no_tribute = { $where } è un mare: il tributo viene dalla terra.
polis-error-collect_no_polis = Non possiedi nessuna polis in { $where }.
polis-error-collected = Il tributo di { $where } è già stato riscosso in questo round.
polis-error-collect_no_hoplites = Non hai opliti in { $where } per riscuotere.
polis-error-no_merchant = Nessun tuo mercante aspetta nel porto commerciale.
polis-error-load_taken = Il carico { $load } del mercato { $market } è già preso in questo round.
polis-error-route_blocked = Le galee avversarie bloccano la rotta verso il mercato { $market }.
polis-error-proxenos_held = Il tuo prosseno è prigioniero dell'avversario: riscattalo prima.
polis-error-proxenos_free = Il tuo prosseno è libero: non c'è niente da riscattare.
polis-error-proxenos_there = Il tuo prosseno è già a { $polis }.
polis-error-bribe = La strada costa { $need } argento di corruzione e ne hai { $have }.
polis-error-civil_war_proxenos = Il tuo prosseno deve trovarsi a { $polis } per fomentarvi la guerra civile.
polis-error-battle_commit = È in corso una battaglia: gioca prima le carte di formazione.
polis-error-committed = Hai già giocato le carte; aspetta l'avversario.
polis-error-card_not_in_hand = La carta { $card } non è nella tua mano.
polis-error-card_twice = Gioca due carte diverse.
polis-error-attacker_two_cards = L'attaccante gioca due carte.
polis-error-battle_decide = Decidi prima se continuare a combattere o ritirarti.
polis-error-famine_first = Ti mancano { $shortfall } grano: paga con prestigio o abbandona una polis.
polis-error-population_max = { $polis } è già al massimo ({ $max ->
        [one] { $max } cubo
       *[other] { $max } cubi
    }).
polis-error-growth_max = { $polis } può crescere di { $growth } in questo round.
polis-error-growth_first = Aggiungi cubi alle tue poleis oppure smetti di crescere.
polis-error-phoros_first = Scegli quanto prestigio convertire in argento (0 per niente).
polis-error-phoros_amount = Puoi convertire al massimo { $most } prestigio in argento.

## Parole lette dai comandi scritti

core-input-what-polis_city = polis
core-input-what-polis_territory = territorio
core-input-what-polis_unit = unità
core-input-what-polis_project = progetto
core-input-what-polis_market = mercato

# A turn's two actions must differ: what was already done this turn.
polis-error-same_action = In questo turno hai già { $action }, e le due azioni di un turno devono essere diverse: scegli un'altra azione oppure termina il turno.
polis-kind-create-hoplite = reclutato opliti
polis-kind-create-galley = costruito galee
polis-kind-create-merchant = armato mercanti
polis-kind-move-hoplite = mosso opliti
polis-kind-move-galley = mosso galee
polis-kind-build = avviato un progetto
polis-kind-siege = posto un assedio
polis-kind-collect = riscosso un tributo
polis-kind-trade = mandato un mercante a commerciare
polis-kind-proxenos = spostato il tuo prosseno
polis-kind-ransom = riscattato il tuo prosseno
polis-kind-civilwar = fomentato una guerra civile
polis-event-order = ha cambiato un ordine permanente.
polis-private-order-ask = Il tuo ordine permanente in battaglia è annullato: ti verrà chiesto ogni volta se continuare a combattere.
polis-private-order-on = Il tuo ordine permanente in battaglia: combattere sempre. Lo vedi solo tu.
polis-private-order-withdraw = Il tuo ordine permanente in battaglia: ritirarsi sempre. Lo vedi solo tu.
polis-private-by_order-on = Il tuo ordine permanente ha risposto per te: si continua a combattere.
polis-private-by_order-withdraw = Il tuo ordine permanente ha risposto per te: ritirata.
polis-order-ask = chiedi ogni volta
polis-order-on = combatti sempre
polis-order-withdraw = ritirati sempre
polis-action-order = Ordine permanente in battaglia: { $order }
polis-error-order_already = È già il tuo ordine permanente.
polis-error-order_in_battle = Un ordine permanente si dà durante una battaglia, mentre scegli le carte o decidi; fuori dalle battaglie non ha nulla a cui rispondere.
