"""One expectation's outcome in one run: a row of ``quality.validation_results``.

Kept apart from the validation code so that the table registry can name the
record without importing GX or Spark.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Annotated


@dataclass(frozen=True)
class CheckResult:
    run_id: str
    validated_at: datetime
    suite: str
    table_name: str
    expectation_type: str
    rule: str
    severity: str
    description: str
    column_name: str | None
    success: bool
    #: GX counts rows in 64 bits; a large table overflows a Spark int.
    element_count: Annotated[int, "bigint"] | None
    unexpected_count: Annotated[int, "bigint"] | None
    observed_value: str | None
    unexpected_rows: str | None
    kwargs: str
