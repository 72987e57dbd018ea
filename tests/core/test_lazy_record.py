"""LazyRecord: a JSON object made when first read, once, and read like the dict it makes."""

from __future__ import annotations

import json

from tablegame.core.lazy import LazyRecord


def test_a_lazy_record_is_made_once_when_first_read_and_reads_like_its_dict():
    made: list[int] = []

    def make() -> dict[str, object]:
        made.append(1)
        return {"type": "flow", "speed": 3, "boats": [{"seat": 0}]}

    record = LazyRecord(make)
    assert made == []
    assert record["speed"] == 3 and list(record) == ["type", "speed", "boats"] and len(record) == 3
    assert record == {"type": "flow", "speed": 3, "boats": [{"seat": 0}]}
    assert json.loads(json.dumps(dict(record))) == dict(record)
    assert made == [1]
