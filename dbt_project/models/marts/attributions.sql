with

quotes as (

    select * from {{ ref('quotes') }}

),

attributions as (

    select
        quote_id,
        article_id,
        speaker_id,
        speaker_name,
        source_text as mention_text,
        source_start as mention_start,
        source_end as mention_end,
        case
            when source_text is null then null
            when lower(source_text) in ('he', 'she', 'they', 'him', 'her', 'i', 'we', 'it') then 'pronoun'
            when lower(source_text) rlike '^(the|a|an|this|that) ' then 'description'
            else 'name'
        end as mention_kind,
        speaker_title,
        cue_text,
        cue_start,
        cue_end,
        speaker_missing_reason,
        speaker_id is not null as is_resolved
    from quotes

)

select * from attributions
