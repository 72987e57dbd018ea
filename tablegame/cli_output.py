"""The files the command line writes (`shot --out`): checked before any work, like the files it reads, and
written whole.

A path that is not a file (a folder, a named pipe, a device, a socket) is refused: writing into a pipe nobody
reads would block for ever. The null device is the one exception, as a wish to keep nothing is common: it
is accepted and nothing is written to it. A file is written through a temporary file and a rename, so a
stopped program leaves the old file or the new one, never half a picture; a symbolic link is followed,
so the file it points at is the one replaced.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from tablegame.i18n import tr
from tablegame.storage.writer import write_atomic


class OutputError(Exception):
    """An output path the command cannot write to: one line for the player."""


def _is_null_device(status: os.stat_result) -> bool:
    """True if the file is the null device (/dev/null, or another name for it)."""
    try:
        null = os.stat(os.devnull)
    except OSError:
        return False
    return stat.S_ISCHR(status.st_mode) and stat.S_ISCHR(null.st_mode) and status.st_rdev == null.st_rdev


def output_target(path: Path) -> Path | None:
    """The file writing to `path` replaces (a symbolic link followed), or None for the null device, which takes
    nothing; raises OutputError for a path that is not a file, is read-only or whose folder does not exist
    or is read-only."""
    shown = repr(str(path))
    try:
        status = os.stat(path)
    except FileNotFoundError:
        status = None
    except OSError as exc:  # a loop of links, a folder that may not be entered
        raise OutputError(tr("{file} cannot be written: {reason}", file=shown, reason=exc.strerror or exc)) from None
    if status is not None and _is_null_device(status):
        return None
    if status is not None and not stat.S_ISREG(status.st_mode):
        raise OutputError(tr("{file} is a folder, a pipe or a device, not a file: give a file's name", file=shown))
    target = Path(os.path.realpath(path))
    if status is None and not target.parent.is_dir():
        raise OutputError(
            tr("{file} cannot be written: there is no folder {folder}", file=shown, folder=repr(str(target.parent)))
        )
    if status is not None and not os.access(target, os.W_OK):
        raise OutputError(tr("{file} is read-only", file=shown))
    if not os.access(target.parent, os.W_OK):  # the temporary file and the rename are made in the folder
        raise OutputError(
            tr(
                "{file} cannot be written: the folder {folder} is read-only",
                file=shown,
                folder=repr(str(target.parent)),
            )
        )
    return target


def write_output(target: Path, data: bytes) -> None:
    """Replace `target` (from `output_target`) with `data` in one step; raises OSError when it cannot be written.

    The new file keeps the old one's permissions, or gets a new file's usual ones (the umask's), not the
    temporary file's owner-only ones.
    """
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    write_atomic(target, data)
    os.chmod(target, mode)
