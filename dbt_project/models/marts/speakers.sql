with

quotes as (

    select * from {{ ref('quotes') }}

),

attributions as (

    select * from {{ ref('attributions') }}

),

canonical as (

    select * from {{ ref('int_speakers_canonicalized') }}

),

named_mentions as (

    select
        speaker_id,
        mention_text
    from attributions
    where mention_kind = 'name'

),

alias_candidates as (

    select
        speaker_id,
        mention_text as alias_name
    from named_mentions

    union all

    select
        speaker_id,
        speaker_name as alias_name
    from canonical

),

aliases as (

    select
        speaker_id,
        collect_set(alias_name) as aliases
    from alias_candidates
    group by speaker_id

),

quote_stats as (

    select
        speaker_id,
        min(speaker_name) as speaker_name,
        count(*) as quote_count,
        count(distinct article_id) as article_count,
        array_sort(collect_set(article_id)) as article_ids,
        array_sort(collect_set(outlet_name)) as outlet_names,
        array_sort(collect_set(speaker_title)) as titles
    from quotes
    where speaker_id is not null
    group by speaker_id

),

speakers as (

    select
        quote_stats.speaker_id,
        quote_stats.speaker_name,
        array_sort(aliases.aliases) as aliases,
        quote_stats.titles,
        quote_stats.quote_count,
        quote_stats.article_count,
        quote_stats.article_ids,
        quote_stats.outlet_names
    from quote_stats
    left join aliases
        on quote_stats.speaker_id = aliases.speaker_id

)

select * from speakers
