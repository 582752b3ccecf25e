### Messages for mechanics several games share: the rondel of Antike and Antike Duellum (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-":
### the key common.rondel.error.too_far is the id common-rondel-error-too_far.

common-rondel-error-no_such_field = There is no such rondel field: the rondel has { $count ->
        [one] { $count } field
       *[other] { $count } fields
    }. Pick one of them.
common-rondel-error-must_move = Your marker may not stay on the field it took last time. Move it { $max ->
        [one] 1 field
       *[other] 1 to { $max } fields
    } clockwise.
common-rondel-error-too_far = That field is { $steps ->
        [one] { $steps } field
       *[other] { $steps } fields
    } clockwise from your marker, but a move may go at most { $max ->
        [one] { $max } field
       *[other] { $max } fields
    }. Pick a nearer field.
common-rondel-error-unpaid =
    Moving { $steps ->
        [one] { $steps } field
       *[other] { $steps } fields
    } costs { $cost ->
        [one] one unit
       *[other] { $cost } units
    } (only the first { $free } are free; each further field costs one marble, iron or gold, or one coin), and you offered { $paid }. Pay the full price or pick a nearer field.
common-rondel-error-overpaid = Moving { $steps ->
        [one] { $steps } field
       *[other] { $steps } fields
    } costs { $cost }, but you offered { $paid }. Pay exactly the price.
