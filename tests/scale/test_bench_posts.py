"""``strategos bench``: the bot's whole post for a move in every game, with its pictures and
as text only, alternated, a press of its Full board button, and the event loop's lag
meanwhile (a tiny run)."""

from __future__ import annotations

from pathlib import Path

from bench.posts import GAMES, bot_posts
from service import MatchService
from storage import open_store


async def test_every_game_s_post_is_timed_with_and_without_its_pictures(tmp_path: Path) -> None:
    async with await open_store(tmp_path / "posts.db") as store:
        out = await bot_posts(MatchService(store), 2, "t", pictures="thread", warm=False)
    assert set(out) == {*GAMES, "loop_lag"}
    for game_id in GAMES:
        figures = out[game_id]
        for kind in ("bot_post", "bot_post_text_only"):
            assert set(figures[kind]) == {"p50_ms", "p99_ms"}, game_id
            assert 0 < figures[kind]["p50_ms"] <= figures[kind]["p99_ms"], game_id
        assert figures["bot_post_samples"] == 2
        # the first move's post leaves the match in play: its Full board button was pressed
        assert set(figures["full_board"]) == {"p50_ms", "p99_ms"}, game_id
        assert figures["full_board"]["p50_ms"] > 0, game_id
        ratio = figures["bot_post"]["p50_ms"] / figures["bot_post_text_only"]["p50_ms"]
        assert figures["pictures_over_text"] == round(ratio, 2)
    for kind in ("pictures", "text_only"):
        lag = out["loop_lag"][kind]
        assert set(lag) == {"p99_ms", "max_ms", "ticks"}
        assert 0 <= lag["p99_ms"] <= lag["max_ms"]
    assert out["loop_lag"]["pictures"]["ticks"] > 0  # drawing takes a few ticks at least
