"""The worked examples of docs/rules/<game>.md, as replay cases (tests/cases/<game>/)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from casecheck import case_files, compare

from tablegame.cli import replay_report
from tablegame.storage.saves import SaveError, match_from_json


@pytest.mark.parametrize("path", case_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_worked_example(path):
    """Each case replays in-process and meets its expectation."""
    case = json.loads(path.read_text())
    expect = case["expect"]
    if expect.get("error"):
        with pytest.raises(SaveError) as info:
            match_from_json(case["save"])
        if "error_index" in expect:
            assert f"action {expect['error_index']} " in str(info.value)
        return
    report = replay_report(match_from_json(case["save"]))
    assert compare(report, expect) is None, case["name"]


@pytest.mark.parametrize("game", sorted({p.parent.name for p in case_files()}))
def test_worked_examples_through_the_command_line(game, tmp_path):
    """The first case of each game also passes through `tablegame replay --json` in a subprocess."""
    path = case_files(game)[0]
    case = json.loads(path.read_text())
    save = tmp_path / "case.json"
    save.write_text(json.dumps(case["save"]))
    env = dict(os.environ)
    proc = subprocess.run(
        [sys.executable, "-m", "tablegame", "replay", str(save), "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    if case["expect"].get("error"):
        assert proc.returncode == 2 and "Traceback" not in proc.stderr
        return
    assert proc.returncode == 0, proc.stderr
    assert compare(json.loads(proc.stdout), case["expect"]) is None
