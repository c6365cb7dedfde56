with

quote_spans as (

    select * from {{ ref('stg_bronze__quote_spans') }}

),

quotes as (

    select
        quote_span_id as quote_id,
        article_id,
        span_index,
        quote_type,
        content_start,
        content_end,
        content_text,
        content_pieces,
        speaker_name,
        speaker_title,
        speaker_missing_reason,
        source_start,
        source_end,
        source_text,
        cue_start,
        cue_end,
        cue_text,
        flags,
        extracted_at
    from quote_spans
    where is_attribution

)

select * from quotes
