"""The settings file: kept between runs, checked against its schema, a damaged one replaced by the defaults."""

from __future__ import annotations

import json

import pytest

from tablegame.app.settings import GameSetup, SeatSetup, Settings, settings_path


def test_settings_survive_a_round_trip(tmp_path):
    path = tmp_path / "config" / "settings.json"
    settings = Settings.load(path)
    assert settings.problem is None and settings.setups == {} and not path.exists()
    settings.next_speed()
    settings.remember("niagara", GameSetup([SeatSetup("human", "민아", "normal"), SeatSetup("bot", "Bot 2", "hard")],
                                           {"fork": False}))
    again = Settings.load(path)
    assert again.speed == settings.speed and again.game == "niagara"
    assert again.setups["niagara"].seats[0].name == "민아" and again.setups["niagara"].options == {"fork": False}


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", json.dumps({"format": "tablegame-settings", "version": 1,
                                                                      "speed": "warp"}),
                                  json.dumps({"format": "tablegame-settings", "version": 1,
                                              "setups": {"cabo": {"seats": [{"kind": "alien"}], "options": {}}}}),
                                  "[" * 5000 + "]" * 5000, "\udcff"])
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
