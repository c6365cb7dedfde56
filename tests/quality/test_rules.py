"""Each quote-consistency rule fails on an injected violation, with exactly the bad rows.

The violations are made in copies of the real tables the seed run wrote (a
shifted offset, a missing speaker, a second speaker, a changed word, another
day), and the copies are validated with the real suites over Spark Connect.
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from pyspark.sql import functions as F
from violations import shift_offsets

from quotetrail.quality.suites import SuiteSpec, load_suites
from quotetrail.quality.validate import check_frame


@pytest.fixture(scope="module")
def suites(seed_run):
    return {suite.name: suite for suite in load_suites()}


def _check(settings, suite: SuiteSpec, check_type: str, frame):
    """(success, unexpected rows) of one check of ``suite`` on ``frame``."""
    only = dataclasses.replace(suite, checks=tuple(c for c in suite.checks if c.type == check_type))
    assert only.checks, f"{suite.name} has no {check_type}"
    [result] = check_frame(settings, only, frame)
    return result.success, json.loads(result.unexpected_rows or "[]")


@pytest.fixture(scope="module")
def quotes(spark, seed_run):
    return spark.table("quotetrail.quotes").cache()


def _one_direct_quote(quotes) -> str:
    return (
        quotes.filter((F.col("quote_type") == "direct") & (F.size("content_pieces") == 1))
        .orderBy("quote_id")
        .first()
        .quote_id
    )


def test_provenance_passes_on_seeds_and_fails_on_a_shifted_offset(engine_settings, suites, quotes):
    rule = "expect_quotes_at_their_offsets"
    assert _check(engine_settings, suites["quotes"], rule, quotes) == (True, [])
    target = _one_direct_quote(quotes)
    success, rows = _check(engine_settings, suites["quotes"], rule, shift_offsets(quotes, target))
    assert not success
    assert [row["quote_id"] for row in rows] == [target]


def test_completeness_fails_on_a_quote_without_speaker_or_reason(engine_settings, suites, quotes):
    rule = "expect_quotes_attributed_or_explained"
    assert _check(engine_settings, suites["quotes"], rule, quotes)[0]
    target = _one_direct_quote(quotes)
    orphan = quotes.withColumns(
        {
            column: F.when(F.col("quote_id") == target, F.lit(None)).otherwise(F.col(column))
            for column in ("speaker_id", "speaker_missing_reason")
        }
    )
    success, rows = _check(engine_settings, suites["quotes"], rule, orphan)
    assert not success
    assert [row["quote_id"] for row in rows] == [target]


def test_cross_outlet_attribution_fails_on_a_second_speaker(engine_settings, suites, quotes):
    rule = "expect_one_speaker_per_utterance"
    assert _check(engine_settings, suites["quotes"], rule, quotes)[0]
    # An utterance none of whose quotes also belongs to another one (a merged quote would).
    shared = (
        quotes.select(
            "quote_id",
            "document_name",
            F.size("utterance_ids").alias("utterance_count"),
            F.explode("utterance_ids").alias("utterance_id"),
        )
        .groupBy("utterance_id")
        .agg(
            F.countDistinct("document_name").alias("outlets"),
            F.sort_array(F.collect_list("quote_id")).alias("ids"),
            F.max("utterance_count").alias("most_utterances"),
        )
        .filter((F.col("outlets") > 1) & (F.col("most_utterances") == 1))
        .orderBy("utterance_id")
        .first()
    )
    relabelled = quotes.withColumn(
        "speaker_id",
        F.when(F.col("quote_id") == shared.ids[0], F.lit("someone-else")).otherwise(F.col("speaker_id")),
    )
    success, rows = _check(engine_settings, suites["quotes"], rule, relabelled)
    assert not success
    assert {row["utterance_id"] for row in rows} == {shared.utterance_id}
    assert sorted(row["quote_id"] for row in rows) == list(shared.ids)


def test_referential_integrity_fails_on_an_unknown_article(engine_settings, suites, quotes):
    target = _one_direct_quote(quotes)
    dangling = quotes.withColumn(
        "article_id",
        F.when(F.col("quote_id") == target, F.lit("no-such-article")).otherwise(F.col("article_id")),
    )
    only = dataclasses.replace(
        suites["quotes"],
        checks=tuple(c for c in suites["quotes"].checks if c.rule == "referential_integrity"),
    )
    results = check_frame(engine_settings, only, dangling)
    failed = [r for r in results if not r.success]
    assert [r.description for r in failed] == ["Every article_id resolves to a row of quotetrail.articles."]
    assert [row["quote_id"] for row in json.loads(failed[0].unexpected_rows)] == [target]


def _matched_variants(spark, records):
    from quotetrail import tables
    from quotetrail.utterances import match_quotes
    from quotetrail.warehouse import record_schema

    rows = match_quotes(records).rows()
    return {
        table.name: spark.createDataFrame(rows[table.name], schema=record_schema(table.record))
        for table in tables.MATCHING
    }


def _verbatim_pair(spark):
    """Seed quotes of two outlets that give one utterance in the same words."""
    from quotetrail.jobs.match_utterances import read_quote_records

    records = read_quote_records(spark)
    pair = spark.sql(
        """
        select utterance_id, sort_array(collect_list(quote_id)) as quote_ids
        from quotetrail.quote_variants
        where variant_class = 'verbatim'
        group by utterance_id
        having count(distinct article_id) > 1
        order by utterance_id
        """
    ).first()
    position = {record.quote_id: i for i, record in enumerate(records)}
    return records, [position[quote_id] for quote_id in pair.quote_ids[:2]]


def test_wording_fails_on_a_changed_word(spark, engine_settings, suites):
    rule = "expect_only_allowed_wording_edits"
    records, (index, _) = _verbatim_pair(spark)
    original = records[index]
    words = original.text.split(" ")
    words[len(words) // 2] = "bananas"
    records[index] = dataclasses.replace(original, text=" ".join(words))
    variants = _matched_variants(spark, records)["quote_variants"]
    success, rows = _check(engine_settings, suites["quote_variants"], rule, variants)
    assert not success
    changed = [row for row in rows if row["quote_id"] == original.quote_id]
    assert changed and "substituted_words" in changed[0]["edit_kinds"]
    assert "bananas" in json.dumps(changed[0]["edits"])


def test_context_fails_when_outlets_name_different_days(spark, engine_settings, suites):
    records, (first, second) = _verbatim_pair(spark)
    records[first] = dataclasses.replace(records[first], context="He said it on Wednesday.")
    records[second] = dataclasses.replace(records[second], context="He said it on Friday.")
    findings = _matched_variants(spark, records)["consistency_findings"].select(
        F.sha2(F.concat_ws("|", "utterance_id", "kind", "quote_words"), 256).alias("finding_id"),
        F.col("rule").alias("rule_name"),
        "utterance_id",
        F.col("outlets").alias("outlet_labels"),
        "quote_words",
        "reference_words",
        "explanation",
    )
    success, rows = _check(engine_settings, suites["consistency_findings"], "expect_agreed_context", findings)
    assert not success
    assert any("Friday" in row["quote_words"] + row["reference_words"] for row in rows)


def test_seed_run_passes_critical_rules_and_warns_only_on_wording(spark, seed_run):
    results = spark.sql(
        f"""
        select suite, rule, severity, success, unexpected_count
        from quality.validation_results
        where run_id = '{seed_run.run_id}'
        """
    ).collect()
    assert all(r.success for r in results if r.severity == "critical")
    failed = [(r.suite, r.rule) for r in results if not r.success]
    assert failed == [("quote_variants", "wording")]
    not_allowed = spark.sql("select count(*) from quotetrail.quote_variants where not is_allowed").first()[0]
    [wording] = [r for r in results if (r.suite, r.rule) == ("quote_variants", "wording")]
    assert wording.unexpected_count in (None, not_allowed)


def _check_described(settings, suite: SuiteSpec, opening: str, frame):
    """(success, unexpected rows) of the one check of ``suite`` whose description starts with ``opening``."""
    only = dataclasses.replace(
        suite, checks=tuple(c for c in suite.checks if (c.description or "").startswith(opening))
    )
    [result] = check_frame(settings, only, frame)
    return result.success, json.loads(result.unexpected_rows or "[]")


def test_an_utterance_spread_over_months_fails_the_window_rule(engine_settings, suites, spark):
    utterances = spark.table("quotetrail.utterances")
    opening = "An utterance's quotes were printed within the matching window"
    assert _check_described(engine_settings, suites["utterances"], opening, utterances) == (True, [])
    target = utterances.orderBy("utterance_id").first().utterance_id
    spread = utterances.withColumns(
        {
            "first_published_on": F.when(
                F.col("utterance_id") == target, F.lit("2016-01-04").cast("date")
            ).otherwise(F.col("first_published_on")),
            "last_published_on": F.when(
                F.col("utterance_id") == target, F.lit("2016-03-04").cast("date")
            ).otherwise(F.col("last_published_on")),
        }
    )
    success, rows = _check_described(engine_settings, suites["utterances"], opening, spread)
    assert not success
    assert [row["utterance_id"] for row in rows] == [target]
