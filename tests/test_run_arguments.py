"""`quotetrail run` and `quotetrail rebuild` refuse what they can judge before any work starts."""

from __future__ import annotations

import subprocess

import pytest

from commands import QUOTETRAIL


@pytest.mark.parametrize("command", ["run", "rebuild"])
def test_an_unknown_suite_is_refused_before_the_engine_starts(tmp_path, command):
    result = subprocess.run(
        [QUOTETRAIL, command, "--suite", "quotes", "--suite", "no_such_suite"],
        env={"PATH": "/usr/bin:/bin", "QUOTETRAIL_HOME": str(tmp_path / "home")},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 1
    assert "No suite named no_such_suite" in result.stderr
    assert "quotes" in result.stderr.split("the suites are:")[1]
    assert "engine" not in result.stdout.lower()
    assert not (tmp_path / "home").exists()
