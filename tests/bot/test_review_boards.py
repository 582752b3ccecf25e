"""``strategos boards``: sample positions of a game drawn at full and phone size in every
language, for review, named so that a folder of them reads in order."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from bot.review import file_stem, pick_positions, play_game
from rules.games import get_game

PNG = b"\x89PNG\r\n\x1a\n"


def test_boards_writes_each_position_in_every_language_at_both_sizes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "review"
    code = main(["boards", "--game", "polis", "--count", "2", "--out", str(out)])
    assert code == 0
    expected = {
        f"polis-{pos}-{locale}-{size}.png"
        for pos in ("opening", "mid")
        for locale in ("en", "el", "it")
        for size in ("full", "phone")
    }
    assert {p.name for p in out.iterdir()} == expected
    for path in out.iterdir():
        assert path.read_bytes().startswith(PNG), path
    # the same position in two languages is two different pictures (its words differ)
    assert (out / "polis-mid-en-full.png").read_bytes() != (
        out / "polis-mid-el-full.png"
    ).read_bytes()
    printed = capsys.readouterr().out.splitlines()
    assert printed[-1] == f"12 pictures written to {out}."
    assert sorted(Path(line).name for line in printed[:-1]) == sorted(expected)


def test_boards_names_the_options_and_can_keep_to_one_language_and_size(
    tmp_path: Path,
) -> None:
    code = main(
        [
            "boards",
            "--game",
            "duellum",
            "--option",
            "map=west",
            "--position",
            "mid",
            "--locale",
            "it",
            "--size",
            "phone",
            "--out",
            str(tmp_path),
        ]
    )
    assert code == 0
    assert [p.name for p in tmp_path.iterdir()] == ["duellum-map-west-mid-it-phone.png"]


def test_boards_refuses_what_it_cannot_draw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["boards", "--game", "polis", "--locale", "fr", "--out", str(tmp_path)]) == 2
    assert "--locale takes one of en, el, it" in capsys.readouterr().err
    assert main(["boards", "--game", "polis", "--count", "13", "--out", str(tmp_path)]) == 2
    assert main(["boards", "--game", "polis", "--position", "dawn", "--out", str(tmp_path)]) == 2
    assert main(["boards", "--game", "polis", "--players", "3", "--out", str(tmp_path)]) == 2
    assert not any(tmp_path.iterdir())


def test_positions_cover_the_game_and_a_decision() -> None:
    states = play_game("polis", {}, 2, "positions")
    game = get_game("polis")
    assert game.outcome(states[-1]) is not None  # played to its end
    picked = pick_positions("polis", states, 7)
    names = [p.name for p in picked]
    assert names[:5] == ["opening", "mid", "late", "end", "decision"]
    assert len(set(names)) == 7 and all(n.startswith("step-") for n in names[5:])
    moves = {p.name: p.moves for p in picked}
    assert moves["opening"] == 0 < moves["mid"] < moves["late"] < moves["end"] == len(states) - 1
    decision = states[moves["decision"]]
    assert getattr(decision, "pending", None) or len(game.active_seats(decision)) > 1
    assert all(p.view.viewer is None for p in picked)  # public views only


def test_file_names_carry_options_and_players() -> None:
    assert file_stem("antike", {"side": "east", "expert": True}, 4) == (
        "antike-expert-true-side-east-players-4"
    )
    assert file_stem("babel", {}, None) == "babel"
    assert file_stem("polis", {"odd key": "a/b"}, None) == "polis-odd_key-a_b"
