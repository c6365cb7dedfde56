"""The dbt staging and intermediate models, with their tests: everything that does
not read the matching step's tables."""

from __future__ import annotations

from quotetrail.config import Settings
from quotetrail.jobs.recorded import Parent
from quotetrail.runtime import dbt

#: The matching step's tables and every model downstream of them.
AFTER_MATCHING = "source:matching+"


def main(parent: Parent = None, settings: Settings | None = None) -> dict:
    dbt.build(settings or Settings.from_env(), ["--exclude", AFTER_MATCHING], parent)
    return {"dbt": "staging and intermediate built"}
