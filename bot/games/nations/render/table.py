"""The round's table beside the Nations progress row: the event card (what it does, to whom,
its architects and famine) or the solo rival's tile, the war bought, the architects left and
the cards left in the age's decks (their number only); and how players and nations are named.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.nations.render.parts import (
    KIND_KEYS,
    Box,
    Item,
    Pen,
    amount_items,
    card,
    draw_items,
    event,
    items_width,
    named,
    nation,
    signed,
    tile,
)
from bot.render.base import ALERT, CARD, FAINT, INK, LINE, MUTED, RGB, clean, t, tint, wrap
from rules.nations.cards import EventEffect, Outcome, SoloActionKind, Target
from rules.nations.state import Phase
from rules.nations.view import NationsView, SeatView

TARGET_KEYS: dict[Target, str] = {
    Target.ALL: "render.nations.target.all",
    Target.MOST_MILITARY: "render.nations.target.most_military",
    Target.LEAST_MILITARY: "render.nations.target.least_military",
    Target.MOST_STABILITY: "render.nations.target.most_stability",
    Target.LEAST_STABILITY: "render.nations.target.least_stability",
    Target.MOST_BOOKS: "render.nations.target.most_books",
    Target.LEAST_BOOKS: "render.nations.target.least_books",
    Target.FIRST_PASSER: "render.nations.target.first_passer",
    Target.LAST_PASSER: "render.nations.target.last_passer",
}
SOLO_KEYS: dict[SoloActionKind, str] = {
    SoloActionKind.REMOVE_ROW: "render.nations.solo.remove_row",
    SoloActionKind.REMOVE_KIND: "render.nations.solo.remove_kind",
    SoloActionKind.TAKE_ARCHITECTS: "render.nations.solo.take_architects",
    SoloActionKind.ADD_BOOKS: "render.nations.solo.add_books",
    SoloActionKind.ADD_MILITARY: "render.nations.solo.add_military",
}


def player_name(names: Sequence[str], seat: int) -> str:
    if seat < len(names) and clean(names[seat]):
        return names[seat]
    return f"#{seat + 1}"


def nation_name(p: SeatView, locale: str) -> str | None:
    return named(nation(p.nation).name, locale) if p.nation else None


def who(v: NationsView, names: Sequence[str], seat: int, locale: str) -> str:
    n = nation_name(v.seats[seat], locale)
    player = player_name(names, seat)
    return t("render.nations.who", locale, player=player, nation=n) if n else player


def age_of(v: NationsView) -> int:
    return (v.round + 1) // 2


def outcome_items(o: Outcome, locale: str) -> list[Item]:
    out = amount_items(o.gain)
    if o.choose:
        for k, r in enumerate(o.choose):
            out.append((r.value, "/" if k < len(o.choose) - 1 else f"+{o.choose_amount}"))
    if o.workers:
        out.append(("worker", signed(o.workers)))
    if o.undeploy:
        out.append(("worker", "\u21a9" + str(o.undeploy)))
    if o.free_architects:
        out.append(("architect", signed(o.free_architects)))
    if o.turn_order == "first":
        out.append((None, t("render.nations.to_first", locale)))
    elif o.turn_order == "last":
        out.append((None, t("render.nations.to_last", locale)))
    return out


def effect_lines(e: EventEffect, locale: str) -> tuple[str, list[Item]]:
    """An event part: who it reaches (in words) and what happens (icons), alternatives after
    "or"."""
    whom = t(TARGET_KEYS[e.target], locale)
    if e.exempt:
        spared = ", ".join(t(TARGET_KEYS[x], locale) for x in e.exempt)
        whom = t("render.nations.except", locale, target=whom, spared=spared)
    if e.optional:
        whom = t("render.nations.optional", locale, target=whom)
    items = outcome_items(e.outcome, locale)
    for alt in e.alternatives:
        items += [(None, t("render.nations.or", locale)), *outcome_items(alt, locale)]
    return whom, items


def draw_table(
    pen: Pen,
    v: NationsView,
    box: Box,
    names: Sequence[str],
    size: int,
    least: int,
    locale: str,
    decks: bool = True,
) -> float:
    """The round's table: the event card (or the solo tile), the war, the architects and
    (with ``decks``) the decks; at the end, the final scores. Returns the bottom of what was
    drawn."""
    x0, y0, x1, y1 = box
    d = pen.d
    if y1 > y0:
        d.rounded_rectangle(box, radius=10, fill=CARD, outline=LINE, width=2)
    lw = x1 - x0 - 20
    x, y = x0 + 10, y0 + 8
    step = size + 6
    bottom = y1 - 4 if y1 > y0 else float("inf")  # a fixed frame: what does not fit is left off
    end = bottom - (4 if decks else 3) * step - 6  # room kept for the war, architects, decks

    def line(words: str, *, bold: bool = False, fill: RGB = INK, most: int = 2) -> None:
        nonlocal y
        for row in wrap(words, size, bold, lw, most):
            if y + step > end:
                return
            pen.text((x, y), row, size, bold=bold, fill=fill, max_w=lw, min_size=least)
            y += step

    def figures(items: list[Item], indent: float = 0) -> None:
        nonlocal y
        if y + step > end:
            return
        draw_items(pen, x + indent, y + size / 2 + 1, items, size, lw - indent, least)
        y += step

    age = age_of(v)
    if v.phase is Phase.OVER:  # the round's table is gone: the final scores instead
        line(t("render.nations.final", locale), bold=True, fill=MUTED)
        for place, seat in enumerate(final_order(v), start=1):
            score = v.seats[seat].score
            player = who(v, names, seat, locale)
            words = t("render.nations.final.line", locale, place=place, player=player, score=score)
            line(words, bold=place == 1)
        if v.solo is not None:
            line(t("render.nations.final.rival", locale, books=v.solo.books), fill=MUTED)
        return y
    if v.solo is not None:
        line(t("render.nations.rival", locale), bold=True, fill=MUTED)
        if v.solo.tile is not None:
            tl = tile(v.solo.tile)
            line(named(tl.name, locale), bold=True)
            mil = rival_military(tl.military, v.solo.military)
            stab = "\u2013" if tl.stability is None else str(tl.stability)
            figures(
                [
                    ("military", mil),
                    ("stability", stab),
                    ("books", str(v.solo.books)),
                    ("architect", signed(tl.architects)),
                    ("food", signed(-tl.famine)),
                ]
            )
            a = tl.action
            kind = t(KIND_KEYS[a.card_kind], locale) if a.card_kind else ""
            line(
                t("render.nations.solo.die", locale)
                + " "
                + t(SOLO_KEYS[a.kind], locale, count=a.value, kind=kind),
                fill=MUTED,
            )
        else:
            figures([("books", str(v.solo.books))])
        if v.solo.second:
            line(t("render.nations.rival_first", locale), bold=True, fill=ALERT)
    else:
        line(t("render.nations.event", locale), bold=True, fill=MUTED)
        if v.event_offer:
            for k, eid in enumerate(v.event_offer):
                line(f"{k + 1}. " + named(event(eid).name, locale), bold=True)
        elif v.event is not None:
            e = event(v.event)
            line(named(e.name, locale), bold=True)
            figures(
                [
                    ("architect", signed(e.architects)),
                    ("food", signed(-e.famine)),
                    (None, t("render.nations.famine", locale)),
                ]
            )
            for k, part in enumerate(e.events):
                whom, items = effect_lines(part, locale)
                if v.choice is not None and v.choice.part == k:  # the part waiting for answers
                    line("! " + whom, bold=True, fill=ALERT)
                else:
                    line(whom, fill=MUTED)
                figures(items, 12)
        else:
            line(t("render.nations.no_event", locale), fill=MUTED)
    y += 4
    d.line((x, y - 4, x1 - 10, y - 4), fill=FAINT, width=1)
    end = bottom
    if v.war is not None:
        buyer = who(v, names, v.war_buyer, locale) if v.war_buyer is not None else "\u2013"
        line(
            t(
                "render.nations.war",
                locale,
                card=named(card(v.war).name, locale),
                strength=v.war_strength,
                player=buyer,
            ),
            bold=True,
            fill=ALERT,
        )
    else:
        line(t("render.nations.no_war", locale), fill=MUTED)
    left: list[Item] = [("architect", str(v.architects))]
    words = t("render.nations.architects_left", locale)
    if items_width([*left, (None, words)], size) <= lw:
        figures([*left, (None, words)])
    else:  # a narrow table: the figure, and the words under it
        figures(left)
        line(words, fill=MUTED)
    if decks:
        deck = v.deck_sizes[age - 1] if age - 1 < len(v.deck_sizes) else 0
        events = v.event_deck_sizes[age - 1] if age - 1 < len(v.event_deck_sizes) else 0
        line(t("render.nations.decks", locale, cards=deck, events=events), fill=MUTED)
    return y


def final_order(v: NationsView) -> list[int]:
    """The seats by final score, ties to the one earlier in the final order of play."""
    return sorted(v.order, key=lambda seat: (-v.seats[seat].score, v.order.index(seat)))


def rival_military(printed: int | None, added: int) -> str:
    """The rival's military figure: the tile's ("\u2013" when it has none), and with what
    its 5-6 rolls added this round, the total and the addition: ``8 (+3)``."""
    if not added:
        return "\u2013" if printed is None else str(printed)
    return f"{(printed or 0) + added} ({signed(added)})"


def rival_board(pen: Pen, v: NationsView, box: Box, size: int, least: int, locale: str) -> None:
    """The solo game's rival beside the player's board: this round's tile and its values,
    the rival's books, what its die does, whether it acts first, the tiles still to come."""
    solo = v.solo
    if solo is None:
        return
    x0, y0, x1, _ = box
    d = pen.d
    d.rounded_rectangle(box, radius=10, fill=CARD, outline=LINE, width=2)
    head_h = size + 18
    d.rounded_rectangle((x0, y0, x1, y0 + head_h), radius=10, fill=tint(INK, 0.8))
    d.rectangle((x0, y0 + head_h - 10, x1, y0 + head_h), fill=tint(INK, 0.8))
    lw = x1 - x0 - 20
    pen.text(
        (x0 + 10, y0 + head_h / 2),
        t("render.nations.rival", locale),
        size + 2,
        bold=True,
        anchor="lm",
        max_w=lw,
        min_size=least,
    )
    x, y = x0 + 10, y0 + head_h + 8
    step = size + 10

    def line(words: str, *, bold: bool = False, fill: RGB = INK) -> None:
        nonlocal y
        for row in wrap(words, size, bold, lw, 2):
            pen.text((x, y), row, size, bold=bold, fill=fill, max_w=lw, min_size=least)
            y += step

    tl = tile(solo.tile) if solo.tile else None
    if tl is not None:
        line(named(tl.name, locale), bold=True)
        mil = rival_military(tl.military, solo.military)
        stab = "\u2013" if tl.stability is None else str(tl.stability)
        items: list[Item] = [
            ("military", mil),
            ("stability", stab),
            ("books", str(solo.books)),
            ("architect", signed(tl.architects)),
            ("food", signed(-tl.famine)),
        ]
    else:
        items = [("books", str(solo.books))]
    draw_items(pen, x, y + size / 2, items, size, lw, least)
    y += step
    if v.phase is Phase.OVER:  # no die and no tiles to come once the game is over
        return
    line(t("render.nations.solo.die_column", locale), fill=MUTED)
    if tl is not None:
        a = tl.action
        kind = t(KIND_KEYS[a.card_kind], locale) if a.card_kind else ""
        action = t(SOLO_KEYS[a.kind], locale, count=a.value, kind=kind)
        line(t("render.nations.solo.die", locale) + " " + action, fill=MUTED)
    if solo.second:
        line(t("render.nations.rival_first", locale), bold=True, fill=ALERT)
    age = age_of(v)
    left = solo.tiles_left[age - 1] if age - 1 < len(solo.tiles_left) else 0
    line(t("render.nations.solo.tiles_left", locale, count=left), fill=MUTED)
