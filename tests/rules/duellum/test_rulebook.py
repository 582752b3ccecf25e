"""Rules of the Antike Duellum rulebook (seeds/000) that the rules index (rules/duellum/RULES.md)
found without a test of their own, and every event card of the deck, one effect family at a
time. Sections are the rulebook's headings; `l.N` is the seed's line."""

from __future__ import annotations

import pytest

from rules.common.maps import GALLEY_BORDERS, Resource, Unit
from rules.core import IllegalAction
from rules.duellum import GAME
from rules.duellum.data import RONDEL
from rules.duellum.events import Effect, load_events
from rules.duellum.maps import load_side
from rules.duellum.state import COINS, PendingKind, Personage
from tests.rules.duellum.scenario import on_field, play, position, step

CARTHAGE, ROME = 0, 1


def give_card(s, seat: int, card: str):  # type: ignore[no-untyped-def]
    """Move ``card`` into ``seat``'s hand from wherever it is, refilling the open row."""
    for pile in (s.deck, s.row, s.discard, *(n.events for n in s.nations)):
        if card in pile:
            pile.remove(card)
    s.nations[seat].events.append(card)
    while len(s.row) < 3 and s.deck:
        s.row.append(s.deck.pop())
    return s


def cards(effect: Effect) -> list[str]:
    return [c.id for c in load_events().cards if c.effect is effect]


def refused(s, action: str) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as exc:
        step(s, action)
    return exc.value.msg.key


def legal(s, seat: int) -> set[str]:  # type: ignore[no-untyped-def]
    return {GAME.notation(a) for a in GAME.legal_actions(s, seat)}


# --- setup and supplies ------------------------------------------------------------------------


@pytest.mark.rule("duellum.setup.personages", "duellum.supply.limited", "duellum.supply.coins")
def test_the_bank_at_setup() -> None:
    """ΠΡΟΕΤΟΙΜΑΣΙΑ and ΠΕΡΙΕΧΟΜΕΝΑ (l.208): 21 personages in five piles (6 kings,
    5 philosophers, 4 generals, 2 navigators, 4 citizens); 12 temples, 12 walls of which each
    nation holds one, 34 city markers less the six start cities; the coins (30, README 18)
    less the second player's one."""
    s = GAME.setup(2, GAME.options({"map": "west"}), "bank")
    assert s.bank_personages == {
        Personage.KING: 6,
        Personage.PHILOSOPHER: 5,
        Personage.GENERAL: 4,
        Personage.NAVIGATOR: 2,
        Personage.CITIZEN: 4,
    }
    assert s.bank_temples == 12 and s.bank_walls == 12 - 2
    assert sum(s.bank_markers.values()) == 34 - 6
    assert s.bank_markers[Resource.GOLD] == 10 - 2
    assert s.bank_coins + sum(n.coins for n in s.nations) == COINS


@pytest.mark.rule("duellum.supply.resources-unlimited")
def test_resources_never_run_out() -> None:
    """ΚΑΝΟΝΕΣ ΠΟΥ ΣΥΝΗΘΩΣ ΠΑΡΑΛΕΙΠΟΝΤΑΙ, Προμήθειες (l.220): only marble, iron and gold are
    unlimited. A nation holding a great deal of gold still produces in full."""
    s = position("west", current=ROME, stock=({}, {"gold": 500}))
    s = play(s, "rondel 2")  # AURUM: Roma
    assert s.nations[ROME].gold == 501


# --- the rondel ----------------------------------------------------------------------------------


@pytest.mark.rule("duellum.rondel.first-free")
def test_the_first_rondel_move_takes_any_field_for_free() -> None:
    """ΠΟΡΕΙΑ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ, 1. Επιλογή Ενεργειών (l.210): in a nation's first turn any field
    may be chosen, and nothing is paid for it."""
    s = position("west", current=CARTHAGE, stock=({"gold": 3}, {}))
    assert s.nations[CARTHAGE].marker is None
    rondel = {a for a in legal(s, CARTHAGE) if a.startswith("rondel")}
    assert rondel == {f"rondel {i}" for i in range(8)}
    assert refused(s, "rondel 6 pay gold") == "duellum.error.rondel_free"
    s = play(s, "rondel 6")
    assert s.nations[CARTHAGE].marker == 6 and s.nations[CARTHAGE].gold == 3


@pytest.mark.rule("duellum.rondel.fields")
def test_the_eight_fields_and_their_opposites() -> None:
    """ΕΝΕΡΓΕΙΕΣ (l.212) and the Κυκλικός Πίνακας note (l.220): three production fields, three
    uses, each opposite the field producing its resource, and DUELLUM twice (order from
    GAMES.md)."""
    assert RONDEL.fields == (
        "ferrum",
        "templum",
        "aurum",
        "duellum",
        "militia",
        "marmor",
        "scientia",
        "duellum",
    )
    opposite = {f: RONDEL.fields[(i + 4) % 8] for i, f in enumerate(RONDEL.fields)}
    assert (opposite["ferrum"], opposite["marmor"], opposite["aurum"]) == (
        "militia",
        "templum",
        "scientia",
    )


@pytest.mark.rule("duellum.rondel.two-duellum")
def test_from_one_duellum_field_to_the_other_is_a_paid_move() -> None:
    """DUELLUM is printed twice (l.212); from one to the other is four fields on, one paid
    (README 1, 2)."""
    s = position("west", current=CARTHAGE, stock=({"iron": 1}, {}))
    s.nations[CARTHAGE].marker = 3
    assert refused(s, "rondel 7") == "common.rondel.error.unpaid"
    s = play(s, "rondel 7 pay iron")
    assert s.nations[CARTHAGE].marker == 7 and s.nations[CARTHAGE].iron == 0


@pytest.mark.rule("duellum.rondel.shared")
def test_both_markers_may_stand_on_one_field() -> None:
    """1. Επιλογή Ενεργειών (l.210): markers share a field without effect on each other."""
    s = position("west", current=ROME)
    s.nations[CARTHAGE].marker = 2
    s = play(s, "rondel 2")  # AURUM, where Carthage stands
    assert s.nations[ROME].marker == 2 and s.nations[CARTHAGE].marker == 2
    assert s.nations[ROME].gold == 1  # Roma produced as usual


@pytest.mark.rule("duellum.produce.only-income")
def test_coins_come_only_from_production() -> None:
    """ΔΙΑΦΟΡΕΣ, Νομίσματα (l.220): unlike Antike, no coins each turn; only a production field
    brings one."""
    s = position("west", current=CARTHAGE, stock=({"coins": 2}, {"coins": 1}))
    s = play(s, "rondel 1", "end")  # TEMPLUM: nothing built
    assert (s.nations[CARTHAGE].coins, s.nations[ROME].coins) == (2, 1)
    s = play(s, "rondel 0")  # Rome on FERRUM
    assert s.nations[ROME].coins == 2


# --- templum and founding ------------------------------------------------------------------------


@pytest.mark.rule("duellum.templum.one-by-one")
def test_temples_are_paid_one_after_another() -> None:
    """Templum (l.212): several temples in one action are paid in turn, so a temple built
    first raises the surcharge of a neighbouring one built after it. Roma and Neapolis
    touch: the first costs 6 marble, the second 6 marble and a coin."""
    s = position("west", current=ROME, stock=({}, {"marble": 12, "coins": 1}))
    s = on_field(s, "templum")
    s = play(s, "temple roma")
    assert (s.nations[ROME].marble, s.nations[ROME].coins) == (6, 1)
    s = play(s, "temple neapolis")
    assert (s.nations[ROME].marble, s.nations[ROME].coins) == (0, 0)


@pytest.mark.rule("duellum.example.quick-temple", "duellum.templum.wall")
def test_quick_intro_two_walls_and_a_temple_cost_eight_marble() -> None:
    """Γρήγορη Εισαγωγή (l.224), Rome's example: two cities build a wall and one a temple,
    with no temple beside it: 8 marble in all."""
    s = position("west", current=ROME, stock=({}, {"marble": 8}))
    s.nations[ROME].walls = 2
    s.bank_walls -= 1
    s = on_field(s, "templum")
    s = play(s, "wall roma", "wall cremona", "temple neapolis")
    assert s.nations[ROME].marble == 0 and s.nations[ROME].walls == 0
    assert s.cities["neapolis"].temple and s.cities["roma"].wall and s.cities["cremona"].wall


@pytest.mark.rule("duellum.found.unit-needed", "duellum.found.city-site")
def test_founding_needs_a_city_site_and_an_own_unit_not_an_empty_region() -> None:
    """2. Ίδρυση Πόλεων (l.210): a legion or galley of the founder must be in the region;
    enemy units there do not stop it. ΔΙΑΦΟΡΕΣ (l.220): only on a city symbol (Corsica has
    none)."""
    s = position(
        "west",
        current=CARTHAGE,
        legions=({"saguntum": 1}, {}),
        galleys=({"corsica": 1}, {"saguntum": 2}),
        stock=({"marble": 2, "iron": 2, "gold": 2}, {}),
    )
    s = on_field(s, "ferrum")
    assert refused(s, "found corsica marble") == "duellum.error.no_city_site"
    assert refused(s, "found tacape marble") == "duellum.error.no_unit_to_found"
    s = play(s, "found saguntum marble")  # two Roman galleys lie there too
    assert s.cities["saguntum"].owner == CARTHAGE
    assert s.cities["saguntum"].resource is Resource.MARBLE


@pytest.mark.rule("duellum.militia.from-recruitment")
def test_units_are_deployed_only_into_own_cities() -> None:
    """Militia (l.214): units come from the recruitment area into the nation's own cities."""
    s = position("west", current=CARTHAGE, stock=({"iron": 2}, {}))
    s = on_field(s, "militia")
    assert refused(s, "deploy legion roma") == "duellum.error.not_your_city"
    assert refused(s, "deploy legion zama") == "duellum.error.no_city"
    s = play(s, "deploy legion carthago")
    assert s.count(CARTHAGE, Unit.LEGION, "carthago") == 1
    assert s.nations[CARTHAGE].recruit_legions == 0


# --- conquest ------------------------------------------------------------------------------------


@pytest.mark.rule("duellum.conquest.mixed-kinds", "duellum.battle.kinds")
def test_galleys_conquer_a_city_defended_by_a_legion() -> None:
    """ΚΑΝΟΝΕΣ ΠΟΥ ΣΥΝΗΘΩΣ ΠΑΡΑΛΕΙΠΟΝΤΑΙ (l.220): legions and galleys meet only in a
    conquest; a city held by legions alone may be conquered by galleys. Tarraco with one
    Carthaginian legion defends with 2; two Roman galleys take it."""
    s = position(
        "west",
        current=ROME,
        cities={"tarraco": (CARTHAGE, "gold")},
        legions=({"tarraco": 1}, {}),
        galleys=({}, {"tarraco": 2}),
    )
    s = on_field(s, "duellum")
    s = play(s, "conquer tarraco")
    assert s.cities["tarraco"].owner == ROME
    assert s.count(CARTHAGE, Unit.LEGION, "tarraco") == 0
    assert s.nations[CARTHAGE].recruit_legions == 2
    assert s.nations[ROME].recruit_galleys == 3


# --- personages, cards picked, the end -----------------------------------------------------------


@pytest.mark.rule(
    "duellum.events.pick-order",
    "duellum.personage.end-of-turn",
    "duellum.personage.card-for-opponent",
    "duellum.conquest.card-for-loss",
)
def test_both_nations_score_and_the_next_player_picks_first() -> None:
    """3. Απόκτηση Προσωπικοτήτων (l.210): at the end of a turn each nation wins what it has
    reached, and for each personage the opponent picks a card; Πότε επιλέγονται (l.218): a
    nation that lost a city picks one. Rome conquers Tarraco's temple (a general) while
    Carthage, still at six cities after the loss, wins its first king: Carthage, about to
    play, picks two cards (a city lost, Rome's general), then Rome one (Carthage's king)
    (README 25, 26)."""
    s = position(
        "west",
        current=ROME,
        cities={
            "tarraco": (CARTHAGE, "gold", "temple"),
            "zama": (CARTHAGE, "iron"),
            "tacape": (CARTHAGE, "marble"),
            "caesarea": (CARTHAGE, "marble"),
        },
        legions=({}, {"tarraco": 3}),
    )
    assert len(s.cities_of(CARTHAGE)) == 7  # six after the loss, no king yet
    s = on_field(s, "duellum")
    s = play(s, "conquer tarraco", "end")
    assert s.nations[ROME].personages == {Personage.GENERAL: 1}
    assert s.nations[CARTHAGE].personages == {Personage.KING: 1}
    assert [(p.kind, p.seat, p.count) for p in s.pending] == [
        (PendingKind.PICK, CARTHAGE, 2),
        (PendingKind.PICK, ROME, 1),
    ]
    assert GAME.active_seats(s) == frozenset({CARTHAGE})
    first, second = s.row[0], s.row[1]
    s = play(s, f"pick {first}")
    assert len(s.row) == 3
    s = play(s, f"pick {s.row[0]}")
    assert s.nations[CARTHAGE].events[0] == first and second in s.row + s.nations[CARTHAGE].events
    assert GAME.active_seats(s) == frozenset({ROME})
    s = play(s, f"pick {s.row[0]}")
    assert len(s.nations[ROME].events) == 1 and GAME.active_seats(s) == frozenset({CARTHAGE})


@pytest.mark.rule("duellum.end.nine")
def test_when_both_reach_nine_the_player_on_turn_wins() -> None:
    """ΤΕΛΟΣ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ (l.220): the first nation with 9 personages wins. Personages are
    awarded at the end of a turn, the player on turn first (README 26), so when both reach
    nine then, the player on turn got there first. Carthage (8) develops STRATA first, a
    philosopher; Rome (8) holds three temples, a citizen."""
    s = position(
        "west",
        current=CARTHAGE,
        cities={
            "tarraco": (ROME, "gold", "temple"),
            "saguntum": (ROME, "iron", "temple"),
            "genua": (ROME, "marble", "temple"),
        },
        stock=({"gold": 9}, {}),
    )
    held = (
        {Personage.KING: 4, Personage.PHILOSOPHER: 4},
        {Personage.KING: 2, Personage.GENERAL: 4, Personage.NAVIGATOR: 2},
    )
    for seat, personages in enumerate(held):
        s.nations[seat].personages = dict(personages)
        s.nations[seat].marks = {Personage.KING: personages[Personage.KING]}
        for kind, k in personages.items():
            s.bank_personages[kind] -= k
    s = on_field(s, "scientia")
    s = play(s, "develop strata", "end")
    assert [n.personage_count for n in s.nations] == [9, 9]
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == (CARTHAGE,)


# --- event cards: every card of each effect family -------------------------------------------


@pytest.mark.rule("duellum.card.gain")
@pytest.mark.parametrize("cid", cards(Effect.GAIN))
def test_every_gain_card_brings_its_resources_and_coins(cid: str) -> None:
    """GAMES.md and data/events.json: the card brings what it names; coins come from the bank
    and only while it has them."""
    p = load_events().card(cid).params
    s = give_card(position("west", current=CARTHAGE), CARTHAGE, cid)
    s = play(s, f"event {cid}")
    n = s.nations[CARTHAGE]
    assert (n.marble, n.iron, n.gold, n.coins) == (p.marble, p.iron, p.gold, p.coins)
    assert cid in s.discard and cid not in n.events
    if p.marble + p.iron + p.gold and p.coins:
        s = give_card(position("west", current=CARTHAGE), CARTHAGE, cid)
        s.nations[ROME].coins, s.bank_coins = s.bank_coins, 0
        s = play(s, f"event {cid}")
        assert s.nations[CARTHAGE].coins == 0 and s.nations[CARTHAGE].gold == p.gold


@pytest.mark.rule("duellum.card.recruit")
@pytest.mark.parametrize("cid", cards(Effect.RECRUIT))
def test_every_recruit_card_brings_units_from_the_supply(cid: str) -> None:
    """The card moves its units from the supply to the recruitment area for free; a supply
    short of them gives what it has."""
    p = load_events().card(cid).params
    s = give_card(position("west", current=CARTHAGE), CARTHAGE, cid)
    s = play(s, f"event {cid}")
    n = s.nations[CARTHAGE]
    assert (n.recruit_legions, n.recruit_galleys) == (1 + p.legions, 1 + p.galleys)
    assert (n.legions, n.galleys) == (11 - p.legions, 11 - p.galleys)
    s = give_card(position("west", current=CARTHAGE), CARTHAGE, cid)
    n = s.nations[CARTHAGE]
    n.recruit_legions, n.legions = n.recruit_legions + n.legions - 1, 1
    n.recruit_galleys, n.galleys = n.recruit_galleys + n.galleys - 1, 1
    s = play(s, f"event {cid}")
    assert (s.nations[CARTHAGE].legions, s.nations[CARTHAGE].galleys) == (
        1 - min(1, p.legions),
        1 - min(1, p.galleys),
    )


@pytest.mark.rule("duellum.card.muster")
@pytest.mark.parametrize("cid", cards(Effect.MUSTER))
def test_muster_sends_a_galley_into_a_harbour_for_free(cid: str) -> None:
    """The card places a unit of the recruitment area in an own city that can hold it, free
    of iron; a galley cannot be placed in an inland city."""
    s = give_card(position("west", current=CARTHAGE), CARTHAGE, cid)
    s = play(s, f"event {cid} region=carthago unit=galley")
    assert s.count(CARTHAGE, Unit.GALLEY, "carthago") == 1
    assert s.nations[CARTHAGE].recruit_galleys == 0
    s = position("west", current=CARTHAGE, cities={"zama": (CARTHAGE, "iron")})
    s = give_card(s, CARTHAGE, cid)
    assert refused(s, f"event {cid} region=zama unit=galley") == "duellum.error.unit_cannot_stand"


@pytest.mark.rule("duellum.card.wall")
@pytest.mark.parametrize("cid", cards(Effect.WALL))
def test_every_wall_card_takes_a_wall_from_the_bank(cid: str) -> None:
    s = give_card(position("west", current=ROME), ROME, cid)
    bank = s.bank_walls
    s = play(s, f"event {cid}")
    assert s.nations[ROME].walls == 2 and s.bank_walls == bank - 1


@pytest.mark.rule("duellum.card.plague", "duellum.card.storm")
@pytest.mark.parametrize("cid", cards(Effect.PLAGUE) + cards(Effect.STORM))
def test_plague_and_storm_cards_strike_one_enemy_unit_of_their_kind(cid: str) -> None:
    """A plague sends one enemy legion of the region back to its recruitment area, a storm
    one enemy galley; the other units there stay."""
    kind = Unit.LEGION if load_events().card(cid).effect is Effect.PLAGUE else Unit.GALLEY
    s = position(
        "west",
        current=CARTHAGE,
        legions=({}, {"roma": 2}),
        galleys=({}, {"roma": 2}),
    )
    s = give_card(s, CARTHAGE, cid)
    s = play(s, f"event {cid} region=roma")
    other = Unit.GALLEY if kind is Unit.LEGION else Unit.LEGION
    assert s.count(ROME, kind, "roma") == 1 and s.count(ROME, other, "roma") == 2
    assert s.nations[ROME].recruits(kind) == 2


@pytest.mark.rule("duellum.card.levy")
@pytest.mark.parametrize("cid", cards(Effect.LEVY))
def test_the_levy_takes_at_most_its_amount_and_what_the_opponent_has(cid: str) -> None:
    amount = load_events().card(cid).params.amount
    s = position("west", current=CARTHAGE, stock=({}, {"iron": amount + 3, "gold": 1}))
    s = give_card(s, CARTHAGE, cid)
    s = play(s, f"event {cid} resource=iron")
    assert (s.nations[CARTHAGE].iron, s.nations[ROME].iron) == (amount, 3)
    s = give_card(position("west", current=CARTHAGE, stock=({}, {"gold": 1})), CARTHAGE, cid)
    s = play(s, f"event {cid} resource=gold")
    assert (s.nations[CARTHAGE].gold, s.nations[ROME].gold) == (1, 0)


@pytest.mark.rule("duellum.card.architect")
@pytest.mark.parametrize("cid", cards(Effect.ARCHITECT))
def test_the_architect_lowers_every_temple_of_the_turn(cid: str) -> None:
    """Played before the rondel move, the card takes its discount off each temple of the
    TEMPLUM action that follows (Roma 3 marble, then Neapolis 3 marble and Roma's coin)."""
    discount = load_events().card(cid).params.discount
    s = position("west", current=ROME, stock=({}, {"marble": 2 * (6 - discount), "coins": 1}))
    s.nations[ROME].marker = 0
    s = give_card(s, ROME, cid)
    s = play(s, f"event {cid}", "rondel 1", "temple roma", "temple neapolis")
    assert (s.nations[ROME].marble, s.nations[ROME].coins) == (0, 0)
    s = play(s, "end")
    assert s.this.discount == 0  # the next turn pays in full


@pytest.mark.rule("duellum.card.forced-march")
@pytest.mark.parametrize("cid", cards(Effect.FORCED_MARCH))
def test_a_forced_march_adds_a_border_for_its_kind_only(cid: str) -> None:
    """The card gives its kind of unit one more border this turn; the other kind keeps its
    reach. A legion from Carthago reaches Siga's neighbour two borders on; a galley from
    Carthago a sea two blue borders away."""
    unit = load_events().card(cid).params.unit
    assert unit is not None
    other = Unit.GALLEY if unit is Unit.LEGION else Unit.LEGION
    s = position("west", current=CARTHAGE, legions=({"carthago": 1}, {}))
    s.galleys[CARTHAGE]["carthago"] = 1
    s.nations[CARTHAGE].galleys -= 1
    s = give_card(s, CARTHAGE, cid)
    s = on_field(s, "duellum")
    before = {a for a in legal(s, CARTHAGE) if a.startswith("move")}
    s = play(s, f"event {cid}")
    after = {a for a in legal(s, CARTHAGE) if a.startswith("move")}
    gained = after - before
    assert gained and all(a.startswith(f"move {unit} ") for a in gained)
    assert {a for a in after if a.startswith(f"move {other} ")} == {
        a for a in before if a.startswith(f"move {other} ")
    }
    if unit is Unit.GALLEY:
        far = [a.split()[-1] for a in gained]
        dist = load_side("west").distances("carthago", GALLEY_BORDERS)
        assert {dist[r] for r in far} == {2}


@pytest.mark.rule("duellum.card.earthquake", "duellum.card.burglary")
@pytest.mark.parametrize("coins", [2, 3, 7])
def test_earthquake_and_burglary(coins: int) -> None:
    """GAMES.md: Earthquake destroys a wall of the player's choice, here its own, which goes
    back to its supply; Burglary takes half the opponent's coins, rounded down."""
    s = position(
        "west",
        current=CARTHAGE,
        cities={"carthago": (CARTHAGE, "iron", "wall")},
        stock=({}, {"coins": coins}),
    )
    s = give_card(give_card(s, CARTHAGE, "earthquake"), CARTHAGE, "burglary")
    walls = s.nations[CARTHAGE].walls
    s = play(s, "event earthquake region=carthago", "event burglary")
    assert not s.cities["carthago"].wall and s.nations[CARTHAGE].walls == walls + 1
    assert s.nations[ROME].coins == coins - coins // 2


@pytest.mark.rule("duellum.card.oracle")
@pytest.mark.parametrize("cid", cards(Effect.ORACLE))
def test_the_oracle_frees_the_whole_round_but_only_before_the_move(cid: str) -> None:
    s = position("west", current=CARTHAGE, stock=({"gold": 5}, {}))
    s.nations[CARTHAGE].marker = 2
    s = give_card(s, CARTHAGE, cid)
    s = play(s, f"event {cid}")
    assert refused(s, "rondel 2 pay gold,gold,gold,gold,gold") == "duellum.error.oracle_free"
    s = play(s, "rondel 2")  # the same field again, a whole round, free
    assert s.nations[CARTHAGE].gold == 5 + 1
    s = give_card(s, CARTHAGE, cid)
    assert refused(s, f"event {cid}") == "duellum.error.oracle_when"


@pytest.mark.rule("duellum.events.when-useful")
@pytest.mark.parametrize(
    ("cid", "action", "key"),
    [
        ("burglary", "event burglary", "nothing_to_steal"),
        ("earthquake", "event earthquake region=roma", "no_wall_there"),
        ("plague_of_athens", "event plague_of_athens region=roma", "no_enemy_unit"),
        ("mercenary_revolt", "event mercenary_revolt region=roma", "no_enemy_unit"),
        ("storm_at_athos", "event storm_at_athos region=roma", "no_enemy_unit"),
        ("storm_off_camarina", "event storm_off_camarina region=roma", "no_enemy_unit"),
        ("war_indemnity", "event war_indemnity resource=gold", "foe_has_none"),
        ("themistocles_walls", "event themistocles_walls", "bank_no_walls"),
        ("captured_quinquereme", "event captured_quinquereme", "supply_empty"),
        ("hoplite_levy", "event hoplite_levy region=carthago unit=legion", "none_to_deploy"),
        ("academy", "event academy", "academy_nothing"),
        ("phidias", "event phidias", "architect_when"),
        ("hannibals_march", "event hannibals_march", "march_when"),
        ("etesian_winds", "event etesian_winds", "march_when"),
    ],
)
def test_a_card_is_played_only_when_it_does_something(cid: str, action: str, key: str) -> None:
    """ΚΑΡΤΕΣ ΓΕΓΟΝΟΤΩΝ (l.218) and README 27: a card that would change nothing, or is played
    outside its moment, is refused and not offered. Rome has one coin, no units on the map,
    no gold and no know-how; the bank has no wall; Carthage has no galley in its supply and
    no legion waiting; Carthage is on SCIENTIA, after its rondel move."""
    s = position("west", current=CARTHAGE, stock=({}, {"coins": 1}))
    s.bank_walls = 0
    n = s.nations[CARTHAGE]
    n.recruit_galleys, n.galleys = n.recruit_galleys + n.galleys, 0
    n.legions, n.recruit_legions = n.legions + n.recruit_legions, 0
    s = on_field(give_card(s, CARTHAGE, cid), "scientia")
    assert refused(s, action) == f"duellum.error.{key}"
    assert action not in legal(s, CARTHAGE)


@pytest.mark.rule("duellum.events.when-useful", "duellum.card.gain", "duellum.card.oracle")
@pytest.mark.parametrize("edition", [1, 3])
def test_coins_from_an_empty_bank_and_an_oracle_for_a_free_move_do_nothing(edition: int) -> None:
    """README 27: from engine version 3 (edition 3, every new match) a card of coins only is
    refused while the bank has none, and the oracle before a nation's first rondel move,
    already free; a match set up before keeps the plays it allowed."""
    assert GAME.setup(2, GAME.options(), "new").edition == 3
    s = position("west", current=CARTHAGE)
    s.edition = edition
    s.nations[ROME].coins, s.bank_coins = s.bank_coins, 0
    s = give_card(give_card(s, CARTHAGE, "phoenician_traders"), CARTHAGE, "oracle_of_delphi")
    if edition >= 3:
        assert refused(s, "event phoenician_traders") == "duellum.error.bank_no_coins"
        assert refused(s, "event oracle_of_delphi") == "duellum.error.oracle_first_move"
        assert not {a for a in legal(s, CARTHAGE) if a.startswith("event")}
    else:
        s = play(s, "event phoenician_traders", "event oracle_of_delphi")
        assert s.nations[CARTHAGE].coins == 0 and s.this.free_rondel


# --- the special units ---------------------------------------------------------------------------


@pytest.mark.rule("duellum.special.morale", "duellum.special.survives")
def test_a_defending_general_adds_one_and_survives_the_fall() -> None:
    """ΠΑΡΑΛΛΑΓΗ (l.218): a special unit helping a city defend adds 1 to its defence; after
    the conquest it survives in the region. Tarraco with the General defends with 2: one
    Roman legion is too weak, two take it."""
    s = position(
        "west",
        current=ROME,
        cities={"tarraco": (CARTHAGE, "gold")},
        legions=({}, {"tarraco": 1}),
        options={"special_units": True},
    )
    s.nations[CARTHAGE].special_at = "tarraco"
    s = on_field(s, "duellum")
    assert refused(s, "conquer tarraco") == "duellum.error.too_weak"
    s.legions[ROME]["tarraco"] = 2
    s.nations[ROME].legions -= 1
    s = play(s, "conquer tarraco")
    assert s.cities["tarraco"].owner == ROME
    assert s.nations[CARTHAGE].special_at == "tarraco"
    assert s.nations[ROME].recruit_legions == 1 + 2


@pytest.mark.rule("duellum.special.navigator")
def test_the_admiral_counts_toward_a_navigator() -> None:
    """ΣΚΟΠΟΣ (l.210) with the ΠΑΡΑΛΛΑΓΗ (README 29): the Admiral holds a region for the
    navigators like a galley. Three Roman galleys on open seas make 6; the Admiral in Roma
    (a coast, 1) makes the 7."""
    seas = {"mare_tyrrhenum": 1, "mare_ligusticum": 1, "mare_sardoum": 1}
    s = position("west", current=ROME, galleys=({}, seas), options={"special_units": True})
    without = play(on_field(s.model_copy(deep=True), "ferrum"), "end")
    assert Personage.NAVIGATOR not in without.nations[ROME].personages
    s.nations[ROME].special_at = "roma"
    s = play(on_field(s, "ferrum"), "end")
    assert s.nations[ROME].personages == {Personage.NAVIGATOR: 1}
