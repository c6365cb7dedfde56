"""The column checks look their unexpected values up only when they fail.

Real GX on the real engine: each check is validated next to GX's own check of
the same type on the same batch, and the engine's Spark jobs are counted from
its UI's REST API.
"""

from __future__ import annotations

import great_expectations as gx
import pytest
from great_expectations import expectations as gxe

from quotetrail.quality.column_checks import (
    ExpectColumnValuesToBeInSetCountedFirst,
    ExpectColumnValuesToBeUniqueCountedFirst,
    ExpectColumnValuesToNotBeNullCountedFirst,
)
from spark_ui import job_count

COMPLETE = {"result_format": "COMPLETE", "partial_unexpected_count": 20}
COLUMNS = ("a", "b", "c", "d", "e", "f")


@pytest.fixture(scope="module")
def batch(spark, engine_settings):
    """A batch of six columns: ``a`` holds a null, ``b`` a repeated value, ``c`` a value outside {x, y}."""
    rows = [("1", "p", "x", "1", "1", "1"), (None, "p", "y", "2", "2", "2"), ("3", "q", "z", "3", "3", "3")]
    frame = spark.createDataFrame(rows, ",".join(f"{name} string" for name in COLUMNS)).cache()
    context = gx.get_context(mode="ephemeral")
    source = context.data_sources.add_spark(
        "engine", spark_config={"spark.remote": engine_settings.client_url()}
    )
    definition = source.add_dataframe_asset("checked").add_batch_definition_whole_dataframe("checked")
    yield definition.get_batch(batch_parameters={"dataframe": frame})
    frame.unpersist()


#: Each check with GX's own, and the arguments it fails and passes with on the batch.
CHECKS = [
    (
        ExpectColumnValuesToNotBeNullCountedFirst,
        gxe.ExpectColumnValuesToNotBeNull,
        {"column": "a"},
        {"column": "d"},
    ),
    (
        ExpectColumnValuesToBeUniqueCountedFirst,
        gxe.ExpectColumnValuesToBeUnique,
        {"column": "b"},
        {"column": "d"},
    ),
    (
        ExpectColumnValuesToBeInSetCountedFirst,
        gxe.ExpectColumnValuesToBeInSet,
        {"column": "c", "value_set": ["x", "y"]},
        {"column": "d", "value_set": ["1", "2", "3"]},
    ),
]


@pytest.mark.parametrize(("counted_first", "gx_own", "failing", "passing"), CHECKS)
def test_a_failed_column_check_gives_what_gx_gives(batch, counted_first, gx_own, failing, passing):
    ours = batch.validate(counted_first(**failing), result_format=COMPLETE)
    theirs = batch.validate(gx_own(**failing), result_format=COMPLETE)
    assert not ours.success and not theirs.success
    assert ours.result == theirs.result
    assert ours.result["partial_unexpected_list"]


@pytest.mark.parametrize(("counted_first", "gx_own", "failing", "passing"), CHECKS)
def test_a_passed_column_check_gives_what_gx_gives(batch, counted_first, gx_own, failing, passing):
    ours = batch.validate(counted_first(**passing), result_format=COMPLETE)
    theirs = batch.validate(gx_own(**passing), result_format=COMPLETE)
    assert ours.success and theirs.success
    # GX's own also renders the query that would find unexpected rows; there are none to find.
    theirs.result.pop("unexpected_index_query", None)
    assert ours.result == theirs.result
    assert ours.result["unexpected_count"] == 0


def test_passed_column_checks_cost_no_spark_job_each(batch, engine_settings):
    """GX's own checks run one job per check for their values; these share the table's counts."""

    def jobs_of(checks) -> int:
        before = job_count(engine_settings)
        suite = gx.ExpectationSuite(name="passing", expectations=checks)
        assert batch.validate(suite, result_format=COMPLETE).success
        return job_count(engine_settings) - before

    one = jobs_of([ExpectColumnValuesToNotBeNullCountedFirst(column="d")])
    six = jobs_of([ExpectColumnValuesToNotBeNullCountedFirst(column=name) for name in COLUMNS[1:]])
    gx_six = jobs_of([gxe.ExpectColumnValuesToNotBeNull(column=name) for name in COLUMNS[1:]])
    assert six == one
    assert gx_six >= six + 5
