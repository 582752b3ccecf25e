"""Nations as text: the board for the terminal table, the lines the Discord embed and the
private panel share, and a sentence for what each card does, made from the data's effect
vocabulary (``rules/nations/cards.py``) in our own words. Everything here reads a seat's
view (``NationsView``) and the card data, never the state: deck order and seed stay unseen.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from rules.core import Msg
from rules.core.words import Names
from rules.nations import cards as c
from rules.nations.actions import LEVELS
from rules.nations.catalog import Catalog, load_catalog
from rules.nations.view import NationsView
from service.i18n import LOCALES, render

RESOURCES = ("gold", "stone", "food", "books")
AMOUNT_KEYS = (*RESOURCES, "military", "stability", "vp")
SHORT_NAME = 14  # characters of a card's name on a button (phones show about that much)


def t(locale: str, key: str, **params: Any) -> str:
    return render(Msg(key=key, params=params), locale)


def catalog() -> Catalog:
    return load_catalog()


@cache
def _names() -> dict[str, c.Names]:
    """Every card, event, tile and nation id to its names in our three languages."""
    cat = catalog()
    out: dict[str, c.Names] = {}
    for deck in cat.decks.values():
        out.update((card.id, card.name) for card in deck)
    out.update((cid, card.name) for cid, card in cat.start_cards.items())
    out.update((e.id, e.name) for e in cat.events)
    out.update((tile.id, tile.name) for tile in cat.solo)
    out.update((n.id, n.name) for n in cat.nations)
    return out


def name(ident: str, locale: str) -> str:
    """A card's, event's, tile's or nation's name in ``locale`` (the id if unknown)."""
    names = _names().get(ident)
    if names is None:
        return ident
    return str(getattr(names, locale if locale in LOCALES else "en"))


def short_name(ident: str, locale: str, limit: int = SHORT_NAME) -> str:
    full = name(ident, locale)
    return full if len(full) <= limit else full[: limit - 1].rstrip() + "…"


def typed_names() -> Names:
    """Nation and card ids to their names in every language, for ``parse_notation``."""
    cat = catalog()
    ids = [card.id for deck in cat.decks.values() for card in deck]
    ids += list(cat.start_cards)

    def every(ident: str) -> list[str]:
        return list(dict.fromkeys(name(ident, loc) for loc in LOCALES))

    return {
        "nation": {n.id: every(n.id) for n in cat.nations},
        "card": {cid: every(cid) for cid in ids},
        "level": {
            lv: list(dict.fromkeys(t(loc, f"nations.level.{lv}") for loc in LOCALES))
            for lv in LEVELS
        },
    }


def level_label(level: str, locale: str) -> str:
    """A difficulty level with what growth gives at it: ``king (growth gives 2)``."""
    return t(
        locale,
        "bot.nations.label.level",
        level=t(locale, f"nations.level.{level}"),
        count=catalog().growth(level),
    )


def word(key: str, locale: str) -> str:
    """A resource or track word: gold, stone, food, books, military, stability, vp."""
    if key in ("military", "stability"):
        return t(locale, f"bot.nations.word.{key}")
    return t(locale, f"nations.res.{key}")


def amounts_text(a: c.Amounts, locale: str, *, signed: bool = True) -> str:
    """``+2 books, -1 food``: the non-zero amounts of ``a`` in words."""
    parts = []
    for key in AMOUNT_KEYS:
        n = int(getattr(a, key))
        if n:
            parts.append(f"{n:+d} {word(key, locale)}" if signed else f"{n} {word(key, locale)}")
    return ", ".join(parts)


def _choice_text(choose: tuple[c.Resource, ...], amount: int, locale: str) -> str:
    kinds = t(locale, "bot.nations.or").join(word(r.value, locale) for r in choose)
    return t(locale, "bot.nations.effect.choose", count=amount, kinds=kinds)


def _gain_text(gain: c.Amounts, choose: tuple[c.Resource, ...], amount: int, locale: str) -> str:
    parts = [p for p in (amounts_text(gain, locale),) if p]
    if choose:
        parts.append(_choice_text(choose, amount, locale))
    return ", ".join(parts)


def _condition_text(cond: c.Condition, locale: str) -> str:
    metric = t(locale, f"bot.nations.metric.{cond.metric.value}")
    if cond.rank is not None:
        return t(locale, f"bot.nations.cond.{cond.rank}", metric=metric)
    if cond.at_least is not None:
        return t(locale, "bot.nations.cond.at_least", metric=metric, count=cond.at_least)
    return t(locale, "bot.nations.cond.at_most", metric=metric, count=cond.at_most or 0)


def ability_text(a: Any, locale: str) -> str:
    """One ability of a card as a short sentence."""
    if isinstance(a, c.OnceGain):
        parts = [_gain_text(a.gain, a.choose, a.choose_amount, locale)]
        if a.workers:
            parts.append(t(locale, "bot.nations.effect.workers", count=a.workers))
        if a.discard_kinds:
            kinds = ", ".join(t(locale, f"bot.nations.kind.{k.value}") for k in a.discard_kinds)
            parts.append(t(locale, "bot.nations.effect.discard", kinds=kinds))
        return t(locale, "bot.nations.effect.once", what=", ".join(x for x in parts if x))
    if isinstance(a, c.Scaled):
        per = t(locale, f"bot.nations.per.{a.per.value}")
        return t(locale, "bot.nations.effect.scaled", what=amounts_text(a.amounts, locale), per=per)
    if isinstance(a, c.Trigger):
        what = _gain_text(a.gain, a.choose, a.choose_amount, locale)
        if a.per is not None:
            per = t(locale, f"bot.nations.per.{a.per.value}")
            what += " " + t(locale, "bot.nations.effect.each", per=per)
        kind = t(locale, f"bot.nations.kind.{a.kind.value}") if a.kind is not None else ""
        text = t(locale, f"bot.nations.when.{a.when.value}", what=what, kind=kind)
        if a.condition is not None:
            cond = _condition_text(a.condition, locale)
            text += " " + t(locale, "bot.nations.effect.if", condition=cond)
        return text
    if isinstance(a, c.Action):
        gain = _gain_text(a.gain, a.choose, a.choose_amount, locale)
        cost = amounts_text(a.cost, locale, signed=False)
        return t(locale, "bot.nations.effect.action", cost=cost or "0", what=gain)
    if isinstance(a, c.Modifier):
        return t(locale, f"bot.nations.rule.{a.rule.value}", value=a.value)
    if isinstance(a, c.RemoveIf):
        cond = _condition_text(a.condition, locale)
        return t(locale, "bot.nations.effect.remove", condition=cond)
    return ""


def effect_text(card_id: str, locale: str) -> str:
    """What a progress card does, in one line of our own words."""
    card = catalog().card(card_id)
    parts: list[str] = []
    if isinstance(card, (c.BuildingCard, c.MilitaryCard)):
        parts.append(
            t(
                locale,
                "bot.nations.effect.worker",
                stone=card.deploy_cost,
                what=amounts_text(card.per_worker, locale),
            )
        )
        if isinstance(card, c.MilitaryCard) and card.raid:
            parts.append(t(locale, "bot.nations.effect.raid", count=card.raid))
        if card.worker_vp:
            parts.append(
                t(locale, "bot.nations.effect.worker_vp", list="/".join(map(str, card.worker_vp)))
            )
    elif isinstance(card, c.AdvisorCard):
        if not card.static.is_zero():
            parts.append(amounts_text(card.static, locale))
    elif isinstance(card, c.ColonyCard):
        parts.append(t(locale, "bot.nations.effect.colony", military=card.min_military))
        if not card.static.is_zero():
            parts.append(amounts_text(card.static, locale))
    elif isinstance(card, c.WonderCard):
        parts.append(
            t(locale, "bot.nations.effect.wonder", costs="/".join(map(str, card.build_costs)))
        )
        if not card.static.is_zero():
            parts.append(amounts_text(card.static, locale))
    elif isinstance(card, c.GoldenAgeCard):
        parts.append(
            t(
                locale,
                "bot.nations.effect.golden",
                count=card.gain_amount,
                resource=word(card.gain.value, locale),
                price=card.vp_price,
            )
        )
    elif isinstance(card, c.BattleCard):
        kinds = t(locale, "bot.nations.or").join(word(r.value, locale) for r in card.choices)
        parts.append(t(locale, "bot.nations.effect.battle", kinds=kinds))
    elif isinstance(card, c.WarCard):
        parts.append(
            t(
                locale,
                "bot.nations.effect.war",
                vp=card.vp_loss,
                loss=amounts_text(card.loss, locale, signed=False),
            )
        )
    parts += [x for x in (ability_text(a, locale) for a in card.abilities) if x]
    vp = getattr(card, "vp", 0)
    if vp:
        parts.append(t(locale, "bot.nations.effect.vp", count=vp))
    return "; ".join(parts)


def kind_of(card_id: str) -> str:
    return str(catalog().card(card_id).kind.value)


def card_line(card_id: str, locale: str) -> str:
    kind = t(locale, f"bot.nations.kind.{kind_of(card_id)}")
    return f"**{name(card_id, locale)}** ({kind}): {effect_text(card_id, locale)}"


# --- the position ------------------------------------------------------------------------
def row_price(row: int) -> int:
    """Gold for a card of ``row`` (1 is the top row)."""
    return int(catalog().setup.row_costs[row - 1])


def nation_label(v: NationsView, seat: int, locale: str) -> str:
    p = v.seats[seat]
    if p.nation is None:
        return "—"
    level = t(locale, f"nations.level.{p.level}")
    return f"{name(p.nation, locale)} ({p.side.upper()}) · {level}"


def seat_text(v: NationsView, seat: int, locale: str) -> str:
    """A nation's numbers: military, stability, resources, VP and score."""
    p = v.seats[seat]
    if p.nation is None:
        return t(locale, "bot.nations.no_nation")
    lines = [
        t(
            locale,
            "bot.nations.seat",
            military=p.military,
            stability=p.stability,
            gold=p.gold,
            stone=p.stone,
            food=p.food,
            books=p.books,
            vp=p.vp,
            score=p.score,
        ),
        t(locale, "bot.nations.workers", idle=p.pool, on=sum(sl.workers for sl in p.slots)),
    ]
    if p.passed:
        lines.append(t(locale, "bot.nations.passed"))
    return "\n".join(lines)


def board_text(v: NationsView, seat: int, locale: str) -> str:
    """A nation's cards: the five places with their workers, advisors, colonies, wonders."""
    p = v.seats[seat]
    places = [
        t(
            locale,
            "bot.nations.place",
            slot=i + 1,
            card=name(sl.card, locale) if sl.card else "—",
            workers=sl.workers,
        )
        for i, sl in enumerate(p.slots)
    ]
    lines = [", ".join(places)] if places else []
    advisors = [name(a, locale) for a in (p.advisor, p.advisor2) if a]
    if advisors:
        lines.append(t(locale, "bot.nations.advisor", names=", ".join(advisors)))
    if p.colonies:
        lines.append(
            t(locale, "bot.nations.colonies", names=", ".join(name(x, locale) for x in p.colonies))
        )
    if p.wonder:
        lines.append(
            t(
                locale,
                "bot.nations.building_wonder",
                card=name(p.wonder, locale),
                count=p.architects,
            )
        )
    if p.wonders:
        lines.append(
            t(locale, "bot.nations.wonders", names=", ".join(name(x, locale) for x in p.wonders))
        )
    return "\n".join(lines)


def row_lines(v: NationsView, locale: str) -> list[str]:
    """The progress board, row by row with its price; an empty place shows as —."""
    out = []
    for r, row in enumerate(v.row, start=1):
        cards = [
            f"{col}. {name(cid, locale)}" if cid else f"{col}. —" for col, cid in enumerate(row, 1)
        ]
        out.append(t(locale, "bot.nations.row", row=r, gold=row_price(r), cards=", ".join(cards)))
    return out


def phase_text(v: NationsView, locale: str) -> str:
    return t(locale, f"bot.nations.phase.{v.phase.value}")


def status_lines(v: NationsView, name_of: Callable[[int], str], locale: str) -> list[str]:
    """Age and round, phase, who acts, the round's event and war, architects, decks left."""
    age = (v.round + 1) // 2
    lines = [
        t(
            locale,
            "bot.nations.round",
            age=age,
            ages=v.ages,
            round=v.round,
            rounds=2 * v.ages,
            phase=phase_text(v, locale),
        )
    ]
    if v.active:
        who = ", ".join(name_of(s) for s in v.active)
        lines.append(t(locale, "bot.nations.to_act", players=who))
    order = ", ".join(name_of(s) for s in v.order)
    lines.append(t(locale, "bot.nations.order", players=order))
    if v.event:
        lines.append(t(locale, "bot.nations.event", card=name(v.event, locale)))
    if v.event_offer:
        offer = ", ".join(name(e, locale) for e in v.event_offer)
        lines.append(t(locale, "bot.nations.event_offer", cards=offer))
    if v.war:
        lines.append(
            t(locale, "bot.nations.war", card=name(v.war, locale), strength=v.war_strength)
        )
    lines.append(t(locale, "bot.nations.architects", count=v.architects))
    if v.solo is not None and v.solo.tile:
        tile = name(v.solo.tile, locale)
        lines.append(t(locale, "bot.nations.tile", tile=tile, books=v.solo.books))
        if v.solo.military:  # what its 5-6 rolls added to the tile's military this round
            lines.append(t(locale, "bot.nations.rival_military", count=v.solo.military))
    if v.choice is not None:
        lines.append(choice_text(v, locale))
    return lines


def choice_text(v: NationsView, locale: str) -> str:
    """The event part waiting for answers, and what each option does."""
    if v.choice is None or v.event is None:
        return ""
    text = t(
        locale,
        "bot.nations.choice",
        event=name(v.event, locale),
        options=", ".join(f"{o}: {label}" for o, label in choice_options(v, locale)),
    )
    if v.choice.by is not None and len(v.choice.seats) > 1:  # README 28: one for all
        text += " " + t(locale, "bot.nations.choice_for_all", count=len(v.choice.seats))
    return text


def outcome_text(o: c.Outcome, locale: str) -> str:
    parts = [amounts_text(o.gain, locale)] if not o.gain.is_zero() else []
    if o.choose:
        parts.append(_choice_text(o.choose, o.choose_amount, locale))
    if o.workers:
        parts.append(t(locale, "bot.nations.effect.workers", count=o.workers))
    if o.free_architects:
        parts.append(t(locale, "bot.nations.effect.free_architects", count=o.free_architects))
    if o.undeploy:
        parts.append(t(locale, "bot.nations.effect.undeploy", count=o.undeploy))
    if o.turn_order:
        parts.append(t(locale, f"bot.nations.effect.order_{o.turn_order}"))
    return ", ".join(parts)


def choice_options(v: NationsView, locale: str) -> list[tuple[int, str]]:
    """The options of the waiting event choice or event offer: (number, label)."""
    if v.event_offer:
        return [(i, name(e, locale)) for i, e in enumerate(v.event_offer, start=1)]
    if v.choice is None or v.event is None:
        return []
    event = next(e for e in catalog().events if e.id == v.event)
    part = event.events[v.choice.part]
    out = []
    if part.optional:
        out.append((0, t(locale, "bot.nations.decline")))
    out.append((1, outcome_text(part.outcome, locale)))
    out += [(i, outcome_text(o, locale)) for i, o in enumerate(part.alternatives, start=2)]
    return out


def action_text(v: NationsView, action: Any, locale: str, limit: int | None = None) -> str:
    """A move as the rules describe it, with the card it is about named (a buy, a deploy,
    a card's action), for lists of moves. Within ``limit`` characters (a select option's)
    the description is shortened, never the card's name: a golden age's payments run long."""
    from rules.nations import GAME
    from rules.nations.actions import Buy, Deploy, Pick, Withdraw

    text = render(GAME.describe(action), locale)
    if isinstance(action, Pick) and v.viewer is not None:  # a board to choose, at a level
        preset = v.seats[v.viewer].level
        level = action.level or preset
        text = f"{name(action.nation, locale)} ({action.side.upper()}) · "
        text += level_label(level, locale)
        if level == preset:
            text += " · " + t(locale, "bot.nations.preset_level")
        return text if limit is None or len(text) <= limit else text[: limit - 1] + "…"
    card: str | None = None
    about = ""
    seat = v.viewer if v.viewer is not None else v.current
    slots = v.seats[seat].slots
    if isinstance(action, Buy):
        card = v.row[action.row - 1][action.col - 1]
        kind = kind_of(card) if card else ""
        if card and action.slot and kind in ("building", "military") and slots:
            there = slots[action.slot - 1].card
            if there:
                about = " " + t(locale, "bot.nations.replaces", card=name(there, locale))
    elif isinstance(action, (Deploy, Withdraw)) and slots:
        slot = action.to if isinstance(action, Deploy) else action.slot
        card = slots[slot - 1].card
    if not card:
        return text if limit is None or len(text) <= limit else text[: limit - 1] + "…"
    tail = f" · {name(card, locale)}{about}"
    if limit is not None and len(text) + len(tail) > limit:
        room = max(1, limit - len(tail) - 1)
        text = text[:room].rstrip() + "…"
    return text + tail


def render_nations(view: NationsView, name_of: Callable[[int], str], locale: str = "en") -> str:
    """The whole position as text for the terminal table."""
    lines = status_lines(view, name_of, locale)
    for seat in view.order:
        lines.append("")
        lines.append(f"{name_of(seat)} · {nation_label(view, seat, locale)}")
        lines.append(seat_text(view, seat, locale))
        if view.seats[seat].nation:
            lines.append(board_text(view, seat, locale))
    lines.append("")
    lines += row_lines(view, locale)
    shown = [cid for row in view.row for cid in row if cid]
    lines += [f"  {card_line(cid, locale)}".replace("**", "") for cid in shown]
    return "\n".join(lines)


render_board = render_nations


# --- the offline table's hooks (bot/table.py) --------------------------------------------------


def table_describe(game: Any, action: Any, view: Any, locale: str) -> str | None:
    return action_text(view, action, locale) if view is not None else None


def table_hand(v: NationsView, locale: str) -> str | None:
    """Nothing is hidden in Nations: the viewer's own part is their board, and what the
    cards of the progress row do (None for a spectator)."""
    seat = v.viewer
    if seat is None:
        return None
    lines = []
    if v.seats[seat].nation:
        lines.append(t(locale, "bot.nations.hand", nation=nation_label(v, seat, locale)))
        lines.append(seat_text(v, seat, locale))
        lines.append(board_text(v, seat, locale))
    lines += [card_line(cid, locale) for row in v.row for cid in row if cid]
    return "\n".join(line for line in lines if line)
