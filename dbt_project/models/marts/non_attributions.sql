with

quote_spans as (

    select * from {{ ref('stg_bronze__quote_spans') }}

),

non_attributions as (

    select
        quote_span_id as non_attribution_id,
        article_id,
        quote_type as non_attribution_type,
        content_start,
        content_end,
        content_text,
        extracted_at
    from quote_spans
    where not is_attribution and {{ article_not_built('article_id') }}

)

select * from non_attributions
