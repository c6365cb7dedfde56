"""The rows each query check returns, counted for every table in one statement.

A query check (:class:`quotetrail.quality.expectations.ExpectNoRowsFromQuery`)
asks the engine to plan and run its query, and the suites hold a few dozen of
them, nearly all returning nothing: one engine call each was most of what
validation waited for on a small corpus. So before GX validates, every
query's rows are counted at once, each query a scalar subquery of one
statement; while a suite is validated, a check whose query is known to return
no row is answered from that count, and a check that returns rows runs its
query as before, to take them. The results are the same either way.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from types import MappingProxyType

from pyspark.errors import PySparkException
from pyspark.sql import DataFrame, SparkSession

log = logging.getLogger(__name__)

#: The placeholder a query check's query reads its table through (GX's).
BATCH = "{batch}"

_COUNTED: ContextVar[Mapping[str, int]] = ContextVar("counted_queries", default=MappingProxyType({}))


def count_query_rows(
    spark: SparkSession, queries_by_frame: Sequence[tuple[DataFrame, Sequence[str]]]
) -> list[dict[str, int]]:
    """How many rows each query returns, with ``{batch}`` the frame it is listed with.

    One dict per frame, from query to count. Should the statement fail (a
    query that does not compile, a table that is missing), nothing is counted
    and each check runs, and fails, on its own, as it would have.
    """
    frames: dict[str, DataFrame] = {}
    listed: list[tuple[int, str]] = []
    for index, (frame, queries) in enumerate(queries_by_frame):
        frames[f"batch_{index}"] = frame
        listed += [(index, query) for query in dict.fromkeys(queries)]
    counts: list[dict[str, int]] = [{} for _ in queries_by_frame]
    if not listed:
        return counts
    columns = ", ".join(
        f"(select count(*) from ({query.replace(BATCH, f'{{batch_{index}}}')}) as unexpected)"
        for index, query in listed
    )
    try:
        row = spark.sql(f"select {columns}", **frames).first()
    except PySparkException:
        log.warning("The query checks could not be counted together; each runs on its own", exc_info=True)
        return counts
    for (index, query), count in zip(listed, row, strict=True):
        counts[index][query] = count
    return counts


@contextmanager
def counted(counts: Mapping[str, int]) -> Iterator[None]:
    """Within this block, :func:`known_count` answers from ``counts``."""
    token = _COUNTED.set(counts)
    try:
        yield
    finally:
        _COUNTED.reset(token)


def known_count(query: str) -> int | None:
    """The rows ``query`` returns on the batch being validated, when counted beforehand."""
    return _COUNTED.get().get(query)
