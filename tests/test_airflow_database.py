"""Airflow's metadata database is migrated once per home and Airflow version, not on every command."""

from __future__ import annotations

from importlib.metadata import version

import pytest

from quotetrail.config import Settings
from quotetrail.runtime.orchestration import AIRFLOW_DATABASE, MIGRATED_MARKER, migrate


@pytest.fixture
def migrated(tmp_path) -> Settings:
    settings = Settings(home=tmp_path / "home")
    migrate(settings)
    return settings


def test_a_fresh_home_gets_a_database_marked_with_the_airflow_version(migrated):
    assert (migrated.airflow_home / AIRFLOW_DATABASE).stat().st_size > 0
    assert (migrated.airflow_home / MIGRATED_MARKER).read_text() == version("apache-airflow")


def test_a_migrated_database_is_not_migrated_again(migrated, monkeypatch):
    """With a database Airflow cannot open, running `airflow db migrate` would fail."""
    monkeypatch.setenv("AIRFLOW__DATABASE__SQL_ALCHEMY_CONN", "sqlite:////nonexistent/folder/airflow.db")
    migrate(migrated)


def test_another_airflow_version_or_a_lost_database_is_migrated(migrated):
    (migrated.airflow_home / MIGRATED_MARKER).write_text("2.0.0")
    migrate(migrated)
    assert (migrated.airflow_home / MIGRATED_MARKER).read_text() == version("apache-airflow")

    (migrated.airflow_home / AIRFLOW_DATABASE).unlink()
    migrate(migrated)
    assert (migrated.airflow_home / AIRFLOW_DATABASE).stat().st_size > 0
