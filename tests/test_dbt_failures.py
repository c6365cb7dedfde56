"""A failed dbt command says on its first line what failed.

The run summary shows a failed task's first error line, so that line must name
the models or tests dbt could not run, or dbt's own last words when it stopped
before running any.
"""

from __future__ import annotations

import dataclasses

import pytest

from quotetrail.config import DBT_PROJECT_DIR
from quotetrail.runtime.dbt import DbtError, dbt_env, run_dbt


def test_a_failed_test_is_named_with_its_message(engine_settings, tmp_path):
    """The tests of a model built in a schema where it does not exist fail at run time."""
    profile = (DBT_PROJECT_DIR / "profiles.yml").read_text()
    (tmp_path / "profiles.yml").write_text(profile.replace("schema: quotetrail", "schema: no_models_here"))
    settings = dataclasses.replace(engine_settings, home=tmp_path)
    env = {**dbt_env(settings), "DBT_PROFILES_DIR": str(tmp_path)}

    with pytest.raises(DbtError) as failure:
        run_dbt(settings, ["test", "--select", "stg_matching__quote_variants"], env=env)

    first_line = str(failure.value).splitlines()[0]
    named = first_line.split(": ", 1)[1].split("; and ")[0].split("; ")
    assert [failure.split(" (")[0] for failure in named] == sorted(
        failure.split(" (")[0] for failure in named
    )
    assert all("(error: Runtime Error in test " in failure for failure in named), named
    assert len(named) == 3 and first_line.endswith(" more")


def test_a_dbt_that_cannot_reach_the_engine_says_so(settings, free_port, tmp_path):
    unreachable = dataclasses.replace(settings, home=tmp_path, thrift_port=free_port())

    with pytest.raises(DbtError) as failure:
        run_dbt(unreachable, ["build", "--select", "stg_bronze__articles"])

    first_line = str(failure.value).splitlines()[0]
    assert first_line.startswith("`dbt build --select stg_bronze__articles` failed (exit 2): ")
    assert f"Could not connect to any of [('127.0.0.1', {unreachable.thrift_port})]" in first_line
