"""The quotes extraction finds in sentences written for the tests."""

from __future__ import annotations

from quotetrail.attribution import extract
from quotetrail.attribution.model import Quote


def quotes(text: str) -> list[Quote]:
    return extract(text).quotes


def quote_of(text: str, words: str) -> Quote:
    """The one quote whose content holds ``words``."""
    [quote] = [q for q in quotes(text) if words in q.content.text]
    return quote
