### What a player types: numbers and names, read the same way by every game (English).
### rules/core/words.py raises these; $what is one of the core-input-what-* names below.

core-input-not_a_number = “{ $value }” is not a number. Type a whole number from { $min } to { $max } with the digits 0–9.
core-input-out_of_range = { $value } is out of range: choose a number from { $min } to { $max }.
core-input-too_long = That is too long for one action (at most { $limit ->
        [one] { $limit } character
       *[other] { $limit } characters
    }). Type one action, or its number from the list.
core-input-unknown_name = There is no { $what } called “{ $word }”. Choose one of: { $choices }.
core-input-unknown_name_many = There is no { $what } called “{ $word }”. Type the name as the board shows it, or its first letters.
core-input-ambiguous = “{ $word }” fits more than one { $what }: { $choices }. Type more of the name, or the one you mean exactly as listed.
core-input-missing_name = Something is missing: name the { $what } too, as in the list of actions.
core-input-too_many_words = “{ $words }” is more than this action takes. Write it as in the list of actions.
core-input-what-site = site
core-input-what-nation = nation
core-input-what-source = temple pile
core-input-what-power = power
core-input-what-region = region
core-input-what-unit = unit
core-input-what-resource = resource
core-input-what-payment = payment
core-input-what-knowhow = know-how
core-input-what-card = event card
core-input-what-field = rondel field
core-input-what-answer = answer (yes or no)
core-input-what-order = standing order (always, never or ask)
core-input-what-personage = personage
bot-error-ambiguous = “{ $value }” fits more than one choice: { $choices }. Type more of the name, or pick one from the suggestions.
bot-error-option_too_long = The “{ $option }” option takes at most { $limit ->
        [one] { $limit } character
       *[other] { $limit } characters
    }, and yours has { $length }. Pick one of the suggestions, or type the start of a name.
