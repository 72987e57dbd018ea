"""A quick check that a document surely meets a JSON schema, so that jsonschema need not be imported to say so.

Importing jsonschema takes about a sixth of the time to the first menu frame, and every start checks the four
card catalogs. `surely_valid` knows the keywords the program's schemas use (draft 2020-12) and answers True
only when jsonschema's Draft202012Validator would find no error: where it is unsure (a keyword it does not know,
`oneOf`, `not`, a `$ref`, 1.0 where an integer is wanted) it answers False, and the caller asks jsonschema,
which then also says what is wrong. It may be stricter than jsonschema, never more lenient.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sized
from typing import Any

# Keywords that never make a document invalid (`format` only annotates: the validator gets no format checker).
ANNOTATIONS = frozenset(
    {"description", "title", "default", "format", "examples", "$comment", "deprecated", "readOnly", "writeOnly"}
)

Check = Callable[[Any, Any], bool]


def surely_valid(instance: Any, schema: Any) -> bool:
    """True only if `instance` meets `schema` (as jsonschema's Draft202012Validator judges); False if unsure."""
    if schema is True:
        return True
    if not isinstance(schema, dict):
        return False  # `false`, or not a schema: jsonschema decides
    for keyword, value in schema.items():
        if keyword in ANNOTATIONS:
            continue
        if keyword == "additionalProperties":  # these two read their siblings
            holds = _additional(instance, value, schema)
        elif keyword == "if":
            holds = _if_then_else(instance, schema)
        else:
            check = _CHECKS.get(keyword)
            holds = check is not None and check(instance, value)
        if not holds:
            return False
    return True


def strictly_equal(a: Any, b: Any) -> bool:
    """Equal values of the same types all the way down (True is not 1, 1.0 is not 1: jsonschema may differ there,
    so `enum` and `const` compare this strictly and leave the doubtful cases to it)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(strictly_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(strictly_equal(a[k], b[k]) for k in a)
    return bool(a == b)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


_TYPES: dict[str, Callable[[Any], bool]] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),  # 1.0 is left to jsonschema
    "number": _is_number,
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def _type(instance: Any, value: Any) -> bool:
    names = value if isinstance(value, list) else [value]
    return any(name in _TYPES and _TYPES[name](instance) for name in names)


def _properties(instance: Any, value: dict[str, Any]) -> bool:
    if not isinstance(instance, dict):
        return True
    return all(key not in instance or surely_valid(instance[key], sub) for key, sub in value.items())


def _pattern_properties(instance: Any, value: dict[str, Any]) -> bool:
    if not isinstance(instance, dict):
        return True
    return all(
        surely_valid(item, sub)
        for pattern, sub in value.items()
        for key, item in instance.items()
        if re.search(pattern, key)
    )


def _additional(instance: Any, value: Any, schema_of: dict[str, Any]) -> bool:
    """`additionalProperties`: the keys neither `properties` names nor `patternProperties` matches."""
    if not isinstance(instance, dict):
        return True
    known = schema_of.get("properties", {})
    patterns = list(schema_of.get("patternProperties", {}))
    extra = [k for k in instance if k not in known and not any(re.search(p, k) for p in patterns)]
    return all(surely_valid(instance[k], value) for k in extra)


def _required(instance: Any, value: list[str]) -> bool:
    return not isinstance(instance, dict) or all(key in instance for key in value)


def _items(instance: Any, value: Any) -> bool:
    return not isinstance(instance, list) or all(surely_valid(item, value) for item in instance)


def _unique(instance: Any, value: Any) -> bool:
    """`uniqueItems`, judged with Python's ==, which finds more equal pairs than jsonschema (1 == 1.0 == True)."""
    if value is False or not isinstance(instance, list):
        return True
    return value is True and all(
        instance[i] != instance[j] for i in range(len(instance)) for j in range(i + 1, len(instance))
    )


def _number_bound(compare: Callable[[Any, Any], bool]) -> Check:
    return lambda instance, value: not _is_number(instance) or (_is_number(value) and compare(instance, value))


def _length_bound(kind: type[Sized], compare: Callable[[int, Any], bool]) -> Check:
    return lambda instance, value: (
        not isinstance(instance, kind) or (_is_number(value) and compare(len(instance), value))
    )


def _if_then_else(instance: Any, schema: dict[str, Any]) -> bool:
    """`if`: when it surely holds, `then` must; when it surely fails, `else` must; when unsure, both must."""
    then, otherwise = schema.get("then", True), schema.get("else", True)
    if surely_valid(instance, schema["if"]):
        return surely_valid(instance, then)
    if surely_invalid(instance, schema["if"]):
        return surely_valid(instance, otherwise)
    return surely_valid(instance, then) and surely_valid(instance, otherwise)


def surely_invalid(instance: Any, schema: Any) -> bool:
    """True only if jsonschema surely finds `instance` breaking `schema`, judged on `type`, `required`,
    `properties` and a text `const` or `enum` (what an `if` asks: "is its kind 'pile'?"); False if unsure."""
    if not isinstance(schema, dict):
        return schema is False
    kinds = schema.get("type")
    if kinds is not None and not _type(instance, kinds) and not isinstance(instance, float):  # 1.0 may be integer
        return True
    if isinstance(instance, dict):
        if any(key not in instance for key in schema.get("required", [])):
            return True
        subschemas = schema.get("properties", {})
        if any(key in instance and surely_invalid(instance[key], sub) for key, sub in subschemas.items()):
            return True
    options = [schema["const"]] if "const" in schema else schema.get("enum")
    return (
        isinstance(instance, str)
        and isinstance(options, list)
        and all(isinstance(option, str) and option != instance for option in options)
    )


def _dependent_required(instance: Any, value: dict[str, list[str]]) -> bool:
    if not isinstance(instance, dict):
        return True
    return all(all(k in instance for k in needed) for key, needed in value.items() if key in instance)


def _property_names(instance: Any, value: Any) -> bool:
    return not isinstance(instance, dict) or all(surely_valid(key, value) for key in instance)


# Each keyword's check of its own value (additionalProperties and if, which read their siblings, are surely_valid's)
_CHECKS: dict[str, Check] = {
    "type": _type,
    "properties": _properties,
    "patternProperties": _pattern_properties,
    "required": _required,
    "items": _items,
    "uniqueItems": _unique,
    "enum": lambda instance, value: any(strictly_equal(instance, option) for option in value),
    "const": strictly_equal,
    "minimum": _number_bound(lambda a, b: a >= b),
    "maximum": _number_bound(lambda a, b: a <= b),
    "exclusiveMinimum": _number_bound(lambda a, b: a > b),
    "exclusiveMaximum": _number_bound(lambda a, b: a < b),
    "minLength": _length_bound(str, lambda n, b: n >= b),
    "maxLength": _length_bound(str, lambda n, b: n <= b),
    "minItems": _length_bound(list, lambda n, b: n >= b),
    "maxItems": _length_bound(list, lambda n, b: n <= b),
    "minProperties": _length_bound(dict, lambda n, b: n >= b),
    "maxProperties": _length_bound(dict, lambda n, b: n <= b),
    "pattern": lambda instance, value: not isinstance(instance, str) or re.search(value, instance) is not None,
    "anyOf": lambda instance, value: any(surely_valid(instance, sub) for sub in value),
    "allOf": lambda instance, value: all(surely_valid(instance, sub) for sub in value),
    "dependentRequired": _dependent_required,
    "propertyNames": _property_names,
    "then": lambda instance, value: True,  # judged with `if`
    "else": lambda instance, value: True,
}
