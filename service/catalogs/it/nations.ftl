### Nations: azioni, righe del registro e rifiuti (italiano).
### Le righe con un giocatore seguono il suo nome ("L'Egitto ha comprato ...").
### I nomi di carte, eventi, tessere e nazioni vengono dai dati.

### Each language shows its own of the three names the data gives (README 2).
nations-name = { $it }{ $en ->
       *[other] {""}
    }{ $el ->
       *[other] {""}
    }

## Risorse e tipi

nations-res-gold = oro
nations-res-stone = pietra
nations-res-food = cibo
nations-res-books = libri
nations-res-vp = punti vittoria
nations-amount = { $count } { $resource }
nations-kind-advisor = consiglieri
nations-kind-battle = battaglie
nations-kind-building = edifici
nations-kind-colony = colonie
nations-kind-golden = età dell'oro
nations-kind-military = carte militari
nations-kind-war = guerre
nations-kind-wonder = meraviglie

## Azioni

nations-action-pick = Guida { $nation } (lato { $side })
nations-action-pick_level = Guida { $nation } (lato { $side }) al livello { $level }: la crescita dà { $count ->
        [one] { $count } risorsa
       *[other] { $count } risorse
    }
nations-action-grow_food = Crescita: un lavoratore dalla parte del cibo della popolazione
nations-action-grow_stability = Crescita: un lavoratore dalla parte della stabilità della popolazione
nations-action-take = Prendi { $resource } invece di un lavoratore
nations-action-buy = Compra la carta in riga { $row }, colonna { $col }
nations-action-buy_slot = Compra la carta in riga { $row }, colonna { $col }, nel posto { $slot }
nations-action-buy_res = Compra la carta in riga { $row }, colonna { $col } e prendi { $resource }
nations-action-buy_vp = Compra la carta in riga { $row }, colonna { $col } e paga { $gold } oro, { $stone } pietra, { $food } cibo e { $books ->
        [one] { $books } libro
       *[other] { $books } libri
    } per un punto vittoria
nations-action-deploy = Metti un lavoratore della riserva nel posto { $to }
nations-action-move = Sposta un lavoratore dal posto { $origin } al posto { $to }
nations-action-withdraw = Togli un lavoratore dal posto { $slot }
nations-action-hire = Assumi un architetto per la meraviglia
nations-action-pass = Passa per il resto del round

## Registro

nations-log-pick = guida { $nation } (lato { $side }).
nations-log-pick_level = guida { $nation } (lato { $side }) al livello { $level } (la crescita dà { $count ->
        [one] { $count } risorsa
       *[other] { $count } risorse
    }).
nations-log-round = Inizia il round { $round } dell'età { $age }.
nations-log-grow_food = ha preso un nuovo lavoratore; mangia più cibo.
nations-log-grow_stability = ha preso un nuovo lavoratore; la stabilità scende.
nations-log-take = ha preso { $amount }.
nations-log-event_card = Gli eventi di questo round: { $card }.
nations-log-tile = Il rivale solitario mostra { $tile } in questo round.
nations-log-buy = ha comprato { $card } per { $gold } oro.
nations-log-deploy = ha messo un lavoratore su { $card } per { $stone } pietra.
nations-log-withdraw = ha tolto un lavoratore dal posto { $slot }.
nations-log-hire = ha assunto un architetto per { $card }.
nations-log-wonder_done = ha completato { $card }.
nations-log-war = Scoppia una guerra: { $card }, di forza { $strength }.
nations-log-gain = ha guadagnato { $amount }.
nations-log-golden_vp = ha pagato per un punto vittoria.
nations-log-pass = ha passato.
nations-log-produced = ha prodotto oro { $gold }, pietra { $stone }, cibo { $food }, libri { $books }.
nations-log-revolt = è in rivolta e perde { $count ->
        [one] { $count } libro
       *[other] { $count } libri
    }.
nations-log-short = aveva { $count } di { $resource } in meno del dovuto.
nations-log-vp_lost = ha perso { $count ->
        [one] { $count } punto vittoria
       *[other] { $count } punti vittoria
    }.
nations-log-order = L'ordine di turno cambia.
nations-log-war_lost = ha perso la guerra ({ $card }).
nations-log-event_hit = è stato colpito da un evento: oro { $gold }, pietra { $stone }, cibo { $food }, libri { $books }, punti vittoria { $vp }, lavoratori { $workers }.
nations-log-books = ha segnato { $count ->
        [one] { $count } punto vittoria
       *[other] { $count } punti vittoria
    } per i libri.
nations-log-solo_stable = è più stabile del rivale e guadagna un punto vittoria.
nations-log-die = Il dado del rivale mostra { $face }.
nations-log-solo_war = Il rivale dichiara una guerra di forza { $strength }.
nations-log-solo_architects = Il rivale prende { $count ->
        [one] { $count } architetto
       *[other] { $count } architetti
    }.
nations-log-solo_row = Il rivale svuota la riga { $row } del tabellone del progresso.
nations-log-solo_kind = Il rivale toglie dal tabellone del progresso: { $kind }.
nations-log-solo_books = Il rivale guadagna { $count ->
        [one] { $count } libro
       *[other] { $count } libri
    }.
nations-log-solo_military = La forza militare del rivale sale di { $count } in questo round.
nations-log-game_over = L'ultima età è finita; si contano i punteggi finali.

## Fine

nations-end-score = ha vinto con il totale più alto di punti vittoria, { $score }; a parità vince chi viene prima nell'ordine di turno
nations-end-solo = ha vinto la partita in solitario con { $score ->
        [one] { $score } punto vittoria
       *[other] { $score } punti vittoria
    }{ FORM($rank, form: "ranked") ->
        [no] , non ancora abbastanza per un posto nella galleria della fama
       *[other] , al grado di { $rank }
    }
nations-end-solo_lost = la partita in solitario è persa: i punti vittoria sono scesi sotto zero

## Rifiuti

nations-error-seats = Nations si gioca da 1 a 5 giocatori, non { $seats }.
nations-error-card_set = Con { $seats ->
        [one] { $seats } giocatore
       *[other] { $seats } giocatori
    } le carte devono essere almeno «{ $least }».
nations-error-levels = L'opzione levels indica { $count ->
        [one] { $count } livello
       *[other] { $count } livelli
    }, ma a questo tavolo { $seats ->
        [one] siede solo { $seats } giocatore
       *[other] siedono solo { $seats } giocatori
    }: date un livello per posto, o meno (gli altri giocano al livello di level).
nations-error-empty_command = Scrivi un'azione, per esempio «buy 1 3» o «pass».
nations-error-usage = Scrivilo così: { $usage }
nations-error-unknown_verb = «{ $word }» non è un'azione di Nations. Azioni: { $choices }.
nations-error-pick_first = Prima ogni giocatore sceglie una nazione.
nations-error-no_such_nation = Quella nazione non è tra quelle offerte.
nations-error-side_a_only = In questa partita si usa solo il lato A delle plance.
nations-error-no_such_level = «{ $word }» non è un livello di difficoltà. Chiudi la mossa con capotribù, principe, re o imperatore (chieftain, prince, king, emperor; la crescita dà allora altrettante risorse: 4, 3, 2 o 1), oppure ometti il livello per tenere quello che la partita ti ha assegnato.
nations-error-picked = Le nazioni sono già state scelte.
nations-error-section_empty = In quella parte della tua popolazione non resta alcun lavoratore.
nations-error-growth_first = Prima scegli la crescita: un lavoratore o delle risorse.
nations-error-not_growth = La crescita di questo round è finita.
nations-error-no_worker = Non c'è alcun lavoratore nel posto { $slot }.
nations-error-too_many_actions = Hai fatto { $count ->
        [one] { $count } azione
       *[other] { $count } azioni
    } in questo round; ora puoi solo passare.
nations-error-empty_slot = Il posto { $slot } non ha una carta edificio o militare.
nations-error-no_idle_worker = Non hai lavoratori nella riserva.
nations-error-stone = Servono { $need } pietre; ne hai { $have }.
nations-error-gold = La carta costa { $need } oro; ne hai { $have }.
nations-error-no_wonder = Non hai una meraviglia in costruzione.
nations-error-no_architect = Non resta alcun architetto in questo round.
nations-error-no_card = Non c'è alcuna carta in riga { $row }, colonna { $col }.
nations-error-colony_military = Quella colonia richiede una forza militare di { $need }.
nations-error-one_war = In questo round è già stata comprata una guerra.
nations-error-no_army = Una battaglia richiede un lavoratore su una delle tue carte militari.
nations-error-golden_pay = Un punto vittoria da questa età dell'oro costa { $cost ->
        [one] { $cost } risorsa, e devi averla
       *[other] { $cost } risorse, e devi averle
    }.
nations-error-bad_buy = La carta non accetta quella scelta: controlla il posto, la risorsa o il pagamento.

## Solo hall of fame

nations-fame-trajan = Traiano
nations-fame-ashoka = Ashoka
nations-fame-wu_zetian = Wu Zetian
nations-fame-saladin = Saladino
nations-fame-victoria = Vittoria
nations-fame-charles_v = Carlo V
nations-fame-cleopatra = Cleopatra
nations-fame-pericles = Pericle
nations-fame-darius_iii = Dario III
nations-fame-atahualpa = Atahualpa
nations-fame-cixi = Cixi
nations-fame-dan_quayle = Dan Quayle
nations-fame-none = nessun grado ancora
    .ranked = no

## Card abilities

nations-action-use = Usa { $card }
nations-action-use_res = Usa { $card } per { $resource }
nations-log-ability = ha usato { $card }.
nations-log-removed = ha perso { $card }: la sua condizione si è avverata.
nations-error-no_special = Non hai un'azione di carta simile pronta in questo round.
nations-error-bad_choice = Quell'azione di carta vuole una delle sue risorse, e solo allora.
nations-error-cannot_pay = Non puoi pagare quell'azione di carta.

## Event choices

nations-action-decline = Rifiuta l'evento
nations-action-choose = Scegli l'opzione { $option } (1: l'evento così com'è, o la prima carta evento offerta)
nations-log-declined = ha rifiutato l'evento.
nations-error-choose_first = Prima scelgono le nazioni raggiunte dall'evento.
nations-error-no_choice = Nessun evento aspetta una scelta.
nations-error-no_such_option = L'evento non offre una scelta simile.
nations-error-event_cannot_pay = Non possiedi tutto ciò che l’evento chiede: prendi l’altra scelta.
nations-log-event_offer = può tenere una di due carte evento: { $cards }.

## Difficulty levels, easiest first (README 3)

nations-level-chieftain = capotribù
nations-level-prince = principe
nations-level-king = re
nations-level-emperor = imperatore
