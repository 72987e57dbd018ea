"""Test setup: no screen, no sound, and private user-data and config folders for saves and settings."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def private_user_data(tmp_path, monkeypatch):
    """Point platformdirs' user data folder at a temporary folder, so tests never touch real saves."""
    home = tmp_path / "userdata"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def private_user_config(tmp_path, monkeypatch):
    """Point platformdirs' user config folder at a temporary folder, so tests never touch real settings."""
    home = tmp_path / "userconfig"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def writes_without_waiting_for_the_disk(monkeypatch):
    """Skip fsync: tests write to temporary folders after every move, where waiting for the disk buys nothing.

    Writes stay atomic (temporary file, rename); the test of the sync order records the calls itself.
    """
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.fixture(autouse=True)
def window_errors_fail_tests(monkeypatch):
    """An error inside the window fails the test (the program itself shows it on a problem screen)."""
    from tablegame.app.main import App

    monkeypatch.setattr(App, "reraise_errors", True)


@pytest.fixture(autouse=True)
def english_after_every_test(monkeypatch):
    """Every test starts and ends in English, whatever language a test (or the command line it ran) chose, and
    sees an English system locale (a test of the locale sets its own)."""
    from tablegame import i18n

    for key in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    i18n.use("en")
    yield
    i18n.use("en")
