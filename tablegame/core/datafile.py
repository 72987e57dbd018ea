"""Loading YAML and JSON data files safely, with schema checks that name the place of a mistake."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import yaml

MAX_DATA_BYTES = 2_000_000


class DataFileError(Exception):
    """A data file that cannot be used; the message is one line: file, place, what is expected."""


def place(path_parts: Any) -> str:
    """Write a path inside a document the way people read it: `zones[3].at`."""
    text = ""
    for part in path_parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "(top level)"


def read_text(path: Path, max_bytes: int = MAX_DATA_BYTES) -> str:
    """The file's text, refusing missing, oversized or non-UTF-8 files with a DataFileError."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise DataFileError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if size > max_bytes:
        raise DataFileError(f"{path}: is {size} bytes, larger than the {max_bytes} allowed")
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataFileError(f"{path}: cannot be read as UTF-8 text ({exc})") from None


def load_yaml(path: Path, schema: dict[str, Any] | None = None) -> Any:
    """Parse a YAML file with `yaml.safe_load` and check it against a JSON schema."""
    text = read_text(path)
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "somewhere"
        problem = getattr(exc, "problem", None) or "not valid YAML"
        raise DataFileError(f"{path}: {where}: {problem}") from None
    if schema is not None:
        check_schema(path, data, schema)
    return data


def load_json(path: Path, max_bytes: int = MAX_DATA_BYTES) -> Any:
    """Parse a JSON file, reporting the line and column of a syntax error."""
    text = read_text(path, max_bytes)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataFileError(f"{path}: not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise DataFileError(f"{path}: nested too deeply to be a tablegame file") from None


def check_schema(path: Path | str, data: Any, schema: dict[str, Any]) -> None:
    """Raise DataFileError naming the first place where `data` breaks `schema`."""
    validator = jsonschema.Draft202012Validator(schema)
    errors = sorted(validator.iter_errors(data), key=lambda e: (len(e.absolute_path), list(map(str, e.path))))
    if errors:
        error = jsonschema.exceptions.best_match(errors) or errors[0]
        raise DataFileError(f"{path}: {place(error.absolute_path)}: {describe_schema_error(error)}")


def describe_schema_error(error: jsonschema.ValidationError) -> str:
    """Say what was expected in plain words rather than jsonschema's repr-heavy message."""
    expected = error.schema.get("description") if isinstance(error.schema, dict) else None
    if error.validator == "required":
        return f"{error.message.split(' is a required')[0]} is missing"
    if error.validator == "additionalProperties":
        return f"unexpected key ({error.message.split('(')[-1].rstrip(')')})"
    if expected:
        return f"expected {expected}, got {json.dumps(error.instance)[:60]}"
    return error.message[:200]
