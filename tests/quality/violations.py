"""Violations injected into copies of real tables, shared by the quality tests."""

from __future__ import annotations

from pyspark.sql import DataFrame
from pyspark.sql import functions as F


def shift_offsets(quotes: DataFrame, quote_id: str) -> DataFrame:
    """``quotes`` with one quote's pieces moved one character to the right."""
    return quotes.withColumn(
        "content_pieces",
        F.when(
            F.col("quote_id") == quote_id,
            F.transform("content_pieces", lambda piece: F.array(piece[0] + 1, piece[1] + 1)),
        ).otherwise(F.col("content_pieces")),
    )
