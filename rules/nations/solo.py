"""The solo game's imaginary opponent [Solo variant]: after each card bought,
worker deployed on a military card or architect hired, a die is rolled for it. 1-4: the
cards of that column leave the progress row, and if one of them is a war, it buys the
cheapest at its own military; 5-6: the action on this round's tile (README 20)."""

from __future__ import annotations

from rules.core.messages import Event, Msg
from rules.nations.cards import CardKind
from rules.nations.catalog import Catalog
from rules.nations.state import ROW_PRICE, NationsState

HALL_OF_FAME = (
    (70, "trajan"),
    (60, "ashoka"),
    (55, "wu_zetian"),
    (50, "saladin"),
    (45, "victoria"),
    (40, "charles_v"),
    (35, "cleopatra"),
    (30, "pericles"),
    (25, "darius_iii"),
    (20, "atahualpa"),
    (15, "cixi"),
    (10, "dan_quayle"),
)
"""[Solo Hall of Fame] the least score for each rank."""


def kind_key(kind: CardKind | None) -> str:
    """The message key's word for a card kind (a golden age is ``golden``)."""
    return "golden" if kind is CardKind.GOLDEN_AGE else str(kind)


def hall_of_fame(score: int) -> str:
    for least, name in HALL_OF_FAME:
        if score >= least:
            return name
    return "none"


def roll(cat: Catalog, s: NationsState, events: list[Event]) -> None:
    assert s.solo is not None
    face = s.rng.die(6)
    events.append(Event.of("nations.log.die", face=face))
    if face <= 4:
        col = face - 1
        wars = []
        for r in range(3):
            cid = s.row[r][col]
            if cid is not None and cat.card(cid).kind is CardKind.WAR:
                wars.append((ROW_PRICE[r], cid))
            s.row[r][col] = None
        if wars and s.war is None:
            tile = cat.tile(s.solo.tile) if s.solo.tile else None
            s.war = min(wars)[1]
            s.war_strength = opponent_military(cat, s)
            s.war_buyer = None
            events.append(Event.of("nations.log.solo_war", strength=s.war_strength))
        return
    tile = cat.tile(s.solo.tile) if s.solo.tile else None
    if tile is None:
        return
    act = tile.action
    if act.kind == "take_architects":
        n = min(act.value, s.architects)
        s.architects -= n
        events.append(Event.of("nations.log.solo_architects", count=n))
    elif act.kind == "remove_row":
        r = act.value - 1
        s.row[r] = [None] * len(s.row[r])
        events.append(Event.of("nations.log.solo_row", row=r + 1))
    elif act.kind == "remove_kind":
        for row in s.row:
            for i, cid in enumerate(row):
                if cid is not None and cat.card(cid).kind == act.card_kind:
                    row[i] = None
        events.append(
            Event.of(
                "nations.log.solo_kind", kind=Msg.of(f"nations.kind.{kind_key(act.card_kind)}")
            )
        )
    elif act.kind == "add_books":
        s.solo.books += act.value
        events.append(Event.of("nations.log.solo_books", count=act.value))
    elif act.kind == "add_military":
        s.solo.military += act.value
        events.append(Event.of("nations.log.solo_military", count=act.value))


def opponent_military(cat: Catalog, s: NationsState) -> int:
    """The opponent's military this round: its tile's, plus what a 5-6 added (0: none)."""
    assert s.solo is not None
    tile = cat.tile(s.solo.tile) if s.solo.tile else None
    base = tile.military if tile is not None and tile.military is not None else 0
    return base + s.solo.military
