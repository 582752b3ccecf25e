"""``strategos commands --json`` prints what ``sync`` would send, and Discord would accept it:
name rules, lengths, counts, the 8,000-character budget, and Greek and Italian for every
name and description."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from bot.app.launch import command_payloads
from bot.cli import main

NAME = re.compile(r"^[-_\w]{1,32}$")
LOCALES = ("el", "it")


def _walk(node: dict[str, Any], path: str = "") -> list[tuple[str, dict[str, Any]]]:
    out = [(path + "/" + node["name"], node)]
    for child in node.get("options", []) or []:
        out.extend(_walk(child, path + "/" + node["name"]))
    return out


def _budget(node: dict[str, Any]) -> int:
    """Characters Discord counts against the 8,000 limit: names, descriptions, values and all
    their localizations."""
    total = len(node.get("name", "")) + len(node.get("description", ""))
    if "value" in node:
        total += len(str(node["value"]))
    for key in ("name_localizations", "description_localizations"):
        total += sum(len(v) for v in (node.get(key) or {}).values())
    for child in node.get("options", []) or []:
        total += _budget(child)
    for choice in node.get("choices", []) or []:
        total += _budget(choice)
    return total


@pytest.fixture(scope="module")
def payloads() -> list[dict[str, Any]]:
    import asyncio

    return asyncio.run(command_payloads())


def test_commands_json_prints_the_payloads(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["commands", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert {c["name"] for c in printed} >= {"match", "babel"}


def test_commands_plain_lists_every_command_with_its_greek_and_italian_names(
    capsys: pytest.CaptureFixture[str], payloads: list[dict[str, Any]]
) -> None:
    assert main(["commands"]) == 0
    lines = capsys.readouterr().out.splitlines()
    for top in payloads:
        local = top["name_localizations"]
        head = f"/{top['name']} (el: {local['el']}, it: {local['it']}) — {top['description']}"
        assert head in lines
        for sub in (o for o in top.get("options", []) if o["type"] in (1, 2)):
            local = sub["name_localizations"]
            assert f"  {sub['name']} (el: {local['el']}, it: {local['it']}) — " in "\n".join(lines)


def test_every_command_meets_discord_limits(payloads: list[dict[str, Any]]) -> None:
    assert len(payloads) <= 100
    for top in payloads:
        assert _budget(top) <= 8000, (top["name"], _budget(top))
        for path, node in _walk(top):
            names = [node["name"], *(node.get("name_localizations") or {}).values()]
            for name in names:
                assert NAME.match(name) and name == name.lower(), (path, name)
            descs = [node["description"], *(node.get("description_localizations") or {}).values()]
            for desc in descs:
                assert 1 <= len(desc) <= 100, (path, desc)
            assert len(node.get("options", []) or []) <= 25, path
            assert len(node.get("choices", []) or []) <= 25, path
            for choice in node.get("choices", []) or []:
                assert 1 <= len(choice["name"]) <= 100
            siblings = [o["name"] for o in node.get("options", []) or []]
            assert len(siblings) == len(set(siblings)), (path, siblings)


def test_every_name_and_description_has_greek_and_italian(
    payloads: list[dict[str, Any]],
) -> None:
    for top in payloads:
        for path, node in _walk(top):
            for locale in LOCALES:
                assert (node.get("name_localizations") or {}).get(locale), (path, locale)
                assert (node.get("description_localizations") or {}).get(locale), (path, locale)
            for choice in node.get("choices", []) or []:
                for locale in LOCALES:
                    assert (choice.get("name_localizations") or {}).get(locale), (path, choice)


def test_generated_game_commands_follow_the_action_models(
    payloads: list[dict[str, Any]],
) -> None:
    babel = next(p for p in payloads if p["name"] == "babel")
    subs = {o["name"]: o for o in babel["options"]}
    assert set(subs) == {"move", "play", "build", "migrate", "power", "end", "discard"}
    assert [o["name"] for o in subs["migrate"]["options"]] == ["from", "to"]
    power = {o["name"]: o for o in subs["power"]["options"]}
    assert power["power"]["required"] and power["position"]["required"]
    assert not power["target"]["required"] and not power["from"]["required"]
    assert all(o["autocomplete"] for o in power.values())
    assert "options" not in subs["end"] or not subs["end"]["options"]


def test_run_without_a_token_points_to_the_offline_table(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)  # no .env here
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN" in err and "strategos play" in err
    assert main(["sync"]) == 2
