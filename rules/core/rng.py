"""Deterministic randomness kept inside the game state.

Every draw builds ``random.Random(f"{seed}:{counter}")`` (string seeding is stable across
Python versions) and uses only its ``random()`` output with our own shuffle, so a replay of
the action log reproduces every state bit for bit on any interpreter.
"""

from __future__ import annotations

import random
from typing import TypeVar

from pydantic import BaseModel

T = TypeVar("T")


class Rng(BaseModel):
    """Seed and counter; advanced by each draw. Hidden from every player."""

    seed: str
    counter: int = 0

    def _stream(self) -> random.Random:
        stream = random.Random(f"{self.seed}:{self.counter}")
        self.counter += 1
        return stream

    def shuffle(self, items: list[T]) -> list[T]:
        """A new list with ``items`` in a random order (Fisher-Yates, our own)."""
        out = list(items)
        stream = self._stream()
        for i in range(len(out) - 1, 0, -1):
            j = int(stream.random() * (i + 1))
            out[i], out[j] = out[j], out[i]
        return out

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError("n must be positive")
        return int(self._stream().random() * n)

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1
