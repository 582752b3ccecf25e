# ruff: noqa: RUF001 - this file is about what players type: full-width digits, Greek
"""What players type, read the way they expect: bounded numbers (never a crash, never
silence), names as shown in any language, case and accents, at the offline table and in the
slash commands."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot.app.gameui import ui_for
from bot.table import play
from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.harness import Player, Sent, Table
from tests.bot.test_interactions import only_reply, started

HUGE = "99999999999999999999999999"


class Script:
    def __init__(self, answers: list[str]) -> None:
        self.answers = iter(answers)
        self.screen: list[str] = []

    def read(self, prompt: str) -> str:
        self.screen.append(prompt)
        return next(self.answers, "quit")

    def write(self, line: str) -> None:
        self.screen.append(line)

    @property
    def text(self) -> str:
        return "\n".join(self.screen)

    def refusals(self) -> list[str]:
        return [line for line in self.screen if line.startswith("  ! ")]


async def _table(tmp_path: Path, game: str, answers: list[str], **kw: Any) -> Script:
    script = Script(answers)
    code = await play(
        game,
        seats=["human", "ai"],
        seed="typed-input",
        db=tmp_path / "t.db",
        read=script.read,
        write=script.write,
        **kw,
    )
    assert code == 0
    return script


async def test_huge_and_strange_numbers_at_the_table_are_refused_cleanly(tmp_path: Path) -> None:
    script = await _table(
        tmp_path,
        "babel",
        [HUGE, "²", f"power sumerians {HUGE}", "power sumerians ²", "power sumerians 0", "quit"],
    )
    lines = script.refusals()
    assert len(lines) == 5, lines
    assert "There is no action number 9999999999999…" in lines[0]
    assert "“²” is not a number" in lines[1] and "0–9" in lines[1]
    assert "out of range: choose a number from 1 to 60" in lines[2]
    assert "“²” is not a number" in lines[3]
    assert "out of range" in lines[4]


async def test_full_width_digits_are_read_as_digits(tmp_path: Path) -> None:
    """Full-width digits are normalised on purpose (the same digits from another keyboard);
    the move they pick is made, not refused."""
    script = await _table(tmp_path, "babel", ["１", "quit"])
    assert not script.refusals(), script.refusals()
    assert "· Player 1 (you) " in script.text  # the chosen move was played and logged


async def test_typed_names_as_shown_in_every_language(tmp_path: Path) -> None:
    """Greek without tonos, Italian, any case: each reaches the rules (which then judge the
    move itself), none is refused as an unknown word."""
    answers = ["move ΜΗΔΟΙ", "move μηδοι", "move Medi", "move MEDES", "build La tua pila", "quit"]
    script = await _table(tmp_path, "babel", answers)
    for line in script.refusals():
        assert "There is no" not in line and "not a" not in line, line


async def test_duellum_help_names_this_maps_places(tmp_path: Path) -> None:
    script = await _table(
        tmp_path, "duellum", ["help", "quit"], options={"map": "east", "special_units": False}
    )
    helps = [line for line in script.screen if line.startswith("Type the number")]
    assert helps and all("roma" not in h and "tarraco" not in h for h in helps)
    assert any("athenai" in h or "sparta" in h or "sardeis" in h or "pella" in h for h in helps)


async def test_duellum_typed_fields_regions_and_prices(tmp_path: Path) -> None:
    script = await _table(
        tmp_path,
        "duellum",
        ["rondel militia", "list all", "rondel duellum", "quit"],
        options={"map": "west"},
    )
    refusals = script.refusals()
    # the field by name was played; the name two fields share is refused, naming both
    assert "Player 1 (you) moved the rondel marker to MILITIA" in script.text
    assert refusals == [
        "  ! “duellum” fits more than one rondel field: 3 DUELLUM, 7 DUELLUM. Type more of the"
        " name, or the one you mean exactly as listed."
    ]
    # a deployment lists its iron price
    assert re.search(
        r"^ +\d+\. Deploy a legion in [A-Za-z ]+ — 2 iron +\[deploy ", script.text, re.M
    )


async def test_a_huge_number_in_a_slash_command_gets_a_clear_answer(table: Table) -> None:
    thread, match_id, _ = await started(table)
    info = await table.bot.rt.svc.status(match_id)
    first = ALICE if info.to_act == [str(ALICE.id)] else BRUNO
    for position in (HUGE, "²", "３０００"):
        reply = only_reply(
            await table.command(
                first, "babel power", where=thread, power="sumerians", position=position
            )
        )
        assert reply.ephemeral and reply.content, reply.text
        assert "from 1 to 60" in reply.content or "da 1 a 60" in reply.content, reply.content


async def test_slash_names_without_accents_in_greek(table: Table) -> None:
    thread, match_id, _ = await started(table, ALICE, ELENI)
    info = await table.bot.rt.svc.status(match_id)
    first: Player = ALICE if info.to_act == [str(ALICE.id)] else ELENI
    legal = (await table.bot.rt.svc.status(match_id, str(first.id))).legal
    site = next(a.to.value for a in legal if a.type == "move")
    greek = {
        "medes": "μηδοι",
        "persians": "ΠΕΡΣΕΣ",
        "assyrians": "ασσυριοι",
        "hittites": "χετταιοι",
        "sumerians": "Σουμεριοι",
    }
    # Greek without tonos for Eleni; a capitalised beginning of the English name for Alice
    typed = greek[site] if first is ELENI else site.upper()[:4]
    reply: Sent = only_reply(await table.command(first, "babel move", where=thread, site=typed))
    # the name was understood: the move is made and posted for everyone
    assert not reply.ephemeral, reply.content
    after = await table.bot.rt.svc.status(match_id)
    assert after.match.version > info.match.version


@pytest.mark.parametrize("text", ["²", "٣", HUGE, "-1"])
def test_option_numbers_are_bounded(text: str) -> None:
    from rules.core import InvalidAction

    with pytest.raises(InvalidAction) as exc:
        ui_for("babel").parse_option("power", "run", text)
    assert exc.value.msg.key.startswith("core.input.")
    with pytest.raises(InvalidAction):
        ui_for("duellum").parse_option("rondel", "field", text)
    with pytest.raises(InvalidAction):
        ui_for("duellum").parse_option("casualties", "legions", text)


async def test_a_forged_huge_match_id_is_not_found(tmp_path: Path) -> None:
    """A button's custom id carries the match id: a forged huge one is "no such match",
    not an overflow inside SQLite."""
    from storage import NotFound, open_store

    async with await open_store(tmp_path / "s.db") as store:
        for match_id in (10**30, -1, 0):
            with pytest.raises(NotFound):
                await store.get_match(match_id)


def test_suggestions_and_listed_moves_show_prices() -> None:
    """A know-how's gold (less once the opponent has it), a temple's marble, a recruit's gold:
    in the slash-command suggestions and in the table's list."""
    from bot.table import _describe
    from rules.duellum.actions import BuildTemple, Develop, Recruit
    from rules.duellum.data import KnowHowId, load_knowhow
    from rules.games import get_game

    game = get_game("duellum")
    state = game.setup(2, game.options({"map": "west"}), "prices")
    view = game.view(state, 0)
    ui = ui_for("duellum")
    price = load_knowhow()[KnowHowId.STRATA].price(False)
    develop = Develop(knowhow="strata")
    label = ui.choice_label(develop, "develop", "knowhow", "strata", "en", view)
    assert label == f"STRATA — {price} gold"
    city = next(r for r, c in view.cities.items() if c.owner == 0)  # type: ignore[attr-defined]
    temple = BuildTemple(region=city)
    assert ui.choice_label(temple, "temple", "region", city, "it", view).endswith("6 marmo")
    assert ui.choice_label(Recruit(unit="galley"), "recruit", "unit", "galley", "en", view) == (
        "galley — 2 gold"
    )
    assert _describe(game, develop, view).endswith(f"— {price} gold")
