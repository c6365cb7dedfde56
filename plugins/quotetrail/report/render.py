"""Render the data-quality report as one static, self-contained HTML page.

The page must open from disk with no network: CSS, the filter script and the
charts (inline SVG) are all in the file. Article text is untrusted, so the
template autoescapes everything and the word highlights are built here by
escaping each piece of text before wrapping it in ``<mark>``.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup, escape

from quotetrail.report.charts import count_chart, trend_chart
from quotetrail.report.model import ReportData, Span

#: Human names and one-line meanings of the rules; unknown rules show their own name.
RULES = {
    "provenance": ("Provenance", "Every quote's text is exactly at its offsets in its article."),
    "attribution_completeness": (
        "Attribution completeness",
        "Every direct or mixed quote has a speaker, or a stated reason why not.",
    ),
    "attribution": ("Cross-outlet attribution", "All quotes of one utterance name the same speaker."),
    "wording": ("Wording", "Outlets' versions of one utterance differ only by allowed edits."),
    "context": ("Context", "Occasion and date cues agree across outlets."),
    "referential_integrity": ("Referential integrity", "Every foreign key resolves to a row."),
    "schema": ("Schema", "Columns, types, keys and accepted values hold."),
}
GAP_MARK = Markup('<mark class="gap" title="words left out here">⁁</mark>')


def render_report(data: ReportData, site_dir: Path) -> Path:
    """Write ``report/index.html`` under `site_dir` and return its path."""
    target = site_dir / "report" / "index.html"
    target.parent.mkdir(parents=True, exist_ok=True)
    # Replace atomically: the page may be served while it is rebuilt.
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.write_text(render_page(data), encoding="utf-8")
    os.replace(tmp, target)
    return target


def render_page(data: ReportData) -> str:
    environment = Environment(
        loader=PackageLoader("quotetrail.report"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    environment.filters["marked"] = marked
    environment.filters["rule_name"] = lambda rule: RULES.get(rule, (_readable(rule), ""))[0]
    environment.filters["rule_meaning"] = lambda rule: RULES.get(rule, ("", ""))[1]
    environment.filters["readable"] = _readable
    return environment.get_template("report.html.j2").render(
        data=data,
        generated=datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        trends={history.rule: trend_chart(history.points) for history in data.history},
        speaker_chart=count_chart(data.speakers),
        outlet_chart=count_chart(data.outlets),
        finding_rules=sorted({finding.rule for finding in data.findings}),
    )


def marked(text: str, spans: Sequence[Span]) -> Markup:
    """`text` escaped, with each span wrapped in ``<mark>``; an empty span marks a gap."""
    pieces: list[Markup] = []
    cursor = 0
    for start, end in sorted(set(spans)):
        if start < cursor or end > len(text) or start > end:
            continue
        pieces.append(escape(text[cursor:start]))
        pieces.append(GAP_MARK if start == end else Markup("<mark>{}</mark>").format(text[start:end]))
        cursor = end
    pieces.append(escape(text[cursor:]))
    return Markup("").join(pieces)


def _readable(name: str) -> str:
    return name.replace("_", " ")
