"""Parsing landing files into articles, without Spark."""

from __future__ import annotations

import json

from quotetrail.articles import Article, Rejected, article_id, paragraphs, parse_file


def test_text_file_keeps_its_text_exactly_and_finds_outlet_and_byline():
    body = "By Jane Roe\n\nThe mayor spoke.\r\n\r\nRead the original article on MassLive.\n"
    [article] = parse_file("/in/story_1.txt", body.encode())
    assert isinstance(article, Article)
    assert article.body == body
    assert article.document_name == "story_1"
    assert article.byline == "Jane Roe"
    assert (article.outlet, article.outlet_source) == ("MassLive", "text")
    assert article.title is None


def test_headline_is_read_from_a_short_first_line():
    [article] = parse_file("/in/a.txt", b"Mayor fires back\n\nThe mayor said no.")
    assert article.title == "Mayor fires back"
    assert article.body.startswith("Mayor fires back")


def test_unknown_outlet_stays_unknown():
    [article] = parse_file("/in/a.txt", "Lyons said “hello.”".encode())
    assert article.outlet is None and article.byline is None


def test_html_keeps_visible_text_and_drops_scripts():
    page = (
        "<html><head><title>Wu &amp; ICE</title><script>var x = 1;</script></head>"
        "<body><p>First &ldquo;quote&rdquo; here.</p><p>Second.</p></body></html>"
    )
    [article] = parse_file("/in/page.html", page.encode())
    assert article.title == "Wu & ICE"
    assert "var x" not in article.body
    assert [p[3] for p in paragraphs(article.body)] == ["First “quote” here.", "Second."]


def test_jsonl_reads_metadata_and_quarantines_bad_lines():
    lines = [
        json.dumps({"id": "a1", "text": "One.", "outlet": "Herald", "url": "http://x"}),
        "{not json",
        json.dumps({"id": "a2"}),
        "",
        json.dumps({"text": "Two."}),
    ]
    records = parse_file("/in/batch.jsonl", "\n".join(lines).encode())
    assert [type(r).__name__ for r in records] == ["Article", "Rejected", "Rejected", "Article"]
    first, bad_json, no_text, last = records
    assert (first.document_name, first.outlet, first.outlet_source) == ("a1", "Herald", "metadata")
    assert (first.url, first.line_number) == ("http://x", 1)
    assert bad_json.line_number == 2 and bad_json.reason.startswith("invalid JSON")
    assert no_text.reason == "no string field 'text'"
    assert last.document_name == "batch:5"


def test_bad_inputs_become_reasons_not_errors():
    assert parse_file("/in/a.pdf", b"%PDF") == [Rejected("/in/a.pdf", None, "unsupported file type .pdf", "")]
    [not_utf8] = parse_file("/in/a.txt", b"caf\xe9")
    assert not_utf8.reason.startswith("not UTF-8 text")
    [empty] = parse_file("/in/a.txt", b"  \n\n ")
    assert empty.reason == "empty article text"


def test_article_id_ignores_line_endings_and_unicode_composition():
    assert article_id("Café said.\n") == article_id("Cafe\u0301 said.\r\n")
    assert article_id("A") != article_id("B")


def test_paragraph_offsets_point_into_the_body():
    body = "  First para.\n\n\nSecond\nline.\n \nThird."
    found = paragraphs(body)
    assert [(i, body[s:e]) for i, s, e, _ in found] == [
        (0, "First para."),
        (1, "Second\nline."),
        (2, "Third."),
    ]


def test_windows_line_endings_keep_the_headline():
    [article] = parse_file("/in/a.txt", b"Mayor fires back\r\n\r\nThe mayor said no.\r\n")
    assert article.title == "Mayor fires back"


def test_utf16_with_a_byte_order_mark_is_read_and_without_one_is_not_text():
    story = "Mayor fires back\n\nThe mayor said no."
    [article] = parse_file("/in/a.txt", b"\xff\xfe" + story.encode("utf-16-le"))
    assert article.body == story
    [misread] = parse_file("/in/a.txt", story.encode("utf-16-le"))
    assert misread.reason.startswith("not plausible text: NUL bytes")


def test_every_jsonl_metadata_field_must_be_a_string():
    lines = [
        json.dumps({"id": "a", "text": "One.", field: 1})
        for field in ("title", "outlet", "url", "published_at")
    ]
    reasons = [record.reason for record in parse_file("/in/b.jsonl", "\n".join(lines).encode())]
    assert reasons == [
        f"field '{field}' is int, not a string" for field in ("title", "outlet", "url", "published_at")
    ]


def test_a_repeated_jsonl_id_is_flagged_with_its_first_line():
    lines = [json.dumps({"id": "a", "text": "One."}), json.dumps({"id": "a", "text": "Two."})]
    first, second = parse_file("/in/b.jsonl", "\n".join(lines).encode())
    assert isinstance(first, Article)
    assert second.reason == "duplicate id 'a' (first on line 1)"


def test_an_unclosed_html_title_is_named_as_such():
    [page] = parse_file("/in/a.html", b"<title>Budget<p>The mayor said no.</p>")
    assert page.reason == "malformed HTML: <title> is never closed"
