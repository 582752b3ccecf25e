"""The Fluent catalogs: every key the code can produce has a text in every language, every
translation uses the same parameters as English, and everything renders cleanly."""

from __future__ import annotations

import pathlib
import re
import typing
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from rules.babel.actions import Power, Source
from rules.babel.state import EndReason, Nation
from rules.common.maps import Resource, Unit
from rules.core.messages import Msg
from rules.duellum.actions import DuellumAction
from rules.duellum.data import RONDEL, KnowHowId
from rules.duellum.events import load_events
from rules.duellum.state import Pay, Personage, Special
from service import i18n
from service.i18n import DEFAULT_LOCALE, LOCALES, has_key, keys, normalize_locale, render

ROOT = pathlib.Path(__file__).resolve().parents[2]
CATALOGS = ROOT / "service" / "catalogs"
LITERAL = re.compile(
    r"""["']((?:core|babel|duellum|antike|service|table|bot|render|common)\.[a-z_]+(?:\.[a-z_]+)+)["']"""
)
# Duellum's refusals are built as fail("too_weak") -> duellum.error.too_weak, some as
# fail("card_unit" if ... else "card_no_unit").
DUELLUM_FAIL = re.compile(r"""\bfail\(\s*"([a-z_]+)"(?:\s+if\s[^"]*?\selse\s+"([a-z_]+)")?""")


def _duellum_keys() -> set[str]:
    """The Duellum keys built from enums, data and f-strings rather than written out."""
    engine = "\n".join(
        p.read_text("utf-8") for p in sorted((ROOT / "rules" / "duellum").rglob("*.py"))
    )
    keys = {f"duellum.error.{k}" for pair in DUELLUM_FAIL.findall(engine) for k in pair if k}
    keys |= {f"duellum.field.{f}" for f in RONDEL.fields} | {"duellum.field.none"}
    keys |= {f"duellum.resource.{r.value}" for r in Resource}
    keys |= {f"duellum.pay.{p.value}" for p in Pay} | {f"duellum.paid.{p.value}" for p in Pay}
    keys |= {"duellum.paid.list", "duellum.paid.nothing", "duellum.region"}
    keys |= {f"duellum.unit.{u.value}" for u in (*Unit, *Special)}
    keys |= {f"duellum.knowhow.{k.value}" for k in KnowHowId}
    keys |= {f"duellum.personage.{p.value}" for p in Personage}
    keys |= {f"duellum.card.{c}" for c in load_events().ids}
    keys |= {f"duellum.action.{t}" for t in _action_types(DuellumAction)}
    return keys


def _antike_keys() -> set[str]:
    """The Antike keys built from enums, map data and f-strings rather than written out."""
    from rules.antike.actions import AntikeAction
    from rules.antike.maps import SIDES, load_side
    from rules.antike.state import FIELDS, KnowHow, Order
    from rules.antike.state import Pay as AntikePay
    from rules.antike.state import Personage as AntikePersonage

    engine = "\n".join(
        p.read_text("utf-8") for p in sorted((ROOT / "rules" / "antike").rglob("*.py"))
    )
    keys = {f"antike.error.{k}" for pair in DUELLUM_FAIL.findall(engine) for k in pair if k}
    keys |= {f"antike.field.{f.value}" for f in FIELDS} | {"antike.field.none"}
    keys |= {f"antike.resource.{r.value}" for r in Resource}
    keys |= {f"antike.pay.{p.value}" for p in AntikePay}
    keys |= {f"antike.paid.{p.value}" for p in AntikePay}
    keys |= {"antike.paid.list", "antike.paid.nothing", "antike.region"}
    keys |= {f"antike.unit.{u.value}" for u in Unit}
    keys |= {f"antike.knowhow.{k.value}" for k in KnowHow}
    keys |= {f"antike.personage.{p.value}" for p in AntikePersonage}
    keys |= {f"antike.order.{o.value}" for o in Order}
    keys |= {f"antike.nation.{n}" for side in SIDES for n in load_side(side).nations(6)}
    keys |= {f"antike.action.{t}" for t in _action_types(AntikeAction)}
    keys |= {f"antike.action.{t}" for t in ("rondel_paid", "conquer_release", "answer_order")}
    return keys


def _action_types(union: Any) -> list[str]:
    """The ``type`` of every model in an ``Annotated`` action union."""
    models = typing.get_args(typing.get_args(union)[0])
    return [m.model_fields["type"].default for m in models]


# --- every key the code can produce -------------------------------------------------------


def _keys_in_code() -> set[str]:
    keys: set[str] = set()
    for folder in ("rules", "service", "bot", "storage"):
        for path in (ROOT / folder).rglob("*.py"):
            keys |= set(LITERAL.findall(path.read_text("utf-8")))
    # keys built from enums with f-strings
    keys |= {f"babel.nation.{n.value}" for n in Nation}
    keys |= {f"babel.source.{s.value}" for s in Source} | {f"babel.from.{s.value}" for s in Source}
    keys |= {f"babel.power.{p.value}" for p in Power}
    keys |= {f"babel.action.power.{p.value}" for p in Power}
    keys |= {f"babel.event.power.{p.value}" for p in Power}
    keys |= {f"babel.event.end.{e.value}" for e in EndReason}
    keys |= {f"babel.end.{e.value}" for e in EndReason}
    keys |= {f"service.status.{s}" for s in ("lobby", "active", "finished", "aborted")}
    keys |= _duellum_keys()
    keys |= _antike_keys()
    # the Discord front end's families (built from games, kinds, languages and actions)
    from bot.app.gameui import ui_for
    from rules.games import registered_games

    keys |= {f"bot.ai.{k}" for k in ("heuristic", "random")}
    keys |= {f"bot.language.{code}" for code in LOCALES}
    keys |= {f"bot.timeout_action.{a}" for a in ("remind", "claim", "ai")}
    keys |= {f"bot.lobby.button.{op}" for op in ("join", "ai", "start", "leave")}
    for game in registered_games():
        keys.add(f"bot.game.{game}")
        for spec in ui_for(game).specs.values():
            keys.add(f"bot.kind.{game}.{spec.type}")
            if not spec.fields:
                keys.add(f"bot.quick.{game}.{spec.type}")
    return keys


def test_the_scan_finds_keys() -> None:
    keys = _keys_in_code()
    assert "babel.error.not_enough_people" in keys and "service.error.moved_on" in keys
    assert len(keys) > 120
    duellum = {k for k in keys if k.startswith("duellum.")}
    # refusals written out, fail("...") and the conditional fail("..." if ... else "...")
    assert {"duellum.error.notation", "duellum.error.too_weak"} <= duellum
    assert {"duellum.error.card_unit", "duellum.error.card_no_unit"} <= duellum
    assert {"duellum.error.card_resource", "duellum.error.card_no_resource"} <= duellum
    assert {"duellum.log.battle", "duellum.action.instead", "duellum.unit.admiral"} <= duellum
    assert len([k for k in duellum if k.startswith("duellum.error.")]) >= 60


@pytest.mark.parametrize("locale", LOCALES)
def test_every_key_has_a_text(locale: str) -> None:
    missing = sorted(k for k in _keys_in_code() if k not in keys(locale))
    assert not missing, f"{locale} lacks {missing}"
    assert all(has_key(k) for k in _keys_in_code())


# --- the files ----------------------------------------------------------------------------


def _files(locale: str) -> list[pathlib.Path]:
    return sorted((CATALOGS / locale).glob("*.ftl"))


def _parsed(locale: str) -> Iterator[tuple[pathlib.Path, ftl.Resource]]:
    for path in _files(locale):
        yield path, FluentParser().parse(path.read_text("utf-8"))


@cache
def _messages(locale: str) -> dict[str, ftl.Message]:
    return {
        entry.id.name: entry
        for _path, resource in _parsed(locale)
        for entry in resource.body
        if isinstance(entry, ftl.Message)
    }


def test_the_split_files_exist() -> None:
    for locale in LOCALES:
        names = {p.name for p in _files(locale)}
        assert {"core.ftl", "babel.ftl", "service.ftl", "table.ftl"} <= names, locale
    assert not list(CATALOGS.glob("*.json"))


@pytest.mark.parametrize("locale", LOCALES)
def test_every_file_parses_without_junk(locale: str) -> None:
    for path, resource in _parsed(locale):
        junk = [e for e in resource.body if isinstance(e, ftl.Junk)]
        assert not junk, f"{path.name}: " + "; ".join(
            f"{a.code} {a.message} in {e.content[:60]!r}" for e in junk for a in e.annotations
        )


@pytest.mark.parametrize("locale", LOCALES)
def test_no_id_is_defined_twice(locale: str) -> None:
    seen: dict[str, str] = {}
    for path, resource in _parsed(locale):
        for entry in resource.body:
            if isinstance(entry, (ftl.Message, ftl.Term)):
                name = ("-" if isinstance(entry, ftl.Term) else "") + entry.id.name
                assert name not in seen, f"{name} in {seen.get(name)} and {path.name}"
                seen[name] = path.name


@pytest.mark.parametrize("locale", LOCALES)
def test_the_loader_picks_up_every_file(locale: str) -> None:
    """Whatever ``*.ftl`` files a language folder holds are all loaded, ids mapped to keys."""
    assert keys(locale) == {i18n.message_key(fid) for fid in _messages(locale)}


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != DEFAULT_LOCALE])
def test_every_language_has_exactly_the_english_keys(locale: str) -> None:
    english_by_file = {
        path.name: {
            i18n.message_key(e.id.name) for e in resource.body if isinstance(e, ftl.Message)
        }
        for path, resource in _parsed(DEFAULT_LOCALE)
    }
    missing = {
        name: sorted(ks - keys(locale)) for name, ks in english_by_file.items() if ks - keys(locale)
    }
    assert not missing, f"{locale} lacks {missing}"
    extra = sorted(keys(locale) - keys(DEFAULT_LOCALE))
    assert not extra, f"{locale} has keys English does not: {extra}"


# --- placeholders -------------------------------------------------------------------------


class _Refs(Visitor):
    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.messages: set[str] = set()
        self.forms: list[tuple[str, str]] = []  # (variable, form) of each FORM call

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.messages.add(node.id.name)

    def visit_TermReference(self, node: ftl.TermReference) -> None:
        pass  # a term's variables are its own named arguments, not the caller's

    def visit_FunctionReference(self, node: ftl.FunctionReference) -> None:
        if node.id.name == "FORM":
            args = node.arguments
            assert len(args.positional) == 1, "FORM takes one variable"
            (arg,) = args.positional
            assert isinstance(arg, ftl.VariableReference), "FORM takes a $variable"
            named = {a.name.name: a.value.value for a in args.named}
            assert set(named) == {"form"}, 'FORM takes one option, form: "…"'
            self.forms.append((arg.id.name, named["form"]))
        self.generic_visit(node)


def _refs(message: ftl.Message) -> _Refs:
    refs = _Refs()
    refs.visit(message)
    return refs


def _variables(locale: str, fid: str, seen: frozenset[str] = frozenset()) -> set[str]:
    """The variables a message reads, including those of messages it references (which
    share its arguments)."""
    messages = _messages(locale)
    refs = _refs(messages[fid])
    found = set(refs.variables)
    for other in refs.messages - seen - {fid}:
        if other in messages:
            found |= _variables(locale, other, seen | {fid})
    return found


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != DEFAULT_LOCALE])
def test_translations_use_the_english_placeholders(locale: str) -> None:
    english = _messages(DEFAULT_LOCALE)
    wrong = {}
    for fid in _messages(locale):
        if fid not in english:
            continue
        want, got = _variables(DEFAULT_LOCALE, fid), _variables(locale, fid)
        if want != got:
            wrong[fid] = f"English {sorted(want)}, {locale} {sorted(got)}"
    assert not wrong, wrong


# Which messages a FORM($variable) can receive, by the variable's name.
FAMILIES = {
    **dict.fromkeys(("site", "nation", "origin", "to", "paid", "target"), ("babel-nation-",)),
    "source": ("babel-source-", "babel-from-"),
    "power": ("babel-power-",),
    "status": ("service-status-",),
    "unit": ("duellum-unit-",),
    "resource": ("duellum-resource-",),
    "personage": ("duellum-personage-",),
    "region": ("duellum-region",),
}
# Antike's board words, for messages of the antike- family
ANTIKE_FAMILIES = {
    "unit": ("antike-unit-",),
    "personage": ("antike-personage-",),
    **dict.fromkeys(("nation", "foe"), ("antike-nation-",)),
}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_form_asked_for_exists(locale: str) -> None:
    """FORM($site, form: "gen") needs a .gen attribute on every message $site can hold."""
    messages = _messages(locale)
    attributes = {fid: {a.id.name for a in m.attributes} for fid, m in messages.items()}
    lacking = []
    for fid, message in messages.items():
        families = ANTIKE_FAMILIES if fid.startswith("antike-") else FAMILIES
        for variable, form in _refs(message).forms:
            for prefix in families.get(variable, ()):
                family = [f for f in messages if f.startswith(prefix)]
                assert family, prefix
                lacking += [f"{fid}: {f}.{form}" for f in family if form not in attributes[f]]
    assert not lacking, lacking


# --- rendering ----------------------------------------------------------------------------

NUMBERS = {
    "count", "size", "left", "hand", "max", "min", "steps", "quarry", "deck", "discard",
    "level", "have", "seats", "card", "position", "length", "start", "theirs", "yours",
    "given", "turn", "more", "n", "match", "sa", "sb", "seat",
    "low", "high", "legions", "loss", "amount", "marble", "iron", "gold", "coins", "limit",
    "reach", "defence", "units", "play", "first", "temple", "coin",
}  # fmt: skip
LISTS = {"cards", "choices", "known", "temples", "pay", "via", "give", "take", "items"}
NESTED = {
    **dict.fromkeys(("site", "nation", "origin", "to", "paid", "target"), "babel.nation.medes"),
    "source": "babel.source.own",
    "power": "babel.power.persians",
    "status": "service.status.active",
    "reason": "babel.end.final",
    "unit": "duellum.unit.admiral",
    "resource": "duellum.resource.gold",
    "personage": "duellum.personage.philosopher",
    "field": "duellum.field.militia",
    "chosen": "duellum.field.none",
    "knowhow": "duellum.knowhow.res_publica",
    "kind": "duellum.pay.coin",
}


def _sample(variable: str, n: int) -> Any:
    if variable in NUMBERS:
        return n
    if variable in NESTED:
        return Msg.of(NESTED[variable])
    if variable in LISTS:
        return [Msg.of("babel.nation.hittites"), 4, "x"]
    if variable == "what":
        return "nation"
    return "Zed"


ARTIFACTS = re.compile(r"[{}$\u2068\u2069]|\?\?\?|FORM|babel-|service-|table-|core-")


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("n", [1, 3])
def test_every_key_renders_cleanly(locale: str, n: int) -> None:
    bad = {}
    for fid in _messages(DEFAULT_LOCALE):
        key = i18n.message_key(fid)
        params = {v: _sample(v, n) for v in _variables(DEFAULT_LOCALE, fid)}
        text = render(Msg(key=key, params=params), locale)
        if not text.strip() or text == key or ARTIFACTS.search(text):
            bad[key] = text
    assert not bad, bad


def test_nations_render_plain_and_declined() -> None:
    medes = Msg.of("babel.nation.medes")
    assert render(medes, "el") == "Μήδοι" and render(medes, "it") == "Medi"
    move = Msg.of("babel.event.move", site=medes)
    assert render(move) == "moved the builder to the Medes site."
    assert render(move, "el") == "μετακίνησε τον οικοδόμο στην τοποθεσία των Μήδων."
    assert render(move, "it") == "ha spostato il costruttore sul sito dei Medi."
    assyrians = Msg.of("babel.event.move", site=Msg.of("babel.nation.assyrians"))
    assert render(assyrians, "it") == "ha spostato il costruttore sul sito degli Assiri."
    lost = Msg.of(
        "babel.error.no_such_people",
        nation=Msg.of("babel.nation.persians"),
        site=Msg.of("babel.nation.sumerians"),
    )
    assert "δεν έχει Πέρσες στην τοποθεσία των Σουμερίων" in render(lost, "el")


def test_power_names_take_their_own_article() -> None:
    def wrong(power: str) -> Msg:
        return Msg.of(
            "babel.error.run_wrong_nation",
            power=Msg.of(f"babel.power.{power}"),
            nation=Msg.of("babel.nation.medes"),
        )

    assert render(wrong("persians"), "el").startswith("Για το Περσικό άλμα ")
    assert render(wrong("assyrians"), "el").startswith("Για την Ασσυριακή καταστροφή ")
    assert render(wrong("hittites"), "it").startswith("Per il Furto ittita ")
    assert render(wrong("medes"), "it").startswith("Per la Diserzione meda ")


def test_plurals_follow_the_number() -> None:
    def hidden(count: int, locale: str) -> str:
        return render(Msg.of("table.hand_hidden", count=count), locale)

    assert hidden(1, "en") == "hand: 1 card (hidden)"
    assert hidden(3, "en") == "hand: 3 cards (hidden)"
    assert hidden(0, "en") == "hand: 0 cards (hidden)"

    def drew(count: int, locale: str) -> str:
        return render(Msg.of("babel.event.draw_people", count=count), locale)

    assert drew(1, "en") == "drew 1 people card."
    assert drew(3, "en") == "drew 3 people cards."
    assert drew(1, "el") == "τράβηξε μία κάρτα λαού."
    assert drew(3, "el") == "τράβηξε 3 κάρτες λαών."
    assert drew(1, "it") == "ha pescato una carta popolo."
    assert drew(3, "it") == "ha pescato 3 carte popolo."
    assert drew(1_000_000, "it") == "ha pescato 1000000 carte popolo."  # CLDR "many"


@pytest.mark.parametrize("locale", LOCALES)
def test_numbers_are_not_grouped(locale: str) -> None:
    busy = render(Msg.of("service.error.channel_busy", game="babel", match=12345), locale)
    assert "#12345" in busy
    missing = render(Msg.of("bot.cli.error.no_match", match=12345, db="t.db", command="x"), locale)
    assert "#12345" in missing
    many = render(Msg.of("babel.event.draw_people", count=12345), locale)
    assert "12345" in many and not re.search(r"12\D345", many)


def test_parameters_of_every_kind() -> None:
    listed = Msg.of("babel.private.drew", cards=[Msg.of("babel.nation.medes"), "x", 3])
    assert render(listed) == "You drew Medes, x, 3."
    assert render(Msg.of("babel.private.drew", cards=[])) == "You drew —."
    as_dict = Msg.of("babel.event.move", site={"key": "babel.nation.hittites", "params": {}})
    assert render(as_dict, "el") == "μετακίνησε τον οικοδόμο στην τοποθεσία των Χετταίων."
    assert render(Msg.of("table.player", n=True)) == "Player True"
    assert render(Msg.of("table.prompt", player="Ann")) == "Ann > "
    # a ready-made string where a nation message is expected reads as it is
    assert render(Msg.of("babel.event.move", site="Ur"), "el").endswith("των Ur.")


def test_a_missing_parameter_stays_visible() -> None:
    assert render(Msg.of("babel.event.move")) == "moved the builder to the {site} site."
    assert render(Msg.of("babel.event.move"), "el").endswith("των {site}.")
    assert "{count}" in render(Msg.of("babel.event.draw_people"), "it")


def test_an_unknown_key_reads_as_itself() -> None:
    assert render(Msg.of("babel.nothing.here", x=1), "el") == "babel.nothing.here"
    assert not has_key("babel.nothing.here")


def test_a_key_missing_from_a_language_falls_back_to_english(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    partial = FluentBundle(["el"], use_isolating=False)
    partial.add_resource(FluentResource("babel-nation-medes = Μήδοι\n"))
    real = i18n._bundle
    monkeypatch.setattr(i18n, "_bundle", lambda loc: partial if loc == "el" else real(loc))
    assert render(Msg.of("babel.nation.medes"), "el") == "Μήδοι"
    # the whole sentence, its parameters included, reads in English rather than a mix
    move = Msg.of("babel.event.move", site=Msg.of("babel.nation.medes"))
    assert render(move, "el") == "moved the builder to the Medes site."


def test_bundles_are_cached() -> None:
    assert i18n._bundle("el") is i18n._bundle("el")


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("en-US", "en"),
        ("en-GB", "en"),
        ("el", "el"),
        ("el-GR", "el"),
        ("it", "it"),
        ("it_IT", "it"),
        ("IT", "it"),
        ("fr", "en"),
        ("zh-TW", "en"),
        ("", "en"),
        (None, "en"),
    ],
)
def test_normalize_locale(given: str | None, expected: str) -> None:
    assert normalize_locale(given) == expected


def test_render_accepts_any_locale_string() -> None:
    medes = Msg.of("babel.nation.medes")
    assert render(medes, "el-GR") == "Μήδοι"
    assert render(medes, "fr") == "Medes"
    assert keys("fr") == set()


# --- the reader's own name ----------------------------------------------------------------

# the messages the offline table words about one player by name, where that player may be
# the reader ("You"); the prompt ("You > ") and the hot-seat hand-over (never the reader) read
# the name as it is
ABOUT_A_PLAYER = ("table-", "bot-duellum-pending-", "service-end-resigned")
NAME_AS_IS = {"table-prompt", "table-pass_device"}


@pytest.mark.parametrize("locale", LOCALES)
def test_sentences_about_a_player_have_a_form_for_the_reader(locale: str) -> None:
    """A sentence whose subject may be the reader selects on FORM($player, form: "person")
    so the reader is addressed as "you" (verb, case and capitals), never as "You wins"."""
    lacking = [
        fid
        for fid, message in _messages(locale).items()
        if fid.startswith(ABOUT_A_PLAYER)
        and fid not in NAME_AS_IS
        and "player" in _variables(locale, fid)
        and ("player", "person") not in _refs(message).forms
    ]
    assert not lacking, lacking


@pytest.mark.parametrize(
    ("key", "locale", "reader", "other"),
    [
        ("table.result.win", "en", "You win (r)", "Zed wins (r)"),
        ("table.result.win", "el", "Κερδίζεις (r)", "Κερδίζει: Zed (r)"),
        ("table.result.win", "it", "Vinci (r)", "Vince Zed (r)"),
        ("table.legal", "en", "What you can do:", "What Zed can do:"),
        ("table.legal", "el", "Τι μπορείς να κάνεις:", "Ενέργειες για Zed:"),  # noqa: RUF001
        ("table.legal", "it", "Cosa puoi fare:", "Cosa può fare Zed:"),
        ("table.duellum.winner", "en", "You have won", "Zed has won"),
        ("table.duellum.winner", "it", "Hai vinto", "Zed ha vinto"),
        ("bot.duellum.pending.pick", "el", "Παίρνεις", "Zed: παίρνει"),
        ("service.end.resigned", "en", "won because you resigned", "won because Zed resigned"),
        ("service.end.resigned", "it", "ha vinto per il tuo abbandono", "ha vinto per l'abbandono"),
    ],
)
def test_the_reader_is_addressed_as_you(key: str, locale: str, reader: str, other: str) -> None:
    you = i18n.Reader(render(Msg.of("table.you"), locale))
    params: dict[str, Any] = {"reason": "r", "scores": "—", "count": 1, "region": "Roma"}
    assert render(Msg.of(key, player=you, **params), locale).startswith(reader)
    assert render(Msg.of(key, player="Zed", **params), locale).startswith(other)
    # a nested message (a name from storage) reads like any other name
    named = Msg.of(key, player=Msg.of("table.player", n=2), **params)
    assert you not in render(named, locale)


def test_english_nations_take_a_or_an() -> None:
    def gave(nation: str) -> str:
        paid = Msg.of(f"babel.nation.{nation}")
        site = Msg.of("babel.nation.medes")
        return render(Msg.of("babel.event.power.hittites", paid=paid, site=site, level=2))

    assert gave("assyrians").startswith("gave up an Assyrians card at the Medes site")
    assert gave("persians").startswith("gave up a Persians card")
