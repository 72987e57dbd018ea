"""Data files: YAML/JSON parsing and schema errors that name the file, the place and what is expected."""

from __future__ import annotations

import pytest

from tablegame.core.datafile import DataFileError, check_schema, load_json, load_yaml, place

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
