"""Checks a worked-example case (tests/cases/<game>/*.json): each restates an example of docs/rules/<game>.md."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

CASES = Path(__file__).parent / "cases"


def case_files(game: str | None = None) -> list[Path]:
    """Every case file, or those of one game."""
    pattern = f"{game}/*.json" if game else "*/*.json"
    return sorted(CASES.glob(pattern))


def _matches(action: dict, partial: dict) -> bool:
    return all(action.get(k) == v for k, v in partial.items())


def compare(report: dict[str, Any], expect: dict[str, Any]) -> str | None:
    """Why a replay report does not meet a case's expectation, or None when it does."""
    for key in ("over", "scores", "winners", "to_act"):
        if key in expect and report.get(key) != expect[key]:
            return f"{key}: expected {expect[key]!r}, got {report.get(key)!r}"
    legal = report.get("legal_actions", [])
    for partial in expect.get("legal_includes", []):
        if not any(_matches(a, partial) for a in legal):
            return f"no legal action matches {partial}"
    if "legal_set" in expect:
        keys = {"seat", "type"} | {k for a in expect["legal_set"] for k in a}

        def canon(a: dict) -> str:
            return json.dumps({k: a[k] for k in sorted(keys) if k in a}, sort_keys=True)

        want = {canon(a) for a in expect["legal_set"]}
        got = {canon(a) for a in legal}
        if want != got:
            return f"legal actions differ: missing {sorted(want - got)[:3]}, extra {sorted(got - want)[:3]}"
    if "legal_count" in expect and len(legal) != expect["legal_count"]:
        return f"expected {expect['legal_count']} legal actions, got {len(legal)}"
    for partial in expect.get("legal_excludes", []):
        if any(_matches(a, partial) for a in legal):
            return f"illegal action offered as legal: {partial}"
    return None
