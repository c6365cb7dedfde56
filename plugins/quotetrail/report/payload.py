"""The findings as one JSON document, embedded once in the report page.

Why client-side pages from embedded JSON rather than one HTML card per
finding, or several server-side page files: a real corpus gives thousands of
findings, and a page with an element tree for each of them takes seconds to
lay out and hundreds of kilobytes per hundred cards. Filtering and sorting
have to see every finding, which separate page files could only do by
loading each other. So the data goes into the page once, grouped by
utterance so each utterance's quotes are written once for all its findings,
and a small inline script draws only the groups of the current page.

The JSON sits in a ``<script type="application/json">`` element, which the
browser never runs; `embed` writes ``<``, ``>`` and ``&`` as JSON escapes so
no value can close the element, and the script builds the cards with
``textContent``, never with markup, so values stay text.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence

from quotetrail.report.model import ARTICLES_FOLDER, ArticleRef, FindingView, Span, article_page

#: The characters that could end the script element or start markup inside it.
_JSON_ESCAPES = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


def findings_payload(findings: Sequence[FindingView], rule_names: dict[str, str]) -> dict:
    """Findings grouped by utterance, every article named once, in the order given."""
    articles: dict[str, ArticleRef] = {}
    groups: dict[str, dict] = {}
    quote_index: dict[str, dict[str, int]] = defaultdict(dict)
    for finding in findings:
        group = groups.get(finding.utterance_id)
        if group is None:
            group = groups[finding.utterance_id] = {
                "utterance": finding.utterance_id,
                "speaker": finding.speaker,
                "reference": finding.reference_text,
                "quotes": [],
                "findings": [],
            }
        indexes = quote_index[finding.utterance_id]
        wordings = []
        for wording in finding.wordings:
            articles.setdefault(wording.article.article_id, wording.article)
            if wording.quote_id not in indexes:
                indexes[wording.quote_id] = len(group["quotes"])
                group["quotes"].append(
                    {
                        "id": wording.quote_id,
                        "article": wording.article.article_id,
                        "text": wording.text,
                        "speaker": wording.speaker,
                        "mention": wording.mention,
                    }
                )
            marks = utf16_spans(wording.text, wording.marks)
            wordings.append([indexes[wording.quote_id], wording.differs, marks])
        for article in finding.articles:
            articles.setdefault(article.article_id, article)
        group["findings"].append(
            {
                "id": finding.finding_id,
                "severity": finding.severity,
                "rule": finding.rule,
                "kind": finding.kind,
                "explanation": finding.explanation,
                "quoteWords": finding.quote_words,
                "referenceWords": finding.reference_words,
                "referenceMarks": utf16_spans(finding.reference_text, finding.reference_marks),
                "articles": [article.article_id for article in finding.articles],
                "quotes": list(finding.quote_ids),
                "wordings": wordings,
                "new": finding.is_new,
            }
        )
    return {
        "rules": rule_names,
        "articles": {
            article_id: {
                "title": article.title,
                "outlet": article.label,
                "date": article.published_at,
                "page": f"{ARTICLES_FOLDER}/{article_page(article_id)}",
            }
            for article_id, article in articles.items()
        },
        "groups": list(groups.values()),
    }


def utf16_spans(text: str, spans: Sequence[Span]) -> list[list[int]]:
    """`spans` of `text` as JavaScript counts them: in UTF-16 units, two for a character past U+FFFF."""
    if text.isascii() or all(ord(char) <= 0xFFFF for char in text):
        return [[start, end] for start, end in spans]
    units = [0]
    for char in text:
        units.append(units[-1] + (2 if ord(char) > 0xFFFF else 1))

    def unit(offset: int) -> int:
        # An offset outside the text stays outside it, so the page skips it as the server would.
        if offset < 0:
            return offset
        return units[offset] if offset <= len(text) else offset + units[-1] - len(text)

    return [[unit(start), unit(end)] for start, end in spans]


def embed(payload: dict) -> str:
    """`payload` as JSON text that is safe inside a script element of an HTML page."""
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).translate(_JSON_ESCAPES)
