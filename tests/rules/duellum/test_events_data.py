"""Antike Duellum's 25 event cards as shipped data: the effect kinds the engine knows, their
parameters, what is fact and what is design, and a name and rules text in every language.

The four public cards (Fortress, Earthquake, Burglary, Academy) come from Yucata's rules page
(``GAMES.md``, "Antike Duellum"); the other 21 are our design, each grounded in a line of history.
"""

import json
import pathlib
import re
from importlib import resources
from typing import Any

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
CATALOGS = ROOT / "service" / "catalogs"
LANGUAGES = ("en", "el", "it")
MESSAGE_ID = re.compile(r"^([a-z][a-zA-Z0-9_-]*) =")
CARD_ID = re.compile(r"^[a-z_]+$")

FACTS = {"fortress", "earthquake", "burglary", "academy"}
NO_PARAMS = {"fortress", "earthquake", "burglary", "academy", "muster", "wall", "plague", "storm",
             "oracle"}  # fmt: skip
KINDS = NO_PARAMS | {"gain", "recruit", "levy", "architect", "forced_march"}
RESOURCES = {"marble", "iron", "gold", "coins"}
UNITS = {"legions", "galleys"}


def raw() -> dict[str, Any]:
    text = (resources.files("rules.duellum") / "data" / "events.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


CARDS: list[dict[str, Any]] = raw()["cards"]


def _count(value: Any) -> int:
    """A parameter count: a plain int (not a bool)."""
    assert isinstance(value, int) and not isinstance(value, bool), value
    return value


def _params_fit(kind: str, params: dict[str, Any]) -> bool:
    if kind in NO_PARAMS:
        return params == {}
    if kind == "gain":
        amounts = [_count(v) for v in params.values()]
        return (
            bool(params)
            and set(params) <= RESOURCES
            and all(1 <= a <= 3 for a in amounts)
            and 2 <= sum(amounts) <= 3
        )
    if kind == "recruit":
        units = [_count(v) for v in params.values()]
        return (
            bool(params)
            and set(params) <= UNITS
            and all(u >= 1 for u in units)
            and (1 <= sum(units) <= 2)
        )
    if kind == "levy":
        return params == {"amount": 2} and _count(params["amount"]) == 2
    if kind == "architect":
        return params == {"discount": 3} and _count(params["discount"]) == 3
    if kind == "forced_march":
        return params in ({"unit": "legion"}, {"unit": "galley"})
    return False


def _catalog_ids(language: str) -> set[str]:
    text = (CATALOGS / language / "duellum-cards.ftl").read_text("utf-8")
    return {m.group(1) for line in text.splitlines() if (m := MESSAGE_ID.match(line))}


def test_the_file_has_its_parts() -> None:
    data = raw()
    assert set(data) == {"about", "sources", "cards"}
    assert "fact" in data["about"] and "design" in data["about"]
    assert data["sources"] and all(isinstance(s, str) and s for s in data["sources"])
    assert any("yucata.de/en/Rules/CasusBelli" in s for s in data["sources"])


def test_twenty_five_cards_with_unique_ids() -> None:
    ids = [c["id"] for c in CARDS]
    assert len(ids) == 25
    assert len(set(ids)) == 25
    assert all(CARD_ID.match(i) for i in ids), ids


def test_every_card_has_the_schema_fields() -> None:
    required = {"id", "name", "effect", "basis", "history", "cite"}
    for card in CARDS:
        assert required <= set(card) <= required | {"params"}, card["id"]
        assert isinstance(card["name"], str) and card["name"].strip(), card["id"]
        assert card["basis"] in ("fact", "design"), card["id"]


def test_only_the_engine_s_effect_kinds() -> None:
    assert {c["effect"] for c in CARDS} <= KINDS
    assert len(KINDS) == 14


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c["id"])
def test_params_match_the_kind(card: dict[str, Any]) -> None:
    params = card.get("params", {})
    assert isinstance(params, dict)
    assert _params_fit(card["effect"], params), f"{card['id']}: {card['effect']} {params}"


@pytest.mark.parametrize(
    ("kind", "params", "fits"),
    [
        ("gain", {"gold": 3}, True),
        ("gain", {"marble": 1, "iron": 1, "gold": 1}, True),
        ("gain", {"gold": 1}, False),
        ("gain", {"gold": 2, "iron": 2}, False),
        ("gain", {"silver": 3}, False),
        ("gain", {}, False),
        ("recruit", {"galleys": 1}, True),
        ("recruit", {"legions": 3}, False),
        ("recruit", {"elephants": 1}, False),
        ("levy", {"amount": 3}, False),
        ("architect", {"discount": 2}, False),
        ("forced_march", {"unit": "elephant"}, False),
        ("storm", {"count": 1}, False),
        ("luck", {}, False),
    ],
)
def test_the_params_check_refuses_what_the_engine_does_not_take(
    kind: str, params: dict[str, Any], fits: bool
) -> None:
    assert _params_fit(kind, params) is fits


def test_the_four_public_cards_are_the_only_facts() -> None:
    facts = {c["id"] for c in CARDS if c["basis"] == "fact"}
    assert facts == FACTS
    for card in CARDS:
        if card["id"] in FACTS:
            assert card["effect"] == card["id"] and not card.get("params")


def test_every_design_card_has_history_and_a_cite() -> None:
    for card in CARDS:
        if card["basis"] == "design":
            assert isinstance(card["history"], str) and card["history"].strip(), card["id"]
            assert isinstance(card["cite"], str) and card["cite"].strip(), card["id"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_has_a_name_and_a_text_in_every_catalog(language: str) -> None:
    found = _catalog_ids(language)
    wanted = {f"duellum-card-{c['id']}{suffix}" for c in CARDS for suffix in ("", "-text")}
    assert not wanted - found, f"{language} lacks {sorted(wanted - found)}"
    assert not found - wanted, f"{language} has extra {sorted(found - wanted)}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_texts_are_short(language: str) -> None:
    text = (CATALOGS / language / "duellum-cards.ftl").read_text("utf-8")
    for line in text.splitlines():
        if (m := MESSAGE_ID.match(line)) and m.group(1).endswith("-text"):
            body = line.split(" = ", 1)[1]
            assert len(body) <= 140 and "{" not in body, m.group(1)


def test_english_names_match_the_data() -> None:
    text = (CATALOGS / "en" / "duellum-cards.ftl").read_text("utf-8")
    names = dict(line.split(" = ", 1) for line in text.splitlines() if MESSAGE_ID.match(line))
    for card in CARDS:
        assert names[f"duellum-card-{card['id']}"] == card["name"], card["id"]
