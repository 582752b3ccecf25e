### What a player types: numbers and names, read the same way by every game (Italian).
### rules/core/words.py raises these; $what is one of the core-input-what-* names below.

core-input-not_a_number = «{ $value }» non è un numero. Scrivi un numero intero da { $min } a { $max } con le cifre 0–9.
core-input-out_of_range = { $value } è fuori dall'intervallo: scegli un numero da { $min } a { $max }.
core-input-too_long = È troppo lungo per un'azione sola (al massimo { $limit ->
        [one] { $limit } carattere
       *[other] { $limit } caratteri
    }). Scrivi un'azione, o il suo numero nell'elenco.
core-input-unknown_name = «{ $word }» non è un nome valido ({ $what }). Scegli tra: { $choices }.
core-input-unknown_name_many = «{ $word }» non è un nome valido ({ $what }). Scrivi il nome come appare sul tabellone, o le sue prime lettere.
core-input-ambiguous = «{ $word }» può indicare più di una cosa ({ $what }): { $choices }. Scrivi una parte più lunga del nome, o quello che intendi esattamente come nell'elenco.
core-input-missing_name = Manca un nome ({ $what }). Scrivi l'azione completa, come nell'elenco delle azioni.
core-input-too_many_words = «{ $words }» è più di quanto prenda questa azione. Scrivila come nell'elenco delle azioni.
core-input-what-site = luogo
core-input-what-nation = popolo
core-input-what-source = pila dei templi
core-input-what-power = potere
core-input-what-region = regione
core-input-what-unit = unità
core-input-what-resource = risorsa
core-input-what-payment = pagamento
core-input-what-knowhow = conoscenza
core-input-what-card = carta evento
core-input-what-field = campo della rondella
core-input-what-answer = risposta (sì o no)
core-input-what-order = ordine permanente (always, never o ask)
core-input-what-personage = personaggio
bot-error-ambiguous = «{ $value }» corrisponde a più di una scelta: { $choices }. Scrivi una parte più lunga del nome, o scegline una dai suggerimenti.
bot-error-option_too_long = L'opzione «{ $option }» accetta al massimo { $limit ->
        [one] { $limit } carattere
       *[other] { $limit } caratteri
    }, e la tua ne ha { $length }. Scegli uno dei suggerimenti, o scrivi l'inizio di un nome.
