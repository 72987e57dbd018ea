"""surely_valid: it passes every shipped file (so a start needs no jsonschema) and never passes what jsonschema
refuses, over thousands of damaged copies of them."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from tablegame.app.settings import SETTINGS_SCHEMA, GameSetup, SeatSetup, Settings
from tablegame.core.datafile import DataFileError, check_schema, parse_yaml, read_text
from tablegame.core.guide import SCHEMA as GUIDE_SCHEMA
from tablegame.core.schema_check import strictly_equal, surely_valid
from tablegame.games.cabo.catalog import CATALOG_SCHEMA as CABO_SCHEMA
from tablegame.games.niagara.catalog import SCHEMA as NIAGARA_SCHEMA
from tablegame.games.ogallala.catalog import CATALOG_SCHEMA as OGALLALA_SCHEMA
from tablegame.games.struggle_for_catan.catalog import SCHEMA as CATAN_SCHEMA
from tablegame.paths import data_dir
from tablegame.storage.saves import SAVE_SCHEMA
from tablegame.table.layout import LAYOUT_SCHEMA

CATALOGS = {
    "cabo": CABO_SCHEMA,
    "niagara": NIAGARA_SCHEMA,
    "ogallala": OGALLALA_SCHEMA,
    "struggle-for-catan": CATAN_SCHEMA,
}
ODD_VALUES: list[Any] = [None, True, False, 0, 1, 1.0, 2.5, -1, 10**12, "", "x" * 300, "abc", [], {}, [1], {"a": 1}]


def yaml_data(path: Path) -> Any:
    return parse_yaml(path, read_text(path))


def settings_document(tmp: Path) -> dict[str, Any]:
    settings = Settings(path=tmp / "settings.json")
    settings.setups["cabo"] = GameSetup([SeatSetup("human", "Ann", ""), SeatSetup("bot", "Bot 2", "easy")], {})
    return settings.to_json()


def documents(tmp: Path) -> list[tuple[str, Any, dict[str, Any]]]:
    """(name, document, schema) for every shipped file the program checks, and a settings file."""
    found = [
        (f"cards/{game}", yaml_data(data_dir("cards") / f"{game}.yaml"), schema) for game, schema in CATALOGS.items()
    ]
    found += [(f"layouts/{p.name}", yaml_data(p), LAYOUT_SCHEMA) for p in sorted(data_dir("layouts").glob("*.yaml"))]
    found += [(f"guides/{p.name}", yaml_data(p), GUIDE_SCHEMA) for p in sorted(data_dir("guides").glob("*.yaml"))]
    for path in sorted(data_dir("saves").glob("*.json")):
        save = json.loads(path.read_text(encoding="utf-8"))
        found.append((f"saves/{path.name}", {**save, "actions": save["actions"][:3]}, SAVE_SCHEMA))
    found.append(("settings", settings_document(tmp), SETTINGS_SCHEMA))
    return found


def jsonschema_valid(document: Any, schema: dict[str, Any]) -> bool:
    return not any(True for _ in jsonschema.Draft202012Validator(schema).iter_errors(document))


def places(document: Any, where: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside the document."""
    found = [where]
    if isinstance(document, dict):
        for key, value in document.items():
            found += places(value, (*where, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            found += places(value, (*where, index))
    return found


def damaged(document: Any, rng: random.Random) -> Any:
    """A copy with one thing changed: a value replaced, a key dropped or added, an item repeated or dropped."""
    copied = copy.deepcopy(document)
    where = rng.choice(places(copied))
    if not where:
        return rng.choice(ODD_VALUES)
    parent = copied
    for step in where[:-1]:
        parent = parent[step]
    last = where[-1]
    choice = rng.randrange(4)
    if choice == 0:
        parent[last] = copy.deepcopy(rng.choice(ODD_VALUES))
    elif choice == 1:
        del parent[last]
    elif choice == 2 and isinstance(parent, dict):
        parent[rng.choice(["extra", "name", "id", "x"])] = copy.deepcopy(rng.choice(ODD_VALUES))
    elif isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    else:
        parent[last] = copy.deepcopy(rng.choice(ODD_VALUES))
    return copied


def test_every_shipped_file_is_surely_valid(tmp_path):
    for name, document, schema in documents(tmp_path):
        assert jsonschema_valid(document, schema), name
        assert surely_valid(document, schema), f"{name}: the start would import jsonschema to check it"


def test_it_never_passes_what_jsonschema_refuses(tmp_path):
    rng = random.Random(7)
    passed = refused = 0
    for name, document, schema in documents(tmp_path):
        validator = jsonschema.Draft202012Validator(schema)
        for _ in range(40):
            broken = damaged(document, rng)
            valid = next(validator.iter_errors(broken), None) is None
            if surely_valid(broken, schema):
                assert valid, (name, broken)
                passed += 1
            refused += not valid
    assert passed > 100 and refused > 100  # both kinds were tried


@pytest.mark.parametrize(
    ("document", "schema"),
    [
        (1.0, {"type": "integer"}),  # an integer to jsonschema
        (True, {"enum": [1]}),  # True is not 1 to jsonschema, but == says it is
        ([1, True], {"uniqueItems": True}),  # unique to jsonschema, not to ==
        (3, {"oneOf": [{"type": "integer"}, {"type": "string"}]}),
        (3, {"not": {"type": "string"}}),
        (3, {"$ref": "#/$defs/x", "$defs": {"x": {}}}),
        ([1], {"prefixItems": [{"type": "integer"}]}),
        (3, {"multipleOf": 3}),
        (3, False),
    ],
)
def test_unsure_cases_are_left_to_jsonschema(document, schema):
    assert not surely_valid(document, schema)
    if jsonschema_valid(document, schema):
        check_schema("x", document, schema)  # jsonschema passes it


def test_keywords_against_jsonschema():
    schema = {
        "type": "object",
        "required": ["a"],
        "properties": {"a": {"type": "integer", "minimum": 1, "maximum": 3}, "b": {"type": ["string", "null"]}},
        "patternProperties": {"^x": {"type": "boolean"}},
        "additionalProperties": False,
        "dependentRequired": {"b": ["a"]},
        "if": {"properties": {"a": {"const": 2}}},
        "then": {"required": ["b"]},
    }
    for document in [
        {"a": 1},
        {"a": 2, "b": None},
        {"a": 2},
        {"a": 0},
        {"a": 1, "xy": True},
        {"a": 1, "xy": 1},
        {"a": 1, "c": 1},
    ]:
        if surely_valid(document, schema):
            assert jsonschema_valid(document, schema), document
    assert surely_valid({"a": 2, "b": None, "xy": True}, schema) and not surely_valid({"a": 2}, schema)
    kinds = {"allOf": [{"if": {"properties": {"kind": {"const": "pile"}}}, "then": {"required": ["size"]}}]}
    assert surely_valid({"kind": "deck"}, kinds)  # the `if` surely fails: no `then` asked
    assert not surely_valid({"kind": "pile"}, kinds) and surely_valid({"kind": "pile", "size": 1}, kinds)


def test_a_refused_document_is_still_explained():
    with pytest.raises(DataFileError, match="settings"):
        check_schema("settings", {"version": "one"}, SETTINGS_SCHEMA)


def test_strictly_equal():
    assert strictly_equal({"a": [1, "x"]}, {"a": [1, "x"]})
    assert not strictly_equal(1, True) and not strictly_equal(1, 1.0) and not strictly_equal([1], [1, 2])
