"""The command line under hostile input: one line on stderr and exit 2, escaped names, no traceback."""

from __future__ import annotations

import errno
import io
import json
import os
import signal
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tablegame.cli import main, terminal_safe
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_ids, get_rules
from tablegame.storage.saves import match_to_json, save_match

HUGE = "1" * 5000


def run(argv, capsys):
    """Run the CLI in-process; returns (status, stdout, stderr)."""
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(
    "argv",
    [
        ["sim", "cabo", "--players", "bot:random,bot:random", "--games", "abc"],
        ["sim", "cabo", "--players", "bot:random,bot:random", "--seed", "1.5"],
        ["sim", "cabo"],
        ["frobnicate"],
        ["replay"],
        ["sim", "cabo", "--players", "bot:random,bot:random", "--nosuch"],
        ["sim", "cabo", "--players", "bot:random,bot:random", "--seed", HUGE],
        ["play", "cabo", "--seed", HUGE],
        ["sim", "cabo", "--players", "bot:random,bot:random", "--option", f"round_limit={HUGE}"],
        ["sim", "cabo", "--players", "bot:random,bot:hard@infs"],
        ["sim", "cabo", "--players", "bot:random,bot:hard@1e9s"],
        ["sim", "cabo", "--players", "bot:random,bot:hard@nans"],
        ["sim", "cabo", "--players", "bot:random,bot:hard@99999999999999999999"],
        ["play", "cabo", "--players", "human,bot:genius"],
        ["play", "cabo", "--players", "human,bot:hard@infs"],
    ],
)
def test_every_mistake_is_one_line_and_exit_2(argv, capsys):
    status, out, err = run(argv, capsys)
    assert status == 2 and out == ""
    assert err.startswith("tablegame: ") and err.count("\n") == 1, err
    assert "usage:" not in err and len(err) < 500


def test_help_stays_complete(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["sim", "--help"])
    out = capsys.readouterr().out
    assert exited.value.code == 0 and "usage:" in out and "--max-actions" in out and "--players" in out


def test_terminal_safe_escapes_what_a_terminal_would_obey():
    assert terminal_safe("a\x1b]0;title\x07b") == "a\\x1b]0;title\\x07b"
    assert terminal_safe("line\nbreak\r") == "line\\x0abreak\\x0d"
    assert terminal_safe("\ud800x\u202eevil") == "\\ud800x\\u202eevil"
    assert terminal_safe("민아 🙂 Ünï") == "민아 🙂 Ünï"


def test_replay_escapes_names_in_its_text(tmp_path, capsys):
    path = tmp_path / "g.json"
    save_match(Match("cabo", [Seat("Mina\u202e"), Seat("민아")], 3), path)
    status, out, _ = run(["replay", str(path)], capsys)
    assert status == 0 and "Mina\\u202e" in out and "민아" in out and "\u202e" not in out


def test_a_save_whose_name_would_drive_the_terminal_is_refused_in_one_escaped_line(tmp_path, capsys):
    data = match_to_json(Match("cabo", [Seat("A"), Seat("B")], 3))
    data["seats"][0]["name"] = "\x1b[2J\x1b]0;pwned\x07"
    path = tmp_path / "evil\nname.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status, out, err = run(["replay", str(path)], capsys)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert "\x1b" not in err and "evil\\x0aname.json" in err and "seats[0].name" in err


def test_a_huge_number_in_a_save_names_the_file(tmp_path, capsys):
    path = tmp_path / "digits.json"
    text = json.dumps(match_to_json(Match("cabo", [Seat("A"), Seat("B")], 3))).replace('"seed": 3', f'"seed": {HUGE}')
    path.write_text(text, encoding="utf-8")
    status, _, err = run(["replay", str(path), "--json"], capsys)
    assert status == 2 and err.count("\n") == 1 and "digits.json: seed: " in err and "Exceeds the limit" not in err


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_replay_of_a_device_is_refused_at_once(capsys):
    status, _, err = run(["replay", "/dev/zero"], capsys)
    assert status == 2 and err.count("\n") == 1 and "/dev/zero" in err


def test_replay_json_into_a_closed_pipe_ends_quietly(tmp_path):
    path = tmp_path / "g.json"
    match = Match("cabo", [Seat("A"), Seat("B")], 3)
    save_match(match, path)
    command = [sys.executable, "-m", "tablegame", "replay", str(path), "--json"]
    # `| head -c 0`: the reader goes away while the program is still starting, so its write must fail.
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipeError" not in err
    assert proc.returncode == 1


# --- output the encoding cannot hold (a Big5 or ASCII terminal, Windows output redirected as cp1252) -----------
ENCODINGS = ["big5", "cp1252", "ascii"]
NAMES = [Seat("민아"), Seat("😀")]


@pytest.fixture
def save_with_names(tmp_path):
    """A CABO save whose players are named 민아 and 😀: characters none of ENCODINGS holds."""
    path = tmp_path / "names.json"
    save_match(Match("cabo", NAMES, 3), path)
    return path


def every_command(save, folder):
    """(argv, exit status) for every command, each printing names or translations (or both) to stdout or stderr."""
    return [
        (["--lang", "ko", "--help"], 0),
        (["sim", "--help", "--lang", "zh"], 0),
        (["play", "cabo", "--players", "human,bot:genius", "--lang", "ko"], 2),
        (["play", "cabo", "--seed", "x", "--lang", "zh"], 2),
        (["replay", str(save)], 0),
        (["replay", str(save), "--seat", "0", "--lang", "ko"], 0),
        (["replay", str(save), "--json", "--seat", "1", "--lang", "zh"], 0),
        (["replay", str(save), "--seat", "-1", "--lang", "ko"], 2),
        (["replay", str(folder / "없는 😀.json")], 2),
        (["shot", str(save), "--seat", "1", "--out", str(folder / "민아.png"), "--lang", "zh"], 0),
        (["sim", "cabo", "--players", "bot:random,bot:random", "--games", "2", "--lang", "ko"], 0),
    ]


def run_with_streams(argv, encoding, monkeypatch):
    """Run the CLI in-process with stdout and stderr encoding as a terminal or a redirection in `encoding` would
    (strict: a character it lacks raises); returns (status, stdout, stderr) as written."""
    out, err = (io.TextIOWrapper(io.BytesIO(), encoding=encoding) for _ in range(2))
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    try:
        status = main(argv)
    except SystemExit as exited:  # --help
        status = exited.code
    written = []
    for stream in (out, err):
        stream.flush()
        written.append(stream.buffer.getvalue().decode(encoding))
    return status, *written


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_every_command_escapes_what_the_output_encoding_cannot_hold(encoding, save_with_names, tmp_path, monkeypatch):
    for argv, expected in every_command(save_with_names, tmp_path):
        status, out, err = run_with_streams(argv, encoding, monkeypatch)
        assert status == expected, (argv, err)
        assert out if expected == 0 else err, argv
        if expected == 2:
            assert err.startswith("tablegame: ") and err.count("\n") == 1, (argv, err)
    status, out, _ = run_with_streams(["replay", str(save_with_names)], encoding, monkeypatch)
    assert "\\U0001f600" in out and "😀" not in out


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_a_real_process_writing_in_another_encoding_ends_well(encoding, save_with_names):
    env = {**os.environ, "PYTHONIOENCODING": f"{encoding}:strict"}  # strict: stderr too would fail
    command = [sys.executable, "-m", "tablegame", "replay", str(save_with_names), "--seat", "1", "--lang", "ko"]
    done = subprocess.run(command, capture_output=True, env=env, timeout=120)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert "\\U0001f600" in done.stdout.decode(encoding)


# --- a seat out of range --------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", game_ids())
def test_replay_refuses_a_seat_the_game_does_not_have(game, tmp_path, capsys):
    path = tmp_path / f"{game}.json"
    match = Match(game, [Seat(f"P{i}") for i in range(get_rules(game).min_seats)], 5)
    for _ in range(30):  # some history, some of it private to a seat
        if match.is_over():
            break
        match.apply(match.legal_actions()[0])
    save_match(match, path)
    count = len(match.seats)
    for seat in (-1, -5, count, 10**17):
        for extra in (["--json"], []):
            status, out, err = run(["replay", str(path), f"--seat={seat}", *extra], capsys)
            assert status == 2 and out == "" and err.count("\n") == 1, (seat, err)
            assert f"from 0 to {count - 1}, not {seat}" in err
    status, _, err = run(["replay", str(path), "--json", f"--seat={HUGE}"], capsys)
    assert status == 2 and err.count("\n") == 1


# --- where the output goes ------------------------------------------------------------------------------------
@pytest.fixture
def no_hang():
    """Fail a test whose write would block for ever (a pipe nobody reads) instead of hanging the run."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def give_up(signum, frame):
        raise TimeoutError("the command blocked on its output")

    previous = signal.signal(signal.SIGALRM, give_up)
    signal.alarm(60)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def shot_to(out, capsys, *extra):
    """`tablegame shot cabo --out OUT` at the smallest size; returns (status, stdout, stderr)."""
    return run(["shot", "cabo", "--size", "240x160", "--out", str(out), *extra], capsys)


def assert_refused(status, out, err, said):
    """Exit 2, nothing on stdout, one line on stderr that says `said`."""
    assert status == 2 and out == "" and err.startswith("tablegame: ") and err.count("\n") == 1, err
    assert said in err, err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_as_output_is_refused_at_once(tmp_path, capsys, no_hang):
    fifo = tmp_path / "fifo.png"
    os.mkfifo(fifo)
    assert_refused(*shot_to(fifo, capsys), "is a folder, a pipe or a device, not a file")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_folder_as_output_is_refused(tmp_path, capsys):
    folder = tmp_path / "pictures.png"
    folder.mkdir()
    assert_refused(*shot_to(folder, capsys), "is a folder, a pipe or a device, not a file")
    assert folder.is_dir() and not list(folder.iterdir())


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="no Unix sockets here")
def test_a_socket_as_output_is_refused(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a short relative name: a socket's path has a small limit on some systems
    with socket.socket(socket.AF_UNIX) as listening:
        listening.bind("s.png")
        assert_refused(*shot_to("s.png", capsys), "not a file")


@pytest.mark.skipif(not os.path.exists("/dev/zero") or not os.path.exists("/dev/null"), reason="no /dev here")
def test_a_device_is_refused_but_the_null_device_takes_nothing(tmp_path, capsys, no_hang):
    assert_refused(*shot_to("/dev/zero", capsys), "is a folder, a pipe or a device, not a file")
    status, out, _ = shot_to(os.devnull, capsys, "--text-report")  # a report with no picture kept: a common wish
    assert status == 0 and json.loads(out)["size"] == [240, 160]
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


def test_an_output_in_a_missing_folder_is_refused_before_drawing(tmp_path, capsys, monkeypatch):
    import tablegame.app.shot as shot

    monkeypatch.setattr(shot, "take_shot", lambda *a: pytest.fail("drew for a file that cannot be written"))
    assert_refused(*shot_to(tmp_path / "no" / "such.png", capsys), "there is no folder")


def test_a_read_only_picture_is_not_replaced(tmp_path, capsys, monkeypatch):
    import tablegame.cli_output as cli_output

    path = tmp_path / "kept.png"
    path.write_bytes(b"old")
    monkeypatch.setattr(cli_output.os, "access", lambda *a, **k: False)  # as for a user (root may write anything)
    assert_refused(*shot_to(path, capsys), "is read-only")
    assert path.read_bytes() == b"old"


def test_a_picture_in_a_read_only_folder_is_refused_before_drawing(tmp_path, capsys, monkeypatch):
    import tablegame.app.shot as shot
    import tablegame.cli_output as cli_output

    monkeypatch.setattr(shot, "take_shot", lambda *a: pytest.fail("drew for a file that cannot be written"))
    monkeypatch.setattr(cli_output.os, "access", lambda path, mode: Path(path) != Path(os.path.realpath(tmp_path)))
    assert_refused(*shot_to(tmp_path / "new.png", capsys), "the folder")
    assert not list(tmp_path.iterdir())


def test_a_failed_write_keeps_the_old_picture_whole(tmp_path, capsys, monkeypatch):
    path = tmp_path / "kept.png"
    path.write_bytes(b"old")

    def disk_full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", disk_full)
    assert_refused(*shot_to(path, capsys), "cannot be written")
    assert (
        path.read_bytes() == b"old"
        and [p.name for p in tmp_path.iterdir() if p.name.endswith(".png")] == ["kept.png"]
        and not list(tmp_path.glob(".*.tmp"))
    )


@pytest.mark.skipif(not hasattr(os, "symlink") or sys.platform == "win32", reason="no symbolic links, no modes")
def test_a_new_picture_is_written_whole_through_a_link_with_the_usual_permissions(tmp_path, capsys):
    real, link = tmp_path / "real.png", tmp_path / "link.png"
    real.write_bytes(b"old")
    real.chmod(0o640)
    link.symlink_to(real)
    status, _, _ = shot_to(link, capsys)
    assert status == 0 and link.is_symlink() and real.read_bytes().startswith(b"\x89PNG")
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    umask = os.umask(0)
    os.umask(umask)
    status, _, _ = shot_to(tmp_path / "new.png", capsys)
    assert status == 0 and stat.S_IMODE((tmp_path / "new.png").stat().st_mode) == 0o666 & ~umask
    assert not list(tmp_path.glob(".*.tmp"))
