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

speakers as (

    select * from {{ ref('int_speakers_canonicalized') }}

),

attributed as (

    select * from quote_spans
    where is_attribution

),

joined as (

    select
        attributed.quote_span_id as quote_id,
        attributed.article_id,
        coalesce(articles.title, articles.document_name) as article_label,
        articles.outlet_name,
        articles.published_on,
        attributed.quote_type,
        attributed.content_start,
        attributed.content_end,
        attributed.content_text,
        attributed.content_pieces,
        attributed.speaker_name,
        speakers.speaker_id,
        speakers.canonical_name as canonical_speaker_name,
        attributed.source_text,
        paragraphs.paragraph_text
    from attributed
    inner join articles
        on attributed.article_id = articles.article_id
    left join speakers
        on attributed.speaker_name = speakers.speaker_name
    left join paragraphs
        on
            attributed.article_id = paragraphs.article_id
            and attributed.content_start >= paragraphs.start_offset
            and attributed.content_start < paragraphs.end_offset

)

select * from joined
