"""Loading YAML and JSON data files safely, with schema checks that name the place of a mistake.

Data files come from users (`--layout FILE`, saves), so every way a file can be wrong must end in
one DataFileError line, quickly: the size is capped before reading, YAML nesting and alias
expansion are bounded while the document is composed (before any value is built), and the values
must be JSON-like (text, finite numbers, booleans, null, lists and mappings with text keys).
"""

from __future__ import annotations

import datetime
import gc
import json
import math
import os
import re
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml
from yaml.composer import Composer, ComposerError
from yaml.events import AliasEvent, MappingStartEvent, SequenceStartEvent
from yaml.nodes import MappingNode, SequenceNode

from tablegame.core.schema_check import surely_valid
from tablegame.i18n import tr

if TYPE_CHECKING:
    import jsonschema

MAX_DATA_BYTES = 2_000_000
MAX_DEPTH = 32  # lists and mappings inside each other; a layout needs 7, a card catalog fewer
# Nodes that aliases may add to a YAML document when written out. The file size cap bounds what is
# written, but not what aliases repeat: 700 bytes of nested aliases stand for hundreds of millions
# of values, which the schema check and the table would then walk. Aliases are still allowed
# (layouts/niagara.yaml writes its river's points once and refers to them), a few hundred nodes.
MAX_ALIAS_NODES = 10_000
MAX_NUMBER_DIGITS = 100  # no tablegame number is longer; Python refuses to convert beyond ~4300
# Integers beyond this are not exact in JSON readers that use doubles, and a huge one breaks the
# messages about it (str() of a number of more than ~4300 digits raises).
MAX_INTEGER = 2**53


class DataFileError(Exception):
    """A data file that cannot be used; the message is one line: file, place, what is expected."""


def place(path_parts: Any) -> str:
    """Write a path inside a document the way people read it: `zones[3].at`."""
    text = ""
    for part in path_parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "(top level)"


def one_line(text: str, limit: int = 200) -> str:
    """The text on one line (newlines and other control characters become spaces), cut at `limit`."""
    flat = " ".join(re.sub(r"[\x00-\x1f\x7f-\x9f]", " ", text).split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def _file_kind(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISDIR(mode):
        return tr("it is a directory, not a regular file")
    if stat.S_ISFIFO(mode):
        return tr("it is a pipe (FIFO), not a regular file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return tr("it is a device, not a regular file")
    if stat.S_ISSOCK(mode):
        return tr("it is a socket, not a regular file")
    return tr("it is not a regular file")


def read_text(path: Path, max_bytes: int = MAX_DATA_BYTES) -> str:
    """The file's text, refusing missing, oversized, non-regular or non-UTF-8 files with a DataFileError."""
    try:
        info = os.stat(path)
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        reason = getattr(exc, "strerror", None) or str(exc)
        raise DataFileError(tr("{path}: cannot be read ({reason})", path=path, reason=one_line(reason))) from None
    # Refused before opening: opening a FIFO for reading blocks until a writer comes, and a device
    # such as /dev/zero reports size 0 but never ends.
    if not stat.S_ISREG(info.st_mode):
        raise DataFileError(tr("{path}: cannot be read ({reason})", path=path, reason=_file_kind(info.st_mode)))
    if info.st_size > max_bytes:
        raise DataFileError(
            tr(
                "{path}: is {size} bytes, larger than the {limit} allowed",
                path=path,
                size=info.st_size,
                limit=max_bytes,
            )
        )
    try:
        # O_NONBLOCK: should the path have become a FIFO since the stat, opening it must not wait.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                raise DataFileError(
                    tr("{path}: cannot be read ({reason})", path=path, reason=tr("it is not a regular file"))
                )
            raw = file.read(max_bytes + 1)  # one byte more: a file that grew since the stat is refused too
    except OSError as exc:
        raise DataFileError(
            tr("{path}: cannot be read ({reason})", path=path, reason=one_line(exc.strerror or str(exc)))
        ) from None
    if len(raw) > max_bytes:
        raise DataFileError(tr("{path}: is larger than the {limit} bytes allowed", path=path, limit=max_bytes))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataFileError(
            tr(
                "{path}: cannot be read as UTF-8 text (byte {byte}: {reason})",
                path=path,
                byte=exc.start,
                reason=exc.reason,
            )
        ) from None


@contextmanager
def _no_gc() -> Iterator[None]:
    """Pause the cycle collector: building a document's many long-lived nodes would otherwise run it
    again and again (it doubles the time of a 2 MB file); nothing made here is garbage."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _refusal(problem: str, event: Any) -> ComposerError:
    """A composer error at an event's place (either parser's marks: the C one has its own Mark type)."""
    return ComposerError(None, None, problem, event.start_mark)


class _BoundedComposer(Composer):
    """The YAML composer with limits: nesting depth, values repeated by aliases, no self-reference.

    It runs on the events of either parser (the C one too), before any value is constructed, so a
    hostile document is refused while its size is still that of the file.
    """

    def __init__(self) -> None:
        Composer.__init__(self)  # not super(): after this class in a loader's order come the parser's
        self._depth = 0
        self._alias_nodes = 0
        self._finished: set[int] = set()  # ids of anchored lists and mappings composed to their end
        self._sizes: dict[int, int] = {}  # id(node) -> its node count with aliases written out

    def compose_node(self, parent: Any, index: Any) -> Any:
        """One node, checked against the limits (see the class)."""
        event: Any = self.peek_event()  # type: ignore[attr-defined]  # the parser's, next in a loader's order
        if isinstance(event, AliasEvent):
            self._count_alias(event)
            return super().compose_node(parent, index)
        if not isinstance(event, (SequenceStartEvent, MappingStartEvent)):
            return super().compose_node(parent, index)
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise _refusal(f"nested more than {MAX_DEPTH} lists or mappings deep", event)
        node = super().compose_node(parent, index)
        self._depth -= 1
        if event.anchor is not None:
            self._finished.add(id(node))
        return node

    def _count_alias(self, event: AliasEvent) -> None:
        """Add what an alias repeats to the budget; refuse an alias inside what it names."""
        target = self.anchors.get(event.anchor)
        if target is None:  # an unknown anchor: Composer itself says so
            return
        if isinstance(target, (SequenceNode, MappingNode)) and id(target) not in self._finished:
            raise _refusal(f"the alias *{event.anchor} refers to a list or mapping that contains it", event)
        self._alias_nodes += self._expanded_size(target)
        if self._alias_nodes > MAX_ALIAS_NODES:
            raise _refusal(f"aliases repeat more than {MAX_ALIAS_NODES} values (at *{event.anchor})", event)

    def _expanded_size(self, node: Any) -> int:
        """How many nodes `node` stands for with every alias in it written out (stops past the budget).

        Every alias inside it was counted when it was composed, so its target's size is known and
        the walk stops there: each part of the file is walked about once, whatever the aliases.
        """
        sizes = self._sizes
        if id(node) in sizes:
            return sizes[id(node)]
        total = 0
        stack = [node]
        while stack and total <= MAX_ALIAS_NODES:
            item = stack.pop()
            known = sizes.get(id(item)) if item is not node else None
            if known is not None:
                total += known
            elif isinstance(item, SequenceNode):
                total += 1
                stack.extend(item.value)
            elif isinstance(item, MappingNode):
                total += 1
                stack.extend(part for pair in item.value for part in pair)
            else:
                total += 1
        sizes[id(node)] = total
        return total


class _BuildMarks:
    """Remembers the node being built, so that a failure of a constructor can name its line."""

    building: Any = None

    def construct_object(self, node: Any, deep: bool = False) -> Any:
        """Build one value, noting its node first."""
        self.building = node
        return super().construct_object(node, deep)  # type: ignore[misc]  # the constructor's, next in order


class _PyLoader(_BuildMarks, _BoundedComposer, yaml.SafeLoader):
    """The pure-Python safe loader with the bounded composer."""

    def __init__(self, stream: str) -> None:
        yaml.SafeLoader.__init__(self, stream)
        _BoundedComposer.__init__(self)


if getattr(yaml, "__with_libyaml__", False):

    class _CLoader(_BuildMarks, _BoundedComposer, yaml.CSafeLoader):
        """libyaml's parser (several times faster on a 2 MB file) under the bounded Python composer;
        values are built by the safe constructor, never Python objects named by tags."""

        def __init__(self, stream: str) -> None:
            yaml.CSafeLoader.__init__(self, stream)
            _BoundedComposer.__init__(self)

    _Loader: Any = _CLoader
else:
    _Loader = _PyLoader


def _yaml_where(exc: BaseException, loader: Any, text: str) -> str:
    """`line L, column C` of a YAML error (or of the node being built), else `somewhere`."""
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    if mark is None and loader is not None and loader.building is not None:
        mark = loader.building.start_mark
    if mark is not None:
        return f"line {mark.line + 1}, column {mark.column + 1}"
    position = getattr(exc, "position", None)  # a reader error: a character YAML does not allow
    if isinstance(position, int) and 0 <= position <= len(text):
        return _line_column(text, position)
    return "somewhere"


def _yaml_problem(exc: BaseException) -> str:
    """What a YAML loader's exception says, in a few words on one line."""
    if isinstance(exc, yaml.MarkedYAMLError):
        words = ", ".join(part for part in (exc.context, exc.problem) if part)
        return one_line(words or "not valid YAML")
    if isinstance(exc, yaml.reader.ReaderError):
        character = exc.character if isinstance(exc.character, int) else 0
        return f"a character YAML does not allow (#x{character:04x}: {one_line(str(exc.reason))})"
    if isinstance(exc, ValueError) and "integer string conversion" in str(exc):
        return "a number with too many digits"
    return one_line(str(exc)) or type(exc).__name__


def parse_yaml(path: Path | str, text: str) -> Any:
    """The value of a YAML document, with the limits above; raises DataFileError naming the file."""
    loader: Any = None
    try:
        with _no_gc():
            loader = _Loader(text)
            try:
                data = loader.get_single_data()
            finally:
                loader.dispose()
    except RecursionError:  # the composer bounds nesting; this stays in case a parser recurses first
        raise DataFileError(f"{path}: nested too deeply to be a tablegame file") from None
    except Exception as exc:  # any failure of the loader on a hostile file means a bad file, e.g.
        # ValueError "month must be in 1..12" (2024-13-99), Python's digit limit, a NUL character
        raise DataFileError(f"{path}: {_yaml_where(exc, loader, text)}: {_yaml_problem(exc)}") from None
    check_plain(path, data)
    return data


def load_yaml(path: Path, schema: dict[str, Any] | None = None) -> Any:
    """Parse a YAML file (safe loader, bounded) and check it against a JSON schema."""
    data = parse_yaml(path, read_text(path))
    if schema is not None:
        check_schema(path, data, schema)
    return data


def check_plain(path: Path | str, data: Any) -> None:
    """Raise DataFileError at the first value that is not JSON-like: a set, a date, bytes, NaN, ..."""
    stack: list[tuple[Any, tuple[Any, ...]]] = [(data, ())]
    on_path: set[int] = set()  # the lists and mappings around the value: one inside itself has no end
    while stack:
        value, where = stack.pop()
        if value is _LEAVE:
            on_path.discard(where[0])
            continue
        problem = _plain_problem(value)
        if problem:
            raise DataFileError(f"{path}: {one_line(place(where), 120)}: {problem}")
        if not isinstance(value, (list, dict)):
            continue
        if id(value) in on_path:
            raise DataFileError(
                f"{path}: {one_line(place(where), 120)}: expected a value, got a list or mapping inside itself"
            )
        on_path.add(id(value))
        stack.append((_LEAVE, (id(value),)))
        if isinstance(value, list):
            stack.extend((item, (*where, i)) for i, item in reversed(list(enumerate(value))))
            continue
        for key in value:
            if not isinstance(key, str):
                raise DataFileError(
                    f"{path}: {one_line(place(where), 120)}: expected text keys, got the key {describe_value(key)}"
                )
        stack.extend((item, (*where, key)) for key, item in reversed(value.items()))


_LEAVE = object()  # check_plain's marker on its stack: the walk leaves a list or mapping (where = its id)


def _plain_problem(value: Any) -> str:
    """What is wrong with a single value for a JSON-like document, or '' if nothing."""
    if value is None or isinstance(value, (bool, str, list, dict)):
        return ""
    if isinstance(value, int):
        return "" if -MAX_INTEGER <= value <= MAX_INTEGER else f"expected a number, got {describe_value(value)}"
    if isinstance(value, float):
        return "" if math.isfinite(value) else f"expected a finite number, got {describe_value(value)}"
    return f"expected text, a number, true/false, a list or a mapping, got {describe_value(value)}"


def _json_int(text: str) -> Any:
    """An integer of a JSON file; an absurdly long one (before Python's own limit) becomes a _BadNumber."""
    if len(text) > MAX_NUMBER_DIGITS:
        return _BadNumber(text, f"a number of {len(text)} digits (at most {MAX_NUMBER_DIGITS} allowed)")
    return int(text)


def _json_float(text: str) -> Any:
    """A fractional number of a JSON file, which must be finite (1e999 is not: a _BadNumber)."""
    value = float(text)
    if not math.isfinite(value):
        return _BadNumber(text, f"a number out of range ({text[:20]}{'...' if len(text) > 20 else ''})")
    return value


def _json_constant(text: str) -> Any:
    """NaN and Infinity: Python reads them, but they are not JSON (a _BadNumber)."""
    return _BadNumber(text, f"{text} (not a JSON number)")


class _BadNumber:
    """A number a data file may not hold, left in place while parsing so that its field can be named."""

    def __init__(self, literal: str, problem: str) -> None:
        self.literal = literal
        self.problem = problem


def nesting_depth(data: Any, limit: int) -> int:
    """How deeply lists and objects nest in `data`, counting no further than `limit` + 1 (no recursion)."""
    depth = 0
    level = [data] if isinstance(data, dict | list) else []
    while level:  # one level of lists and objects at a time (a long save's actions are one wide level)
        depth += 1
        if depth > limit:
            return depth
        inner = []
        for item in level:
            for child in item.values() if isinstance(item, dict) else item:
                if isinstance(child, dict | list):
                    inner.append(child)
        level = inner
    return depth


def _first_bad_number(data: Any) -> tuple[list[str | int], _BadNumber] | None:
    """The place and value of a _BadNumber in parsed JSON, if there is one (walked without recursion)."""
    stack: list[tuple[Any, list[str | int]]] = [(data, [])]
    while stack:
        item, where = stack.pop()
        if isinstance(item, _BadNumber):
            return where, item
        if isinstance(item, dict):
            stack.extend((value, [*where, key]) for key, value in reversed(item.items()))
        elif isinstance(item, list):
            stack.extend((value, [*where, index]) for index, value in reversed(list(enumerate(item))))
    return None


def _line_column(text: str, index: int) -> str:
    """`line L, column C` of a character index."""
    line = text.count("\n", 0, index) + 1
    return f"line {line}, column {index - (text.rfind(chr(10), 0, index) + 1) + 1}"


def load_json(path: Path, max_bytes: int = MAX_DATA_BYTES) -> Any:
    """Parse a JSON file, naming the line and column of a syntax error and the field of an unusable number."""
    text = read_text(path, max_bytes)
    bad_numbers: list[Any] = []  # the readers below note each _BadNumber: a file without one is not walked again

    def noted(value: Any) -> Any:
        if isinstance(value, _BadNumber):
            bad_numbers.append(value)
        return value

    try:
        data = json.loads(
            text,
            parse_int=lambda t: noted(_json_int(t)),
            parse_float=lambda t: noted(_json_float(t)),
            parse_constant=lambda t: noted(_json_constant(t)),
        )
    except json.JSONDecodeError as exc:
        raise DataFileError(
            tr(
                "{path}: not JSON (line {line}, column {column}: {reason})",
                path=path,
                line=exc.lineno,
                column=exc.colno,
                reason=exc.msg,
            )
        ) from None
    except RecursionError:
        raise DataFileError(tr("{path}: nested too deeply to be a tablegame file", path=path)) from None
    except ValueError as exc:  # anything else Python's reader refuses
        raise DataFileError(tr("{path}: not usable JSON ({reason})", path=path, reason=one_line(str(exc)))) from None
    found = _first_bad_number(data) if bad_numbers else None
    if found is not None:
        where, bad = found
        # the first place the literal stands alone (not inside a longer number or a word)
        match = re.search(rf"(?<![\w.+-]){re.escape(bad.literal)}(?![\w.])", text)
        at = f"; {_line_column(text, match.start())}" if match else ""
        raise DataFileError(f"{path}: {one_line(place(where), 120)}: not usable JSON ({bad.problem}{at})")
    return data


def check_schema(path: Path | str, data: Any, schema: dict[str, Any]) -> None:
    """Raise DataFileError naming the first place where `data` breaks `schema`."""
    if surely_valid(data, schema):
        return  # without importing jsonschema: a sixth of the time to the first menu frame, which checks 4 catalogs
    import jsonschema  # here, for the documents that break the schema (or that surely_valid is unsure of)

    validator = jsonschema.Draft202012Validator(schema)
    with _no_gc():
        errors = sorted(validator.iter_errors(data), key=lambda e: (len(e.absolute_path), list(map(str, e.path))))
    if errors:
        error = jsonschema.exceptions.best_match(errors) or errors[0]
        key = unexpected_key(error)
        where = place([*error.absolute_path, *([] if key is None else [key])])
        raise DataFileError(f"{path}: {one_line(where, 120)}: {one_line(describe_schema_error(error), 240)}")


def unexpected_key(error: jsonschema.ValidationError) -> str | None:
    """The first key (in the file's order) that an `additionalProperties: false` error is about, else None."""
    if error.validator != "additionalProperties" or not isinstance(error.instance, dict):
        return None
    known = error.schema.get("properties", {}) if isinstance(error.schema, dict) else {}
    patterns = error.schema.get("patternProperties", {}) if isinstance(error.schema, dict) else {}
    for key in error.instance:
        if key not in known and not any(re.search(pattern, key) for pattern in patterns):
            return str(key)
    return None


def describe_schema_error(error: jsonschema.ValidationError) -> str:
    """Say what was expected in plain words rather than jsonschema's repr-heavy message."""
    described = error.schema.get("description") if isinstance(error.schema, dict) else None
    expected = tr(described) if isinstance(described, str) else None  # in the player's words where translated
    if error.validator == "required":
        return tr("{key} is missing", key=error.message.split(" is a required")[0])
    if error.validator == "additionalProperties":  # check_schema names the key in the place
        if expected:
            return tr("unexpected key for {expected}", expected=expected)
        known = error.schema.get("properties", {}) if isinstance(error.schema, dict) else {}
        return tr("unexpected key (expected one of {keys})", keys=", ".join(known)) if known else tr("unexpected key")
    if expected:
        return tr("expected {expected}, got {value}", expected=expected, value=describe_value(error.instance))
    return one_line(error.message)


def _leaf_text(item: Any, limit: int) -> str:
    """A short text for a value that holds no others (JSON-like where it can be, named where JSON has no words)."""
    if item is None or isinstance(item, bool):
        return json.dumps(item)
    if isinstance(item, int):
        # str() of a number of more than ~4300 digits raises; log10(2) digits per bit
        return str(item) if item.bit_length() <= 200 else f"a number of {int(item.bit_length() * 0.30103)} digits"
    if isinstance(item, float):
        return repr(item)
    if isinstance(item, str):
        return json.dumps(item[:limit])  # escapes control characters and anything unprintable
    if isinstance(item, (set, frozenset)):
        return f"a set of {len(item)}"
    if isinstance(item, (bytes, bytearray)):
        return f"binary data ({len(item)} bytes)"
    if isinstance(item, (datetime.date, datetime.time)):
        return f"a date or time ({item.isoformat()})"
    return f"a value of type {type(item).__name__}"


def describe_value(value: Any, limit: int = 60) -> str:
    """A short text for any value, JSON-like where it can be, cut at `limit` characters; never fails.

    Values that JSON has no words for (sets, dates, bytes, NaN, huge numbers) are named; nested
    values are written only as far as the limit reaches, so a huge or self-containing list costs little.
    """
    pieces: list[str] = []
    room = limit + 1
    seen: set[int] = set()

    def add(text: str) -> None:
        nonlocal room
        pieces.append(text[: max(room, 0)])
        room -= len(text)

    def write(item: Any, depth: int) -> None:
        if room <= 0:
            return
        if not isinstance(item, (list, tuple, dict)):
            add(_leaf_text(item, limit))
        elif id(item) in seen or depth > 8:
            add("...")
        else:
            seen.add(id(item))
            write_elements(item, depth)
            seen.discard(id(item))

    def write_elements(item: list[Any] | tuple[Any, ...] | dict[Any, Any], depth: int) -> None:
        is_dict = isinstance(item, dict)
        add("{" if is_dict else "[")
        elements: Any = item.items() if isinstance(item, dict) else item
        for number, element in enumerate(elements):
            if room <= 0:
                break
            if number:
                add(", ")
            if is_dict:
                write(element[0], depth + 1)
                add(": ")
                write(element[1], depth + 1)
            else:
                write(element, depth + 1)
        add("}" if is_dict else "]")

    write(value, 0)
    text = "".join(pieces)
    return text if len(text) <= limit else text[: max(limit - 3, 1)] + "..."
