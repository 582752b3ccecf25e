"""``strategos run --shard-ids … --shard-count N``: what the options accept, what they refuse
(in the user's language), and the client each choice builds (no network)."""

from __future__ import annotations

import discord
import pytest

from bot.app.client import ShardedStrategosBot, StrategosBot, make_bot
from bot.cli import CliError, main, shard_options


def test_shard_options_read_and_order_the_ids() -> None:
    assert shard_options(None, None) == (None, None)
    assert shard_options(None, 4) == (None, 4)
    assert shard_options("2, 0", 4) == ([0, 2], 4)
    assert shard_options("3", 4) == ([3], 4)


@pytest.mark.parametrize(
    ("ids", "count", "key"),
    [
        ("0,1", None, "bot.cli.error.shard_count"),
        ("0,4", 4, "bot.cli.error.shards"),
        ("1,1", 4, "bot.cli.error.shards"),
        ("-1", 4, "bot.cli.error.shards"),
        ("a", 4, "bot.cli.error.shards"),
        ("", 4, "bot.cli.error.shards"),
        ("²", 4, "bot.cli.error.shards"),
        ("0", 0, "bot.cli.error.number"),
    ],
)
def test_bad_shard_options_are_refused(ids: str, count: int | None, key: str) -> None:
    with pytest.raises(CliError) as err:
        shard_options(ids, count)
    assert err.value.key == key


@pytest.mark.parametrize(
    ("lang", "words"), [("en_US.UTF-8", "separated by commas"), ("el_GR.UTF-8", "κόμμα"),
                        ("it_IT.UTF-8", "separati da virgole")]
)  # fmt: skip
def test_refusals_come_in_the_users_language(
    lang: str, words: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", lang)
    assert main(["run", "--shard-ids", "0,9", "--shard-count", "2"]) == 2
    out = capsys.readouterr()
    text = out.out + out.err
    assert words in text and "Traceback" not in text


def test_the_client_for_each_choice() -> None:
    one = make_bot()
    assert type(one) is StrategosBot and one.shard_count is None
    single = make_bot(shard_ids=[1], shard_count=4)
    assert type(single) is StrategosBot
    assert (single.shard_id, single.shard_count) == (1, 4)
    several = make_bot(shard_ids=[0, 2], shard_count=4)
    assert isinstance(several, ShardedStrategosBot)
    assert isinstance(several, discord.AutoShardedClient)
    assert (several.shard_ids, several.shard_count) == ([0, 2], 4)
    every = make_bot(shard_count=3)
    assert isinstance(every, ShardedStrategosBot) and every.shard_ids == [0, 1, 2]
