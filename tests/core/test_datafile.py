"""Data files: YAML/JSON parsing and schema errors that name the file, the place and what is expected."""

from __future__ import annotations

import datetime
import math
import os
from pathlib import Path

import pytest
import yaml

from tablegame.core import datafile
from tablegame.core.datafile import (
    MAX_ALIAS_NODES,
    DataFileError,
    check_schema,
    describe_value,
    load_json,
    load_yaml,
    place,
    read_text,
)

SCHEMA = {
    "type": "object",
    "required": ["zones"],
    "properties": {
        "zones": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"at": {"type": "array", "description": "a pair of numbers [x, y]"}},
            },
        }
    },
}


def test_place_reads_like_a_path():
    assert place(["zones", 3, "at"]) == "zones[3].at"
    assert place([]) == "(top level)"


def test_schema_error_names_file_place_and_expectation(tmp_path):
    path = tmp_path / "l.yaml"
    path.write_text("zones:\n  - at: [0, 0]\n  - at: 5\n")
    with pytest.raises(DataFileError) as info:
        load_yaml(path, SCHEMA)
    assert str(info.value) == f"{path}: zones[1].at: expected a pair of numbers [x, y], got 5"


def test_missing_key_is_named(tmp_path):
    with pytest.raises(DataFileError, match="'zones' is missing"):
        check_schema("f.yaml", {}, SCHEMA)


def test_yaml_syntax_error_gives_line(tmp_path):
    path = tmp_path / "l.yaml"
    path.write_text("zones: [\n  - : :\n")
    with pytest.raises(DataFileError, match=r"line \d+"):
        load_yaml(path)


def test_yaml_python_tags_are_refused(tmp_path):
    path = tmp_path / "l.yaml"
    path.write_text("x: !!python/object/apply:os.system ['echo hacked']\n")
    with pytest.raises(DataFileError):
        load_yaml(path)


def test_oversized_file_is_refused(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(" " * 3000)
    with pytest.raises(DataFileError, match="larger than"):
        load_json(path, max_bytes=1000)


# --- hostile files (issue 14) ------------------------------------------------------------------


def test_describe_value_names_what_json_cannot_write():
    """Sets, dates, bytes, NaN, huge numbers and self-containing lists are described, never a TypeError."""
    looped: list = [1]
    looped.append(looped)
    assert describe_value({1, 2}) == "a set of 2"
    assert describe_value(datetime.date(2024, 1, 2)) == "a date or time (2024-01-02)"
    assert describe_value(b"abc") == "binary data (3 bytes)"
    assert describe_value([math.nan, math.inf]) == "[nan, inf]"
    assert describe_value(10**5000).startswith("a number of 50")
    assert describe_value(looped) == "[1, ...]"
    assert describe_value("a\x00b") == '"a\\u0000b"'
    assert describe_value(object()) == "a value of type object"
    long = describe_value(list(range(1000)))
    assert len(long) == 60 and long.endswith("...")
    assert describe_value([[[[[[[[[[[1]]]]]]]]]]], limit=200).count("...") == 1


def test_schema_error_on_a_value_json_cannot_write_is_described(tmp_path):
    """A set where a description applies: the message says what it is (it used to raise TypeError)."""
    with pytest.raises(DataFileError, match=r"zones\[0\].at: expected a pair of numbers \[x, y\], got a set of 1"):
        check_schema("f.yaml", {"zones": [{"at": {1}}]}, SCHEMA)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("x: !!set {a: null}\n", "x: expected text, a number"),
        ("x: !!timestamp 2024-01-01\n", "x: expected text, a number"),
        ("x: 2024-13-99\n", "line 1, column 4: month must be in 1..12"),
        ("x: !!binary aGk=\n", "x: expected text, a number, true/false, a list or a mapping, got binary data"),
        ("x: [1, .nan]\n", "x[1]: expected a finite number, got nan"),
        ("x: " + "[" * 900 + "]" * 900 + "\n", "line 1, column 35: nested more than 32"),
        ("x: &a [*a]\n", "line 1, column 8: the alias *a refers to a list or mapping that contains it"),
        ("x: &a {k: [*a]}\n", "the alias *a refers to"),
        ("x: " + "9" * 5000 + "\n", "line 1, column 4: a number with too many digits"),
        ("{1: a}\n", "(top level): expected text keys, got the key 1"),
        ("a: 1\n---\nb: 2\n", "expected a single document"),
        ("x: \x00\n", "a character YAML does not allow (#x0000"),
    ],
)
@pytest.mark.parametrize("loader", ["default", "pure-python"])
def test_hostile_yaml_is_one_line_naming_file_and_place(tmp_path, monkeypatch, text, expected, loader):
    if loader == "pure-python":
        monkeypatch.setattr(datafile, "_Loader", datafile._PyLoader)
    path = tmp_path / "f.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        load_yaml(path)
    message = str(info.value)
    assert message.startswith(f"{path}: ") and expected in message and "\n" not in message, message


def alias_levels(levels: int) -> str:
    """Each level an anchored list of nine aliases of the one before: 9**levels values written out."""
    lines = ["x:", "  - &l0 [1, 1, 1, 1, 1, 1, 1, 1, 1]"]
    lines += [f"  - &l{n} [{', '.join([f'*l{n - 1}'] * 9)}]" for n in range(1, levels)]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("loader", ["default", "pure-python"])
def test_aliases_are_bounded_by_what_they_repeat(tmp_path, monkeypatch, loader):
    """A few aliases are fine; the bound counts values written out, so a 9**9 bomb stops at once."""
    if loader == "pure-python":
        monkeypatch.setattr(datafile, "_Loader", datafile._PyLoader)
    path = tmp_path / "f.yaml"
    path.write_text(alias_levels(3), encoding="utf-8")  # 9 + 81 + ... values: within the bound
    assert load_yaml(path)["x"][2][0][0] == [1] * 9
    path.write_text(alias_levels(9), encoding="utf-8")
    with pytest.raises(DataFileError, match=f"aliases repeat more than {MAX_ALIAS_NODES} values"):
        load_yaml(path)


def test_the_c_parser_is_used_when_there_is_one():
    if getattr(yaml, "__with_libyaml__", False):
        assert issubclass(datafile._Loader, yaml.CSafeLoader)
    assert issubclass(datafile._PyLoader, yaml.SafeLoader)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_read_text_refuses_a_fifo_without_blocking(tmp_path):
    path = tmp_path / "pipe"
    os.mkfifo(path)
    with pytest.raises(DataFileError, match=r"it is a pipe \(FIFO\), not a regular file"):
        read_text(path)


def test_read_text_refuses_directories_and_devices(tmp_path):
    with pytest.raises(DataFileError, match="it is a directory"):
        read_text(tmp_path)
    if Path("/dev/zero").exists():
        with pytest.raises(DataFileError, match="it is a device"):
            load_json(Path("/dev/zero"))


def test_read_text_refuses_a_file_larger_than_its_stat_said(tmp_path, monkeypatch):
    """At most the limit and one byte are read: a file that grew after its size was looked at is refused."""
    path = tmp_path / "growing.json"
    path.write_text("[" + "1," * 1000 + "1]")
    real_stat = os.stat

    def stale_stat(target, *args, **kwargs):
        info = real_stat(target, *args, **kwargs)
        return os.stat_result((info.st_mode, *info[1:6], 10, *info[7:]))  # st_size as it was: 10 bytes

    monkeypatch.setattr(datafile.os, "stat", stale_stat)
    with pytest.raises(DataFileError, match="larger than the 100 bytes allowed"):
        read_text(path, 100)


def test_read_text_names_the_bad_byte(tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes(b"game: caf\xe9\n")
    with pytest.raises(DataFileError, match="cannot be read as UTF-8 text \\(byte 9"):
        read_text(path)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '{"seed": ' + "7" * 5000 + "}",
            "seed: not usable JSON (a number of 5000 digits (at most 100 allowed); line 1, column 10)",
        ),
        ('{"a": [1,\n NaN]}', "a[1]: not usable JSON (NaN (not a JSON number); line 2, column 2)"),
        ('{"a": -Infinity}', "-Infinity (not a JSON number)"),
        ('{"a": 1e999}', "a: not usable JSON (a number out of range (1e999); line 1, column 7)"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ],
)
def test_hostile_json_is_one_line(tmp_path, text, expected):
    path = tmp_path / "save.json"
    path.write_text(text)
    with pytest.raises(DataFileError) as info:
        load_json(path)
    message = str(info.value)
    assert message.startswith(f"{path}: ") and expected in message and "\n" not in message, message


def test_a_key_with_a_newline_keeps_the_message_on_one_line(tmp_path):
    path = tmp_path / "f.yaml"
    path.write_text('{"a\\nb": .nan}\n')
    with pytest.raises(DataFileError) as info:
        load_yaml(path)
    assert str(info.value) == f"{path}: a b: expected a finite number, got nan"


OBJECT_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "zones": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "description": "a zone {id, at}",
                "properties": {"id": {}, "at": {}},
            },
        },
        "tags": {"type": "object", "additionalProperties": False, "patternProperties": {"^x-": {}}},
    },
}


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (
            {"zones": [{"id": "a"}, {"id": "b", "grid": 1, "at": 2, "more": 3}]},
            "f.yaml: zones[1].grid: unexpected key for a zone {id, at}",
        ),
        ({"colour": "red"}, "f.yaml: colour: unexpected key (expected one of zones, tags)"),
        ({"tags": {"x-a": 1, "b": 2}}, "f.yaml: tags.b: unexpected key"),
    ],
)
def test_an_unexpected_key_is_named_in_the_place(data, expected):
    """The first key (in the file's order) that a mapping does not take is named, with what the mapping is."""
    with pytest.raises(DataFileError) as info:
        check_schema("f.yaml", data, OBJECT_SCHEMA)
    assert str(info.value) == expected
