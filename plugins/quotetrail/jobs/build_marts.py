"""The dbt models downstream of the matching step (the marts), with their tests."""

from __future__ import annotations

from quotetrail.config import Settings
from quotetrail.jobs.build_staging import AFTER_MATCHING
from quotetrail.jobs.plan import BUILD_MARTS
from quotetrail.jobs.recorded import Parent
from quotetrail.runtime import dbt


def main(run_id: str, parent: Parent = None, settings: Settings | None = None) -> dict:
    """Returns how many models and tests ended in each status."""
    return dbt.build(
        settings or Settings.from_env(), ["--select", AFTER_MATCHING], parent, run_id, BUILD_MARTS.name
    )
