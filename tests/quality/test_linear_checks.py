"""The checks written as queries: one query each, linear joins, and what they still catch.

Each runs the real suites over Spark Connect on the seed run's tables or on
changed copies of them.
"""

from __future__ import annotations

import dataclasses
import json

from pyspark.sql import functions as F

from quotetrail.quality.expectations import MAX_UNEXPECTED_ROWS
from quotetrail.quality.suites import SQL_CHECK, SuiteSpec, load_suites, suite_parameters
from quotetrail.quality.validate import SAMPLE_ROWS, check_frame

WORDING_CHECK = "A wording finding compares quotes that are plainly the same words"


def _only(suite: SuiteSpec, opening: str) -> SuiteSpec:
    checks = tuple(c for c in suite.checks if (c.description or "").startswith(opening))
    assert len(checks) == 1, [c.description for c in suite.checks]
    return dataclasses.replace(suite, checks=checks)


def test_a_failed_query_check_counts_every_row_and_keeps_a_sample(spark, engine_settings, seed_run):
    [quotes_suite] = load_suites(["quotes"])
    copies = MAX_UNEXPECTED_ROWS // 48 + 2
    dangling = (
        spark.table("quotetrail.quotes")
        .crossJoin(spark.range(copies))
        .withColumn("article_id", F.concat(F.lit("missing-"), F.col("id").cast("string")))
        .drop("id")
    )
    rows = dangling.count()
    assert rows > MAX_UNEXPECTED_ROWS
    [result] = check_frame(engine_settings, _only(quotes_suite, "Every article_id resolves"), dangling)
    assert result.expectation_type == SQL_CHECK
    assert not result.success
    assert json.loads(result.observed_value) == rows
    sample = json.loads(result.unexpected_rows)
    assert len(sample) == SAMPLE_ROWS
    assert {row["article_id"] for row in sample} <= {f"missing-{n}" for n in range(copies)}


def _aligned_share(alignment) -> float:
    equal = sum(op.quote_end - op.quote_start for op in alignment if op.op == "equal")
    return equal / max(1, sum(op.quote_end - op.quote_start for op in alignment))


def test_the_wording_alignment_check_fails_exactly_the_findings_of_poorly_aligned_quotes(
    spark, engine_settings, seed_run
):
    """The check joins each finding to its own quotes' variants; with a share that only
    the least aligned seed variant misses, it fails the findings that variant belongs to."""
    variants = spark.table("quotetrail.quote_variants").collect()
    share = {(v.utterance_id, v.quote_id): _aligned_share(v.alignment) for v in variants}
    least, next_least = sorted(set(share.values()))[:2]
    strict = (least + next_least) / 2
    findings = spark.table("quotetrail.consistency_findings")
    expected = {
        finding.finding_id
        for finding in findings.collect()
        if finding.finding_kind in ("substituted_words", "added_words", "unmarked_omission")
        and any(share[(finding.utterance_id, quote_id)] < strict for quote_id in finding.quote_ids)
    }
    assert expected, "the seeds have a wording finding over the least aligned quote"
    parameters = {**suite_parameters(engine_settings), "min_aligned_share": strict}
    [suite] = load_suites(["consistency_findings"], parameters=parameters)
    [result] = check_frame(engine_settings, _only(suite, WORDING_CHECK), findings)
    assert not result.success
    assert {row["finding_id"] for row in json.loads(result.unexpected_rows)} == expected
    [default] = load_suites(["consistency_findings"])
    [passed] = check_frame(engine_settings, _only(default, WORDING_CHECK), findings)
    assert passed.success


def test_foreign_keys_are_checked_by_a_join_linear_in_both_tables(spark, seed_run):
    """Without broadcasting, ``not in`` is planned as a nested loop over every pair of
    rows; the foreign-key checks must stay hash or sort-merge joins at any size."""
    queries = [
        (suite.table, check.kwargs["unexpected_rows_query"])
        for suite in load_suites()
        for check in suite.checks
        if check.rule == "referential_integrity"
    ]
    assert len(queries) > 10
    spark.conf.set("spark.sql.autoBroadcastJoinThreshold", "-1")
    try:
        for table, query in queries:
            plan = spark.sql(query, batch=spark.table(table))._explain_string(mode="formatted")
            assert "NestedLoopJoin" not in plan and "CartesianProduct" not in plan, query
            assert "Join LeftAnti" in plan, query
    finally:
        spark.conf.unset("spark.sql.autoBroadcastJoinThreshold")


def test_validation_leaves_no_table_cached_in_the_engine(spark, engine_settings, seed_run):
    """GX caches each batch for its checks; the engine serves every later run."""
    [speakers_suite] = load_suites(["speakers"])
    frame = spark.table("quotetrail.speakers")
    check_frame(engine_settings, speakers_suite, frame)
    assert not frame.storageLevel.useMemory and not frame.storageLevel.useDisk
