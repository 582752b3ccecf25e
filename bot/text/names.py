"""The names players are shown, in every language, for the notation parsers to read back.

``rules.core.words`` reads ids and the map's own names; the catalogs' display names (a Greek
player's «Μήδοι», an Italian player's «Diserzione meda») live here, on the front end's side,
and reach ``Game.parse_notation`` as its ``names`` argument.
"""

from __future__ import annotations

from functools import cache

from rules.core import Msg
from rules.core.words import Names
from service.i18n import LOCALES, has_key, render


def _all(key: str) -> list[str]:
    if not has_key(key):
        return []
    return list(dict.fromkeys(render(Msg(key=key), loc) for loc in LOCALES))


@cache
def typed_names(game_id: str) -> Names:
    """Family -> value id -> every display name, for ``Game.parse_notation(text, names)``."""
    if game_id == "babel":
        from rules.babel.actions import Power, Source
        from rules.babel.state import Nation

        return {
            "site": {n.value: _all(f"babel.nation.{n.value}") for n in Nation},
            "source": {s.value: _all(f"babel.source.{s.value}") for s in Source},
            "power": {p.value: _all(f"babel.power.{p.value}") for p in Power},
        }
    if game_id == "duellum":
        from rules.common.maps import Resource, Unit
        from rules.duellum.data import RONDEL, KnowHowId
        from rules.duellum.events import load_events
        from rules.duellum.state import Pay, Special

        pay = {p.value: _all(f"duellum.pay.{p.value}") for p in Pay}
        for r in Resource:
            pay[r.value] += _all(f"duellum.resource.{r.value}")
        return {
            "unit": {u.value: _all(f"duellum.unit.{u.value}") for u in (*Unit, *Special)},
            "resource": {r.value: _all(f"duellum.resource.{r.value}") for r in Resource},
            "pay": pay,
            "knowhow": {k.value: _all(f"duellum.knowhow.{k.value}") for k in KnowHowId},
            "card": {c: _all(f"duellum.card.{c}") for c in load_events().ids},
            "field": {f: _all(f"duellum.field.{f}") for f in dict.fromkeys(RONDEL.fields)},
            "answer": {
                a: _all(f"bot.duellum.word.{a}") + _all(f"bot.duellum.fortress.{a}")
                for a in ("yes", "no")
            },
        }
    if game_id == "polis":
        from rules.polis.data import load

        d = load()
        return {
            "polis": {x: _all(f"polis.city.{x}") for x in d.poleis},
            "territory": {x: _all(f"polis.terr.{x}") for x in d.territories},
            "project": {x: _all(f"polis.project.{x}") for x in d.project_cards},
            "market": {x: _all(f"polis.market.{x}") for x in d.markets},
            "unit": {u: _all(f"polis.unit.{u}") for u in ("hoplite", "galley", "merchant")},
        }
    if game_id == "antike":
        from bot.text.antike import typed_names as antike_names

        return antike_names()
    if game_id == "nations":
        from bot.text.nations import typed_names as nations_names

        return nations_names()
    return {}
