"""The settings file: kept between runs, checked against its schema, a damaged one replaced by the defaults."""

from __future__ import annotations

import json
import os
import time

import pytest

from tablegame.app.settings import GameSetup, SeatSetup, Settings, settings_path


def test_settings_survive_a_round_trip(tmp_path):
    path = tmp_path / "config" / "settings.json"
    settings = Settings.load(path)
    assert settings.problem is None and settings.setups == {} and not path.exists()
    settings.next_speed()
    settings.remember(
        "niagara", GameSetup([SeatSetup("human", "민아", "normal"), SeatSetup("bot", "Bot 2", "hard")], {"fork": False})
    )
    again = Settings.load(path)
    assert again.speed == settings.speed and again.game == "niagara"
    assert again.setups["niagara"].seats[0].name == "민아" and again.setups["niagara"].options == {"fork": False}


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[1, 2]",
        json.dumps({"format": "tablegame-settings", "version": 1, "speed": "warp"}),
        json.dumps(
            {
                "format": "tablegame-settings",
                "version": 1,
                "setups": {"cabo": {"seats": [{"kind": "alien"}], "options": {}}},
            }
        ),
        "[" * 5000 + "]" * 5000,
        "\udcff",
    ],
)
def test_a_damaged_file_is_reported_once_and_replaced_by_the_defaults(tmp_path, text):
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    settings = Settings.load(path)
    assert settings.problem and "defaults" in settings.problem and "\n" not in settings.problem
    assert settings.speed == "normal" and settings.setups == {}
    again = Settings.load(path)  # replaced: the next start says nothing
    assert again.problem is None


def test_a_settings_file_that_cannot_be_written_never_stops_the_program(tmp_path):
    blocker = tmp_path / "config"
    blocker.write_text("a file where the folder should be")
    settings = Settings.load(blocker / "settings.json")
    assert settings.save() is False
    settings.next_speed()  # still works, only not kept


def test_the_settings_file_lives_in_the_private_config_folder(private_user_config):
    assert settings_path().is_relative_to(private_user_config)


def test_a_folder_or_a_dangling_link_in_the_files_place_gives_the_defaults(tmp_path):
    folder = tmp_path / "folder.json"
    folder.mkdir()
    link = tmp_path / "link.json"
    link.symlink_to(tmp_path / "nowhere")
    for path in (folder, link):
        settings = Settings.load(path)
        assert settings.problem and settings.setups == {}


def test_temporaries_left_by_killed_writes_are_removed_at_start(tmp_path):
    """A write killed between its temporary and the rename leaves `.settings.json.*.tmp`; the next start removes
    old ones (a fresh one may be another copy's write in progress), and nothing else."""
    path = tmp_path / "settings.json"
    Settings(path=path).save()
    stale, fresh, other = (
        tmp_path / ".settings.json.k1ll3d.tmp",
        tmp_path / ".settings.json.wr1t1ng.tmp",
        tmp_path / "notes.tmp",
    )
    for file in (stale, fresh, other):
        file.write_text("{")
    os.utime(stale, (time.time() - 3600, time.time() - 3600))
    os.utime(other, (time.time() - 3600, time.time() - 3600))
    assert Settings.load(path).problem is None
    assert not stale.exists() and fresh.exists() and other.exists()


def test_a_settings_file_that_is_a_link_stays_a_link_and_its_target_is_written(tmp_path):
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    target = dotfiles / "tablegame-settings.json"
    Settings(path=target).save()
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir()
    path.symlink_to(target)
    settings = Settings.load(path)
    settings.next_speed()
    assert path.is_symlink() and path.resolve() == target
    assert json.loads(target.read_text(encoding="utf-8"))["speed"] == settings.speed != "normal"
    assert [p.name for p in dotfiles.iterdir()] == [target.name]  # written in the target's folder, no leftovers
    assert Settings.load(path).speed == settings.speed


def test_a_settings_link_in_a_loop_is_not_written_and_does_not_stop_the_program(tmp_path):
    path = tmp_path / "settings.json"
    path.symlink_to(tmp_path / "other.json")
    (tmp_path / "other.json").symlink_to(path)
    settings = Settings.load(path)
    assert settings.problem and settings.save() is False and path.is_symlink()


def test_hot_seat_undo_is_on_until_turned_off_and_the_choice_is_kept(tmp_path):
    path = tmp_path / "settings.json"
    settings = Settings.load(path)
    assert settings.hotseat_undo
    settings.toggle_hotseat_undo()
    assert not Settings.load(path).hotseat_undo
    path.write_text(json.dumps({"format": "tablegame-settings", "version": 1, "hotseat_undo": "yes"}), "utf-8")
    assert Settings.load(path).problem is not None  # not a boolean: the defaults
