"""A string-in, string-out entry point for Spark pandas UDFs.

Arrow moves strings cheaply, and a JSON string keeps the Spark schema stable while
the quote record grows.
"""

from __future__ import annotations

import json

from quotetrail.attribution.extract import extract


def extract_json(text: str) -> str:
    """Compact JSON of the quotes and non-attributions of one article."""
    ex = extract(text if isinstance(text, str) else "")
    record = ex.to_eval("")
    del record["id"]
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))
