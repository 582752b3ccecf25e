"""Duellum rules beyond the rulebook's worked examples, and the interpretations in README.md
("Engine interpretations"), each cited by section."""

from __future__ import annotations

import pytest

from rules.common.maps import Resource, Unit
from rules.core import IllegalAction, NotYourTurn
from rules.duellum import GAME
from rules.duellum.actions import Found
from rules.duellum.engine import unit_msg
from rules.duellum.state import DuellumState, PendingKind, Personage, Special
from rules.duellum.text import region_msg
from tests.rules.duellum.scenario import on_field, play, position, step

CARTHAGE, ROME = 0, 1


def give_card(s, seat: int, card: str):  # type: ignore[no-untyped-def]
    """Move ``card`` into ``seat``'s hand from wherever it is."""
    for pile in (s.deck, s.row, s.discard, *(n.events for n in s.nations)):
        if card in pile:
            pile.remove(card)
    s.nations[seat].events.append(card)
    while len(s.row) < 3 and s.deck:
        s.row.append(s.deck.pop())
    return s


def tarraco_attack(**options):  # type: ignore[no-untyped-def]
    s = position(
        "west",
        current=ROME,
        cities={"tarraco": (CARTHAGE, "gold")},
        legions=({}, {"tarraco": 1}),
        galleys=({}, {"tarraco": 1}),
        options=options,
    )
    return on_field(s, "duellum")


# --- setup ---------------------------------------------------------------------------------


@pytest.mark.rule(
    "duellum.setup.sides",
    "duellum.setup.start-cities",
    "duellum.setup.resources",
    "duellum.setup.units",
    "duellum.setup.wall",
    "duellum.setup.marker",
    "duellum.setup.first-player",
    "duellum.setup.events",
)
@pytest.mark.parametrize("side", ["west", "east"])
def test_setup(side: str) -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ: 3 of each resource, 1 legion and 1 galley recruited, 11 of each in supply,
    1 wall, three start cities, 3 open event cards; the second player gets 1 coin."""
    s = GAME.setup(2, GAME.options({"map": side}), "setup")
    second = 1 - s.first
    for seat, n in enumerate(s.nations):
        assert (n.marble, n.iron, n.gold) == (3, 3, 3)
        assert (n.recruit_legions, n.recruit_galleys, n.legions, n.galleys) == (1, 1, 11, 11)
        assert n.walls == 1 and n.marker is None
        assert n.coins == (1 if seat == second else 0)
        assert sorted(c.resource for c in s.cities.values() if c.owner == seat) == sorted(Resource)
    assert len(s.row) == 3 and len(s.deck) == 22
    assert s.current == s.first


@pytest.mark.rule("duellum.setup.first-player")
def test_first_player_is_drawn_from_the_seed() -> None:
    firsts = {GAME.setup(2, GAME.options(), f"seed-{i}").first for i in range(20)}
    assert firsts == {0, 1}


# --- rondel and payments ----------------------------------------------------------------------


@pytest.mark.rule("duellum.rondel.extra-step-cost")
def test_rondel_steps_are_paid_in_any_unit_including_coins() -> None:
    """1. Επιλογή Ενεργειών: each step beyond 3 costs one marble, iron, gold or coin."""
    s = position("west", current=CARTHAGE, stock=({"coins": 2}, {}))
    s.nations[CARTHAGE].marker = 0
    s = play(s, "rondel 5 pay coin,coin")
    assert s.nations[CARTHAGE].coins == 1  # both paid, then MARMOR's production coin
    s2 = position("west", current=CARTHAGE, stock=({"coins": 1}, {}))
    s2.nations[CARTHAGE].marker = 0
    with pytest.raises(IllegalAction) as refused:
        step(s2, "rondel 5 pay coin,coin")
    assert refused.value.msg.key == "duellum.error.cannot_pay_rondel"
    with pytest.raises(IllegalAction) as refused:
        step(s2, "rondel 5 pay coin")
    assert refused.value.msg.key == "common.rondel.error.unpaid"


@pytest.mark.rule("duellum.rondel.no-stay")
def test_same_field_again_costs_five() -> None:
    s = position("west", current=CARTHAGE, stock=({"gold": 5}, {}))
    s.nations[CARTHAGE].marker = 2
    s = play(s, "rondel 2 pay gold,gold,gold,gold,gold")
    # AURUM again: production runs
    assert s.nations[CARTHAGE].gold == 1


@pytest.mark.rule("duellum.pay.coins-replace")
def test_coins_cover_missing_resources_but_resources_go_first() -> None:
    """Coins stand for marble, iron or gold whenever needed (ΕΝΕΡΓΕΙΕΣ ΠΑΡΑΓΩΓΗΣ); the engine
    spends the resource first and coins only for what is lacking (README, payments)."""
    s = position("west", current=CARTHAGE, stock=({"marble": 4, "coins": 3}, {}))
    s = on_field(s, "templum")
    s = play(s, "temple agrigentum")
    assert (s.nations[CARTHAGE].marble, s.nations[CARTHAGE].coins) == (0, 1)


@pytest.mark.rule(
    "duellum.pay.surcharge-coins",
    "duellum.found.city-site",
    "duellum.found.surcharge",
)
def test_surcharges_are_coins_only() -> None:
    """The neighbour surcharges of founding and temples are coins, not resources."""
    s = position(
        "west",
        current=CARTHAGE,
        legions=({"baecula": 1}, {}),
        stock=({"marble": 3, "iron": 3, "gold": 3}, {}),
    )
    s = on_field(s, "ferrum")
    with pytest.raises(IllegalAction) as refused:
        step(s, "found baecula gold")  # next to Carthago Nova (gold): one coin needed
    assert refused.value.msg.key == "duellum.error.cannot_afford_city"
    s = play(s, "found baecula marble")
    assert s.cities["baecula"].resource is Resource.MARBLE


@pytest.mark.rule("duellum.supply.coins", "duellum.produce.no-coin-left", "duellum.knowhow.moneta")
def test_production_with_moneta_and_the_last_coin() -> None:
    """MONETA adds one unit to a production; with no coin in the bank the producer picks a
    resource instead (ΕΝΕΡΓΕΙΕΣ ΠΑΡΑΓΩΓΗΣ)."""
    s = position("west", current=CARTHAGE)
    s.nations[CARTHAGE].knowhows = ["moneta"]
    s.nations[ROME].coins = s.bank_coins
    s.bank_coins = 0
    s = play(s, "rondel 0")  # FERRUM: Carthago
    assert s.nations[CARTHAGE].iron == 1 + 1
    assert [p.kind for p in s.pending] == [PendingKind.COIN]
    with pytest.raises(IllegalAction):
        step(s, "end")
    s = play(s, "instead gold")
    assert s.nations[CARTHAGE].gold == 1 and s.nations[CARTHAGE].coins == 0


@pytest.mark.rule("duellum.produce.coin", "duellum.knowhow.moneta")
def test_moneta_adds_its_unit_even_when_no_city_produces() -> None:
    """Ιδιότητες των Τεχνογνωσιών, MONETA: one more unit of the produced resource at every
    production, with no exception for a production of nothing (the quick intro: one more
    unit on the total). Carthage lost Agrigentum, its marble city; MARMOR still brings the
    coin and MONETA's marble."""
    s = position("west", current=CARTHAGE, cities={"agrigentum": (ROME, "marble")})
    s.nations[CARTHAGE].knowhows = ["moneta"]
    s = play(s, "rondel 5")  # MARMOR: no marble city left
    assert s.nations[CARTHAGE].marble == 1 and s.nations[CARTHAGE].coins == 1
    s = play(s, "end", "rondel 5")  # Rome has no MONETA: two marble cities, two marble
    assert s.nations[ROME].marble == 2


# --- templum, limits ---------------------------------------------------------------------------


@pytest.mark.rule("duellum.supply.limited", "duellum.templum.one-per-city", "duellum.templum.wall")
def test_one_temple_and_one_wall_per_city_and_twelve_temples() -> None:
    s = position("west", current=CARTHAGE, stock=({"marble": 20, "coins": 5}, {}))
    s = on_field(s, "templum")
    s = play(s, "temple carthago", "wall carthago")
    for action, key in (("temple carthago", "temple_exists"), ("wall carthago", "wall_exists")):
        with pytest.raises(IllegalAction) as refused:
            step(s, action)
        assert refused.value.msg.key == f"duellum.error.{key}"
    with pytest.raises(IllegalAction) as refused:
        step(s, "wall agrigentum")  # the only wall in supply is used
    assert refused.value.msg.key == "duellum.error.no_walls"
    s.bank_temples = 0
    with pytest.raises(IllegalAction) as refused:
        step(s, "temple agrigentum")
    assert refused.value.msg.key == "duellum.error.no_temples"


@pytest.mark.rule("duellum.supply.limited")
def test_city_markers_run_out() -> None:
    """Supplies are limited: 10 gold city markers in all."""
    s = position("west", current=CARTHAGE, legions=({"zama": 1}, {}), stock=({"coins": 9}, {}))
    s.bank_markers[Resource.GOLD] = 0
    s = on_field(s, "ferrum")
    with pytest.raises(IllegalAction) as refused:
        step(s, "found zama gold")
    assert refused.value.msg.key == "duellum.error.no_marker"


@pytest.mark.rule("duellum.turn.order", "duellum.turn.field-action")
def test_actions_only_on_their_field_and_founding_ends_the_action() -> None:
    s = position(
        "west", current=CARTHAGE, legions=({"zama": 1}, {}), stock=({"marble": 9, "coins": 9}, {})
    )
    with pytest.raises(IllegalAction) as refused:
        step(s, "end")
    assert refused.value.msg.key == "duellum.error.rondel_first"
    s = on_field(s, "templum")
    with pytest.raises(IllegalAction) as refused:
        step(s, "develop strata")
    assert refused.value.msg.key == "duellum.error.wrong_field"
    s = play(s, "found zama iron")
    with pytest.raises(IllegalAction) as refused:
        step(s, "temple carthago")
    assert refused.value.msg.key == "duellum.error.action_over"


@pytest.mark.rule("duellum.supply.limited", "duellum.scientia.supply-empty")
def test_recruiting_is_limited_by_the_supply() -> None:
    s = position("west", current=CARTHAGE, stock=({"gold": 5}, {}))
    s.nations[CARTHAGE].recruit_legions += s.nations[CARTHAGE].legions
    s.nations[CARTHAGE].legions = 0
    s = on_field(s, "scientia")
    with pytest.raises(IllegalAction) as refused:
        step(s, "recruit legion")
    assert refused.value.msg.key == "duellum.error.supply_empty"


# --- movement --------------------------------------------------------------------------------


@pytest.mark.rule("duellum.move.each-unit", "duellum.move.borders", "duellum.move.reach")
def test_each_unit_moves_once_and_legions_never_go_to_sea() -> None:
    s = position("west", current=ROME, legions=({}, {"roma": 1}), galleys=({}, {"roma": 1}))
    s = on_field(s, "duellum")
    with pytest.raises(IllegalAction) as refused:
        step(s, "move legion roma corsica")
    assert refused.value.msg.key == "duellum.error.no_border"
    s = play(s, "move legion roma ancona")
    with pytest.raises(IllegalAction) as refused:
        step(s, "move legion ancona roma")
    assert refused.value.msg.key == "duellum.error.unit_moved"
    with pytest.raises(IllegalAction) as refused:
        step(s, "move galley roma syracusae")
    assert refused.value.msg.key == "duellum.error.too_far"


@pytest.mark.rule("duellum.battle.kinds")
def test_legions_and_galleys_never_fight_each_other() -> None:
    """ΚΑΝΟΝΕΣ ΠΟΥ ΣΥΝΗΘΩΣ ΠΑΡΑΛΕΙΠΟΝΤΑΙ: no battle between a legion and a galley."""
    s = position("west", current=ROME, legions=({}, {"roma": 1}), galleys=({"neapolis": 1}, {}))
    s = on_field(s, "duellum")
    s = play(s, "move legion roma neapolis")
    assert s.count(ROME, Unit.LEGION, "neapolis") == 1
    assert s.count(CARTHAGE, Unit.GALLEY, "neapolis") == 1


@pytest.mark.rule("duellum.battle.city-unaffected")
def test_conquest_needs_enough_units_and_a_city_is_not_hurt_by_enemies() -> None:
    """Enemy units in a city's region do not stop it producing (Duellum, 1.)."""
    s = position("west", current=CARTHAGE, legions=({}, {"carthago": 1}))
    s = play(s, "rondel 0")
    assert s.nations[CARTHAGE].iron == 1


# --- conquest, casualties, Fortress ------------------------------------------------------------


@pytest.mark.rule("duellum.conquest.units-in-region", "duellum.conquest.casualties")
def test_mixed_attackers_choose_their_casualties() -> None:
    """Κατάκτηση: with more units than the defence, the conqueror picks which to give up."""
    s = tarraco_attack()
    s = play(s, "conquer tarraco")  # defence 1: a legion or the galley pays
    assert [(p.kind, p.seat, p.count) for p in s.pending] == [(PendingKind.CASUALTIES, ROME, 1)]
    assert {a.legions for a in GAME.legal_actions(s, ROME)} == {0, 1}
    with pytest.raises(NotYourTurn):
        GAME.apply(s, CARTHAGE, GAME.parse_notation("casualties 1"))
    with pytest.raises(IllegalAction) as refused:
        step(s, "casualties 2")
    assert refused.value.msg.key == "duellum.error.bad_casualties"
    s = play(s, "casualties 0")
    assert s.count(ROME, Unit.LEGION, "tarraco") == 1
    assert s.count(ROME, Unit.GALLEY, "tarraco") == 0
    assert s.cities["tarraco"].owner == ROME


@pytest.mark.rule("duellum.events.discard", "duellum.card.fortress")
def test_fortress_is_offered_and_can_save_the_city() -> None:
    """ΚΑΡΤΕΣ ΓΕΓΟΝΟΤΩΝ: Fortress, the one card played in the opponent's turn; if the attacker
    then lacks units, the city is safe and every unit stays."""
    s = position(
        "west",
        current=ROME,
        cities={"tarraco": (CARTHAGE, "gold")},
        legions=({}, {"tarraco": 1}),
    )
    s = give_card(s, CARTHAGE, "fortress")
    s = on_field(s, "duellum")
    s = play(s, "conquer tarraco")
    assert GAME.active_seats(s) == frozenset({CARTHAGE})
    assert {GAME.notation(a) for a in GAME.legal_actions(s, CARTHAGE)} == {
        "fortress yes",
        "fortress no",
        "order play",  # answering ahead answers now too (README 31)
        "order keep",
    }
    s = play(s, "fortress yes")
    assert s.cities["tarraco"].owner == CARTHAGE
    assert s.count(ROME, Unit.LEGION, "tarraco") == 1
    assert "fortress" in s.discard and "fortress" not in s.nations[CARTHAGE].events
    assert GAME.active_seats(s) == frozenset({ROME})


@pytest.mark.rule("duellum.card.fortress")
def test_fortress_costs_one_more_unit_when_the_attack_is_strong_enough() -> None:
    s = position(
        "west", current=ROME, cities={"tarraco": (CARTHAGE, "gold")}, legions=({}, {"tarraco": 3})
    )
    s = give_card(s, CARTHAGE, "fortress")
    s = on_field(s, "duellum")
    s = play(s, "conquer tarraco", "fortress yes")
    assert s.cities["tarraco"].owner == ROME
    assert s.count(ROME, Unit.LEGION, "tarraco") == 1  # 3 - (1 + 1 for Fortress)


@pytest.mark.rule("duellum.card.fortress", "duellum.card.fortress-auto")
def test_fortress_declined_and_automatic() -> None:
    def threatened(fortress: str) -> DuellumState:
        s = position(
            "west",
            current=ROME,
            cities={"tarraco": (CARTHAGE, "gold")},
            legions=({}, {"tarraco": 2}),
            options={"fortress": fortress},
        )
        return on_field(give_card(s, CARTHAGE, "fortress"), "duellum")

    declined = play(threatened("ask"), "conquer tarraco", "fortress no")
    assert declined.cities["tarraco"].owner == ROME
    assert "fortress" in declined.nations[CARTHAGE].events
    auto = play(threatened("auto"), "conquer tarraco")
    assert not auto.pending
    assert auto.cities["tarraco"].owner == ROME
    assert auto.count(ROME, Unit.LEGION, "tarraco") == 0  # the second legion paid for Fortress
    assert "fortress" in auto.discard


def roma_against_one_legion(**options):  # type: ignore[no-untyped-def]
    """Carthage on DUELLUM with one legion in Roma and one in Neapolis; Rome holds Fortress."""
    s = position(
        "west",
        current=CARTHAGE,
        legions=({"roma": 1, "neapolis": 1}, {}),
        options=options,
    )
    s = give_card(s, ROME, "fortress")
    return on_field(s, "duellum")


@pytest.mark.rule("duellum.card.fortress", "duellum.card.fortress-auto")
@pytest.mark.parametrize("fortress", ["ask", "auto"])
def test_a_city_saved_by_fortress_stays_safe_for_the_turn(fortress: str) -> None:
    """ΚΑΡΤΕΣ ΓΕΓΟΝΟΤΩΝ: when Fortress leaves the attacker short, the city is safe and every
    unit stays; ΚΑΝΟΝΕΣ ΠΟΥ ΣΥΝΗΘΩΣ ΠΑΡΑΛΕΙΠΟΝΤΑΙ: there is no unsuccessful conquest. So the
    spent card does not open the city to a second try in the same turn; other cities may
    still be conquered, and the next turn may try again."""
    s = roma_against_one_legion(fortress=fortress)
    s = play(s, "conquer roma")
    if fortress == "ask":
        s = play(s, "fortress yes")
    assert not s.pending and "fortress" in s.discard
    assert s.cities["roma"].owner == ROME and s.count(CARTHAGE, Unit.LEGION, "roma") == 1
    assert s.this.held == ["roma"]
    legal = {GAME.notation(a) for a in GAME.legal_actions(s, CARTHAGE)}
    assert "conquer roma" not in legal and "conquer neapolis" in legal
    with pytest.raises(IllegalAction) as refused:
        step(s, "conquer roma")
    assert refused.value.msg.key == "duellum.error.city_held"
    assert refused.value.msg.params["region"] == region_msg("roma")
    s = play(s, "conquer neapolis")  # Fortress is spent: Neapolis falls as usual
    assert s.cities["neapolis"].owner == CARTHAGE
    s = play(s, "end")
    assert s.this.held == []  # Rome's turn starts with a clean record
    s = play(s, *(f"pick {s.row[0]}" for _ in range(len(s.pending))), "rondel 0", "end")
    s = play(s, *(f"pick {s.row[0]}" for _ in range(len(s.pending))))
    s = on_field(s, "duellum")
    s = play(s, "conquer roma")  # a new turn: no Fortress left, Roma falls
    assert s.cities["roma"].owner == CARTHAGE


@pytest.mark.rule("duellum.conquest.card-for-loss")
def test_one_event_card_per_turn_for_lost_cities() -> None:
    """Κάρτες Γεγονότων: losing several cities in a turn still gives one card."""
    s = position(
        "west",
        current=ROME,
        cities={"tarraco": (CARTHAGE, "gold"), "saguntum": (CARTHAGE, "iron")},
        legions=({}, {"tarraco": 1, "saguntum": 1}),
    )
    del s.cities["cremona"]  # so that Rome does not reach five cities (a king, another card)
    s.bank_markers[Resource.IRON] += 1
    s = on_field(s, "duellum")
    s = play(s, "conquer tarraco", "conquer saguntum", "end")
    assert [(p.seat, p.count) for p in s.pending] == [(CARTHAGE, 1)]


@pytest.mark.rule("duellum.conquest.wall")
def test_walls_come_back_to_their_owner_on_conquest() -> None:
    s = position(
        "west",
        current=ROME,
        cities={"tarraco": (CARTHAGE, "gold", "wall")},
        legions=({}, {"tarraco": 2}),
    )
    s = on_field(s, "duellum")
    s = play(s, "conquer tarraco")
    assert s.nations[CARTHAGE].walls == 1 + 1
    assert not s.cities["tarraco"].wall


# --- personages and the end --------------------------------------------------------------------


@pytest.mark.rule(
    "duellum.personage.navigator",
    "duellum.personage.end-of-turn",
    "duellum.map.four-galleys",
)
def test_navigators_count_open_seas_double() -> None:
    """ΣΚΟΠΟΣ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ: 4 galleys can win a navigator: three open seas (2 each) and a
    coastal region (1) make 7."""
    s = position(
        "west",
        current=CARTHAGE,
        galleys=(
            {"mare_libycum": 1, "mare_africum": 1, "mare_balearicum": 1, "carthago": 1},
            {},
        ),
    )
    s = on_field(s, "ferrum")
    s = play(s, "end")
    assert s.nations[CARTHAGE].personages == {Personage.NAVIGATOR: 1}


@pytest.mark.rule("duellum.personage.citizen", "duellum.end.nine")
def test_citizens_for_three_temples_and_the_win_at_nine() -> None:
    s = position(
        "west",
        current=CARTHAGE,
        cities={
            "carthago": (CARTHAGE, "iron", "temple"),
            "agrigentum": (CARTHAGE, "marble", "temple"),
            "carthago_nova": (CARTHAGE, "gold", "temple"),
        },
    )
    s.nations[CARTHAGE].personages = {Personage.KING: 4, Personage.PHILOSOPHER: 4}
    s.bank_personages[Personage.KING] -= 4
    s.bank_personages[Personage.PHILOSOPHER] -= 4
    s.nations[CARTHAGE].marks = {Personage.KING: 4}
    s = on_field(s, "ferrum")
    s = play(s, "end")
    assert s.nations[CARTHAGE].personages[Personage.CITIZEN] == 1
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == (CARTHAGE,)
    assert GAME.active_seats(s) == frozenset()


@pytest.mark.rule("duellum.personage.philosopher", "duellum.personage.supply")
def test_personages_run_out() -> None:
    """A personage is won only while one is left in the supply."""
    s = position("west", current=CARTHAGE, stock=({"gold": 9}, {}))
    s.bank_personages[Personage.PHILOSOPHER] = 0
    s.nations[ROME].personages = {Personage.PHILOSOPHER: 5}
    s = on_field(s, "scientia")
    s = play(s, "develop strata", "end")
    assert s.nations[CARTHAGE].personage_count == 0


# --- event cards ---------------------------------------------------------------------------------


@pytest.mark.rule("duellum.events.own-turn")
def test_events_may_be_played_in_the_own_turn_only() -> None:
    s = position("west", current=CARTHAGE)
    s = give_card(s, ROME, "laurion_silver")
    with pytest.raises(NotYourTurn):
        GAME.apply(s, ROME, GAME.parse_notation("event laurion_silver"))
    s = give_card(s, CARTHAGE, "fortress")
    with pytest.raises(IllegalAction) as refused:
        step(s, "event fortress")
    assert refused.value.msg.key == "duellum.error.fortress_only_defending"


@pytest.mark.rule(
    "duellum.events.own-turn",
    "duellum.card.earthquake",
    "duellum.card.burglary",
    "duellum.card.gain",
    "duellum.card.recruit",
    "duellum.card.wall",
    "duellum.card.plague",
    "duellum.card.storm",
    "duellum.card.levy",
    "duellum.card.oracle",
)
def test_event_effects() -> None:
    """Each effect of the card vocabulary does what its card says (data/events.json)."""
    s = position(
        "west",
        current=CARTHAGE,
        cities={"tarraco": (ROME, "gold", "wall")},
        legions=({}, {"zama": 1}),
        galleys=({}, {"corsica": 1}),
        stock=({}, {"marble": 3, "coins": 5}),
    )
    for c in (
        "laurion_silver",
        "phoenician_traders",
        "earthquake",
        "burglary",
        "plague_of_athens",
        "storm_at_athos",
        "war_indemnity",
        "celtiberian_mercenaries",
        "themistocles_walls",
        "oracle_of_delphi",
    ):
        s = give_card(s, CARTHAGE, c)
    n0 = s.nations[CARTHAGE].model_copy(deep=True)
    s = play(s, "event laurion_silver", "event phoenician_traders")
    assert s.nations[CARTHAGE].gold == n0.gold + 3
    assert s.nations[CARTHAGE].coins == n0.coins + 2
    s = play(s, "event earthquake region=tarraco")
    assert not s.cities["tarraco"].wall and s.nations[ROME].walls == 2
    s = play(s, "event burglary")
    assert s.nations[ROME].coins == 3
    s = play(s, "event plague_of_athens region=zama", "event storm_at_athos region=corsica")
    assert s.legions[ROME] == {} and s.galleys[ROME] == {}
    assert (s.nations[ROME].recruit_legions, s.nations[ROME].recruit_galleys) == (2, 2)
    s = play(s, "event war_indemnity resource=marble")
    assert s.nations[ROME].marble == 1 and s.nations[CARTHAGE].marble == n0.marble + 2
    s = play(s, "event celtiberian_mercenaries", "event themistocles_walls")
    assert s.nations[CARTHAGE].recruit_legions == n0.recruit_legions + 2
    assert s.nations[CARTHAGE].walls == n0.walls + 1
    s.nations[CARTHAGE].marker = 0
    s = play(s, "event oracle_of_delphi", "rondel 6")  # 6 fields on, free
    assert s.nations[CARTHAGE].marker == 6


@pytest.mark.rule("duellum.card.academy")
def test_academy_only_in_scientia() -> None:
    s = position("west", current=CARTHAGE)
    s.nations[ROME].knowhows = ["strata", "moneta"]
    s = give_card(s, CARTHAGE, "academy")
    with pytest.raises(IllegalAction) as refused:
        step(s, "event academy")
    assert refused.value.msg.key == "duellum.error.academy_in_scientia"
    s = on_field(s, "scientia")
    s = play(s, "event academy")
    assert s.nations[CARTHAGE].gold == 2


@pytest.mark.rule("duellum.card.architect", "duellum.card.forced-march")
def test_architect_and_forced_march_last_the_turn() -> None:
    s = position("west", current=CARTHAGE, stock=({"marble": 3}, {}))
    s = give_card(s, CARTHAGE, "phidias")
    s = on_field(s, "templum")
    s = play(s, "event phidias", "temple carthago")
    assert s.nations[CARTHAGE].marble == 0
    s2 = position("west", current=ROME, legions=({}, {"roma": 1}))
    s2 = give_card(s2, ROME, "hannibals_march")
    s2 = on_field(s2, "duellum")
    s2 = play(s2, "event hannibals_march", "move legion roma brundisium")
    assert s2.count(ROME, Unit.LEGION, "brundisium") == 1


@pytest.mark.rule("duellum.card.muster")
def test_muster_places_a_unit_and_fights() -> None:
    s = position("west", current=CARTHAGE, legions=({}, {"zama": 1}), cities={"zama": (0, "iron")})
    s = give_card(s, CARTHAGE, "hoplite_levy")
    s = play(s, "event hoplite_levy region=zama unit=legion")
    assert s.legions[ROME] == {} and s.legions[CARTHAGE] == {}
    assert s.nations[CARTHAGE].recruit_legions == 1  # the fallen legion came back


@pytest.mark.rule("duellum.events.row", "duellum.events.discard")
def test_the_event_deck_is_reshuffled_when_it_runs_out() -> None:
    s = position(
        "west", current=ROME, cities={"tarraco": (CARTHAGE, "gold")}, legions=({}, {"tarraco": 1})
    )
    s.discard = list(s.deck)
    s.deck = []
    s = on_field(s, "duellum")
    s = play(s, "conquer tarraco", "end", f"pick {s.row[0]}")
    assert len(s.row) == 3
    assert s.discard == [] and len(s.deck) == 25 - 3 - 1  # the discards became the deck


# --- the special-units variant ------------------------------------------------------------------


@pytest.mark.rule(
    "duellum.special.setup",
    "duellum.special.deploy",
    "duellum.special.morale",
    "duellum.special.survives",
)
def test_special_units_variant() -> None:
    """ΠΑΡΑΛΛΑΓΗ: the general (first nation) and the admiral (second) start recruited, deploy
    for 3 iron into a city with a temple only, take 1 off a defence they attack and add 1 to
    one they defend, survive conquests, and fall only to enemy units of their kind when no
    unit of their kind is left beside them."""
    s = position(
        "west",
        current=CARTHAGE,
        cities={"carthago": (CARTHAGE, "iron", "temple"), "tarraco": (ROME, "gold")},
        stock=({"iron": 3}, {}),
        options={"special_units": True},
    )
    assert s.nations[CARTHAGE].special is Special.GENERAL
    assert s.nations[ROME].special is Special.ADMIRAL
    s = on_field(s, "militia")
    with pytest.raises(IllegalAction) as refused:
        step(s, "deploy general agrigentum")
    assert refused.value.msg.key == "duellum.error.special_needs_temple"
    s = play(s, "deploy general carthago")
    assert s.nations[CARTHAGE].special_at == "carthago" and s.nations[CARTHAGE].iron == 0
    # attacking: Tarraco (defence 1, a Roman legion makes 2) with the general and one legion
    s.nations[CARTHAGE].special_at = "tarraco"
    s.legions[CARTHAGE]["tarraco"] = 1
    s.nations[CARTHAGE].recruit_legions -= 1
    s.legions[ROME]["tarraco"] = 1
    s.nations[ROME].legions -= 1
    s = on_field(s, "duellum")
    s = play(s, "conquer tarraco")
    assert s.cities["tarraco"].owner == CARTHAGE
    assert s.nations[CARTHAGE].special_at == "tarraco"  # the general survives
    assert s.legions[CARTHAGE] == {}


@pytest.mark.rule("duellum.special.falls-last")
def test_special_unit_falls_last() -> None:
    s = position(
        "west",
        current=ROME,
        legions=({"zama": 1}, {"tacape": 2}),
        options={"special_units": True},
    )
    s.nations[CARTHAGE].special_at = "zama"
    s = on_field(s, "duellum")
    s = play(s, "move legion tacape zama")
    assert s.nations[CARTHAGE].special_at == "zama"  # its legion fell first
    s = play(s, "move legion tacape zama")
    assert s.nations[CARTHAGE].special_at is None  # back to the recruitment area
    assert s.legions[ROME] == {}


@pytest.mark.rule("duellum.special.falls-last")
@pytest.mark.parametrize("how", ["deploy", "muster"])
def test_a_lone_special_unit_falls_only_to_movement(how: str) -> None:
    """ΠΑΡΑΛΛΑΓΗ: a special unit can be killed only when enemy units of its kind attack it
    during the movement phase. A Roman legion deployed (MILITIA) or placed by a card in
    Cremona, where the Carthaginian General stands alone, stands beside it; a legion moving
    in later (DUELLUM) fights it as usual."""
    s = position("west", current=ROME, stock=({}, {"iron": 2}), options={"special_units": True})
    s.nations[CARTHAGE].special_at = "cremona"
    if how == "deploy":
        s = on_field(s, "militia")
        s = play(s, "deploy legion cremona")
    else:
        s = give_card(s, ROME, "hoplite_levy")
        s = play(s, "event hoplite_levy region=cremona unit=legion")
    assert s.nations[CARTHAGE].special_at == "cremona"
    assert s.legions[ROME] == {"cremona": 1} and s.nations[ROME].recruit_legions == 0
    # the movement phase: a Roman legion entering Cremona fights the General 1 to 1
    s.legions[ROME]["roma"] = 1
    s.nations[ROME].legions -= 1
    s.this.arrived = {}
    s = on_field(s, "duellum")
    s = play(s, "move legion roma cremona")
    assert s.nations[CARTHAGE].special_at is None
    assert s.legions[ROME] == {"cremona": 1} and s.nations[ROME].recruit_legions == 1


@pytest.mark.rule("duellum.special.moves", "duellum.special.no-battle")
def test_special_units_never_start_a_battle() -> None:
    """ΠΑΡΑΛΛΑΓΗ (README, interpretation 29): a special unit falls only when attacked during
    movement, so it never attacks: it may not move into, or be deployed onto, enemy units of
    its kind, and neither move is offered."""
    s = position(
        "west",
        current=CARTHAGE,
        cities={"carthago": (CARTHAGE, "iron", "temple")},
        legions=({}, {"tacape": 1}),
        galleys=({}, {"carthago": 1}),
        stock=({"iron": 3}, {}),
        options={"special_units": True},
    )
    militia = on_field(s, "militia")
    assert "deploy general carthago" in {
        GAME.notation(a) for a in GAME.legal_actions(militia, CARTHAGE)
    }  # the Roman galley there is no enemy of the General's kind
    s.nations[CARTHAGE].special_at = "carthago"
    s = on_field(s, "duellum")
    legal = {GAME.notation(a) for a in GAME.legal_actions(s, CARTHAGE)}
    assert "move general carthago zama" in legal and "move general carthago tacape" not in legal
    with pytest.raises(IllegalAction) as refused:
        step(s, "move general carthago tacape")
    assert refused.value.msg.key == "duellum.error.special_no_battle"
    # the Admiral may not be deployed onto the Carthaginian galley in Carthago
    s = position(
        "west",
        current=ROME,
        cities={"carthago": (ROME, "iron", "temple")},
        galleys=({"carthago": 1}, {}),
        stock=({}, {"iron": 3}),
        options={"special_units": True},
    )
    s = on_field(s, "militia")
    assert "deploy admiral carthago" not in {GAME.notation(a) for a in GAME.legal_actions(s, ROME)}
    with pytest.raises(IllegalAction) as refused:
        step(s, "deploy admiral carthago")
    assert refused.value.msg.key == "duellum.error.special_no_battle"


@pytest.mark.rule("duellum.special.no-founding")
def test_a_special_unit_alone_cannot_found_a_city() -> None:
    """ΠΟΡΕΙΑ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ, 2. Ίδρυση Πόλεων: founding needs a military unit, a legion or
    a galley, in the region; the special units of the ΠΑΡΑΛΛΑΓΗ are neither (they do not even
    count as units in a conquest, only as morale). The General alone in Zama cannot found
    it; with a legion beside it, Carthage can."""
    s = position(
        "west",
        current=CARTHAGE,
        stock=({"marble": 1, "iron": 1, "gold": 1}, {}),
        options={"special_units": True},
    )
    s.nations[CARTHAGE].special_at = "zama"
    s = on_field(s, "ferrum")
    assert not any(isinstance(a, Found) for a in GAME.legal_actions(s, CARTHAGE))
    with pytest.raises(IllegalAction) as refused:
        step(s, "found zama marble")
    assert refused.value.msg.key == "duellum.error.special_cannot_found"
    assert refused.value.msg.params["unit"] == unit_msg(Special.GENERAL)
    s.legions[CARTHAGE]["zama"] = 1
    s.nations[CARTHAGE].legions -= 1
    s = play(s, "found zama marble")
    assert s.cities["zama"].owner == CARTHAGE


@pytest.mark.rule("duellum.militia.start-of-turn", "duellum.card.recruit")
def test_units_recruited_this_turn_wait_for_the_next_militia() -> None:
    """Militia: only units in the recruitment area at the start of the turn may be deployed."""
    s = position("west", current=ROME, stock=({"iron": 6}, {}))
    s = play(s, "rondel 0", "end")  # Carthage's turn starts with 1 legion recruited
    s = give_card(s, CARTHAGE, "celtiberian_mercenaries")
    s = play(s, "event celtiberian_mercenaries", "rondel 4", "deploy legion carthago")
    assert s.nations[CARTHAGE].recruit_legions == 2
    with pytest.raises(IllegalAction) as refused:
        step(s, "deploy legion agrigentum")
    assert refused.value.msg.key == "duellum.error.none_to_deploy"
