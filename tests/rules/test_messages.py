"""Messages and log events: defaults built fresh per instance, cheaply, and never shared."""

from __future__ import annotations

from rules.core import Event, Msg


def test_empty_params_and_privates_come_from_a_factory_not_a_deep_copied_default() -> None:
    # pydantic deep-copies a mutable ``= {}`` default on every construction; every engine
    # builds many messages per action, so the defaults are factories.
    assert Msg.model_fields["params"].default_factory is dict
    assert Event.model_fields["private"].default_factory is dict


def test_defaults_are_not_shared_between_instances() -> None:
    a, b = Msg(key="a"), Msg(key="b")
    assert a.params == b.params == {}
    assert a.params is not b.params
    e, f = Event(public=a), Event(public=b)
    assert e.private is not f.private


def test_with_private_leaves_the_original_event_alone() -> None:
    e = Event.of("x.y", seat=0, n=1)
    seen = e.with_private(0, "x.mine", card="c")
    assert e.private == {}
    assert seen.private == {0: Msg(key="x.mine", params={"card": "c"})}
    assert seen.public == e.public


def test_dumps_are_unchanged_by_the_factories() -> None:
    # the stored log holds these dumps: an empty parameter map stays in them
    assert Msg(key="k").model_dump(mode="json") == {"key": "k", "params": {}}
    assert Event(public=Msg(key="k")).model_dump(mode="json") == {
        "public": {"key": "k", "params": {}},
        "private": {},
        "seat": None,
    }
