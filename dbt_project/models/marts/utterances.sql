with

utterances as (

    select * from {{ ref('stg_matching__utterances') }}

),

speakers as (

    select * from {{ ref('int_speakers_canonicalized') }}

),

articles as (

    select * from {{ ref('stg_bronze__articles') }}

),

quote_utterances as (

    select * from {{ ref('stg_matching__quote_utterances') }}

),

quotes as (

    select * from {{ ref('quotes') }}

),

findings as (

    select * from {{ ref('stg_matching__consistency_findings') }}

),

canonical_speakers as (

    select
        canonical_name,
        min(speaker_id) as speaker_id
    from speakers
    group by canonical_name

),

outlet_counts as (

    select
        quote_utterances.utterance_id,
        count(distinct quotes.outlet_name) as outlet_count,
        array_sort(collect_set(quotes.article_id)) as article_ids,
        min(articles.published_on) as first_published_on,
        max(articles.published_on) as last_published_on
    from quote_utterances
    inner join quotes
        on quote_utterances.quote_id = quotes.quote_id
    inner join articles
        on quotes.article_id = articles.article_id
    group by quote_utterances.utterance_id

),

finding_counts as (

    select
        utterance_id,
        count_if(severity in ('critical', 'warning')) as disputed_finding_count,
        count(*) as finding_count
    from findings
    group by utterance_id

),

joined as (

    select
        utterances.utterance_id,
        utterances.reference_text,
        canonical_speakers.speaker_id,
        utterances.speaker_name,
        utterances.quote_count,
        utterances.article_count,
        coalesce(outlet_counts.outlet_count, 0) as outlet_count,
        coalesce(outlet_counts.article_ids, array()) as article_ids,
        outlet_counts.first_published_on,
        outlet_counts.last_published_on,
        coalesce(finding_counts.finding_count, 0) as finding_count,
        coalesce(finding_counts.disputed_finding_count, 0) > 0 as is_disputed
    from utterances
    left join canonical_speakers
        on utterances.speaker_name = canonical_speakers.canonical_name
    left join outlet_counts
        on utterances.utterance_id = outlet_counts.utterance_id
    left join finding_counts
        on utterances.utterance_id = finding_counts.utterance_id

)

select * from joined
