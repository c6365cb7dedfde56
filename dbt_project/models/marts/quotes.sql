with

quote_spans as (

    select * from {{ ref('stg_bronze__quote_spans') }}

),

articles as (

    select * from {{ ref('stg_bronze__articles') }}

),

speakers as (

    select * from {{ ref('int_speakers_canonicalized') }}

),

quote_utterances as (

    select * from {{ ref('stg_matching__quote_utterances') }}

),

utterance_keys as (

    select
        quote_id,
        array_sort(collect_set(utterance_id)) as utterance_ids
    from quote_utterances
    group by quote_id

),

quotes as (

    select
        quote_spans.quote_span_id as quote_id,
        quote_spans.article_id,
        articles.document_name,
        articles.outlet_name,
        quote_spans.span_index,
        quote_spans.quote_type,
        quote_spans.content_start,
        quote_spans.content_end,
        quote_spans.content_text,
        quote_spans.content_pieces,
        speakers.speaker_id,
        speakers.canonical_name as speaker_name,
        quote_spans.speaker_title,
        quote_spans.speaker_missing_reason,
        quote_spans.source_start,
        quote_spans.source_end,
        quote_spans.source_text,
        quote_spans.cue_start,
        quote_spans.cue_end,
        quote_spans.cue_text,
        quote_spans.cue_kind,
        quote_spans.flags,
        coalesce(utterance_keys.utterance_ids, array()) as utterance_ids,
        nullif(array_join(coalesce(utterance_keys.utterance_ids, array()), '+'), '') as utterance_key,
        quote_spans.extracted_at
    from quote_spans
    inner join articles
        on quote_spans.article_id = articles.article_id
    left join speakers
        on quote_spans.speaker_name = speakers.speaker_name
    left join utterance_keys
        on quote_spans.quote_span_id = utterance_keys.quote_id
    where quote_spans.is_attribution

)

select * from quotes
