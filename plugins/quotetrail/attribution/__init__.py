"""Quote and attribution extraction: pure Python, no model, no network.

``extract(text)`` finds direct, mixed and indirect quotes with their speakers,
and the quoted spans that are not quotes. The Spark job and dbt models depend on
these names, so they are the stable surface of the package.
"""

from quotetrail.attribution.extract import extract
from quotetrail.attribution.model import Extraction, NonAttribution, Quote, Span
from quotetrail.attribution.names import is_plausible_speaker_name
from quotetrail.attribution.udf import extract_json

__all__ = [
    "Extraction",
    "NonAttribution",
    "Quote",
    "Span",
    "extract",
    "extract_json",
    "is_plausible_speaker_name",
]
