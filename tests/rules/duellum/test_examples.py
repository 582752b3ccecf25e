"""Every worked example of the Antike Duellum rulebook (Greek edition, seeds/000) as a test.

Section names are the rulebook's own headings. Seat 0 is Carthage (west) or Greece (east),
seat 1 Rome or Persia; the rulebook's brown and beige are given the seat the example needs.
"""

from __future__ import annotations

import pytest

from rules.common.maps import GALLEY_BORDERS, Resource, Unit
from rules.core import IllegalAction
from rules.duellum import GAME
from rules.duellum.maps import load_side
from rules.duellum.state import PendingKind, Personage
from tests.rules.duellum.scenario import on_field, play, position, step

CARTHAGE, ROME = 0, 1
GREECE, PERSIA = 0, 1


@pytest.mark.rule(
    "duellum.pay.coins-replace",
    "duellum.found.unit-needed",
    "duellum.found.cost",
    "duellum.found.surcharge",
    "duellum.found.several",
    "duellum.example.founding",
)
def test_founding_baecula_and_saguntum() -> None:
    """ΠΟΡΕΙΑ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ, 2. Ίδρυση Πόλεων, example: Baecula (gold, +1 coin for Carthago
    Nova) and Saguntum (iron; gold would cost 3 more coins); nothing at Numantia without a
    unit. They pay 2 gold, 2 marble, 1 iron and a coin for the missing iron, plus the coin."""
    s = position(
        "west",
        current=CARTHAGE,
        cities={"tarraco": (ROME, "gold")},
        legions=({"baecula": 1, "saguntum": 1}, {}),
        stock=({"marble": 2, "iron": 1, "gold": 2, "coins": 2}, {}),
    )
    s = on_field(s, "ferrum")
    with pytest.raises(IllegalAction) as refused:
        step(s, "found numantia gold")
    assert refused.value.msg.key == "duellum.error.no_unit_to_found"
    s = play(s, "found baecula gold")
    # Saguntum now touches three gold cities: Carthago Nova, Tarraco and Baecula
    with pytest.raises(IllegalAction) as refused:
        step(s, "found saguntum gold")
    assert refused.value.msg.key == "duellum.error.cannot_afford_city"
    assert refused.value.msg.params["coins"] == 3
    s = play(s, "found saguntum iron")
    n = s.nations[CARTHAGE]
    assert (n.marble, n.iron, n.gold, n.coins) == (0, 0, 0, 0)
    assert s.cities["baecula"].resource is Resource.GOLD
    assert s.cities["saguntum"].resource is Resource.IRON
    assert s.cities["saguntum"].owner == CARTHAGE


@pytest.mark.rule(
    "duellum.produce.amount",
    "duellum.produce.coin",
    "duellum.templum.triples",
    "duellum.example.production",
)
def test_production_ancona_and_roma() -> None:
    """ΕΝΕΡΓΕΙΕΣ ΠΑΡΑΓΩΓΗΣ, example "Παραγωγή": five neighbouring Roman cities; AURUM gives 4
    gold (3 from Ancona with its temple, 1 from Roma) and 1 coin; MARMOR would give 2 marble
    and FERRUM 1 iron, each with 1 coin."""
    cities = {"ancona": (ROME, "gold", "temple"), "genua": (ROME, "marble")}
    expected = {"aurum": ("gold", 4), "marmor": ("marble", 2), "ferrum": ("iron", 1)}
    for field, (resource, amount) in expected.items():
        s = position("west", current=ROME, cities=cities)
        index = ["ferrum", "templum", "aurum", "duellum", "militia", "marmor"].index(field)
        s = play(s, f"rondel {index}")
        n = s.nations[ROME]
        assert n.stock(Resource(resource)) == amount, field
        assert n.coins == 1


@pytest.mark.rule("duellum.templum.temple", "duellum.templum.wall", "duellum.example.temple")
def test_temple_at_neapolis_and_two_walls() -> None:
    """Templum, "Παράδειγμα Ναού και Τείχους": a temple at Neapolis costs 6 marble plus 3 coins
    (temples at Ancona, Croton and Syracusae); walls at Croton and Neapolis cost 2 marble."""
    s = position(
        "west",
        current=ROME,
        cities={
            "ancona": (ROME, "gold", "temple"),
            "croton": (ROME, "iron", "temple"),
            "syracusae": (CARTHAGE, "marble", "temple"),
        },
        stock=({}, {"marble": 8, "coins": 3}),
    )
    s.nations[ROME].walls = 2
    s.bank_walls -= 1
    s = on_field(s, "templum")
    s = play(s, "temple neapolis", "wall croton", "wall neapolis")
    n = s.nations[ROME]
    assert (n.marble, n.coins, n.walls) == (0, 0, 0)
    assert s.cities["neapolis"].temple and s.cities["neapolis"].wall
    assert s.cities["croton"].wall


@pytest.mark.rule(
    "duellum.militia.cost",
    "duellum.militia.from-recruitment",
    "duellum.militia.city-limit",
    "duellum.militia.border-colours",
    "duellum.militia.battle",
    "duellum.example.militia",
)
def test_deploying_units_militia_example() -> None:
    """Militia, "Ανάπτυξη Μονάδων": with 2 legions and 1 galley recruited, 4 iron deploy 2
    units; Zama (red borders only) takes legions only, Carthago one unit, Caesarea (temple) up
    to 3; a unit placed where an enemy unit of its kind stands fights it at once, both go back
    to the recruitment areas, and it may not be deployed again this turn."""
    s = position(
        "west",
        current=CARTHAGE,
        cities={"zama": (CARTHAGE, "iron"), "caesarea": (CARTHAGE, "gold", "temple")},
        legions=({}, {"caesarea": 1}),
        stock=({"iron": 4}, {}),
    )
    n = s.nations[CARTHAGE]
    n.legions -= 1
    n.recruit_legions = 2
    s = on_field(s, "militia")
    with pytest.raises(IllegalAction) as refused:
        step(s, "deploy galley zama")
    assert refused.value.msg.key == "duellum.error.unit_cannot_stand"
    s = play(s, "deploy galley carthago")
    with pytest.raises(IllegalAction) as refused:
        step(s, "deploy legion carthago")
    assert refused.value.msg.key == "duellum.error.city_full"
    s = play(s, "deploy legion caesarea")
    assert s.count(CARTHAGE, Unit.LEGION, "caesarea") == 0
    assert s.count(ROME, Unit.LEGION, "caesarea") == 0
    assert s.nations[ROME].recruit_legions == 2  # 1 from setup + the fallen one
    assert s.nations[CARTHAGE].recruit_legions == 2  # 1 left + the fallen one
    assert s.nations[CARTHAGE].iron == 0
    s.nations[CARTHAGE].iron = 4
    s = play(s, "deploy legion caesarea")  # the second recruited legion
    assert s.count(CARTHAGE, Unit.LEGION, "caesarea") == 1
    assert s.nations[CARTHAGE].recruit_legions == 1
    with pytest.raises(IllegalAction) as refused:
        step(s, "deploy legion caesarea")  # the fallen one may not come back this turn
    assert refused.value.msg.key == "duellum.error.none_to_deploy"


@pytest.mark.rule("duellum.templum.triples", "duellum.militia.city-limit")
def test_caesarea_takes_three_new_units_with_its_temple() -> None:
    """Militia: the limit is 1 new unit per city, 3 in a city with a temple."""
    s = position(
        "west",
        current=CARTHAGE,
        cities={"caesarea": (CARTHAGE, "gold", "temple")},
        stock=({"iron": 8}, {}),
    )
    n = s.nations[CARTHAGE]
    n.legions -= 3
    n.recruit_legions = 4
    s = on_field(s, "militia")
    s = play(s, "deploy legion caesarea", "deploy legion caesarea", "deploy galley caesarea")
    with pytest.raises(IllegalAction) as refused:
        step(s, "deploy legion caesarea")
    assert refused.value.msg.key == "duellum.error.city_full"
    assert s.count(CARTHAGE, Unit.LEGION, "caesarea") == 2
    assert s.count(CARTHAGE, Unit.GALLEY, "caesarea") == 1


@pytest.mark.rule(
    "duellum.scientia.knowhow",
    "duellum.scientia.several",
    "duellum.scientia.recruit",
    "duellum.knowhow.commercium",
    "duellum.personage.philosopher",
    "duellum.example.scientia",
)
def test_developing_navigatio_and_commercium_and_recruiting() -> None:
    """Scientia, "Παράδειγμα Ανάπτυξης Τεχνογνωσίας και Στρατολόγησης Μονάδων": NAVIGATIO costs 3
    gold because the opponent holds it, COMMERCIUM 9 (first): 12 gold; a philosopher at the end
    of the turn for COMMERCIUM only; 3 legions and 1 galley are recruited for 5 gold."""
    s = position("west", current=CARTHAGE, stock=({"gold": 17}, {}))
    s.nations[ROME].knowhows = ["navigatio"]
    s = on_field(s, "scientia")
    s = play(s, "develop navigatio", "develop commercium")
    assert s.nations[CARTHAGE].gold == 5
    s = play(s, "recruit legion", "recruit legion", "recruit legion", "recruit galley")
    n = s.nations[CARTHAGE]
    assert n.gold == 0
    assert (n.recruit_legions, n.recruit_galleys) == (4, 2)
    assert (n.legions, n.galleys) == (8, 10)
    s.nations[CARTHAGE].marble = 3
    with pytest.raises(IllegalAction) as refused:
        step(s, "trade marble,marble,marble iron,iron")  # not in the turn it is developed
    assert refused.value.msg.key == "duellum.error.commercium_this_turn"
    s = play(s, "end")
    assert s.nations[CARTHAGE].personages == {Personage.PHILOSOPHER: 1}


@pytest.mark.rule("duellum.knowhow.commercium", "duellum.example.commercium")
def test_commercium_trades_four_gold_and_two_marble_for_four_iron() -> None:
    """Ιδιότητες των Τεχνογνωσιών, COMMERCIUM example: 4 gold and 2 marble for 4 iron, as two
    trades of 3 for 2; never for coins."""
    s = position("west", current=CARTHAGE, stock=({"gold": 4, "marble": 2}, {}))
    s.nations[CARTHAGE].knowhows = ["commercium"]
    s = play(s, "trade gold,gold,gold iron,iron", "trade marble,marble,gold iron,iron")
    n = s.nations[CARTHAGE]
    assert (n.gold, n.marble, n.iron) == (0, 0, 4)


@pytest.mark.rule(
    "duellum.knowhow.strata",
    "duellum.move.borders",
    "duellum.move.reach",
    "duellum.battle.on-entry",
    "duellum.example.movement",
)
def test_movement_from_roma_with_strata() -> None:
    """Duellum, "Παράδειγμα Μετακίνησης": a legion and a galley in Roma; with STRATA the legion
    may go a second border; the galley reaches only neighbours by sea; moving the galley to
    Corsica where an enemy galley lies is a battle: both go back to recruitment."""
    s = position(
        "west",
        current=ROME,
        legions=({}, {"roma": 1}),
        galleys=({"corsica": 1}, {"roma": 1}),
    )
    s.nations[ROME].knowhows = ["strata"]
    s = on_field(s, "duellum")
    moves = {GAME.notation(a) for a in GAME.legal_actions(s, ROME) if a.type == "move"}
    assert "move legion roma ancona" in moves
    assert "move legion roma brundisium" in moves  # two red borders, by Ancona or Neapolis
    assert "move galley roma corsica" in moves
    m = load_side("west")
    galleys = [mv.split()[-1] for mv in moves if mv.startswith("move galley roma ")]
    assert all(m.border("roma", to) in GALLEY_BORDERS for to in galleys)  # one border only
    s = play(s, "move galley roma corsica")
    assert s.count(ROME, Unit.GALLEY, "corsica") == 0
    assert s.count(CARTHAGE, Unit.GALLEY, "corsica") == 0
    assert s.nations[ROME].recruit_galleys == 2
    assert s.nations[CARTHAGE].recruit_galleys == 2


@pytest.mark.rule(
    "duellum.conquest.defence",
    "duellum.conquest.enough-units",
    "duellum.conquest.units-in-region",
    "duellum.conquest.casualties",
    "duellum.conquest.defenders-fall",
    "duellum.conquest.flip",
    "duellum.conquest.card-for-loss",
    "duellum.events.row",
    "duellum.example.conquest",
)
def test_conquest_of_tarraco() -> None:
    """Duellum, "Παράδειγμα Κατάκτησης": Tarraco's defence is 2 (the city and one galley); two
    legions there conquer it; they and the galley go back to recruitment; the loser picks an
    event card. With one more galley the defence would be 3 and the conquest impossible."""
    s = position(
        "west",
        current=ROME,
        cities={"tarraco": (CARTHAGE, "gold")},
        legions=({}, {"tarraco": 2}),
        galleys=({"tarraco": 1}, {}),
    )
    s = on_field(s, "duellum")
    stronger = s.model_copy(deep=True)
    stronger.galleys[CARTHAGE]["tarraco"] = 2
    stronger.nations[CARTHAGE].galleys -= 1
    with pytest.raises(IllegalAction) as refused:
        step(stronger, "conquer tarraco")
    assert refused.value.msg.key == "duellum.error.too_weak"
    assert refused.value.msg.params["defence"] == 3
    s = play(s, "conquer tarraco")
    assert s.cities["tarraco"].owner == ROME
    assert s.count(ROME, Unit.LEGION, "tarraco") == 0
    assert s.nations[ROME].recruit_legions == 3
    assert s.nations[CARTHAGE].recruit_galleys == 2
    s = play(s, "end")
    assert [(p.kind, p.seat, p.count) for p in s.pending] == [(PendingKind.PICK, CARTHAGE, 1)]
    chosen = s.row[0]
    s = play(s, f"pick {chosen}")
    assert s.nations[CARTHAGE].events == [chosen]
    assert len(s.row) == 3  # the gap is filled at once


def _aenos(res_publica: bool = False):  # type: ignore[no-untyped-def]
    s = position(
        "east",
        current=GREECE,
        cities={
            "ainos": (PERSIA, "marble", "temple+wall"),
            "abydos": (PERSIA, "iron"),
        },
        legions=({"abdera": 2, "pergamon": 2}, {}),
        galleys=({"lesbos": 1, "aigaion": 2}, {"lemnos": 1}),
    )
    larisa = s.cities.pop("larisa")  # so that Ainos and Abydos do not make five cities (a king)
    s.bank_markers[larisa.resource] += 1
    s.nations[GREECE].knowhows = ["navigatio"]
    if res_publica:
        s.nations[PERSIA].knowhows = ["res_publica"]
    return on_field(s, "duellum")


@pytest.mark.rule(
    "duellum.templum.one-per-city",
    "duellum.templum.triples",
    "duellum.knowhow.navigatio",
    "duellum.battle.on-entry",
    "duellum.conquest.after-moves",
    "duellum.conquest.defence",
    "duellum.conquest.defenders-fall",
    "duellum.conquest.temple",
    "duellum.conquest.wall",
    "duellum.personage.general",
    "duellum.personage.card-for-opponent",
    "duellum.example.ainos",
)
def test_movement_and_conquest_of_ainos() -> None:
    """ΕΝΕΡΓΕΙΕΣ, "Παράδειγμα μετακίνησης και κατάκτησης": with NAVIGATIO, the Greeks bring two
    legions from Abdera and a galley from Lesbos into Ainos; of two galleys from the Aegean
    Sea, the one that meets the Persian galley at Lemnos falls with it and the other goes on;
    two legions from Pergamon go to Abydos. Ainos (temple 3 + wall 1) costs all 4 units; its
    temple goes back to the bank and its wall to Persia; Abydos (defence 1) costs 1 legion.
    For the destroyed temple Greece wins a general; Persia picks 2 event cards."""
    s = _aenos()
    # passing Lemnos means fighting there: the way through it is not offered while it is held
    with pytest.raises(IllegalAction) as refused:
        step(s, "move galley aigaion ainos")
    assert refused.value.msg.key == "duellum.error.battle_on_the_way"
    s = play(
        s,
        "move legion abdera ainos",
        "move legion abdera ainos",
        "move galley lesbos ainos",
        "move galley aigaion lemnos",  # battle: one galley each falls
        "move galley aigaion ainos",  # by Lemnos, now clear
        "move legion pergamon abydos",
        "move legion pergamon abydos",
    )
    assert s.count(PERSIA, Unit.GALLEY, "lemnos") == 0
    assert s.count(GREECE, Unit.LEGION, "ainos") == 2
    assert s.count(GREECE, Unit.GALLEY, "ainos") == 2
    temples_in_bank = s.bank_temples
    s = play(s, "conquer ainos")
    assert s.cities["ainos"].owner == GREECE
    assert not s.cities["ainos"].temple and not s.cities["ainos"].wall
    assert s.bank_temples == temples_in_bank + 1
    assert s.nations[PERSIA].walls == 2
    assert attackers_left(s, "ainos") == 0
    with pytest.raises(IllegalAction) as refused:
        step(s, "move legion abydos pergamon")  # conquest closes movement
    assert refused.value.msg.key == "duellum.error.moves_over"
    s = play(s, "conquer abydos")
    assert s.cities["abydos"].owner == GREECE
    assert s.count(GREECE, Unit.LEGION, "abydos") == 1
    walls_before = s.nations[GREECE].walls
    s = play(s, "end")
    assert s.nations[GREECE].personages == {Personage.GENERAL: 1}
    assert s.nations[GREECE].walls == walls_before + 1  # the wall symbol at 1 personage
    assert [(p.kind, p.seat, p.count) for p in s.pending] == [(PendingKind.PICK, PERSIA, 2)]
    s = pick_first(s, 2)
    assert len(s.nations[PERSIA].events) == 2
    assert not s.pending and s.current == PERSIA


def pick_first(s, times: int):  # type: ignore[no-untyped-def]
    for _ in range(times):
        s = play(s, f"pick {s.row[0]}")
    return s


def attackers_left(s, region: str) -> int:  # type: ignore[no-untyped-def]
    return s.count(GREECE, Unit.LEGION, region) + s.count(GREECE, Unit.GALLEY, region)


@pytest.mark.rule(
    "duellum.knowhow.res-publica",
    "duellum.conquest.defence",
    "duellum.conquest.enough-units",
    "duellum.example.ainos-res-publica",
)
def test_ainos_holds_with_res_publica() -> None:
    """The same example: had Persia held RES PUBLICA, Ainos's defence would be 5 and the
    Greeks could not bring 5 units."""
    s = _aenos(res_publica=True)
    s = play(
        s,
        "move legion abdera ainos",
        "move legion abdera ainos",
        "move galley lesbos ainos",
        "move galley aigaion lemnos",
        "move galley aigaion ainos",  # by Lemnos, now clear
    )
    with pytest.raises(IllegalAction) as refused:
        step(s, "conquer ainos")
    assert refused.value.msg.params["defence"] == 5


@pytest.mark.rule("duellum.personage.king", "duellum.personage.kept", "duellum.example.kings")
def test_kings_are_kept_and_not_won_twice() -> None:
    """ΣΚΟΠΟΣ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ, example: a nation with 10 cities and two kings loses a city and
    keeps both kings; back at 10 cities it wins no third; the third comes at 15."""
    sites = ["tingis", "siga", "caesarea", "zama", "tacape", "baecula", "saguntum"]
    cities = {r: (CARTHAGE, "marble") for r in sites}
    s = position("west", current=CARTHAGE, cities=cities)  # 3 start cities + 7 = 10
    s = on_field(s, "ferrum")
    s = play(s, "end")
    assert s.nations[CARTHAGE].personages == {Personage.KING: 2}
    s = pick_first(s, 2)
    # Rome takes Zama; later Carthage gets back to 10
    s.cities["zama"].owner = ROME
    s.current = CARTHAGE
    s = on_field(s, "ferrum")
    s = play(s, "end")
    assert s.nations[CARTHAGE].personages == {Personage.KING: 2}
    s.cities["zama"].owner = CARTHAGE
    s.current = CARTHAGE
    s = on_field(s, "ferrum")
    s = play(s, "end")
    assert s.nations[CARTHAGE].personages == {Personage.KING: 2}
    for r in ["numantia", "tarraco", "tolosa", "massilia", "lugdunum"]:
        s.cities[r] = s.cities["zama"].model_copy(update={"resource": Resource.IRON})
        s.bank_markers[Resource.IRON] -= 1
    s.current = CARTHAGE
    s = on_field(s, "ferrum")
    s = play(s, "end")
    assert s.nations[CARTHAGE].personages == {Personage.KING: 3}


@pytest.mark.rule("duellum.personage.wall-track", "duellum.example.wall-track")
def test_wall_track_from_one_to_three() -> None:
    """3. Απόκτηση Προσωπικοτήτων: moving from 1 to 3 personages passes two wall symbols (2 and
    3) and brings 2 walls."""
    s = position("west", current=CARTHAGE, stock=({"gold": 20}, {}))
    s.nations[CARTHAGE].personages = {Personage.KING: 1}
    s.bank_personages[Personage.KING] -= 1
    s.nations[CARTHAGE].marks = {Personage.KING: 1}
    s = on_field(s, "scientia")
    s = play(s, "develop strata", "develop navigatio", "end")
    assert s.nations[CARTHAGE].personage_count == 3
    assert s.nations[CARTHAGE].walls == 1 + 2


@pytest.mark.rule("duellum.rondel.fields", "duellum.rondel.three-free", "duellum.example.rondel")
def test_rondel_example_from_ferrum() -> None:
    """1. Επιλογή Ενεργειών, example: from FERRUM, TEMPLUM/AURUM/DUELLUM are free, MILITIA costs
    one unit and MARMOR two."""
    s = position("west", current=CARTHAGE, stock=({"marble": 2, "iron": 2}, {}))
    s.nations[CARTHAGE].marker = 0
    costs = {}
    for a in GAME.legal_actions(s, CARTHAGE):
        if a.type == "rondel":
            costs.setdefault(a.field, len(a.pay))
    assert costs[1] == costs[2] == costs[3] == 0
    assert costs[4] == 1 and costs[5] == 2
    assert 0 not in costs  # staying needs the full round: 5 units, more than it holds
    s2 = play(s, "rondel 5 pay marble,iron")
    assert (s2.nations[CARTHAGE].marble, s2.nations[CARTHAGE].iron) == (1 + 1, 1)
