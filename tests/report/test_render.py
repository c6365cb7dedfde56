"""The report page: untrusted text only ever escaped, the right words marked, self-contained."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from html.parser import HTMLParser
from pathlib import Path

from handbuilt import BREAKOUT, IMG, SCRIPT
from markupsafe import escape

from quotetrail.report import ReportData, render_report
from quotetrail.report.charts import trend_chart
from quotetrail.report.render import marked

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


def test_untrusted_text_is_only_escaped(report_data: ReportData, tmp_path: Path) -> None:
    html = render(report_data, tmp_path)
    tree = parse(html)

    for hostile in (SCRIPT, IMG, BREAKOUT):
        assert hostile not in html
        assert str(escape(hostile)) in html
        assert hostile in tree.text()  # shown to the reader as text
    assert tree.all("img") == [] and tree.all("b") == []
    scripts = tree.all("script")
    assert len(scripts) == 1 and "alert" not in scripts[0].text()
    elements = tree.all()
    assert not [(n.tag, name) for n in elements for name in n.attrs if name.startswith("on")]
    assert {n.tag for n in elements} <= {
        *("html", "head", "meta", "title", "style", "body", "header", "div", "h1", "h2", "h3", "p"),
        *("code", "nav", "a", "main", "ul", "li", "section", "span", "table", "tr", "th", "td", "strong"),
        *("br", "details", "summary", "svg", "rect", "title", "text", "form", "label", "input", "select"),
        *("option", "article", "blockquote", "mark", "i", "footer", "script"),
    }


def test_highlights_mark_exactly_the_differing_words(report_data: ReportData, tmp_path: Path) -> None:
    tree = parse(render(report_data, tmp_path))
    attribution, wording = tree.all("article", "finding")

    assert [m.text() for m in wording.all("div", "reference")[0].all("mark")] == ["on"]
    cards = {card.all("span", "outlet")[0].text(): card for card in wording.all("div", "wording")}
    assert {outlet: [m.text() for m in card.all("mark")] for outlet, card in cards.items()} == {
        "Boston Herald": ["of"],
        f"MassLive {SCRIPT}": ["on"],
        f"Radio {BREAKOUT}": ["on"],
    }
    assert "differs" in cards["Boston Herald"].classes
    assert "agrees" in cards[f"Radio {BREAKOUT}"].classes
    herald = cards["Boston Herald"].all("blockquote")[0].text()
    assert "many men and women of the Boston Police Department" in herald
    assert attribution.all("mark") == []


def test_marked_escapes_each_piece_before_wrapping_it() -> None:
    text = f"a {SCRIPT} b"
    start = text.index("<")
    result = marked(text, [(start, start + len(SCRIPT)), (0, 0), (1, 99), (start + 1, start + 2)])
    assert str(result) == (
        f'<mark class="gap" title="words left out here">⁁</mark>a <mark>{escape(SCRIPT)}</mark> b'
    )


def test_explanation_comes_first_and_severity_is_shown(report_data: ReportData, tmp_path: Path) -> None:
    tree = parse(render(report_data, tmp_path))
    for finding, article in zip(report_data.findings, tree.all("article", "finding"), strict=True):
        assert finding.severity in article.classes
        assert article.attrs["data-severity"] == finding.severity
        paragraphs = article.all("p")
        assert paragraphs[0].text() == finding.explanation
        assert article.all("span", "pill")[0].text() == finding.severity


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
        "checks passed": "1",
        "checks warned": "1",
        "checks failed": "1",
    }

    cleared = replace(report_data, rules=report_data.rules[2:])
    assert not cleared.gate_failed
    gate = parse(render(cleared, tmp_path)).all("div", "gate")[0]
    assert "open" in gate.classes and "cleared for publishing" in gate.text()


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
