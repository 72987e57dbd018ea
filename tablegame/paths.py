"""Where the program's data lives: shipped data folders, the user's save folder and settings file."""

from __future__ import annotations

from pathlib import Path

import platformdirs

_PACKAGE = Path(__file__).resolve().parent
APP_NAME = "tablegame"


def data_dir(name: str) -> Path:
    """The shipped data folder `name` ("cards", "layouts", "saves", "fonts" or "guides").

    An installed wheel carries it inside the package (`tablegame/_data/<name>`); a source checkout
    or an editable install finds it at the top of the repository.
    """
    packaged = _PACKAGE / "_data" / name
    if packaged.is_dir():
        return packaged
    return _PACKAGE.parent / name


def user_data_dir() -> Path:
    """The per-user folder for saves and settings; made by whoever writes there first, as it may fail."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_config_dir() -> Path:
    """The per-user folder for the settings file; made by whoever writes there first, as it may fail."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def user_log_dir() -> Path:
    """The per-user folder for the program's log; made by the logger, which may fail to."""
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
