"""A record built the first time it is read: what a state keeps only for its views (an ended round's score
screen, a river's flow), which random playouts and search make by the thousand and never read."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any


class LazyRecord(Mapping[str, Any]):
    """A read-only JSON object made by `make` when first read; equal to the dict `make` returns."""

    __slots__ = ("_make", "_record")

    def __init__(self, make: Callable[[], dict[str, Any]]) -> None:
        self._make = make
        self._record: dict[str, Any] | None = None

    def _built(self) -> dict[str, Any]:
        """The record, made now if it was not yet (two threads may both make it: the same record)."""
        if self._record is None:
            self._record = self._make()
        return self._record

    def __getitem__(self, key: str) -> Any:
        return self._built()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._built())

    def __len__(self) -> int:
        return len(self._built())

    def __repr__(self) -> str:
        return f"LazyRecord({self._built()!r})"
