"""The speakers quality check applies the extractor's own plausibility rule.

The rule is one list of patterns read by Python (the extractor) and by Spark SQL
(the expectation); both must judge every name alike, and the check must flag
exactly an implausible row injected into the seed run's speakers table.
"""

from __future__ import annotations

import dataclasses
import json

from pyspark.sql import functions as F

from quotetrail.attribution.names import implausible_name_reason
from quotetrail.quality.expectations import implausible_name_reason_sql
from quotetrail.quality.suites import load_suites
from quotetrail.quality.validate import check_frame

NAMES = [
    "Ines Varga",
    "Olga J. Brandt",
    "Bill de Rossi",
    "Abu Omar al-Masri",
    "Sean O’Neill",
    "NAACP",
    "Varga campaign",
    "Department of Ports",
    "Wednesday morning",
    "March 4",
    "LAKE CITY",
    "HARBORVIEW",
    "anything the governor",
    "Despite Varga",
    "FBI summary of its inquiry",
    "Varga's",
    "Varga’s",
    "Mr",
    "Mrs.",
    "criticism of Mr",
    "One Two Three Four Five Six Seven",
    "Q",
    "Others",
    "Lake County Republican",
    "  Ines   Varga ",
    "",
    "super PAC",
]


def test_python_and_spark_judge_names_alike(spark):
    frame = spark.createDataFrame([(name,) for name in NAMES], "speaker_name string")
    frame.createOrReplaceTempView("speaker_names_under_test")
    rows = spark.sql(
        f"select speaker_name, {implausible_name_reason_sql('speaker_name')} as reason "
        "from speaker_names_under_test"
    ).collect()
    assert {row.speaker_name: row.reason for row in rows} == {
        name: implausible_name_reason(name) for name in NAMES
    }


def test_check_passes_on_seeds_and_flags_an_injected_time(engine_settings, spark, seed_run):
    [suite] = load_suites(["speakers"])
    only = dataclasses.replace(
        suite, checks=tuple(c for c in suite.checks if c.type == "expect_plausible_speaker_names")
    )
    speakers = spark.table("quotetrail.speakers")
    [clean] = check_frame(engine_settings, only, speakers)
    assert clean.success
    target = speakers.orderBy("speaker_id").first().speaker_id
    broken = speakers.withColumn(
        "speaker_name",
        F.when(F.col("speaker_id") == target, F.lit("Wednesday morning")).otherwise(F.col("speaker_name")),
    )
    [result] = check_frame(engine_settings, only, broken)
    assert not result.success
    flagged = [(row["speaker_id"], row["reason"]) for row in json.loads(result.unexpected_rows)]
    assert flagged == [(target, "time")]
