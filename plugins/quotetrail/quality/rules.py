"""The quality rules, their severities and how checks are counted, defined once.

The expectations that check a rule, the quality report that explains it, the
run summary that counts its checks and the lineage facets that carry its
verdicts all read their names, sentences and severities from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from quotetrail.lineage.events import ERROR_SEVERITY, WARN_SEVERITY

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession


@dataclass(frozen=True)
class Rule:
    name: str
    title: str
    #: One sentence that holds when the rule passes; GX shows it for the rule's expectation.
    description: str


#: The rules in the order the design states them.
RULES = (
    Rule("provenance", "Provenance", "Every quote's text is exactly at its offsets in its article."),
    Rule(
        "attribution_completeness",
        "Attribution completeness",
        "Every direct or mixed quote has a canonical speaker, or a stated reason why not.",
    ),
    Rule(
        "speaker_names",
        "Speaker names",
        "Every speaker's name reads as a person or an organisation, not a time, place or fragment.",
    ),
    Rule(
        "attribution",
        "Cross-outlet attribution",
        "All outlets' quotes of one utterance name the same speaker.",
    ),
    Rule(
        "wording",
        "Wording",
        "Outlets' quotes of one utterance differ only by case, punctuation, marked elisions or brackets.",
    ),
    Rule("context", "Context", "Outlets agree on when and where each utterance was said."),
    Rule("referential_integrity", "Referential integrity", "Every foreign key resolves to a row."),
    Rule(
        "publishing",
        "Publishing",
        "A run has articles and keeps at least half the articles and quotes already published.",
    ),
    Rule("schema", "Schema", "Columns, types, keys and accepted values hold."),
)
RULES_BY_NAME = {rule.name: rule for rule in RULES}
INTEGRITY_RULE = "referential_integrity"
SCHEMA_RULE = "schema"

#: A failed critical check stops publishing; a warning is reported and the run goes on;
#: info (findings only) is worth a reader's look.
CRITICAL = "critical"
WARNING = "warning"
INFO = "info"
SEVERITIES = (CRITICAL, WARNING, INFO)

#: OpenLineage's assertion severity (the same words as dbt's test severity) for ours.
_LINEAGE_SEVERITY = {CRITICAL: ERROR_SEVERITY, WARNING: WARN_SEVERITY}


def lineage_severity(severity: str) -> str:
    """The severity a lineage consumer reads for a check of ours."""
    return _LINEAGE_SEVERITY[severity]


def check_counts(results: DataFrame, *by: str) -> DataFrame:
    """Checks passed, failed (critical) and warned (any other severity), per ``by`` columns.

    ``results`` has the columns of ``quality.validation_results``; the run
    summary, the report's trends and the validation step all count this way.
    """
    from pyspark.sql import functions as F

    failed = ~F.col("success")
    return results.groupBy(*by).agg(
        F.count_if(F.col("success")).alias("passed"),
        F.count_if(failed & (F.col("severity") == CRITICAL)).alias("failed"),
        F.count_if(failed & (F.col("severity") != CRITICAL)).alias("warned"),
    )


def run_counts(spark: SparkSession, run_id: str) -> dict[str, int]:
    """Checks passed, failed and warned in one validation run."""
    from pyspark.sql import functions as F

    from quotetrail.tables import VALIDATION_RESULTS

    results = spark.table(VALIDATION_RESULTS.qualified).where(F.col("run_id") == run_id)
    return check_counts(results).first().asDict()
