### Messages for mechanics several games share: the rondel of Antike and Antike Duellum (Italian).
### A message's Fluent id is its key with "." replaced by "-":
### the key common.rondel.error.too_far is the id common-rondel-error-too_far.

common-rondel-error-no_such_field = Questa casella non esiste sulla rondella: la rondella ha { $count ->
        [one] { $count } casella
       *[other] { $count } caselle
    }. Scegline una.
common-rondel-error-must_move = Il tuo segnalino non può restare sulla casella presa l'ultima volta. Spostalo in senso orario { $max ->
        [one] di 1 casella
       *[other] da 1 a { $max } caselle
    }.
common-rondel-error-too_far = Quella casella è a { $steps ->
        [one] { $steps } casella
       *[other] { $steps } caselle
    } in senso orario dal tuo segnalino, ma una mossa arriva al massimo a { $max ->
        [one] { $max } casella
       *[other] { $max } caselle
    }. Scegli una casella più vicina.
common-rondel-error-unpaid =
    Avanzare di { $steps ->
        [one] { $steps } casella
       *[other] { $steps } caselle
    } costa { $cost ->
        [one] un'unità
       *[other] { $cost } unità
    } (solo le prime { $free } sono gratuite; ogni casella in più costa un marmo, un ferro o un oro, oppure una moneta), e ne hai offerte { $paid }. Paga tutto il prezzo o scegli una casella più vicina.
common-rondel-error-overpaid = Avanzare di { $steps ->
        [one] { $steps } casella
       *[other] { $steps } caselle
    } costa { $cost }, ma ne hai offerte { $paid }. Paga esattamente il prezzo.
