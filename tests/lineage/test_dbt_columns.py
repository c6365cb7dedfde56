"""Column lineage through the dbt house style: import CTEs and a final `select *`."""

from __future__ import annotations

from quotetrail.lineage.dbt_columns import model_column_lineage

MODEL = """
with

quote_spans as (

    select * from quotetrail.stg_bronze__quote_spans

),

articles as (

    select * from `quotetrail`.`stg_bronze__articles`

),

joined as (

    select
        quote_spans.quote_span_id as quote_id,
        articles.outlet_name,
        upper(quote_spans.content_text) as shouted
    from quote_spans
    inner join articles
        on quote_spans.article_id = articles.article_id

)

select * from joined
"""


def test_columns_trace_through_import_ctes_to_the_relations_they_read():
    lineage = model_column_lineage(MODEL, "quotetrail.quotes", ["quote_id", "outlet_name", "shouted"])
    assert lineage == {
        "quote_id": [("quotetrail.stg_bronze__quote_spans", "quote_span_id")],
        "outlet_name": [("quotetrail.stg_bronze__articles", "outlet_name")],
        "shouted": [("quotetrail.stg_bronze__quote_spans", "content_text")],
    }


def test_a_model_the_parser_cannot_read_has_no_lineage_rather_than_an_error():
    assert model_column_lineage("select from where", "s.t", ["a"]) == {}
