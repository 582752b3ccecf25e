### Babel: nations, actions, log lines and refusals (English, the reference catalog).
### A message's Fluent id is its key with "." replaced by "-":
### the key babel.error.pile_empty is the id babel-error-pile_empty.
###
### Nation, power and pile names are passed into sentences as nested messages ($site,
### $nation, $source, $power...). Other languages decline them with FORM($site, form: "gen"),
### which reads that message's attribute (.gen); English needs only the indefinite article
### (.a: "an Assyrians card"), and FORM falls back to the plain name for any other form.

## Nations (a site carries its nation's name)

babel-nation-assyrians = Assyrians
    .a = an Assyrians
babel-nation-hittites = Hittites
    .a = a Hittites
babel-nation-medes = Medes
    .a = a Medes
babel-nation-persians = Persians
    .a = a Persians
babel-nation-sumerians = Sumerians
    .a = a Sumerians

## Where a temple card comes from: said to the player (source) and in the log (from)

babel-source-own = your temple pile
babel-source-rival = your opponent's temple pile
babel-source-start = your starting temple card
babel-from-own = their own temple pile
babel-from-rival = the other player's temple pile
babel-from-start = their starting card

## Powers

babel-power-assyrians = Assyrian destruction
babel-power-hittites = Hittite theft
babel-power-medes = Median desertion
babel-power-persians = Persian leap
babel-power-sumerians = Sumerian defection
babel-power-all = the all-nations power

## Legal actions, as listed to the player

babel-action-move = Move your builder to the { $site } site (pay one { $site } card)
babel-action-play = Play one { $nation } card at your builder's site
babel-action-build = Build the next temple level from { $source }
babel-action-migrate = Migrate your 3 newest people from the { $origin } site to the { $to } site
babel-action-power-assyrians = Assyrians (run at position { $position }): destroy the opponent's temple here
babel-action-power-hittites = Hittites (run at position { $position }): steal the opponent's top temple card here
babel-action-no_target = (nation not named)
babel-action-no_source = (pile not named)
babel-action-power-medes = Medes (run at position { $position }): the opponent loses every { $target } card here
babel-action-power-persians = Persians (run at position { $position }): build two levels up from { $source }
babel-action-power-sumerians = Sumerians (run at position { $position }): take the opponent's people matching their newest card here
babel-action-power-all = All nations (run at position { $position }): the opponent discards half their hand
babel-action-end = End your turn (draw 2 temple cards onto your pile)
babel-action-discard = Discard { $cards }

## Log lines; most follow the acting player's name

babel-event-move = moved the builder to the { $site } site.
babel-event-play = played one { $nation } card at the { $site } site.
babel-event-build = built a level { $level } temple at the { $site } site from { $source }.
babel-event-migrate = migrated { $cards } from the { $origin } site to the { $to } site.
babel-event-discarded_half = discarded { $cards } and now holds { $left ->
        [one] { $left } people card
       *[other] { $left } people cards
    }.
babel-event-power-assyrians = gave up { FORM($paid, form: "a") } card at the { $site } site and destroyed the opponent's level { $level } temple there.
babel-event-power-hittites = gave up { FORM($paid, form: "a") } card at the { $site } site and stole the opponent's level { $level } temple card.
babel-event-power-medes = gave up { FORM($paid, form: "a") } card at the { $site } site; the opponent lost their { $nation } there ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }).
babel-event-power-persians = gave up { FORM($paid, form: "a") } card at the { $site } site and leapt to a level { $level } temple from { $source }.
babel-event-power-sumerians = gave up { FORM($paid, form: "a") } card at the { $site } site and won over the opponent's { $nation } there ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }).
babel-event-power-all = gave up { FORM($paid, form: "a") } card at the { $site } site: the opponent must discard { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } of their choice.
babel-event-people_exhausted = The people deck and the discard pile are both empty: the draw stops short.
babel-event-reshuffle = The discard pile was shuffled into a new people deck ({ $size ->
        [one] { $size } card
       *[other] { $size } cards
    }).
babel-event-draw_people = { $count ->
        [0] drew no people card.
        [one] drew { $count } people card.
       *[other] drew { $count } people cards.
    }
babel-event-end_turn = ended the turn holding { $hand ->
        [one] { $hand } people card
       *[other] { $hand } people cards
    } and put temple cards { $temples } on their pile.
babel-event-quarry_empty = The quarry is empty: the game ends now.
babel-event-turn = Turn { $turn } begins.
babel-event-final_phase = The final phase begins: the game ends as soon as a player reaches 20 or falls to 9 or less.
babel-event-end-target = A player reached 15 while the other had 9 or less: the game is over.
babel-event-end-final = The final phase is over: the game ends.
babel-event-end-quarry = The game is over.
babel-private-drew = { $count ->
        [0] You drew nothing: no people card was left to draw.
       *[other] You drew { $cards }.
    }

## Why a match ended (follows the winner's name)

babel-end-target = won by reaching 15 while the opponent had 9 or less
babel-end-final = won the final phase
babel-end-quarry = led when the quarry ran out
babel-end-tie_hand = tied on temples and won with more people cards in hand
babel-end-draw = a draw: equal temples and equal hands

## Refusals: what went wrong and what to do instead

babel-error-two_players = Babel is played by exactly 2 players, not { $seats }.
babel-error-builder_in_quarry = Your builder is still in the quarry. Move it to a site first (discard a card of that site's nation).
babel-error-no_start_card = You have already built your starting temple card. Build from a temple pile instead.
babel-error-pile_empty = There is no card on { $source }. Try the other pile.
babel-error-wrong_level = The top card of { $source } is level { $card }, but this temple needs level { $level } next. Try the other pile, or the Persian power to skip a level.
babel-error-not_enough_people = A level { $level } temple needs at least { $level } of your people at the site; you have { $have }. Play more people there first.
babel-error-must_discard = First you must discard { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, half your hand: choose { $count ->
        [one] it
       *[other] them
    } before anything else.
babel-error-awaiting_discard = Your opponent must first discard { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }. Wait for them.
babel-error-already_there = Your builder already stands at the { $site } site. Choose another site.
babel-error-move_needs_card = Moving to the { $site } site costs one { $site } card, and you hold none. Choose a site whose nation you hold.
babel-error-not_in_hand = You hold no { $nation } card. Check your hand with the hand command.
babel-error-temple_complete = This temple is already at level 6, the highest. Build at another site.
babel-error-start_needs_empty_site = Your starting level-1 temple must go on a site where you have no temple yet. Move your builder to an empty site.
babel-error-migrated_already = You have already migrated this turn; migration is allowed once per turn.
babel-error-migrate_same_site = Migration must go to a different site. Choose another destination.
babel-error-migrate_too_few = Migration moves exactly 3 people, and you have { $have } at the { $site } site. Choose a site with at least 3.
babel-error-foundation_unbuilt = You must build your starting level-1 temple before ending your first turn: move to an empty site, play a people card there and build from your starting card.
babel-error-no_discard_pending = Nobody has asked you to discard. Choose another action.
babel-error-foundation_first = That would leave you unable to build your starting temple this turn, which the rules require. Keep a card to reach an empty site and one to play there.
babel-error-no_card_at = You have no people card at position { $position } at the { $site } site. Positions count from 1 at the bottom of the column.
babel-error-run_too_short = The { $nation } at that position form a run of only { $length }; a power needs 3 or more in a row.
babel-error-run_wrong_nation = { $power } needs a run of its own nation, but that run is { $nation }. Use that nation's power or the all-nations power instead.
babel-error-run_not_start = Name a run by its bottom card: the run you mean starts at position { $start }, not { $position }.
babel-error-target_only_medes = Only the Median power names a target nation. Leave the target out for this power.
babel-error-source_only_persians = Only the Persian power takes a temple card. Leave the pile out for this power, or build with the build action.
babel-error-nothing_to_destroy = Your opponent has no temple at the { $site } site, so there is nothing to destroy.
babel-error-nothing_to_steal = Your opponent has no temple at the { $site } site, so there is nothing to steal.
babel-error-steal_not_higher = You can only steal a card higher than your own temple here: theirs is level { $theirs }, yours level { $yours }.
babel-error-no_such_people = Your opponent has no { $nation } at the { $site } site. Choose a nation they have there.
babel-error-persians_start = The Persian leap takes its card from a temple pile, not from your starting card.
babel-error-temple_too_high = Two levels up would pass level 6. Build one level at a time here.
babel-error-no_people_to_take = Your opponent has no people at the { $site } site to win over.
babel-error-hand_too_small = Your opponent holds { $size ->
        [one] { $size } people card
       *[other] { $size } people cards
    }; half of that, rounded down, is nothing. Use another power.
babel-error-discard_count = You must discard exactly { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }; you named { $given }.
babel-error-discard_not_in_hand = You cannot discard that many { $nation }: you hold { $have }.

## Reading a typed command

babel-error-empty_command = Type an action, or its number from the list.
babel-error-usage = Write it as: { $usage }
babel-error-unknown_verb = “{ $word }” is not an action. Actions: { $choices }.
