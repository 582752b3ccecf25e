## Words drawn on the board images (bot/render). Ids are the code's keys with "." as "-".

## Babel board

render-babel-title = Babel
render-babel-turn = Turn { $turn }
render-babel-toplay = { $player } to play
render-babel-final = Final phase: ends at 20+ or at 9 or less
render-babel-over = Game over
render-babel-result = { $player } wins: { $reason }
render-babel-draw = A draw: equal temples and equal hands
render-babel-score = temples
render-babel-tag-toplay = ▶ to play
render-babel-tag-discard = must discard { $count }
render-babel-tag-winner = ★ winner
render-babel-hand = Hand: { $count }
render-babel-builder = Builder: { $site }
render-babel-inquarry = in the quarry
render-babel-pile = Temple pile ({ $size }):
render-babel-pileempty = Temple pile: empty
render-babel-foundation = starting level-1 card not yet built
render-babel-migrated = has migrated this turn
render-babel-quarry = Quarry
render-babel-deck = People deck
render-babel-discard = Discard pile
render-babel-pending = { $player } must discard { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } before play goes on
render-babel-column-temple = Temple
render-babel-column-people = People: position 1 is the bottom of the stack
render-babel-legend = Big number = temple level (the stepped tower shows it too) · builder:

## One letter per nation, drawn on the people cards; keep the five letters different.

render-babel-initial-assyrians = A
render-babel-initial-hittites = H
render-babel-initial-medes = M
render-babel-initial-persians = P
render-babel-initial-sumerians = S

## Score race chart

render-chart-title = Score race
render-chart-turn = Turn
render-chart-score = Score
render-babel-mark-target = 15: ends the game, or starts the final phase
render-babel-mark-final = 20: ends the final phase
render-babel-mark-low = 9 or less: the low mark

## Babel: the phone picture and the legend's keys

render-babel-final-short = Final phase
render-babel-column-stack = People (1 = bottom)
render-babel-key-level = temple level
render-babel-key-people = people card (its nation's letter)
render-babel-key-position = position, 1 = bottom
render-babel-key-builder = builder
render-babel-key-hand = cards in hand
render-babel-key-pile = temple pile, the top card dark
render-babel-column-site = Site
