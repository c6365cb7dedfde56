"""Extraction as one string in, one compact JSON string out.

The benchmark compares the pipeline's transform against this plain call, and the
property tests use it to check that any text gives a well-formed record.
"""

from __future__ import annotations

import json

from quotetrail.attribution.extract import extract


def extract_json(text: str) -> str:
    """Compact JSON of the quotes and non-attributions of one article."""
    ex = extract(text)
    record = ex.to_eval("")
    del record["id"]
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))
