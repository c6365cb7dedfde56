with

quote_spans as (

    select * from {{ ref('stg_bronze__quote_spans') }}

),

articles as (

    select * from {{ ref('stg_bronze__articles') }}

),

paragraphs as (

    select * from {{ ref('stg_bronze__paragraphs') }}

),

attributed as (

    select * from quote_spans
    where is_attribution

),

joined as (

    select
        attributed.quote_span_id as quote_id,
        attributed.article_id,
        articles.document_name as article_label,
        articles.outlet_name,
        attributed.quote_type,
        attributed.content_start,
        attributed.content_end,
        attributed.content_text,
        attributed.speaker_name,
        paragraphs.paragraph_text
    from attributed
    inner join articles
        on attributed.article_id = articles.article_id
    left join paragraphs
        on
            attributed.article_id = paragraphs.article_id
            and attributed.content_start >= paragraphs.start_offset
            and attributed.content_start < paragraphs.end_offset

)

select * from joined
