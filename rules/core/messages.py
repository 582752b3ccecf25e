"""Localizable messages: a catalog key plus parameters, never a baked-in sentence.

Parameters may themselves be messages (a nation's name, say), or lists of values,
so that every word a player reads comes from a catalog in their language.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

Param = Any  # int | str | Msg | list[Param]; kept loose so pydantic need not recurse


class Msg(BaseModel):
    """A message key and its parameters, rendered by a front end's catalog."""

    model_config = ConfigDict(frozen=True)

    key: str
    # a factory, not ``= {}``: pydantic deep-copies a mutable default for every instance
    params: dict[str, Param] = Field(default_factory=dict)

    @classmethod
    def of(cls, key: str, **params: Param) -> Msg:
        return cls(key=key, params=params)


class Event(BaseModel):
    """One line of a match log.

    ``public`` is what every player and spectator may read; ``private`` maps a seat to a
    message only that seat may read (the cards it drew, say). The service redacts the log
    per viewer, so hidden information never reaches anyone else.
    """

    model_config = ConfigDict(frozen=True)

    public: Msg
    private: dict[int, Msg] = Field(default_factory=dict)
    seat: int | None = None

    @classmethod
    def of(cls, key: str, seat: int | None = None, **params: Param) -> Event:
        return cls(public=Msg(key=key, params=params), seat=seat)

    def with_private(self, seat: int, key: str, **params: Param) -> Event:
        return self.model_copy(
            update={"private": {**self.private, seat: Msg(key=key, params=params)}}
        )

    def for_viewer(self, seat: int | None) -> list[Msg]:
        """The messages a viewer may read: the public line, plus their own private one."""
        out = [self.public]
        if seat is not None and seat in self.private:
            out.append(self.private[seat])
        return out
