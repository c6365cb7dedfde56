"""Fixtures for the lineage tests: an isolated home and the OpenLineage spec, offline."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest

from openlineage_schemas import event_validator
from quotetrail.config import Settings


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    """A fresh home, and no backend unless a test sets one."""
    for name in ("OPENLINEAGE_URL", "OPENLINEAGE_API_KEY", "OPENLINEAGE_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    return Settings(home=tmp_path / "home")


@pytest.fixture(scope="session")
def validate_event() -> Callable[[Mapping[str, Any]], None]:
    return event_validator()
