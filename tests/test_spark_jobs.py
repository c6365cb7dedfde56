"""The ingest and extract transforms on the real engine, against rows written by hand."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from pyspark.sql import functions as F
from pyspark.testing import assertDataFrameEqual

from quotetrail import landing
from quotetrail.articles import article_id
from quotetrail.jobs import extract_quotes, ingest_articles

AT = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
RUN = "manual__2026-05-01T12:00:00+00:00"
STORY = "Wu spoke.\n\n“We will not back down,” Wu said."


def _landing(folder):
    (folder / "story.txt").write_text(STORY)
    (folder / "copy.txt").write_text(STORY)
    (folder / "batch.jsonl").write_text(
        json.dumps({"id": "j1", "text": "Lyons said no.", "outlet": "Herald"}) + "\n{broken\n"
    )
    (folder / "notes.pdf").write_bytes(b"%PDF-1.4")
    return folder


def test_ingest_keeps_one_copy_and_quarantines_the_rest(spark, tmp_path):
    files = landing.list_landing(_landing(tmp_path))
    parsed = ingest_articles.parse_documents(ingest_articles.read_landing(spark, files))
    known = ingest_articles.nothing_known(spark)
    articles = ingest_articles.select_articles(parsed, known, AT, RUN).select(
        "article_id", "document_name", "outlet", "body_length"
    )
    assertDataFrameEqual(
        articles,
        [
            (article_id(STORY), "copy", None, len(STORY)),
            (article_id("Lyons said no."), "j1", "Herald", 14),
        ],
    )
    quarantine = ingest_articles.select_quarantine(parsed, known, AT, RUN).select(
        F.regexp_extract("source_file", r"[^/]+$", 0).alias("file"), "line_number", "reason"
    )
    assertDataFrameEqual(
        quarantine,
        [
            ("batch.jsonl", 2, "invalid JSON: Expecting property name enclosed in double quotes"),
            ("notes.pdf", None, "unsupported file type .pdf"),
            (
                "story.txt",
                None,
                f"duplicate of article {article_id(STORY)} first seen in {tmp_path / 'copy.txt'}",
            ),
        ],
    )


def test_an_article_an_earlier_run_ingested_is_quarantined_naming_its_first_file(spark, tmp_path):
    files = landing.list_landing(_landing(tmp_path))
    parsed = ingest_articles.parse_documents(ingest_articles.read_landing(spark, files))
    known = spark.createDataFrame(
        [(article_id(STORY), "/landing/first.txt")], schema=ingest_articles.KNOWN_SCHEMA
    )
    articles = ingest_articles.select_articles(parsed, known, AT, RUN).select("document_name")
    assertDataFrameEqual(articles, [("j1",)])
    quarantine = ingest_articles.select_quarantine(parsed, known, AT, RUN).filter(
        F.col("reason").startswith("duplicate")
    )
    assertDataFrameEqual(
        quarantine.select(F.regexp_extract("source_file", r"[^/]+$", 0).alias("file"), "reason", "run_id"),
        [
            (name, f"duplicate of article {article_id(STORY)} first seen in /landing/first.txt", RUN)
            for name in ("copy.txt", "story.txt")
        ],
    )


def test_paragraphs_carry_offsets_into_the_body(spark):
    frame = spark.createDataFrame([("a1", STORY, RUN)], "article_id string, body string, run_id string")
    assertDataFrameEqual(
        ingest_articles.split_paragraphs(frame),
        [("a1", 0, 0, 9, "Wu spoke.", RUN), ("a1", 1, 11, len(STORY), STORY[11:], RUN)],
    )


def test_extract_writes_one_row_per_quoted_span(spark):
    frame = spark.createDataFrame([("a1", STORY, RUN)], "article_id string, body string, run_id string")
    spans = extract_quotes.extract_quote_spans(frame, AT).select(
        "run_id",
        "article_id",
        "quote_type",
        "is_attribution",
        "content_start",
        "content_end",
        "content_text",
        "speaker",
        "source_text",
        "cue_text",
        "cue_kind",
    )
    start = STORY.index("We will")
    assertDataFrameEqual(
        spans,
        [
            (
                RUN,
                "a1",
                "direct",
                True,
                start,
                start + len("We will not back down,"),
                "We will not back down,",
                "Wu",
                "Wu",
                "said",
                "speech",
            )
        ],
    )


def test_an_article_the_extractor_fails_on_stops_the_step_and_is_named():
    """No span rows for it, which would read as an article quoting nobody."""
    with pytest.raises(extract_quotes.ExtractionFailed, match="article a-broken"):
        extract_quotes.quote_rows("a-broken", 42)
