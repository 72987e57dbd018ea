"""Checks that a JSON-shaped value matches a TypedDict declaration, naming the path of the first mismatch."""

from __future__ import annotations

import collections.abc
import functools
import json
import random
import types
import typing
from collections.abc import Callable
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict


class ViewTypeError(AssertionError):
    """A value does not match its declared type; the message names the path to the mismatch."""


def check_view(value: object, typed_dict_class: type) -> None:
    """Fail with the path of the first mismatch between `value` and the TypedDict `typed_dict_class`."""
    _check(value, typed_dict_class, "view")


def check_views_of_a_playout(
    rules: Any,
    state: Any,
    n_seats: int,
    view_type: type,
    rng: random.Random,
    every: int = 1,
    seen: Callable[[Any], object] = lambda state: None,
    max_actions: int = 100_000,
) -> list[object]:
    """Play `state` out with random legal moves; at every `every`-th position and the last, every reader's view
    and open view (each seat's and the onlooker's) must match `view_type` after a trip through JSON. Returns what
    `seen(state)` says at each position (what the playout met)."""
    noted = []
    for step in range(max_actions):
        seats = rules.to_act(state)
        if step % every == 0 or not seats:
            for reader in [*range(n_seats), None]:
                for view in (rules.view(state, reader), rules.open_view(state, reader)):
                    check_view(json.loads(json.dumps(view)), view_type)
        noted.append(seen(state))
        if not seats:
            break
        rules.apply(state, rng.choice(rules.legal_actions(state, seats[0])))
    return noted


def _fail(path: str, why: str) -> typing.NoReturn:
    raise ViewTypeError(f"{path}: {why}")


def _check(value: object, hint: Any, path: str) -> None:
    if hint is Any or hint is object:
        return
    if is_typeddict(hint):
        _check_typed_dict(value, hint, path)
        return
    origin = get_origin(hint)
    if origin is Literal:
        if not any(type(value) is type(choice) and value == choice for choice in get_args(hint)):
            _fail(path, f"{value!r} is not one of {get_args(hint)!r}")
        return
    if origin is Union or origin is types.UnionType:
        _check_union(value, hint, path)
        return
    if origin is not None:
        _check_generic(value, hint, origin, path)
        return
    _check_plain(value, hint, path)


def _check_union(value: object, hint: Any, path: str) -> None:
    problems = []
    for option in get_args(hint):
        try:
            _check(value, option, path)
        except ViewTypeError as problem:
            problems.append(str(problem))
        else:
            return
    _fail(path, f"{value!r} matches no option of {hint!r} ({'; '.join(problems)})")


def _check_generic(value: object, hint: Any, origin: Any, path: str) -> None:
    arguments = get_args(hint)
    if origin in (list, collections.abc.Sequence):
        if not isinstance(value, list):
            _fail(path, f"expected a list, got {type(value).__name__}")
        for index, item in enumerate(value):
            _check(item, arguments[0] if arguments else Any, f"{path}[{index}]")
        return
    if origin is tuple:
        _check_tuple(value, arguments, path)
        return
    if origin in (dict, collections.abc.Mapping):
        if not isinstance(value, dict):
            _fail(path, f"expected a dict, got {type(value).__name__}")
        key_type, item_type = arguments if arguments else (Any, Any)
        for key, item in value.items():
            _check(key, key_type, f"{path} key {key!r}")
            _check(item, item_type, f"{path}[{key!r}]")
        return
    _fail(path, f"unsupported type {hint!r}")


def _check_tuple(value: object, arguments: tuple[Any, ...], path: str) -> None:
    # A tuple travels through JSON as a list, so both are accepted.
    if not isinstance(value, (list, tuple)):
        _fail(path, f"expected a tuple, got {type(value).__name__}")
    if len(arguments) == 2 and arguments[1] is Ellipsis:
        for index, item in enumerate(value):
            _check(item, arguments[0], f"{path}[{index}]")
        return
    if len(value) != len(arguments):
        _fail(path, f"expected {len(arguments)} items, got {len(value)}")
    for index, (item, item_type) in enumerate(zip(value, arguments, strict=True)):
        _check(item, item_type, f"{path}[{index}]")


def _check_plain(value: object, hint: Any, path: str) -> None:
    if hint is None or hint is type(None):
        if value is not None:
            _fail(path, f"expected None, got {value!r}")
        return
    if hint is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    elif hint is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif isinstance(hint, type):
        ok = isinstance(value, hint)
    else:
        _fail(path, f"unsupported type {hint!r}")
    if not ok:
        _fail(path, f"expected {getattr(hint, '__name__', hint)}, got {type(value).__name__} {value!r}")


@functools.cache
def _hints(typed_dict_class: Any) -> dict[str, Any]:
    # get_type_hints resolves every annotation each time it is called: once per class is enough.
    return get_type_hints(typed_dict_class)


def _check_typed_dict(value: object, typed_dict_class: Any, path: str) -> None:
    if not isinstance(value, dict):
        _fail(path, f"expected a dict for {typed_dict_class.__name__}, got {type(value).__name__}")
    hints = _hints(typed_dict_class)
    required = typed_dict_class.__required_keys__
    for key in sorted(required - value.keys()):
        _fail(f"{path}.{key}", f"missing key of {typed_dict_class.__name__}")
    for key in value:
        if key not in hints:
            _fail(f"{path}.{key}", f"extra key, not declared in {typed_dict_class.__name__}")
        _check(value[key], hints[key], f"{path}.{key}")
