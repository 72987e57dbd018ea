"""The shared TypedDict checker finds missing, extra and mistyped keys and names their path."""

from __future__ import annotations

from typing import Literal, TypedDict

import pytest
from view_types_check import ViewTypeError, check_view


class Part(TypedDict):
    name: str
    count: int


class _OptionalPart(TypedDict, total=False):
    note: str


class Whole(_OptionalPart):
    kind: Literal["a", "b"]
    parts: list[Part]
    pair: tuple[int, str]
    scores: dict[str, float]
    maybe: int | None
    flag: bool


def _whole() -> dict[str, object]:
    return {
        "kind": "a",
        "parts": [{"name": "x", "count": 1}],
        "pair": [1, "y"],
        "scores": {"0": 1.5, "1": 2},
        "maybe": None,
        "flag": True,
    }


def test_a_matching_value_passes_with_or_without_optional_keys() -> None:
    check_view(_whole(), Whole)
    check_view({**_whole(), "note": "hi", "maybe": 3}, Whole)


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"kind": "c"}, "view.kind"),
        ({"parts": [{"name": "x"}]}, "view.parts[0].count"),
        ({"parts": [{"name": "x", "count": 1, "more": 2}]}, "view.parts[0].more"),
        ({"parts": [{"name": "x", "count": True}]}, "view.parts[0].count"),
        ({"pair": [1, 2]}, "view.pair[1]"),
        ({"pair": [1]}, "view.pair"),
        ({"scores": {"0": "high"}}, "view.scores['0']"),
        ({"maybe": "no"}, "view.maybe"),
        ({"flag": 1}, "view.flag"),
        ({"note": 5}, "view.note"),
        ({"extra": 1}, "view.extra"),
    ],
)
def test_a_mismatch_names_its_path(change: dict[str, object], path: str) -> None:
    with pytest.raises(ViewTypeError, match=path.replace("[", r"\[").replace("]", r"\]")):
        check_view({**_whole(), **change}, Whole)


def test_a_missing_key_is_named() -> None:
    value = _whole()
    del value["flag"]
    with pytest.raises(ViewTypeError, match=r"view\.flag: missing"):
        check_view(value, Whole)
