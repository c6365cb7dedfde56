"""The quote-consistency rules as GX expectations.

Each rule is a small subclass of :class:`ExpectNoRowsFromQuery`, GX's
UnexpectedRowsExpectation answered by one Spark query: the query returns the
rows that break the rule, so a failed validation carries exactly the offending
quotes. Defining a class registers it with GX under its snake-case name
(``expect_quotes_at_their_offsets``...), which is how the suite files in
``expectations/`` refer to it. Import this module before suites are built.

Each query reads ``{batch}``, the table under validation, and only what the rule
needs besides; so a test can validate a changed copy of a table and see the
rule fail on exactly the changed rows.
"""

from __future__ import annotations

from typing import Any, ClassVar

from great_expectations.execution_engine import SparkDFExecutionEngine
from great_expectations.expectations import UnexpectedRowsExpectation
from great_expectations.expectations.metrics.metric_provider import metric_value
from great_expectations.expectations.metrics.query_metric_provider import QueryMetricProvider

from quotetrail.attribution.names import IMPLAUSIBLE_NAME_PATTERNS
from quotetrail.quality.query_counts import known_count
from quotetrail.quality.rules import RULES_BY_NAME
from quotetrail.tables import mart
from quotetrail.utterances import ALLOWED_KINDS

_ALLOWED_KINDS_SQL = ", ".join(f"'{kind}'" for kind in sorted(ALLOWED_KINDS))
#: Rows of a failed check kept in its result: GX's own limit for query results.
MAX_UNEXPECTED_ROWS = 200
_COUNT_COLUMN = "__unexpected_row_count"


class UnexpectedRowsSample(QueryMetricProvider):
    """The number of rows a query returns and the first of them, from one Spark query.

    GX's UnexpectedRowsExpectation asks two metrics of its query, the rows and
    their count, and each registers ``{batch}`` as a view, plans the query and
    runs it: six round trips to the engine per check. Here the batch is passed
    with the query and the count rides on each returned row, so the engine is
    asked once to plan and once to run; and not at all when the query was
    counted with the others and returns no row (:mod:`quotetrail.quality.query_counts`).
    """

    metric_name = "quotetrail.unexpected_rows.sample"
    value_keys = ("unexpected_rows_query",)
    query_param_name: ClassVar[str] = "unexpected_rows_query"

    @metric_value(engine=SparkDFExecutionEngine)
    def _spark(
        cls,
        execution_engine,
        metric_domain_kwargs: dict,
        metric_value_kwargs: dict,
        metrics,
        runtime_configuration,
    ) -> dict[str, Any]:
        from great_expectations.core.metric_domain_types import MetricDomainTypes

        batch, _, _ = execution_engine.get_compute_domain(
            metric_domain_kwargs, domain_type=MetricDomainTypes.TABLE
        )
        query = cls._get_query_from_metric_value_kwargs(metric_value_kwargs)
        if known_count(query) == 0:
            return {"count": 0, "rows": []}
        counted = (
            f"select *, count(*) over () as {_COUNT_COLUMN} "
            f"from ({query}) as unexpected limit {MAX_UNEXPECTED_ROWS}"
        )
        rows = [row.asDict() for row in execution_engine.spark.sql(counted, batch=batch).collect()]
        count = rows[0][_COUNT_COLUMN] if rows else 0
        for row in rows:
            del row[_COUNT_COLUMN]
        return {"count": count, "rows": rows}


class ExpectNoRowsFromQuery(UnexpectedRowsExpectation):
    """A query over ``{batch}`` returns the rows that break a rule; the rule holds when it returns none.

    Validated and rendered like GX's UnexpectedRowsExpectation, with the same
    result, but with one query per check (:class:`UnexpectedRowsSample`).
    """

    metric_dependencies: ClassVar[tuple[str, ...]] = (UnexpectedRowsSample.metric_name,)

    def _validate(
        self, metrics: dict, runtime_configuration: dict | None = None, execution_engine=None
    ) -> dict:
        sample = metrics[UnexpectedRowsSample.metric_name]
        return {
            "success": sample["count"] == 0,
            "result": {"observed_value": sample["count"], "details": {"unexpected_rows": sample["rows"]}},
        }


class ExpectQuotesAtTheirOffsets(ExpectNoRowsFromQuery):
    """Rule 1, provenance: every quote's text is exactly at its offsets in its article.

    For a discontinuous quote the pieces at their offsets, joined by one space,
    must give the quote's text. A quote whose article is missing fails too.

    The cost is linear in the data: each article body is read once, next to
    all its quotes, and encoded as UTF-32 (four bytes a character), so a piece
    is cut out by its offsets at once rather than by counting characters from
    the start of the body, which cost quotes x body length on a long article.
    """

    rule: ClassVar[str] = "provenance"
    description: str = RULES_BY_NAME[rule].description
    unexpected_rows_query: str = f"""
        with quotes_by_article as (
            select article_id,
                collect_list(struct(quote_id, content_start, content_end, content_text, content_pieces))
                    as quotes
            from {{batch}}
            group by article_id
        ),
        encoded as (
            select grouped.article_id, grouped.quotes, article.article_id is not null as has_article,
                encode(article.body, 'UTF-32') as body_code_points
            from quotes_by_article as grouped
            left join {mart("articles")} as article on grouped.article_id = article.article_id
        ),
        misplaced as (
            select article_id, explode(filter(
                quotes,
                quote -> not has_article or quote.content_text <> array_join(
                    transform(
                        quote.content_pieces,
                        piece -> decode(
                            substring(body_code_points, 4 * piece[0] + 1, 4 * (piece[1] - piece[0])), 'UTF-32'
                        )
                    ),
                    ' ')
            )) as quote
            from encoded
        )
        select quote.quote_id, article_id, quote.content_start, quote.content_end, quote.content_text
        from misplaced
    """


class ExpectQuotesAttributedOrExplained(ExpectNoRowsFromQuery):
    """Rule 2, attribution completeness: every direct or mixed quote names its
    canonical speaker, or says why it cannot (``speaker_missing_reason``)."""

    rule: ClassVar[str] = "attribution_completeness"
    description: str = RULES_BY_NAME[rule].description
    unexpected_rows_query: str = """
        select quote_id, article_id, quote_type, content_text, source_text
        from {batch}
        where quote_type in ('direct', 'mixed')
          and speaker_id is null
          and coalesce(trim(speaker_missing_reason), '') = ''
    """


class ExpectOneSpeakerPerUtterance(ExpectNoRowsFromQuery):
    """Rule 3, cross-outlet attribution: all quotes of one utterance name the same speaker.

    Returns every quote of an utterance that is attributed to more than one
    speaker, so the report can show who said it according to whom.
    """

    rule: ClassVar[str] = "attribution"
    description: str = RULES_BY_NAME[rule].description
    unexpected_rows_query: str = """
        with quote_utterances as (
            select quote_id, document_name, speaker_name, speaker_id, utterance_id
            from {batch}
            lateral view explode(utterance_ids) utterance as utterance_id
        ),
        disputed as (
            select utterance_id
            from quote_utterances
            where speaker_id is not null
            group by utterance_id
            having count(distinct speaker_id) > 1
        )
        select quote_utterances.*
        from quote_utterances
        inner join disputed
            on quote_utterances.utterance_id = disputed.utterance_id
    """


class ExpectOnlyAllowedWordingEdits(ExpectNoRowsFromQuery):
    """Rule 4, wording: the quotes of one utterance differ only by allowed edits
    (case, punctuation, marked elisions, bracketed insertions). A changed, added
    or dropped word, or a split or merged quote, is returned with its edits."""

    rule: ClassVar[str] = "wording"
    description: str = RULES_BY_NAME[rule].description
    unexpected_rows_query: str = f"""
        select quote_id, utterance_id, edit_kinds, edits
        from {{batch}}
        where not forall(edit_kinds, kind -> kind in ({_ALLOWED_KINDS_SQL}))
    """


class ExpectAgreedContext(ExpectNoRowsFromQuery):
    """Rule 5, context: outlets agree on the occasion and day of an utterance
    ("on Wednesday", "at a rally Tuesday"). Each disagreement is a finding."""

    rule: ClassVar[str] = "context"
    description: str = RULES_BY_NAME[rule].description
    unexpected_rows_query: str = """
        select finding_id, utterance_id, outlet_labels, quote_words, reference_words, explanation
        from {batch}
        where rule_name = 'context'
    """


def _sql_string(text: str) -> str:
    """``text`` as a Spark SQL string literal, backslashes and quotes escaped."""
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def implausible_name_reason_sql(column: str) -> str:
    """Spark SQL for :func:`quotetrail.attribution.names.implausible_name_reason`:
    the same patterns, tried in the same order, on the same normalised name."""
    name = f"regexp_replace(trim({column}), '\\\\s+', ' ')"
    branches = "\n".join(
        f"            when {name} rlike {_sql_string(pattern)} then '{reason}'"
        for reason, pattern in IMPLAUSIBLE_NAME_PATTERNS
    )
    return f"""case
            when coalesce(trim({column}), '') = '' then 'empty'
{branches}
        end"""


class ExpectPlausibleSpeakerNames(ExpectNoRowsFromQuery):
    """Every speaker is named like a person or an organisation.

    A day ('Monday'), a dateline ('WASHINGTON'), a possessive, a bare honorific
    or a fragment of a clause is nobody who spoke: the extractor refuses such
    names with the same rule (``quotetrail.attribution.names``), so a row here
    means a name slipped through and the speakers table is not publishable.
    """

    rule: ClassVar[str] = "speaker_names"
    description: str = RULES_BY_NAME[rule].description
    # GX fills the query in with str.format: the patterns' braces ('{6,}') are escaped.
    unexpected_rows_query: str = f"""
        with judged as (
            select speaker_id, speaker_name, quote_count,
                {implausible_name_reason_sql("speaker_name").replace("{", "{{").replace("}", "}}")} as reason
            from {{batch}}
        )
        select speaker_id, speaker_name, quote_count, reason
        from judged
        where reason is not null
    """


#: The rule each custom expectation checks, by its GX type name.
RULES_BY_TYPE = {
    "expect_quotes_at_their_offsets": ExpectQuotesAtTheirOffsets.rule,
    "expect_quotes_attributed_or_explained": ExpectQuotesAttributedOrExplained.rule,
    "expect_one_speaker_per_utterance": ExpectOneSpeakerPerUtterance.rule,
    "expect_only_allowed_wording_edits": ExpectOnlyAllowedWordingEdits.rule,
    "expect_agreed_context": ExpectAgreedContext.rule,
    "expect_plausible_speaker_names": ExpectPlausibleSpeakerNames.rule,
}
