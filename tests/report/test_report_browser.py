"""The report in a real headless Chromium: it loads from disk with no errors and reads right.

Uses Debian's Chromium through Playwright (the ``browser`` fixture). The
findings are drawn by the page's own script, so grouping, sorting, filtering,
paging and the links to the article pages are checked here, by clicking.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from handbuilt import ARTICLES, BREAKOUT, IMG, SCRIPT, seed_finding, seed_report
from playwright.sync_api import Browser, Page, expect
from synthetic import synthetic_report

from browsing import Opened, open_page
from quotetrail.config import REPO_ROOT
from quotetrail.report import ReportData, render_report

SCREENSHOT = REPO_ROOT / "test-artifacts" / "report.png"
#: Most groups and findings the page draws at a time (as the page's script has them).
PAGE_GROUPS = 20
PAGE_FINDINGS = 50


@pytest.fixture
def opened(browser: Browser, report_data: ReportData, tmp_path: Path) -> Iterator[Opened]:
    """The rendered report, opened from disk."""
    target = render_report(report_data, tmp_path / "site")
    opened = open_page(browser, target.as_uri())
    yield opened
    opened.page.close()


@pytest.fixture(scope="module")
def many(browser: Browser, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ReportData, Path]]:
    """A report of 300 synthetic findings (several pages), rendered once for the module."""
    data = synthetic_report(300)
    yield data, render_report(data, tmp_path_factory.mktemp("many") / "site")


@pytest.fixture
def paged(browser: Browser, many: tuple[ReportData, Path]) -> Iterator[Opened]:
    opened = open_page(browser, many[1].as_uri())
    yield opened
    opened.page.close()


def drawn_page(page: Page) -> list[str]:
    """The utterances of the drawn groups, after checking the page holds no more than it should."""
    expect(page.locator("section.group").first).to_be_visible()
    groups = page.locator("section.group").count()
    findings = page.locator("article.finding").count()
    assert 1 <= groups <= PAGE_GROUPS and (findings <= PAGE_FINDINGS or groups == 1), (groups, findings)
    return [g.get_attribute("data-utterance") for g in page.locator("section.group").all()]


def page_count(page: Page) -> int:
    return int(page.locator("#pager-top .page-of").inner_text().rsplit(" ", 1)[1])


def visible_texts(page: Page, selector: str) -> list[str]:
    return page.locator(selector).all_inner_texts()


def test_report_opens_offline_without_errors(opened: Opened) -> None:
    page = opened.page
    finding = page.locator("article.finding", has_text="of the Boston Police Department")
    expect(finding.locator("p.explanation")).to_be_visible()
    herald = finding.locator("div.wording", has_text="Boston Herald")
    expect(herald).to_contain_text("men and women of the Boston Police Department")
    masslive = finding.locator("div.wording", has_text="MassLive")
    expect(masslive).to_contain_text("men and women on the Boston Police Department")
    # Hostile names are shown as text, and no script of theirs ran.
    expect(masslive.locator("span.outlet")).to_have_text(f"MassLive {SCRIPT}")
    expect(page.locator("section.group").first.locator(".speaker-name")).to_have_text(
        "(speaker not resolved)"
    )
    expect(page.get_by_text(f"Todd Lyons {IMG}").first).to_be_visible()
    assert page.locator("#groups img, #groups b, #groups script").count() == 0
    expect(page.locator("div.gate.stopped")).to_be_visible()

    SCREENSHOT.parent.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOT), full_page=True)
    assert opened.errors == [] and opened.dialogs == []
    assert all(url.startswith("file://") for url in opened.requests), opened.requests


def test_highlights_mark_exactly_the_differing_words(opened: Opened) -> None:
    page = opened.page
    group = page.locator("section.group", has_text="of the Boston Police Department")
    expect(group.locator("div.reference mark")).to_have_text(["on"])
    marks = {
        "Boston Herald": ["of"],
        f"MassLive {SCRIPT}": ["on"],
        f"Radio {BREAKOUT} transcript": ["on"],
    }
    for outlet, words in marks.items():
        card = group.locator("div.wording", has=page.locator("span.outlet", has_text=outlet))
        expect(card.locator("blockquote mark")).to_have_text(words)
    expect(group.locator("div.wording.differs span.outlet")).to_have_text(["Boston Herald"])
    # Every quote of the utterance is listed once per group, closed when the findings have sides.
    assert group.locator("details.quotes").get_attribute("open") is None
    expect(group.locator("details.quotes div.wording")).to_have_count(3)
    attribution = page.locator("article.finding[data-rule=attribution]")
    expect(attribution.locator("p.explanation")).to_be_visible()
    assert attribution.locator("mark").count() == 0
    # A finding with no sides (a speaker) is read from the quotes, open beside it.
    quotes = page.locator("section.group", has=attribution).locator("details.quotes")
    expect(quotes.locator("div.wording .speaker")).to_have_text(
        [
            f"Speaker: {SCRIPT} (named as \u201c{IMG}\u201d)",
            "Speaker: Todd Lyons (named as \u201cLyons\u201d)",
        ]
    )
    expect(quotes.locator("div.wording .speaker").first).to_be_visible()


def test_marks_wrap_text_as_text_and_skip_ranges_that_do_not_fit(browser: Browser, tmp_path: Path) -> None:
    text = f"a {SCRIPT} b"
    start = text.index("<")
    # A gap at 0, the hostile words, a range past the end and one overlapping the marked words.
    spans = ((start, start + len(SCRIPT)), (0, 0), (1, 99), (start + 1, start + 2))
    finding = seed_finding()
    wording = replace(finding.wordings[0], text=text, marks=spans, differs=True)
    data = replace(seed_report(), findings=(replace(finding, wordings=(wording,)),))
    opened = open_page(browser, render_report(data, tmp_path / "site").as_uri())
    quote = opened.page.locator("div.wording.differs blockquote")
    expect(quote.locator("mark")).to_have_text(["\u2041", SCRIPT])
    expect(quote.locator("mark.gap")).to_have_attribute("title", "words left out here")
    expect(quote).to_have_text("\u2041" + text)
    assert opened.errors == [] and opened.dialogs == []
    opened.page.close()


def test_cards_name_each_article_and_link_to_its_page_at_the_quote(opened: Opened) -> None:
    page = opened.page
    finding = page.locator("article.finding[data-rule=wording]")
    sources = finding.locator("ul.sources li")
    expect(sources).to_have_count(3)
    # Outlet by name, or by title when the article does not state it; title, date and id each time.
    expect(sources.nth(2)).to_contain_text(f"Radio {BREAKOUT} transcript")
    for item, article in zip(sources.all(), ARTICLES, strict=True):
        for value in (article.label, article.title, article.published_at, article.article_id):
            expect(item).to_contain_text(value)

    link = sources.nth(0).locator("a.article-link")
    expect(link).to_have_text(ARTICLES[0].title)
    link.click()
    expect(page).to_have_url(re.compile(rf"/articles/{ARTICLES[0].article_id}\.html#q-herald-1$"))
    expect(page.locator("h1")).to_have_text(ARTICLES[0].title)
    anchor = page.locator("#q-herald-1")
    expect(anchor).to_have_count(1)
    expect(page.locator("mark.current")).to_contain_text("men and women of the Boston Police Department")
    expect(page.locator("dl.facts")).to_contain_text(ARTICLES[0].article_id)
    page.go_back()
    expect(page.locator("section.group")).to_have_count(2)
    assert opened.errors == [] and opened.dialogs == []


def test_filters_hide_and_show_findings(opened: Opened) -> None:
    page = opened.page
    wording = page.locator("article.finding[data-rule=wording]")
    attribution = page.locator("article.finding[data-rule=attribution]")
    expect(page.locator("#shown")).to_have_text("2 of 2 findings shown, in 2 utterances")

    page.get_by_label("warning", exact=True).uncheck()
    expect(wording).to_have_count(0)
    expect(attribution).to_be_visible()
    page.get_by_label("warning", exact=True).check()

    page.get_by_label("Search findings").fill("boston herald")
    page.keyboard.press("Enter")
    expect(wording).to_be_visible()
    expect(attribution).to_have_count(0)
    expect(page.locator("#shown")).to_have_text("1 of 2 findings shown, in 1 utterance")
    page.get_by_label("Search findings").fill("")

    page.get_by_label("Outlet:").select_option("Boston Herald")
    expect(wording).to_be_visible()
    expect(attribution).to_have_count(0)
    page.get_by_label("Outlet:").select_option("")
    page.get_by_label("Rule:").select_option("attribution")
    expect(attribution).to_be_visible()
    expect(wording).to_have_count(0)
    assert opened.errors == []


def test_new_findings_are_marked_and_can_be_shown_alone(opened: Opened) -> None:
    page = opened.page
    wording = page.locator("article.finding[data-rule=wording]")
    attribution = page.locator("article.finding[data-rule=attribution]")
    expect(wording.locator(".pill.new")).to_have_text("new")
    expect(attribution.locator(".pill.new")).to_have_count(0)

    page.get_by_label("new in this run only").check()
    expect(attribution).to_have_count(0)
    expect(page.locator("#shown")).to_have_text("1 of 2 findings shown, in 1 utterance")
    assert "new=1" in page.url
    page.reload()
    expect(page.get_by_label("new in this run only")).to_be_checked()
    expect(attribution).to_have_count(0)
    page.get_by_label("new in this run only").uncheck()
    expect(attribution).to_be_visible()
    assert opened.errors == []


def test_groups_hold_the_findings_of_one_utterance(paged: Opened, many: tuple[ReportData, Path]) -> None:
    data = many[0]
    page = paged.page
    drawn_page(page)
    for section in page.locator("section.group").all()[:5]:
        utterance = section.get_attribute("data-utterance")
        expected = [f.finding_id for f in data.findings if f.utterance_id == utterance]
        drawn = [a.get_attribute("data-finding") for a in section.locator("article.finding").all()]
        assert drawn == expected
        speaker = next(f.speaker for f in data.findings if f.utterance_id == utterance)
        # The group names the outlets of all the utterance's quotes, not only those of the findings.
        quoted = {w.outlet for f in data.findings if f.utterance_id == utterance for w in f.wordings}
        expect(section.locator(".group-outlets")).to_contain_text("Outlets: " + ", ".join(sorted(quoted)))
        expect(section.locator(".speaker-name")).to_have_text(speaker or "(speaker not resolved)")
    assert paged.errors == []


def test_sorting_orders_the_groups(paged: Opened) -> None:
    page = paged.page
    sort = page.get_by_label("Sort by:")

    worst = [g.get_attribute("class").split()[1] for g in page.locator("section.group").all()]
    assert worst == sorted(worst, key=["critical", "warning", "info"].index) and worst[0] == "critical"

    sort.select_option("speaker")
    speakers = visible_texts(page, "section.group .speaker-name")
    named = [s for s in speakers if s != "(speaker not resolved)"]
    assert named == sorted(named, key=str.lower) and len(named) > 1

    sort.select_option("newest")
    latest = [text.split(" · ")[-1][-10:] for text in visible_texts(page, "section.group .group-outlets")]
    assert latest == sorted(latest, reverse=True) and latest[0] > latest[-1]

    sort.select_option("outlet")
    first_outlets = [
        text.split(": ")[1].split(",")[0].split(" · ")[0] for text in visible_texts(page, ".group-outlets")
    ]
    assert first_outlets == sorted(first_outlets)
    assert paged.errors == []


def test_paging_moves_through_all_groups_and_keeps_the_view(
    paged: Opened, many: tuple[ReportData, Path]
) -> None:
    page = paged.page
    utterances = len({f.utterance_id for f in many[0].findings})
    top = page.locator("#pager-top")
    pages = page_count(page)
    assert pages >= utterances / PAGE_GROUPS and pages > 2
    expect(top.locator(".page-of")).to_have_text(f"Page 1 of {pages}")
    expect(top.get_by_role("button", name="Previous")).to_be_disabled()

    seen = drawn_page(page)
    for number in range(2, pages + 1):
        top.get_by_role("button", name="Next").click()
        expect(top.locator(".page-of")).to_have_text(f"Page {number} of {pages}")
        seen += drawn_page(page)
    expect(top.get_by_role("button", name="Next")).to_be_disabled()
    # Every group once, none split across pages.
    assert sorted(seen) == sorted({f.utterance_id for f in many[0].findings})
    page.locator("#pager-bottom").get_by_role("button", name="Previous").click()
    expect(top.locator(".page-of")).to_have_text(f"Page {pages - 1} of {pages}")

    # The view lives in the address: a reload comes back to the same page and filters.
    page.get_by_label("info", exact=True).uncheck()
    expect(top.locator(".page-of")).to_contain_text("Page 1 of")
    top.get_by_role("button", name="Next").click()
    shown = page.locator("#shown").inner_text()
    page.reload()
    expect(page.locator("#shown")).to_have_text(shown)
    expect(top.locator(".page-of")).to_contain_text("Page 2 of")
    expect(page.get_by_label("info", exact=True)).not_to_be_checked()
    assert page.locator("article.finding.info").count() == 0
    assert paged.errors == []


def test_five_thousand_findings_open_on_a_first_page_that_answers(browser: Browser, tmp_path: Path) -> None:
    data = synthetic_report(5000)
    target = render_report(data, tmp_path / "site")
    opened = open_page(browser, target.as_uri())
    page = opened.page
    expect(page.locator("#shown")).to_contain_text("5000 of 5000 findings shown")
    first = drawn_page(page)

    page.get_by_label("Search findings").fill("utterance 77:")
    expect(page.locator("section.group")).to_have_count(1)
    expect(page.locator("section.group")).to_have_attribute("data-utterance", "u77")
    page.get_by_label("Search findings").fill("")
    expect(page.locator("section.group")).to_have_count(len(first))
    assert drawn_page(page) == first
    # Every finding and article page is there, once.
    assert page.locator("#findings-data").count() == 1
    assert len(list((target.parent / "articles").iterdir())) == len(data.articles)
    assert opened.errors == []
    opened.page.close()
