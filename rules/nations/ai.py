"""Nations AIs. Each sees only ``view(state, seat)`` and the seat's legal actions.

``random``: a uniformly random legal action.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from rules.nations.actions import NationsAction


def random_ai(view: Any, legal: Sequence[NationsAction], rng: random.Random) -> NationsAction:
    return legal[rng.randrange(len(legal))]


AIS = {"random": random_ai}
