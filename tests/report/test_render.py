"""The report pages: untrusted text only ever escaped, findings grouped, self-contained."""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from html.parser import HTMLParser
from pathlib import Path

from handbuilt import ARTICLES, BREAKOUT, EXPLANATION, IMG, SCRIPT, URLS, WORDINGS
from markupsafe import escape
from synthetic import synthetic_report

from quotetrail.report import ReportData, render_report
from quotetrail.report.charts import trend_chart
from quotetrail.report.model import UNNAMED_ARTICLE, ArticleRef, DbtStep, article_page
from quotetrail.report.payload import utf16_spans
from quotetrail.tables import DbtNodeResult

VOID = {"meta", "input", "br", "img", "hr", "link", "source", "wbr", "area", "base", "col", "embed"}


@dataclass
class Node:
    tag: str
    attrs: dict[str, str | None]
    children: list[Node | str] = field(default_factory=list)

    @property
    def classes(self) -> list[str]:
        return (self.attrs.get("class") or "").split()

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def all(self, tag: str | None = None, css: str | None = None) -> list[Node]:
        found = []
        for child in self.children:
            if isinstance(child, Node):
                if (tag is None or child.tag == tag) and (css is None or css in child.classes):
                    found.append(child)
                found += child.all(tag, css)
        return found


class TreeBuilder(HTMLParser):
    """The element tree a browser would build from the page, for asserting on elements."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, dict(attrs))
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack[-1].children.append(Node(tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.stack) - 1, 0, -1):
            if self.stack[depth].tag == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(html: str) -> Node:
    builder = TreeBuilder()
    builder.feed(html)
    builder.close()
    return builder.root


def render(data: ReportData, tmp_path: Path) -> str:
    return render_report(data, tmp_path / "site").read_text(encoding="utf-8")


def test_page_is_written_under_the_site(report_data: ReportData, tmp_path: Path) -> None:
    assert render_report(report_data, tmp_path / "site") == tmp_path / "site" / "report" / "index.html"
    assert not list((tmp_path / "site" / "report").glob(".*tmp"))


def findings_data(tree: Node) -> dict:
    (script,) = [s for s in tree.all("script") if s.attrs.get("type") == "application/json"]
    return json.loads(script.text())


def test_untrusted_text_is_only_escaped(report_data: ReportData, tmp_path: Path) -> None:
    html = render(report_data, tmp_path)
    tree = parse(html)

    for hostile in (SCRIPT, IMG, BREAKOUT):
        assert hostile not in html
        assert str(escape(hostile)) in html
        assert hostile in tree.text()  # shown to the reader as text
    assert tree.all("img") == [] and tree.all("b") == []
    data, code = tree.all("script")
    # The findings travel as JSON that no value can close early, and round-trip intact.
    assert data.attrs == {"type": "application/json", "id": "findings-data"}
    assert "<" not in data.text() and ">" not in data.text()
    explanations = [f["explanation"] for g in findings_data(tree)["groups"] for f in g["findings"]]
    assert EXPLANATION in explanations
    assert code.attrs == {} and "alert" not in code.text()
    elements = tree.all()
    assert not [(n.tag, name) for n in elements for name in n.attrs if name.startswith("on")]
    assert {n.tag for n in elements} <= {
        *("html", "head", "meta", "title", "style", "body", "header", "div", "h1", "h2", "h3", "p"),
        *("code", "nav", "a", "main", "ul", "li", "section", "span", "table", "tr", "th", "td", "strong"),
        *("br", "details", "summary", "svg", "rect", "title", "text", "form", "label", "input", "select"),
        *("option", "button", "i", "footer", "script"),
    }


def test_article_pages_escape_everything(report_data: ReportData, tmp_path: Path) -> None:
    render(report_data, tmp_path)
    folder = tmp_path / "site" / "report" / "articles"
    assert sorted(p.name for p in folder.iterdir()) == [f"{a.article_id}.html" for a in ARTICLES]
    for article in ARTICLES:
        html = (folder / f"{article.article_id}.html").read_text(encoding="utf-8")
        tree = parse(html)
        for hostile in (SCRIPT, IMG, BREAKOUT):
            assert hostile not in html
        assert tree.all("img") == [] and tree.all("b") == []
        assert len(tree.all("script")) == 1 and "alert" not in tree.all("script")[0].text()
        assert not [(n.tag, name) for n in tree.all() for name in n.attrs if name.startswith("on")]
        # Only web addresses become links: a javascript: URL is shown as text.
        hrefs = [a.attrs["href"] for a in tree.all("a")]
        assert all(href == "../index.html#findings" or href.startswith("https://") for href in hrefs), hrefs
    masslive = parse((folder / f"{ARTICLES[1].article_id}.html").read_text(encoding="utf-8"))
    assert "javascript:alert(1)" in masslive.text()
    assert [a.attrs["href"] for a in masslive.all("a")] == ["../index.html#findings"]


def test_article_page_marks_and_anchors_each_quote(report_data: ReportData, tmp_path: Path) -> None:
    render(report_data, tmp_path)
    (view,) = [a for a in report_data.articles if a.ref == ARTICLES[0]]
    page = tmp_path / "site" / "report" / "articles" / f"{ARTICLES[0].article_id}.html"
    tree = parse(page.read_text(encoding="utf-8"))
    body = tree.all("div", "article-body")[0]
    assert body.text() == view.body  # the body exactly, offsets and all
    assert [span.attrs["id"] for span in body.all("span", "anchor")] == ["q-herald-1"]
    (mark,) = body.all("mark")
    assert mark.attrs["data-quotes"] == "herald-1" and mark.text() == WORDINGS[0][2]
    assert tree.all("h1")[0].text() == ARTICLES[0].title
    facts = tree.all("dl", "facts")[0].text()
    for value in ("Boston Herald", "2026-11-02", ARTICLES[0].article_id, URLS[0]):
        assert value in facts


def test_findings_are_grouped_by_utterance_and_quotes_written_once(tmp_path: Path) -> None:
    data = synthetic_report(60)
    payload = findings_data(parse(render(data, tmp_path)))
    groups = payload["groups"]
    assert [g["utterance"] for g in groups] == list(dict.fromkeys(f.utterance_id for f in data.findings))
    for group in groups:
        expected = [f for f in data.findings if f.utterance_id == group["utterance"]]
        assert [f["id"] for f in group["findings"]] == [f.finding_id for f in expected]
        assert [q["id"] for q in group["quotes"]] == [w.quote_id for w in expected[0].wordings]
    article = data.findings[0].articles[0]
    assert payload["articles"][article.article_id] == {
        "title": article.title,
        "outlet": article.label,
        "date": article.published_at,
        "page": f"articles/{article.article_id}.html",
    }


def test_an_article_without_outlet_is_named_by_its_title_never_its_id() -> None:
    assert ArticleRef("a1", "A title", None).label == "A title"
    assert ArticleRef("a1", None, None).label == UNNAMED_ARTICLE
    assert ArticleRef("a1", "A title", "An outlet").label == "An outlet"


def test_page_names_cannot_leave_the_articles_folder() -> None:
    assert article_page("0123456789abcdef") == "0123456789abcdef.html"
    for hostile in ("../../etc/passwd", "a/b", "", "x" * 200):
        name = article_page(hostile)
        assert "/" not in name and ".." not in name and len(name) == len("0" * 32 + ".html")


def test_marks_are_sent_in_the_units_javascript_counts() -> None:
    text = "a \U0001f600 of b"
    start = text.index("of")
    assert utf16_spans(text, [(start, start + 2), (1, 99)]) == [[start + 1, start + 3], [1, 100]]
    assert utf16_spans("plain of", [(6, 8)]) == [[6, 8]]


def test_gate_and_run_summary(report_data: ReportData, tmp_path: Path) -> None:
    assert report_data.gate_failed
    tree = parse(render(report_data, tmp_path))
    gate = tree.all("div", "gate")[0]
    assert "stopped" in gate.classes and "1 critical check(s) failed" in gate.text()
    cards = {c.all("span", "l")[0].text(): c.all("span", "n")[0].text() for c in tree.all("div", "card")}
    assert cards == {
        "articles": "3",
        "quotes": "51",
        "utterances": "23",
        "findings": "2",
        "new findings": "1",
        "checks passed": "1",
        "checks warned": "1",
        "checks failed": "1",
    }

    meta = tree.all("header")[0].all("p", "meta")[0].text()
    assert " · added 2 articles from 1 file" in " ".join(meta.split())

    cleared = replace(report_data, rules=report_data.rules[2:])
    assert not cleared.gate_failed
    gate = parse(render(cleared, tmp_path)).all("div", "gate")[0]
    assert "open" in gate.classes and "cleared for publishing" in gate.text()


def test_the_run_history_lists_each_run_newest_first_with_this_one_marked(
    report_data: ReportData, tmp_path: Path
) -> None:
    earlier = replace(report_data.summary(datetime(2026, 11, 2, 9, 0)), run_id="run-2", added_articles=5)
    this = report_data.summary(datetime(2026, 11, 3, 9, 0))
    assert (this.added_articles, this.added_files, this.new_findings, this.checks_failed) == (2, 1, 1, 1)
    tree = parse(render(replace(report_data, runs=(this, earlier)), tmp_path))
    [history] = tree.all("table", "runs")
    rows = history.all("tr")[1:]
    assert [row.all("code")[0].text() for row in rows] == ["run-3", "run-2"]
    assert [cell.text() for cell in rows[0].all("td")][2:] == ["2", "1", "3", "51", "2", "1", "1"]
    assert "current" in rows[0].classes and "current" not in rows[1].classes
    assert parse(render(report_data, tmp_path)).all("table", "runs") == []


def test_page_is_self_contained_and_links_the_sibling_sites(report_data: ReportData, tmp_path: Path) -> None:
    tree = parse(render(report_data, tmp_path))
    links = [a.attrs["href"] for a in tree.all("a")]
    assert links == ["../dbt/index.html", "../gx/index.html", "../lineage/index.html"]
    assert tree.all("link") == []
    assert not [n for n in tree.all() if "src" in n.attrs]


def test_charts_draw_each_run_and_each_severity(report_data: ReportData, tmp_path: Path) -> None:
    tree = parse(render(report_data, tmp_path))
    svgs = tree.all("svg")
    # One trend per rule, then findings per speaker and per outlet.
    assert len(svgs) == 3 + 2
    integrity = [(r.attrs["class"], r.all("title")[0].text()) for r in svgs[1].all("rect")]
    assert [css for css, _ in integrity] == ["passed", "passed", "failed"]
    assert integrity[2][1] == "run-3 (2026-11-03 09:00): 0 passed, 0 warned, 1 failed"
    speakers = svgs[3]
    assert [r.attrs["class"] for r in speakers.all("rect")] == ["warning", "critical"]
    assert [t.text() for t in speakers.all("text")][:2] == ["Todd Lyons <img src=x onerr…", "1"]


def test_trend_columns_split_by_share() -> None:
    from quotetrail.report.model import RulePoint

    chart = trend_chart([RulePoint("r", None, passed=3, failed=1, warned=0)])
    assert [(r.css, r.height) for r in chart.rects] == [("passed", 21.0), ("failed", 7.0)]
    assert chart.rects[1].y == 0


def test_a_publication_day_prints_as_the_day_and_a_time_of_day_to_the_minute():
    from datetime import datetime

    from quotetrail.report.data import _published

    assert _published(datetime(2015, 11, 8)) == "2015-11-08"
    assert _published(datetime(2015, 11, 8, 14, 30, 5)) == "2015-11-08 14:30"
    assert _published(None) is None


def test_dbt_tests_that_did_not_pass_are_named_with_dbt_s_message(
    report_data: ReportData, tmp_path: Path
) -> None:
    def node(name: str, kind: str, status: str, failures: int | None = None, message: str | None = None):
        at = datetime(2026, 1, 1, tzinfo=UTC)
        return DbtNodeResult("run", "build_staging", name, kind, status, failures, message, 0.1, at)

    step = DbtStep(
        "build_staging",
        (
            node("stg_bronze__articles", "model", "success"),
            node("not_null_stg_bronze__articles_body", "test", "pass", 0),
            node(
                "unique_stg_bronze__articles_article_id",
                "test",
                "fail",
                2,
                "Got 2 results, configured to fail if != 0",
            ),
            node(
                "accepted_values_stg_bronze__articles_outlet",
                "test",
                "warn",
                1,
                "Got 1 result, configured to warn if != 0",
            ),
        ),
    )
    html = render(replace(report_data, dbt_steps=(step,)), tmp_path)
    section = parse(html[html.index('<h2 id="dbt">') : html.index('<h2 id="findings">')])
    (row,) = [row for row in section.all("tr") if row.all("td")]
    assert [cell.text() for cell in row.all("td", "num")] == ["1", "1", "2"]
    problems = [" ".join(problem.text().split()) for problem in section.all("div", "problem")]
    assert problems == [
        "fail test unique_stg_bronze__articles_article_id · 2 row(s) · "
        "Got 2 results, configured to fail if != 0",
        "warn test accepted_values_stg_bronze__articles_outlet · 1 row(s) · "
        "Got 1 result, configured to warn if != 0",
    ]
    assert [pill.classes for pill in section.all("span", "pill")] == [["pill", "failed"], ["pill", "warned"]]
