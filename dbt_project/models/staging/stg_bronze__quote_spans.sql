with

source as (

    select * from {{ source('bronze', 'quote_spans') }}

),

current_articles as (

    {{ current_article_ids() }}

),

current_versions as (

    select source.*
    from source
    inner join current_articles
        on source.article_id = current_articles.article_id

),

renamed as (

    select
        quote_span_id,
        article_id,
        span_index,
        quote_type,
        is_attribution,
        content_start,
        content_end,
        content_text,
        content_pieces,
        speaker as speaker_name,
        speaker_title,
        speaker_missing_reason,
        source_start,
        source_end,
        source_text,
        cue_start,
        cue_end,
        cue_text,
        cue_kind,
        flags,
        extracted_at
    from current_versions

)

select * from renamed
