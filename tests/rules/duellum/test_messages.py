"""Every message Duellum produces reads cleanly in English, Greek and Italian.

Seeded random games render every log line, the description of every legal action at a sample
of steps, and the refusal of actions that were legal earlier but are not now; a missing key,
a missing form or a missing parameter shows up as a raw key, a "{" or an English fallback.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, cast

import pytest

from rules.core import RuleError
from rules.core.messages import Msg
from rules.duellum import GAME
from rules.duellum.actions import DuellumAction, action_adapter
from rules.duellum.data import KnowHowId
from rules.duellum.engine import DuellumOptions
from rules.duellum.events import load_events
from rules.duellum.maps import load_side
from rules.duellum.state import DuellumState
from rules.duellum.text import describe
from service.i18n import LOCALES, keys, render
from tests.rendering import problems

MAX_ACTIONS = 3000
SAMPLE_EVERY = 20
GAMES = [
    ("messages-0", {}),
    ("messages-1", {"map": "east", "special_units": True}),
    ("messages-2", {"special_units": True, "fortress": "auto"}),
]


def _nested(msg: Msg) -> Iterator[Msg]:
    """``msg`` and every message inside its parameters (lists included)."""
    yield msg

    def walk(value: Any) -> Iterator[Msg]:
        if isinstance(value, Msg):
            yield from _nested(value)
        elif isinstance(value, (list, tuple)):
            for v in value:
                yield from walk(v)

    for value in msg.params.values():
        yield from walk(value)


_CHECKED: set[str] = set()  # messages (as JSON) already rendered cleanly, this session


def check(msg: Msg, seen: set[str]) -> None:
    """``msg`` renders in every language, from that language's own catalog. Rendering is a
    function of the message alone, so a message met again (a turn's end, a common refusal) is
    not rendered again."""
    for inner in _nested(msg):
        seen.add(inner.key)
    ident = msg.model_dump_json()
    if ident in _CHECKED:
        return
    for locale in LOCALES:
        lacking = [m.key for m in _nested(msg) if m.key not in keys(locale)]
        assert not lacking, f"{locale} lacks {lacking}"
        text = render(msg, locale)
        assert text.strip(), (locale, msg)
        assert "duellum." not in text and "duellum-" not in text, (locale, text)
        assert "{" not in text and "}" not in text and "FORM" not in text, (locale, text)
    assert not problems(msg), problems(msg)
    _CHECKED.add(ident)


def _random_action(s: DuellumState, rng: random.Random) -> DuellumAction:
    """Any well-formed action, picked from the game's words: mostly illegal where it is tried."""
    regions = [r.id for r in load_side(s.side).regions]
    mine = [r for r, c in s.cities.items() if c.owner == s.current] or regions
    units = ["legion", "galley", "general", "admiral"]
    resources = ["marble", "iron", "gold"]
    cards = [*load_events().ids, "laurion", "no_such_card"]  # a typo reads as a word too
    held = s.nations[s.current].events or cards
    region = rng.choice(rng.choice([regions, mine, list(s.cities) or regions]))
    raw = rng.choice(
        [
            {
                "type": "rondel",
                "field": rng.randrange(8),
                "pay": rng.sample(["marble", "iron", "gold", "coin"] * 2, rng.randrange(4)),
            },
            {"type": "temple", "region": region},
            {"type": "wall", "region": region},
            {"type": "deploy", "unit": rng.choice(units), "region": region},
            {"type": "develop", "knowhow": rng.choice([*(k.value for k in KnowHowId), "magic"])},
            {"type": "recruit", "unit": rng.choice(units[:2])},
            {
                "type": "move",
                "unit": rng.choice(units),
                "origin": rng.choice(mine),
                "to": region,
            },
            {"type": "conquer", "region": region},
            {"type": "casualties", "legions": rng.randrange(4)},
            {"type": "found", "region": region, "resource": rng.choice(resources)},
            {
                "type": "trade",
                "give": rng.choices(resources, k=3),
                "take": rng.choices(resources, k=2),
            },
            {
                "type": "event",
                "card": rng.choice(held),
                **({"region": region} if rng.random() < 0.5 else {}),
                **({"unit": rng.choice(units[:2])} if rng.random() < 0.3 else {}),
                **({"resource": rng.choice(resources)} if rng.random() < 0.3 else {}),
            },
            {"type": "fortress", "play": rng.random() < 0.5},
            {"type": "pick", "card": rng.choice(cards)},
            {"type": "instead", "resource": rng.choice(resources)},
            {"type": "end"},
        ]
    )
    return action_adapter.validate_python(raw)


def _play(seed: str, options: dict[str, Any], seen: set[str]) -> int:
    game = GAME
    state = game.setup(2, game.options(options), seed)
    rng = random.Random(seed)
    earlier: list[Any] = []
    refused = 0
    for step in range(MAX_ACTIONS):
        if game.outcome(state) is not None:
            break
        seat = min(game.active_seats(state))
        legal = game.legal_actions(state, seat)
        assert legal, f"seat {seat} has no legal action at step {step}"
        if step % SAMPLE_EVERY == 0:
            for a in legal:
                check(describe(a), seen)
            tries = rng.sample(earlier, min(6, len(earlier)))
            tries += [_random_action(state, rng) for _ in range(12)]
            for a in tries:
                if a in legal:
                    continue
                check(describe(a), seen)
                with pytest.raises(RuleError) as refusal:
                    game.apply(state, seat, a)
                check(refusal.value.msg, seen)
                refused += 1
        if len(earlier) < 400:
            earlier.extend(rng.sample(legal, min(3, len(legal))))
        else:
            earlier[rng.randrange(len(earlier))] = rng.choice(legal)
        a = rng.choice(legal)
        tr = game.apply(state, seat, a)
        for event in tr.events:
            check(event.public, seen)
            for private in event.private.values():
                check(private, seen)
        state = tr.state
    outcome = game.outcome(state)
    if outcome is not None and outcome.reason is not None:
        check(outcome.reason, seen)
    return refused


def test_random_games_render_in_every_language() -> None:
    seen: set[str] = set()
    refused = sum(_play(seed, options, seen) for seed, options in GAMES)
    assert refused > 20
    families = {k.rsplit(".", 1)[0] for k in seen}
    assert {"duellum.log", "duellum.action", "duellum.error", "duellum.unit"} <= families
    assert len({k for k in seen if k.startswith("duellum.log.")}) >= 10
    assert len({k for k in seen if k.startswith("duellum.action.")}) >= 10
    assert len({k for k in seen if k.startswith("duellum.error.")}) >= 10


def test_refusals_outside_play_render() -> None:
    seen: set[str] = set()
    for text in ["", "fly to the moon", "rondel", "rondel 3 give iron", "move legion roma"]:
        with pytest.raises(RuleError) as refusal:
            GAME.parse_notation(text)
        check(refusal.value.msg, seen)
    with pytest.raises(RuleError) as refusal:
        GAME.setup(3, GAME.options(), "three")
    check(refusal.value.msg, seen)
    with pytest.raises(RuleError) as refusal:
        GAME.setup(2, DuellumOptions.model_construct(map=cast(Any, "north")), "north")
    check(refusal.value.msg, seen)
    typo = GAME.setup(2, GAME.options(), "typo")
    for text in ["event atlantis", "event atlantis region=roma"]:
        # typed: the notation's reader refuses a name that is no card, naming the word
        with pytest.raises(RuleError) as refusal:
            GAME.parse_notation(text)
        check(refusal.value.msg, seen)
        assert refusal.value.msg.key == "core.input.unknown_name_many"
        assert "atlantis" in render(refusal.value.msg, "el")
    unknown = [
        {"type": "event", "card": "atlantis"},
        {"type": "event", "card": "x", "region": "roma"},
    ]
    for raw in unknown:
        # sent as JSON (a button or a stored action): the engine refuses it as no card
        action = GAME.parse_action(raw)
        with pytest.raises(RuleError) as refusal:
            GAME.apply(typo, min(GAME.active_seats(typo)), action)
        check(refusal.value.msg, seen)
        assert refusal.value.msg == Msg.of("duellum.error.no_card", card=raw["card"])
        assert raw["card"] in render(describe(action), "el")
    assert {
        "duellum.error.no_card",
        "duellum.error.unknown_notation",
        "duellum.error.notation",
        "duellum.error.two_players",
        "duellum.error.no_map",
    } <= seen


def test_forms_read_naturally() -> None:
    admiral = Msg.of("duellum.unit.admiral")
    roma = Msg.of("duellum.region", name="Roma")
    deploy = Msg.of(
        "duellum.log.deploy", unit=admiral, region=roma, paid=Msg.of("duellum.paid.nothing")
    )
    assert render(deploy) == "deployed the Admiral in Roma (paid: nothing)."
    assert render(deploy, "el") == "τοποθέτησε τον Ναύαρχο στην πόλη Roma (πλήρωσε: τίποτα)."
    assert render(deploy, "it") == (
        "ha schierato l'Ammiraglio nella città di Roma (ha pagato: niente)."
    )
    paid = Msg.of(
        "duellum.paid.list",
        items=[Msg.of("duellum.paid.marble", count=5), Msg.of("duellum.paid.coin", count=1)],
    )
    temple = Msg.of("duellum.log.temple", region=roma, paid=paid)
    assert render(temple) == "built a temple in Roma (paid: 5 marble, 1 coin)."
    assert render(temple, "it").endswith("(ha pagato: 5 marmo, 1 moneta).")
    kings = Msg.of("duellum.log.personage", personage=Msg.of("duellum.personage.king"), count=2)
    assert render(kings) == "gained 2 kings."
    assert render(kings.model_copy(update={"params": {**kings.params, "count": 1}})) == (
        "gained a king."
    )
    assert render(kings, "el") == "κέρδισε 2 βασιλιάδες."
    # optional event card parameters add their words only when given
    quake = Msg.of("duellum.card.earthquake")
    quake_on_roma = Msg.of("duellum.action.event", card=quake, region=roma, unit="", resource="")
    assert render(quake_on_roma) == "Play the event card Earthquake on Roma"
    levy = Msg.of(
        "duellum.action.event",
        card=Msg.of("duellum.card.war_indemnity"),
        region="",
        unit="",
        resource=Msg.of("duellum.resource.gold"),
    )
    assert render(levy, "el") == "Παίξε την κάρτα γεγονότος «Πολεμική αποζημίωση» (χρυσός)"
    produce = Msg.of(
        "duellum.log.produce", amount=3, resource=Msg.of("duellum.resource.iron"), coin=1
    )
    assert render(produce) == "produced 3 iron and took a coin from the bank."
    assert render(produce, "el") == "παρήγαγε 3 σίδηρο και πήρε ένα νόμισμα από την τράπεζα."
