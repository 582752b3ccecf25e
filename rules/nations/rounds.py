"""The round around the action phase: the maintenance phase before it and the resolution
phase after it [Course of play].

Maintenance: the round marker, the progress row refilled [Progress cards], growth (every
seat at once, README 4), the new event card [New events], the architects [Architects].
Resolution [Resolution phase]: production, player order, war, the two events, famine and,
at the end of an age, books; after the last age, the final scoring [Final scoring].
The solo game replaces the event card by a tile and the events by a stability duel
[Solo variant].
"""

from __future__ import annotations

from rules.core.messages import Event
from rules.nations.abilities import fire, removals
from rules.nations.board import (
    gain_workers,
    lose_vp,
    military,
    modifier,
    pay,
    production,
    return_workers,
    sections,
    stability,
    stability_rank,
    targets,
)
from rules.nations.cards import RESOURCES, Amounts, EventEffect, Target, WarCard
from rules.nations.catalog import Catalog
from rules.nations.purchase import finish_wonder
from rules.nations.state import EventChoice, NationsState, Phase
from rules.nations.text import name_msg


def age_of(round_: int) -> int:
    return (round_ + 1) // 2


def refill(cat: Catalog, s: NationsState, first: bool) -> None:
    """[Progress cards] rows 1 and 2 are cleared, row 3 moves to row 1 on the left, and every
    empty place is filled from the age's deck (all of it in the first round)."""
    cols = cat.setup.count(s.players).columns  # players + 2 columns; 4 alone
    if not first:
        old = [c for c in s.row[2] if c is not None]
        s.row = [old + [None] * (cols - len(old)), [None] * cols, [None] * cols]
    deck = s.decks[age_of(s.round) - 1]
    for r in range(3):
        for c in range(cols):
            if s.row[r][c] is None and deck:
                s.row[r][c] = deck.pop()


def start_round(cat: Catalog, s: NationsState, events: list[Event], first: bool) -> None:
    """Maintenance up to growth; growth is then owed by every seat at once."""
    if not first:
        s.round += 1
        refill(cat, s, first=False)
    for p in s.seats:
        p.passed = p.grown = False
        p.acted = 0
        p.vp_lost = []
        p.used = []
        p.least_stable = False
    s.passes = []
    s.war = None
    s.war_strength = 0
    s.war_buyer = None
    if s.solo is not None:
        s.solo.military = 0
    s.phase = Phase.GROWTH
    events.append(Event.of("nations.log.round", round=s.round, age=age_of(s.round)))


def after_growth(cat: Catalog, s: NationsState, events: list[Event]) -> None:
    """[New events] and [Architects], then the first seat in order acts."""
    age = age_of(s.round)
    extra = 0
    if s.solo is not None:
        tiles = s.solo.tiles[age - 1]
        s.solo.tile = tiles.pop() if tiles else None
        if s.solo.tile is not None:
            tile = cat.tile(s.solo.tile)
            extra = tile.architects
            s.solo.books += tile.books
            events.append(Event.of("nations.log.tile", tile=_card_msg(cat, s.solo.tile)))
    else:
        deck = s.event_decks[age - 1]
        picker = next((i for i in s.order if modifier(cat, s.seats[i], "choose_event")), None)
        if picker is not None and len(deck) >= 2:  # Machiavelli (README 27)
            s.event_offer = [deck.pop(), deck.pop()]
            s.phase = Phase.EVENT_PICK
            s.current = picker
            names = [_card_msg(cat, e) for e in s.event_offer]
            events.append(Event.of("nations.log.event_offer", seat=picker, cards=names))
            return
        s.event = deck.pop() if deck else None
        if s.event is not None:
            extra = cat.event(s.event).architects
            events.append(Event.of("nations.log.event_card", card=_card_msg(cat, s.event)))
    begin_actions(cat, s, extra)


def keep_event(cat: Catalog, s: NationsState, option: int, events: list[Event]) -> None:
    """Machiavelli's choice: the event card kept; the other leaves the game."""
    s.event = s.event_offer[option - 1]
    s.event_offer = []
    events.append(Event.of("nations.log.event_card", card=_card_msg(cat, s.event)))
    begin_actions(cat, s, cat.event(s.event).architects)


def begin_actions(cat: Catalog, s: NationsState, extra: int) -> None:
    s.architects = cat.setup.count(s.players).architects + extra  # [Architects]
    for p in s.seats:  # README 23: Archimedes' own architects, Sun Tzu's double first turn
        p.own_architects = modifier(cat, p, "private_architects")
        p.extra_turn = bool(modifier(cat, p, "double_first_turn"))
    s.phase = Phase.ACTIONS
    s.current = s.order[0]


def _card_msg(cat: Catalog, cid: str) -> object:
    return name_msg(cat, cid)


def end_round(cat: Catalog, s: NationsState, events: list[Event]) -> None:
    """[Resolution phase] steps 1-6 in order, then the next round or the end."""
    for seat in range(s.players):  # 1. production, all at once
        _produce(cat, s, seat, events)
    for seat in range(s.players):
        fire(cat, s, seat, "production", events)
    _reorder(cat, s, events)  # 2. player order
    _war(cat, s, events)  # 3. war
    if s.solo is not None:  # 4. events (solo: the stability duel)
        _solo_duel(cat, s, events)
    resolve_events(cat, s, events, 0)


def event_seats(cat: Catalog, s: NationsState, part: EventEffect) -> list[int]:
    """The seats an event part reaches: its target, less those its exemptions spare."""
    hit = targets(cat, s, part.target, part.ties_by_order)
    spared = {i for t in part.exempt for i in targets(cat, s, t)}
    return [i for i in hit if i not in spared]


def resolve_events(cat: Catalog, s: NationsState, events: list[Event], start: int) -> None:
    """[Events] the event card's parts from ``start`` on, top to bottom; a part that offers a
    choice stops here until every seat it reaches has chosen, in reverse player order
    (README 24), then the round goes
    on with famine and books."""
    parts = cat.event(s.event).events if s.event is not None and s.solo is None else ()
    for i in range(start, len(parts)):
        part = parts[i]
        seats = event_seats(cat, s, part)
        if seats and (part.optional or part.alternatives):
            s.choice = EventChoice(part=i, seats=seats, by=seats[0] if part.one_chooser else None)
            s.phase = Phase.CHOICE
            return
        for seat in in_turn(part, seats, s.order):
            apply_part(cat, s, seat, part, 1, events)
    finish_round(cat, s, events)


def can_afford(s: NationsState, seat: int, part: EventEffect) -> bool:
    """Whether ``seat`` may take the part's outcome: always, unless the part asks for its
    whole cost to be held (pay or play last, README 32)."""
    p, cost = s.seats[seat], part.outcome.gain
    return not part.must_afford or all(getattr(p, r) >= -getattr(cost, r) for r in RESOURCES)


def resolve_choice(cat: Catalog, s: NationsState, events: list[Event]) -> None:
    """Every seat reached has chosen (README 24): the part happens to all of them together,
    then the event card goes on."""
    assert s.choice is not None and s.event is not None
    choice, s.choice = s.choice, None
    part = cat.event(s.event).events[choice.part]
    old = list(s.order)
    for seat in in_turn(part, choice.seats, s.order):
        apply_part(cat, s, seat, part, choice.picks[seat], events)
    if part.must_afford and s.order != old:  # README 32: the order after the choices
        events.append(Event.of("nations.log.order", seats=list(s.order)))
    resolve_events(cat, s, events, choice.part + 1)


def in_turn(part: EventEffect, seats: list[int], order: list[int]) -> list[int]:
    """The seats an event part reaches, in the order it is applied to them: those sent to
    the front go there from the last reached to the first, so that they lead in the order
    they were reached (Olympic Games with five players: the most stable plays first, the
    second most stable second [Notes on the cards]); those sent to the back go in order,
    so the first reached plays second to last (Glorious Revolution). A part that makes
    nations pay or play last goes in player order: those sent back keep their order behind
    those who paid, who keep theirs (README 32)."""
    if part.must_afford:
        return sorted(seats, key=order.index)
    return seats[::-1] if part.outcome.turn_order == "first" else list(seats)


def apply_part(
    cat: Catalog, s: NationsState, seat: int, part: EventEffect, option: int, events: list[Event]
) -> None:
    """One seat takes an event part: option 0 declines (an optional part), 1 its outcome,
    2 and on its alternatives."""
    if option == 0:
        events.append(Event.of("nations.log.declined", seat=seat))
        return
    outcome = part.outcome if option == 1 else part.alternatives[option - 2]
    change = outcome.gain
    _apply_change(s, seat, change, outcome.workers if option == 1 else 0, events)
    if option == 1:
        _event_extras(cat, s, seat, part, events)
    else:
        s.seats[seat].adjust_military += change.military
        s.seats[seat].adjust_stability += change.stability
        _move(s, seat, outcome.turn_order)


def finish_round(cat: Catalog, s: NationsState, events: list[Event]) -> None:
    """Steps 5 and 6, then the next round or the end."""
    s.phase = Phase.ACTIONS
    famine = _famine(cat, s)  # 5. famine
    for seat in range(s.players):
        less = modifier(cat, s.seats[seat], "famine_reduction")
        pay(s, seat, "food", max(0, famine - less), events)
    if s.round % 2 == 0:  # 6. books at the end of an age
        _books(s, events)
        for seat in range(s.players):
            fire(cat, s, seat, "age_end", events)
    removals(cat, s, events)
    s.history.append([p.vp for p in s.seats])
    if s.round >= 2 * s.ages or (s.solo is not None and s.solo.lost):
        s.phase = Phase.OVER
        events.append(Event.of("nations.log.game_over"))
        return
    start_round(cat, s, events, first=False)


def _produce(cat: Catalog, s: NationsState, seat: int, events: list[Event]) -> None:
    """[Production] gold, food, stone, books in the order of the summary cards; a nation in
    revolt then loses a book per negative point and 1 VP."""
    p = s.seats[seat]
    net = production(cat, p)
    for res in ("gold", "food", "stone", "books"):
        n = net[res]
        if n >= 0:
            setattr(p, res, getattr(p, res) + n)
        else:
            pay(s, seat, res, -n, events)
    if any(net.values()):
        events.append(Event.of("nations.log.produced", seat=seat, **{r: net[r] for r in RESOURCES}))
    stab = stability(cat, p)
    if stab < 0:
        events.append(Event.of("nations.log.revolt", seat=seat, count=-stab))
        pay(s, seat, "books", -stab, events)
        lose_vp(s, seat, 1, events)


def _reorder(cat: Catalog, s: NationsState, events: list[Event]) -> None:
    """[Player order] by military, then stability, then the old order."""
    old = list(s.order)
    s.order = sorted(
        old,
        key=lambda i: (
            -military(cat, s.seats[i]),
            -stability(cat, s.seats[i]),
            old.index(i),
        ),
    )
    if s.solo is not None:
        tile = cat.tile(s.solo.tile) if s.solo.tile else None
        # an opponent without a value loses that comparison [Solo variant]
        me = (military(cat, s.seats[0]), stability(cat, s.seats[0]))
        mil = tile.military if tile and tile.military is not None else -1
        stab = tile.stability if tile and tile.stability is not None else -99
        s.solo.second = me < (mil, stab)
    if s.order != old:
        events.append(Event.of("nations.log.order", seats=list(s.order)))


def _war(cat: Catalog, s: NationsState, events: list[Event]) -> None:
    """[War] every nation below the war's strength loses the war's VP and its resources,
    less its stability when positive; a war of strength 0 defeats nobody."""
    if s.war is None:
        return
    card = cat.card(s.war)
    assert isinstance(card, WarCard)
    strength = s.war_strength
    first = targets(cat, s, Target.FIRST_PASSER)
    for seat in range(s.players):
        p = s.seats[seat]
        if strength <= 0:
            continue
        if military(cat, p) + modifier(cat, p, "war_strength_bonus") >= strength:
            fire(cat, s, seat, "war_survived", events)
            continue
        events.append(Event.of("nations.log.war_lost", seat=seat, card=_card_msg(cat, s.war)))
        shield = max(0, stability(cat, p)) + modifier(cat, p, "war_loss_reduction")
        for res in RESOURCES:
            pay(s, seat, res, max(0, getattr(card.loss, res) - shield), events)
        if not (seat in first and modifier(cat, p, "war_no_vp_if_passed_first")):
            lose_vp(s, seat, card.vp_loss, events)
    s.war = None
    s.war_strength = 0
    s.war_buyer = None


def _apply_change(
    s: NationsState, seat: int, change: Amounts, workers: int, events: list[Event]
) -> None:
    p = s.seats[seat]
    for res in RESOURCES:
        n = getattr(change, res)
        if n > 0:
            setattr(p, res, getattr(p, res) + n)
        elif n < 0:
            pay(s, seat, res, -n, events)
    if change.vp > 0:
        p.vp += change.vp
    else:
        lose_vp(s, seat, -change.vp, events)
    if workers > 0:
        gain_workers(p, workers)
    elif workers < 0:
        return_workers(p, -workers)
    if not change.is_zero() or workers:
        events.append(
            Event.of(
                "nations.log.event_hit",
                seat=seat,
                **{k: getattr(change, k) for k in (*RESOURCES, "vp")},
                workers=workers,
            )
        )


def _event_extras(
    cat: Catalog, s: NationsState, seat: int, part: EventEffect, events: list[Event]
) -> None:
    """An event's lasting military and stability, turn order moves, workers taken off cards
    and free architects (README 22)."""
    p = s.seats[seat]
    out = part.outcome
    p.adjust_military += out.gain.military
    p.adjust_stability += out.gain.stability
    _move(s, seat, out.turn_order)
    for _ in range(out.undeploy):
        busy = [sl for sl in p.slots if sl.workers]
        if busy:
            max(busy, key=lambda sl: sl.workers).workers -= 1
            p.pool += 1
    for _ in range(out.free_architects):
        if p.wonder is None:
            break
        p.architects += 1
        if p.architects >= len(sections(cat, p.wonder)):
            finish_wonder(cat, s, seat, events)


def _move(s: NationsState, seat: int, turn_order: str | None) -> None:
    """An event sends a nation to the front or the back of the player order."""
    if turn_order == "first":
        s.order.remove(seat)
        s.order.insert(0, seat)
    elif turn_order == "last":
        s.order.remove(seat)
        s.order.append(seat)


def _famine(cat: Catalog, s: NationsState) -> int:
    if s.solo is not None:
        return cat.tile(s.solo.tile).famine if s.solo.tile else 0
    return cat.event(s.event).famine if s.event else 0


def _solo_duel(cat: Catalog, s: NationsState, events: list[Event]) -> None:
    """Solo: +1 VP for more stability than the opponent, else -1 VP."""
    assert s.solo is not None
    tile = cat.tile(s.solo.tile) if s.solo.tile else None
    mine = stability_rank(cat, s.seats[0])
    if tile is None or tile.stability is None or mine > tile.stability:
        s.seats[0].vp += 1
        events.append(Event.of("nations.log.solo_stable", seat=0))
    else:
        lose_vp(s, 0, 1, events)


def book_points(books: list[int]) -> list[int]:
    """[Age end] a VP for each other nation with fewer books."""
    return [sum(1 for other in books if other < mine) for mine in books]


def _books(s: NationsState, events: list[Event]) -> None:
    if s.solo is not None:
        if s.seats[0].books > s.solo.books:
            s.seats[0].vp += 3
            events.append(Event.of("nations.log.books", seat=0, count=3))
        return
    for seat, n in enumerate(book_points([p.books for p in s.seats])):
        if n:
            s.seats[seat].vp += n
            events.append(Event.of("nations.log.books", seat=seat, count=n))
