"""Atomic writes with a backup, bounded reads, quarantine that never overwrites."""
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cardgames_qt.storage.files.atomic import TooLarge, backup_path, decode_json, quarantine, read_limited, write_atomic

ROOT = Path(__file__).resolve().parents[2]


def leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".tmp"))


def test_write_replaces_and_keeps_the_previous_version_as_backup(tmp_path):
    target = tmp_path / "sub" / "f.json"
    write_atomic(target, b'{"v": 1}')
    assert not backup_path(target).exists()  # nothing to back up the first time
    write_atomic(target, b'{"v": 2}')
    write_atomic(target, b'{"v": 3}')
    assert json.loads(target.read_bytes()) == {"v": 3}
    assert json.loads(backup_path(target).read_bytes()) == {"v": 2}
    assert leftovers(target.parent) == []


def test_a_damaged_file_never_replaces_a_good_backup(tmp_path):
    target = tmp_path / "f.json"
    write_atomic(target, b'{"v": 1}')
    write_atomic(target, b'{"v": 2}')
    target.write_bytes(b'{"v": 2')  # damaged behind our back
    write_atomic(target, b'{"v": 3}')
    assert json.loads(backup_path(target).read_bytes()) == {"v": 1}


def test_failing_replace_leaves_the_old_file_and_no_temp_file(tmp_path):
    """A real failure of os.replace: a folder sits where the backup must go."""
    target = tmp_path / "f.json"
    write_atomic(target, b'{"v": 1}')
    backup_path(target).mkdir()
    (backup_path(target) / "x").write_text("in the way")
    with pytest.raises(OSError):
        write_atomic(target, b'{"v": 2}')
    assert target.read_bytes() == b'{"v": 1}'
    assert leftovers(tmp_path) == []


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
def test_disk_full_mid_write_leaves_the_old_file_in_a_child_process(tmp_path):
    """RLIMIT_FSIZE makes the kernel refuse the write part-way (EFBIG), as a full
    disk would; it runs in a child so the test process keeps its limits."""
    target = tmp_path / "f.json"
    old = json.dumps({"v": "old"}).encode()
    write_atomic(target, old)
    script = textwrap.dedent(f"""
        import resource, signal, sys
        from pathlib import Path
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
        from cardgames_qt.storage.files.atomic import write_atomic, describe_os_error
        try:
            write_atomic(Path({str(target)!r}), b'{{"v": "' + b"x" * 100_000 + b'"}}')
        except OSError as exc:
            print(describe_os_error(exc)); sys.exit(3)
    """)
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 3, out.stderr
    assert out.stdout.strip() == "the disk is full"
    assert target.read_bytes() == old
    assert leftovers(tmp_path) == []


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes into read-only folders")
def test_read_only_folder_refuses_and_keeps_the_old_file(tmp_path):
    target = tmp_path / "f.json"
    write_atomic(target, b'{"v": 1}')
    tmp_path.chmod(0o555)
    try:
        with pytest.raises(PermissionError):
            write_atomic(target, b'{"v": 2}')
    finally:
        tmp_path.chmod(0o755)
    assert target.read_bytes() == b'{"v": 1}'
    assert leftovers(tmp_path) == []


def test_read_refuses_an_enormous_file_without_reading_it(tmp_path):
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(64 * 2**30)  # sparse: reading it all would take minutes and 64 GiB
    with pytest.raises(TooLarge) as info:
        read_limited(huge)
    assert info.value.size == 64 * 2**30


@pytest.mark.parametrize("raw", [b"", b"   ", b"\xff\xfe{}", b'{"a": NaN}', b"[" * 200_000,
                                 b'{"a": ' + b"9" * 5000 + b"}", b'{"a": 1'])
def test_decode_json_turns_every_bad_input_into_a_readable_value_error(raw):
    with pytest.raises(ValueError) as info:
        decode_json(raw)
    assert "\n" not in str(info.value) and "Traceback" not in str(info.value)


def test_decode_json_accepts_a_utf8_byte_order_mark():
    assert decode_json(b"\xef\xbb\xbf" + '{"name": "Жопа"}'.encode()) == {"name": "Жопа"}


def test_quarantine_never_overwrites(tmp_path):
    qdir = tmp_path / "quarantine"
    moved = []
    for i in range(5):  # same name, same second: every copy is kept
        f = tmp_path / "gops.json"
        f.write_bytes(f"bad {i}".encode())
        moved.append(quarantine(f, qdir))
    assert len(set(moved)) == 5
    assert sorted(p.read_bytes() for p in moved) == [f"bad {i}".encode() for i in range(5)]
    assert all(p.parent == qdir and p.name.startswith("gops.") and p.name.endswith(".json") for p in moved)


def test_temp_files_left_by_a_crashed_writer_are_removed_once_stale(tmp_path):
    target = tmp_path / "f.json"
    stale, fresh = tmp_path / ".f.json.abc123.tmp", tmp_path / ".f.json.def456.tmp"
    stale.write_bytes(b"half a fi")
    fresh.write_bytes(b"being written")  # may belong to a writer that is still alive
    os.utime(stale, (0, 0))
    write_atomic(target, b'{"v": 1}')
    assert not stale.exists() and fresh.exists()
