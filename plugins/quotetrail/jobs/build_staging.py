"""The dbt staging and intermediate models, with their tests: everything that does
not read the matching step's tables."""

from __future__ import annotations

from quotetrail.config import Settings
from quotetrail.jobs.plan import BUILD_STAGING
from quotetrail.jobs.recorded import Parent
from quotetrail.runtime import dbt

#: The matching step's tables and every model downstream of them.
AFTER_MATCHING = "source:matching+"


def main(run_id: str, parent: Parent = None, settings: Settings | None = None) -> dict:
    """Returns how many models and tests ended in each status."""
    return dbt.build(
        settings or Settings.from_env(), ["--exclude", AFTER_MATCHING], parent, run_id, BUILD_STAGING.name
    )
