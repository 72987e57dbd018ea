"""Every clause NIA-1 … NIA-40 of the specification is named by at least one Niagara test."""

from __future__ import annotations

import re
from pathlib import Path

CLAUSES = range(1, 41)


def test_every_clause_is_named_by_a_test():
    here = Path(__file__)
    text = "\n".join(p.read_text() for p in here.parent.glob("test_niagara_*.py") if p.name != here.name)
    named = {int(n) for n in re.findall(r"NIA[-_](\d+)", text)}
    named |= {int(n) for group in re.findall(r"NIA_(\d+(?:_\d+)+)_", text) for n in group.split("_")}
    assert sorted(set(CLAUSES) - named) == []
