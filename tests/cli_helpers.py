"""Running the `tablegame` command as a program, as a player's shell would."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any


def replay_json(data: dict[str, Any], folder: Path) -> subprocess.CompletedProcess[str]:
    """`tablegame replay FILE --json` on a save object written to a file in `folder`: its status and output."""
    path = folder / "replayed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "tablegame", "replay", str(path), "--json"], capture_output=True, text=True, timeout=120
    )
