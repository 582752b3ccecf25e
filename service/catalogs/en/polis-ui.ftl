### Polis in the Discord front end: the game's name, the kinds of move, the quick buttons.

bot-kind-polis-create = Create units
bot-kind-polis-build = Build a project
bot-kind-polis-move = Move
bot-kind-polis-siege = Siege
bot-kind-polis-collect = Collect tribute
bot-kind-polis-trade = Trade
bot-kind-polis-proxenos = Move the proxenos
bot-kind-polis-ransom = Ransom the proxenos
bot-kind-polis-civilwar = Civil war
bot-kind-polis-end = End turn
bot-kind-polis-pass = Pass
bot-kind-polis-commit = Formation cards
bot-kind-polis-fight = Fight on or withdraw
bot-kind-polis-feed = Feed with prestige
bot-kind-polis-abandon = Give up a polis
bot-kind-polis-grow = Grow
bot-kind-polis-phoros = Phoros
bot-kind-polis-done = Stop growing
bot-quick-polis-end = End turn
bot-quick-polis-pass = Pass
bot-quick-polis-ransom = Ransom the proxenos
bot-quick-polis-feed = Feed with prestige
bot-quick-polis-done = Stop growing

## The board as text (embed fields, the terminal table, the private panel)

bot-polis-stock = Prestige { $prestige } · score { $score } · { $goods } · merchants in port { $merchants }
bot-polis-poleis = Poleis: { $list }
bot-polis-units = Hoplites: { $hoplites } · galleys: { $galleys } · proxenos: { $proxenos }
bot-polis-held = held by the opponent
bot-polis-round = { $round } · up to { $stack ->
        [one] { $stack } unit
       *[other] { $stack } units
    } a side per territory · market value { $market }
bot-polis-event = Event: { $event } ({ $effects })
bot-polis-offer = Projects on offer: { $list }
bot-polis-battle = Battle in { $where }: { $attacker } attacks, exchange { $exchange }
bot-polis-to_act = To act: { $players }
bot-polis-hand = Your combat cards: { $cards }
table-polis-help = Type the number of an action, or write it out with the names the board shows (any case, accents optional), for example: create galley athinai 1, move hoplite attike megaris 1, move hoplite attike boiotia 2 also megaris 1 (several origins, one destination), pass. Other commands: board, log, list all, help, quit (the match stays saved), resign.

## The match result on the offline table

table-polis-result-win = { FORM($player, form: "person") ->
        [you] You win
       *[other] { $player } wins
    } ({ $reason }). Points: { $scores }.
table-polis-result-draw = Game over, { $reason }. Points: { $scores }.
bot-kind-polis-order = Standing order in battle
bot-polis-order = Your standing order in battle (only you see it): { $order }
