"""Render the data-quality report: an index page and one page per article.

The pages must open from disk with no network: CSS, scripts and the charts
(inline SVG) are all in the files. Article text is untrusted, so the templates
autoescape everything, and the findings travel as escaped JSON that the
page's script shows as text only, marks included (see `payload`).
"""

from __future__ import annotations

import os
import shutil
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import urlsplit

from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup

from quotetrail.quality.rules import RULES_BY_NAME
from quotetrail.report.bodies import body_segments
from quotetrail.report.charts import count_chart, trend_chart
from quotetrail.report.model import ARTICLES_FOLDER, ArticleView, ReportData, article_page, dbt_outcome
from quotetrail.report.payload import embed, findings_payload

#: Speakers and outlets drawn in each chart and table; the rest are counted below it.
CHART_ROWS = 25


def render_report(data: ReportData, site_dir: Path) -> Path:
    """Write ``report/index.html`` and a page per article under `site_dir`; return the index's path."""
    target = site_dir / "report" / "index.html"
    target.parent.mkdir(parents=True, exist_ok=True)
    environment = _environment()
    _replace_folder(
        target.parent / ARTICLES_FOLDER,
        {
            article_page(article.ref.article_id): render_article(article, environment)
            for article in data.articles
        },
    )
    # Replace atomically: the page may be served while it is rebuilt.
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.write_text(render_page(data, environment), encoding="utf-8")
    os.replace(tmp, target)
    return target


def _replace_folder(folder: Path, pages: dict[str, str]) -> None:
    """Swap in a folder holding exactly `pages`, so no page of an earlier run is left behind."""
    fresh = folder.with_name(f".{folder.name}.{os.getpid()}.tmp")
    shutil.rmtree(fresh, ignore_errors=True)
    fresh.mkdir()
    for name, html in pages.items():
        (fresh / name).write_text(html, encoding="utf-8")
    stale = folder.with_name(f".{folder.name}.{os.getpid()}.old")
    if folder.exists():
        folder.rename(stale)
    fresh.rename(folder)
    shutil.rmtree(stale, ignore_errors=True)


def _environment() -> Environment:
    environment = Environment(
        loader=PackageLoader("quotetrail.report"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    environment.filters["rule_name"] = rule_name
    environment.filters["rule_meaning"] = _rule_meaning
    environment.filters["web_url"] = web_url
    environment.filters["dbt_outcome"] = dbt_outcome
    return environment


def render_page(data: ReportData, environment: Environment | None = None) -> str:
    environment = environment or _environment()
    rules = sorted({finding.rule for finding in data.findings})
    return environment.get_template("report.html.j2").render(
        data=data,
        generated=datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        trends={history.rule: trend_chart(history.points) for history in data.history},
        speaker_chart=count_chart(data.speakers[:CHART_ROWS]),
        outlet_chart=count_chart(data.outlets[:CHART_ROWS]),
        chart_rows=CHART_ROWS,
        finding_rules=rules,
        finding_outlets=sorted(count.name for count in data.outlets),
        findings_json=Markup(
            embed(findings_payload(data.findings, {rule: rule_name(rule) for rule in rules}))
        ),
    )


def render_article(article: ArticleView, environment: Environment | None = None) -> str:
    """One article's page: what it is, and its body with every quote marked and anchored."""
    environment = environment or _environment()
    return environment.get_template("article.html.j2").render(
        article=article,
        segments=body_segments(article.body, article.quotes),
        generated=datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
    )


def rule_name(rule: str) -> str:
    """The rule's title; a rule the product does not define shows its own name."""
    known = RULES_BY_NAME.get(rule)
    return known.title if known else _readable(rule)


def _rule_meaning(rule: str) -> str:
    known = RULES_BY_NAME.get(rule)
    return known.description if known else ""


def web_url(url: str | None) -> str | None:
    """`url` when it is a web address; anything else (``javascript:``, ``file:``) is never a link."""
    return url if url and urlsplit(url).scheme.lower() in {"http", "https"} else None


def _readable(name: str) -> str:
    return name.replace("_", " ")
