"""One run per home: a second `quotetrail run` is refused while the first holds the home."""

from __future__ import annotations

import json
import os
import stat
import subprocess

import pytest

from commands import QUOTETRAIL
from quotetrail.config import Settings
from quotetrail.runtime.runlock import RunLockedError, run_lock


@pytest.fixture
def home_settings(tmp_path, monkeypatch):
    monkeypatch.setenv("QUOTETRAIL_HOME", str(tmp_path / "home"))
    return Settings.from_env()


def test_a_second_run_is_refused_naming_the_first(home_settings, tmp_path):
    with run_lock(home_settings, "/data/articles"):
        result = subprocess.run(
            [QUOTETRAIL, "run", "--input", str(tmp_path)],
            env={**os.environ, "QUOTETRAIL_HOME": str(home_settings.home)},
            capture_output=True,
            text=True,
            timeout=120,
        )
        with pytest.raises(RunLockedError, match=f"pid {os.getpid()}"), run_lock(home_settings, "x"):
            pass
    assert result.returncode == 1
    assert f"Another quotetrail run is using {home_settings.home}" in result.stderr
    assert f"pid {os.getpid()}" in result.stderr and "input /data/articles" in result.stderr
    assert not (home_settings.home / "engine.pid").exists()
    assert stat.S_IMODE(home_settings.home.stat().st_mode) == 0o700


def test_a_lock_left_by_a_dead_run_is_taken_over(home_settings):
    home_settings.run_lock_file.parent.mkdir(parents=True)
    ended = subprocess.Popen(["true"])
    ended.wait()
    dead_pid = ended.pid
    home_settings.run_lock_file.write_text(json.dumps({"pid": dead_pid, "started_at": "2026-01-01"}))
    with run_lock(home_settings, "/data") as stale:
        assert stale == {"pid": dead_pid, "started_at": "2026-01-01"}
        assert json.loads(home_settings.run_lock_file.read_text())["pid"] == os.getpid()
