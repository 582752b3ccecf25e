"""Nations' component data: progress cards, event cards, solo tiles, nation boards and setup tables.

The models are the effect vocabulary the engine reads; ``load_catalog`` validates every data file
under ``data/`` on load (unique ids, ages, cost ranges, references, deck sizes per player count).
Which values the rulebook states and which are our design is written in each data file.
No rules are applied here: only pure helpers that read effects.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

AGES = (1, 2, 3, 4)
ID_PATTERN = r"^[a-z][a-z0-9_]*$"


class CardDataError(ValueError):
    """A data file breaks the schema; the message names the file and what is wrong."""


class Resource(StrEnum):
    GOLD = "gold"
    STONE = "stone"
    FOOD = "food"
    BOOKS = "books"


RESOURCES = tuple(r.value for r in Resource)
"""The four resources by name, in the order production counts them (rulebook, "Production")."""


class CardKind(StrEnum):
    """The eight kinds of progress card (rulebook, "Progress cards", pp. 15-16)."""

    ADVISOR = "advisor"
    BUILDING = "building"
    MILITARY = "military"
    COLONY = "colony"
    WONDER = "wonder"
    GOLDEN_AGE = "golden_age"
    BATTLE = "battle"
    WAR = "war"


class CardSet(StrEnum):
    """Basic (no symbol), advanced, expert, and the 1st edition's promo (Grand Duchy of Finland)."""

    BASIC = "basic"
    ADVANCED = "advanced"
    EXPERT = "expert"
    PROMO = "promo"


class Basis(StrEnum):
    FACT = "fact"  # stated by the rulebook (or a cited public source)
    DESIGN = "design"  # ours, historically grounded


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Names(_Frozen):
    """A proper name in our three languages (names live in the data; sentences in Fluent)."""

    en: str = Field(min_length=1)
    el: str = Field(min_length=1)
    it: str = Field(min_length=1)


class Amounts(_Frozen):
    """Signed quantities. Resources (gold, stone, food, books) move in production or at once;
    military and stability are track values that count while the source is active; vp are points."""

    gold: int = 0
    stone: int = 0
    food: int = 0
    books: int = 0
    military: int = 0
    stability: int = 0
    vp: int = 0

    def resources(self) -> dict[Resource, int]:
        """The non-zero resource entries."""
        return {r: getattr(self, r.value) for r in Resource if getattr(self, r.value)}

    def times(self, n: int) -> Amounts:
        return Amounts(**{k: v * n for k, v in self.model_dump().items()})

    def plus(self, other: Amounts) -> Amounts:
        mine, theirs = self.model_dump(), other.model_dump()
        return Amounts(**{k: mine[k] + theirs[k] for k in mine})

    def is_zero(self) -> bool:
        return not any(self.model_dump().values())

    def only_resources(self) -> bool:
        return self.military == 0 and self.stability == 0 and self.vp == 0


ZERO = Amounts()


class Metric(StrEnum):
    """What a condition or a ranking compares."""

    MILITARY = "military"
    STABILITY = "stability"
    WORKERS_ON_MILITARY = "workers_on_military"


class Condition(_Frozen):
    """True when the nation ranks ``most``/``least`` in ``metric`` (tie rules of the rulebook:
    a tie for most wins nothing, a tie for least takes the penalty), or meets a threshold."""

    metric: Metric
    rank: Literal["most", "least"] | None = None
    at_least: int | None = None
    at_most: int | None = None

    @model_validator(mode="after")
    def _exactly_one_test(self) -> Condition:
        tests = [self.rank is not None, self.at_least is not None, self.at_most is not None]
        if sum(tests) != 1:
            raise ValueError("a condition needs exactly one of rank, at_least, at_most")
        return self


class ScaleBy(StrEnum):
    """What a scaled effect counts on the owner's board."""

    BUILDINGS = "buildings"  # building cards in play
    MANNED_MILITARY = "manned_military"  # military cards with at least one worker
    COLONIES = "colonies"
    WONDERS = "wonders"  # completed wonders


class TriggerWhen(StrEnum):
    """Moments a trigger fires (at most once per round: rulebook, "Notes on the cards")."""

    PRODUCTION = "production"  # in the production step of the resolution phase
    BUY_TOP_ROW = "buy_top_row"  # after buying a progress card from row 1 (3 gold)
    BUY_KIND = "buy_kind"  # after buying a progress card of ``kind``
    WONDER_COMPLETED = (
        "wonder_completed"  # the owner completes any wonder (even one replacing this card)
    )
    PASS_FIRST = "pass_first"  # the owner is the first to pass this round
    SPEND_LAST_GOLD = "spend_last_gold"  # the owner pays their last gold
    WAR_SURVIVED = "war_survived"  # a war resolves and the owner is not defeated
    AGE_END = "age_end"  # at the end of the age, after book scoring


class ModifierRule(StrEnum):
    """Standing rule changes a card grants while active; ``value`` says how much."""

    GOLDEN_AGE_ADVANTAGE = "golden_age_advantage"  # +value resources or -value VP price (Uraniborg)
    WAR_STRENGTH_BONUS = (
        "war_strength_bonus"  # military counts +value when checking war defeat (Elizabeth)
    )
    NO_MILITARY_UPKEEP = (
        "no_military_upkeep"  # negative production of military cards ignored (Anna Komnene)
    )
    WAR_NO_VP_IF_PASSED_FIRST = (
        "war_no_vp_if_passed_first"  # defeated after passing first: no VP lost (Great Wall)
    )
    EXTRA_ADVISOR_SLOT = "extra_advisor_slot"  # value more advisors may be kept
    EXTRA_COLONY_SLOT = "extra_colony_slot"  # value more colonies may be kept
    DOUBLE_FIRST_TURN = "double_first_turn"  # two actions in the first turn of a round (Sun Tzu)
    CHOOSE_EVENT = "choose_event"  # reveal two event cards, keep one, show both (Machiavelli)
    STABILITY_LOWEST_ON_COMPLETION = (
        "stability_lowest_on_completion"  # rest of that round: least stable (Versailles)
    )
    PRIVATE_ARCHITECTS = "private_architects"  # value architects of one's own each round
    DEPLOY_DISCOUNT = "deploy_discount"  # deploying costs value less stone (never below 0)
    ARCHITECT_DISCOUNT = (
        "architect_discount"  # each architect costs value less stone (never below 0)
    )
    RAID_BONUS = "raid_bonus"  # battles gain value more
    FAMINE_REDUCTION = "famine_reduction"  # famine costs value less food
    WAR_LOSS_REDUCTION = (
        "war_loss_reduction"  # war resource losses value less (on top of stability)
    )


class ChoiceMixin(_Frozen):
    """ "A / B / C": take ``choose_amount`` of exactly one of ``choose`` (rulebook, "Symbols")."""

    choose: tuple[Resource, ...] = ()
    choose_amount: int = 0

    @model_validator(mode="after")
    def _choice_complete(self) -> ChoiceMixin:
        if bool(self.choose) != bool(self.choose_amount):
            raise ValueError("choose and choose_amount go together")
        if len(set(self.choose)) != len(self.choose):
            raise ValueError("choose lists a resource twice")
        return self


class OnceGain(ChoiceMixin):
    """One-time effect when the card takes effect: on purchase, or on completion for a wonder."""

    type: Literal["once"]
    gain: Amounts = ZERO
    workers: int = 0  # workers gained (from the population track) or lost
    discard_kinds: tuple[CardKind, ...] = ()  # the owner loses all own cards of these kinds


class Scaled(_Frozen):
    """Continuous effect: ``amounts`` times the count of ``per`` (per card, not per worker)."""

    type: Literal["scaled"]
    amounts: Amounts
    per: ScaleBy


class Trigger(ChoiceMixin):
    """``gain`` (times ``per`` if set) when ``when`` happens and ``condition`` holds."""

    type: Literal["trigger"]
    when: TriggerWhen
    kind: CardKind | None = None  # only with buy_kind
    condition: Condition | None = None
    gain: Amounts = ZERO
    per: ScaleBy | None = None

    @model_validator(mode="after")
    def _kind_with_buy_kind(self) -> Trigger:
        if (self.when == TriggerWhen.BUY_KIND) != (self.kind is not None):
            raise ValueError("a trigger names a card kind exactly when it fires on buy_kind")
        if self.gain.is_zero() and not self.choose:
            raise ValueError("a trigger must gain something")
        return self


class Action(ChoiceMixin):
    """A special action (takes the turn), once a round: pay ``cost``, gain ``gain`` or a choice."""

    type: Literal["action"]
    cost: Amounts = ZERO
    gain: Amounts = ZERO

    @model_validator(mode="after")
    def _sane(self) -> Action:
        if any(v < 0 for v in self.cost.model_dump().values()):
            raise ValueError("an action's cost is written as positive amounts")
        if self.gain.is_zero() and not self.choose:
            raise ValueError("an action must gain something")
        return self


class Modifier(_Frozen):
    type: Literal["modifier"]
    rule: ModifierRule
    value: int = Field(default=1, ge=1)


class RemoveIf(_Frozen):
    """The card leaves the game the moment ``condition`` holds (rulebook, "Removal")."""

    type: Literal["remove_if"]
    condition: Condition


Ability = Annotated[
    OnceGain | Scaled | Trigger | Action | Modifier | RemoveIf, Field(discriminator="type")
]
_A = TypeVar("_A", OnceGain, Scaled, Trigger, Action, Modifier, RemoveIf)


class _CardBase(_Frozen):
    id: str = Field(pattern=ID_PATTERN)
    age: int = Field(ge=0, le=4)  # 0 only for the cards printed on nation boards
    set: CardSet = CardSet.BASIC
    name: Names
    basis: Basis
    source: str = Field(min_length=3)  # rulebook section, or the history behind our design
    year: int  # a representative year (negative: BC)
    min_players: int = Field(default=1, ge=1, le=5)
    abilities: tuple[Ability, ...] = ()

    def abilities_of(self, cls: type[_A]) -> tuple[_A, ...]:
        return tuple(a for a in self.abilities if isinstance(a, cls))

    def modifier(self, rule: ModifierRule) -> int:
        """The card's value for ``rule``, 0 when it has none."""
        return sum(m.value for m in self.abilities_of(Modifier) if m.rule == rule)


class _WorkerCard(_CardBase):
    """Buildings and military: effects per deployed worker (rulebook, "Deploy a worker")."""

    deploy_cost: int = Field(ge=0, le=8)  # stone per worker deployed
    per_worker: Amounts  # military/stability at once; resources in production (negative: upkeep)
    worker_vp: tuple[int, ...] = Field(default=(), max_length=4)  # VP of the 1st, 2nd, ... worker

    def vp_for(self, workers: int) -> int:
        """Final-scoring VP of this card with ``workers`` on it (extra workers score nothing)."""
        return sum(self.worker_vp[:workers])

    @model_validator(mode="after")
    def _does_something(self) -> _WorkerCard:
        if self.per_worker.is_zero():
            raise ValueError(f"{self.id}: a worker on it must do something")
        if self.per_worker.vp:
            raise ValueError(f"{self.id}: worker VP go in worker_vp, not per_worker")
        return self


class BuildingCard(_WorkerCard):
    kind: Literal[CardKind.BUILDING]


class MilitaryCard(_WorkerCard):
    kind: Literal[CardKind.MILITARY]
    raid: int = Field(ge=0, le=15)  # battle value while at least one worker is on it


class AdvisorCard(_CardBase):
    kind: Literal[CardKind.ADVISOR]
    static: Amounts = ZERO  # counts while it is the nation's advisor


class ColonyCard(_CardBase):
    kind: Literal[CardKind.COLONY]
    min_military: int = Field(ge=0, le=40)
    static: Amounts = ZERO
    vp: int = Field(ge=0, le=10)


class WonderCard(_CardBase):
    kind: Literal[CardKind.WONDER]
    build_costs: tuple[int, ...] = Field(
        min_length=1, max_length=5
    )  # stone per architect, left to right
    static: Amounts = ZERO  # once completed
    vp: int = Field(ge=0, le=15)

    @model_validator(mode="after")
    def _costs(self) -> WonderCard:
        if any(c < 0 or c > 10 for c in self.build_costs):
            raise ValueError(f"{self.id}: each architect costs 0-10 stone")
        return self


class GoldenAgeCard(_CardBase):
    """Take ``gain_amount`` of ``gain``, or pay ``vp_price`` resources of any mix for 1 VP."""

    kind: Literal[CardKind.GOLDEN_AGE]
    gain: Resource
    gain_amount: int = Field(ge=1, le=8)
    vp_price: int = Field(ge=1, le=12)


class BattleCard(_CardBase):
    """Gain the best manned army's raid value as books, food or stone (one kind), then remove."""

    kind: Literal[CardKind.BATTLE]
    choices: tuple[Resource, ...] = (Resource.BOOKS, Resource.FOOD, Resource.STONE)


class WarCard(_CardBase):
    """Nations below the war's strength lose ``vp_loss`` VP and ``loss`` (less their stability)."""

    kind: Literal[CardKind.WAR]
    loss: Amounts
    vp_loss: int = Field(default=1, ge=1)

    @model_validator(mode="after")
    def _loss(self) -> WarCard:
        if not self.loss.only_resources() or any(v < 0 for v in self.loss.model_dump().values()):
            raise ValueError(f"{self.id}: a war's loss is written as positive resource amounts")
        if self.loss.is_zero():
            raise ValueError(f"{self.id}: a war must cost the defeated something")
        return self


ProgressCard = Annotated[
    AdvisorCard
    | BuildingCard
    | MilitaryCard
    | ColonyCard
    | WonderCard
    | GoldenAgeCard
    | BattleCard
    | WarCard,
    Field(discriminator="kind"),
]


class _DataFile(_Frozen):
    about: str = Field(min_length=20)  # what is fact and what is our design
    sources: tuple[str, ...] = Field(min_length=1)


class ProgressDeck(_DataFile):
    age: int = Field(ge=1, le=4)
    cards: tuple[ProgressCard, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _ages(self) -> ProgressDeck:
        wrong = [c.id for c in self.cards if c.age != self.age]
        if wrong:
            raise ValueError(f"cards of another age in the age {self.age} deck: {', '.join(wrong)}")
        return self


class Target(StrEnum):
    """Who an event reaches. ``most_*``/``first_passer`` are advantages and ``least_*``/
    ``last_passer`` penalties (with 5 players the rulebook widens both: the engine's job)."""

    ALL = "all"
    MOST_MILITARY = "most_military"
    LEAST_MILITARY = "least_military"
    MOST_STABILITY = "most_stability"
    LEAST_STABILITY = "least_stability"
    MOST_BOOKS = "most_books"
    LEAST_BOOKS = "least_books"
    FIRST_PASSER = "first_passer"
    LAST_PASSER = "last_passer"

    @property
    def is_advantage(self) -> bool:
        return self.value.startswith("most_") or self == Target.FIRST_PASSER

    @property
    def is_penalty(self) -> bool:
        return self.value.startswith("least_") or self == Target.LAST_PASSER


class Outcome(ChoiceMixin):
    """What happens to a reached nation. Negative amounts are losses (shortfall rules apply);
    military/stability are lasting adjustments of the nation's track (military never below 0)."""

    gain: Amounts = ZERO
    workers: int = 0  # gained from / returned to the population track
    free_architects: int = (
        0  # architects from the supply onto the own wonder, no stone (Great Exhibition)
    )
    turn_order: Literal["first", "last"] | None = None
    undeploy: int = 0  # workers taken off buildings/military back to the supply

    def is_empty(self) -> bool:
        return (
            self.gain.is_zero()
            and not self.choose
            and not (self.workers or self.free_architects or self.undeploy)
            and self.turn_order is None
        )


class EventEffect(_Frozen):
    target: Target
    exempt: tuple[Target, ...] = ()  # with target all: these nations are spared
    outcome: Outcome
    alternatives: tuple[Outcome, ...] = ()  # the reached nation picks outcome or one of these
    optional: bool = False  # the reached nation may decline it whole (all of it or none)
    # [Notes on the cards], five players only: a tie for most is broken by player order (the
    # earlier first) instead of reaching nobody (Olympic Games, Fourth Crusade, Zoroastrian)
    ties_by_order: bool = False
    # the first nation reached makes the choice for every nation reached (Fourth Crusade,
    # Zoroastrian Revival with five players)
    one_chooser: bool = False
    # the outcome only for a nation holding all it costs; the others must take an alternative
    # (pay or play last, the example of [Wrap-up phase, player order]; README 32)
    must_afford: bool = False

    @model_validator(mode="after")
    def _sane(self) -> EventEffect:
        if self.exempt and self.target != Target.ALL:
            raise ValueError("only an event reaching all nations can exempt some")
        most = (Target.MOST_MILITARY, Target.MOST_STABILITY, Target.MOST_BOOKS)
        if self.ties_by_order and self.target not in most:
            raise ValueError("only an event reaching the most can break ties by player order")
        if self.one_chooser and not (self.optional or self.alternatives):
            raise ValueError("one chooser needs a choice to make")
        if self.must_afford and not self.alternatives:
            raise ValueError("an outcome to afford needs an alternative")
        if self.outcome.is_empty() or any(o.is_empty() for o in self.alternatives):
            raise ValueError("an event outcome must do something")
        return self


class EventCard(_Frozen):
    """One event card: two events resolved top to bottom, extra architects, famine food (p. 9)."""

    id: str = Field(pattern=ID_PATTERN)
    age: int = Field(ge=1, le=4)
    set: CardSet = CardSet.BASIC
    name: Names
    basis: Basis
    source: str = Field(min_length=3)
    year: int
    architects: int = Field(ge=0, le=3)
    famine: int = Field(ge=0, le=10)
    events: tuple[EventEffect, EventEffect]


class EventDeck(_DataFile):
    cards: tuple[EventCard, ...] = Field(min_length=1)


class SoloActionKind(StrEnum):
    """What the imagined opponent does on a die roll of 5-6 (rulebook, "Solo variant")."""

    REMOVE_ROW = "remove_row"  # all cards of row ``value`` leave the progress board
    REMOVE_KIND = "remove_kind"  # all cards of ``card_kind`` leave the progress board
    TAKE_ARCHITECTS = "take_architects"  # ``value`` architects leave the architects space
    ADD_BOOKS = "add_books"  # the opponent gains ``value`` books
    ADD_MILITARY = "add_military"  # the opponent's military rises by ``value`` this round


class SoloAction(_Frozen):
    kind: SoloActionKind
    value: int = Field(default=0, ge=0, le=10)
    card_kind: CardKind | None = None

    @model_validator(mode="after")
    def _fields(self) -> SoloAction:
        needs_kind = self.kind == SoloActionKind.REMOVE_KIND
        if needs_kind != (self.card_kind is not None):
            raise ValueError("remove_kind, and only it, names a card_kind")
        if not needs_kind and self.value < 1:
            raise ValueError(f"{self.kind.value} needs a value of at least 1")
        if self.kind == SoloActionKind.REMOVE_ROW and self.value > 3:
            raise ValueError("the progress board has rows 1-3")
        return self


class SoloTile(_Frozen):
    """The imagined opponent's values for a round; ``None``: no value (you win those ties)."""

    id: str = Field(pattern=ID_PATTERN)
    age: int = Field(ge=1, le=4)
    name: Names
    basis: Basis
    source: str = Field(min_length=3)
    year: int
    military: int | None = Field(default=None, ge=0, le=40)
    stability: int | None = Field(default=None, ge=-3, le=15)
    books: int = Field(ge=0, le=20)  # added to the opponent's books this round
    architects: int = Field(ge=0, le=3)
    famine: int = Field(ge=0, le=10)
    action: SoloAction


class SoloDeck(_DataFile):
    tiles: tuple[SoloTile, ...] = Field(min_length=1)
