"""Every message key the Polis rules can produce has a text in English, Greek and Italian,
with the same parameters; whole AI games render cleanly in all three (the conftest checks
every message of every apply)."""

from __future__ import annotations

import pathlib
import random
import re

import pytest

from rules.polis import GAME
from rules.polis.actions import PolisAction
from rules.polis.data import RESOURCES, load
from rules.polis.engine.turn import ACTION_KINDS
from rules.polis.state import FightOrder
from service.i18n import LOCALES, keys

ROOT = pathlib.Path(__file__).resolve().parents[3]
LITERAL = re.compile(r"""["']((?:polis\.[a-z_]+|core\.[a-z_]+\.[a-z_]+)(?:\.[a-z_0-9]+)*)["']""")
FAIL = re.compile(r"""\bfail\(\s*"([a-z_]+)\"""")


def polis_keys() -> set[str]:
    code = "\n".join(p.read_text("utf-8") for p in (ROOT / "rules" / "polis").rglob("*.py"))
    found = set(LITERAL.findall(code)) | {f"polis.error.{k}" for k in FAIL.findall(code)}
    d = load()
    found |= {f"polis.city.{x}" for x in d.poleis} | {f"polis.terr.{x}" for x in d.territories}
    found |= {f"polis.project.{x}" for x in d.project_cards}
    found |= {f"polis.market.{x}" for x in d.markets}
    found |= {f"polis.card.{x}" for x in d.events} | {f"polis.lore.{x}" for x in d.events}
    for kind in ("resource", "prestige", "population", "hoplites", "galleys"):
        found |= {f"polis.effect.{kind}.gain", f"polis.effect.{kind}.lose"}
    found |= {"polis.effect.market.up", "polis.effect.market.down"}
    found |= {f"polis.formation.{x}" for x in d.battle.formations}
    found |= {f"polis.round.{r.name}" for r in d.rounds.rounds}
    found |= {f"polis.res.{r.value}" for r in RESOURCES}
    found |= {f"polis.side.{x}" for x in ("athens", "sparta")}
    for unit in ("hoplite", "galley", "merchant"):
        found |= {f"polis.unit.{unit}", f"polis.event.create.{unit}", f"polis.action.create.{unit}"}
    for unit in ("hoplite", "galley"):
        found |= {f"polis.event.move.{unit}", f"polis.action.move.{unit}"}
        found |= {f"polis.event.move_many.{unit}", f"polis.action.move_many.{unit}"}
    found |= {f"polis.event.battle_over.{w}" for w in ("units", "deck", "withdraw")}
    found |= {f"polis.end.{w}" for w in ("famine", "prestige", "score", "tie_poleis", "draw")}
    found |= {f"polis.kind.{k.replace('-', '.')}" for k in ACTION_KINDS}
    orders = [o.value for o in FightOrder]
    found |= {f"polis.{kind}.{o}" for kind in ("order", "private.order") for o in orders}
    found |= {f"polis.private.by_order.{o}" for o in orders if o != "ask"}
    return {k for k in found if not k.endswith(".")}


def test_the_scan_finds_the_families() -> None:
    ks = polis_keys()
    assert "polis.error.siege_force" in ks and "polis.event.exchange_result" in ks
    assert len([k for k in ks if k.startswith("polis.error.")]) >= 50


@pytest.mark.parametrize("locale", LOCALES)
def test_every_polis_key_has_a_text(locale: str) -> None:
    missing = sorted(k for k in polis_keys() if k not in keys(locale))
    assert not missing, f"{locale} lacks {missing}"


def test_no_catalog_entry_is_left_over() -> None:
    ks = polis_keys()
    extra = sorted(k for k in keys("en") if k.startswith("polis.") and k not in ks)
    assert not extra, extra


def test_ai_games_describe_and_log_every_step_in_three_languages() -> None:
    rng = random.Random(3)
    for seed in ("words-1", "words-2"):
        s = GAME.setup(2, GAME.options(), seed)
        while GAME.outcome(s) is None:
            seat = min(GAME.active_seats(s))
            legal: list[PolisAction] = GAME.legal_actions(s, seat)
            for a in legal[:5]:
                GAME.describe(a)
            a = GAME.ais["heuristic"](GAME.view(s, seat), legal, rng)
            s = GAME.apply(s, seat, a).state


def test_typed_commands_with_wrong_words_are_refused_in_words() -> None:
    from rules.core.errors import RuleError

    for text in [
        "",
        "fly",
        "move",
        "move hoplite attike",
        "siege atlantis",
        "commit 1",
        "create hoplite athinai 0",
        "trade pontos x",
        "phoros -1",
        "end now",
    ]:
        with pytest.raises(RuleError):
            GAME.parse_notation(text)
    assert GAME.parse_notation("Move Hoplite Attike Boiotia 2") == GAME.parse_notation(
        "move hoplite attike boiotia 2"
    )
