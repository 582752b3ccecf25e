"""Nations' card data as shipped: it loads and validates, refuses broken files with a clear message,
holds every card the rulebook names with the effect the rulebook states, and has enough cards for
every player count and card set. Sections cited are the Greek rulebook's (seed 003)."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from pydantic import TypeAdapter

from rules.nations.cards import (
    AGES,
    Action,
    AdvisorCard,
    Amounts,
    Basis,
    BuildingCard,
    CardDataError,
    CardKind,
    CardSet,
    ColonyCard,
    GoldenAgeCard,
    MilitaryCard,
    Modifier,
    ModifierRule,
    OnceGain,
    ProgressCard,
    RemoveIf,
    Resource,
    ScaleBy,
    Scaled,
    Target,
    Trigger,
    TriggerWhen,
    WonderCard,
)
from rules.nations.catalog import Catalog, load_catalog, load_catalog_from

DATA = Path(str(resources.files("rules.nations") / "data"))
FILES = [f"progress_{a}.json" for a in AGES] + [
    "events.json",
    "solo.json",
    "nations.json",
    "setup.json",
]


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return load_catalog()


def _all_cards(cat: Catalog) -> list[ProgressCard]:
    return [c for deck in cat.decks.values() for c in deck]


# --- loading, provenance and names ---------------------------------------------------------


def test_every_file_says_what_is_fact_and_cites_sources() -> None:
    for name in FILES:
        doc = json.loads((DATA / name).read_text("utf-8"))
        assert "fact" in doc["about"].lower() and "design" in doc["about"].lower(), name
        assert doc["sources"], name


def test_every_card_tile_and_nation_has_a_name_in_each_language_and_a_source(cat: Catalog) -> None:
    named = [*_all_cards(cat), *cat.start_cards.values(), *cat.events, *cat.solo, *cat.nations]
    for item in named:
        assert item.name.en.strip() and item.name.el.strip() and item.name.it.strip(), item.id
        assert item.source.strip(), item.id
    # fact cards cite the rulebook section (or a named public source) in their source line
    for card in _all_cards(cat):
        if card.basis == Basis.FACT:
            assert "Rulebook" in card.source, card.id
    greek = [c for c in _all_cards(cat) if any("\u0370" <= ch <= "\u03ff" for ch in c.name.el)]
    assert len(greek) == len(_all_cards(cat))  # the Greek names are written in Greek


def test_ids_are_unique_across_all_files(cat: Catalog) -> None:
    ids = [c.id for c in _all_cards(cat)] + list(cat.start_cards)
    ids += [e.id for e in cat.events] + [t.id for t in cat.solo] + [n.id for n in cat.nations]
    assert len(ids) == len(set(ids))


def test_the_loader_caches_one_catalog() -> None:
    assert load_catalog() is load_catalog()


# --- deck composition against the setup ----------------------------------------------------


@pytest.mark.rule("nations.cards.sets")
def test_each_age_has_36_basic_6_advanced_6_expert_cards(cat: Catalog) -> None:
    for age in AGES:
        sets = Counter(c.set for c in cat.decks[age])
        assert (sets[CardSet.BASIC], sets[CardSet.ADVANCED], sets[CardSet.EXPERT]) == (36, 6, 6)
        kinds = Counter(c.kind for c in cat.decks[age] if c.set == CardSet.BASIC)
        assert set(kinds) == set(CardKind)  # every kind appears in every age's basic deck


def test_decks_cover_a_full_age_for_every_player_count(cat: Catalog) -> None:
    # Maintenance phase step 2: rows 1-3 refilled each round; 4 players use columns 1-6.
    assert cat.setup.count(4).columns == 6
    for count in cat.setup.player_counts:
        for age in AGES:
            have = cat.progress_deck(age, count.card_sets, count.players)
            assert len(have) >= cat.setup.deck_demand(count.players)
            assert len(cat.event_deck(age, count.card_sets)) >= cat.setup.rounds_per_age
        assert len(cat.solo_tiles(1)) >= 2


@pytest.mark.rule("nations.variant.five-players-cards")
def test_five_players_need_advanced_or_expert_cards(cat: Catalog) -> None:
    # Additional rules, "5 players": the basic cards alone are not enough.
    need = cat.setup.deck_demand(5)
    for age in AGES:
        assert len(cat.progress_deck(age, [CardSet.BASIC], 5)) < need
        assert len(cat.progress_deck(age, cat.sets_for("advanced"), 5)) >= need
        assert len(cat.progress_deck(age, [CardSet.BASIC, CardSet.EXPERT], 5)) >= need


@pytest.mark.rule("nations.cards.sets", "nations.cards.promo")
def test_card_set_levels_nest_and_the_promo_is_opt_in(cat: Catalog) -> None:
    assert cat.sets_for("basic") == {CardSet.BASIC}
    assert cat.sets_for("advanced") == {CardSet.BASIC, CardSet.ADVANCED}
    assert cat.sets_for("expert") == {CardSet.BASIC, CardSet.ADVANCED, CardSet.EXPERT}
    finland = cat.card("grand_duchy_of_finland")
    assert finland.set == CardSet.PROMO  # "Basic, advanced and expert cards": a 1st-edition promo
    assert finland not in cat.progress_deck(4, cat.sets_for("expert"), 4)
    assert finland in cat.progress_deck(4, cat.sets_for("expert", promo=True), 4)


@pytest.mark.parametrize("cards", ["basic", "expert"])
@pytest.mark.rule("nations.cards.promo")
def test_the_promo_option_shuffles_the_promo_into_the_age_iv_deck(cards: str) -> None:
    """[Basic, advanced and expert cards] the Grand Duchy of Finland is a first-edition
    promo: the match option ``promo`` puts it in the age IV deck (README 29), whatever the
    card set; without it no deck holds it."""
    from rules.nations import GAME
    from rules.nations.engine import NationsOptions

    def decks(**options: object) -> list[list[str]]:
        opts = GAME.options({"cards": cards, **options})
        assert isinstance(opts, NationsOptions)
        s = GAME.setup(3, opts, "promo")
        return [*s.decks, [c for row in s.row for c in row if c]]  # the row: age I's

    with_promo, without = decks(promo=True), decks()
    assert "grand_duchy_of_finland" in with_promo[3]
    assert not any("grand_duchy_of_finland" in d for d in without)
    assert sorted(with_promo[3]) == sorted([*without[3], "grand_duchy_of_finland"])


@pytest.mark.rule(
    "nations.setup.players-and-ages",
    "nations.arch.count",
    "nations.workers.section-max",
)
def test_setup_tables_state_the_rulebook_values(cat: Catalog) -> None:
    s = cat.setup
    assert (s.ages, s.rounds_per_age, s.row_costs) == (4, 2, (3, 2, 1))
    assert [s.count(n).architects for n in range(1, 6)] == [0, 1, 2, 2, 3]
    assert {d.id: d.growth_resources for d in s.difficulties}["prince"] == 3
    assert (s.military_cap, s.stability_cap, s.books_tile, s.growth_section_max) == (40, 15, 50, 4)
    assert (s.limits.advisors, s.limits.colonies, s.limits.wonders) == (1, 2, 5)
    assert (s.solo.columns, s.solo.player_books, s.solo.opponent_books) == (4, 1, 2)
    fame = [score for score, _ in s.solo.hall_of_fame]
    assert fame == sorted(fame, reverse=True) and fame[0] == 70 and len(fame) == 12
    levels = [d.growth_resources for d in s.difficulties]
    assert levels == sorted(levels, reverse=True)  # chieftain easiest, emperor hardest


# --- the cards the rulebook names, with the effects it states --------------------------------


@pytest.mark.rule("nations.deploy.ziggurat-example")
def test_ziggurat_deploy_example(cat: Catalog) -> None:
    # Deploy a worker, example: 1 stone to deploy, +2 stability and 1 stone per worker, VP 1+1.
    z = cat.card("ziggurat")
    assert isinstance(z, BuildingCard) and z.age == 1
    assert z.deploy_cost == 1
    assert z.per_worker == Amounts(stability=2, stone=1)
    assert (z.vp_for(1), z.vp_for(2), z.vp_for(3)) == (1, 2, 2)


@pytest.mark.rule("nations.military.hoplites-example")
def test_hoplites_example(cat: Catalog) -> None:
    # Deploy a worker, example: raid 3, deploy 1 stone, +3 military and -1 stone a worker, VP 1+1.
    h = cat.card("hoplites")
    assert isinstance(h, MilitaryCard)
    assert (h.raid, h.deploy_cost) == (3, 1)
    assert h.per_worker == Amounts(military=3, stone=-1)
    assert h.vp_for(2) == 2 and h.vp_for(3) == 2


@pytest.mark.rule("nations.colony.military-needed")
def test_macedonia_raises_military_by_two(cat: Catalog) -> None:
    m = cat.card("macedonia")
    assert isinstance(m, ColonyCard) and m.static.military == 2


@pytest.mark.rule("nations.deploy.railroad-example")
def test_conquistador_to_railroad_example(cat: Catalog) -> None:
    # A worker moves from the Conquistador to the Railroad: pay 4 stone, military -7, stability +3.
    conq, rail = cat.card("conquistadors"), cat.card("railroad")
    assert isinstance(conq, MilitaryCard) and isinstance(rail, BuildingCard)
    assert rail.deploy_cost == 4
    change = rail.per_worker.plus(conq.per_worker.times(-1))
    assert (change.military, change.stability) == (-7, 3)


@pytest.mark.rule("nations.symbols.examples", "nations.symbols.one-kind")
def test_symbols_examples_piazza_lighthouse_notre_dame(cat: Catalog) -> None:
    piazza = cat.card("piazza_san_marco")
    (swap,) = piazza.abilities_of(Action)
    assert swap.cost == Amounts(gold=1)
    assert set(swap.choose) == {Resource.BOOKS, Resource.FOOD, Resource.STONE}
    assert swap.choose_amount == 5
    (light,) = cat.card("great_lighthouse").abilities_of(Trigger)
    assert light.when == TriggerWhen.BUY_TOP_ROW and light.gain == Amounts(books=1)
    assert cat.setup.row_costs[0] == 3  # "a card bought for 3 gold" is a row-1 card
    (notre,) = cat.card("notre_dame").abilities_of(Trigger)
    assert notre.when == TriggerWhen.PRODUCTION and notre.gain == Amounts(books=3)
    assert notre.condition is not None
    assert (notre.condition.metric, notre.condition.rank) == ("stability", "most")


@pytest.mark.rule("nations.golden.advantage", "nations.golden.example")
def test_golden_age_example_with_uraniborg(cat: Catalog) -> None:
    # Golden age example: 2 stone or 3 resources for 1 VP; with Uraniborg (advantage 2): 4 or 1.
    ren = cat.card("renaissance")
    assert isinstance(ren, GoldenAgeCard) and ren.age == 3
    assert (ren.gain, ren.gain_amount, ren.vp_price) == (Resource.STONE, 2, 3)
    adv = cat.card("uraniborg").modifier(ModifierRule.GOLDEN_AGE_ADVANTAGE)
    assert (ren.gain_amount + adv, max(0, ren.vp_price - adv)) == (4, 1)
    prices = [c.vp_price for a in AGES for c in cat.decks[a] if isinstance(c, GoldenAgeCard)]
    by_age = [max(c.vp_price for c in cat.decks[a] if isinstance(c, GoldenAgeCard)) for a in AGES]
    assert by_age == sorted(by_age) and min(prices) >= 1  # the VP price rises each age


@pytest.mark.parametrize(
    ("card_id", "rule", "value"),
    [
        ("anna_komnene", ModifierRule.NO_MILITARY_UPKEEP, 1),
        ("elizabeth", ModifierRule.WAR_STRENGTH_BONUS, 8),
        ("great_wall", ModifierRule.WAR_NO_VP_IF_PASSED_FIRST, 1),
        ("machiavelli", ModifierRule.CHOOSE_EVENT, 1),
        ("sun_tzu", ModifierRule.DOUBLE_FIRST_TURN, 1),
        ("porcelain_tower", ModifierRule.EXTRA_ADVISOR_SLOT, 1),
        ("versailles", ModifierRule.STABILITY_LOWEST_ON_COMPLETION, 1),
        ("uraniborg", ModifierRule.GOLDEN_AGE_ADVANTAGE, 2),
    ],
)
def test_notes_on_the_cards_modifiers(
    cat: Catalog, card_id: str, rule: ModifierRule, value: int
) -> None:
    assert cat.card(card_id).modifier(rule) == value


def test_notes_on_the_cards_triggers_and_removals(cat: Catalog) -> None:
    (boudica,) = cat.card("boudica").abilities_of(RemoveIf)
    assert boudica.condition.metric == "workers_on_military" and boudica.condition.at_least == 1
    (musa,) = cat.card("mansa_musa").abilities_of(Trigger)
    assert musa.when == TriggerWhen.SPEND_LAST_GOLD
    (sphinx,) = cat.card("sphinx").abilities_of(Trigger)
    assert sphinx.when == TriggerWhen.WONDER_COMPLETED and sphinx.gain.stone > 0
    (titanic,) = cat.card("titanic").abilities_of(OnceGain)
    assert titanic.discard_kinds == (CardKind.ADVISOR,)
    (toku,) = cat.card("tokugawa").abilities_of(Scaled)
    assert toku.per == ScaleBy.MANNED_MILITARY  # per card, not per worker
    assert len(cat.card("galileo").abilities_of(Action)) == 1
    (augustine,) = cat.card("saint_augustine").abilities_of(Trigger)
    assert augustine.condition is not None and augustine.condition.rank == "most"
    assert isinstance(cat.card("boudica"), AdvisorCard)
    for wonder in (
        "great_wall",
        "sphinx",
        "titanic",
        "versailles",
        "porcelain_tower",
        "notre_dame",
    ):
        assert isinstance(cat.card(wonder), WonderCard)


def test_every_rulebook_named_card_is_marked_fact(cat: Catalog) -> None:
    named = {"hoplites", "ziggurat", "macedonia", "great_lighthouse", "notre_dame",
             "piazza_san_marco", "uraniborg", "railroad", "conquistadors", "anna_komnene",
             "boudica", "elizabeth",
             "great_wall", "machiavelli", "mansa_musa", "sphinx", "sun_tzu", "titanic", "tokugawa",
             "versailles", "galileo", "saint_augustine", "porcelain_tower", "renaissance",
             "grand_duchy_of_finland"}  # fmt: skip
    for card_id in named:
        assert cat.card(card_id).basis == Basis.FACT, card_id


@pytest.mark.rule(
    "nations.note.bronze-age-collapse",
    "nations.note.great-exhibition",
    "nations.note.han-and-janissaries",
)
def test_rulebook_named_events(cat: Catalog) -> None:
    ev = {e.id: e for e in cat.events}
    collapse = ev["bronze_age_collapse"].events[0]
    assert collapse.target == Target.ALL
    assert set(collapse.exempt) == {Target.MOST_MILITARY, Target.MOST_STABILITY}
    crusade = ev["fourth_crusade"].events
    assert crusade[0].target == Target.MOST_MILITARY and crusade[0].alternatives
    assert crusade[1].target == Target.LEAST_MILITARY
    glorious = ev["glorious_revolution"].events[0]
    assert glorious.target == Target.MOST_STABILITY and glorious.optional
    assert glorious.outcome.turn_order == "last"
    assert ev["great_exhibition"].events[0].outcome.free_architects > 0
    assert ev["han_dynasty"].events[0].optional and ev["janissaries"].events[0].optional
    olympic = ev["olympic_games"].events[0]
    assert olympic.target == Target.MOST_STABILITY and olympic.outcome.turn_order == "first"
    assert ev["sinking_of_the_vasa"].events[0].outcome.gain.military < 0
    zoro = ev["zoroastrian_revival"].events[0]
    assert zoro.target == Target.MOST_STABILITY and len(zoro.alternatives) == 1
    for e in ev.values():
        assert len(e.events) == 2 and e.famine >= 0
    assert {e.age for e in ev.values() if e.basis == Basis.FACT} == set(AGES)


@pytest.mark.rule("nations.setup.board", "nations.variant.b-sides")
def test_nations_and_their_boards(cat: Catalog) -> None:
    assert {n.id for n in cat.nations} == {"china", "egypt", "greece", "persia", "rome"}
    a_sides = {n.a for n in cat.nations}
    assert len(a_sides) == 1  # all A sides are identical
    (a,) = a_sides
    assert a.start == Amounts(food=3, stone=3, gold=3, vp=7) and a.workers == 5
    assert a.growth.spaces == 8 and max(len(a.growth.food), len(a.growth.stability)) <= 4
    assert (
        set(a.growth.food) == set(a.growth.stability) == {3}
    )  # Growth example: 3 food or 3 stability
    china = cat.nation("china")
    assert china.board("B").workers == china.board("A").workers + 1  # B sides: China's extra worker
    egypt_b = [cat.start_cards[c] for c in cat.nation("egypt").b.start_cards]
    assert any(isinstance(c, WonderCard) for c in egypt_b)
    assert not any(isinstance(c, MilitaryCard) for c in egypt_b)
    for nation in cat.nations:
        cards = [cat.start_cards[c] for c in nation.b.start_cards]
        assert len(cards) <= cat.setup.limits.building_military_slots


@pytest.mark.rule("nations.solo.tile")
def test_solo_tiles_cover_each_age(cat: Catalog) -> None:
    for age in AGES:
        tiles = cat.solo_tiles(age)
        assert len(tiles) == 4
        assert any(t.stability is None for t in tiles)  # "no value": the player wins those ties
    mil = [max(t.military or 0 for t in cat.solo_tiles(a)) for a in AGES]
    assert mil == sorted(mil)


def test_the_vocabulary_has_no_dead_entries(cat: Catalog) -> None:
    abilities = [a for c in [*_all_cards(cat), *cat.start_cards.values()] for a in c.abilities]
    abilities += [a for n in cat.nations for a in n.b.abilities]
    assert {a.rule for a in abilities if isinstance(a, Modifier)} == set(ModifierRule)
    assert {a.when for a in abilities if isinstance(a, Trigger)} == set(TriggerWhen)
    assert {a.per for a in abilities if isinstance(a, Scaled)} == set(ScaleBy)
    targets = {e.target for card in cat.events for e in card.events}
    assert targets == set(Target)
    assert {t.action.kind for t in cat.solo} == {k for k in type(cat.solo[0].action.kind)}


def test_helpers_read_effects() -> None:
    a = Amounts(gold=2, stone=-1, military=3)
    assert a.resources() == {Resource.GOLD: 2, Resource.STONE: -1}
    assert a.times(2) == Amounts(gold=4, stone=-2, military=6)
    assert a.plus(a.times(-1)).is_zero()
    assert Target.MOST_BOOKS.is_advantage and Target.LAST_PASSER.is_penalty
    assert not Target.ALL.is_advantage and not Target.ALL.is_penalty


# --- broken files are refused with a clear message --------------------------------------------


def _broken(tmp_path: Path, name: str, edit: Callable[[Any], Any]) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    path = folder / name
    doc = json.loads(path.read_text("utf-8"))
    edit(doc)  # edits in place
    path.write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
    return folder


def _card(doc: dict[str, Any], card_id: str) -> dict[str, Any]:
    return next(c for c in doc["cards"] if c["id"] == card_id)


def test_a_copy_of_the_data_loads(tmp_path: Path) -> None:
    assert load_catalog_from(_broken(tmp_path, "setup.json", lambda d: None)).setup.ages == 4


@pytest.mark.parametrize(
    ("name", "edit", "message"),
    [
        ("events.json", lambda d: d["cards"][0].update(id="hoplites"), "ids used twice: hoplites"),
        ("progress_1.json", lambda d: _card(d, "hoplites").update(age=2), "cards of another age"),
        ("progress_1.json", lambda d: _card(d, "hoplites").pop("raid"), r"progress_1\.json.*raid"),
        (
            "progress_1.json",
            lambda d: _card(d, "pyramids").update(build_costs=[2, 40]),
            "0-10 stone",
        ),
        ("progress_1.json", lambda d: _card(d, "ziggurat").update(deploy_cost=-1), "deploy_cost"),
        ("progress_1.json", lambda d: _card(d, "hoplites")["name"].pop("el"), "name.el"),
        (
            "progress_1.json",
            lambda d: _card(d, "peloponnesian_war").update(loss={"food": -2}),
            "positive",
        ),
        (
            "progress_1.json",
            lambda d: _card(d, "sphinx")["abilities"][0].update(when="buy_kind"),
            "names a card kind",
        ),
        (
            "progress_1.json",
            lambda d: _card(d, "sphinx")["abilities"][0].update(type="spell"),
            "spell",
        ),
        ("progress_2.json", lambda d: d["cards"].__delitem__(slice(0, 10)), "a full age can draw"),
        ("events.json", lambda d: d["cards"][0]["events"].pop(), r"events\.json"),
        (
            "nations.json",
            lambda d: d["nations"][0]["b"].update(start_cards=["atlantis"]),
            "unknown card atlantis",
        ),
        ("nations.json", lambda d: d["nations"][1].update(a=d["nations"][1]["b"]), "sides A and B"),
        (
            "solo.json",
            lambda d: d["tiles"][0]["action"].update(kind="remove_row", value=4),
            "rows 1-3",
        ),
        ("setup.json", lambda d: d.update(row_costs=[3, 2]), "one price per row"),
    ],
)
def test_broken_files_are_refused(
    tmp_path: Path, name: str, edit: Callable[[Any], Any], message: str
) -> None:
    with pytest.raises(CardDataError, match=f"(?s){message}"):
        load_catalog_from(_broken(tmp_path, name, edit))


def test_invalid_json_and_missing_files_are_named(tmp_path: Path) -> None:
    folder = _broken(tmp_path, "solo.json", lambda d: None)
    (folder / "solo.json").write_text("{not json", "utf-8")
    with pytest.raises(CardDataError, match=r"solo\.json: not valid JSON"):
        load_catalog_from(folder)
    (folder / "solo.json").unlink()
    with pytest.raises(CardDataError, match=r"solo\.json: missing"):
        load_catalog_from(folder)


def test_a_card_validates_on_its_own() -> None:
    adapter: TypeAdapter[ProgressCard] = TypeAdapter(ProgressCard)
    raw = json.loads((DATA / "progress_1.json").read_text("utf-8"))
    hoplites = adapter.validate_python(_card(raw, "hoplites"))
    assert isinstance(hoplites, MilitaryCard)
    with pytest.raises(ValueError, match="worker on it must do something"):
        adapter.validate_python({**_card(raw, "hoplites"), "per_worker": {}})
